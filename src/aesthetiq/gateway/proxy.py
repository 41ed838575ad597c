"""Calls to the agent service over one shared HTTP client: JSON requests and the SSE relay.

The relay forwards each server-sent event the moment it is complete (no buffering), writes a
keep-alive comment when the agent has been quiet for ``keepalive_s``, ends the stream with an error
event after ``stream_timeout_s``, and closes the upstream connection whenever the relay stops,
including when the browser goes away, so the agent notices and cancels the turn (seed 004).
"""

from __future__ import annotations

import asyncio
import json
import logging
import re
from collections.abc import AsyncIterator
from typing import Any

import anyio
import httpx
from fastapi.responses import JSONResponse, Response, StreamingResponse

log = logging.getLogger("aesthetiq.gateway.proxy")

# An SSE event ends with a blank line; servers may use LF, CRLF or CR line ends (sse-starlette: CRLF).
_EVENT_END = re.compile(rb"\r\n\r\n|\n\n|\r\r")
KEEPALIVE = b": keep-alive\n\n"
SSE_HEADERS = {"Cache-Control": "no-cache, no-transform", "X-Accel-Buffering": "no"}
UNAVAILABLE = "The stylist is not reachable right now; try again in a moment."
_END = object()
_TIMEOUT = object()
_TOO_LONG = "This answer took too long and was stopped; try again."
_LOST = "The connection to the stylist was lost."


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


class AgentProxy:
    def __init__(self, client: httpx.AsyncClient, base_url: str, *, timeout_s: float, keepalive_s: float) -> None:
        self.client = client
        self.base_url = base_url.rstrip("/")
        self.timeout_s = timeout_s
        self.keepalive_s = keepalive_s

    async def call(
        self,
        method: str,
        path: str,
        *,
        params: dict[str, str] | None = None,
        body: dict[str, Any] | None = None,
        timeout_s: float | None = None,
    ) -> Response:
        """Forward one JSON request; the agent's status and body come back as they are."""
        try:
            upstream = await self.client.request(
                method, self.base_url + path, params=params, json=body, timeout=timeout_s or self.timeout_s
            )
        except httpx.TimeoutException:
            log.warning("agent timed out on %s %s", method, path)
            return JSONResponse({"detail": "The stylist took too long to answer; try again."}, 504)
        except httpx.HTTPError as exc:
            log.error("agent unreachable on %s %s: %s", method, path, exc)
            return JSONResponse({"detail": UNAVAILABLE}, 503)
        if upstream.status_code == 204:
            return Response(status_code=204)
        return _json_response(upstream)

    async def stream(self, path: str, body: dict[str, Any]) -> Response:
        """Open the agent's SSE stream; its status decides between an error and the relay."""
        request = self.client.build_request(
            "POST",
            self.base_url + path,
            json=body,
            headers={"Accept": "text/event-stream"},
            timeout=httpx.Timeout(self.timeout_s, connect=5.0, read=None),
        )
        try:
            upstream = await self.client.send(request, stream=True)
        except httpx.HTTPError as exc:
            log.error("agent unreachable for a stream: %s", exc)
            return JSONResponse({"detail": UNAVAILABLE}, 503)
        if upstream.status_code != 200:
            try:
                await upstream.aread()
            finally:
                await upstream.aclose()
            return _json_response(upstream)
        return StreamingResponse(
            self.relay(upstream), media_type="text/event-stream", headers=SSE_HEADERS
        )

    async def relay(self, upstream: httpx.Response) -> AsyncIterator[bytes]:
        queue: asyncio.Queue[Any] = asyncio.Queue()
        loop = asyncio.get_running_loop()
        last_write = [loop.time()]
        pump = asyncio.create_task(_pump(upstream, queue))
        watchdog = asyncio.create_task(
            _watchdog(queue, last_write, self.keepalive_s, loop.time() + self.timeout_s)
        )
        try:
            while True:
                # Whatever has arrived goes out in one write: nothing waits for more to come.
                batch = [await queue.get()]
                while not queue.empty():
                    batch.append(queue.get_nowait())
                out: list[bytes] = []
                finished = False
                for item in batch:
                    if item is _END:
                        finished = True
                        break
                    if item is _TIMEOUT:
                        log.warning("stream ended after the %.0f s limit", self.timeout_s)
                        out.append(sse_event({"type": "error", "message": _TOO_LONG}))
                        finished = True
                        break
                    if isinstance(item, BaseException):
                        out.append(sse_event({"type": "error", "message": _LOST}))
                        finished = True
                        break
                    out.append(item)
                if out:
                    last_write[0] = loop.time()
                    yield b"".join(out)
                if finished:
                    return
        finally:
            # Runs on normal end, on timeout and when the client disconnects (generator closed or
            # cancelled): closing the upstream response drops the agent connection mid-stream.
            # Starlette cancels through an anyio scope, which would cancel these awaits too: shield.
            pump.cancel()
            watchdog.cancel()
            with anyio.CancelScope(shield=True):
                await asyncio.gather(pump, watchdog, return_exceptions=True)
                await upstream.aclose()


async def _pump(upstream: httpx.Response, queue: asyncio.Queue[Any]) -> None:
    buffer = b""
    try:
        async for chunk in upstream.aiter_raw():
            buffer += chunk
            events, buffer = split_events(buffer)
            if events:
                queue.put_nowait(b"".join(events))
        if buffer.strip():
            queue.put_nowait(buffer + b"\n\n")
        queue.put_nowait(_END)
    except asyncio.CancelledError:
        raise
    except Exception as exc:
        log.warning("agent stream broke: %s", exc)
        queue.put_nowait(exc)


async def _watchdog(queue: asyncio.Queue[Any], last_write: list[float], keepalive_s: float, deadline: float) -> None:
    """Keep-alive comments during silences, and the end of the stream at the deadline. One timer per
    stream, instead of a timeout around every read."""
    loop = asyncio.get_running_loop()
    while True:
        now = loop.time()
        if now >= deadline:
            queue.put_nowait(_TIMEOUT)
            return
        due = last_write[0] + keepalive_s
        if now >= due:
            queue.put_nowait(KEEPALIVE)
            last_write[0] = now
            continue
        await asyncio.sleep(min(due, deadline) - now)


def _json_response(upstream: httpx.Response) -> Response:
    # The agent's JSON goes through as bytes: re-encoding it would only cost time.
    if not upstream.headers.get("content-type", "").startswith("application/json"):
        log.error("agent answered %d with a %r body", upstream.status_code, upstream.headers.get("content-type"))
        return JSONResponse({"detail": UNAVAILABLE}, 502)
    return Response(upstream.content, upstream.status_code, media_type="application/json")
