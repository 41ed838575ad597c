"""Agent test fixtures: the real agent and tool servers, plus variants for web search and outages.

- ``agent_url``: the shared stack (tool server without web search) from tests/conftest.py.
- ``web_agent_url``: a second tool server whose Tavily client points at a local Tavily-shaped
  server, and an agent using it (seed 000 §10 example 5, the web fallback).
- ``down_agent_url``: an agent whose tool server address has nothing listening.
"""

from __future__ import annotations

from collections.abc import Iterator

import pytest
from pydantic import SecretStr

from aesthetiq.settings import Settings
from tests.fakes.tavily_server import create_tavily_app
from tests.servers import free_port, running


@pytest.fixture(scope="session")
def agent_url(agent_server_url: str) -> str:
    return agent_server_url


@pytest.fixture(scope="session")
def tavily(settings: Settings) -> Iterator[tuple[str, object]]:
    app = create_tavily_app(slow_s=3.0, max_results=3)
    with running(app) as url:
        yield url, app


@pytest.fixture(scope="session")
def web_settings(settings: Settings, tavily: tuple[str, object]) -> Settings:
    return settings.model_copy(
        update={
            "tavily_api_key": SecretStr("tvly-test-key"),
            "tavily_base_url": tavily[0],
            "mcp_port": free_port(),
            "agent_port": free_port(),
        }
    )


@pytest.fixture(scope="session")
def web_agent_url(web_settings: Settings, store, agent_server_url: str) -> Iterator[str]:
    from aesthetiq.agent.service import create_app as create_agent
    from aesthetiq.tools.server import create_app as create_tools

    with (
        running(create_tools(web_settings, store=store), port=web_settings.mcp_port),
        running(create_agent(web_settings), port=web_settings.agent_port) as url,
    ):
        yield url


def agent_with(settings: Settings, **overrides: object) -> Iterator[str]:
    """A second agent on a free port, sharing the store and tool server, with some settings changed."""
    from aesthetiq.agent.service import create_app

    changed = settings.model_copy(update={"agent_port": free_port(), **overrides})
    with running(create_app(changed), port=changed.agent_port) as url:
        yield url


@pytest.fixture(scope="session")
def down_agent_url(settings: Settings, agent_server_url: str) -> Iterator[str]:
    nothing_there = free_port()
    yield from agent_with(settings, mcp_url=f"http://127.0.0.1:{nothing_there}/mcp", tool_timeout_s=2.0)


@pytest.fixture(scope="session")
def narrow_agent_url(settings: Settings, agent_server_url: str) -> Iterator[str]:
    """An agent allowed two turns and one MCP request at a time: heavy load in miniature."""
    yield from agent_with(settings, agent_max_concurrent_turns=2, mcp_max_concurrent_calls=1, tool_timeout_s=2.0)


@pytest.fixture(scope="session")
def shedding_agent_url(settings: Settings, agent_server_url: str) -> Iterator[str]:
    """An agent that runs one turn at a time and lets the next wait only 50 ms for it."""
    yield from agent_with(settings, agent_max_concurrent_turns=1, tool_queue_timeout_s=0.05)
