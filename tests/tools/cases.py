"""Valid arguments for every tool, and the bad-input cases every door (REST, MCP) must refuse alike."""

from __future__ import annotations

from typing import Any

from tests.tools.conftest import OTHER, OWNER

ALL_TOOLS = {
    "search_wardrobe_items", "get_wardrobe_item", "filter_wardrobe_items",
    "search_commerce_items", "get_commerce_item", "filter_commerce_items",
    "web_search", "search_trends", "search_blogs",
    "get_user_profile", "update_profile",
    "get_style_dna", "get_color_season", "get_style_archetype", "get_recommended_colors",
    "get_contrast_level", "get_undertone", "get_style_sliders", "get_user_palette",
    "compose_outfit", "plan_capsule",
}  # fmt: skip


def valid_calls(owned_item_id: str, commerce_item_id: str) -> dict[str, dict[str, Any]]:
    calls: dict[str, dict[str, Any]] = {
        "search_wardrobe_items": {"query": "something warm", "user_id": OWNER, "limit": 5},
        "get_wardrobe_item": {"item_id": owned_item_id, "user_id": OWNER},
        "filter_wardrobe_items": {"user_id": OWNER, "filters": {"category": "TOP"}, "limit": 10},
        "search_commerce_items": {
            "query": "linen shirt",
            "style_dna": "WARM_AUTUMN",
            "filters": {"category": "TOP", "maxPrice": 200},
            "limit": 5,
            "candidate_pool": 100,
        },
        "get_commerce_item": {"item_id": commerce_item_id},
        "filter_commerce_items": {"filters": {"category": "SHOE", "inStock": True}, "limit": 7},
        "web_search": {"query": "how to wash merino", "max_results": 3},
        "search_trends": {"topic": "denim", "max_results": 2},
        "search_blogs": {"query": "styling a trench coat"},
        "get_user_profile": {"user_id": OWNER},
        "compose_outfit": {"user_id": OWNER, "occasion": "the office", "budget_total": 300},
        "plan_capsule": {"user_id": OWNER, "destination": "Lisbon", "month": 5, "days": 4},
    }
    # Taking off an exclusion the user does not have changes nothing, so the shared store stays as it was.
    calls["update_profile"] = {"user_id": OWNER, "allow": {"colors": ["chartreuse"]}}
    for name in ALL_TOOLS - calls.keys():
        calls[name] = {"user_id": OWNER}
    return calls


# (tool, arguments, REST status, a phrase the message must contain)
BAD_INPUT: list[tuple[str, dict[str, Any], int, str]] = [
    ("search_commerce_items", {"query": "shirt", "filters": {"category": "HATS"}}, 422, "filters.category"),
    ("search_commerce_items", {"query": "shirt", "filters": {"subCategory": "Pants"}}, 422, "unknown subCategory 'Pants'"),
    ("search_commerce_items", {"query": "shirt", "filters": {"category": "SHOE", "subCategory": "Jeans"}}, 422, "is a BOTTOM, not a SHOE"),
    ("search_commerce_items", {"query": "shirt", "filters": {"minPrice": -5}}, 422, "filters.minPrice"),
    ("search_commerce_items", {"query": "shirt", "filters": {"minPrice": 100, "maxPrice": 10}}, 422, "minPrice (100) is above maxPrice (10)"),
    ("search_commerce_items", {"query": "shirt", "filters": {"colors": ["blurple"]}}, 422, "unknown colour 'blurple'"),
    ("search_commerce_items", {"query": "shirt", "filters": {"fabric": "silk"}}, 422, "filters.fabric: unknown argument"),
    ("search_commerce_items", {"query": "shoes", "filters": {"gender": "male"}}, 422, "filters.gender"),
    ("search_commerce_items", {"query": "knit", "filters": {"type": "Jumper"}}, 422, "unknown type 'Jumper'"),
    ("search_commerce_items", {"query": "knit", "filters": {"subCategory": "Sweater", "type": "Chinos"}}, 422,
     "type 'Chinos' is not a kind of Sweater; use one of: Crew-Neck"),
    ("search_commerce_items", {"query": "shirt", "filters": "TOP"}, 422, "filters:"),
    ("search_commerce_items", {"query": "shirt", "limit": 0}, 422, "limit:"),
    ("search_commerce_items", {"query": "shirt", "limit": 101}, 422, "limit:"),
    ("search_commerce_items", {"query": "shirt", "limit": "many"}, 422, "limit:"),
    ("search_commerce_items", {"query": "shirt", "candidate_pool": 0}, 422, "candidate_pool:"),
    ("search_commerce_items", {"query": "shirt", "candidate_pool": 5000}, 422, "candidate_pool:"),
    ("search_commerce_items", {"query": "shirt", "limit": 50, "candidate_pool": 20}, 422, "candidate_pool (20) must be at least limit (50)"),
    ("search_commerce_items", {"query": "shirt", "style_dna": "AUTUMN"}, 422, "style_dna:"),
    ("search_commerce_items", {"query": "   "}, 422, "query:"),
    ("search_commerce_items", {"query": 5}, 422, "query:"),
    ("search_commerce_items", {}, 422, "query: is required"),
    ("search_commerce_items", {"query": "shirt", "userId": OWNER}, 422, "userId: unknown argument"),
    ("get_commerce_item", {"item_id": "no-such-item"}, 404, "commerce item 'no-such-item' not found"),
    ("filter_commerce_items", {"filters": {"maxPrice": -1}}, 422, "filters.maxPrice"),
    ("search_wardrobe_items", {"query": "", "user_id": OWNER}, 422, "query:"),
    ("search_wardrobe_items", {"query": "coat", "user_id": OWNER, "filters": {"category": "COAT"}}, 422, "filters.category"),
    ("filter_wardrobe_items", {"user_id": OWNER, "limit": -3}, 422, "limit:"),
    ("filter_wardrobe_items", {"filters": {}}, 422, "user_id: is required"),
    ("get_wardrobe_item", {"item_id": "no-such-item", "user_id": OWNER}, 404, "wardrobe item 'no-such-item' not found"),
    ("get_user_profile", {"user_id": "user_nobody"}, 404, "no profile for user 'user_nobody'"),
    ("get_style_dna", {"user_id": "user_nobody"}, 404, "no profile for user 'user_nobody'"),
    ("update_profile", {"user_id": OWNER}, 422, "give at least one of exclude, allow"),
    ("update_profile", {"user_id": OWNER, "exclude": {"colours": ["orange"]}}, 422, "exclude.colours: unknown argument"),
    ("update_profile", {"user_id": "user_nobody", "exclude": {"colors": ["orange"]}}, 404, "no profile for user 'user_nobody'"),
    ("get_color_season", {"user_id": ""}, 422, "user_id:"),
    ("web_search", {"query": "trends", "max_results": 50}, 422, "max_results:"),
    ("search_trends", {"topic": ""}, 422, "topic:"),
    ("web_search", {"query": "capsule wardrobe"}, 503, "web search is not configured (set TAVILY_API_KEY)"),
    ("search_trends", {"topic": "denim"}, 503, "web search is not configured (set TAVILY_API_KEY)"),
    ("search_blogs", {"query": "capsule wardrobe"}, 503, "web search is not configured (set TAVILY_API_KEY)"),
    ("compose_outfit", {"occasion": "dinner", "month": 13}, 422, "month: must be at most 12"),
    ("compose_outfit", {"occasion": "dinner", "month": "May"}, 422, "month:"),
    ("compose_outfit", {"budget_total": -5}, 422, "budget_total:"),
    ("compose_outfit", {"count": 9}, 422, "count:"),
    ("compose_outfit", {"anchors": [{"source": "commerce"}]}, 422, "item_id: is required"),
    ("compose_outfit", {"anchors": [{"source": "owned", "colour": "blue"}]}, 422, "subCategory: is required"),
    ("compose_outfit", {"anchors": [{"source": "commerce", "item_id": "no-such-item"}]}, 404, "commerce item 'no-such-item' not found"),
    ("compose_outfit", {"include_types": ["Spacesuit"]}, 422, "unknown subCategory 'Spacesuit'"),
    ("compose_outfit", {"colours": ["blurple"]}, 422, "unknown colour 'blurple'"),
    ("plan_capsule", {"destination": "Lisbon", "month": 5, "days": 0}, 422, "days:"),
]  # fmt: skip

__all__ = ["ALL_TOOLS", "BAD_INPUT", "OTHER", "OWNER", "valid_calls"]
