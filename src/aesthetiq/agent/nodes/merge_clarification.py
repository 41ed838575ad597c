"""Merge the user's answer into the saved request, then go straight back to the recommender."""

from __future__ import annotations

from aesthetiq.agent.context import TurnContext
from aesthetiq.agent.events import emit
from aesthetiq.agent.nodes.common import step
from aesthetiq.agent.state import ConversationState


async def merge_clarification(state: ConversationState, ctx: TurnContext) -> dict:
    pending = dict(state.get("pending_clarification_context") or {})
    saved = dict(pending.get("extracted_filters") or {})
    answer = await ctx.engine.parse_clarification(state)
    merged = {**saved, **{k: v for k, v in answer.items() if v not in (None, "", [])}}
    if saved.get("notes") and answer.get("notes"):
        merged["notes"] = f"{saved['notes']}; {answer['notes']}"
    scope = pending.get("search_scope") or "commerce"
    original = pending.get("original_message") or ""
    answer_text = state.get("sanitized_message") or state.get("message", "")
    emit("intent", intent="clothing", confidence=1.0)
    emit("filters", filters=merged, scope=scope)
    added = ", ".join(f"{k}={v}" for k, v in answer.items()) or "nothing new"
    return {
        "intent": "clothing",
        "search_scope": scope,
        "extracted_filters": merged,
        "semantic_query": " ".join(part for part in (pending.get("semantic_query") or original, answer_text) if part),
        "iteration": int(pending.get("iteration") or 0),
        "needs_clarification": False,
        "clarification_question": None,
        "metadata": step(f"Clarification merged: {added}; resuming the search", resumed_from=original),
    }
