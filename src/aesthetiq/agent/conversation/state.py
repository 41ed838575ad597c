"""What the user is shopping for now: one explicit, typed object per session (issue 10).

``ShoppingState`` is carried from turn to turn. Every message is read as operations on it
(``operations.py``), applied by one reducer (``reducer.py``) whichever engine read the message;
searches run from it (``search_view.py``). It is stored with each reply (``metadata.state``), so a
session resumes on any replica after a restart, and returned to the client as ``done.state``.

- ``pieces``: the garments asked for now, in the order the user named them ("a black dress and red
  heels" is two). A piece is a dict of the documented filter keys (``PIECE_KEYS``, the same words as
  ``ExtractedFilters``): garment, colours wanted and avoided, budget, size, material, occasion,
  formality band, season, style, brand, exclusions. Budgets are in the catalogue's currency;
  ``currency`` keeps the one the user said and ``budgetTotal`` marks a budget for all pieces together.
- ``wearer``: who will wear it — the department (women, men) and a recipient when it is a gift.
  With a recipient, the user's own palette, sizes and profile rules are left out.
- ``scope``: the shop, the user's wardrobe, or both.
- ``outfit``: when a whole look is asked for (one or several outfits, a trip's capsule): how many, where and
  when, from whose clothes, around which pieces; the outfit engine composes it from the first piece's constraints.
- ``anchor``: the piece the request is built around — an item shown, an owned piece, or one the user
  says they own that the wardrobe lacks (described, never claimed as found).
- ``shown``: the items of the last reply that showed any, by position, so "the second one", "it" and
  "the cheaper one" resolve from the state.
- ``lasting``: never stored here: lasting preferences live in the user's profile; ``remember``
  operations are written there and every search reads them.
"""

from __future__ import annotations

from typing import Any, Literal

from pydantic import BaseModel, ConfigDict, Field

from aesthetiq.agent.state import ExtractedFilters

Department = Literal["women", "men"]
Scope = Literal["commerce", "wardrobe", "both"]
AnchorSource = Literal["shown", "wardrobe", "described"]

# Filter keys that describe one piece. The rest of ExtractedFilters describes the conversation
# (who wears it, items already seen) and lives on the state itself.
CONVERSATION_KEYS = frozenset({"recipient", "excludeIds", "outfitParts", "partFilters"})
PIECE_KEYS: tuple[str, ...] = tuple(k for k in ExtractedFilters.__annotations__ if k not in CONVERSATION_KEYS)
FORMALITY = ("casual", "smart-casual", "business", "formal", "black-tie")


class Wearer(BaseModel):
    model_config = ConfigDict(extra="ignore")

    department: Department | None = None  # who wears it now; None: whatever the profile says
    self_department: Department | None = None  # what the user said of themself ("I'm a guy")
    recipient: str | None = None  # "mum", "boyfriend": a gift; no personal palette or sizes


class Anchor(BaseModel):
    model_config = ConfigDict(extra="ignore")

    source: AnchorSource
    id: str | None = None
    name: str | None = None
    subCategory: str | None = None
    colors: list[str] = Field(default_factory=list)


class OutfitAsk(BaseModel):
    """A whole look asked for (issue 11): how many, a trip's capsule, where and when, whose clothes, around what.

    The request's occasion, formality, season, budget and exclusions are the first piece's; a budget said for
    an outfit is a total unless ``per_item`` ("nothing over 60 each")."""

    model_config = ConfigDict(extra="ignore")

    count: int = Field(1, ge=1, le=7)
    capsule: bool = False  # "pack for a week in Lisbon": a few pieces that make many outfits
    days: int | None = Field(None, ge=1, le=60)
    destination: str | None = None
    month: int | None = Field(None, ge=1, le=12)
    wardrobe: Literal["shop", "wardrobe_first", "wardrobe_only"] = "shop"
    anchors: list[dict[str, Any]] = Field(default_factory=list, max_length=4)  # the outfit tools' anchor shapes
    include: list[str] = Field(default_factory=list, max_length=6)  # garments the look must hold ("with a blazer")
    slots: list[str] = Field(default_factory=list)  # only these parts when the user listed them: "top, bottom and shoes"
    per_item: bool = False


class ShownItem(BaseModel):
    """An item of the last reply that showed any: enough to resolve a reference without a lookup."""

    model_config = ConfigDict(extra="ignore")

    id: str
    source: str = "commerce"
    name: str = ""
    category: str | None = None
    subCategory: str | None = None
    colors: list[str] = Field(default_factory=list)
    price: float | None = None
    brand: str | None = None
    formality: str | None = None


class ShoppingState(BaseModel):
    model_config = ConfigDict(extra="ignore")

    pieces: list[dict[str, Any]] = Field(default_factory=list)
    wearer: Wearer = Field(default_factory=Wearer)
    scope: Scope = "commerce"
    anchor: Anchor | None = None
    outfit: OutfitAsk | None = None
    shown: list[ShownItem] = Field(default_factory=list)
    seen: list[str] = Field(default_factory=list, description="ids shown for this request, left out by 'show me more'")
    act: str | None = Field(None, description="what the last message did: new_request, refine, add_piece …")
    turns: int = 0

    @property
    def first(self) -> dict[str, Any]:
        return self.pieces[0] if self.pieces else {}

    def public(self) -> dict[str, Any]:
        """The JSON the client receives as ``done.state`` and the store keeps with the reply."""
        return self.model_dump(mode="json", exclude_none=True)


def clean_piece(piece: dict[str, Any]) -> dict[str, Any]:
    """Only the documented piece keys, without empty values."""
    return {k: v for k, v in piece.items() if k in PIECE_KEYS and v not in (None, "", [], {})}


def shown_from(items: list[dict[str, Any]]) -> list[ShownItem]:
    out = []
    for item in items:
        if not isinstance(item, dict) or not item.get("id"):
            continue
        price = item.get("price")
        out.append(ShownItem(
            id=str(item["id"]), source=str(item.get("source") or "commerce"), name=str(item.get("name") or ""),
            category=item.get("category"), subCategory=item.get("subCategory"),
            colors=[str(c) for c in item.get("colors") or []][:4],
            price=float(price) if isinstance(price, int | float) else None, brand=item.get("brand"),
            formality=item.get("formality"),
        ))  # fmt: skip
    return out


def from_filters(filters: dict[str, Any], items: list[dict[str, Any]] | None = None) -> ShoppingState:
    """The state a turn's flat filters describe (a session stored before the state existed, or a client
    that sends only filters): one piece, or one per ``outfitParts`` entry."""
    state = ShoppingState(shown=shown_from(items or []))
    if not filters:
        return state
    piece = clean_piece(filters)
    parts = list(filters.get("outfitParts") or [])
    if parts:
        own = dict(filters.get("partFilters") or {})
        piece.pop("subCategory", None)
        piece.pop("category", None)
        state.pieces = [{**piece, **garment_keys(part), **clean_piece(own.get(part) or {})} for part in parts]
    else:
        state.pieces = [piece]
    if filters.get("recipient"):
        state.wearer.recipient = str(filters["recipient"])
    if filters.get("gender") in ("women", "men"):
        state.wearer.department = filters["gender"]
        if not state.wearer.recipient:
            state.wearer.self_department = filters["gender"]
    state.seen = [str(i) for i in filters.get("excludeIds") or []]
    return state


def garment_keys(part: str) -> dict[str, str]:
    """``{"subCategory", "category"}`` for a subCategory name, ``{"category"}`` for a category."""
    from aesthetiq.style.taxonomy import SUBCATEGORY_TO_CATEGORY

    if part in SUBCATEGORY_TO_CATEGORY:
        return {"subCategory": part, "category": SUBCATEGORY_TO_CATEGORY[part]}
    return {"category": part}


def load(raw: Any) -> ShoppingState | None:
    """A stored or client-sent state, validated; None when there is none or it is not one."""
    if not isinstance(raw, dict):
        return None
    try:
        state = ShoppingState.model_validate(raw)
    except ValueError:
        return None
    state.pieces = [clean_piece(p) for p in state.pieces if isinstance(p, dict)]
    return state
