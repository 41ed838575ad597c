"""How a refinement changes one piece of the request ("in black", "cheaper", "less formal", "forget the colour").

What the message sets replaces what was there; exclusions add up; relative moves are taken from what
was shown (below the median price shown, one formality notch down from the occasion or the items).
A changed occasion or season takes the old dress code's additions with it but keeps the user's own words.
"""

from __future__ import annotations

import math
import re
from typing import Any

from aesthetiq.agent.engines.offline.dress_codes import without_dress_code
from aesthetiq.agent.engines.offline.parsing import size_for_garment
from aesthetiq.style import colour
from aesthetiq.style.lexicon import FORMALITY_OF_OCCASION, FORMALITY_RANK

KEPT_EXCLUSIONS = ("excludeSubCategories", "excludeMaterials", "excludeWords", "excludeColors", "excludeBrands")
LEVELS = sorted(FORMALITY_RANK, key=FORMALITY_RANK.__getitem__)
_KEPT_NOTES = re.compile(r"(?:looking for|goes with|details): [^;]+")


def piece(
    current: dict[str, Any],
    set_: dict[str, Any],
    unset: list[str],
    drop: dict[str, list[str]],
    moves: list[str],
    shown: list[dict[str, Any]],
) -> dict[str, Any]:
    """``current`` refined; neither argument is changed."""
    previous = dict(current)
    changed = [k for k in ("occasion", "season") if set_.get(k) and previous.get(k) and set_[k] != previous[k]]
    if changed:
        # "now the gym clothes" after wedding outfits: the wedding's dress code goes with the wedding.
        previous = without_dress_code(previous, changed)
    merged = {k: v for k, v in previous.items() if k != "notes"}
    merged.update(set_)
    if not set_.get("subCategory") and (notes := _notes_kept(previous.get("notes") or "", set_.get("notes") or "")):
        merged["notes"] = notes  # "chelsea boots" -> "cheaper": still chelsea boots
    if ("maxPrice" in set_ or "minPrice" in set_) and "budgetSaid" not in set_:
        merged.pop("budgetSaid", None)  # a new budget in euros: the pounds said before no longer apply
        merged.pop("currency", None)
    for key in KEPT_EXCLUSIONS:  # "no wool" then "not black": both hold
        if previous.get(key) and set_.get(key):
            merged[key] = list(dict.fromkeys([*previous[key], *set_[key]]))
    if set_.get("subCategory") and not set_.get("category"):
        merged.pop("category", None)
    if set_.get("category") and not set_.get("subCategory") and previous.get("category") != set_["category"]:
        merged.pop("subCategory", None)
    for key in unset:
        merged.pop(key, None)
        if key == "subCategory":
            merged.pop("category", None)
        if key in ("maxPrice", "minPrice"):
            merged.pop("priceFlexible", None)
    for key, values in drop.items():
        _drop(merged, key, set(values))
    if set_.get("size") and not set_.get("subCategory"):
        merged["size"] = size_for_garment(str(set_["size"]), merged.get("subCategory"))  # "26" for jeans: W26
    if merged.get("material") and merged["material"] in (merged.get("excludeMaterials") or []) and "material" not in set_:
        merged.pop("material")  # a linen shirt, then "something warmer": winter rules out linen
    for move in moves:
        _MOVES[move](merged, set_, shown)
    if merged.get("colors") and merged.get("excludeColors"):
        merged["excludeColors"] = [c for c in merged["excludeColors"] if c not in merged["colors"]]
        if not merged["excludeColors"]:
            merged.pop("excludeColors")
    return merged


def _notes_kept(previous: str, said: str) -> str:
    """The request's notes after a change: what it is and goes with stay, details add up ("wrap front", then
    "with pockets": both), and a part said again replaces the old one ("fit: slim" then "fit: relaxed")."""
    parts = {k: v for k, v in (_part(p) for p in _KEPT_NOTES.findall(previous))}
    for key, value in (_part(p) for p in said.split(";") if ":" in p):
        if key == "details" and parts.get(key):
            value = ", ".join(dict.fromkeys([*parts[key].split(", "), *value.split(", ")]))
        parts[key] = value
    return "; ".join(f"{k}: {v}" for k, v in parts.items())


def _part(note: str) -> tuple[str, str]:
    key, _, value = note.strip().partition(":")
    return key.strip(), value.strip()


def _drop(piece: dict[str, Any], key: str, values: set[str]) -> None:
    value = piece.get(key)
    if isinstance(value, list):
        kept = [v for v in value if v not in values]
        if kept:
            piece[key] = kept
        else:
            piece.pop(key, None)
    elif value in values:
        piece.pop(key, None)
        if key == "subCategory":
            piece.pop("category", None)


def _prices(shown: list[dict[str, Any]]) -> list[float]:
    return sorted(float(i["price"]) for i in shown if isinstance(i.get("price"), int | float) and i.get("source") != "wardrobe")


def _median(values: list[float]) -> float:
    middle = len(values) // 2
    return values[middle] if len(values) % 2 else (values[middle - 1] + values[middle]) / 2


def _stated(set_: dict[str, Any], key: str) -> bool:
    """A number the user gave ("cheaper, under 35") beats the relative move."""
    return key in set_ and not set_.get("priceFlexible")


def _cheaper(piece: dict[str, Any], set_: dict[str, Any], shown: list[dict[str, Any]]) -> None:
    prices = _prices(shown)
    if prices and not _stated(set_, "maxPrice"):
        # Below the typical price shown, so several items still qualify; a round figure, not "under €50.49".
        piece["maxPrice"] = float(max(math.floor(_median(prices)), 1))
        for key in ("minPrice", "budgetSaid", "currency"):
            piece.pop(key, None)


def _pricier(piece: dict[str, Any], set_: dict[str, Any], shown: list[dict[str, Any]]) -> None:
    prices = _prices(shown)
    if prices and not _stated(set_, "minPrice"):
        piece["minPrice"] = float(math.ceil(_median(prices)))
        for key in ("maxPrice", "budgetSaid", "currency"):
            piece.pop(key, None)


def _level(piece: dict[str, Any], shown: list[dict[str, Any]]) -> int:
    """Where the request sits now: its ceiling, else the occasion's level or its floor, else the items shown."""
    for value in (piece.get("maxFormality"), FORMALITY_OF_OCCASION.get(piece.get("occasion") or "")):
        if value in FORMALITY_RANK:
            return FORMALITY_RANK[value]
    ranks = sorted(FORMALITY_RANK[i["formality"]] for i in shown if i.get("formality") in FORMALITY_RANK)
    if ranks:
        return ranks[len(ranks) // 2]
    return FORMALITY_RANK.get(piece.get("minFormality") or "", FORMALITY_RANK["smart-casual"])


def _less_formal(piece: dict[str, Any], set_: dict[str, Any], shown: list[dict[str, Any]]) -> None:
    # The occasion stays: a wedding "a bit less formal" is still a wedding, one notch down.
    ceiling = max(_level(piece, shown) - 1, 0)
    piece["maxFormality"] = LEVELS[ceiling]
    floor = piece.get("minFormality")
    if floor in FORMALITY_RANK and FORMALITY_RANK[floor] > ceiling:
        piece["minFormality"] = LEVELS[ceiling]


def _more_formal(piece: dict[str, Any], set_: dict[str, Any], shown: list[dict[str, Any]]) -> None:
    floor_now = FORMALITY_RANK.get(piece.get("minFormality") or "", -1)
    # One notch up, but black tie only when the occasion asks for it: "smarter" is not a ball gown.
    top = len(LEVELS) - 1 if piece.get("occasion") == "black-tie" else FORMALITY_RANK["formal"]
    floor = min(max(_level(piece, shown), floor_now) + 1, top)
    piece["minFormality"] = LEVELS[floor]
    ceiling = piece.get("maxFormality")
    if ceiling in FORMALITY_RANK and FORMALITY_RANK[ceiling] < floor:
        piece.pop("maxFormality")


def _other_colour(piece: dict[str, Any], set_: dict[str, Any], shown: list[dict[str, Any]]) -> None:
    """The request without the colours it asked for, or else without those of the items shown."""
    if set_.get("colors"):
        return
    asked = piece.pop("colors", None)
    seen = asked or [colour.family_of(c) or c for item in shown for c in (item.get("colors") or [])[:1]]
    if seen:
        piece["excludeColors"] = list(dict.fromkeys([*piece.get("excludeColors", []), *seen]))[:6]


def _more(piece: dict[str, Any], set_: dict[str, Any], shown: list[dict[str, Any]]) -> None:
    return None  # the reducer adds the shown items to ``seen``


_MOVES = {
    "cheaper": _cheaper,
    "pricier": _pricier,
    "less_formal": _less_formal,
    "more_formal": _more_formal,
    "other_colour": _other_colour,
    "more": _more,
}
