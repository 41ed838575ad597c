"""The user's own budget (style DNA) as a soft constraint when the message names no price.

An explicit price in the message ("under €100") is a hard filter and always wins. Without one,
the style DNA's ``budget_range.max`` (else ``max_price_per_item``) caps the shop search; when too
few items fit under it, items above it follow the ones within, and each says so in its reason.
"""

from __future__ import annotations

from typing import Any

from aesthetiq.agent.state import Item

# Fewer in-budget hits than this and the search also looks above the budget, so a tight budget
# still gets an answer (marked as above it) rather than "nothing found".
MIN_WITHIN_BUDGET = 3


def dna_budget(style_dna: dict[str, Any] | None) -> float | None:
    """The most the user wants to spend on one item, from the style DNA; None when unknown."""
    dna = style_dna or {}
    budget = dna.get("budget_range") or {}
    value = budget.get("max") if isinstance(budget, dict) else None
    value = value or dna.get("max_price_per_item")
    return float(value) if isinstance(value, int | float) and value > 0 else None


def implicit_budget(style_dna: dict[str, Any] | None, filters: dict[str, Any]) -> float | None:
    """The DNA budget when the message gave no price of its own (its price wins)."""
    if filters.get("maxPrice") is not None or filters.get("minPrice") is not None:
        return None
    return dna_budget(style_dna)


def over_budget(item: Item | dict[str, Any], budget: float | None) -> bool:
    price = item.get("price")
    return bool(budget) and item.get("source") != "wardrobe" and isinstance(price, int | float) and price > budget


def within_budget_first(items: list[Item], budget: float | None) -> list[Item]:
    """Stable: the items within the budget keep their order and come before the ones above it."""
    if not budget:
        return items
    return [i for i in items if not over_budget(i, budget)] + [i for i in items if over_budget(i, budget)]
