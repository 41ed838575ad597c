"""Timing for the speed tests: the best of a few rounds, so a busy shared machine does not fail them."""

from __future__ import annotations

import time
from collections.abc import Callable


def best_seconds_per_call(call: Callable[[], object], runs: int = 400, rounds: int = 5) -> float:
    call()  # warm caches and compiled patterns
    best = float("inf")
    for _ in range(rounds):
        start = time.perf_counter()
        for _ in range(runs):
            call()
        best = min(best, (time.perf_counter() - start) / runs)
    return best
