"""One chat turn: load the session, run the graph, stream its events, store the turn once.

The graph's custom events are passed to ``send`` as they happen; its node updates are merged
into the final state, from which the ``done`` payload is built. The turn is stored before
``done`` is sent, so a client that reads the history after ``done`` sees it.

Cancellation (client disconnect or the cancel endpoint) cancels the task running ``run``.
What is stored then: the user message and an assistant message holding the text streamed so far,
with ``metadata.cancelled = true`` and ``workflow_status = "cancelled"``; the session's pending
clarification stays as it was, so the user can still answer the question asked before.
"""

from __future__ import annotations

import asyncio
import contextlib
import logging
import time
import uuid
from collections.abc import AsyncIterator, Callable
from dataclasses import dataclass, field
from typing import Any

from aesthetiq.agent.cancellation import CancelRegistry
from aesthetiq.agent.context import TurnContext
from aesthetiq.agent.conversation.state import ShoppingState, shown_from
from aesthetiq.agent.conversation.state import load as load_state
from aesthetiq.agent.engines.base import ReasoningEngine
from aesthetiq.agent.engines.usage import start_turn_usage
from aesthetiq.agent.events import event
from aesthetiq.agent.graph import build_graph
from aesthetiq.agent.history import history_for_engine, stored_state
from aesthetiq.agent.items import public, public_outfits
from aesthetiq.agent.mcp_client import ToolClient
from aesthetiq.agent.nodes.error_response import FAILED
from aesthetiq.agent.sessions import OpenedTurn, SessionService
from aesthetiq.agent.slots import waiting_slot
from aesthetiq.agent.state import ConversationState, ExtractedFilters
from aesthetiq.settings import Settings

log = logging.getLogger("aesthetiq.agent.turns")

Send = Callable[[dict[str, Any] | None], None]
FILTER_KEYS = tuple(ExtractedFilters.__annotations__)  # every documented filter, so none is dropped
STORED_METADATA = ("agent_steps", "timings", "comparison", "tool_calls")
CANCELLED = "Stopped before the answer was finished."
BUSY = "I'm answering a lot of people right now and couldn't get to your message in time — please send it again in a moment."


class Busy(RuntimeError):
    """No turn slot became free in time (the agent is overloaded)."""

    @classmethod
    def after(cls, wait_s: float) -> Busy:
        return cls(f"no free turn slot within {wait_s:g} s")


@dataclass
class TurnRequest:
    user_id: str
    message: str
    session_id: str | None = None
    context: dict[str, Any] = field(default_factory=dict)
    streaming: bool = True  # False for the JSON endpoint: the reply is sent whole


def pending_from_context(context: dict[str, Any], history: list[dict[str, Any]]) -> dict[str, Any] | None:
    """Seed 004's stateless client: the pending context itself, or ``collected_info`` awaiting an answer."""
    pending = context.get("pending_clarification_context") or context.get("pendingClarificationContext")
    if isinstance(pending, dict) and pending:
        return pending
    info = context.get("collected_info")
    if isinstance(info, dict) and info.get("awaiting"):
        last_user = next((m["content"] for m in reversed(history) if m.get("role") == "user"), "")
        return {
            "original_message": last_user,
            "extracted_filters": {k: v for k, v in info.items() if k in FILTER_KEYS},
            "search_scope": info.get("scope") or "commerce",
            "iteration": 0,
        }
    return None


def shopping_after(final: dict[str, Any], items: list[dict[str, Any]]) -> dict[str, Any]:
    """The shopping state after the turn (``done.state``), with the items this reply showed as ``shown``."""
    shopping = load_state(final.get("shopping")) or ShoppingState()
    if items:
        shopping.shown = shown_from(items)
    return shopping.public()


class Agent:
    """Everything a turn needs, built once per process."""

    def __init__(
        self,
        settings: Settings,
        engine: ReasoningEngine,
        guardrails: Any,
        tracer: Any,
        sessions: SessionService,
        cancels: CancelRegistry,
        redact: Callable[[str], str],
    ) -> None:
        self.settings = settings
        self.engine = engine
        self.guardrails = guardrails
        self.tracer = tracer
        self.sessions = sessions
        self.cancels = cancels
        self.redact = redact
        self.tools = ToolClient(settings)
        self.graph = build_graph()
        self.turn_slots = asyncio.Semaphore(settings.agent_max_concurrent_turns)

    async def open(self, request: TurnRequest) -> OpenedTurn:
        """Find (or create) the session; raises SessionNotFound before anything streams."""
        return await self.sessions.open_turn(request.user_id, request.session_id, request.message)

    def initial_state(self, request: TurnRequest, opened: OpenedTurn, turn_id: str) -> ConversationState:
        history = opened.history
        client_history = request.context.get("history")
        if isinstance(client_history, list) and client_history:
            history = history_for_engine(client_history, self.settings.history_limit)
        pending = pending_from_context(request.context, history) or opened.pending
        # The shopping state: a stateless client's own (validated), else the one stored with the last reply.
        shopping = load_state(request.context.get("state")) if request.context.get("state") else None
        stored = shopping.model_dump(mode="json") if shopping is not None else stored_state(history)
        return ConversationState(
            user_id=request.user_id,
            session_id=opened.session_id,
            turn_id=turn_id,
            message=request.message,
            conversation_history=history,
            workflow_status="active",
            is_clarification_response=False,
            pending_clarification_context=pending,
            shopping=stored,
            blocked=False,
            retrieved_items=[],
            search_sources_used=[],
            fallback_used=False,
            needs_clarification=False,
            clarification_question=None,
            iteration=0,
            metadata={},
            error=None,
        )

    async def run(self, request: TurnRequest, opened: OpenedTurn, send: Send) -> dict[str, Any]:
        """Run one turn, sending each event; always ends the stream with ``None``."""
        turn_id = uuid.uuid4().hex
        started = time.perf_counter()
        usage = start_turn_usage()
        state = self.initial_state(request, opened, turn_id)
        final: dict[str, Any] = dict(state)
        streamed: list[str] = []
        tools = self.tools.for_turn(request.user_id, self.tracer)
        trace_id: str | None = None
        current = asyncio.current_task()
        if current is not None:
            await self.cancels.register(opened.session_id, current, request.user_id)

        def forward(payload: dict[str, Any]) -> None:
            if payload.get("type") == "chunk":
                streamed.append(str(payload.get("content", "")))
            send(payload)

        try:
            async with self.tracer.turn(
                user_id=request.user_id, session_id=opened.session_id, name="chat", input=self.redact(request.message)
            ) as trace:
                trace_id = trace.trace_id
                final["langfuse_trace_id"] = trace_id
                send(event("metadata", session_id=opened.session_id, user_id=request.user_id,
                           trace_id=trace_id, turn_id=turn_id))  # fmt: skip
                context = TurnContext(self.settings, self.engine, self.guardrails, self.tracer, tools, request.streaming)
                try:
                    async with asyncio.timeout(self.settings.turn_timeout_s), self.admitted(send):
                        async for mode, chunk in self.graph.astream(
                            state, context=context, stream_mode=["custom", "updates"]
                        ):
                            if mode == "custom":
                                forward(chunk)
                            else:
                                for update in chunk.values():
                                    if update:
                                        final.update(update)
                except (TimeoutError, Exception) as exc:  # the turn still ends with an answer
                    if isinstance(exc, Busy):
                        log.warning("turn %s of session %s shed: %s", turn_id, opened.session_id, exc)
                    else:
                        log.exception("turn %s of session %s failed", turn_id, opened.session_id)
                    reason = "the turn took too long" if isinstance(exc, TimeoutError) else type(exc).__name__
                    message = BUSY if isinstance(exc, Busy) else FAILED
                    final.update(error=reason, final_response=message, retrieved_items=[], needs_clarification=False)
                    forward(event("error", message=message, recoverable=True))
                    if not streamed:
                        forward(event("chunk", content=message))
                payload = self.done_payload(final, opened.session_id, trace_id, usage.as_metadata(), tools, started)
                trace.set(output=payload["response"], intent=payload["intent"])
            await self.store(request, opened, turn_id, final, payload)
            send(payload)
            log.info(
                "turn %s session %s user %s: %s, %d item(s), %s, %.1f ms%s",
                turn_id, opened.session_id, request.user_id, payload["intent"], len(payload["items"]),
                payload["workflow_status"], payload["metadata"]["timings"]["total"],
                f", error {final['error']}" if final.get("error") else "",
            )  # fmt: skip
            return payload
        except asyncio.CancelledError:
            log.info("turn %s session %s cancelled; storing what was streamed", turn_id, opened.session_id)
            await asyncio.shield(self.store_cancelled(request, opened, turn_id, final, "".join(streamed), trace_id))
            send(event("error", message=CANCELLED, cancelled=True))
            raise
        finally:
            if current is not None:
                await self.cancels.unregister(opened.session_id, current)
            await tools.close()
            send(None)

    @contextlib.asynccontextmanager
    async def admitted(self, send: Send) -> AsyncIterator[None]:
        """A turn slot: past ``agent_max_concurrent_turns`` turns wait in line (FIFO) for one.

        Running every turn at once only shares the two cores more thinly: each turn's tool calls
        then wait behind everyone's CPU work until they time out. Waiting here keeps the running
        turns fast; a turn that cannot get a slot within ``tool_queue_timeout_s`` ends as busy.
        """
        if self.turn_slots.locked():
            send(event("status", message="Lots of people are asking right now; you're next in line."))
        async with waiting_slot(self.turn_slots, self.settings.tool_queue_timeout_s, Busy.after):
            yield

    def done_payload(
        self, final: dict[str, Any], session_id: str, trace_id: str | None, usage: dict[str, Any],
        tools: Any, started: float,
    ) -> dict[str, Any]:  # fmt: skip
        meta = dict(final.get("metadata") or {})
        clarifying = bool(final.get("needs_clarification")) and not final.get("error")
        items = [] if clarifying else [public(item) for item in final.get("retrieved_items") or []]
        timings = dict(meta.get("timings") or {})
        timings["total"] = round((time.perf_counter() - started) * 1000, 2)
        metadata = {
            **{k: v for k, v in meta.items() if k not in ("timings", "agent_steps")},
            "engine": getattr(self.engine, "name", "unknown"),
            "model_calls": usage.get("model_calls", 0),
            "usage": usage,
            "iterations": int(final.get("iteration") or 0),
            "sources": list(final.get("search_sources_used") or []),
            "fallback_used": bool(final.get("fallback_used")),
            "relaxed": dict(final.get("relaxed") or {}),  # what the refinement loop widened: key -> asked
            "timings": timings,
            "tool_calls": list(tools.calls),
            "agent_steps": list(meta.get("agent_steps") or []),
            "block_reason": final.get("block_reason"),
            "guardrail_warnings": list(final.get("guardrail_warnings") or []),
            "analysis": final.get("analysis_result"),
            "operations": list(final.get("operations") or []),
            "error": final.get("error"),
        }
        return event(
            "done",
            response=final.get("final_response") or FAILED,
            state=shopping_after(final, items),
            outfits=[] if clarifying else public_outfits(final.get("outfits") or []),
            intent=final.get("intent") or ("general" if final.get("blocked") else None),
            items=items,
            workflow_status=final.get("workflow_status") or "completed",
            needs_clarification=clarifying,
            clarification_question=final.get("clarification_question") if clarifying else None,
            session_id=session_id,
            filters=dict(final.get("extracted_filters") or {}),
            scope=final.get("search_scope"),
            trace_id=trace_id,
            blocked=bool(final.get("blocked")),
            metadata=metadata,
        )

    def user_text(self, request: TurnRequest, final: dict[str, Any]) -> str:
        # The guardrails' sanitized text is already redacted; otherwise redact here. Never store as written.
        return final.get("sanitized_message") or self.redact(request.message)

    async def store(
        self, request: TurnRequest, opened: OpenedTurn, turn_id: str, final: dict[str, Any], payload: dict[str, Any]
    ) -> None:
        if payload["workflow_status"] == "awaiting_clarification":
            pending = final.get("pending_clarification_context")
        elif final.get("blocked") and not final.get("is_clarification_response"):
            pending = opened.pending  # a refused message leaves the open question open
        else:
            pending = None
        reply_metadata = {
            key: payload[key]
            for key in ("intent", "items", "filters", "scope", "workflow_status", "blocked", "trace_id", "state", "outfits")
        }
        # A reloaded conversation shows the steps panel and the comparison table from these.
        reply_metadata.update({key: payload["metadata"][key] for key in STORED_METADATA if key in payload["metadata"]})
        try:
            await self.sessions.save_turn(
                opened, turn_id, self.user_text(request, final), payload["response"], reply_metadata, pending
            )
        except Exception:
            log.exception("could not store turn %s of session %s", turn_id, opened.session_id)

    async def store_cancelled(
        self, request: TurnRequest, opened: OpenedTurn, turn_id: str, final: dict[str, Any], partial: str,
        trace_id: str | None,
    ) -> None:  # fmt: skip
        metadata = {
            "intent": final.get("intent"),
            "items": [],
            "filters": dict(final.get("extracted_filters") or {}),
            "scope": final.get("search_scope"),
            "workflow_status": "cancelled",
            "blocked": bool(final.get("blocked")),
            "trace_id": trace_id,
            "cancelled": True,
        }
        try:
            await self.sessions.save_turn(
                opened, turn_id, self.user_text(request, final), partial or CANCELLED, metadata, opened.pending
            )
        except Exception:
            log.exception("could not store cancelled turn %s of session %s", turn_id, opened.session_id)
