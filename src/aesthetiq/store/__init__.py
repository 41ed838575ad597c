"""The store: documents, hybrid search and chat sessions behind the ``Store`` port (``base.py``)."""

from __future__ import annotations

import logging

from aesthetiq.embeddings.base import Embedder
from aesthetiq.settings import Settings
from aesthetiq.store.base import COLLECTIONS, Collection, SearchHit, Store
from aesthetiq.store.sessions import SessionNotFound
from aesthetiq.store.sqlite import SQLiteStore, UnknownCollection

__all__ = [
    "COLLECTIONS",
    "Collection",
    "SQLiteStore",
    "SearchHit",
    "SessionNotFound",
    "Store",
    "UnknownCollection",
    "open_store",
]

log = logging.getLogger(__name__)


def open_store(
    settings: Settings, *, seed_if_empty: bool = True, embedder: Embedder | None = None
) -> Store:
    """Open the store named by ``settings.store``: the SQLite file at ``settings.db_path`` (created if
    needed), the MongoDB database at ``settings.mongodb_uri`` or the PostgreSQL one at
    ``settings.postgres_url``.

    With ``seed_if_empty`` and ``settings.seed_on_start``, an empty store gets the demo data.
    ``embedder`` overrides the one named by ``settings.embedder`` (built lazily on first use).
    """
    if settings.store == "mongodb":
        from aesthetiq.store.mongodb import MongoStore  # pymongo is the optional `mongodb` extra

        mongo = MongoStore(settings, embedder)
        _seed_if_empty(mongo, settings, seed_if_empty, f"MongoDB database {settings.mongodb_database!r}")
        return mongo
    if settings.store not in ("sqlite", "postgres"):
        raise ValueError(
            f"unknown store backend {settings.store!r}; set AESTHETIQ_STORE to sqlite, mongodb or postgres"
        )

    def embedder_factory() -> Embedder:
        if embedder is not None:
            return embedder
        from aesthetiq.embeddings import make_embedder

        return make_embedder(settings)

    if settings.store == "postgres":
        from aesthetiq.store.postgres import PostgresStore  # psycopg is the optional `postgres` extra

        postgres = PostgresStore(settings, embedder_factory)
        _seed_if_empty(postgres, settings, seed_if_empty, f"PostgreSQL at {postgres.where}")
        return postgres

    store = SQLiteStore(settings.db_path, embedder_factory)
    _seed_if_empty(store, settings, seed_if_empty, str(settings.db_path))
    return store


def _seed_if_empty(store: Store, settings: Settings, seed_if_empty: bool, where: str) -> None:
    if (
        seed_if_empty
        and settings.seed_on_start
        and store.count("commerceitems") == 0
        and store.count("users") == 0
    ):
        from aesthetiq.store.demo import seed

        log.info("empty store at %s: generating the demo data", where)
        seed(store, settings, settings.demo_catalogue_size)
