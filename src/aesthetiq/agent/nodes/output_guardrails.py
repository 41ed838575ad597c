"""Output guardrails node: write the reply in full, then check it before anything is shown.

The reply is drafted here (by the engine, from the state) rather than in the formatter, so that
no unchecked text ever reaches the client; the formatter streams the checked chunks. With a
model this trades a later first chunk for the guarantee — seed 000 §8 asks for the check first.
"""

from __future__ import annotations

import re

from aesthetiq.agent.context import TurnContext
from aesthetiq.agent.engines.base import ReplyKind
from aesthetiq.agent.items import presentable, public
from aesthetiq.agent.nodes.common import UNREACHABLE, step
from aesthetiq.agent.state import ConversationState

GROUNDED_KINDS = ("compare", "recommendation")
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


def coalesce(chunks: list[str], target: int = 80, most: int = 240) -> list[str]:
    """Merge an engine's small chunks into pieces of about a sentence.

    The reply is complete before it is streamed (it is checked first), so word-sized chunks only
    cost events: each is a JSON encode, a socket write and a client render. Pieces end at a line
    or sentence end once ``target`` characters are collected, or at ``most`` characters.
    """
    pieces: list[str] = []
    buffer = ""
    small = [part for chunk in chunks for part in (chunk_text(chunk) if len(chunk) > most else [chunk])]
    for chunk in small:
        buffer += chunk
        tail = buffer.rstrip(" ")
        if len(buffer) >= most or (len(buffer) >= target and (buffer.endswith("\n") or tail.endswith((".", "!", "?", ":")))):
            pieces.append(buffer)
            buffer = ""
    if buffer:
        pieces.append(buffer)
    return pieces


def chunk_text(text: str) -> list[str]:
    """Split a checked text into sentences for streaming, keeping every character (newlines too)."""
    pieces, start = [], 0
    for match in SENTENCE_END.finditer(text):
        pieces.append(text[start : match.end()])
        start = match.end()
    if start < len(text):
        pieces.append(text[start:])
    return pieces


async def output_guardrails(state: ConversationState, ctx: TurnContext) -> dict:
    kind = reply_kind(state)
    items = presentable(list(state.get("retrieved_items") or []), ctx.settings.reply_items)
    state = {**state, "retrieved_items": items}  # the engine writes about what is shown
    if kind == "no_results" and (state.get("metadata") or {}).get("tools_unavailable"):
        chunks = [UNREACHABLE]  # the truth is "I could not look", not "nothing matched"
    else:
        chunks = [chunk async for chunk in ctx.engine.reply(state, kind) if chunk]
    draft = "".join(chunks)
    shown = [public(item) for item in items]
    verdict = await ctx.guardrails.acheck_output(draft, shown)
    fallback = getattr(ctx.engine, "fallback", None)
    if not verdict.is_safe and fallback is not None and kind in GROUNDED_KINDS:
        # A model's wording failed the grounding check; the offline draft states only the items'
        # own prices, so the user still gets the comparison or the picks instead of a refusal.
        chunks = [chunk async for chunk in fallback.reply(state, kind) if chunk]
        draft = "".join(chunks)
        verdict = await ctx.guardrails.acheck_output(draft, shown)
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
        "streaming_events": [{"type": "chunk", "content": chunk} for chunk in coalesce(chunks)],
        "guardrail_warnings": [*(state.get("guardrail_warnings") or []), *warnings],
        "metadata": step(f"Output check: {kind} reply is safe" + (f" ({len(warnings)} warning(s))" if warnings else "")),
    }
