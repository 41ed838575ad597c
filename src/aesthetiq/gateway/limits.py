"""Token-bucket rate limits, keyed by user id or client address (in process).

A bucket holds up to ``per_minute`` tokens and refills continuously at ``per_minute / 60`` a
second, so a client may burst up to its minute's allowance and then runs at the steady rate.
"""

from __future__ import annotations

import math
import time
from collections.abc import Callable
from dataclasses import dataclass


@dataclass
class TokenBucket:
    tokens: float
    updated: float


class RateLimiter:
    """``take(key)`` spends one token of ``key``'s bucket; returns 0 when allowed, else seconds to wait."""

    def __init__(
        self,
        per_minute: int,
        *,
        max_keys: int = 50_000,
        clock: Callable[[], float] = time.monotonic,
    ) -> None:
        self.capacity = float(per_minute)
        self.refill_per_s = per_minute / 60.0
        self.max_keys = max_keys
        self._clock = clock
        self._buckets: dict[str, TokenBucket] = {}

    @property
    def enabled(self) -> bool:
        return self.capacity > 0

    def take(self, key: str) -> float:
        if not self.enabled:
            return 0.0
        now = self._clock()
        bucket = self._buckets.get(key)
        if bucket is None:
            if len(self._buckets) >= self.max_keys:
                self._prune(now)
            bucket = self._buckets[key] = TokenBucket(self.capacity, now)
        else:
            bucket.tokens = min(self.capacity, bucket.tokens + (now - bucket.updated) * self.refill_per_s)
            bucket.updated = now
        if bucket.tokens >= 1.0:
            bucket.tokens -= 1.0
            return 0.0
        return (1.0 - bucket.tokens) / self.refill_per_s

    def _prune(self, now: float) -> None:
        # A bucket that has had time to refill completely is the same as no bucket: forget it,
        # so a flood of distinct addresses cannot grow memory without bound.
        full_after = self.capacity / self.refill_per_s
        stale = [key for key, b in self._buckets.items() if now - b.updated >= full_after]
        for key in stale:
            del self._buckets[key]
        if len(self._buckets) >= self.max_keys:
            oldest = sorted(self._buckets.items(), key=lambda kv: kv[1].updated)[: self.max_keys // 10]
            for key, _ in oldest:
                del self._buckets[key]


def retry_after_header(wait_s: float) -> str:
    """Whole seconds, rounded up, never 0 (a client told to retry after 0 s retries at once)."""
    return str(max(1, math.ceil(wait_s)))
