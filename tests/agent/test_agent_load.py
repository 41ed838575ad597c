"""Heavy concurrency degrades to waiting in line, not to "I can't reach the catalogue"."""

from __future__ import annotations

import asyncio
import json
from typing import Any

import httpx

from tests.agent.client import STREAM

MESSAGES = ["a navy wool blazer for the office", "green sneakers under 90", "black leather ankle boots",
            "a cream wool coat", "a silk blouse for a dinner date", "Find me trousers for work"]  # fmt: skip


async def streamed(client: httpx.AsyncClient, url: str, body: dict[str, Any]) -> list[dict[str, Any]]:
    events = []
    async with client.stream("POST", url + STREAM, json=body) as response:
        assert response.status_code == 200
        async for line in response.aiter_lines():
            if line.startswith("data: "):
                events.append(json.loads(line[6:]))
    return events


async def at_once(url: str, user_id: str, turns: int) -> list[list[dict[str, Any]]]:
    """``turns`` streamed turns of one user, all sent at the same time; each turn's events."""
    async with httpx.AsyncClient(timeout=60) as client:
        bodies = [{"message": MESSAGES[n % len(MESSAGES)], "user_id": user_id} for n in range(turns)]
        return await asyncio.gather(*(streamed(client, url, body) for body in bodies))


async def test_turns_beyond_the_limits_wait_in_line_and_all_find_items(narrow_agent_url: str) -> None:
    """24 turns of one user at once through 2 turn slots and 1 MCP request slot (a pooled session shared)."""
    runs = await at_once(narrow_agent_url, "user_demo_1", 24)
    dones = [events[-1] for events in runs]
    assert all(done["type"] == "done" for done in dones)
    assert not [d for d in dones if d["metadata"].get("tools_unavailable") or d["metadata"].get("error")]
    assert all(done["items"] for done in dones)
    waited = [e for events in runs for e in events if e["type"] == "status" and "next in line" in e["message"]]
    assert waited, "some turns should have queued for a slot"


async def test_a_turn_that_waits_too_long_is_told_to_retry(shedding_agent_url: str) -> None:
    runs = await at_once(shedding_agent_url, "user_demo_2", 10)
    dones = [events[-1] for events in runs]
    assert all(done["type"] == "done" for done in dones)
    shed = [done for done in dones if not done["items"]]
    assert shed and len(shed) < len(dones), "one slot, 50 ms of patience: some turns run, some are shed"
    assert all("please send it again" in done["response"] for done in shed)
    assert all(done["metadata"]["error"] == "Busy" for done in shed)
