"""The MCP tool client against the real tool server: pooled sessions, the context cache, failures."""

from __future__ import annotations

import pytest

from aesthetiq.agent.mcp_client import ToolClient, ToolFailed, ToolUnavailable
from aesthetiq.settings import Settings
from tests.servers import free_port


@pytest.fixture
def down_settings(settings: Settings) -> Settings:
    """A tool server address nothing listens on."""
    return settings.model_copy(update={"mcp_url": f"http://127.0.0.1:{free_port()}/mcp", "tool_timeout_s": 2.0})


async def test_a_users_turns_share_one_session(settings: Settings, tool_server_url: str) -> None:
    client = ToolClient(settings)
    first = client.for_turn("user_demo_1")
    found = await first.call("search_commerce_items", {"query": "navy blazer", "limit": 3}, announce=False)
    items = found["items"]
    assert len(items) == 3 and {"id", "score", "reason"} <= set(items[0])
    # The fields the engines read come along (the agent asks for them), the rest stays on the server.
    assert {"colorHexes", "material", "formality", "breakdown", "imageUrl"} <= set(items[0])
    assert "description" not in items[0] and "embedding" not in items[0]
    session = first._pooled
    await first.close()
    second = client.for_turn("user_demo_1")
    dna = await second.call("get_style_dna", {"user_id": "user_demo_1"}, announce=False)
    assert dna["color_season"] == "WARM_AUTUMN"
    assert second._pooled is session, "the second turn reuses the open session"
    await second.close()
    third = client.for_turn("user_demo_1")
    again = await third.call("get_style_dna", {"user_id": "user_demo_1"}, announce=False)
    assert again == dna and third.calls == [{"tool": "get_style_dna", "cached": True, "ms": 0.0}]
    await third.close()
    await client.aclose()


async def test_per_turn_sessions_when_pooling_is_off(settings: Settings, tool_server_url: str) -> None:
    client = ToolClient(settings.model_copy(update={"mcp_session_idle_s": 0.0}))
    sessions = []
    for _ in range(2):
        turn = client.for_turn("user_demo_2")
        await turn.call("get_user_profile", {"user_id": "user_demo_2"}, announce=False)
        sessions.append(turn._pooled)
        await turn.close()
    assert sessions[0] is not sessions[1] and not client._pool


async def test_tool_errors_and_identity(settings: Settings, tool_server_url: str) -> None:
    client = ToolClient(settings)
    turn = client.for_turn("user_demo_3")
    with pytest.raises(ToolFailed, match="user_id does not match"):
        await turn.call("search_wardrobe_items", {"query": "shirt", "user_id": "user_demo_1"}, announce=False)
    with pytest.raises(ToolFailed, match="not configured"):
        await turn.call("web_search", {"query": "jackets", "max_results": 2}, announce=False)
    assert not turn.web_available(), "after 'not configured' the agent stops asking for a while"
    await turn.close()
    await client.aclose()


async def test_unreachable_server_fails_fast(down_settings: Settings) -> None:
    client = ToolClient(down_settings)
    turn = client.for_turn("user_demo_1")
    with pytest.raises(ToolUnavailable):
        await turn.call("get_style_dna", {"user_id": "user_demo_1"}, announce=False)
    await turn.close()
    assert not client._pool, "a broken session is not kept"


async def test_warmed_context_is_fetched_once_and_claimed_by_the_first_call(settings: Settings, tool_server_url: str) -> None:
    client = ToolClient(settings)
    turn = client.for_turn("user_demo_4")
    turn.warm_context()
    turn.warm_context()  # idempotent: still one fetch per tool
    assert sorted(turn._early) == ["get_style_dna", "get_user_profile"]
    dna, profile = (
        await turn.call("get_style_dna", {"user_id": "user_demo_4"}, announce=False),
        await turn.call("get_user_profile", {"user_id": "user_demo_4"}, announce=False),
    )
    assert dna["color_season"] and profile["user_id"] == "user_demo_4"
    assert sorted(c["tool"] for c in turn.calls if not c["cached"]) == ["get_style_dna", "get_user_profile"]
    await turn.close()
    warm_again = client.for_turn("user_demo_4")
    warm_again.warm_context()
    assert not warm_again._early, "cached context is not fetched again"
    await warm_again.close()
    await client.aclose()


async def test_warmed_fetch_failures_reach_the_caller_and_unclaimed_ones_stay_quiet(down_settings: Settings) -> None:
    client = ToolClient(down_settings)
    turn = client.for_turn("user_demo_1")
    turn.warm_context()
    with pytest.raises(ToolUnavailable):
        await turn.call("get_style_dna", {"user_id": "user_demo_1"}, announce=False)
    await turn.close()  # the unclaimed profile fetch is cancelled or already failed, silently
    assert not turn._early and not client._pool
