"""Lasting preferences said in chat ("I never wear orange") written to the user's profile.

The ``remember`` / ``forget`` operations of a message become one ``update_profile`` call; the updated
style DNA it returns replaces the cached one, so this turn and every later one (any session, any
replica) leaves those things out.
"""

from __future__ import annotations

import logging
from typing import Any

from aesthetiq.agent.conversation.operations import Forget, Remember
from aesthetiq.agent.mcp_client import ToolFailed, ToolUnavailable, TurnTools

log = logging.getLogger("aesthetiq.agent.lasting")
FIELDS = ("colors", "materials", "subCategories", "brands")


def changes(operations: list[Any]) -> tuple[dict[str, list[str]], dict[str, list[str]]]:
    """What to add to the user's exclusions and what to take off, from a message's operations."""
    exclude: dict[str, list[str]] = {}
    allow: dict[str, list[str]] = {}
    for op in operations:
        target = exclude if isinstance(op, Remember) else allow if isinstance(op, Forget) else None
        if target is None:
            continue
        for field in FIELDS:
            values = list(getattr(op, field))
            if values:
                target[field] = list(dict.fromkeys([*target.get(field, []), *values]))
    return exclude, allow


async def write(tools: TurnTools, operations: list[Any]) -> dict[str, Any] | None:
    """Write the message's lasting preferences; the updated style DNA, or None (nothing to write, or it failed)."""
    exclude, allow = changes(operations)
    if not exclude and not allow:
        return None
    arguments: dict[str, Any] = {"user_id": tools.user_id}
    if exclude:
        arguments["exclude"] = exclude
    if allow:
        arguments["allow"] = allow
    try:
        dna = await tools.call("update_profile", arguments)
    except (ToolFailed, ToolUnavailable) as exc:
        log.warning("could not save the lasting preferences of %s: %s", tools.user_id, exc)
        return None
    await tools.client.cache.forget(tools.user_id)
    if isinstance(dna, dict):
        tools.client.cache.put(tools.user_id, "get_style_dna", dna)
        return dna
    return None
