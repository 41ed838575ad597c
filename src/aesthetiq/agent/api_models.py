"""Request bodies of the agent service (readable messages for requests that do not fit them), and the
shapes of its answers as the published OpenAPI documents them (the gateway relays the same answers)."""

from __future__ import annotations

from typing import Annotated, Any, Literal

from pydantic import (
    BaseModel,
    BeforeValidator,
    ConfigDict,
    Field,
    TypeAdapter,
    field_validator,
    model_validator,
    with_config,
)

from aesthetiq import text_checks
from aesthetiq.agent.state import ExtractedFilters, SearchScope

# What a client sends back is held to the types exactly: "inStock": 0.0 is not a boolean and
# "maxPrice": 1e999 (Infinity) is not a price, though Python would happily read both.
STRICT = ConfigDict(strict=True, allow_inf_nan=False)


def _price_range(schema: dict[str, Any]) -> None:
    for key in ("minPrice", "maxPrice"):
        schema["properties"][key].update(minimum=0, maximum=text_checks.MAX_PRICE)


@with_config(ConfigDict(**STRICT, json_schema_extra=_price_range))
class ClientFilters(ExtractedFilters, total=False):
    """ExtractedFilters as a client sends them back (seed 004): same keys, strict types, prices 0 to 1M."""


_FILTERS = TypeAdapter(ClientFilters)
USER_ID = Field(
    description="The caller's user id (the gateway injects it).",
    json_schema_extra={"pattern": text_checks.USER_ID_PATTERN},
)
MESSAGE = Field(
    description="What the user said: plain text with something to read (no control characters).",
    json_schema_extra={"minLength": 1, "pattern": text_checks.READABLE_PATTERN},
)
SESSION_ID = Field(
    None,
    description="Continue this session (an id the API gave you); null or absent starts a new one.",
    # Blank counts as absent, as a web form sends it.
    json_schema_extra={
        "anyOf": [
            {"type": "string", "pattern": text_checks.ID_PATTERN},
            {"type": "string", "pattern": r"^\s*$"},
            {"type": "null"},
        ]
    },
)
# Ids are compared exactly: " user_demo_1" is not user_demo_1 (stripping would let one pass as the other).
require_user = text_checks.user_id
require_text = text_checks.readable


class PendingClarification(BaseModel):
    """A clarification a stateless client sends back: the filters so far are checked like our own."""

    model_config = ConfigDict(extra="allow", **STRICT)
    extracted_filters: ClientFilters = Field(default_factory=lambda: ClientFilters())
    search_scope: SearchScope = "commerce"
    original_message: str = Field("", max_length=10_000)
    iteration: Annotated[int, BeforeValidator(text_checks.whole_number)] = Field(0, ge=0, le=10)

    @field_validator("extracted_filters")
    @classmethod
    def _prices(cls, filters: ClientFilters) -> ClientFilters:
        text_checks.price_bounds(dict(filters))
        return filters


class ChatContext(BaseModel):
    """Seed 004's stateless client: history and what it collected so far (all optional)."""

    model_config = ConfigDict(extra="allow", populate_by_name=True)
    history: list[dict[str, Any]] | None = None
    collected_info: dict[str, Any] | None = None
    pending_clarification_context: PendingClarification | None = Field(None, alias="pendingClarificationContext")

    @field_validator("collected_info")
    @classmethod
    def _filters_are_filters(cls, info: dict[str, Any] | None) -> dict[str, Any] | None:
        # The filter keys among what the client collected must be valid filters ("maxPrice": "abc" is not).
        if info is not None:
            _FILTERS.validate_python({k: v for k, v in info.items() if k in ExtractedFilters.__annotations__})
            text_checks.price_bounds(info)
        return info

    @model_validator(mode="before")
    @classmethod
    def _storable(cls, context: Any) -> Any:
        return text_checks.storable(context)  # every value, the extra ones too


def blank_is_none(value: str | None) -> str | None:
    """A session id; null, "" or blanks mean no session yet (a client's empty form field)."""
    return text_checks.session_id(value.strip()) if value is not None and value.strip() else None


class ChatRequest(BaseModel):
    model_config = ConfigDict(extra="ignore")
    message: str = MESSAGE
    user_id: str = USER_ID
    session_id: str | None = SESSION_ID
    context: ChatContext | None = None

    _message = field_validator("message")(require_text)
    _user = field_validator("user_id")(require_user)
    _session = field_validator("session_id")(blank_is_none)


class RecommendRequest(BaseModel):
    """Seed 002's body; ``"session_id": null`` is the same as leaving it out."""

    model_config = ConfigDict(extra="ignore")
    message: str = MESSAGE
    user_id: str = USER_ID
    session_id: str | None = SESSION_ID

    _message = field_validator("message")(require_text)
    _user = field_validator("user_id")(require_user)
    _session = field_validator("session_id")(blank_is_none)


class CancelRequest(BaseModel):
    model_config = ConfigDict(extra="ignore")
    user_id: str = USER_ID

    _user = field_validator("user_id")(require_user)


# --- What the API answers: documentation of the published schema (the code builds plain dicts; these
# say which keys a client can rely on, and allow the ones added later).


class _Answer(BaseModel):
    model_config = ConfigDict(extra="allow")


class ChatReply(_Answer):
    """A finished turn: the reply, its items and what the agent understood (the SSE ``done`` data)."""

    response: str = Field(description="The stylist's reply.")
    session_id: str = Field(description="The session the turn belongs to: send it with the next message.")
    intent: str | None = None
    items: list[dict[str, Any]] = Field(default_factory=list, description="The items shown, best first.")
    workflow_status: str | None = None
    needs_clarification: bool = False
    clarification_question: str | None = None
    filters: dict[str, Any] = Field(default_factory=dict)
    scope: str | None = None
    trace_id: str | None = None
    blocked: bool = False
    metadata: dict[str, Any] = Field(default_factory=dict)


class SessionSummary(_Answer):
    id: str
    title: str
    createdAt: str | None = None
    updatedAt: str | None = None
    messageCount: int
    awaitingClarification: bool


class SessionPage(_Answer):
    """One page of the caller's sessions, newest first."""

    sessions: list[SessionSummary]
    limit: int
    offset: int
    has_more: bool


class SessionMessage(_Answer):
    role: str
    content: str | None = None
    metadata: dict[str, Any] | None = None
    createdAt: str | None = None


class SessionDetail(_Answer):
    """One session with its messages, oldest first."""

    id: str
    title: str
    createdAt: str | None = None
    updatedAt: str | None = None
    awaitingClarification: bool
    messages: list[SessionMessage]


class CancelAnswer(_Answer):
    status: Literal["cancellation_requested", "no_active_turn"]


class MeAnswer(_Answer):
    """The caller's profile and style DNA, as the tool server keeps them."""

    profile: dict[str, Any]
    style_dna: dict[str, Any]


class RecommendMetadata(_Answer):
    items: list[dict[str, Any]]
    filters: dict[str, Any]
    fallback: bool
    message: str | None = None


class RecommendReply(_Answer):
    """Seed 002's answer: the ids found, in order, and the items themselves in metadata."""

    item_ids: list[str]
    session_id: str
    iterations: int
    metadata: RecommendMetadata


class AgentHealth(_Answer):
    status: Literal["ok", "degraded"]
    tools: str
    store: str



STREAM_EVENTS = (
    "Server-sent events of seed 000 §11 (metadata, status, node_start, node_end, intent, filters, "
    "items_found, analysis, tool_call, chunk), ending with `done` (a ChatReply) or `error`."
)
# Every chat event is a JSON object naming its type.
CHAT_EVENT = {"type": "object", "required": ["type"], "properties": {"type": {"type": "string"}}}
