"""Conversation agent node: general fashion questions, personalised with the style DNA.

It gathers what the answer needs, in parallel: the style DNA and, when web search is configured,
a few fresh web results (trends or articles). The reply itself is written by the engine from
this state and checked by ``output_guardrails`` before anything is streamed.
"""

from __future__ import annotations

import asyncio
import re
from typing import Any

from aesthetiq.agent.context import TurnContext
from aesthetiq.agent.events import emit
from aesthetiq.agent.items import from_web
from aesthetiq.agent.mcp_client import ToolFailed, ToolUnavailable
from aesthetiq.agent.nodes.common import step
from aesthetiq.agent.state import ConversationState

TRENDS = re.compile(r"\btrend(s|ing|y)?\b|\bin (fashion|style) (now|this year)\b", re.I)


async def conversation_agent(state: ConversationState, ctx: TurnContext) -> dict:
    message = state.get("sanitized_message") or state.get("message", "")
    problems: list[str] = []
    unreachable: list[str] = []

    async def call(name: str, arguments: dict[str, Any]) -> Any:
        try:
            return await ctx.tools.call(name, arguments)
        except (ToolFailed, ToolUnavailable) as exc:
            problems.append(f"{name}: {exc}")
            if isinstance(exc, ToolUnavailable):
                unreachable.append(name)
            return None

    jobs = [call("get_style_dna", {"user_id": ctx.tools.user_id}) if state.get("style_dna") is None else None]
    if ctx.tools.web_available():
        if TRENDS.search(message):
            jobs.append(call("search_trends", {"topic": message[:200], "max_results": 3}))
        else:
            jobs.append(call("search_blogs", {"query": message[:200], "max_results": 3}))
    results = await asyncio.gather(*(job for job in jobs if job is not None))
    dna = results[0] if jobs[0] is not None else state.get("style_dna")
    web_items = from_web(results[-1]) if len(jobs) > 1 else []
    if unreachable:
        emit("status", message="I couldn't reach your style profile just now, so this answer is general advice.")
    update: dict = {
        "retrieved_items": web_items,
        "search_sources_used": ["web"] if web_items else [],
        "metadata": step(
            "Conversation agent: style DNA " + ("loaded" if dna else "unavailable")
            + f", {len(web_items)} web result(s)" + (f"; problems: {'; '.join(problems)}" if problems else "")
        ),
    }
    if isinstance(dna, dict):
        update["style_dna"] = dna
    return update
