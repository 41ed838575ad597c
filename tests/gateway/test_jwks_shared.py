"""The JWKS shared by gateway replicas through Redis: the issuer is asked once, not once per replica."""

from __future__ import annotations

import httpx

from aesthetiq.gateway.auth import JwtVerifier
from aesthetiq.settings import Settings
from tests.gateway.conftest import jwt_overrides
from tests.gateway.jwt_issuer import Issuer, SigningKey


async def test_replicas_fetch_the_keys_once_and_share_a_rotation(
    issuer: tuple[str, Issuer], redis_url: str, tmp_path
) -> None:
    url, authority = issuer
    settings = Settings(data_dir=tmp_path, redis_url=redis_url, **jwt_overrides(url))
    async with httpx.AsyncClient() as client:
        replicas = [JwtVerifier(settings, client) for _ in range(3)]
        await replicas[0].keys.shared.redis.delete(replicas[0].keys.shared.key)  # other tests' copy
        before = authority.fetches
        for replica in replicas:
            assert await replica.verify(authority.token("user_shared")) == "user_shared"
        assert authority.fetches == before + 1

        # A key rotation: the first replica to see the new kid refetches, the others take its copy.
        rotated = SigningKey.generate()
        authority.published.append(rotated)
        for replica in replicas:
            assert await replica.verify(authority.token("user_rotated", key=rotated)) == "user_rotated"
        assert authority.fetches == before + 2
        for replica in replicas:
            await replica.keys.shared.aclose()
