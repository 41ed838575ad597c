"""Input guardrails node: length limit, then the guardrails module (moderation, PII, injection)."""

from __future__ import annotations

from aesthetiq.agent.context import TurnContext
from aesthetiq.agent.nodes.common import step
from aesthetiq.agent.state import ConversationState


async def input_guardrails(state: ConversationState, ctx: TurnContext) -> dict:
    message = state.get("message", "")
    limit = ctx.settings.max_message_chars
    if len(message) > limit:
        return {
            "blocked": True,
            "block_reason": "too_long",
            "final_response": f"That message is {len(message):,} characters long; please keep it under {limit:,}.",
            "metadata": step(f"Input check: refused, {len(message):,} characters is over the {limit:,} limit"),
        }
    verdict = await ctx.guardrails.acheck_input(message)
    if not verdict.is_safe:
        reason = verdict.reason or verdict.category or "unsafe input"
        return {
            "blocked": True,
            "block_reason": reason,
            "sanitized_message": verdict.sanitized_input or "",
            "final_response": verdict.user_message or "",
            "guardrail_warnings": list(verdict.warnings),
            "metadata": step(f"Input check: refused ({verdict.category or reason})", block_reason=reason),
        }
    warnings = list(verdict.warnings)
    note = f" with {len(warnings)} warning(s)" if warnings else ""
    return {
        "blocked": False,
        "sanitized_message": verdict.sanitized_input or message,
        "guardrail_warnings": warnings,
        "metadata": step(f"Input check: safe{note}"),
    }
