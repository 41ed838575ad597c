"""Demo data invariants: sizes, coverage, brands, determinism, the users the stories rely on."""

from __future__ import annotations

from collections import Counter
from itertools import islice

from aesthetiq.models import ColorAnalysis, CommerceItem, StyleProfile, UserProfile, WardrobeItem
from aesthetiq.store.demo import generate_commerce_items, make_item
from aesthetiq.store.demo_catalogue import BRANDS
from aesthetiq.store.demo_people import demo_people
from aesthetiq.style import colour, seasons, taxonomy


def test_catalogue_counts_and_coverage(store, settings) -> None:
    assert store.count("commerceitems") == settings.demo_catalogue_size >= 5000
    items = store.filter_commerce(None, 100_000)
    by_sub = Counter(i["subCategory"] for i in items)
    assert set(by_sub) == set(taxonomy.SUBCATEGORY_TO_CATEGORY)
    assert min(by_sub.values()) >= 100
    assert len(store.brands()) >= 40 and {"Zara", "Nike", "COS"} <= set(store.brands())
    assert {b.tier for b in BRANDS} == {"budget", "mid", "premium", "luxury"}


def test_items_are_complete_and_valid() -> None:
    for item in islice(generate_commerce_items(600), 600):
        CommerceItem.model_validate(item)
        assert item["url"] == f"https://shop.aesthetiq.example/p/{item['_id']}"
        assert item["imageUrl"] == f"/images/{item['_id']}.svg"
        assert len(item["colors"]) == len(item["colorHexes"]) >= 1
        assert all(colour.canonical_colour(c) for c in item["colors"])
        assert set(item["seasonalPaletteScores"]) == set(seasons.SEASONS)
        assert item["sizes"] and item["occasions"] and item["seasons"] and item["description"]
        if item["category"] == "ACCESSORY":
            assert item["sizes"] == ["One Size"]
        if item["category"] == "SHOE":
            assert all(36 <= int(s) <= 46 for s in item["sizes"])
        if item["subCategory"] in ("Jeans", "Trousers"):
            assert all(s.startswith("W") and "/L" in s for s in item["sizes"])


def test_luxury_costs_more_than_budget() -> None:
    tier = {b.name: b.tier for b in BRANDS}
    prices: dict[str, list[float]] = {"budget": [], "luxury": []}
    for item in generate_commerce_items(3000):
        if tier[item["brand"]] in prices:
            prices[tier[item["brand"]]].append(item["price"])
    assert sum(prices["luxury"]) / len(prices["luxury"]) > 5 * sum(prices["budget"]) / len(prices["budget"])


def test_generation_is_deterministic_and_prefix_stable() -> None:
    first = list(generate_commerce_items(50, seed=3))
    assert first == list(generate_commerce_items(50, seed=3))
    assert make_item(49, seed=3) == first[49]
    assert first != list(generate_commerce_items(50, seed=4))
    assert demo_people() == demo_people()


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
    for user in user_ids:
        assert 20 <= len(store.filter_wardrobe(user, None, 100)) <= 60
    wardrobe = store.filter_wardrobe("user_demo_1", None, 100)
    assert any(i["subCategory"] == "Shirt" and colour.matches_colour("blue", i["colors"]) for i in wardrobe)
    assert sum(1 for i in wardrobe if i["category"] == "SHOE" and i["isFavorite"]) >= 2
    everyone = people["wardrobeitems"]
    assert any(colour.matches_colour("purple", i["colors"]) for i in everyone)
