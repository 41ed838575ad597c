"""Web search through Tavily (``tavily-python``), or a clear refusal when no key is configured.

Never invents results: without ``TAVILY_API_KEY`` every call raises a ToolError (503) that says so.
``settings.tavily_base_url`` points the real client at another Tavily-compatible endpoint.
"""

from __future__ import annotations

import logging
from typing import Any

import requests
from tavily import TavilyClient
from tavily.errors import (
    BadRequestError,
    ForbiddenError,
    InvalidAPIKeyError,
    UsageLimitExceededError,
)
from tavily.errors import TimeoutError as TavilyTimeout

from aesthetiq.settings import Settings
from aesthetiq.tools.base import ToolError

log = logging.getLogger("aesthetiq.tools.web_search")

NOT_CONFIGURED = "web search is not configured (set TAVILY_API_KEY)"


class WebSearch:
    def __init__(self, settings: Settings) -> None:
        key = settings.tavily_api_key.get_secret_value() if settings.tavily_api_key else ""
        self.timeout_s = settings.tavily_timeout_s
        # The client is only built with a key: without one, tavily-python would fall back to
        # reading the environment or to a keyless mode, and we want an explicit refusal instead.
        self._client = TavilyClient(api_key=key, api_base_url=settings.tavily_base_url) if key else None

    @property
    def configured(self) -> bool:
        return self._client is not None

    def search(self, query: str, max_results: int, **options: Any) -> list[dict[str, Any]]:
        """Results as the seed's WebSearchResult: ``{title, url, content, score}``, best first."""
        if self._client is None:
            raise ToolError(NOT_CONFIGURED, status=503)
        try:
            answer = self._client.search(query, max_results=max_results, timeout=self.timeout_s, **options)
        except InvalidAPIKeyError as exc:
            raise ToolError(
                "web search failed: the Tavily API key was rejected (check TAVILY_API_KEY)", 502
            ) from exc
        except UsageLimitExceededError as exc:
            raise ToolError(
                "web search failed: the Tavily usage limit is reached; try again later", 503
            ) from exc
        except ForbiddenError as exc:
            raise ToolError(f"web search failed: Tavily refused the request ({exc})", 502) from exc
        except BadRequestError as exc:
            raise ToolError(f"web search failed: Tavily rejected the query ({exc})", 422) from exc
        except TavilyTimeout as exc:
            raise ToolError(
                f"web search failed: Tavily did not answer within {self.timeout_s:g} s", 504
            ) from exc
        except requests.RequestException as exc:
            log.warning("Tavily request failed: %s", exc)
            raise ToolError(
                "web search failed: the search provider could not be reached; try again later", 502
            ) from exc
        except ValueError as exc:  # a non-JSON body from a misbehaving endpoint
            log.warning("Tavily answered something that is not JSON: %s", exc)
            raise ToolError("web search failed: the search provider sent an unreadable answer", 502) from exc
        return [_result(raw) for raw in answer.get("results", [])][:max_results]


def _result(raw: dict[str, Any]) -> dict[str, Any]:
    return {
        "title": str(raw.get("title") or ""),
        "url": str(raw.get("url") or ""),
        "content": str(raw.get("content") or ""),
        "score": float(raw.get("score") or 0.0),
    }
