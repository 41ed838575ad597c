"""A local Tavily-shaped search endpoint: ``POST /search`` answering Tavily's JSON, recording what it got."""

from __future__ import annotations

from typing import Any

from fastapi import FastAPI, Request
from fastapi.responses import JSONResponse

REJECTED_KEY = "tvly-rejected"


def create_stub() -> tuple[FastAPI, list[dict[str, Any]]]:
    app = FastAPI()
    received: list[dict[str, Any]] = []

    @app.get("/health")
    async def health() -> dict[str, str]:
        return {"status": "ok"}

    @app.post("/search")
    async def search(request: Request) -> JSONResponse:
        body = await request.json()
        auth = request.headers.get("authorization", "")
        received.append({"body": body, "authorization": auth})
        if auth == f"Bearer {REJECTED_KEY}":
            return JSONResponse(
                {"detail": {"error": "Unauthorized: missing or invalid API key."}}, status_code=401
            )
        query = body["query"]
        count = int(body.get("max_results", 5))
        results = [
            {
                "title": f"Result {i + 1} for {query}",
                "url": f"https://example.org/{i + 1}",
                "content": f"What the page says about {query}.",
                "score": round(0.9 - i * 0.1, 3),
                "raw_content": None,
            }
            for i in range(count)
        ]
        return JSONResponse(
            {"query": query, "answer": None, "images": [], "results": results, "response_time": 0.01}
        )

    return app, received
