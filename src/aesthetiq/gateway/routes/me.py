"""The caller's profile and style DNA, for the web app's style panel."""

from __future__ import annotations

from fastapi import APIRouter, Depends
from fastapi.responses import Response

from aesthetiq.agent.api_models import MeAnswer
from aesthetiq.gateway.deps import Gateway, UserId, limit_ip
from aesthetiq.gateway.routes.openapi import SIGNED_IN, UPSTREAM_ERRORS
from aesthetiq.http_errors import error_responses

router = APIRouter(dependencies=[Depends(limit_ip)], tags=["me"])


@router.get(
    "/api/agent/me",
    summary="The caller's profile and style DNA",
    response_model=None,
    responses={200: {"model": MeAnswer}, **error_responses(404, *SIGNED_IN, *UPSTREAM_ERRORS)},
)
async def me(user_id: UserId, gateway: Gateway) -> Response:
    return await gateway.agent.call(
        "GET", "/api/v1/agent/me", user=user_id, params={"user_id": user_id}, timeout_s=15.0
    )
