"""The one place the shopping state changes: ``apply(state, operations)`` (issue 10).

Pure and engine-independent: the offline engine and the llm engine hand in the same operations and
get the same state back. What each operation means is in ``operations.py``; how one piece is changed
by a refinement is in ``refine.py``.
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import Any

from aesthetiq.agent.conversation import refine
from aesthetiq.agent.conversation.operations import (
    AddPiece,
    AskShown,
    Compare,
    Forget,
    General,
    NewRequest,
    Reference,
    Refine,
    Remember,
    SetScope,
    SetWearer,
)
from aesthetiq.agent.conversation.state import Anchor, OutfitAsk, ShoppingState, clean_piece, garment_keys
from aesthetiq.agent.engines.offline.dress_codes import CASUAL_BY_NATURE, apply_dress_code

# What a new piece takes from the request it goes with: the same event, weather, style and per-item budget.
INHERITED = ("occasion", "style", "season", "minFormality", "maxFormality", "maxPrice", "minPrice", "currency",
             "priceFlexible", "budgetSaid", "budgetTotal")  # fmt: skip
EXCLUSION_OF = {"colors": "excludeColors", "materials": "excludeMaterials", "subCategories": "excludeSubCategories",
                "brands": "excludeBrands"}  # fmt: skip


def apply(state: ShoppingState, operations: Iterable[Any]) -> ShoppingState:
    """The state after a message's operations, in order. ``state`` is not changed."""
    new = state.model_copy(deep=True)
    acts: list[str] = []
    for op in operations:
        _APPLY[type(op)](new, op)
        acts.append(op.op)
    new.act = _main_act(acts) or new.act
    new.turns = state.turns + 1
    return new


def _main_act(acts: list[str]) -> str | None:
    for act in ("new_request", "add_piece", "compare", "ask_shown", "reference", "refine", "remember", "forget",
                "set_wearer", "set_scope", "general"):  # fmt: skip
        if act in acts:
            return act
    return None


def _new_request(state: ShoppingState, op: NewRequest) -> None:
    kept = {key: state.first[key] for key in op.keep if key in state.first}
    state.pieces = [{**kept, **clean_piece(piece)} for piece in op.pieces] or ([kept] if kept else [])
    if kept.get("occasion") or kept.get("season"):
        for piece in state.pieces:
            apply_dress_code(piece)  # the kept occasion's or weather's code: no sandals for the Oslo trip
    state.anchor = None
    state.outfit = op.outfit.model_copy() if op.outfit else None
    state.seen = []
    if state.wearer.recipient:
        # A new thing to shop for is the user's own unless the message says who it is for (set_wearer).
        state.wearer.recipient = None
        state.wearer.department = state.wearer.self_department


def _refine(state: ShoppingState, op: Refine) -> None:
    if not state.pieces:
        state.pieces = [{}]
    shown = [item.model_dump() for item in state.shown]
    targets = range(len(state.pieces)) if op.pieces is None else [i for i in op.pieces if 0 <= i < len(state.pieces)]
    for index in targets:
        state.pieces[index] = refine.piece(state.pieces[index], op.set, op.unset, op.drop, op.moves, shown)
    if op.outfit and state.outfit is not None:
        state.outfit = state.outfit.model_copy(update=OutfitAsk.model_validate({**state.outfit.model_dump(), **op.outfit}).model_dump())
    if "more" in op.moves:
        state.seen = list(dict.fromkeys([*state.seen, *(item.id for item in state.shown)]))
    elif op.set or op.unset or op.drop or op.moves:
        state.seen = []


def _add_piece(state: ShoppingState, op: AddPiece) -> None:
    base = state.first
    inherited = {key: base[key] for key in INHERITED if key in base}
    # A total for the look still caps each piece added to it (and stays a total).
    new_pieces = [{**inherited, **clean_piece(piece)} for piece in op.pieces] or [inherited]
    for piece in new_pieces:
        if "occasion" in inherited and piece.get("occasion") == inherited["occasion"]:
            apply_dress_code(piece)  # shoes for the wedding dress: the wedding's code, no running shoes
    if op.anchor is not None and 0 <= op.anchor < len(state.shown):
        item = state.shown[op.anchor]
        state.anchor = Anchor(source="shown" if item.source != "wardrobe" else "wardrobe", id=item.id, name=item.name,
                              subCategory=item.subCategory, colors=item.colors)  # fmt: skip
        floor = _floor_below(item.formality)
        for piece in new_pieces:
            if item.subCategory in TAILORED and piece.get("category") == "SHOE" and not piece.get("subCategory"):
                # Shoes for a blazer or a suit: loafers, oxfords, boots, heels or flats — not trainers or slides
                # (a man's "flats" are moccasins and slippers).
                casual = [*CASUAL_SHOES, *(("Flats",) if state.wearer.department == "men" else ())]
                piece["excludeSubCategories"] = list(dict.fromkeys([*piece.get("excludeSubCategories", []), *casual]))
            if floor and not piece.get("minFormality") and piece.get("subCategory") not in CASUAL_BY_NATURE:
                # Shoes for a business blazer: smart ones, not flip-flops (one notch below the piece itself).
                piece["minFormality"] = floor
    state.pieces = new_pieces
    state.outfit = None  # a piece to go with the look: searched on its own
    state.seen = []


TAILORED = frozenset({"Blazer"})
CASUAL_SHOES = ("Sneakers", "Sandals")


def _floor_below(formality: str | None) -> str | None:
    """One notch below a smart piece, never below smart-casual: shoes for a blazer are not running shoes."""
    levels = ("casual", "smart-casual", "business", "formal", "black-tie")
    if formality not in levels or levels.index(formality) < 1:
        return None
    return levels[max(levels.index(formality) - 1, 1)]


def _reference(state: ShoppingState, op: Reference) -> None:
    picked = [state.shown[i] for i in op.indexes if 0 <= i < len(state.shown)]
    if not picked:
        return
    item = picked[0]
    state.anchor = Anchor(source="shown" if item.source != "wardrobe" else "wardrobe", id=item.id, name=item.name,
                          subCategory=item.subCategory, colors=item.colors)  # fmt: skip
    if op.focus and item.subCategory:
        # "the third one in size L": that item's garment, whatever the last search was.
        first = {k: v for k, v in state.first.items() if k not in ("subCategory", "category")}
        kept = [g for g in first.get("excludeSubCategories", []) if g != item.subCategory]
        first.pop("excludeSubCategories", None)
        if kept:
            first["excludeSubCategories"] = kept
        state.pieces = [{**first, **garment_keys(item.subCategory)}]


def _set_wearer(state: ShoppingState, op: SetWearer) -> None:
    if op.recipient is not None:
        state.wearer.recipient = op.recipient or None
        if not op.recipient:
            state.wearer.department = state.wearer.self_department
    if op.department is not None:
        state.wearer.department = op.department
        if not state.wearer.recipient:
            state.wearer.self_department = op.department


def _set_scope(state: ShoppingState, op: SetScope) -> None:
    state.scope = op.scope


def _remember(state: ShoppingState, op: Remember) -> None:
    # Written to the profile by the turn; the request in hand honours it at once.
    for field, key in EXCLUSION_OF.items():
        values = getattr(op, field)
        if not values:
            continue
        for piece in state.pieces or []:
            piece[key] = list(dict.fromkeys([*piece.get(key, []), *values]))
            if key == "excludeColors" and piece.get("colors"):
                piece["colors"] = [c for c in piece["colors"] if c not in values]
                if not piece["colors"]:
                    piece.pop("colors")


def _forget(state: ShoppingState, op: Forget) -> None:
    for field, key in EXCLUSION_OF.items():
        values = set(getattr(op, field))
        for piece in state.pieces:
            kept = [v for v in piece.get(key, []) if v not in values]
            if kept:
                piece[key] = kept
            else:
                piece.pop(key, None)


def _unchanged(state: ShoppingState, op: Any) -> None:
    return None


_APPLY = {
    NewRequest: _new_request,
    Refine: _refine,
    AddPiece: _add_piece,
    Reference: _reference,
    AskShown: _unchanged,
    Compare: _unchanged,
    SetWearer: _set_wearer,
    SetScope: _set_scope,
    Remember: _remember,
    Forget: _forget,
    General: _unchanged,
}
