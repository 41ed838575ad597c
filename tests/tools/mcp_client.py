"""Calls over MCP with the official client, one short session each (what a test needs)."""

from __future__ import annotations

import contextlib
import json
from typing import Any

from mcp import ClientSession
from mcp.client.streamable_http import streamablehttp_client
from mcp.types import CallToolResult, Tool


async def mcp_list(base_url: str) -> list[Tool]:
    async with (
        streamablehttp_client(base_url + "/mcp") as (read, write, _),
        ClientSession(read, write) as session,
    ):
        await session.initialize()
        return (await session.list_tools()).tools


async def mcp_call(
    base_url: str, name: str, arguments: dict[str, Any], headers: dict[str, str] | None = None
) -> CallToolResult:
    async with (
        streamablehttp_client(base_url + "/mcp", headers=headers) as (read, write, _),
        ClientSession(read, write) as session,
    ):
        await session.initialize()
        return await session.call_tool(name, arguments)


def result_value(result: CallToolResult) -> dict[str, Any]:
    """The tool's structured content; the text beside it is a rendering for a model, not the JSON again."""
    assert not result.isError, result.content
    assert len(result.content) == 1 and result.content[0].type == "text"
    text = result.content[0].text
    assert text.strip() and isinstance(result.structuredContent, dict)
    with contextlib.suppress(ValueError):
        assert json.loads(text) != result.structuredContent, "the payload is not sent twice"
    return result.structuredContent


def error_text(result: CallToolResult) -> str:
    assert result.isError, result.content
    return result.content[0].text
