"""Track the conversation: apply the message's operations to the shopping state (issue 10).

The engine read the message as operations (a new request, a refinement, a piece to go with a shown
item, a lasting preference …); the shared reducer applies them to the state the turn started from.
Lasting preferences go to the user's profile here, so every later search and session honours them.
A message that only states one ("I never wear orange") is answered as an acknowledgement.
"""

from __future__ import annotations

from pydantic import TypeAdapter, ValidationError

from aesthetiq.agent import lasting
from aesthetiq.agent.context import TurnContext
from aesthetiq.agent.conversation import prior_of
from aesthetiq.agent.conversation.operations import Operation, describe
from aesthetiq.agent.conversation.reducer import apply
from aesthetiq.agent.nodes.common import step
from aesthetiq.agent.state import ConversationState

_OPERATIONS = TypeAdapter(list[Operation])
_LASTING = frozenset({"remember", "forget"})
_KEEPS_INTENT = frozenset({"general", "compare", "ask_shown", "set_wearer", "set_scope"})


def operations_of(raw: list[dict]) -> list:
    try:
        return _OPERATIONS.validate_python(raw)
    except ValidationError:
        return []  # an engine's malformed operations change nothing; the turn still answers


async def track_state(state: ConversationState, ctx: TurnContext) -> dict:
    analysis = await ctx.engine.analyze_query(state)
    operations = operations_of(analysis.operations)
    shopping = apply(prior_of(state), operations)
    update: dict = {
        "shopping": shopping.model_dump(mode="json"),
        "operations": [op.model_dump(mode="json") for op in operations],
        "query_analysis": analysis.model_dump(),
    }
    kinds = {op.op for op in operations}
    if kinds & _LASTING:
        dna = await lasting.write(ctx.tools, operations)
        if dna is not None:
            update["style_dna"] = dna
        if not kinds - _LASTING - _KEEPS_INTENT and state.get("intent") == "clothing":
            update["intent"] = "general"  # "never show me orange" with nothing in hand: acknowledged, not searched
    update["metadata"] = step(f"Conversation: {describe(operations)}")
    return update
