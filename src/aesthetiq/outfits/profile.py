"""The wearer from the user's style DNA: colour season, contrast, sizes, and the lasting exclusions
written as sentences ("no leather", "no neon colours", "never hoodies") read into rules."""

from __future__ import annotations

import re
from typing import Any

from aesthetiq.outfits.request import Wearer
from aesthetiq.style.colour import find_colours
from aesthetiq.style.lexicon import find_materials
from aesthetiq.style.seasons import SEASONS
from aesthetiq.style.taxonomy import find_garments

_NEON = re.compile(r"\b(neon|fluoro|fluorescent|highlighter)\b", re.IGNORECASE)


def read_exclusions(sentences: list[str]) -> dict[str, Any]:
    """Materials, garment types and colours a list of "never" sentences rules out."""
    materials: list[str] = []
    types: list[str] = []
    colours: list[str] = []
    neon = False
    for sentence in sentences:
        materials += [m.canonical for m in find_materials(sentence) if m.canonical]
        types += [g.subCategory for g in find_garments(sentence) if g.subCategory]
        colours += [c.name for c in find_colours(sentence)]
        neon = neon or bool(_NEON.search(sentence))
    return {
        "avoid_materials": tuple(dict.fromkeys(materials)),
        "avoid_types": tuple(dict.fromkeys(types)),
        "avoid_colours": tuple(dict.fromkeys(colours)),
        "avoid_neon": neon,
    }


def wearer_from(
    dna: dict[str, Any] | None,
    *,
    user_id: str | None,
    department: str | None,
    sizes: dict[str, str] | None,
    for_someone_else: bool,
) -> Wearer:
    """The user themself (their DNA), or someone else (only what the request says about them)."""
    given = {k: v for k, v in (sizes or {}).items() if v}
    if dna is None or for_someone_else:
        return Wearer(user_id=user_id, department=department, sizes=given)
    season = dna.get("color_season")
    profile_sizes = {k: v for k, v in (dna.get("sizes") or {}).items() if v}
    return Wearer(
        user_id=user_id,
        season=season,
        season_label=SEASONS[season].label if season in SEASONS else None,
        contrast=dna.get("contrast_level"),
        undertone=dna.get("undertone"),
        archetype=dna.get("archetype"),
        sizes={**profile_sizes, **given},
        department=department,
        favourite_brands=tuple(dna.get("favorite_brands") or ()),
        max_price_per_item=dna.get("max_price_per_item"),
        **read_exclusions(list(dna.get("negative_constraints") or [])),
    )
