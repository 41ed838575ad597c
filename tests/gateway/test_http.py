"""HTTP hygiene: body size limit (declared and chunked), malformed JSON, ids in paths, CORS,
security headers, the web app, and the refusal to run without auth on a public address."""

from __future__ import annotations

from collections.abc import Iterator

import httpx
import pytest

from aesthetiq.gateway.app import InsecureBindError, create_app
from aesthetiq.settings import Settings

ORIGIN = "https://app.aesthetiq.test"


def test_liveness_needs_no_auth(fake_gateway: str) -> None:
    assert httpx.get(fake_gateway + "/health").json() == {"status": "ok"}


def test_oversized_body_is_413(fake_gateway: str) -> None:
    response = httpx.post(fake_gateway + "/api/agent/chat", json={"message": "x" * 5000})
    assert response.status_code == 413
    assert "larger than 4096 bytes" in response.json()["detail"]


def test_oversized_chunked_body_is_413(fake_gateway: str) -> None:
    def chunks() -> Iterator[bytes]:
        yield b'{"message": "'
        for _ in range(10):
            yield b"y" * 1000
        yield b'"}'

    response = httpx.post(
        fake_gateway + "/api/agent/chat", content=chunks(), headers={"Content-Type": "application/json"}
    )
    assert response.status_code == 413


def test_small_chunked_body_passes(fake_gateway: str) -> None:
    response = httpx.post(
        fake_gateway + "/api/agent/chat",
        content=iter([b'{"message": ', b'"a navy blazer"}']),
        headers={"Content-Type": "application/json"},
    )
    assert response.status_code == 200, response.text


@pytest.mark.parametrize(
    "body", [b'{"message": "unfinished', b"[1, 2]", b'{"msg": "no message field"}', b'{"message": ""}']
)
def test_malformed_json_is_422(fake_gateway: str, body: bytes) -> None:
    response = httpx.post(
        fake_gateway + "/api/agent/chat", content=body, headers={"Content-Type": "application/json"}
    )
    assert response.status_code == 422
    assert response.json()["detail"]


@pytest.mark.parametrize("session_id", ["..%2F..%2Fhealth", "sess_%3Fuser_id%3Dother", "x" * 200])
def test_session_ids_with_odd_characters_are_rejected(fake_gateway: str, session_id: str) -> None:
    assert httpx.get(f"{fake_gateway}/api/agent/sessions/{session_id}").status_code in (404, 422)
    response = httpx.post(f"{fake_gateway}/api/agent/chat", json={"message": "hi", "session_id": "../x"})
    assert response.status_code == 422


def test_cors_preflight_allows_the_configured_origin_only(fake_gateway: str) -> None:
    preflight = {
        "Access-Control-Request-Method": "POST",
        "Access-Control-Request-Headers": "authorization,content-type",
    }
    allowed = httpx.options(fake_gateway + "/api/agent/chat/stream", headers={"Origin": ORIGIN, **preflight})
    assert allowed.status_code == 200
    assert allowed.headers["access-control-allow-origin"] == ORIGIN
    assert "authorization" in allowed.headers["access-control-allow-headers"].lower()
    denied = httpx.options(
        fake_gateway + "/api/agent/chat/stream", headers={"Origin": "https://evil.example", **preflight}
    )
    assert denied.status_code == 400
    assert "access-control-allow-origin" not in denied.headers
    simple = httpx.get(fake_gateway + "/api/agent/sessions", headers={"Origin": ORIGIN})
    assert simple.headers["access-control-allow-origin"] == ORIGIN


def test_security_headers_on_pages_and_api(fake_gateway: str) -> None:
    for path in ("/", "/api/agent/sessions", "/nope.js"):
        headers = httpx.get(fake_gateway + path).headers
        csp = headers["content-security-policy"]
        assert "default-src 'self'" in csp and "frame-ancestors 'none'" in csp
        assert "unsafe-inline" not in csp
        assert headers["x-content-type-options"] == "nosniff"
        assert headers["referrer-policy"] == "no-referrer"


def test_web_app_is_served_at_root(fake_gateway: str) -> None:
    page = httpx.get(fake_gateway + "/")
    assert page.status_code == 200 and "text/html" in page.headers["content-type"]
    assert "<title>Aesthetiq" in page.text


def test_openapi_lists_the_public_api(fake_gateway: str) -> None:
    paths = httpx.get(fake_gateway + "/openapi.json").json()["paths"]
    for path in (
        "/api/agent/chat", "/api/agent/chat/stream", "/api/agent/sessions", "/api/agent/sessions/{session_id}",
        "/api/agent/chat/{session_id}/cancel", "/api/agent/me", "/api/agent/health", "/health",
    ):  # fmt: skip
        assert path in paths


def test_no_auth_on_a_public_address_refuses_to_start(settings: Settings) -> None:
    public = settings.model_copy(update={"host": "0.0.0.0", "auth_mode": "none"})
    with pytest.raises(InsecureBindError, match="AESTHETIQ_AUTH_MODE=jwt"):
        create_app(public)
    create_app(public.model_copy(update={"allow_insecure_bind": True}))
    create_app(settings.model_copy(update={"host": "::1", "auth_mode": "none"}))
