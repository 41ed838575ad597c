"""Whole outfits on hand-made garments: one piece per slot, the search over combinations, budgets, anchors,
wardrobe policies, several outfits and capsules."""

from __future__ import annotations

from dataclasses import replace

from aesthetiq.outfits import OutfitRequest, Wearer, Weather, compose_outfits, harmony, read_occasion
from aesthetiq.outfits import capsule as capsules
from aesthetiq.outfits.payload import OWNED_NOTE
from aesthetiq.outfits.pieces import candidate
from aesthetiq.outfits.request import CapsuleRequest
from tests.outfits.docs import (
    BLACK,
    BLUE,
    CAMEL,
    CHARCOAL,
    GREEN,
    NAVY,
    RED,
    RUST,
    WHITE,
    basics,
    gathered,
    item,
)

OFFICE = OutfitRequest(occasion=read_occasion("office"), occasion_text="the office", formality=2)
WEARER = Wearer(user_id="user_test", contrast="medium")


def _slots(outfit: dict) -> list[str]:
    return [p["slot"] for p in outfit["pieces"]]


def _accents(outfit: dict) -> int:
    hues = [
        harmony.tone(p["colorHexes"][0]).hue
        for p in outfit["pieces"]
        if not harmony.tone(p["colorHexes"][0]).neutral
    ]
    return harmony.hue_arcs(hues)


def test_an_outfit_is_one_piece_per_slot_with_its_role_and_reason() -> None:
    result = compose_outfits(gathered(basics()), OFFICE, WEARER)
    assert len(result.outfits) == 1
    outfit = result.outfits[0]
    slots = _slots(outfit)
    assert slots.count("top") == 1 and slots.count("bottom") == 1 and slots.count("shoes") == 1
    assert slots.count("layer") <= 1 and slots.count("accessory") <= 2 and "dress" not in slots
    assert set(outfit) == {"id", "title", "pieces", "total", "currency", "formality", "why"}
    assert outfit["formality"] == "business" and outfit["currency"] == "EUR"
    assert outfit["total"] == round(sum(p["price"] for p in outfit["pieces"] if p["new"]), 2)
    assert "the office" in outfit["why"] and "neutral" in outfit["why"]
    assert all(len(p["reason"]) > 25 and p["new"] for p in outfit["pieces"])


def test_a_dress_replaces_top_and_bottom() -> None:
    shop = [
        item("Dress", NAVY, colour_name="navy", price=40),
        item("Heels", BLACK, price=30, colour_name="black"),
    ]
    outfit = compose_outfits(gathered(shop), OFFICE, WEARER).outfits[0]
    assert sorted(_slots(outfit)) == ["dress", "shoes"]


def test_the_look_is_chosen_as_a_whole_not_the_top_hit_per_slot() -> None:
    # The best-ranked top, bottom and shoes are three loud hues together; each slot has a calm second.
    shop = [
        item("Shirt", RED, colour_name="red"), item("Trousers", GREEN, colour_name="green"),
        item("Loafers", BLUE, colour_name="blue"), item("Shirt", WHITE, colour_name="white"),
        item("Trousers", NAVY, colour_name="navy"), item("Loafers", BLACK, colour_name="black"),
    ]  # fmt: skip
    outfit = compose_outfits(gathered(shop), OFFICE, WEARER).outfits[0]
    top_hits = {shop[0]["_id"], shop[1]["_id"], shop[2]["_id"]}
    assert {p["id"] for p in outfit["pieces"]} != top_hits
    assert _accents(outfit) <= 2


def test_a_budget_for_an_outfit_is_a_total() -> None:
    shop = [
        *basics(price=60),
        item("Shirt", WHITE, price=15),
        item("Trousers", CHARCOAL, price=20),
        item("Flats", BLACK, price=25),
    ]
    result = compose_outfits(gathered(shop), replace(OFFICE, budget_total=100), WEARER)
    assert result.outfits and result.outfits[0]["total"] <= 100
    too_little = compose_outfits(gathered(shop), replace(OFFICE, budget_total=30), WEARER)
    assert too_little.outfits == [] and "budget" in too_little.notes[-1]
    per_item = compose_outfits(gathered(shop), replace(OFFICE, budget_per_item=30), WEARER).outfits[0]
    assert all(p["price"] <= 30 for p in per_item["pieces"])


def test_formality_stays_within_one_band_of_the_occasion() -> None:
    shop = [
        *basics(),
        item("T-Shirt", WHITE, formality="casual"),
        item("Sneakers", WHITE, formality="casual"),
    ]
    outfit = compose_outfits(gathered(shop), OFFICE, WEARER).outfits[0]
    assert {p["formality"] for p in outfit["pieces"]} <= {"business", "formal"}


def test_exclusions_and_the_season_are_kept() -> None:
    shop = [*basics(), item("Trousers", NAVY, material="wool", seasons=("winter",))]
    request = replace(OFFICE, avoid_materials=("leather",), weather=Weather("summer", "warm"))
    outfit = compose_outfits(gathered(shop), request, WEARER).outfits[0]
    assert not any(
        p.get("material") == "leather" or "wool" in str(p.get("material")) for p in outfit["pieces"]
    )


def test_an_anchor_from_the_shop_is_in_the_look() -> None:
    coat = item("Coat", CAMEL, price=200, material="wool", colour_name="camel")
    result = compose_outfits(
        gathered(basics(), anchors=[(coat, "commerce")]), replace(OFFICE, budget_total=300), WEARER
    )
    outfit = result.outfits[0]
    anchored = [p for p in outfit["pieces"] if p.get("anchor")]
    assert [p["id"] for p in anchored] == [coat["_id"]] and anchored[0]["slot"] == "layer"
    assert outfit["total"] <= 300  # the anchor counts: it is bought too


def test_a_described_piece_the_wardrobe_lacks_is_a_placeholder() -> None:
    owned = candidate({"_id": None, "name": "Blue shirt", "category": "TOP", "subCategory": "Shirt", "colors": ["blue"],
                       "colorHexes": ["#3A6EA5"]}, "owned")  # fmt: skip
    g = gathered(basics())
    g.anchors.append(owned)
    outfit = compose_outfits(g, OFFICE, WEARER).outfits[0]
    piece = next(p for p in outfit["pieces"] if p["source"] == "owned")
    assert piece["note"] == OWNED_NOTE and piece["new"] is False and piece["slot"] == "top"
    assert piece["reason"].startswith("You said you own")


def test_wardrobe_only_uses_nothing_new_and_wardrobe_first_marks_what_is_new() -> None:
    wardrobe = [
        item("Shirt", WHITE, source="wardrobe"), item("Trousers", NAVY, source="wardrobe"),
        item("Loafers", BLACK, source="wardrobe", material="leather"),
    ]  # fmt: skip
    only = compose_outfits(
        gathered(basics(), wardrobe), replace(OFFICE, wardrobe="wardrobe_only"), WEARER
    ).outfits[0]
    assert {p["source"] for p in only["pieces"]} == {"wardrobe"} and only["total"] == 0
    first = compose_outfits(
        gathered(basics(), wardrobe[:2]), replace(OFFICE, wardrobe="wardrobe_first"), WEARER
    ).outfits[0]
    sources = {p["slot"]: (p["source"], p["new"]) for p in first["pieces"]}
    assert sources["top"] == ("wardrobe", False) and sources["bottom"] == ("wardrobe", False)
    assert sources["shoes"] == ("commerce", True)  # the gap is filled from the shop


def test_several_outfits_are_distinct_and_share_one_budget() -> None:
    shop = [
        *basics(),
        item("Shirt", "#B0C4DE", colour_name="powder blue"), item("Blouse", WHITE, colour_name="white"),
        item("Shirt", "#F2F2EE", colour_name="soft white"), item("Trousers", BLACK, colour_name="black"),
    ]  # fmt: skip
    result = compose_outfits(gathered(shop), replace(OFFICE, count=3, budget_total=260), WEARER)
    assert len(result.outfits) == 3
    tops = [next(p["id"] for p in o["pieces"] if p["slot"] in ("top", "dress")) for o in result.outfits]
    assert len(set(tops)) == 3
    ids = [p["id"] for o in result.outfits for p in o["pieces"]]
    assert len(ids) > len(set(ids))  # pieces come back: bottoms and shoes are re-used
    assert result.total <= 260
    assert result.total == round(
        sum({p["id"]: p["price"] for o in result.outfits for p in o["pieces"]}.values()), 2
    )


def test_a_capsule_makes_more_outfits_than_it_has_pieces() -> None:
    shop = basics(formality="smart-casual") + [
        item(sub, hex_code, formality="smart-casual", colour_name=name)
        for sub, hex_code, name in [("T-Shirt", WHITE, "white"), ("Shirt", "#B0C4DE", "powder blue"),
                                    ("Sweater", CAMEL, "camel"), ("Jeans", "#3B5B92", "denim"),
                                    ("Sneakers", WHITE, "white"), ("Shirt", RUST, "rust"), ("Trousers", BLACK, "black")]
    ]  # fmt: skip
    for doc in shop:
        doc["formality"] = (
            "smart-casual" if doc["subCategory"] not in ("T-Shirt", "Sneakers", "Jeans") else "casual"
        )
    outfit = OutfitRequest(occasion=read_occasion("sightseeing"), occasion_text="sightseeing", formality=0,
                           weather=Weather("spring", "mild"))  # fmt: skip
    request = CapsuleRequest(outfit=outfit, days=4, min_outfits=4, max_pieces=10, destination="Lisbon")
    planned = capsules.plan(gathered(shop), request, WEARER)
    result = capsules.as_dict(planned, request, WEARER)
    assert result["piece_count"] <= 10 and result["outfit_count"] >= 4 > 0
    assert result["outfit_count"] > 0 and len(result["outfits"]) >= 4
    packed = {p["id"] for p in result["pieces"]}
    for o in result["outfits"]:
        assert {p["id"] for p in o["pieces"]} <= packed and _accents(o) <= 2
    assert f"{result['outfit_count']} outfits" in result["why"]


def test_suit_separates_go_together_and_gender_decides_the_department() -> None:
    shop = [
        item("Blazer", NAVY, colour_name="navy", setId="suit_1", gender="men"),
        item("Trousers", CHARCOAL, colour_name="charcoal", gender="men"),
        item("Trousers", NAVY, colour_name="navy", setId="suit_1", gender="men"),
        item("Shirt", WHITE, colour_name="white", gender="men"),
        item("Shirt", WHITE, colour_name="white", gender="women", name="White Fitted Shirt"),
        item("Loafers", BLACK, colour_name="black", gender="unisex"),
    ]  # fmt: skip
    man = Wearer(user_id="user_test", contrast="medium", department="men")
    outfit = compose_outfits(gathered(shop), replace(OFFICE, layer=True), man).outfits[0]
    ids = {p["id"] for p in outfit["pieces"]}
    assert {shop[0]["_id"], shop[2]["_id"]} <= ids and shop[4]["_id"] not in ids
    blazer = next(p for p in outfit["pieces"] if p["id"] == shop[0]["_id"])
    assert "makes a suit" in blazer["reason"] and blazer["setId"] == "suit_1"
