"""The SSE relay: events pass through unbuffered, keep-alives fill silences, a client that goes
away closes the agent's stream, a dead agent is a clear 503."""

from __future__ import annotations

import asyncio
import time

import httpx

from aesthetiq.gateway.relay import split_events
from aesthetiq.settings import Settings
from tests.gateway.conftest import gateway_running
from tests.gateway.fake_agent import FakeAgentState
from tests.gateway.sse import collect, sse_events
from tests.servers import free_port


def test_split_events_handles_every_line_end() -> None:
    events, rest = split_events(b"data: 1\r\n\r\ndata: 2\n\ndata: 3\r\rdata: 4")
    assert events == [b"data: 1\n\n", b"data: 2\n\n", b"data: 3\n\n"]
    assert rest == b"data: 4"


async def test_stream_relays_every_event_in_order(fake_gateway: str) -> None:
    async with httpx.AsyncClient(timeout=10) as client:
        events = await collect(client, fake_gateway + "/api/agent/chat/stream", {"message": "a navy blazer"})
    types = [e.get("type") for e in events if "type" in e]
    assert types[:2] == ["metadata", "status"] and types[-1] == "done"
    assert "".join(e["content"] for e in events if e.get("type") == "chunk").strip() == events[-1]["response"]
    assert events[-1]["items"][0]["name"] == "Wool Blazer"


async def test_first_event_arrives_before_the_stream_ends(
    fake_gateway: str, fake_agent: tuple[str, FakeAgentState]
) -> None:
    _, state = fake_agent
    async with httpx.AsyncClient(timeout=10) as client:
        started = time.perf_counter()
        async with client.stream(
            "POST", fake_gateway + "/api/agent/chat/stream", json={"message": "slow one"}
        ) as r:
            arrivals: list[tuple[float, dict]] = []
            async for event in sse_events(r):
                arrivals.append((time.perf_counter() - started, event))
    data = [(t, e) for t, e in arrivals if "type" in e]
    total = state.slow_chunks * state.chunk_delay_s
    assert data[0][1]["type"] == "metadata"
    # Unbuffered: the first event is here long before the last, and chunks arrive spread out.
    assert data[0][0] < total / 4
    assert data[-1][0] - data[0][0] > total * 0.8
    chunk_times = [t for t, e in data if e["type"] == "chunk"]
    assert chunk_times[10] - chunk_times[0] > 5 * state.chunk_delay_s


async def test_keepalive_comments_fill_silences(
    fake_gateway: str, fake_agent: tuple[str, FakeAgentState]
) -> None:
    _, state = fake_agent
    old = state.chunk_delay_s
    state.chunk_delay_s = 0.7  # the gateway under test sends a keep-alive every 0.2 s
    try:
        async with httpx.AsyncClient(timeout=10) as client:
            events = await collect(client, fake_gateway + "/api/agent/chat/stream", {"message": "silent"})
    finally:
        state.chunk_delay_s = old
    comments = [e for e in events if e.get("comment") == "keep-alive"]
    assert len(comments) >= 2
    assert events[-1]["type"] == "done"


async def test_client_disconnect_closes_the_agent_stream(
    fake_gateway: str, fake_agent: tuple[str, FakeAgentState]
) -> None:
    _, state = fake_agent
    url = fake_gateway + "/api/agent/chat/stream"
    async with (
        httpx.AsyncClient(timeout=10) as client,
        client.stream("POST", url, json={"message": "slow bye"}) as r,
    ):
        async for event in sse_events(r):
            if event.get("type") == "metadata":
                session_id = event["session_id"]
            if event.get("type") == "chunk":
                break
    started = time.perf_counter()
    # The agent's generator is abandoned well before it could have finished on its own.
    while session_id not in state.abandoned:
        assert session_id not in state.finished, "the agent streamed to the end"
        assert time.perf_counter() - started < state.slow_chunks * state.chunk_delay_s, "agent kept streaming"
        await asyncio.sleep(0.02)
    assert session_id not in state.finished


async def test_stream_timeout_ends_with_an_error_event(
    settings: Settings, fake_agent: tuple[str, FakeAgentState]
) -> None:
    with gateway_running(settings, agent_url=fake_agent[0], stream_timeout_s=0.5, keepalive_s=5) as url:
        async with httpx.AsyncClient(timeout=10) as client:
            events = await collect(client, url + "/api/agent/chat/stream", {"message": "slow timeout"})
    assert events[-1]["type"] == "error"
    assert "too long" in events[-1]["message"]
    assert not any(e.get("type") == "done" for e in events)


async def test_agent_down_is_503_not_500(settings: Settings) -> None:
    with gateway_running(settings, agent_url=f"http://127.0.0.1:{free_port()}") as url:
        async with httpx.AsyncClient(timeout=10) as client:
            stream = await client.post(url + "/api/agent/chat/stream", json={"message": "hi"})
            plain = await client.post(url + "/api/agent/chat", json={"message": "hi"})
            health = await client.get(url + "/api/agent/health")
    assert stream.status_code == plain.status_code == 503
    assert "not reachable" in stream.json()["detail"]
    assert health.status_code == 503 and health.json()["agent"] == "unreachable"
