"""Compare node (seed 003 §5.4): compare items of the previous turn, without a new search.

"compare the first two" / "compare those": the engine resolves the references; each item is
measured on price, colours against the user's palette, formality, fit and availability, and the
table goes to the engine's compare reply (and to ``metadata.comparison``).
"""

from __future__ import annotations

from typing import Any

from aesthetiq.agent.context import TurnContext
from aesthetiq.agent.history import previous_items
from aesthetiq.agent.mcp_client import ToolFailed, ToolUnavailable
from aesthetiq.agent.nodes.common import step
from aesthetiq.agent.state import ConversationState, Item
from aesthetiq.style.seasons import palette_fit

MAX_COMPARED = 4


def comparison_row(item: Item, season: str | None) -> dict[str, Any]:
    hexes = list(item.get("colorHexes") or [])
    fit_scores = [palette_fit(h, season) for h in hexes] if season and hexes else []
    return {
        "id": item.get("id"),
        "name": item.get("name"),
        "price": item.get("price"),
        "currency": item.get("currency"),
        "colors": list(item.get("colors") or []),
        "palette_fit": round(max(fit_scores), 3) if fit_scores else None,
        "formality": item.get("formality"),
        "fit": item.get("fit"),
        "inStock": item.get("inStock"),
        "source": item.get("source"),
    }


async def compare(state: ConversationState, ctx: TurnContext) -> dict:
    earlier = previous_items(state)
    analysis = await ctx.engine.analyze_query(state)
    chosen = [earlier[i] for i in analysis.references if 0 <= i < len(earlier)]
    selected = chosen or earlier[:MAX_COMPARED]
    dna = state.get("style_dna")
    if dna is None:
        try:
            dna = await ctx.tools.call("get_style_dna", {"user_id": ctx.tools.user_id})
        except (ToolFailed, ToolUnavailable):
            dna = None
    season = dna.get("color_season") if isinstance(dna, dict) else None
    rows = [comparison_row(item, season) for item in selected]
    with_fit = [row for row in rows if row["palette_fit"] is not None]
    best = max(with_fit, key=lambda row: row["palette_fit"])["name"] if with_fit else None
    update: dict = {
        "referenced_items": selected,
        "retrieved_items": selected,
        "search_sources_used": sorted({str(item.get("source")) for item in selected}),
        "metadata": step(
            f"Compare: {len(selected)} item(s) from the previous turn"
            + (f"; best palette fit: {best}" if best else ""),
            comparison=rows,
        ),
    }
    if isinstance(dna, dict):
        update["style_dna"] = dna
    return update
