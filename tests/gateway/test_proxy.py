"""The SSE relay: events pass through unbuffered, keep-alives fill silences, a client that goes
away closes the agent's stream, a dead agent is a clear 503."""

from __future__ import annotations

import asyncio

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


async def test_events_are_relayed_while_the_agent_is_still_streaming(
    fake_gateway: str, fake_agent: tuple[str, FakeAgentState]
) -> None:
    """Unbuffered: the metadata event and the first chunks reach the client while the agent holds
    the stream open (a "held" turn ends only when the test releases it), so nothing waits for the end."""
    _, state = fake_agent
    async with httpx.AsyncClient(timeout=30) as client, client.stream(
        "POST", fake_gateway + "/api/agent/chat/stream", json={"message": "held one"}
    ) as r:
        seen: list[dict] = []
        async for event in sse_events(r):
            seen.append(event)
            if event.get("type") == "metadata":
                session_id = event["session_id"]
            if event.get("content") == "word2 ":
                assert session_id not in state.finished  # still open upstream
                state.release(session_id)
    types = [e.get("type") for e in seen if "type" in e]
    assert types[0] == "metadata" and types[-1] == "done"
    assert types.index("done") > max(i for i, e in enumerate(seen) if e.get("content") == "word2 ")


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
        httpx.AsyncClient(timeout=30) as client,
        client.stream("POST", url, json={"message": "held bye"}) as r,
    ):
        async for event in sse_events(r):
            if event.get("type") == "metadata":
                session_id = event["session_id"]
            if event.get("type") == "chunk":
                break
    # A held turn never ends on its own: it ends only because the gateway closed it.
    assert await asyncio.to_thread(state.wait_until_ended, session_id), "the agent stream was never closed"
    assert session_id in state.abandoned and session_id not in state.finished


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
