"""Demo data invariants: sizes, coverage, brands, determinism, buy links, and the people the stories rely on.

The catalogue's garment rules (seasons, names, formality, prices, suits …) are in test_catalogue_rules.py.
"""

from __future__ import annotations

from collections import Counter
from itertools import islice

import pytest

from aesthetiq.models import (
    ColorAnalysis,
    CommerceFilters,
    CommerceItem,
    StyleProfile,
    UserProfile,
    WardrobeItem,
)
from aesthetiq.settings import Settings
from aesthetiq.store import open_store
from aesthetiq.store.demo import generate_commerce_items, make_item
from aesthetiq.store.demo_catalogue import BRANDS
from aesthetiq.store.demo_people import LEATHERS, PEOPLE, _wears, demo_people
from aesthetiq.style import colour, seasons, taxonomy

MENS_NEVER = {"Dress", "Skirt", "Heels", "Blouse", "Leggings"}


def test_catalogue_counts_and_coverage(store, settings) -> None:
    assert store.count("commerceitems") == settings.demo_catalogue_size >= 5000
    items = store.filter_commerce(None, 100_000)
    by_sub = Counter(i["subCategory"] for i in items)
    assert set(by_sub) == set(taxonomy.SUBCATEGORY_TO_CATEGORY)
    assert min(by_sub.values()) >= 100
    by_type = Counter((i["subCategory"], i["type"]) for i in items)
    assert set(by_type) == {(s, t) for s, types in taxonomy.TYPES.items() for t in types}
    assert len(store.brands()) >= 40 and {"Zara", "Nike", "COS"} <= set(store.brands())
    assert {b.tier for b in BRANDS} == {"budget", "mid", "premium", "luxury"}


def test_items_are_complete_and_valid() -> None:
    for item in islice(generate_commerce_items(600), 600):
        CommerceItem.model_validate(item)
        assert item["url"] == f"/items/{item['_id']}"
        assert item["imageUrl"] == f"/images/{item['_id']}.svg"
        assert len(item["colors"]) == len(item["colorHexes"]) >= 1
        assert all(colour.canonical_colour(c) for c in item["colors"])
        assert set(item["seasonalPaletteScores"]) == set(seasons.SEASONS)
        assert item["gender"] in ("women", "men", "unisex") and item["type"] in taxonomy.TYPES[item["subCategory"]]


def test_buy_links_follow_the_template_setting(tmp_path) -> None:
    assert Settings().shop_url_template == "/items/{id}"
    absolute = make_item(7, url_template="https://shop.example.com/p/{id}?ref=aesthetiq")
    assert absolute["url"] == "https://shop.example.com/p/com_00_0000007?ref=aesthetiq"
    settings = Settings(data_dir=tmp_path, demo_catalogue_size=30, shop_url_template="https://shop.example.com/p/{id}")
    store = open_store(settings)
    try:
        assert store.get("commerceitems", "com_00_0000003")["url"] == "https://shop.example.com/p/com_00_0000003"
    finally:
        store.close()


def test_generation_is_deterministic_and_prefix_stable() -> None:
    first = list(generate_commerce_items(250, seed=3))
    assert first == list(generate_commerce_items(250, seed=3))
    assert make_item(49, seed=3) == first[49]
    assert make_item(218, seed=3) == first[218]  # the trousers of a suit, drawn with its jacket
    assert first != list(generate_commerce_items(250, seed=4))
    assert demo_people() == demo_people()


@pytest.mark.parametrize(
    ("filters", "check"),
    [({"gender": "men"}, lambda i: i["gender"] in ("men", "unisex")),
     ({"gender": "women", "subCategory": "Loafers"}, lambda i: i["gender"] in ("women", "unisex")),
     ({"gender": "unisex"}, lambda i: i["gender"] == "unisex"),
     ({"type": "Cardigan"}, lambda i: (i["subCategory"], i["type"]) == ("Sweater", "Cardigan")),
     ({"subCategory": "Blazer", "type": "Suit Jacket", "colors": ["charcoal"]},
      lambda i: i["type"] == "Suit Jacket" and "charcoal" in i["colors"])],
)  # fmt: skip
def test_gender_and_type_filters(store, filters: dict, check) -> None:
    found = store.filter_commerce(CommerceFilters(**filters), 5000)
    assert len(found) >= 5 and all(check(i) for i in found)


def test_a_whole_suit_is_found_by_its_set(store) -> None:
    (jacket, *_) = store.search_commerce("charcoal suit", None, 5)
    assert jacket["item"]["type"] == "Suit Jacket" and jacket["item"]["setId"]
    pieces = store.filter_commerce(CommerceFilters(setId=jacket["item"]["setId"]), 10)
    assert sorted(p["type"] for p in pieces) == ["Suit Jacket", "Suit Trousers"]
    assert len({p["brand"] for p in pieces}) == len({p["colors"][0] for p in pieces}) == 1


def test_mens_search_shows_no_womenswear(store) -> None:
    hits = store.search_commerce("men's smart shoes for a wedding", None, 20)
    assert hits and all(h["item"]["gender"] in ("men", "unisex") for h in hits)
    assert not any(h["item"]["subCategory"] == "Heels" for h in hits)


def test_demo_people(store) -> None:
    people = demo_people()
    for doc in people["users"]:
        UserProfile.model_validate(doc)
    for doc in people["styleprofiles"]:
        StyleProfile.model_validate(doc)
    for doc in people["coloranalyses"]:
        ColorAnalysis.model_validate(doc)
    for doc in people["wardrobeitems"]:
        WardrobeItem.model_validate(doc)
    user_ids = [f"user_demo_{n}" for n in range(1, 6)]
    assert [u["clerkId"] for u in people["users"]] == user_ids
    analyses = {a["userId"]: a for a in people["coloranalyses"]}
    assert analyses["user_demo_1"]["season"] == "WARM_AUTUMN"
    assert analyses["user_demo_2"]["season"] == "COOL_WINTER"
    assert len({a["season"] for a in analyses.values()}) == 5
    assert all(len(a["palette"]) >= 12 for a in analyses.values())
    profile = store.find_one("styleprofiles", userId="user_demo_2")
    assert profile["favoriteBrands"] == ["Zara", "Nike", "COS"] and profile["maxPricePerItem"]
    departments = {p["userId"]: p["department"] for p in people["styleprofiles"]}
    assert departments == {"user_demo_1": "women", "user_demo_2": "men", "user_demo_3": "women",
                           "user_demo_4": "women", "user_demo_5": "men"}  # fmt: skip
    for user in user_ids:
        assert 20 <= len(store.filter_wardrobe(user, None, 100)) <= 60
    wardrobe = store.filter_wardrobe("user_demo_1", None, 100)
    assert any(i["subCategory"] == "Shirt" and colour.matches_colour("blue", i["colors"]) for i in wardrobe)
    assert sum(1 for i in wardrobe if i["category"] == "SHOE" and i["isFavorite"]) >= 2
    everyone = people["wardrobeitems"]
    assert any(colour.matches_colour("purple", i["colors"]) for i in everyone)


MUST_OWN = {
    "user_demo_1": [("Shirt", "blue", True), ("Loafers", "brown", True), ("Boots", "brown", True), ("Sneakers", "white", False)],
    "user_demo_2": [("T-Shirt", "white", True), ("Jeans", "black", None), ("Sneakers", "black", True)],
    "user_demo_3": [("Dress", "purple", True), ("Blouse", "pink", None), ("Flats", "beige", True)],
    "user_demo_4": [("Sandals", "brown", True), ("Skirt", "green", None), ("Scarf", "grey", None)],
    "user_demo_5": [("Hoodie", "black", True), ("Sneakers", "red", True), ("Hat", "black", None)],
}  # fmt: skip


@pytest.mark.parametrize(("user", "sub", "family", "favourite"), [(u, *m) for u, ms in MUST_OWN.items() for m in ms])
def test_must_own_pieces(user: str, sub: str, family: str, favourite: bool | None) -> None:
    owned = [w for w in demo_people()["wardrobeitems"] if w["userId"] == user and w["subCategory"] == sub
             and colour.matches_colour(family, w["colors"][:1])]  # fmt: skip
    assert owned, f"{user} has no {family} {sub}"
    if favourite:
        assert any(w["isFavorite"] for w in owned), f"{user}'s {family} {sub} is not a favourite"


@pytest.mark.parametrize("person", PEOPLE, ids=lambda p: p.user_id)
def test_wardrobes_fit_the_person(person) -> None:
    items = [w for w in demo_people()["wardrobeitems"] if w["userId"] == person.user_id]
    subs = Counter(w["subCategory"] for w in items)
    cats = Counter(w["category"] for w in items)
    assert min(cats[c] for c in ("TOP", "BOTTOM", "SHOE", "ACCESSORY")) >= 2, cats
    warm_layers = [w for w in items if w["subCategory"] == "Coat" or w["type"] in ("Puffer", "Parka")]
    assert warm_layers, "no coat or warm jacket"
    if person.department == "men":
        assert not set(subs) & MENS_NEVER, f"womenswear in a man's wardrobe: {set(subs) & MENS_NEVER}"
    wears = _wears(person)
    off = [w["name"] for w in items if w["colors"][0] not in wears]
    assert len(off) <= 0.15 * len(items), f"colours outside {person.name}'s palette: {off}"
    assert all(len(w["colors"]) <= 2 for w in items), "a piece in three colours"
    if person.avoid:
        worn = [w["name"] for w in items if w["material"] in LEATHERS]
        assert not worn, f"{person.name} avoids leather but owns {worn}"
    assert all(w["formality"] and w["seasons"] and w["type"] in taxonomy.TYPES[w["subCategory"]] for w in items)
