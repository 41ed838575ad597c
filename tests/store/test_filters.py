"""Hard filters on the seeded demo store: every returned item satisfies every constraint."""

from __future__ import annotations

import pytest

from aesthetiq.models import CommerceFilters, WardrobeFilters
from aesthetiq.store.filtering import size_matches
from aesthetiq.store.quality import satisfies
from aesthetiq.style import colour

CASES = [
    {"category": "SHOE"},
    {"subCategory": "Loafers", "maxPrice": 150},
    {"brand": "nike"},
    {"brand": "COS", "category": "TOP"},
    {"minPrice": 300, "maxPrice": 600, "subCategory": "Coat"},
    {"colors": ["blue"], "subCategory": "Shirt"},
    {"colors": ["navy", "burgundy"]},
    {"excludeColors": ["black", "white"], "subCategory": "Sneakers"},
    {"sizes": ["40"], "subCategory": "Boots"},
    {"sizes": ["W32"], "subCategory": "Jeans"},
    {"sizes": ["M"], "category": "TOP"},
    {"material": "wool", "subCategory": "Sweater"},
    {"inStock": False},
]


@pytest.mark.parametrize("filters", CASES, ids=[str(c) for c in CASES])
def test_filter_commerce_respects_every_constraint(store, filters: dict) -> None:
    items = store.filter_commerce(CommerceFilters(**filters), 100)
    assert items, f"the demo catalogue should have items for {filters}"
    assert all(satisfies(item, filters) for item in items)


def test_brand_ids_retailers_occasions_and_stock(store) -> None:
    items = store.filter_commerce(
        CommerceFilters(brandId="brand_zara", inStock=True, occasion="business"), 50
    )
    assert items and all(
        i["brandId"] == "brand_zara" and i["inStock"] and "business" in i["occasions"] for i in items
    )
    retail = store.filter_commerce(CommerceFilters(retailerId="ret_nike"), 20)
    assert retail and {i["brand"] for i in retail} == {"Nike"}


def test_colour_family_matches_shades(store) -> None:
    names = {c for i in store.filter_commerce(CommerceFilters(colors=["blue"]), 100) for c in i["colors"]}
    assert "navy" in names and len(names) > 3
    navy = store.filter_commerce(CommerceFilters(colors=["navy"]), 100)
    assert navy and all(colour.matches_colour("navy", i["colors"]) for i in navy)


def test_search_with_filters_never_breaks_them(store) -> None:
    filters = CommerceFilters(category="SHOE", maxPrice=80, colors=["white"])
    hits = store.search_commerce("comfortable shoes for travel", filters, 30)
    assert hits and all(satisfies(h["item"], filters.model_dump(exclude_none=True)) for h in hits)


def test_no_match_gives_empty_list(store) -> None:
    assert store.filter_commerce(CommerceFilters(brand="No Such Brand"), 10) == []
    assert store.search_commerce("anything", CommerceFilters(minPrice=99999), 10) == []


def test_wardrobe_belongs_to_its_owner(store) -> None:
    mine = store.filter_wardrobe("user_demo_1", None, 100)
    assert 20 <= len(mine) <= 60 and all(i["userId"] == "user_demo_1" for i in mine)
    hits = store.search_wardrobe("user_demo_2", "shirt", None, 50)
    assert hits and all(h["item"]["userId"] == "user_demo_2" for h in hits)
    assert store.filter_wardrobe("user_nobody", None, 10) == []
    assert store.search_wardrobe("user_nobody", "shirt", None, 10) == []


def test_wardrobe_filters(store) -> None:
    shoes = store.filter_wardrobe("user_demo_1", WardrobeFilters(category="SHOE", isFavorite=True), 50)
    assert len(shoes) >= 2 and all(i["category"] == "SHOE" and i["isFavorite"] for i in shoes)
    blue_shirts = store.filter_wardrobe(
        "user_demo_1", WardrobeFilters(subCategory="Shirt", colors=["blue"]), 10
    )
    assert blue_shirts


def test_wardrobe_free_text_reads_colour(store) -> None:
    owners = {
        h["item"]["userId"]
        for user in ("user_demo_1", "user_demo_2", "user_demo_3", "user_demo_4", "user_demo_5")
        for h in store.search_wardrobe(user, "anything purple?", None, 10)
        if colour.matches_colour("purple", h["item"]["colors"])
    }
    assert owners, "someone in the demo owns something purple"
    blue = store.search_wardrobe("user_demo_1", "my blue shirt", None, 3)
    assert blue[0]["item"]["subCategory"] == "Shirt" and colour.matches_colour(
        "blue", blue[0]["item"]["colors"]
    )


def test_wardrobe_free_text_reads_favourites(store) -> None:
    hits = store.search_wardrobe("user_demo_1", "show me my favourite shoes", None, 10)
    assert len(hits) >= 2 and all(h["item"]["isFavorite"] and h["item"]["category"] == "SHOE" for h in hits)


@pytest.mark.parametrize(
    "filters", [{"occasion": "wedding"}, {"sizes": ["40", "XS"]}, {"sizes": ["W32"], "occasion": "casual"}]
)
def test_multi_valued_filters_miss_nothing(store, filters: dict) -> None:
    everything = store.filter_commerce(None, 100_000)
    expected = {
        i["_id"]
        for i in everything
        if ("occasion" not in filters or filters["occasion"] in i["occasions"]) and satisfies(i, filters)
    }
    found = {i["_id"] for i in store.filter_commerce(CommerceFilters(**filters), 100_000)}
    assert found == expected and expected


@pytest.mark.parametrize(
    ("wanted", "offered", "matches"),
    [
        ("UK 14", "L", True), ("EU 42", "L", True), ("US 10", "L", True), ("14", "L", True), ("42", "L", True),
        ("UK 12", "M", True), ("EU 38", "M", True), ("UK 14", "M", False), ("EU 38", "38", True),
        ("40", "40", True), ("32", "W32/L30", True), ("M", "M", True), ("UK 14", "XL", False),
    ],
)  # fmt: skip
def test_numeric_clothing_sizes_match_their_letter(wanted: str, offered: str, matches: bool) -> None:
    assert size_matches(wanted, offered) is matches


@pytest.mark.parametrize(
    ("wanted", "offered", "matches"),
    [("42R", "L", True), ("42R", "M", False), ("US W7", "38", True), ("US M10", "43", True), ("UK 7", "41", True),
     ("UK 7", "44", False), ("US W7", "42", False)],
)  # fmt: skip
def test_suit_and_uk_us_shoe_sizes(wanted: str, offered: str, matches: bool) -> None:
    assert size_matches(wanted, offered) is matches


def test_technical_means_the_fabrics_that_keep_rain_out() -> None:
    from aesthetiq.store.filtering import dress_size_waists, material_matches

    assert material_matches("technical", "waterproof leather") and material_matches("technical", "nylon")
    assert not material_matches("technical", "wool") and not material_matches("wool", "nylon")
    assert dress_size_waists("UK 8") == (25, 26) and dress_size_waists("EU 38") == (27, 28) and dress_size_waists("M") == ()
