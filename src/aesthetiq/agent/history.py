"""Reading the previous turns: the items the user may point at ("compare those", "the second one")."""

from __future__ import annotations

import re
from typing import Any

from aesthetiq.agent.state import ConversationState, Item

# Words that pick from a list ("the cheapest", "the third one", "both of them"). After a closer look
# at one item ("tell me about the second one"), they still point into the list that item came from.
_PICKS_FROM_A_LIST = re.compile(
    r"\b(?:cheap(?:er|est)|pric(?:ier|iest)|(?:most|least|more|less) (?:expensive|affordable)|dearest|"
    r"first|second|third|fourth|fifth|sixth|seventh|eighth|last|both|those|these|them|all|others?|"
    r"(?:number|no\.?|option|item) ?\d|\d(?:st|nd|rd|th))\b|#\d"
)


def previous_turn(state: ConversationState) -> tuple[list[Item], dict[str, Any]]:
    """The items the message may point at and the filters it may follow up on.

    Items: those of the latest assistant message that showed any, unless that was a compare turn
    showing a single item and the message picks from a list; then the list before such turns. Filters: those
    of that turn, or of the search before it (a compare turn has none of its own).
    """
    shown: list[tuple[list[Item], dict[str, Any], Any]] = []
    unanswered: dict[str, Any] = {}  # a later search that found nothing: "in UK 8" -> "any in a 26 waist?"
    for message in reversed(state.get("conversation_history") or []):
        metadata = message.get("metadata") or {}
        items = [item for item in metadata.get("items") or [] if isinstance(item, dict)]
        if message.get("role") == "assistant" and items:
            shown.append((items, dict(metadata.get("filters") or {}), metadata.get("intent")))  # type: ignore[arg-type]
        elif message.get("role") == "assistant" and not shown and not unanswered and metadata.get("intent") == "clothing":
            unanswered = dict(metadata.get("filters") or {})
    if unanswered:
        return [], unanswered
    if not shown:
        return [], {}
    text = (state.get("sanitized_message") or state.get("message") or "").lower()
    chosen = 0
    if _PICKS_FROM_A_LIST.search(text):
        while chosen + 1 < len(shown) and len(shown[chosen][0]) == 1 and shown[chosen][2] == "compare":
            chosen += 1
    filters = next((found for _, found, _ in shown[chosen:] if found), {})
    return shown[chosen][0], filters


def stored_state(history: list[dict[str, Any]]) -> dict[str, Any] | None:
    """The shopping state stored with the latest reply that has one (``metadata.state``)."""
    for message in reversed(history):
        metadata = message.get("metadata") or {}
        if message.get("role") == "assistant" and isinstance(metadata.get("state"), dict):
            return metadata["state"]
    return None


def previous_items(state: ConversationState) -> list[Item]:
    return previous_turn(state)[0]


def history_for_engine(messages: list[dict[str, Any]], limit: int) -> list[dict[str, Any]]:
    """The last ``limit`` messages as the engines read them: role, content, metadata."""
    out = []
    for message in messages[-limit:] if limit > 0 else []:
        role = message.get("role")
        content = message.get("content")
        if role not in ("user", "assistant") or not isinstance(content, str):
            continue
        metadata = message.get("metadata") if isinstance(message.get("metadata"), dict) else {}
        out.append({"role": role, "content": content, "metadata": metadata})
    return out
