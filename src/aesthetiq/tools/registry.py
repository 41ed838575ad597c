"""All tools in one list, and the single way to call one (REST, MCP and the CLI all go through ``invoke``)."""

from __future__ import annotations

import logging
from typing import Any

from pydantic import ValidationError
from pydantic_core import to_jsonable_python

from aesthetiq.settings import Settings
from aesthetiq.store.base import StoreUnavailable
from aesthetiq.tools import commerce, profile_updates, style_dna, user_data, wardrobe, web_search
from aesthetiq.tools.base import ToolContext, ToolError, ToolSpec, describe_validation_error

__all__ = ["TOOLS", "TOOLS_BY_NAME", "ToolContext", "ToolError", "ToolSpec", "call_tool_local", "invoke"]

log = logging.getLogger("aesthetiq.tools")

TOOLS: list[ToolSpec] = [
    *wardrobe.SPECS,
    *commerce.SPECS,
    *web_search.SPECS,
    *user_data.SPECS,
    *profile_updates.SPECS,
    *style_dna.SPECS,
]
TOOLS_BY_NAME: dict[str, ToolSpec] = {tool.name: tool for tool in TOOLS}

IDENTITY_MISMATCH = "user_id does not match the caller"


def spec_of(name: str) -> ToolSpec:
    spec = TOOLS_BY_NAME.get(name)
    if spec is None:
        known = ", ".join(TOOLS_BY_NAME)
        raise ToolError(f"unknown tool {name!r}; the tools are: {known}", status=404)
    return spec


def invoke(ctx: ToolContext, name: str, arguments: Any, caller: str | None = None) -> Any:
    """Validate ``arguments``, check them against the caller's identity, run the tool; JSON-able result.

    ``caller`` is the user the request comes from (header ``X-Aesthetiq-User``), when known: a tool
    asked about another user's data is refused. Raises ToolError for everything a caller can fix.
    """
    spec = spec_of(name)
    if arguments is None:
        arguments = {}
    if not isinstance(arguments, dict):
        raise ToolError('the arguments must be a JSON object, e.g. {"query": "navy blazer"}', status=422)
    if caller is not None and spec.takes_user and "user_id" in arguments and arguments["user_id"] != caller:
        raise ToolError(IDENTITY_MISMATCH, status=403)
    try:
        # Strict all the way down: nested argument models keep laxer configs of their own.
        request = spec.request.model_validate(arguments, strict=True)
    except ValidationError as exc:
        raise ToolError(describe_validation_error(exc), status=422) from exc
    try:
        result = spec.function(ctx, request)
    except ToolError:
        raise
    except StoreUnavailable as exc:
        log.error("tool %s: %s", name, exc)
        raise ToolError(f"the catalogue store is unavailable right now ({exc}); retry shortly", 503) from exc
    except Exception as exc:
        log.exception("tool %s failed on %s", name, arguments)
        raise ToolError(
            f"{name} failed unexpectedly ({type(exc).__name__}); the error is logged", 500
        ) from exc
    return to_jsonable_python(result)


def call_tool_local(settings: Settings, name: str, arguments: Any) -> Any:
    """Run one tool in this process against the configured store (``aesthetiq tools call``)."""
    from aesthetiq.store import open_store

    spec_of(name)  # an unknown name fails before the store is opened
    store = open_store(settings)
    try:
        return invoke(ToolContext(settings=settings, store=store), name, arguments)
    finally:
        store.close()
