"""The 12 colour seasons and how well a garment's colours suit each one.

Scoring, in three documented steps:

1. **One colour vs one season** (``palette_fit``): d = CIEDE2000 distance from the colour to
   the nearest colour of the season's palette, mapped to closeness = exp(-(d / FIT_SIGMA)²).
   With FIT_SIGMA = 12: d ≤ 3 (the same colour, another dye lot) gives ≥ 0.94, d = 6 gives
   0.78, d = 10 (people start naming it differently) 0.5, d = 20 (another colour) 0.06. A
   Gaussian rather than exp(-d/τ) keeps near-matches near 1 and drops fast once the colour
   is no longer "that colour". Being close to one of the season's *avoid* colours then scales
   the fit down: fit = closeness × (1 - AVOID_WEIGHT × exp(-(d_avoid / AVOID_SIGMA)²)).
2. **Several colours** (``seasonal_palette_scores``): the main colour (first) dominates and
   each further colour counts half as much as the one before (weights 1, ½, ¼ ...), a
   weighted mean. A print of navy with a little orange is mostly a navy garment.
3. **Ranking** (``combine_scores``): final = (1 - w) × semantic + w × season. The default
   w = 0.3 lets palette fit reorder items that are about equally relevant (semantic scores of
   a candidate pool usually sit within ~0.2 of each other) while relevance still dominates:
   a garment that suits the palette never outranks one that answers the request much better.
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import lru_cache

import numpy as np

from aesthetiq.style.colour_science import delta_e2000_many, hex_to_lab, labs_array, parse_hex
from aesthetiq.style.phrases import PhraseMatcher, normalise
from aesthetiq.style.season_palettes import SEASON_DATA

__all__ = [
    "AVOID_SIGMA", "AVOID_WEIGHT", "DEFAULT_SEASON_WEIGHT", "FIT_SIGMA", "NEUTRAL_SCORE", "SEASONS", "Season",
    "canonical_season", "combine_scores", "find_colour_season", "palette_fit", "seasonal_palette_scores",
]  # fmt: skip

FIT_SIGMA = 12.0
AVOID_SIGMA = 6.0
AVOID_WEIGHT = 0.7
DEFAULT_SEASON_WEIGHT = 0.3
NEUTRAL_SCORE = 0.5  # score of an item with no known colour: neither pushed up nor down
_SECONDARY_DECAY = 0.5


@dataclass(frozen=True)
class Season:
    """One of the 12 seasons: its character, its palette and the colours to avoid."""

    name: str  # "WARM_AUTUMN"
    label: str  # "Warm Autumn"
    undertone: str  # warm | cool | neutral
    contrast: str  # low | medium | high
    chroma: str  # low (soft) | medium | high (bright/clear)
    value: str  # light | medium | deep
    palette: list[tuple[str, str]]  # (colour name, hex)
    avoid: list[tuple[str, str]]
    description: str

    def to_dict(self) -> dict:
        return {
            "name": self.name, "label": self.label, "undertone": self.undertone, "contrast": self.contrast,
            "chroma": self.chroma, "value": self.value,
            "palette": [{"name": n, "hex": h} for n, h in self.palette],
            "avoid": [{"name": n, "hex": h} for n, h in self.avoid],
            "description": self.description,
        }  # fmt: skip


SEASONS: dict[str, Season] = {
    name: Season(name, label, undertone, contrast, chroma, value, palette, avoid, description)
    for name, (label, undertone, contrast, chroma, value, palette, avoid, description) in SEASON_DATA.items()
}


def _season_phrases() -> dict[str, str]:
    """Ways people name a season: "warm autumn", "WARM_AUTUMN", "true autumn", "dark winter", "clear spring"."""
    out: dict[str, str] = {}
    for name, season in SEASONS.items():
        out[season.label.lower()] = name
        out[name.lower().replace("_", " ")] = name
    synonyms = {
        "true autumn": "WARM_AUTUMN", "true winter": "COOL_WINTER", "true summer": "COOL_SUMMER",
        "true spring": "WARM_SPRING", "clear spring": "BRIGHT_SPRING", "clear winter": "BRIGHT_WINTER",
        "dark autumn": "DEEP_AUTUMN", "dark winter": "DEEP_WINTER", "muted autumn": "SOFT_AUTUMN",
        "muted summer": "SOFT_SUMMER",
    }  # fmt: skip
    out.update(synonyms)
    out.update({f"{phrase}s": name for phrase, name in list(out.items())})  # "warm autumns"
    return out


_SEASON_MATCHER: PhraseMatcher[str] = PhraseMatcher(_season_phrases())


def canonical_season(text: str) -> str | None:
    """The season name for "Warm Autumn", "warm_autumn", "WARM_AUTUMN" or "true autumn"; else None."""
    return _SEASON_MATCHER.lookup(normalise(text.replace("_", " ")))


def find_colour_season(text: str) -> str | None:
    """The colour season a message names ("I'm a deep winter"), or None."""
    hits = _SEASON_MATCHER.find(text)
    return hits[0].value if hits else None


def _season(season: str) -> Season:
    name = canonical_season(season)
    if name is None:
        raise ValueError(f"unknown colour season {season!r}; use one of {', '.join(SEASONS)}")
    return SEASONS[name]


def _stack(attr: str) -> tuple[np.ndarray, np.ndarray]:
    """All seasons' palette (or avoid) colours in one Lab array, and where each season's run starts."""
    labs: list[tuple[float, float, float]] = []
    starts: list[int] = []
    for season in SEASONS.values():
        starts.append(len(labs))
        labs += [hex_to_lab(h) for _, h in getattr(season, attr)]
    return labs_array(labs), np.asarray(starts)


_PALETTE_LABS, _PALETTE_STARTS = _stack("palette")
_AVOID_LABS, _AVOID_STARTS = _stack("avoid")


@lru_cache(maxsize=32768)
def _fits(hex_code: str) -> dict[str, float]:
    """palette_fit of one (normalised) hex for every season: two vectorised CIEDE2000 passes."""
    lab = hex_to_lab(hex_code)
    d_palette = np.minimum.reduceat(delta_e2000_many(lab, _PALETTE_LABS), _PALETTE_STARTS)
    d_avoid = np.minimum.reduceat(delta_e2000_many(lab, _AVOID_LABS), _AVOID_STARTS)
    fit = np.exp(-((d_palette / FIT_SIGMA) ** 2)) * (
        1 - AVOID_WEIGHT * np.exp(-((d_avoid / AVOID_SIGMA) ** 2))
    )
    return dict(zip(SEASONS, (float(f) for f in fit), strict=True))


def _normal_hex(hex_code: str) -> str:
    r, g, b = parse_hex(hex_code)  # ValueError with a clear message on bad input
    return f"#{r:02X}{g:02X}{b:02X}"


def palette_fit(hex_code: str, season: str) -> float:
    """0..1: how well one colour suits a season (see the module docstring, step 1)."""
    return _fits(_normal_hex(hex_code))[_season(season).name]


def seasonal_palette_scores(hexes: list[str]) -> dict[str, float]:
    """0..1 per season for a garment's colours, main colour first (module docstring, step 2).

    No colours give ``NEUTRAL_SCORE`` for every season. Scores are rounded to 4 decimals so
    they store compactly and compare stably.
    """
    return dict(_scores(tuple(_normal_hex(h) for h in hexes)))  # a copy: callers may change theirs


@lru_cache(maxsize=16384)
def _scores(normal: tuple[str, ...]) -> dict[str, float]:
    if not normal:
        return dict.fromkeys(SEASONS, NEUTRAL_SCORE)
    weights = [_SECONDARY_DECAY**i for i in range(len(normal))]
    total = sum(weights)
    fits = [_fits(h) for h in normal]
    return {
        name: round(sum(w * f[name] for w, f in zip(weights, fits, strict=True)) / total, 4)
        for name in SEASONS
    }


def combine_scores(
    semantic: float, season: float | None, season_weight: float = DEFAULT_SEASON_WEIGHT
) -> float:
    """Blend relevance with palette fit (module docstring, step 3); ``season=None`` leaves relevance as is."""
    if not 0.0 <= season_weight <= 1.0:
        raise ValueError(f"season_weight must be between 0 and 1, got {season_weight}")
    if season is None:
        return semantic
    return (1.0 - season_weight) * semantic + season_weight * season
