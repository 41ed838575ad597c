"""Chat sessions and history in the store (seed 000 §7, seed 004).

A session is created with the first turn stored into it and titled from its message (PII-redacted),
so a turn that never ends (its agent killed) leaves no empty session. Each turn
stores the user message and the reply once (``append_turn`` is idempotent on the turn id),
together with the session's ``pendingClarificationContext``, so a client needs only the session
id to resume. A session belongs to one user: any other user gets "session not found".
SQLite answers in microseconds, so its calls run on the event loop; MongoDB's go to a thread.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any, TypeVar

import anyio

from aesthetiq.agent.history import history_for_engine
from aesthetiq.settings import Settings
from aesthetiq.store.base import NewSession, Store
from aesthetiq.store.sessions import new_session_id

T = TypeVar("T")
SPACES = re.compile(r"\s+")


class SessionNotFound(LookupError):
    """Unknown session id, or one that belongs to another user (the two are not told apart)."""

    def __init__(self) -> None:
        super().__init__("session not found")


@dataclass
class OpenedTurn:
    session_id: str
    created: bool  # a new session: stored with the turn's messages, not before (see save_turn)
    history: list[dict[str, Any]] = field(default_factory=list)
    pending: dict[str, Any] | None = None
    user_id: str = ""
    title: str = ""


def title_from(message: str, limit: int) -> str:
    text = SPACES.sub(" ", message).strip()
    if len(text) <= limit:
        return text or "New chat"
    cut = text[:limit].rsplit(" ", 1)[0] or text[:limit]
    return cut.rstrip(",.;:- ") + "…"


class SessionService:
    def __init__(self, store: Store, settings: Settings, redact: Callable[[str], str]) -> None:
        self.store = store
        self.settings = settings
        self.redact = redact

    async def _run(self, fn: Callable[..., T], *args: Any, **kwargs: Any) -> T:
        if self.settings.store == "sqlite":
            return fn(*args, **kwargs)
        return await anyio.to_thread.run_sync(lambda: fn(*args, **kwargs))

    async def owned(self, user_id: str, session_id: str) -> dict[str, Any]:
        session = await self._run(self.store.get_session, session_id)
        if session is None or session.get("userId") != user_id:
            raise SessionNotFound()
        return session

    async def open_turn(self, user_id: str, session_id: str | None, message: str) -> OpenedTurn:
        if session_id:
            session = await self.owned(user_id, session_id)
            messages = await self._run(self.store.get_messages, session_id, self.settings.history_limit)
            return OpenedTurn(
                session_id=session_id,
                created=False,
                history=history_for_engine(messages, self.settings.history_limit),
                pending=session.get("pendingClarificationContext"),
            )
        # The id is chosen now (the client hears it in the first event) but nothing is written until the
        # turn is stored: a turn that never ends (the agent killed) leaves no empty session behind.
        title = title_from(self.redact(message), self.settings.session_title_chars)
        return OpenedTurn(session_id=new_session_id(), created=True, user_id=user_id, title=title)

    async def save_turn(
        self,
        opened: OpenedTurn,
        turn_id: str,
        user_text: str,
        reply: str,
        reply_metadata: dict[str, Any],
        pending: dict[str, Any] | None,
    ) -> bool:
        messages = [
            {"role": "user", "content": user_text, "metadata": {"turn_id": turn_id}},
            {"role": "assistant", "content": reply, "metadata": {**reply_metadata, "turn_id": turn_id}},
        ]
        new_session = NewSession(userId=opened.user_id, title=opened.title) if opened.created else None
        return await self._run(
            self.store.append_turn, opened.session_id, messages, pending, turn_id, new_session=new_session
        )

    async def list(self, user_id: str, limit: int = 50, offset: int = 0) -> tuple[list[dict[str, Any]], bool]:
        """One page of the user's sessions, newest first, and whether more follow it."""
        sessions = await self._run(self.store.list_sessions, user_id, limit + 1, offset)
        more = len(sessions) > limit
        out = []
        for session in sessions[:limit]:
            out.append({
                "id": session["_id"],
                "title": session.get("title") or "",
                "createdAt": session.get("createdAt"),
                "updatedAt": session.get("updatedAt"),
                "messageCount": int(session.get("messageCount") or 0),
                "awaitingClarification": bool(session.get("pendingClarificationContext")),
            })
        return out, more

    async def detail(self, user_id: str, session_id: str) -> dict[str, Any]:
        session = await self.owned(user_id, session_id)
        messages = await self._run(self.store.get_messages, session_id)
        return {
            "id": session["_id"],
            "title": session.get("title") or "",
            "createdAt": session.get("createdAt"),
            "updatedAt": session.get("updatedAt"),
            "awaitingClarification": bool(session.get("pendingClarificationContext")),
            "messages": [
                {k: m.get(k) for k in ("role", "content", "metadata", "createdAt")} for m in messages
            ],
        }

    async def delete(self, user_id: str, session_id: str) -> None:
        await self.owned(user_id, session_id)
        await self._run(self.store.delete_session, session_id)
