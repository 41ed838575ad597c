"""Pieces the user asked for and can have now come first: in the colour asked for (not just trimmed with it),
in stock and in their size, before the rest.

The search ranks by relevance and palette; a top pick that is sold out or not made in the user's
size is a poor first suggestion, so such pieces move behind the others (their order otherwise kept).
"""

from __future__ import annotations

import re
from typing import Any

from aesthetiq.agent.state import Item
from aesthetiq.store.filtering import size_matches
from aesthetiq.style import colour

_SIZE_KEYS = {"TOP": "top", "BOTTOM": "bottom", "SHOE": "shoe"}


def user_size(style_dna: dict[str, Any] | None, category: str | None) -> str | None:
    """The user's size for a category from their profile ("M" for tops), if they gave one."""
    sizes = (style_dna or {}).get("sizes") or {}
    key = _SIZE_KEYS.get(category or "")
    value = sizes.get(key) if key and isinstance(sizes, dict) else None
    return str(value) if value else None


def _system(size: str) -> str:
    """How a size is counted: letters (M), a waist (W30/L32), a number (39), or a named system (UK 8)."""
    size = size.strip().upper()
    if re.fullmatch(r"(?:\d?X{0,3})(?:S|M|L)|XXS|XS", size):
        return "letter"
    if size.startswith("W") and size[1:2].isdigit():
        return "waist"
    return "number" if re.fullmatch(r"\d+(?:\.5)?", size) else "named"


def in_size(item: Item, size: str | None) -> bool | None:
    """Whether the item comes in ``size``; None when that can't be told: no size, one-size, or sizes
    counted another way (a profile's jeans size "W30/L32" against a dress sized S to L)."""
    offered = [str(s) for s in item.get("sizes") or []]
    if not size or not offered:
        return None
    if _system(size) != "named" and _system(size) != _system(offered[0]):
        return None
    return any(size_matches(size, s) for s in offered)


def main_colour_matches(item: Item, colours: list[str]) -> bool:
    """Whether the item's main colour is one asked for, or of its family ("onyx" for black)."""
    main = str((item.get("colors") or [""])[0]).lower()
    wanted = {str(c).lower() for c in colours}
    # The main family only: nude is not pink, gold is not mustard, onyx is not charcoal.
    return main in wanted or (colour.family_of(main) or main) in {colour.family_of(c) or c for c in wanted}


def profile_sizes_apply(style_dna: dict[str, Any] | None, filters: dict[str, Any]) -> bool:
    """Whether the profile's sizes are the wearer's: not for a gift, nor when the conversation says the
    clothes are from another department than the profile's ("I'm a guy" on a profile sized for women)."""
    if filters.get("recipient"):
        return False
    department = (style_dna or {}).get("department")
    return not (filters.get("gender") and department in ("women", "men") and filters["gender"] != department)


def wearable_first(items: list[Item], style_dna: dict[str, Any] | None, filters: dict[str, Any]) -> list[Item]:
    """Shop items in stock and in the user's size first. Sizes count only within a category where some
    items fit and some don't (a profile's "W30/L32" says nothing about a dress sized S-L)."""
    if not profile_sizes_apply(style_dna, filters):
        return items  # a gift, or another department: the profile's sizes are not the wearer's
    fits: dict[int, bool] = {}
    for category in {str(item.get("category")) for item in items}:
        size = filters.get("size") or user_size(style_dna, category)
        answers = {id(item): in_size(item, size) for item in items if str(item.get("category")) == category}
        if True in answers.values() and False in answers.values():
            fits.update({key: bool(value) for key, value in answers.items() if value is not None})

    colours = list(filters.get("colors") or [])

    def later(item: Item) -> tuple[bool, bool, bool]:
        shop = item.get("source") == "commerce"
        off_colour = bool(colours) and not main_colour_matches(item, colours)  # a tan jacket with black trim
        return (off_colour, shop and item.get("inStock") is False, shop and fits.get(id(item)) is False)

    return sorted(items, key=later)
