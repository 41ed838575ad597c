"""FastAPI dependencies: the gateway's shared state, the caller's identity and the rate limits."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Annotated

import httpx
from fastapi import Depends, Header, HTTPException, Path, Request

from aesthetiq import text_checks
from aesthetiq.gateway.auth import AuthError, AuthUnavailable, JwtVerifier, bearer_token
from aesthetiq.gateway.limits import RateLimiter, retry_after_header
from aesthetiq.gateway.proxy import AgentProxy
from aesthetiq.settings import Settings


@dataclass
class GatewayState:
    settings: Settings
    client: httpx.AsyncClient
    agent: AgentProxy
    tools_url: str
    verifier: JwtVerifier | None
    user_limiter: RateLimiter
    ip_limiter: RateLimiter
    image_limiter: RateLimiter


def get_gateway(request: Request) -> GatewayState:
    return request.app.state.gateway


Gateway = Annotated[GatewayState, Depends(get_gateway)]


def _too_many(wait_s: float, who: str) -> HTTPException:
    return HTTPException(
        429,
        detail=f"Too many requests from this {who}; wait a moment and try again.",
        headers={"Retry-After": retry_after_header(wait_s)},
    )


async def limit_ip(request: Request, gateway: Gateway) -> None:
    """Per-address allowance, spent before authentication so anonymous floods are limited too."""
    address = request.client.host if request.client else "unknown"
    wait_s = await gateway.ip_limiter.take(address)
    if wait_s:
        raise _too_many(wait_s, "address")


async def limit_images(request: Request, gateway: Gateway) -> None:
    """Pictures get their own, larger per-address allowance: one page of results loads twenty."""
    address = request.client.host if request.client else "unknown"
    wait_s = await gateway.image_limiter.take(address)
    if wait_s:
        raise _too_many(wait_s, "address")


async def current_user(
    gateway: Gateway,
    authorization: Annotated[str | None, Header()] = None,
) -> str:
    """The caller's user id: the token's ``sub`` (jwt mode) or the demo user (none mode)."""
    if gateway.verifier is None:
        user_id = gateway.settings.demo_user_id
    else:
        try:
            user_id = await gateway.verifier.verify(bearer_token(authorization))
        except AuthError as exc:
            raise HTTPException(
                401, detail=exc.detail, headers={"WWW-Authenticate": exc.www_authenticate}
            ) from exc
        except AuthUnavailable as exc:
            raise HTTPException(503, detail=str(exc), headers={"Retry-After": "30"}) from exc
    wait_s = await gateway.user_limiter.take(user_id)
    if wait_s:
        raise _too_many(wait_s, "account")
    return user_id


UserId = Annotated[str, Depends(current_user)]

ID_PATTERN, ID_HINT = text_checks.ID_PATTERN, text_checks.ID_HINT
SessionId = Annotated[str, Path(pattern=ID_PATTERN, description="a chat session id, e.g. sess_3f2a…")]
ItemId = Annotated[str, Path(pattern=ID_PATTERN, description="an item id")]
