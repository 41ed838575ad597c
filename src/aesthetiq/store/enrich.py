"""What the store derives from an item before storing it: season scores, colour words, embedding text."""

from __future__ import annotations

from functools import lru_cache
from typing import Any, get_args

import numpy as np

from aesthetiq.models import SeasonName
from aesthetiq.style import colour, seasons

SEASON_ORDER: tuple[str, ...] = get_args(SeasonName)


@lru_cache(maxsize=65536)
def _scores_for(hexes: tuple[str, ...]) -> tuple[tuple[str, float], ...]:
    # Catalogues repeat the same few hundred colour combinations, and ΔE2000 in pure Python is the
    # slowest step of seeding, so the scores are cached per combination.
    return tuple(sorted(seasons.seasonal_palette_scores(list(hexes)).items()))


def seasonal_palette_scores(hexes: list[str]) -> dict[str, float]:
    if not hexes:
        return {}
    return {name: round(float(score), 4) for name, score in _scores_for(tuple(h.upper() for h in hexes))}


def season_vector(scores: dict[str, float]) -> np.ndarray:
    """Scores in ``SEASON_ORDER`` as float32; an item without colours scores a neutral 0.5 everywhere."""
    if not scores:
        return np.full(len(SEASON_ORDER), 0.5, dtype=np.float32)
    return np.array([float(scores.get(name, 0.0)) for name in SEASON_ORDER], dtype=np.float32)


@lru_cache(maxsize=4096)
def colour_family(name: str) -> str | None:
    return colour.family_of(name)


@lru_cache(maxsize=4096)
def hex_family(hex_code: str) -> str | None:
    return colour.family_of_hex(hex_code)


def colour_tokens(doc: dict[str, Any]) -> list[str]:
    """Colour names as the filters see them; a name the colour lexicon does not know falls back to
    the family of its hex value so an imported 'Midnight' (#1B2A49) still counts as blue."""
    names = [str(n).strip().lower() for n in doc.get("colors") or [] if str(n).strip()]
    hexes = list(doc.get("colorHexes") or [])
    if doc.get("colorHex"):
        hexes.append(doc["colorHex"])
    tokens: list[str] = []
    for i, name in enumerate(names):
        if colour.canonical_colour(name) is None and i < len(hexes):
            family = hex_family(hexes[i])
            tokens.append(family or name)
        else:
            tokens.append(name)
    if not names:
        tokens = [f for f in (hex_family(h) for h in hexes) if f]
    return list(dict.fromkeys(tokens))


def colour_words(doc: dict[str, Any]) -> list[str]:
    """Names plus their families, for the lexical index and the embedding text."""
    words: list[str] = []
    for token in colour_tokens(doc):
        words.append(token)
        family = colour_family(token)
        if family and family != token:
            words.append(family)
    return list(dict.fromkeys(words))


def embedding_text(doc: dict[str, Any]) -> str:
    """A short text for the embedder: averaging word vectors dilutes long texts, so keep the words a
    shopper would use (colour, material, garment, fit, occasion) and only the start of the description."""
    parts = [
        " ".join(colour_tokens(doc)),
        doc.get("material") or "",
        doc.get("name") or "",
        doc.get("subCategory") or "",
        doc.get("fit") or "",
        doc.get("pattern") or "",
        " ".join(doc.get("occasions") or []),
        " ".join(doc.get("seasons") or []),
        doc.get("brand") or "",
    ]
    description = (doc.get("description") or doc.get("notes") or "").split(".")[0]
    return " ".join(p for p in [*parts, description] if p)
