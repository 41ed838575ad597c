"""The domain words other than garments and colours: occasions, materials, weather seasons, styles, fits.

Each vocabulary has its canonical list (``OCCASIONS`` ...), a ``find_*`` that reads free text,
and a ``canonical_*`` for one word. Precision matters more than recall here: a wrong
"occasion: business" from "does it work with jeans?" misleads the search more than a missed
one, so ambiguous words ("work", "fall", "date", "wake", "ball") are kept only in a context
that makes their fashion sense clear.
"""

from __future__ import annotations

from dataclasses import dataclass

from aesthetiq.style.lexicon_words import (
    FIT_WORDS,
    FORMALITY_OF_OCCASION,
    MATERIAL_WORDS,
    OCCASION_WORDS,
    STYLE_WORDS,
    WEATHER_SEASON_WORDS,
)
from aesthetiq.style.phrases import Guard, PhraseMatcher, word_guard
from aesthetiq.style.taxonomy import is_garment_word

__all__ = [
    "FITS", "FORMALITY_OF_OCCASION", "MATERIALS", "OCCASIONS", "STYLES", "WEATHER_SEASONS", "Match",
    "canonical_fit", "canonical_material", "canonical_occasion", "canonical_style", "canonical_weather_season",
    "find_fits", "find_materials", "find_occasions", "find_styles", "find_weather_seasons", "formality_of",
]  # fmt: skip


@dataclass(frozen=True, slots=True)
class Match:
    """A domain-word mention: ``text[start:end] == phrase``, meaning ``canonical``."""

    start: int
    end: int
    phrase: str
    canonical: str


OCCASIONS: tuple[str, ...] = tuple(OCCASION_WORDS)
MATERIALS: tuple[str, ...] = tuple(MATERIAL_WORDS)
WEATHER_SEASONS: tuple[str, ...] = tuple(WEATHER_SEASON_WORDS)
STYLES: tuple[str, ...] = tuple(STYLE_WORDS)
FITS: tuple[str, ...] = tuple(FIT_WORDS)

_CLOTHING_NOUNS = frozenset({
    "outfit", "outfits", "look", "looks", "clothes", "clothing", "wear", "wardrobe", "attire", "style",
    "styles", "fashion", "collection", "essentials", "staples", "capsule", "layers", "layering", "pieces",
    "vibes", "trends", "edit", "shopping",
})  # fmt: skip


def _clothing_next(next_word: str | None) -> bool:
    return next_word is not None and (next_word in _CLOTHING_NOUNS or is_garment_word(next_word))


def _work_guard(prev_word: str | None, next_word: str | None) -> bool:
    """"for work", "to work", "work outfit" are the occasion; "does it work", "work with jeans" are not."""
    if next_word in {"with", "together", "out", "well", "for", "on", "as", "best", "better", "in"}:
        return False
    if prev_word in {"for", "at", "to", "from", "after", "before", "my", "office", "daily", "everyday", "back", "of"}:
        return True
    return _clothing_next(next_word) or next_word in {
        "event", "events", "meeting", "meetings", "dinner", "trip", "function", "day", "days", "week",
        "appropriate", "friendly", "ready", "bag", "shoes", "party", "drinks",
    }  # fmt: skip


def _date_guard(prev_word: str | None, next_word: str | None) -> bool:
    """"a date", "first date", "date night" are the occasion; "delivery date", "to date", "date of" are not."""
    if prev_word in {"delivery", "release", "due", "up", "to", "expiry", "expiration", "what", "which",
                     "shipping", "arrival", "end", "start", "birth", "sale", "return", "launch"}:
        return False
    if next_word in {"of", "range", "format", "stamp", "palm"}:
        return False
    return prev_word in {"a", "first", "second", "third", "dinner", "lunch", "coffee", "hot", "romantic",
                         "casual", "for", "my", "our", "blind", "movie", "brunch", "big", "cute", "fancy"} or (
        _clothing_next(next_word) or next_word in {"night", "tonight", "tomorrow", "ready", "idea", "ideas"}
    )


# Colour-season names ("a warm autumn", "light spring") are not weather seasons unless clothes follow.
_COLOUR_SEASON_QUALIFIERS = frozenset({"warm", "cool", "light", "bright", "soft", "deep", "true", "clear", "dark", "muted"})


def _weather_guard(prev_word: str | None, next_word: str | None) -> bool:
    return prev_word not in _COLOUR_SEASON_QUALIFIERS or _clothing_next(next_word) or next_word in {
        "weather", "day", "days", "evening", "evenings", "night", "nights", "wedding", "holiday", "trip", "break"}


def _fall_guard(prev_word: str | None, next_word: str | None) -> bool:
    """"this fall", "fall outfits", "in the fall" are autumn; "fall apart", "I fall", "fall in love" are not."""
    if not _weather_guard(prev_word, next_word):
        return False
    if prev_word in {"this", "last", "next", "the", "for", "in", "early", "late", "during", "upcoming", "cool",
                     "crisp", "cozy", "cosy", "and", "or", "mid", "winter", "summer", "spring", "autumn"}:
        return next_word not in {"in", "apart", "over", "off", "down", "for", "behind", "into", "asleep"}
    return _clothing_next(next_word) or next_word in {
        "#num", "2025", "2026", "2027", "season", "weather", "colours", "colors", "palette", "wedding",
        "winter", "and", "or", "boots", "sweater", "sweaters", "jacket", "jackets", "coat", "coats",
    }  # fmt: skip


_DETERMINERS = ("a", "the", "an", "his", "her", "their", "for", "to", "this", "charity", "masquerade",
                "annual", "winter", "summer", "christmas", "debutante", "military", "hunt", "may")

_OCCASION_GUARDS: dict[str, Guard] = {
    "work": _work_guard,
    "date": _date_guard,
    "work out": word_guard(drop_prev=("it", "this", "that", "things", "will", "would", "might", "should")),
    "running": word_guard(drop_next=("late", "out", "low", "around", "short", "small", "large", "big", "true",
                                     "wide", "narrow", "away", "through", "on", "a", "an", "the", "my")),
    "training": word_guard(drop_next=("course", "courses", "program", "programme", "data", "manual")),
    "club": word_guard(drop_prev=("book", "golf", "fan", "country", "supper", "rewards", "loyalty")),
    "sport": word_guard(drop_next=("coat", "jacket", "coats", "jackets")),
    "sports": word_guard(drop_next=("coat", "jacket", "coats", "jackets")),
    "ball": word_guard(default=False, keep_prev=_DETERMINERS, drop_next=("game", "games", "cap", "pit", "point")),
    "wake": word_guard(default=False, keep_prev=("a", "the", "his", "her", "their", "for"), drop_next=("up",)),
    "drinks": word_guard(drop_prev=("energy", "soft", "sports")),
    "reception": word_guard(drop_prev=("hotel", "phone", "mobile", "bad", "poor", "good", "no")),
    "trail": word_guard(drop_prev=("paper", "audit")),
    "birthday": word_guard(drop_next=("present", "gift", "gifts", "card")),
    "pool": word_guard(drop_prev=("car", "candidate", "talent")),
    "professional": word_guard(drop_prev=("a", "ask", "consult", "the")),
}  # fmt: skip

_MATERIAL_GUARDS: dict[str, Guard] = {
    "cord": word_guard(default=False, keep_prev=("in", "needle"), keep_next=("trousers", "jacket", "jackets",
                                                                          "pants", "skirt", "shirt", "overshirt")),
    "stretch": word_guard(drop_next=("out", "my", "your", "it", "them")),
    "teddy": word_guard(drop_next=("bear", "bears")),
    "jersey": word_guard(drop_prev=("new", "football", "soccer", "hockey", "basketball")),
    "lace": word_guard(drop_next=("up", "ups")),
    "fur": word_guard(drop_prev=("no", "dog", "cat", "pet")),
    "crochet": word_guard(drop_next=("hook", "hooks")),
}  # fmt: skip

_STYLE_GUARDS: dict[str, Guard] = {
    "smart": word_guard(drop_next=("watch", "watches", "phone", "tv", "home", "casual", "idea", "move", "choice")),
    "rock": word_guard(drop_next=("climbing", "bottom", "solid", "band", "concert", "music")),
    "prep": word_guard(drop_prev=("meal", "test", "exam")),
    "statement": word_guard(drop_prev=("bank", "a", "this", "that", "privacy", "press", "mission")),
    "classic": word_guard(drop_next=("fit", "cut")),
    "relaxed style": word_guard(),
    "skate": word_guard(drop_next=("park",)),
}  # fmt: skip

_FIT_GUARDS: dict[str, Guard] = {
    "crop": word_guard(drop_next=("circle", "circles", "yield", "rotation", "photo", "image", "it")),
    "flare": word_guard(drop_next=("up", "ups")),
    "relaxed": word_guard(drop_next=("style", "vibe", "vibes", "weekend", "evening", "dinner", "day"),
                          drop_prev=("feel", "feeling", "i'm", "am", "more")),
}  # fmt: skip


def _matcher(words: dict[str, tuple[str, ...]], guards: dict[str, Guard], stop: tuple[str, ...] = ()) -> PhraseMatcher:
    entries: dict[str, str | None] = {phrase: canonical for canonical, phrases in words.items() for phrase in phrases}
    entries.update({canonical: canonical for canonical in words})
    entries.update(dict.fromkeys(stop))
    return PhraseMatcher(entries, guards)


_WEATHER_GUARDS: dict[str, Guard] = {w: _weather_guard for ws in WEATHER_SEASON_WORDS.values() for w in ws}
_WEATHER_GUARDS["fall"] = _fall_guard

_MATCHERS: dict[str, PhraseMatcher] = {
    "occasion": _matcher(OCCASION_WORDS, _OCCASION_GUARDS,
                         stop=("work with", "works with", "run errands", "up to date")),
    "material": _matcher(MATERIAL_WORDS, _MATERIAL_GUARDS, stop=("lace up", "lace ups", "down to", "cord cutting")),
    "weather": _matcher(WEATHER_SEASON_WORDS, _WEATHER_GUARDS,
                        stop=("fall in love", "fall apart", "fall off", "fall for", "snow white", "spring clean",
                              "spring cleaning")),
    "style": _matcher(STYLE_WORDS, _STYLE_GUARDS),
    "fit": _matcher(FIT_WORDS, _FIT_GUARDS, stop=("true to size",)),
}  # fmt: skip


def _find(kind: str, text: str) -> list[Match]:
    return [Match(h.start, h.end, h.phrase, h.value) for h in _MATCHERS[kind].find(text)]


def _canonical(kind: str, text: str) -> str | None:
    exact = _MATCHERS[kind].lookup(text)
    if exact is not None:
        return exact
    found = {m.canonical for m in _find(kind, text)}
    return found.pop() if len(found) == 1 else None


def find_occasions(text: str) -> list[Match]:
    """Occasion mentions: "job interview" -> interview, "office" -> business, "night out" -> party."""
    return _find("occasion", text)


def find_materials(text: str) -> list[Match]:
    """Material mentions: "merino" -> wool, "vegan leather" -> faux leather, "sterling silver" -> silver."""
    return _find("material", text)


def find_weather_seasons(text: str) -> list[Match]:
    """Weather-season mentions: "fall" (the season only) -> autumn; colour seasons ("a warm autumn") are skipped."""
    return _find("weather", text)


def find_styles(text: str) -> list[Match]:
    """Style mentions: "minimal" -> minimalist, "bohemian" -> boho, "athleisure" -> sporty."""
    return _find("style", text)


def find_fits(text: str) -> list[Match]:
    """Fit mentions: "baggy" -> relaxed, "boxy" -> oversized, "wide-leg" -> wide-leg, "high waisted" -> high-rise."""
    return _find("fit", text)


def canonical_occasion(text: str) -> str | None:
    return _canonical("occasion", text)


def canonical_material(text: str) -> str | None:
    return _canonical("material", text)


def canonical_weather_season(text: str) -> str | None:
    return _canonical("weather", text)


def canonical_style(text: str) -> str | None:
    return _canonical("style", text)


def canonical_fit(text: str) -> str | None:
    return _canonical("fit", text)


def formality_of(occasion: str) -> str | None:
    """The formality level of an occasion in any wording ("job interview" -> business)."""
    canonical = canonical_occasion(occasion)
    return FORMALITY_OF_OCCASION.get(canonical) if canonical else None
