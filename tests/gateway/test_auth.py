"""JWT authentication against a local JWKS issuer: every bad token is a 401 with a JSON detail and
WWW-Authenticate, key rotation works, an unreachable issuer is a 503, the user is the token's sub."""

from __future__ import annotations

import base64
import hashlib
import hmac
import json
import time
from collections.abc import Iterator

import httpx
import jwt
import pytest
from cryptography.hazmat.primitives.serialization import Encoding, PublicFormat

from aesthetiq.gateway.app import create_app
from aesthetiq.settings import Settings
from tests.gateway.conftest import gateway_running, jwt_overrides
from tests.gateway.fake_agent import FakeAgentState
from tests.gateway.jwt_issuer import Issuer, SigningKey
from tests.servers import free_port

CHAT = "/api/agent/chat"


@pytest.fixture(scope="module")
def jwt_gateway(
    settings: Settings, fake_agent: tuple[str, FakeAgentState], issuer: tuple[str, Issuer]
) -> Iterator[str]:
    with gateway_running(settings, agent_url=fake_agent[0], **jwt_overrides(issuer[0])) as url:
        yield url


def bearer(token: str) -> dict[str, str]:
    return {"Authorization": f"Bearer {token}"}


def tamper(token: str) -> str:
    header, payload, signature = token.split(".")
    claims = json.loads(base64.urlsafe_b64decode(payload + "=" * (-len(payload) % 4)))
    claims["sub"] = "user_admin"
    forged = base64.urlsafe_b64encode(json.dumps(claims).encode()).rstrip(b"=").decode()
    return f"{header}.{forged}.{signature}"


def test_valid_token_acts_as_its_subject_whatever_the_body_says(
    jwt_gateway: str, issuer: tuple[str, Issuer], fake_agent: tuple[str, FakeAgentState]
) -> None:
    body = {"message": "a navy blazer", "user_id": "user_victim"}
    response = httpx.post(jwt_gateway + CHAT, json=body, headers=bearer(issuer[1].token("user_a")))
    assert response.status_code == 200, response.text
    assert fake_agent[1].requests[-1]["user_id"] == "user_a"
    assert response.json()["metadata"]["user_id"] == "user_a"


def test_v1_paths_need_the_same_token(jwt_gateway: str, issuer: tuple[str, Issuer]) -> None:
    assert httpx.post(jwt_gateway + "/api/v1/agent/chat", json={"message": "hi"}).status_code == 401
    ok = httpx.post(
        jwt_gateway + "/api/v1/agent/chat", json={"message": "hi"}, headers=bearer(issuer[1].token())
    )
    assert ok.status_code == 200


def test_missing_token_is_401_with_a_challenge(jwt_gateway: str) -> None:
    response = httpx.post(jwt_gateway + CHAT, json={"message": "hi"})
    assert response.status_code == 401
    assert "sign in" in response.json()["detail"].lower()
    assert response.headers["www-authenticate"].startswith("Bearer")
    for path in ("/api/agent/sessions", "/api/agent/me"):
        assert httpx.get(jwt_gateway + path).status_code == 401
    assert httpx.post(jwt_gateway + "/api/agent/chat/stream", json={"message": "hi"}).status_code == 401


def _b64(data: bytes) -> str:
    return base64.urlsafe_b64encode(data).rstrip(b"=").decode()


def _hand_made(alg: str, claims: dict, secret: bytes | None) -> str:
    """A token PyJWT would refuse to make: unsigned, or HMAC-signed with the public key (alg confusion)."""
    signing_input = (
        f"{_b64(json.dumps({'alg': alg, 'typ': 'JWT'}).encode())}.{_b64(json.dumps(claims).encode())}"
    )
    if secret is None:
        return signing_input + "."
    return signing_input + "." + _b64(hmac.new(secret, signing_input.encode(), hashlib.sha256).digest())


def _bad_tokens(authority: Issuer) -> dict[str, str]:
    now = int(time.time())
    key = authority.published[0]
    claims = jwt.decode(authority.token(), options={"verify_signature": False})
    public_pem = key.private.public_key().public_bytes(Encoding.PEM, PublicFormat.SubjectPublicKeyInfo)
    return {
        "expired": authority.token(exp=now - 60, iat=now - 400, nbf=now - 400),
        "not yet valid": authority.token(nbf=now + 120),
        "wrong issuer": authority.token(iss="https://evil.example"),
        "wrong audience": authority.token(aud="another-api"),
        "wrong party": authority.token(azp="https://evil.example"),
        "no subject": authority.token(sub=None),
        "no expiry": authority.token(exp=None),
        "unknown key": authority.token(key=SigningKey.generate()),
        "alg none": _hand_made("none", claims, None),
        "hs256 with the public key": _hand_made("HS256", claims, public_pem),
        "tampered": tamper(authority.token()),
        "odd key id": ".".join(
            [_b64(b'{"alg": "RS256", "kid": ["a", "b"]}'), _b64(json.dumps(claims).encode()), _b64(b"sig")]
        ),
        "garbage": "not-a-jwt",
        # Ids are compared exactly and sent on in headers: a padded or non-id subject is refused.
        "padded subject": authority.token(sub=" user_a"),
        "emoji subject": authority.token(sub="\U0001f457"),
        "overlong subject": authority.token(sub="u" * 129),
    }


@pytest.mark.parametrize(
    "case",
    [
        "expired", "not yet valid", "wrong issuer", "wrong audience", "wrong party", "no subject",
        "no expiry", "unknown key", "alg none", "hs256 with the public key", "tampered", "odd key id", "garbage",
        "padded subject", "emoji subject", "overlong subject",
    ],
)  # fmt: skip
def test_bad_tokens_are_401(case: str, jwt_gateway: str, issuer: tuple[str, Issuer]) -> None:
    token = _bad_tokens(issuer[1])[case]
    response = httpx.post(jwt_gateway + CHAT, json={"message": "hi"}, headers=bearer(token))
    assert response.status_code == 401, (case, response.text)
    assert response.json()["detail"]
    assert 'error="invalid_token"' in response.headers["www-authenticate"]


def test_wrong_scheme_is_401(jwt_gateway: str, issuer: tuple[str, Issuer]) -> None:
    response = httpx.get(jwt_gateway + "/api/agent/me", headers={"Authorization": "Basic dXNlcjpwYXNz"})
    assert response.status_code == 401
    assert "Bearer" in response.json()["detail"]


def test_leeway_accepts_a_token_just_expired(jwt_gateway: str, issuer: tuple[str, Issuer]) -> None:
    now = int(time.time())
    token = issuer[1].token(exp=now - 2, iat=now - 300, nbf=now - 300)  # leeway is 5 s
    assert httpx.get(jwt_gateway + "/api/agent/me", headers=bearer(token)).status_code == 200


def test_key_rotation_refetches_the_jwks(jwt_gateway: str, issuer: tuple[str, Issuer]) -> None:
    authority = issuer[1]
    httpx.get(jwt_gateway + "/api/agent/me", headers=bearer(authority.token())).raise_for_status()
    new_key = SigningKey.generate()
    authority.published.insert(0, new_key)
    try:
        fetches = authority.fetches
        response = httpx.get(jwt_gateway + "/api/agent/me", headers=bearer(authority.token(key=new_key)))
        assert response.status_code == 200, response.text
        assert authority.fetches == fetches + 1
        # The new key is cached now: no more fetches.
        httpx.get(
            jwt_gateway + "/api/agent/me", headers=bearer(authority.token(key=new_key))
        ).raise_for_status()
        assert authority.fetches == fetches + 1
    finally:
        authority.published.remove(new_key)


def test_unknown_kids_refetch_at_most_once_per_interval(
    settings: Settings, issuer: tuple[str, Issuer]
) -> None:
    url, authority = issuer
    with gateway_running(settings, **jwt_overrides(url, jwks_refetch_interval_s=60.0)) as gateway:
        httpx.get(gateway + "/api/agent/sessions", headers=bearer(authority.token()))
        fetches = authority.fetches
        for _ in range(5):
            forged = authority.token(key=SigningKey.generate())
            assert httpx.get(gateway + "/api/agent/me", headers=bearer(forged)).status_code == 401
        assert authority.fetches <= fetches + 1


def test_unreachable_jwks_is_503_never_500(settings: Settings, issuer: tuple[str, Issuer]) -> None:
    overrides = jwt_overrides(issuer[0], auth_jwks_url=f"http://127.0.0.1:{free_port()}/jwks.json")
    with gateway_running(settings, **overrides) as gateway:
        response = httpx.post(gateway + CHAT, json={"message": "hi"}, headers=bearer(issuer[1].token()))
    assert response.status_code == 503
    assert "try again" in response.json()["detail"]


def test_issuer_outage_keeps_the_cached_keys(
    settings: Settings, fake_agent: tuple[str, FakeAgentState], issuer: tuple[str, Issuer]
) -> None:
    url, authority = issuer
    overrides = jwt_overrides(url, agent_url=fake_agent[0], jwks_cache_ttl_s=0)
    with gateway_running(settings, **overrides) as gateway:
        httpx.get(gateway + "/api/agent/me", headers=bearer(authority.token())).raise_for_status()
        authority.down = True
        try:
            response = httpx.get(gateway + "/api/agent/me", headers=bearer(authority.token()))
        finally:
            authority.down = False
    assert response.status_code == 200


def test_jwt_mode_without_issuer_settings_refuses_to_start(settings: Settings) -> None:
    with pytest.raises(ValueError, match="AESTHETIQ_AUTH_JWKS_URL"):
        create_app(settings.model_copy(update={"auth_mode": "jwt", "auth_jwks_url": None}))


def _padded(authority: Issuer, size: int) -> str:
    """A validly signed token of about ``size`` bytes (a large extra claim)."""
    return authority.token(pad="x" * size)


def test_an_oversized_token_is_refused_before_it_is_read(jwt_gateway: str, issuer: tuple[str, Issuer]) -> None:
    for token in (_padded(issuer[1], 100_000), "a" * 9_000):  # signed, and not even a JWT
        response = httpx.post(jwt_gateway + CHAT, json={"message": "hi"}, headers=bearer(token))
        assert response.status_code == 401, response.text
        assert response.json()["detail"].startswith("the bearer token is larger than 8,192 bytes")
        assert 'error="invalid_token"' in response.headers["www-authenticate"]
    ok = httpx.post(jwt_gateway + CHAT, json={"message": "hi"}, headers=bearer(_padded(issuer[1], 4_000)))
    assert ok.status_code == 200, ok.text


@pytest.mark.parametrize(
    ("lifetime", "claims"),
    [
        (" years,", {"exp": 253402300799}),  # year 9999, issued now
        (" 2 days,", {"exp": "+172800"}),
        (" 48 hours,", {"exp": "+172000", "iat": None, "nbf": None}),  # no iat/nbf: judged from now
        (" 25 hours,", {"exp": "+3600", "iat": "-86400", "nbf": None}),  # issued yesterday, valid 25 h
    ],
)
def test_a_token_that_lives_too_long_is_refused(
    jwt_gateway: str, issuer: tuple[str, Issuer], lifetime: str, claims: dict
) -> None:
    now = int(time.time())
    resolved = {k: now + int(v) if isinstance(v, str) else v for k, v in claims.items()}
    response = httpx.get(jwt_gateway + "/api/agent/me", headers=bearer(issuer[1].token(**resolved)))
    assert response.status_code == 401, response.text
    detail = response.json()["detail"]
    assert detail.startswith("the token is valid for ") and "longer than the 24 hours" in detail, detail
    assert lifetime in detail


def test_short_lived_tokens_pass_and_the_limit_is_a_setting(
    jwt_gateway: str, settings: Settings, fake_agent: tuple[str, FakeAgentState], issuer: tuple[str, Issuer]
) -> None:
    url, authority = issuer
    now = int(time.time())
    for token in (authority.token(exp=now + 86_400), authority.token(exp=now + 600, iat=None, nbf=None)):
        response = httpx.post(jwt_gateway + CHAT, json={"message": "hi"}, headers=bearer(token))
        assert response.status_code == 200, response.text  # a day, or ten minutes from now
    week = authority.token(exp=now + 6 * 86_400)
    assert httpx.post(jwt_gateway + CHAT, json={"message": "hi"}, headers=bearer(week)).status_code == 401
    overrides = jwt_overrides(url, agent_url=fake_agent[0], auth_max_token_lifetime_s=7 * 86_400)
    with gateway_running(settings, **overrides) as gateway:
        response = httpx.post(gateway + CHAT, json={"message": "hi"}, headers=bearer(week))
    assert response.status_code == 200, response.text
