"""What a message does to the shopping state, read by the offline engine: its operations (issue 10).

``understanding`` reads the message on its own (the garments, colours, budget, size … it states, its
references and cues); this module decides what that reading does to the conversation so far — a new
request, a refinement of the current one, a piece to go with a shown item, a lasting preference … —
and writes it as operations in the shared schema (``agent/conversation/operations.py``). The reducer
applies them; nothing here merges filters by hand.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from typing import Any

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
from aesthetiq.agent.conversation.state import PIECE_KEYS, ShoppingState, garment_keys
from aesthetiq.agent.engines.offline import outfit_reading
from aesthetiq.agent.engines.offline.dress_codes import apply_dress_code
from aesthetiq.agent.engines.offline.go_with import to_go_with
from aesthetiq.agent.engines.offline.scope import PAIRING
from aesthetiq.agent.engines.offline.turn_cues import (
    CONTINUES,
    FOLLOW_UP,
    MEN,
    MENSWEAR,
    MORE,
    NOTCH,
    OTHER_COLOUR,
    PRICE_MOVE,
    REQUEST_CUE,
    WEARER,
)
from aesthetiq.agent.engines.offline.vocab import Span
from aesthetiq.style import taxonomy

# Keys that adjust a request without naming a new one ("under 150", "in black", "size M", "for a wedding").
MODIFIER_KEYS = frozenset({
    "minPrice", "maxPrice", "priceFlexible", "colors", "excludeColors", "size", "material", "excludeMaterials",
    "excludeBrands", "brand", "unstockedBrands", "inStock", "notes", "style", "occasion", "season", "inPalette",
    "excludeWords", "excludeSubCategories", "minFormality", "currency", "budgetTotal",
})  # fmt: skip
# A message that starts over: its request replaces the last one even with nothing but an occasion.
NEW_TOPIC = re.compile(
    r"\b(?:new (?:question|topic|request|thing)|different (?:question|thing|topic)|something else entirely|"
    r"(?:on|onto) (?:a |another )?(?:different|separate) (?:note|topic)|change of plan|forget (?:all )?that|"
    r"start(?:ing)? (?:over|again)|unrelated)\b"
)
# A new piece tied to the request in hand: "and shoes", "trousers that go with it", "a belt to match", "same budget".
LINK_BACK = re.compile(
    r"^(?:and|also|plus|oh and|ok and|okay and|now)\b|\b(?:(?:go|goes|would go|will go|to go|to wear|wear|put|pair)"
    r" with (?:it|that|this|them|those|these|the (?:first|second|third|last|one)\w*)|to match|matching|that match(?:es)?|"
    r"same (?:budget|occasion|colou?r|price)|as well|to complete (?:it|the look)|for (?:it|that|them)\b|"
    r"(?:would|should|could|do) (?:you|i) add|\badd (?:a|an|some)\b|finish (?:it|the look|this|that) off|to finish|"
    r"top (?:it|the look) off|complete the (?:look|outfit)|to round (?:it|the look) off)"
)
POINTS_BACK = re.compile(r"\b(?:with|for|match) (?:it|that|this|them|those|these)\b|\bto match\b")
MATCHING = re.compile(r"\b(?:matching|to match|that match(?:es)?|same colou?r)\b")
OUTFIT = re.compile(r"\b(?:outfits?|capsule|pack(?:ing)? (?:list|for)|ensemble|what (?:should|do|can) i wear)\b")
COMES_IN = re.compile(
    r"\b(?:does|do|can|could|will) (?:it|they|this|that|these|those|the \w+(?: one| ones| pair)?) (?:come|comes|be had|"
    r"come in|available)\b|\b(?:got|have|any|do you have) (?:it|them|these|those|one|ones|that|this)? ?in\b|\b(?:is|are) "
    r"(?:it|they|there) (?:available|any) in\b"
)
SWAP_PIECE = re.compile(r"\b(?:swap|switch|change|replace|trade|exchange)\b.{1,40}\b(?:for|with|to|into)\b")
NEW_ONES = re.compile(r"\b(?:options|alternatives|others|ones|anything else)\b")
CHEAPER = re.compile(r"\b(?:cheaper|less expensive|more affordable|lower price|budget option|too (?:expensive|pricey|dear))\b")
PRICIER = re.compile(r"\b(?:pricier|more expensive|higher[- ]end|fancier|more upmarket|nicer quality)\b")
# A lasting preference: true of the user from now on, not only of this search.
LASTING = re.compile(
    r"\b(?:never (?:show|give|suggest|recommend|send|offer)|never (?:wear|buy|wore)|i (?:always )?(?:hate|detest|loathe|"
    r"can'?t stand|don'?t (?:do|wear|like wearing)|never wear|avoid|refuse to wear|won'?t wear)|i'?m (?:vegan|allergic)|"
    r"allergic to|from now on|in (?:the )?future|ever again|for good|any ?more (?:please)?$|"
    r"(?:don'?t|do not|never) (?:ever )?(?:show|suggest|recommend) me (?:any(?:thing)?|a )?)\b"
)
FORGET = re.compile(
    r"\b(?:(?:actually|now) i(?:'m| am)? (?:fine|ok|okay|happy) with|you can (?:show|suggest) (?:me )?[\w ]{1,20} again|"
    r"i (?:don'?t|do not) mind [\w ]{1,20} (?:again|now|after all)|i (?:like|wear) [\w ]{1,20} (?:again|now|after all)|"
    r"(?:is|are) (?:fine|ok|okay) (?:again|now|after all)|(?:remove|drop|forget|delete|lift) (?:my|the) (?:rule|preference|ban))"
)
CATEGORY_NAMES = frozenset({"TOP", "BOTTOM", "SHOE", "ACCESSORY"})
_SLOT_OF = {"TOP": "top", "BOTTOM": "bottom", "SHOE": "shoes", "ACCESSORY": "accessory"}


def _anchor_slot(anchor: dict[str, Any]) -> str:
    sub = str(anchor.get("subCategory") or "")
    if sub == "Dress":
        return "dress"
    if sub in ("Jacket", "Coat", "Blazer"):
        return "layer"
    return _SLOT_OF.get(taxonomy.SUBCATEGORY_TO_CATEGORY.get(sub, ""), "")
_LOOK_SCOPE = {"shop": "commerce", "wardrobe_first": "both", "wardrobe_only": "wardrobe"}
_REQUEST_KEYS = ("occasion", "style", "season", "colors", "maxPrice", "minPrice", "size", "material", "brand",
                 "outfitParts", "inPalette")  # fmt: skip
SWAP = re.compile(r"\b(?:instead|version|rather than|what about|how about|or maybe|or (?:a|an|some)|any chance of)\b")
QUESTION = re.compile(r"^(?:what|which|how|why|who|when|where|should|would|is|are|do|does|can|could|tell me)\b")
UNSET = re.compile(
    r"\b(?:forget|drop|remove|ignore|scrap|never mind|don'?t worry about|no need for|lose|skip) (?:about )?(?:the |my )?"
    r"(colou?rs?|budget|price|size|brand|material|occasion)\b|\b(?:any|whatever) (colou?r|size|brand|price)\b(?! of)"
)
UNSET_KEYS = {"colour": ["colors"], "budget": ["maxPrice", "minPrice"], "price": ["maxPrice", "minPrice"],
              "size": ["size"], "brand": ["brand"], "material": ["material"], "occasion": ["occasion"]}  # fmt: skip
SETTINGS = frozenset({"beach", "outdoor"})
# Occasions that are a situation the user is dressing for across several requests (an event, a trip).
SITUATIONS = frozenset({"wedding", "party", "date", "interview", "formal", "black-tie", "funeral", "travel", "prom",
                        "festival", "beach", "outdoor", "business"})  # where an event takes place, not the event
EVENTS = frozenset({"wedding", "party", "date", "interview", "formal", "black-tie", "funeral", "business", "prom"})
VEGAN = re.compile(r"\bvegan\b")
WOMEN = frozenset({"girlfriend", "wife", "mum", "mom", "mother", "sister", "daughter", "niece", "grandma",
                   "grandmother", "aunt", "her", "fiancee", "fiancée"})  # fmt: skip
FOR_MYSELF = re.compile(r"\bfor (?:me|myself)\b|\bmy own\b")


@dataclass
class Reading:
    """The message on its own, as ``understanding`` read it."""

    text: str
    intent: str
    filters: dict[str, Any]
    targets: list[Span]
    negated: list[Span]
    references: list[int]
    colour_words: list[str]
    scope: str
    anchors: list[str] = field(default_factory=list)
    anchor_garments: list[str] = field(default_factory=list)  # the owned or described piece's garment ("a navy suit")
    owned: list[dict[str, Any]] = field(default_factory=list)  # those pieces as outfit anchors ("my blue shirt")
    referenced: list[dict[str, Any]] = field(default_factory=list)
    pairs_with_shown: bool = False


def decide(reading: Reading, prior: ShoppingState, u: Any) -> list[Any]:
    """The operations of one message, in the order the reducer applies them: what the message does to the
    request, then a lasting preference (the request in hand honours it at once), then who will wear it
    (a new request starts as the user's own)."""
    lasting = _lasting(reading)
    ops = _request(reading, prior, u, lasting is not None) + ([lasting] if lasting is not None else [])
    return ops + _wearer(reading.text, reading.filters, prior)


def _request(reading: Reading, prior: ShoppingState, u: Any, lasting: bool) -> list[Any]:
    filters = reading.filters
    if reading.intent == "general" and prior.pieces and _modifies(reading) and (
        _named_pieces(reading, prior) or (not reading.targets and _terse(reading.text))
    ):
        # "slimmer cut on the trousers", "midi length rather than mini", "linen?": a change to the request in hand.
        u.intent = "clothing"
        return _refinement(reading, prior)
    if prior.pieces and not reading.targets and (unset := _unset(reading.text)):
        u.intent = "clothing"  # "forget the colour, anything goes"
        return [Refine(unset=unset)]
    if prior.pieces and not reading.targets and reading.filters.get("colors") and COMES_IN.search(reading.text):
        # "does it come in blue?": that piece's colours are told from its data, and the same kind in blue shown.
        u.intent = "clothing"
        return _refinement(reading, prior)
    if (swapped := _swap(reading, prior)) is not None:
        u.intent = "clothing"
        return [swapped]
    if reading.intent == "general" and reading.targets and REQUEST_CUE.search(reading.text) and not lasting:
        # "I need jeans but honestly I hate my body": answered kindly first, and the jeans are still the request.
        return [NewRequest(pieces=_pieces(filters) or [_piece(filters)], keep=_situation_kept(reading, prior))]
    if reading.intent == "general":
        if lasting and prior.pieces:
            # "I never wear orange" mid-search: noted, and the request in hand is searched again without it.
            u.intent = "clothing"
            return [Refine()]
        return [] if lasting else [General()]
    look = outfit_reading.read(reading.text, filters, reading.references, reading.owned, prior, reading.scope)
    if reading.intent == "compare" and not (look is not None and look.anchors):
        return [Compare(indexes=list(reading.references))]
    if look is not None:
        u.intent = "clothing"  # "what would you wear it with for brunch?" is a look around that item
    ops: list[Any] = []
    scope = reading.scope if look is None else _LOOK_SCOPE[look.wardrobe]
    if scope != prior.scope and (scope != "commerce" or reading.targets or look is not None):
        ops.append(SetScope(scope=scope))  # type: ignore[arg-type]
    if look is not None and not NEW_TOPIC.search(reading.text) and _refines_look(reading, prior):
        return [*ops, *_refinement(reading, prior)]
    if look is not None:
        # "an outfit for a spring garden party", "pack for a week in Lisbon in May": whole looks, composed.
        piece = {k: v for k, v in _piece(filters).items() if k not in ("subCategory", "category", "type")}
        named = [p for p in [*(filters.get("outfitParts") or []), filters.get("subCategory")] if p and p not in CATEGORY_NAMES]
        look.include = list(dict.fromkeys(named))[:6]  # "an outfit with a blazer and jeans": the look holds them
        owned_kinds = {taxonomy.SUBCATEGORY_TO_CATEGORY.get(str(a.get("subCategory")), "") for a in look.anchors}
        listed = [p for p in [*(filters.get("outfitParts") or []), filters.get("category")]
                  if p in CATEGORY_NAMES and p not in owned_kinds]  # fmt: skip
        if len(listed) >= 2 or (listed and look.anchors):
            # "top, bottom and shoes": those parts and no more; "my green skirt - what top and shoes?": the skirt's too.
            slots = [*(_SLOT_OF[p] for p in listed), *(_anchor_slot(a) for a in look.anchors)]
            look.slots = [slot for slot in dict.fromkeys(slots) if slot]
        owned_colours = {a.get("colour") for a in look.anchors if a.get("source") == "owned"}
        if piece.get("colors") and owned_colours:
            # "I already have a grey blazer": grey is the blazer's, not a colour wanted for the rest.
            piece["colors"] = [c for c in piece["colors"] if c not in owned_colours]
            if not piece["colors"]:
                piece.pop("colors")
        keep = _situation_kept(reading, prior)
        return [*ops, NewRequest(pieces=[piece], outfit=look, keep=keep)]
    if reading.pairs_with_shown and reading.referenced:
        piece = dict(filters)
        to_go_with(piece, u, reading.referenced[0], bool(reading.targets), dict(prior.first))
        index = reading.references[0] if reading.references else 0
        return [*ops, AddPiece(pieces=_pieces(piece) or [_piece(piece)], anchor=index)]
    if reading.targets and prior.pieces and _links_back(reading, prior):
        return [*ops, _linked_piece(reading, prior, u)]
    if _refines(reading, prior):
        return [*ops, *_refinement(reading, prior)]
    if lasting and not reading.targets and not any(filters.get(k) for k in _REQUEST_KEYS):
        # "never show me orange": noted; the request in hand (if any) is searched again without it.
        return [*ops, Refine()] if prior.pieces else ops
    pieces = _pieces(filters)
    if not pieces and not prior.pieces and not any(filters.get(k) for k in PIECE_KEYS):
        return ops
    keep = ["maxPrice"] if _continues_budget(reading, prior) else []
    keep += _situation_kept(reading, prior)
    return [*ops, NewRequest(pieces=pieces or [_piece(filters)], keep=keep)]


def _swap(reading: Reading, prior: ShoppingState) -> Refine | None:
    """ "swap the trainers for boots": that piece of the request becomes the other garment, the rest stays."""
    if len(prior.pieces) < 1 or not SWAP_PIECE.search(reading.text):
        return None
    garments = [t for t in reading.targets if t.kind in {"garment", "category"}]
    negated = [t for t in reading.negated if t.kind in {"garment", "category"}]
    old, new = ((negated or garments[:1]) + garments[-1:])[:2] if len(garments) + len(negated) >= 2 else (None, None)
    if old is None or new is None or old.value == new.value:
        return None
    current = [str(p.get("subCategory") or p.get("category") or "") for p in prior.pieces]
    if old.value not in current:
        return None
    keys = garment_keys(new.value)
    unset = [k for k in ("colors", "size", "type", "notes") if k not in reading.filters]
    return Refine(pieces=[current.index(old.value)], set=keys, unset=unset)


def _refines_look(reading: Reading, prior: ShoppingState) -> bool:
    """ "make it three outfits", "only from my wardrobe" after a look was composed: the same look, changed."""
    if prior.outfit is None:
        return False
    stated = {k for k, v in reading.filters.items() if v not in (None, "", [], {})}
    return stated <= MODIFIER_KEYS and not reading.references and not REQUEST_CUE.search(reading.text)


def _links_back(reading: Reading, prior: ShoppingState) -> bool:
    """ "and shoes", "a belt to match", or "what shoes go with a navy suit?" when the suit is the request in hand."""
    if NEW_TOPIC.search(reading.text):
        return False
    if LINK_BACK.search(reading.text):
        return True
    garments = {str(p.get("subCategory") or p.get("category") or "") for p in prior.pieces}
    return bool(PAIRING.search(reading.text) and garments & set(reading.anchor_garments))


def _linked_piece(reading: Reading, prior: ShoppingState, u: Any) -> AddPiece:
    """ "and the trousers that go with it", "a belt to match", "and some snow boots, same budget?": a new
    piece for the same occasion, weather, style and per-item budget, around the item pointed at if any."""
    filters = dict(reading.filters)
    index = reading.references[0] if reading.references else (0 if prior.shown and POINTS_BACK.search(reading.text) else None)
    if index is not None and index < len(prior.shown):
        shown = prior.shown[index].model_dump()
        to_go_with(filters, u, shown, True, dict(prior.first))
        anchor_colours = list(shown.get("colors") or [])[:1]
    else:
        anchor_colours = list(prior.first.get("colors") or [])
    pieces = _pieces(filters) or [_piece(filters)]
    if MATCHING.search(reading.text):
        # "matching trousers", "a belt to match": the colour story (and cloth) of what it goes with.
        if anchor_colours:
            pieces = [p if p.get("colors") else {**p, "colors": anchor_colours} for p in pieces]
        if prior.first.get("material"):
            pieces = [p if p.get("material") else {**p, "material": prior.first["material"]} for p in pieces]
    return AddPiece(pieces=pieces, anchor=index)


def _wearer(text: str, filters: dict[str, Any], prior: ShoppingState) -> list[Any]:
    recipient = filters.get("recipient")
    if recipient:
        department = "men" if recipient in MEN else "women" if recipient in WOMEN else None
        return [SetWearer(recipient=str(recipient), department=department)]
    if MENSWEAR.search(text):
        return [SetWearer(department="men")]
    if prior.wearer.recipient and FOR_MYSELF.search(text):
        return [SetWearer(recipient="")]
    return []


def _refines(reading: Reading, prior: ShoppingState) -> bool:
    """The message changes the request in hand rather than starting a new one."""
    if not prior.pieces and not reading.references:
        return False
    if NEW_TOPIC.search(reading.text) or (OUTFIT.search(reading.text) and not reading.references):
        return False  # "new question: …", "a wedding outfit": a request of its own
    if reading.targets:
        # "the heels in black" after "a black dress and red heels" changes the heels; "cardigan version?",
        # "what about trousers instead?" swap the garment and keep the rest; "I need a coat" is new.
        if REQUEST_CUE.search(reading.text):
            return False
        if _named_pieces(reading, prior):
            return True
        return bool(SWAP.search(reading.text)) and len(prior.pieces) == 1 and len({t.value for t in reading.targets}) == 1
    text, filters = reading.text, reading.filters
    cued = bool(
        FOLLOW_UP.search(text) or MORE.search(text) or OTHER_COLOUR.search(text) or reading.references
        or MENSWEAR.search(text) or (prior.wearer.recipient and WEARER.search(text))
    )  # fmt: skip
    stated = {k for k, v in filters.items() if v not in (None, "", [], {}) and k not in ("recipient",)}
    only_modifiers = bool(stated) and stated <= MODIFIER_KEYS
    # "casual for everyday" after a dress: the dress, for every day; "I need something for a wedding" starts over.
    short = len(text.split()) <= 8 and not REQUEST_CUE.search(text)
    return cued or (only_modifiers and short) or (only_modifiers and not REQUEST_CUE.search(text))


def _refinement(reading: Reading, prior: ShoppingState) -> list[Any]:
    text, filters = reading.text, reading.filters
    ops: list[Any] = []
    referenced = reading.references
    if referenced:
        ops.append(Reference(indexes=list(referenced), focus=True))
    set_ = _piece(filters)
    moves: list[str] = []
    for notch, key, value in NOTCH:
        said = notch.search(text)
        if said and key == "occasion" and prior.pieces:
            # "less formal" keeps the wedding: one notch down, not a new occasion.
            if set_.get("occasion") == value:
                set_.pop("occasion")
            if str(set_.get("style")) in said.group(0):
                set_.pop("style")  # "less formal" names no style either
            _drop_code_of(set_)
            moves.append("more_formal" if value == "formal" else "less_formal")
    if set_.get("occasion") in SETTINGS and prior.first.get("occasion") in EVENTS:
        # "it's on a beach" after a wedding blazer: still the wedding, dressed for the sun and sand.
        setting = set_.pop("occasion")
        _drop_code_of(set_)
        if setting == "beach" and not set_.get("season"):
            set_["season"] = "summer"
            apply_dress_code(set_)
    if CHEAPER.search(text):
        moves.append("cheaper")
    elif PRICIER.search(text):
        moves.append("pricier")
    if MORE.search(text) or (PRICE_MOVE.search(text) and NEW_ONES.search(text) and not referenced):
        # "show me more", "cheaper options": new pieces, not the ones just shown; plain "cheaper" may keep
        # the cheaper of those shown.
        moves.append("more")
    if OTHER_COLOUR.search(text) and not reading.colour_words:
        moves.append("other_colour")
    said_no = {
        "colors": sorted({s.value for s in reading.negated if s.kind == "colour"}),
        "material": sorted({s.value for s in reading.negated if s.kind == "material"}),
        "subCategory": sorted({s.value for s in reading.negated if s.kind == "garment"}),
    }
    drop = {k: v for k, v in said_no.items() if v and k not in set_}
    pieces = _named_pieces(reading, prior) or None
    unset: list[str] = []
    if pieces:
        set_ = {k: v for k, v in set_.items() if k not in ("subCategory", "category")}
    elif set_.get("category") and set_["category"] != prior.first.get("category"):
        # "what about shoes instead?" after jeans: the jeans' colour and size say nothing about shoes.
        unset = [k for k in ("colors", "size", "material", "notes") if k not in set_]
    look = _look_changes(reading, prior)
    ops.append(Refine(pieces=pieces, set=set_, unset=unset, drop=drop, moves=list(dict.fromkeys(moves)), outfit=look))  # type: ignore[arg-type]
    return ops


def _look_changes(reading: Reading, prior: ShoppingState) -> dict[str, Any]:
    """What a follow-up changes of the look asked for: how many, whose clothes."""
    if prior.outfit is None:
        return {}
    look = outfit_reading.read(reading.text, reading.filters, [], reading.owned, prior, reading.scope)
    changes: dict[str, Any] = {}
    if look is not None and look.count != 1:
        changes["count"] = look.count
    if reading.owned:
        # "I'll wear my brown sandals": the look is built around them now.
        changes["anchors"] = [*prior.outfit.anchors, *reading.owned][:4]
    if look is not None and look.wardrobe != prior.outfit.wardrobe and look.wardrobe != "shop":
        changes["wardrobe"] = look.wardrobe
    elif outfit_reading.only_mine(reading.text):
        changes["wardrobe"] = "wardrobe_only"
    return changes


def _terse(text: str) -> bool:
    """A short remark rather than a question about fashion: "midi length rather than mini", "linen?"."""
    words = len(text.split())
    if QUESTION.match(text):
        return words <= 3
    return words <= 6 or (words <= 8 and not text.rstrip().endswith("?"))


def _unset(text: str) -> list[str]:
    said = UNSET.search(text)
    if said is None:
        return []
    word = (said.group(1) or said.group(2) or "").rstrip("s").replace("color", "colour")
    return UNSET_KEYS.get(word, [])


def _modifies(reading: Reading) -> bool:
    stated = {k for k, v in reading.filters.items() if v not in (None, "", [], {})} - {"subCategory", "category"}
    return bool(stated) and stated <= MODIFIER_KEYS


def _named_pieces(reading: Reading, prior: ShoppingState) -> list[int]:
    """ "the heels in black" after "a dress and heels": the pieces of the request the message names."""
    if len(prior.pieces) < 2 or not reading.targets:
        return []
    garments = [str(p.get("subCategory") or p.get("category") or "") for p in prior.pieces]
    named = {t.value for t in reading.targets}
    if not named <= set(garments):
        return []
    return [i for i, g in enumerate(garments) if g in named]


def _drop_code_of(piece: dict[str, Any]) -> None:
    for key in ("minFormality", "excludeSubCategories", "excludeWords", "excludeMaterials"):
        piece.pop(key, None)


def _situation_kept(reading: Reading, prior: ShoppingState) -> list[str]:
    """A trip or an event stays the situation of the next request unless the user moves on: after "Berlin in
    December", "a chunky knit first" is still for Berlin in winter; "new question: …" starts afresh."""
    first, filters = prior.first, reading.filters
    if NEW_TOPIC.search(reading.text) or filters.get("recipient") or FOR_MYSELF.search(reading.text):
        return []
    kept = []
    if first.get("occasion") in SITUATIONS and not filters.get("occasion"):
        kept.append("occasion")
    if first.get("season") and not filters.get("season") and (kept or first.get("occasion") is None):
        kept.append("season")
    return kept


def _continues_budget(reading: Reading, prior: ShoppingState) -> bool:
    """ "nothing over 30 each" -> "so mostly I need trousers": the same per-item budget."""
    first = prior.first
    return bool(
        reading.targets and CONTINUES.search(reading.text) and "maxPrice" in first and not first.get("priceFlexible")
        and "maxPrice" not in reading.filters and "minPrice" not in reading.filters
    )


def _lasting(reading: Reading) -> Remember | Forget | None:
    text, negated = reading.text, reading.negated
    if FORGET.search(text):
        # "I don't mind trousers after all": whatever it names comes off the list, negated or not.
        garments = sorted({s.value for s in [*reading.targets, *negated] if s.kind == "garment"})
        materials = sorted({s.value for s in negated if s.kind == "material"} | {str(reading.filters.get("material") or "")} - {""})
        colours = sorted(set(reading.colour_words))
        return Forget(colors=colours, materials=materials, subCategories=garments) if colours or materials or garments else None
    if not LASTING.search(text):
        return None
    colours = sorted({s.value for s in negated if s.kind == "colour"})
    materials = sorted({s.value for s in negated if s.kind == "material"})
    garments = sorted({s.value for s in negated if s.kind == "garment"})
    if VEGAN.search(text):
        materials = sorted({*materials, "leather", "suede", "wool", "silk", "cashmere", "fur"})
    if not (colours or materials or garments):
        return None
    return Remember(colors=colours, materials=materials, subCategories=garments)


def _piece(filters: dict[str, Any]) -> dict[str, Any]:
    return {k: v for k, v in filters.items() if k in PIECE_KEYS and v not in (None, "", [], {})}


def _pieces(filters: dict[str, Any]) -> list[dict[str, Any]]:
    """One piece per garment of "a black dress and red heels", each with what is its own."""
    parts = list(filters.get("outfitParts") or [])
    if not parts:
        return []
    shared = {k: v for k, v in _piece(filters).items() if k not in ("subCategory", "category")}
    own = dict(filters.get("partFilters") or {})
    out = []
    for part in parts:
        piece = {**shared, **garment_keys(part), **_piece(own.get(part) or {})}
        out.append(piece)
    return out


def ask_shown(indexes: list[int], topic: str) -> AskShown:
    return AskShown(indexes=indexes, topic=topic)
