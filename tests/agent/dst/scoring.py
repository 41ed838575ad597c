"""Dialogue-state tracking scores: the stylist's ``done.state`` against a labelled state, slot by slot.

A turn counts only if every labelled slot is right (joint goal accuracy, as in dialogue-state-tracking
research); a conversation counts only if every one of its turns does. Labels follow the writer's guide
(pieces with garment, colours, budget, size, occasion, formality …; wearer; scope). The comparison is
lenient where the label's words and the state's canonical values differ only in form (a colour's shade
vs its family, "32" vs "W32", a budget said in pounds vs its euro conversion, a dress code's exclusions
beside the user's own) and strict on meaning.
"""

from __future__ import annotations

from typing import Any

from aesthetiq.agent.conversation.currency import DEFAULT_RATES
from aesthetiq.style import colour

FORMALITY = ("casual", "smart-casual", "business", "formal", "black-tie")
CATEGORIES = {"TOP", "BOTTOM", "SHOE", "ACCESSORY"}


def _colour_key(word: str) -> set[str]:
    name = colour.canonical_colour(str(word)) or str(word).lower()
    return {name, *(colour.families_of(name) or ())}


def same_colours(labelled: list[str], ours: list[str]) -> bool:
    """Every colour the label wants is in ours (by name or family) and ours adds none the label lacks."""
    if not labelled:
        return not ours
    keys = [_colour_key(c) for c in ours]
    return all(any(_colour_key(c) & k for k in keys) for c in labelled) and all(
        any(k & _colour_key(c) for c in labelled) for k in keys
    )


def covers(labelled: list[str], ours: list[str], key=str.lower) -> bool:
    """The label's exclusions are all in ours (a dress code may add more)."""
    return {key(str(v)) for v in labelled} <= {key(str(v)) for v in ours}


def _size(value: Any) -> str:
    text = str(value).upper().replace(" ", "")
    for prefix in ("EU", "UK", "SIZE"):
        text = text.removeprefix(prefix)
    return text.removeprefix("W") if text[1:3].isdigit() or text[:2].isdigit() else text


def _garment(piece: dict[str, Any]) -> str:
    return str(piece.get("subCategory") or piece.get("category") or "")


SIZE_SLOT = {"TOP": "top", "ACCESSORY": "top", "BOTTOM": "bottom", "SHOE": "shoe"}


def piece_problems(
    label: dict[str, Any], ours: dict[str, Any], rates: dict[str, float], sizes: dict[str, str] | None = None
) -> list[str]:
    problems: list[str] = []
    garment = label.get("garment")
    if garment and garment != "outfit" and garment != _garment(ours):
        problems.append(f"garment {_garment(ours) or '-'} != {garment}")
    if not same_colours(label.get("colors") or [], ours.get("colors") or []):
        problems.append(f"colors {ours.get('colors')} != {label.get('colors')}")
    if not covers(label.get("avoid_colors") or [], ours.get("excludeColors") or []):
        problems.append(f"avoid_colors {ours.get('excludeColors')} lacks {label.get('avoid_colors')}")
    rate = rates.get(str(label.get("currency") or "").upper(), 1.0)
    for said, key, stricter in (("budget_max", "maxPrice", lambda o, w: o <= w), ("budget_min", "minPrice", lambda o, w: o >= w)):
        wanted = label.get(said)
        got = ours.get(key)
        if wanted is None:
            if got is not None and not ours.get("priceFlexible"):
                problems.append(f"{key} {got} not asked")
        elif got is None:
            problems.append(f"{key} missing (want {wanted})")
        elif abs(got - wanted * rate) > max(1.0, 0.02 * wanted * rate) and not stricter(got, wanted * rate):
            problems.append(f"{key} {got} != {wanted * rate:g}")
    # The profile's size is applied to every search for the user's own clothes (ranked first, said in the
    # reasons), so a label that writes it down agrees with a state that does not repeat it.
    own = (sizes or {}).get(SIZE_SLOT.get(str(ours.get("category") or ""), ""), "")
    wanted_size = _size(label.get("size") or "")
    if wanted_size and wanted_size != _size(ours.get("size") or "") and not (not ours.get("size") and wanted_size == _size(own)):
        problems.append(f"size {ours.get('size')} != {label['size']}")
    for key in ("occasion", "material", "season", "brand"):
        if label.get(key) and str(label[key]).lower() != str(ours.get(key) or "").lower():
            problems.append(f"{key} {ours.get(key)} != {label[key]}")
    if not covers(label.get("avoid_materials") or [], ours.get("excludeMaterials") or []):
        problems.append(f"avoid_materials {ours.get('excludeMaterials')} lacks {label.get('avoid_materials')}")
    kept_words = " ".join(str(ours.get(k) or "") for k in ("notes", "fit", "type")).lower()
    if label.get("fit") and str(label["fit"]).lower().rstrip("s") not in kept_words:
        problems.append(f"fit {label['fit']} not kept")
    level = label.get("formality")
    if level in FORMALITY:
        low = FORMALITY.index(ours["minFormality"]) if ours.get("minFormality") in FORMALITY else 0
        high = FORMALITY.index(ours["maxFormality"]) if ours.get("maxFormality") in FORMALITY else len(FORMALITY) - 1
        if not low <= FORMALITY.index(level) <= high:
            problems.append(f"formality {level} outside {FORMALITY[low]}..{FORMALITY[high]}")
    return problems


def state_problems(
    label: dict[str, Any], ours: dict[str, Any], rates: dict[str, float] | None = None, sizes: dict[str, str] | None = None
) -> list[str]:
    """Every slot of ``label`` that ``ours`` (a ``done.state``) gets wrong; [] is a correct turn."""
    rates = rates or DEFAULT_RATES
    problems: list[str] = []
    wanted = [p for p in label.get("pieces") or [] if p]
    got = [p for p in ours.get("pieces") or [] if p]
    if [p for p in wanted if p.get("garment") == "outfit"] and not [p for p in wanted if p.get("garment") != "outfit"]:
        got = got[:1]  # an outfit is searched as one request whatever pieces it takes
        wanted = wanted[:1]
    if len(wanted) != len(got) and not (len(wanted) == 1 and wanted[0].get("garment") in (None, "outfit")):
        problems.append(f"{len(got)} piece(s), want {len(wanted)}")
    wearer_of = ours.get("wearer") or {}
    if wearer_of.get("recipient"):
        sizes = None  # a gift is not sized from the user's profile
    unmatched = list(got)
    for piece in wanted:
        best = min(unmatched, key=lambda p: len(piece_problems(piece, p, rates, sizes)), default=None)
        if best is None:
            continue
        unmatched.remove(best)
        problems += piece_problems(piece, best, rates, sizes)
    wearer = wearer_of.get("department")
    if label.get("wearer") == "man" and wearer != "men":
        problems.append(f"wearer {wearer} != men")
    if label.get("wearer") == "woman" and wearer == "men":
        problems.append("wearer men != women")
    scope = label.get("scope") or "commerce"
    if scope != (ours.get("scope") or "commerce"):
        problems.append(f"scope {ours.get('scope')} != {scope}")
    return problems
