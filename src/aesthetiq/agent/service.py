"""The agent service (port 8002): chat (JSON and SSE), seed 002's recommend API, sessions, health.

With ``AESTHETIQ_INTERNAL_TOKEN`` set, every request but the health probes must carry the token, and
the user is the one in the signed ``X-Aesthetiq-User`` header: a ``user_id`` in the body or the
query must name that same user (403 otherwise). Without it (the local demo) ``user_id`` is believed.

Bad input never reaches the graph: an empty or over-long message, wrong types or malformed JSON
get a 4xx with a readable ``detail``, and an unknown or foreign session id is 404
"session not found"; nothing is stored for them. Each streamed turn runs in its own task so a
client disconnect (noticed by sse-starlette's disconnect listener) cancels it at once.
"""

from __future__ import annotations

import asyncio
import contextlib
import logging
from collections.abc import AsyncIterator
from typing import Any

import anyio.to_thread
import httpx
from fastapi import FastAPI, HTTPException, Query, Request, Response
from sse_starlette import EventSourceResponse

from aesthetiq.agent.api_models import (
    CHAT_EVENT,
    STREAM_EVENTS,
    AgentHealth,
    CancelAnswer,
    CancelRequest,
    ChatReply,
    ChatRequest,
    MeAnswer,
    RecommendReply,
    RecommendRequest,
    SessionDetail,
    SessionPage,
)
from aesthetiq.agent.cancellation import build_cancel_registry
from aesthetiq.agent.events import sse_data
from aesthetiq.agent.mcp_client import ToolFailed, ToolUnavailable
from aesthetiq.agent.recommend import Recommender
from aesthetiq.agent.sessions import SessionNotFound, SessionService
from aesthetiq.agent.turns import Agent, TurnRequest
from aesthetiq.http_errors import error_responses, event_stream, install_error_handlers
from aesthetiq.lifecycle import Lifecycle, add_probes, probe
from aesthetiq.service_auth import ServiceAuthMiddleware, check_service_settings, checked_user
from aesthetiq.settings import Settings
from aesthetiq.text_checks import ID_HINT, USER_ID_PATTERN, USER_ID_RULE
from aesthetiq.tracing.otel import build_provider, instrument_app
from aesthetiq.tracing.otel import shutdown as shutdown_telemetry

log = logging.getLogger("aesthetiq.agent.service")
NOT_FOUND = "session not found"
# Events closer together than this go out in one SSE write (see gather_more).
FLUSH_S = 0.02


def build_agent(settings: Settings, provider: Any = None) -> tuple[Agent, Any]:
    """Open the store and build the engine, guardrails and tracer; returns the agent and the store."""
    from aesthetiq.agent.engines import build_engine
    from aesthetiq.embeddings import make_embedder
    from aesthetiq.guardrails import build_guardrails, redact_pii
    from aesthetiq.store import open_store
    from aesthetiq.tracing import build_tracer

    embedder = make_embedder(settings)
    store = open_store(settings, embedder=embedder)
    tracer = build_tracer(settings, redact=redact_pii, provider=provider)  # spans never hold raw PII
    engine = build_engine(settings, store.brands(), embedder, tracer=tracer)
    sessions = SessionService(store, settings, redact_pii)
    cancels = build_cancel_registry(settings.redis_url, settings.turn_timeout_s)
    agent = Agent(settings, engine, build_guardrails(settings), tracer, sessions, cancels, redact_pii)
    return agent, store


RECOMMEND_EVENTS = "Server-sent events of seed 002: `stage`, `result`, then `done` or `error`."


def limit_messages(schema: dict[str, Any], max_chars: int) -> None:
    """The longest message is a setting: say it in the published request schemas."""
    for name in ("ChatRequest", "RecommendRequest"):
        message = schema["components"]["schemas"].get(name, {}).get("properties", {}).get("message")
        if message is not None:
            message["maxLength"] = max_chars


def check_message(settings: Settings, message: str) -> None:
    if len(message) > settings.max_message_chars:
        raise HTTPException(
            422,
            f"message is {len(message):,} characters long; the limit is {settings.max_message_chars:,}. "
            "Please shorten it.",
        )


async def gather_more(queue: asyncio.Queue[dict[str, Any] | None], batch: list[dict[str, Any] | None]) -> None:
    """Add to ``batch`` what arrives within FLUSH_S, stopping at the end of the stream.

    A turn's progress events come in bursts a few milliseconds apart; each SSE write is a socket
    send (about a tenth of a turn's CPU when every event had its own). FLUSH_S is well below what
    a person notices, and the end of the turn (``None`` after ``done``) is never held back.
    """
    loop = asyncio.get_running_loop()
    deadline = loop.time() + FLUSH_S
    while batch[-1] is not None:
        if not queue.empty():
            batch.append(queue.get_nowait())
            continue
        remaining = deadline - loop.time()
        if remaining <= 0:
            return
        try:
            async with asyncio.timeout(remaining):
                batch.append(await queue.get())
        except TimeoutError:
            return


def create_app(settings: Settings) -> FastAPI:
    check_service_settings(settings, "agent")
    state: dict[str, Any] = {}
    lifecycle = Lifecycle("agent")
    provider = build_provider(settings, "agent")  # None unless an OTLP collector is configured

    @contextlib.asynccontextmanager
    async def lifespan(app: FastAPI) -> AsyncIterator[None]:
        agent, store = build_agent(settings, provider)
        await agent.cancels.start()
        await agent.tools.start()
        state.update(agent=agent, store=store, recommender=Recommender(agent))
        try:
            yield
        finally:
            await agent.cancels.stop()
            await agent.tools.aclose()
            agent.tracer.shutdown()
            shutdown_telemetry(provider)
            store.close()

    app = FastAPI(title="Aesthetiq agent", lifespan=lifespan)
    install_error_handlers(
        app,
        invalid_json_status=400,
        example='{"message": "a navy blazer", "user_id": "user_demo_1"}',
        hints={"user_id": "must be " + USER_ID_RULE, "session_id": ID_HINT},
        refine=lambda schema: limit_messages(schema, settings.max_message_chars),
    )

    def agent() -> Agent:
        return state["agent"]

    async def open_turn(body: ChatRequest, user_id: str, streaming: bool) -> tuple[TurnRequest, Any]:
        check_message(settings, body.message)
        request = TurnRequest(
            user_id=user_id,
            message=body.message,
            session_id=body.session_id,
            context=body.context.model_dump(exclude_none=True) if body.context else {},
            streaming=streaming,
        )
        try:
            opened = await agent().open(request)
        except SessionNotFound as exc:
            raise HTTPException(404, NOT_FOUND) from exc
        return request, opened

    @app.post(
        "/api/v1/agent/chat",
        response_model=None,
        responses={200: {"model": ChatReply}, **error_responses(400, 401, 403, 404, 409, 422)},
    )
    async def chat(body: ChatRequest, http: Request) -> dict[str, Any]:
        request, opened = await open_turn(body, checked_user(http, body.user_id), streaming=False)
        events: list[dict[str, Any]] = []

        def keep(payload: dict[str, Any] | None) -> None:
            if payload is not None and payload.get("type") == "done":
                events.append(payload)

        task = asyncio.create_task(agent().run(request, opened, keep))
        try:
            await task
        except asyncio.CancelledError:
            if task.cancelled() and not events:
                raise HTTPException(409, "the turn was cancelled before it finished") from None
            raise
        done = dict(events[-1])
        done.pop("type", None)
        return done

    @app.post(
        "/api/v1/agent/chat/stream",
        response_class=EventSourceResponse,
        responses={**event_stream(STREAM_EVENTS, CHAT_EVENT), **error_responses(400, 401, 403, 404, 422)},
    )
    async def chat_stream(body: ChatRequest, http: Request) -> EventSourceResponse:
        request, opened = await open_turn(body, checked_user(http, body.user_id), streaming=True)
        queue: asyncio.Queue[dict[str, Any] | None] = asyncio.Queue()
        task = asyncio.create_task(agent().run(request, opened, queue.put_nowait))

        async def stream() -> AsyncIterator[bytes]:
            # The first event goes out at once; after it, events that arrive within FLUSH_S of each
            # other share one write: the same SSE lines, a few sends a turn instead of ~30.
            try:
                finished, first = False, True
                while not finished:
                    batch = [await queue.get()]
                    if first:
                        first = False
                    else:
                        await gather_more(queue, batch)
                    while not queue.empty():
                        batch.append(queue.get_nowait())
                    finished = batch[-1] is None
                    lines = "".join(sse_data(payload) for payload in batch if payload is not None)
                    if lines:
                        yield lines.encode()
            finally:
                if not task.done():  # the client went away: stop the workflow now
                    task.cancel()

        return EventSourceResponse(stream(), ping=settings.keepalive_s, headers={"X-Session-Id": opened.session_id})

    @app.post(
        "/api/v1/agent/chat/{session_id}/cancel",
        response_model=None,
        responses={200: {"model": CancelAnswer}, **error_responses(400, 401, 403, 404, 422)},
    )
    async def cancel(session_id: str, body: CancelRequest, http: Request) -> dict[str, str]:
        user_id = checked_user(http, body.user_id)
        try:
            await agent().sessions.owned(user_id, session_id)
        except SessionNotFound as exc:
            # A new session is stored with its first turn: while that runs, its owner is the turn's user.
            if await agent().cancels.owner(session_id) != user_id:
                raise HTTPException(404, NOT_FOUND) from exc
        stopped = await agent().cancels.cancel(session_id)
        return {"status": "cancellation_requested" if stopped else "no_active_turn"}

    @app.get(
        "/api/v1/agent/sessions", response_model=None, responses={200: {"model": SessionPage}, **error_responses(422)}
    )
    async def list_sessions(
        http: Request,
        user_id: str = Query(..., pattern=USER_ID_PATTERN),
        limit: int = Query(50, ge=1, le=100),
        offset: int = Query(0, ge=0, le=1_000_000),
    ) -> dict[str, Any]:
        sessions, more = await agent().sessions.list(checked_user(http, user_id), limit, offset)
        return {"sessions": sessions, "limit": limit, "offset": offset, "has_more": more}

    @app.get(
        "/api/v1/agent/sessions/{session_id}",
        response_model=None,
        responses={200: {"model": SessionDetail}, **error_responses(401, 403, 404, 422)},
    )
    async def get_session(
        session_id: str, http: Request, user_id: str = Query(..., pattern=USER_ID_PATTERN)
    ) -> dict[str, Any]:
        try:
            return await agent().sessions.detail(checked_user(http, user_id), session_id)
        except SessionNotFound as exc:
            raise HTTPException(404, NOT_FOUND) from exc

    @app.delete("/api/v1/agent/sessions/{session_id}", status_code=204, responses=error_responses(401, 403, 404, 422))
    async def delete_session(
        session_id: str, http: Request, user_id: str = Query(..., pattern=USER_ID_PATTERN)
    ) -> Response:
        try:
            await agent().sessions.delete(checked_user(http, user_id), session_id)
        except SessionNotFound as exc:
            raise HTTPException(404, NOT_FOUND) from exc
        return Response(status_code=204)

    @app.get(
        "/api/v1/agent/me",
        response_model=None,
        responses={200: {"model": MeAnswer}, **error_responses(401, 403, 404, 422, 503)},
    )
    async def me(http: Request, user_id: str = Query(..., pattern=USER_ID_PATTERN)) -> dict[str, Any]:
        user_id = checked_user(http, user_id)
        tools = agent().tools.for_turn(user_id)
        try:
            profile, dna = await asyncio.gather(
                tools.call("get_user_profile", {"user_id": user_id}, announce=False),
                tools.call("get_style_dna", {"user_id": user_id}, announce=False),
            )
        except ToolUnavailable as exc:
            raise HTTPException(503, f"the tool server is unreachable ({exc}); try again shortly") from exc
        except ToolFailed as exc:
            raise HTTPException(404, str(exc)) from exc
        finally:
            await tools.close()
        return {"profile": profile, "style_dna": dna}

    @app.post(
        "/api/v1/recommend",
        response_model=None,
        responses={200: {"model": RecommendReply}, **error_responses(400, 401, 403, 422, 503)},
    )
    async def recommend(body: RecommendRequest, http: Request) -> dict[str, Any]:
        check_message(settings, body.message)
        return await state["recommender"].run(checked_user(http, body.user_id), body.message, body.session_id)

    @app.post(
        "/api/v1/recommend/stream",
        response_class=EventSourceResponse,
        responses={**event_stream(RECOMMEND_EVENTS, {"type": "object"}), **error_responses(400, 401, 403, 422)},
    )
    async def recommend_stream(body: RecommendRequest, http: Request) -> EventSourceResponse:
        check_message(settings, body.message)
        user_id = checked_user(http, body.user_id)
        return EventSourceResponse(
            state["recommender"].stream(user_id, body.message, body.session_id), ping=settings.keepalive_s
        )

    def tools_base() -> str:
        return settings.resolved_mcp_url.removesuffix("/").removesuffix("/mcp")

    async def store_status() -> str:
        try:
            await anyio.to_thread.run_sync(lambda: state["store"].count("commerceitems"))
        except Exception as exc:
            return f"error: {type(exc).__name__}"
        return "ok"

    @app.get("/health", response_model=None, responses={200: {"model": AgentHealth}})
    async def health() -> dict[str, Any]:
        """Kept for compatibility: 200 with ``degraded`` when something is missing (see /health/ready)."""
        async with httpx.AsyncClient() as client:
            tools, store = await asyncio.gather(probe(client, tools_base() + "/health/ready"), store_status())
        healthy = tools == "ok" and store == "ok"
        return {"status": "ok" if healthy else "degraded", "tools": tools, "store": store}

    async def readiness() -> dict[str, str]:
        async with httpx.AsyncClient() as client:
            tools, store = await asyncio.gather(probe(client, tools_base() + "/health/ready"), store_status())
        return {"store": store, "tools": tools}

    add_probes(app, lifecycle, readiness)
    instrument_app(app, provider)
    app.add_middleware(ServiceAuthMiddleware, settings=settings, service="agent")
    return app
