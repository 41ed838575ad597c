"""Candidate gathering, in process: per garment type a filtered search of the shop (ranked by meaning and
the wearer's colour season), the wearer's wardrobe, and the anchors resolved to documents.

Only the garment types that can pass the request's rules are searched (no shorts in winter, no
hoodies at an interview, no dresses for a man), one search each, so the candidate pools hold every
type the look may use rather than whatever one broad search ranked first. Works on any ``Store``
(SQLite or MongoDB): it uses the store's own search and filters.
"""

from __future__ import annotations

from collections import Counter
from typing import Any

from aesthetiq.models import CommerceFilters
from aesthetiq.outfits.pieces import Candidate, Rules, candidate, note_wants, refusal
from aesthetiq.outfits.pools import Gathered, wearable_together
from aesthetiq.outfits.request import Anchor, OutfitRequest, Wearer
from aesthetiq.outfits.slots import SUBCATEGORY_SLOTS
from aesthetiq.outfits.weather import layer_need
from aesthetiq.store.base import Store
from aesthetiq.style.colour import hex_of, matches_colour
from aesthetiq.style.lexicon_words import FORMALITY_LEVELS
from aesthetiq.style.taxonomy import SUBCATEGORY_TO_CATEGORY

PER_TYPE = {"accessory": 8, "shoes": 12}
ACCESSORY_TYPES = 2
DEFAULT_PER_TYPE = 16
MIN_ADMITTED = 4  # fewer admissible results than this: search the type again, deeper
DEEP = 100
WARDROBE_LIMIT = 2000
_WAIST_SUBS = frozenset({"Jeans", "Trousers"})


class AnchorNotFound(LookupError):
    """An anchor's item id is unknown (or, for the wardrobe, someone else's)."""


def searched_types(rules: Rules) -> list[str]:
    """The subCategories whose garments could pass the rules at all (tested on the bare type)."""
    out = []
    for subs in SUBCATEGORY_SLOTS.values():
        for sub in subs:
            if sub in out:
                continue
            bare = candidate(
                {"subCategory": sub, "category": SUBCATEGORY_TO_CATEGORY[sub], "name": sub}, "type"
            )
            if refusal(bare, rules) is None:
                out.append(sub)
    return out


# How many garment types of each slot are searched: the ones the occasion, the words of the request and
# the pieces asked for prefer come first. Fewer searches keep a turn fast on a large catalogue.
TYPE_CAP = {"top": 3, "bottom": 3, "dress": 1, "shoes": 3}
LAYER_TYPES = {"none": 0, "optional": 1, "light": 1, "welcome": 2, "any": 2, "outer": 3}


def chosen_types(types: list[str], request: OutfitRequest) -> list[str]:
    """The admissible types worth a search, per slot best first (see ``TYPE_CAP``)."""
    wanted = set(request.include_types)
    groups, _ = note_wants(request.notes)
    wanted |= {w for group in groups for w in group if w in SUBCATEGORY_TO_CATEGORY}
    prefer = request.occasion.prefer if request.occasion else frozenset()
    need = (
        "any" if request.layer is True else "none" if request.layer is False else layer_need(request.weather)
    )
    caps = {**TYPE_CAP, "layer": LAYER_TYPES[need]}
    out: list[str] = []
    for slot, subs in SUBCATEGORY_SLOTS.items():
        admissible = [t for t in subs if t in types and t not in out]
        if slot == "layer":
            admissible = [t for t in admissible if t != "Sweater"]  # searched as a top already
            if need not in ("outer", "any", "welcome"):
                admissible = [t for t in admissible if t != "Coat"]  # no coat unless the weather asks
        ranked = sorted(admissible, key=lambda t: (t not in wanted, t not in prefer, subs.index(t)))
        if slot == "accessory":
            out += ranked  # search_shop takes the first ACCESSORY_TYPES
            continue
        out += ranked[: caps[slot]]
    return out


def _slot_of_type(sub: str) -> str:
    return next(slot for slot, subs in SUBCATEGORY_SLOTS.items() if sub in subs)


def _size_filter(sub: str, wearer: Wearer) -> list[str] | None:
    """The size to filter the store by, when the wearer's size is in the scheme the type is sold in."""
    category = SUBCATEGORY_TO_CATEGORY[sub]
    if category == "ACCESSORY":
        return None
    if category == "SHOE":
        size = wearer.sizes.get("shoe")
    elif sub in _WAIST_SUBS:
        size = wearer.sizes.get("bottom")
        size = size.split("/")[0] if size and size.upper().startswith("W") else None  # "W30": any inseam
    else:
        size = wearer.sizes.get("top")
        size = size if size and not size.upper().startswith("W") else None
    return [size] if size else None


# Words that describe half the catalogue ("Made for business days in autumn and winter"): the rules already
# hold the season and the formality, and on a large catalogue scoring them costs more than they say.
_COMMON_WORDS = frozenset(
    {"spring", "summer", "autumn", "winter", *FORMALITY_LEVELS, "smart", "casual", "days"}
)


def query_text(request: OutfitRequest, sub: str) -> str:
    """What to rank a type's garments by: the request's own words, colours asked for, what its notes want."""
    groups, _ = note_wants(request.notes)
    wanted = [w for group in groups for w in group if w not in SUBCATEGORY_TO_CATEGORY]  # "long dress": gown
    text = " ".join([request.text, " ".join(request.colours), " ".join(wanted), sub])
    return " ".join(w for w in text.split() if w.lower().strip(",.") not in _COMMON_WORDS)


def _price_cap(request: OutfitRequest, rules: Rules, anchored_cost: float) -> float | None:
    caps = []
    if rules.budget_per_item is not None:
        caps.append(rules.budget_per_item)
    for total in (request.budget_total, request.budget_each_outfit):
        if total is not None:
            caps.append(max(1.0, (total - anchored_cost) * 0.75))
    return min(caps) if caps else None


def _search(store: Store, request: OutfitRequest, wearer: Wearer, words: str, filters: CommerceFilters,
            limit: int, keep: list[str] | None = None) -> list[Candidate]:  # fmt: skip
    hits = store.search_commerce(query_text(request, words), filters, min(limit, 100), candidate_pool=3 * limit,
                                 style_dna=wearer.season)  # fmt: skip
    top = max((float(h["score"]) for h in hits), default=1.0) or 1.0
    return [
        candidate(h["item"], "commerce", float(h["score"]) / top, wearer.season)
        for h in hits
        if keep is None or h["item"].get("subCategory") in keep
    ]


# Refusals a deeper page can fix: the store cannot filter these out, but other items of the type pass.
_VALUE_REFUSALS = frozenset({"excluded material", "excluded colour", "neon", "too loud a pattern for the occasion",
                             "too bright for the occasion", "department", "excluded type", "not modest"})  # fmt: skip


def _worth_deeper(found: list[Candidate], rules: Rules) -> bool:
    reasons = [refusal(c, rules) for c in found]
    admitted = sum(r is None for r in reasons)
    return admitted < MIN_ADMITTED and sum(r in _VALUE_REFUSALS for r in reasons) >= 3


def search_shop(
    store: Store,
    request: OutfitRequest,
    wearer: Wearer,
    rules: Rules,
    anchored_cost: float,
    deep: bool = False,
    filled: set[str] | None = None,
) -> list[Candidate]:
    """One search per admissible garment type (accessories share one: they are small parts of a look),
    none for the ``filled`` slots. A type whose results the rules mostly refuse (materials the store cannot
    filter out, say) is searched again deeper, so a required slot is not left empty by the first page."""
    cap = _price_cap(request, rules, anchored_cost)
    types = chosen_types(searched_types(rules), request)
    types = [t for t in types if not filled or _slot_of_type(t) not in filled]
    accessories = [t for t in types if t in SUBCATEGORY_SLOTS["accessory"]]
    out: list[Candidate] = []
    for sub in (t for t in types if t not in accessories):
        filters = CommerceFilters(
            subCategory=sub, inStock=True, maxPrice=cap, sizes=_size_filter(sub, wearer)
        )
        limit = PER_TYPE["shoes"] if SUBCATEGORY_TO_CATEGORY[sub] == "SHOE" else DEFAULT_PER_TYPE
        found = _search(store, request, wearer, sub, filters, DEEP if deep else limit)
        if not deep and len(found) == limit and _worth_deeper(found, rules):
            found = _search(store, request, wearer, sub, filters, DEEP)
        out += found
    # Accessories: the two kinds the request or the occasion wants most, a short page each (a search over
    # every accessory at once filters nothing on a large catalogue and costs more than both).
    for sub in accessories[:ACCESSORY_TYPES]:
        filters = CommerceFilters(subCategory=sub, inStock=True, maxPrice=cap)
        out += _search(
            store,
            request,
            wearer,
            sub,
            filters,
            DEFAULT_PER_TYPE if sub in request.include_types else PER_TYPE["accessory"],
        )
    return out


def _owned_match(anchor: Anchor, wardrobe: list[dict[str, Any]]) -> dict[str, Any] | None:
    """The wardrobe piece a description names: same type, the colour asked (favourites first)."""
    fits = [
        d for d in wardrobe
        if (not anchor.sub_category or d.get("subCategory") == anchor.sub_category)
        and (not anchor.colour or matches_colour(anchor.colour, list(d.get("colors") or []) or list(d.get("colorHexes") or [])))
    ]  # fmt: skip
    if not fits or not (anchor.sub_category or anchor.colour):
        return None
    literal = [
        d
        for d in fits
        if anchor.colour and any(anchor.colour.lower() in str(c).lower() for c in d.get("colors") or [])
    ]
    fits = literal or fits
    return sorted(fits, key=lambda d: (not d.get("isFavorite"), str(d.get("_id"))))[0]


def _placeholder(anchor: Anchor) -> dict[str, Any]:
    sub = anchor.sub_category or "Shirt"
    colour = anchor.colour or ""
    hex_code = hex_of(colour) if colour else None
    name = anchor.description or " ".join(p for p in (colour, sub.lower()) if p)
    return {
        "_id": None, "name": name[:1].upper() + name[1:], "category": SUBCATEGORY_TO_CATEGORY.get(sub, "TOP"),
        "subCategory": sub, "colors": [colour] if colour else [], "colorHexes": [hex_code] if hex_code else [],
    }  # fmt: skip


def resolve_anchors(store: Store, anchors: tuple[Anchor, ...], wardrobe: list[dict[str, Any]], user_id: str | None,
                    season: str | None) -> tuple[list[Candidate], list[str]]:  # fmt: skip
    out: list[Candidate] = []
    notes: list[str] = []
    for anchor in anchors:
        if anchor.source == "commerce":
            doc = store.get("commerceitems", str(anchor.item_id))
            if doc is None:
                raise AnchorNotFound(f"commerce item {anchor.item_id!r} not found")
            out.append(candidate(doc, "commerce", 1.0, season))
        elif anchor.source == "wardrobe":
            doc = store.get("wardrobeitems", str(anchor.item_id))
            if doc is None or doc.get("userId") != user_id:
                raise AnchorNotFound(f"wardrobe item {anchor.item_id!r} not found")
            out.append(candidate(doc, "wardrobe", 1.0, season))
        else:
            found = _owned_match(anchor, wardrobe)
            if found is not None:
                out.append(candidate(found, "wardrobe", 1.0, season))
            else:
                doc = _placeholder(anchor)
                notes.append(
                    f"your {doc['name'].lower()} is not in your wardrobe yet: the look uses it as you described it"
                )
                c = candidate(doc, "owned", 1.0, season)
                c.key = f"owned:{doc['name'].lower()}"
                out.append(c)
    return out, notes


def gather(
    store: Store,
    request: OutfitRequest,
    wearer: Wearer,
    rules: Rules,
    deep: bool = False,
    gaps_only: bool = True,
) -> Gathered:
    """Shop candidates per admissible type, the wardrobe (when the policy or an anchor needs it), anchors;
    ``deep`` searches each type ``DEEP`` results down (the retry when nothing complete was found);
    ``gaps_only`` (wardrobe first) skips the slots the wardrobe fills."""
    needs_wardrobe = wearer.user_id is not None and (
        request.wardrobe != "shop" or any(a.source == "owned" for a in request.anchors)
    )
    wardrobe = (
        store.filter_wardrobe(wearer.user_id, None, WARDROBE_LIMIT)
        if needs_wardrobe and wearer.user_id
        else []
    )
    anchors, notes = resolve_anchors(store, request.anchors, wardrobe, wearer.user_id, wearer.season)
    anchors, clashes = wearable_together(anchors)
    notes += clashes
    anchored_cost = sum(a.cost for a in anchors)
    owned = (
        [candidate(d, "wardrobe", 0.5, wearer.season) for d in wardrobe] if request.wardrobe != "shop" else []
    )
    gaps = gaps_only and request.wardrobe == "wardrobe_first" and not deep
    filled = filled_slots(owned, rules) if gaps else set()
    candidates = (
        []
        if request.wardrobe == "wardrobe_only"
        else search_shop(store, request, wearer, rules, anchored_cost, deep, filled)
    )
    return Gathered(candidates + owned, anchors, notes)


# How many of the wardrobe's own pieces make a slot "filled": wardrobe first, the shop only fills gaps.
_FILLED_AT = {"top": 2, "bottom": 2, "dress": 1, "shoes": 2, "layer": 1, "accessory": 1}


def filled_slots(owned: list[Candidate], rules: Rules) -> set[str]:
    """The slots the wardrobe fills well enough that the shop is not searched for them (a deeper retry
    searches everything)."""
    counts = Counter(c.slot for c in owned if refusal(c, rules) is None)
    filled = {slot for slot, enough in _FILLED_AT.items() if counts[slot] >= enough}
    if {"top", "bottom"} <= filled:
        filled.add("dress")  # the body is covered either way
    return filled
