"""Entry node: is this message an answer to our last question (resume) or a fresh request?

A session awaiting clarification stores ``pending_clarification_context``; a stateless client may
send it in ``context``. The answer is guarded here before anything reads it (the resume path skips
``input_guardrails``): an unsafe answer is routed as fresh, so ``input_guardrails`` refuses it.
A message that is clearly a new request ("what colours suit me?", "compare those", "show me red
sneakers" when we asked about shoes' occasion) starts over instead of being merged.
"""

from __future__ import annotations

import re
from typing import Any

from aesthetiq.agent.context import TurnContext
from aesthetiq.agent.nodes.common import step
from aesthetiq.agent.state import ConversationState
from aesthetiq.style.taxonomy import find_garments

QUESTION_START = re.compile(
    r"^\s*(what|which|how|why|who|when|where|can|could|should|would|does|do|is|are|tell me|explain)\b", re.I
)
REQUEST_START = re.compile(
    r"^\s*(please\s+)?(find|show|search|recommend|suggest|get|i\s+(need|want|am looking|'m looking)|looking for)\b",
    re.I,
)
COMPARE_CUE = re.compile(r"\b(compare|versus|vs\.?|side by side)\b", re.I)


def is_new_request(text: str, pending: dict[str, Any]) -> bool:
    if COMPARE_CUE.search(text):
        return True
    garments = find_garments(text)
    if QUESTION_START.match(text) and text.rstrip().endswith("?") and not garments:
        return True  # a general question, not an answer
    if not (garments and REQUEST_START.match(text)):
        return False
    asked_for = (pending.get("extracted_filters") or {}).get("subCategory")
    if not asked_for:
        return False  # the open request had no garment: "I need a dress" answers "what are you after?"
    return all(match.subCategory != asked_for for match in garments)


async def check_clarification(state: ConversationState, ctx: TurnContext) -> dict:
    pending = state.get("pending_clarification_context")
    if not pending:
        return {"is_clarification_response": False, "metadata": step("Conversation: a fresh request")}
    verdict = await ctx.guardrails.acheck_input(state.get("message", ""))
    if not verdict.is_safe:
        return {"is_clarification_response": False, "metadata": step("Conversation: answer needs the input check")}
    text = verdict.sanitized_input or state.get("message", "")
    if is_new_request(text, pending):
        return {
            "is_clarification_response": False,
            "pending_clarification_context": None,
            "metadata": step("Conversation: a new request instead of an answer; starting over"),
        }
    return {
        "is_clarification_response": True,
        "sanitized_message": text,
        "guardrail_warnings": list(verdict.warnings),
        "blocked": False,
        "metadata": step("Conversation: this answers the question asked last turn; resuming"),
    }
