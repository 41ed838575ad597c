"""Response formatter node: stream the checked reply and close the turn's workflow status."""

from __future__ import annotations

from aesthetiq.agent.context import TurnContext
from aesthetiq.agent.events import emit
from aesthetiq.agent.items import public_outfits
from aesthetiq.agent.nodes.common import step
from aesthetiq.agent.state import ConversationState


async def response_formatter(state: ConversationState, ctx: TurnContext) -> dict:
    events = state.get("streaming_events") or []
    chunks = [e["content"] for e in events if e.get("type") == "chunk"]
    if not chunks and state.get("final_response") and not any(e.get("type") == "streamed" for e in events):
        chunks = [state["final_response"]]
    looks = public_outfits(state.get("outfits") or [])
    if looks and not state.get("needs_clarification"):
        emit("outfits", outfits=looks, capsule=state.get("capsule"))  # the looks, before the text and ``done``
    for chunk in chunks:
        emit("chunk", content=chunk)
    status = "awaiting_clarification" if state.get("needs_clarification") else "completed"
    return {
        "workflow_status": status,
        "streaming_events": [],
        "metadata": step(f"Formatter: streamed {len(chunks)} chunk(s); workflow {status}"),
    }
