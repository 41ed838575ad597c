"""The production store: MongoDB (Atlas) through the official ``pymongo`` client.

Seed collections and field names (``commerceitems``, ``wardrobeitems``, ``users``, ``styleprofiles``,
``coloranalyses``, ``chatsessions``); items carry their vector in ``embedding``. Search asks Atlas
``$vectorSearch`` (index "vector", pre-filtered by the hard filters) for the semantic candidates and
ranks them with the code the embedded store uses (``mongodb_query.rank_candidates``). One
``MongoClient`` per store: it pools connections and is safe to share between threads.
"""

from __future__ import annotations

import logging
import threading
import time
from typing import Any

import numpy as np
from pymongo import MongoClient, ReplaceOne
from pymongo.errors import PyMongoError

from aesthetiq.embeddings.base import Embedder
from aesthetiq.settings import Settings
from aesthetiq.store.base import COLLECTIONS, Collection
from aesthetiq.store.enrich import embedding_text
from aesthetiq.store.mongodb_errors import StoreUnavailable, reachable, redacted, unreachable
from aesthetiq.store.mongodb_query import HIDDEN_FIELDS, stored_item
from aesthetiq.store.mongodb_search import MongoSearchMixin
from aesthetiq.store.mongodb_sessions import SESSIONS, MongoSessionsMixin
from aesthetiq.store.schema import ITEM_COLLECTIONS
from aesthetiq.store.sqlite import MODELS, UnknownCollection

__all__ = ["MongoStore", "StoreUnavailable"]

log = logging.getLogger(__name__)

VOCABULARY_TTL_S = 30.0  # distinct values go stale at most this long after another process writes
EMBED_BATCH = 4096
SECONDARY_INDEXES: dict[str, list[str]] = {
    "commerceitems": ["category", "subCategory", "brand", "price"],
    "wardrobeitems": ["userId", "category"],
    "users": ["clerkId"],
    "styleprofiles": ["userId"],
    "coloranalyses": ["userId"],
    SESSIONS: ["userId"],
}


def _check(collection: str) -> str:
    if collection not in COLLECTIONS:
        raise UnknownCollection(f"unknown collection {collection!r}; use one of {', '.join(COLLECTIONS)}")
    return collection


class MongoStore(MongoSearchMixin, MongoSessionsMixin):
    def __init__(self, settings: Settings, embedder: Embedder | None = None) -> None:
        self._settings = settings
        self._embedder = embedder
        self.where = where = redacted(settings.mongodb_uri)
        try:
            self._client: MongoClient[dict[str, Any]] = MongoClient(
                settings.mongodb_uri,
                serverSelectionTimeoutMS=settings.mongodb_timeout_ms,
                connectTimeoutMS=settings.mongodb_timeout_ms,
                appname="aesthetiq",
            )
            hello = self._client.admin.command("hello")
        except PyMongoError as exc:
            raise unreachable(where, exc) from exc
        self._db = self._client[settings.mongodb_database]
        self._lock = threading.Lock()
        self._vocabulary: dict[tuple[str, str], tuple[float, list[str]]] = {}
        self._vector_ready: set[str] = set()
        self._vector_search = True  # False after the server said it has no Atlas Search
        # Transactions need a replica set or mongos; a standalone mongod (local development) has neither.
        self._transactions = bool(hello.get("setName")) or hello.get("msg") == "isdbgrid"
        if not self._transactions:
            log.warning(
                "MongoDB at %s is a standalone server: batch writes are not atomic there (a replica set "
                "or Atlas makes upsert_many all-or-nothing)", where,
            )  # fmt: skip
        for collection, fields in SECONDARY_INDEXES.items():
            for field in fields:
                self._db[collection].create_index(field)
        self._db[SESSIONS].create_index([("userId", 1), ("updatedAt", -1)])
        log.info("MongoDB store at %s, database %s", where, settings.mongodb_database)

    def embedder(self) -> Embedder:
        if self._embedder is None:
            from aesthetiq.embeddings import make_embedder

            self._embedder = make_embedder(self._settings)
        return self._embedder

    def _embed(self, texts: list[str]) -> np.ndarray:
        embedder = self.embedder()
        parts = [embedder.embed_texts(texts[i : i + EMBED_BATCH]) for i in range(0, len(texts), EMBED_BATCH)]
        return np.vstack(parts).astype(np.float32)

    # --- documents ---------------------------------------------------------------------------------
    @reachable
    def get(self, collection: Collection, doc_id: str) -> dict[str, Any] | None:
        return self._db[_check(collection)].find_one({"_id": doc_id}, HIDDEN_FIELDS)

    @reachable
    def find(self, collection: Collection, limit: int = 100, **equals: Any) -> list[dict[str, Any]]:
        """Documents whose fields equal the given values."""
        if limit <= 0:
            return []
        return list(self._db[_check(collection)].find(equals, HIDDEN_FIELDS).limit(limit))

    @reachable
    def find_one(self, collection: Collection, **equals: Any) -> dict[str, Any] | None:
        return self._db[_check(collection)].find_one(equals, HIDDEN_FIELDS)

    @reachable
    def count(self, collection: Collection) -> int:
        return self._db[_check(collection)].count_documents({})

    @reachable
    def brands(self) -> list[str]:
        return sorted(self._distinct("commerceitems", "brand"))

    def _distinct(self, collection: str, field: str) -> list[str]:
        key = (collection, field)
        cached = self._vocabulary.get(key)
        if cached is None or time.monotonic() - cached[0] > VOCABULARY_TTL_S:
            values = [v for v in self._db[collection].distinct(field) if isinstance(v, str)]
            cached = self._vocabulary[key] = (time.monotonic(), values)
        return cached[1]

    def _changed(self, collection: str) -> None:
        for key in [k for k in self._vocabulary if k[0] == collection]:
            self._vocabulary.pop(key, None)

    # --- writes ------------------------------------------------------------------------------------
    def normalise(self, collection: Collection, docs: list[dict[str, Any]]) -> list[dict[str, Any]]:
        """Validate with the domain model and return the stored shape (raises pydantic.ValidationError)."""
        model = MODELS[_check(collection)]
        return [model.model_validate(d).model_dump(mode="json", by_alias=True) for d in docs]

    @reachable
    def upsert_many(
        self, collection: Collection, docs: list[dict[str, Any]], *, validate: bool = True,
        on_progress: Any = None,
    ) -> int:  # fmt: skip
        """Insert or replace ``docs`` in one transaction: all land or none do."""
        _check(collection)
        stored = self.normalise(collection, docs) if validate else [dict(d) for d in docs]
        if not stored:
            return 0
        if collection in ITEM_COLLECTIONS:
            vectors = self._embed([embedding_text(d) for d in stored])
            stored = [stored_item(d, v) for d, v in zip(stored, vectors, strict=True)]
            self._ensure_vector_index(collection)
        requests = [ReplaceOne({"_id": d["_id"]}, d, upsert=True) for d in stored]
        if self._transactions:
            with self._client.start_session() as session:
                session.with_transaction(lambda s: self._db[collection].bulk_write(requests, session=s))
        else:
            self._db[collection].bulk_write(requests)
        self._changed(collection)
        if on_progress is not None:
            on_progress(len(stored))
        return len(stored)

    @reachable
    def delete_many(self, collection: Collection, doc_ids: list[str]) -> int:
        deleted = self._db[_check(collection)].delete_many({"_id": {"$in": list(doc_ids)}}).deleted_count
        self._changed(collection)
        return deleted

    @reachable
    def clear(self, collections: tuple[Collection, ...] = COLLECTIONS) -> None:
        """Remove every document of the given collections (used before re-seeding)."""
        for collection in collections:
            self._db[_check(collection)].delete_many({})
            self._changed(collection)

    def close(self) -> None:
        self._client.close()
