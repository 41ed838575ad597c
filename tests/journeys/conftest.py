"""Journey fixtures: the real gateway in front of the real agent and tool servers, with rate limits
raised so that ~70 quick turns from one demo user never meet a 429 (the limits have their own tests)."""

from __future__ import annotations

from collections.abc import Iterator

import httpx
import pytest

from aesthetiq.gateway.app import create_app
from aesthetiq.settings import Settings
from tests.servers import running


@pytest.fixture(scope="session")
def journey_gateway_url(settings: Settings, agent_server_url: str) -> Iterator[str]:
    configured = settings.model_copy(
        update={
            "agent_url": agent_server_url,
            "auth_mode": "none",
            "rate_limit_user_per_min": 100_000,
            "rate_limit_ip_per_min": 100_000,
        }
    )
    with running(create_app(configured)) as url:
        yield url


@pytest.fixture(scope="session")
def user(journey_gateway_url: str) -> Iterator[httpx.Client]:
    """The demo user (user_demo_1, Warm Autumn, sizes Top M / Bottom W30/L32 / Shoe 39) talking to the gateway."""
    with httpx.Client(base_url=journey_gateway_url, timeout=60) as client:
        yield client


@pytest.fixture(autouse=True)
def fresh_lasting_preferences(tool_server_url: str) -> Iterator[None]:
    """A journey that says "I hate trousers" writes it to the demo user's profile for good (issue 10);
    each journey starts from the profile as seeded, so one test's preferences never leak into the next."""
    yield
    everything = {"colors": [], "materials": [], "subCategories": [], "brands": []}
    with httpx.Client(base_url=tool_server_url, timeout=30) as tools:
        dna = tools.post("/api/v1/style-dna/tools/get_style_dna", json={"user_id": "user_demo_1"}).json()
        said = {key: list((dna.get("exclusions") or {}).get(key) or []) for key in everything}
        if any(said.values()):
            reset = tools.post("/api/v1/user-data/tools/update_profile", json={"user_id": "user_demo_1", "allow": said})
            assert reset.status_code == 200, reset.text
