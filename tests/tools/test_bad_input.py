"""Every bad-input case is refused alike over REST (status + {"detail"}) and MCP (tool error), never a 500."""

from __future__ import annotations

from typing import Any

import httpx
import pytest

from aesthetiq.tools.registry import TOOLS_BY_NAME
from tests.tools.cases import BAD_INPUT, OTHER, OWNER
from tests.tools.mcp_client import error_text, mcp_call, result_value

IDS = [f"{name}-{i}" for i, (name, *_rest) in enumerate(BAD_INPUT)]


def rest(base_url: str, name: str, arguments: Any, headers: dict[str, str] | None = None) -> httpx.Response:
    return httpx.post(base_url + TOOLS_BY_NAME[name].rest_path, json=arguments, headers=headers, timeout=10)


@pytest.mark.parametrize(("name", "arguments", "status", "phrase"), BAD_INPUT, ids=IDS)
async def test_refused_over_rest_and_mcp_with_the_same_message(
    tool_server_url: str, name: str, arguments: dict[str, Any], status: int, phrase: str
) -> None:
    response = rest(tool_server_url, name, arguments)
    assert response.status_code == status, response.text
    detail = response.json()["detail"]
    assert isinstance(detail, str) and phrase in detail
    over_mcp = error_text(await mcp_call(tool_server_url, name, arguments))
    assert over_mcp == detail


async def test_another_users_item_looks_exactly_like_a_missing_one(
    tool_server_url: str, foreign_item_id: str
) -> None:
    response = rest(tool_server_url, "get_wardrobe_item", {"item_id": foreign_item_id, "user_id": OWNER})
    assert response.status_code == 404
    assert response.json() == {"detail": f"wardrobe item {foreign_item_id!r} not found"}
    message = error_text(
        await mcp_call(tool_server_url, "get_wardrobe_item", {"item_id": foreign_item_id, "user_id": OWNER})
    )
    assert message == f"wardrobe item {foreign_item_id!r} not found"
    # Its owner does get it.
    own = rest(tool_server_url, "get_wardrobe_item", {"item_id": foreign_item_id, "user_id": OTHER})
    assert own.status_code == 200 and own.json()["userId"] == OTHER


async def test_wardrobe_searches_only_return_the_owners_items(tool_server_url: str) -> None:
    for user in (OWNER, OTHER):
        hits = rest(
            tool_server_url, "search_wardrobe_items", {"query": "jacket", "user_id": user, "limit": 100}
        ).json()
        assert hits and all(hit["item"]["userId"] == user for hit in hits)
        listed = rest(tool_server_url, "filter_wardrobe_items", {"user_id": user, "limit": 100}).json()
        assert listed and all(doc["userId"] == user for doc in listed)
    stranger = rest(tool_server_url, "filter_wardrobe_items", {"user_id": "user_nobody"})
    assert stranger.status_code == 200 and stranger.json() == []


async def test_caller_header_pins_the_user(tool_server_url: str) -> None:
    as_owner = {"X-Aesthetiq-User": OWNER}
    refused = rest(tool_server_url, "get_style_dna", {"user_id": OTHER}, headers=as_owner)
    assert refused.status_code == 403
    assert refused.json() == {"detail": "user_id does not match the caller"}
    over_mcp = await mcp_call(tool_server_url, "filter_wardrobe_items", {"user_id": OTHER}, headers=as_owner)
    assert error_text(over_mcp) == "user_id does not match the caller"
    allowed = await mcp_call(tool_server_url, "get_color_season", {"user_id": OWNER}, headers=as_owner)
    assert result_value(allowed) == {"color_season": "WARM_AUTUMN"}
    # Tools without a user are not affected by the header.
    assert rest(tool_server_url, "filter_commerce_items", {"limit": 1}, headers=as_owner).status_code == 200


def test_rest_body_problems(tool_server_url: str) -> None:
    path = tool_server_url + TOOLS_BY_NAME["get_commerce_item"].rest_path
    broken = httpx.post(path, content=b"{not json", headers={"content-type": "application/json"})
    assert broken.status_code == 422 and "not valid JSON" in broken.json()["detail"]
    listed = httpx.post(path, json=["item"])
    assert listed.status_code == 422 and "must be a JSON object" in listed.json()["detail"]
    empty = httpx.post(path)
    assert empty.status_code == 422 and empty.json() == {"detail": "item_id: is required"}
    unknown = httpx.post(tool_server_url + "/api/v1/commerce/tools/buy_everything", json={})
    assert unknown.status_code == 404 and isinstance(unknown.json()["detail"], str)


async def test_unknown_tool_over_mcp(tool_server_url: str) -> None:
    message = error_text(await mcp_call(tool_server_url, "buy_everything", {}))
    assert message.startswith("unknown tool 'buy_everything'")


NASTY_QUERIES = ['"', "AND OR NOT", "NEAR(", "*", "'; DROP TABLE commerceitems; --", "👗✨", "\x00abc", "x" * 500]


@pytest.mark.parametrize("query", NASTY_QUERIES, ids=range(len(NASTY_QUERIES)))
def test_odd_queries_are_searched_not_crashed_on(tool_server_url: str, query: str) -> None:
    commerce = rest(tool_server_url, "search_commerce_items", {"query": query, "limit": 3})
    wardrobe = rest(tool_server_url, "search_wardrobe_items", {"query": query, "user_id": OWNER, "limit": 3})
    assert commerce.status_code == 200 and len(commerce.json()) <= 3
    assert wardrobe.status_code == 200 and all(h["item"]["userId"] == OWNER for h in wardrobe.json())
    too_long = rest(tool_server_url, "search_commerce_items", {"query": "x" * 501})
    assert too_long.status_code == 422 and too_long.json()["detail"].startswith("query:")


def test_routing_refusals_are_sentences(tool_server_url: str) -> None:
    path = tool_server_url + TOOLS_BY_NAME["search_commerce_items"].rest_path
    unknown = httpx.post(tool_server_url + "/api/v1/commerce/tools/buy_everything", json={})
    assert unknown.status_code == 404
    assert unknown.json() == {
        "detail": "there is nothing at this address; check the path (the API is described at /openapi.json)"
    }
    wrong_method = httpx.get(path)
    assert wrong_method.status_code == 405 and wrong_method.headers["allow"] == "POST"
    assert wrong_method.json() == {"detail": "this address does not take GET requests; use POST"}
    not_text = httpx.post(path, content=b"\xff\xfe\x00", headers={"content-type": "application/json"})
    assert not_text.status_code == 422 and "not valid JSON" in not_text.json()["detail"]
    # The MCP door is not a REST route: its own protocol errors are untouched.
    assert httpx.get(tool_server_url + "/mcp").status_code != 404


def test_a_body_nested_too_deeply_is_400_not_500(tool_server_url: str) -> None:
    depth = 100_000
    body = '{"query": "belt", "filters": ' + '{"a": ' * depth + "1" + "}" * depth + "}"
    response = httpx.post(
        tool_server_url + "/api/v1/commerce/tools/search_commerce_items",
        content=body.encode(),
        headers={"content-type": "application/json"},
    )
    assert response.status_code == 400 and response.json()["detail"] == "the request body is nested too deeply to read"


# Raw bodies: Python's JSON reader turns 1e999 into Infinity and takes NaN / Infinity literals.
NOT_NUMBERS = [
    ('{"filters": {"maxPrice": 1e999}}', "filters.maxPrice: must be a finite number (not Infinity or NaN)"),
    ('{"filters": {"minPrice": -1e999}}', "filters.minPrice: must be a finite number (not Infinity or NaN)"),
    ('{"filters": {"maxPrice": NaN}}', "filters.maxPrice: must be a finite number (not Infinity or NaN)"),
    ('{"filters": {"maxPrice": Infinity}}', "filters.maxPrice: must be a finite number (not Infinity or NaN)"),
    ('{"limit": 1e999}', "limit: must be a finite number (not Infinity or NaN)"),
    ('{"limit": true}', "limit: must be a whole number"),
    ('{"limit": "5"}', "limit: must be a whole number"),
    ('{"limit": 2.5}', "limit: must be a whole number"),
    ('{"filters": {"inStock": 0.0}}', "filters.inStock: must be true or false"),
    ('{"filters": {"inStock": 1}}', "filters.inStock: must be true or false"),
    ('{"filters": {"inStock": "true"}}', "filters.inStock: must be true or false"),
    ('{"filters": {"maxPrice": "50"}}', "filters.maxPrice: must be a number"),
]


@pytest.mark.parametrize(("raw", "sentence"), NOT_NUMBERS, ids=range(len(NOT_NUMBERS)))
def test_numbers_are_finite_and_booleans_strict(tool_server_url: str, raw: str, sentence: str) -> None:
    path = tool_server_url + TOOLS_BY_NAME["filter_commerce_items"].rest_path
    response = httpx.post(path, content=raw.encode(), headers={"content-type": "application/json"})
    assert response.status_code == 422, response.text
    assert response.json() == {"detail": sentence}


async def test_strict_types_hold_over_mcp_too(tool_server_url: str) -> None:
    for arguments in ({"filters": {"inStock": 0.0}}, {"filters": {"isFavorite": 1}, "user_id": OWNER}):
        name = "filter_commerce_items" if "inStock" in arguments["filters"] else "filter_wardrobe_items"
        message = error_text(await mcp_call(tool_server_url, name, arguments))
        assert message.endswith(": must be true or false"), message


def test_whole_numbers_written_as_decimals_are_whole_numbers(tool_server_url: str) -> None:
    # JSON has one number type: 5.0 is 5, as the schema's "integer" says.
    response = rest(tool_server_url, "filter_commerce_items", {"limit": 5.0, "filters": {"maxPrice": 80}})
    assert response.status_code == 200 and len(response.json()) <= 5
    pool = rest(tool_server_url, "search_commerce_items", {"query": "belt", "limit": 3.0, "candidate_pool": 30.0})
    assert pool.status_code == 200 and len(pool.json()) <= 3


def test_a_null_body_is_not_arguments(tool_server_url: str) -> None:
    path = tool_server_url + TOOLS_BY_NAME["filter_commerce_items"].rest_path
    response = httpx.post(path, content=b"null", headers={"content-type": "application/json"})
    assert response.status_code == 422 and "must be a JSON object" in response.json()["detail"]
    assert httpx.post(path).status_code == 200  # no body at all: no arguments, all optional here
