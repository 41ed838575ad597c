"""Small HTTP helpers for the agent tests: a streamed chat turn read as a list of events."""

from __future__ import annotations

import json
from typing import Any

import httpx

CHAT = "/api/v1/agent/chat"
STREAM = "/api/v1/agent/chat/stream"


def stream_turn(base_url: str, body: dict[str, Any], timeout: float = 30.0) -> list[dict[str, Any]]:
    """POST a turn to the SSE endpoint and return every ``data:`` event, in order."""
    events: list[dict[str, Any]] = []
    with httpx.stream("POST", base_url + STREAM, json=body, timeout=timeout) as response:
        assert response.status_code == 200, response.read()
        assert response.headers["content-type"].startswith("text/event-stream")
        for line in response.iter_lines():
            if line.startswith("data: "):
                events.append(json.loads(line[len("data: "):]))
    return events


def done_of(events: list[dict[str, Any]]) -> dict[str, Any]:
    dones = [e for e in events if e["type"] == "done"]
    assert len(dones) == 1, [e["type"] for e in events]
    assert events[-1]["type"] == "done", "done must be the last event"
    return dones[0]


def types(events: list[dict[str, Any]]) -> list[str]:
    return [e["type"] for e in events]


def nodes(events: list[dict[str, Any]]) -> list[str]:
    """The nodes that ran, in order (from node_start events)."""
    return [e["node"] for e in events if e["type"] == "node_start"]


def tools_called(events: list[dict[str, Any]]) -> list[str]:
    return [e["tool"] for e in events if e["type"] == "tool_call"]


def of_type(events: list[dict[str, Any]], kind: str) -> list[dict[str, Any]]:
    return [e for e in events if e["type"] == kind]
