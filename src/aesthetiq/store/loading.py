"""Filling an item collection's in-memory index when a store opens, and keeping its snapshot.

Fast path: the ``.npz`` snapshot written at the collection's current generation (``snapshot.py``).
Slow path: read the indexed columns and vectors from SQLite in chunks, fill in what older files lack
(lexical terms, vectors from another embedder), then write a fresh snapshot.
"""

from __future__ import annotations

import json
import logging
import sqlite3
import time
from pathlib import Path
from typing import TYPE_CHECKING

from aesthetiq.store import snapshot
from aesthetiq.store.approx import APPROX_MIN_CANDIDATES
from aesthetiq.store.enrich import colour_words, embedding_text
from aesthetiq.store.filtering import CodeSets
from aesthetiq.store.index import ItemIndex, row_from_columns
from aesthetiq.store.lexical import term_weights
from aesthetiq.store.schema import ITEM_COLLECTIONS, ITEM_COLUMNS

if TYPE_CHECKING:
    from aesthetiq.store.sqlite import SQLiteStore

log = logging.getLogger(__name__)
CHUNK = 5000


def bump_generation(conn: sqlite3.Connection, table: str) -> int:
    """Called inside every write transaction: a snapshot or an index of an older generation is stale."""
    row = conn.execute(
        "INSERT INTO meta(key, value) VALUES (?, '1') "
        "ON CONFLICT(key) DO UPDATE SET value = CAST(value AS INTEGER) + 1 RETURNING value",
        (f"generation:{table}",),
    ).fetchone()
    return int(row[0])


def generation(conn: sqlite3.Connection, table: str) -> int:
    row = conn.execute("SELECT value FROM meta WHERE key = ?", (f"generation:{table}",)).fetchone()
    return int(row[0]) if row else 0


def snapshot_path(store: SQLiteStore, table: str) -> Path:
    return store.path.with_name(f"{store.path.stem}.{table}.npz")


def open_index(store: SQLiteStore, table: str) -> None:
    """Fill a fresh index for ``table`` and swap it in (also used when another process wrote)."""
    started = time.perf_counter()
    index = ItemIndex(table)
    current = generation(store._read(), table)
    count = store.count(table)  # type: ignore[arg-type]
    tag = store._model_tag() if count else ""
    if count and snapshot.restore(index, snapshot_path(store, table), current, tag):
        store.saved_generation[table] = current
        how = "snapshot"
    else:
        rebuild(store, table, index)
        current = generation(store._read(), table)  # filling gaps may have written
        how = "database"
    if index.size >= APPROX_MIN_CANDIDATES:
        # Start the vector sketch's background build now (0.3 s at 100k items) rather than on
        # the first large search: until it is ready, filtered searches scan every vector exactly.
        index.sketch.current(index.vectors[: index.size])
    store.indexes[table] = index
    store.code_sets[table] = CodeSets()  # codes are per index
    store.known_generation[table] = current
    if how == "database" and count:
        save(store, table)
    log.info("%s: %d items indexed from the %s in %.2f s", table, index.size, how,
             time.perf_counter() - started)  # fmt: skip


def rebuild(store: SQLiteStore, table: str, index: ItemIndex) -> None:
    columns = ", ".join(f"t.{c}" for c in ITEM_COLUMNS)
    cursor = store._read().execute(
        f"SELECT t.rowid, {columns}, v.model, v.vec FROM {table} t LEFT JOIN {table}_vectors v USING (rowid)"
    )
    stale: list[int] = []
    unworded: list[int] = []
    tag: str | None = None
    while records := cursor.fetchmany(CHUNK):
        rows = []
        for record in records:
            values = dict(zip(ITEM_COLUMNS, record[1 : 1 + len(ITEM_COLUMNS)], strict=True))
            model, blob = record[-2], record[-1]
            if tag is None and blob is not None:
                tag = store._model_tag()
            if blob is None or model != tag:
                stale.append(int(record[0]))
                blob = None
            if values["terms"] is None:
                unworded.append(int(record[0]))
            rows.append(row_from_columns(int(record[0]), values, values["seasonScores"], blob))
        index.put(rows)
    if unworded:
        _reword(store, table, unworded, index)
    if stale:
        log.info("%s: embedding %d items (new, or made by another embedder)", table, len(stale))
        _reembed(store, table, stale, index)


def _reword(store: SQLiteStore, table: str, rowids: list[int], index: ItemIndex) -> None:
    """Fill the lexical terms of rows written before the store kept them."""
    docs = store._docs_by_rowid(table, rowids)
    terms = {r: term_weights(d, colour_words(d)) for r, d in docs.items()}
    with store._write() as conn:
        conn.executemany(
            f"UPDATE {table} SET terms = ? WHERE rowid = ?", [(json.dumps(t), r) for r, t in terms.items()]
        )
        bump_generation(conn, table)
    with index.lock:
        for rowid, words in terms.items():
            index.lexical.set(index.pos_of[rowid], words)


def _reembed(store: SQLiteStore, table: str, rowids: list[int], index: ItemIndex) -> None:
    docs = store._docs_by_rowid(table, rowids)
    order = sorted(docs)
    vectors = store._embed([embedding_text(docs[r]) for r in order])
    tag = store._model_tag()
    with store._write() as conn:
        conn.executemany(
            f"INSERT OR REPLACE INTO {table}_vectors(rowid, model, vec) VALUES (?, ?, ?)",
            [(r, tag, v.tobytes()) for r, v in zip(order, vectors, strict=True)],
        )
        bump_generation(conn, table)
    with index.lock:
        index.sketch.invalidate()
        if vectors.size:
            index._ensure_dim(vectors.shape[1])
        for rowid, vector in zip(order, vectors, strict=True):
            pos = index.pos_of[rowid]
            index.vectors[pos] = vector
            index.has_vector[pos] = True


def save(store: SQLiteStore, table: str) -> None:
    current = generation(store._read(), table)
    if store.saved_generation.get(table) == current:
        return
    if store.indexes[table].size == 0:
        snapshot_path(store, table).unlink(missing_ok=True)
    else:
        snapshot.save(store.indexes[table], snapshot_path(store, table), current, store._model_tag())
    store.saved_generation[table] = current


def save_snapshots(store: SQLiteStore) -> None:
    for table in ITEM_COLLECTIONS:
        try:
            save(store, table)
        except OSError as exc:  # a read-only data dir only costs a slower next start
            log.warning("could not save the %s index snapshot: %s", table, exc)
