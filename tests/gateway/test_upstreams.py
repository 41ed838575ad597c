"""Several agent replicas behind one gateway: an unreachable one is skipped, readiness says which."""

from __future__ import annotations

import httpx

from aesthetiq.settings import Settings
from tests.gateway.conftest import gateway_running
from tests.gateway.fake_agent import FakeAgentState
from tests.servers import free_port


def test_requests_go_around_an_unreachable_replica(settings: Settings, fake_agent: tuple[str, FakeAgentState]) -> None:
    dead = f"http://127.0.0.1:{free_port()}"
    with gateway_running(settings, agent_urls=[dead, fake_agent[0]], upstream_check_interval_s=60) as gateway:
        codes = [httpx.get(gateway + "/api/agent/sessions").status_code for _ in range(6)]
        assert codes == [200] * 6  # round-robin starts on the dead one half the time: each goes on
        ready = httpx.get(gateway + "/health/ready")
        # The fake agent has no readiness probe: neither replica counts as ready, and the answer says why.
        assert ready.status_code == 503 and ready.json()["missing"] == ["agent"]
        assert f"{dead}: unreachable" in ready.json()["checks"]["agent"]
        assert httpx.get(gateway + "/health/live").json() == {"status": "ok"}


def test_no_reachable_replica_is_503(settings: Settings) -> None:
    dead = [f"http://127.0.0.1:{free_port()}" for _ in range(2)]
    with gateway_running(settings, agent_urls=dead) as gateway:
        answer = httpx.get(gateway + "/api/agent/sessions")
        assert answer.status_code == 503 and "not reachable" in answer.json()["detail"]
