"""Clothing recommender node: fetch the user's context and search, applying refinement notes on a retry."""

from __future__ import annotations

import logging

from aesthetiq.agent import outfit_search
from aesthetiq.agent.context import TurnContext
from aesthetiq.agent.conversation.state import ShoppingState
from aesthetiq.agent.conversation.state import load as load_state
from aesthetiq.agent.events import emit
from aesthetiq.agent.mcp_client import ToolFailed, ToolUnavailable
from aesthetiq.agent.nodes.common import UNREACHABLE
from aesthetiq.agent.refinement import apply_refinement
from aesthetiq.agent.search import retrieve
from aesthetiq.agent.state import ConversationState
from aesthetiq.agent.wearable import wearable_first


async def compose_looks(ctx: TurnContext, state: ConversationState, shopping: ShoppingState) -> dict | None:
    """Whole outfits from the outfit engine; None (search piece by piece instead) when it composes none."""
    dna = state.get("style_dna")
    if dna is None:
        try:
            dna = await ctx.tools.call("get_style_dna", {"user_id": ctx.tools.user_id}, announce=False)
        except (ToolFailed, ToolUnavailable):
            dna = None
    looks = await outfit_search.compose(ctx.tools, shopping, dna if isinstance(dna, dict) else None)
    lines = [f"Outfits: {len(looks.outfits)} composed" + (f"; notes: {'; '.join(looks.notes)}" if looks.notes else "")]
    if not looks.outfits:
        emit("status", message="I couldn't put a whole look together from that, so here are pieces for it.")
        log.info("no outfit composed (%s); searching piece by piece", "; ".join(looks.problems + looks.notes) or "no complete look")
        return None
    emit("items_found", count=len(looks.items), sources=sorted({str(i.get("source")) for i in looks.items}))
    sources = sorted({str(i.get("source")) for i in looks.items})
    update: dict = {
        "retrieved_items": looks.items,
        "outfits": looks.outfits,
        "capsule": looks.capsule,
        "looks_total": looks.total,
        "search_sources_used": sorted(set(state.get("search_sources_used") or []) | set(sources)),
        "refinement_notes": None,
        "metadata": {"agent_steps": lines, "tools_unavailable": looks.unavailable, "outfit_notes": looks.notes},
    }
    if isinstance(dna, dict):
        update["style_dna"] = dna
    return update

log = logging.getLogger("aesthetiq.agent.recommender")

# Words of the request a refinement may widen; the reply names them when it did.
RELAXABLE_REQUEST = ("colors", "material", "occasion", "style", "season", "maxPrice", "minPrice", "type")


async def clothing_recommender(state: ConversationState, ctx: TurnContext) -> dict:
    filters = dict(state.get("extracted_filters") or {})
    notes = state.get("refinement_notes") or []
    shopping = load_state(state.get("shopping"))
    if shopping is not None and shopping.outfit is not None and not notes:
        looks = await compose_looks(ctx, state, shopping)
        if looks is not None:
            return looks
    lines = []
    relaxed = dict(state.get("relaxed") or {})
    if notes and state.get("iteration", 0) > 0:
        before = filters
        filters, changes = apply_refinement(notes, filters)
        # Remember what the user asked before the loop widened it, so the reply can say so.
        for key, asked in before.items():
            if key in RELAXABLE_REQUEST and filters.get(key) != asked:
                relaxed.setdefault(key, asked)
        lines.append(f"Refinement {state['iteration']}: {'; '.join(notes)} -> {', '.join(changes) or 'same filters'}")
        emit("filters", filters=filters, scope=state.get("search_scope", "commerce"))
    scope = state.get("search_scope") or "commerce"
    outcome = await retrieve(
        ctx.tools,
        query=state.get("semantic_query") or state.get("sanitized_message") or state.get("message", ""),
        filters=filters,
        scope=scope,
        limit=ctx.settings.search_limit,
        style_dna=state.get("style_dna"),
        need_profile=state.get("user_profile") is None,
    )
    outcome.items = wearable_first(outcome.items, outcome.style_dna, dict(filters))
    referenced = state.get("referenced_items") or []
    if len(referenced) == 1:
        # "the third one in size L": that piece leads when the new search still has it.
        first = [it for it in outcome.items if it.get("id") == referenced[0].get("id")]
        outcome.items = first + [it for it in outcome.items if it not in first]
    previous = list(state.get("retrieved_items") or [])
    if lines and not outcome.items and previous and not outcome.unavailable:
        # A refinement that finds nothing (often a tightening: "Missing size M options") must not
        # cost the user the items already found: keep them, and hand the analyzer the notes it
        # acted on, so it approves the best available instead of trying the same change again.
        lines.append(f"Recommender: refinement {state['iteration']} found nothing; keeping the {len(previous)} earlier item(s)")
        emit("items_found", count=len(previous), sources=sorted({str(i.get("source")) for i in previous}))
        return {
            "refinement_notes": notes,
            "metadata": {"agent_steps": lines, "tools_unavailable": False},
        }
    if outcome.unavailable:
        emit("error", message=UNREACHABLE, recoverable=True)
    elif outcome.fallback_used:
        emit("status", message="Nothing in the catalogue or your wardrobe matched, so I searched the web.")
    elif not outcome.items:
        emit("status", message="Nothing in the catalogue or your wardrobe matched.")
    emit("items_found", count=len(outcome.items), sources=outcome.sources)
    used = sorted(set(state.get("search_sources_used") or []) | set(outcome.sources))
    lines.append(
        f"Recommender: {len(outcome.items)} item(s) from {', '.join(outcome.sources) or 'no source'}"
        + (" (web fallback)" if outcome.fallback_used else "")
        + (f"; problems: {'; '.join(outcome.problems)}" if outcome.problems else "")
    )
    update: dict = {
        "extracted_filters": filters,
        "relaxed": relaxed,
        "retrieved_items": outcome.items,
        "search_sources_used": used,
        "fallback_used": bool(state.get("fallback_used")) or outcome.fallback_used,
        "refinement_notes": None,
        "metadata": {"agent_steps": lines, "tools_unavailable": outcome.unavailable, "ruled_out": outcome.ruled_out},
    }
    if outcome.style_dna is not None:
        update["style_dna"] = outcome.style_dna
    if outcome.profile is not None:
        update["user_profile"] = outcome.profile
    return update
