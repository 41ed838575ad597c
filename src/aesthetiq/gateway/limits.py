"""Rate limits per user and per client address, with the ``limits`` library.

A one-minute window per key (moving by default: never more than ``per_minute`` requests in any 60
seconds; or fixed, ``rate_limit_strategy``). With ``AESTHETIQ_REDIS_URL`` the counts live in Redis, so
every gateway replica spends the same allowance (two gateways do not give twice the limit); without it
they live in this process. A Redis that cannot be reached lets requests through (logged): the limits
protect the service, they must not take it down.
"""

from __future__ import annotations

import logging
import math
import time
from typing import Any

from limits import RateLimitItemPerMinute
from limits.aio.storage import MemoryStorage, RedisStorage, Storage
from limits.aio.strategies import FixedWindowRateLimiter, MovingWindowRateLimiter

log = logging.getLogger("aesthetiq.gateway.limits")

KEY_PREFIX = "aesthetiq:limits"
# A Redis that does not answer within this long lets the request through rather than hold it up.
REDIS_TIMEOUT_S = 0.5
# A failing Redis is reported at most this often, not once per request.
WARN_EVERY_S = 30.0
STRATEGIES = {"moving-window": MovingWindowRateLimiter, "fixed-window": FixedWindowRateLimiter}


def limits_storage(redis_url: str | None) -> Storage:
    """Redis (shared by the replicas) when configured, else this process's memory."""
    if not redis_url:
        return MemoryStorage()
    return RedisStorage(
        "async+" + redis_url,
        implementation="redispy",
        key_prefix=KEY_PREFIX,
        socket_timeout=REDIS_TIMEOUT_S,
        socket_connect_timeout=REDIS_TIMEOUT_S,
    )


class RateLimiter:
    """``await take(key)``: 0 when the request may go ahead, else the seconds until it may."""

    def __init__(self, per_minute: int, storage: Storage, *, name: str, strategy: str = "moving-window") -> None:
        self.per_minute = per_minute
        self.name = name  # keeps the user, address and image allowances apart in a shared storage
        self.item = RateLimitItemPerMinute(max(per_minute, 1))
        self.limiter: Any = STRATEGIES[strategy](storage)
        self._warned = -math.inf

    @property
    def enabled(self) -> bool:
        return self.per_minute > 0

    async def take(self, key: str) -> float:
        if not self.enabled:
            return 0.0
        try:
            if await self.limiter.hit(self.item, self.name, key):
                return 0.0
            stats = await self.limiter.get_window_stats(self.item, self.name, key)
        except Exception as exc:  # the storage is down: let the request through
            now = time.monotonic()
            if now - self._warned > WARN_EVERY_S:
                self._warned = now
                log.warning("rate limit storage unavailable (%s); not limiting for now", exc)
            return 0.0
        return max(stats.reset_time - time.time(), 0.001)


def retry_after_header(wait_s: float) -> str:
    """Whole seconds, rounded up, never 0 (a client told to retry after 0 s retries at once)."""
    return str(max(1, math.ceil(wait_s)))
