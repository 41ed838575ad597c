"""PostgreSQL store: the connection pool, the tables, and what a lost server turns into.

Every collection is a table holding the stored document as ``jsonb`` (returned as is). Item tables
also hold the columns the hard filters use (named after the MQL fields ``mongodb_query.mql_filter``
emits, so one filter definition serves both servers), the item's ranking features (the
``IndexRow`` the shared ranking code reads), a ``tsvector`` of its lexical terms and its embedding
(``vector``, tagged with the embedder that made it; the HNSW index is partial on that tag).
"""

from __future__ import annotations

import functools
import hashlib
import logging
import re
from collections.abc import Callable
from typing import Any, TypeVar

import orjson
import psycopg
from pgvector.psycopg import register_vector
from psycopg import sql
from psycopg.types.json import set_json_loads
from psycopg_pool import ConnectionPool, PoolTimeout

from aesthetiq.store.base import StoreUnavailable
from aesthetiq.store.schema import ITEM_COLLECTIONS, PROFILE_COLLECTIONS

log = logging.getLogger(__name__)

Method = TypeVar("Method", bound=Callable[..., Any])

# Item columns copied out of the document (or derived from it) for the hard filters, by MQL field name.
FILTER_COLUMNS: dict[str, str] = {
    "userId": "text", "category": "text", "subCategory": "text", "brand": "text", "brandId": "text",
    "retailerId": "text", "material": "text", "price": "double precision", "inStock": "boolean",
    "isFavorite": "boolean", "colorTokens": "text[]", "sizes": "text[]", "occasions": "text[]",
}  # fmt: skip
# HNSW build parameters: pgvector's defaults.
HNSW_M, HNSW_EF_CONSTRUCTION = 16, 64
SCHEMA_LOCK = 0x5A57E71C  # advisory lock key: two processes starting together create the tables once


def redacted(url: str) -> str:
    """The URL without its password, for messages and logs."""
    return re.sub(r"(//[^:/@]+):[^@/]*@", r"\1:***@", re.sub(r"password=\S+", "password=***", url))


def unreachable(where: str, exc: BaseException) -> StoreUnavailable:
    return StoreUnavailable(
        f"cannot reach PostgreSQL at {where}: {exc.__class__.__name__}. Start the server or set "
        "AESTHETIQ_POSTGRES_URL to one that runs (AESTHETIQ_STORE=sqlite uses the embedded store)"
    )


def reachable(method: Method) -> Method:
    """Turn a lost server (refused connections, a pool that cannot hand out one) into ``StoreUnavailable``,
    and a value PostgreSQL cannot hold (a NUL character) into a ``ValueError`` that says so."""

    @functools.wraps(method)
    def wrapper(self: Any, *args: Any, **kwargs: Any) -> Any:
        try:
            return method(self, *args, **kwargs)
        except psycopg.errors.QueryCanceled:
            raise  # a statement timeout or a cancelled query, not a lost server
        except (psycopg.OperationalError, PoolTimeout) as exc:
            raise unreachable(self.where, exc) from exc
        except psycopg.DataError as exc:
            reason = exc.diag.message_primary or str(exc).splitlines()[0]
            raise ValueError(f"PostgreSQL cannot store this value: {reason}") from exc

    return wrapper  # type: ignore[return-value]


def _configure(conn: psycopg.Connection[Any]) -> None:
    """Each new connection: the ``vector`` type, and orjson for ``jsonb`` (a search reads a few hundred
    rows of ranking features; orjson parses them about three times faster than the json module)."""
    register_vector(conn)
    set_json_loads(orjson.loads, conn)


def open_pool(url: str, size: int, timeout_s: float) -> ConnectionPool:
    """A pool of connections that know the ``vector`` type; creates the extension on first use."""
    where = redacted(url)
    try:
        with psycopg.connect(url, connect_timeout=max(1, int(timeout_s)), autocommit=True) as conn:
            if conn.execute("SELECT 1 FROM pg_extension WHERE extname = 'vector'").fetchone() is None:
                try:
                    conn.execute("CREATE EXTENSION IF NOT EXISTS vector")
                except psycopg.errors.InsufficientPrivilege as exc:
                    raise StoreUnavailable(
                        f"the database at {where} has no pgvector extension and this user may not create "
                        "it: run CREATE EXTENSION vector as its owner"
                    ) from exc
    except psycopg.OperationalError as exc:
        raise unreachable(where, exc) from exc
    pool = ConnectionPool(
        url, min_size=1, max_size=size, timeout=timeout_s, open=False, name="aesthetiq",
        configure=_configure, check=ConnectionPool.check_connection,
    )  # fmt: skip
    try:
        pool.open(wait=True, timeout=timeout_s)
    except PoolTimeout as exc:
        pool.close()
        raise unreachable(where, exc) from exc
    return pool


def _item_ddl(table: str) -> sql.Composed:
    t = sql.Identifier(table)
    columns = sql.SQL(", ").join(
        sql.SQL("{} {}").format(sql.Identifier(name), sql.SQL(kind)) for name, kind in FILTER_COLUMNS.items()
    )
    statements = [
        sql.SQL(
            "CREATE TABLE IF NOT EXISTS {t} (seq bigint GENERATED ALWAYS AS IDENTITY UNIQUE, "
            "_id text PRIMARY KEY, doc jsonb NOT NULL, {columns}, features jsonb NOT NULL, "
            "tsv tsvector NOT NULL, model text, embedding vector)"
        ).format(t=t, columns=columns),
        # The vector stays in the row (compressed or moved out only as a last resort) while the
        # document and the ranking features go to TOAST: an exact scan reads narrow rows.
        sql.SQL("ALTER TABLE {} ALTER COLUMN embedding SET STORAGE MAIN").format(t),
        *(
            sql.SQL("CREATE INDEX IF NOT EXISTS {name} ON {t} USING {method} ({columns})").format(
                name=sql.Identifier(f"{table}_{suffix}"),
                t=t,
                method=sql.SQL(method),
                columns=sql.SQL(", ").join(map(sql.Identifier, cols)),
            )
            for suffix, method, cols in (
                ("cat", "btree", ("category", "subCategory")),
                ("sub", "btree", ("subCategory",)),
                ("brand", "btree", ("brand",)),
                ("price", "btree", ("price",)),
                ("user", "btree", ("userId",)),
                ("colours", "gin", ("colorTokens",)),
                ("sizes", "gin", ("sizes",)),
                ("occasions", "gin", ("occasions",)),
                ("tsv", "gin", ("tsv",)),
            )
        ),
        # Filters on fields without a column of their own (a field added later) match the document.
        sql.SQL("CREATE INDEX IF NOT EXISTS {name} ON {t} USING gin (doc jsonb_path_ops)").format(
            name=sql.Identifier(f"{table}_doc"), t=t
        ),
    ]
    return sql.SQL(";\n").join(statements)


def _profile_ddl(table: str) -> sql.Composed:
    return sql.SQL(
        "CREATE TABLE IF NOT EXISTS {t} (seq bigint GENERATED ALWAYS AS IDENTITY UNIQUE, _id text PRIMARY KEY, "
        "doc jsonb NOT NULL, {user} text);\nCREATE INDEX IF NOT EXISTS {index} ON {t} ({user})"
    ).format(t=sql.Identifier(table), user=sql.Identifier("userId"), index=sql.Identifier(f"{table}_user"))


SHARED_DDL = """
CREATE TABLE IF NOT EXISTS generations (collection text PRIMARY KEY, n bigint NOT NULL);
CREATE TABLE IF NOT EXISTS vocabulary (
  collection text NOT NULL, field text NOT NULL, value text NOT NULL, PRIMARY KEY (collection, field, value)
);
CREATE TABLE IF NOT EXISTS chatsessions (
  seq bigint GENERATED ALWAYS AS IDENTITY UNIQUE, _id text PRIMARY KEY, "userId" text NOT NULL,
  title text NOT NULL, "createdAt" text NOT NULL, "updatedAt" text NOT NULL, "pendingClarificationContext" jsonb
);
CREATE INDEX IF NOT EXISTS chatsessions_user ON chatsessions ("userId", "updatedAt" DESC);
CREATE TABLE IF NOT EXISTS chatmessages (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  "sessionId" text NOT NULL REFERENCES chatsessions(_id) ON DELETE CASCADE,
  "turnId" text NOT NULL, role text NOT NULL, content text NOT NULL, metadata jsonb NOT NULL, "createdAt" text NOT NULL
);
CREATE INDEX IF NOT EXISTS chatmessages_session ON chatmessages ("sessionId", id);
CREATE TABLE IF NOT EXISTS chatturns (
  "sessionId" text NOT NULL REFERENCES chatsessions(_id) ON DELETE CASCADE, "turnId" text NOT NULL,
  "createdAt" text NOT NULL, PRIMARY KEY ("sessionId", "turnId")
);
"""


def create_schema(pool: ConnectionPool) -> None:
    with pool.connection() as conn, conn.transaction():
        conn.execute("SELECT pg_advisory_xact_lock(%s)", (SCHEMA_LOCK,))
        for table in ITEM_COLLECTIONS:
            conn.execute(_item_ddl(table))
        for table in PROFILE_COLLECTIONS:
            conn.execute(_profile_ddl(table))
        conn.execute(SHARED_DDL)


def vector_index_name(table: str, tag: str) -> str:
    return f"{table}_hnsw_{hashlib.sha1(tag.encode()).hexdigest()[:10]}"


def has_vector_index(conn: psycopg.Connection[Any], table: str, tag: str) -> bool:
    found = conn.execute("SELECT to_regclass(%s)", (vector_index_name(table, tag),)).fetchone()
    return found is not None and found[0] is not None


def create_vector_index(pool: ConnectionPool, table: str, tag: str, dim: int) -> None:
    """The HNSW index over the vectors of one embedder (partial on its tag, so vectors of another
    dimension can share the table while they are re-embedded)."""
    with pool.connection() as conn:
        if has_vector_index(conn, table, tag):
            return
        with conn.transaction():
            conn.execute("SELECT pg_advisory_xact_lock(%s)", (SCHEMA_LOCK,))
            # pgvector builds the graph in memory while it fits (a build that spills runs several times
            # slower): about the vectors plus their neighbour lists, within bounds, never below the server's.
            rows = conn.execute(
                "SELECT greatest(reltuples, 0) FROM pg_class WHERE oid = %s::regclass", (table,)
            )
            wanted_mb = int(min(4096, max(64, (rows.fetchone() or (0,))[0] * (dim * 4 + 1024) / 2**20 * 1.2)))
            current = conn.execute(
                "SELECT setting::bigint / 1024 FROM pg_settings WHERE name = 'maintenance_work_mem'"
            )
            if wanted_mb > (current.fetchone() or (0,))[0]:
                conn.execute(
                    sql.SQL("SET LOCAL maintenance_work_mem = {}").format(sql.Literal(f"{wanted_mb}MB"))
                )
            conn.execute(
                sql.SQL(
                    "CREATE INDEX IF NOT EXISTS {name} ON {t} USING hnsw ((embedding::vector({dim})) "
                    "vector_cosine_ops) WITH (m = {m}, ef_construction = {ef}) WHERE model = {tag}"
                ).format(
                    name=sql.Identifier(vector_index_name(table, tag)),
                    t=sql.Identifier(table),
                    dim=sql.Literal(dim),
                    m=sql.Literal(HNSW_M),
                    ef=sql.Literal(HNSW_EF_CONSTRUCTION),
                    tag=sql.Literal(tag),
                )
            )
        log.info("built the HNSW index on %s for %s", table, tag)
