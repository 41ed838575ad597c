"""PostgreSQL against SQLite, same catalogue, same run: search latency and recall@20 against exact search.

Run from the repository root:
    .venv/bin/python -m bench.store_postgres                   # 100k (builds both catalogues once)
    .venv/bin/python -m bench.store_postgres --sizes 1000000   # the million-item run (builds for long)

The PostgreSQL server is pgserver's (PostgreSQL 16.2, pgvector 0.6.2; its configuration but
shared_buffers 2 GB) with its data under /tmp/aesthetiq-bench-pg, one database per size; the
SQLite catalogues are bench.store_search's (/tmp/aesthetiq-bench-store). Per size and backend: p50/p95
of ``search_commerce`` for the 50 queries of tests/store/search_quality.jsonl with their filters
("filtered"), as free text alone ("free text"), and the 10 free-text queries naming no garment
(the whole catalogue is a candidate). Recall@20 (PostgreSQL): the vector stage's top 20 and the
search's top 20 under the per-query strategy and under HNSW alone, each against the exact scan of
the same filtered items; for SQLite, its sketch's semantic top 20 against its exact scan.
"""

from __future__ import annotations

import argparse
import json
import os
import sys
import time
from collections.abc import Callable
from itertools import islice
from pathlib import Path
from typing import Any

import psycopg
from pydantic import SecretStr

from aesthetiq.models import CommerceFilters
from aesthetiq.settings import Settings
from aesthetiq.store.demo import generate_commerce_items
from aesthetiq.store.filtering import Constraints
from aesthetiq.store.mongodb_query import mql_filter
from aesthetiq.store.postgres import PostgresStore
from aesthetiq.store.postgres_filters import where_clause
from aesthetiq.store.postgres_schema import create_schema
from aesthetiq.store.query import read_query
from bench.store_search import BATCH, CASES, EXTRA_QUERIES, _ms, _timed, approximation_recall, open_catalogue

ROOT = Path(__file__).resolve().parent.parent
RESULTS = ROOT / "bench" / "results" / "store_postgres.json"
PGDATA = Path("/tmp/aesthetiq-bench-pg")
SHARED_BUFFERS = "2GB"


def postgres_catalogue(server_uri: str, n: int, embedder: Any) -> tuple[PostgresStore, dict[str, float]]:
    """A PostgreSQL store holding the first ``n`` generated items (built once per size, then reused)."""
    database = f"bench_{n}"
    with psycopg.connect(server_uri, autocommit=True) as conn:
        if conn.execute("SELECT 1 FROM pg_database WHERE datname = %s", (database,)).fetchone() is None:
            conn.execute(f"CREATE DATABASE {database}")
    url = server_uri.replace("/postgres?", f"/{database}?")
    settings = Settings(store="postgres", postgres_url=SecretStr(url), seed_on_start=False)
    timings: dict[str, float] = {}
    started = time.perf_counter()
    store = PostgresStore(settings, lambda: embedder, vector_index=False)
    timings["open_s"] = round(time.perf_counter() - started, 1)  # creates missing indexes, re-embeds stale items
    done = store.count("commerceitems")
    if done != n:
        if done > n:
            store.clear(("commerceitems",))
            done = 0
        # A bulk load as an operator would run it: secondary indexes dropped, then built once.
        with psycopg.connect(url, autocommit=True) as conn:
            for (name,) in conn.execute(
                "SELECT indexname FROM pg_indexes WHERE tablename = 'commerceitems' AND indexname NOT LIKE '%pkey' "
                "AND indexname NOT LIKE '%seq_key'"
            ).fetchall():
                conn.execute(f'DROP INDEX "{name}"')
        items = islice(generate_commerce_items(n), done, None)  # resumes an interrupted build
        while batch := list(islice(items, BATCH)):
            store.upsert_many("commerceitems", batch, validate=False)
            print(f"  postgres: loaded {store.count('commerceitems'):>9,} items", file=sys.stderr, end="\r")
        print(file=sys.stderr)
        timings["load_s"] = round(time.perf_counter() - started, 1)
        started = time.perf_counter()
        create_schema(store._pool)  # the filter, full-text and document indexes
        with psycopg.connect(url, autocommit=True) as conn:
            conn.execute("VACUUM ANALYZE commerceitems")
        timings["secondary_indexes_s"] = round(time.perf_counter() - started, 1)
    started = time.perf_counter()
    store.build_vector_index("commerceitems")
    timings["hnsw_build_or_open_s"] = round(time.perf_counter() - started, 1)
    return store, timings


def build(backend: str, server_uri: str, n: int) -> None:
    """One backend's catalogue alone (the two can build in parallel processes)."""
    if backend == "sqlite":
        store, seconds = open_catalogue(n)
        print(json.dumps({"items": n, "sqlite_open_or_build_s": round(seconds, 1)}))
    else:
        from aesthetiq.embeddings import make_embedder

        store, timings = postgres_catalogue(server_uri, n, make_embedder(Settings()))
        print(json.dumps({"items": n, **timings}))
    store.close()


def latency(store: Any, repeat: int) -> dict[str, dict[str, float]]:
    filters = [CommerceFilters(**c.filters) for c in CASES]
    return {
        "filtered search": _ms(
            _timed(
                [
                    lambda c=c, f=f: store.search_commerce(c.query, f, 20)
                    for c, f in zip(CASES, filters, strict=True)
                ],
                repeat,
            )
        ),
        "free-text search": _ms(
            _timed([lambda c=c: store.search_commerce(c.query, None, 20) for c in CASES], repeat)
        ),
        "free text naming no garment": _ms(
            _timed([lambda q=q: store.search_commerce(q, None, 20) for q in EXTRA_QUERIES], repeat * 5)
        ),
    }


def _overlap(truth: list[Any], found: list[Any], k: int = 20) -> float:
    wanted = truth[:k]
    return len(set(wanted) & set(found[:k])) / len(wanted) if wanted else 1.0


def _query_cases(store: PostgresStore) -> list[tuple[str, str, Constraints]]:
    """(kind, query text, constraints) as the store would search them: the cases with their filters,
    the cases as free text (constraints read from the text), and the queries naming no garment."""
    brands = store.brands()
    out = [("filtered", c.query, Constraints.of(CommerceFilters(**c.filters))) for c in CASES]
    for kind, texts in (("free text", [c.query for c in CASES]), ("no garment", EXTRA_QUERIES)):
        for text in texts:
            reading = read_query(text, brands)
            out.append((kind, reading.ranking_text or text, reading.implied))
    return out


def recall(store: PostgresStore) -> dict[str, Any]:
    """Recall@20 against the exact scan, per query kind: the vector stage, and the whole search."""
    stages: dict[str, dict[str, list[float]]] = {}
    strategies: dict[str, int] = {"exact": 0, "hnsw": 0}
    cases = _query_cases(store)
    vectors = store._embed([text for _, text, _ in cases])
    for (kind, _, constraints), vector in zip(cases, vectors, strict=True):
        row = stages.setdefault(kind, {})
        with store._pool.connection() as conn, conn.transaction():
            where, params = where_clause(mql_filter(constraints, store.vocabulary(conn, "commerceitems")))
            found: dict[str, list[int]] = {}
            for strategy in ("exact", "auto", "hnsw"):
                store.strategy = strategy
                found[strategy] = store._nearest(conn, "commerceitems", where, params, vector, 200)[0]
            store.strategy = "auto"
            chosen, _ = store.nearest_query(conn, "commerceitems", where, params, vector, 200)
        strategies[chosen] += 1
        for strategy in ("auto", "hnsw"):
            row.setdefault(f"vector stage, {strategy}", []).append(_overlap(found["exact"], found[strategy]))
    for kind, text_of in (("filtered", lambda c: c.query), ("free text", lambda c: c.query)):
        filters_of: Callable[[Any], Any] = (
            (lambda c: CommerceFilters(**c.filters)) if kind == "filtered" else (lambda c: None)
        )
        for case in CASES:
            results: dict[str, list[str]] = {}
            for strategy in ("exact", "auto", "hnsw"):
                store.strategy = strategy
                results[strategy] = [
                    h["item"]["_id"] for h in store.search_commerce(text_of(case), filters_of(case), 20)
                ]
            store.strategy = "auto"
            for strategy in ("auto", "hnsw"):
                stages[kind].setdefault(f"search, {strategy}", []).append(
                    _overlap(results["exact"], results[strategy])
                )
    summary: dict[str, Any] = {
        kind: {name: round(sum(v) / len(v), 4) for name, v in row.items()} for kind, row in stages.items()
    }
    summary["queries by strategy (auto)"] = strategies
    return summary


def main() -> int:
    parser = argparse.ArgumentParser(
        description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter
    )
    parser.add_argument("--sizes", default="100000", help="comma-separated catalogue sizes")
    parser.add_argument("--repeat", type=int, default=3, help="passes over the 50 queries per mode")
    parser.add_argument("--build-only", action="store_true", help="build (or check) the catalogues and stop")
    parser.add_argument("--backend", choices=("both", "sqlite", "postgres"), default="both", help="with --build-only")
    args = parser.parse_args()
    import pgserver

    PGDATA.mkdir(parents=True, exist_ok=True)
    server = pgserver.get_server(PGDATA, cleanup_mode="stop")
    with psycopg.connect(server.get_uri(), autocommit=True) as conn:
        if conn.execute("SHOW shared_buffers").fetchone() != (SHARED_BUFFERS,):
            # A server sized as an operator would size it (pgserver's default is 128 MB): restart once.
            conn.execute(f"ALTER SYSTEM SET shared_buffers = '{SHARED_BUFFERS}'")
            restart = True
        else:
            restart = False
    if restart:
        server.cleanup()
        server = pgserver.get_server(PGDATA, cleanup_mode="stop")
    fresh: dict[str, Any] = {}
    try:
        for n in [int(s) for s in args.sizes.split(",")]:
            run_started = time.perf_counter()
            if args.build_only and args.backend != "both":
                build(args.backend, server.get_uri(), n)
                continue
            sqlite, sqlite_build_s = open_catalogue(n)
            postgres, pg_timings = postgres_catalogue(server.get_uri(), n, sqlite.embedder())
            if args.build_only:
                print(
                    json.dumps({"items": n, "sqlite_open_or_build_s": round(sqlite_build_s, 1), **pg_timings})
                )
                sqlite.close()
                postgres.close()
                continue
            row: dict[str, Any] = {
                "sqlite": {
                    "open_or_build_s": round(sqlite_build_s, 1),
                    "latency_ms": latency(sqlite, args.repeat),
                },
                "postgres": {**pg_timings, "latency_ms": latency(postgres, args.repeat)},
            }
            row["postgres"]["recall@20_vs_exact"] = recall(postgres)
            row["sqlite"]["recall@20_vs_exact"] = approximation_recall(sqlite)
            sqlite.close()
            postgres.close()
            row["run_s"] = round(time.perf_counter() - run_started, 1)
            fresh[str(n)] = row
    finally:
        server.cleanup()
    if args.build_only:
        return 0
    results: dict[str, Any] = json.loads(RESULTS.read_text()) if RESULTS.exists() else {}
    results.setdefault("sizes", {}).update(fresh)
    results["machine"] = {
        "cores": os.cpu_count(), "python": sys.version.split()[0], "load_average": os.getloadavg(),
        "postgres": f"pgserver 0.1.4: PostgreSQL 16.2, pgvector 0.6.2, shared_buffers {SHARED_BUFFERS}",
    }  # fmt: skip
    results["date"] = time.strftime("%Y-%m-%d")
    RESULTS.parent.mkdir(parents=True, exist_ok=True)
    RESULTS.write_text(json.dumps(results, indent=2))
    print(json.dumps(fresh, indent=2))
    return 0


if __name__ == "__main__":
    sys.exit(main())
