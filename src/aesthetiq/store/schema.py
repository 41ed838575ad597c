"""SQLite layout: one JSON document per row plus the indexed columns the hard filters need.

Item collections (commerce, wardrobe) share one table shape so one index and one search serve both.
``terms`` holds the item's field-weighted words for the lexical index (``lexical.py``), so opening a
store never re-tokenises; each item table has a ``<name>_vectors`` table (float32 BLOBs tagged with
the embedder that made them, so switching embedders re-embeds instead of mixing vector spaces).
"""

from __future__ import annotations

import json
from typing import Any

ITEM_COLLECTIONS = ("commerceitems", "wardrobeitems")
PROFILE_COLLECTIONS = ("users", "styleprofiles", "coloranalyses")

# Columns copied out of the document for filtering and for loading the in-memory index without JSON parsing.
ITEM_COLUMNS = (
    "category", "subCategory", "brand", "brandId", "retailerId", "price", "inStock",
    "material", "formality", "colors", "sizes", "occasions", "userId", "isFavorite", "seasonScores", "terms",
    "gender", "type", "setId",
)  # fmt: skip
# Columns added after the first release: migrate() adds them to an older file and fills them from the documents.
LATER_COLUMNS = ("gender", "type", "setId")


def _item_ddl(table: str) -> str:
    columns = ",\n  ".join(
        f"{c} {'REAL' if c == 'price' else 'INTEGER' if c in ('inStock', 'isFavorite') else 'BLOB' if c == 'seasonScores' else 'TEXT'}"
        for c in ITEM_COLUMNS
    )
    return f"""
CREATE TABLE IF NOT EXISTS {table} (
  rowid INTEGER PRIMARY KEY,
  _id TEXT NOT NULL UNIQUE,
  doc TEXT NOT NULL,
  {columns}
);
CREATE INDEX IF NOT EXISTS {table}_cat ON {table}(category, subCategory);
CREATE INDEX IF NOT EXISTS {table}_brand ON {table}(brand);
CREATE INDEX IF NOT EXISTS {table}_price ON {table}(price);
CREATE INDEX IF NOT EXISTS {table}_user ON {table}(userId);
CREATE TABLE IF NOT EXISTS {table}_vectors (rowid INTEGER PRIMARY KEY, model TEXT NOT NULL, vec BLOB NOT NULL);
"""


def _profile_ddl(table: str) -> str:
    return f"""
CREATE TABLE IF NOT EXISTS {table} (
  rowid INTEGER PRIMARY KEY,
  _id TEXT NOT NULL UNIQUE,
  doc TEXT NOT NULL,
  userId TEXT
);
CREATE INDEX IF NOT EXISTS {table}_user ON {table}(userId);
"""


SESSIONS_DDL = """
CREATE TABLE IF NOT EXISTS sessions (
  _id TEXT PRIMARY KEY,
  userId TEXT NOT NULL,
  title TEXT NOT NULL,
  createdAt TEXT NOT NULL,
  updatedAt TEXT NOT NULL,
  pendingClarificationContext TEXT
);
CREATE INDEX IF NOT EXISTS sessions_user ON sessions(userId, updatedAt);
CREATE TABLE IF NOT EXISTS messages (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  sessionId TEXT NOT NULL REFERENCES sessions(_id) ON DELETE CASCADE,
  turnId TEXT NOT NULL,
  role TEXT NOT NULL,
  content TEXT NOT NULL,
  metadata TEXT NOT NULL,
  createdAt TEXT NOT NULL
);
CREATE INDEX IF NOT EXISTS messages_session ON messages(sessionId, id);
CREATE TABLE IF NOT EXISTS turns (
  turnId TEXT PRIMARY KEY,
  sessionId TEXT NOT NULL REFERENCES sessions(_id) ON DELETE CASCADE,
  createdAt TEXT NOT NULL
);
CREATE TABLE IF NOT EXISTS meta (key TEXT PRIMARY KEY, value TEXT NOT NULL);
"""


def migrate(conn: Any) -> None:
    """Bring a file written by an earlier version up to date (the lexical index moved out of FTS5; items
    gained gender, type and setId columns, filled here from the stored documents)."""
    for table in ITEM_COLLECTIONS:
        columns = {row[1] for row in conn.execute(f"PRAGMA table_info({table})")}
        if "terms" not in columns:
            conn.execute(f"ALTER TABLE {table} ADD COLUMN terms TEXT")
        for column in LATER_COLUMNS:
            if column not in columns:
                conn.execute(f"ALTER TABLE {table} ADD COLUMN {column} TEXT")
                conn.execute(f"UPDATE {table} SET {column} = json_extract(doc, '$.{column}')")
        conn.execute(f"DROP TABLE IF EXISTS {table}_fts")


def full_ddl() -> str:
    parts = [_item_ddl(t) for t in ITEM_COLLECTIONS] + [_profile_ddl(t) for t in PROFILE_COLLECTIONS]
    return "\n".join([*parts, SESSIONS_DDL])


def _json_list(value: Any) -> str:
    return json.dumps([str(v) for v in value] if isinstance(value, list) else [])


def item_row(
    doc: dict[str, Any], colour_tokens: list[str], season_blob: bytes | None, terms: dict[str, float]
) -> tuple[Any, ...]:
    """The indexed column values of an item document, in ``ITEM_COLUMNS`` order.

    ``colors`` holds the colour tokens the filters match (names, or hex families for unknown names).
    """
    in_stock = doc.get("inStock")
    favourite = doc.get("isFavorite")
    return (
        doc.get("category"),
        doc.get("subCategory"),
        doc.get("brand"),
        doc.get("brandId"),
        doc.get("retailerId"),
        float(doc["price"]) if doc.get("price") is not None else None,
        None if in_stock is None else int(bool(in_stock)),
        doc.get("material"),
        doc.get("formality"),
        _json_list(colour_tokens),
        _json_list(doc.get("sizes")),
        _json_list(doc.get("occasions")),
        doc.get("userId"),
        None if favourite is None else int(bool(favourite)),
        season_blob,
        json.dumps(terms),
        doc.get("gender"),
        doc.get("type"),
        doc.get("setId"),
    )
