"""Span and turn objects shared by the tracer and its backends.

A span is opened by `Tracer.span(...)` (current: children nest under it through a context
variable) or `Tracer.start_span(...)` (not current: for callbacks whose start and end arrive as two
separate calls). Every attribute passes through the tracer's `clean` (redaction and size limits)
before any backend sees it.
"""

from __future__ import annotations

import contextvars
import secrets
import time
from datetime import UTC, datetime
from typing import TYPE_CHECKING, Any, Literal

if TYPE_CHECKING:
    from aesthetiq.tracing.tracer import Tracer

SpanKind = Literal["turn", "node", "tool", "generation", "guardrail"]
KINDS: tuple[str, ...] = ("turn", "node", "tool", "generation", "guardrail")


def new_trace_id() -> str:
    return secrets.token_hex(16)


def new_span_id() -> str:
    return secrets.token_hex(8)


class Span:
    """One step of a turn; records itself into its turn when it ends."""

    __slots__ = (
        "_current",
        "_ended",
        "_start_ns",
        "_token",
        "attributes",
        "backend_state",
        "duration_ms",
        "error",
        "kind",
        "name",
        "otel_parent",
        "parent_id",
        "span_id",
        "start",
        "status",
        "tracer",
        "turn",
    )

    def __init__(
        self,
        tracer: Tracer,
        turn: Turn | None,
        name: str,
        kind: str,
        parent: Span | None,
        attributes: dict[str, Any],
    ) -> None:
        if kind not in KINDS:
            raise ValueError(f"unknown span kind {kind!r}; use one of {', '.join(KINDS)}")
        self.tracer = tracer
        self.turn = turn
        self.name = name
        self.kind = kind
        self.parent_id: str | None = parent.span_id if parent is not None else None
        self.otel_parent: Any = parent.backend_state if parent is not None else None  # its OpenTelemetry span
        self.attributes: dict[str, Any] = attributes
        self.span_id = ""
        self.start = ""
        self.duration_ms = 0.0
        self.status = "ok"
        self.error: str | None = None
        self.backend_state: Any = None
        self._current = False
        self._ended = False
        self._token: contextvars.Token[Span | None] | None = None
        self._start_ns = 0

    @property
    def trace_id(self) -> str | None:
        return self.turn.trace_id if self.turn is not None else None

    def _begin(self, *, current: bool, offset_ms: float = 0.0) -> None:
        self._current = current
        self._start_ns = time.perf_counter_ns() - int(offset_ms * 1e6)
        started = time.time() - offset_ms / 1000.0
        self.start = datetime.fromtimestamp(started, UTC).isoformat(timespec="microseconds")

    def set(self, **attributes: Any) -> None:
        """Add or replace attributes (values are redacted like the opening ones)."""
        if self._ended or not attributes:
            return
        cleaned = self.tracer.clean(attributes)
        self.attributes.update(cleaned)
        self.tracer.backend_update(self, cleaned)

    def end(self, error: BaseException | None = None, *, duration_ms: float | None = None) -> None:
        """Close a span opened with `start_span` (context-managed spans close themselves)."""
        if self._ended:
            return
        self._ended = True
        measured = (time.perf_counter_ns() - self._start_ns) / 1e6
        self.duration_ms = round(duration_ms if duration_ms is not None else measured, 3)
        if error is not None:
            self.status = "cancelled" if _is_cancellation(error) else "error"
            self.error = self.tracer.redact_text(f"{type(error).__name__}: {error}")
        self.tracer.finish(self)

    def __enter__(self) -> Span:
        self.tracer.open(self, current=True)
        return self

    def __exit__(self, exc_type: type[BaseException] | None, exc: BaseException | None, tb: object) -> None:
        self.end(exc)

    def record(self) -> dict[str, Any]:
        turn = self.turn
        entry: dict[str, Any] = {
            "trace_id": self.trace_id,
            "span_id": self.span_id,
            "parent_id": self.parent_id,
            "name": self.name,
            "kind": self.kind,
            "start": self.start,
            "duration_ms": self.duration_ms,
            "attributes": self.attributes,
            "status": self.status,
            "user_id": turn.user_id if turn is not None else None,
            "session_id": turn.session_id if turn is not None else None,
        }
        if self.error is not None:
            entry["error"] = self.error
        return entry


class Turn(Span):
    """The root span of one conversational turn: one trace, with user and session ids."""

    __slots__ = ("_trace_id", "records", "session_id", "user_id")

    def __init__(
        self, tracer: Tracer, name: str, user_id: str, session_id: str | None, attributes: dict[str, Any]
    ) -> None:
        super().__init__(tracer, None, name, "turn", None, attributes)
        self.turn = self
        self.user_id = user_id
        self.session_id = session_id
        self._trace_id = ""
        self.records: list[dict[str, Any]] = []

    @property
    def trace_id(self) -> str:
        return self._trace_id

    @trace_id.setter
    def trace_id(self, value: str) -> None:
        self._trace_id = value

    async def __aenter__(self) -> Turn:
        return self.__enter__()

    async def __aexit__(
        self, exc_type: type[BaseException] | None, exc: BaseException | None, tb: object
    ) -> None:
        self.__exit__(exc_type, exc, tb)

    def __enter__(self) -> Turn:
        self.tracer.open(self, current=True)
        return self


class NoopSpan:
    """What `span()` gives when nothing is recorded: every call does nothing."""

    __slots__ = ()
    trace_id: str | None = None
    span_id: str | None = None

    def set(self, **attributes: Any) -> None:
        return None

    def end(self, error: BaseException | None = None, *, duration_ms: float | None = None) -> None:
        return None

    def __enter__(self) -> NoopSpan:
        return self

    def __exit__(self, exc_type: type[BaseException] | None, exc: BaseException | None, tb: object) -> None:
        return None

    async def __aenter__(self) -> NoopSpan:
        return self

    async def __aexit__(
        self, exc_type: type[BaseException] | None, exc: BaseException | None, tb: object
    ) -> None:
        return None


NOOP_SPAN = NoopSpan()


def _is_cancellation(error: BaseException) -> bool:
    import asyncio

    return isinstance(error, asyncio.CancelledError | GeneratorExit)
