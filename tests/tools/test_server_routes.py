"""Health, item images, the REST door's result shapes, and the MCP Host-header behaviour."""

from __future__ import annotations

import httpx

from aesthetiq.settings import Settings
from tests.servers import running
from tests.tools.conftest import OTHER, OWNER
from tests.tools.mcp_client import mcp_call, result_value


def test_health(tool_server_url: str) -> None:
    body = httpx.get(tool_server_url + "/health").json()
    assert body == {"status": "ok", "tools": 21, "store": "sqlite"}


def test_commerce_image_with_cache_headers(tool_server_url: str, commerce_item_id: str) -> None:
    response = httpx.get(f"{tool_server_url}/images/{commerce_item_id}.svg")
    assert response.status_code == 200
    assert response.headers["content-type"].startswith("image/svg+xml")
    assert response.text.lstrip().startswith("<svg") or "<svg" in response.text[:200]
    assert "max-age" in response.headers["cache-control"]
    again = httpx.get(
        f"{tool_server_url}/images/{commerce_item_id}.svg",
        headers={"If-None-Match": response.headers["etag"]},
    )
    assert again.status_code == 304


def test_wardrobe_image_only_for_its_owner(tool_server_url: str, owned_item_id: str) -> None:
    url = f"{tool_server_url}/images/{owned_item_id}.svg"
    assert httpx.get(url, headers={"X-Aesthetiq-User": OWNER}).status_code == 200
    assert httpx.get(url, headers={"X-Aesthetiq-User": OTHER}).status_code == 404
    missing = httpx.get(f"{tool_server_url}/images/no-such-item.svg")
    assert missing.status_code == 404 and missing.json() == {"detail": "no item 'no-such-item'"}


def test_rest_result_shapes(tool_server_url: str, commerce_item_id: str) -> None:
    hits = httpx.post(
        tool_server_url + "/api/v1/commerce/tools/search_commerce_items",
        json={"query": "black leather boots", "filters": {"category": "SHOE"}, "limit": 3},
    ).json()
    assert len(hits) == 3 and set(hits[0]) == {"item", "score", "breakdown"}
    assert {"semantic", "season", "final"} <= set(hits[0]["breakdown"])
    item = httpx.post(
        tool_server_url + "/api/v1/commerce/tools/get_commerce_item", json={"item_id": commerce_item_id}
    )
    assert (
        item.json()["_id"] == commerce_item_id
        and item.json()["imageUrl"] == f"/images/{commerce_item_id}.svg"
    )
    season = httpx.post(tool_server_url + "/api/v1/style-dna/tools/get_color_season", json={"user_id": OWNER})
    assert season.json() == "WARM_AUTUMN"


async def test_proxied_host_header_is_accepted(tool_server_url: str) -> None:
    # A proxy forwarding its own Host must not meet a 421 from the MCP endpoint.
    payload = {"jsonrpc": "2.0", "id": 1, "method": "tools/list", "params": {}}
    headers = {"Host": "tools.internal:8010", "Accept": "application/json, text/event-stream"}
    response = httpx.post(tool_server_url + "/mcp", json=payload, headers=headers)
    assert response.status_code == 200
    assert len(response.json()["result"]["tools"]) == 21


async def test_configured_hosts_are_enforced(settings: Settings, store) -> None:
    from aesthetiq.tools.server import create_app

    strict = settings.model_copy(update={"mcp_allowed_hosts": ["tools.internal:*"]})
    with running(create_app(strict, store=store)) as url:
        payload = {"jsonrpc": "2.0", "id": 1, "method": "tools/list", "params": {}}
        accept = {"Accept": "application/json, text/event-stream"}
        assert (
            httpx.post(url + "/mcp", json=payload, headers={**accept, "Host": "evil.example:80"}).status_code
            == 421
        )
        assert (
            httpx.post(
                url + "/mcp", json=payload, headers={**accept, "Host": "tools.internal:8010"}
            ).status_code
            == 200
        )
        undertone = result_value(await mcp_call(url, "get_undertone", {"user_id": OWNER}))["undertone"]
        assert undertone in {"warm", "neutral", "olive"}


def test_gender_type_and_set_filters_over_rest(tool_server_url: str) -> None:
    url = tool_server_url + "/api/v1/commerce/tools/search_commerce_items"
    shoes = httpx.post(url, json={"query": "smart shoes", "filters": {"category": "SHOE", "gender": "men"}, "limit": 20}).json()
    assert shoes and all(h["item"]["gender"] in ("men", "unisex") for h in shoes)
    cardigans = httpx.post(url, json={"query": "navy knit", "filters": {"subCategory": "Sweater", "type": "Cardigan"}}).json()
    assert cardigans and all(h["item"]["type"] == "Cardigan" for h in cardigans)
    jacket = httpx.post(url, json={"query": "suit", "filters": {"type": "Suit Jacket"}, "limit": 1}).json()[0]["item"]
    suit = httpx.post(url, json={"query": "suit", "filters": {"setId": jacket["setId"]}}).json()
    assert sorted(h["item"]["type"] for h in suit) == ["Suit Jacket", "Suit Trousers"]
