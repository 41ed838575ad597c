"""Chat sessions and their messages: the only conversation state, so gateway and agent stay stateless.

A turn (the user's message and the assistant's answer, plus the pending clarification context) is
written in one transaction and keyed by ``turn_id``: a retried request cannot store a turn twice.
"""

from __future__ import annotations

import json
import secrets
import sqlite3
from collections.abc import Callable, Iterator
from contextlib import AbstractContextManager
from datetime import UTC, datetime
from typing import Any

from aesthetiq.store.base import NewSession

ROLES = ("user", "assistant")


class SessionNotFound(KeyError):
    """The session id is unknown (or was deleted)."""


def new_session_id() -> str:
    return f"sess_{secrets.token_hex(12)}"


def session_title(title: str | None) -> str:
    return (title or "New chat")[:200]


def _now() -> str:
    return datetime.now(UTC).isoformat(timespec="microseconds").replace("+00:00", "Z")


def _session_doc(row: tuple[Any, ...], message_count: int | None = None) -> dict[str, Any]:
    doc = {
        "_id": row[0],
        "userId": row[1],
        "title": row[2],
        "createdAt": row[3],
        "updatedAt": row[4],
        "pendingClarificationContext": json.loads(row[5]) if row[5] else None,
    }
    if message_count is not None:
        doc["messageCount"] = message_count
    return doc


class SessionsMixin:
    """Session methods of the SQLite store; needs ``_read()`` and ``_write()`` from the store."""

    _read: Callable[[], sqlite3.Connection]
    _write: Callable[[], AbstractContextManager[sqlite3.Connection]]

    def create_session(self, user_id: str, title: str) -> dict[str, Any]:
        if not user_id:
            raise ValueError("a session needs the id of the user who owns it")
        now = _now()
        row = (new_session_id(), user_id, session_title(title), now, now, None)
        with self._write() as conn:
            conn.execute("INSERT INTO sessions VALUES (?, ?, ?, ?, ?, ?)", row)
        return _session_doc(row)

    def get_session(self, session_id: str) -> dict[str, Any] | None:
        row = self._read().execute("SELECT * FROM sessions WHERE _id = ?", (session_id,)).fetchone()
        return _session_doc(row) if row else None

    def list_sessions(self, user_id: str, limit: int = 50, offset: int = 0) -> list[dict[str, Any]]:
        """The user's sessions, most recently updated first, each with its ``messageCount``."""
        rows = (
            self._read()
            .execute(
                "SELECT s.*, (SELECT count(*) FROM messages m WHERE m.sessionId = s._id) FROM sessions s "
                "WHERE s.userId = ? ORDER BY s.updatedAt DESC, s.rowid DESC LIMIT ? OFFSET ?",
                (user_id, limit, max(offset, 0)),
            )
            .fetchall()
        )
        return [_session_doc(r[:6], int(r[6])) for r in rows]

    def delete_session(self, session_id: str) -> bool:
        with self._write() as conn:
            conn.execute("DELETE FROM messages WHERE sessionId = ?", (session_id,))
            conn.execute("DELETE FROM turns WHERE sessionId = ?", (session_id,))
            deleted = conn.execute("DELETE FROM sessions WHERE _id = ?", (session_id,)).rowcount
        return deleted > 0

    def get_messages(self, session_id: str, limit: int | None = None) -> list[dict[str, Any]]:
        if limit is not None:
            rows = (
                self._read()
                .execute(
                    "SELECT role, content, metadata, createdAt FROM "
                    "(SELECT * FROM messages WHERE sessionId = ? ORDER BY id DESC LIMIT ?) ORDER BY id",
                    (session_id, max(limit, 0)),
                )
                .fetchall()
            )
        else:
            rows = (
                self._read()
                .execute(
                    "SELECT role, content, metadata, createdAt FROM messages WHERE sessionId = ? ORDER BY id",
                    (session_id,),
                )
                .fetchall()
            )
        return [
            {"role": r[0], "content": r[1], "metadata": json.loads(r[2]), "createdAt": r[3]} for r in rows
        ]

    def append_turn(
        self,
        session_id: str,
        messages: list[dict[str, Any]],
        pending_clarification_context: dict[str, Any] | None,
        turn_id: str,
        new_session: NewSession | None = None,
    ) -> bool:
        if not turn_id:
            raise ValueError("append_turn needs a turn_id (it makes retries idempotent)")
        rows = list(_message_rows(session_id, turn_id, messages))
        now = _now()
        with self._write() as conn:
            if new_session is not None:
                conn.execute(
                    "INSERT OR IGNORE INTO sessions VALUES (?, ?, ?, ?, ?, ?)",
                    (session_id, new_session["userId"], session_title(new_session["title"]), now, now, None),
                )
            if conn.execute("SELECT 1 FROM sessions WHERE _id = ?", (session_id,)).fetchone() is None:
                raise SessionNotFound(f"session {session_id!r} not found")
            inserted = conn.execute(
                "INSERT OR IGNORE INTO turns(turnId, sessionId, createdAt) VALUES (?, ?, ?)",
                (turn_id, session_id, now),
            ).rowcount
            if not inserted:
                return False
            conn.executemany(
                "INSERT INTO messages(sessionId, turnId, role, content, metadata, createdAt) VALUES (?, ?, ?, ?, ?, ?)",
                rows,
            )
            pending = json.dumps(pending_clarification_context) if pending_clarification_context else None
            conn.execute(
                "UPDATE sessions SET updatedAt = ?, pendingClarificationContext = ? WHERE _id = ?",
                (now, pending, session_id),
            )
        return True


def _message_rows(session_id: str, turn_id: str, messages: list[dict[str, Any]]) -> Iterator[tuple[Any, ...]]:
    # Validated before the transaction opens, so a bad message cannot leave half a turn behind.
    for message in messages:
        role = message.get("role")
        if role not in ROLES:
            raise ValueError(f"message role must be one of {ROLES}, not {role!r}")
        content = message.get("content")
        if not isinstance(content, str):
            raise ValueError("message content must be a string")
        metadata = json.dumps(message.get("metadata") or {}, default=str)
        yield (session_id, turn_id, role, content, metadata, message.get("createdAt") or _now())
