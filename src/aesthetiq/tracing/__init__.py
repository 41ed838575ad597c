"""Tracing: one trace per turn with nested spans, to OpenTelemetry (any collector, Langfuse) and/or a local JSONL log.

`build_tracer(settings, redact=...)` gives the process's `Tracer`; see `tracer.py` for the API.
"""

from __future__ import annotations

from collections.abc import Callable

from opentelemetry.sdk.trace import TracerProvider

from aesthetiq.settings import Settings
from aesthetiq.tracing.otel import build_provider, traces_endpoint
from aesthetiq.tracing.otel_spans import OtelSpans
from aesthetiq.tracing.spans import KINDS, NOOP_SPAN, NoopSpan, Span, SpanKind, Turn
from aesthetiq.tracing.tracer import Tracer, identity

__all__ = ["KINDS", "NOOP_SPAN", "NoopSpan", "Span", "SpanKind", "Tracer", "Turn", "build_tracer"]


def build_tracer(
    settings: Settings, *, redact: Callable[[str], str] = identity, provider: TracerProvider | None = None
) -> Tracer:
    """OpenTelemetry spans (exported to the OTLP collector and/or Langfuse when configured) and the
    JSONL log when `settings.trace_log`; with none of them a no-op tracer.

    `provider`: the agent service's own (its HTTP spans and the turn's share it); built here if not
    given. `redact` runs over every string attribute before any sink sees it (pass
    `aesthetiq.guardrails.redact_pii`).
    """
    secret = settings.langfuse_secret_key.get_secret_value() if settings.langfuse_secret_key else None
    with_langfuse = bool(settings.langfuse_public_key and secret)
    exporting = with_langfuse or traces_endpoint(settings) is not None
    if not (exporting or settings.trace_log):
        return Tracer(redact=redact)
    provider = provider or build_provider(settings, "agent", always=True)
    assert provider is not None
    langfuse = None
    if with_langfuse:
        from aesthetiq.tracing.langfuse_backend import langfuse_client

        langfuse = langfuse_client(
            str(settings.langfuse_public_key), str(secret), settings.langfuse_base_url.rstrip("/"), provider
        )
    trace_log = None
    if settings.trace_log:
        from aesthetiq.tracing.local_log import JsonlTraceLog, trace_log_path

        trace_log = JsonlTraceLog(trace_log_path(settings))
    otel = OtelSpans(provider, exporting=exporting)
    return Tracer(otel=otel, langfuse=langfuse, trace_log=trace_log, redact=redact)
