"""The tools as an MCP server (official SDK's FastMCP): streamable HTTP (stateless) and stdio.

FastMCP gives the protocol and transports; listing and calling are routed to the same registry the
REST routes use, so validation and error messages are identical both ways. Each tool declares an
``outputSchema``; a call answers with structured content matching it and a compact text for the
model (``views.py``). A tool error comes back as a result with ``isError: true`` and the message.

Who the caller is comes from the transport: over HTTP, what ``ServiceAuthMiddleware`` (internal
token and signed header, or without a token the plain header) or the SDK's bearer-token check
recorded for the request; over stdio, the user ``aesthetiq mcp`` was started for.
"""

from __future__ import annotations

import json
import logging
from collections.abc import Callable
from typing import Annotated, Any

import anyio.to_thread
from mcp.server.fastmcp import FastMCP
from mcp.server.transport_security import TransportSecuritySettings
from mcp.types import CallToolResult, TextContent, ToolAnnotations
from mcp.types import Tool as MCPTool
from pydantic import Field

from aesthetiq import __version__
from aesthetiq.service_auth import caller_of
from aesthetiq.settings import Settings
from aesthetiq.tools.base import ToolContext, ToolError
from aesthetiq.tools.registry import TOOLS, invoke, present
from aesthetiq.tracing.otel import tool_call_span

log = logging.getLogger("aesthetiq.tools.mcp")

INSTRUCTIONS = (
    "Aesthetiq's stylist tools. For anything personal start with get_style_dna (colour season, palette, "
    "sizes, budget, what the user never wears); then search_wardrobe_items for what they own and "
    "search_commerce_items (style_dna = their colour season) for what to buy; web tools only for what "
    "neither has. Arguments take canonical values (category TOP | BOTTOM | SHOE | ACCESSORY, subCategory "
    "such as 'Jeans'); an error message says what to change. user_id is optional: tools act for the "
    "signed-in user."
)

STYLE_ME = (
    "Style me for {occasion}{budget}. First call get_style_dna for my colour season, palette, sizes, "
    "budget and what I never wear. Then call search_wardrobe_items for pieces I own that suit the occasion, "
    "and search_commerce_items (style_dna = my colour season; filters with my sizes and a maxPrice within "
    "my budget) for what is missing. Put together one complete outfit: a top and a bottom or a dress, "
    "shoes, and an accessory if it helps. Say which pieces I already own and which to buy (price and "
    "link), and in a sentence each why it suits {occasion} and my colouring.{notes}"
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


def tool_listing() -> list[MCPTool]:
    return [
        # No title: the names read well, and the listing stays small enough to read cold (<= 20 KB).
        MCPTool(
            name=spec.name,
            description=spec.description,
            inputSchema=spec.mcp_input_schema(),
            outputSchema=spec.output_schema(),
            # Tools read (but update_profile, which writes the same state however often it is called);
            # only web search reaches outside our own data (clients assume an open world unless told).
            annotations=ToolAnnotations(
                readOnlyHint=spec.read_only,
                idempotentHint=None if spec.read_only else True,
                openWorldHint=spec.group == "web-search",
            ),
        )
        for spec in TOOLS
    ]


class ToolServerMCP(FastMCP):
    """``user``: the fixed user of a stdio server; over HTTP each request names its own caller."""

    def __init__(
        self, settings: Settings, context: Callable[[], ToolContext], *, user: str | None = None, provider: Any = None
    ) -> None:
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
        self._user = user
        self._provider = provider  # OpenTelemetry: a span per tool call, in the caller's trace
        self._listing = tool_listing()
        self._add_prompts_and_resources()

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

    def _caller(self) -> tuple[str | None, bool]:
        """(user, verified) of the current request."""
        if self._user is not None:
            return self._user, True
        try:
            request = self._mcp_server.request_context.request
        except LookupError:
            return None, False
        caller = caller_of(request.scope) if request is not None else None
        return (caller.user_id, caller.verified) if caller is not None else (None, False)

    async def call_tool(self, name: str, arguments: dict[str, Any]) -> CallToolResult:  # type: ignore[override]
        user, verified = self._caller()
        try:
            with tool_call_span(self._provider, name, self._trace_meta()):
                structured, text = await anyio.to_thread.run_sync(
                    lambda: present(self._context(), name, arguments, user, verified=verified)
                )
        except ToolError as error:
            log.info("tool %s refused over MCP (%d): %s", name, error.status, error.message)
            return CallToolResult(content=[TextContent(type="text", text=error.message)], isError=True)
        return CallToolResult(
            content=[TextContent(type="text", text=text)], structuredContent=structured, isError=False
        )

    def _trace_meta(self) -> dict[str, Any] | None:
        """The request's ``params._meta`` (where the caller's ``traceparent`` travels)."""
        if self._provider is None:
            return None
        try:
            meta = self._mcp_server.request_context.meta
        except LookupError:
            return None
        return meta.model_dump(exclude_none=True) if meta is not None else None

    async def _read(self, tool: str, user_id: str | None) -> str:
        """A resource: one tool's REST-shaped result for the caller (or the named user), as JSON."""
        user, verified = self._caller()
        arguments = {} if user_id is None else {"user_id": user_id}
        if user_id is None and user is None:
            raise ToolError("no user comes with this connection: read aesthetiq://users/{user_id}/... instead")
        result = await anyio.to_thread.run_sync(lambda: invoke(self._context(), tool, arguments, user, verified=verified))
        return json.dumps(result, ensure_ascii=False)

    def _add_prompts_and_resources(self) -> None:
        @self.prompt(name="style_me_for_occasion", title="Style me for an occasion")
        def style_me_for_occasion(
            occasion: Annotated[str, Field(description="What it is for, e.g. 'a summer wedding', 'a job interview'")],
            budget: Annotated[str | None, Field(description="For the whole outfit, e.g. '300 EUR'")] = None,
            notes: Annotated[str | None, Field(description="Anything else: a piece to build on, a dress code")] = None,
        ) -> str:
            """An outfit for an occasion from the user's wardrobe and the shop, in their colours and sizes."""
            return STYLE_ME.format(
                occasion=occasion,
                budget=f" with a budget of {budget}" if budget else "",
                notes=f" Also: {notes}" if notes else "",
            )

        resources = (
            ("profile", "get_style_dna", "The user's style DNA: season, palette, sizes, budget, dislikes."),
            ("palette", "get_user_palette", "The user's personal palette as named colours ({name, hex})."),
            ("account", "get_user_profile", "The user's account: name, subscription, currency, units, region."),
        )
        for part, tool, description in resources:
            self._add_user_resource(part, tool, description)

    def _add_user_resource(self, part: str, tool: str, description: str) -> None:
        async def mine() -> str:
            return await self._read(tool, None)

        async def theirs(user_id: str) -> str:
            return await self._read(tool, user_id)

        self.resource(f"aesthetiq://me/{part}", name=f"my-{part}", description=description, mime_type="application/json")(mine)
        self.resource(
            f"aesthetiq://users/{{user_id}}/{part}",
            name=f"user-{part}",
            description=description + " Only the signed-in user's, when there is one.",
            mime_type="application/json",
        )(theirs)
