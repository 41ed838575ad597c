"""Retrieval for one recommender pass: context and searches in parallel over the turn's MCP session.

Scope ``commerce`` searches the shop, ``wardrobe`` the user's own clothes, ``both`` does both at
once: the wardrobe with the full filters (the piece the user owns, "my blue shirt") and the shop
without the garment and colour of that piece, for things that go with it — unless the request names
the new piece ("trousers to pair with my navy blazer"), which both sources then search for. When every searched
source returns nothing, web search is the fallback (seed 001).
"""

from __future__ import annotations

import asyncio
from dataclasses import dataclass, field
from itertools import zip_longest
from typing import Any

from aesthetiq.agent.budget import MIN_WITHIN_BUDGET, implicit_budget, within_budget_first
from aesthetiq.agent.conversation.search_view import WOMENSWEAR
from aesthetiq.agent.items import exclusion_failures, from_hits, from_web
from aesthetiq.agent.mcp_client import ToolFailed, ToolUnavailable, TurnTools
from aesthetiq.agent.profile_rules import profile_exclusions
from aesthetiq.agent.state import ExtractedFilters, Item
from aesthetiq.style import colour
from aesthetiq.style.taxonomy import SUBCATEGORY_TO_CATEGORY

# The occasion is not a hard filter: few garments list every occasion they suit ("interview"), and
# the analyzer cannot relax it. It stays in the search text, and the analyzer checks formality.
COMMERCE_KEYS = ("category", "subCategory", "brand", "minPrice", "maxPrice", "inStock", "colors",
                 "excludeColors", "material", "type", "gender")  # fmt: skip
WARDROBE_KEYS = ("category", "subCategory", "brand", "colors", "isFavorite")
OWNED_PIECE_KEYS = ("category", "subCategory", "colors", "brand")
EXCLUSION_KEYS = ("excludeMaterials", "excludeBrands", "excludeSubCategories", "excludeWords", "excludeIds", "minFormality",
                  "maxFormality", "excludeColors", "gender")


@dataclass
class SearchOutcome:
    items: list[Item] = field(default_factory=list)
    sources: list[str] = field(default_factory=list)
    fallback_used: bool = False
    profile: dict[str, Any] | None = None
    style_dna: dict[str, Any] | None = None
    problems: list[str] = field(default_factory=list)
    unavailable: bool = False
    ruled_out: list[str] = field(default_factory=list)  # profile rules that left nothing ("no leather")


def commerce_filters(filters: ExtractedFilters | dict[str, Any], *, owned_piece: bool = False) -> dict[str, Any]:
    out = {k: filters[k] for k in COMMERCE_KEYS if filters.get(k) not in (None, "", [])}  # type: ignore[literal-required]
    if filters.get("size"):
        out["sizes"] = [str(filters["size"])]
    if owned_piece:
        for key in OWNED_PIECE_KEYS:
            out.pop(key, None)
    return out


def names_a_target(filters: ExtractedFilters | dict[str, Any]) -> bool:
    """ "trousers to pair with my navy blazer" names the new piece (filters describe it); "what goes
    with my camel coat" does not (filters describe the owned coat, whose type is excluded)."""
    return bool(filters.get("subCategory") or filters.get("category"))


def outfit_parts(filters: ExtractedFilters | dict[str, Any]) -> list[dict[str, Any]]:
    """The commerce filters of each piece of "a top, a bottom and shoes" / "a black dress and red heels":
    its garment and what is its own (``partFilters``: "black" for the dress, "red" for the heels)."""
    parts = []
    own = dict(filters.get("partFilters") or {})
    for part in filters.get("outfitParts") or []:
        garment = {"subCategory": part, "category": SUBCATEGORY_TO_CATEGORY[part]} if part in SUBCATEGORY_TO_CATEGORY else {"category": part}
        parts.append({**commerce_filters(own.get(part) or {}), **garment})
    return parts


def palette_colours(style_dna: dict[str, Any] | None, count: int = 8) -> list[str]:
    """The user's palette as colour names the search knows ("something in my colours")."""
    names = [str(p.get("name")).lower() for p in (style_dna or {}).get("palette") or [] if isinstance(p, dict)]
    return [name for name in names if name in colour.COLOUR_NAMES][:count]


def wardrobe_filters(filters: ExtractedFilters | dict[str, Any]) -> dict[str, Any]:
    return {k: filters[k] for k in WARDROBE_KEYS if filters.get(k) not in (None, "", [])}  # type: ignore[literal-required]


async def _context(tools: TurnTools, name: str, outcome: SearchOutcome) -> dict[str, Any] | None:
    try:
        result = await tools.call(name, {"user_id": tools.user_id})
    except (ToolFailed, ToolUnavailable) as exc:
        outcome.problems.append(f"{name}: {exc}")
        outcome.unavailable |= isinstance(exc, ToolUnavailable)
        return None
    return result if isinstance(result, dict) else None


async def _search(tools: TurnTools, name: str, arguments: dict[str, Any], outcome: SearchOutcome) -> Any:
    try:
        return await tools.call(name, arguments)
    except (ToolFailed, ToolUnavailable) as exc:
        outcome.problems.append(f"{name}: {exc}")
        outcome.unavailable |= isinstance(exc, ToolUnavailable)
        return None


async def retrieve(
    tools: TurnTools,
    *,
    query: str,
    filters: ExtractedFilters | dict[str, Any],
    scope: str,
    limit: int,
    style_dna: dict[str, Any] | None,
    need_profile: bool,
) -> SearchOutcome:
    outcome = SearchOutcome(style_dna=style_dna)

    # Exclusions ("no wool", "not from Zara", the items "show me more" has seen) are applied here, on a
    # larger fetch, since the tools filter on what an item is rather than on what it is not (except colours).
    excluding = any(filters.get(key) for key in EXCLUSION_KEYS)
    fetch = min(limit * 3 + len(filters.get("excludeIds") or []), 100) if excluding else limit

    def kept(items: list[Item], rules: dict[str, list[str]] | None = None) -> list[Item]:
        if not excluding and not rules:
            return items
        applied = {**filters, **{key: [*(filters.get(key) or []), *values] for key, values in (rules or {}).items()}}
        # Survivors beyond ``limit`` stay: the reply picks across garment types from them.
        return [item for item in items if not exclusion_failures(item, applied)]

    async def commerce() -> list[Item]:
        dna = outcome.style_dna
        if dna is None:
            dna = outcome.style_dna = await _context(tools, "get_style_dna", outcome)
        rules = profile_exclusions(dna, dict(filters))  # "no leather" in the user's profile
        arguments: dict[str, Any] = {
            "query": query,
            "filters": commerce_filters(filters, owned_piece=scope == "both" and not names_a_target(filters)),
            "limit": fetch if excluding or not rules else min(limit * 3, 100),
        }
        if rules.get("excludeColors"):
            arguments["filters"]["excludeColors"] = [*arguments["filters"].get("excludeColors", []), *rules["excludeColors"]]
        if filters.get("inPalette") and not filters.get("colors") and (palette := palette_colours(dna)):
            arguments["filters"]["colors"] = palette  # "something in my colours"
        named = {filters.get("subCategory"), *(filters.get("outfitParts") or [])}
        own = (dna or {}).get("department")
        if not filters.get("gender") and not filters.get("recipient") and own in ("women", "men") and not (
            own == "men" and named & set(WOMENSWEAR)
        ):  # "a dress" from a man's account is for someone else
            # The user's own clothes, in the department their profile says (a man's search never shows dresses).
            arguments["filters"]["gender"] = dna["department"]  # type: ignore[index]
        if dna and dna.get("color_season") and not filters.get("recipient"):
            arguments["style_dna"] = dna["color_season"]  # a gift is ranked for the wearer, not by the user's palette
        parts = outfit_parts(filters)
        if not parts:
            return await shop(arguments, dna, rules)
        # "a top, a bottom and shoes": one search per piece, at once, taken in turns.
        share = max(3, -(-fetch // len(parts)))
        found = await asyncio.gather(
            *(shop({**arguments, "filters": {**arguments["filters"], **part}, "limit": share}, dna, rules) for part in parts)
        )
        return [item for group in zip_longest(*found) for item in group if item is not None]

    def obeying(found: list[Item], dna: dict[str, Any] | None, rules: dict[str, list[str]]) -> list[Item]:
        allowed = kept(found, rules)
        if rules and not allowed and kept(found):
            outcome.ruled_out = [str(rule) for rule in (dna or {}).get("negative_constraints") or []]
        return allowed

    async def shop(arguments: dict[str, Any], dna: dict[str, Any] | None, rules: dict[str, list[str]]) -> list[Item]:
        budget = implicit_budget(dna, dict(filters))
        if budget is None:
            return obeying(from_hits(await _search(tools, "search_commerce_items", arguments, outcome), "commerce"), dna, rules)
        capped = {**arguments, "filters": {**arguments["filters"], "maxPrice": budget}}
        within = kept(from_hits(await _search(tools, "search_commerce_items", capped, outcome), "commerce"), rules)
        if len(within) >= MIN_WITHIN_BUDGET:
            return within
        # Too little under the user's budget: show what there is, then the best above it.
        seen = {item.get("id") for item in within}
        anything = obeying(from_hits(await _search(tools, "search_commerce_items", arguments, outcome), "commerce"), dna, rules)
        return within_budget_first(within + [item for item in anything if item.get("id") not in seen], budget)

    async def wardrobe() -> list[Item]:
        # A wardrobe is small: fetch all that matches, so "show me all my shoes" is all of them.
        arguments = {"query": query, "user_id": tools.user_id, "filters": wardrobe_filters(filters), "limit": max(fetch, 50)}
        return kept(from_hits(await _search(tools, "search_wardrobe_items", arguments, outcome), "wardrobe"))

    async def profile() -> None:
        outcome.profile = await _context(tools, "get_user_profile", outcome)

    async def style() -> None:
        if outcome.style_dna is None:
            outcome.style_dna = await _context(tools, "get_style_dna", outcome)

    async def named_brands_on_web() -> list[Item]:
        # The shop lacks the brand the user named ("Prada loafers"): the web has it.
        wanted = " ".join([*(filters.get("unstockedBrands") or []), str(filters.get("subCategory") or "")]).strip()
        return from_web(await _search(tools, "web_search", {"query": wanted, "max_results": 5}, outcome))

    jobs: list[Any] = []
    if scope in ("wardrobe", "both"):
        jobs.append(wardrobe())
    if scope in ("commerce", "both"):
        jobs.append(commerce())
        if filters.get("unstockedBrands") and tools.web_available():
            jobs.append(named_brands_on_web())
    else:
        jobs.append(style())
    if need_profile:
        jobs.append(profile())
    results = await asyncio.gather(*jobs)
    for found in results:
        if isinstance(found, list) and found:
            outcome.items.extend(found)
            outcome.sources.append(found[0]["source"])
    # Web results stand in for the shop, not for the user's own wardrobe ("my red shirts").
    if not outcome.items and not outcome.unavailable and scope in ("commerce", "both"):
        if tools.web_available():
            outcome.fallback_used = True
            outcome.items = from_web(await _search(tools, "web_search", {"query": query, "max_results": 5}, outcome))
        else:
            outcome.problems.append("web_search: web search is not configured")
        if outcome.items:
            outcome.sources.append("web")
    return outcome
