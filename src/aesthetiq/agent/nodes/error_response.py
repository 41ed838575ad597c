"""Error response node: a refused message or a failed step still ends with a kind, useful answer."""

from __future__ import annotations

import logging

from aesthetiq.agent.context import TurnContext
from aesthetiq.agent.events import emit
from aesthetiq.agent.nodes.common import step
from aesthetiq.agent.state import ConversationState

log = logging.getLogger("aesthetiq.agent.nodes")

FAILED = (
    "Sorry — something went wrong on my side while working on that. "
    "Please try again, or rephrase the request."
)


async def _engine_text(state: ConversationState, ctx: TurnContext, kind: str) -> str:
    try:
        return "".join([chunk async for chunk in ctx.engine.reply(state, kind)])  # type: ignore[arg-type]
    except Exception:  # the engine may be what failed; the fixed apology still answers
        log.exception("engine could not write the %s reply", kind)
        return ""


async def error_response(state: ConversationState, ctx: TurnContext) -> dict:
    if state.get("error"):
        text = await _engine_text(state, ctx, "error") or FAILED
        emit("error", message=text, recoverable=True)
        line = f"Error response: {state['error']}"
    else:
        text = state.get("final_response") or await _engine_text(state, ctx, "blocked") or FAILED
        line = f"Refused: {state.get('block_reason') or 'unsafe'}"
    emit("chunk", content=text)
    return {
        "final_response": text,
        "retrieved_items": [],
        "needs_clarification": False,
        "clarification_question": None,
        "workflow_status": "completed",
        "metadata": step(line),
    }
