"""The gateway in front of the real agent and tool servers, over real HTTP: chat (JSON and SSE),
clarification across turns, sessions, style DNA, health, images, and cross-user isolation with
JWT-authenticated users."""

from __future__ import annotations

import asyncio
import json
from collections.abc import Iterator

import httpx
import pytest

from aesthetiq.settings import Settings
from tests.gateway.conftest import gateway_running, jwt_overrides
from tests.gateway.jwt_issuer import Issuer
from tests.gateway.sse import collect

ALICE = "user_demo_1"  # the demo users carry profiles and wardrobes
BOB = "user_demo_2"


@pytest.fixture(scope="module")
def secured(settings: Settings, agent_server_url: str, issuer: tuple[str, Issuer]) -> Iterator[str]:
    with gateway_running(settings, **jwt_overrides(issuer[0], agent_url=agent_server_url)) as url:
        yield url


@pytest.fixture(scope="module")
def as_alice(secured: str, issuer: tuple[str, Issuer]) -> Iterator[httpx.Client]:
    token = issuer[1].token(ALICE)
    with httpx.Client(base_url=secured, headers={"Authorization": f"Bearer {token}"}, timeout=60) as client:
        yield client


@pytest.fixture(scope="module")
def as_bob(secured: str, issuer: tuple[str, Issuer]) -> Iterator[httpx.Client]:
    token = issuer[1].token(BOB)
    with httpx.Client(base_url=secured, headers={"Authorization": f"Bearer {token}"}, timeout=60) as client:
        yield client


def test_the_shared_gateway_fixture_answers_a_turn(gateway_url: str) -> None:
    response = httpx.post(
        gateway_url + "/api/agent/chat", json={"message": "green sneakers under 90"}, timeout=60
    )
    assert response.status_code == 200, response.text
    body = response.json()
    assert body["session_id"].startswith("sess_")
    assert body["response"] and body["items"]


def test_readiness_reports_agent_tools_and_store(gateway_url: str) -> None:
    report = httpx.get(gateway_url + "/api/agent/health").json()
    assert report["status"] == "ok"
    assert report["agent"] == "ok" and report["tools"] and report["store"]


async def test_stream_through_the_gateway(secured: str, issuer: tuple[str, Issuer]) -> None:
    headers = {"Authorization": f"Bearer {issuer[1].token(ALICE)}"}
    async with httpx.AsyncClient(timeout=60) as client:
        events = await collect(
            client,
            secured + "/api/v1/agent/chat/stream",
            {"message": "a cream wool coat", "user_id": BOB},
            headers=headers,
        )
    types = [e.get("type") for e in events]
    assert types[0] == "metadata" and types[-1] == "done"
    assert {"node_start", "node_end", "chunk"} <= set(types)
    assert events[0]["user_id"] == ALICE  # the body's user_id was ignored
    done = events[-1]
    streamed = "".join(e["content"] for e in events if e.get("type") == "chunk")
    assert streamed.strip() == done["response"].strip()
    assert done["items"], done["response"]


def test_images_come_through_the_gateway(as_alice: httpx.Client) -> None:
    item = as_alice.post("/api/agent/chat", json={"message": "black leather ankle boots"}).json()["items"][0]
    image = httpx.get(str(as_alice.base_url) + item["imageUrl"])
    assert image.status_code == 200
    assert image.headers["content-type"].startswith("image/svg+xml")
    assert image.text.lstrip().startswith("<svg") or "<svg" in image.text[:200]
    assert httpx.get(str(as_alice.base_url) + "/images/com_does_not_exist.svg").status_code == 404


def test_clarification_continues_the_session(as_alice: httpx.Client) -> None:
    first = as_alice.post("/api/agent/chat", json={"message": "I need something nice to wear"}).json()
    assert first["needs_clarification"] is True and first["workflow_status"] == "awaiting_clarification"
    second = as_alice.post(
        "/api/agent/chat", json={"message": "A formal dinner party", "session_id": first["session_id"]}
    ).json()
    assert second["session_id"] == first["session_id"]
    assert second["needs_clarification"] is False
    assert len(second["items"]) >= 3


def test_sessions_list_get_and_delete(as_alice: httpx.Client) -> None:
    turn = as_alice.post("/api/agent/chat", json={"message": "Show me casual summer tops"}).json()
    sid = turn["session_id"]
    listed = as_alice.get("/api/agent/sessions").json()["sessions"]
    assert sid in [s["id"] for s in listed]
    session = as_alice.get(f"/api/agent/sessions/{sid}").json()
    assert [m["role"] for m in session["messages"]] == ["user", "assistant"]
    assert session["messages"][1]["metadata"]["items"]
    assert as_alice.delete(f"/api/agent/sessions/{sid}").status_code == 204
    assert as_alice.get(f"/api/agent/sessions/{sid}").status_code == 404


def test_me_returns_the_callers_style_dna(as_alice: httpx.Client, as_bob: httpx.Client) -> None:
    assert as_alice.get("/api/agent/me").json()["style_dna"]["color_season"] == "WARM_AUTUMN"
    assert as_bob.get("/api/agent/me").json()["style_dna"]["color_season"] == "COOL_WINTER"


def test_one_user_can_never_touch_anothers_session(as_alice: httpx.Client, as_bob: httpx.Client) -> None:
    sid = as_alice.post("/api/agent/chat", json={"message": "a navy wool blazer"}).json()["session_id"]
    # Bob cannot read, continue (JSON or stream), cancel or delete it; it does not show in his list.
    read = as_bob.get(f"/api/agent/sessions/{sid}")
    assert read.status_code == 404 and read.json()["detail"] == "session not found"
    assert (
        as_bob.post("/api/agent/chat", json={"message": "and in black?", "session_id": sid}).status_code
        == 404
    )
    stream = as_bob.post("/api/agent/chat/stream", json={"message": "and in black?", "session_id": sid})
    assert stream.status_code == 404
    assert as_bob.post(f"/api/agent/chat/{sid}/cancel").status_code == 404
    assert as_bob.delete(f"/api/agent/sessions/{sid}").status_code == 404
    assert sid not in [s["id"] for s in as_bob.get("/api/agent/sessions").json()["sessions"]]
    # Nor by naming Alice in the body: the user is the token's.
    sneaky = as_bob.post("/api/agent/chat", json={"message": "more", "session_id": sid, "user_id": ALICE})
    assert sneaky.status_code == 404
    # Alice's session is untouched.
    mine = as_alice.get(f"/api/agent/sessions/{sid}").json()
    assert len(mine["messages"]) == 2
    assert as_alice.post(f"/api/agent/chat/{sid}/cancel").json()["status"] in {
        "no_active_turn",
        "cancellation_requested",
    }


async def test_leaving_a_stream_early_cancels_the_agents_turn(
    secured: str, issuer: tuple[str, Issuer]
) -> None:
    headers = {"Authorization": f"Bearer {issuer[1].token(ALICE)}"}
    url = secured + "/api/agent/chat/stream"
    cancelled = []
    async with httpx.AsyncClient(timeout=60, headers=headers) as client:
        # A turn takes tens of milliseconds; leaving right after the first event almost always lands
        # inside it. Three tries make a finished-before-we-left turn a non-event.
        for _ in range(3):
            async with client.stream("POST", url, json={"message": "I need pants for a wedding"}) as response:
                async for line in response.aiter_lines():
                    if line.startswith("data:"):
                        session_id = json.loads(line[5:])["session_id"]
                        break  # gone after the first event
            for _ in range(100):  # a new session is stored with its first turn: 404 until then
                session = (await client.get(f"{secured}/api/agent/sessions/{session_id}")).json()
                if len(session.get("messages", [])) == 2:
                    break
                await asyncio.sleep(0.05)
            cancelled.append(session["messages"][-1]["metadata"].get("workflow_status") == "cancelled")
            if cancelled[-1]:
                break
        assert any(cancelled), "the agent finished every turn although the client left"
        # The agent is fine afterwards.
        events = await collect(client, url, {"message": "a silk blouse for a dinner date"})
    assert events[-1]["type"] == "done"


def test_the_stream_says_its_session_in_a_header(as_alice: httpx.Client) -> None:
    with as_alice.stream("POST", "/api/agent/chat/stream", json={"message": "a red scarf"}) as response:
        session = response.headers["x-session-id"]
        first = next(line for line in response.iter_lines() if line.startswith("data:"))
    assert session.startswith("sess_") and session in first
