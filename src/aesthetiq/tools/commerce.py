"""Commerce tools (seed 000 §5.2): the shop catalogue, ranked by meaning and by the user's colour season."""

from __future__ import annotations

from typing import Any

from pydantic import Field, model_validator

from aesthetiq.models import SeasonName
from aesthetiq.tools.base import ToolContext, ToolError, ToolRequest, ToolSpec, public_document, public_hits
from aesthetiq.tools.validation import COMMERCE_FILTERS_HELP, CommerceFilterArgs, ItemId, Limit, Query

MAX_CANDIDATE_POOL = 2000


class SearchCommerceRequest(ToolRequest):
    query: Query
    style_dna: SeasonName | None = Field(
        None,
        description=(
            "The user's colour season (e.g. 'WARM_AUTUMN', from get_color_season) to move items in "
            "flattering colours up; omit to rank by meaning only."
        ),
    )
    filters: CommerceFilterArgs | None = Field(None, description=COMMERCE_FILTERS_HELP)
    limit: Limit = 20
    candidate_pool: int = Field(
        200,
        ge=1,
        le=MAX_CANDIDATE_POOL,
        description=(
            "How many best matches by meaning are re-ranked by colour season before the top `limit` "
            f"are returned (1-{MAX_CANDIDATE_POOL}, at least `limit`). Larger lets the season weigh more."
        ),
    )

    @model_validator(mode="after")
    def _pool_holds_limit(self) -> SearchCommerceRequest:
        if self.candidate_pool < self.limit:
            raise ValueError(f"candidate_pool ({self.candidate_pool}) must be at least limit ({self.limit})")
        return self


class GetCommerceItemRequest(ToolRequest):
    item_id: ItemId


class FilterCommerceRequest(ToolRequest):
    filters: CommerceFilterArgs | None = Field(None, description=COMMERCE_FILTERS_HELP)
    limit: Limit = 20


def search_commerce_items(ctx: ToolContext, request: SearchCommerceRequest) -> list[dict[str, Any]]:
    hits = ctx.store.search_commerce(
        request.query,
        request.filters,
        request.limit,
        candidate_pool=request.candidate_pool,
        style_dna=request.style_dna,
    )
    return public_hits(hits)


def get_commerce_item(ctx: ToolContext, request: GetCommerceItemRequest) -> dict[str, Any]:
    item = ctx.store.get("commerceitems", request.item_id)
    if item is None:
        raise ToolError(f"commerce item {request.item_id!r} not found", status=404)
    return public_document(item)


def filter_commerce_items(ctx: ToolContext, request: FilterCommerceRequest) -> list[dict[str, Any]]:
    return [public_document(item) for item in ctx.store.filter_commerce(request.filters, request.limit)]


SPECS: list[ToolSpec] = [
    ToolSpec(
        name="search_commerce_items",
        group="commerce",
        summary="Search the shop catalogue by meaning, re-ranked by the user's colour season.",
        description=(
            "Search the products for sale by meaning, e.g. 'linen shirt for a summer wedding'. Use it "
            "to recommend things the user could buy. Pass style_dna (the user's colour season, from "
            "get_color_season) so items in flattering colours rank higher, and filters for hard "
            "constraints such as a budget (maxPrice) or a category. Arguments: query, style_dna "
            "(optional), filters (optional), limit (1-100, default 20), candidate_pool (default 200). "
            "Returns a list of {item, score, breakdown} best first; breakdown shows the semantic, "
            "lexical and season parts of the score. An empty list means nothing matches the filters."
        ),
        request=SearchCommerceRequest,
        function=search_commerce_items,
    ),
    ToolSpec(
        name="get_commerce_item",
        group="commerce",
        summary="Fetch one catalogue product by id.",
        description=(
            "Fetch one product from the shop catalogue by its id (the `_id` of a commerce search "
            "result) to read all its details: price, sizes, stock, materials, product URL. "
            "Argument: item_id. Fails with 'not found' for an unknown id."
        ),
        request=GetCommerceItemRequest,
        function=get_commerce_item,
    ),
    ToolSpec(
        name="filter_commerce_items",
        group="commerce",
        summary="List catalogue products matching exact filters.",
        description=(
            "List products that match exact filters without a text query, e.g. in-stock BOTTOM items "
            "under 80 from one brand. Use it to browse a category or check availability. Arguments: "
            "filters (optional), limit (1-100, default 20). Returns a list of products."
        ),
        request=FilterCommerceRequest,
        function=filter_commerce_items,
    ),
]
