"""Run one service, or all of them in one process, each on its own port."""

from __future__ import annotations

import asyncio
import logging
from collections.abc import Callable
from types import FrameType
from typing import Literal

import uvicorn
from fastapi import FastAPI

from aesthetiq.lifecycle import Lifecycle
from aesthetiq.settings import Settings

log = logging.getLogger("aesthetiq.serve")

ServiceName = Literal["gateway", "agent", "mcp", "embeddings"]
SERVICES: tuple[ServiceName, ...] = ("mcp", "embeddings", "agent", "gateway")


def _factory(name: ServiceName) -> Callable[[Settings], FastAPI]:
    # Imported lazily so `serve mcp` does not pay for LangGraph, nor `serve gateway` for the store.
    if name == "gateway":
        from aesthetiq.gateway.app import create_app
    elif name == "agent":
        from aesthetiq.agent.service import create_app
    elif name == "mcp":
        from aesthetiq.tools.server import create_app
    else:
        from aesthetiq.embeddings.service import create_app
    return create_app


def port_of(settings: Settings, name: ServiceName) -> int:
    return {
        "gateway": settings.gateway_port,
        "agent": settings.agent_port,
        "mcp": settings.mcp_port,
        "embeddings": settings.embeddings_port,
    }[name]


class Stopping:
    """One per process: the first SIGTERM or SIGINT drains every service it serves, a second exits now.

    Draining: each service refuses new requests (503) and reports itself not ready while its running
    requests finish, for at most ``shutdown_grace_s``; then uvicorn stops (closing the listeners) and
    cancels what is still running. A turn cancelled that way is stored as cancelled (``turns.py``).
    """

    def __init__(self, grace_s: float, loop: asyncio.AbstractEventLoop) -> None:
        self.grace_s = grace_s
        self.servers: list[uvicorn.Server] = []
        self.lifecycles: list[Lifecycle] = []
        self.requested = False
        self._loop = loop
        self._drain: asyncio.Task[None] | None = None

    def signalled(self, sig: int) -> None:
        if self.requested:  # asked twice: stop waiting for the running requests
            log.warning("signal %d again: exiting without waiting for running requests", sig)
            for server in self.servers:
                server.should_exit = server.force_exit = True
            return
        self.requested = True
        for lifecycle in self.lifecycles:
            lifecycle.begin_drain()
        self._loop.call_soon_threadsafe(self._start_drain)

    def _start_drain(self) -> None:
        self._drain = asyncio.get_running_loop().create_task(self._wait_then_exit())

    async def _wait_then_exit(self) -> None:
        busy = sum(lifecycle.in_flight for lifecycle in self.lifecycles)
        log.info("stopping: finishing %d running request(s), for at most %g s", busy, self.grace_s)
        idle = await asyncio.gather(*(lifecycle.wait_idle(self.grace_s) for lifecycle in self.lifecycles))
        if not all(idle):
            log.warning("stopping: %g s passed; cancelling what still runs", self.grace_s)
        for server in self.servers:
            server.should_exit = True


class GracefulServer(uvicorn.Server):
    """A uvicorn server whose exit signal drains first (``Stopping``)."""

    def __init__(self, config: uvicorn.Config, stopping: Stopping) -> None:
        super().__init__(config)
        self.stopping = stopping

    def handle_exit(self, sig: int, frame: FrameType | None) -> None:
        # Not uvicorn's: it would stop listening at once, and re-raise the signal after a clean exit.
        self.stopping.signalled(sig)


async def serve(settings: Settings, names: list[ServiceName]) -> None:
    stopping = Stopping(settings.shutdown_grace_s, asyncio.get_running_loop())
    for name in names:
        app = _factory(name)(settings)
        config = uvicorn.Config(
            app,
            host=settings.host,
            port=port_of(settings, name),
            log_level=settings.log_level.lower(),
            lifespan="on",
            timeout_graceful_shutdown=3,
        )
        stopping.servers.append(GracefulServer(config, stopping))
        lifecycle = getattr(app.state, "lifecycle", None)
        if lifecycle is not None:
            stopping.lifecycles.append(lifecycle)
        log.info("%s listening on http://%s:%d", name, settings.host, port_of(settings, name))
    await asyncio.gather(*(server.serve() for server in stopping.servers))
