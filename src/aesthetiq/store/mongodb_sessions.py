"""Chat sessions in MongoDB: one ``chatsessions`` document per session, its messages embedded.

A turn is one ``update_one`` on the session document (single-document writes are atomic), guarded by
``turnIds: {$ne: turn_id}``: the messages, the counter and the pending clarification context land
together or not at all, and a retried turn matches nothing and stores nothing.
"""

from __future__ import annotations

import json
from typing import Any

from pymongo.database import Database
from pymongo.errors import DuplicateKeyError

from aesthetiq.store.base import NewSession
from aesthetiq.store.mongodb_errors import reachable
from aesthetiq.store.sessions import ROLES, SessionNotFound, _now, new_session_id, session_title

SESSIONS = "chatsessions"
# The session document as callers see it: messages and the turn ids stay inside the store.
SESSION_FIELDS = {"messages": 0, "turnIds": 0, "messageCount": 0}


def _message_docs(messages: list[dict[str, Any]]) -> list[dict[str, Any]]:
    # Validated before anything is written, so a bad message cannot leave half a turn behind.
    out = []
    for message in messages:
        role = message.get("role")
        if role not in ROLES:
            raise ValueError(f"message role must be one of {ROLES}, not {role!r}")
        content = message.get("content")
        if not isinstance(content, str):
            raise ValueError("message content must be a string")
        # Through JSON as in the embedded store: metadata may hold values BSON cannot encode.
        metadata = json.loads(json.dumps(message.get("metadata") or {}, default=str))
        out.append({"role": role, "content": content, "metadata": metadata,
                    "createdAt": message.get("createdAt") or _now()})  # fmt: skip
    return out


class MongoSessionsMixin:
    """Session methods of ``MongoStore``; needs ``_db``."""

    _db: Database[dict[str, Any]]

    @reachable
    def create_session(self, user_id: str, title: str) -> dict[str, Any]:
        if not user_id:
            raise ValueError("a session needs the id of the user who owns it")
        now = _now()
        doc = {
            "_id": new_session_id(), "userId": user_id, "title": session_title(title),
            "createdAt": now, "updatedAt": now, "pendingClarificationContext": None,
        }  # fmt: skip
        self._db[SESSIONS].insert_one({**doc, "messages": [], "turnIds": [], "messageCount": 0})
        return doc

    @reachable
    def get_session(self, session_id: str) -> dict[str, Any] | None:
        return self._db[SESSIONS].find_one({"_id": session_id}, SESSION_FIELDS)

    @reachable
    def list_sessions(self, user_id: str, limit: int = 50, offset: int = 0) -> list[dict[str, Any]]:
        """The user's sessions, most recently updated first, each with its ``messageCount``."""
        cursor = (
            self._db[SESSIONS]
            .find({"userId": user_id}, {"messages": 0, "turnIds": 0})
            .sort([("updatedAt", -1), ("createdAt", -1)])
            .skip(max(offset, 0))
            .limit(max(limit, 0))
        )
        return [{**doc, "messageCount": int(doc.get("messageCount", 0))} for doc in cursor]

    @reachable
    def delete_session(self, session_id: str) -> bool:
        return self._db[SESSIONS].delete_one({"_id": session_id}).deleted_count > 0

    @reachable
    def get_messages(self, session_id: str, limit: int | None = None) -> list[dict[str, Any]]:
        doc = self._db[SESSIONS].find_one({"_id": session_id}, {"messages": 1})
        messages = list((doc or {}).get("messages") or [])
        if limit is not None:
            messages = messages[max(len(messages) - limit, 0) :] if limit > 0 else []
        return messages

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
        docs = _message_docs(messages)
        pending = (
            json.loads(json.dumps(pending_clarification_context, default=str))
            if pending_clarification_context
            else None
        )
        if new_session is not None:
            now = _now()
            try:  # the session and its first turn: one document, one atomic insert
                self._db[SESSIONS].insert_one({
                    "_id": session_id, "userId": new_session["userId"], "title": session_title(new_session["title"]),
                    "createdAt": now, "updatedAt": now, "pendingClarificationContext": pending,
                    "messages": docs, "turnIds": [turn_id], "messageCount": len(docs),
                })  # fmt: skip
                return True
            except DuplicateKeyError:
                pass  # it exists (a retried turn): store into it as into any session
        result = self._db[SESSIONS].update_one(
            {"_id": session_id, "turnIds": {"$ne": turn_id}},
            {
                "$push": {"messages": {"$each": docs}, "turnIds": turn_id},
                "$inc": {"messageCount": len(docs)},
                "$set": {"updatedAt": _now(), "pendingClarificationContext": pending},
            },
        )
        if result.matched_count:
            return True
        if self._db[SESSIONS].count_documents({"_id": session_id}, limit=1) == 0:
            raise SessionNotFound(f"session {session_id!r} not found")
        return False
