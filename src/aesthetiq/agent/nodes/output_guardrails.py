"""Output guardrails node: write the reply in full, then check it before anything is shown.

The reply is drafted here (by the engine, from the state) rather than in the formatter, so that
no unchecked text ever reaches the client; the formatter streams the checked chunks. With a
model this trades a later first chunk for the guarantee — seed 000 §8 asks for the check first.
"""

from __future__ import annotations

import re

from aesthetiq.agent.context import TurnContext
from aesthetiq.agent.engines.base import ReplyKind
from aesthetiq.agent.items import public
from aesthetiq.agent.nodes.common import step
from aesthetiq.agent.state import ConversationState

SENTENCE_END = re.compile(r"(?<=[.!?])\s+")


def reply_kind(state: ConversationState) -> ReplyKind:
    if state.get("needs_clarification"):
        return "clarification"
    intent = state.get("intent")
    if intent == "general":
        return "general"
    if intent == "compare":
        return "compare"
    return "recommendation" if state.get("retrieved_items") else "no_results"


def chunk_text(text: str) -> list[str]:
    """Split a checked text into sentence chunks for streaming."""
    parts = SENTENCE_END.split(text)
    return [part + (" " if n < len(parts) - 1 else "") for n, part in enumerate(parts) if part]


async def output_guardrails(state: ConversationState, ctx: TurnContext) -> dict:
    kind = reply_kind(state)
    chunks = [chunk async for chunk in ctx.engine.reply(state, kind) if chunk]
    draft = "".join(chunks)
    items = list(state.get("retrieved_items") or [])
    verdict = await ctx.guardrails.acheck_output(draft, [public(item) for item in items])
    if not verdict.is_safe:
        reason = verdict.reason or verdict.category or "unsafe reply"
        return {
            "blocked": True,
            "block_reason": f"output: {reason}",
            "final_response": verdict.filtered_response or "",
            "metadata": step(f"Output check: withheld the {kind} reply ({reason})", block_reason=f"output: {reason}"),
        }
    final = verdict.filtered_response or draft
    if final != draft:
        chunks = chunk_text(final)
    warnings = list(verdict.warnings)
    return {
        "final_response": final,
        # The engine may write each item's reason while drafting; hand the items on explicitly.
        "retrieved_items": items,
        "streaming_events": [{"type": "chunk", "content": chunk} for chunk in chunks],
        "guardrail_warnings": [*(state.get("guardrail_warnings") or []), *warnings],
        "metadata": step(f"Output check: {kind} reply is safe" + (f" ({len(warnings)} warning(s))" if warnings else "")),
    }
