"""The tools as an MCP server (official SDK's FastMCP, streamable HTTP, stateless).

FastMCP gives the protocol and transport; listing and calling are routed to the same registry the
REST routes use, so a tool's input schema, validation and error messages are identical both ways.
A tool error comes back as a result with ``isError: true`` and the message as its text.
"""

from __future__ import annotations

import json
import logging
from collections.abc import Callable
from typing import Any

import anyio.to_thread
from mcp.server.fastmcp import FastMCP
from mcp.server.transport_security import TransportSecuritySettings
from mcp.types import CallToolResult, TextContent, ToolAnnotations
from mcp.types import Tool as MCPTool

from aesthetiq import __version__
from aesthetiq.settings import Settings
from aesthetiq.tools.base import ToolContext, ToolError
from aesthetiq.tools.registry import TOOLS, invoke

log = logging.getLogger("aesthetiq.tools.mcp")

CALLER_HEADER = "x-aesthetiq-user"

INSTRUCTIONS = (
    "Aesthetiq's stylist tools: the user's wardrobe, the shop catalogue (ranked by the user's colour "
    "season), web search for trends and advice, the user's profile and their style DNA (colour season, "
    "palette, archetype, sizes, budget). Arguments take canonical values (category TOP | BOTTOM | SHOE | "
    "ACCESSORY, subCategory such as 'Jeans'); an error message says what to change."
)


def transport_security(settings: Settings) -> TransportSecuritySettings:
    """Host checks only when hosts are configured: a proxy in front rewrites Host, and a 421 there
    would break every call. Loopback names are always allowed alongside the configured ones."""
    if not settings.mcp_allowed_hosts:
        return TransportSecuritySettings(enable_dns_rebinding_protection=False)
    hosts = [*settings.mcp_allowed_hosts, "127.0.0.1:*", "localhost:*", "[::1]:*"]
    return TransportSecuritySettings(
        enable_dns_rebinding_protection=True,
        allowed_hosts=hosts,
        allowed_origins=[f"http://{h}" for h in hosts] + [f"https://{h}" for h in hosts],
    )


class ToolServerMCP(FastMCP):
    def __init__(self, settings: Settings, context: Callable[[], ToolContext]) -> None:
        # The SDK's constructor calls logging.basicConfig with its own handler; logging belongs to
        # the application (the CLI configures it), so give basicConfig a handler to find and leave.
        root = logging.getLogger()
        placeholder = logging.NullHandler()
        root.addHandler(placeholder)
        try:
            self._init_fastmcp(settings)
        finally:
            root.removeHandler(placeholder)
        self._context = context
        self._listing = [
            MCPTool(
                name=spec.name,
                title=spec.summary,
                description=spec.description,
                inputSchema=spec.input_schema(),
                # Tools only read (but update_profile); web search reaches outside our data (an open world).
                annotations=ToolAnnotations(
                    readOnlyHint=spec.read_only, idempotentHint=True, openWorldHint=spec.group == "web-search"
                ),
            )
            for spec in TOOLS
        ]

    def _init_fastmcp(self, settings: Settings) -> None:
        super().__init__(
            name="aesthetiq",
            instructions=INSTRUCTIONS,
            stateless_http=True,
            # Plain JSON answers instead of an SSE stream per call: our tools send no progress events.
            json_response=True,
            streamable_http_path="/mcp",
            transport_security=transport_security(settings),
            log_level=settings.log_level.upper(),  # type: ignore[arg-type]
        )
        # Report our own version. Without one, the SDK reads the mcp package's metadata from disk on
        # every stateless request (measured: about 2.5 ms of a 4 ms call).
        self._mcp_server.version = __version__

    async def list_tools(self) -> list[MCPTool]:
        return self._listing

    def _caller(self) -> str | None:
        try:
            request = self._mcp_server.request_context.request
        except LookupError:
            return None
        headers = getattr(request, "headers", None)
        return headers.get(CALLER_HEADER) if headers is not None else None

    async def call_tool(self, name: str, arguments: dict[str, Any]) -> CallToolResult:  # type: ignore[override]
        try:
            result = await anyio.to_thread.run_sync(invoke, self._context(), name, arguments, self._caller())
        except ToolError as error:
            log.info("tool %s refused over MCP (%d): %s", name, error.status, error.message)
            return CallToolResult(content=[TextContent(type="text", text=error.message)], isError=True)
        text = json.dumps(result, ensure_ascii=False)
        # Structured content must be an object, so every result is wrapped as {"result": ...}.
        return CallToolResult(
            content=[TextContent(type="text", text=text)], structuredContent={"result": result}, isError=False
        )
