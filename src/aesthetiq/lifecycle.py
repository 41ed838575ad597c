"""Probes and graceful shutdown, the same on every service (gateway, agent, tool server, embeddings).

``/health/live`` answers 200 while the process runs; ``/health/ready`` answers 200 once what the
service needs answers (its store, its tool server, an agent...) and 503 naming what is missing, or
``draining`` once the service is stopping. ``/health`` keeps its old answer for compatibility.

A stopping service (SIGTERM, see ``serve.py``) drains: ``DrainMiddleware`` refuses new requests with
503 and ``Retry-After`` (the gateway then tries another agent replica; nothing was done for them),
while the running ones (a turn streaming, a tool call) finish, for at most ``shutdown_grace_s``.
"""

from __future__ import annotations

import asyncio
import json
import time
from collections.abc import Awaitable, Callable
from typing import Literal

import httpx
from fastapi import FastAPI
from fastapi.responses import JSONResponse
from pydantic import BaseModel, Field
from starlette.types import ASGIApp, Receive, Scope, Send

from aesthetiq.service_auth import HEALTH_PATHS

LIVE_PATH, READY_PATH = "/health/live", "/health/ready"
DRAINING_HEADER = "X-Aesthetiq-Draining"
# A readiness check that takes longer than this counts as missing (probes have their own timeouts).
READY_TIMEOUT_S = 2.0

Checks = Callable[[], Awaitable[dict[str, str]]]


class Lifecycle:
    """Whether the service is stopping, and how many requests it is still answering."""

    def __init__(self, service: str) -> None:
        self.service = service
        self.draining = False
        self.in_flight = 0

    def begin_drain(self) -> None:
        self.draining = True

    async def wait_idle(self, grace_s: float) -> bool:
        """True when every running request finished within ``grace_s``."""
        deadline = time.monotonic() + grace_s
        while self.in_flight and time.monotonic() < deadline:
            await asyncio.sleep(0.05)
        return not self.in_flight


class DrainMiddleware:
    """Counts the requests in flight (probes aside) and, once draining, refuses new ones with 503."""

    def __init__(self, app: ASGIApp, *, lifecycle: Lifecycle) -> None:
        self.app = app
        self.lifecycle = lifecycle

    async def __call__(self, scope: Scope, receive: Receive, send: Send) -> None:
        if scope["type"] != "http" or scope["path"] in HEALTH_PATHS:
            await self.app(scope, receive, send)
            return
        if self.lifecycle.draining:
            body = json.dumps(
                {"detail": f"this {self.lifecycle.service} replica is shutting down; try again in a moment"}
            ).encode()
            headers = [
                (b"content-type", b"application/json"),
                (b"content-length", str(len(body)).encode()),
                (b"retry-after", b"1"),
                (b"connection", b"close"),
                (DRAINING_HEADER.lower().encode(), b"true"),
            ]
            await send({"type": "http.response.start", "status": 503, "headers": headers})
            await send({"type": "http.response.body", "body": body})
            return
        self.lifecycle.in_flight += 1
        try:
            await self.app(scope, receive, send)
        finally:
            self.lifecycle.in_flight -= 1


class Liveness(BaseModel):
    status: Literal["ok"] = "ok"


class Readiness(BaseModel):
    """What the service needs, each ``ok`` or what is wrong with it; ``missing`` names the ones not ok."""

    status: Literal["ready", "not ready", "draining"]
    checks: dict[str, str] = Field(default_factory=dict)
    missing: list[str] = Field(default_factory=list)


def add_probes(app: FastAPI, lifecycle: Lifecycle, checks: Checks) -> None:
    """``/health/live`` and ``/health/ready`` on ``app``, and the drain middleware around it."""

    @app.get(LIVE_PATH, tags=["health"], summary="Liveness: the process runs")
    async def live() -> Liveness:
        return Liveness()

    @app.get(
        READY_PATH,
        tags=["health"],
        summary="Readiness: what this service needs answers",
        response_model=None,
        responses={
            200: {"model": Readiness},
            503: {"model": Readiness, "description": "Something it needs is missing, or it is shutting down."},
        },
    )
    async def ready() -> JSONResponse:
        if lifecycle.draining:
            report = Readiness(status="draining", missing=["draining"])
        else:
            try:
                async with asyncio.timeout(READY_TIMEOUT_S):
                    results = await checks()
            except TimeoutError:
                results = {"checks": f"did not answer within {READY_TIMEOUT_S:g} s"}
            missing = [name for name, status in results.items() if status != "ok"]
            report = Readiness(status="not ready" if missing else "ready", checks=results, missing=missing)
        return JSONResponse(report.model_dump(), 200 if report.status == "ready" else 503)

    app.state.lifecycle = lifecycle
    app.add_middleware(DrainMiddleware, lifecycle=lifecycle)


async def probe(client: httpx.AsyncClient, url: str) -> str:
    """Another service's readiness as one word or phrase: ``ok``, ``unreachable``, ``not ready: tools``."""
    try:
        response = await client.get(url, timeout=READY_TIMEOUT_S / 2)
    except httpx.HTTPError:
        return "unreachable"
    if response.status_code == 200:
        return "ok"
    try:
        missing = response.json().get("missing") or []
    except (ValueError, AttributeError):
        missing = []
    return f"not ready: {', '.join(map(str, missing))}" if missing else f"status {response.status_code}"
