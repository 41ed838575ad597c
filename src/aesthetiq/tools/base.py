"""What every tool is made of: its spec, the context it runs in, and the one error type it raises.

A tool is ONE plain function ``fn(ctx, request) -> JSON-able result``. The REST routes, the MCP
server and the CLI all call it through ``registry.invoke``, so validation, identity checks and
error messages are the same whichever way a caller comes in. The REST routes answer that result
as the seed describes it; over MCP a ``View`` turns it into typed, lean structured content (with
an ``outputSchema``) and a compact text for the model (``tools/views.py``).
"""

from __future__ import annotations

import threading
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any

from pydantic import BaseModel, ValidationError, field_validator, model_validator

from aesthetiq.http_errors import describe_errors
from aesthetiq.settings import Settings
from aesthetiq.store.base import Store
from aesthetiq.tools.validation import SOMETHING, TOOL_ARGUMENTS, finite_numbers, whole_numbers

if TYPE_CHECKING:
    from aesthetiq.tools.tavily_client import WebSearch

GROUPS: tuple[str, ...] = ("wardrobe", "commerce", "web-search", "user-data", "style-dna")


class ToolError(Exception):
    """A tool refused or failed; ``status`` is the HTTP status the REST route answers with."""

    def __init__(self, message: str, status: int = 422) -> None:
        super().__init__(message)
        self.message = message
        self.status = status

    def __str__(self) -> str:
        return self.message


class ToolRequest(BaseModel):
    """Base of every tool's arguments: unknown arguments are refused so typos surface at once, and
    types are exact (no 0.0 for false, no Infinity for a number: see ``validation.TOOL_ARGUMENTS``)."""

    model_config = TOOL_ARGUMENTS
    _finite_numbers = model_validator(mode="before")(classmethod(finite_numbers))
    _whole_numbers = field_validator("*", mode="before")(classmethod(whole_numbers))


@dataclass
class ToolContext:
    """What a tool function may use. Built once per server (or per CLI call) and shared."""

    settings: Settings
    store: Store
    # Called with the user whose profile a tool just wrote (the agents drop their cached copy).
    profile_changed: Callable[[str], None] | None = field(default=None, repr=False)
    _web: WebSearch | None = field(default=None, repr=False)
    _lock: threading.Lock = field(default_factory=threading.Lock, repr=False)

    @property
    def web(self) -> WebSearch:
        """The web search client, created on first use (it is only configured with a Tavily key)."""
        from aesthetiq.tools.tavily_client import WebSearch

        with self._lock:
            if self._web is None:
                self._web = WebSearch(self.settings)
            return self._web


ToolFunction = Callable[[ToolContext, Any], Any]


@dataclass(frozen=True)
class View:
    """How a tool's result reads over MCP.

    ``output``: the model of the structured content (its JSON Schema is the tool's outputSchema);
    ``shape(result, arguments, options)``: the REST result -> that structured content;
    ``options``: arguments only MCP callers have (how much of each item to return);
    ``text``: the structured content as the few lines a model reads;
    ``defaults``: MCP argument defaults that differ from REST's (a model needs fewer items).
    """

    output: type[BaseModel]
    shape: Callable[[Any, dict[str, Any], Any], dict[str, Any]]
    text: Callable[[dict[str, Any]], str]
    options: type[BaseModel] | None = None
    defaults: dict[str, Any] = field(default_factory=dict)


@dataclass(frozen=True)
class ToolSpec:
    name: str
    group: str
    summary: str
    description: str
    request: type[ToolRequest]
    function: ToolFunction
    view: View
    read_only: bool = True  # False for the tools that change the user's data (update_profile)
    # True when the tool also works for nobody in particular (an outfit from the shop alone);
    # otherwise a tool that takes user_id reads that user's data and needs one.
    user_optional: bool = False

    @property
    def rest_path(self) -> str:
        return f"/api/v1/{self.group}/tools/{self.name}"

    @property
    def takes_user(self) -> bool:
        return "user_id" in self.request.model_fields

    @property
    def needs_user(self) -> bool:
        return self.takes_user and not self.user_optional

    def arguments_schema(self) -> dict[str, Any]:
        """JSON Schema of the arguments with every ``$ref`` inlined (friendlier to models and OpenAPI)."""
        return inline_refs(self.request.model_json_schema())

    def input_schema(self) -> dict[str, Any]:
        """The arguments as the REST routes document them (the seed's contract): ``user_id`` required.
        A request that names its caller (X-Aesthetiq-User, the signed header) may leave it out."""
        schema = self.arguments_schema()
        if self.needs_user:
            schema["properties"]["user_id"] = {**REST_USER_ID}
            schema["required"] = ["user_id", *(name for name in schema.get("required", []) if name != "user_id")]
        return schema

    def mcp_input_schema(self) -> dict[str, Any]:
        """The arguments as an MCP client sees them: ``user_id`` optional (the connection names the
        user), the view's options, its defaults; compacted (``compact_schema``)."""
        schema = compact_schema(self.arguments_schema(), nullable=False)
        if self.view.options is not None:
            options = compact_schema(inline_refs(self.view.options.model_json_schema()), nullable=False)
            schema["properties"].update(options["properties"])
        for name, default in self.view.defaults.items():
            schema["properties"][name]["default"] = default
        return schema

    def output_schema(self) -> dict[str, Any]:
        return compact_schema(inline_refs(self.view.output.model_json_schema(mode="serialization")), nullable=True)


REST_USER_ID: dict[str, Any] = {
    "type": "string",
    "minLength": 1,
    "maxLength": 128,
    "pattern": SOMETHING,
    "description": "The user (the caller); may be left out when the request carries the X-Aesthetiq-User header.",
}


def inline_refs(schema: dict[str, Any]) -> dict[str, Any]:
    """Replace ``{"$ref": "#/$defs/X"}`` by the definition itself; our schemas are not recursive."""
    definitions = schema.get("$defs", {})

    def resolve(node: Any) -> Any:
        if isinstance(node, dict):
            ref = node.get("$ref")
            if isinstance(ref, str) and ref.startswith("#/$defs/"):
                resolved = resolve(definitions[ref.removeprefix("#/$defs/")])
                extra = {k: resolve(v) for k, v in node.items() if k != "$ref"}
                return {**resolved, **extra}
            return {k: resolve(v) for k, v in node.items() if k != "$defs"}
        if isinstance(node, list):
            return [resolve(v) for v in node]
        return node

    return resolve(schema)


# Rules on values the server enforces with a readable error, which a model reading the listing does
# not need: sizes, "not blank" patterns, the category/subCategory consistency (allOf of if/then).
_SERVER_CHECKED = frozenset({"minLength", "maxLength", "minItems", "maxItems", "pattern", "allOf"})
# An enum longer than this (200 colour names, 28 subCategories) is left to the field's description and the
# server's message, which lists the values; shorter ones (categories, seasons) are worth their bytes.
_LONGEST_ENUM = 20


def compact_schema(schema: Any, *, nullable: bool) -> Any:
    """The schema without what tells a reader little, for a listing small enough to read cold:
    generated titles, the docstrings of models (the tool's description says it better),
    ``default: null``, the rules the server checks with a readable error (sizes, patterns, the
    category/subCategory pairing, ``additionalProperties``), long enums. An optional value
    (``anyOf [X, null]``) becomes ``X`` in arguments (leaving it out says "none") and
    ``type: [X, "null"]`` in results. The REST routes' OpenAPI keeps the full schemas."""
    if isinstance(schema, list):
        return [compact_schema(value, nullable=nullable) for value in schema]
    if not isinstance(schema, dict):
        return schema
    out: dict[str, Any] = {}
    for key, value in schema.items():
        if (key == "title" and isinstance(value, str)) or (key == "default" and value is None):
            continue
        if key in _SERVER_CHECKED or (key == "description" and schema.get("properties")):
            continue
        if key == "additionalProperties" and isinstance(value, bool):
            continue  # true is JSON Schema's default; an unknown argument is refused by name anyway
        if key == "enum" and len(value) > (4 if nullable else _LONGEST_ENUM):
            continue  # a long list of values (in a result, even the 12 seasons): the description names them
        if key == "properties":
            out[key] = {name: compact_schema(prop, nullable=nullable) for name, prop in value.items()}
        else:
            out[key] = compact_schema(value, nullable=nullable)
    variants = out.get("anyOf")
    if isinstance(variants, list) and len(variants) == 2 and {"type": "null"} in variants:
        kept = next(v for v in variants if v != {"type": "null"})
        if nullable and not isinstance(kept.get("type"), str):
            return out  # an object or a union stays an anyOf with null
        del out["anyOf"]
        if nullable:
            kept = {**kept, "type": [kept["type"], "null"]}
        out = {**kept, **out}
    return out


def describe_validation_error(error: ValidationError) -> str:
    """One readable sentence per problem, e.g. ``limit: must be at most 100`` (shared with the HTTP layer)."""
    return describe_errors(error.errors(include_url=False))


# Internal fields never leave the tool server: vectors are large and mean nothing to a caller.
_PRIVATE_FIELDS = frozenset({"embedding", "embeddings", "vector"})


def public_document(doc: dict[str, Any]) -> dict[str, Any]:
    return {k: v for k, v in doc.items() if k not in _PRIVATE_FIELDS}


def public_hits(hits: list[Any]) -> list[dict[str, Any]]:
    return [
        {
            "item": public_document(hit["item"]),
            "score": float(hit["score"]),
            "breakdown": dict(hit["breakdown"]),
        }
        for hit in hits
    ]
