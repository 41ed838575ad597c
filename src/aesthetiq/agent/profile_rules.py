"""The user's standing rules from their style profile ("no leather", "no neon colours") as search exclusions.

They apply to every search for the user's own wardrobe and purchases, never to a gift for someone else,
and give way when the message itself asks for the thing ("a leather bag" from a "no leather" user is
that user's call).
"""

from __future__ import annotations

import re
from typing import Any

from aesthetiq.style import colour, lexicon, taxonomy

# Words a profile rule may use for a set of colours the colour names don't hold as one family.
_COLOUR_SETS = {"neon": ("hot pink", "lime", "electric blue", "fuchsia"), "fluorescent": ("hot pink", "lime", "electric blue")}
# "no leather" is about the hide: suede and nubuck are leather too.
_SAME_HIDE = {"leather": ("leather", "suede", "nubuck")}
_RULE = re.compile(r"^\s*(?:no|not|never|avoid|nothing|without|hates?|dislikes?)\b")


def profile_exclusions(style_dna: dict[str, Any] | None, filters: dict[str, Any]) -> dict[str, list[str]]:
    """excludeMaterials / excludeColors / excludeSubCategories / excludeBrands the user's profile rules add to
    this search: the free-text rules ("no neon colours") and the structured lasting exclusions."""
    if not style_dna or filters.get("recipient"):
        return {}
    asked_colours = {str(c).lower() for c in filters.get("colors") or []}
    out: dict[str, list[str]] = {}

    def add(key: str, values: tuple[str, ...] | list[str]) -> None:
        out[key] = list(dict.fromkeys([*out.get(key, []), *values]))

    for rule in style_dna.get("negative_constraints") or []:
        text = str(rule).lower()
        if not _RULE.search(text):
            continue
        for match in lexicon.find_materials(text):
            if match.canonical != filters.get("material"):
                add("excludeMaterials", _SAME_HIDE.get(match.canonical, (match.canonical,)))
        named = [c.name for c in colour.find_colours(text)]
        named += [c for word, colours in _COLOUR_SETS.items() if word in text for c in colours]
        unwanted = [c for c in named if c not in asked_colours]
        if unwanted:
            add("excludeColors", unwanted)
        garment = taxonomy.canonical_subcategory(_RULE.sub("", text).strip())
        if garment and garment != filters.get("subCategory"):
            add("excludeSubCategories", (garment,))
    # What the user said for good in chat or on the profile page (issue 10): the same rules, structured.
    lasting = style_dna.get("exclusions") or {}
    colours = [c for c in lasting.get("colors") or [] if c not in asked_colours]
    if colours:
        add("excludeColors", colours)
    for material in lasting.get("materials") or []:
        if material != filters.get("material"):
            add("excludeMaterials", _SAME_HIDE.get(material, (material,)))
    garments = [g for g in lasting.get("subCategories") or [] if g != filters.get("subCategory")]
    if garments:
        add("excludeSubCategories", garments)
    brands = [b for b in lasting.get("brands") or [] if str(b).lower() != str(filters.get("brand") or "").lower()]
    if brands:
        add("excludeBrands", brands)
    return out
