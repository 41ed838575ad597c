"""Tracing: one trace per turn with nested spans, to Langfuse and/or a local JSONL log.

`build_tracer(settings, redact=...)` gives the process's `Tracer`; see `tracer.py` for the API.
"""

from __future__ import annotations

from collections.abc import Callable

from aesthetiq.settings import Settings
from aesthetiq.tracing.spans import KINDS, NOOP_SPAN, NoopSpan, Span, SpanKind, Turn
from aesthetiq.tracing.tracer import Tracer, identity

__all__ = ["KINDS", "NOOP_SPAN", "NoopSpan", "Span", "SpanKind", "Tracer", "Turn", "build_tracer"]


def build_tracer(settings: Settings, *, redact: Callable[[str], str] = identity) -> Tracer:
    """Langfuse when both keys are set, the JSONL log when `settings.trace_log`; else a no-op tracer.

    `redact` runs over every string attribute before any sink sees it (pass
    `aesthetiq.guardrails.redact_pii`).
    """
    langfuse = None
    secret = settings.langfuse_secret_key.get_secret_value() if settings.langfuse_secret_key else None
    if settings.langfuse_public_key and secret:
        from aesthetiq.tracing.langfuse_backend import LangfuseBackend, langfuse_client

        langfuse = LangfuseBackend(
            langfuse_client(settings.langfuse_public_key, secret, settings.langfuse_base_url.rstrip("/"))
        )
    trace_log = None
    if settings.trace_log:
        from aesthetiq.tracing.local_log import JsonlTraceLog, trace_log_path

        trace_log = JsonlTraceLog(trace_log_path(settings))
    return Tracer(langfuse=langfuse, trace_log=trace_log, redact=redact)
