"""Web search tools (seed 000 §5.3): Tavily-backed, for trends, advice and items the catalogue lacks."""

from __future__ import annotations

from datetime import UTC, datetime
from typing import Any

from pydantic import Field

from aesthetiq.tools.base import ToolContext, ToolRequest, ToolSpec
from aesthetiq.tools.validation import MaxResults, Query


class WebSearchRequest(ToolRequest):
    query: Query
    max_results: MaxResults = 5


class SearchTrendsRequest(ToolRequest):
    topic: str = Field(
        min_length=1,
        max_length=200,
        description="The trend topic, e.g. 'denim', 'autumn colours', 'menswear'.",
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


_RESULT_SHAPE = "Returns a list of {title, url, content, score}, best first."

SPECS: list[ToolSpec] = [
    ToolSpec(
        name="web_search",
        group="web-search",
        summary="Search the web (Tavily) for fashion information.",
        description=(
            "Search the public web for fashion information the catalogue and wardrobe cannot give: "
            "a brand's products, how to wear something, care instructions, where to buy an item the "
            "shop does not stock. Use it as the fallback when catalogue searches find nothing. "
            "Arguments: query, max_results (1-20, default 5). " + _RESULT_SHAPE + " Fails with "
            "'web search is not configured' when the server has no Tavily key: then answer without it."
        ),
        request=WebSearchRequest,
        function=web_search,
    ),
    ToolSpec(
        name="search_trends",
        group="web-search",
        summary="Search the web for this year's fashion trends on a topic.",
        description=(
            "Find current fashion trends on a topic (searches 'fashion trends <topic> <current year>'), "
            "e.g. topic 'wide-leg trousers' or 'spring colours'. Use it when the user asks what is in "
            "style now. Arguments: topic, max_results (1-20, default 5). " + _RESULT_SHAPE
        ),
        request=SearchTrendsRequest,
        function=search_trends,
    ),
    ToolSpec(
        name="search_blogs",
        group="web-search",
        summary="Search fashion blogs for advice and articles.",
        description=(
            "Search fashion blogs for expert advice and articles, e.g. 'how to style a trench coat'. "
            "Use it for styling guidance and inspiration rather than products. Arguments: query, "
            "max_results (1-20, default 5). " + _RESULT_SHAPE
        ),
        request=WebSearchRequest,
        function=search_blogs,
    ),
]
