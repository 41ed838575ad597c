"""Merge the user's answer into the saved request, then go straight back to the recommender."""

from __future__ import annotations

from aesthetiq.agent.context import TurnContext
from aesthetiq.agent.conversation.operations import Refine
from aesthetiq.agent.conversation.reducer import apply
from aesthetiq.agent.conversation.search_view import search_filters
from aesthetiq.agent.conversation.state import PIECE_KEYS, ShoppingState, from_filters, load
from aesthetiq.agent.engines.offline import outfit_reading
from aesthetiq.agent.events import emit
from aesthetiq.agent.nodes.common import step
from aesthetiq.agent.outfits import complete_outfit
from aesthetiq.agent.state import ConversationState
from aesthetiq.style.lexicon import FORMALITY_OF_OCCASION

FORMALITY_LEVELS = frozenset(FORMALITY_OF_OCCASION.values())


def merge_filters(saved: dict, answer: dict) -> dict:
    """The answer refines the saved request; a dress code keeps the event it was asked about.

    "What should I wear for a wedding?" -> "Semi-formal": the occasion stays "wedding" and the
    formality becomes the style, rather than the wedding being replaced by "formal".
    """
    merged = {**saved, **{k: v for k, v in answer.items() if v not in (None, "", [])}}
    saved_occasion, new_occasion = saved.get("occasion"), answer.get("occasion")
    if saved_occasion and new_occasion in FORMALITY_LEVELS and saved_occasion not in FORMALITY_LEVELS:
        merged["occasion"] = saved_occasion
        merged.setdefault("style", new_occasion)
    if saved.get("notes") and answer.get("notes"):
        merged["notes"] = f"{saved['notes']}; {answer['notes']}"
    return merged


async def merge_clarification(state: ConversationState, ctx: TurnContext) -> dict:
    pending = dict(state.get("pending_clarification_context") or {})
    saved = dict(pending.get("extracted_filters") or {})
    answer = await ctx.engine.parse_clarification(state)
    original = pending.get("original_message") or ""
    # The answer refines the request the question was about: one refinement of the shopping state.
    prior = load(pending.get("shopping")) or load(state.get("shopping")) or from_filters(saved)
    wanted = merge_filters(search_filters(prior) if prior.pieces else saved, dict(answer))
    changed = {k: v for k, v in wanted.items() if k in PIECE_KEYS and prior.first.get(k) != v}
    shopping = apply(prior, [Refine(set=changed)]) if (changed or prior.pieces) else prior
    merged = complete_outfit(original, {**wanted, **search_filters(shopping)}, resumed=True)
    scope = pending.get("search_scope") or "commerce"
    answer_text = state.get("sanitized_message") or state.get("message", "")
    if shopping.outfit is None and not shopping.first.get("subCategory"):
        # "I need an outfit" -> "a summer wedding": the look asked for, now with something to dress for.
        look = outfit_reading.read(f"{original} {answer_text}", dict(shopping.first), [], [], ShoppingState(), scope)
        if look is not None:
            shopping = shopping.model_copy(update={"outfit": look})
    emit("intent", intent="clothing", confidence=1.0)
    emit("filters", filters=merged, scope=scope)
    added = ", ".join(f"{k}={v}" for k, v in answer.items()) or "nothing new"
    return {
        "intent": "clothing",
        "shopping": shopping.model_dump(mode="json"),
        "search_scope": scope,
        "extracted_filters": merged,
        "semantic_query": " ".join(part for part in (pending.get("semantic_query") or original, answer_text) if part),
        "iteration": int(pending.get("iteration") or 0),
        "needs_clarification": False,
        "clarification_question": None,
        "metadata": step(f"Clarification merged: {added}; resuming the search", resumed_from=original),
    }
