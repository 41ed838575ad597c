"""Save what the next turn needs to resume, and pause the workflow on the question."""

from __future__ import annotations

from aesthetiq.agent.context import TurnContext
from aesthetiq.agent.nodes.common import step
from aesthetiq.agent.state import ConversationState


async def save_clarification(state: ConversationState, ctx: TurnContext) -> dict:
    pending = {
        "original_message": state.get("sanitized_message") or state.get("message", ""),
        "extracted_filters": dict(state.get("extracted_filters") or {}),
        "search_scope": state.get("search_scope") or "commerce",
        "semantic_query": state.get("semantic_query") or "",
        "iteration": int(state.get("iteration") or 0),
        "retrieved_item_ids": [item.get("id") for item in state.get("retrieved_items") or []][:20],
        "clarification_question": state.get("clarification_question"),
        "intent": state.get("intent") or "clothing",
        "shopping": state.get("shopping"),
    }
    return {
        "pending_clarification_context": pending,
        "workflow_status": "awaiting_clarification",
        "metadata": step(f"Clarification saved; asking: {state.get('clarification_question')}"),
    }
