"""OpenTelemetry for every service: one tracer provider each, exporters from the standard settings.

Each service gets a ``TracerProvider`` whose resource names it (``service.name`` aesthetiq-gateway,
-agent, -tools, -embeddings), exporting over OTLP/HTTP to ``OTEL_EXPORTER_OTLP_TRACES_ENDPOINT`` (or
``OTEL_EXPORTER_OTLP_ENDPOINT`` + ``/v1/traces``) with ``OTEL_EXPORTER_OTLP_HEADERS``: any collector.
Langfuse is one more exporter on the agent's provider (``langfuse.py``). With no exporter configured
a service is not instrumented at all and pays nothing.

A trace crosses the services with W3C ``traceparent``: the gateway's HTTP client injects it (httpx
instrumentation), the agent's server span extracts it (FastAPI instrumentation) and the turn's spans
nest under it; the agent's tool calls carry it in the MCP request's ``params._meta`` (as the
OpenTelemetry MCP conventions say), where the tool server picks it up for its ``tools/call`` span.
"""

from __future__ import annotations

import contextlib
import logging
from collections.abc import Iterator, Mapping
from typing import Any
from urllib.parse import unquote

from opentelemetry import propagate, trace
from opentelemetry.context import Context
from opentelemetry.sdk.resources import Resource
from opentelemetry.sdk.trace import TracerProvider
from opentelemetry.sdk.trace.export import BatchSpanProcessor

from aesthetiq import __version__
from aesthetiq.settings import Settings

log = logging.getLogger("aesthetiq.tracing.otel")

SERVICE_NAMES = {
    "gateway": "aesthetiq-gateway",
    "agent": "aesthetiq-agent",
    "mcp": "aesthetiq-tools",
    "embeddings": "aesthetiq-embeddings",
}
SCOPE = "aesthetiq"
# No server spans for these: probes are noise, and /mcp requests are traced per tool call instead
# (their HTTP requests leave from the MCP client's own task, outside the turn's context).
UNTRACED_PATHS = ("/health", "/health/live", "/health/ready", "/mcp")


def traces_endpoint(settings: Settings) -> str | None:
    if settings.otel_exporter_otlp_traces_endpoint:
        return settings.otel_exporter_otlp_traces_endpoint
    if settings.otel_exporter_otlp_endpoint:
        return settings.otel_exporter_otlp_endpoint.rstrip("/") + "/v1/traces"
    return None


def parse_headers(text: str | None) -> dict[str, str]:
    """``key1=value1,key2=value2`` (values URL-encoded), as the OTLP exporter specification has it."""
    headers: dict[str, str] = {}
    for pair in (text or "").split(","):
        key, sep, value = pair.partition("=")
        if sep and key.strip():
            headers[key.strip().lower()] = unquote(value.strip())
    return headers


def build_provider(settings: Settings, service: str, *, always: bool = False) -> TracerProvider | None:
    """The service's provider, exporting to the configured collector; None when nothing would see its
    spans (unless ``always``: the agent's turns have trace ids for its own log and Langfuse too)."""
    endpoint = traces_endpoint(settings)
    if endpoint is None and not always:
        return None
    resource = Resource.create({"service.name": SERVICE_NAMES[service], "service.version": __version__})
    provider = TracerProvider(resource=resource)
    if endpoint is not None:
        from opentelemetry.exporter.otlp.proto.http import Compression
        from opentelemetry.exporter.otlp.proto.http.trace_exporter import OTLPSpanExporter

        secret = settings.otel_exporter_otlp_headers
        exporter = OTLPSpanExporter(
            endpoint=endpoint,
            headers=parse_headers(secret.get_secret_value() if secret else None),
            compression=Compression.Gzip,
        )
        provider.add_span_processor(BatchSpanProcessor(exporter))
        log.info("%s exports spans to %s", SERVICE_NAMES[service], endpoint)
    return provider


def instrument_app(app: Any, provider: TracerProvider | None) -> None:
    """Server spans for the app's requests, children of an incoming ``traceparent``."""
    if provider is None:
        return
    from opentelemetry.instrumentation.fastapi import FastAPIInstrumentor

    FastAPIInstrumentor.instrument_app(
        app,
        tracer_provider=provider,
        excluded_urls=",".join(f"^{path}$" for path in UNTRACED_PATHS),
        exclude_spans=["receive", "send"],  # one span per request, not one per SSE write
    )


def instrument_client(client: Any, provider: TracerProvider | None) -> None:
    """Client spans for an httpx client's requests, and ``traceparent`` on each."""
    if provider is None:
        return
    from opentelemetry.instrumentation.httpx import HTTPXClientInstrumentor

    HTTPXClientInstrumentor.instrument_client(client, tracer_provider=provider)


def carrier_for(span: trace.Span | None) -> dict[str, str]:
    """``traceparent`` (and ``tracestate``) naming ``span``, for an MCP request's ``_meta``."""
    carrier: dict[str, str] = {}
    if span is not None and span.get_span_context().is_valid:
        propagate.inject(carrier, context=trace.set_span_in_context(span))
    return carrier


def context_from(meta: Mapping[str, Any] | None) -> Context | None:
    """The caller's context from an MCP request's ``_meta``, or None when it names none."""
    if not meta or "traceparent" not in meta:
        return None
    return propagate.extract({k: str(v) for k, v in meta.items() if k in ("traceparent", "tracestate")})


@contextlib.contextmanager
def tool_call_span(provider: TracerProvider | None, name: str, meta: Mapping[str, Any] | None) -> Iterator[None]:
    """The tool server's span for one MCP tool call, current while the tool runs."""
    if provider is None:
        yield
        return
    tracer = provider.get_tracer(SCOPE, __version__)
    attributes = {"mcp.method.name": "tools/call", "gen_ai.tool.name": name, "gen_ai.operation.name": "execute_tool"}
    with tracer.start_as_current_span(
        f"tools/call {name}", context=context_from(meta), kind=trace.SpanKind.SERVER, attributes=attributes
    ):
        yield


def shutdown(provider: TracerProvider | None) -> None:
    if provider is not None:
        provider.shutdown()  # exports what is still queued
