"""The type level below the seed's subCategories: the words for each type, suits as two pieces, genders."""

from __future__ import annotations

import pytest

from aesthetiq.style import taxonomy
from aesthetiq.style.garment_words import SET_WORDS, SUBCATEGORY_WORDS, TYPE_WORDS
from aesthetiq.style.phrases import normalise
from aesthetiq.style.taxonomy import (
    TYPES,
    canonical_subcategory,
    canonical_type,
    default_gender,
    find_garments,
    garment_types,
)


def test_every_subcategory_has_types_and_the_words_name_known_types() -> None:
    assert set(TYPES) == set(taxonomy.SUBCATEGORY_TO_CATEGORY)
    for sub, types in TYPE_WORDS.items():
        assert set(types) <= set(TYPES[sub]), sub
    for pieces in SET_WORDS.values():
        assert all(t in TYPES[s] for s, t in pieces)


def test_every_type_word_is_also_a_word_for_its_subcategory() -> None:
    """The agent's vocabulary reads SUBCATEGORY_WORDS: a type word it did not know would be lost there."""
    for sub, types in TYPE_WORDS.items():
        known = {normalise(w) for w in SUBCATEGORY_WORDS[sub]} | {normalise(sub)}
        for words in types.values():
            missing = [w for w in words if normalise(w) not in known]
            assert not missing, f"{sub}: {missing}"


@pytest.mark.parametrize(
    ("word", "pieces"),
    [
        ("cardigan", [("Sweater", "Cardigan")]),
        ("cardigans", [("Sweater", "Cardigan")]),
        ("oxfords", [("Loafers", "Oxford")]),
        ("oxford shirt", [("Shirt", "Oxford")]),
        ("polo", [("T-Shirt", "Polo")]),
        ("polo neck", [("Sweater", "Turtleneck")]),
        ("jumpsuit", [("Dress", "Jumpsuit")]),
        ("derby shoes", [("Loafers", "Derby")]),
        ("brogues", [("Loafers", "Brogue")]),
        ("chelsea boots", [("Boots", "Chelsea")]),
        ("chinos", [("Trousers", "Chinos")]),
        ("suit", [("Blazer", "Suit Jacket"), ("Trousers", "Suit Trousers")]),
        ("a charcoal suit for an interview", [("Blazer", "Suit Jacket"), ("Trousers", "Suit Trousers")]),
        ("tuxedo", [("Blazer", "Tuxedo Jacket"), ("Trousers", "Tuxedo Trousers")]),
        ("suit jacket", [("Blazer", "Suit Jacket")]),
        ("puffer jacket", [("Jacket", "Puffer")]),
        ("puffer", [("Coat", "Puffer")]),
        ("a navy cardigan and chinos", [("Sweater", "Cardigan"), ("Trousers", "Chinos")]),
        ("sweater", []),
        ("shoes", []),
    ],
)
def test_words_name_their_types(word: str, pieces: list[tuple[str, str]]) -> None:
    assert list(garment_types(word)) == pieces
    if pieces and " " not in word.strip():
        assert canonical_subcategory(word) == pieces[0][0]


def test_a_suit_is_still_a_blazer_to_the_subcategory_reader() -> None:
    (m,) = find_garments("what shoes go with a navy suit?")[1:]
    assert m.subCategory == "Blazer" and len(m.types) == 2
    assert find_garments("what suits me") == []


@pytest.mark.parametrize(
    ("text", "sub", "expected"),
    [("wide leg", None, "Wide-Leg"), ("Wide-Leg", "Trousers", "Wide-Leg"), ("cardigans", None, "Cardigan"),
     ("suit jacket", "Blazer", "Suit Jacket"), ("oxford", "Loafers", "Oxford"), ("oxford", "Shirt", "Oxford"),
     ("oxfords", "Shirt", None), ("cardigan", "Trousers", None), ("nonsense", None, None)],
)  # fmt: skip
def test_canonical_type(text: str, sub: str | None, expected: str | None) -> None:
    assert canonical_type(text, sub) == expected


def test_default_gender() -> None:
    assert default_gender("Dress", "Midi") == "women"
    assert default_gender("Heels") == "women"
    assert default_gender("Jeans", "Mom") == "women"
    assert default_gender("Jewelry", "Cufflinks") == "men"
    assert default_gender("Sneakers", "Low-Top") == "unisex"
