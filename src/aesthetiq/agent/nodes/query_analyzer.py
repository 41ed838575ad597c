"""Query analyzer node: search scope, filters, the text to search with, and referenced items.

The filters come from the shopping state (``track_state`` applied the message's operations to it), so
every search carries every constraint the conversation has accumulated, whichever engine read it.
"""

from __future__ import annotations

from aesthetiq.agent.context import TurnContext
from aesthetiq.agent.conversation.search_view import search_filters
from aesthetiq.agent.conversation.state import load
from aesthetiq.agent.engines.base import QueryAnalysis
from aesthetiq.agent.events import emit
from aesthetiq.agent.history import previous_items
from aesthetiq.agent.nodes.common import step
from aesthetiq.agent.outfits import complete_outfit
from aesthetiq.agent.state import ConversationState


async def query_analyzer(state: ConversationState, ctx: TurnContext) -> dict:
    known = state.get("query_analysis")
    analysis = QueryAnalysis.model_validate(known) if known else await ctx.engine.analyze_query(state)
    shopping = load(state.get("shopping"))
    stated = search_filters(shopping) if shopping is not None and analysis.operations else analysis.filters
    filters = {key: value for key, value in stated.items() if value not in (None, "", [])}
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
