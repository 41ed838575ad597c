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
