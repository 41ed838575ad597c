"""The agent's cache of each user's profile and style DNA, and its invalidation across replicas.

Every turn reads both, so each agent process keeps them for ``context_cache_ttl_s``. A profile
change (a lasting preference said in chat, or ``update_profile`` called by any MCP client) must not
leave another replica answering from the old one: with ``AESTHETIQ_REDIS_URL`` the change is
published on a Redis channel (by the agent that made it and by the tool server that wrote it) and
every replica drops that user's entries. A fetch that was already running when the change arrived
does not put its (old) answer back: ``put`` is refused unless the user's ``token`` is unchanged.
When the subscription is (re)established everything cached is dropped, since an invalidation may
have been missed while it was down.
"""

from __future__ import annotations

import itertools
import logging
import time
from typing import Any

from aesthetiq.agent.channel import RedisChannel

log = logging.getLogger("aesthetiq.agent.context")

CHANNEL = "aesthetiq:context:invalidate"
_stamps = itertools.count(1)


class ContextCache:
    """A small TTL cache for per-user context (profile, style DNA), shared by all turns of a process."""

    def __init__(self, ttl_s: float, max_entries: int = 10_000) -> None:
        self.ttl_s = ttl_s
        self.max_entries = max_entries
        self._entries: dict[tuple[str, str], tuple[float, Any]] = {}
        self._changed: dict[str, int] = {}  # user -> stamp of their last invalidation
        self._cleared = 0
        self.publish: Any = None  # set by RedisInvalidation: tells the other replicas

    def get(self, user_id: str, tool: str) -> tuple[bool, Any]:
        hit = self._entries.get((user_id, tool))
        if hit is None or hit[0] < time.monotonic():
            return False, None
        return True, hit[1]

    def token(self, user_id: str) -> int:
        """Taken before a fetch and handed to ``put``: changes whenever the user's context is invalidated."""
        return max(self._changed.get(user_id, 0), self._cleared)

    def put(self, user_id: str, tool: str, value: Any, token: int | None = None) -> None:
        if token is not None and token != self.token(user_id):
            return  # invalidated while it was being fetched: the value may be the old one
        if len(self._entries) >= self.max_entries:
            now = time.monotonic()
            self._entries = {k: v for k, v in self._entries.items() if v[0] >= now}
            if len(self._entries) >= self.max_entries:
                self.clear()
        self._entries[(user_id, tool)] = (time.monotonic() + self.ttl_s, value)

    def invalidated(self, user_id: str) -> None:
        """Drop a user's cached context here (their profile changed)."""
        self._entries = {k: v for k, v in self._entries.items() if k[0] != user_id}
        self._changed[user_id] = next(_stamps)
        if len(self._changed) > self.max_entries:
            self.clear()

    def clear(self) -> None:
        self._entries.clear()
        self._changed.clear()
        self._cleared = next(_stamps)

    async def forget(self, user_id: str) -> None:
        """Drop a user's cached context here and on every other replica."""
        self.invalidated(user_id)
        if self.publish is not None:
            await self.publish(user_id)


class RedisInvalidation:
    """Publishes this replica's invalidations and applies everyone else's (pub/sub on ``CHANNEL``)."""

    def __init__(self, redis_url: str, cache: ContextCache) -> None:
        # Whatever was cached before a (re)subscription may have missed an invalidation: drop it all.
        self.channel = RedisChannel(redis_url, CHANNEL, cache.invalidated, on_subscribed=cache.clear)
        cache.publish = self.publish

    async def publish(self, user_id: str) -> None:
        try:
            await self.channel.publish(user_id)
        except Exception as exc:
            log.warning("could not tell the other replicas that %s's profile changed: %s", user_id, exc)

    async def start(self) -> None:
        await self.channel.start()

    async def stop(self) -> None:
        await self.channel.stop()
