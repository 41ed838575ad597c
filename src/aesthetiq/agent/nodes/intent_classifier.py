"""Intent classifier node: clothing, general or compare (compare needs items from a previous turn)."""

from __future__ import annotations

from aesthetiq.agent.context import TurnContext
from aesthetiq.agent.events import emit
from aesthetiq.agent.history import previous_items
from aesthetiq.agent.nodes.common import step
from aesthetiq.agent.state import ConversationState


async def intent_classifier(state: ConversationState, ctx: TurnContext) -> dict:
    ctx.tools.warm_context()  # profile and style DNA arrive while the engine thinks
    decision = await ctx.engine.classify_intent(state)
    intent = decision.intent
    note = ""
    if intent == "compare" and not previous_items(state):
        # Nothing was shown yet, so "compare X and Y" is a search for both (seed 003 §5.1).
        intent, note = "clothing", "; nothing to compare yet, so searching instead"
    emit("intent", intent=intent, confidence=round(decision.confidence, 3))
    return {
        "intent": intent,
        "intent_confidence": decision.confidence,
        "metadata": step(f"Intent: {intent} (confidence {decision.confidence:.2f}){note}"),
    }
