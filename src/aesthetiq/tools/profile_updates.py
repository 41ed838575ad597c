"""Changing the user's style profile: lasting exclusions, sizes, budget, favourite brands (user-data group).

The stylist writes what the user says for good in chat ("I never wear orange", "no leather, I'm vegan"):
it is the user's profile, not the conversation, so every later search and session honours it until the
user changes it. The profile page writes the same fields through the same tool.
"""

from __future__ import annotations

from typing import Any

from pydantic import Field, model_validator

from aesthetiq.models import BudgetRange, Exclusions, Sizes, StyleProfile, utcnow
from aesthetiq.tools.base import ToolContext, ToolError, ToolRequest, ToolSpec, View
from aesthetiq.tools.results import StyleDNAUpdate
from aesthetiq.tools.style_dna import load_style_dna
from aesthetiq.tools.user_data import CallerId, find_user
from aesthetiq.tools.views import as_is, fields_text


class UpdateProfileRequest(ToolRequest):
    user_id: CallerId
    exclude: Exclusions | None = Field(None, description="Never show these.")
    allow: Exclusions | None = Field(None, description="Show these again.")
    sizes: Sizes | None = Field(None, description="A missing key is kept.")
    budget_range: BudgetRange | None = Field(None, description="Budget per item {min, max} in the catalogue currency.")
    favorite_brands: list[str] | None = Field(None, max_length=30, description="Replaces the favourite brands.")

    @model_validator(mode="after")
    def _something(self) -> UpdateProfileRequest:
        if not any(v is not None for k, v in self.__dict__.items() if k != "user_id"):
            raise ValueError("give at least one of exclude, allow, sizes, budget_range, favorite_brands")
        return self


def _normalised(values: list[str]) -> list[str]:
    return [v.strip().lower() for v in values if v and v.strip()]


def update_profile(ctx: ToolContext, request: UpdateProfileRequest) -> dict[str, Any]:
    store = ctx.store
    doc = store.find_one("styleprofiles", userId=request.user_id)
    if doc is None:
        if find_user(store, request.user_id) is None:
            raise ToolError(f"no profile for user {request.user_id!r}", status=404)
        doc = StyleProfile(_id=f"sp_{request.user_id}", userId=request.user_id).model_dump(by_alias=True, mode="json")
    profile = StyleProfile.model_validate(doc)
    excluded = profile.exclusions.model_dump()
    for key in excluded:
        added = _normalised(getattr(request.exclude, key)) if request.exclude else []
        removed = set(_normalised(getattr(request.allow, key))) if request.allow else set()
        if key in ("subCategories", "brands"):
            added = [a.title() if key == "subCategories" else a for a in added]
            removed |= {r.title() for r in removed}
        excluded[key] = [v for v in dict.fromkeys([*excluded[key], *added]) if v not in removed and v.lower() not in removed]
    profile.exclusions = Exclusions.model_validate(excluded)
    if request.sizes is not None:
        profile.sizes = profile.sizes.model_copy(update=request.sizes.model_dump(exclude_none=True))
    if request.budget_range is not None:
        profile.budgetRange = request.budget_range
    if request.favorite_brands is not None:
        profile.favoriteBrands = request.favorite_brands
    profile.updatedAt = utcnow()
    store.upsert_many("styleprofiles", [profile.model_dump(by_alias=True, mode="json")])
    return load_style_dna(store, request.user_id).model_dump(mode="json")


SPECS: list[ToolSpec] = [
    ToolSpec(
        name="update_profile",
        group="user-data",
        summary="Update the style profile",
        description=(
            "Remember for good what the user says lastingly: colours, materials, garment types or brands never "
            "to show (exclude) or no longer excluded (allow), sizes, budget per item, favourite brands. For "
            "'I never wear orange', not for 'not black this time'. Returns the updated style DNA."
        ),
        request=UpdateProfileRequest,
        function=update_profile,
        view=View(output=StyleDNAUpdate, shape=as_is, text=fields_text),
        read_only=False,
    ),
]
