"""Web search tools (seed 000 §5.3): Tavily-backed, for trends, advice and items the catalogue lacks."""

from __future__ import annotations

from datetime import UTC, datetime
from typing import Any

from pydantic import Field

from aesthetiq.tools.base import ToolContext, ToolRequest, ToolSpec, View
from aesthetiq.tools.results import WebResults
from aesthetiq.tools.validation import MaxResults, Query
from aesthetiq.tools.views import named, web_text


class WebSearchRequest(ToolRequest):
    query: Query
    max_results: MaxResults = 5


class SearchTrendsRequest(ToolRequest):
    topic: str = Field(
        min_length=1,
        max_length=200,
        description="e.g. 'denim', 'autumn colours'.",
    )
    max_results: MaxResults = 5


def trends_query(topic: str, now: datetime | None = None) -> str:
    year = (now or datetime.now(UTC)).year
    return f"fashion trends {topic} {year}"


def blogs_query(query: str) -> str:
    return f"{query} site:fashion blog OR site:blog"


def web_search(ctx: ToolContext, request: WebSearchRequest) -> list[dict[str, Any]]:
    return ctx.web.search(request.query, request.max_results)


def search_trends(ctx: ToolContext, request: SearchTrendsRequest) -> list[dict[str, Any]]:
    return ctx.web.search(trends_query(request.topic), request.max_results)


def search_blogs(ctx: ToolContext, request: WebSearchRequest) -> list[dict[str, Any]]:
    return ctx.web.search(blogs_query(request.query), request.max_results)


_VIEW = View(output=WebResults, shape=named("results"), text=web_text)

SPECS: list[ToolSpec] = [
    ToolSpec(
        name="web_search",
        group="web-search",
        summary="Web search",
        description=(
            "Search the web for what the shop and wardrobe cannot tell: care instructions, how to wear "
            "something, brands the shop lacks. After the catalogue, not instead."
        ),
        request=WebSearchRequest,
        function=web_search,
        view=_VIEW,
    ),
    ToolSpec(
        name="search_trends",
        group="web-search",
        summary="Fashion trends",
        description=(
            "What is in fashion now on a topic, e.g. 'wide-leg trousers' (searches 'fashion trends <topic> "
            "<year>')."
        ),
        request=SearchTrendsRequest,
        function=search_trends,
        view=_VIEW,
    ),
    ToolSpec(
        name="search_blogs",
        group="web-search",
        summary="Fashion articles",
        description=(
            "Fashion articles and expert advice, e.g. 'how to style a trench coat': styling guidance, "
            "not products."
        ),
        request=WebSearchRequest,
        function=search_blogs,
        view=_VIEW,
    ),
]
