"""Chat sessions: ownership fields, atomic and idempotent turns, history windows, deletion."""

from __future__ import annotations

import threading

import pytest

from aesthetiq.store import SessionNotFound, Store


def _turn(text: str) -> list[dict]:
    return [
        {"role": "user", "content": text, "metadata": {}},
        {
            "role": "assistant",
            "content": f"re: {text}",
            "metadata": {"intent": "clothing", "items": ["com_1"]},
        },
    ]


def test_session_document_fields(empty_store: Store) -> None:
    session = empty_store.create_session("user_a", "Wedding outfit")
    assert session["_id"].startswith("sess_") and len(session["_id"]) > 10
    assert session["userId"] == "user_a" and session["title"] == "Wedding outfit"
    assert session["pendingClarificationContext"] is None
    assert empty_store.get_session(session["_id"]) == session
    assert empty_store.get_session("sess_unknown") is None


def test_append_turn_is_idempotent_and_sets_pending_context(empty_store: Store) -> None:
    session = empty_store.create_session("user_a", "t")
    pending = {"question": "Which occasion?", "original": "something nice"}
    assert empty_store.append_turn(session["_id"], _turn("hi"), pending, turn_id="turn-1") is True
    assert empty_store.append_turn(session["_id"], _turn("hi"), None, turn_id="turn-1") is False
    messages = empty_store.get_messages(session["_id"])
    assert [m["role"] for m in messages] == ["user", "assistant"]
    assert messages[1]["metadata"] == {"intent": "clothing", "items": ["com_1"]}
    assert messages[0]["createdAt"]
    assert empty_store.get_session(session["_id"])["pendingClarificationContext"] == pending
    empty_store.append_turn(session["_id"], _turn("a formal dinner"), None, turn_id="turn-2")
    assert empty_store.get_session(session["_id"])["pendingClarificationContext"] is None


def test_bad_message_leaves_no_half_turn(empty_store: Store) -> None:
    session = empty_store.create_session("user_a", "t")
    bad = [{"role": "user", "content": "ok"}, {"role": "system", "content": "sneaky"}]
    with pytest.raises(ValueError, match="role"):
        empty_store.append_turn(session["_id"], bad, {"x": 1}, turn_id="turn-bad")
    assert empty_store.get_messages(session["_id"]) == []
    assert empty_store.get_session(session["_id"])["pendingClarificationContext"] is None
    # The failed turn id was not consumed: a corrected retry is stored.
    assert empty_store.append_turn(session["_id"], _turn("ok"), None, turn_id="turn-bad") is True


def test_unknown_session_is_an_error(empty_store: Store) -> None:
    with pytest.raises(SessionNotFound):
        empty_store.append_turn("sess_missing", _turn("x"), None, turn_id="t")


def test_history_window_and_listing(empty_store: Store) -> None:
    first = empty_store.create_session("user_a", "first")
    second = empty_store.create_session("user_a", "second")
    empty_store.create_session("user_b", "someone else's")
    for i in range(6):
        empty_store.append_turn(first["_id"], _turn(f"m{i}"), None, turn_id=f"f{i}")
    last = empty_store.get_messages(first["_id"], limit=3)
    assert [m["content"] for m in last] == ["re: m4", "m5", "re: m5"]
    listed = empty_store.list_sessions("user_a")
    assert [s["_id"] for s in listed] == [first["_id"], second["_id"]]
    assert listed[0]["messageCount"] == 12 and listed[1]["messageCount"] == 0
    assert all(s["userId"] == "user_a" for s in listed)
    assert [s["_id"] for s in empty_store.list_sessions("user_a", limit=1, offset=1)] == [second["_id"]]


def test_delete_session_removes_messages(empty_store: Store) -> None:
    session = empty_store.create_session("user_a", "t")
    empty_store.append_turn(session["_id"], _turn("x"), None, turn_id="d1")
    assert empty_store.delete_session(session["_id"]) is True
    assert empty_store.get_session(session["_id"]) is None
    assert empty_store.get_messages(session["_id"]) == []
    assert empty_store.delete_session(session["_id"]) is False
    # The turn id belongs to the deleted session only; a new session may reuse it.
    fresh = empty_store.create_session("user_a", "t2")
    assert empty_store.append_turn(fresh["_id"], _turn("y"), None, turn_id="d1") is True


def test_concurrent_retries_store_one_turn(empty_store: Store) -> None:
    session = empty_store.create_session("user_a", "t")
    results: list[bool] = []
    threads = [
        threading.Thread(
            target=lambda: results.append(empty_store.append_turn(session["_id"], _turn("x"), None, "same"))
        )
        for _ in range(8)
    ]
    for t in threads:
        t.start()
    for t in threads:
        t.join()
    assert sorted(results) == [False] * 7 + [True]
    assert len(empty_store.get_messages(session["_id"])) == 2


def test_a_session_is_created_with_its_first_turn(empty_store: Store) -> None:
    """No turn stored, no session: an agent killed mid-turn leaves nothing behind (issue 13.7)."""
    session_id = "sess_0123456789abcdef01234567"
    assert empty_store.get_session(session_id) is None
    new = {"userId": "user_a", "title": "A navy blazer"}
    assert empty_store.append_turn(session_id, _turn("a navy blazer"), {"awaiting": "size"}, "t1", new_session=new)
    stored = empty_store.get_session(session_id)
    assert stored is not None and stored["userId"] == "user_a" and stored["title"] == "A navy blazer"
    assert stored["pendingClarificationContext"] == {"awaiting": "size"}
    assert [m["content"] for m in empty_store.get_messages(session_id)] == ["a navy blazer", "re: a navy blazer"]
    # A retry of the same turn stores nothing twice; a later turn goes into the same session.
    assert empty_store.append_turn(session_id, _turn("a navy blazer"), None, "t1", new_session=new) is False
    assert empty_store.append_turn(session_id, _turn("in wool"), None, "t2", new_session=new) is True
    assert len(empty_store.get_messages(session_id)) == 4
    assert [s["_id"] for s in empty_store.list_sessions("user_a")] == [session_id]
