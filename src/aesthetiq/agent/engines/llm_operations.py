"""The model's operations, checked and put in the shop's words before the reducer sees them.

The shapes were validated with the answer (``llm_schema``); here the values: garments become the taxonomy's
subCategories (with the finer type a word names: "cardigan" is a Sweater of type Cardigan), colours,
materials, occasions and seasons the lexicon's canonical names, a brand the shop does not carry becomes
``unstockedBrands``, reversed price bounds are swapped, a budget said in pounds or dollars carries its
wording, and the occasion's dress code is added as the offline reading adds it. Positions must point at
items shown (or pieces asked for): an answer that does not is ``Unusable`` and the offline reading of the
message is used instead. The offline engine's own operations come through unchanged (tested).
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field
from functools import cached_property
from typing import Any

from pydantic import TypeAdapter, ValidationError

from aesthetiq.agent.conversation.currency import currency_said, from_catalogue, money
from aesthetiq.agent.conversation.operations import Operation
from aesthetiq.agent.conversation.state import PIECE_KEYS, OutfitAsk, ShoppingState, clean_piece
from aesthetiq.agent.engines.offline.dress_codes import apply_dress_code
from aesthetiq.agent.engines.offline.parsing import normalise as normalise_text
from aesthetiq.agent.engines.offline.parsing import parse_size, size_for_garment
from aesthetiq.agent.engines.offline.turn_cues import OWN_EVENT
from aesthetiq.agent.engines.offline.vocab import scan
from aesthetiq.outfits.slots import SUBCATEGORY_SLOTS
from aesthetiq.style import taxonomy

OPERATIONS = TypeAdapter(list[Operation])
FORMALITY_MOVES = frozenset({"less_formal", "more_formal"})
# Piece keys whose values are the lexicon's words, and the kind of word each is. Exclusions are words an
# item must not have ("raffia", "merino" from a dress code): lower-cased, not mapped onto a broader word.
LEXICON_KIND = {"colors": "colour", "excludeColors": "colour", "material": "material", "occasion": "occasion",
                "season": "season", "style": "style"}  # fmt: skip
SEASON_WORDS = {"fall": "autumn"}
LOOK_SOURCES = frozenset({"commerce", "wardrobe", "owned"})


class Unusable(ValueError):
    """The model's operations cannot be applied as they are; the offline reading is used instead."""


@dataclass
class Context:
    """What the operations are checked against."""

    prior: ShoppingState
    message: str
    stocked: dict[str, str] = field(default_factory=dict)  # lower-case brand -> the catalogue's spelling
    rates: dict[str, float] = field(default_factory=dict)
    catalogue: str = "EUR"
    offline: list[dict[str, Any]] = field(default_factory=list)  # the offline reading's operations of the message

    @cached_property
    def own_event(self) -> bool:
        return bool(OWN_EVENT.search(normalise_text(self.message)))


def normalise(operations: list[dict[str, Any]], ctx: Context) -> list[Any]:
    """The operations ready for ``reducer.apply``; raises ``Unusable``."""
    fixed = [_FIX[str(op.get("op"))](dict(op), ctx) for op in operations]
    try:
        return OPERATIONS.validate_python(fixed)
    except ValidationError as exc:
        raise Unusable(f"operations do not fit the schema: {exc.error_count()} error(s)") from exc


# --- operations ----------------------------------------------------------------------------------


def _new_request(op: dict[str, Any], ctx: Context) -> dict[str, Any]:
    op["pieces"] = _asked(op.get("pieces") or [], ctx, op.get("outfit"))
    op["keep"] = [key for key in op.get("keep") or [] if key in PIECE_KEYS]
    if op.get("outfit") is not None:
        op["outfit"] = _look(dict(op["outfit"]), ctx).model_dump()
    return op


def _refine(op: dict[str, Any], ctx: Context) -> dict[str, Any]:
    targets = op.get("pieces")
    if targets is not None and any(not 0 <= i < max(len(ctx.prior.pieces), 1) for i in targets):
        raise Unusable(f"refine names piece {targets} of {len(ctx.prior.pieces)}")
    changes = _piece(dict(op.get("set") or {}), ctx)
    if any(changes.get(k) for k in ("occasion", "season", "style")) and not FORMALITY_MOVES & set(op.get("moves") or []):
        # "for a funeral instead": the new occasion's code; "less formal" moves the band and keeps the occasion.
        # "the shirt for an interview": the code leaves the garment named alone.
        named = ctx.prior.pieces[targets[0]].get("subCategory") if targets and targets[0] < len(ctx.prior.pieces) else None
        _dress_code(changes, ctx, wearing=None if changes.get("subCategory") else named)
    op["set"] = changes
    op["unset"] = [key for key in op.get("unset") or [] if key in PIECE_KEYS]
    drop = {key: _words(key, list(values)) for key, values in (op.get("drop") or {}).items() if key in PIECE_KEYS}
    op["drop"] = {key: values for key, values in drop.items() if values}
    look = dict(op.get("outfit") or {})
    if look and ctx.prior.outfit is not None:
        op["outfit"] = _look({**ctx.prior.outfit.model_dump(), **look}, ctx).model_dump(include=set(look))
    else:
        op["outfit"] = {}  # nothing composed yet: the reducer would ignore it
    return op


def _add_piece(op: dict[str, Any], ctx: Context) -> dict[str, Any]:
    anchor = op.get("anchor")
    if anchor is not None and not 0 <= anchor < len(ctx.prior.shown):
        raise Unusable(f"add_piece anchors on item {anchor} of {len(ctx.prior.shown)} shown")
    op["pieces"] = _asked(op.get("pieces") or [], ctx)
    return op


def _pick(op: dict[str, Any], ctx: Context) -> dict[str, Any]:
    """reference, ask_shown, compare: positions among the items shown."""
    indexes = list(op.get("indexes") or [])
    if op["op"] != "compare" and not indexes:
        raise Unusable(f"{op['op']} points at nothing")
    if any(not 0 <= i < len(ctx.prior.shown) for i in indexes):
        raise Unusable(f"{op['op']} points at {indexes} of {len(ctx.prior.shown)} shown")
    return op


def _wearer(op: dict[str, Any], ctx: Context) -> dict[str, Any]:
    if isinstance(op.get("recipient"), str):
        op["recipient"] = op["recipient"].strip().lower()
    return op


def _lasting(op: dict[str, Any], ctx: Context) -> dict[str, Any]:
    op["colors"] = _words("colors", op.get("colors") or [])
    op["materials"] = _lower(op.get("materials") or [])
    op["subCategories"] = _unwanted_garments(op.get("subCategories") or [])
    op["brands"] = [ctx.stocked.get(str(b).lower(), str(b)) for b in op.get("brands") or []]
    return op


def _as_is(op: dict[str, Any], ctx: Context) -> dict[str, Any]:
    return op


_FIX: dict[str, Callable[[dict[str, Any], Context], dict[str, Any]]] = {
    "new_request": _new_request,
    "refine": _refine,
    "add_piece": _add_piece,
    "reference": _pick,
    "ask_shown": _pick,
    "compare": _pick,
    "set_wearer": _wearer,
    "set_scope": _as_is,
    "remember": _lasting,
    "forget": _lasting,
    "general": _as_is,
}


# --- pieces --------------------------------------------------------------------------------------


def _asked(pieces: list[dict[str, Any]], ctx: Context, look: dict[str, Any] | None = None) -> list[dict[str, Any]]:
    """The pieces a message asks for, with the dress code of what they are for, as the offline reading
    adds it: the garments named are the user's choices ("a black dress and red heels for a wedding", "an
    outfit with jeans for a date", "top, bottom and shoes"), so the code neither rules them out nor puts a
    formality floor on several of them."""
    out = [_piece(dict(p), ctx) for p in pieces]
    garments = [p["subCategory"] for p in out if p.get("subCategory")]
    named = _garments((look or {}).get("include") or [])
    # Parts named beyond the garments and the user's own anchors ("my green skirt - what top?" names a top).
    worn = [*named, *(str(a.get("subCategory") or "") for a in (look or {}).get("anchors") or [])]
    covered = {slot for slot, subs in SUBCATEGORY_SLOTS.items() if any(g in subs for g in worn)}
    listed = len(named) + len([s for s in (look or {}).get("slots") or [] if s not in covered])
    for piece in out:
        if len(set(garments)) >= 2:
            _dress_code(piece, ctx, chosen=garments)
        elif look is not None and not (piece.get("subCategory") or piece.get("category")):
            wearing = named[0] if listed == 1 and named else None
            _dress_code(piece, ctx, chosen=named if listed >= 2 else [], wearing=wearing, several=listed >= 2)
        else:
            _dress_code(piece, ctx)
    return out


def _dress_code(
    piece: dict[str, Any], ctx: Context, chosen: list[str] | None = None, wearing: str | None = None,
    several: bool = False,
) -> None:  # fmt: skip
    """``apply_dress_code`` on the piece; ``wearing``: the garment the message named, which the code then
    leaves alone; ``chosen``: several garments named, none ruled out and no formality floor."""
    before = list(piece.get("excludeSubCategories", []))
    probe = {**piece, "subCategory": wearing} if wearing else piece
    apply_dress_code(probe, own_event=ctx.own_event)
    if wearing:
        probe.pop("subCategory")
        piece.update(probe)
    if several or len(chosen or []) >= 2:
        piece.pop("minFormality", None)
        kept = [g for g in piece.get("excludeSubCategories", []) if g in before or g not in (chosen or [])]
        piece.pop("excludeSubCategories", None)
        if kept:
            piece["excludeSubCategories"] = kept


def _piece(piece: dict[str, Any], ctx: Context) -> dict[str, Any]:
    piece = clean_piece(piece)
    _garment(piece)
    for key in LEXICON_KIND:
        if isinstance(piece.get(key), list):
            piece[key] = _words(key, piece[key])
        elif isinstance(piece.get(key), str):
            piece[key] = (_words(key, [piece[key]]) or [piece[key]])[0]
    if piece.get("excludeMaterials"):
        piece["excludeMaterials"] = _lower(piece["excludeMaterials"])
    if piece.get("excludeSubCategories"):
        piece["excludeSubCategories"] = _unwanted_garments(piece["excludeSubCategories"])
    _brand(piece, ctx.stocked)
    if isinstance(piece.get("size"), str):
        piece["size"] = size_for_garment(_size(piece["size"]), piece.get("subCategory"))
    low, high = piece.get("minPrice"), piece.get("maxPrice")
    if low is not None and high is not None and low > high:
        piece["minPrice"], piece["maxPrice"] = high, low
    _budget(piece, ctx)
    return clean_piece(piece)


def _garment(piece: dict[str, Any]) -> None:
    """The taxonomy's subCategory and category, and the finer type the model's word names."""
    said = piece.get("subCategory")
    if said:
        sub = taxonomy.canonical_subcategory(str(said))
        if sub is None:
            piece.pop("subCategory")
            piece.setdefault("category", str(said))  # "footwear": at least the category
        else:
            piece["subCategory"] = sub
            piece["category"] = taxonomy.SUBCATEGORY_TO_CATEGORY[sub]
            kind = taxonomy.canonical_type(str(piece.get("type") or said), sub)
            if kind and kind.lower() != sub.lower():
                piece["type"] = kind  # "cardigans": sweaters of that kind, not crew-necks
            else:
                piece.pop("type", None)
    elif piece.get("type"):
        kind = taxonomy.canonical_type(str(piece["type"]))  # "the bomber in olive": the kind of the piece in hand
        if kind is None:
            piece.pop("type")
        else:
            piece["type"] = kind
    if piece.get("category") and not piece.get("subCategory"):
        category = taxonomy.canonical_category(str(piece["category"]))
        if category is None:
            piece.pop("category")
        else:
            piece["category"] = category


def _brand(piece: dict[str, Any], stocked: dict[str, str]) -> None:
    if not stocked:
        return
    brand = piece.pop("brand", None)
    if brand:
        if str(brand).lower() in stocked:
            piece["brand"] = stocked[str(brand).lower()]
        else:  # "Gucci loafers": the reply says the shop has no Gucci; the loafers are still searched
            piece["unstockedBrands"] = list(dict.fromkeys([*piece.get("unstockedBrands", []), str(brand)]))
    if piece.get("excludeBrands"):
        piece["excludeBrands"] = [stocked.get(str(b).lower(), str(b)) for b in piece["excludeBrands"]]


def _budget(piece: dict[str, Any], ctx: Context) -> None:
    """A budget said in another currency: in the catalogue's (the model converts; a number left as said is
    converted here when the offline reading heard the same budget), with its wording for the reply."""
    said_in = str(piece.get("currency") or "")
    code = (currency_said(said_in.lower(), "") or said_in).upper()  # "£", "pounds", "gbp": GBP
    if code == ctx.catalogue or code not in ctx.rates:
        piece.pop("currency", None)
        code = ""
    for said in _offline_budgets(ctx):
        for key in ("maxPrice", "minPrice"):
            if key not in piece or key not in said:
                continue
            converted = float(said[key])
            as_said = from_catalogue(converted, said["currency"], ctx.rates, ctx.catalogue)
            if abs(piece[key] - as_said) < 0.01 < abs(converted - as_said):
                piece[key] = converted  # "under £300" given back as 300: the shop's prices are euros
            if abs(piece[key] - converted) < 0.01 and code in ("", said["currency"]):
                code = piece["currency"] = said["currency"]
                if said.get("budgetSaid"):
                    piece.setdefault("budgetSaid", said["budgetSaid"])
    amount = piece.get("maxPrice", piece.get("minPrice"))
    if code and amount is not None and not piece.get("budgetSaid"):
        piece["budgetSaid"] = money(float(round(from_catalogue(float(amount), code, ctx.rates, ctx.catalogue))), code)


def _offline_budgets(ctx: Context) -> list[dict[str, Any]]:
    pieces = [p for op in ctx.offline for p in [*(op.get("pieces") or []), op.get("set") or {}] if isinstance(p, dict)]
    return [p for p in pieces if p.get("currency") in ctx.rates]


def _size(size: str) -> str:
    """ "medium" is M; a label ("M", "40", "W32", "42R") stays as it is."""
    if size.isalpha() and len(size) > 3:
        found, _ = parse_size(normalise_text(f"size {size}"))
        return found or size
    return size


def _look(look: dict[str, Any], ctx: Context) -> OutfitAsk:
    look["include"] = _garments(look.get("include") or [])
    look["slots"] = [s for s in look.get("slots") or [] if s in SUBCATEGORY_SLOTS]
    # Items shown now, or already in the look being changed ("make it three outfits" keeps its anchors).
    shown = {item.id for item in ctx.prior.shown} | {
        str(a.get("item_id")) for a in (ctx.prior.outfit.anchors if ctx.prior.outfit else []) if a.get("item_id")
    }
    anchors = []
    for anchor in look.get("anchors") or []:
        if not isinstance(anchor, dict) or anchor.get("source") not in LOOK_SOURCES:
            raise Unusable(f"an outfit anchor is not one: {anchor!r}")
        if anchor["source"] != "owned" and anchor.get("item_id") not in shown:
            raise Unusable(f"an outfit anchor is not an item shown: {anchor.get('item_id')!r}")
        if anchor["source"] == "owned":
            garments = _garments([anchor.get("subCategory") or ""])
            if not garments:
                continue  # "my lucky thing": nothing the wardrobe search can find
            anchor = {**anchor, "subCategory": garments[0]}
        anchors.append(anchor)
    look["anchors"] = anchors
    try:
        return OutfitAsk.model_validate(look)
    except ValidationError as exc:
        raise Unusable(f"the outfit asked for is not one: {exc.error_count()} error(s)") from exc


# --- words ---------------------------------------------------------------------------------------


def _words(key: str, values: list[Any]) -> list[str]:
    """Values in the lexicon's words ("Navy Blue" -> navy, "job interview" -> interview); others as said."""
    if key == "subCategory":
        return _garments(values)
    if key == "excludeSubCategories":
        return _unwanted_garments(values)
    if key not in LEXICON_KIND:
        return [str(v) for v in values if str(v).strip()]
    kind = LEXICON_KIND.get(key)
    out = []
    for value in values:
        word = SEASON_WORDS.get(str(value).strip().lower(), str(value).strip())
        if kind is not None:
            found = next((s.value for s in scan(normalise_text(word)) if s.kind == kind), None)
            word = found or word.lower()
        if word:
            out.append(word)
    return list(dict.fromkeys(out))


def _lower(values: list[Any]) -> list[str]:
    return list(dict.fromkeys(str(v).strip().lower() for v in values if str(v).strip()))


def _unwanted_garments(values: list[Any]) -> list[str]:
    """Garments not wanted: a word for a whole garment ("dresses") becomes its subCategory; a finer kind
    ("Tank Top", "stilettos") stays as said, so excluding it does not exclude every T-shirt or heel."""
    out = []
    for value in (str(v).strip() for v in values if v):
        sub = value if value in taxonomy.SUBCATEGORY_TO_CATEGORY else taxonomy.canonical_subcategory(value)
        kind = taxonomy.canonical_type(value, sub) if sub else None
        out.append(sub if sub and (value == sub or not kind or kind.lower() == sub.lower()) else value)
    return list(dict.fromkeys(out))


def _garments(values: list[Any]) -> list[str]:
    """subCategories in the taxonomy's spelling; words it does not know are left out."""
    out = [taxonomy.canonical_subcategory(str(v)) for v in values if v]
    return list(dict.fromkeys(g for g in out if g))
