"""The official ``mcp`` client lists every tool and calls each one over streamable HTTP."""

from __future__ import annotations

import re
from typing import Any

from jsonschema import Draft202012Validator, validate
from mcp import ClientSession
from mcp.client.streamable_http import streamablehttp_client

from aesthetiq.models import StyleDNA
from aesthetiq.style.seasons import SEASONS
from tests.tools.cases import ALL_TOOLS, OWNER, valid_calls
from tests.tools.mcp_client import mcp_list, result_value

HEX = re.compile(r"^#[0-9A-F]{6}$")


async def test_lists_every_tool_with_a_description_and_schemas(tool_server_url: str) -> None:
    tools = await mcp_list(tool_server_url)
    assert {tool.name for tool in tools} == ALL_TOOLS
    for tool in tools:
        assert len(tool.description or "") > 50, tool.name
        for schema in (tool.inputSchema, tool.outputSchema):
            assert schema is not None and schema["type"] == "object", tool.name
            assert "$defs" not in schema and "$ref" not in str(schema) and not _generated_titles(schema)
            Draft202012Validator.check_schema(schema)
        assert tool.annotations is not None
        assert tool.annotations.readOnlyHint == (tool.name != "update_profile"), "only update_profile writes"
        assert tool.annotations.openWorldHint == (tool.name in {"web_search", "search_trends", "search_blogs"})
    search = next(t for t in tools if t.name == "search_commerce_items")
    props = search.inputSchema["properties"]
    assert set(props) == {"query", "style_dna", "filters", "limit", "candidate_pool", "fields", "detail"}
    assert search.inputSchema["required"] == ["query"] and props["limit"]["default"] == 10
    assert "maxPrice" in props["filters"]["properties"]
    assert set(search.outputSchema["properties"]) == {"items"}


def _generated_titles(schema: Any) -> list[str]:
    """Pydantic's "title" keys (a string where a schema is expected); a property named title is fine."""
    if isinstance(schema, list):
        return [t for value in schema for t in _generated_titles(value)]
    if not isinstance(schema, dict):
        return []
    found = [schema["title"]] if isinstance(schema.get("title"), str) else []
    for key, value in schema.items():
        if key == "properties":
            found += [t for prop in value.values() for t in _generated_titles(prop)]
        elif key != "title":
            found += _generated_titles(value)
    return found


def _check_shape(name: str, value: dict[str, Any]) -> None:
    if name.startswith(("search_", "filter_")) and name not in {"search_trends", "search_blogs"}:
        assert set(value) == {"items"} and value["items"], name
        for item in value["items"]:
            assert "id" in item and "_id" not in item and "embedding" not in item
            assert "seasonalPaletteScores" not in item and "description" not in item, "lean by default"
            if name.startswith("search_"):
                assert isinstance(item["score"], float) and item["reason"]
    elif name in {"web_search", "search_trends", "search_blogs"}:
        assert value["results"] and all(set(r) == {"title", "url", "content", "score"} for r in value["results"])
    elif name in {"get_wardrobe_item", "get_commerce_item"}:
        assert "id" in value and "embedding" not in value and "seasonalPaletteScores" in value


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
        schemas = {tool.name: tool.outputSchema for tool in (await session.list_tools()).tools}
        for name, arguments in calls.items():
            results[name] = result_value(await session.call_tool(name, arguments))
            validate(results[name], schemas[name])  # the client checks too; this says so plainly
            _check_shape(name, results[name])
    assert results.keys() == ALL_TOOLS

    assert results["get_wardrobe_item"]["id"] == owned_item_id
    assert all(item["category"] == "TOP" for item in results["filter_wardrobe_items"]["items"])
    commerce = results["search_commerce_items"]["items"]
    assert len(commerce) <= 5 and all(h["category"] == "TOP" and h["price"] <= 200 for h in commerce)
    assert [h["score"] for h in commerce] == sorted((h["score"] for h in commerce), reverse=True)
    assert all("Warm Autumn" in h["reason"] for h in commerce), "the reason names the season it was ranked for"
    assert results["get_commerce_item"]["id"] == commerce_item_id
    assert len(results["filter_commerce_items"]["items"]) == 7
    assert all(d["category"] == "SHOE" and d["inStock"] for d in results["filter_commerce_items"]["items"])
    assert len(results["web_search"]["results"]) == 3 and len(results["search_trends"]["results"]) == 2

    profile = results["get_user_profile"]
    assert profile["user_id"] == OWNER
    assert set(profile) == {"user_id", "email", "name", "avatar_url", "subscription_status", "role", "settings"}

    dna = results["get_style_dna"]
    assert set(dna) == set(StyleDNA.model_fields)
    assert dna["user_id"] == OWNER and dna["color_season"] == "WARM_AUTUMN"
    assert results["get_color_season"] == {"color_season": "WARM_AUTUMN"}
    assert results["get_undertone"]["undertone"] == dna["undertone"] == SEASONS["WARM_AUTUMN"].undertone
    assert results["get_contrast_level"]["contrast_level"] == dna["contrast_level"]
    assert results["get_style_archetype"]["archetype"] == dna["archetype"] and dna["archetype"]
    assert results["get_style_sliders"]["sliders"] == dna["sliders"] and dna["sliders"]
    assert results["get_user_palette"]["palette"] == dna["palette"] and dna["palette"]
    colours = results["get_recommended_colors"]["colors"]
    assert colours == [hex_code.upper() for _, hex_code in SEASONS["WARM_AUTUMN"].palette]
    assert all(HEX.match(c) for c in colours)


async def test_two_users_get_their_own_seasons(tool_server_url: str) -> None:
    from tests.tools.mcp_client import mcp_call

    season = result_value(await mcp_call(tool_server_url, "get_color_season", {"user_id": "user_demo_2"}))
    assert season == {"color_season": "COOL_WINTER"}


async def test_server_reports_its_own_name_and_version(tool_server_url: str) -> None:
    # A set version also spares the SDK a package-metadata read on every stateless request.
    from aesthetiq import __version__

    async with (
        streamablehttp_client(tool_server_url + "/mcp") as (read, write, _),
        ClientSession(read, write) as session,
    ):
        info = await session.initialize()
    assert (info.serverInfo.name, info.serverInfo.version) == ("aesthetiq", __version__)
    assert "get_style_dna" in (info.instructions or "")


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
    assert all(len(result_value(r)["items"]) == 4 for r in results)
