"""The SSE relay: an ASGI response that copies the agent's event stream to the client.

Each complete event is written the moment it has arrived (what arrived together goes out in one
write; nothing waits for more). A keep-alive comment goes out when the stream has been quiet for
``keepalive_s``; after ``timeout_s`` the stream ends with an error event. When the client goes away
the upstream connection is closed at once, so the agent notices and cancels the turn (seed 004).

Reading, writing and watching for the disconnect run in one task group, without a queue between
reader and writer: a relayed event costs one read and one write.
"""

from __future__ import annotations

import asyncio
import contextlib
import json
import logging
import re
from typing import Any

import anyio
import httpx
from starlette.responses import Response
from starlette.types import Receive, Scope, Send

log = logging.getLogger("aesthetiq.gateway.relay")

# An SSE event ends with a blank line; servers may use LF, CRLF or CR line ends (sse-starlette: CRLF).
_EVENT_END = re.compile(rb"\r\n\r\n|\n\n|\r\r")
KEEPALIVE = b": keep-alive\n\n"
SSE_HEADERS = {"Cache-Control": "no-cache, no-transform", "X-Accel-Buffering": "no"}
TOO_LONG = "This answer took too long and was stopped; try again."
LOST = "The connection to the stylist was lost."


def sse_event(payload: dict[str, Any]) -> bytes:
    return b"data: " + json.dumps(payload, ensure_ascii=False).encode() + b"\n\n"


def split_events(buffer: bytes) -> tuple[list[bytes], bytes]:
    """Complete events (each re-terminated with a blank line) and the unfinished rest."""
    events: list[bytes] = []
    start = 0
    for match in _EVENT_END.finditer(buffer):
        events.append(buffer[start : match.start()] + b"\n\n")
        start = match.end()
    return events, buffer[start:]


class RelayResponse(Response):
    media_type = "text/event-stream"

    def __init__(self, upstream: httpx.Response, *, keepalive_s: float, timeout_s: float) -> None:
        self.upstream = upstream
        self.keepalive_s = keepalive_s
        self.timeout_s = timeout_s
        self.status_code = 200
        self.background = None
        session = upstream.headers.get("x-session-id")
        # The session id before the first event, as the agent sends it (a client may show it at once).
        self.init_headers({**SSE_HEADERS, **({"X-Session-Id": session} if session else {})})

    async def __call__(self, scope: Scope, receive: Receive, send: Send) -> None:
        loop = asyncio.get_running_loop()
        lock = anyio.Lock()
        last_write = loop.time()
        client_gone = False

        async def write(data: bytes) -> None:
            nonlocal last_write
            async with lock:  # the keep-alive never lands in the middle of an event
                await send({"type": "http.response.body", "body": data, "more_body": True})
                last_write = loop.time()

        async def relay(group: anyio.abc.TaskGroup) -> None:
            buffer = b""
            try:
                with anyio.fail_after(self.timeout_s):
                    async for chunk in self.upstream.aiter_raw():
                        buffer += chunk
                        events, buffer = split_events(buffer)
                        if events:
                            await write(b"".join(events))
                if buffer.strip():
                    await write(buffer + b"\n\n")
            except TimeoutError:
                log.warning("stream ended after the %.0f s limit", self.timeout_s)
                await write(sse_event({"type": "error", "message": TOO_LONG}))
            except httpx.HTTPError as exc:
                log.warning("agent stream broke: %s", exc)
                await write(sse_event({"type": "error", "message": LOST}))
            group.cancel_scope.cancel()

        async def keepalive() -> None:
            while True:
                idle = loop.time() - last_write
                if idle >= self.keepalive_s:
                    await write(KEEPALIVE)
                else:
                    await anyio.sleep(self.keepalive_s - idle)

        async def watch_disconnect(group: anyio.abc.TaskGroup) -> None:
            nonlocal client_gone
            while (await receive())["type"] != "http.disconnect":
                pass
            client_gone = True
            group.cancel_scope.cancel()

        await send({"type": "http.response.start", "status": 200, "headers": self.raw_headers})
        try:
            async with anyio.create_task_group() as group:
                group.start_soon(relay, group)
                group.start_soon(keepalive)
                group.start_soon(watch_disconnect, group)
        except* OSError:
            client_gone = True  # a write to a closed connection
        finally:
            # Closing the upstream mid-stream drops the agent connection: the agent cancels the turn.
            with anyio.CancelScope(shield=True):
                await self.upstream.aclose()
        if client_gone:
            log.info("client left mid-stream; upstream closed")
            return
        with contextlib.suppress(OSError):
            await send({"type": "http.response.body", "body": b"", "more_body": False})
