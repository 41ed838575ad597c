"""What a message does to the shopping state, as operations both engines produce (issue 10).

The offline engine derives them from its reading of the message; the llm engine's one structured call
returns them in this same schema. ``reducer.apply`` is the only code that changes the state.

- ``new_request``   a new thing to shop for: the old piece constraints go, lasting preferences stay; with
                    ``outfit`` it is a whole look (or several, or a trip's capsule).
                    ``keep`` names piece keys carried over ("so, mostly I need trousers" keeps the budget).
- ``refine``        changes the current request: ``set`` / ``unset`` keys, ``drop`` values from list keys,
                    ``moves`` relative to what was shown (cheaper, pricier, less_formal, more_formal,
                    other_colour, more). ``pieces`` picks which (default: all).
- ``add_piece``     another piece that goes with an anchor (a shown item, the current request, an owned
                    piece): it inherits the occasion, formality, season, budget per item and wearer.
- ``reference``     points at shown items ("the second one"): they become the anchor; with ``focus`` the
                    request narrows to that item's garment ("the third one in size L").
- ``ask_shown``     a question answered from shown items' data ("does the first one come in navy?").
- ``compare``       compare shown items.
- ``set_wearer``    "I'm a guy", "it's for my mum".
- ``set_scope``     "from my own clothes", "from the shop".
- ``remember`` / ``forget``  a lasting preference, written to the user's profile, honoured everywhere.
- ``general``       a question that does not change what is being shopped for.
"""

from __future__ import annotations

from typing import Annotated, Any, Literal

from pydantic import BaseModel, ConfigDict, Field

from aesthetiq.agent.conversation.state import OutfitAsk

Move = Literal["cheaper", "pricier", "less_formal", "more_formal", "other_colour", "more"]


class _Op(BaseModel):
    model_config = ConfigDict(extra="forbid")


class NewRequest(_Op):
    op: Literal["new_request"] = "new_request"
    pieces: list[dict[str, Any]] = Field(default_factory=list)
    keep: list[str] = Field(default_factory=list)
    outfit: OutfitAsk | None = Field(None, description="a whole look (or several, or a trip's capsule)")


class Refine(_Op):
    op: Literal["refine"] = "refine"
    pieces: list[int] | None = None
    set: dict[str, Any] = Field(default_factory=dict)
    unset: list[str] = Field(default_factory=list)
    drop: dict[str, list[str]] = Field(default_factory=dict)
    moves: list[Move] = Field(default_factory=list)
    outfit: dict[str, Any] = Field(default_factory=dict, description="changes to the look asked for: count, wardrobe …")


class AddPiece(_Op):
    op: Literal["add_piece"] = "add_piece"
    pieces: list[dict[str, Any]] = Field(default_factory=list, description="the new piece(s): 'and shoes and a bag'")
    anchor: int | None = Field(None, description="0-based position of the shown item it goes with")


class Reference(_Op):
    op: Literal["reference"] = "reference"
    indexes: list[int]
    focus: bool = False


class AskShown(_Op):
    op: Literal["ask_shown"] = "ask_shown"
    indexes: list[int]
    topic: str = ""


class Compare(_Op):
    op: Literal["compare"] = "compare"
    indexes: list[int] = Field(default_factory=list)


class SetWearer(_Op):
    op: Literal["set_wearer"] = "set_wearer"
    department: Literal["women", "men"] | None = None
    recipient: str | None = None


class SetScope(_Op):
    op: Literal["set_scope"] = "set_scope"
    scope: Literal["commerce", "wardrobe", "both"]


class Remember(_Op):
    """A lasting preference: colours, materials, garment types or brands the user never wants."""

    op: Literal["remember"] = "remember"
    colors: list[str] = Field(default_factory=list)
    materials: list[str] = Field(default_factory=list)
    subCategories: list[str] = Field(default_factory=list)
    brands: list[str] = Field(default_factory=list)


class Forget(_Op):
    op: Literal["forget"] = "forget"
    colors: list[str] = Field(default_factory=list)
    materials: list[str] = Field(default_factory=list)
    subCategories: list[str] = Field(default_factory=list)
    brands: list[str] = Field(default_factory=list)


class General(_Op):
    op: Literal["general"] = "general"


Operation = Annotated[
    NewRequest | Refine | AddPiece | Reference | AskShown | Compare | SetWearer | SetScope | Remember | Forget | General,
    Field(discriminator="op"),
]


class Operations(BaseModel):
    """A message's operations in order; the schema the llm engine fills in."""

    operations: list[Operation] = Field(default_factory=list)


def describe(ops: list[Any]) -> str:
    """One line for the step log: "refine(colors=['navy']); add_piece(SHOE)"."""
    parts = []
    for op in ops:
        if isinstance(op, Refine):
            bits = [f"{k}={v}" for k, v in op.set.items()] + [f"-{k}" for k in op.unset] + list(op.moves)
            parts.append(f"refine({', '.join(bits)})")
        elif isinstance(op, NewRequest):
            garments = [str(p.get("subCategory") or p.get("category") or "?") for p in op.pieces]
            parts.append(f"new_request({', '.join(garments)})")
        elif isinstance(op, AddPiece):
            garments = [str(p.get("subCategory") or p.get("category") or "?") for p in op.pieces]
            parts.append(f"add_piece({', '.join(garments)})")
        else:
            parts.append(op.op)
    return "; ".join(parts) or "none"
