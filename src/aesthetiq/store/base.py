"""The store port: the narrow interface every backend (SQLite embedded, MongoDB) implements.

Documents are plain dicts in their stored shape (seed field names, ``_id`` as the key).
Methods are synchronous: SQLite answers in microseconds and pymongo is synchronous too;
async callers run them with ``anyio.to_thread.run_sync`` when a call may be slow.
"""

from __future__ import annotations

from typing import Any, Literal, Protocol, TypedDict

from aesthetiq.models import CommerceFilters, WardrobeFilters

Collection = Literal["wardrobeitems", "commerceitems", "users", "styleprofiles", "coloranalyses"]
COLLECTIONS: tuple[Collection, ...] = ("wardrobeitems", "commerceitems", "users", "styleprofiles", "coloranalyses")


class StoreUnavailable(RuntimeError):
    """The backend cannot be reached (at start, or later: server down, network lost)."""


class SearchHit(TypedDict):
    item: dict[str, Any]
    score: float
    breakdown: dict[str, float]  # semantic, lexical, season, final (and fused)


class NewSession(TypedDict):
    """The session a turn creates as it is stored: a session exists from its first stored turn, so an
    agent killed mid-turn leaves no empty session behind."""

    userId: str
    title: str


class Store(Protocol):
    # --- documents ---------------------------------------------------------------------------
    def get(self, collection: Collection, doc_id: str) -> dict[str, Any] | None: ...
    def find_one(self, collection: Collection, **equals: Any) -> dict[str, Any] | None: ...
    def upsert_many(self, collection: Collection, docs: list[dict[str, Any]]) -> int:
        """Insert or replace all documents in one transaction: all land or none do."""
    def count(self, collection: Collection) -> int: ...
    def brands(self) -> list[str]:
        """Distinct commerce brand names (for the language understanding lexicon)."""

    # --- search --------------------------------------------------------------------------------
    def search_wardrobe(
        self, user_id: str, query: str, filters: WardrobeFilters | None, limit: int
    ) -> list[SearchHit]: ...
    def filter_wardrobe(self, user_id: str, filters: WardrobeFilters | None, limit: int) -> list[dict[str, Any]]: ...
    def search_commerce(
        self,
        query: str,
        filters: CommerceFilters | None,
        limit: int,
        candidate_pool: int = 200,
        style_dna: str | None = None,
    ) -> list[SearchHit]: ...
    def filter_commerce(self, filters: CommerceFilters | None, limit: int) -> list[dict[str, Any]]: ...

    # --- chat sessions -------------------------------------------------------------------------
    def create_session(self, user_id: str, title: str) -> dict[str, Any]: ...
    def get_session(self, session_id: str) -> dict[str, Any] | None:
        """Session document: _id, userId, title, createdAt, updatedAt, pendingClarificationContext."""
    def list_sessions(self, user_id: str, limit: int = 50, offset: int = 0) -> list[dict[str, Any]]: ...
    def delete_session(self, session_id: str) -> bool: ...
    def get_messages(self, session_id: str, limit: int | None = None) -> list[dict[str, Any]]:
        """Oldest first; with ``limit`` the last ``limit`` messages. Each: role, content, metadata, createdAt."""
    def append_turn(
        self,
        session_id: str,
        messages: list[dict[str, Any]],
        pending_clarification_context: dict[str, Any] | None,
        turn_id: str,
        new_session: NewSession | None = None,
    ) -> bool:
        """Store a turn's messages and the session's pending context atomically.

        Idempotent on ``turn_id``: a second call with the same id stores nothing and returns False.
        With ``new_session`` the session ``session_id`` is created in the same write when it does not exist.
        """

    def close(self) -> None: ...
