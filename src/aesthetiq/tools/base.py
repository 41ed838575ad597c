"""What every tool is made of: its spec, the context it runs in, and the one error type it raises.

A tool is ONE plain function ``fn(ctx, request) -> JSON-able result``. The REST routes, the MCP
server and the CLI all call it through ``registry.invoke``, so validation, identity checks and
error messages are the same whichever way a caller comes in.
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
from aesthetiq.tools.validation import TOOL_ARGUMENTS, finite_numbers, whole_numbers

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
class ToolSpec:
    name: str
    group: str
    summary: str
    description: str
    request: type[ToolRequest]
    function: ToolFunction
    read_only: bool = True  # False for the tools that change the user's data (update_profile)

    @property
    def rest_path(self) -> str:
        return f"/api/v1/{self.group}/tools/{self.name}"

    @property
    def takes_user(self) -> bool:
        return "user_id" in self.request.model_fields

    def input_schema(self) -> dict[str, Any]:
        """JSON Schema of the arguments with every ``$ref`` inlined (friendlier to models and OpenAPI)."""
        return inline_refs(self.request.model_json_schema())


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
