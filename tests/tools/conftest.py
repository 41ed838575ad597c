"""Tool-server fixtures: a Tavily-shaped stub, a tool server configured to use it, and demo ids."""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

import pytest
from pydantic import SecretStr

from aesthetiq.settings import Settings
from tests.fakes.tavily_server import create_tavily_app
from tests.servers import running

OWNER = "user_demo_1"
OTHER = "user_demo_2"


@pytest.fixture(scope="session")
def tavily_stub() -> Iterator[tuple[str, list[dict[str, Any]]]]:
    app = create_tavily_app()
    received = app.state.received
    with running(app) as url:
        yield url, received


@pytest.fixture(scope="session")
def web_settings(settings: Settings, tavily_stub: tuple[str, list[dict[str, Any]]]) -> Settings:
    return settings.model_copy(
        update={"tavily_api_key": SecretStr("tvly-test"), "tavily_base_url": tavily_stub[0]}
    )


@pytest.fixture(scope="session")
def web_tool_server_url(web_settings: Settings, store) -> Iterator[str]:
    """A second tool server on the same store, with web search configured against the stub."""
    from aesthetiq.tools.server import create_app

    with running(create_app(web_settings, store=store)) as url:
        yield url


@pytest.fixture(scope="session")
def owned_item_id(store) -> str:
    return store.filter_wardrobe(OWNER, None, 1)[0]["_id"]


@pytest.fixture(scope="session")
def foreign_item_id(store) -> str:
    return store.filter_wardrobe(OTHER, None, 1)[0]["_id"]


@pytest.fixture(scope="session")
def commerce_item_id(store) -> str:
    return store.filter_commerce(None, 1)[0]["_id"]
