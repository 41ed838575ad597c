"""Lean, typed MCP results: the sizes the issue sets, what `fields` and `detail` add, the text a model
reads, and the prompts and resources, over streamable HTTP with the official client."""

from __future__ import annotations

import json
from typing import Any

import httpx
import pytest
from mcp import ClientSession
from mcp.client.streamable_http import streamablehttp_client
from mcp.shared.exceptions import McpError

from aesthetiq.style.seasons import SEASONS
from tests.tools.conftest import OTHER, OWNER
from tests.tools.mcp_client import error_text, mcp_call, result_value

ACCEPT = {"Accept": "application/json, text/event-stream"}
LEAN = {"id", "name", "category", "subCategory", "brand", "colors", "price", "currency", "inStock", "sizes", "url",
        "score", "reason"}  # fmt: skip


def rpc(url: str, method: str, params: dict[str, Any]) -> httpx.Response:
    body = {"jsonrpc": "2.0", "id": 1, "method": method, "params": params}
    return httpx.post(url + "/mcp", json=body, headers=ACCEPT, timeout=60)


# Added after issue 14 set the 20 KB target (for 18 tools): the outfit engine's two tools, whose many
# documented arguments are theirs to trim. The rest must stay within the target; the whole, near it.
LATER_TOOLS = {"compose_outfit", "plan_capsule"}


def test_the_listing_and_a_default_search_are_small(tool_server_url: str) -> None:
    listing = rpc(tool_server_url, "tools/list", {})
    tools = listing.json()["result"]["tools"]
    assert all(tool["outputSchema"] for tool in tools)
    issue_tools = {"jsonrpc": "2.0", "id": 1, "result": {"tools": [t for t in tools if t["name"] not in LATER_TOOLS]}}
    assert len(json.dumps(issue_tools, separators=(",", ":"), ensure_ascii=False).encode()) <= 20_000
    assert len(listing.content) <= 34_000, len(listing.content)
    arguments = {"query": "linen shirt for a summer wedding", "style_dna": "WARM_AUTUMN"}
    search = rpc(tool_server_url, "tools/call", {"name": "search_commerce_items", "arguments": arguments})
    result = search.json()["result"]
    assert len(result["structuredContent"]["items"]) == 10, "ten items by default over MCP"
    assert len(search.content) <= 6_000, len(search.content)
    assert all(set(item) == LEAN for item in result["structuredContent"]["items"])


async def test_fields_and_detail_add_to_the_lean_items(tool_server_url: str) -> None:
    asked = {"query": "wool coat", "style_dna": "SOFT_SUMMER", "limit": 3, "fields": ["material", "seasonalPaletteScores", "breakdown", "nonsense"]}  # fmt: skip
    items = result_value(await mcp_call(tool_server_url, "search_commerce_items", asked))["items"]
    for item in items:
        assert set(item) - LEAN == {"material", "seasonalPaletteScores", "breakdown"}, "unknown names add nothing"
        assert list(item["seasonalPaletteScores"]) == ["SOFT_SUMMER"], "the season searched for, not all twelve"
        assert item["breakdown"]["final"] == item["score"]
        assert "Soft Summer" in item["reason"]
    whole = {"query": "wool coat", "limit": 2, "detail": True}
    for item in result_value(await mcp_call(tool_server_url, "search_commerce_items", whole))["items"]:
        assert set(item["seasonalPaletteScores"]) == set(SEASONS) and item["description"] and item["breakdown"]
        assert "embedding" not in item and "_id" not in item


async def test_wardrobe_items_and_a_whole_document(tool_server_url: str, owned_item_id: str) -> None:
    asked = {"user_id": OWNER, "limit": 50, "fields": ["colorHexes", "imageUrl", "notes"]}
    pieces = result_value(await mcp_call(tool_server_url, "filter_wardrobe_items", asked))["items"]
    assert pieces and all(p["colorHexes"] and p["imageUrl"].endswith(".svg") for p in pieces)
    assert all("score" not in p for p in pieces), "a listing has no ranking"
    full = result_value(await mcp_call(tool_server_url, "get_wardrobe_item", {"item_id": owned_item_id, "user_id": OWNER}))
    assert full["id"] == owned_item_id and full["seasonalPaletteScores"] and "userId" not in full


async def test_the_text_is_for_a_model(tool_server_url: str) -> None:
    found = await mcp_call(tool_server_url, "search_commerce_items", {"query": "black ankle boots", "limit": 2})
    lines = found.content[0].text.splitlines()
    first = found.structuredContent["items"][0]
    assert lines[0] == "2 catalogue items, best first:" and len(lines) == 3
    assert lines[1].startswith(f"1. {first['name']} | {first['brand']} | ") and f"id {first['id']}" in lines[1]
    nothing = {"query": "boots", "filters": {"category": "SHOE", "maxPrice": 0.5}}
    empty = await mcp_call(tool_server_url, "search_commerce_items", nothing)
    assert result_value(empty) == {"items": []} and empty.content[0].text.startswith("No catalogue item matches")
    dna = await mcp_call(tool_server_url, "get_style_dna", {"user_id": OWNER})
    assert "color_season: WARM_AUTUMN" in dna.content[0].text.splitlines()
    unknown = await mcp_call(tool_server_url, "get_style_archetype", {"user_id": "user_demo_5"})
    assert unknown.content[0].text.startswith("style archetype: ")


async def test_bad_options_are_refused_like_bad_arguments(tool_server_url: str) -> None:
    refused = await mcp_call(tool_server_url, "search_commerce_items", {"query": "belt", "fields": "material"})
    assert error_text(refused).startswith("fields:")
    refused = await mcp_call(tool_server_url, "search_commerce_items", {"query": "belt", "detail": "maybe"})
    assert error_text(refused).startswith("detail:")


async def test_prompts_and_resources_over_http(tool_server_url: str) -> None:
    async with (
        streamablehttp_client(tool_server_url + "/mcp", headers={"X-Aesthetiq-User": OTHER}) as (read, write, _),
        ClientSession(read, write) as session,
    ):
        await session.initialize()
        prompts = (await session.list_prompts()).prompts
        assert [p.name for p in prompts] == ["style_me_for_occasion"]
        assert [a.name for a in prompts[0].arguments or []] == ["occasion", "budget", "notes"]
        assert all(a.description for a in prompts[0].arguments or [])
        text = (await session.get_prompt("style_me_for_occasion", {"occasion": "a job interview"})).messages[0]
        assert "a job interview" in text.content.text and "search_commerce_items" in text.content.text
        listed = {str(r.uri) for r in (await session.list_resources()).resources}
        assert listed == {"aesthetiq://me/profile", "aesthetiq://me/palette", "aesthetiq://me/account"}
        templates = {t.uriTemplate for t in (await session.list_resource_templates()).resourceTemplates}
        assert "aesthetiq://users/{user_id}/palette" in templates
        mine = json.loads((await session.read_resource("aesthetiq://me/profile")).contents[0].text)
        assert mine["user_id"] == OTHER and mine["color_season"] == "COOL_WINTER"
        named = json.loads((await session.read_resource(f"aesthetiq://users/{OTHER}/palette")).contents[0].text)
        assert named and all(set(colour) == {"name", "hex"} for colour in named)
        with pytest.raises(McpError, match="user_id does not match the caller"):
            await session.read_resource(f"aesthetiq://users/{OWNER}/palette")
