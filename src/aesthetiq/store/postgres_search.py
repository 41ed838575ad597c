"""Hybrid search in PostgreSQL: SQL hard filters → vector and full-text candidates → the shared ranking.

1. The constraints become one SQL condition (``postgres_filters``, from ``mongodb_query.mql_filter``);
   constraints read from the query text are relaxed step by step when nothing satisfies them.
2. Semantic candidates: the ``depth`` nearest filtered items. pgvector before 0.8 applies filters
   after its HNSW scan (which yields at most ``hnsw.ef_search`` rows), so a selective filter loses
   results there: when the filters leave at most ``postgres_exact_scan_rows`` items the store scans
   them exactly (btree/GIN filter, then distances), otherwise it asks HNSW with ``ef_search`` raised
   in proportion to how much the filter keeps (the planner's estimate).
3. Lexical candidates: the ``depth`` best filtered items by ``ts_rank_cd`` over a ``tsvector`` of
   the item's ``lexical.tokens`` terms (weighted by field, so plurals fold as in the embedded store).
4. Both sets are ranked by the embedded store's code (BM25 over the candidates, reciprocal rank
   fusion, style-DNA re-ranking) on their stored ranking features; only the winners' documents load.
"""

from __future__ import annotations

import json
import math
import time
from collections.abc import Callable
from typing import Any

import numpy as np
from psycopg import Connection, sql
from psycopg_pool import ConnectionPool

from aesthetiq.embeddings.base import Embedder
from aesthetiq.models import CommerceFilters, WardrobeFilters
from aesthetiq.store.base import SearchHit
from aesthetiq.store.filtering import Constraints
from aesthetiq.store.index import IndexRow, ItemIndex
from aesthetiq.store.lexical import tokens
from aesthetiq.store.mongodb_query import mql_filter, rank_index
from aesthetiq.store.postgres_filters import where_clause
from aesthetiq.store.postgres_schema import FILTER_COLUMNS, reachable
from aesthetiq.store.query import read_query
from aesthetiq.store.search import hits_from, ranking_words, relax

LEXICAL_SCAN_PER_RESULT = 10  # broad filters: items holding any query word that are ranked, per result
SIZE_TTL_S = 10.0  # how long the table's row estimate (for the HNSW ef_search) is reused
EF_SEARCH_MAX = 1000  # pgvector's ceiling for hnsw.ef_search
EF_SEARCH_MIN = 100
EF_PER_RESULT = 5.0  # ef_search = 5 x the rows wanted after the filter (2x gave recall@20 0.42 at 1M items)


class PostgresSearchMixin:
    """Search methods of ``PostgresStore``; needs the attributes declared here."""

    _pool: ConnectionPool
    exact_scan_rows: int
    strategy: str
    _sizes: dict[str, tuple[float, float]]
    _vocabularies: dict[str, tuple[int, dict[str, list[str]]]]
    embedder: Callable[[], Embedder]
    _model_tag: Callable[[], str]
    _embed: Callable[[list[str]], np.ndarray]
    brands: Callable[[], list[str]]

    # --- search ------------------------------------------------------------------------------------
    def _search(
        self, table: str, query: str, explicit: Constraints, filters_given: bool, limit: int,
        candidate_pool: int, season: str | None,
    ) -> list[SearchHit]:  # fmt: skip
        commerce = table == "commerceitems"
        reading = (
            None
            if filters_given
            else read_query(query, self.brands() if commerce else [], wardrobe=not commerce)
        )
        text = (reading.ranking_text if reading else query) or query
        vector = self._embed([text])[0] if text.strip() else None
        depth = max(candidate_pool, limit, 200)
        implied = reading.implied if reading else None
        with self._pool.connection() as conn, conn.transaction():
            vocabulary = self.vocabulary(conn, table)
            while True:
                constraints = explicit.merged(implied) if implied is not None else explicit
                where, params = where_clause(mql_filter(constraints, vocabulary))
                seqs = self._candidates(conn, table, where, params, vector, text, depth)
                # Text that asked for more than the catalogue has: drop implied constraints step by step.
                if seqs or implied is None or implied.is_empty() or reading is None:
                    break
                implied = relax(implied, reading)
            if not seqs or limit <= 0:
                return []
            index, semantic = self._ranking_features(conn, table, seqs, vector)
            chosen = rank_index(index, semantic, constraints, text, limit, candidate_pool, season)
            docs = dict(
                conn.execute(
                    sql.SQL("SELECT seq, doc FROM {} WHERE seq = ANY(%s)").format(sql.Identifier(table)),
                    ([seq for seq, _ in chosen],),
                ).fetchall()
            )
        return hits_from(docs, chosen)

    def _candidates(
        self, conn: Connection[Any], table: str, where: sql.Composable, params: list[Any],
        vector: np.ndarray | None, text: str, depth: int,
    ) -> list[int]:  # fmt: skip
        """Sequence numbers of the semantic and the lexical candidates (each at most ``depth``)."""
        t = sql.Identifier(table)
        terms = list(dict.fromkeys(tokens(ranking_words(text))))
        # Terms are letters and digits only (lexical.tokens), so the tsquery needs no escaping.
        tsquery = " | ".join(f"'{term}'" for term in terms) if terms else None
        found: dict[int, None] = {}
        if vector is not None:
            nearest, with_lexical = self._nearest(conn, table, where, params, vector, depth, tsquery)
            found.update(dict.fromkeys(nearest))
            if with_lexical:
                return list(found)
        if tsquery is not None:
            found.update(dict.fromkeys(self._lexical(conn, table, where, params, terms, depth)))
        if vector is None and tsquery is None:  # no text to rank by: catalogue order
            rows = conn.execute(
                sql.SQL("SELECT seq FROM {} WHERE {} ORDER BY seq LIMIT %s").format(t, where),
                (*params, depth),
            ).fetchall()
            found.update(dict.fromkeys(r[0] for r in rows))
        return list(found)

    def _lexical(
        self, conn: Connection[Any], table: str, where: sql.Composable, params: list[Any], terms: list[str],
        depth: int,
    ) -> list[int]:  # fmt: skip
        """The best ``depth`` by ``ts_rank_cd`` of many filtered items (more than the exact scan takes):
        the items holding every term, then, while fewer than ``depth``, the best of the first
        ``LEXICAL_SCAN_PER_RESULT`` x ``depth`` items holding any term (ranking every match of a
        common word in a million-item catalogue costs seconds; the semantic candidates and BM25 over
        all candidates carry the ranking there)."""
        ranked = sql.SQL(
            "SELECT seq FROM (SELECT seq, tsv FROM {t} WHERE {where} AND tsv @@ %s::tsquery LIMIT %s) m "
            "ORDER BY ts_rank_cd(tsv, %s::tsquery) DESC, seq LIMIT %s"
        ).format(t=sql.Identifier(table), where=where)
        found: dict[int, None] = {}
        for joiner in (" & ", " | ") if len(terms) > 1 else (" | ",):
            tsquery = joiner.join(f"'{term}'" for term in terms)
            scanned = self.exact_scan_rows if joiner == " & " else LEXICAL_SCAN_PER_RESULT * depth
            rows = conn.execute(ranked, (*params, tsquery, scanned, tsquery, depth)).fetchall()
            found.update(dict.fromkeys(r[0] for r in rows))
            if len(found) >= depth:
                break
        return list(found)[:depth]

    def _nearest(
        self, conn: Connection[Any], table: str, where: sql.Composable, params: list[Any],
        vector: np.ndarray, depth: int, tsquery: str | None = None,
    ) -> tuple[list[int], bool]:  # fmt: skip
        """The ``depth`` filtered items nearest ``vector`` (see the module docstring), and whether the
        lexical candidates for ``tsquery`` came with them: an exact scan ranks both in one pass."""
        strategy, query = self.nearest_query(conn, table, where, params, vector, depth)
        if strategy == "exact":
            return self._exact(conn, table, where, params, vector, tsquery, depth), tsquery is not None
        found = [r[0] for r in conn.execute(query, (*params, vector, depth)).fetchall()]
        conn.execute("SET LOCAL enable_sort = on")  # the next query of this transaction may sort
        if len(found) < depth and self.strategy == "auto":
            # The filter kept fewer of HNSW's candidates than the planner expected: scan exactly.
            return self._exact(conn, table, where, params, vector, tsquery, depth), tsquery is not None
        return found, False

    def _exact(
        self, conn: Connection[Any], table: str, where: sql.Composable, params: list[Any],
        vector: np.ndarray, tsquery: str | None, depth: int,
    ) -> list[int]:  # fmt: skip
        """One pass over the filtered items: the ``depth`` nearest, and the ``depth`` best by
        ``ts_rank_cd`` when there is a ``tsquery``."""
        if tsquery is None:
            return [
                r[0]
                for r in conn.execute(self.exact_query(table, where), (*params, vector, depth)).fetchall()
            ]
        query = sql.SQL(
            "WITH f AS MATERIALIZED (SELECT seq, embedding <=> %s AS distance, CASE WHEN tsv @@ %s::tsquery "
            "THEN ts_rank_cd(tsv, %s::tsquery) END AS lexical FROM {t} WHERE {where} AND model = {tag}) "
            "(SELECT seq FROM f ORDER BY distance, seq LIMIT %s) UNION ALL "
            "(SELECT seq FROM f WHERE lexical IS NOT NULL ORDER BY lexical DESC, seq LIMIT %s)"
        ).format(t=sql.Identifier(table), where=where, tag=sql.Literal(self._model_tag()))
        rows = conn.execute(query, (vector, tsquery, tsquery, *params, depth, depth)).fetchall()
        return list(dict.fromkeys(r[0] for r in rows))

    def exact_query(self, table: str, where: sql.Composable) -> sql.Composed:
        # Ordering by the bare column (not the indexed cast) keeps the planner off the HNSW index.
        return sql.SQL(
            "SELECT seq FROM {t} WHERE {where} AND model = {tag} ORDER BY embedding <=> %s, seq LIMIT %s"
        ).format(t=sql.Identifier(table), where=where, tag=sql.Literal(self._model_tag()))

    def nearest_query(
        self, conn: Connection[Any], table: str, where: sql.Composable, params: list[Any],
        vector: np.ndarray, depth: int,
    ) -> tuple[str, sql.Composed]:  # fmt: skip
        """The strategy ("exact" or "hnsw") for these filters and the query (parameters: ``params``,
        the vector, ``depth``); for "hnsw" it sets this transaction's ``hnsw.ef_search``."""
        t, tag = sql.Identifier(table), sql.Literal(self._model_tag())
        strategy = self.strategy
        kept, total = self._estimate(conn, table, where, params)
        if strategy == "auto":
            strategy = "exact" if kept <= self.exact_scan_rows else "hnsw"
        if strategy == "exact":
            return strategy, self.exact_query(table, where)
        # HNSW candidates enough for ``depth`` rows to survive the filter, within pgvector's ceiling.
        ef = int(
            min(EF_SEARCH_MAX, max(EF_SEARCH_MIN, math.ceil(EF_PER_RESULT * depth * total / max(kept, 1.0))))
        )
        conn.execute(sql.SQL("SET LOCAL hnsw.ef_search = {}").format(sql.Literal(ef)))
        conn.execute("SET LOCAL enable_sort = off")  # the index scan, not a filtered sort
        dim = sql.Literal(int(vector.shape[0]))
        return strategy, sql.SQL(
            "SELECT seq FROM {t} WHERE {where} AND model = {tag} "
            "ORDER BY embedding::vector({dim}) <=> %s::vector({dim}) LIMIT %s"
        ).format(t=t, where=where, tag=tag, dim=dim)

    def _estimate(
        self, conn: Connection[Any], table: str, where: sql.Composable, params: list[Any]
    ) -> tuple[float, float]:
        """How many items the planner expects the filters to keep, and how many there are (from the
        table's statistics: no scan). Misjudging a selective filter as broad costs recall only until
        HNSW comes back short, which sends the search to the exact scan."""
        plan = conn.execute(
            sql.SQL("EXPLAIN (FORMAT JSON) SELECT 1 FROM {} WHERE {}").format(sql.Identifier(table), where),
            params,
        ).fetchone()
        kept = float(plan[0][0]["Plan"]["Plan Rows"]) if plan is not None else 0.0
        checked, total = self._sizes.get(table, (0.0, 0.0))
        if time.monotonic() - checked > SIZE_TTL_S:
            found = conn.execute(
                "SELECT reltuples FROM pg_class WHERE oid = %s::regclass", (table,)
            ).fetchone()
            total = max(float(found[0]) if found is not None else 0.0, 0.0)
            self._sizes[table] = (time.monotonic(), total)
        return kept, max(total, kept, 1.0)

    def vocabulary(self, conn: Connection[Any], table: str) -> Vocabulary:
        """The distinct values of the filterable fields, cached until a write changes the collection
        (one indexed read per search tells)."""
        row = conn.execute("SELECT n FROM generations WHERE collection = %s", (table,)).fetchone()
        generation = int(row[0]) if row else 0
        cached = self._vocabularies.get(table)
        if cached is None or cached[0] != generation:
            cached = self._vocabularies[table] = (generation, {})
        return Vocabulary(conn, table, cached[1])

    def _ranking_features(
        self, conn: Connection[Any], table: str, seqs: list[int], vector: np.ndarray | None
    ) -> tuple[ItemIndex, np.ndarray | None]:
        """A transient index of the candidates (position i = ``seqs[i]``) and their cosine similarity."""
        if vector is None:
            rows = conn.execute(
                sql.SQL("SELECT seq, features, 0.0 FROM {} WHERE seq = ANY(%s)").format(
                    sql.Identifier(table)
                ),
                (seqs,),
            ).fetchall()
        else:
            rows = conn.execute(
                sql.SQL(
                    "SELECT seq, features, CASE WHEN model = %s THEN 1 - (embedding <=> %s) ELSE 0 END "
                    "FROM {} WHERE seq = ANY(%s)"
                ).format(sql.Identifier(table)),
                (self._model_tag(), vector, seqs),
            ).fetchall()
        by_seq = {seq: (stored, float(sim or 0.0)) for seq, stored, sim in rows}
        present = [seq for seq in seqs if seq in by_seq]  # one deleted meanwhile is simply gone
        index = ItemIndex("candidates")
        index.put([_index_row(seq, by_seq[seq][0]) for seq in present])
        semantic = np.array([by_seq[seq][1] for seq in present], dtype=np.float32)
        return index, (semantic if vector is not None else None)

    @reachable
    def search_commerce(
        self, query: str, filters: CommerceFilters | None, limit: int, candidate_pool: int = 200,
        style_dna: str | None = None,
    ) -> list[SearchHit]:  # fmt: skip
        return self._search(
            "commerceitems",
            query,
            Constraints.of(filters),
            filters is not None,
            limit,
            candidate_pool,
            style_dna,
        )

    @reachable
    def search_wardrobe(
        self, user_id: str, query: str, filters: WardrobeFilters | None, limit: int
    ) -> list[SearchHit]:
        explicit = Constraints.of(filters, owner=user_id)
        return self._search("wardrobeitems", query, explicit, filters is not None, limit, 200, None)

    # --- filters alone -----------------------------------------------------------------------------
    @reachable
    def filter_commerce(self, filters: CommerceFilters | None, limit: int) -> list[dict[str, Any]]:
        return self._filter("commerceitems", Constraints.of(filters), limit)

    @reachable
    def filter_wardrobe(
        self, user_id: str, filters: WardrobeFilters | None, limit: int
    ) -> list[dict[str, Any]]:
        return self._filter("wardrobeitems", Constraints.of(filters, owner=user_id), limit)

    def _filter(self, table: str, constraints: Constraints, limit: int) -> list[dict[str, Any]]:
        if limit <= 0:
            return []
        with self._pool.connection() as conn:
            where, params = where_clause(mql_filter(constraints, self.vocabulary(conn, table)))
            rows = conn.execute(
                sql.SQL("SELECT doc FROM {} WHERE {} ORDER BY seq LIMIT %s").format(
                    sql.Identifier(table), where
                ),
                (*params, limit),
            ).fetchall()
        return [r[0] for r in rows]


def features(row: IndexRow) -> str:
    """What the shared ranking code reads of an item (its ``IndexRow`` without the vector), as JSON."""
    return json.dumps({
        "scalars": row.scalars, "price": row.price, "in_stock": row.in_stock, "favourite": row.favourite,
        "multi": row.multi, "seasons": [round(float(s), 4) for s in row.seasons], "terms": row.terms,
    })  # fmt: skip


def _index_row(seq: int, stored: dict[str, Any]) -> IndexRow:
    return IndexRow(
        rowid=seq, scalars=stored["scalars"], price=stored["price"], in_stock=stored["in_stock"],
        favourite=stored["favourite"], multi=stored["multi"],
        seasons=np.asarray(stored["seasons"], dtype=np.float32), vector=None, terms=stored["terms"],
    )  # fmt: skip


class Vocabulary:
    """The distinct stored values of a filterable field (``mql_filter`` resolves fuzzy constraints
    against them), read from the ``vocabulary`` table the writes keep into ``values``. A field the
    table has no values for and no column of its own (added to the filters after the items were
    written) is read from the documents once and recorded."""

    def __init__(self, conn: Connection[Any], table: str, values: dict[str, list[str]] | None = None) -> None:
        self._conn, self._table = conn, table
        self._values: dict[str, list[str]] = {} if values is None else values

    def __call__(self, field: str) -> list[str]:
        if field not in self._values:
            rows = self._conn.execute(
                "SELECT value FROM vocabulary WHERE collection = %s AND field = %s", (self._table, field)
            ).fetchall()
            if not rows and field not in FILTER_COLUMNS:
                rows = self._conn.execute(
                    sql.SQL(
                        "INSERT INTO vocabulary (collection, field, value) SELECT DISTINCT %s, %s, v FROM {}, "
                        "jsonb_array_elements_text(CASE jsonb_typeof(doc -> %s) WHEN 'array' THEN doc -> %s "
                        "WHEN 'string' THEN jsonb_build_array(doc -> %s) ELSE '[]'::jsonb END) v "
                        "ON CONFLICT DO NOTHING RETURNING value"
                    ).format(sql.Identifier(self._table)),
                    (self._table, field, field, field, field),
                ).fetchall()
            self._values[field] = [r[0] for r in rows]
        return self._values[field]
