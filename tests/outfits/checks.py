"""Checks of whole outfits against a labelled request: the same rules as the shared eval's ``outfit_fails``
(complete, one per slot, total, formality, season, menswear, no_sub, no_material, anchor, wardrobe share,
at most two accent hues, a reason), written here on the project's own colour science, plus the set rules
(how many outfits, a total across them, capsule size). ``full_doc(piece)`` returns the stored document."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from aesthetiq.style.colour import matches_colour
from aesthetiq.style.colour_science import hex_to_lab, lab_to_lch

FORMALITY = ["casual", "smart-casual", "business", "formal", "black-tie"]
HEAVY = {"wool", "cashmere", "tweed", "fleece", "corduroy", "velvet", "cotton fleece", "wool blend", "cashmere blend",
         "flannel", "shearling", "felt", "alpaca", "merino"}  # fmt: skip
WOMENS = {"Dress", "Skirt", "Heels", "Blouse", "Leggings"}
LAYERS = {"Jacket", "Coat", "Blazer"}
SLOTS = {"TOP": "top", "BOTTOM": "bottom", "SHOE": "shoes", "ACCESSORY": "accessory"}

FullDoc = Callable[[dict[str, Any]], dict[str, Any]]


def slot_of(doc: dict[str, Any]) -> str:
    if doc.get("subCategory") == "Dress":
        return "dress"
    if doc.get("subCategory") in LAYERS:
        return "layer"
    return SLOTS.get(str(doc.get("category")), "other")


def accent_count(docs: list[dict[str, Any]]) -> int:
    """Accent hues beside neutrals, main colour of each piece (the shared eval's reading)."""
    accents: list[float] = []
    for d in docs:
        hexes = d.get("colorHexes") or []
        if not hexes:
            continue
        lightness, chroma, hue = lab_to_lch(hex_to_lab(hexes[0]))
        neutral = (
            chroma < 28
            or (lightness < 38 and 200 <= hue <= 300)
            or (25 <= hue <= 95 and lightness < 60 and chroma < 55)
        )
        if not neutral and not any(min(abs(hue - a), 360 - abs(hue - a)) < 35 for a in accents):
            accents.append(hue)
    return len(accents)


def outfit_problems(
    case: dict[str, Any], outfit: dict[str, Any], full_doc: FullDoc, shown: list[str]
) -> list[str]:
    pieces = outfit.get("pieces") or []
    docs = [full_doc(p) for p in pieces]
    fails: list[str] = []
    slots = [slot_of(d) for d in docs]
    body = (("top" in slots or "layer" in slots) and "bottom" in slots) or "dress" in slots
    if not body or "shoes" not in slots:
        fails.append(f"incomplete {slots}")
    for slot, most in (("bottom", 1), ("shoes", 1), ("dress", 1), ("layer", 2), ("accessory", 2)):
        if slots.count(slot) > most:
            fails.append(f"{slots.count(slot)}x {slot}")
    if "dress" in slots and "bottom" in slots:
        fails.append("dress and a bottom")
    total = sum(
        d.get("price") or 0 for d, p in zip(docs, pieces, strict=True) if p.get("source") == "commerce"
    )
    if "total_max" in case and total > case["total_max"] + 0.01:
        fails.append(f"total {total:.0f}>{case['total_max']}")
    if abs(total - float(outfit.get("total") or 0)) > 0.01:
        fails.append(f"total says {outfit.get('total')}, pieces cost {total:.2f}")
    levels = [d["formality"] for d in docs if d.get("formality") in FORMALITY]
    if "formality" in case and any(level not in case["formality"] for level in levels):
        fails.append(f"formality {sorted(set(levels) - set(case['formality']))}")
    ranks = [FORMALITY.index(level) for level in levels]
    if ranks and max(ranks) - min(ranks) > 2:
        fails.append("formality spread")
    fails += _season(case.get("season"), docs)
    if case.get("menswear") and any(d.get("subCategory") in WOMENS for d in docs):
        fails.append("womenswear for a man")
    fails += [
        f"{sub} shown" for sub in case.get("no_sub", []) if any(d.get("subCategory") == sub for d in docs)
    ]
    fails += [
        f"{m} shown"
        for m in case.get("no_material", [])
        if any(str(d.get("material", "")).lower() == m for d in docs)
    ]
    if "wardrobe_share" in case and pieces:
        share = sum(p.get("source") == "wardrobe" for p in pieces) / len(pieces)
        if share + 1e-9 < case["wardrobe_share"]:
            fails.append(f"wardrobe share {share:.2f}")
    fails += _anchor(case.get("anchor"), pieces, docs, shown)
    if accent_count(docs) > 2:
        fails.append("colours clash (over two accent hues)")
    if len(str(outfit.get("why") or "")) < 20 or any(len(str(p.get("reason") or "")) < 15 for p in pieces):
        fails.append("no reason")
    return fails


def _season(season: str | None, docs: list[dict[str, Any]]) -> list[str]:
    if not season:
        return []
    fails = []
    for d in docs:
        if (
            d.get("seasons")
            and season not in d["seasons"]
            and not (season == "spring" and "summer" in d["seasons"])
        ):
            fails.append(f"{str(d.get('name', '?'))[:25]} not for {season}")
            break
    if season == "summer" and any(str(d.get("material", "")).lower() in HEAVY for d in docs):
        fails.append("heavy fabric in summer")
    if season == "winter" and any(d.get("subCategory") in ("Sandals", "Shorts") for d in docs):
        fails.append("sandals/shorts in winter")
    return fails


def _anchor(
    anchor: dict[str, Any] | None, pieces: list[dict[str, Any]], docs: list[dict[str, Any]], shown: list[str]
) -> list[str]:
    if not anchor:
        return []
    if "turn" in anchor:
        want = shown[anchor["index"]] if anchor["index"] < len(shown) else None
        return [] if want is None or want in [p.get("id") for p in pieces] else ["anchor piece missing"]
    # The colour is judged by family ("brown" boots in caramel are brown), the eval's substring aside.
    found = any(
        p.get("source") == anchor["source"] and d.get("subCategory") == anchor["sub"]
        and matches_colour(anchor["colour"], list(d.get("colors") or []))
        for p, d in zip(pieces, docs, strict=True)
    )  # fmt: skip
    return [] if found else ["anchor piece missing"]


def anchor_literal(
    anchor: dict[str, Any] | None, pieces: list[dict[str, Any]], docs: list[dict[str, Any]]
) -> bool:
    """The shared eval's literal reading: the colour word inside one of the anchor's colour names."""
    if not anchor or "turn" in anchor:
        return True
    return any(
        p.get("source") == anchor["source"] and d.get("subCategory") == anchor["sub"]
        and any(anchor["colour"] in str(c).lower() for c in d.get("colors") or [])
        for p, d in zip(pieces, docs, strict=True)
    )  # fmt: skip


def set_problems(
    case: dict[str, Any], outfits: list[dict[str, Any]], full_doc: FullDoc, capsule: dict[str, Any] | None
) -> list[str]:
    fails = []
    need = case.get("capsule", {}).get("outfits_min") or case.get("outfits_min") or 1
    if len(outfits) < need:
        fails.append(f"{len(outfits)} outfit(s) < {need}")
    new: dict[str, float] = {}
    for outfit in outfits:
        for p in outfit.get("pieces") or []:
            if p.get("source") == "commerce":
                new[str(p.get("id"))] = float(full_doc(p).get("price") or 0)
    if "total_max_all" in case and sum(new.values()) > case["total_max_all"] + 0.01:
        fails.append(f"total of all {sum(new.values()):.0f}>{case['total_max_all']}")
    if "capsule" in case:
        if capsule is None:
            fails.append("no capsule")
        else:
            pieces = {(p.get("source"), p.get("id"), p.get("name")) for p in capsule.get("pieces") or []}
            worn = {
                (p.get("source"), p.get("id"), p.get("name")) for o in outfits for p in o.get("pieces") or []
            }
            if len(pieces) > case["capsule"]["pieces_max"]:
                fails.append(f"{len(pieces)} pieces > {case['capsule']['pieces_max']}")
            if not worn <= pieces:
                fails.append("an outfit wears a piece outside the capsule")
            if capsule.get("outfit_count", 0) < need:
                fails.append(f"capsule makes {capsule.get('outfit_count')} outfits < {need}")
    return fails
