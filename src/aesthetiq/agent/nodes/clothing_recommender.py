"""Clothing recommender node: fetch the user's context and search, applying refinement notes on a retry."""

from __future__ import annotations

from aesthetiq.agent.context import TurnContext
from aesthetiq.agent.events import emit
from aesthetiq.agent.nodes.common import UNREACHABLE
from aesthetiq.agent.refinement import apply_refinement
from aesthetiq.agent.search import retrieve
from aesthetiq.agent.state import ConversationState
from aesthetiq.agent.wearable import wearable_first

# Words of the request a refinement may widen; the reply names them when it did.
RELAXABLE_REQUEST = ("colors", "material", "occasion", "style", "season", "maxPrice", "minPrice", "type")


async def clothing_recommender(state: ConversationState, ctx: TurnContext) -> dict:
    filters = dict(state.get("extracted_filters") or {})
    notes = state.get("refinement_notes") or []
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
