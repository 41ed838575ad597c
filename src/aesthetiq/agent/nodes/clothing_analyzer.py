"""Clothing analyzer node: approve, refine (at most ``max_refinements`` times) or ask a question."""

from __future__ import annotations

from aesthetiq.agent.context import TurnContext
from aesthetiq.agent.events import emit
from aesthetiq.agent.nodes.common import step
from aesthetiq.agent.state import ConversationState


async def clothing_analyzer(state: ConversationState, ctx: TurnContext) -> dict:
    iteration = int(state.get("iteration") or 0)
    items = state.get("retrieved_items") or []
    evidence: dict = {}
    if (state.get("metadata") or {}).get("tools_unavailable"):
        # Searching again cannot help while the tool server is down: answer with what we have.
        decision, confidence, notes, question = "approve", 1.0, ["tools unavailable"], None
    elif state.get("outfits"):
        # The outfit engine composed whole looks under every rule of the request: nothing to refine here.
        decision, confidence, question = "approve", 0.9, None
        notes = [f"{len(state['outfits'])} composed outfit(s)"]
    elif items and state.get("fallback_used") and all(item.get("source") == "web" for item in items):
        # Seed 000 §10 example 5: web results are approved, with a note that they are external.
        decision, confidence, question = "approve", 0.7, None
        notes = ["Results come from the web, outside the catalogue and your wardrobe"]
    else:
        verdict = await ctx.engine.analyze_results(state)
        decision, confidence = verdict.decision, verdict.confidence
        notes, question, evidence = list(verdict.notes), verdict.clarification_question, dict(verdict.evidence)
    suffix = ""
    if decision == "refine" and iteration >= ctx.settings.max_refinements:
        decision, suffix = "approve", f" (refinement limit of {ctx.settings.max_refinements} reached)"
    if decision == "clarify" and state.get("is_clarification_response") and items:
        # The user just answered our question: show the best we found rather than ask again.
        decision, suffix = "approve", " (already asked once; showing the best matches)"
    if decision == "clarify" and not question:
        question = "Could you tell me a bit more — what is it for, and is there a colour or budget in mind?"
    emit("analysis", decision=decision, confidence=round(confidence, 3))
    update: dict = {
        "analysis_result": {
            "decision": decision,
            "confidence": confidence,
            "notes": notes,
            "clarification_question": question if decision == "clarify" else None,
            "evidence": evidence,
        },
        "needs_clarification": decision == "clarify",
        "clarification_question": question if decision == "clarify" else None,
        "metadata": step(f"Analyzer: {decision} (confidence {confidence:.2f}){suffix}"
                         + (f"; notes: {'; '.join(notes)}" if notes else "")),
    }
    if decision == "refine":
        update["refinement_notes"] = notes
        update["iteration"] = iteration + 1
    return update
