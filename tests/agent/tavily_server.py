"""A local Tavily-shaped search endpoint (``POST /search``) for the web-fallback tests.

It answers like Tavily's API: ``{"query", "results": [{title, url, content, score}], ...}``.
While ``app.state.slow`` is true every search waits ``slow_s`` first, so a turn can be caught mid-way.
"""

from __future__ import annotations

import asyncio
from typing import Any

from fastapi import FastAPI, Request


def create_tavily_app(slow_s: float = 3.0) -> FastAPI:
    app = FastAPI()
    app.state.queries = []
    app.state.slow = False

    @app.get("/health")
    async def health() -> dict[str, str]:
        return {"status": "ok"}

    @app.post("/search")
    async def search(request: Request) -> dict[str, Any]:
        body = await request.json()
        query = str(body.get("query", ""))
        app.state.queries.append(query)
        if app.state.slow:
            await asyncio.sleep(slow_s)
        limit = int(body.get("max_results") or 5)
        results = [
            {
                "title": f"Web result {n + 1} for {query[:40]}",
                "url": f"https://shop.example/{n + 1}",
                "content": f"An external listing that matches '{query[:40]}'.",
                "score": round(0.9 - n * 0.1, 2),
                "raw_content": None,
            }
            for n in range(min(limit, 3))
        ]
        return {"query": query, "answer": None, "images": [], "results": results, "response_time": 0.01}

    return app
