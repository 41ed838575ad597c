"""Documents: upsert, get, find_one, count, brands, delete; validation and all-or-nothing writes."""

from __future__ import annotations

import threading

import pytest
from pydantic import ValidationError

from aesthetiq.store import SQLiteStore, Store, UnknownCollection, open_store
from aesthetiq.store.demo import make_item


def _item(i: int, **changes) -> dict:
    return {**make_item(i, seed=5), **changes}


def test_upsert_get_and_replace(empty_store: Store) -> None:
    item = _item(1)
    assert empty_store.upsert_many("commerceitems", [item]) == 1
    stored = empty_store.get("commerceitems", item["_id"])
    assert stored["_id"] == item["_id"] and stored["name"] == item["name"]
    assert "embedding" not in stored
    assert set(stored["seasonalPaletteScores"]) >= {"WARM_AUTUMN", "COOL_WINTER"}
    empty_store.upsert_many("commerceitems", [{**item, "price": 12.5, "name": "Renamed Tee"}])
    assert empty_store.count("commerceitems") == 1
    assert empty_store.get("commerceitems", item["_id"])["price"] == 12.5
    hits = empty_store.search_commerce("renamed", None, 5)
    assert [h["item"]["name"] for h in hits] == ["Renamed Tee"]


def test_find_one_by_indexed_and_json_fields(empty_store: Store) -> None:
    empty_store.upsert_many(
        "users", [{"_id": "usr_a", "clerkId": "user_a", "name": "Ada"}, {"_id": "usr_b", "clerkId": "user_b"}]
    )
    empty_store.upsert_many("styleprofiles", [{"_id": "sp_a", "userId": "user_a", "archetype": "Edgy"}])
    assert empty_store.find_one("users", clerkId="user_a")["name"] == "Ada"
    assert empty_store.find_one("users", name="Ada")["_id"] == "usr_a"
    assert empty_store.find_one("styleprofiles", userId="user_a")["archetype"] == "Edgy"
    assert empty_store.find_one("users", clerkId="nobody") is None
    assert empty_store.get("users", "missing") is None


def test_invalid_document_stores_nothing(empty_store: Store) -> None:
    good, bad = _item(1), _item(2, category="SHOE", subCategory="Shirt")
    with pytest.raises(ValidationError, match="belongs to TOP, not SHOE"):
        empty_store.upsert_many("commerceitems", [good, bad])
    assert empty_store.count("commerceitems") == 0
    assert empty_store.search_commerce("shirt", None, 5) == []


def test_synonym_subcategory_is_stored_canonical(empty_store: Store) -> None:
    empty_store.upsert_many("commerceitems", [_item(3, category="BOTTOM", subCategory="chinos", type="chino")])
    stored = empty_store.get("commerceitems", _item(3)["_id"])
    assert (stored["subCategory"], stored["type"]) == ("Trousers", "Chinos")


def test_a_type_outside_its_subcategory_is_refused(empty_store: Store) -> None:
    with pytest.raises(ValidationError, match="unknown type 'Turtleneck' for Trousers; use one of: Chinos"):
        empty_store.upsert_many("commerceitems", [_item(3, category="BOTTOM", subCategory="Trousers", type="Turtleneck")])
    assert empty_store.count("commerceitems") == 0


def test_brands_and_delete(empty_store: Store) -> None:
    items = [_item(i) for i in range(30)]
    empty_store.upsert_many("commerceitems", items)
    assert empty_store.brands() == sorted({i["brand"] for i in items})
    assert empty_store.delete_many("commerceitems", [items[0]["_id"], "nope"]) == 1
    assert empty_store.get("commerceitems", items[0]["_id"]) is None
    assert empty_store.count("commerceitems") == 29
    found = {h["item"]["_id"] for h in empty_store.search_commerce(items[0]["name"], None, 50)}
    assert items[0]["_id"] not in found


def test_unknown_collection_is_refused(empty_store: Store) -> None:
    with pytest.raises(UnknownCollection, match="use one of"):
        empty_store.get("orders", "x")  # type: ignore[arg-type]


def test_index_survives_reopen(empty_settings) -> None:
    store = open_store(empty_settings, seed_if_empty=False)
    store.upsert_many("commerceitems", [_item(i) for i in range(10)])
    store.close()
    reopened = open_store(empty_settings, seed_if_empty=False)
    try:
        assert reopened.indexes["commerceitems"].size == 10
        assert reopened.indexes["commerceitems"].has_vector[:10].all()
        assert reopened.search_commerce(_item(4)["name"], None, 1)[0]["item"]["_id"] == _item(4)["_id"]
    finally:
        reopened.close()


def test_snapshot_is_used_only_when_current(empty_settings) -> None:
    from aesthetiq.store.loading import snapshot_path

    store = open_store(empty_settings, seed_if_empty=False)
    store.upsert_many("commerceitems", [_item(i) for i in range(10)])
    expected = [h["item"]["_id"] for h in store.search_commerce("black boots", None, 5)]
    store.close()
    path = snapshot_path(store, "commerceitems")
    saved = path.read_bytes()
    reopened = open_store(empty_settings, seed_if_empty=False)
    assert [h["item"]["_id"] for h in reopened.search_commerce("black boots", None, 5)] == expected
    reopened.upsert_many("commerceitems", [_item(10)])
    reopened.close()
    path.write_bytes(saved)  # an older snapshot, as if the last process had died before saving
    third = open_store(empty_settings, seed_if_empty=False)
    try:
        assert third.indexes["commerceitems"].size == 11
        assert third.search_commerce(_item(10)["name"], None, 1)[0]["item"]["_id"] == _item(10)["_id"]
    finally:
        third.close()


def test_writes_by_another_process_are_picked_up(empty_settings) -> None:
    server = open_store(empty_settings, seed_if_empty=False)
    importer = open_store(empty_settings, seed_if_empty=False)  # e.g. `aesthetiq import` meanwhile
    try:
        server.upsert_many("commerceitems", [_item(i) for i in range(5)])
        importer.upsert_many("commerceitems", [_item(7, name="Moss Velvet Opera Coat")])
        server._checked_at.clear()  # skip the once-a-second throttle
        hit = server.search_commerce("velvet opera coat", None, 1)[0]
        assert hit["item"]["name"] == "Moss Velvet Opera Coat"
        assert server.indexes["commerceitems"].size == 6
        server.upsert_many("commerceitems", [_item(8)])  # its own writes never trigger a reload
        before = server.indexes["commerceitems"]
        server._checked_at.clear()
        server.search_commerce("coat", None, 1)
        assert server.indexes["commerceitems"] is before and before.size == 7
    finally:
        importer.close()
        server.close()


def test_connections_of_finished_threads_are_closed(sqlite_store: SQLiteStore) -> None:
    empty_store = sqlite_store
    empty_store.upsert_many("commerceitems", [_item(1)])
    found: list[int] = []
    for _ in range(12):  # like a server's thread pool retiring idle threads and starting new ones
        worker = threading.Thread(target=lambda: found.append(empty_store.count("commerceitems")))
        worker.start()
        worker.join()
    assert found == [1] * 12
    assert empty_store.count("commerceitems") == 1
    assert len(empty_store._readers) <= 2  # this thread's and at most the last finished one's
