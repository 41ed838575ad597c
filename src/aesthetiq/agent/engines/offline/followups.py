"""Follow-up requests that change one thing about the previous search ("cheaper ones", "in black")."""

from __future__ import annotations

import re
from typing import Any


def follow_up(
    filters: dict[str, Any], previous: dict[str, Any], items: list[dict], text: str
) -> dict[str, Any]:
    """A follow-up ("what about in black?", "cheaper ones") keeps the previous request and changes what is new."""
    merged = {k: v for k, v in previous.items() if k != "notes"}
    merged.update(filters)
    prices = sorted(it["price"] for it in items if isinstance(it.get("price"), int | float))
    if prices and re.search(r"\bcheaper\b|\bless expensive\b|\bmore affordable\b", text):
        # Relative to what was shown: below the typical (median) price, so several items still qualify.
        merged["maxPrice"] = round(_median(prices), 2)
    elif prices and re.search(r"\b(?:pricier|more expensive|higher[ -]end|fancier)\b", text):
        merged["minPrice"] = round(_median(prices), 2)
    return merged


def _median(values: list[float]) -> float:
    middle = len(values) // 2
    return values[middle] if len(values) % 2 else (values[middle - 1] + values[middle]) / 2
