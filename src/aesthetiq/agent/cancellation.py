"""Cancelling a running turn: by the cancel endpoint, or when the client goes away.

Each running turn is an asyncio task registered under its session id. ``cancel(session_id)``
cancels the local task; the task's handler stores the turn as cancelled (exactly once) and ends
the stream. With several agent replicas, ``RedisCancelRegistry`` (settings.redis_url) records
which sessions have a running turn and broadcasts cancel requests on a channel, so a request that
lands on another replica still stops the turn.
"""

from __future__ import annotations

import asyncio
import contextlib
import json
import logging
import uuid
from typing import Any

from aesthetiq.agent.channel import RedisChannel

log = logging.getLogger("aesthetiq.agent.cancel")

CHANNEL = "aesthetiq:cancel"
RUNNING_KEY = "aesthetiq:turn:{session_id}"


class CancelRegistry:
    """In-process registry: enough for one agent process."""

    def __init__(self) -> None:
        self._running: dict[str, asyncio.Task[Any]] = {}
        self._owners: dict[str, str] = {}

    async def start(self) -> None:
        return None

    async def stop(self) -> None:
        return None

    def is_running(self, session_id: str) -> bool:
        task = self._running.get(session_id)
        return task is not None and not task.done()

    async def register(self, session_id: str, task: asyncio.Task[Any], user_id: str) -> None:
        self._running[session_id] = task
        self._owners[session_id] = user_id

    async def unregister(self, session_id: str, task: asyncio.Task[Any]) -> None:
        if self._running.get(session_id) is task:
            del self._running[session_id]
            self._owners.pop(session_id, None)

    async def owner(self, session_id: str) -> str | None:
        """The user whose turn runs in ``session_id`` (a new session is stored only when its turn ends)."""
        return self._owners.get(session_id) if self.is_running(session_id) else None

    def cancel_local(self, session_id: str) -> bool:
        task = self._running.get(session_id)
        if task is None or task.done():
            return False
        task.cancel()
        return True

    async def cancel(self, session_id: str) -> bool:
        """True when a running turn was asked to stop."""
        return self.cancel_local(session_id)


class RedisCancelRegistry(CancelRegistry):
    """Cross-replica cancellation over Redis: a key per running turn, a pub/sub channel for requests."""

    def __init__(self, redis_url: str, ttl_s: float) -> None:
        super().__init__()
        self.channel = RedisChannel(redis_url, CHANNEL, self._requested)
        self.redis = self.channel.redis
        self.ttl_s = max(1, int(ttl_s))
        self.replica = uuid.uuid4().hex[:12]

    def _requested(self, session_id: str) -> None:
        if self.cancel_local(session_id):
            log.info("cancelled turn of session %s on request from another replica", session_id)

    async def start(self) -> None:
        await self.channel.start()

    async def stop(self) -> None:
        await self.channel.stop()

    async def register(self, session_id: str, task: asyncio.Task[Any], user_id: str) -> None:
        await super().register(session_id, task, user_id)
        try:
            value = json.dumps({"replica": self.replica, "user": user_id})
            await self.redis.set(RUNNING_KEY.format(session_id=session_id), value, ex=self.ttl_s)
        except Exception:
            log.warning("Redis unavailable: session %s can only be cancelled on this replica", session_id)

    async def owner(self, session_id: str) -> str | None:
        local = await super().owner(session_id)
        if local is not None:
            return local
        try:
            value = await self.redis.get(RUNNING_KEY.format(session_id=session_id))
            return json.loads(value).get("user") if value else None
        except Exception:
            return None

    async def unregister(self, session_id: str, task: asyncio.Task[Any]) -> None:
        await super().unregister(session_id, task)
        with contextlib.suppress(Exception):
            await self.redis.delete(RUNNING_KEY.format(session_id=session_id))

    async def cancel(self, session_id: str) -> bool:
        if self.cancel_local(session_id):
            return True
        try:
            if not await self.redis.exists(RUNNING_KEY.format(session_id=session_id)):
                return False
            await self.channel.publish(session_id)
        except Exception:
            log.warning("Redis unavailable: could not forward the cancel request for %s", session_id)
            return False
        return True


def build_cancel_registry(redis_url: str | None, ttl_s: float) -> CancelRegistry:
    return RedisCancelRegistry(redis_url, ttl_s) if redis_url else CancelRegistry()
