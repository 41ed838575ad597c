"""When an ambiguous word of the lexicon means its fashion sense: guards for lexicon.py.

Each guard sees the word before and after a match (phrases.Guard) and keeps the match only in
a context that makes the fashion sense clear: "for work" is an occasion, "does it work" is not.
"""

from __future__ import annotations

from aesthetiq.style.colour import canonical_colour
from aesthetiq.style.lexicon_words import WEATHER_SEASON_WORDS
from aesthetiq.style.phrases import Guard, word_guard
from aesthetiq.style.taxonomy import is_garment_word

_CLOTHING_NOUNS = frozenset({
    "outfit", "outfits", "look", "looks", "clothes", "clothing", "wear", "wardrobe", "attire", "style",
    "styles", "fashion", "collection", "essentials", "staples", "capsule", "layers", "layering", "pieces",
    "vibes", "trends", "edit", "shopping",
})  # fmt: skip


def _clothing_next(next_word: str | None) -> bool:
    return next_word is not None and (next_word in _CLOTHING_NOUNS or is_garment_word(next_word))


_WORK_NOT = frozenset({"with", "together", "out", "well", "for", "on", "as", "best", "better", "in"})
_WORK_AFTER = frozenset({
    "for", "at", "to", "from", "after", "before", "my", "office", "daily", "everyday", "back", "of",
})  # fmt: skip
_WORK_BEFORE = frozenset({
    "event", "events", "meeting", "meetings", "dinner", "trip", "function", "day", "days", "week",
    "appropriate", "friendly", "ready", "bag", "shoes", "party", "drinks",
})  # fmt: skip


def _work_guard(prev_word: str | None, next_word: str | None) -> bool:
    """ "for work", "to work", "work outfit" are the occasion; "does it work", "work with jeans" are not."""
    if next_word in _WORK_NOT:
        return False
    return prev_word in _WORK_AFTER or _clothing_next(next_word) or next_word in _WORK_BEFORE


_DATE_NOT_AFTER = frozenset({
    "delivery", "release", "due", "up", "to", "expiry", "expiration", "what", "which", "shipping", "arrival",
    "end", "start", "birth", "sale", "return", "launch",
})  # fmt: skip
_DATE_AFTER = frozenset({
    "a", "first", "second", "third", "dinner", "lunch", "coffee", "hot", "romantic", "casual", "for", "my",
    "our", "blind", "movie", "brunch", "big", "cute", "fancy",
})  # fmt: skip


def _date_guard(prev_word: str | None, next_word: str | None) -> bool:
    """ "a date", "first date", "date night" are the occasion; "delivery date", "to date", "date of" are not."""
    if prev_word in _DATE_NOT_AFTER or next_word in {"of", "range", "format", "stamp", "palm"}:
        return False
    return (
        prev_word in _DATE_AFTER
        or _clothing_next(next_word)
        or next_word in {"night", "tonight", "tomorrow", "ready", "idea", "ideas"}
    )


# Colour-season names ("a warm autumn", "light spring") are not weather seasons unless clothes follow.
_COLOUR_SEASON_QUALIFIERS = frozenset({
    "warm", "cool", "light", "bright", "soft", "deep", "true", "clear", "dark", "muted",
})  # fmt: skip
_WEATHER_NOUNS = frozenset({
    "weather", "day", "days", "evening", "evenings", "night", "nights", "wedding", "holiday", "trip", "break",
})  # fmt: skip


def _weather_guard(prev_word: str | None, next_word: str | None) -> bool:
    return (
        prev_word not in _COLOUR_SEASON_QUALIFIERS or _clothing_next(next_word) or next_word in _WEATHER_NOUNS
    )


_FALL_AFTER = frozenset({
    "this", "last", "next", "the", "for", "in", "early", "late", "during", "upcoming", "cool", "crisp", "cozy",
    "cosy", "and", "or", "mid", "winter", "summer", "spring", "autumn",
})  # fmt: skip
_FALL_VERB_BEFORE = frozenset({"in", "apart", "over", "off", "down", "for", "behind", "into", "asleep"})
_FALL_BEFORE = frozenset({
    "#num", "season", "weather", "colours", "colors", "palette", "wedding", "winter", "and", "or", "boots",
    "sweater", "sweaters", "jacket", "jackets", "coat", "coats",
})  # fmt: skip


def _fall_guard(prev_word: str | None, next_word: str | None) -> bool:
    """ "this fall", "fall outfits", "in the fall" are autumn; "fall apart", "I fall", "fall in love" are not."""
    if not _weather_guard(prev_word, next_word):
        return False
    if prev_word in _FALL_AFTER:
        return next_word not in _FALL_VERB_BEFORE
    return _clothing_next(next_word) or next_word in _FALL_BEFORE


_DETERMINERS = (
    "a", "the", "an", "his", "her", "their", "for", "to", "this", "charity", "masquerade", "annual", "winter",
    "summer", "christmas", "debutante", "military", "hunt", "may",
)  # fmt: skip

OCCASION_GUARDS: dict[str, Guard] = {
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

MATERIAL_GUARDS: dict[str, Guard] = {
    "cord": word_guard(default=False, keep_prev=("in", "needle"), keep_next=("trousers", "jacket", "jackets",
                                                                          "pants", "skirt", "shirt", "overshirt")),
    "stretch": word_guard(drop_next=("out", "my", "your", "it", "them")),
    "teddy": word_guard(drop_next=("bear", "bears")),
    "jersey": word_guard(drop_prev=("new", "football", "soccer", "hockey", "basketball")),
    "lace": word_guard(drop_next=("up", "ups")),
    "fur": word_guard(drop_prev=("no", "dog", "cat", "pet")),
    "crochet": word_guard(drop_next=("hook", "hooks")),
}  # fmt: skip

STYLE_GUARDS: dict[str, Guard] = {
    "smart": word_guard(drop_next=("watch", "watches", "phone", "tv", "home", "casual", "idea", "move", "choice")),
    "rock": word_guard(drop_next=("climbing", "bottom", "solid", "band", "concert", "music")),
    "prep": word_guard(drop_prev=("meal", "test", "exam")),
    "statement": word_guard(drop_prev=("bank", "a", "this", "that", "privacy", "press", "mission")),
    "classic": word_guard(drop_next=("fit", "cut")),
    "skate": word_guard(drop_next=("park",)),
}  # fmt: skip

FIT_GUARDS: dict[str, Guard] = {
    "crop": word_guard(drop_next=("circle", "circles", "yield", "rotation", "photo", "image", "it")),
    "flare": word_guard(drop_next=("up", "ups")),
    "relaxed": word_guard(drop_next=("style", "vibe", "vibes", "weekend", "evening", "dinner", "day"),
                          drop_prev=("feel", "feeling", "i'm", "am", "more")),
}  # fmt: skip


def _describes_clothing(prev_word: str | None, next_word: str | None) -> bool:
    """For words that are a pattern only when a garment follows ("a check shirt", not "can you check")."""
    return (
        _clothing_next(next_word)
        or next_word in {"print", "pattern", "fabric", "design"}
        or (next_word is not None and canonical_colour(next_word) is not None)  # "a plain white tee"
    )


PATTERN_GUARDS: dict[str, Guard] = {
    **dict.fromkeys(("check", "checks", "checked", "plain", "solid", "spots", "spotted", "dotted", "graphic",
                     "abstract", "geometric", "monochrome"), _describes_clothing),
    "print": word_guard(drop_next=("it", "this", "that", "out", "the", "a", "them", "off")),
    "pattern": word_guard(drop_prev=("sleep", "weather", "spending", "behaviour", "behavior", "speech")),
}  # fmt: skip


_TEMPERATURE_BEFORE = frozenset({
    "the", "so", "very", "too", "really", "is", "it's", "its", "when", "bitter", "extreme", "for", "in", "from",
    "against", "summer", "winter",
})  # fmt: skip


def _temperature_guard(prev_word: str | None, next_word: str | None) -> bool:
    """ "hot days", "for the cold", "when it's hot" are weather; "hot pink", "a hot date", "cold feet" are not."""
    if next_word in _WEATHER_NOUNS or next_word in {"climate", "climates", "months", "temperatures", "snap"}:
        return True
    return next_word is None and prev_word in _TEMPERATURE_BEFORE


WEATHER_GUARDS: dict[str, Guard] = {w: _weather_guard for ws in WEATHER_SEASON_WORDS.values() for w in ws}
WEATHER_GUARDS["fall"] = _fall_guard
WEATHER_GUARDS.update(dict.fromkeys(("hot", "cold", "heat"), _temperature_guard))
