"""The demo catalogue's rules, checked over every one of its 5,000 items (one test per rule).

A failure names the first offending items, so a broken table in demo_garments / demo_catalogue shows
which garment it produced. These are the rules a shopper (and the outside checks) judge the shop by.
"""

from __future__ import annotations

import re
from collections import Counter, defaultdict
from statistics import median
from typing import Any

import pytest

from aesthetiq.models import CommerceItem
from aesthetiq.store.demo import SHOE, generate_commerce_items, palette_of, typical_price
from aesthetiq.store.demo_catalogue import (
    BRANDS,
    MATERIALS,
    PATTERN_WORDS,
    STYLE_FORMALITY,
    occasions_fit,
)
from aesthetiq.store.demo_garments import KIND_OF
from aesthetiq.style import colour, taxonomy
from aesthetiq.style.lexicon_words import FORMALITY_RANK

N = 5000
WARM_FABRICS = ("tweed", "wool", "cashmere", "fleece", "corduroy", "flannel", "velvet", "merino", "alpaca", "felt",
                "shearling", "mohair")  # fmt: skip
LIGHT_FABRICS = ("linen", "seersucker", "raffia", "straw", "chiffon", "voile")
FABRIC_WORDS = ("denim", "leather", "suede", "linen", "wool", "cashmere", "silk", "satin", "velvet", "tweed", "nylon",
                "corduroy", "flannel", "canvas", "jersey", "fleece", "chiffon", "crepe", "raffia", "straw", "felt",
                "rubber", "mesh", "chambray", "poplin", "gabardine", "seersucker", "viscose", "modal")  # fmt: skip
BRAND_TIER = {b.name: b.tier for b in BRANDS}


@pytest.fixture(scope="module")
def items() -> list[dict[str, Any]]:
    return list(generate_commerce_items(N))


def _offenders(bad: list[dict[str, Any]], why: str) -> str:
    shown = "; ".join(f"{i['name']} ({i['_id']}: {i.get('material')}, {i.get('formality')}, {i.get('seasons')})" for i in bad[:5])
    return f"{len(bad)} items {why}: {shown}"


def _kind(item: dict[str, Any]):
    return KIND_OF[(item["subCategory"], item["type"])]


def test_every_item_is_complete_valid_and_typed(items) -> None:
    for item in items[:800]:
        CommerceItem.model_validate(item)
    bad = [i for i in items if i["type"] not in taxonomy.TYPES[i["subCategory"]] or i["gender"] not in taxonomy.GENDERS]
    assert not bad, _offenders(bad, "have a type outside their subCategory or no gender")
    incomplete = [i for i in items if not (i["sizes"] and i["occasions"] and i["seasons"] and i["description"] and i["colors"])]
    assert not incomplete, _offenders(incomplete, "lack sizes, occasions, seasons, a description or colours")
    assert all(len(i["colors"]) == len(i["colorHexes"]) <= 2 for i in items)
    assert all(colour.canonical_colour(c) for i in items for c in i["colors"])


def test_warm_fabrics_are_never_sold_for_summer(items) -> None:
    bad = [i for i in items if any(w in i["material"] for w in WARM_FABRICS) and "summer" in i["seasons"]]
    assert not bad, _offenders(bad, "in a warm fabric are sold for summer")


def test_light_fabrics_are_never_sold_for_winter(items) -> None:
    bad = [i for i in items if any(w in i["material"] for w in LIGHT_FABRICS) and "winter" in i["seasons"]]
    assert not bad, _offenders(bad, "in a light fabric are sold for winter")


@pytest.mark.parametrize(
    ("pieces", "never"),
    [({("Shorts", t) for t in taxonomy.TYPES["Shorts"]} | {("Sandals", t) for t in taxonomy.TYPES["Sandals"]}
      | {("T-Shirt", "Tank"), ("Hat", "Sun Hat"), ("Flats", "Espadrille")}, "winter"),
     ({("Jacket", "Puffer"), ("Coat", "Puffer"), ("Coat", "Parka"), ("Hat", "Beanie"), ("Boots", "Knee-High"),
       ("Sweater", "Turtleneck"), ("Sweater", "Cable-Knit"), ("Coat", "Overcoat"), ("Scarf", "Blanket")}, "summer")],
)  # fmt: skip
def test_seasons_are_true_to_the_garment(items, pieces: set[tuple[str, str]], never: str) -> None:
    bad = [i for i in items if (i["subCategory"], i["type"]) in pieces and never in i["seasons"]]
    assert not bad, _offenders(bad, f"are sold for {never}")


def test_names_say_the_garment_type(items) -> None:
    def says_its_type(item: dict[str, Any]) -> bool:
        material = item["material"].title()
        return any(item["name"].lower().endswith(n.replace("{M}", "").strip().lower()) for n in _kind(item).nouns) or any(
            item["name"].lower().endswith(n.replace("{M}", material).lower()) for n in _kind(item).nouns
        )

    bad = [i for i in items if not says_its_type(i)]
    assert not bad, _offenders(bad, "are named for another garment")


def test_names_claim_no_fabric_the_item_is_not_made_of(items) -> None:
    def claims(item: dict[str, Any]) -> list[str]:
        words = set(re.findall(r"[a-z]+", item["name"].lower()))
        made_of = set(re.findall(r"[a-z]+", item["material"]))
        implied = {"denim"} if item["subCategory"] == "Jeans" or _kind(item).implied == "denim" else set()
        return [w for w in FABRIC_WORDS if w in words and w not in made_of | implied]

    bad = [i for i in items if claims(i)]
    assert not bad, _offenders(bad, "name a fabric they are not made of (no 'Nylon Denim Jacket')")


def test_names_say_the_pattern_once_and_only_when_there_is_one(items) -> None:
    words = {w.lower() for w in PATTERN_WORDS.values()}

    def pattern_words(item: dict[str, Any]) -> list[str]:
        return [w for w in words if w in item["name"].lower().replace("-", " ").split() or w in item["name"].lower()]

    bad = [i for i in items if (i["pattern"] == "solid") != (not pattern_words(i)) or len(pattern_words(i)) > 1]
    assert not bad, _offenders(bad, "name a pattern they do not have, or two ('Floral Pinstripe')")


def test_patterns_suit_the_fabric(items) -> None:
    from aesthetiq.store.demo_catalogue import PATTERN_FABRICS

    bad = [i for i in items if i["pattern"] != "solid" and i["material"] not in PATTERN_FABRICS[i["pattern"]]]
    assert not bad, _offenders(bad, "carry a pattern their fabric is not woven in (no herringbone jersey)")


@pytest.mark.parametrize(
    ("pieces", "allowed"),
    [({("Hoodie", t) for t in taxonomy.TYPES["Hoodie"]} | {("Sweatpants", t) for t in taxonomy.TYPES["Sweatpants"]}
      | {("Leggings", t) for t in taxonomy.TYPES["Leggings"]} | {("Sandals", "Flip-Flop"), ("Shorts", "Running")},
      {"casual"}),
     ({("Blazer", "Suit Jacket"), ("Trousers", "Suit Trousers")}, {"business", "formal"}),
     ({("Blazer", "Tuxedo Jacket"), ("Trousers", "Tuxedo Trousers")}, {"black-tie"}),
     ({("Loafers", "Oxford"), ("Loafers", "Monk")}, {"business", "formal", "black-tie"})],
)  # fmt: skip
def test_formality_fits_the_type(items, pieces: set[tuple[str, str]], allowed: set[str]) -> None:
    bad = [i for i in items if (i["subCategory"], i["type"]) in pieces and i["formality"] not in allowed]
    assert not bad, _offenders(bad, f"are not {sorted(allowed)}")


def test_formality_fits_the_fabric(items) -> None:
    def outside(item: dict[str, Any]) -> bool:
        low, high = MATERIALS[item["material"]].band
        return not FORMALITY_RANK[low] <= FORMALITY_RANK[item["formality"]] <= FORMALITY_RANK[high]

    bad = [i for i in items if outside(i)]
    assert not bad, _offenders(bad, "are more or less formal than their fabric allows (denim is never formal)")
    velvet = [i for i in items if i["subCategory"] == "Blazer" and i["material"] == "velvet"]
    assert any(i["formality"] == "formal" for i in velvet), "a velvet blazer can be formal"


def test_black_tie_only_for_the_right_things(items) -> None:
    right = {("Blazer", "Tuxedo Jacket"), ("Trousers", "Tuxedo Trousers"), ("Dress", "Gown"), ("Heels", "Pump"),
             ("Heels", "Stiletto"), ("Loafers", "Oxford"), ("Bag", "Clutch"), ("Jewelry", "Necklace"),
             ("Jewelry", "Earrings"), ("Jewelry", "Cufflinks"), ("Watch", "Dress")}  # fmt: skip
    bad = [i for i in items if i["formality"] == "black-tie" and (i["subCategory"], i["type"]) not in right]
    assert not bad, _offenders(bad, "are black-tie")
    assert Counter(i["type"] for i in items if i["formality"] == "black-tie")["Gown"] >= 10


def test_occasions_fit_the_formality(items) -> None:
    bad = [i for i in items if occasions_fit(i["formality"], i["occasions"])]
    assert not bad, _offenders(bad, "have an occasion more than one formality step away (or black-tie when not)")


def test_styles_fit_the_formality(items) -> None:
    def off(item: dict[str, Any]) -> list[str]:
        rank = FORMALITY_RANK[item["formality"]]
        return [s for s in item["tags"] if not FORMALITY_RANK[STYLE_FORMALITY[s][0]] <= rank <= FORMALITY_RANK[STYLE_FORMALITY[s][1]]]

    bad = [i for i in items if off(i)]
    assert not bad, _offenders(bad, "carry a style tag of another formality (no 'sporty' suit)")


def test_prices_follow_tier_type_and_fabric(items) -> None:
    def expected(item: dict[str, Any]) -> float:
        return typical_price(_kind(item), BRAND_TIER[item["brand"]], item["material"])

    bad = [i for i in items if not 0.5 <= i["price"] / expected(i) <= 2.0 and i["price"] > 5]
    assert not bad, _offenders(bad, "are priced far from their tier, type and fabric")
    by_tier: dict[str, list[float]] = defaultdict(list)
    for i in items:
        by_tier[BRAND_TIER[i["brand"]]].append(i["price"])
    assert median(by_tier["luxury"]) > 5 * median(by_tier["budget"])


def test_every_subcategory_has_a_range_of_prices(items) -> None:
    prices: dict[str, list[float]] = defaultdict(list)
    for i in items:
        prices[i["subCategory"]].append(i["price"])
    narrow = {sub: (min(p), max(p)) for sub, p in prices.items() if max(p) < 6 * min(p) or len(p) < 100}
    assert not narrow, f"too narrow a price range (or too few items): {narrow}"


def test_colours_come_from_the_palette_of_the_type(items) -> None:
    bad = [i for i in items if i["colors"][0] not in {n for n, _ in palette_of(_kind(i), i["gender"], i["material"])}]
    assert not bad, _offenders(bad, "are in a colour their garment type is not sold in")


@pytest.mark.parametrize(
    ("sub", "types", "families"),
    [("Blazer", ("Suit Jacket",), {"blue", "grey", "black", "beige", "brown", "green", "white"}),
     ("Loafers", ("Loafer", "Oxford", "Derby", "Brogue", "Monk"), {"black", "brown", "beige", "red", "blue", "grey", "white"}),
     ("Blazer", ("Tuxedo Jacket",), {"black", "blue"})],
)  # fmt: skip
def test_no_loud_colours_where_shops_have_none(items, sub: str, types: tuple[str, ...], families: set[str]) -> None:
    """Suits in navy, charcoal, black and grey (beige and sand in linen); no neon loafers."""
    bad = [i for i in items if i["subCategory"] == sub and i["type"] in types and colour.family_of(i["colors"][0]) not in families]
    assert not bad, _offenders(bad, "are in a loud colour")
    neon = [i for i in items if i["subCategory"] == sub and i["type"] in types
            and any(c in ("hot pink", "lime", "electric blue", "fuchsia", "chartreuse") for c in i["colors"])]  # fmt: skip
    assert not neon, _offenders(neon, "are neon")


def test_gender_fits_the_garment(items) -> None:
    womens = [i for i in items if i["subCategory"] in taxonomy.WOMENS_SUBCATEGORIES and i["gender"] != "women"]
    assert not womens, _offenders(womens, "are sold as men's or unisex (dresses, skirts, heels, blouses, leggings)")
    genders = Counter(i["gender"] for i in items)
    assert min(genders.values()) > 500, genders
    for sub, wanted in (("Sneakers", "unisex"), ("Hoodie", "unisex"), ("Scarf", "unisex"), ("Loafers", "men")):
        share = Counter(i["gender"] for i in items if i["subCategory"] == sub)
        assert share[wanted] >= 0.25 * sum(share.values()), (sub, share)


def test_sizes_fit_type_and_gender(items) -> None:
    def wrong(item: dict[str, Any]) -> str | None:
        sizes, sub, gender, cat = item["sizes"], item["subCategory"], item["gender"], item["category"]
        if cat == "ACCESSORY":
            return None if sizes == ["One Size"] else "accessory not one size"
        if cat == "SHOE":
            return None if set(sizes) <= set(SHOE[gender]) else f"{gender} shoes in {sizes}"
        if item["type"] in ("Suit Jacket", "Tuxedo Jacket") and gender == "men":
            return None if all(re.fullmatch(r"\d{2}[RL]", s) for s in sizes) else "suit jacket not in chest sizes"
        if sub == "Jeans" or (sub == "Trousers" and gender == "men"):
            return None if all(re.fullmatch(r"W\d{2}/L\d{2}", s) for s in sizes) else "trousers not in waist sizes"
        return None if set(sizes) <= {"XS", "S", "M", "L", "XL", "XXL"} else "not in letter sizes"

    bad = [(i, w) for i in items if (w := wrong(i))]
    assert not bad, _offenders([i for i, _ in bad], f"have sizes that do not fit ({bad[0][1] if bad else ''})")
    mens_shoes = {s for i in items if i["category"] == "SHOE" and i["gender"] == "men" for s in i["sizes"]}
    assert {"40", "47"} <= mens_shoes and "36" not in mens_shoes


def test_suits_are_sold_as_matching_separates(items) -> None:
    sets: dict[str, list[dict[str, Any]]] = defaultdict(list)
    for i in items:
        if i["setId"]:
            sets[i["setId"]].append(i)
    assert len(sets) >= 80
    for set_id, pieces in sets.items():
        assert sorted(p["subCategory"] for p in pieces) == ["Blazer", "Trousers"], set_id
        for field in ("colors", "material", "brand", "pattern", "gender", "formality"):
            assert len({str(p[field]) for p in pieces}) == 1, f"{set_id}: the pieces differ in {field}"
        assert {p["type"] for p in pieces} in ({"Suit Jacket", "Suit Trousers"}, {"Tuxedo Jacket", "Tuxedo Trousers"})
    lone = [i for i in items if i["type"] in ("Suit Jacket", "Suit Trousers", "Tuxedo Jacket", "Tuxedo Trousers") and not i["setId"]]
    assert not lone, _offenders(lone, "are suit pieces without their set")
    suit_colours = Counter(p[0]["colors"][0] for p in sets.values())
    for wanted in ("charcoal", "navy", "black", "grey"):
        assert suit_colours[wanted] >= 5, (wanted, suit_colours)


def test_brands_make_what_they_sell(items) -> None:
    brands = {b.name: b for b in BRANDS}
    bad = [i for i in items if not i["setId"] and not brands[i["brand"]].makes(i["subCategory"], i["type"], i["gender"], _kind(i).sporty)]
    assert not bad, _offenders(bad, "come from a brand that does not make them (no Nike suits, no Ganni menswear)")


def test_enough_items_for_realistic_requests(items) -> None:
    def count(**want: Any) -> int:
        def ok(i: dict[str, Any]) -> bool:
            for key, value in want.items():
                if key == "colours" and not any(colour.matches_colour(c, i["colors"][:1]) for c in value):
                    return False
                if key == "occasion" and value not in i["occasions"]:
                    return False
                if key == "gender" and i["gender"] not in (value, "unisex"):
                    return False
                if key in ("subCategory", "brand", "type") and i[key] not in (value if isinstance(value, tuple) else (value,)):
                    return False
            return True

        return sum(1 for i in items if ok(i))

    assert count(subCategory="Blazer", colours=("black", "navy"), occasion="interview") >= 30
    assert count(subCategory="Loafers", type=("Oxford", "Derby", "Brogue", "Monk", "Loafer"), gender="men") >= 20
    assert count(subCategory="Heels", colours=("red",)) >= 10
    assert count(subCategory="Dress", colours=("black",)) >= 20
    zara_waist = [i for i in items if i["brand"] == "Zara" and i["subCategory"] == "Trousers" and i["sizes"][0].startswith("W")]
    assert len(zara_waist) >= 5
    assert count(subCategory="Coat", colours=("navy",)) >= 10
    assert count(subCategory="Sandals", colours=("red",)) + count(subCategory="Sandals", colours=("brown",)) >= 20
