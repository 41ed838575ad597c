"""Seed 002's direct recommender API: ``POST /api/v1/recommend`` and ``/api/v1/recommend/stream``.

No intent classification and no chat session: the same nodes as the chat workflow (input check,
query analysis, recommender, analyzer) in a smaller graph, with seed 002's limits — at least
MIN_RESULTS items, at most MAX_ITERATIONS searches — and its stream of ``stage``, ``result``,
``done`` and ``error`` events. A clarification cannot be asked here, so "clarify" returns what
was found.
"""

from __future__ import annotations

import asyncio
import logging
import uuid
from collections.abc import AsyncIterator
from typing import TYPE_CHECKING, Any

from fastapi import HTTPException
from langgraph.graph import END, START, StateGraph
from langgraph.graph.state import CompiledStateGraph

from aesthetiq.agent.context import TurnContext
from aesthetiq.agent.engines.usage import start_turn_usage
from aesthetiq.agent.events import sse_named
from aesthetiq.agent.items import public
from aesthetiq.agent.nodes.clothing_analyzer import clothing_analyzer
from aesthetiq.agent.nodes.clothing_recommender import clothing_recommender
from aesthetiq.agent.nodes.common import as_node
from aesthetiq.agent.nodes.input_guardrails import input_guardrails
from aesthetiq.agent.nodes.query_analyzer import query_analyzer
from aesthetiq.agent.state import ConversationState

if TYPE_CHECKING:
    from aesthetiq.agent.turns import Agent

log = logging.getLogger("aesthetiq.agent.recommend")

MIN_RESULTS = 3
MAX_ITERATIONS = 3
NO_RESULTS = "No matching items found. Try a different search."


def build_recommend_graph() -> CompiledStateGraph:
    graph = StateGraph(ConversationState, context_schema=TurnContext)
    for name, body in (("input_guardrails", input_guardrails), ("query_analyzer", query_analyzer),
                       ("clothing_recommender", clothing_recommender), ("clothing_analyzer", clothing_analyzer)):  # fmt: skip
        graph.add_node(name, as_node(name, body))
    graph.add_edge(START, "input_guardrails")
    graph.add_conditional_edges(
        "input_guardrails", lambda s: END if s.get("blocked") or s.get("error") else "query_analyzer"
    )
    graph.add_conditional_edges("query_analyzer", lambda s: END if s.get("error") else "clothing_recommender")
    graph.add_conditional_edges("clothing_recommender", lambda s: END if s.get("error") else "clothing_analyzer")
    graph.add_conditional_edges(
        "clothing_analyzer",
        lambda s: "clothing_recommender" if (s.get("analysis_result") or {}).get("decision") == "refine" else END,
    )
    return graph.compile(name="aesthetiq-recommend")


class Recommender:
    def __init__(self, agent: Agent) -> None:
        self.agent = agent
        self.settings = agent.settings.model_copy(
            update={"min_results": MIN_RESULTS, "max_refinements": MAX_ITERATIONS - 1}
        )
        self.graph = build_recommend_graph()

    async def events(self, user_id: str, message: str, session_id: str | None) -> AsyncIterator[tuple[str, dict]]:
        """(event name, data) pairs of seed 002's stream; the last is ``done`` or ``error``."""
        session_id = session_id or f"sess_{uuid.uuid4().hex[:24]}"
        start_turn_usage()
        tools = self.agent.tools.for_turn(user_id, self.agent.tracer)
        context = TurnContext(self.settings, self.agent.engine, self.agent.guardrails, self.agent.tracer, tools)
        state = ConversationState(
            user_id=user_id, session_id=session_id, turn_id=uuid.uuid4().hex, message=message,
            conversation_history=[], intent="clothing", iteration=0, metadata={}, retrieved_items=[],
        )  # fmt: skip
        final: dict[str, Any] = dict(state)
        searches, candidates, profile_announced = 0, 0, False
        try:
            async with self.agent.tracer.turn(user_id=user_id, session_id=session_id, name="recommend",
                                              input=self.agent.redact(message)):  # fmt: skip
                async with asyncio.timeout(self.settings.turn_timeout_s):
                    async for mode, chunk in self.graph.astream(state, context=context,
                                                                stream_mode=["custom", "updates"]):  # fmt: skip
                        if mode == "updates":
                            for update in chunk.values():
                                final.update(update or {})
                            continue
                        kind, node = chunk.get("type"), chunk.get("node")
                        if kind == "node_start" and node == "query_analyzer":
                            yield "stage", {"stage": "analyzing", "iteration": 1}
                        elif kind == "tool_call" and chunk.get("tool") in ("get_user_profile", "get_style_dna"):
                            if not profile_announced:
                                profile_announced = True
                                yield "stage", {"stage": "fetching_profile"}
                        elif kind == "node_start" and node == "clothing_recommender":
                            searches += 1
                            if searches > 1:
                                yield "stage", {"stage": "refining", "iteration": searches}
                            yield "stage", {"stage": "searching", "iteration": searches}
                        elif kind == "items_found":
                            candidates = int(chunk.get("count") or 0)
                        elif kind == "node_start" and node == "clothing_analyzer":
                            yield "stage", {"stage": "verifying", "iteration": searches, "candidates": candidates}
        except Exception as exc:
            log.exception("recommend failed for %s", user_id)
            yield "error", {"error": f"Search failed ({type(exc).__name__}); please try again."}
            return
        finally:
            await tools.close()
        if final.get("blocked"):
            yield "error", {"error": final.get("final_response") or "This request can't be handled.", "blocked": True}
            return
        if final.get("error"):
            yield "error", {"error": "Search failed; please try again.", "detail": final["error"]}
            return
        items = [public(item) for item in final.get("retrieved_items") or []]
        ids = [item["id"] for item in items if item["source"] != "web"]
        result: dict[str, Any] = {"item_ids": ids}
        if not items:
            result.update(fallback=True, message=NO_RESULTS)
        elif final.get("fallback_used"):
            result.update(fallback=True, web_results=[item for item in items if item["source"] == "web"])
        yield "result", result
        yield "done", {
            "success": bool(items),
            "iterations": searches,
            "total_items": len(items),
            "session_id": session_id,
            "items": items,
            "filters": dict(final.get("extracted_filters") or {}),
        }

    async def run(self, user_id: str, message: str, session_id: str | None) -> dict[str, Any]:
        result: dict[str, Any] = {}
        done: dict[str, Any] = {}
        async for name, data in self.events(user_id, message, session_id):
            if name == "result":
                result = data
            elif name == "done":
                done = data
            elif name == "error":
                raise HTTPException(422 if data.get("blocked") else 503, data["error"])
        return {
            "item_ids": result.get("item_ids", []),
            "session_id": done.get("session_id"),
            "iterations": done.get("iterations", 0),
            "metadata": {
                "items": done.get("items", []),
                "filters": done.get("filters", {}),
                "fallback": bool(result.get("fallback")),
                "message": result.get("message"),
            },
        }

    async def stream(self, user_id: str, message: str, session_id: str | None) -> AsyncIterator[bytes]:
        async for name, data in self.events(user_id, message, session_id):
            yield sse_named(name, data).encode()
