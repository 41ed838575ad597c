"""Sessions and history: stored once per turn, owned by one user, resumable and comparable."""

from __future__ import annotations

import httpx

from tests.agent.client import CHAT, done_of, nodes, stream_turn, tools_called

SESSIONS = "/api/v1/agent/sessions"


def session_of(agent_url: str, session_id: str, user_id: str) -> dict:
    response = httpx.get(f"{agent_url}{SESSIONS}/{session_id}", params={"user_id": user_id})
    assert response.status_code == 200, response.text
    return response.json()


def test_turn_is_stored_once_with_metadata(agent_url: str) -> None:
    done = done_of(stream_turn(agent_url, {"message": "Show me black boots please", "user_id": "user_demo_2"}))
    session = session_of(agent_url, done["session_id"], "user_demo_2")
    assert session["title"] == "Show me black boots please"
    assert [m["role"] for m in session["messages"]] == ["user", "assistant"]
    user, reply = session["messages"]
    assert user["content"] == "Show me black boots please"
    assert reply["content"] == done["response"]
    for key in ("intent", "items", "filters", "scope", "workflow_status", "trace_id"):
        assert reply["metadata"][key] == done[key]
    listed = httpx.get(agent_url + SESSIONS, params={"user_id": "user_demo_2"}).json()["sessions"]
    mine = next(s for s in listed if s["id"] == done["session_id"])
    assert mine["messageCount"] == 2 and mine["awaitingClarification"] is False


def test_json_endpoint_answers_like_done(agent_url: str) -> None:
    response = httpx.post(agent_url + CHAT, json={"message": "Find me a wool coat", "user_id": "user_demo_1"}, timeout=30)
    assert response.status_code == 200
    body = response.json()
    assert body["intent"] == "clothing" and body["items"] and body["session_id"].startswith("sess_")
    assert body["metadata"]["agent_steps"]
    assert len(session_of(agent_url, body["session_id"], "user_demo_1")["messages"]) == 2


def test_pii_is_redacted_before_storing(agent_url: str) -> None:
    message = "Email me at jane.doe@example.com about red sneakers"
    done = done_of(stream_turn(agent_url, {"message": message, "user_id": "user_demo_3"}))
    session = session_of(agent_url, done["session_id"], "user_demo_3")
    stored = " ".join(m["content"] for m in session["messages"]) + session["title"]
    assert "jane.doe@example.com" not in stored


def test_compare_follow_up_uses_previous_items_without_search(agent_url: str) -> None:
    first = done_of(stream_turn(agent_url, {"message": "Show me sneakers", "user_id": "user_demo_4"}))
    assert len(first["items"]) >= 2
    events = stream_turn(
        agent_url, {"message": "compare the first two", "user_id": "user_demo_4", "session_id": first["session_id"]}
    )
    done = done_of(events)
    assert "compare" in nodes(events)
    assert not {"search_commerce_items", "search_wardrobe_items", "web_search"} & set(tools_called(events))
    assert done["intent"] == "compare"
    assert [item["id"] for item in done["items"]] == [item["id"] for item in first["items"][:2]]
    rows = done["metadata"]["comparison"]
    assert [row["id"] for row in rows] == [item["id"] for item in first["items"][:2]]
    assert all("price" in row and "palette_fit" in row for row in rows)
    assert first["items"][0]["name"] in done["response"] or first["items"][1]["name"] in done["response"]


def test_stateless_client_sends_history(agent_url: str) -> None:
    """Seed 004: a client may send the history itself; compare still finds the previous items."""
    first = done_of(stream_turn(agent_url, {"message": "Show me loafers", "user_id": "user_demo_5"}))
    history = [
        {"role": "user", "content": "Show me loafers"},
        {"role": "assistant", "content": first["response"], "metadata": {"items": first["items"]}},
    ]
    events = stream_turn(
        agent_url, {"message": "compare those", "user_id": "user_demo_5", "context": {"history": history}}
    )
    done = done_of(events)
    assert "compare" in nodes(events) and done["items"]
    assert {item["id"] for item in done["items"]} <= {item["id"] for item in first["items"]}


def test_new_request_while_awaiting_clarification_starts_fresh(agent_url: str) -> None:
    asked = done_of(stream_turn(agent_url, {"message": "I need something nice to wear", "user_id": "user_demo_2"}))
    assert asked["needs_clarification"]
    events = stream_turn(
        agent_url,
        {"message": "What colours suit a cool winter?", "user_id": "user_demo_2", "session_id": asked["session_id"]},
    )
    ran = nodes(events)
    assert "merge_clarification" not in ran and "intent_classifier" in ran
    assert done_of(events)["intent"] == "general"
    assert session_of(agent_url, asked["session_id"], "user_demo_2")["awaitingClarification"] is False


def test_sessions_belong_to_their_user(agent_url: str) -> None:
    done = done_of(stream_turn(agent_url, {"message": "Show me a silk scarf", "user_id": "user_demo_1"}))
    sid = done["session_id"]
    foreign = httpx.get(f"{agent_url}{SESSIONS}/{sid}", params={"user_id": "user_demo_2"})
    assert foreign.status_code == 404 and foreign.json() == {"detail": "session not found"}
    hijack = httpx.post(agent_url + CHAT, json={"message": "hello", "user_id": "user_demo_2", "session_id": sid})
    assert hijack.status_code == 404
    assert len(session_of(agent_url, sid, "user_demo_1")["messages"]) == 2
    assert httpx.delete(f"{agent_url}{SESSIONS}/{sid}", params={"user_id": "user_demo_2"}).status_code == 404
    assert httpx.delete(f"{agent_url}{SESSIONS}/{sid}", params={"user_id": "user_demo_1"}).status_code == 204
    assert httpx.get(f"{agent_url}{SESSIONS}/{sid}", params={"user_id": "user_demo_1"}).status_code == 404


def test_me_and_health(agent_url: str) -> None:
    me = httpx.get(agent_url + "/api/v1/agent/me", params={"user_id": "user_demo_1"})
    assert me.status_code == 200
    assert me.json()["style_dna"]["color_season"] == "WARM_AUTUMN"
    health = httpx.get(agent_url + "/health").json()
    assert health == {"status": "ok", "tools": "ok", "store": "ok"}


def test_stateless_client_resumes_a_clarification(agent_url: str) -> None:
    """Seed 004's client keeps the state: history plus ``collected_info`` awaiting an answer."""
    context = {
        "history": [
            {"role": "user", "content": "What should I wear for a wedding?"},
            {"role": "assistant", "content": "What's the dress code?"},
        ],
        "collected_info": {"occasion": "wedding", "awaiting": "dress_code"},
    }
    events = stream_turn(agent_url, {"message": "Semi-formal", "user_id": "user_demo_3", "context": context})
    ran = nodes(events)
    assert ran[:3] == ["check_clarification", "merge_clarification", "clothing_recommender"]
    done = done_of(events)
    assert done["filters"]["occasion"] == "wedding" and done["items"]


def test_the_session_list_comes_a_page_at_a_time(agent_url: str) -> None:
    user = "user_pages"
    made = [done_of(stream_turn(agent_url, {"message": f"a belt number {n}", "user_id": user}))["session_id"] for n in range(3)]
    first = httpx.get(agent_url + SESSIONS, params={"user_id": user, "limit": 2}).json()
    assert [s["id"] for s in first["sessions"]] == made[::-1][:2] and first["has_more"] is True
    rest = httpx.get(agent_url + SESSIONS, params={"user_id": user, "limit": 2, "offset": 2}).json()
    assert [s["id"] for s in rest["sessions"]] == [made[0]] and rest["has_more"] is False
    bad = httpx.get(agent_url + SESSIONS, params={"user_id": user, "limit": 1000})
    assert bad.status_code == 422 and "limit: must be at most 100" in bad.json()["detail"]
