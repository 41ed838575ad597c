"""Run one service, or all of them in one process, each on its own port."""

from __future__ import annotations

import asyncio
import logging
from collections.abc import Callable
from typing import Literal

import uvicorn
from fastapi import FastAPI

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


async def serve(settings: Settings, names: list[ServiceName]) -> None:
    servers = []
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
        servers.append(uvicorn.Server(config))
        log.info("%s listening on http://%s:%d", name, settings.host, port_of(settings, name))
    await asyncio.gather(*(server.serve() for server in servers))
