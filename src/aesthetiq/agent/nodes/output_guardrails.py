"""Output guardrails node: write the reply, checking it before anything is shown.

The reply is drafted here (by the engine, from the state) rather than in the formatter, so that
no unchecked text ever reaches the client. The offline engine's reply is checked whole and the
formatter streams it. A model's reply is streamed as it is generated, a sentence at a time: each
sentence is sent only once the text so far passes the check, so tokens reach the user early and
nothing unchecked does. If a later sentence fails, the stream stops and ``done`` carries the safe
replacement (the client shows ``done.response`` as the final text). For a JSON response, which
nobody reads token by token, the model writes the reply in one piece and it is checked whole.
"""

from __future__ import annotations

import re

from aesthetiq.agent.context import TurnContext
from aesthetiq.agent.engines.base import ReplyKind
from aesthetiq.agent.events import emit
from aesthetiq.agent.items import items_to_show, look_totals, public
from aesthetiq.agent.nodes.common import UNREACHABLE, step
from aesthetiq.agent.state import ConversationState

GROUNDED_KINDS = ("compare", "recommendation")
# Marks a reply already sent chunk by chunk, so the formatter does not send it again.
STREAMED = {"type": "streamed"}
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


async def stream_checked(state: ConversationState, ctx: TurnContext, kind: ReplyKind, shown: list) -> tuple:
    """Send a model's reply sentence by sentence, each once the text so far passes the output check.

    Returns the text sent and the first failing verdict (None when the whole reply passed).
    """
    sent, pending = "", ""
    replies = ctx.engine.reply(state, kind)
    try:
        async for chunk in replies:
            pending += chunk
            # chunk_text ends a piece after the space that follows . ! or ?: all but the last are whole.
            *complete, pending = chunk_text(pending) or [""]
            for sentence in complete:
                verdict = await ctx.guardrails.acheck_output(sent + sentence, shown)
                if not verdict.is_safe:
                    return sent, verdict
                emit("chunk", content=sentence)
                sent += sentence
    finally:
        await replies.aclose()
    if pending:
        verdict = await ctx.guardrails.acheck_output(sent + pending, shown)
        if not verdict.is_safe:
            return sent, verdict
        emit("chunk", content=pending)
        sent += pending
    return sent, None


async def output_guardrails(state: ConversationState, ctx: TurnContext) -> dict:
    kind = reply_kind(state)
    items = items_to_show(state, ctx.settings, counted=kind in GROUNDED_KINDS)
    state = {**state, "retrieved_items": items}  # the engine writes about what is shown
    shown = [public(item) for item in items] + look_totals(state)
    unreachable = kind == "no_results" and (state.get("metadata") or {}).get("tools_unavailable")
    if getattr(ctx.engine, "streams_model_tokens", False) and ctx.streams_to_client and not unreachable:
        sent, failed = await stream_checked(state, ctx, kind, shown)
        if failed is None:
            return {
                "final_response": sent,
                "retrieved_items": items,
                "streaming_events": [STREAMED],
                "metadata": step(f"Output check: {kind} reply is safe (checked sentence by sentence)"),
            }
        fallback = getattr(ctx.engine, "fallback", None)
        if fallback is None or kind not in GROUNDED_KINDS:
            reason = failed.reason or failed.category or "unsafe reply"
            return {
                "blocked": True,
                "block_reason": f"output: {reason}",
                "final_response": failed.filtered_response or "",
                "streaming_events": [STREAMED] if sent else [],
                "metadata": step(f"Output check: stopped the {kind} reply ({reason})", block_reason=f"output: {reason}"),
            }
        # Fall through to the offline draft: done.response replaces what was streamed.
        chunks = [chunk async for chunk in fallback.reply(state, kind) if chunk]
    elif unreachable:
        chunks = [UNREACHABLE]  # the truth is "I could not look", not "nothing matched"
    else:
        chunks = [chunk async for chunk in ctx.engine.reply(state, kind, stream=ctx.streams_to_client) if chunk]
    draft = "".join(chunks)
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
