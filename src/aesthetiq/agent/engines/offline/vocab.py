"""The domain vocabulary of the offline engine: aesthetiq.style's lexicons, read in one pass.

`scan(text)` finds every domain span of a normalised (lower-case) message: garments, categories,
colours, occasions, materials, weather seasons, styles, fits and patterns. Spans never overlap
(longest first). The words, their typos and their ambiguous uses ("dress" the verb, "suits me",
"black tie") are aesthetiq.style's; this module only masks what the engine reads differently:
colour-season names ("warm autumn" is a palette, not the weather), "skin tone", "colour season" and
"earth tones" (talk about colour, not a colour filter).

Typos are corrected by aesthetiq.style's one corrector (parsing.correct_typos registers the agent's
cue words with it). `lexicon_words()` is every lexicon word, brand and common English word, which
the nearest-garment lookup (nearest.py) never treats as an unknown garment.

The agent's own cue words (shopping verbs, knowledge topics, compare cues, vague and common words)
live in knowledge/phrasebook.json.
"""

from __future__ import annotations

import json
import re
from collections.abc import Iterable, Mapping
from dataclasses import dataclass
from functools import lru_cache
from importlib import resources
from typing import Any

from aesthetiq.style import colour, lexicon, taxonomy
from aesthetiq.style.colour_names import COLOUR_ALIASES
from aesthetiq.style.garment_words import CATEGORY_WORDS, SUBCATEGORY_WORDS
from aesthetiq.style.lexicon_words import (
    DETAIL_WORDS,
    FIT_WORDS,
    MATERIAL_WORDS,
    OCCASION_WORDS,
    PATTERN_WORDS,
    STYLE_WORDS,
    WEATHER_SEASON_WORDS,
)
from aesthetiq.style.phrases import pluralise
from aesthetiq.style.typo_exceptions import NEVER_CORRECTED

# Only the twelve real colour seasons: "warm winter coat" is a coat for winter, "warm autumn" a palette.
_SEASON_NAMES = {
    "spring": ("light", "warm", "bright", "clear", "true"),
    "summer": ("light", "cool", "soft", "muted", "true"),
    "autumn": ("soft", "muted", "warm", "deep", "dark", "true"),
    "fall": ("soft", "muted", "warm", "deep", "dark", "true"),
    "winter": ("deep", "dark", "cool", "bright", "clear", "true"),
}
_SEASON_NAME_RE = "|".join(
    rf"(?:{'|'.join(adjectives)})[ -]{weather}s?" for weather, adjectives in _SEASON_NAMES.items()
)


@dataclass(frozen=True, slots=True)
class Span:
    start: int
    end: int
    phrase: str
    kind: str  # garment | category | colour | occasion | material | season | style | fit | pattern
    value: str  # canonical value (subCategory, category, colour name, occasion ...)
    extra: str | None = None  # garment: its category; colour: its family


@lru_cache(maxsize=1)
def phrasebook() -> dict[str, Any]:
    """The agent's cue words (knowledge/phrasebook.json)."""
    text = resources.files("aesthetiq.agent.knowledge").joinpath("phrasebook.json").read_text("utf-8")
    return json.loads(text)


_MASKS = re.compile(
    r"\b(?:" + _SEASON_NAME_RE + r")\b|\bskin[ -]tones?\b|\bcolou?r[ -]seasons?\b|\bearth[ -]tones?\b"
)
_VALID_SEASON = re.compile(r"\b(?:" + _SEASON_NAME_RE + r")\b")


def colour_season_mentions(text: str) -> list[str]:
    """Colour-season names mentioned ("warm autumn" -> WARM_AUTUMN); "true"/"clear"/"dark" map to the 12-season names."""
    aliases = {"clear": "bright", "dark": "deep", "muted": "soft"}
    true_of = {"spring": "warm", "autumn": "warm", "summer": "cool", "winter": "cool"}
    found = []
    for m in _VALID_SEASON.finditer(text):
        adjective, weather = re.split(r"[ -]", m.group(0))[:2]
        weather = "autumn" if weather.rstrip("s") == "fall" else weather.rstrip("s")
        adjective = true_of[weather] if adjective == "true" else aliases.get(adjective, adjective)
        found.append(f"{adjective.upper()}_{weather.upper()}")
    return found


def _masked(text: str) -> str:
    return _MASKS.sub(lambda m: " " * len(m.group(0)), text)


def _garment_spans(text: str) -> list[Span]:
    return [
        Span(g.start, g.end, g.phrase, "garment", g.subCategory, g.category)
        if g.subCategory
        else Span(g.start, g.end, g.phrase, "category", g.category)
        for g in taxonomy.find_garments(text)
    ]


def _lexicon_spans(text: str) -> list[Span]:
    spans = [Span(c.start, c.end, c.phrase, "colour", c.name, c.family) for c in colour.find_colours(text)]
    for kind, finder in (
        ("occasion", lexicon.find_occasions),
        ("material", lexicon.find_materials),
        ("season", lexicon.find_weather_seasons),
        ("style", lexicon.find_styles),
        ("fit", lexicon.find_fits),
        ("pattern", lexicon.find_patterns),
        ("detail", lexicon.find_details),
    ):
        spans += [Span(m.start, m.end, m.phrase, kind, m.canonical) for m in finder(text)]
    return spans


_KIND_RANK = {"garment": 0, "category": 1, "occasion": 2, "colour": 3, "material": 4, "pattern": 5,
              "style": 6, "fit": 7, "season": 8, "detail": 9}  # fmt: skip


def scan(text: str) -> list[Span]:
    """All domain spans of a lower-case message, non-overlapping, in reading order."""
    masked = _masked(text)
    candidates = _garment_spans(masked) + _lexicon_spans(masked)
    # Longest phrase wins; on equal length the more specific kind (garment before colour ...).
    candidates.sort(key=lambda s: (-(s.end - s.start), _KIND_RANK.get(s.kind, 9), s.start))
    taken: list[Span] = []
    for span in candidates:
        if all(span.end <= t.start or span.start >= t.end for t in taken):
            taken.append(span)
    # A garment phrase can hold an occasion, material or season ("running shorts", "winter coat"): keep those too.
    for span in candidates:
        if (
            span.kind in {"occasion", "material", "style", "fit", "season"}
            and span not in taken
            and text[span.start - 1 : span.start] != "-"
            and any(t.kind == "garment" and t.start <= span.start and span.end <= t.end for t in taken)
            and all(span.end <= t.start or span.start >= t.end for t in taken if t.kind != "garment")
        ):
            taken.append(span)
    taken += _colour_before_garment(text, taken)
    # A material and a colour can share a word ("gold"): keep both readings of that word.
    for span in candidates:
        if (
            span.kind in {"material", "colour"}
            and span not in taken
            and any(
                t.start == span.start and t.end == span.end and t.kind in {"material", "colour"}
                for t in taken
            )
        ):
            taken.append(span)
    return sorted(taken, key=lambda s: (s.start, _KIND_RANK.get(s.kind, 9)))


_WORD = re.compile(r"[a-z]{3,}")


def _colour_before_garment(text: str, taken: list[Span]) -> list[Span]:
    """Colour words the lexicon reads as part of a garment phrase ("camel coat") or leaves unread
    next to an unknown modifier ("rust midi skirt", "olive cargo trousers"): the word just before
    a garment, or the first word of a garment phrase, is a colour when it is one on its own."""
    found: list[Span] = []
    for garment in (t for t in taken if t.kind in {"garment", "category"}):
        words = list(_WORD.finditer(text, 0, garment.start))[-2:] + list(
            _WORD.finditer(text, garment.start, garment.end)
        )[:1]
        for m in words:
            covered = any(t.start <= m.start() < t.end and t.kind != "garment" for t in [*taken, *found])
            if covered or m.end() == garment.end:
                continue
            named = colour.find_colours(m.group(0))
            if named and named[0].phrase == m.group(0) and not lexicon.find_materials(m.group(0)):
                found.append(Span(m.start(), m.end(), m.group(0), "colour", named[0].name, named[0].family))
    return found


def _single_words(tables: Iterable[Mapping[str, Iterable[str]]], *, whole_phrases: bool = False) -> set[str]:
    """The words of the tables' phrases (only one-word phrases with ``whole_phrases``)."""
    return {
        word
        for table in tables
        for phrases in table.values()
        for phrase in phrases
        for word in ([phrase] if whole_phrases else re.split(r"[ -]", phrase))
        if word.isalpha()
    }


@lru_cache(maxsize=1)
def lexicon_words() -> frozenset[str]:
    """Every single word of every lexicon, and the words aesthetiq.style never corrects (common
    English words, brands): such a word is never "corrected" into another one."""
    colours = {"colour": (*colour.COLOUR_NAMES, *COLOUR_ALIASES)}
    tables = (SUBCATEGORY_WORDS, CATEGORY_WORDS, OCCASION_WORDS, MATERIAL_WORDS, STYLE_WORDS, FIT_WORDS,
              WEATHER_SEASON_WORDS, PATTERN_WORDS, DETAIL_WORDS, colours)  # fmt: skip
    words = _single_words(tables) | {n for n in colour.COLOUR_NAMES if n.isalpha()}
    words |= {form for sub in taxonomy.SUBCATEGORY_TO_CATEGORY for form in (sub.lower(), pluralise(sub.lower()))}
    words |= set(lexicon.STYLES)
    words |= {w + "s" for w in list(words)}
    return frozenset(words | NEVER_CORRECTED)


def foreign_words(text: str) -> int:
    """How many words of the message are common French, Spanish, German, Italian or Portuguese words."""
    foreign = set(phrasebook().get("non_english_words", []))
    return sum(1 for word in re.findall(r"[a-zà-ÿ]+", text.lower()) if word in foreign)
