"""The tool server (port 8010): every tool over REST (``POST /api/v1/<group>/tools/<name>``) and MCP (``/mcp``).

Both doors call the same registry function; REST answers a refusal with its status and
``{"detail": message}``, MCP with a tool error carrying the same message. Everything else a
client can get wrong (an unknown path, a wrong method) is a ``{"detail": "<sentence>"}`` too
(``aesthetiq.http_errors``). Who may call, and as whom: ``aesthetiq.service_auth`` (the internal
token and signed user header) and, on ``/mcp`` with ``auth_mode=jwt``, users' bearer tokens
(``mcp_auth``).
"""

from __future__ import annotations

import contextlib
import json
import logging
from collections.abc import AsyncIterator, Callable
from typing import Any

import anyio.to_thread
import httpx
from fastapi import FastAPI, Request
from fastapi.responses import JSONResponse
from mcp.server.fastmcp.server import StreamableHTTPASGIApp
from starlette.routing import Route

from aesthetiq.http_errors import error_responses, install_error_handlers
from aesthetiq.lifecycle import Lifecycle, add_probes, probe
from aesthetiq.service_auth import ServiceAuthMiddleware, caller_of, check_service_settings
from aesthetiq.settings import Settings
from aesthetiq.store.base import Store
from aesthetiq.tools.base import ToolContext, ToolError, ToolSpec
from aesthetiq.tools.images import images_router
from aesthetiq.tools.mcp_server import ToolServerMCP
from aesthetiq.tools.registry import TOOLS, invoke
from aesthetiq.tracing.otel import build_provider, instrument_app
from aesthetiq.tracing.otel import shutdown as shutdown_telemetry

log = logging.getLogger("aesthetiq.tools.server")


class _Holder:
    """The context exists once the store is open (in the lifespan); routes read it from here."""

    context: ToolContext | None = None

    def get(self) -> ToolContext:
        if self.context is None:
            raise ToolError("the tool server is still starting; retry in a moment", status=503)
        return self.context


def _rest_route(app: FastAPI, spec: ToolSpec, holder: _Holder) -> None:
    async def call(request: Request) -> JSONResponse:
        body = await request.body()
        try:
            arguments: Any = json.loads(body) if body.strip() else {}
        except (json.JSONDecodeError, UnicodeDecodeError) as exc:
            raise ToolError(f"the request body is not valid JSON: {exc}", status=422) from exc
        if not isinstance(arguments, dict):  # null too: no body means no arguments, null is a mistake
            raise ToolError('the arguments must be a JSON object, e.g. {"query": "navy blazer"}', status=422)
        caller = caller_of(request.scope)
        user, verified = (caller.user_id, caller.verified) if caller is not None else (None, False)
        result = await anyio.to_thread.run_sync(
            lambda: invoke(holder.get(), spec.name, arguments, user, verified=verified)
        )
        return JSONResponse(result)

    app.add_api_route(
        spec.rest_path,
        call,
        methods=["POST"],
        name=spec.name,
        summary=spec.summary,
        description=spec.description,
        tags=[spec.group],
        response_model=None,
        # 403: a user's tool asked about someone else; 404: no such item or user; 503: the store or
        # the web search is unavailable (or the server is still starting).
        responses=error_responses(400, *((403,) if spec.takes_user else ()), 404, 422, 503),
        openapi_extra={
            "requestBody": {
                # A tool whose arguments are all optional takes no body at all, as ``{}``.
                "required": bool(spec.input_schema().get("required")),
                "content": {"application/json": {"schema": spec.input_schema()}},
            }
        },
    )


def profile_changed(settings: Settings) -> Callable[[str], None] | None:
    """With Redis: tell the agent replicas a user's profile changed, whoever changed it (any MCP client)."""
    if not settings.redis_url:
        return None
    import redis

    from aesthetiq.agent.context_cache import CHANNEL

    client = redis.Redis.from_url(settings.redis_url, socket_timeout=1.0, socket_connect_timeout=1.0)

    def publish(user_id: str) -> None:  # runs in the tool's worker thread
        try:
            client.publish(CHANNEL, user_id)
        except redis.RedisError as exc:
            log.warning("could not tell the agents that %s's profile changed: %s", user_id, exc)

    return publish


def create_app(settings: Settings, *, store: Store | None = None, embedder: Any = None) -> FastAPI:
    check_service_settings(settings, "tool server")
    holder = _Holder()
    provider = build_provider(settings, "mcp")  # None unless an OTLP collector is configured
    mcp = ToolServerMCP(settings, holder.get, provider=provider)
    mcp.streamable_http_app()  # creates the session manager the lifespan runs
    # Users' bearer tokens on /mcp (auth_mode=jwt); the JWKS is fetched with this client.
    jwks_client = httpx.AsyncClient(timeout=10.0) if settings.auth_mode == "jwt" else None

    @contextlib.asynccontextmanager
    async def lifespan(_: FastAPI) -> AsyncIterator[None]:
        owned = store is None
        if owned:
            from aesthetiq.store import open_store

            opened = await anyio.to_thread.run_sync(lambda: open_store(settings, embedder=embedder))
        else:
            opened = store
        holder.context = ToolContext(settings=settings, store=opened, profile_changed=profile_changed(settings))
        try:
            async with mcp.session_manager.run():
                log.info("tool server ready: %d tools over REST and MCP", len(TOOLS))
                yield
        finally:
            holder.context = None
            shutdown_telemetry(provider)
            if jwks_client is not None:
                await jwks_client.aclose()
            if owned:
                opened.close()

    app = FastAPI(title="Aesthetiq tools", version="1", lifespan=lifespan)
    install_error_handlers(app, example='{"query": "navy blazer", "limit": 5}')

    @app.exception_handler(ToolError)
    async def _tool_error(_: Request, error: ToolError) -> JSONResponse:
        return JSONResponse({"detail": error.message}, status_code=error.status)

    @app.get("/health", tags=["health"])
    async def health() -> dict[str, Any]:
        ready = holder.context is not None
        return {"status": "ok" if ready else "starting", "tools": len(TOOLS), "store": settings.store}

    async def readiness() -> dict[str, str]:
        context = holder.context
        if context is None:
            return {"store": "not open yet"}
        try:
            await anyio.to_thread.run_sync(lambda: context.store.count("commerceitems"))
            checks = {"store": "ok"}
        except Exception as exc:
            checks = {"store": f"error: {type(exc).__name__}"}
        if settings.embedder == "remote":  # every search embeds its query there
            async with httpx.AsyncClient() as client:
                checks["embeddings"] = await probe(client, settings.embedding_service_url.rstrip("/") + "/health/ready")
        return checks

    add_probes(app, Lifecycle("tool server"), readiness)
    instrument_app(app, provider)

    for spec in TOOLS:
        _rest_route(app, spec, holder)
    app.include_router(images_router(holder.get))

    mcp_endpoint = StreamableHTTPASGIApp(mcp.session_manager)
    app.router.routes.append(Route("/mcp", endpoint=mcp_endpoint))
    app.router.routes.append(Route("/mcp/", endpoint=mcp_endpoint))
    bearer: dict[str, Any] = {}
    if jwks_client is not None:
        from aesthetiq.tools.mcp_auth import bearer_chain, bearer_challenge, metadata_paths

        wrap, metadata_routes = bearer_chain(settings, jwks_client)
        app.router.routes.extend(metadata_routes)
        bearer = {
            "bearer": wrap,
            "bearer_paths": ("/mcp",),
            "bearer_challenge": bearer_challenge(settings),
            "open_paths": metadata_paths(settings),
        }
    app.add_middleware(ServiceAuthMiddleware, settings=settings, service="tool server", **bearer)
    return app
