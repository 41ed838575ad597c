"""Cross-replica cancellation over Redis: a cancel request that lands on another agent replica."""

from __future__ import annotations

import json
import shutil
import threading
import time
from collections.abc import Iterator
from typing import Any

import httpx
import pytest

from aesthetiq.settings import Settings
from tests.servers import free_port, running

pytest.importorskip("redis", reason="the redis extra is not installed")
if shutil.which("redis-server") is None:
    pytest.skip("redis-server is not installed", allow_module_level=True)


@pytest.fixture(scope="module")
def replicas(web_settings: Settings, web_agent_url: str, redis_url: str) -> Iterator[tuple[str, str]]:
    from aesthetiq.agent.service import create_app

    first = web_settings.model_copy(update={"redis_url": redis_url, "agent_port": free_port()})
    second = web_settings.model_copy(update={"redis_url": redis_url, "agent_port": free_port()})
    with running(create_app(first), port=first.agent_port) as a, running(create_app(second), port=second.agent_port) as b:
        yield a, b


def test_cancel_on_another_replica(replicas: tuple[str, str], tavily) -> None:
    replica_a, replica_b = replicas
    user = "user_demo_2"
    seen: list[dict[str, Any]] = []
    reached = threading.Event()

    def run() -> None:
        body = {"message": "Find me a jacket under 2 euros", "user_id": user}
        with httpx.stream("POST", replica_a + "/api/v1/agent/chat/stream", json=body, timeout=30) as response:
            for line in response.iter_lines():
                if line.startswith("data: "):
                    seen.append(json.loads(line[6:]))
                    if seen[-1]["type"] == "tool_call" and seen[-1]["tool"] == "web_search":
                        reached.set()

    time.sleep(1.5)  # the listener must survive an idle subscription (longer than the 1 s socket timeout)
    tavily[1].state.slow = True
    try:
        reader = threading.Thread(target=run)
        reader.start()
        assert reached.wait(10)
        cancel_url = f"{replica_b}/api/v1/agent/chat/{seen[0]['session_id']}/cancel"
        started = time.monotonic()
        assert httpx.post(cancel_url, json={"user_id": user}).json() == {"status": "cancellation_requested"}
        reader.join(5)
        assert not reader.is_alive() and time.monotonic() - started < 1.0
        assert seen[-1]["type"] == "error" and seen[-1]["cancelled"] is True
        assert httpx.post(cancel_url, json={"user_id": user}).json() == {"status": "no_active_turn"}
    finally:
        tavily[1].state.slow = False
