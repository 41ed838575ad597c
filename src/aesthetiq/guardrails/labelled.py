"""The labelled messages the built-in provider learns from (``guardrails/data``).

``attacks.jsonl``: {"category", "message"}; ``benign.jsonl``: {"tricky", "message", "has_pii"?}.
These are the *tuning* sets: the rules were written against them and the neighbour signal is fitted
on them. Held-out sets live in ``tests/guardrails/heldout_*.jsonl`` and are never read here.
"""

from __future__ import annotations

import json
import threading
from collections.abc import Sequence
from functools import cache
from pathlib import Path

from aesthetiq.embeddings.base import Embedder
from aesthetiq.guardrails.builtin.lexicon import mask_benign
from aesthetiq.guardrails.builtin.neighbours import NeighbourSignal, Thresholds
from aesthetiq.guardrails.builtin.normalise import plain
from aesthetiq.guardrails.builtin.sanitise import sanitise

DATA = Path(__file__).parent / "data"


def read_jsonl(path: Path) -> list[dict]:
    with path.open(encoding="utf-8") as handle:
        return [json.loads(line) for line in handle if line.strip()]


@cache
def tuning_attacks() -> tuple[dict, ...]:
    return tuple(read_jsonl(DATA / "attacks.jsonl"))


@cache
def tuning_benign() -> tuple[dict, ...]:
    return tuple(read_jsonl(DATA / "benign.jsonl"))


def masked_reading(text: str) -> str:
    """What the learnt signal sees: sanitised, lower-cased, look-alikes folded, fashion uses masked."""
    return mask_benign(plain(sanitise(text)[0]))


def fit_signal(
    embedder: Embedder, attacks: Sequence[dict], benign: Sequence[dict], thresholds: Thresholds | None = None
) -> NeighbourSignal:
    """A neighbour signal fitted on the given examples (the evaluation fits one per fold)."""
    texts = [masked_reading(row["message"]) for row in (*attacks, *benign)]
    categories: list[str | None] = [row["category"] for row in attacks] + [None] * len(benign)
    return NeighbourSignal(embedder, texts, categories, thresholds)


_fitted: dict[str, NeighbourSignal] = {}
_fitted_lock = threading.Lock()


def learnt_signal(embedder: Embedder) -> NeighbourSignal:
    """The signal fitted on all tuning sets, once per process and embedder (~0.3 s)."""
    with _fitted_lock:
        signal = _fitted.get(embedder.name)
        if signal is None:
            signal = _fitted[embedder.name] = fit_signal(embedder, tuning_attacks(), tuning_benign())
        return signal
