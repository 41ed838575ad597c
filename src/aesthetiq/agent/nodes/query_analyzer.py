"""Query analyzer node: search scope, filters, the text to search with, and referenced items."""

from __future__ import annotations

from aesthetiq.agent.context import TurnContext
from aesthetiq.agent.events import emit
from aesthetiq.agent.history import previous_items
from aesthetiq.agent.nodes.common import step
from aesthetiq.agent.outfits import complete_outfit
from aesthetiq.agent.state import ConversationState


async def query_analyzer(state: ConversationState, ctx: TurnContext) -> dict:
    analysis = await ctx.engine.analyze_query(state)
    filters = {key: value for key, value in analysis.filters.items() if value not in (None, "", [])}
    filters = complete_outfit(state.get("sanitized_message") or state.get("message", ""), filters)
    earlier = previous_items(state)
    referenced = [earlier[i] for i in analysis.references if 0 <= i < len(earlier)]
    emit("filters", filters=filters, scope=analysis.search_scope)
    shown = ", ".join(f"{k}={v}" for k, v in filters.items()) or "none"
    return {
        "search_scope": analysis.search_scope,
        "extracted_filters": filters,
        "semantic_query": analysis.semantic_query or state.get("sanitized_message") or state.get("message", ""),
        "referenced_items": referenced,
        "iteration": 0,
        "metadata": step(f"Query analysis: search {analysis.search_scope}; filters {shown}"),
    }
