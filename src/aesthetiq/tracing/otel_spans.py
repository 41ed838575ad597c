"""Our spans as OpenTelemetry spans: each ``Span`` opens one on the service's tracer provider.

A turn's root span is a child of the current OpenTelemetry context (the agent's HTTP server span,
itself a child of the gateway's ``traceparent``), so a turn's trace id is the request's; spans below
it nest by our own parent links. Attributes are mapped for the backends (``observation_attributes``)
only when some exporter will read them (``exporting``); otherwise spans only give ids to the log.
"""

from __future__ import annotations

import time
from typing import Any

from opentelemetry import trace
from opentelemetry.sdk.trace import TracerProvider
from opentelemetry.trace import Status, StatusCode, format_span_id, format_trace_id

from aesthetiq import __version__
from aesthetiq.tracing.langfuse_backend import observation_attributes
from aesthetiq.tracing.otel import SCOPE
from aesthetiq.tracing.spans import Span


class OtelSpans:
    def __init__(self, provider: TracerProvider, *, exporting: bool) -> None:
        self.provider = provider
        self.tracer = provider.get_tracer(SCOPE, __version__)
        self.exporting = exporting

    def start(self, span: Span, *, offset_ms: float = 0.0) -> tuple[str, str]:
        parent = span.otel_parent
        context = trace.set_span_in_context(parent) if parent is not None else None
        attributes = self._attributes(span, span.attributes) if self.exporting else None
        if self.exporting and span.kind == "turn":
            attributes = {**(attributes or {}), "langfuse.trace.name": span.name}
        started = time.time_ns() - int(offset_ms * 1e6)
        otel = self.tracer.start_span(span.name, context=context, attributes=attributes, start_time=started)
        span.backend_state = otel
        ids = otel.get_span_context()
        return format_trace_id(ids.trace_id), format_span_id(ids.span_id)

    def _attributes(self, span: Span, values: dict[str, Any]) -> dict[str, Any]:
        out = observation_attributes(span.kind, values)
        turn = span.turn
        if turn is not None:  # every span of a turn says whose it is (Langfuse filters on them)
            out["user.id"] = turn.user_id
            if turn.session_id:
                out["session.id"] = turn.session_id
        return out

    def update(self, span: Span, attributes: dict[str, Any]) -> None:
        if self.exporting:
            otel: trace.Span = span.backend_state
            otel.set_attributes({k: v for k, v in observation_attributes(span.kind, attributes).items()
                                 if k != "langfuse.observation.type"})  # fmt: skip

    def end(self, span: Span) -> None:
        otel: trace.Span = span.backend_state
        span.backend_state = None
        if span.status != "ok":
            message = span.error or span.status
            if self.exporting:
                level = "WARNING" if span.status == "cancelled" else "ERROR"
                otel.set_attributes({"langfuse.observation.level": level, "langfuse.observation.status_message": message})
            if span.status == "error":
                otel.set_status(Status(StatusCode.ERROR, message))
        otel.end(end_time=otel.start_time + int(span.duration_ms * 1e6) if otel.start_time else None)  # type: ignore[attr-defined]

    def current(self, span: Span | None) -> trace.Span | None:
        return span.backend_state if span is not None else None

    def flush(self) -> None:
        self.provider.force_flush()
