"""The embedded store: one SQLite file (WAL) plus in-memory search indexes rebuilt from it on open.

Writes go through one connection under a lock (SQLite has one writer anyway); reads use one
connection per thread, so FastAPI's thread pool and several services in one process share a store.
"""

from __future__ import annotations

import json
import logging
import sqlite3
import threading
import time
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import Any

import numpy as np

from aesthetiq.embeddings.base import Embedder
from aesthetiq.models import (
    ColorAnalysis,
    CommerceFilters,
    CommerceItem,
    Document,
    StyleProfile,
    UserProfile,
    WardrobeFilters,
    WardrobeItem,
)
from aesthetiq.store.base import COLLECTIONS, Collection, SearchHit
from aesthetiq.store.enrich import (
    embedding_text,
)
from aesthetiq.store.filtering import CodeSets, Constraints, candidate_positions, colour_codes
from aesthetiq.store.index import IndexRow, ItemIndex, prepare_item
from aesthetiq.store.loading import bump_generation, generation, open_index, save_snapshots
from aesthetiq.store.query import read_query
from aesthetiq.store.schema import ITEM_COLLECTIONS, ITEM_COLUMNS, full_ddl, migrate
from aesthetiq.store.search import hits_from, rank, resolve_constraints, select
from aesthetiq.store.sessions import SessionsMixin

log = logging.getLogger(__name__)

MODELS: dict[str, type[Document]] = {
    "commerceitems": CommerceItem,
    "wardrobeitems": WardrobeItem,
    "users": UserProfile,
    "styleprofiles": StyleProfile,
    "coloranalyses": ColorAnalysis,
}
EMBED_BATCH = 4096
FRESHNESS_CHECK_S = 1.0


class UnknownCollection(ValueError):
    pass


def _check(collection: str) -> str:
    if collection not in COLLECTIONS:
        raise UnknownCollection(f"unknown collection {collection!r}; use one of {', '.join(COLLECTIONS)}")
    return collection


class SQLiteStore(SessionsMixin):
    def __init__(self, path: Path, embedder_factory: Callable[[], Embedder]) -> None:
        self.path = path
        path.parent.mkdir(parents=True, exist_ok=True)
        self._embedder_factory = embedder_factory
        self._embedder: Embedder | None = None
        self._write_lock = threading.RLock()
        self._writer = self._connect()
        self._writer.execute("PRAGMA journal_mode=WAL")
        self._writer.executescript(full_ddl())
        migrate(self._writer)
        self._local = threading.local()
        self._readers: dict[int, sqlite3.Connection] = {}  # by the thread that reads through it
        self._readers_lock = threading.Lock()
        self._brands: list[str] | None = None
        self.indexes = {t: ItemIndex(t) for t in ITEM_COLLECTIONS}
        self.code_sets = {t: CodeSets() for t in ITEM_COLLECTIONS}
        self.saved_generation: dict[str, int] = {}
        self.known_generation: dict[str, int] = {}  # the generation each in-memory index reflects
        self._checked_at: dict[str, float] = {}
        self._writes_in_flight = 0
        self._reload_lock = threading.Lock()
        for table in ITEM_COLLECTIONS:
            open_index(self, table)

    # --- connections -------------------------------------------------------------------------------
    def _connect(self) -> sqlite3.Connection:
        conn = sqlite3.connect(self.path, check_same_thread=False, isolation_level=None, timeout=30)
        conn.execute("PRAGMA foreign_keys=ON")
        conn.execute("PRAGMA synchronous=NORMAL")
        return conn

    def _read(self) -> sqlite3.Connection:
        conn = getattr(self._local, "conn", None)
        if conn is None:
            conn = self._local.conn = self._connect()
            with self._readers_lock:
                # Server thread pools retire idle threads and start new ones: without this, every
                # retired thread would leave an open connection (and its page cache) behind.
                alive = {t.ident for t in threading.enumerate()}
                for ident in [i for i in self._readers if i not in alive or i == threading.get_ident()]:
                    self._readers.pop(ident).close()
                self._readers[threading.get_ident()] = conn
        return conn

    @contextmanager
    def _write(self) -> Iterator[sqlite3.Connection]:
        """One transaction: everything inside lands or nothing does."""
        with self._write_lock:
            self._writer.execute("BEGIN IMMEDIATE")
            try:
                yield self._writer
            except BaseException:
                self._writer.execute("ROLLBACK")
                raise
            self._writer.execute("COMMIT")

    def embedder(self) -> Embedder:
        if self._embedder is None:
            self._embedder = self._embedder_factory()
        return self._embedder

    def _model_tag(self) -> str:
        e = self.embedder()
        return f"{e.name}:{e.dim}"

    # --- documents ---------------------------------------------------------------------------------
    def get(self, collection: Collection, doc_id: str) -> dict[str, Any] | None:
        row = (
            self._read().execute(f"SELECT doc FROM {_check(collection)} WHERE _id = ?", (doc_id,)).fetchone()
        )
        return json.loads(row[0]) if row else None

    def find_one(self, collection: Collection, **equals: Any) -> dict[str, Any] | None:
        found = self.find(collection, limit=1, **equals)
        return found[0] if found else None

    def find(self, collection: Collection, limit: int = 100, **equals: Any) -> list[dict[str, Any]]:
        """Documents whose fields equal the given values (indexed columns where they exist)."""
        table = _check(collection)
        where, params = [], []
        for key, value in equals.items():
            if not key.replace("_", "").isalnum():
                raise ValueError(f"not a field name: {key!r}")
            column = key if key in ("_id", "userId") else f"json_extract(doc, '$.{key}')"
            if table == "users" and key == "clerkId":
                column = "userId"
            where.append(f"{column} = ?")
            params.append(int(value) if isinstance(value, bool) else value)
        sql = f"SELECT doc FROM {table}" + (f" WHERE {' AND '.join(where)}" if where else "")
        rows = self._read().execute(f"{sql} ORDER BY rowid LIMIT ?", (*params, limit)).fetchall()
        return [json.loads(r[0]) for r in rows]

    def count(self, collection: Collection) -> int:
        return int(self._read().execute(f"SELECT count(*) FROM {_check(collection)}").fetchone()[0])

    def brands(self) -> list[str]:
        if self._brands is None:
            rows = (
                self._read()
                .execute("SELECT DISTINCT brand FROM commerceitems WHERE brand IS NOT NULL ORDER BY brand")
                .fetchall()
            )
            self._brands = [r[0] for r in rows]
        return self._brands

    def _docs_by_rowid(self, table: str, rowids: list[int]) -> dict[int, dict[str, Any]]:
        if not rowids:
            return {}
        marks = ",".join("?" * len(rowids))
        rows = (
            self._read()
            .execute(f"SELECT rowid, doc FROM {table} WHERE rowid IN ({marks})", rowids)
            .fetchall()
        )
        return {int(r[0]): json.loads(r[1]) for r in rows}

    # --- writes ------------------------------------------------------------------------------------
    def normalise(self, collection: Collection, docs: list[dict[str, Any]]) -> list[dict[str, Any]]:
        """Validate with the domain model and return the stored shape (raises pydantic.ValidationError)."""
        model = MODELS[_check(collection)]
        return [model.model_validate(d).model_dump(mode="json", by_alias=True) for d in docs]

    def upsert_many(
        self,
        collection: Collection,
        docs: list[dict[str, Any]],
        *,
        validate: bool = True,
        on_progress: Callable[[int], None] | None = None,
    ) -> int:
        """Insert or replace ``docs`` in one transaction. ``validate=False`` skips the model check for
        documents already in stored shape; ``on_progress(n)`` is told as rows are written."""
        table = _check(collection)
        stored = self.normalise(collection, docs) if validate else docs
        if table not in ITEM_COLLECTIONS:
            with self._write() as conn:
                conn.executemany(
                    f"INSERT INTO {table}(_id, doc, userId) VALUES (?, ?, ?) "
                    "ON CONFLICT(_id) DO UPDATE SET doc = excluded.doc, userId = excluded.userId",
                    [(d["_id"], json.dumps(d), d.get("clerkId") or d.get("userId")) for d in stored],
                )
            return len(stored)
        vectors = self._embed([embedding_text(d) for d in stored])
        tag = self._model_tag()
        index = self.indexes[table]
        rows: list[IndexRow] = []
        items, vector_rows = [], []
        marks = ", ".join("?" * (len(ITEM_COLUMNS) + 3))
        with self._local_write():
            with self._write() as conn:
                new_generation = bump_generation(conn, table)
                rowids = self._assign_rowids(conn, table, [d["_id"] for d in stored])
                for n, (doc, vector, rowid) in enumerate(zip(stored, vectors, rowids, strict=True), start=1):
                    values, row = prepare_item(rowid, doc, vector)
                    items.append((rowid, doc["_id"], json.dumps(doc), *values))
                    vector_rows.append((rowid, tag, row.vector.tobytes()))
                    rows.append(row)
                    if on_progress is not None and (n % 500 == 0 or n == len(stored)):
                        on_progress(500 if n % 500 == 0 else n % 500)
                # REPLACE keeps the rowid of an existing _id (assigned above), so the index stays aligned.
                conn.executemany(
                    f"INSERT OR REPLACE INTO {table}(rowid, _id, doc, {', '.join(ITEM_COLUMNS)}) VALUES ({marks})",
                    items,
                )
                conn.executemany(
                    f"INSERT OR REPLACE INTO {table}_vectors(rowid, model, vec) VALUES (?, ?, ?)", vector_rows
                )
            index.put(rows)
            self.known_generation[table] = new_generation

        if table == "commerceitems":
            self._brands = None
        return len(stored)

    def _assign_rowids(self, conn: sqlite3.Connection, table: str, ids: list[str]) -> list[int]:
        """The existing rowid of each _id, or a new one (the same for an _id repeated in the batch)."""
        known: dict[str, int] = {}
        unique = list(dict.fromkeys(ids))
        for start in range(0, len(unique), 900):  # SQLite's limit on bound parameters
            chunk = unique[start : start + 900]
            marks = ",".join("?" * len(chunk))
            known.update(
                conn.execute(f"SELECT _id, rowid FROM {table} WHERE _id IN ({marks})", chunk).fetchall()
            )
        next_rowid = (conn.execute(f"SELECT max(rowid) FROM {table}").fetchone()[0] or 0) + 1
        for doc_id in unique:
            if doc_id not in known:
                known[doc_id] = next_rowid
                next_rowid += 1
        return [known[i] for i in ids]

    def _embed(self, texts: list[str]) -> np.ndarray:
        if not texts:
            return np.zeros((0, 1), dtype=np.float32)
        embedder = self.embedder()
        parts = [embedder.embed_texts(texts[i : i + EMBED_BATCH]) for i in range(0, len(texts), EMBED_BATCH)]
        return np.vstack(parts).astype(np.float32)

    def delete_many(self, collection: Collection, doc_ids: list[str]) -> int:
        table = _check(collection)
        with self._local_write():
            with self._write() as conn:
                marks = ",".join("?" * len(doc_ids))
                found = conn.execute(f"SELECT rowid FROM {table} WHERE _id IN ({marks})", doc_ids).fetchall()
                rowids = [r[0] for r in found]
                conn.executemany(f"DELETE FROM {table} WHERE rowid = ?", [(r,) for r in rowids])
                new_generation = bump_generation(conn, table)
                if table in ITEM_COLLECTIONS:
                    conn.executemany(f"DELETE FROM {table}_vectors WHERE rowid = ?", [(r,) for r in rowids])
            if table in ITEM_COLLECTIONS:
                self.indexes[table].remove(rowids)
                self.known_generation[table] = new_generation
                self._brands = None
        return len(rowids)

    def clear(self, collections: tuple[Collection, ...] = COLLECTIONS) -> None:
        """Remove every document of the given collections (used before re-seeding)."""
        generations: dict[str, int] = {}
        with self._local_write():
            with self._write() as conn:
                for collection in collections:
                    table = _check(collection)
                    conn.execute(f"DELETE FROM {table}")
                    generations[table] = bump_generation(conn, table)
                    if table in ITEM_COLLECTIONS:
                        conn.execute(f"DELETE FROM {table}_vectors")
            for table, new_generation in generations.items():
                if table in self.indexes:
                    self.indexes[table].clear()
                    self.known_generation[table] = new_generation
        self._brands = None

    @contextmanager
    def _local_write(self) -> Iterator[None]:
        """Marks a write by this process: its generation bump is not "another process wrote"."""
        with self._reload_lock:
            self._writes_in_flight += 1
        try:
            yield
        finally:
            with self._reload_lock:
                self._writes_in_flight -= 1

    def _refresh(self, table: str) -> None:
        """Reload the index when another process (``aesthetiq import``, a second server) wrote to the
        file; checked at most once per ``FRESHNESS_CHECK_S``, at the cost of one indexed read."""
        now = time.monotonic()
        if now - self._checked_at.get(table, 0.0) < FRESHNESS_CHECK_S:
            return
        self._checked_at[table] = now
        if generation(self._read(), table) == self.known_generation.get(table):
            return
        with self._reload_lock:
            if self._writes_in_flight == 0 and generation(self._read(), table) != self.known_generation.get(
                table
            ):
                log.info("%s was changed by another process: reloading its index", table)
                open_index(self, table)

    # --- search ------------------------------------------------------------------------------------
    def _search(
        self, table: str, query: str, explicit: Constraints, filters_given: bool, limit: int,
        candidate_pool: int, season: str | None,
    ) -> list[SearchHit]:  # fmt: skip
        reading = (
            None
            if filters_given
            else read_query(
                query, self.brands() if table == "commerceitems" else [], wardrobe=table == "wardrobeitems"
            )
        )
        text = (reading.ranking_text if reading else query) or query
        query_vector = self._embed([text])[0] if text.strip() else None
        self._refresh(table)
        index = self.indexes[table]
        with index.lock:
            idx, used = resolve_constraints(index, self.code_sets[table], explicit, reading)
            wanted = colour_codes(index, self.code_sets[table], used.colors) if used.colors else None
            ranked = rank(index, idx, query_vector, text, max(candidate_pool, limit, 200), wanted)
            chosen = select(index, ranked, limit, candidate_pool, season)
        docs = self._docs_by_rowid(table, [rowid for rowid, _ in chosen])
        return hits_from(docs, chosen)

    def search_commerce(
        self, query: str, filters: CommerceFilters | None, limit: int, candidate_pool: int = 200,
        style_dna: str | None = None,
    ) -> list[SearchHit]:  # fmt: skip
        explicit = Constraints.of(filters)
        return self._search(
            "commerceitems", query, explicit, filters is not None, limit, candidate_pool, style_dna
        )

    def search_wardrobe(
        self, user_id: str, query: str, filters: WardrobeFilters | None, limit: int
    ) -> list[SearchHit]:
        explicit = Constraints.of(filters, owner=user_id)
        return self._search("wardrobeitems", query, explicit, filters is not None, limit, 200, None)

    def _filter(self, table: str, constraints: Constraints, limit: int) -> list[dict[str, Any]]:
        self._refresh(table)
        index = self.indexes[table]
        with index.lock:
            idx = candidate_positions(index, constraints, self.code_sets[table])
            rowids = np.sort(index.rowids[idx])[:limit].tolist()
        docs = self._docs_by_rowid(table, rowids)
        return [docs[r] for r in rowids if r in docs]

    def filter_commerce(self, filters: CommerceFilters | None, limit: int) -> list[dict[str, Any]]:
        return self._filter("commerceitems", Constraints.of(filters), limit)

    def filter_wardrobe(
        self, user_id: str, filters: WardrobeFilters | None, limit: int
    ) -> list[dict[str, Any]]:
        return self._filter("wardrobeitems", Constraints.of(filters, owner=user_id), limit)

    def save_snapshots(self) -> None:
        """Write the in-memory indexes next to the database so the next start skips rebuilding them."""
        save_snapshots(self)

    def close(self) -> None:
        """Save the index snapshots (so the next start is fast) and close every connection."""
        save_snapshots(self)
        with self._readers_lock:
            for conn in self._readers.values():
                conn.close()
            self._readers.clear()
        with self._write_lock:
            self._writer.close()
