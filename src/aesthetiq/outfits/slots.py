"""Where a garment goes in an outfit, and who it is cut for.

An outfit is one piece per slot: ``top`` and ``bottom`` or a ``dress`` (a one-piece), ``shoes``, an
optional ``layer`` and up to two ``accessory`` pieces. Jackets, coats and blazers are layers; a sweater
is a top, or a layer over a shirt, blouse or tee. Layers come in two kinds: an *outer* layer (coat,
jacket) and a *mid* layer (blazer, cardigan, jumper over a shirt); a cold day may take one of each.

``type`` (a finer garment type) and ``gender`` (women | men | unisex) are used when the catalogue has
them; without them the name and the subCategory stand in.
"""

from __future__ import annotations

from typing import Any

SLOTS: tuple[str, ...] = ("top", "bottom", "dress", "layer", "shoes", "accessory")
LAYER_SUBCATEGORIES = frozenset({"Jacket", "Coat", "Blazer"})
_CATEGORY_SLOT = {"TOP": "top", "BOTTOM": "bottom", "SHOE": "shoes", "ACCESSORY": "accessory"}
# A sweater worn over these reads as a layer; over a hoodie or another sweater it does not.
LAYERABLE_TOPS = frozenset({"Shirt", "Blouse", "T-Shirt"})
# Subcategories the outside checker (and most shops) file as womenswear.
WOMENSWEAR_SUBCATEGORIES = frozenset({"Dress", "Skirt", "Heels", "Blouse", "Leggings", "Flats"})
# Cuts that are womenswear whatever their subCategory (a man is not shown these).
_WOMENSWEAR_WORDS = (
    "mom jeans", "cropped", "clutch", "earring", "wrap coat", "pussy-bow", "puff-sleeve", "ruffle",
    "slingback", "mules", "cat-eye", "sun hat", "mary jane", "ballet", "pumps", "stiletto", "bucket bag", "necklace",
)  # fmt: skip
SUBCATEGORY_SLOTS: dict[str, tuple[str, ...]] = {
    "top": ("T-Shirt", "Shirt", "Blouse", "Sweater", "Hoodie"),
    "bottom": ("Jeans", "Trousers", "Shorts", "Skirt", "Leggings", "Sweatpants"),
    "dress": ("Dress",),
    "layer": ("Blazer", "Jacket", "Coat", "Sweater"),
    "shoes": ("Sneakers", "Boots", "Sandals", "Heels", "Flats", "Loafers"),
    "accessory": ("Bag", "Belt", "Jewelry", "Scarf", "Hat", "Sunglasses", "Watch"),
}


def kind_text(doc: dict[str, Any]) -> str:
    """The words that say what exactly a garment is: its type (when the catalogue has one) and name."""
    return f"{doc.get('type') or ''} {doc.get('name') or ''}".lower()


def slot_of(doc: dict[str, Any]) -> str:
    """The garment's own slot (a sweater's is ``top``; ``layer_kind`` says when it can be a layer)."""
    sub = doc.get("subCategory")
    if sub == "Dress":
        return "dress"
    if sub in LAYER_SUBCATEGORIES:
        return "layer"
    return _CATEGORY_SLOT.get(str(doc.get("category")), "accessory")


def layer_kind(doc: dict[str, Any]) -> str | None:
    """``outer`` (coat, jacket), ``mid`` (blazer, cardigan, jumper) or None for a garment that is no layer."""
    sub = doc.get("subCategory")
    if sub == "Coat":
        return "outer"
    if sub == "Jacket":
        text = kind_text(doc)
        # A suit-like or shirt-like jacket is worn under a coat; the rest go over everything.
        return (
            "mid" if any(w in text for w in ("overshirt", "shacket", "dinner jacket", "tuxedo")) else "outer"
        )
    if sub in ("Blazer", "Sweater"):
        return "mid"
    return None


def is_cardigan(doc: dict[str, Any]) -> bool:
    return doc.get("subCategory") == "Sweater" and "cardigan" in kind_text(doc)


def can_stand_alone_as_top(doc: dict[str, Any]) -> bool:
    """A blazer or dinner jacket worn buttoned can be the top half when no shirt fits the occasion."""
    return doc.get("subCategory") == "Blazer" or "dinner jacket" in kind_text(doc)


def fits_department(doc: dict[str, Any], department: str | None, text: str | None = None) -> bool:
    """Whether a garment suits the wearer's department (``women`` | ``men``; None or ``unisex``: anything)."""
    if department not in ("women", "men"):
        return True
    gender = str(doc.get("gender") or "").lower()
    if gender in ("women", "men", "unisex"):
        return gender in (department, "unisex")
    if department == "women":
        return True
    if doc.get("subCategory") in WOMENSWEAR_SUBCATEGORIES:
        return False
    text = kind_text(doc) if text is None else text
    return not any(word in text for word in _WOMENSWEAR_WORDS)


def size_key(doc: dict[str, Any]) -> str | None:
    """Which of the wearer's sizes (top | bottom | shoe) a garment is bought in; None for one-size pieces."""
    category = doc.get("category")
    if category == "SHOE":
        return "shoe"
    if category == "ACCESSORY":
        return None
    sizes = [str(s).upper() for s in doc.get("sizes") or []]
    waist_sized = any(s.startswith("W") and s[1:3].isdigit() for s in sizes)
    if category == "BOTTOM" and doc.get("subCategory") != "Dress" and waist_sized:
        return "bottom"
    return "top"  # letter-sized: tops, dresses, and letter-sized skirts, shorts and joggers
