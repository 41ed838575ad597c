"""Request bodies of the agent service, and readable messages for requests that do not fit them."""

from __future__ import annotations

from typing import Any

from pydantic import BaseModel, ConfigDict, Field, TypeAdapter, field_validator, model_validator

from aesthetiq import text_checks
from aesthetiq.agent.state import ExtractedFilters, SearchScope

_FILTERS = TypeAdapter(ExtractedFilters)
USER_ID = Field(description="The caller's user id (the gateway injects it).")
# Ids are compared exactly: " user_demo_1" is not user_demo_1 (stripping would let one pass as the other).
require_user = text_checks.user_id
require_text = text_checks.readable


class PendingClarification(BaseModel):
    """A clarification a stateless client sends back: the filters so far are checked like our own."""

    model_config = ConfigDict(extra="allow")
    extracted_filters: ExtractedFilters = Field(default_factory=lambda: ExtractedFilters())
    search_scope: SearchScope = "commerce"
    original_message: str = Field("", max_length=10_000)
    iteration: int = Field(0, ge=0, le=10)

    @field_validator("extracted_filters")
    @classmethod
    def _prices(cls, filters: ExtractedFilters) -> ExtractedFilters:
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
        return text_checks.storable(context, "context")  # every value, the extra ones too


class ChatRequest(BaseModel):
    model_config = ConfigDict(extra="ignore")
    message: str
    user_id: str = USER_ID
    session_id: str | None = Field(None, max_length=128)
    context: ChatContext | None = None

    _message = field_validator("message")(require_text)
    _user = field_validator("user_id")(require_user)

    @field_validator("session_id")
    @classmethod
    def _blank_is_none(cls, value: str | None) -> str | None:
        return text_checks.session_id(value.strip()) if value is not None and value.strip() else None


class RecommendRequest(BaseModel):
    model_config = ConfigDict(extra="ignore")
    message: str
    user_id: str = USER_ID
    session_id: str | None = Field(None, max_length=128)

    _message = field_validator("message")(require_text)
    _user = field_validator("user_id")(require_user)
    _session = field_validator("session_id")(text_checks.session_id)


class CancelRequest(BaseModel):
    model_config = ConfigDict(extra="ignore")
    user_id: str = USER_ID

    _user = field_validator("user_id")(require_user)
