"""The issuer's JWKS document shared by the replicas in Redis (``AESTHETIQ_REDIS_URL``).

Each gateway and tool server keeps the keys in memory (``auth.JwksKeySet``); with Redis they also
find there the document another replica fetched, for ``jwks_cache_ttl_s``, so N replicas ask the
issuer about once per TTL between them instead of N times. A token with an unknown key id (a key
rotation) refetches at most once per ``jwks_refetch_interval_s`` across all replicas: the first one
to claim the refetch asks the issuer and shares the answer. Redis failing costs only sharing: each
replica then fetches for itself, as without Redis.
"""

from __future__ import annotations

import hashlib
import json
import logging
from typing import Any

log = logging.getLogger("aesthetiq.gateway.jwks")
REDIS_TIMEOUT_S = 0.5


def key_ids(document: Any) -> set[str]:
    keys = document.get("keys") if isinstance(document, dict) else None
    return {str(jwk.get("kid", "")) for jwk in keys or [] if isinstance(jwk, dict)}


class SharedJwks:
    def __init__(self, redis_url: str, jwks_url: str, ttl_s: float, refetch_interval_s: float) -> None:
        import redis.asyncio as redis  # the "redis" extra

        self.redis = redis.from_url(redis_url, socket_timeout=REDIS_TIMEOUT_S, socket_connect_timeout=REDIS_TIMEOUT_S)
        self.key = "aesthetiq:jwks:" + hashlib.sha256(jwks_url.encode()).hexdigest()[:16]
        self.ttl_s = max(1, int(ttl_s))
        self.refetch_interval_s = max(1, int(refetch_interval_s))

    async def document(self, kid: str | None) -> dict[str, Any] | None:
        """The shared document, unless this replica should ask the issuer itself (none shared, or a key
        id it lacks that nobody has refetched for lately)."""
        try:
            raw = await self.redis.get(self.key)
            document = json.loads(raw) if raw else None
            if document is None or kid is None or kid in key_ids(document):
                return document
            claimed = await self.redis.set(self.key + ":refetch", "1", nx=True, ex=self.refetch_interval_s)
            return None if claimed else document
        except Exception as exc:
            log.warning("shared JWKS unavailable in Redis (%s); fetching from the issuer", exc)
            return None

    async def save(self, document: dict[str, Any]) -> None:
        try:
            await self.redis.set(self.key, json.dumps(document), ex=self.ttl_s)
        except Exception as exc:
            log.warning("could not share the JWKS in Redis: %s", exc)

    async def aclose(self) -> None:
        try:
            await self.redis.aclose()
        except Exception as exc:
            log.debug("closing the shared JWKS client: %s", exc)
