"""Calls to the agent service over one shared HTTP client: JSON requests as they are, and
streams handed to the SSE relay once the agent has accepted the turn. Each call carries the
internal token and the signed user (``service_auth``) when ``AESTHETIQ_INTERNAL_TOKEN`` is set."""

from __future__ import annotations

import logging
from typing import Any

import httpx
from fastapi.responses import JSONResponse, Response

from aesthetiq.gateway.relay import RelayResponse
from aesthetiq.http_errors import describe_errors
from aesthetiq.service_auth import service_headers
from aesthetiq.settings import Settings

log = logging.getLogger("aesthetiq.gateway.proxy")

UNAVAILABLE = "The stylist is not reachable right now; try again in a moment."


class AgentProxy:
    def __init__(self, client: httpx.AsyncClient, settings: Settings) -> None:
        self.client = client
        self.settings = settings
        self.base_url = settings.resolved_agent_url.rstrip("/")
        self.timeout_s = settings.stream_timeout_s
        self.keepalive_s = settings.keepalive_s

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
        try:
            upstream = await self.client.request(
                method,
                self.base_url + path,
                params=params,
                json=body,
                headers=service_headers(self.settings, user),
                timeout=timeout_s or self.timeout_s,
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

    async def stream(self, path: str, body: dict[str, Any], *, user: str) -> Response:
        """Open the agent's SSE stream for ``user``; its status decides between an error and the relay."""
        request = self.client.build_request(
            "POST",
            self.base_url + path,
            json=body,
            headers={"Accept": "text/event-stream", **service_headers(self.settings, user)},
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
