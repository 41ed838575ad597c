"""Reading server-sent events in tests: data payloads and comments, as they arrive."""

from __future__ import annotations

import json
from collections.abc import AsyncIterator
from typing import Any

import httpx


async def sse_lines(response: httpx.Response) -> AsyncIterator[str]:
    async for line in response.aiter_lines():
        yield line


async def sse_events(response: httpx.Response) -> AsyncIterator[dict[str, Any]]:
    """Each ``data:`` payload, decoded; comments yield {"comment": text}."""
    async for line in response.aiter_lines():
        if line.startswith("data:"):
            yield json.loads(line[5:].strip())
        elif line.startswith(":"):
            yield {"comment": line[1:].strip()}


async def collect(
    client: httpx.AsyncClient, url: str, body: dict[str, Any], **kwargs: Any
) -> list[dict[str, Any]]:
    async with client.stream("POST", url, json=body, **kwargs) as response:
        assert response.status_code == 200, await response.aread()
        return [event async for event in sse_events(response)]
