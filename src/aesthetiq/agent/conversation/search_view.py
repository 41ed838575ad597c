"""The shopping state as the filters the search and the replies read (``ExtractedFilters``).

One piece gives its own filters. Several pieces give what they share, ``outfitParts`` (each piece's
garment, each searched) and ``partFilters`` (what is the piece's own: "a black dress and red heels").
The wearer adds ``gender`` and ``recipient``; items seen for this request are ``excludeIds``.
``done.filters`` is this flattened view of the first piece (with the parts when there are several).
"""

from __future__ import annotations

from typing import Any

from aesthetiq.agent.conversation.state import ShoppingState

GARMENT = ("subCategory", "category")
WOMENSWEAR = ("Dress", "Skirt", "Heels", "Blouse", "Leggings")


def search_filters(state: ShoppingState) -> dict[str, Any]:
    pieces = [p for p in state.pieces if p]
    if not pieces:
        filters: dict[str, Any] = {}
    elif len(pieces) == 1:
        filters = dict(pieces[0])
    else:
        filters = _several(pieces)
    if state.wearer.recipient:
        filters["recipient"] = state.wearer.recipient
    asked = {str(p.get("subCategory")) for p in pieces}
    if state.wearer.department and not (state.wearer.department == "men" and asked & set(WOMENSWEAR)):
        # "a dress" after "I'm a guy" is for someone else: no men's filter on it.
        filters["gender"] = state.wearer.department
        if state.wearer.department == "men":
            # Also where the catalogue has no gender field: the pieces only cut for women are left out.
            filters["excludeSubCategories"] = list(dict.fromkeys([*filters.get("excludeSubCategories", []), *WOMENSWEAR]))
    if state.seen:
        filters["excludeIds"] = list(state.seen)
    return filters


def _several(pieces: list[dict[str, Any]]) -> dict[str, Any]:
    first = pieces[0]
    shared = {k: v for k, v in first.items() if k not in GARMENT and all(p.get(k) == v for p in pieces[1:])}
    parts: list[str] = []
    own: dict[str, dict[str, Any]] = {}
    for piece in pieces:
        part = str(piece.get("subCategory") or piece.get("category") or "")
        if not part or part in parts:
            continue
        parts.append(part)
        mine = {k: v for k, v in piece.items() if k not in GARMENT and k not in shared}
        if mine:
            own[part] = mine
    out = {**shared, "outfitParts": parts[:4]}
    if own:
        out["partFilters"] = own
    return out
