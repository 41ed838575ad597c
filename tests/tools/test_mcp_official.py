"""The official ``mcp`` client lists every tool and calls each one over streamable HTTP."""

from __future__ import annotations

import re
from typing import Any

from mcp import ClientSession
from mcp.client.streamable_http import streamablehttp_client

from aesthetiq.models import StyleDNA
from aesthetiq.style.seasons import SEASONS
from tests.tools.cases import ALL_TOOLS, OWNER, valid_calls
from tests.tools.mcp_client import mcp_list, result_value

HEX = re.compile(r"^#[0-9A-F]{6}$")


async def test_lists_every_tool_with_a_description_and_schema(tool_server_url: str) -> None:
    tools = await mcp_list(tool_server_url)
    assert {tool.name for tool in tools} == ALL_TOOLS
    for tool in tools:
        assert len(tool.description or "") > 80, tool.name
        assert tool.inputSchema["type"] == "object"
        assert "$defs" not in tool.inputSchema and "$ref" not in str(tool.inputSchema)
        assert tool.annotations is not None
        assert tool.annotations.readOnlyHint == (tool.name != "update_profile"), "only update_profile writes"
        assert tool.annotations.openWorldHint == (tool.name in {"web_search", "search_trends", "search_blogs"})
    search = next(t for t in tools if t.name == "search_commerce_items")
    props = search.inputSchema["properties"]
    assert set(props) == {"query", "style_dna", "filters", "limit", "candidate_pool"}
    assert search.inputSchema["required"] == ["query"]
    assert "maxPrice" in props["filters"]["anyOf"][0]["properties"]


def _check_shape(name: str, value: Any) -> None:
    if name.startswith("search_") and name not in {"search_trends", "search_blogs"}:
        assert isinstance(value, list) and value, name
        for hit in value:
            assert set(hit) == {"item", "score", "breakdown"}
            assert "_id" in hit["item"] and "embedding" not in hit["item"]
            assert isinstance(hit["score"], float)
    elif name in {"web_search", "search_trends", "search_blogs"}:
        assert value and all(set(r) == {"title", "url", "content", "score"} for r in value)
    elif name.startswith("filter_"):
        assert isinstance(value, list) and value and all("_id" in doc for doc in value)
    elif name in {"get_wardrobe_item", "get_commerce_item"}:
        assert isinstance(value, dict) and "_id" in value and "embedding" not in value


async def test_calls_every_tool_in_one_session(
    web_tool_server_url: str, owned_item_id: str, commerce_item_id: str
) -> None:
    calls = valid_calls(owned_item_id, commerce_item_id)
    results: dict[str, Any] = {}
    async with (
        streamablehttp_client(web_tool_server_url + "/mcp") as (read, write, _),
        ClientSession(read, write) as session,
    ):
        await session.initialize()
        for name, arguments in calls.items():
            results[name] = result_value(await session.call_tool(name, arguments))
            _check_shape(name, results[name])
    assert results.keys() == ALL_TOOLS

    assert results["get_wardrobe_item"]["_id"] == owned_item_id
    assert results["get_wardrobe_item"]["userId"] == OWNER
    assert all(hit["item"]["userId"] == OWNER for hit in results["search_wardrobe_items"])
    assert all(doc["category"] == "TOP" for doc in results["filter_wardrobe_items"])
    commerce = results["search_commerce_items"]
    assert len(commerce) <= 5 and all(
        h["item"]["category"] == "TOP" and h["item"]["price"] <= 200 for h in commerce
    )
    assert [h["score"] for h in commerce] == sorted((h["score"] for h in commerce), reverse=True)
    assert results["get_commerce_item"]["_id"] == commerce_item_id
    assert len(results["filter_commerce_items"]) == 7
    assert all(d["category"] == "SHOE" and d["inStock"] for d in results["filter_commerce_items"])
    assert len(results["web_search"]) == 3 and len(results["search_trends"]) == 2

    profile = results["get_user_profile"]
    assert profile["user_id"] == OWNER
    assert set(profile) == {
        "user_id",
        "email",
        "name",
        "avatar_url",
        "subscription_status",
        "role",
        "settings",
    }

    dna = results["get_style_dna"]
    assert set(dna) == set(StyleDNA.model_fields)
    assert dna["user_id"] == OWNER and dna["color_season"] == "WARM_AUTUMN"
    assert results["get_color_season"] == "WARM_AUTUMN"
    assert results["get_undertone"] == dna["undertone"] == SEASONS["WARM_AUTUMN"].undertone
    assert results["get_contrast_level"] == dna["contrast_level"]
    assert results["get_style_archetype"] == dna["archetype"] and dna["archetype"]
    assert results["get_style_sliders"] == dna["sliders"] and dna["sliders"]
    assert results["get_user_palette"] == dna["palette"] and dna["palette"]
    colours = results["get_recommended_colors"]
    assert colours == [hex_code.upper() for _, hex_code in SEASONS["WARM_AUTUMN"].palette]
    assert all(HEX.match(c) for c in colours)


async def test_two_users_get_their_own_seasons(tool_server_url: str) -> None:
    from tests.tools.mcp_client import mcp_call

    season = result_value(await mcp_call(tool_server_url, "get_color_season", {"user_id": "user_demo_2"}))
    assert season == "COOL_WINTER"


async def test_server_reports_its_own_name_and_version(tool_server_url: str) -> None:
    # A set version also spares the SDK a package-metadata read on every stateless request.
    from aesthetiq import __version__

    async with (
        streamablehttp_client(tool_server_url + "/mcp") as (read, write, _),
        ClientSession(read, write) as session,
    ):
        info = await session.initialize()
    assert (info.serverInfo.name, info.serverInfo.version) == ("aesthetiq", __version__)
    assert "colour season" in (info.instructions or "")


async def test_concurrent_calls_on_one_session(tool_server_url: str) -> None:
    import asyncio

    queries = ["navy blazer", "white sneakers", "silk scarf", "wool coat", "denim shorts", "leather bag"] * 3
    async with (
        streamablehttp_client(tool_server_url + "/mcp") as (read, write, _),
        ClientSession(read, write) as session,
    ):
        await session.initialize()
        results = await asyncio.gather(
            *(session.call_tool("search_commerce_items", {"query": q, "limit": 4}) for q in queries)
        )
    assert all(len(result_value(r)) == 4 for r in results)
