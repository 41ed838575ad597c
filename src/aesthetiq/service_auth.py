"""Service-to-service authentication: the internal token, and the user in a signed header.

With ``AESTHETIQ_INTERNAL_TOKEN`` set, the agent and the tool server answer 401 to every request
that does not carry the token (health probes aside), and take the user only from
``X-Aesthetiq-User`` signed with HMAC-SHA256 (key derived from the token) over the user id and a
timestamp, so a header copied from a log cannot be altered to another user or replayed for long.
Without the token (the local demo on loopback) the user header is believed as before, and binding
an address other machines can reach is refused unless ``AESTHETIQ_ALLOW_INSECURE_BIND`` is set.
"""

from __future__ import annotations

import hashlib
import hmac
import ipaddress
import json
import time
from collections.abc import Callable, Generator, Iterable
from dataclasses import dataclass

import httpx
from fastapi import HTTPException
from starlette.datastructures import Headers
from starlette.requests import HTTPConnection
from starlette.types import ASGIApp, Receive, Scope, Send

from aesthetiq.settings import ConfigurationError, Settings

TOKEN_HEADER = "X-Aesthetiq-Internal-Token"
USER_HEADER = "X-Aesthetiq-User"
SIGNATURE_HEADER = "X-Aesthetiq-User-Signature"
# Probes answer without the token: orchestrators and the services' own health checks call them.
HEALTH_PATHS = frozenset({"/health", "/health/live", "/health/ready"})
MIN_TOKEN_CHARS = 32
# A signed user header is good for this long (either way, for clock skew between hosts).
SIGNATURE_MAX_AGE_S = 300.0
IDENTITY_MISMATCH = "user_id does not match the caller"
_SCOPE_KEY = "aesthetiq.caller"
_KEY_LABEL = b"aesthetiq user header v1"


class InsecureServiceBind(ConfigurationError):
    """An internal service on a reachable address without the internal token."""


@dataclass(frozen=True)
class Caller:
    """Who a request comes from. ``verified``: proven (internal token + signature, or a user's JWT);
    otherwise the unverified demo header, believed only because no token is configured."""

    user_id: str | None
    verified: bool


def is_loopback(host: str) -> bool:
    if host == "localhost":
        return True
    try:
        return ipaddress.ip_address(host.strip("[]")).is_loopback
    except ValueError:
        return False


def internal_token(settings: Settings) -> str | None:
    secret = settings.internal_token
    return secret.get_secret_value() if secret is not None else None


def check_service_settings(settings: Settings, service: str) -> None:
    """Refuse to start an internal service that anyone on the network could call as any user."""
    token = internal_token(settings)
    if token is not None and len(token) < MIN_TOKEN_CHARS:
        raise ConfigurationError(
            f"AESTHETIQ_INTERNAL_TOKEN is {len(token)} characters long; use at least {MIN_TOKEN_CHARS} "
            "random ones (e.g. the output of `openssl rand -hex 32`)"
        )
    if token is None and not is_loopback(settings.host) and not settings.allow_insecure_bind:
        raise InsecureServiceBind(
            f"refusing to serve the {service} on {settings.host} without AESTHETIQ_INTERNAL_TOKEN: anyone who "
            "can reach it could act as any user. Set AESTHETIQ_INTERNAL_TOKEN (the same secret on the gateway, "
            "the agent and the tool server), bind to 127.0.0.1, or set AESTHETIQ_ALLOW_INSECURE_BIND=true."
        )


def _key(token: str) -> bytes:
    # A key of its own for the header, so the token itself never signs anything another use could replay.
    return hmac.new(token.encode(), _KEY_LABEL, hashlib.sha256).digest()


def _mac(token: str, user_id: str, timestamp: int) -> str:
    return hmac.new(_key(token), f"{user_id}\n{timestamp}".encode(), hashlib.sha256).hexdigest()


def sign_user(token: str, user_id: str, now: float | None = None) -> str:
    """The signature header's value: ``t=<unix seconds>,v1=<hex HMAC-SHA256>``."""
    timestamp = int(time.time() if now is None else now)
    return f"t={timestamp},v1={_mac(token, user_id, timestamp)}"


def verify_user(token: str, user_id: str, signature: str, max_age_s: float, now: float | None = None) -> str | None:
    """None when the signature holds; otherwise what is wrong with it, as a sentence."""
    parts = dict(part.partition("=")[::2] for part in signature.split(","))
    stamp, mac = parts.get("t", ""), parts.get("v1", "")
    if not stamp.isdigit() or not mac:
        return f"the {SIGNATURE_HEADER} header is malformed (expected t=<seconds>,v1=<hex>)"
    if not hmac.compare_digest(mac, _mac(token, user_id, int(stamp))):
        return f"the {USER_HEADER} header does not match its signature"
    age = (time.time() if now is None else now) - int(stamp)
    if abs(age) > max_age_s:
        return f"the {USER_HEADER} signature is {abs(age):.0f} s old; the limit is {max_age_s:g} s (check the clocks)"
    return None


def service_headers(settings: Settings, user_id: str | None = None) -> dict[str, str]:
    """What a call to another service carries: the token and the signed user, or (no token) the plain user."""
    token = internal_token(settings)
    headers: dict[str, str] = {}
    if user_id is not None:
        headers[USER_HEADER] = user_id
    if token is not None:
        headers[TOKEN_HEADER] = token
        if user_id is not None:
            headers[SIGNATURE_HEADER] = sign_user(token, user_id)
    return headers


class SignedUserAuth(httpx.Auth):
    """httpx auth that signs every request afresh: a pooled MCP session outlives any one signature."""

    def __init__(self, settings: Settings, user_id: str | None) -> None:
        self.settings = settings
        self.user_id = user_id

    def auth_flow(self, request: httpx.Request) -> Generator[httpx.Request, httpx.Response, None]:
        request.headers.update(service_headers(self.settings, self.user_id))
        yield request


def caller_of(scope: Scope) -> Caller | None:
    """The caller ServiceAuthMiddleware (or the MCP bearer check) recorded for this request."""
    return scope.get(_SCOPE_KEY)


def set_caller(scope: Scope, caller: Caller) -> None:
    scope[_SCOPE_KEY] = caller


def checked_user(connection: HTTPConnection, claimed: str | None) -> str:
    """The user a request acts for: the verified caller when there is one, and a ``user_id`` the
    client sent must then name that same user (403 otherwise); without a token, the claim itself."""
    caller = caller_of(connection.scope)
    if caller is None or not caller.verified:
        if claimed is None:
            raise HTTPException(422, "user_id is required")
        return claimed
    if caller.user_id is None:
        raise HTTPException(401, f"this request names no user: send the signed {USER_HEADER} header")
    if claimed is not None and claimed != caller.user_id:
        raise HTTPException(403, IDENTITY_MISMATCH)
    return caller.user_id


async def _refuse(send: Send, status: int, detail: str, headers: Iterable[tuple[bytes, bytes]] = ()) -> None:
    body = json.dumps({"detail": detail}).encode()
    await send(
        {
            "type": "http.response.start",
            "status": status,
            "headers": [(b"content-type", b"application/json"), (b"content-length", str(len(body)).encode()), *headers],
        }
    )
    await send({"type": "http.response.body", "body": body})


class ServiceAuthMiddleware:
    """Checks the internal token and the signed user on every HTTP request, and records the caller.

    ``bearer`` wraps the app in a user-token check (the MCP SDK's): requests to ``bearer_paths``
    carrying ``Authorization: Bearer`` and no internal token go through it instead. ``open_paths``
    answer without the token, like the health probes (e.g. the OAuth metadata MCP clients read).
    """

    def __init__(
        self,
        app: ASGIApp,
        *,
        settings: Settings,
        service: str,
        bearer: Callable[[ASGIApp], ASGIApp] | None = None,
        bearer_paths: tuple[str, ...] = (),
        bearer_challenge: str | None = None,
        open_paths: frozenset[str] = frozenset(),
    ) -> None:
        self.app = app
        self.token = internal_token(settings)
        self.service = service
        self.bearer = bearer(app) if bearer is not None else None
        self.bearer_paths = bearer_paths
        self.bearer_challenge = bearer_challenge
        self.open_paths = HEALTH_PATHS | open_paths

    async def __call__(self, scope: Scope, receive: Receive, send: Send) -> None:
        if scope["type"] != "http":
            await self.app(scope, receive, send)
            return
        headers = HTTPConnection(scope).headers
        path = scope["path"]
        if self.bearer is not None and self._bearer_request(path, headers):
            await self.bearer(scope, receive, send)
            return
        if self.token is None:
            set_caller(scope, Caller(headers.get(USER_HEADER), verified=False))
            await self.app(scope, receive, send)
            return
        if path in self.open_paths:
            await self.app(scope, receive, send)
            return
        presented = headers.get(TOKEN_HEADER)
        if presented is None or not hmac.compare_digest(presented.encode(), self.token.encode()):
            await self._unauthorised(send, path, presented)
            return
        user = headers.get(USER_HEADER)
        if user is not None:
            problem = verify_user(self.token, user, headers.get(SIGNATURE_HEADER) or "", SIGNATURE_MAX_AGE_S)
            if problem is not None:
                await _refuse(send, 401, problem)
                return
        set_caller(scope, Caller(user, verified=True))
        await self.app(scope, receive, send)

    def _bearer_request(self, path: str, headers: Headers) -> bool:
        """A user's token on the MCP endpoint, with no internal token (which would take precedence)."""
        authorization = (headers.get("authorization") or "").lower()
        return path.rstrip("/") in self.bearer_paths and authorization.startswith("bearer ") and TOKEN_HEADER not in headers

    async def _unauthorised(self, send: Send, path: str, presented: str | None) -> None:
        what = "does not carry the" if presented is None else "carries a wrong"
        detail = f"this request {what} internal token ({TOKEN_HEADER}) the {self.service} requires"
        challenge: list[tuple[bytes, bytes]] = []
        if self.bearer is not None and path.rstrip("/") in self.bearer_paths:
            detail += "; MCP clients may send a user's bearer token instead"
            if self.bearer_challenge:
                challenge.append((b"www-authenticate", self.bearer_challenge.encode()))
        await _refuse(send, 401, detail, challenge)

