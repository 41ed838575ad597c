"""The topology of compose.yaml as processes: turns spread over two agents, sessions shared through
PostgreSQL, cancellation across replicas and rate limits across gateways through Redis, a stopping
agent finishing its turn, a killed one leaving nothing behind (issue 13.1, 13.4, 13.7).

The tests run in order on one topology: the last two stop the agents.
"""

from __future__ import annotations

import json
import re
import signal
import uuid
from collections.abc import Iterator
from typing import Any

import httpx
import pytest
from pydantic import SecretStr

from aesthetiq.lifecycle import DRAINING_HEADER
from aesthetiq.settings import Settings
from aesthetiq.store import open_store
from tests.topology.conftest import USER_LIMIT_PER_MIN, Topology

pytestmark = pytest.mark.slow
TURN = re.compile(r"turn \w+ session (sess_\w+) user")


def new_user() -> str:
    return f"user_{uuid.uuid4().hex[:10]}"


def served_sessions(topology: Topology, agent: str) -> set[str]:
    return set(TURN.findall(topology.processes[agent].log.read_text(errors="replace")))


def events(lines: Iterator[str]) -> Iterator[dict[str, Any]]:
    for line in lines:
        if line.startswith("data:"):
            yield json.loads(line[5:])


def test_turns_spread_over_both_agents_and_sessions_move_between_them(topology: Topology) -> None:
    user = new_user()
    sessions = []
    for _ in range(6):
        reply = httpx.post(topology.url("gateway-1") + "/api/agent/chat", headers=topology.bearer(user),
                           json={"message": "a navy blazer for work"}, timeout=60)  # fmt: skip
        assert reply.status_code == 200, reply.text + topology.logs()
        assert reply.json()["items"], "the tool server answered through the agent"
        sessions.append(reply.json()["session_id"])
    served = [served_sessions(topology, f"agent-{i}") & set(sessions) for i in (1, 2)]
    assert served[0] and served[1], f"one agent took every turn: {served}"

    # The next turn of a session, through the other gateway, lands wherever and sees the history.
    follow = httpx.post(topology.url("gateway-2") + "/api/agent/chat", headers=topology.bearer(user),
                        json={"message": "in black", "session_id": sessions[0]}, timeout=60)  # fmt: skip
    assert follow.status_code == 200, follow.text
    detail = httpx.get(topology.url("gateway-1") + f"/api/agent/sessions/{sessions[0]}", headers=topology.bearer(user))
    assert [m["content"] for m in detail.json()["messages"] if m["role"] == "user"] == [
        "a navy blazer for work", "in black"]  # fmt: skip
    # Both gateways checked tokens against one JWKS fetch between them (shared in Redis).
    assert topology.issuer.fetches == 1


def test_a_cancel_on_one_agent_stops_the_turn_running_on_the_other(topology: Topology) -> None:
    user = new_user()
    gate = topology.gates["agent-1"]
    gate.close()  # agent-1's turn waits on its first tool call
    try:
        with httpx.stream("POST", topology.url("agent-1") + "/api/v1/agent/chat/stream", headers=topology.signed(user),
                          json={"message": "a silk blouse for dinner", "user_id": user}, timeout=60) as stream:  # fmt: skip
            assert stream.status_code == 200
            received = events(stream.iter_lines())
            session_id = next(received)["session_id"]
            # A new session is not stored yet; its running turn's user may still cancel it, on any replica.
            cancel = httpx.post(topology.url("agent-2") + f"/api/v1/agent/chat/{session_id}/cancel",
                                headers=topology.signed(user), json={"user_id": user})  # fmt: skip
            assert cancel.json() == {"status": "cancellation_requested"}, cancel.text
            stranger = new_user()
            refused = httpx.post(topology.url("agent-2") + f"/api/v1/agent/chat/{session_id}/cancel",
                                 headers=topology.signed(stranger), json={"user_id": stranger})  # fmt: skip
            assert refused.status_code == 404
            rest = list(received)
    finally:
        gate.open()
    assert any(e.get("type") == "error" and e.get("cancelled") for e in rest), rest
    detail = httpx.get(topology.url("gateway-2") + f"/api/agent/sessions/{session_id}", headers=topology.bearer(user))
    assert detail.status_code == 200
    assert detail.json()["messages"][-1]["metadata"]["workflow_status"] == "cancelled"


def test_the_gateways_share_one_rate_limit(topology: Topology) -> None:
    user = new_user()
    headers = topology.bearer(user)
    codes = [
        httpx.get(topology.url(f"gateway-{1 + i % 2}") + "/api/agent/sessions", headers=headers).status_code
        for i in range(USER_LIMIT_PER_MIN + 4)
    ]
    assert codes == [200] * USER_LIMIT_PER_MIN + [429] * 4, codes


def test_a_stopping_agent_finishes_its_turn_and_refuses_new_ones(topology: Topology) -> None:
    user = new_user()
    agent = topology.processes["agent-1"]
    gate = topology.gates["agent-1"]
    gate.close()
    try:
        with httpx.stream("POST", agent.url + "/api/v1/agent/chat/stream", headers=topology.signed(user),
                          json={"message": "wide-leg trousers for the office", "user_id": user}, timeout=60) as stream:  # fmt: skip
            received = events(stream.iter_lines())
            session_id = next(received)["session_id"]
            agent.signal(signal.SIGTERM)
            ready = httpx.get(agent.url + "/health/ready", timeout=10)
            for _ in range(100):
                if ready.json()["status"] == "draining":
                    break
                ready = httpx.get(agent.url + "/health/ready", timeout=10)
            assert ready.status_code == 503 and ready.json()["status"] == "draining"
            refused = httpx.post(agent.url + "/api/v1/agent/chat", headers=topology.signed(user),
                                 json={"message": "a scarf", "user_id": user}, timeout=10)  # fmt: skip
            assert refused.status_code == 503 and refused.headers[DRAINING_HEADER] == "true"
            # Through the gateway nothing is lost: the other agent takes the turn.
            for gateway in ("gateway-1", "gateway-2"):
                reply = httpx.post(topology.url(gateway) + "/api/agent/chat", headers=topology.bearer(user),
                                   json={"message": "a scarf"}, timeout=60)  # fmt: skip
                assert reply.status_code == 200, reply.text
            gate.open()
            rest = list(received)
    finally:
        gate.open()
    assert rest[-1]["type"] == "done", rest[-3:]
    assert agent.proc.wait(60) == 0, agent.tail()
    detail = httpx.get(topology.url("gateway-1") + f"/api/agent/sessions/{session_id}", headers=topology.bearer(user))
    assert detail.json()["messages"][-1]["metadata"]["workflow_status"] != "cancelled"


def test_a_killed_agent_leaves_no_empty_session(topology: Topology) -> None:
    user = new_user()
    agent = topology.processes["agent-2"]
    gate = topology.gates["agent-2"]
    gate.close()
    try:
        with httpx.stream("POST", agent.url + "/api/v1/agent/chat/stream", headers=topology.signed(user),
                          json={"message": "a trench coat", "user_id": user}, timeout=60) as stream:  # fmt: skip
            session_id = next(events(stream.iter_lines()))["session_id"]
            agent.signal(signal.SIGKILL)
            agent.proc.wait(30)
    except httpx.HTTPError:
        pass  # the stream breaks with the process
    finally:
        gate.open()
    settings = Settings(store="postgres", postgres_url=SecretStr(topology.postgres_url), seed_on_start=False)
    store = open_store(settings, seed_if_empty=False)
    try:
        assert store.get_session(session_id) is None
        assert store.list_sessions(user) == []
    finally:
        store.close()
