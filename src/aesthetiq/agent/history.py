"""Reading the previous turns: the items the user may point at ("compare those", "the second one")."""

from __future__ import annotations

from typing import Any

from aesthetiq.agent.state import ConversationState, Item


def previous_items(state: ConversationState) -> list[Item]:
    """Items shown in the latest assistant message that had any (newest turn first)."""
    for message in reversed(state.get("conversation_history") or []):
        if message.get("role") != "assistant":
            continue
        items = (message.get("metadata") or {}).get("items") or []
        if items:
            return [item for item in items if isinstance(item, dict)]
    return []


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
