"""The tracer: one trace per turn, nested spans through a context variable, two kinds of sink.

Sinks: OpenTelemetry (``otel_spans``: each span is an OpenTelemetry span on the agent's tracer
provider, exported to any OTLP collector and/or Langfuse) and the local JSONL trace log
(`settings.trace_log`). With neither, `turn()` and `span()` hand out a shared no-op object, so
tracing costs one context-variable lookup. Tracing never breaks a turn: a sink that fails is
logged and skipped.
"""

from __future__ import annotations

import asyncio
import contextlib
import contextvars
import logging
import math
import threading
from collections.abc import Callable, Mapping
from typing import TYPE_CHECKING, Any

from aesthetiq.tracing.spans import NOOP_SPAN, NoopSpan, Span, Turn, new_span_id, new_trace_id

if TYPE_CHECKING:
    from opentelemetry.trace import Span as OtelSpan

    from aesthetiq.tracing.langchain import TracingCallbackHandler
    from aesthetiq.tracing.local_log import JsonlTraceLog
    from aesthetiq.tracing.otel_spans import OtelSpans

log = logging.getLogger(__name__)

MAX_STRING_CHARS = 4000
MAX_ITEMS = 50
MAX_DEPTH = 4


def identity(text: str) -> str:
    return text


class Tracer:
    def __init__(
        self,
        *,
        otel: OtelSpans | None = None,
        langfuse: Any = None,
        trace_log: JsonlTraceLog | None = None,
        redact: Callable[[str], str] = identity,
    ) -> None:
        self.otel = otel
        self.langfuse = langfuse  # the Langfuse client, when it is one of the OpenTelemetry backends
        self.trace_log = trace_log
        self._redact = redact
        self._current: contextvars.ContextVar[Span | None] = contextvars.ContextVar(
            f"aesthetiq_span_{id(self)}", default=None
        )
        self._flush_wanted = threading.Event()
        self._flusher: threading.Thread | None = None
        self._flusher_lock = threading.Lock()

    @property
    def enabled(self) -> bool:
        return self.otel is not None or self.trace_log is not None

    # --- the API the agent uses ---------------------------------------------------------------

    def turn(
        self,
        *,
        user_id: str,
        session_id: str | None = None,
        name: str = "turn",
        input: str | None = None,
        **attributes: Any,
    ) -> Turn | NoopSpan:
        """`async with tracer.turn(...) as turn:` — a new trace; `turn.trace_id` (None when off)."""
        if not self.enabled:
            return NOOP_SPAN
        if input is not None:
            attributes["input"] = input
        return Turn(self, name, user_id, session_id, self.clean(attributes))

    def span(self, name: str, kind: str = "node", **attributes: Any) -> Span | NoopSpan:
        """`with tracer.span("analyzer", "node", ...) as span:` — a child of the current span."""
        parent = self._current.get()
        if parent is None:
            return NOOP_SPAN  # outside a turn (or tracing off): nothing to attach to
        return Span(self, parent.turn, name, kind, parent, self.clean(attributes))

    def start_span(self, name: str, kind: str = "node", **attributes: Any) -> Span | NoopSpan:
        """A child of the current span that does not become current; close it with `span.end()`."""
        span = self.span(name, kind, **attributes)
        if isinstance(span, Span):
            self.open(span, current=False)
        return span

    def generation(
        self,
        *,
        model: str,
        input_tokens: int | None = None,
        output_tokens: int | None = None,
        latency_ms: float | None = None,
        name: str = "llm",
        **attributes: Any,
    ) -> None:
        """Record a model call that already happened, under the current span."""
        parent = self._current.get()
        if parent is None:
            return
        values = {
            "model": model,
            "input_tokens": input_tokens,
            "output_tokens": output_tokens,
            "latency_ms": latency_ms,
            **attributes,
        }
        span = Span(self, parent.turn, name, "generation", parent, self.clean(values))
        self.open(span, current=False, offset_ms=latency_ms or 0.0)
        span.end(duration_ms=latency_ms)

    def current_span(self) -> Span | None:
        return self._current.get()

    def current_otel_span(self) -> OtelSpan | None:
        """The OpenTelemetry span of the current span (to name it in an outgoing request)."""
        span = self._current.get()
        return span.backend_state if span is not None and self.otel is not None else None

    def current_trace_id(self) -> str | None:
        span = self._current.get()
        return span.trace_id if span is not None else None

    def langchain_handler(self) -> TracingCallbackHandler:
        """A LangChain callback handler recording each LLM call as a generation span."""
        from aesthetiq.tracing.langchain import TracingCallbackHandler

        return TracingCallbackHandler(self)

    # --- redaction ------------------------------------------------------------------------------

    def redact_text(self, text: str) -> str:
        if len(text) > MAX_STRING_CHARS:
            # Cut at a space so no half token (a cut e-mail address) escapes the redactor.
            head = text[: MAX_STRING_CHARS * 2].rsplit(None, 1)[0]
            text = self._redact(head)[:MAX_STRING_CHARS] + "…"
            return text
        return self._redact(text)

    def clean(self, attributes: Mapping[str, Any]) -> dict[str, Any]:
        """Attribute values made JSON-safe, bounded, and passed through `redact`; None dropped."""
        return {str(key): self._clean(value, 0) for key, value in attributes.items() if value is not None}

    def _clean(self, value: Any, depth: int) -> Any:
        if value is None or isinstance(value, bool | int):
            return value
        if isinstance(value, float):
            return value if math.isfinite(value) else str(value)
        if isinstance(value, str):
            return self.redact_text(value)
        if depth >= MAX_DEPTH:
            return self.redact_text(str(value))
        if isinstance(value, Mapping):
            items = list(value.items())[:MAX_ITEMS]
            return {str(k): self._clean(v, depth + 1) for k, v in items}
        if isinstance(value, list | tuple | set | frozenset):
            return [self._clean(v, depth + 1) for v in list(value)[:MAX_ITEMS]]
        dump = getattr(value, "model_dump", None)
        if callable(dump):
            return self._clean(dump(mode="json"), depth + 1)
        return self.redact_text(str(value))

    # --- span lifecycle (called by Span) --------------------------------------------------------

    def open(self, span: Span, *, current: bool, offset_ms: float = 0.0) -> None:
        span._begin(current=current, offset_ms=offset_ms)
        ids = None
        if self.otel is not None:
            try:
                ids = self.otel.start(span, offset_ms=offset_ms)
            except Exception:
                log.warning("opentelemetry: could not start span %s", span.name, exc_info=True)
        if isinstance(span, Turn):
            span.trace_id = ids[0] if ids else new_trace_id()
        span.span_id = ids[1] if ids else new_span_id()
        if current:
            span._token = self._current.set(span)

    def backend_update(self, span: Span, attributes: dict[str, Any]) -> None:
        if self.otel is not None and span.backend_state is not None:
            try:
                self.otel.update(span, attributes)
            except Exception:
                log.warning("opentelemetry: could not update span %s", span.name, exc_info=True)

    def finish(self, span: Span) -> None:
        if span._current and span._token is not None:
            # Closed from another context (an async generator finalised elsewhere): the context
            # it was opened in is gone with its value, so there is nothing to restore.
            with contextlib.suppress(ValueError):
                self._current.reset(span._token)
        if self.otel is not None and span.backend_state is not None:
            try:
                self.otel.end(span)
            except Exception:
                log.warning("opentelemetry: could not end span %s", span.name, exc_info=True)
        turn = span.turn
        if turn is None:
            return
        if span is turn:
            turn.records.append(span.record())
            if self.trace_log is not None:
                self.trace_log.write(sorted(turn.records, key=lambda r: r["start"]))
            self._request_flush()
        elif turn._ended:
            # A straggler that outlived its turn still reaches the log, on its own line.
            if self.trace_log is not None:
                self.trace_log.write([span.record()])
        else:
            turn.records.append(span.record())

    # --- flushing -------------------------------------------------------------------------------

    def _request_flush(self) -> None:
        """Export the turn's spans now, from a background thread: the event loop never waits."""
        if self.otel is None or not self.otel.exporting:
            return
        with self._flusher_lock:
            if self._flusher is None or not self._flusher.is_alive():
                self._flusher = threading.Thread(
                    target=self._flush_loop, name="aesthetiq-trace-flush", daemon=True
                )
                self._flusher.start()
        self._flush_wanted.set()

    def _flush_loop(self) -> None:
        while True:
            self._flush_wanted.wait()
            self._flush_wanted.clear()
            self.flush()

    def flush(self) -> None:
        """Block until every finished span has been exported (call from a thread, or at exit)."""
        if self.otel is not None and self.otel.exporting:
            try:
                self.otel.flush()
            except Exception:
                log.warning("opentelemetry: flush failed", exc_info=True)

    async def aflush(self) -> None:
        await asyncio.to_thread(self.flush)

    def shutdown(self) -> None:
        self.flush()
