"""Request bodies of the agent service, and readable messages for requests that do not fit them."""

from __future__ import annotations

from typing import Any

from pydantic import BaseModel, ConfigDict, Field, TypeAdapter, field_validator

from aesthetiq.agent.state import ExtractedFilters, SearchScope

_FILTERS = TypeAdapter(ExtractedFilters)
USER_ID = Field(min_length=1, max_length=128, description="The caller's user id (the gateway injects it).")


def require_text(value: str) -> str:
    if not value.strip():
        raise ValueError("message is empty: write what you are looking for")
    return value


def require_user(value: str) -> str:
    value = value.strip()
    if not value:
        raise ValueError("user_id is empty")
    return value


class PendingClarification(BaseModel):
    """A clarification a stateless client sends back: the filters so far are checked like our own."""

    model_config = ConfigDict(extra="allow")
    extracted_filters: ExtractedFilters = Field(default_factory=lambda: ExtractedFilters())
    search_scope: SearchScope = "commerce"
    original_message: str = Field("", max_length=10_000)
    iteration: int = Field(0, ge=0, le=10)


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
        return info


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
        return value.strip() or None if value is not None else None


class RecommendRequest(BaseModel):
    model_config = ConfigDict(extra="ignore")
    message: str
    user_id: str = USER_ID
    session_id: str | None = Field(None, max_length=128)

    _message = field_validator("message")(require_text)
    _user = field_validator("user_id")(require_user)


class CancelRequest(BaseModel):
    model_config = ConfigDict(extra="ignore")
    user_id: str = USER_ID

    _user = field_validator("user_id")(require_user)
