"""What the llm engine's one structured call returns: the message's operations, in the shared schema.

The operations are those of ``agent/conversation/operations.py`` (the offline engine produces the same);
only the pieces are typed here, with the piece keys of ``ExtractedFilters``, so a malformed answer fails
validation instead of reaching the reducer. ``tool_spec`` is the compact JSON schema the model is sent:
no titles, defaults or nullable wrappers, the piece defined once, and only the piece keys a model should
fill (the rest — a dress code's words, a said budget's wording — the engine derives, as the offline reading does).
"""

from __future__ import annotations

import json
from functools import cache
from typing import Annotated, Any, Literal, get_type_hints

from pydantic import BaseModel, ConfigDict, Field, create_model

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
from aesthetiq.agent.conversation.state import PIECE_KEYS, OutfitAsk
from aesthetiq.agent.state import ExtractedFilters

# The piece keys a model is asked for; it may send any of PIECE_KEYS (validation accepts them all).
WIRE_PIECE_KEYS = ("category", "subCategory", "type", "colors", "excludeColors", "minPrice", "maxPrice", "currency",
                   "budgetTotal", "size", "occasion", "style", "season", "material", "excludeMaterials", "brand",
                   "excludeBrands", "excludeSubCategories", "inStock", "inPalette")  # fmt: skip
WIRE_OUTFIT_KEYS = ("count", "capsule", "days", "destination", "month", "wardrobe", "include", "per_item", "anchors")
CATEGORIES = ("TOP", "BOTTOM", "SHOE", "ACCESSORY")

_HINTS = get_type_hints(ExtractedFilters)
Piece: type[BaseModel] = create_model(  # type: ignore[call-overload]
    "Piece",
    __config__=ConfigDict(extra="ignore"),  # a stray key is left out, not a reason to drop the whole reading
    **{key: (_HINTS[key] | None, None) for key in PIECE_KEYS},
)


class NewRequestOp(NewRequest):
    pieces: list[Piece] = Field(default_factory=list)  # type: ignore[valid-type]


class RefineOp(Refine):
    set: Piece = Field(default_factory=Piece)  # type: ignore[valid-type]


class AddPieceOp(AddPiece):
    pieces: list[Piece] = Field(default_factory=list)  # type: ignore[valid-type]


ModelOperation = Annotated[
    NewRequestOp | RefineOp | AddPieceOp | Reference | AskShown | Compare | SetWearer | SetScope | Remember | Forget
    | General,
    Field(discriminator="op"),
]


class TurnUnderstanding(BaseModel):
    """One message read by the model: its intent and what it does to the shopping state."""

    model_config = ConfigDict(extra="ignore")

    intent: Literal["general", "clothing", "compare"]
    operations: list[ModelOperation]  # required: an answer without them is not a reading of the message
    semantic_query: str = ""
    confidence: float = Field(0.8, ge=0, le=1)

    def dumped(self) -> list[dict[str, Any]]:
        """The operations as plain dicts, pieces without empty keys (what the normaliser reads)."""
        return [op.model_dump(mode="json", exclude_none=True) for op in self.operations]


@cache
def tool_spec() -> dict[str, Any]:
    """The OpenAI function the model is forced to call (passed as is: the piece stays one ``$defs`` entry)."""
    schema = TurnUnderstanding.model_json_schema()
    defs = schema.pop("$defs")
    kept = {"Piece", "Outfit"}
    ops = []
    for name, body in defs.items():
        if not body.get("properties", {}).get("op"):
            continue
        ops.append({"$ref": f"#/$defs/{name}"})
        kept.add(name)
        body["required"] = ["op", *[k for k in body.get("required", []) if k != "op"]]
    defs["Piece"] = {"type": "object", "properties": {k: _piece_property(k) for k in WIRE_PIECE_KEYS},
                     "additionalProperties": False}  # fmt: skip
    outfit = OutfitAsk.model_json_schema()["properties"]
    defs["Outfit"] = {"type": "object", "properties": {k: outfit[k] for k in WIRE_OUTFIT_KEYS}}
    for name in ("NewRequestOp", "RefineOp"):
        defs[name]["properties"]["outfit"] = {"$ref": "#/$defs/Outfit"}
    # remember and forget take the same lists: one definition on the wire, two operations in validation
    defs["Remember"]["properties"]["op"] = {"enum": ["remember", "forget"]}
    ops.remove({"$ref": "#/$defs/Forget"})
    kept.discard("Forget")
    defs["RefineOp"]["properties"]["unset"] = {"type": "array", "items": {"enum": list(WIRE_PIECE_KEYS)}}
    schema["properties"]["operations"] = {"type": "array", "items": {"anyOf": ops}}
    schema["$defs"] = {name: body for name, body in defs.items() if name in kept}
    return {
        "name": TurnUnderstanding.__name__,
        "description": "The message's intent and its operations on the shopping state.",
        "parameters": _compact(schema),
    }


def tool_size() -> int:
    """Characters of the tool definition on the wire (kept small for small local models)."""
    return len(json.dumps({"type": "function", "function": tool_spec()}, separators=(",", ":")))


def _piece_property(key: str) -> dict[str, Any]:
    if key == "category":
        return {"enum": list(CATEGORIES)}
    hint = _HINTS[key]
    if hint is bool:
        return {"type": "boolean"}
    if hint is float:
        return {"type": "number", "minimum": 0}
    if hint == list[str]:
        return {"type": "array", "items": {"type": "string"}}
    return {"type": "string"}


def _compact(node: Any) -> Any:
    """The schema without titles, descriptions and defaults, nullable ``anyOf`` folded, ``oneOf`` as ``anyOf``."""
    if isinstance(node, list):
        return [_compact(n) for n in node]
    if not isinstance(node, dict):
        return node
    out: dict[str, Any] = {}
    for key, value in node.items():
        if key in ("title", "description", "default", "discriminator"):
            continue
        if key in ("properties", "$defs"):
            out[key] = {name: _compact(sub) for name, sub in value.items()}
            continue
        out["anyOf" if key == "oneOf" else key] = _compact(value)
    if "const" in out:
        out = {"const": out["const"]}  # the constant says its type
    options = out.get("anyOf")
    if isinstance(options, list):
        real = [o for o in options if o != {"type": "null"}]
        if len(real) == 1 and len(real) < len(options):
            out.pop("anyOf")
            out.update(real[0])
    if out.get("additionalProperties") is True:
        out.pop("additionalProperties")
    return out
