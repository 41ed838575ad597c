"""One Redis pub/sub channel an agent replica listens to for its whole life (cancel requests, profile
changes), with a client for publishing and plain commands.

The listener resubscribes a second after a Redis failure; ``on_subscribed`` runs each time the
subscription is (re)established, so a user of the channel can drop what it may have missed meanwhile.
Commands get short socket timeouts: a Redis outage must never hold up a turn.
"""

from __future__ import annotations

import asyncio
import contextlib
import logging
from collections.abc import Callable

log = logging.getLogger("aesthetiq.agent.channel")


class RedisChannel:
    def __init__(
        self,
        redis_url: str,
        channel: str,
        on_message: Callable[[str], None],
        on_subscribed: Callable[[], None] | None = None,
    ) -> None:
        import redis.asyncio as redis  # optional dependency: the "redis" extra

        self.channel = channel
        self.redis = redis.from_url(redis_url, socket_timeout=1.0, socket_connect_timeout=1.0)
        # The subscriber waits on its socket indefinitely, so it gets a client without a read timeout.
        self.subscriber = redis.from_url(redis_url, socket_connect_timeout=1.0, health_check_interval=30)
        self.on_message = on_message
        self.on_subscribed = on_subscribed
        self._listener: asyncio.Task[None] | None = None

    async def start(self) -> None:
        ready = asyncio.Event()
        self._listener = asyncio.create_task(self._listen(ready), name=f"listen-{self.channel}")
        with contextlib.suppress(TimeoutError):
            async with asyncio.timeout(2.0):
                await ready.wait()

    async def _listen(self, ready: asyncio.Event) -> None:
        while True:
            pubsub = self.subscriber.pubsub()
            try:
                await pubsub.subscribe(self.channel)
                if self.on_subscribed is not None:
                    self.on_subscribed()
                ready.set()
                async for message in pubsub.listen():
                    if message.get("type") == "message":
                        data = message.get("data")
                        self.on_message(data.decode() if isinstance(data, bytes) else str(data))
            except asyncio.CancelledError:
                raise
            except Exception as exc:
                log.warning("lost the Redis subscription to %s (%s); retrying in 1 s", self.channel, exc)
                await asyncio.sleep(1.0)
            finally:
                with contextlib.suppress(Exception):
                    await pubsub.aclose()

    async def publish(self, message: str) -> None:
        await self.redis.publish(self.channel, message)

    async def stop(self) -> None:
        if self._listener is not None:
            self._listener.cancel()
            with contextlib.suppress(asyncio.CancelledError, Exception):
                await self._listener
        for client in (self.redis, self.subscriber):
            with contextlib.suppress(Exception):
                await client.aclose()
