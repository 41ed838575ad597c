"""``compose_outfit`` and ``plan_capsule`` on the tool server: REST and MCP, the demo catalogue, the user's
wardrobe and profile, identity checks and errors (the shared bad-input cases are in tests/tools/cases.py)."""

from __future__ import annotations

from typing import Any

import httpx

from aesthetiq.style.colour import matches_colour
from aesthetiq.tools.registry import TOOLS_BY_NAME
from tests.tools.mcp_client import error_text, mcp_call, result_value

OWNER, OTHER = "user_demo_1", "user_demo_2"


def rest(base_url: str, name: str, arguments: Any, user: str | None = None) -> httpx.Response:
    headers = {"X-Aesthetiq-User": user} if user else None
    return httpx.post(base_url + TOOLS_BY_NAME[name].rest_path, json=arguments, headers=headers, timeout=60)


def test_compose_outfit_over_rest(tool_server_url: str) -> None:
    response = rest(tool_server_url, "compose_outfit", {
        "user_id": OWNER, "occasion": "job interview", "budget_total": 250, "destination": "London", "month": 11,
    }, user=OWNER)  # fmt: skip
    assert response.status_code == 200, response.text
    body = response.json()
    assert set(body) == {"outfits", "total", "currency", "notes", "resolved"}
    assert body["resolved"]["climate"]["place"] == "London" and body["resolved"]["season"] == "autumn"
    outfit = body["outfits"][0]
    assert outfit["total"] <= 250 and outfit["formality"] == "business"
    assert {"top", "bottom", "shoes"} <= {p["slot"] for p in outfit["pieces"]} or "dress" in {
        p["slot"] for p in outfit["pieces"]
    }
    assert all(
        p["formality"] in ("business", "formal") and "autumn" in p["seasons"] for p in outfit["pieces"]
    )
    assert "November" in outfit["why"] and "interview" in outfit["why"]


def test_a_described_piece_is_found_in_the_wardrobe(tool_server_url: str, store) -> None:
    body = rest(tool_server_url, "compose_outfit", {
        "user_id": OWNER, "occasion": "birthday drinks", "wardrobe": "wardrobe_first",
        "anchors": [{"source": "owned", "subCategory": "Shirt", "colour": "blue", "description": "my blue shirt"}],
    }).json()  # fmt: skip
    outfit = body["outfits"][0]
    shirt = next(p for p in outfit["pieces"] if p.get("anchor"))
    doc = store.get("wardrobeitems", shirt["id"])
    assert shirt["source"] == "wardrobe" and doc["userId"] == OWNER and doc["subCategory"] == "Shirt"
    assert matches_colour("blue", doc["colors"])
    assert sum(p["source"] == "wardrobe" for p in outfit["pieces"]) >= len(outfit["pieces"]) / 2


def test_a_piece_not_in_the_wardrobe_is_said_to_be_owned(tool_server_url: str) -> None:
    body = rest(tool_server_url, "compose_outfit", {
        "user_id": OWNER, "occasion": "the office",
        "anchors": [{"source": "owned", "subCategory": "Blazer", "description": "my lilac blazer", "colour": "lilac"}],
    }).json()  # fmt: skip
    owned = [p for o in body["outfits"] for p in o["pieces"] if p["source"] == "owned"]
    assert owned and owned[0]["note"] == "you said you own" and owned[0]["id"] is None
    assert any("not in your wardrobe" in note for note in body["notes"])


def test_someone_elses_wardrobe_piece_is_not_found_and_identity_is_checked(
    tool_server_url: str, store
) -> None:
    foreign = store.filter_wardrobe(OTHER, None, 1)[0]["_id"]
    refused = rest(tool_server_url, "compose_outfit", {
        "user_id": OWNER, "anchors": [{"source": "wardrobe", "item_id": foreign}],
    })  # fmt: skip
    assert refused.status_code == 404 and refused.json() == {"detail": f"wardrobe item {foreign!r} not found"}
    mismatch = rest(tool_server_url, "plan_capsule", {"user_id": OTHER, "season": "summer"}, user=OWNER)
    assert mismatch.status_code == 403 and mismatch.json() == {"detail": "user_id does not match the caller"}


async def test_plan_capsule_over_mcp(tool_server_url: str) -> None:
    value = result_value(await mcp_call(tool_server_url, "plan_capsule", {
        "user_id": OWNER, "destination": "Lisbon", "month": 5, "days": 7, "activities": ["sightseeing", "dinner"],
    }))  # fmt: skip
    capsule = value["capsule"]
    assert capsule["piece_count"] <= 14 and capsule["outfit_count"] >= 5 and len(capsule["outfits"]) >= 5
    assert value["resolved"]["season"] == "spring" and "Lisbon in May" in capsule["weather"]
    packed = {(p["source"], p["id"]) for p in capsule["pieces"]}
    for outfit in capsule["outfits"]:
        assert {(p["source"], p["id"]) for p in outfit["pieces"]} <= packed
    assert any(p["source"] == "wardrobe" for p in capsule["pieces"])  # wardrobe first
    refused = error_text(
        await mcp_call(tool_server_url, "plan_capsule", {"destination": "Lisbon", "month": 13})
    )
    assert refused == "month: must be at most 12"
    unread = result_value(await mcp_call(tool_server_url, "plan_capsule", {"destination": "Lisbon"}))
    assert unread["capsule"]["notes"][0] == "give the month of the trip to dress for the weather in Lisbon"


def test_what_cannot_be_read_is_said_in_the_notes(tool_server_url: str) -> None:
    body = rest(
        tool_server_url,
        "compose_outfit",
        {"occasion": "dinner", "destination": "Atlantis", "month": 7, "season": "summer"},
    ).json()
    assert body["notes"][0] == "no climate data for Atlantis: dressed for summer instead"
    assert body["resolved"]["season"] == "summer" and body["outfits"]
    assert all("summer" in p["seasons"] for o in body["outfits"] for p in o["pieces"])
    june = rest(tool_server_url, "compose_outfit", {"occasion": "graduation", "month": 6}).json()
    assert june["resolved"]["season"] == "summer" and "June north of the equator" in june["notes"][0]
    nobody = rest(tool_server_url, "compose_outfit", {"wardrobe": "wardrobe_only"}).json()
    assert (
        nobody["outfits"] == []
        and nobody["notes"][0] == "wardrobe_only needs user_id: there is no wardrobe to take from"
    )
    shoes = [
        {"source": "owned", "subCategory": "Boots", "colour": "brown"},
        {"source": "owned", "subCategory": "Loafers"},
    ]
    both = rest(tool_server_url, "compose_outfit", {"user_id": OWNER, "anchors": shoes}).json()
    assert any("cannot be worn in one outfit" in note for note in both["notes"])
    assert all(sum(p["slot"] == "shoes" for p in o["pieces"]) == 1 for o in both["outfits"])
