"""Whole looks for the request in hand (issue 11): the shopping state as the outfit tools' arguments, one
call (``compose_outfit``, or ``plan_capsule`` for a trip), and the looks and their pieces back.

The engine composes in the tool server, next to the store: the agent sends what was asked (occasion,
weather, budget, exclusions, wearer, anchors, whose clothes) and gets finished outfits, each with its
pieces' roles, its total and why it works."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from aesthetiq.agent.conversation.state import ShoppingState
from aesthetiq.agent.items import from_document
from aesthetiq.agent.mcp_client import ToolFailed, ToolUnavailable, TurnTools
from aesthetiq.agent.state import Item

_WORDS = 20  # the tools take at most 20 words per list


@dataclass
class LookOutcome:
    outfits: list[dict[str, Any]] = field(default_factory=list)
    items: list[Item] = field(default_factory=list)
    capsule: dict[str, Any] | None = None
    total: float | None = None  # every new piece once, across all the looks
    notes: list[str] = field(default_factory=list)
    problems: list[str] = field(default_factory=list)
    unavailable: bool = False


def arguments(shopping: ShoppingState, user_id: str, dna: dict[str, Any] | None = None) -> dict[str, Any]:
    """The outfit tools' arguments for the state's look (prices already in the catalogue's currency); the
    wearer's department is what the conversation said, else the user's profile (for their own clothes)."""
    ask, piece, wearer = shopping.outfit, shopping.first, shopping.wearer
    assert ask is not None
    args: dict[str, Any] = {"user_id": user_id, "wardrobe": ask.wardrobe}
    if piece.get("occasion"):
        args["occasion"] = piece["occasion"]
    if piece.get("maxFormality"):
        args["formality"] = piece["maxFormality"]  # "a bit less formal": the band's new top
    elif piece.get("minFormality") and piece.get("minFormality") not in ("casual", "smart-casual"):
        args["formality"] = piece["minFormality"]
    if piece.get("season"):
        args["season"] = piece["season"]
    if ask.destination:
        args["destination"] = ask.destination
    if ask.month:
        args["month"] = ask.month
    if piece.get("maxPrice"):
        args["budget_per_item" if ask.per_item else "budget_total"] = float(piece["maxPrice"])
    if ask.anchors:
        args["anchors"] = ask.anchors
    if ask.include:
        args["include_types"] = ask.include
    if ask.slots and "top" not in ask.slots:
        args["layer"] = False
    for key, name in (("colors", "colours"), ("excludeColors", "exclude_colours"), ("excludeMaterials", "exclude_materials")):
        if piece.get(key):
            args[name] = list(piece[key])[:_WORDS]
    excluded = [*(piece.get("excludeSubCategories") or []), *(piece.get("excludeWords") or [])]
    if excluded:
        args["exclude_types"] = list(dict.fromkeys(excluded))[:_WORDS]
    if piece.get("style"):
        args["styles"] = [piece["style"]]
        args["modest"] = piece["style"] == "modest"
    department = wearer.department or (None if wearer.recipient else (dna or {}).get("department"))
    if department in ("women", "men"):
        args["department"] = department
    if wearer.recipient:
        args["for_someone_else"] = True
    if ask.capsule:
        args["days"] = ask.days or 7
    elif ask.count > 1:
        args["count"] = ask.count
    return args


async def compose(tools: TurnTools, shopping: ShoppingState, dna: dict[str, Any] | None = None) -> LookOutcome:
    outcome = LookOutcome()
    ask = shopping.outfit
    if ask is None:
        return outcome
    name = "plan_capsule" if ask.capsule else "compose_outfit"
    try:
        result = await tools.call(name, arguments(shopping, tools.user_id, dna))
    except (ToolFailed, ToolUnavailable) as exc:
        outcome.problems.append(f"{name}: {exc}")
        outcome.unavailable = isinstance(exc, ToolUnavailable)
        return outcome
    if not isinstance(result, dict):
        return outcome
    if ask.capsule:
        outcome.capsule = {k: v for k, v in (result.get("capsule") or {}).items() if k not in ("pieces", "outfits")}
        outfits = (result.get("capsule") or {}).get("outfits") or []
        outcome.notes = list((result.get("capsule") or {}).get("notes") or [])
    else:
        outfits = result.get("outfits") or []
        outcome.notes = list(result.get("notes") or [])
        outcome.total = result.get("total") if isinstance(result.get("total"), int | float) else None
    seen: dict[str, Item] = {}
    for outfit in outfits:
        pieces = []
        for raw in outfit.get("pieces") or []:
            if not isinstance(raw, dict):
                continue
            item = from_document(raw, raw.get("source") if raw.get("source") in ("commerce", "wardrobe") else "commerce")
            item["reason"] = str(raw.get("reason") or "")
            piece = {**item, "slot": raw.get("slot"), "new": bool(raw.get("new", item.get("source") == "commerce"))}
            for extra in ("note", "anchor"):
                if raw.get(extra):
                    piece[extra] = raw[extra]
            pieces.append(piece)
            if item.get("id") and item["id"] not in seen:
                seen[item["id"]] = item
        if ask.slots:
            pieces = _listed_only(pieces, ask.slots)
            outfit = {**outfit, "total": round(sum(float(p.get("price") or 0) for p in pieces if p.get("new")), 2)}
        outcome.outfits.append({**{k: v for k, v in outfit.items() if k != "pieces"}, "pieces": pieces})
    kept = {p.get("id") for o in outcome.outfits for p in o["pieces"]}
    outcome.items = [item for key, item in seen.items() if key in kept]
    if ask.slots and outcome.total is not None:
        outcome.total = round(sum(float(i.get("price") or 0) for i in outcome.items if i.get("source") == "commerce"), 2)
    return outcome


def _listed_only(pieces: list[dict[str, Any]], slots: list[str]) -> list[dict[str, Any]]:
    """ "Top, bottom and shoes": the look's pieces in those parts (a dress stands for top and bottom)."""
    wanted = set(slots) | ({"dress"} if {"top", "bottom"} <= set(slots) else set())
    return [p for p in pieces if p.get("slot") in wanted]
