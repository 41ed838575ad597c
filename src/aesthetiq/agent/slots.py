"""Waiting in line for a limited resource (turn slots, MCP request slots), for a bounded time.

Under heavy load the agent lets only so many turns run and so many tool requests fly at once; the
rest wait here, first come first served (asyncio.Semaphore wakes waiters in order). A waiter that
gets no slot within ``wait_s`` raises the caller's own "busy" error, so no turn waits forever.
"""

from __future__ import annotations

import asyncio
import contextlib
from collections.abc import AsyncIterator, Callable


@contextlib.asynccontextmanager
async def waiting_slot(
    semaphore: asyncio.Semaphore, wait_s: float, busy: Callable[[float], Exception]
) -> AsyncIterator[None]:
    try:
        async with asyncio.timeout(wait_s):
            await semaphore.acquire()
    except TimeoutError as exc:
        raise busy(wait_s) from exc
    try:
        yield
    finally:
        semaphore.release()
