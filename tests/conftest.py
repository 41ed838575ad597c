"""Shared fixtures: one seeded demo store per test session, and the real services on free ports.

Area-specific fixtures live in tests/<area>/conftest.py.
"""

from __future__ import annotations

import shutil
from collections.abc import Iterator
from pathlib import Path

import pytest

from aesthetiq.settings import Settings
from tests.servers import free_port, redis_server, running


@pytest.fixture(scope="session")
def redis_url() -> Iterator[str]:
    """One Redis for the session's tests (keys are namespaced by what uses them)."""
    pytest.importorskip("redis", reason="the redis extra is not installed")
    if shutil.which("redis-server") is None:
        pytest.skip("redis-server is not installed (apt-get install redis-server)")
    with redis_server() as url:
        yield url


@pytest.fixture(scope="session")
def data_dir(tmp_path_factory: pytest.TempPathFactory) -> Path:
    return tmp_path_factory.mktemp("aesthetiq-data")


@pytest.fixture(scope="session")
def settings(data_dir: Path) -> Settings:
    """Embedded defaults on a private data dir; ports are free ones so tests never collide."""
    return Settings(
        data_dir=data_dir,
        demo_catalogue_size=5000,
        gateway_port=free_port(),
        agent_port=free_port(),
        mcp_port=free_port(),
        embeddings_port=free_port(),
        tavily_api_key=None,
        langfuse_public_key=None,
        langfuse_secret_key=None,
    )


@pytest.fixture(scope="session")
def store(settings: Settings):
    from aesthetiq.store import open_store

    opened = open_store(settings)
    yield opened
    opened.close()


@pytest.fixture(scope="session")
def tool_server_url(settings: Settings, store) -> Iterator[str]:
    from aesthetiq.tools.server import create_app

    with running(create_app(settings, store=store), port=settings.mcp_port) as url:
        yield url


@pytest.fixture(scope="session")
def agent_server_url(settings: Settings, tool_server_url: str) -> Iterator[str]:
    from aesthetiq.agent.service import create_app

    with running(create_app(settings), port=settings.agent_port) as url:
        yield url


@pytest.fixture(scope="session")
def gateway_url(settings: Settings, agent_server_url: str) -> Iterator[str]:
    from aesthetiq.gateway.app import create_app

    with running(create_app(settings), port=settings.gateway_port) as url:
        yield url
