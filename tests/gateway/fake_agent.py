"""A small agent service speaking the agent's HTTP and SSE protocol (CONTRACTS.md "agent").

The gateway's relay behaviour (unbuffered events, keep-alives, disconnects) is tested against it
because its timing is under the test's control: "slow" turns stream one chunk every
``chunk_delay_s``; "held" turns stream three chunks and then wait, open, until the test releases
them (``release``) or the client goes away — so a test never races the end of a stream. Every turn
records whether it finished or was abandoned by the client (``ended`` is set either way).
"""

from __future__ import annotations

import asyncio
import json
import threading
import time
import uuid
from collections.abc import AsyncIterator
from dataclasses import dataclass, field
from typing import Any

from fastapi import FastAPI, HTTPException
from fastapi.exceptions import RequestValidationError
from fastapi.responses import Response, StreamingResponse
from pydantic import BaseModel

ITEM = {
    "id": "com_000001",
    "source": "commerce",
    "name": "Wool Blazer",
    "brand": "Atelier Nord",
    "price": 189.0,
    "currency": "EUR",
    "colors": ["navy"],
    "colorHexes": ["#1F2A44"],
    "imageUrl": "/images/com_000001.svg",
    "reason": "navy suits your Cool Winter palette",
}


class Turn(BaseModel):
    message: str
    user_id: str
    session_id: str | None = None
    context: dict[str, Any] | None = None


class CancelBody(BaseModel):
    user_id: str


@dataclass
class FakeAgentState:
    chunk_delay_s: float = 0.05
    slow_chunks: int = 40
    sessions: dict[str, dict[str, Any]] = field(default_factory=dict)
    requests: list[dict[str, Any]] = field(default_factory=list)
    finished: list[str] = field(default_factory=list)
    abandoned: list[str] = field(default_factory=list)
    cancel_requests: list[str] = field(default_factory=list)
    first_event_at: dict[str, float] = field(default_factory=dict)
    released: set[str] = field(default_factory=set)  # held turns allowed to finish
    ended: threading.Condition = field(default_factory=threading.Condition)

    def release(self, session_id: str) -> None:
        self.released.add(session_id)

    def wait_until_ended(self, session_id: str, timeout: float = 60.0) -> bool:
        """Block until that turn's stream finished or was abandoned (True), or the timeout passed."""
        with self.ended:
            return self.ended.wait_for(
                lambda: session_id in self.finished or session_id in self.abandoned, timeout=timeout
            )


def _sse(payload: dict[str, Any]) -> bytes:
    # CRLF line ends, as sse-starlette writes them.
    return b"data: " + json.dumps(payload).encode() + b"\r\n\r\n"


def create_fake_agent(state: FakeAgentState) -> FastAPI:
    app = FastAPI()
    app.state.fake = state

    def owned(session_id: str, user_id: str) -> dict[str, Any]:
        session = state.sessions.get(session_id)
        if session is None or session["userId"] != user_id:
            raise HTTPException(404, "session not found")
        return session

    def begin(turn: Turn) -> dict[str, Any]:
        state.requests.append(turn.model_dump())
        if "raw-error" in turn.message:
            # FastAPI's default answer: Pydantic's error list, which the gateway must turn into a sentence.
            too_long = {"type": "string_too_long", "loc": ("body", "message"), "input": turn.message,
                        "msg": "String should have at most 10 characters", "ctx": {"max_length": 10}}  # fmt: skip
            raise RequestValidationError([too_long])
        if turn.session_id:
            return owned(turn.session_id, turn.user_id)
        sid = "sess_" + uuid.uuid4().hex[:12]
        state.sessions[sid] = {"id": sid, "userId": turn.user_id, "title": turn.message[:40], "messages": []}
        return state.sessions[sid]

    def done_payload(session: dict[str, Any], turn: Turn) -> dict[str, Any]:
        vague = "something nice" in turn.message
        response = "What occasion is this for?" if vague else "Here is a blazer for you."
        session["messages"] += [
            {"role": "user", "content": turn.message, "metadata": {}},
            {"role": "assistant", "content": response, "metadata": {"items": [] if vague else [ITEM]}},
        ]
        return {
            "type": "done", "response": response, "intent": "clothing", "items": [] if vague else [ITEM],
            "workflow_status": "awaiting_clarification" if vague else "completed",
            "needs_clarification": vague, "clarification_question": response if vague else None,
            "session_id": session["id"], "filters": {}, "scope": "commerce", "trace_id": "t1",
            "blocked": False, "metadata": {"user_id": turn.user_id},
        }  # fmt: skip

    @app.get("/health")
    async def health() -> dict[str, str]:
        return {"status": "ok", "tools": "ok", "store": "ok"}

    @app.post("/api/v1/agent/chat")
    async def chat(turn: Turn) -> dict[str, Any]:
        return done_payload(begin(turn), turn)

    @app.post("/api/v1/agent/chat/stream")
    async def stream(turn: Turn) -> StreamingResponse:
        session = begin(turn)
        sid = session["id"]

        async def events() -> AsyncIterator[bytes]:
            completed = False
            try:
                state.first_event_at[sid] = time.perf_counter()
                yield _sse({"type": "metadata", "session_id": sid, "user_id": turn.user_id})
                yield _sse({"type": "status", "message": "Searching for items…"})
                yield _sse(
                    {
                        "type": "node_start",
                        "node": "clothing_recommender",
                        "display_name": "Searching for items",
                    }
                )
                yield _sse({"type": "tool_call", "tool": "search_commerce_items", "input": turn.message})
                yield _sse({"type": "items_found", "count": 1, "sources": ["commerce"]})
                yield _sse({"type": "node_end", "node": "clothing_recommender"})
                if "slow" in turn.message:
                    for i in range(state.slow_chunks):
                        await asyncio.sleep(state.chunk_delay_s)
                        yield _sse({"type": "chunk", "content": f"word{i} "})
                if "held" in turn.message:
                    for i in range(3):
                        yield _sse({"type": "chunk", "content": f"word{i} "})
                    deadline = time.monotonic() + 120  # a test that forgets to release does not leak forever
                    while sid not in state.released and time.monotonic() < deadline:
                        await asyncio.sleep(0.01)
                if "silent" in turn.message:
                    await asyncio.sleep(state.chunk_delay_s)
                done = done_payload(session, turn)
                for word in done["response"].split(" "):
                    yield _sse({"type": "chunk", "content": word + " "})
                yield _sse(done)
                completed = True
            finally:
                with state.ended:
                    (state.finished if completed else state.abandoned).append(sid)
                    state.ended.notify_all()

        return StreamingResponse(events(), media_type="text/event-stream")

    @app.post("/api/v1/agent/chat/{session_id}/cancel")
    async def cancel(session_id: str, body: CancelBody) -> dict[str, str]:
        owned(session_id, body.user_id)
        state.cancel_requests.append(session_id)
        return {"status": "no_active_turn"}

    @app.get("/api/v1/agent/sessions")
    async def sessions(user_id: str) -> dict[str, Any]:
        mine = [s for s in state.sessions.values() if s["userId"] == user_id]
        return {
            "sessions": [
                {"id": s["id"], "title": s["title"], "messageCount": len(s["messages"])} for s in mine
            ]
        }

    @app.get("/api/v1/agent/sessions/{session_id}")
    async def session(session_id: str, user_id: str) -> dict[str, Any]:
        return owned(session_id, user_id)

    @app.delete("/api/v1/agent/sessions/{session_id}", status_code=204)
    async def delete(session_id: str, user_id: str) -> Response:
        owned(session_id, user_id)
        del state.sessions[session_id]
        return Response(status_code=204)

    @app.get("/api/v1/agent/me")
    async def me(user_id: str) -> dict[str, Any]:
        return {
            "profile": {"clerkId": user_id},
            "style_dna": {"user_id": user_id, "color_season": "COOL_WINTER"},
        }

    return app
