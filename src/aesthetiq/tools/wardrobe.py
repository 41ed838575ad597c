"""Wardrobe tools (seed 000 §5.1): the user's own garments. An item is only ever shown to its owner."""

from __future__ import annotations

from typing import Any

from pydantic import Field

from aesthetiq.tools.base import (
    ToolContext,
    ToolError,
    ToolRequest,
    ToolSpec,
    View,
    public_document,
    public_hits,
)
from aesthetiq.tools.results import WardrobeDocument, WardrobePieces
from aesthetiq.tools.user_data import CallerId
from aesthetiq.tools.validation import WARDROBE_FILTERS_HELP, ItemId, Limit, Query, WardrobeFilterArgs
from aesthetiq.tools.views import WARDROBE_KEYS, document_shape, document_text, item_list_view

_NOTHING = "Nothing in the user's wardrobe fits; try other words or fewer filters, or search the shop."


class SearchWardrobeRequest(ToolRequest):
    query: Query
    user_id: CallerId
    filters: WardrobeFilterArgs | None = Field(None, description=WARDROBE_FILTERS_HELP)
    limit: Limit = 20


class GetWardrobeItemRequest(ToolRequest):
    item_id: ItemId
    user_id: CallerId


class FilterWardrobeRequest(ToolRequest):
    user_id: CallerId
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
        summary="Wardrobe search",
        description=(
            "Search the clothes the user owns by meaning, e.g. 'something warm for a rainy walk': for "
            "outfits from their wardrobe, or to see whether they own a piece before suggesting one."
        ),
        request=SearchWardrobeRequest,
        function=search_wardrobe_items,
        view=item_list_view(WardrobePieces, WARDROBE_KEYS, "pieces from the wardrobe", _NOTHING, ranked=True),
    ),
    ToolSpec(
        name="get_wardrobe_item",
        group="wardrobe",
        summary="Wardrobe piece details",
        description=(
            "Everything about one piece the user owns, by id: colours, material, notes, when last worn."
        ),
        request=GetWardrobeItemRequest,
        function=get_wardrobe_item,
        view=View(output=WardrobeDocument, shape=document_shape(WARDROBE_KEYS), text=document_text),
    ),
    ToolSpec(
        name="filter_wardrobe_items",
        group="wardrobe",
        summary="Wardrobe listing",
        description=(
            "List the clothes the user owns by exact filters, no text query: all their SHOE items, their "
            "favourite blue TOPs. No filters: everything (up to limit)."
        ),
        request=FilterWardrobeRequest,
        function=filter_wardrobe_items,
        view=item_list_view(WardrobePieces, WARDROBE_KEYS, "pieces from the wardrobe", _NOTHING, ranked=False),
    ),
]
