"""A local Tavily-shaped search endpoint (``POST /search``) answering Tavily's JSON, for the real client.

It records every request (``app.state.received``: body and Authorization header; ``app.state.queries``),
refuses the key ``REJECTED_KEY`` with Tavily's 401, and while ``app.state.slow`` is true waits
``slow_s`` before answering, so a turn can be caught mid-way.
"""

from __future__ import annotations

import asyncio
from typing import Any

from fastapi import FastAPI, Request
from fastapi.responses import JSONResponse

REJECTED_KEY = "tvly-rejected"


def create_tavily_app(slow_s: float = 3.0, max_results: int | None = None) -> FastAPI:
    """``max_results`` caps the answer below what the request asks for (None: as many as asked)."""
    app = FastAPI()
    app.state.received = []
    app.state.queries = []
    app.state.slow = False

    @app.get("/health")
    async def health() -> dict[str, str]:
        return {"status": "ok"}

    @app.post("/search")
    async def search(request: Request) -> JSONResponse:
        body = await request.json()
        auth = request.headers.get("authorization", "")
        app.state.received.append({"body": body, "authorization": auth})
        if auth == f"Bearer {REJECTED_KEY}":
            return JSONResponse({"detail": {"error": "Unauthorized: missing or invalid API key."}}, 401)
        query = str(body.get("query", ""))
        app.state.queries.append(query)
        if app.state.slow:
            await asyncio.sleep(slow_s)
        count = int(body.get("max_results") or 5)
        if max_results is not None:
            count = min(count, max_results)
        results: list[dict[str, Any]] = [
            {
                "title": f"Result {n + 1} for {query[:40]}",
                "url": f"https://shop.example/{n + 1}",
                "content": f"An external listing that matches '{query[:40]}'.",
                "score": round(0.9 - n * 0.1, 2),
                "raw_content": None,
            }
            for n in range(count)
        ]
        return JSONResponse({"query": query, "answer": None, "images": [], "results": results, "response_time": 0.01})

    return app
