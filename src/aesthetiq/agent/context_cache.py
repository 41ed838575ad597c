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

import asyncio
import contextlib
import itertools
import logging
import time
from typing import Any

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
        import redis.asyncio as redis  # the "redis" extra

        self.cache = cache
        self.redis = redis.from_url(redis_url, socket_timeout=1.0, socket_connect_timeout=1.0)
        self.subscriber = redis.from_url(redis_url, socket_connect_timeout=1.0, health_check_interval=30)
        self._listener: asyncio.Task[None] | None = None
        cache.publish = self.publish

    async def publish(self, user_id: str) -> None:
        try:
            await self.redis.publish(CHANNEL, user_id)
        except Exception as exc:
            log.warning("could not tell the other replicas that %s's profile changed: %s", user_id, exc)

    async def start(self) -> None:
        ready = asyncio.Event()
        self._listener = asyncio.create_task(self._listen(ready), name="context-invalidation")
        with contextlib.suppress(TimeoutError):
            async with asyncio.timeout(2.0):
                await ready.wait()

    async def _listen(self, ready: asyncio.Event) -> None:
        while True:
            pubsub = self.subscriber.pubsub()
            try:
                await pubsub.subscribe(CHANNEL)
                self.cache.clear()  # whatever was cached before may have missed an invalidation
                ready.set()
                async for message in pubsub.listen():
                    if message.get("type") == "message":
                        data = message.get("data")
                        self.cache.invalidated(data.decode() if isinstance(data, bytes) else str(data))
            except asyncio.CancelledError:
                raise
            except Exception as exc:
                log.warning("context invalidation lost its Redis subscription (%s); retrying in 1 s", exc)
                await asyncio.sleep(1.0)
            finally:
                with contextlib.suppress(Exception):
                    await pubsub.aclose()

    async def stop(self) -> None:
        if self._listener is not None:
            self._listener.cancel()
            with contextlib.suppress(asyncio.CancelledError, Exception):
                await self._listener
        for client in (self.redis, self.subscriber):
            with contextlib.suppress(Exception):
                await client.aclose()
