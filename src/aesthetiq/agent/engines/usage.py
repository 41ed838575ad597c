"""Per-turn accounting of model use, shared by the engines and reported in ``done.metadata``.

A context variable holds one mutable ``TurnUsage`` per turn: the service sets it before running
the graph, and every task the graph spawns inherits it, so engines need no extra plumbing.
"""

from __future__ import annotations

import contextvars
from dataclasses import asdict, dataclass, field


@dataclass
class TurnUsage:
    model_calls: int = 0
    fallbacks: int = 0
    fast_path: int = 0
    input_tokens: int = 0
    output_tokens: int = 0
    fallback_reasons: list[str] = field(default_factory=list)

    def as_metadata(self) -> dict:
        return asdict(self)


_current: contextvars.ContextVar[TurnUsage | None] = contextvars.ContextVar("turn_usage", default=None)


def start_turn_usage() -> TurnUsage:
    usage = TurnUsage()
    _current.set(usage)
    return usage


def current_usage() -> TurnUsage:
    """The running turn's usage; a throwaway one outside a turn (e.g. in unit tests)."""
    usage = _current.get()
    if usage is None:
        usage = start_turn_usage()
    return usage
