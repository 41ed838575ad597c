"""All tools in one list, and the single way to call one (REST, MCP and the CLI all go through ``invoke``)."""

from __future__ import annotations

import logging
from typing import Any

from pydantic import ValidationError
from pydantic_core import to_jsonable_python

from aesthetiq.service_auth import IDENTITY_MISMATCH
from aesthetiq.settings import Settings
from aesthetiq.store.base import StoreUnavailable
from aesthetiq.tools import commerce, outfits, profile_updates, style_dna, user_data, wardrobe, web_search
from aesthetiq.tools.base import ToolContext, ToolError, ToolSpec, describe_validation_error

__all__ = ["TOOLS", "TOOLS_BY_NAME", "ToolContext", "ToolError", "ToolSpec", "call_tool_local", "invoke", "present"]

log = logging.getLogger("aesthetiq.tools")

TOOLS: list[ToolSpec] = [
    *wardrobe.SPECS,
    *commerce.SPECS,
    *web_search.SPECS,
    *user_data.SPECS,
    *profile_updates.SPECS,
    *style_dna.SPECS,
    *outfits.SPECS,
]
TOOLS_BY_NAME: dict[str, ToolSpec] = {tool.name: tool for tool in TOOLS}

NO_USER = (
    "this tool reads one user's data and the request names no user: send the signed X-Aesthetiq-User "
    "header (services) or a user's bearer token (MCP clients)"
)


def spec_of(name: str) -> ToolSpec:
    spec = TOOLS_BY_NAME.get(name)
    if spec is None:
        known = ", ".join(TOOLS_BY_NAME)
        raise ToolError(f"unknown tool {name!r}; the tools are: {known}", status=404)
    return spec


def _as_object(arguments: Any) -> dict[str, Any]:
    if arguments is None:
        return {}
    if not isinstance(arguments, dict):
        raise ToolError('the arguments must be a JSON object, e.g. {"query": "navy blazer"}', status=422)
    return arguments


def _for_caller(spec: ToolSpec, arguments: dict[str, Any], caller: str | None, verified: bool) -> dict[str, Any]:
    """The arguments with the user the request comes from: a tool about one user's data acts for the
    caller, and a ``user_id`` naming anyone else is refused."""
    if not spec.takes_user:
        return arguments
    claimed = arguments.get("user_id")
    if caller is not None:
        if claimed is not None and claimed != caller:
            raise ToolError(IDENTITY_MISMATCH, status=403)
        return {**arguments, "user_id": caller}
    if spec.user_optional and claimed is None:
        return arguments  # for nobody in particular
    if verified:
        raise ToolError(NO_USER, status=401)
    if claimed is None:
        raise ToolError("user_id: is required (no signed-in user comes with this request)", status=422)
    return arguments


def invoke(ctx: ToolContext, name: str, arguments: Any, caller: str | None = None, *, verified: bool = False) -> Any:
    """Validate ``arguments``, check them against the caller's identity, run the tool; JSON-able result.

    ``caller`` is the user the request comes from, when known: verified (the signed header, a user's
    token) or, without an internal token, the plain ``X-Aesthetiq-User`` header. A verified request
    without a user cannot read anyone's data. Raises ToolError for everything a caller can fix.
    """
    spec = spec_of(name)
    arguments = _for_caller(spec, _as_object(arguments), caller, verified)
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
    if not spec.read_only and ctx.profile_changed is not None and isinstance(arguments.get("user_id"), str):
        ctx.profile_changed(arguments["user_id"])
    return to_jsonable_python(result)


def present(
    ctx: ToolContext, name: str, arguments: Any, caller: str | None = None, *, verified: bool = False
) -> tuple[dict[str, Any], str]:
    """A call over MCP: the structured content (matching the tool's outputSchema) and its text.

    The view's own options (``fields``, ``detail``) are taken out of the arguments first, and its
    defaults (fewer items than REST) filled in; the rest is ``invoke``.
    """
    view = spec_of(name).view
    arguments = _as_object(arguments)
    options = None
    if view.options is not None:
        own = {key: arguments[key] for key in view.options.model_fields if key in arguments}
        arguments = {key: value for key, value in arguments.items() if key not in own}
        try:
            options = view.options.model_validate(own, strict=True)
        except ValidationError as exc:
            raise ToolError(describe_validation_error(exc), status=422) from exc
    arguments = {**view.defaults, **arguments}
    structured = view.shape(invoke(ctx, name, arguments, caller, verified=verified), arguments, options)
    return structured, view.text(structured)


def call_tool_local(settings: Settings, name: str, arguments: Any) -> Any:
    """Run one tool in this process against the configured store (``aesthetiq tools call``)."""
    from aesthetiq.store import open_store

    spec_of(name)  # an unknown name fails before the store is opened
    store = open_store(settings)
    try:
        return invoke(ToolContext(settings=settings, store=store), name, arguments)
    finally:
        store.close()
