"""All garment kinds of the demo shop, by (subCategory, type), and how much of the shop each subCategory fills."""

from __future__ import annotations

from functools import lru_cache

from aesthetiq.store.demo_kind import Kind
from aesthetiq.store.demo_kinds_bottoms import BOTTOMS
from aesthetiq.store.demo_kinds_shoes import SHOES_AND_ACCESSORIES
from aesthetiq.store.demo_kinds_tops import TOPS

KINDS: tuple[Kind, ...] = (*TOPS, *BOTTOMS, *SHOES_AND_ACCESSORIES)
KIND_OF: dict[tuple[str, str], Kind] = {(k.sub, k.type): k for k in KINDS}
# How much of the shop each subCategory fills (a shop has more dresses than belts).
SUB_WEIGHTS: dict[str, float] = {
    "T-Shirt": 5, "Shirt": 4, "Blouse": 3, "Sweater": 4, "Hoodie": 3, "Jacket": 4, "Coat": 3, "Blazer": 3,
    "Jeans": 3, "Trousers": 4, "Shorts": 2.4, "Skirt": 3, "Dress": 5, "Leggings": 2.4, "Sweatpants": 2.4,
    "Sneakers": 4, "Boots": 3, "Sandals": 2.4, "Heels": 3, "Flats": 2.4, "Loafers": 3,
    "Hat": 2.4, "Bag": 3, "Belt": 2.4, "Jewelry": 3, "Scarf": 2.4, "Sunglasses": 2.4, "Watch": 2.4,
}  # fmt: skip


@lru_cache(maxsize=64)
def kinds_of(sub_category: str, *, sets: bool = False) -> tuple[Kind, ...]:
    """The kinds of a subCategory drawn on their own (``sets``: only those sold as part of a set)."""
    return tuple(k for k in KINDS if k.sub == sub_category and k.set_piece == sets)
