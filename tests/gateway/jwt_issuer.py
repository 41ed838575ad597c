"""A local stand-in for Clerk: RSA keys made in the test, a JWKS endpoint, and signed tokens."""

from __future__ import annotations

import json
import time
import uuid
from dataclasses import dataclass, field
from typing import Any

import jwt
from cryptography.hazmat.primitives.asymmetric import rsa
from fastapi import FastAPI, Response

ISSUER = "https://clerk.aesthetiq.test"
AUDIENCE = "aesthetiq-api"
AUTHORIZED_PARTY = "https://app.aesthetiq.test"


@dataclass
class SigningKey:
    kid: str
    private: rsa.RSAPrivateKey

    @classmethod
    def generate(cls) -> SigningKey:
        return cls(
            "kid_" + uuid.uuid4().hex[:8], rsa.generate_private_key(public_exponent=65537, key_size=2048)
        )

    def jwk(self) -> dict[str, Any]:
        jwk = jwt.algorithms.RSAAlgorithm.to_jwk(self.private.public_key(), as_dict=True)
        return {**jwk, "kid": self.kid, "use": "sig", "alg": "RS256"}


@dataclass
class Issuer:
    published: list[SigningKey] = field(default_factory=list)
    fetches: int = 0
    down: bool = False

    def token(self, sub: str = "user_a", key: SigningKey | None = None, **claims: Any) -> str:
        key = key or self.published[0]
        now = int(time.time())
        payload: dict[str, Any] = {
            "sub": sub, "iss": ISSUER, "aud": AUDIENCE, "azp": AUTHORIZED_PARTY,
            "iat": now, "nbf": now, "exp": now + 300, "sid": "sess_clerk",
        }  # fmt: skip
        payload.update(claims)
        payload = {k: v for k, v in payload.items() if v is not None}
        return jwt.encode(payload, key.private, algorithm="RS256", headers={"kid": key.kid})

    def app(self) -> FastAPI:
        app = FastAPI()

        @app.get("/health")
        async def health() -> dict[str, str]:
            return {"status": "ok"}

        @app.get("/.well-known/jwks.json")
        async def jwks() -> Response:
            self.fetches += 1
            if self.down:
                return Response("issuer down", status_code=503)
            return Response(
                json.dumps({"keys": [k.jwk() for k in self.published]}), media_type="application/json"
            )

        return app
