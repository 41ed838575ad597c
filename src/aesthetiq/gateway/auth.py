"""Clerk-compatible bearer-token validation: RS256 JWTs checked against a JWKS endpoint.

Keys are fetched with the gateway's shared async HTTP client (never blocking the event loop),
cached for ``jwks_cache_ttl_s`` and refetched when a token names a key id the cache does not hold
(key rotation), at most once per ``jwks_refetch_interval_s``. When the issuer cannot be reached the
cached keys keep working; with no keys at all the caller gets 503, never 500.

A token larger than ``auth_max_token_bytes`` is refused before it is parsed (a huge one would cost
base64, JSON and RSA work first), and a validly signed one that lives longer than
``auth_max_token_lifetime_s`` is refused too: a session token lasts minutes, one that expires in the
year 9999 is a leaked credential that never stops working.
"""

from __future__ import annotations

import asyncio
import logging
import re
import time
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

import httpx
import jwt

from aesthetiq.gateway.jwks_shared import key_ids

if TYPE_CHECKING:
    from aesthetiq.gateway.jwks_shared import SharedJwks

from aesthetiq.settings import Settings
from aesthetiq.text_checks import USER_ID_PATTERN, USER_ID_RULE

log = logging.getLogger("aesthetiq.gateway.auth")

ALGORITHM = "RS256"
_UNAVAILABLE = "sign-in cannot be checked right now; try again in a minute"
# With no keys at all, a failed fetch is not retried for this long: requests fail fast instead of
# queueing behind a hanging issuer.
_FAILURE_BACKOFF_S = 1.0


class AuthError(Exception):
    """The token is missing or not acceptable: 401."""

    def __init__(self, detail: str, *, error: str = "invalid_token") -> None:
        super().__init__(detail)
        self.detail = detail
        self.error = error

    @property
    def www_authenticate(self) -> str:
        # RFC 6750 §3: a request without credentials gets no error code.
        if self.error == "missing":
            return 'Bearer realm="aesthetiq"'
        description = self.detail.replace('"', "'")
        return f'Bearer realm="aesthetiq", error="{self.error}", error_description="{description}"'


class AuthUnavailable(Exception):
    """The signing keys cannot be had right now: 503."""


@dataclass
class _KeyCache:
    keys: dict[str, Any]
    fetched_at: float


class JwksKeySet:
    """The issuer's public keys by key id."""

    def __init__(
        self,
        url: str,
        client: httpx.AsyncClient,
        ttl_s: float,
        refetch_interval_s: float,
        shared: SharedJwks | None = None,
    ) -> None:
        self.url = url
        self.shared = shared  # the document other replicas fetched (Redis), when configured
        self.client = client
        self.ttl_s = ttl_s
        self.refetch_interval_s = refetch_interval_s
        self._cache: _KeyCache | None = None
        self._last_attempt = -float("inf")
        self._last_failure = -float("inf")
        self._lock = asyncio.Lock()

    async def key_for(self, kid: str | None) -> Any:
        cache = self._cache
        now = time.monotonic()
        if cache is None or now - cache.fetched_at > self.ttl_s or kid not in cache.keys:
            cache = await self._refresh(kid)
        if kid is None and len(cache.keys) == 1:
            return next(iter(cache.keys.values()))
        key = cache.keys.get(kid) if kid is not None else None
        if key is None:
            raise AuthError("the token was signed with an unknown key; sign in again")
        return key

    async def _refresh(self, kid: str | None) -> _KeyCache:
        started = time.monotonic()
        async with self._lock:
            now = time.monotonic()
            if self._cache is not None:
                # Another request refreshed while this one waited, or one did so very recently.
                if self._last_attempt >= started:
                    return self._cache
                if now - self._last_attempt < self.refetch_interval_s:
                    return await self._shared_rotation(kid) or self._cache
            elif now - self._last_failure < _FAILURE_BACKOFF_S:
                raise AuthUnavailable(_UNAVAILABLE)
            self._last_attempt = now
            try:
                keys = self._keys(await self._document(kid))
            except AuthUnavailable:
                self._last_failure = time.monotonic()
                if self._cache is not None:
                    log.warning(
                        "JWKS %s unreachable; keeping %d cached keys", self.url, len(self._cache.keys)
                    )
                    return self._cache
                raise
            self._cache = _KeyCache(keys, time.monotonic())
            return self._cache

    async def _shared_rotation(self, kid: str | None) -> _KeyCache | None:
        """Too soon to ask the issuer again, but another replica may have fetched the new key already."""
        if self.shared is None or kid is None:
            return None
        document = await self.shared.document(None)
        if document is None or kid not in key_ids(document):
            return None
        self._cache = _KeyCache(self._keys(document), time.monotonic())
        return self._cache

    async def _document(self, kid: str | None) -> Any:
        """The JWKS: the one another replica shared, or the issuer's (then shared)."""
        if self.shared is not None:
            document = await self.shared.document(kid)
            if document is not None:
                return document
        try:
            response = await self.client.get(self.url, timeout=5.0)
            response.raise_for_status()
            document = response.json()
        except (httpx.HTTPError, ValueError) as exc:
            log.error("cannot fetch JWKS from %s: %s", self.url, exc)
            raise AuthUnavailable(_UNAVAILABLE) from exc
        if self.shared is not None and isinstance(document, dict):
            await self.shared.save(document)
        return document

    def _keys(self, document: Any) -> dict[str, Any]:
        keys: dict[str, Any] = {}
        for jwk in document.get("keys", []) if isinstance(document, dict) else []:
            if not isinstance(jwk, dict) or jwk.get("kty") != "RSA" or jwk.get("use", "sig") != "sig":
                continue
            if jwk.get("alg", ALGORITHM) != ALGORITHM:
                continue
            try:
                keys[jwk.get("kid", "")] = jwt.PyJWK(jwk, algorithm=ALGORITHM).key
            except jwt.PyJWKError as exc:
                log.warning("skipping unusable JWK %s: %s", jwk.get("kid"), exc)
        if not keys:
            log.error("JWKS at %s holds no RS256 signing keys", self.url)
            raise AuthUnavailable(_UNAVAILABLE)
        log.info("loaded %d signing keys from %s", len(keys), self.url)
        return keys


class JwtVerifier:
    """``await verify(token)`` returns the user id (``sub``) or raises AuthError / AuthUnavailable."""

    def __init__(self, settings: Settings, client: httpx.AsyncClient) -> None:
        if not settings.auth_jwks_url or not settings.auth_issuer:
            raise ValueError(
                "AESTHETIQ_AUTH_MODE=jwt needs AESTHETIQ_AUTH_JWKS_URL and AESTHETIQ_AUTH_ISSUER "
                "(for Clerk: https://<your-domain>/.well-known/jwks.json and https://<your-domain>)"
            )
        self.settings = settings
        shared = None
        if settings.redis_url:
            from aesthetiq.gateway.jwks_shared import SharedJwks

            shared = SharedJwks(
                settings.redis_url, settings.auth_jwks_url, settings.jwks_cache_ttl_s, settings.jwks_refetch_interval_s
            )
        self.keys = JwksKeySet(
            settings.auth_jwks_url, client, settings.jwks_cache_ttl_s, settings.jwks_refetch_interval_s, shared
        )

    async def verify(self, token: str) -> str:
        limit = self.settings.auth_max_token_bytes
        if len(token) > limit:
            raise AuthError(
                f"the bearer token is larger than {limit:,} bytes, far more than a sign-in token; sign in again"
            )
        try:
            header = jwt.get_unverified_header(token)
        except jwt.InvalidTokenError as exc:
            raise AuthError("the bearer token is not a valid JWT") from exc
        if header.get("alg") != ALGORITHM:
            raise AuthError(f"the token must be signed with {ALGORITHM}")
        kid = header.get("kid")
        if kid is not None and not isinstance(kid, str):
            raise AuthError("the token's key id is malformed")
        key = await self.keys.key_for(kid)
        claims = self._decode(token, key)
        self._check_lifetime(claims)
        parties = self.settings.auth_authorized_parties
        # Clerk's rule: a token naming an authorised party (the origin that asked for it) must name
        # one of ours; tokens without azp (server-to-server) are accepted.
        azp = claims.get("azp")
        if parties and azp is not None and azp not in parties:
            raise AuthError("the token was issued for another application")
        subject = claims.get("sub")
        if not isinstance(subject, str) or not subject:
            raise AuthError("the token names no user (sub)")
        if not re.fullmatch(USER_ID_PATTERN, subject):
            # Ids are compared exactly and sent on in headers: " user_1" or an emoji is not a user id here.
            raise AuthError(f"the token's user (sub) is not a usable id: it must be {USER_ID_RULE}")
        return subject

    def _check_lifetime(self, claims: dict[str, Any]) -> None:
        """exp minus the start (the earlier of iat and nbf; now for a token that gives neither)."""
        starts = [claims[name] for name in ("iat", "nbf") if isinstance(claims.get(name), int | float)]
        lifetime = float(claims["exp"]) - (min(starts) if starts else time.time())
        longest = self.settings.auth_max_token_lifetime_s
        if lifetime > longest + self.settings.auth_leeway_s:
            raise AuthError(
                f"the token is valid for {duration(lifetime)}, longer than the {duration(longest)} "
                "this service accepts; sign in again"
            )

    def _decode(self, token: str, key: Any) -> dict[str, Any]:
        audience = self.settings.auth_audience
        try:
            return jwt.decode(
                token,
                key,
                algorithms=[ALGORITHM],
                issuer=self.settings.auth_issuer,
                audience=audience,
                leeway=self.settings.auth_leeway_s,
                options={"require": ["exp", "iss", "sub"], "verify_aud": audience is not None},
            )
        except jwt.ExpiredSignatureError as exc:
            raise AuthError("the token has expired; sign in again") from exc
        except jwt.ImmatureSignatureError as exc:
            raise AuthError("the token is not valid yet; check the clock") from exc
        except jwt.InvalidIssuerError as exc:
            raise AuthError("the token was issued by another issuer") from exc
        except jwt.InvalidAudienceError as exc:
            raise AuthError("the token was issued for another audience") from exc
        except jwt.MissingRequiredClaimError as exc:
            raise AuthError(f"the token lacks the {exc.claim!r} claim") from exc
        except jwt.InvalidSignatureError as exc:
            raise AuthError("the token's signature does not verify") from exc
        except jwt.InvalidTokenError as exc:
            raise AuthError("the bearer token is not acceptable") from exc


def duration(seconds: float) -> str:
    """``90`` -> ``2 minutes``, ``86400`` -> ``24 hours``, ``2.5e11`` -> ``7,922 years``."""
    for unit, size, up_to in (("minute", 60, 120 * 60), ("hour", 3600, 48 * 3600), ("day", 86_400, 730 * 86_400)):
        if seconds < up_to:
            count = max(1, round(seconds / size))
            return f"{count:,} {unit}" + ("s" if count != 1 else "")
    return f"{round(seconds / (365.25 * 86_400)):,} years"


def bearer_token(authorization: str | None) -> str:
    if not authorization:
        raise AuthError("sign in first: send 'Authorization: Bearer <token>'", error="missing")
    scheme, _, token = authorization.partition(" ")
    if scheme.lower() != "bearer" or not token.strip():
        raise AuthError("use 'Authorization: Bearer <token>'", error="invalid_request")
    return token.strip()
