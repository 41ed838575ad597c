"""``aesthetiq mcp``: the tools over stdio, for MCP clients that launch their servers (desktop apps, IDEs).

The process opens the configured store itself and serves one user: ``AESTHETIQ_MCP_USER``, or the
``sub`` of ``AESTHETIQ_MCP_TOKEN`` (a user's JWT, checked as the gateway checks it), or with
``auth_mode=none`` the demo user. stdout carries the protocol and nothing else: the real stdout is
handed to the transport and ``sys.stdout`` is pointed at stderr, so a stray print anywhere (a
library announcing itself) lands in the log instead of breaking the client's JSON-RPC stream.
"""

from __future__ import annotations

import asyncio
import logging
import sys
from io import TextIOWrapper

import anyio
import httpx
from mcp.server.stdio import stdio_server

from aesthetiq.settings import ConfigurationError, Settings
from aesthetiq.tools.base import ToolContext
from aesthetiq.tools.mcp_server import ToolServerMCP

log = logging.getLogger("aesthetiq.tools.stdio")


async def _token_user(settings: Settings) -> str:
    from aesthetiq.gateway.auth import AuthError, AuthUnavailable, JwtVerifier

    assert settings.mcp_token is not None
    if settings.auth_mode != "jwt" or not settings.auth_jwks_url or not settings.auth_issuer:
        raise ConfigurationError(
            "AESTHETIQ_MCP_TOKEN is checked against the issuer: set AESTHETIQ_AUTH_MODE=jwt, "
            "AESTHETIQ_AUTH_JWKS_URL and AESTHETIQ_AUTH_ISSUER as for the gateway"
        )
    async with httpx.AsyncClient(timeout=10.0) as client:
        try:
            return await JwtVerifier(settings, client).verify(settings.mcp_token.get_secret_value())
        except (AuthError, AuthUnavailable) as exc:
            raise ConfigurationError(f"AESTHETIQ_MCP_TOKEN is not usable: {exc}") from exc


def resolve_user(settings: Settings) -> str:
    """The one user this stdio server acts for; a ConfigurationError says what to set otherwise."""
    from_token = asyncio.run(_token_user(settings)) if settings.mcp_token is not None else None
    if settings.mcp_user and from_token and settings.mcp_user != from_token:
        raise ConfigurationError(
            f"AESTHETIQ_MCP_USER ({settings.mcp_user}) and the user of AESTHETIQ_MCP_TOKEN ({from_token}) differ"
        )
    user = settings.mcp_user or from_token
    if user is None and settings.auth_mode == "none":
        user = settings.demo_user_id
    if user is None:
        raise ConfigurationError(
            "aesthetiq mcp needs a user: set AESTHETIQ_MCP_USER, or AESTHETIQ_MCP_TOKEN to a user's token"
        )
    return user


def run_stdio(settings: Settings) -> int:
    protocol_out = sys.stdout.buffer
    sys.stdout = sys.stderr  # from here on, only the transport writes to the real stdout
    user = resolve_user(settings)
    from aesthetiq.store import open_store

    store = open_store(settings)
    context = ToolContext(settings=settings, store=store)
    server = ToolServerMCP(settings, lambda: context, user=user)
    log.info("aesthetiq MCP over stdio for %s (%s store)", user, settings.store)

    async def serve() -> None:
        stdout = anyio.wrap_file(TextIOWrapper(protocol_out, encoding="utf-8", write_through=True))
        async with stdio_server(stdout=stdout) as (read_stream, write_stream):
            await server._mcp_server.run(read_stream, write_stream, server._mcp_server.create_initialization_options())

    try:
        anyio.run(serve)
    except KeyboardInterrupt:
        pass
    finally:
        store.close()
    return 0
