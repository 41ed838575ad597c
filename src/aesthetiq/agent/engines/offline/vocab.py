"""The domain vocabulary of the offline engine: aesthetiq.style's lexicons plus the agent's phrasebook.

`scan(text)` finds every domain span of a normalised (lower-case) message in one pass: garments,
categories, colours, occasions, materials, weather seasons, styles, fits and patterns. Spans never
overlap (longest first), and phrases that only look like domain words are masked first: colour-season
names ("warm autumn" is not a weather season), "black tie" (not the colour black), "dress code" and
the verb "to dress" (not the garment), "suits me" (not a suit).
"""

from __future__ import annotations

import json
import re
from dataclasses import dataclass
from functools import lru_cache
from importlib import resources
from typing import Any

from aesthetiq.style import colour, lexicon, taxonomy
from aesthetiq.style.colour_names import COLOUR_ALIASES
from aesthetiq.style.garment_words import CATEGORY_WORDS, SUBCATEGORY_WORDS
from aesthetiq.style.lexicon_words import (
    FIT_WORDS,
    MATERIAL_WORDS,
    OCCASION_WORDS,
    STYLE_WORDS,
    WEATHER_SEASON_WORDS,
)

SEASON_ADJECTIVES = ("light", "warm", "bright", "cool", "soft", "deep", "true", "clear", "dark", "muted")
WEATHER = ("spring", "summer", "autumn", "winter", "fall")
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
    text = resources.files("aesthetiq.agent.knowledge").joinpath("phrasebook.json").read_text("utf-8")
    return json.loads(text)


def _alternation(words: list[str]) -> re.Pattern[str]:
    ordered = sorted(set(words), key=len, reverse=True)
    return re.compile(r"(?<![\w-])(" + "|".join(re.escape(w) for w in ordered) + r")(?![\w-])")


@lru_cache(maxsize=1)
def _extra_patterns() -> dict[str, tuple[re.Pattern[str], dict[str, str]]]:
    book = phrasebook()
    garments: dict[str, str] = {}
    for word, sub in book["extra_garments"].items():
        garments[word] = sub
        garments.setdefault(word + "s", sub)
        if word.endswith(("sh", "ch", "x")):
            garments.setdefault(word + "es", sub)
    patterns = {p: p for p in book["patterns"]}
    return {
        "garment": (_alternation(list(garments)), garments),
        "category": (_alternation(list(book["extra_categories"])), book["extra_categories"]),
        "occasion": (_alternation(list(book["extra_occasions"])), book["extra_occasions"]),
        "season": (_alternation(list(book["weather_phrases"])), book["weather_phrases"]),
        "pattern": (_alternation(list(patterns)), patterns),
    }


_SEASON_MASK = re.compile(r"\b(?:" + _SEASON_NAME_RE + r")\b|\bskin[ -]tones?\b|\bcolou?r[ -]seasons?\b")
_MASKS = re.compile(
    r"\b(?:" + _SEASON_NAME_RE + r")\b"
    r"|\b(?:black|white)[ -]tie\b"
    r"|\bdress(?:es|ing)?[ -]codes?\b"
    r"|\b(?:to|i|you|we|should|how|do|shall|can|they|he|she|not)\s+dress(?:ed)?\b"
    r"|\bdress(?:ed|ing)?\s+(?:up|down)\b|\bdressing\b|\bdressed\b"
    r"|\bsuits?\s+(?:me|you|him|her|them|my|your|a\b)"
    r"|\b(?:up|to)\s+date\b"
    r"|\bskin[ -]tones?\b|\bcolou?r[ -]seasons?\b|\bearth[ -]tones?\b|\bcolor seasons?\b"
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


def _masked(text: str, pattern: re.Pattern[str] = _MASKS) -> str:
    return pattern.sub(lambda m: " " * len(m.group(0)), text)


def _garment_spans(text: str) -> list[Span]:
    spans = []
    for g in taxonomy.find_garments(text):
        if g.subCategory:
            spans.append(Span(g.start, g.end, g.phrase, "garment", g.subCategory, g.category))
        else:
            spans.append(Span(g.start, g.end, g.phrase, "category", g.category))
    pattern, table = _extra_patterns()["garment"]
    for m in pattern.finditer(text):
        sub = table[m.group(1)]
        spans.append(
            Span(m.start(), m.end(), m.group(1), "garment", sub, taxonomy.SUBCATEGORY_TO_CATEGORY[sub])
        )
    # The taxonomy reads "dress for ..." as the verb; verb uses are masked already, so what is left is the garment.
    for m in re.finditer(r"\bdress(?:es)?\b", text):
        if not any(s.start <= m.start() < s.end for s in spans):
            spans.append(
                Span(
                    m.start(),
                    m.end(),
                    m.group(0),
                    "garment",
                    "Dress",
                    taxonomy.SUBCATEGORY_TO_CATEGORY["Dress"],
                )
            )
    pattern, table = _extra_patterns()["category"]
    spans += [
        Span(m.start(), m.end(), m.group(1), "category", table[m.group(1)]) for m in pattern.finditer(text)
    ]
    return spans


def _lexicon_spans(text: str, occasion_text: str) -> list[Span]:
    """`occasion_text` keeps "black tie" (an occasion) that `text` masks (it is not the colour black)."""
    spans = [Span(c.start, c.end, c.phrase, "colour", c.name, c.family) for c in colour.find_colours(text)]
    for kind, finder, source in (
        ("occasion", lexicon.find_occasions, occasion_text),
        ("material", lexicon.find_materials, text),
        ("season", lexicon.find_weather_seasons, occasion_text),
        ("style", lexicon.find_styles, text),
        ("fit", lexicon.find_fits, text),
    ):
        spans += [Span(m.start, m.end, m.phrase, kind, m.canonical) for m in finder(source)]
    for kind, source in (("occasion", occasion_text), ("season", occasion_text), ("pattern", text)):
        pattern, table = _extra_patterns()[kind]
        spans += [
            Span(m.start(), m.end(), m.group(1), kind, table[m.group(1)]) for m in pattern.finditer(source)
        ]
    return spans


def _keep(span: Span, text: str) -> bool:
    """Drop readings the context rules out (the lexicon guards "work", "date", "fall" itself), and
    "typo corrections" of ordinary words: the lexicons forgive typos, so "show" could be read as "snow"."""
    phrase = span.phrase.lower()
    if phrase in _common_words() and phrase not in lexicon_words():
        return False
    return not (span.kind == "occasion" and phrase in {"run"})


@lru_cache(maxsize=1)
def _common_words() -> frozenset[str]:
    return frozenset(phrasebook()["common_words"])


_KIND_RANK = {"garment": 0, "category": 1, "occasion": 2, "colour": 3, "material": 4, "pattern": 5,
              "style": 6, "fit": 7, "season": 8}  # fmt: skip


def scan(text: str) -> list[Span]:
    """All domain spans of a lower-case message, non-overlapping, in reading order."""
    masked = _masked(text)
    occasion_text = _masked(text, _SEASON_MASK)
    spans = _garment_spans(masked) + _lexicon_spans(masked, occasion_text)
    candidates = [s for s in spans if _keep(s, masked)]
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


@lru_cache(maxsize=1)
def domain_words() -> frozenset[str]:
    """Single words the engine knows (targets for typo correction)."""
    words: set[str] = set()
    for subs in taxonomy.CATEGORIES.values():
        for sub in subs:
            words.add(sub.lower())
            words.add(sub.lower() + ("" if sub.lower().endswith("s") else "s"))
    words |= {w for w in phrasebook()["extra_garments"] if " " not in w}
    words |= {"pants", "chinos", "trainers", "jumper", "cardigan", "necklace", "bracelet", "earrings",
              "tops", "shoes", "accessories", "handbag", "jewellery", "sweatshirt", "tshirt"}  # fmt: skip
    words |= {n for n in colour.COLOUR_NAMES if " " not in n and "-" not in n}
    words |= {w for w in phrasebook()["extra_occasions"] if " " not in w}
    words |= {w for phrases in OCCASION_WORDS.values() for p in phrases for w in p.split() if w.isalpha()}
    words |= {w for phrases in MATERIAL_WORDS.values() for p in phrases for w in p.split() if w.isalpha()}
    words |= {"wedding", "interview", "party", "formal", "casual", "business", "office", "hiking", "beach",
              "festival", "funeral", "leather", "cotton", "linen", "wool", "cashmere", "silk", "suede",
              "denim", "velvet", "recommend", "suggest", "compare", "wardrobe", "closet", "minimalist",
              "trends", "season", "palette", "undertone", "summer", "winter", "autumn", "spring", "looking"}  # fmt: skip
    return frozenset(w for w in words if len(w) >= 4)


@lru_cache(maxsize=1)
def lexicon_words() -> frozenset[str]:
    """Every single word of every lexicon: such a word is never "corrected" into another one."""
    words: set[str] = set(domain_words())
    tables = (
        SUBCATEGORY_WORDS,
        CATEGORY_WORDS,
        OCCASION_WORDS,
        MATERIAL_WORDS,
        STYLE_WORDS,
        FIT_WORDS,
        WEATHER_SEASON_WORDS,
    )
    for table in tables:
        for phrases in table.values():
            for phrase in phrases:
                words.update(w for w in re.split(r"[ -]", phrase) if w.isalpha())
    for name in [*colour.COLOUR_NAMES, *COLOUR_ALIASES, *phrasebook()["patterns"]]:
        words.update(w for w in re.split(r"[ -]", name) if w.isalpha())
    words |= {w + "s" for w in list(words)}
    return frozenset(words)
