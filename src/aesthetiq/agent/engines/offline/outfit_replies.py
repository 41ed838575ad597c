"""The reply for whole looks (issue 11): each outfit named, its pieces by role with a reason each, what the new
pieces cost together, and why the look works (colour story, formality, occasion or weather); a trip's capsule
says how many outfits its pieces make. The outfit engine wrote the titles, the roles and the whys."""

from __future__ import annotations

from typing import Any

from aesthetiq.agent.conversation.currency import money
from aesthetiq.agent.engines.offline.reasons import occasion_phrase, pick


def second_request_note(message: str, filters: dict[str, Any]) -> str | None:
    from aesthetiq.agent.engines.offline.replies import (
        second_request_note as note,  # replies imports this module
    )

    return note(message, filters)

SLOT_NAMES = {"top": "Top", "bottom": "Bottom", "dress": "Dress", "layer": "Layer", "shoes": "Shoes",
              "accessory": "Accessory"}  # fmt: skip


def looks(state: dict[str, Any]) -> str:
    outfits = list(state.get("outfits") or [])
    filters = state.get("extracted_filters") or {}
    seed = state.get("sanitized_message") or state.get("message") or ""
    capsule = state.get("capsule")
    if capsule:
        lines = [_capsule_opener(capsule, outfits, filters), ""]
    else:
        lines = [_opener(outfits, filters, seed, state.get("shopping") or {}), ""]
    for number, outfit in enumerate(outfits, 1):
        lines += _outfit(outfit, number if len(outfits) > 1 else None)
    if note := _budget_note(outfits, filters, state.get("looks_total")):
        lines += [note]
    if note := second_request_note(seed, filters):
        lines += ["", note]
    lines += ["", pick([
        "Want a piece swapped, or the same idea cheaper, dressier or in other colours?",
        "Tell me if you'd like to swap a piece, change the budget or make it more or less formal.",
    ], seed, "look")]  # fmt: skip
    return "\n".join(lines).rstrip()


def _opener(outfits: list[dict[str, Any]], filters: dict[str, Any], seed: str, shopping: dict[str, Any]) -> str:
    occasion = f" for {occasion_phrase(filters['occasion'])}" if filters.get("occasion") else ""
    around = _anchor_words(outfits)
    if len(outfits) == 1:
        return pick([f"Here's a whole look{occasion}{around}, put together as one",
                     f"I put together one outfit{occasion}{around}"], seed) + ":"  # fmt: skip
    return f"Here are {len(outfits)} different looks{occasion}{around}, pieces shared where it makes sense:"


def _capsule_opener(capsule: dict[str, Any], outfits: list[dict[str, Any]], filters: dict[str, Any]) -> str:
    pieces, made = capsule.get("piece_count") or 0, capsule.get("outfit_count") or len(outfits)
    weather = capsule.get("weather") or ""
    owned = sum(1 for o in outfits for p in o.get("pieces") or [] if not p.get("new"))
    where = f" ({weather})" if weather else ""
    mine = " — some of them already yours" if owned else ""
    what = f"for {occasion_phrase(filters['occasion'])}" if filters.get("occasion") and filters["occasion"] != "travel" else "for the trip"
    return f"A capsule {what}{where}: {pieces} pieces that make {made} outfits{mine}. Here they are, worn together:"


def _anchor_words(outfits: list[dict[str, Any]]) -> str:
    anchors = [p for o in outfits for p in o.get("pieces") or [] if p.get("anchor") or p.get("note")]
    if not anchors:
        return ""
    piece = anchors[0]
    name = str(piece.get("name") or piece.get("subCategory") or "your piece").lower()
    return f" around {'your' if not piece.get('new') else 'the'} {name}"


def _outfit(outfit: dict[str, Any], number: int | None) -> list[str]:
    title = outfit.get("title") or "The look"
    head = f"**{number}. {title}**" if number else f"**{title}**"
    total = outfit.get("total")
    if isinstance(total, int | float) and total > 0:
        head += f" — the new pieces come to {money(total, outfit.get('currency') or 'EUR')}"
    lines = [head]
    for piece in outfit.get("pieces") or []:
        slot = SLOT_NAMES.get(str(piece.get("slot") or ""), "Piece")
        name = piece.get("name") or piece.get("subCategory") or "a piece"
        if piece.get("note"):  # a piece the user said they own that the wardrobe lacks: described, not claimed
            lines.append(f"- {slot}: your {name} ({piece['note']})")
            continue
        if not piece.get("new", piece.get("source") == "commerce") or piece.get("source") == "wardrobe":
            facts = "already yours"
        else:
            facts = ", ".join(x for x in (piece.get("brand"), money(piece.get("price"), piece.get("currency"))) if x)
        reason = f" — {piece['reason']}" if piece.get("reason") else ""
        lines.append(f"- {slot}: **{name}** ({facts}){reason}")
    if outfit.get("why"):
        lines.append(f"Why it works: {outfit['why']}")
    lines.append("")
    return lines


def _budget_note(outfits: list[dict[str, Any]], filters: dict[str, Any], total: float | None) -> str | None:
    if filters.get("maxPrice") is None or len(outfits) < 1:
        return None
    spent = total if total is not None else sum(float(o.get("total") or 0) for o in outfits)
    said = filters.get("budgetSaid") or money(filters["maxPrice"], "EUR")
    if len(outfits) > 1 and spent <= float(filters["maxPrice"]) + 0.01:
        return f"All the new pieces come to {money(round(spent, 2), 'EUR')}, within your {said} budget."
    return None
