"""Store fixtures: every shared store test runs against each backend (SQLite, and a real PostgreSQL 16
with pgvector that the ``pgserver`` package starts for the test session in a temporary directory).

``store`` is the seeded demo store (tests/conftest.py's SQLite one, or a PostgreSQL one seeded the same
way); ``empty_store`` a fresh, unseeded one (a file of its own, or a schema of its own).
"""

from __future__ import annotations

import itertools
import tempfile
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any
from urllib.parse import quote

import psycopg
import pytest
from pydantic import SecretStr

from aesthetiq.embeddings.base import Embedder
from aesthetiq.settings import Settings
from aesthetiq.store import SQLiteStore, Store, open_store

BACKENDS = ["sqlite", "postgres"]
_schemas = itertools.count(1)


@pytest.fixture(scope="session")
def postgres_server() -> Iterator[str]:
    """The URL of a PostgreSQL server for this test session, removed with its data at the end.

    Run as root, pgserver runs the server as a system user it adds and opens the data directory's
    parents to it; the directory is not under pytest's base temp, whose root another pytest run
    starting meanwhile would close again (mode 700), cutting the server off from its files."""
    import pgserver

    server = pgserver.get_server(tempfile.mkdtemp(prefix="aesthetiq-pg-"), cleanup_mode="delete")
    try:
        yield server.get_uri()
    finally:
        server.cleanup()


@pytest.fixture(scope="session")
def postgres_url(postgres_server: str) -> Callable[[], str]:
    """Makes a URL whose connections see a new, empty schema (plus ``public``, where pgvector lives)."""
    with psycopg.connect(postgres_server, autocommit=True) as conn:
        conn.execute("CREATE EXTENSION IF NOT EXISTS vector")

    def fresh() -> str:
        schema = f"test_{next(_schemas)}"
        with psycopg.connect(postgres_server, autocommit=True) as conn:
            conn.execute(f"CREATE SCHEMA {schema}")
        return f"{postgres_server}&options={quote(f'-csearch_path={schema},public')}"

    return fresh


@pytest.fixture(scope="session")
def shared_embedder(settings: Settings) -> Embedder:
    from aesthetiq.embeddings import make_embedder

    return make_embedder(settings)


@pytest.fixture(scope="session")
def postgres_demo_store(
    settings: Settings, postgres_url: Callable[[], str], shared_embedder: Embedder
) -> Iterator[Store]:
    """A PostgreSQL store seeded with the same demo data as the shared SQLite one."""
    pg_settings = settings.model_copy(update={"store": "postgres", "postgres_url": SecretStr(postgres_url())})
    opened = open_store(pg_settings, embedder=shared_embedder)
    yield opened
    opened.close()


@pytest.fixture(scope="session", params=BACKENDS)
def store(request: pytest.FixtureRequest, store: Any) -> Any:
    if request.param == "sqlite":
        return store
    return request.getfixturevalue("postgres_demo_store")


@pytest.fixture
def empty_settings(tmp_path: Path) -> Settings:
    return Settings(data_dir=tmp_path, demo_catalogue_size=0, seed_on_start=False)


@pytest.fixture(params=BACKENDS)
def empty_store(
    request: pytest.FixtureRequest, empty_settings: Settings, shared_embedder: Embedder
) -> Iterator[Any]:
    """A fresh, unseeded store (writes here never disturb the shared demo store)."""
    settings = empty_settings
    if request.param == "postgres":
        url = request.getfixturevalue("postgres_url")()
        settings = empty_settings.model_copy(update={"store": "postgres", "postgres_url": SecretStr(url)})
    opened = open_store(settings, seed_if_empty=False, embedder=shared_embedder)
    yield opened
    opened.close()


@pytest.fixture
def sqlite_store(empty_settings: Settings) -> Iterator[SQLiteStore]:
    """A fresh embedded store, for what only the embedded store has (its in-memory index, snapshots)."""
    opened = open_store(empty_settings, seed_if_empty=False)
    assert isinstance(opened, SQLiteStore)
    yield opened
    opened.close()
