"""An outfit asked for without naming its pieces ("an outfit for a client meeting"): a top, a bottom and
shoes are searched each, and the reply puts one set together before listing the alternatives."""

from __future__ import annotations

import re
from typing import Any

WHOLE_OUTFIT = ["TOP", "BOTTOM", "SHOE"]
_ASKS = re.compile(r"\b(?:outfits?|ensemble|get-?up|what (?:should|do|can|could) i wear|what to wear)\b")
_LAYERS = frozenset({"Blazer", "Jacket", "Coat", "Cardigan"})
_CONTEXT = ("occasion", "season", "style", "colors", "inPalette")


def complete_outfit(message: str, filters: dict[str, Any], *, resumed: bool = False) -> dict[str, Any]:
    """The filters with the outfit's pieces added when the message asks for an outfit and names none.
    Only with something to dress for (an occasion, weather, style or colour) or on a resumed turn: a bare
    "I need an outfit" is still a question back."""
    named = any(filters.get(key) for key in ("subCategory", "category", "outfitParts", "excludeIds"))
    pairing = "goes with:" in str(filters.get("notes") or "")  # pieces for one already owned or shown: no set
    asked = _ASKS.search(message.lower()) or (filters.get("occasion") and not pairing)
    # "a dinner date, smart casual" names no piece either: dressing for the occasion is an outfit.
    if named or not asked or not (resumed or any(filters.get(k) for k in _CONTEXT)):
        return filters
    return {**filters, "outfitParts": list(WHOLE_OUTFIT)}


def put_together(items: list[dict[str, Any]], parts: list[str]) -> list[dict[str, Any]]:
    """One item per piece of the outfit, in the items' order (a dress stands in for top and bottom)."""
    chosen: list[dict[str, Any]] = []
    for part in parts:
        match = next((it for it in items if part in (it.get("category"), it.get("subCategory")) and it not in chosen), None)
        if match is not None:
            chosen.append(match)
    if any(item.get("subCategory") == "Dress" for item in chosen):
        # A dress is top and bottom at once: only a layer goes over it, not a blouse.
        chosen = [it for it in chosen if it.get("category") != "TOP" or it.get("subCategory") in _LAYERS]
    return chosen
