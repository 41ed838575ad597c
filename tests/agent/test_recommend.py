"""Seed 002's direct recommend API: JSON and the stage/result/done event stream."""

from __future__ import annotations

import json

import httpx


def named_events(url: str, body: dict) -> list[tuple[str, dict]]:
    events, name = [], None
    with httpx.stream("POST", url + "/api/v1/recommend/stream", json=body, timeout=30) as response:
        assert response.status_code == 200
        for line in response.iter_lines():
            if line.startswith("event: "):
                name = line[len("event: "):]
            elif line.startswith("data: "):
                events.append((name, json.loads(line[len("data: "):])))
    return events


def test_recommend_json(agent_url: str) -> None:
    response = httpx.post(agent_url + "/api/v1/recommend", json={"message": "party outfit", "user_id": "user_demo_1"},
                          timeout=30)  # fmt: skip
    assert response.status_code == 200
    body = response.json()
    assert set(body) == {"item_ids", "session_id", "iterations", "metadata"}
    assert len(body["item_ids"]) >= 3 and 1 <= body["iterations"] <= 3
    assert len(set(body["item_ids"])) == len(body["item_ids"])


def test_recommend_stream_stages(agent_url: str) -> None:
    events = named_events(agent_url, {"message": "Find me party clothes", "user_id": "user_demo_2"})
    names = [name for name, _ in events]
    assert names[-2:] == ["result", "done"]
    stages = [data["stage"] for name, data in events if name == "stage"]
    assert stages[0] == "analyzing" and "searching" in stages and "verifying" in stages
    assert stages.index("searching") < stages.index("verifying")
    result, done = events[-2][1], events[-1][1]
    assert result["item_ids"] and done["success"] is True
    assert done["iterations"] == stages.count("searching") <= 3
    assert done["total_items"] == len(done["items"])


def test_recommend_bad_input(agent_url: str) -> None:
    assert httpx.post(agent_url + "/api/v1/recommend", json={"message": " ", "user_id": "u"}).status_code == 422
    assert httpx.post(agent_url + "/api/v1/recommend", json={"user_id": "u"}).status_code == 422
    blocked = httpx.post(agent_url + "/api/v1/recommend/stream", json={"message": "x" * 10_001, "user_id": "u"})
    assert blocked.status_code == 422
