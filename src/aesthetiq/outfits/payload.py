"""An outfit as the client receives it (issue 11): ``{"id", "title", "pieces", "total", "currency",
"formality", "why"}``, each piece the item payload plus its ``slot``, its role (``reason``), whether it is
``new`` (to buy) and, for a piece the user said they own but the wardrobe lacks, a ``note``."""

from __future__ import annotations

import hashlib
from collections import Counter
from typing import Any

from aesthetiq.outfits import reasons
from aesthetiq.outfits.compose import ROLE_SLOT, Look
from aesthetiq.outfits.occasions import level_name
from aesthetiq.outfits.pieces import Candidate
from aesthetiq.outfits.request import OutfitRequest, Wearer

CURRENCY = "EUR"
ITEM_FIELDS: tuple[str, ...] = (
    "name", "category", "subCategory", "brand", "colors", "colorHexes", "price", "currency", "inStock", "imageUrl",
    "url", "sizes", "material", "formality", "seasons", "fit", "pattern", "occasions", "tags", "gender", "type", "setId",
    "isFavorite",
)  # fmt: skip
OWNED_NOTE = "you said you own"


def piece(role: str, c: Candidate, look: Look, request: OutfitRequest, wearer: Wearer) -> dict[str, Any]:
    doc = c.doc
    out: dict[str, Any] = {"id": doc.get("_id") or doc.get("id"), "source": c.source}
    out.update({k: doc[k] for k in ITEM_FIELDS if doc.get(k) not in (None, [], "")})
    if c.source == "wardrobe":
        out.pop("price", None)  # already paid for
    out["slot"] = "layer" if c.slot == "layer" else ROLE_SLOT[role]
    out["reason"] = reasons.role(role, c, look, request, wearer)
    out["new"] = c.new
    if c.anchor:
        out["anchor"] = True
    if c.source == "owned":
        out["note"] = OWNED_NOTE
    return out


def outfit_formality(look: Look, request: OutfitRequest) -> str:
    if request.formality is not None:
        return level_name(request.formality)
    stored = Counter(c.doc["formality"] for _, c in look.parts if c.doc.get("formality"))
    if stored:
        return stored.most_common(1)[0][0]
    lows = sorted(c.formality[0] for _, c in look.parts)
    return level_name(lows[len(lows) // 2])


def outfit_id(look: Look) -> str:
    digest = hashlib.sha1("|".join(sorted(look.key_set)).encode()).hexdigest()[:12]
    return f"outfit_{digest}"


_ORDER = {"outer": 0, "mid": 1, "top": 2, "dress": 2, "bottom": 3, "shoes": 4, "accessory": 5}


def outfit(
    look: Look, request: OutfitRequest, wearer: Wearer, number: int = 1, count: int = 1
) -> dict[str, Any]:
    parts = sorted(look.parts, key=lambda rc: _ORDER.get(rc[0], 9))
    formality = outfit_formality(look, request)
    total = round(sum(c.price for _, c in parts if c.new), 2)
    return {
        "id": outfit_id(look),
        "title": reasons.title(look, request, number, count),
        "pieces": [piece(role, c, look, request, wearer) for role, c in parts],
        "total": total,
        "currency": CURRENCY,
        "formality": formality,
        "why": reasons.why(look, request, wearer, formality),
    }
