"""Gateway fixtures: a fake agent with controllable timing, a local JWKS issuer, and gateways
configured per test module, all served over real HTTP on free ports."""

from __future__ import annotations

import contextlib
from collections.abc import Iterator
from typing import Any

import pytest

from aesthetiq.gateway.app import create_app
from aesthetiq.settings import Settings
from tests.gateway.fake_agent import FakeAgentState, create_fake_agent
from tests.gateway.jwt_issuer import AUDIENCE, AUTHORIZED_PARTY, ISSUER, Issuer, SigningKey
from tests.servers import running


@contextlib.contextmanager
def gateway_running(settings: Settings, **overrides: Any) -> Iterator[str]:
    configured = settings.model_copy(update=overrides)
    with running(create_app(configured)) as url:
        yield url


@pytest.fixture(scope="session")
def fake_agent() -> Iterator[tuple[str, FakeAgentState]]:
    state = FakeAgentState()
    with running(create_fake_agent(state)) as url:
        yield url, state


@pytest.fixture(scope="session")
def issuer() -> Iterator[tuple[str, Issuer]]:
    authority = Issuer(published=[SigningKey.generate()])
    with running(authority.app()) as url:
        yield url, authority


def jwt_overrides(issuer_url: str, **extra: Any) -> dict[str, Any]:
    return {
        "auth_mode": "jwt",
        "auth_jwks_url": issuer_url + "/.well-known/jwks.json",
        "auth_issuer": ISSUER,
        "auth_audience": AUDIENCE,
        "auth_authorized_parties": [AUTHORIZED_PARTY],
        "auth_leeway_s": 5,
        "jwks_refetch_interval_s": 0.0,
        "rate_limit_user_per_min": 100_000,
        "rate_limit_ip_per_min": 100_000,
        **extra,
    }


@pytest.fixture(scope="session")
def fake_gateway(settings: Settings, fake_agent: tuple[str, FakeAgentState]) -> Iterator[str]:
    """No auth, generous limits, short keep-alive, in front of the fake agent."""
    with gateway_running(
        settings,
        agent_url=fake_agent[0],
        rate_limit_user_per_min=100_000,
        rate_limit_ip_per_min=100_000,
        keepalive_s=0.2,
        max_body_bytes=4096,
        cors_origins=["https://app.aesthetiq.test"],
    ) as url:
        yield url


@pytest.fixture(scope="session")
def browser_gateway(settings: Settings, agent_server_url: str) -> Iterator[str]:
    """The real gateway in front of the real agent, for the browser tests (limits out of the way)."""
    with gateway_running(
        settings, agent_url=agent_server_url, rate_limit_user_per_min=10_000, rate_limit_ip_per_min=10_000
    ) as url:
        yield url
