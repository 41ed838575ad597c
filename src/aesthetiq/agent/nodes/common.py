"""What every node shares: start/end events, a trace span, timings, the step log, and a safety net.

A node body is ``async def body(state, ctx) -> dict`` that returns only the fields it writes.
``as_node`` wraps it so that an exception inside a node never crashes the graph: the node returns
``{"error": ...}`` and the graph's edges route the turn to ``error_response``.
Metadata is one dict in the state; a body returns only its new keys under ``"metadata"`` and the
wrapper merges them (``agent_steps`` are appended, seed 003's human-readable step log).
"""

from __future__ import annotations

import asyncio
import contextlib
import logging
import time
from collections.abc import Awaitable, Callable
from typing import Any

from langgraph.runtime import Runtime

from aesthetiq.agent.context import TurnContext
from aesthetiq.agent.events import STATUS_MESSAGES, emit, node_start
from aesthetiq.agent.state import ConversationState

log = logging.getLogger("aesthetiq.agent.nodes")

UNREACHABLE = (
    "I can't reach the catalogue and wardrobe right now, so I can't show items this time. "
    "Please try again in a minute."
)

NodeBody = Callable[[ConversationState, TurnContext], Awaitable[dict[str, Any]]]
Node = Callable[..., Awaitable[dict[str, Any]]]


def step(text: str, **metadata: Any) -> dict[str, Any]:
    """The ``metadata`` part of an update that adds one line to the step log."""
    return {"agent_steps": [text], **metadata}


def merge_metadata(current: dict[str, Any] | None, new: dict[str, Any], node: str, ms: float) -> dict[str, Any]:
    meta = dict(current or {})
    for key, value in new.items():
        if key == "agent_steps":
            meta["agent_steps"] = [*meta.get("agent_steps", []), *value]
        else:
            meta[key] = value
    timings = dict(meta.get("timings") or {})
    timings[node] = round(timings.get(node, 0.0) + ms, 2)
    meta["timings"] = timings
    return meta


def span_attributes(update: dict[str, Any]) -> dict[str, Any]:
    """What a node decided, for its trace span (ids and counts, never message text)."""
    out: dict[str, Any] = {"writes": sorted(k for k in update if k != "metadata")}
    for key in ("intent", "search_scope", "extracted_filters", "blocked", "block_reason", "iteration",
                "workflow_status", "error"):  # fmt: skip
        if key in update:
            out[key] = update[key]
    if "retrieved_items" in update:
        out["items"] = len(update["retrieved_items"] or [])
    if update.get("analysis_result"):
        out["decision"] = update["analysis_result"].get("decision")
    return out


def _span(ctx: TurnContext, name: str) -> Any:
    if ctx.tracer is None:
        return contextlib.nullcontext()
    return ctx.tracer.span(name, "node")


def as_node(name: str, body: NodeBody) -> Node:
    async def run(state: ConversationState, runtime: Runtime[TurnContext]) -> dict[str, Any]:
        ctx = runtime.context
        writer = runtime.stream_writer
        writer(node_start(name))
        if name in STATUS_MESSAGES:
            writer({"type": "status", "message": STATUS_MESSAGES[name]})
        started = time.perf_counter()
        try:
            with _span(ctx, name) as span:
                update = await body(state, ctx)
                if span is not None:
                    span.set(**span_attributes(update))
        except asyncio.CancelledError:
            raise
        except Exception as exc:  # the safety net: the turn ends with a helpful answer, not a 500
            log.exception("node %s failed for session %s", name, state.get("session_id"))
            update = {
                "error": f"{name} failed: {type(exc).__name__}",
                "metadata": step(f"{name}: failed ({type(exc).__name__}); answering with an apology"),
            }
        elapsed = (time.perf_counter() - started) * 1000
        update["metadata"] = merge_metadata(state.get("metadata"), update.get("metadata") or {}, name, elapsed)
        writer({"type": "node_end", "node": name})
        return update

    run.__name__ = name
    return run


def unless_error(target: str) -> Callable[[ConversationState], Awaitable[str]]:
    """Edge function for a node with one successor: go on, or to error_response after a failure.
    Async so LangGraph runs it inline rather than in a worker thread."""

    async def route(state: ConversationState) -> str:
        return "error_response" if state.get("error") else target

    return route


__all__ = ["UNREACHABLE", "as_node", "emit", "merge_metadata", "step", "unless_error"]
