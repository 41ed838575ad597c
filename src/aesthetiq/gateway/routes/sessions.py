"""The caller's chat sessions; the agent checks ownership with the user id injected here."""

from __future__ import annotations

from typing import Annotated

from fastapi import APIRouter, Depends, Query
from fastapi.responses import Response

from aesthetiq.gateway.deps import Gateway, SessionId, UserId, limit_ip

router = APIRouter(prefix="/api/agent/sessions", dependencies=[Depends(limit_ip)], tags=["sessions"])
_TIMEOUT_S = 15.0


@router.get("", summary="The caller's sessions, newest first, a page at a time")
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


@router.get("/{session_id}", summary="One session with its messages and their items")
async def get_session(session_id: SessionId, user_id: UserId, gateway: Gateway) -> Response:
    return await gateway.agent.call(
        "GET", f"/api/v1/agent/sessions/{session_id}", user=user_id, params={"user_id": user_id}, timeout_s=_TIMEOUT_S
    )


@router.delete("/{session_id}", status_code=204, summary="Delete one session")
async def delete_session(session_id: SessionId, user_id: UserId, gateway: Gateway) -> Response:
    return await gateway.agent.call(
        "DELETE", f"/api/v1/agent/sessions/{session_id}", user=user_id, params={"user_id": user_id}, timeout_s=_TIMEOUT_S
    )
