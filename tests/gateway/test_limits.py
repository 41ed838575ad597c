"""Token buckets: per user and per address, 429 with Retry-After, refilled over time."""

from __future__ import annotations

import httpx

from aesthetiq.gateway.limits import RateLimiter, retry_after_header
from aesthetiq.settings import Settings
from tests.gateway.conftest import gateway_running, jwt_overrides
from tests.gateway.fake_agent import FakeAgentState
from tests.gateway.jwt_issuer import Issuer


class Clock:
    def __init__(self) -> None:
        self.now = 0.0

    def __call__(self) -> float:
        return self.now


def test_bucket_bursts_then_refills_at_the_steady_rate() -> None:
    clock = Clock()
    limiter = RateLimiter(60, clock=clock)  # one a second, burst of 60
    assert all(limiter.take("u") == 0 for _ in range(60))
    wait = limiter.take("u")
    assert 0.9 < wait <= 1.0
    clock.now += 1.0
    assert limiter.take("u") == 0
    assert limiter.take("other") == 0  # buckets are per key
    assert retry_after_header(0.2) == "1" and retry_after_header(2.1) == "3"


def test_zero_disables_the_limit() -> None:
    limiter = RateLimiter(0)
    assert not limiter.enabled and all(limiter.take("u") == 0 for _ in range(1000))


def test_memory_stays_bounded_under_many_keys() -> None:
    clock = Clock()
    limiter = RateLimiter(60, max_keys=100, clock=clock)
    for i in range(1000):
        limiter.take(f"10.0.{i}")
        clock.now += 0.001
    assert len(limiter._buckets) <= 100


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
