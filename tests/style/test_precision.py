"""Everyday sentences with no fashion meaning must not read as garments, colours or occasions."""

from __future__ import annotations

import pytest

from aesthetiq.style import (
    find_colour_season,
    find_colours,
    find_fits,
    find_garments,
    find_materials,
    find_occasions,
    find_patterns,
    find_styles,
    find_weather_seasons,
)

FINDERS = (
    find_garments,
    find_colours,
    find_occasions,
    find_materials,
    find_weather_seasons,
    find_styles,
    find_fits,
    find_patterns,
)

NOT_FASHION = [
    "Does that work for you?",
    "How does this work?",
    "It doesn't work on my phone",
    "What's the date today?",
    "When is the delivery date?",
    "Can you keep me up to date?",
    "I don't want my plans to fall apart",
    "Prices fall in January, right?",
    "Let's watch it together",
    "Watch out, it's raining",
    "It's on top of the list",
    "Give me your top 3 picks",
    "Could you dress it up in nicer words?",
    "I had an olive oil and coffee breakfast",
    "We went to a wine tasting",
    "Thanks, that's all for now",
    "Hello! Who are you?",
    "What can you do?",
    "I keep running late to things",
    "It runs small, does it?",
    "Please ring me later",
    "Which one suits me better?",
]


@pytest.mark.parametrize("text", NOT_FASHION)
def test_no_domain_words_in_everyday_sentences(text: str) -> None:
    for finder in FINDERS:
        assert finder(text) == [], (finder.__name__, finder(text))
    assert find_colour_season(text) is None


def test_a_rich_message_is_read_completely() -> None:
    text = (
        "I'm a soft autumn looking for a relaxed-fit camel wool coat and chelsea boots "
        "for the office this fall, something minimalist"
    )
    assert [(g.subCategory) for g in find_garments(text)] == ["Coat", "Boots"]
    assert [c.name for c in find_colours(text)] == ["camel"]
    assert [m.canonical for m in find_materials(text)] == ["wool"]
    assert [m.canonical for m in find_occasions(text)] == ["business"]
    assert [m.canonical for m in find_weather_seasons(text)] == ["autumn"]
    assert [m.canonical for m in find_styles(text)] == ["minimalist"]
    assert [m.canonical for m in find_fits(text)] == ["relaxed"]
    assert find_colour_season(text) == "SOFT_AUTUMN"


def _read(text: str) -> dict[str, list]:
    found = {
        "garments": [g.subCategory or g.category for g in find_garments(text)],
        "colours": [c.name for c in find_colours(text)],
        "occasions": [m.canonical for m in find_occasions(text)],
        "materials": [m.canonical for m in find_materials(text)],
        "weather": [m.canonical for m in find_weather_seasons(text)],
        "styles": [m.canonical for m in find_styles(text)],
        "fits": [m.canonical for m in find_fits(text)],
        "patterns": [m.canonical for m in find_patterns(text)],
    }
    return {k: v for k, v in found.items() if v}


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("I want something in emerald or sapphire for a gala",
         {"colours": ["emerald", "sapphire"], "occasions": ["formal"]}),
        ("Can you find me a cropped leather biker jacket, not black",
         {"garments": ["Jacket"], "colours": ["black"], "materials": ["leather"], "styles": ["edgy"],
          "fits": ["cropped"]}),
        ("Looking for wide leg linen trousers for summer travel",
         {"garments": ["Trousers"], "occasions": ["travel"], "materials": ["linen"], "weather": ["summer"],
          "fits": ["wide-leg"]}),
        ("a preppy navy cable knit for fall",
         {"garments": ["Sweater"], "colours": ["navy"], "materials": ["knit"], "weather": ["autumn"],
          "styles": ["preppy"]}),
        ("I need a suit for my interview next week", {"garments": ["Blazer"], "occasions": ["interview"]}),
        ("Find me a tan suede belt", {"garments": ["Belt"], "colours": ["tan"], "materials": ["suede"]}),
        ("red or burgundy heels for a christmas party",
         {"garments": ["Heels"], "colours": ["red", "burgundy"], "occasions": ["party"]}),
        ("a striped linen shirt", {"garments": ["Shirt"], "materials": ["linen"], "patterns": ["striped"]}),
        ("do you have this in a size 8?", {}),
    ],
)  # fmt: skip
def test_realistic_messages_are_read_completely(text: str, expected: dict[str, list]) -> None:
    assert _read(text) == expected
