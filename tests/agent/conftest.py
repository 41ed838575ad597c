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
from tests.agent.tavily_server import create_tavily_app
from tests.servers import free_port, running


@pytest.fixture(scope="session")
def agent_url(agent_server_url: str) -> str:
    return agent_server_url


@pytest.fixture(scope="session")
def tavily(settings: Settings) -> Iterator[tuple[str, object]]:
    app = create_tavily_app(slow_s=3.0)
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


@pytest.fixture(scope="session")
def down_agent_url(settings: Settings, agent_server_url: str) -> Iterator[str]:
    from aesthetiq.agent.service import create_app

    nothing_there = free_port()
    down = settings.model_copy(
        update={
            "mcp_url": f"http://127.0.0.1:{nothing_there}/mcp",
            "agent_port": free_port(),
            "tool_timeout_s": 2.0,
        }
    )
    with running(create_app(down), port=down.agent_port) as url:
        yield url


@pytest.fixture(scope="session")
def narrow_agent_url(settings: Settings, agent_server_url: str) -> Iterator[str]:
    """An agent allowed two turns and one MCP request at a time: heavy load in miniature."""
    from aesthetiq.agent.service import create_app

    narrow = settings.model_copy(
        update={"agent_port": free_port(), "agent_max_concurrent_turns": 2, "mcp_max_concurrent_calls": 1,
                "tool_timeout_s": 2.0}  # fmt: skip
    )
    with running(create_app(narrow), port=narrow.agent_port) as url:
        yield url
