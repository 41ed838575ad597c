"""Liveness of the gateway itself, and readiness of everything behind it."""

from __future__ import annotations

import logging
from typing import Any

import httpx
from fastapi import APIRouter, Depends
from fastapi.responses import JSONResponse
from pydantic import BaseModel, ConfigDict

from aesthetiq.gateway.deps import Gateway, GatewayState, limit_ip
from aesthetiq.http_errors import error_responses

router = APIRouter(tags=["health"])
log = logging.getLogger("aesthetiq.gateway.health")


class Liveness(BaseModel):
    status: str


class Readiness(BaseModel):
    """The gateway's view of the stack: 200 when the agent says all is well, else 503 (same body)."""

    model_config = ConfigDict(extra="allow")
    gateway: str
    agent: str
    tools: str
    store: str
    status: str


@router.get("/health", summary="Liveness: the gateway answers")
async def liveness() -> Liveness:
    return Liveness(status="ok")


@router.get(
    "/api/agent/health",
    dependencies=[Depends(limit_ip)],
    summary="The agent's, tools' and store's status",
    response_model=None,
    responses={
        200: {"model": Readiness},
        503: {"model": Readiness, "description": "Something behind the gateway is not healthy."},
        **error_responses(429),
    },
)
async def readiness(gateway: Gateway) -> JSONResponse:
    report: dict[str, Any] = {"gateway": "ok"}
    agent: dict[str, Any] = {"status": "unreachable"}
    healthy = False
    for upstream in gateway.agent.upstreams.candidates():  # the first replica that answers speaks
        try:
            answer = await gateway.client.get(upstream.url + "/health", timeout=5.0)
            agent, healthy = answer.json(), answer.status_code == 200
            break
        except (httpx.HTTPError, ValueError) as exc:
            log.warning("agent health check of %s failed: %s", upstream.url, exc)
    report["agent"] = agent.get("status", "unknown")
    report["tools"] = agent.get("tools", "unknown")
    report["store"] = agent.get("store", "unknown")
    report["status"] = "ok" if healthy and agent.get("status") == "ok" else "degraded"
    return JSONResponse(report, 200 if healthy else 503)


async def agents_ready(gateway: GatewayState) -> dict[str, str]:
    """Ready when at least one agent replica is: the others are skipped until they come back."""
    statuses = await gateway.agent.upstreams.check_all()
    if any(status == "ok" for status in statuses.values()):
        return {"agent": "ok"}
    return {"agent": "none ready (" + "; ".join(f"{url}: {status}" for url, status in statuses.items()) + ")"}
