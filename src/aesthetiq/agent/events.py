"""Stream events of seed 000 §11: how a node tells the client what it is doing.

Nodes call ``emit(...)``; LangGraph delivers the dict on the ``custom`` stream mode, and the
service writes it as one SSE line ``data: {json}``. The event shapes live here only.
"""

from __future__ import annotations

import json
import logging
from typing import Any

from langgraph.config import get_stream_writer

log = logging.getLogger("aesthetiq.agent.events")

EVENT_TYPES: tuple[str, ...] = (
    "metadata", "status", "node_start", "node_end", "intent", "filters", "items_found",
    "analysis", "tool_call", "chunk", "outfits", "done", "error",
)  # fmt: skip

DISPLAY_NAMES: dict[str, str] = {
    "check_clarification": "Checking the conversation",
    "input_guardrails": "Checking your message",
    "intent_classifier": "Understanding your request",
    "track_state": "Following the conversation",
    "query_analyzer": "Analyzing what you're looking for",
    "conversation_agent": "Thinking about your question",
    "merge_clarification": "Adding your answer to the request",
    "clothing_recommender": "Searching for items",
    "clothing_analyzer": "Evaluating recommendations",
    "save_clarification": "Preparing a question for you",
    "compare": "Comparing the items",
    "output_guardrails": "Checking the answer",
    "response_formatter": "Writing the answer",
    "error_response": "Explaining what went wrong",
}

# A short progress line per node, shown by clients that display one status at a time.
STATUS_MESSAGES: dict[str, str] = {
    "intent_classifier": "Understanding your request...",
    "query_analyzer": "Working out what to look for...",
    "clothing_recommender": "Searching the catalogue and your wardrobe...",
    "clothing_analyzer": "Checking the results against your style...",
    "conversation_agent": "Thinking about your question...",
    "compare": "Comparing the items side by side...",
    "response_formatter": "Writing the answer...",
}


def event(kind: str, **payload: Any) -> dict[str, Any]:
    return {"type": kind, **payload}


def emit(kind: str, **payload: Any) -> None:
    """Send one event to the client of the running turn (a no-op outside a streamed run)."""
    try:
        writer = get_stream_writer()
    except RuntimeError:  # called outside a graph run (unit use of a node helper)
        return
    writer(event(kind, **payload))


def node_start(node: str) -> dict[str, Any]:
    return event("node_start", node=node, display_name=DISPLAY_NAMES.get(node, node.replace("_", " ")))


def sse_data(payload: dict[str, Any]) -> str:
    """One SSE message of the chat protocol: ``data: {json}`` and a blank line."""
    return f"data: {json.dumps(payload, default=str, separators=(', ', ': '))}\n\n"


def sse_named(name: str, payload: dict[str, Any]) -> str:
    """One SSE message with an ``event:`` line (seed 002's recommend stream)."""
    return f"event: {name}\ndata: {json.dumps(payload, default=str)}\n\n"
