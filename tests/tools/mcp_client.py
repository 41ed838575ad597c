"""Calls over MCP with the official client, one short session each (what a test needs)."""

from __future__ import annotations

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


def result_value(result: CallToolResult) -> Any:
    """The tool's JSON result; checks that text and structured content agree."""
    assert not result.isError, result.content
    assert len(result.content) == 1 and result.content[0].type == "text"
    value = json.loads(result.content[0].text)
    assert result.structuredContent == {"result": value}
    return value


def error_text(result: CallToolResult) -> str:
    assert result.isError, result.content
    return result.content[0].text
