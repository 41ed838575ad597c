"""The MongoDB adapter's queries and updates evaluated by mongomock, a maintained in-process pymongo double.

What a document database decides — which documents an MQL filter selects (arrays, ``$in``/``$nin``,
ranges, equality on array fields), what an update with ``$ne``/``$push $each``/``$inc``/``$set``
leaves behind, how projections, ``sort``, ``skip`` and ``limit`` answer — is checked here against
mongomock's implementation of MongoDB, not against our own wire-protocol fake (which would share
our reading of the manual). The filters come from the adapter's ``mql_filter`` and are compared with
the embedded store on the same 500 items; the sessions are the adapter's own ``MongoSessionsMixin``.

What mongomock cannot run (as of 4.3.0): ``bulk_write`` with the pymongo this project uses
(mongomock issue 912: pymongo 4.11 passes ``sort`` to its bulk builder), ``hello``, sessions and
transactions, Atlas Search indexes and ``$vectorSearch``. Those stay in test_mongodb.py, through the
real pymongo client against tests/fakes/mongo_server.py; see docs/notes/postgres.md for what is
verified where.
"""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path
from typing import Any

import mongomock
import pytest

from aesthetiq.models import CommerceFilters, WardrobeFilters
from aesthetiq.settings import Settings
from aesthetiq.store import SessionNotFound, open_store
from aesthetiq.store.filtering import Constraints
from aesthetiq.store.mongodb_query import HIDDEN_FIELDS, mql_filter, stored_item
from aesthetiq.store.mongodb_sessions import MongoSessionsMixin

CATALOGUE = 500


@pytest.fixture(scope="module")
def twin(tmp_path_factory: pytest.TempPathFactory) -> Iterator[Any]:
    store = open_store(Settings(data_dir=tmp_path_factory.mktemp("twin"), demo_catalogue_size=CATALOGUE))
    yield store
    store.close()


@pytest.fixture(scope="module")
def database(twin: Any) -> Any:
    """The twin's items as the adapter writes them (``stored_item``: colour tokens, vector) in mongomock."""
    db = mongomock.MongoClient()["aesthetiq_test"]
    for collection, owner in (("commerceitems", None), ("wardrobeitems", "user_demo_1")):
        docs = twin.filter_commerce(None, CATALOGUE) if owner is None else twin.filter_wardrobe(owner, None, 500)
        vectors = twin.embedder().embed_texts(["x"] * len(docs))
        db[collection].insert_many([stored_item(dict(d), v) for d, v in zip(docs, vectors, strict=True)])
    return db


def _distinct(db: Any, collection: str) -> Any:
    return lambda field: [v for v in db[collection].distinct(field) if isinstance(v, str)]


@pytest.mark.parametrize(
    "filters",
    [
        {"category": "SHOE", "colors": ["blue"], "maxPrice": 150},
        {"subCategory": "jeans", "sizes": ["32"]},
        {"material": "wool", "excludeColors": ["black"], "inStock": True},
        {"occasion": "wedding", "minPrice": 80},
        {"brand": "zara"},
        {"sizes": ["40", "XS"]},
        {"colors": ["navy", "burgundy"], "excludeColors": ["white"]},
        {"brandId": "brand_zara", "inStock": False},
        {"brand": "No Such Brand"},
        {"gender": "men", "category": "SHOE"},
        {"gender": "women", "subCategory": "Loafers"},
        {"type": "Cardigan"},
        {"subCategory": "Trousers", "sizes": ["M"]},
        {"sizes": ["42R"]},
        {"setId": "set_00_0000117"},
    ],
    ids=str,
)
def test_mql_filters_select_what_the_embedded_store_selects(database: Any, twin: Any, filters: dict) -> None:
    where = mql_filter(Constraints.of(CommerceFilters(**filters)), _distinct(database, "commerceitems"))
    ours = {d["_id"] for d in database.commerceitems.find(where, HIDDEN_FIELDS)}
    assert ours == {d["_id"] for d in twin.filter_commerce(CommerceFilters(**filters), CATALOGUE)}


def test_wardrobe_filters_keep_to_their_owner(database: Any, twin: Any) -> None:
    for filters in (WardrobeFilters(category="TOP"), WardrobeFilters(isFavorite=True), None):
        where = mql_filter(Constraints.of(filters, owner="user_demo_1"), _distinct(database, "wardrobeitems"))
        found = list(database.wardrobeitems.find(where, HIDDEN_FIELDS))
        assert {d["_id"] for d in found} == {d["_id"] for d in twin.filter_wardrobe("user_demo_1", filters, 500)}
        assert all("embedding" not in d and "colorTokens" not in d for d in found)
    nobody = mql_filter(Constraints.of(None, owner="user_nobody"), _distinct(database, "wardrobeitems"))
    assert list(database.wardrobeitems.find(nobody)) == []


class _Sessions(MongoSessionsMixin):
    """The adapter's session methods on a mongomock database."""

    where = "mongomock"

    def __init__(self, db: Any) -> None:
        self._db = db


def _turn(text: str) -> list[dict]:
    return [
        {"role": "user", "content": text, "metadata": {}},
        {"role": "assistant", "content": f"re: {text}", "metadata": {"intent": "clothing", "items": ["c1"]}},
    ]


def test_sessions_idempotent_turns_and_pending_context(tmp_path: Path) -> None:
    sessions = _Sessions(mongomock.MongoClient()["aesthetiq_sessions"])
    session = sessions.create_session("user_s", "Wedding outfit")
    sid = session["_id"]
    assert sessions.get_session(sid) == session and sessions.get_session("sess_nope") is None
    assert sessions.append_turn(sid, _turn("hi"), {"missing": ["size"]}, "turn-1") is True
    assert sessions.append_turn(sid, _turn("hi"), None, "turn-1") is False  # the $ne guard matched nothing
    assert [m["content"] for m in sessions.get_messages(sid)] == ["hi", "re: hi"]
    assert sessions.get_session(sid)["pendingClarificationContext"] == {"missing": ["size"]}
    assert sessions.append_turn(sid, _turn("formal"), None, "turn-2") is True
    assert sessions.get_session(sid)["pendingClarificationContext"] is None
    with pytest.raises(ValueError, match="role"):
        sessions.append_turn(sid, [*_turn("x"), {"role": "system", "content": "no"}], None, "turn-bad")
    assert len(sessions.get_messages(sid)) == 4
    assert [m["content"] for m in sessions.get_messages(sid, limit=1)] == ["re: formal"]
    with pytest.raises(SessionNotFound):
        sessions.append_turn("sess_nope", _turn("x"), None, "turn-3")


def test_sessions_listing_sort_skip_limit_and_delete() -> None:
    sessions = _Sessions(mongomock.MongoClient()["aesthetiq_sessions"])
    first = sessions.create_session("user_a", "first")
    second = sessions.create_session("user_a", "second")
    sessions.create_session("user_b", "someone else's")
    for i in range(3):
        sessions.append_turn(first["_id"], _turn(f"m{i}"), None, f"f{i}")
    listed = sessions.list_sessions("user_a")
    assert [s["_id"] for s in listed] == [first["_id"], second["_id"]]  # the one updated last first
    assert [s["messageCount"] for s in listed] == [6, 0]
    assert all("messages" not in s and "turnIds" not in s for s in listed)
    assert [s["_id"] for s in sessions.list_sessions("user_a", limit=1, offset=1)] == [second["_id"]]
    assert sessions.delete_session(first["_id"]) is True and sessions.delete_session(first["_id"]) is False
    assert sessions.get_messages(first["_id"]) == []


def test_a_session_is_created_with_its_first_turn_in_one_document() -> None:
    sessions = _Sessions(mongomock.MongoClient()["aesthetiq_sessions"])
    new = {"userId": "user_s", "title": "Wedding outfit"}
    assert sessions.get_session("sess_new") is None
    assert sessions.append_turn("sess_new", _turn("hi"), {"missing": ["size"]}, "turn-1", new_session=new) is True
    assert sessions.get_session("sess_new")["userId"] == "user_s"
    assert sessions.get_session("sess_new")["pendingClarificationContext"] == {"missing": ["size"]}
    assert sessions.append_turn("sess_new", _turn("hi"), None, "turn-1", new_session=new) is False
    assert sessions.append_turn("sess_new", _turn("formal"), None, "turn-2", new_session=new) is True
    assert [m["content"] for m in sessions.get_messages("sess_new")] == ["hi", "re: hi", "formal", "re: formal"]
    assert [s["messageCount"] for s in sessions.list_sessions("user_s")] == [4]
