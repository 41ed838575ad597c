"""The gateway (port 8000): authentication, rate limits, the public chat API, the SSE relay to the
agent, and the web app at ``/``."""

from __future__ import annotations

import logging
from collections.abc import AsyncIterator
from contextlib import asynccontextmanager
from pathlib import Path

import httpx
from fastapi import FastAPI, Request
from fastapi.middleware.cors import CORSMiddleware
from fastapi.responses import JSONResponse
from fastapi.staticfiles import StaticFiles

from aesthetiq.gateway.auth import JwtVerifier
from aesthetiq.gateway.deps import ID_HINT, GatewayState
from aesthetiq.gateway.limits import RateLimiter, limits_storage
from aesthetiq.gateway.middleware import BodyLimitMiddleware, SecurityHeadersMiddleware
from aesthetiq.gateway.proxy import AgentProxy
from aesthetiq.gateway.routes import chat, health, images, me, sessions
from aesthetiq.gateway.routes.openapi import refine_for
from aesthetiq.gateway.upstreams import Upstreams
from aesthetiq.http_errors import install_error_handlers
from aesthetiq.lifecycle import Lifecycle, add_probes
from aesthetiq.service_auth import is_loopback
from aesthetiq.settings import ConfigurationError, Settings
from aesthetiq.tracing.otel import build_provider, instrument_app, instrument_client
from aesthetiq.tracing.otel import shutdown as shutdown_telemetry

log = logging.getLogger("aesthetiq.gateway")
WEB_DIR = Path(__file__).parent / "web"
# A chat answer shows up to twenty pictures: their per-address allowance is this many times larger.
IMAGES_PER_REQUEST = 20
# What an id that fails ID_PATTERN should look like, per parameter name.
ID_HINTS = {"session_id": ID_HINT, "item_id": ID_HINT}


class InsecureBindError(ConfigurationError):
    """auth_mode=none on an address other people can reach."""


def check_bind(settings: Settings) -> None:
    if settings.auth_mode == "none" and not is_loopback(settings.host) and not settings.allow_insecure_bind:
        raise InsecureBindError(
            f"refusing to serve without authentication on {settings.host}: anyone who can reach it would "
            f"act as {settings.demo_user_id}. Set AESTHETIQ_AUTH_MODE=jwt (with AESTHETIQ_AUTH_JWKS_URL and "
            "AESTHETIQ_AUTH_ISSUER), bind to 127.0.0.1, or set AESTHETIQ_ALLOW_INSECURE_BIND=true."
        )


def tools_base_url(settings: Settings) -> str:
    url = httpx.URL(settings.resolved_mcp_url)
    return str(url.copy_with(path="/", query=None)).rstrip("/")


def create_app(settings: Settings) -> FastAPI:
    check_bind(settings)
    if settings.auth_mode == "jwt" and not (settings.auth_jwks_url and settings.auth_issuer):
        raise ValueError(
            "AESTHETIQ_AUTH_MODE=jwt needs AESTHETIQ_AUTH_JWKS_URL and AESTHETIQ_AUTH_ISSUER "
            "(for Clerk: https://<your-domain>/.well-known/jwks.json and https://<your-domain>)"
        )

    provider = build_provider(settings, "gateway")  # None unless an OTLP collector is configured

    @asynccontextmanager
    async def lifespan(app: FastAPI) -> AsyncIterator[None]:
        # One client for every upstream call: pooled keep-alive connections to the agent, no cap on
        # concurrent streams (the rate limits bound them).
        client = httpx.AsyncClient(
            limits=httpx.Limits(max_connections=None, max_keepalive_connections=100),
            timeout=httpx.Timeout(settings.stream_timeout_s, connect=5.0),
        )
        instrument_client(client, provider)  # traceparent on every call to the agent
        # Readiness checks get a client of their own: a span every few seconds per replica is noise.
        checks = httpx.AsyncClient(timeout=httpx.Timeout(5.0))
        upstreams = Upstreams(settings.resolved_agent_urls, checks, settings.upstream_check_interval_s)
        agent = AgentProxy(client, settings, upstreams)
        storage, strategy = limits_storage(settings.redis_url), settings.rate_limit_strategy
        agent.upstreams.start()
        app.state.gateway = GatewayState(
            settings=settings,
            client=client,
            agent=agent,
            tools_url=tools_base_url(settings),
            verifier=JwtVerifier(settings, client) if settings.auth_mode == "jwt" else None,
            user_limiter=RateLimiter(settings.rate_limit_user_per_min, storage, name="user", strategy=strategy),
            ip_limiter=RateLimiter(settings.rate_limit_ip_per_min, storage, name="ip", strategy=strategy),
            image_limiter=RateLimiter(
                settings.rate_limit_ip_per_min * IMAGES_PER_REQUEST, storage, name="images", strategy=strategy
            ),
        )
        log.info(
            "gateway in front of %s (auth %s, %d/min per user, %d/min per address)",
            ", ".join(settings.resolved_agent_urls),
            settings.auth_mode,
            settings.rate_limit_user_per_min,
            settings.rate_limit_ip_per_min,
        )
        try:
            yield
        finally:
            await agent.upstreams.stop()
            await checks.aclose()
            await client.aclose()
            shutdown_telemetry(provider)

    app = FastAPI(
        title="Aesthetiq gateway",
        version="0.1.0",
        description="Your stylist's public API: chat (JSON and SSE), sessions, style DNA.",
        lifespan=lifespan,
        # The interactive docs load scripts from a CDN, which the CSP (rightly) refuses; the schema
        # stays at /openapi.json.
        docs_url=None,
        redoc_url=None,
    )
    for module in (health, chat, sessions, me, images):
        app.include_router(module.router)
    add_probes(app, Lifecycle("gateway"), lambda: health.agents_ready(app.state.gateway))
    instrument_app(app, provider)
    install_error_handlers(app, example=chat.EXAMPLE_BODY, hints=ID_HINTS, refine=refine_for(settings))

    @app.exception_handler(Exception)
    async def unexpected(request: Request, exc: Exception) -> JSONResponse:
        log.exception("unexpected error on %s %s", request.method, request.url.path)
        return JSONResponse({"detail": "Something went wrong on our side; try again."}, 500)

    app.mount("/", StaticFiles(directory=WEB_DIR, html=True), name="web")

    # Outermost last: CORS answers preflights and decorates every response, the 413 check runs
    # before any body is parsed.
    app.add_middleware(BodyLimitMiddleware, max_bytes=settings.max_body_bytes)
    app.add_middleware(SecurityHeadersMiddleware)
    if settings.cors_origins:
        app.add_middleware(
            CORSMiddleware,
            allow_origins=settings.cors_origins,
            allow_methods=["GET", "POST", "DELETE"],
            allow_headers=["Authorization", "Content-Type"],
            max_age=600,
        )
    return app
