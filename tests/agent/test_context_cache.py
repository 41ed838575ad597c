"""The profile / style-DNA cache: a change made through one replica (or the tool server) reaches all."""

from __future__ import annotations

import asyncio
from collections.abc import AsyncIterator

import pytest

from aesthetiq.agent.context_cache import ContextCache, RedisInvalidation
from aesthetiq.settings import Settings
from aesthetiq.tools.server import profile_changed


async def _until(condition, timeout: float = 10.0) -> None:
    async with asyncio.timeout(timeout):
        while not condition():
            await asyncio.sleep(0.01)


@pytest.fixture
async def replicas(redis_url: str) -> AsyncIterator[list[ContextCache]]:
    caches = [ContextCache(ttl_s=300) for _ in range(2)]
    channels = [RedisInvalidation(redis_url, cache) for cache in caches]
    for channel in channels:
        await channel.start()
    yield caches
    for channel in channels:
        await channel.stop()


async def test_a_profile_changed_on_one_replica_is_dropped_on_the_other(replicas: list[ContextCache]) -> None:
    first, second = replicas
    for cache in replicas:
        cache.put("user_a", "get_style_dna", {"season": "winter"})
        cache.put("user_b", "get_style_dna", {"season": "summer"})
    await first.forget("user_a")
    assert first.get("user_a", "get_style_dna") == (False, None)
    await _until(lambda: not second.get("user_a", "get_style_dna")[0])
    assert second.get("user_b", "get_style_dna") == (True, {"season": "summer"})  # others stay


async def test_the_tool_server_announces_profiles_it_writes(replicas: list[ContextCache], redis_url: str) -> None:
    for cache in replicas:
        cache.put("user_c", "get_user_profile", {"name": "C"})
    announce = profile_changed(Settings(redis_url=redis_url))
    assert announce is not None
    await asyncio.to_thread(announce, "user_c")  # as update_profile does, from its worker thread
    await _until(lambda: not any(cache.get("user_c", "get_user_profile")[0] for cache in replicas))


def test_a_fetch_overtaken_by_a_change_does_not_put_the_old_value_back() -> None:
    cache = ContextCache(ttl_s=300)
    token = cache.token("user_d")  # a fetch starts...
    cache.invalidated("user_d")  # ...the profile changes meanwhile...
    cache.put("user_d", "get_style_dna", {"season": "old"}, token)  # ...and its answer arrives
    assert cache.get("user_d", "get_style_dna") == (False, None)
    cache.put("user_d", "get_style_dna", {"season": "new"}, cache.token("user_d"))
    assert cache.get("user_d", "get_style_dna") == (True, {"season": "new"})
