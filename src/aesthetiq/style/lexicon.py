"""The domain words other than garments and colours: occasions, materials, weather seasons, styles, fits.

Each vocabulary has its canonical list (``OCCASIONS`` ...), a ``find_*`` that reads free text,
and a ``canonical_*`` for one word. Precision matters more than recall here: a wrong
"occasion: business" from "does it work with jeans?" misleads the search more than a missed
one, so ambiguous words ("work", "fall", "date", "wake", "ball") are kept only in a context
that makes their fashion sense clear.
"""

from __future__ import annotations

from dataclasses import dataclass

from aesthetiq.style.lexicon_guards import (
    FIT_GUARDS,
    MATERIAL_GUARDS,
    OCCASION_GUARDS,
    PATTERN_GUARDS,
    STYLE_GUARDS,
    WEATHER_GUARDS,
)
from aesthetiq.style.lexicon_words import (
    DETAIL_WORDS,
    FIT_WORDS,
    FORMALITY_OF_OCCASION,
    FORMALITY_RANK,
    MATERIAL_WORDS,
    OCCASION_WORDS,
    PATTERN_WORDS,
    STYLE_WORDS,
    WEATHER_SEASON_WORDS,
)
from aesthetiq.style.phrases import Guard, PhraseMatcher

__all__ = [
    "FITS",
    "FORMALITY_OF_OCCASION",
    "FORMALITY_RANK",
    "MATERIALS",
    "OCCASIONS",
    "PATTERNS",
    "STYLES",
    "WEATHER_SEASONS",
    "Match",
    "canonical_fit",
    "canonical_material",
    "canonical_occasion",
    "canonical_pattern",
    "canonical_style",
    "canonical_weather_season",
    "find_fits",
    "find_materials",
    "find_occasions",
    "find_patterns",
    "find_styles",
    "find_weather_seasons",
    "formality_of",
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
PATTERNS: tuple[str, ...] = tuple(PATTERN_WORDS)

_NOT_ALONE = frozenset({"regular", "straight", "tall", "technical", "down", "laid-back"})


def _matcher(
    words: dict[str, tuple[str, ...]], guards: dict[str, Guard], stop: tuple[str, ...] = ()
) -> PhraseMatcher:
    entries: dict[str, str | None] = {
        phrase: canonical for canonical, phrases in words.items() for phrase in phrases
    }
    # The canonical word itself reads as the value too, except where it is ambiguous alone
    # ("regular", "straight" mean a fit only in "regular fit", "straight leg").
    entries.update({canonical: canonical for canonical in words if canonical not in _NOT_ALONE})
    entries.update(dict.fromkeys(stop))
    return PhraseMatcher(entries, guards)


_MATCHERS: dict[str, PhraseMatcher] = {
    "occasion": _matcher(OCCASION_WORDS, OCCASION_GUARDS,
                         stop=("work with", "works with", "run errands", "up to date")),
    "material": _matcher(MATERIAL_WORDS, MATERIAL_GUARDS, stop=("lace up", "lace ups", "down to", "cord cutting")),
    "weather": _matcher(WEATHER_SEASON_WORDS, WEATHER_GUARDS,
                        stop=("fall in love", "fall apart", "fall off", "fall for", "snow white", "spring clean",
                              "spring cleaning")),
    "style": _matcher(STYLE_WORDS, STYLE_GUARDS),
    "fit": _matcher(FIT_WORDS, FIT_GUARDS, stop=("true to size",)),
    "pattern": _matcher(PATTERN_WORDS, PATTERN_GUARDS, stop=("check out", "check in", "spot on")),
    "detail": _matcher(DETAIL_WORDS, {}, stop=("wrap up", "wrapped up", "zip it", "hood of", "in the hood", "lined up",
                                               "thick of", "lace up my", "elastic band", "on the platform")),
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


def find_details(text: str) -> list[Match]:
    """How a garment is made: "wrap front" -> wrap, "phone pocket" -> pockets, "floaty sleeves" -> flutter sleeves."""
    return _find("detail", text)


def find_patterns(text: str) -> list[Match]:
    """Pattern mentions: "plaid" -> checked, "leopard" -> animal print, "pinstripe" -> striped, "camo" -> camouflage."""
    return _find("pattern", text)


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


def canonical_pattern(text: str) -> str | None:
    return _canonical("pattern", text)


def formality_of(occasion: str) -> str | None:
    """The formality level of an occasion in any wording ("job interview" -> business)."""
    canonical = canonical_occasion(occasion)
    return FORMALITY_OF_OCCASION.get(canonical) if canonical else None
