"""Occasions, materials, weather seasons, styles and fits: synonyms, and ambiguous words left alone."""

from __future__ import annotations

import pytest

from aesthetiq.style import (
    FITS,
    FORMALITY_OF_OCCASION,
    MATERIALS,
    OCCASIONS,
    PATTERNS,
    STYLES,
    WEATHER_SEASONS,
    canonical_fit,
    canonical_material,
    canonical_occasion,
    canonical_pattern,
    canonical_style,
    canonical_weather_season,
    find_fits,
    find_materials,
    find_occasions,
    find_patterns,
    find_styles,
    find_weather_seasons,
    formality_of,
)


def test_canonical_lists() -> None:
    for occasion in ("casual", "business", "formal", "black-tie", "wedding", "party", "interview", "date",
                     "sport", "outdoor", "beach", "travel", "lounge", "festival", "prom", "funeral"):  # fmt: skip
        assert occasion in OCCASIONS
    for material in ("cotton", "linen", "wool", "cashmere", "silk", "leather", "suede", "denim", "polyester",
                     "nylon", "fleece", "velvet", "corduroy", "knit", "tweed", "satin", "canvas", "gold", "silver"):  # fmt: skip
        assert material in MATERIALS
    assert WEATHER_SEASONS == ("spring", "summer", "autumn", "winter")
    for style in ("minimalist", "classic", "boho", "streetwear", "preppy", "romantic", "edgy", "sporty",
                  "elegant", "vintage"):  # fmt: skip
        assert style in STYLES
    for fit in ("slim", "regular", "relaxed", "oversized", "tailored", "cropped", "wide-leg"):
        assert fit in FITS


def test_every_occasion_has_a_formality() -> None:
    assert set(FORMALITY_OF_OCCASION) == set(OCCASIONS)
    assert set(FORMALITY_OF_OCCASION.values()) <= {
        "casual",
        "smart-casual",
        "business",
        "formal",
        "black-tie",
    }
    assert formality_of("job interview") == "business"
    assert formality_of("black tie") == "black-tie"
    assert formality_of("nonsense") is None


@pytest.mark.parametrize(
    ("phrase", "occasion"),
    [("job interview", "interview"), ("interview", "interview"), ("office", "business"), ("work", "business"),
     ("wedding guest", "wedding"), ("gym", "sport"), ("running", "sport"), ("training", "sport"),
     ("hiking", "outdoor"), ("cocktail", "party"), ("dinner party", "party"), ("night out", "party"),
     ("black tie", "black-tie"), ("black-tie", "black-tie"), ("date night", "date"), ("first date", "date"),
     ("beach", "beach"), ("vacation", "travel"), ("loungewear", "lounge"), ("festival", "festival"),
     ("prom", "prom"), ("funeral", "funeral"), ("formal", "formal"), ("casual", "casual"),
     ("business casual", "business"), ("smart casual", "casual"), ("work from home", "lounge")],
)  # fmt: skip
def test_occasion_synonyms(phrase: str, occasion: str) -> None:
    assert canonical_occasion(phrase) == occasion


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("I need a jacket for a job interview", ["interview"]),
        ("what should I wear to the office", ["business"]),
        ("an outfit for work", ["business"]),
        ("work outfits for autumn", ["business"]),
        ("a dress as a wedding guest", ["wedding"]),
        ("leggings for the gym", ["sport"]),
        ("boots for hiking in the rain", ["outdoor"]),
        ("something for a cocktail party", ["party"]),
        ("a look for a night out", ["party"]),
        ("what to wear on a first date", ["date"]),
        ("a date tonight, help!", ["date"]),
        ("a black tie gala next month", ["black-tie"]),
        ("shorts for running", ["sport"]),
    ],
)
def test_find_occasions_in_messages(text: str, expected: list[str]) -> None:
    found = find_occasions(text)
    assert [m.canonical for m in found] == expected
    for m in found:
        assert text[m.start : m.end] == m.phrase


@pytest.mark.parametrize(
    "text",
    ["does it work with jeans?", "will this work for me", "what's the delivery date", "is it up to date",
     "I keep running late", "how do these work together", "it runs small", "my sports coat"],
)  # fmt: skip
def test_ambiguous_occasion_words_are_left_alone(text: str) -> None:
    assert find_occasions(text) == []


@pytest.mark.parametrize(
    ("phrase", "material"),
    [("cotton", "cotton"), ("merino", "wool"), ("lambswool", "wool"), ("cashmere", "cashmere"), ("silk", "silk"),
     ("vegan leather", "faux leather"), ("faux leather", "faux leather"), ("leather", "leather"),
     ("suede", "suede"), ("chambray", "denim"), ("corduroy", "corduroy"), ("sterling silver", "silver"),
     ("gold", "gold"), ("linen", "linen"), ("velvet", "velvet"), ("tweed", "tweed"), ("satin", "satin")],
)  # fmt: skip
def test_material_synonyms(phrase: str, material: str) -> None:
    assert canonical_material(phrase) == material


def test_find_materials_in_a_message() -> None:
    text = "a merino wool jumper or a vegan-leather jacket, not polyester"
    assert [m.canonical for m in find_materials(text)] == ["wool", "faux leather", "polyester"]
    assert find_materials("lace-up boots") == []
    assert [m.canonical for m in find_materials("a lace dress")] == ["lace"]


@pytest.mark.parametrize(
    ("text", "expected"),
    [("fall outfits", ["autumn"]), ("what to wear this fall", ["autumn"]), ("in the fall", ["autumn"]),
     ("a light summer dress", ["summer"]), ("winter coats", ["winter"]), ("spring/summer looks", ["spring", "summer"]),
     ("autumn", ["autumn"]), ("a warm winter coat", ["winter"]), ("summery tops", ["summer"])],
)  # fmt: skip
def test_find_weather_seasons(text: str, expected: list[str]) -> None:
    assert [m.canonical for m in find_weather_seasons(text)] == expected


@pytest.mark.parametrize(
    "text",
    ["I don't want it to fall apart", "I fall in love with every coat", "I'm a warm autumn", "my season is deep winter",
     "as a light spring, what suits me?"],
)  # fmt: skip
def test_fall_the_verb_and_colour_seasons_are_not_weather(text: str) -> None:
    assert find_weather_seasons(text) == []


def test_canonical_weather_season() -> None:
    assert canonical_weather_season("fall") == "autumn"
    assert canonical_weather_season("Summertime") == "summer"


@pytest.mark.parametrize(
    ("phrase", "style"),
    [("minimal", "minimalist"), ("bohemian", "boho"), ("street style", "streetwear"), ("athleisure", "sporty"),
     ("timeless", "classic"), ("retro", "vintage"), ("grunge", "edgy"), ("chic", "elegant"), ("preppy", "preppy"),
     ("feminine", "romantic")],
)  # fmt: skip
def test_style_synonyms(phrase: str, style: str) -> None:
    assert canonical_style(phrase) == style


def test_find_styles_skips_non_style_senses() -> None:
    assert [m.canonical for m in find_styles("a minimalist, scandi look")] == ["minimalist", "minimalist"]
    assert find_styles("a smart watch") == []
    assert find_styles("meal prep ideas") == []


@pytest.mark.parametrize(
    ("phrase", "fit"),
    [("slim fit", "slim"), ("baggy", "relaxed"), ("boxy", "oversized"), ("oversized", "oversized"),
     ("wide-leg", "wide-leg"), ("wide leg", "wide-leg"), ("high-waisted", "high-rise"), ("cropped", "cropped"),
     ("tailored", "tailored"), ("regular fit", "regular"), ("straight leg", "straight")],
)  # fmt: skip
def test_fit_synonyms(phrase: str, fit: str) -> None:
    assert canonical_fit(phrase) == fit


def test_find_fits_in_a_message() -> None:
    text = "an oversized tee, baggy jeans and high-waisted wide-leg trousers"
    assert [m.canonical for m in find_fits(text)] == ["oversized", "relaxed", "high-rise", "wide-leg"]
    assert find_fits("does it run true to size?") == []


@pytest.mark.parametrize(
    ("text", "expected"),
    [("a plaid shirt", ["checked"]), ("a check shirt", ["checked"]), ("leopard print heels", ["animal print"]),
     ("a striped tee", ["striped"]), ("a plain white tee", ["solid"]), ("floral dresses", ["floral"]),
     ("camo pants", ["camouflage"]), ("pinstripe trousers", ["striped"]), ("polka dots", ["polka dot"])],
)  # fmt: skip
def test_find_patterns(text: str, expected: list[str]) -> None:
    assert [m.canonical for m in find_patterns(text)] == expected


@pytest.mark.parametrize(
    "text",
    ["can you check my wardrobe", "check out these", "solid advice", "print it out", "I spotted a coat"],
)
def test_pattern_words_in_other_senses(text: str) -> None:
    assert find_patterns(text) == []
    assert canonical_pattern("tartan") == "checked"
    assert "checked" in PATTERNS


@pytest.mark.parametrize(
    ("text", "season"),
    [("a coat for the cold", "winter"), ("linen for hot weather", "summer"), ("shorts for hot days", "summer"),
     ("something for when it is hot", "summer"), ("a rainy day jacket", "autumn")],
)  # fmt: skip
def test_weather_words_name_the_season(text: str, season: str) -> None:
    assert [m.canonical for m in find_weather_seasons(text)] == [season]


@pytest.mark.parametrize("text", ["a hot pink dress", "a hot date", "cold feet", "show me boots"])
def test_hot_and_cold_outside_the_weather_are_no_season(text: str) -> None:
    assert find_weather_seasons(text) == []


def test_dinner_is_a_party_unless_a_longer_phrase_says_otherwise() -> None:
    assert [m.canonical for m in find_occasions("a dress for dinner")] == ["party"]
    assert [m.canonical for m in find_occasions("a work dinner")] == ["business"]
    assert [m.canonical for m in find_occasions("dinner date outfit")] == ["date"]
