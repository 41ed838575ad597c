"""Small hand-made garments for unit tests of the engine (no store: the rules are tested on known data)."""

from __future__ import annotations

from itertools import count
from typing import Any

from aesthetiq.outfits.pieces import candidate
from aesthetiq.outfits.pools import Gathered
from aesthetiq.style.taxonomy import SUBCATEGORY_TO_CATEGORY

ALL = ("spring", "summer", "autumn", "winter")
NAVY, CHARCOAL, WHITE, BLACK, CAMEL = "#1F2F5C", "#36454F", "#FAFAF5", "#111111", "#C19A6B"
RUST, RED, GREEN, BLUE, YELLOW, PINK = "#B7410E", "#D0202A", "#1E9E3E", "#1F5FD6", "#F5C400", "#FF4FA0"
_ids = count()


def item(sub: str, hex_code: str, *, price: float = 30.0, formality: str = "business", seasons: tuple[str, ...] = ALL,
         material: str = "cotton", name: str | None = None, source: str = "commerce", **extra: Any) -> dict[str, Any]:  # fmt: skip
    ident = f"{'com' if source == 'commerce' else 'wd'}_t_{next(_ids):05d}"
    doc: dict[str, Any] = {
        "_id": ident,
        "name": name or f"Test {sub}",
        "category": SUBCATEGORY_TO_CATEGORY[sub],
        "subCategory": sub,
        "colors": [extra.pop("colour_name", "test colour")],
        "colorHexes": [hex_code],
        "material": material,
    }
    if source == "commerce":
        doc.update(
            price=price, currency="EUR", formality=formality, seasons=list(seasons), inStock=True, sizes=["M"]
        )
    else:
        doc["userId"] = "user_test"
    doc.update(extra)
    return doc


def gathered(shop: list[dict[str, Any]], wardrobe: list[dict[str, Any]] | None = None,
             anchors: list[tuple[dict[str, Any], str]] | None = None) -> Gathered:  # fmt: skip
    """Candidates as the gatherer would give them: shop items ranked in list order."""
    n = max(1, len(shop))
    candidates = [candidate(doc, "commerce", 1.0 - i / n) for i, doc in enumerate(shop)]
    candidates += [candidate(doc, "wardrobe", 0.5) for doc in wardrobe or []]
    return Gathered(candidates, [candidate(doc, source, 1.0) for doc, source in anchors or []])


def basics(formality: str = "business", price: float = 30.0) -> list[dict[str, Any]]:
    """A small neutral shop: two of each slot's staples."""
    return [
        item("Shirt", WHITE, formality=formality, price=price, colour_name="white"),
        item("Blouse", CAMEL, formality=formality, price=price, colour_name="camel"),
        item("Trousers", NAVY, formality=formality, price=price, colour_name="navy"),
        item("Skirt", CHARCOAL, formality=formality, price=price, colour_name="charcoal"),
        item("Loafers", BLACK, formality=formality, price=price, material="leather", colour_name="black"),
        item("Flats", CAMEL, formality=formality, price=price, material="suede", colour_name="camel"),
        item("Blazer", NAVY, formality=formality, price=price * 2, material="wool", colour_name="navy"),
        item("Bag", BLACK, formality=formality, price=price, material="leather", colour_name="black"),
    ]
