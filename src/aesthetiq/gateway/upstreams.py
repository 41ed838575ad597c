"""The agent replicas behind the gateway (``agent_urls``): which are ready, and which to ask next.

Each replica's ``/health/ready`` is asked every ``upstream_check_interval_s``; requests go round-robin
over the ready ones. A replica that refuses a request before doing anything for it (unreachable, or
503 while it drains, ``lifecycle.DRAINING_HEADER``) is marked not ready and the request is sent to the
next one, so a replica going away costs no turn. When none is known to be ready every replica is
still tried, in turn: a check can lag behind a replica that has just come back.
"""

from __future__ import annotations

import asyncio
import contextlib
import itertools
import logging
from dataclasses import dataclass

import httpx

from aesthetiq.lifecycle import probe

log = logging.getLogger("aesthetiq.gateway.upstreams")


@dataclass
class Upstream:
    url: str
    ready: bool = True  # until the first check says otherwise
    status: str = "not checked yet"


class Upstreams:
    def __init__(self, urls: list[str], client: httpx.AsyncClient, interval_s: float) -> None:
        if not urls:
            raise ValueError("the gateway needs at least one agent URL")
        self.all = [Upstream(url.rstrip("/")) for url in urls]
        self.client = client
        self.interval_s = interval_s
        self._turn = itertools.count()
        self._checker: asyncio.Task[None] | None = None

    def candidates(self) -> list[Upstream]:
        """Every replica, the ready ones first, starting from the next one round-robin."""
        start = next(self._turn) % len(self.all)
        rotated = self.all[start:] + self.all[:start]
        return [u for u in rotated if u.ready] + [u for u in rotated if not u.ready]

    def refused(self, upstream: Upstream, why: str) -> None:
        if upstream.ready:
            log.warning("agent %s %s; sending its requests to the other replicas", upstream.url, why)
        upstream.ready, upstream.status = False, why

    async def check(self, upstream: Upstream) -> str:
        status = await probe(self.client, upstream.url + "/health/ready")
        if status == "ok" and not upstream.ready:
            log.info("agent %s is ready again", upstream.url)
        upstream.ready, upstream.status = status == "ok", status
        return status

    async def check_all(self) -> dict[str, str]:
        statuses = await asyncio.gather(*(self.check(u) for u in self.all))
        return {u.url: status for u, status in zip(self.all, statuses, strict=True)}

    async def _watch(self) -> None:
        while True:
            with contextlib.suppress(Exception):
                await self.check_all()
            await asyncio.sleep(self.interval_s)

    def start(self) -> None:
        if len(self.all) > 1:  # one replica: nothing to choose between, its answers tell the client
            self._checker = asyncio.get_running_loop().create_task(self._watch(), name="agent-checks")

    async def stop(self) -> None:
        if self._checker is not None:
            self._checker.cancel()
            with contextlib.suppress(asyncio.CancelledError):
                await self._checker
