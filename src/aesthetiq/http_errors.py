"""Readable 4xx answers for every FastAPI app: ``{"detail": "<one sentence a person can act on>"}``.

FastAPI's default answer to a body or parameter that does not fit is Pydantic's raw error list
(``[{"type": "string_too_short", "loc": ["body", "message"], ...}]``), which a person cannot read
and a client has to special-case. ``describe_errors`` turns that list into one line naming the field
and the problem (``message: must not be empty``, ``limit: must be at most 100``);
``install_error_handlers`` makes an app answer every validation error and every bare HTTP error
(``Not Found``, ``Method Not Allowed``) that way. The gateway and the tool server both use it, and
it imports neither of them.

The published OpenAPI says the same: ``error_responses(401, 422, ...)`` documents each status a route
answers with the one body every refusal has (``ErrorBody``), and ``install_error_handlers`` replaces
FastAPI's default 422 schema (Pydantic's error list, which no response carries) by it.
"""

from __future__ import annotations

import logging
from collections.abc import Callable, Mapping, Sequence
from http import HTTPStatus
from typing import Any

from fastapi import FastAPI, Request
from fastapi.exception_handlers import http_exception_handler
from fastapi.exceptions import RequestValidationError
from fastapi.responses import JSONResponse, Response
from pydantic import BaseModel, Field
from starlette.exceptions import HTTPException
from starlette.routing import Match, Mount

log = logging.getLogger("aesthetiq.http_errors")

INVALID_JSON = "the request body is not valid JSON"
# Where FastAPI says a problem is; the field name after it is what a person recognises.
_SOURCES = frozenset({"body", "query", "path", "header", "cookie"})
# More than this many problems in one line stops being readable; the first ones are enough to fix.
MAX_PROBLEMS = 3

# Pydantic error type -> what to do about it (the field name goes in front).
_TYPE_MESSAGES = {
    "missing": "is required",
    "extra_forbidden": "unknown argument (check the spelling; see the input schema)",
    "string_type": "must be text",
    "int_type": "must be a whole number",
    "int_parsing": "must be a whole number",
    "int_from_float": "must be a whole number",
    "float_type": "must be a number",
    "float_parsing": "must be a number",
    "finite_number": "must be a finite number (not Infinity or NaN)",
    "bool_type": "must be true or false",
    "bool_parsing": "must be true or false",
    "dict_type": "must be a JSON object",
    "model_type": "must be a JSON object",
    "model_attributes_type": "must be a JSON object",
    "list_type": "must be a list",
    "string_pattern_mismatch": "is not in the expected format",
    "none_required": "must be left out",
}


def _plural(n: Any, word: str) -> str:
    return f"{n} {word}" if n == 1 else f"{n} {word}s"


def _number(value: Any) -> str:
    return f"{value:g}" if isinstance(value, float) else str(value)


def _field_name(loc: Sequence[Any]) -> str:
    """``("context", "history", 0, "role")`` -> ``context.history[0].role``."""
    name = ""
    for part in loc:
        if isinstance(part, int):
            name += f"[{part}]"
        else:
            name += ("." if name else "") + str(part)
    return name


def describe_problem(error: Mapping[str, Any]) -> str:
    """What is wrong with one value, without the field name: ``must be at most 100``."""
    kind = str(error.get("type", ""))
    ctx: Mapping[str, Any] = error.get("ctx") or {}
    if kind == "string_too_short":
        least = ctx.get("min_length", 1)
        return "must not be empty" if least == 1 else f"must be at least {_plural(least, 'character')} long"
    if kind == "string_too_long":
        return f"must be at most {_plural(ctx.get('max_length'), 'character')} long"
    if kind in ("too_short", "too_long"):
        bound = ctx.get("min_length") if kind == "too_short" else ctx.get("max_length")
        return f"must have at {'least' if kind == 'too_short' else 'most'} {_plural(bound, 'item')}"
    bounds = {
        "greater_than_equal": ("at least", "ge"),
        "greater_than": ("more than", "gt"),
        "less_than_equal": ("at most", "le"),
        "less_than": ("less than", "lt"),
    }
    if kind in bounds:
        words, key = bounds[kind]
        return f"must be {words} {_number(ctx.get(key))}"
    if kind in ("literal_error", "enum"):
        return f"must be one of {ctx.get('expected', 'the allowed values')}"
    if kind == "value_error":
        # Our own validators write sentences already ("Value error, message is empty: ...").
        message = str(error.get("msg", "")).removeprefix("Value error, ")
        return _lower_first(message) if message else "is not valid"
    if kind in _TYPE_MESSAGES:
        return _TYPE_MESSAGES[kind]
    message = str(error.get("msg") or "is not valid").removeprefix("Input should be ")
    return _lower_first(message)


def _lower_first(text: str) -> str:
    """``Field required`` -> ``field required``, but ``ID`` or ``URL`` stay as written."""
    return text[:1].lower() + text[1:] if text[1:2].islower() else text


def _invalid_json(error: Mapping[str, Any]) -> str:
    """``the request body is not valid JSON (unterminated string starting at character 11)``."""
    reason = str((error.get("ctx") or {}).get("error", "")).strip().removesuffix(" at").strip()
    loc = error.get("loc") or ()
    position = loc[-1] if loc and isinstance(loc[-1], int) else None
    if reason and position is not None:
        reason += f" at character {position}"
    return f"{INVALID_JSON} ({reason[:1].lower() + reason[1:]})" if reason else INVALID_JSON


def _sentence(error: Mapping[str, Any], request: bool, example: str | None, hints: Mapping[str, str]) -> str:
    kind = str(error.get("type", ""))
    loc = tuple(error.get("loc") or ())
    if request and loc and loc[0] in _SOURCES:
        loc = loc[1:]  # FastAPI says where first ("body", "query", ...); people know the field
    field = _field_name(loc)
    if kind == "json_invalid":
        return _invalid_json(error)
    if not field and not request:
        return describe_problem(error)  # a rule about the whole object, e.g. minPrice above maxPrice
    if not field:
        # The body as a whole: absent, null, an array, a string, or sent as a form instead of JSON.
        body = error.get("input")
        if kind == "missing" or body is None:
            sentence = "the request needs a JSON body"
        elif isinstance(body, bytes | bytearray):
            sentence = "send the body as JSON with Content-Type: application/json"
        else:
            sentence = "the request body must be a JSON object"
        return sentence + (f", e.g. {example}" if example else "")
    hint = hints.get(str(loc[-1])) if kind == "string_pattern_mismatch" else None
    if hint:
        return f"{field}: {hint}"
    return f"{field}: {describe_problem(error)}"


def describe_errors(
    errors: Sequence[Mapping[str, Any]],
    *,
    request: bool = False,
    example: str | None = None,
    hints: Mapping[str, str] | None = None,
) -> str:
    """One line for a list of Pydantic/FastAPI errors, e.g. ``message: must not be empty``.

    ``request=True`` for a ``RequestValidationError``'s list, whose locations start with where the
    value was (``body``, ``query``, ``path``...): that part is dropped, and an error about the body
    as a whole says what the body must be. Without it, locations are plain field paths (a model
    validated in code, e.g. a tool's arguments). ``example`` is a valid body, shown when the body
    as a whole is wrong; ``hints`` says, per field name, what a value that does not match the
    field's pattern should look like (a regular expression means nothing to most people).
    """
    sentences: list[str] = []
    for error in errors:
        sentence = _sentence(error, request, example, hints or {})
        if error.get("type") == "json_invalid":
            return sentence  # nothing else about a body that could not be read is meaningful
        if sentence not in sentences:
            sentences.append(sentence)
    if not sentences:
        return "the request is not valid"
    shown = "; ".join(sentences[:MAX_PROBLEMS])
    hidden = len(sentences) - MAX_PROBLEMS
    return shown + (f" (and {_plural(hidden, 'more problem')})" if hidden > 0 else "")


def is_invalid_json(errors: Sequence[Mapping[str, Any]]) -> bool:
    return any(error.get("type") == "json_invalid" for error in errors)


# The bare phrases Starlette raises for routing, replaced by what to do about them.
NOT_FOUND = "there is nothing at this address; check the path (the API is described at /openapi.json)"
_METHODS = ("GET", "HEAD", "POST", "PUT", "PATCH", "DELETE")
WRONG_METHOD = "this address does not take {method} requests; use {allowed}"


def _phrase(status: int) -> str:
    try:
        return HTTPStatus(status).phrase
    except ValueError:
        return "request refused"


def _route_methods(request: Request) -> set[str]:
    """The methods the app's routes take at this path (mounts, e.g. static files, are not routes)."""
    methods: set[str] = set()
    for route in request.app.router.routes:
        if isinstance(route, Mount):
            continue
        for method in _METHODS:
            if route.matches({**request.scope, "method": method})[0] == Match.FULL:
                methods.add(method)
    return methods


def _routing_error(request: Request, exc: HTTPException) -> HTTPException:
    """404/405 with a sentence, and the right one: a catch-all mount (the web app's static files)
    answers 405 ``Allow: GET, HEAD`` for any POST it swallows, even at an API route's path."""
    if exc.status_code not in (404, 405):
        return HTTPException(exc.status_code, detail=_phrase(exc.status_code), headers=exc.headers)
    methods = _route_methods(request)
    if exc.status_code == 404 and (not methods or request.method in methods):
        return HTTPException(404, detail=NOT_FOUND, headers=exc.headers)
    if not methods and request.url.path.startswith("/api/"):
        return HTTPException(404, detail=NOT_FOUND)
    allowed = sorted(methods) or sorted((exc.headers or {}).get("Allow", "GET").replace(" ", "").split(","))
    headers = {**(exc.headers or {}), "Allow": ", ".join(allowed)}
    named = [m for m in allowed if m != "HEAD"] or allowed
    detail = WRONG_METHOD.format(method=request.method, allowed=" or ".join(named))
    return HTTPException(405, detail=detail, headers=headers)


class ErrorBody(BaseModel):
    """Every refusal and failure: one sentence a person can act on."""

    detail: str = Field(description="What went wrong and what to do about it, in one sentence.")


JSON = "application/json"
ERROR_REF = {"$ref": "#/components/schemas/ErrorBody"}
# Why each status is answered; the route's own description can say more.
ERROR_MEANINGS: dict[int, str] = {
    400: "The body could not be read (malformed JSON, or nested too deeply).",
    401: "No usable bearer token: missing, malformed, expired, too large or too long-lived.",
    403: "The request names another user than the caller.",
    404: "There is no such thing (or it belongs to someone else).",
    409: "The turn was cancelled before it finished.",
    413: "The request body is larger than the service accepts.",
    422: "The request does not fit: detail names each field and what to do.",
    429: "Too many requests: wait the Retry-After seconds.",
    501: "This service cannot do that (e.g. its model embeds text only).",
    502: "A service behind this one answered something unreadable.",
    503: "A service this one needs is unreachable, starting or busy: try again shortly.",
    504: "A service behind this one took too long to answer.",
}
_RETRY_AFTER = {"description": "Seconds to wait before trying again.", "schema": {"type": "string"}}
# Headers that come with a status (documented only where always sent).
_HEADERS: dict[int, dict[str, Any]] = {
    401: {
        "WWW-Authenticate": {
            "description": "The Bearer challenge (RFC 6750), with the error when a token was sent.",
            "required": True,
            "schema": {"type": "string"},
        }
    },
    429: {"Retry-After": {**_RETRY_AFTER, "required": True}},
    503: {"Retry-After": _RETRY_AFTER},
}


def error_responses(*statuses: int) -> dict[int | str, dict[str, Any]]:
    """FastAPI ``responses=`` documenting ``statuses`` with ``{"detail": "<sentence>"}`` bodies."""
    documented: dict[int | str, dict[str, Any]] = {}
    for status in statuses:
        # JSON whatever the route's own media type (a stream's refusals come before any event).
        response: dict[str, Any] = {"description": ERROR_MEANINGS[status], "content": {JSON: {"schema": ERROR_REF}}}
        if status in _HEADERS:
            response["headers"] = _HEADERS[status]
        documented[status] = response
    return documented


def event_stream(description: str, data: dict[str, Any]) -> dict[int | str, dict[str, Any]]:
    """``responses=`` for a 200 answered as server-sent events whose ``data`` is JSON fitting ``data``
    (the schema describes one event, as OpenAPI 3.1 reads a stream); the errors before it are JSON."""
    event = {
        "type": "object",
        "required": ["data"],
        "properties": {
            "event": {"type": "string"},
            "id": {"type": "string"},
            "retry": {"type": "integer"},
            "data": {"type": "string", "contentMediaType": JSON, "contentSchema": data},
        },
    }
    return {200: {"description": description, "content": {"text/event-stream": {"schema": event}}}}


_FASTAPI_ERRORS = ("HTTPValidationError", "ValidationError")


def _readable_422s(schema: dict[str, Any]) -> dict[str, Any]:
    """FastAPI documents every 422 as Pydantic's error list; ours is ``ErrorBody``. Swap them."""
    components = schema.setdefault("components", {}).setdefault("schemas", {})
    for operations in schema.get("paths", {}).values():
        for operation in operations.values():
            answer = (operation.get("responses") or {}).get("422")
            content = (answer or {}).get("content", {}).get(JSON, {})
            if content.get("schema", {}).get("$ref", "").endswith("/HTTPValidationError"):
                answer["description"] = ERROR_MEANINGS[422]
                content["schema"] = ERROR_REF
    components["ErrorBody"] = ErrorBody.model_json_schema()
    for name in _FASTAPI_ERRORS:
        components.pop(name, None)
    return schema


def publish_errors(app: FastAPI, refine: Callable[[dict[str, Any]], None] | None = None) -> None:
    """Make ``app``'s OpenAPI describe the errors it really sends; ``refine`` adjusts the rest
    (limits that come from settings, e.g. the longest message)."""
    generate = app.openapi

    def openapi() -> dict[str, Any]:
        if app.openapi_schema is None:
            schema = _readable_422s(generate())
            if refine is not None:
                refine(schema)
            app.openapi_schema = schema
        return app.openapi_schema

    app.openapi = openapi  # type: ignore[method-assign]


def install_error_handlers(
    app: FastAPI,
    *,
    invalid_json_status: int = 422,
    example: str | None = None,
    hints: Mapping[str, str] | None = None,
    refine: Callable[[dict[str, Any]], None] | None = None,
) -> None:
    """Answer validation errors and bare HTTP errors on ``app`` with ``{"detail": "<sentence>"}``,
    and publish that in its OpenAPI (``refine``: see ``publish_errors``).

    Validation errors keep FastAPI's 422 (malformed JSON gets ``invalid_json_status``); HTTP errors
    keep their status and headers (``Allow``, ``Retry-After``, ``WWW-Authenticate``).
    """

    async def validation_error(request: Request, exc: Exception) -> JSONResponse:
        assert isinstance(exc, RequestValidationError)
        errors = exc.errors()
        detail = describe_errors(errors, request=True, example=example, hints=hints)
        log.info("refused %s %s: %s", request.method, request.url.path, detail)
        status = invalid_json_status if is_invalid_json(errors) else 422
        return JSONResponse({"detail": detail}, status_code=status)

    async def http_error(request: Request, exc: Exception) -> Response:
        assert isinstance(exc, HTTPException)
        if not isinstance(exc.detail, str) or exc.detail == _phrase(exc.status_code):
            # Starlette's bare phrase ("Not Found"): routing, not our code, refused the request.
            exc = _routing_error(request, exc)
        return await http_exception_handler(request, exc)

    async def too_deep(request: Request, exc: Exception) -> JSONResponse:
        log.info("refused %s %s: body nested too deeply", request.method, request.url.path)
        return JSONResponse({"detail": "the request body is nested too deeply to read"}, status_code=400)

    app.add_exception_handler(RequestValidationError, validation_error)
    app.add_exception_handler(RecursionError, too_deep)
    app.add_exception_handler(HTTPException, http_error)
    publish_errors(app, refine)
