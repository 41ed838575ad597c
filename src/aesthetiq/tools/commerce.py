"""Commerce tools (seed 000 §5.2): the shop catalogue, ranked by meaning and by the user's colour season."""

from __future__ import annotations

from typing import Any

from pydantic import Field, model_validator

from aesthetiq.models import SeasonName
from aesthetiq.tools.base import (
    ToolContext,
    ToolError,
    ToolRequest,
    ToolSpec,
    View,
    public_document,
    public_hits,
)
from aesthetiq.tools.results import CatalogueDocument, CatalogueItems
from aesthetiq.tools.validation import COMMERCE_FILTERS_HELP, CommerceFilterArgs, ItemId, Limit, Query
from aesthetiq.tools.views import COMMERCE_KEYS, document_shape, document_text, item_list_view

_NOTHING = "No catalogue item matches; loosen the filters or use other words (web_search covers other shops)."

MAX_CANDIDATE_POOL = 2000


class SearchCommerceRequest(ToolRequest):
    query: Query
    style_dna: SeasonName | None = Field(
        None,
        description=(
            "The user's colour season (from get_style_dna): flattering colours rank higher."
        ),
    )
    filters: CommerceFilterArgs | None = Field(None, description=COMMERCE_FILTERS_HELP)
    limit: Limit = 20
    candidate_pool: int = Field(
        200,
        ge=1,
        le=MAX_CANDIDATE_POOL,
        description=(
            "How many best matches the colour season re-ranks (at least limit)."
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
        summary="Shop search",
        description=(
            "Search the shop by meaning, e.g. 'linen shirt for a summer wedding', for things the user could "
            "buy. Pass style_dna (their colour season) to rank flattering colours higher, and filters for "
            "hard limits (maxPrice, category, sizes). Best first, each with a score (0-1) and a reason."
        ),
        request=SearchCommerceRequest,
        function=search_commerce_items,
        view=item_list_view(CatalogueItems, COMMERCE_KEYS, "catalogue items", _NOTHING, ranked=True),
    ),
    ToolSpec(
        name="get_commerce_item",
        group="commerce",
        summary="Shop product details",
        description=(
            "Everything about one shop product, by id: description, material, fit, occasions, image, palette "
            "score per colour season."
        ),
        request=GetCommerceItemRequest,
        function=get_commerce_item,
        view=View(output=CatalogueDocument, shape=document_shape(COMMERCE_KEYS), text=document_text),
    ),
    ToolSpec(
        name="filter_commerce_items",
        group="commerce",
        summary="Shop listing",
        description=(
            "List shop products by exact filters, no text query: in-stock SHOE items under 80, one brand's "
            "BOTTOMs. For 'something like X' use search_commerce_items."
        ),
        request=FilterCommerceRequest,
        function=filter_commerce_items,
        view=item_list_view(CatalogueItems, COMMERCE_KEYS, "catalogue items", _NOTHING, ranked=False),
    ),
]
