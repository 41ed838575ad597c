"""Web search with the real tavily-python client against a local Tavily-shaped server."""

from __future__ import annotations

from datetime import UTC, datetime
from typing import Any

import httpx
import pytest
from pydantic import SecretStr

from aesthetiq.settings import Settings
from aesthetiq.tools.base import ToolContext, ToolError
from aesthetiq.tools.registry import TOOLS_BY_NAME, invoke
from tests.fakes.tavily_server import REJECTED_KEY
from tests.servers import free_port
from tests.tools.mcp_client import mcp_call, result_value


def _last_body(tavily_stub: tuple[str, list[dict[str, Any]]]) -> dict[str, Any]:
    return tavily_stub[1][-1]


async def test_web_search_goes_to_tavily_with_the_key(web_tool_server_url: str, tavily_stub) -> None:
    result = await mcp_call(web_tool_server_url, "web_search", {"query": "merino care", "max_results": 4})
    results = result_value(result)["results"]
    assert result.content[0].text.startswith("1. Result 1 for merino care | https://shop.example/1\n   An external")
    assert [r["title"] for r in results] == [f"Result {i} for merino care" for i in range(1, 5)]
    assert results[0] == {
        "title": "Result 1 for merino care",
        "url": "https://shop.example/1",
        "content": "An external listing that matches 'merino care'.",
        "score": 0.9,
    }
    sent = _last_body(tavily_stub)
    assert sent["authorization"] == "Bearer tvly-test"
    assert sent["body"]["query"] == "merino care" and sent["body"]["max_results"] == 4


async def test_trends_and_blogs_build_the_seed_queries(web_tool_server_url: str, tavily_stub) -> None:
    trends = httpx.post(
        web_tool_server_url + TOOLS_BY_NAME["search_trends"].rest_path, json={"topic": "denim"}
    )
    assert trends.status_code == 200 and len(trends.json()) == 5
    assert _last_body(tavily_stub)["body"]["query"] == f"fashion trends denim {datetime.now(UTC).year}"
    blogs = result_value(
        await mcp_call(web_tool_server_url, "search_blogs", {"query": "trench coat", "max_results": 1})
    )["results"]
    assert len(blogs) == 1
    assert _last_body(tavily_stub)["body"]["query"] == "trench coat site:fashion blog OR site:blog"


def _context(settings: Settings, store, **update: Any) -> ToolContext:
    return ToolContext(settings=settings.model_copy(update=update), store=store)


@pytest.mark.parametrize(
    ("key", "base_url", "status", "phrase"),
    [
        (REJECTED_KEY, None, 502, "the Tavily API key was rejected"),
        ("tvly-test", "http://127.0.0.1:{port}", 502, "could not be reached"),
    ],
)
def test_provider_failures_are_clear_tool_errors(
    settings, store, tavily_stub, key, base_url, status, phrase
) -> None:
    url = base_url.format(port=free_port()) if base_url else tavily_stub[0]
    ctx = _context(settings, store, tavily_api_key=SecretStr(key), tavily_base_url=url, tavily_timeout_s=5.0)
    with pytest.raises(ToolError) as caught:
        invoke(ctx, "web_search", {"query": "linen"})
    assert caught.value.status == status and phrase in caught.value.message


def test_without_a_key_nothing_is_sent(settings, store, tavily_stub) -> None:
    before = len(tavily_stub[1])
    ctx = _context(settings, store, tavily_api_key=None, tavily_base_url=tavily_stub[0])
    with pytest.raises(ToolError) as caught:
        invoke(ctx, "search_trends", {"topic": "denim"})
    assert (caught.value.status, caught.value.message) == (
        503,
        "web search is not configured (set TAVILY_API_KEY)",
    )
    assert len(tavily_stub[1]) == before
