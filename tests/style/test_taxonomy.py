"""The seed-002 taxonomy and the garment words people actually write."""

from __future__ import annotations

import pytest

from aesthetiq.style import (
    CATEGORIES,
    SUBCATEGORY_TO_CATEGORY,
    canonical_category,
    canonical_subcategory,
    category_of,
    find_garments,
)
from tests.style.timing import best_seconds_per_call


def test_categories_are_exactly_seed_002() -> None:
    assert CATEGORIES == {
        "TOP": ("T-Shirt", "Shirt", "Blouse", "Sweater", "Hoodie", "Jacket", "Coat", "Blazer"),
        "BOTTOM": ("Jeans", "Trousers", "Shorts", "Skirt", "Dress", "Leggings", "Sweatpants"),
        "SHOE": ("Sneakers", "Boots", "Sandals", "Heels", "Flats", "Loafers"),
        "ACCESSORY": ("Hat", "Bag", "Belt", "Jewelry", "Scarf", "Sunglasses", "Watch"),
    }
    assert SUBCATEGORY_TO_CATEGORY["Dress"] == "BOTTOM"
    assert len(SUBCATEGORY_TO_CATEGORY) == 28


SYNONYMS = {
    "Trousers": ["pants", "chinos", "slacks", "trousers", "Chino", "khakis", "dress pants", "cargo pants"],
    "Sneakers": ["trainers", "runners", "kicks", "sneaker", "running shoes", "high tops"],
    "T-Shirt": ["tee", "tees", "t shirt", "t-shirt", "tshirt", "T-Shirts", "tank top", "crop top", "polo", "polo shirts"],
    "Sweater": ["cardigan", "jumper", "pullover", "knit", "turtleneck", "cardigans", "knitwear"],
    "Coat": ["trench", "parka", "overcoat", "puffer", "trench coat", "peacoat", "pea coat", "raincoat"],
    "Bag": ["tote", "crossbody", "clutch", "backpack", "purse", "handbag", "tote bag", "crossbody bags"],
    "Dress": ["gown", "dress", "frock", "dresses", "sundress", "maxi dress", "jumpsuit"],
    "Jewelry": ["necklace", "earrings", "ring", "bracelet", "jewellery", "rings", "bangles"],
    "Boots": ["ankle boots", "chelsea boots", "boots", "boot", "combat boots", "booties"],
    "Heels": ["pumps", "stilettos", "heels", "kitten heels", "wedges"],
    "Flats": ["ballet flats", "flats", "ballerinas", "mules", "espadrilles"],
    "Hat": ["cap", "beanie", "hat", "baseball cap", "bucket hat", "fedora", "caps"],
    "Jacket": ["bomber jacket", "bomber", "denim jacket", "leather jacket", "windbreaker", "puffer jacket"],
    "Blazer": ["blazer", "sport coat", "suit jacket", "tuxedo"],
    "Shirt": ["shirt", "button-down", "flannel", "oxford shirt"],
    "Blouse": ["blouse", "tunic", "camisole"],
    "Hoodie": ["hoodie", "hoody", "hoodies", "sweatshirt"],
    "Jeans": ["jeans", "skinny jeans", "mom jeans"],
    "Shorts": ["shorts", "denim shorts", "bermuda shorts"],
    "Skirt": ["skirt", "mini skirt", "pencil skirt", "skirts"],
    "Leggings": ["leggings", "yoga pants", "tights"],
    "Sweatpants": ["sweatpants", "joggers", "track pants"],
    "Sandals": ["sandals", "flip flops", "slides"],
    "Loafers": ["loafers", "penny loafers", "oxfords", "brogues"],
    "Belt": ["belt", "belts"],
    "Scarf": ["scarf", "scarves", "shawl"],
    "Sunglasses": ["sunglasses", "sunnies", "aviators"],
    "Watch": ["watch", "watches", "smartwatch"],
}


@pytest.mark.parametrize(("sub", "word"), [(s, w) for s, words in SYNONYMS.items() for w in words])
def test_synonyms_and_plurals_give_the_subcategory(sub: str, word: str) -> None:
    assert canonical_subcategory(word) == sub
    assert canonical_subcategory(word.upper()) == sub
    found = find_garments(f"I'm looking for {word} please")
    assert [(m.subCategory, m.phrase) for m in found] == [(sub, word)]
    assert found[0].category == SUBCATEGORY_TO_CATEGORY[sub]


@pytest.mark.parametrize("sub", list(SUBCATEGORY_TO_CATEGORY))
def test_the_taxonomy_names_themselves_work(sub: str) -> None:
    assert canonical_subcategory(sub) == sub
    assert canonical_subcategory(sub.lower()) == sub
    assert category_of(sub) == SUBCATEGORY_TO_CATEGORY[sub]


@pytest.mark.parametrize(
    ("word", "category"),
    [("top", "TOP"), ("tops", "TOP"), ("shoes", "SHOE"), ("footwear", "SHOE"), ("accessories", "ACCESSORY"),
     ("bottoms", "BOTTOM"), ("TOP", "TOP"), ("SHOE", "SHOE"), ("outerwear", "TOP"), ("chinos", "BOTTOM"),
     ("ankle boots", "SHOE")],
)  # fmt: skip
def test_category_words(word: str, category: str) -> None:
    assert canonical_category(word) == category


@pytest.mark.parametrize("word", ["shoes", "footwear", "tops", "accessories", "bottoms"])
def test_generic_words_give_the_category_only(word: str) -> None:
    assert canonical_subcategory(word) is None
    (match,) = find_garments(f"show me some {word}")
    assert match.subCategory is None and match.category == canonical_category(word)


@pytest.mark.parametrize("text", ["a new outfit", "outfit ideas", "clothes for the weekend", "hello", ""])
def test_outfit_and_unrelated_words_give_nothing(text: str) -> None:
    assert find_garments(text) == []
    assert canonical_subcategory(text) is None


def test_longest_phrase_wins() -> None:
    (m,) = find_garments("I love my chelsea boots")
    assert (m.phrase, m.subCategory) == ("chelsea boots", "Boots")
    (m,) = find_garments("a puffer jacket")
    assert m.subCategory == "Jacket"  # not Coat from "puffer"
    (m,) = find_garments("a puffer")
    assert m.subCategory == "Coat"


@pytest.mark.parametrize(
    ("text", "sub"),
    [("sweater dress", "Dress"), ("shirt dress", "Dress"), ("dress shirt", "Shirt"), ("dress shoes", "Loafers"),
     ("denim jacket", "Jacket"), ("jean shorts", "Shorts"), ("knit dress", "Dress"), ("tank tops", "T-Shirt"),
     ("polo shirts", "T-Shirt"), ("t-shirt dress", "Dress")],
)  # fmt: skip
def test_compounds_name_their_last_garment(text: str, sub: str) -> None:
    assert [m.subCategory for m in find_garments(text)] == [sub]


def test_spans_point_into_the_text() -> None:
    text = "Navy chinos, a white T-shirt and brown Chelsea boots"
    found = find_garments(text)
    assert [m.subCategory for m in found] == ["Trousers", "T-Shirt", "Boots"]
    for m in found:
        assert text[m.start : m.end] == m.phrase


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("I need a jacket for a job interview", ["Jacket"]),
        ("Find me jackets that match my style", ["Jacket"]),
        ("Show me casual summer tops", [None]),
        ("I want to combine my blue shirt with something new", ["Shirt"]),
        ("What shoes go with a navy suit?", [None, "Blazer"]),
        ("a dress for a wedding", ["Dress"]),
        ("looking for a red dress for a wedding under 150", ["Dress"]),
        ("black ankle boots size 40", ["Boots"]),
        ("a cream wool coat", ["Coat"]),
        ("cheap trainers under 80 pounds", ["Sneakers"]),
        ("a gold necklace and hoop earrings", ["Jewelry", "Jewelry"]),
        ("a black top and wide-leg trousers", [None, "Trousers"]),
        ("I need a watch for my husband", ["Watch"]),
        ("Looking for a crossbody bag and a beanie", ["Bag", "Hat"]),
    ],
)
def test_realistic_messages(text: str, expected: list[str | None]) -> None:
    assert [m.subCategory for m in find_garments(text)] == expected


@pytest.mark.parametrize(
    "text",
    [
        "How should I dress for a wedding?",
        "what's the dress code for a gala",
        "which colours suit me best",
        "would navy suit a warm autumn?",
        "watch out for the sales",
        "top 5 brands for basics",
        "what's on top of the trends list",
        "you have to dress up for it",
        "I want different shades of blue",
        "my personal trainer said so",
    ],
)
def test_verbs_and_idioms_are_not_garments(text: str) -> None:
    assert find_garments(text) == []


def test_find_garments_is_fast() -> None:
    text = "Show me casual summer tops in navy, maybe with chinos and white trainers"
    per_call = best_seconds_per_call(lambda: find_garments(text))
    assert per_call < 1e-4, f"{per_call * 1e6:.1f} µs per message"


@pytest.mark.parametrize(
    ("text", "sub"),
    [("a red dress for a wedding", "Dress"), ("red dress for a wedding", "Dress"), ("the dress", "Dress"),
     ("dresses for summer", "Dress"), ("maxi dress", "Dress"), ("which dress should I buy", "Dress"),
     ("what dress should I wear to a gala", "Dress"), ("I love that dress", "Dress"),
     ("best dress for a beach wedding", "Dress"), ("a dress like this one", "Dress"),
     ("navy dresses under 100", "Dress"), ("a dress to dress up", "Dress"), ("which suit should I buy", "Blazer"),
     ("that suit is lovely", "Blazer"), ("would a suit suit me", "Blazer"), ("which watch should I get", "Watch"),
     ("the best watch for men", "Watch"), ("which tops go with jeans", None)],
)  # fmt: skip
def test_dress_suit_watch_after_a_determiner_or_adjective_are_garments(text: str, sub: str | None) -> None:
    assert find_garments(text)[0].subCategory == sub


@pytest.mark.parametrize(
    "text",
    ["how to dress for a wedding", "how should I dress for an interview", "what should I dress in",
     "dress up for a party", "she dresses well", "he dresses smartly", "I need to dress for work",
     "do you dress for comfort", "what colours dress a warm autumn best", "the dress code is smart casual",
     "dress me for a gala", "what suits me", "colours that suit a warm autumn", "it suits you", "I watch tv",
     "what to watch", "it tops everything"],
)  # fmt: skip
def test_dress_suit_watch_as_verbs_are_not_garments(text: str) -> None:
    assert find_garments(text) == []


def test_a_vest_is_a_jacket() -> None:
    assert [m.subCategory for m in find_garments("a puffer vest")] == ["Jacket"]
    assert [m.subCategory for m in find_garments("a grey sweater vest")] == ["Sweater"]
