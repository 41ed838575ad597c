"""Chat turns: JSON and SSE, the public paths and the seed's /api/v1 paths, plus cancel."""

from __future__ import annotations

from typing import Any

from fastapi import APIRouter, Depends
from fastapi.responses import Response
from pydantic import BaseModel, ConfigDict, Field, field_validator
from sse_starlette import EventSourceResponse

from aesthetiq import text_checks
from aesthetiq.agent.api_models import CHAT_EVENT, STREAM_EVENTS, CancelAnswer, ChatContext, ChatReply
from aesthetiq.gateway.deps import ID_PATTERN, Gateway, SessionId, UserId, limit_ip
from aesthetiq.gateway.routes.openapi import SIGNED_IN, UPSTREAM_ERRORS
from aesthetiq.http_errors import error_responses, event_stream

router = APIRouter(dependencies=[Depends(limit_ip)], tags=["chat"])
EXAMPLE_BODY = '{"message": "a navy blazer for work"}'
# A turn: the caller's own refusals, then what the agent can answer (no such session; a JSON turn
# cancelled before it finished is 409, a stream ends with an error event instead).
STREAM_ERRORS = (400, 404, 413, 422, *SIGNED_IN, *UPSTREAM_ERRORS)


class ChatRequest(BaseModel):
    """What a client sends. Unknown fields, ``user_id`` included, are dropped: the user is the token's."""

    model_config = ConfigDict(extra="ignore")
    message: str = Field(
        description="what the user said: plain text with something to read (no control characters)",
        json_schema_extra={"minLength": 1, "pattern": text_checks.READABLE_PATTERN},
    )
    session_id: str | None = Field(None, pattern=ID_PATTERN, description="continue this session")
    context: ChatContext | None = Field(None, description="optional client context (seed 004)")

    # Refused here rather than by the agent so an empty or unstorable turn costs no upstream call.
    _readable = field_validator("message")(text_checks.readable)


def _agent_body(request: ChatRequest, user_id: str) -> dict[str, Any]:
    body: dict[str, Any] = {"message": request.message, "user_id": user_id}
    if request.session_id:
        body["session_id"] = request.session_id
    if request.context is not None:
        body["context"] = request.context.model_dump(mode="json", exclude_unset=True)
    return body


@router.post(
    "/api/agent/chat",
    summary="One chat turn, answered as JSON",
    response_model=None,
    responses={200: {"model": ChatReply}, **error_responses(409, *STREAM_ERRORS)},
)
@router.post("/api/v1/agent/chat", include_in_schema=False)
async def chat(request: ChatRequest, user_id: UserId, gateway: Gateway) -> Response:
    return await gateway.agent.call("POST", "/api/v1/agent/chat", user=user_id, body=_agent_body(request, user_id))


@router.post(
    "/api/agent/chat/stream",
    summary="One chat turn, streamed as server-sent events",
    response_class=EventSourceResponse,
    responses={**event_stream(STREAM_EVENTS, CHAT_EVENT), **error_responses(*STREAM_ERRORS)},
)
@router.post("/api/v1/agent/chat/stream", include_in_schema=False)
async def chat_stream(request: ChatRequest, user_id: UserId, gateway: Gateway) -> Response:
    return await gateway.agent.stream("/api/v1/agent/chat/stream", _agent_body(request, user_id), user=user_id)


@router.post(
    "/api/agent/chat/{session_id}/cancel",
    summary="Stop the session's running turn",
    response_model=None,
    responses={200: {"model": CancelAnswer}, **error_responses(404, 413, 422, *SIGNED_IN, *UPSTREAM_ERRORS)},
)
async def cancel(session_id: SessionId, user_id: UserId, gateway: Gateway) -> Response:
    return await gateway.agent.call(
        "POST", f"/api/v1/agent/chat/{session_id}/cancel", user=user_id, body={"user_id": user_id}, timeout_s=10.0
    )
