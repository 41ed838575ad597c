"""Calls to the agent service over one shared HTTP client: JSON requests as they are, and
streams handed to the SSE relay once the agent has accepted the turn. Each call carries the
internal token and the signed user (``service_auth``) when ``AESTHETIQ_INTERNAL_TOKEN`` is set."""

from __future__ import annotations

import logging
from collections.abc import Callable
from typing import Any

import httpx
from fastapi.responses import JSONResponse, Response

from aesthetiq.gateway.relay import RelayResponse
from aesthetiq.gateway.upstreams import Upstreams
from aesthetiq.http_errors import describe_errors
from aesthetiq.lifecycle import DRAINING_HEADER
from aesthetiq.service_auth import service_headers
from aesthetiq.settings import Settings

log = logging.getLogger("aesthetiq.gateway.proxy")

UNAVAILABLE = "The stylist is not reachable right now; try again in a moment."


class AgentProxy:
    """Calls to the agent replicas (``Upstreams``): the next ready one, and the one after it when a
    replica refuses before doing anything (unreachable, or draining)."""

    def __init__(self, client: httpx.AsyncClient, settings: Settings, upstreams: Upstreams | None = None) -> None:
        self.client = client
        self.settings = settings
        self.upstreams = upstreams or Upstreams(
            settings.resolved_agent_urls, client, settings.upstream_check_interval_s
        )
        self.timeout_s = settings.stream_timeout_s
        self.keepalive_s = settings.keepalive_s

    async def _send(self, build: Callable[[str], httpx.Request], *, stream: bool) -> httpx.Response:
        """The first answer that is not a refusal; raises the last transport error when every replica fails."""
        failure: Exception | None = None
        for upstream in self.upstreams.candidates():
            try:
                response = await self.client.send(build(upstream.url), stream=stream)
            except (httpx.ConnectError, httpx.ConnectTimeout) as exc:  # never reached it: try the next
                self.upstreams.refused(upstream, f"is unreachable ({exc.__class__.__name__})")
                failure = exc
                continue
            if response.status_code == 503 and response.headers.get(DRAINING_HEADER):
                await response.aclose()
                self.upstreams.refused(upstream, "is shutting down")
                failure = httpx.ConnectError("every agent replica is shutting down")
                continue
            return response
        # ConnectError whatever the last failure was: nothing was sent anywhere, so it is "unavailable".
        raise httpx.ConnectError(f"no agent replica took the request ({failure})")

    async def call(
        self,
        method: str,
        path: str,
        *,
        user: str,
        params: dict[str, str] | None = None,
        body: dict[str, Any] | None = None,
        timeout_s: float | None = None,
    ) -> Response:
        """Forward one JSON request for ``user``; the agent's status and body come back as they are."""
        def build(base_url: str) -> httpx.Request:
            return self.client.build_request(
                method,
                base_url + path,
                params=params,
                json=body,
                headers=service_headers(self.settings, user),
                timeout=timeout_s or self.timeout_s,
            )

        try:
            upstream = await self._send(build, stream=False)
        except httpx.TimeoutException:
            log.warning("agent timed out on %s %s", method, path)
            return JSONResponse({"detail": "The stylist took too long to answer; try again."}, 504)
        except httpx.HTTPError as exc:
            log.error("agent unreachable on %s %s: %s", method, path, exc)
            return JSONResponse({"detail": UNAVAILABLE}, 503)
        if upstream.status_code == 204:
            return Response(status_code=204)
        return _json_response(upstream)

    async def stream(self, path: str, body: dict[str, Any], *, user: str) -> Response:
        """Open the agent's SSE stream for ``user``; its status decides between an error and the relay."""
        def build(base_url: str) -> httpx.Request:
            return self.client.build_request(
                "POST",
                base_url + path,
                json=body,
                headers={"Accept": "text/event-stream", **service_headers(self.settings, user)},
                timeout=httpx.Timeout(self.timeout_s, connect=5.0, read=None),
            )

        try:
            upstream = await self._send(build, stream=True)
        except httpx.HTTPError as exc:
            log.error("agent unreachable for a stream: %s", exc)
            return JSONResponse({"detail": UNAVAILABLE}, 503)
        if upstream.status_code != 200:
            try:
                await upstream.aread()
            finally:
                await upstream.aclose()
            return _json_response(upstream)
        return RelayResponse(upstream, keepalive_s=self.keepalive_s, timeout_s=self.timeout_s)


def _json_response(upstream: httpx.Response) -> Response:
    # The agent's JSON goes through as bytes: re-encoding it would only cost time.
    if not upstream.headers.get("content-type", "").startswith("application/json"):
        log.error(
            "agent answered %d with a %r body", upstream.status_code, upstream.headers.get("content-type")
        )
        return JSONResponse({"detail": UNAVAILABLE}, 502)
    if upstream.status_code >= 400:
        return _error_response(upstream)
    return Response(upstream.content, upstream.status_code, media_type="application/json")


def _error_response(upstream: httpx.Response) -> Response:
    """The agent's refusal, always as ``{"detail": "<sentence>"}`` whatever shape it came in."""
    try:
        body: Any = upstream.json()
    except ValueError:
        body = None
    detail = body.get("detail") if isinstance(body, dict) else None
    if isinstance(detail, str) and detail.strip():
        return Response(upstream.content, upstream.status_code, media_type="application/json")
    log.warning("agent answered %d without a readable detail: %.200s", upstream.status_code, upstream.text)
    if isinstance(detail, list) and all(isinstance(e, dict) for e in detail):
        sentence = describe_errors(detail, request=True)  # FastAPI's raw error list
    elif upstream.status_code >= 500:
        sentence = UNAVAILABLE
    else:
        sentence = "The stylist could not take this request; check it and try again."
    return JSONResponse({"detail": sentence}, upstream.status_code)
