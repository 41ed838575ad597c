"""Cancellation: a client disconnect or the cancel endpoint stops the turn at once; it is stored once."""

from __future__ import annotations

import json
import threading
import time
from datetime import datetime
from typing import Any

import httpx
import pytest

from tests.agent.client import STREAM

SLOW_MESSAGE = "Find me a jacket under 2 euros"  # nothing in the catalogue: the turn waits on web search


@pytest.fixture
def slow_web(tavily):
    app = tavily[1]
    app.state.slow = True
    try:
        yield app
    finally:
        app.state.slow = False


def read_until_web_search(response: httpx.Response) -> list[dict[str, Any]]:
    events = []
    for line in response.iter_lines():
        if line.startswith("data: "):
            events.append(json.loads(line[6:]))
            if events[-1]["type"] == "tool_call" and events[-1]["tool"] == "web_search":
                return events
    raise AssertionError(f"the turn never reached web search: {[e['type'] for e in events]}")


def stored_messages(url: str, session_id: str, user_id: str) -> list[dict[str, Any]]:
    response = httpx.get(f"{url}/api/v1/agent/sessions/{session_id}", params={"user_id": user_id})
    assert response.status_code == 200
    return response.json()["messages"]


def wait_for_messages(url: str, session_id: str, user_id: str, count: int, timeout: float = 5.0) -> list[dict]:
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        messages = stored_messages(url, session_id, user_id)
        if len(messages) >= count:
            return messages
        time.sleep(0.01)
    raise AssertionError("the cancelled turn was not stored")


def test_disconnect_cancels_and_stores_once(web_agent_url: str, slow_web) -> None:
    user = "user_demo_3"
    with httpx.Client(timeout=30) as client:
        with client.stream("POST", web_agent_url + STREAM, json={"message": SLOW_MESSAGE, "user_id": user}) as response:
            events = read_until_web_search(response)
            session_id = events[0]["session_id"]
        closed_at = time.time()  # leaving the block closes the connection mid-stream
    messages = wait_for_messages(web_agent_url, session_id, user, 2)
    assert [m["role"] for m in messages] == ["user", "assistant"]
    reply = messages[1]
    assert reply["metadata"]["cancelled"] is True and reply["metadata"]["workflow_status"] == "cancelled"
    stored_at = datetime.fromisoformat(str(reply["createdAt"]).replace("Z", "+00:00")).timestamp()
    assert stored_at - closed_at < 0.1, f"cancelled {1000 * (stored_at - closed_at):.0f} ms after the disconnect"
    time.sleep(0.3)
    assert len(stored_messages(web_agent_url, session_id, user)) == 2, "stored exactly once"


def test_cancel_endpoint_stops_a_running_turn(web_agent_url: str, slow_web) -> None:
    user = "user_demo_4"
    seen: list[dict[str, Any]] = []
    reached = threading.Event()

    def run() -> None:
        with httpx.stream("POST", web_agent_url + STREAM, json={"message": SLOW_MESSAGE, "user_id": user},
                          timeout=30) as response:  # fmt: skip
            for line in response.iter_lines():
                if line.startswith("data: "):
                    seen.append(json.loads(line[6:]))
                    if seen[-1]["type"] == "tool_call" and seen[-1]["tool"] == "web_search":
                        reached.set()

    reader = threading.Thread(target=run)
    reader.start()
    assert reached.wait(10)
    session_id = seen[0]["session_id"]
    cancel_url = f"{web_agent_url}/api/v1/agent/chat/{session_id}/cancel"
    assert httpx.post(cancel_url, json={"user_id": "user_demo_1"}).status_code == 404
    started = time.monotonic()
    assert httpx.post(cancel_url, json={"user_id": user}).json() == {"status": "cancellation_requested"}
    reader.join(5)
    assert not reader.is_alive() and time.monotonic() - started < 1.0
    assert seen[-1]["type"] == "error" and seen[-1]["cancelled"] is True
    assert "done" not in [e["type"] for e in seen]
    messages = wait_for_messages(web_agent_url, session_id, user, 2)
    assert len(messages) == 2 and messages[1]["metadata"]["cancelled"] is True
    assert httpx.post(cancel_url, json={"user_id": user}).json() == {"status": "no_active_turn"}
