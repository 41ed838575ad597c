"""The caller's chat sessions; the agent checks ownership with the user id injected here."""

from __future__ import annotations

from typing import Annotated

from fastapi import APIRouter, Depends, Query
from fastapi.responses import Response

from aesthetiq.agent.api_models import SessionDetail, SessionPage
from aesthetiq.gateway.deps import Gateway, SessionId, UserId, limit_ip
from aesthetiq.gateway.routes.openapi import SIGNED_IN, UPSTREAM_ERRORS
from aesthetiq.http_errors import error_responses

router = APIRouter(
    prefix="/api/agent/sessions",
    dependencies=[Depends(limit_ip)],
    tags=["sessions"],
    responses=error_responses(422, *SIGNED_IN, *UPSTREAM_ERRORS),
)
_TIMEOUT_S = 15.0


@router.get(
    "",
    summary="The caller's sessions, newest first, a page at a time",
    response_model=None,
    responses={200: {"model": SessionPage}},
)
async def list_sessions(
    user_id: UserId,
    gateway: Gateway,
    limit: Annotated[int, Query(ge=1, le=100, description="sessions per page")] = 50,
    offset: Annotated[int, Query(ge=0, le=1_000_000, description="sessions to skip")] = 0,
) -> Response:
    params = {"user_id": user_id, "limit": limit, "offset": offset}
    return await gateway.agent.call(
        "GET", "/api/v1/agent/sessions", user=user_id, params=params, timeout_s=_TIMEOUT_S
    )


@router.get(
    "/{session_id}",
    summary="One session with its messages and their items",
    response_model=None,
    responses={200: {"model": SessionDetail}, **error_responses(404)},
)
async def get_session(session_id: SessionId, user_id: UserId, gateway: Gateway) -> Response:
    return await gateway.agent.call(
        "GET", f"/api/v1/agent/sessions/{session_id}", user=user_id, params={"user_id": user_id}, timeout_s=_TIMEOUT_S
    )


@router.delete("/{session_id}", status_code=204, summary="Delete one session", responses=error_responses(404))
async def delete_session(session_id: SessionId, user_id: UserId, gateway: Gateway) -> Response:
    return await gateway.agent.call(
        "DELETE", f"/api/v1/agent/sessions/{session_id}", user=user_id, params={"user_id": user_id}, timeout_s=_TIMEOUT_S
    )
