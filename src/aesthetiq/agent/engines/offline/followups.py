"""Follow-up requests that change one thing about the previous search ("cheaper ones", "in black")."""

from __future__ import annotations

import re
from typing import Any

from aesthetiq.agent.engines.offline.dress_codes import without_dress_code
from aesthetiq.agent.engines.offline.parsing import size_for_garment
from aesthetiq.style import colour

_KEPT_EXCLUSIONS = ("excludeSubCategories", "excludeMaterials", "excludeWords")


def follow_up(
    filters: dict[str, Any],
    previous: dict[str, Any],
    items: list[dict],
    text: str,
    said_no: dict[str, set[str]] | None = None,
) -> dict[str, Any]:
    """A follow-up ("what about in black?", "cheaper ones") keeps the previous request and changes what
    is new; ``said_no`` holds what the message rules out ("forget black"), by the filter it takes out."""
    changed = [key for key in ("occasion", "season") if filters.get(key) and previous.get(key) and filters[key] != previous[key]]
    if changed:
        # "now the gym clothes" after wedding outfits: the wedding's dress code goes with the wedding;
        # "something warmer" after a summer shirt: summer's ban on wool goes with summer.
        previous = without_dress_code(previous, changed)
    merged = {k: v for k, v in previous.items() if k != "notes"}
    # "chelsea boots" -> "cheaper": still chelsea boots; "a top to go with the skirt" -> "in black": still with it.
    kept_notes = re.findall(r"(?:looking for|goes with): [^;]+", previous.get("notes") or "")
    if kept_notes and not (filters.get("subCategory") or filters.get("notes")):
        merged["notes"] = "; ".join(kept_notes)
    merged.update(filters)
    # "forget black", "no more blazers": what this message rules out leaves the request it changes.
    for wanted, ruled_out in (said_no or {}).items():
        if not ruled_out or wanted in filters:
            continue
        if wanted == "colors" and previous.get("colors"):
            kept = [c for c in previous["colors"] if c not in ruled_out]
            merged.pop("colors") if not kept else merged.update(colors=kept)
        elif previous.get(wanted) in ruled_out:
            merged.pop(wanted, None)
            if wanted == "subCategory":
                merged.pop("category", None)
    if filters.get("size") and not filters.get("subCategory"):
        merged["size"] = size_for_garment(str(filters["size"]), merged.get("subCategory"))  # "26" for jeans: W26
    for key in _KEPT_EXCLUSIONS:  # "I'm a guy" after an interview search adds to its dress code
        if previous.get(key) and filters.get(key):
            merged[key] = list(dict.fromkeys([*previous[key], *filters[key]]))
    if merged.get("material") and merged["material"] in (merged.get("excludeMaterials") or []) and "material" not in filters:
        merged.pop("material")  # "a linen shirt" -> "something warmer": winter rules out linen, so linen goes
    prices = sorted(it["price"] for it in items if isinstance(it.get("price"), int | float))
    # A number the user gives ("cheaper ones, under 35") beats the relative move.
    stated = not filters.get("priceFlexible")  # a number, not "cheaper" read as a vague budget
    if prices and not ("maxPrice" in filters and stated) and re.search(r"\bcheaper\b|\bless expensive\b|\bmore affordable\b", text):
        # Relative to what was shown: below the typical (median) price, so several items still qualify.
        merged["maxPrice"] = round(_median(prices), 2)
    elif prices and not ("minPrice" in filters and stated) and re.search(r"\b(?:pricier|more expensive|higher[ -]end|fancier)\b", text):
        merged["minPrice"] = round(_median(prices), 2)
    return merged


def other_colours(filters: dict[str, Any], items: list[dict]) -> dict[str, Any]:
    """The request without the colours it asked for, or else without those of the items shown."""
    shown = filters.pop("colors", None) or [
        colour.family_of(c) or c for it in items for c in (it.get("colors") or [])[:1]
    ]
    if shown:
        filters["excludeColors"] = list(dict.fromkeys([*filters.get("excludeColors", []), *shown]))[:6]
    return filters


def _median(values: list[float]) -> float:
    middle = len(values) // 2
    return values[middle] if len(values) % 2 else (values[middle - 1] + values[middle]) / 2
