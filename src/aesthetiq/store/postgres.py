"""The PostgreSQL store: documents as ``jsonb`` through psycopg 3, vectors in pgvector.

Search (``postgres_search.py``) ranks with the same code as the embedded store; sessions
(``postgres_sessions.py``) keep a turn and the pending clarification context in one transaction.
The connection pool is safe to share between threads; nothing is cached in the process that another
process could change, except the embedder's own vectors.
"""

from __future__ import annotations

import json
import logging
import threading
from collections.abc import Callable, Iterable
from typing import Any

import numpy as np
from psycopg import sql

from aesthetiq.embeddings.base import Embedder
from aesthetiq.settings import Settings
from aesthetiq.store.base import COLLECTIONS, Collection
from aesthetiq.store.enrich import embedding_text
from aesthetiq.store.index import IndexRow, prepare_item
from aesthetiq.store.mongodb_query import FILTER_PATHS, stored_item
from aesthetiq.store.postgres_schema import (
    FILTER_COLUMNS,
    create_schema,
    create_vector_index,
    open_pool,
    reachable,
    redacted,
)
from aesthetiq.store.postgres_search import PostgresSearchMixin, features
from aesthetiq.store.postgres_sessions import PostgresSessionsMixin
from aesthetiq.store.schema import ITEM_COLLECTIONS
from aesthetiq.store.sqlite import SQLiteStore, UnknownCollection

__all__ = ["PostgresStore"]

log = logging.getLogger(__name__)

EMBED_BATCH = 4096
_NO_VECTOR = np.zeros(1, dtype=np.float32)
WRITE_BATCH = 2000
# tsvector weight classes by a term's field weight (lexical.FIELD_WEIGHTS): name A, garment/colour/brand B.
_WEIGHT_CLASSES = ((3.0, "A"), (2.0, "B"), (1.0, "C"), (0.0, "D"))
_ITEM_COLUMNS = ("_id", "doc", *FILTER_COLUMNS, "features", "tsv", "model", "embedding")
_UPSERT_ITEM = {
    table: sql.SQL(
        "INSERT INTO {t} ({columns}) VALUES ({marks}) ON CONFLICT (_id) DO UPDATE SET {updates}"
    ).format(
        t=sql.Identifier(table),
        columns=sql.SQL(", ").join(map(sql.Identifier, _ITEM_COLUMNS)),
        marks=sql.SQL(", ").join(sql.Placeholder() * len(_ITEM_COLUMNS)),
        updates=sql.SQL(", ").join(
            sql.SQL("{0} = EXCLUDED.{0}").format(sql.Identifier(c)) for c in _ITEM_COLUMNS[1:]
        ),
    )
    for table in ITEM_COLLECTIONS
}


def _check(collection: str) -> str:
    if collection not in COLLECTIONS:
        raise UnknownCollection(f"unknown collection {collection!r}; use one of {', '.join(COLLECTIONS)}")
    return collection


def tsvector_text(terms: dict[str, float]) -> str:
    """The item's lexical terms as a ``tsvector`` literal, weighted by the fields they come from.
    Terms are ``lexical.tokens`` output (letters and digits only), so they need no escaping."""
    out = []
    for position, (term, weight) in enumerate(terms.items(), start=1):
        label = next(c for floor, c in _WEIGHT_CLASSES if weight >= floor)
        out.append(f"'{term}':{min(position, 16383)}{label}")
    return " ".join(out)


def _filter_values(doc: dict[str, Any], row: IndexRow) -> dict[str, Any]:
    """The filter column values of an item, from its index row (colours as the filters see them)."""
    values = {
        **{f: row.scalars.get(f) for f in FILTER_COLUMNS if f in row.scalars},
        "price": row.price, "inStock": row.in_stock, "isFavorite": row.favourite,
        "colorTokens": row.multi["colors"], "sizes": row.multi["sizes"], "occasions": row.multi["occasions"],
    }  # fmt: skip
    return {f: values.get(f, doc.get(f)) for f in FILTER_COLUMNS}


def bump_generation(conn: Any, table: str) -> None:
    """Inside every write of a collection: cached vocabularies of an older generation are stale."""
    conn.execute(
        "INSERT INTO generations (collection, n) VALUES (%s, 1) "
        "ON CONFLICT (collection) DO UPDATE SET n = generations.n + 1",
        (table,),
    )


def vocabulary_values(value: Any) -> Iterable[str]:
    if isinstance(value, list):
        return (str(v) for v in value if v is not None and str(v) != "")
    return (str(value),) if isinstance(value, str) and value else ()


class PostgresStore(PostgresSearchMixin, PostgresSessionsMixin):
    def __init__(
        self, settings: Settings, embedder_factory: Callable[[], Embedder], *, vector_index: bool = True
    ) -> None:
        """``vector_index=False`` defers the HNSW index (a bulk load builds it once at the end with
        ``build_vector_index``)."""
        url = settings.postgres_url.get_secret_value()
        self.where = redacted(url)
        self.exact_scan_rows = settings.postgres_exact_scan_rows
        self.strategy = "auto"  # "exact" or "hnsw" force one vector search path (the bench compares them)
        self._embedder_factory = embedder_factory
        self._embedder: Embedder | None = None
        self._embedder_lock = threading.Lock()
        self._vector_index = vector_index
        self._sizes: dict[str, tuple[float, float]] = {}
        self._vocabularies: dict[str, tuple[int, dict[str, list[str]]]] = {}
        self._pool = open_pool(url, settings.postgres_pool_size, settings.postgres_timeout_s)
        create_schema(self._pool)
        for table in ITEM_COLLECTIONS:
            self._reembed_stale(table)
        log.info("PostgreSQL store at %s", self.where)

    def embedder(self) -> Embedder:
        with self._embedder_lock:
            if self._embedder is None:
                self._embedder = self._embedder_factory()
            return self._embedder

    def _model_tag(self) -> str:
        e = self.embedder()
        return f"{e.name}:{e.dim}"

    def _embed(self, texts: list[str]) -> np.ndarray:
        if not texts:
            return np.zeros((0, 1), dtype=np.float32)
        embedder = self.embedder()
        parts = [embedder.embed_texts(texts[i : i + EMBED_BATCH]) for i in range(0, len(texts), EMBED_BATCH)]
        return np.vstack(parts).astype(np.float32)

    # --- documents ---------------------------------------------------------------------------------
    @reachable
    def get(self, collection: Collection, doc_id: str) -> dict[str, Any] | None:
        with self._pool.connection() as conn:
            row = conn.execute(
                sql.SQL("SELECT doc FROM {} WHERE _id = %s").format(sql.Identifier(_check(collection))),
                (doc_id,),
            ).fetchone()
        return row[0] if row else None

    def find_one(self, collection: Collection, **equals: Any) -> dict[str, Any] | None:
        found = self.find(collection, limit=1, **equals)
        return found[0] if found else None

    @reachable
    def find(self, collection: Collection, limit: int = 100, **equals: Any) -> list[dict[str, Any]]:
        """Documents whose fields equal the given values (``@>`` on the document, through its index)."""
        table = _check(collection)
        if limit <= 0:
            return []
        for key in equals:
            if not key.replace("_", "").isalnum():
                raise ValueError(f"not a field name: {key!r}")
        where: list[sql.Composable] = []
        params: list[Any] = []
        for key in [
            k for k in equals if k == "_id" or k == "userId" or (table == "users" and k == "clerkId")
        ]:
            where.append(sql.SQL("{} = %s").format(sql.Identifier("_id" if key == "_id" else "userId")))
            params.append(equals.pop(key))
        if equals:
            where.append(sql.SQL("doc @> %s::jsonb"))
            params.append(json.dumps(equals))
        query = sql.SQL("SELECT doc FROM {} WHERE {} ORDER BY seq LIMIT %s").format(
            sql.Identifier(table), sql.SQL(" AND ").join(where) if where else sql.SQL("TRUE")
        )
        with self._pool.connection() as conn:
            return [r[0] for r in conn.execute(query, (*params, limit)).fetchall()]

    @reachable
    def count(self, collection: Collection) -> int:
        with self._pool.connection() as conn:
            row = conn.execute(sql.SQL("SELECT count(*) FROM {}").format(sql.Identifier(_check(collection))))
            return int(row.fetchone()[0])  # type: ignore[index]

    @reachable
    def brands(self) -> list[str]:
        with self._pool.connection() as conn:
            rows = conn.execute(
                "SELECT value FROM vocabulary WHERE collection = 'commerceitems' AND field = 'brand' ORDER BY value"
            ).fetchall()
        return [r[0] for r in rows]

    # --- writes ------------------------------------------------------------------------------------
    normalise = SQLiteStore.normalise  # validate with the domain model, return the stored shape

    @reachable
    def upsert_many(
        self,
        collection: Collection,
        docs: list[dict[str, Any]],
        *,
        validate: bool = True,
        on_progress: Callable[[int], None] | None = None,
    ) -> int:
        """Insert or replace ``docs`` in one transaction: all land or none do."""
        table = _check(collection)
        stored = self.normalise(collection, docs) if validate else [dict(d) for d in docs]
        if not stored:
            return 0
        latest = list({d["_id"]: d for d in stored}.values())  # an _id repeated in the batch: the last wins
        if table not in ITEM_COLLECTIONS:
            with self._pool.connection() as conn, conn.transaction(), conn.cursor() as cur:
                cur.executemany(
                    sql.SQL(
                        "INSERT INTO {} (_id, doc, {u}) VALUES (%s, %s::jsonb, %s) "
                        "ON CONFLICT (_id) DO UPDATE SET doc = EXCLUDED.doc, {u} = EXCLUDED.{u}"
                    ).format(sql.Identifier(table), u=sql.Identifier("userId")),
                    [(d["_id"], json.dumps(d), d.get("clerkId") or d.get("userId")) for d in latest],
                )
            if on_progress is not None:
                on_progress(len(latest))
            return len(stored)
        tag = self._model_tag()
        vectors = self._embed([embedding_text(d) for d in latest])  # before a connection is taken
        values: set[tuple[str, str, str]] = set()
        rows = [
            self._item_row(table, doc, vector, tag, values)
            for doc, vector in zip(latest, vectors, strict=True)
        ]
        with self._pool.connection() as conn, conn.transaction(), conn.cursor() as cur:
            for start in range(0, len(rows), WRITE_BATCH):
                cur.executemany(_UPSERT_ITEM[table], rows[start : start + WRITE_BATCH])
                if on_progress is not None:
                    on_progress(len(rows[start : start + WRITE_BATCH]))
            cur.executemany(
                "INSERT INTO vocabulary (collection, field, value) VALUES (%s, %s, %s) ON CONFLICT DO NOTHING",
                sorted(values),
            )
            bump_generation(cur, table)
            # The vector search picks its strategy from the planner's estimates: refresh the statistics
            # after a write that changes the table a lot (autovacuum would, within a minute or so).
            known = cur.execute(
                "SELECT reltuples FROM pg_class WHERE oid = %s::regclass", (table,)
            ).fetchone()
            if known is None or known[0] < 0 or len(rows) > 0.2 * known[0]:
                cur.execute(sql.SQL("ANALYZE {}").format(sql.Identifier(table)))
        if table in ITEM_COLLECTIONS and self._vector_index:
            create_vector_index(self._pool, table, tag, int(vectors.shape[1]))
        return len(stored)

    @staticmethod
    def _item_row(
        table: str, doc: dict[str, Any], vector: np.ndarray, tag: str, values: set[tuple[str, str, str]]
    ) -> tuple[Any, ...]:
        """The row of an item; adds the values of its filterable fields to ``values`` (what
        ``mql_filter`` resolves fuzzy constraints against), from the columns or, for a field without
        one, from the document."""
        # The normalisation the MQL filters assume of a stored item (season scores, a default gender),
        # as MongoDB stores it; the server-side fields it adds are columns here.
        stored_item(doc, _NO_VECTOR)
        doc.pop("embedding", None)
        doc.pop("colorTokens", None)
        _, row = prepare_item(0, doc, vector)
        assert row.terms is not None
        filters = _filter_values(doc, row)
        for field in FILTER_PATHS:
            found = filters[field] if field in FILTER_COLUMNS else doc.get(field)
            values.update((table, field, v) for v in vocabulary_values(found))
        return (
            doc["_id"], json.dumps(doc), *(filters[f] for f in FILTER_COLUMNS), features(row),
            tsvector_text(row.terms), tag, vector,
        )  # fmt: skip

    @reachable
    def delete_many(self, collection: Collection, doc_ids: list[str]) -> int:
        table = _check(collection)
        with self._pool.connection() as conn, conn.transaction():
            deleted = conn.execute(
                sql.SQL("DELETE FROM {} WHERE _id = ANY(%s)").format(sql.Identifier(table)), (list(doc_ids),)
            ).rowcount
            if table in ITEM_COLLECTIONS and deleted:
                self._forget_absent_values(conn, table)
                bump_generation(conn, table)
        return deleted

    def _forget_absent_values(self, conn: Any, table: str) -> None:
        """Drop the recorded values of the column fields that no item holds any more."""
        for field, kind in FILTER_COLUMNS.items():
            if field not in FILTER_PATHS or kind not in ("text", "text[]"):
                continue
            holds = sql.SQL("t.{} = v.value" if kind == "text" else "v.value = ANY(t.{})").format(
                sql.Identifier(field)
            )
            conn.execute(
                sql.SQL(
                    "DELETE FROM vocabulary v WHERE v.collection = %s AND v.field = %s "
                    "AND NOT EXISTS (SELECT 1 FROM {} t WHERE {})"
                ).format(sql.Identifier(table), holds),
                (table, field),
            )

    @reachable
    def clear(self, collections: tuple[Collection, ...] = COLLECTIONS) -> None:
        """Remove every document of the given collections (used before re-seeding)."""
        with self._pool.connection() as conn, conn.transaction():
            for collection in collections:
                table = _check(collection)
                conn.execute(sql.SQL("DELETE FROM {}").format(sql.Identifier(table)))
                conn.execute("DELETE FROM vocabulary WHERE collection = %s", (table,))
                bump_generation(conn, table)

    @reachable
    def build_vector_index(self, collection: Collection) -> None:
        """Build the HNSW index now (after a bulk load opened with ``vector_index=False``)."""
        create_vector_index(self._pool, _check(collection), self._model_tag(), self.embedder().dim)

    @reachable
    def _reembed_stale(self, table: str) -> None:
        """Items embedded by another embedder than the configured one get new vectors, so one vector
        space serves each search (as the embedded store does on open)."""
        with self._pool.connection() as conn:
            if conn.execute(
                sql.SQL("SELECT NOT EXISTS (SELECT 1 FROM {})").format(sql.Identifier(table))
            ).fetchone()[0]:  # type: ignore[index]
                return
            tag = self._model_tag()
            stale = conn.execute(
                sql.SQL("SELECT count(*) FROM {} WHERE model IS DISTINCT FROM %s").format(
                    sql.Identifier(table)
                ),
                (tag,),
            ).fetchone()[0]  # type: ignore[index]
        if not stale:
            if self._vector_index:
                create_vector_index(self._pool, table, tag, self.embedder().dim)
            return
        log.info("%s: %d items were embedded by another model: embedding them with %s", table, stale, tag)
        select = sql.SQL("SELECT _id, doc FROM {} WHERE model IS DISTINCT FROM %s LIMIT %s").format(
            sql.Identifier(table)
        )
        update = sql.SQL("UPDATE {} SET model = %s, embedding = %s WHERE _id = %s").format(
            sql.Identifier(table)
        )
        while True:
            with self._pool.connection() as conn, conn.transaction(), conn.cursor() as cur:
                batch = cur.execute(select, (tag, EMBED_BATCH)).fetchall()
                if not batch:
                    break
                vectors = self._embed([embedding_text(doc) for _, doc in batch])
                cur.executemany(
                    update, [(tag, v, doc_id) for (doc_id, _), v in zip(batch, vectors, strict=True)]
                )
        if self._vector_index:
            create_vector_index(self._pool, table, tag, self.embedder().dim)

    def close(self) -> None:
        self._pool.close()
