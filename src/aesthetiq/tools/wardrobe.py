"""Wardrobe tools (seed 000 §5.1): the user's own garments. An item is only ever shown to its owner."""

from __future__ import annotations

from typing import Any

from pydantic import Field

from aesthetiq.tools.base import ToolContext, ToolError, ToolRequest, ToolSpec, public_document, public_hits
from aesthetiq.tools.validation import (
    WARDROBE_FILTERS_HELP,
    ItemId,
    Limit,
    Query,
    UserId,
    WardrobeFilterArgs,
)


class SearchWardrobeRequest(ToolRequest):
    query: Query
    user_id: UserId
    filters: WardrobeFilterArgs | None = Field(None, description=WARDROBE_FILTERS_HELP)
    limit: Limit = 20


class GetWardrobeItemRequest(ToolRequest):
    item_id: ItemId
    user_id: UserId


class FilterWardrobeRequest(ToolRequest):
    user_id: UserId
    filters: WardrobeFilterArgs | None = Field(None, description=WARDROBE_FILTERS_HELP)
    limit: Limit = 20


def search_wardrobe_items(ctx: ToolContext, request: SearchWardrobeRequest) -> list[dict[str, Any]]:
    hits = ctx.store.search_wardrobe(request.user_id, request.query, request.filters, request.limit)
    return public_hits(hits)


def get_wardrobe_item(ctx: ToolContext, request: GetWardrobeItemRequest) -> dict[str, Any]:
    item = ctx.store.get("wardrobeitems", request.item_id)
    # Someone else's item answers exactly like a missing one: never reveal that it exists.
    if item is None or item.get("userId") != request.user_id:
        raise ToolError(f"wardrobe item {request.item_id!r} not found", status=404)
    return public_document(item)


def filter_wardrobe_items(ctx: ToolContext, request: FilterWardrobeRequest) -> list[dict[str, Any]]:
    items = ctx.store.filter_wardrobe(request.user_id, request.filters, request.limit)
    return [public_document(item) for item in items]


SPECS: list[ToolSpec] = [
    ToolSpec(
        name="search_wardrobe_items",
        group="wardrobe",
        summary="Search the user's own wardrobe by meaning, with optional filters.",
        description=(
            "Search the garments the user already owns (their virtual wardrobe) by meaning, e.g. "
            "'something warm for a rainy walk' or 'white sneakers'. Use it to style outfits from "
            "what the user has, or to check whether they already own something before suggesting "
            "a purchase. Arguments: query (plain words), user_id (the user whose wardrobe to search), "
            "filters (optional exact constraints), limit (1-100, default 20). Returns a list of "
            "{item, score, breakdown}, best first; an empty list means nothing in the wardrobe fits."
        ),
        request=SearchWardrobeRequest,
        function=search_wardrobe_items,
    ),
    ToolSpec(
        name="get_wardrobe_item",
        group="wardrobe",
        summary="Fetch one of the user's wardrobe items by id.",
        description=(
            "Fetch one garment from the user's wardrobe by its id (the `_id` of a wardrobe search "
            "result), to read all its details (colours, brand, notes, last worn). Arguments: item_id, "
            "user_id (the owner). Fails with 'not found' when the id is unknown or belongs to someone else."
        ),
        request=GetWardrobeItemRequest,
        function=get_wardrobe_item,
    ),
    ToolSpec(
        name="filter_wardrobe_items",
        group="wardrobe",
        summary="List the user's wardrobe items matching exact filters.",
        description=(
            "List garments in the user's wardrobe that match exact filters, without a text query: "
            "e.g. all their SHOE items, or their favourite blue TOPs. Use it to count or enumerate what "
            "they own. Arguments: user_id, filters (optional; none lists everything), limit (1-100, "
            "default 20). Returns a list of wardrobe items."
        ),
        request=FilterWardrobeRequest,
        function=filter_wardrobe_items,
    ),
]
