"""Chat sessions in PostgreSQL: ``chatsessions``, ``chatmessages`` and ``chatturns`` (the turn ids).

A turn is one transaction: its id is inserted into ``chatturns`` (primary key session + turn id)
first, so a retried or concurrent duplicate finds it taken — ``ON CONFLICT DO NOTHING`` waits for
the first writer's commit — and stores nothing; the messages and the pending clarification context
land with it or not at all.
"""

from __future__ import annotations

import json
from typing import Any

from psycopg.types.json import Jsonb
from psycopg_pool import ConnectionPool

from aesthetiq.store.base import NewSession
from aesthetiq.store.postgres_schema import reachable
from aesthetiq.store.sessions import SessionNotFound, _message_rows, _now, new_session_id, session_title

_SESSION_COLUMNS = '_id, "userId", title, "createdAt", "updatedAt", "pendingClarificationContext"'


def _session_doc(row: tuple[Any, ...], message_count: int | None = None) -> dict[str, Any]:
    doc = dict(
        zip(
            ("_id", "userId", "title", "createdAt", "updatedAt", "pendingClarificationContext"),
            row,
            strict=False,
        )
    )
    if message_count is not None:
        doc["messageCount"] = message_count
    return doc


class PostgresSessionsMixin:
    """Session methods of ``PostgresStore``; needs ``_pool``."""

    _pool: ConnectionPool

    @reachable
    def create_session(self, user_id: str, title: str) -> dict[str, Any]:
        if not user_id:
            raise ValueError("a session needs the id of the user who owns it")
        now = _now()
        row = (new_session_id(), user_id, session_title(title), now, now, None)
        with self._pool.connection() as conn:
            conn.execute(
                f"INSERT INTO chatsessions ({_SESSION_COLUMNS}) VALUES (%s, %s, %s, %s, %s, %s)", row
            )
        return _session_doc(row)

    @reachable
    def get_session(self, session_id: str) -> dict[str, Any] | None:
        with self._pool.connection() as conn:
            row = conn.execute(
                f"SELECT {_SESSION_COLUMNS} FROM chatsessions WHERE _id = %s", (session_id,)
            ).fetchone()
        return _session_doc(row) if row else None

    @reachable
    def list_sessions(self, user_id: str, limit: int = 50, offset: int = 0) -> list[dict[str, Any]]:
        """The user's sessions, most recently updated first, each with its ``messageCount``."""
        with self._pool.connection() as conn:
            rows = conn.execute(
                f'SELECT {_SESSION_COLUMNS}, (SELECT count(*) FROM chatmessages m WHERE m."sessionId" = s._id) '
                'FROM chatsessions s WHERE "userId" = %s ORDER BY "updatedAt" DESC, seq DESC LIMIT %s OFFSET %s',
                (user_id, max(limit, 0), max(offset, 0)),
            ).fetchall()
        return [_session_doc(r[:6], int(r[6])) for r in rows]

    @reachable
    def delete_session(self, session_id: str) -> bool:
        with self._pool.connection() as conn:  # messages and turn ids go with it (ON DELETE CASCADE)
            return conn.execute("DELETE FROM chatsessions WHERE _id = %s", (session_id,)).rowcount > 0

    @reachable
    def get_messages(self, session_id: str, limit: int | None = None) -> list[dict[str, Any]]:
        """Oldest first; with ``limit`` the last ``limit`` messages."""
        query = 'SELECT role, content, metadata, "createdAt", id FROM chatmessages WHERE "sessionId" = %s'
        with self._pool.connection() as conn:
            if limit is None:
                rows = conn.execute(query + " ORDER BY id", (session_id,)).fetchall()
            else:
                rows = conn.execute(
                    f"SELECT * FROM ({query} ORDER BY id DESC LIMIT %s) last ORDER BY id",
                    (session_id, max(limit, 0)),
                ).fetchall()
        return [{"role": r[0], "content": r[1], "metadata": r[2], "createdAt": r[3]} for r in rows]

    @reachable
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
        rows = list(_message_rows(session_id, turn_id, messages))  # validated before the transaction
        now = _now()
        pending = (
            Jsonb(json.loads(json.dumps(pending_clarification_context, default=str)))
            if pending_clarification_context
            else None
        )
        with self._pool.connection() as conn, conn.transaction():
            if new_session is not None:  # created with its first turn, in the same transaction
                conn.execute(
                    f"INSERT INTO chatsessions ({_SESSION_COLUMNS}) VALUES (%s, %s, %s, %s, %s, %s) ON CONFLICT DO NOTHING",
                    (session_id, new_session["userId"], session_title(new_session["title"]), now, now, None),
                )
            # Locks the session row: a concurrent delete waits, or this turn finds the session gone.
            if (
                conn.execute("SELECT 1 FROM chatsessions WHERE _id = %s FOR UPDATE", (session_id,)).fetchone()
                is None
            ):
                raise SessionNotFound(f"session {session_id!r} not found")
            inserted = conn.execute(
                'INSERT INTO chatturns ("sessionId", "turnId", "createdAt") VALUES (%s, %s, %s) ON CONFLICT DO NOTHING',
                (session_id, turn_id, now),
            ).rowcount
            if not inserted:
                return False
            with conn.cursor() as cur:
                cur.executemany(
                    'INSERT INTO chatmessages ("sessionId", "turnId", role, content, metadata, "createdAt") '
                    "VALUES (%s, %s, %s, %s, %s::jsonb, %s)",
                    rows,
                )
            conn.execute(
                'UPDATE chatsessions SET "updatedAt" = %s, "pendingClarificationContext" = %s WHERE _id = %s',
                (now, pending, session_id),
            )
        return True
