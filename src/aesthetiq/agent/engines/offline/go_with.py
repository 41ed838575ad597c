"""Pieces to go with something: a piece the user owns ("what goes with my black jeans?") or one already
shown ("what shoes go with the second one?"). Never another of the same kind where an outfit has one."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from aesthetiq.agent.engines.offline.dress_codes import apply_dress_code, exclude
from aesthetiq.agent.engines.offline.vocab import phrasebook
from aesthetiq.style import taxonomy

if TYPE_CHECKING:
    from aesthetiq.agent.engines.offline.understanding import Understanding


def not_twice(types: list[str]) -> list[str]:
    """The types an outfit already has: with jeans, no other bottoms; with boots, no other shoes (tops layer)."""
    worn_once = {taxonomy.category_of(t) for t in types} & {"BOTTOM", "SHOE"}
    return [*types, *(sub for sub, category in taxonomy.SUBCATEGORY_TO_CATEGORY.items() if category in worn_once)]


def to_go_with(
    filters: dict[str, Any], u: Understanding, shown: dict, named_target: bool, previous: dict[str, Any]
) -> None:
    """Pieces to go with an item already shown ("what shoes go with the second one?", "what goes with it?"):
    the same occasion and budget as the search that showed it, and not another of the same."""
    name = str(shown["name"]).lower()
    filters["notes"] = "; ".join(filter(None, [filters.get("notes"), f"goes with: the {name}"]))
    u.anchors = [f"the {name}"]
    if not named_target and shown.get("subCategory"):
        exclude(filters, "excludeSubCategories", not_twice([str(shown["subCategory"])]))
        group = "DRESS" if shown["subCategory"] == "Dress" else shown.get("category")
        u.complement = phrasebook().get("complements", {}).get(str(group or ""), "")
    inherited = [k for k in ("occasion", "maxPrice", "minPrice", "recipient") if k in previous and k not in filters]
    for key in inherited:  # shoes for the wedding dress: same wedding, same budget
        filters[key] = previous[key]
    if "occasion" in inherited:
        apply_dress_code(filters)  # and the wedding's dress code: no running shoes
