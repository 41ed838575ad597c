"""What only the PostgreSQL store has: the choice between an exact scan and HNSW, filters on fields
without a column, several processes on one database, a changed embedder, a server that goes away.

The shared store tests (documents, filters, search quality, sessions, importer) run against it too,
through the parametrised fixtures in conftest.py.
"""

from __future__ import annotations

import tempfile
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any

import numpy as np
import pytest
from pydantic import SecretStr

from aesthetiq.models import CommerceFilters
from aesthetiq.settings import Settings
from aesthetiq.store import open_store
from aesthetiq.store.base import StoreUnavailable
from aesthetiq.store.demo import make_item
from aesthetiq.store.filtering import Constraints
from aesthetiq.store.mongodb_query import mql_filter
from aesthetiq.store.postgres import PostgresStore
from aesthetiq.store.postgres_filters import where_clause
from tests.servers import free_port


@pytest.fixture(scope="module")
def demo(postgres_demo_store: PostgresStore) -> PostgresStore:
    return postgres_demo_store


def _settings(url: str, tmp_path: Path, **changes: Any) -> Settings:
    return Settings(
        store="postgres", postgres_url=SecretStr(url), data_dir=tmp_path, seed_on_start=False, **changes
    )


def _nearest(store: PostgresStore, constraints: Constraints, text: str) -> tuple[str, list[int], str]:
    """The strategy, the 200 nearest items and the query plan for ``constraints``."""
    vector = store._embed([text])[0]
    with store._pool.connection() as conn, conn.transaction():
        where, params = where_clause(mql_filter(constraints, store.vocabulary(conn, "commerceitems")))
        strategy, query = store.nearest_query(conn, "commerceitems", where, params, vector, 200)
        plan = "\n".join(
            r[0] for r in conn.execute(b"EXPLAIN " + query.as_bytes(conn), (*params, vector, 200))
        )
        found = [r[0] for r in conn.execute(query, (*params, vector, 200)).fetchall()]
    return strategy, found, plan


def test_selective_filters_scan_exactly_and_broad_ones_use_hnsw(
    demo: PostgresStore, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(demo, "exact_scan_rows", 1000)  # the demo has 5000 items: 'no filter' is broad
    loafers = Constraints(subCategory="Loafers")
    strategy, exact, plan = _nearest(demo, loafers, "smart leather loafers")
    assert strategy == "exact" and "hnsw" not in plan
    assert len(exact) == min(200, len(demo.filter_commerce(CommerceFilters(subCategory="Loafers"), 5000)))
    strategy, broad, plan = _nearest(demo, Constraints(), "smart leather loafers")
    assert strategy == "hnsw" and "commerceitems_hnsw_" in plan and len(broad) == 200

    # Why: pgvector 0.6 filters after the HNSW scan, so HNSW alone misses most of a selective filter.
    # (HNSW's at most 1000 nearest of 5000 items hold few loafers when the text is about coats.)
    _, exact, _ = _nearest(demo, loafers, "a warm winter coat")
    monkeypatch.setattr(demo, "strategy", "hnsw")
    _, lossy, plan = _nearest(demo, loafers, "a warm winter coat")
    assert "commerceitems_hnsw_" in plan and len(lossy) < len(exact)


def test_hnsw_agrees_with_the_exact_scan_where_it_is_used(
    demo: PostgresStore, monkeypatch: pytest.MonkeyPatch
) -> None:
    recalls = []
    for text in ("something warm for a winter wedding", "elegant evening look", "rain-proof hiking gear"):
        monkeypatch.setattr(demo, "strategy", "exact")
        _, exact, _ = _nearest(demo, Constraints(), text)
        monkeypatch.setattr(demo, "strategy", "hnsw")
        _, approximate, _ = _nearest(demo, Constraints(), text)
        recalls.append(len(set(exact[:20]) & set(approximate[:20])) / 20)
    assert sum(recalls) / len(recalls) >= 0.9, recalls


def test_filters_on_fields_without_a_column_match_the_document(demo: PostgresStore) -> None:
    """A filter key added later (no column of its own) works through the document: one change, in mql_filter."""
    everything = demo.filter_commerce(None, 10_000)
    fits = sorted({i["fit"] for i in everything if i.get("fit")})
    cases = [
        ({"fit": {"$in": fits[:2]}}, lambda i: i.get("fit") in fits[:2]),
        ({"fit": {"$nin": fits[:1]}}, lambda i: i.get("fit") not in fits[:1]),
        ({"seasons": "winter"}, lambda i: "winter" in (i.get("seasons") or [])),
        (
            {"formality": "business", "inStock": True},
            lambda i: i.get("formality") == "business" and i["inStock"],
        ),
        ({"createdAt": {"$gte": "2025-10-01"}}, lambda i: i["createdAt"] >= "2025-10-01"),
    ]
    with demo._pool.connection() as conn:
        for mql, expected in cases:
            where, params = where_clause(mql)
            rows = conn.execute(
                b"SELECT _id FROM commerceitems WHERE " + where.as_bytes(conn), params
            ).fetchall()
            wanted = {i["_id"] for i in everything if expected(i)}
            assert wanted and {r[0] for r in rows} == wanted, mql
        assert set(demo.vocabulary(conn, "commerceitems")("pattern")) == {
            i["pattern"] for i in everything if i.get("pattern")
        }
    with pytest.raises(ValueError, match="cannot translate the MQL operator"):
        where_clause({"price": {"$regex": "9"}})


def test_two_processes_share_one_database(
    postgres_url: Callable[[], str], tmp_path: Path, shared_embedder: Any
) -> None:
    settings = _settings(postgres_url(), tmp_path)
    server = open_store(settings, embedder=shared_embedder)
    importer = open_store(settings, embedder=shared_embedder)  # e.g. `aesthetiq import` meanwhile
    try:
        server.upsert_many("commerceitems", [make_item(i, seed=3) for i in range(20)])
        importer.upsert_many(
            "commerceitems",
            [
                {
                    **make_item(40, seed=3),
                    "name": "Moss Velvet Opera Coat",
                    "brand": "Atelier Neuf",
                    "category": "TOP",
                    "subCategory": "Coat",
                    "type": "Overcoat",
                    "material": "velvet",
                }
            ],
        )
        assert (
            server.search_commerce("velvet opera coat", None, 1)[0]["item"]["name"]
            == "Moss Velvet Opera Coat"
        )
        assert "Atelier Neuf" in server.brands()
        assert [i["name"] for i in server.filter_commerce(CommerceFilters(brand="atelier neuf"), 5)] == [
            "Moss Velvet Opera Coat"
        ]
        importer.delete_many("commerceitems", [make_item(40, seed=3)["_id"]])
        assert "Atelier Neuf" not in server.brands()
    finally:
        importer.close()
        server.close()


class _Letters:
    """A tiny embedder (letter counts), so a store can be reopened with another vector space."""

    name, dim = "letters", 26

    def embed_texts(self, texts: list[str]) -> np.ndarray:
        out = np.zeros((len(texts), self.dim), dtype=np.float32)
        for row, text in enumerate(texts):
            for char in text.lower():
                if "a" <= char <= "z":
                    out[row, ord(char) - 97] += 1
        return out / np.maximum(np.linalg.norm(out, axis=1, keepdims=True), 1e-9)

    def embed_image(self, image: bytes) -> np.ndarray:
        raise NotImplementedError


def test_a_changed_embedder_re_embeds_the_items(
    postgres_url: Callable[[], str], tmp_path: Path, shared_embedder: Any
) -> None:
    settings = _settings(postgres_url(), tmp_path)
    first = open_store(settings, embedder=shared_embedder)
    first.upsert_many("commerceitems", [make_item(i, seed=4) for i in range(30)])
    first.close()
    reopened = open_store(settings, embedder=_Letters())  # type: ignore[arg-type]
    try:
        with reopened._pool.connection() as conn:  # type: ignore[attr-defined]
            assert conn.execute("SELECT DISTINCT model FROM commerceitems").fetchall() == [("letters:26",)]
        hit = reopened.search_commerce(make_item(7, seed=4)["name"], None, 1)[0]
        assert hit["item"]["_id"] == make_item(7, seed=4)["_id"] and hit["breakdown"]["semantic"] > 0.5
    finally:
        reopened.close()


def test_dropped_connections_are_replaced(empty_store_pg: PostgresStore) -> None:
    session = empty_store_pg.create_session("user_a", "before")
    with empty_store_pg._pool.connection() as conn:
        conn.execute(
            "SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = current_database() "
            "AND pid <> pg_backend_pid() AND application_name = ''"
        )
    empty_store_pg._pool.check()  # what the pool also does on its own when it hands out a connection
    assert empty_store_pg.get_session(session["_id"]) == session


def test_nul_characters_are_refused_in_one_sentence(empty_store_pg: PostgresStore) -> None:
    session = empty_store_pg.create_session("user_a", "t")
    turn = [{"role": "user", "content": "hello\x00there", "metadata": {}}]
    with pytest.raises(ValueError, match="PostgreSQL cannot store this value"):
        empty_store_pg.append_turn(session["_id"], turn, None, turn_id="t1")
    assert empty_store_pg.get_messages(session["_id"]) == []


def test_unreachable_server_says_what_to_do(tmp_path: Path) -> None:
    port = free_port()
    settings = _settings(f"postgresql://app:s3cret@127.0.0.1:{port}/shop", tmp_path, postgres_timeout_s=1)
    with pytest.raises(StoreUnavailable) as raised:
        open_store(settings)
    message = str(raised.value)
    assert f"cannot reach PostgreSQL at postgresql://app:***@127.0.0.1:{port}/shop" in message
    assert "AESTHETIQ_POSTGRES_URL" in message and "s3cret" not in message


def test_server_lost_after_start_is_a_clear_error(tmp_path: Path, shared_embedder: Any) -> None:
    import pgserver

    server = pgserver.get_server(tempfile.mkdtemp(prefix="aesthetiq-pg-"), cleanup_mode="delete")
    try:
        store = open_store(
            _settings(server.get_uri(), tmp_path, postgres_timeout_s=1), embedder=shared_embedder
        )
        session = store.create_session("user_x", "Before the outage")
    finally:
        server.cleanup()
    try:
        with pytest.raises(StoreUnavailable, match="cannot reach PostgreSQL at"):
            store.get_session(session["_id"])
        with pytest.raises(StoreUnavailable):
            store.search_commerce("white sneakers", None, 3)
    finally:
        store.close()


def test_tool_server_runs_on_the_postgres_store(demo: PostgresStore, settings: Settings) -> None:
    import httpx

    from aesthetiq.tools.server import create_app
    from tests.servers import running

    with running(create_app(settings, store=demo)) as url:
        found = httpx.post(url + "/api/v1/commerce/tools/search_commerce_items",
                           json={"query": "white sneakers", "limit": 3}, timeout=30)  # fmt: skip
        assert found.status_code == 200, found.text
        hits = found.json()
        assert len(hits) == 3 and all(h["item"]["subCategory"] == "Sneakers" for h in hits)
        got = httpx.post(
            url + "/api/v1/commerce/tools/get_commerce_item",
            json={"item_id": hits[0]["item"]["_id"]},
            timeout=30,
        )
        assert got.status_code == 200 and got.json()["_id"] == hits[0]["item"]["_id"]


@pytest.fixture
def empty_store_pg(
    postgres_url: Callable[[], str], tmp_path: Path, shared_embedder: Any
) -> Iterator[PostgresStore]:
    store = open_store(_settings(postgres_url(), tmp_path), embedder=shared_embedder)
    assert isinstance(store, PostgresStore)
    yield store
    store.close()
