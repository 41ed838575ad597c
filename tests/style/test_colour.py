"""Colour names, families, groups and the matching rule search uses."""

from __future__ import annotations

import pytest

from aesthetiq.style import (
    COLOUR_NAMES,
    FAMILIES,
    canonical_colour,
    colours_in_family,
    delta_e2000,
    families_of,
    family_of,
    family_of_hex,
    find_colours,
    hex_of,
    hex_to_lab,
    matches_colour,
)


def test_at_least_120_named_colours_with_valid_families() -> None:
    assert len(COLOUR_NAMES) >= 120
    for name in COLOUR_NAMES:
        assert family_of(name) in FAMILIES, name
    for fam in FAMILIES:
        assert len(colours_in_family(fam)) >= 5, fam


def test_named_hexes_sit_in_their_family() -> None:
    """A sanity check on the hex table: a name's hex is nearest to a name of the same family."""
    wrong = [n for n, h in COLOUR_NAMES.items() if family_of_hex(h) not in families_of(n)]
    assert wrong == []


@pytest.mark.parametrize(
    ("name", "family"),
    [("navy", "blue"), ("cobalt", "blue"), ("denim", "blue"), ("teal", "blue"), ("rust", "orange"),
     ("camel", "beige"), ("burgundy", "red"), ("wine", "red"), ("oxblood", "red"), ("olive", "green"),
     ("oatmeal", "beige"), ("cream", "beige"), ("ivory", "beige"), ("sand", "beige"), ("taupe", "beige"),
     ("mustard", "yellow"), ("blush", "pink"), ("charcoal", "grey"), ("gold", "metallic"), ("silver", "metallic"),
     ("plum", "purple"), ("chocolate", "brown"), ("Gray", "grey"), ("navy blue", "blue")],
)  # fmt: skip
def test_family_of(name: str, family: str) -> None:
    assert family_of(name) == family


@pytest.mark.parametrize(
    ("word", "canonical"),
    [("grey", "grey"), ("gray", "grey"), ("Gray", "grey"), ("navy blue", "navy"), ("off-white", "off-white"),
     ("off white", "off-white"), ("light blue", "light blue"), ("light-blue", "light blue"),
     ("dark green", "dark green"), ("mustard yellow", "mustard"), ("charcoal gray", "charcoal"),
     ("emerald green", "emerald"), ("cobalt blue", "cobalt"), ("pale pink", "light pink"),
     ("dusty pink", "dusty rose"), ("olive green", "olive"), ("teal blue", "teal"), ("burnt orange", "burnt orange"),
     ("NAVY", "navy"), ("blue", "blue"), ("neutral", "neutral"), ("earth tones", "earth"), ("#1C2841", "navy"),
     ("deep pink", "dark pink"), ("bluish", "blue")],
)  # fmt: skip
def test_canonical_colour(word: str, canonical: str) -> None:
    assert canonical_colour(word) == canonical


@pytest.mark.parametrize("word", ["", "banana republic", "#ZZZZZZ", "shirt"])
def test_unknown_colours_are_none(word: str) -> None:
    assert canonical_colour(word) is None


def test_hex_of() -> None:
    assert hex_of("Navy Blue") == COLOUR_NAMES["navy"]
    assert hex_of("not a colour") is None


@pytest.mark.parametrize(
    ("wanted", "item", "expected"),
    [
        ("blue", ["navy"], True), ("blue", ["cobalt"], True), ("blue", ["denim"], True), ("blue", ["teal"], True),
        ("blue", ["sky blue"], True), ("blue", ["rust"], False), ("green", ["teal"], True),
        ("red", ["burgundy"], True), ("red", ["wine"], True), ("red", ["oxblood"], True), ("red", ["pink"], False),
        ("beige", ["camel"], True), ("beige", ["oatmeal"], True), ("beige", ["cream"], True),
        ("beige", ["ivory"], True), ("beige", ["sand"], True), ("beige", ["taupe"], True),
        ("neutral", ["camel"], True), ("neutral", ["navy"], True), ("neutral", ["black"], True),
        ("neutral", ["fuchsia"], False), ("earth", ["rust"], True), ("earth", ["cobalt"], False),
        ("navy", ["navy"], True), ("navy", ["Navy Blue"], True), ("navy", ["#1B2A4A"], True),
        ("navy", ["cobalt"], False), ("navy", ["royal blue"], False), ("navy", ["black"], False),
        ("light blue", ["sky blue"], True), ("light blue", ["powder blue"], True), ("light blue", ["navy"], False),
        ("dark green", ["bottle green"], True), ("dark green", ["pine"], True), ("dark green", ["mint"], False),
        ("dark green", ["kelly green"], False), ("earth", ["olive"], True),
        ("grey", ["charcoal"], True), ("gray", ["heather grey"], True), ("white", ["ivory"], True),
        ("blue", ["#0047AB"], True), ("blue", ["black", "navy"], True), ("blue", [], False),
        ("mustard yellow", ["mustard"], True), ("metallic", ["gold"], True), ("gold", ["silver"], False),
    ],
)  # fmt: skip
def test_matches_colour(wanted: str, item: list[str], expected: bool) -> None:
    assert matches_colour(wanted, item) is expected


def test_unknown_wanted_colour_matches_only_the_same_word() -> None:
    assert matches_colour("heather oat", ["heather oat"])
    assert not matches_colour("zebra", ["navy"])


def test_blue_family_covers_navy_cobalt_denim_teal() -> None:
    blue = colours_in_family("blue")
    for name in ("navy", "cobalt", "denim", "teal", "royal blue", "sky blue"):
        assert name in blue


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("a navy blue blazer and an off-white tee", [("navy blue", "navy", "blue"), ("off-white", "off-white", "white")]),
        ("Gray or grey?", [("Gray", "grey", "grey"), ("grey", "grey", "grey")]),
        ("mustard yellow cardigan", [("mustard yellow", "mustard", "yellow")]),
        ("I want earth tones, maybe rust or olive", [("earth tones", "earth", "earth"), ("rust", "rust", "orange"),
                                                     ("olive", "olive", "green")]),
        ("a camel coat", [("camel", "camel", "beige")]),
        ("light-blue shirt", [("light-blue", "light blue", "blue")]),
        ("something in wine", [("wine", "wine", "red")]),
        ("a coffee cardigan", [("coffee", "coffee", "brown")]),
        ("an orange scarf", [("orange", "orange", "orange")]),
        ("a tan belt", [("tan", "tan", "brown")]),
        ("I want to combine my blue shirt with something new", [("blue", "blue", "blue")]),
        ("Show me something in neutral colours", [("neutral colours", "neutral", "neutral")]),
        ("rose gold watch", [("rose gold", "rose gold", "metallic")]),
    ],
)  # fmt: skip
def test_find_colours_in_messages(text: str, expected: list[tuple[str, str, str]]) -> None:
    found = find_colours(text)
    assert [(m.phrase, m.name, m.family) for m in found] == expected
    for m in found:
        assert text[m.start : m.end] == m.phrase


@pytest.mark.parametrize(
    "text",
    ["olive oil and a coffee date", "black tie wedding", "a wine tasting", "is it in mint condition",
     "a white tie event", "what's the gold standard", "how do I dress for my job interview"],
)  # fmt: skip
def test_find_colours_skips_non_colour_senses(text: str) -> None:
    assert find_colours(text) == []


def test_close_shades_are_close_and_families_far() -> None:
    navy = hex_to_lab(COLOUR_NAMES["navy"])
    assert delta_e2000(navy, hex_to_lab("#1B2A4A")) < 5
    assert delta_e2000(navy, hex_to_lab(COLOUR_NAMES["cobalt"])) > 15


@pytest.mark.parametrize(
    ("hex_code", "family"),
    [("#1B2A4A", "blue"), ("#B5471A", "orange"), ("#7A1F2B", "red"), ("#D9C4A3", "beige"), ("#111111", "black"),
     ("#FAFAFA", "white"), ("#7F7F7F", "grey"), ("#2E7D32", "green"), ("#6A1B9A", "purple")],
)  # fmt: skip
def test_family_of_any_hex(hex_code: str, family: str) -> None:
    assert family_of_hex(hex_code) == family


@pytest.mark.parametrize(
    ("text", "names"),
    [("is olive a good colour for me", ["olive"]), ("would sage suit me", ["sage"]), ("what about rust?", ["rust"]),
     ("boots, size 43, tan", ["tan"]), ("size 8, camel, under 100", ["camel"]), ("olive", ["olive"]),
     ("I prefer olive", ["olive"]), ("tan or navy?", ["tan", "navy"]), ("does tan suit me", ["tan"])],
)  # fmt: skip
def test_food_named_colours_asked_about_or_listed_are_colours(text: str, names: list[str]) -> None:
    assert [c.name for c in find_colours(text)] == names


@pytest.mark.parametrize(
    "text",
    ["olive oil for cooking", "a coffee date", "I like honey", "is honey good for skin", "wine tasting"],
)
def test_food_words_are_still_not_colours(text: str) -> None:
    assert find_colours(text) == []
