"""Rate limits: per user and per address, 429 with Retry-After, shared by the replicas through Redis."""

from __future__ import annotations

import uuid

import httpx

from aesthetiq.gateway.limits import RateLimiter, limits_storage, retry_after_header
from aesthetiq.settings import Settings
from tests.gateway.conftest import gateway_running, jwt_overrides
from tests.gateway.fake_agent import FakeAgentState
from tests.gateway.jwt_issuer import Issuer
from tests.servers import free_port


async def test_a_minute_allows_the_limit_then_says_how_long_to_wait() -> None:
    limiter = RateLimiter(5, limits_storage(None), name="user")
    assert [await limiter.take("u") for _ in range(5)] == [0.0] * 5
    wait = await limiter.take("u")
    assert 0 < wait <= 60
    assert await limiter.take("other") == 0  # allowances are per key
    assert retry_after_header(0.2) == "1" and retry_after_header(2.1) == "3"


async def test_zero_disables_the_limit() -> None:
    limiter = RateLimiter(0, limits_storage(None), name="user")
    assert not limiter.enabled and all([await limiter.take("u") == 0 for _ in range(200)])


async def test_replicas_share_the_allowance_through_redis(redis_url: str) -> None:
    """Two gateways on one Redis: together they give the limit once, not twice (issue 13.4)."""
    key = f"user_{uuid.uuid4().hex[:8]}"
    gateways = [RateLimiter(4, limits_storage(redis_url), name="user") for _ in range(2)]
    allowed = [await gateways[i % 2].take(key) == 0 for i in range(8)]
    assert allowed == [True] * 4 + [False] * 4
    # Each name is its own allowance in the shared storage.
    assert await RateLimiter(4, limits_storage(redis_url), name="ip").take(key) == 0


async def test_an_unreachable_redis_lets_requests_through() -> None:
    limiter = RateLimiter(1, limits_storage(f"redis://127.0.0.1:{free_port()}/0"), name="user")
    assert [await limiter.take("u") for _ in range(3)] == [0.0, 0.0, 0.0]


def test_per_user_limit_is_429_with_retry_after(
    settings: Settings, fake_agent: tuple[str, FakeAgentState], issuer: tuple[str, Issuer]
) -> None:
    url, authority = issuer
    overrides = jwt_overrides(url, agent_url=fake_agent[0], rate_limit_user_per_min=3)
    with gateway_running(settings, **overrides) as gateway:
        alice = {"Authorization": f"Bearer {authority.token('user_alice')}"}
        bob = {"Authorization": f"Bearer {authority.token('user_bob')}"}
        codes = [httpx.get(gateway + "/api/agent/sessions", headers=alice).status_code for _ in range(4)]
        assert codes == [200, 200, 200, 429]
        limited = httpx.get(gateway + "/api/agent/sessions", headers=alice)
        assert limited.status_code == 429
        assert int(limited.headers["retry-after"]) >= 1
        assert "wait a moment" in limited.json()["detail"]
        # Bob's bucket is his own.
        assert httpx.get(gateway + "/api/agent/sessions", headers=bob).status_code == 200


def test_per_address_limit_applies_before_auth(
    settings: Settings, fake_agent: tuple[str, FakeAgentState], issuer: tuple[str, Issuer]
) -> None:
    overrides = jwt_overrides(issuer[0], agent_url=fake_agent[0], rate_limit_ip_per_min=2)
    with gateway_running(settings, **overrides) as gateway:
        codes = [
            httpx.post(gateway + "/api/agent/chat", json={"message": "hi"}).status_code for _ in range(3)
        ]
        assert codes == [401, 401, 429]
        # Liveness is never limited.
        assert httpx.get(gateway + "/health").status_code == 200
