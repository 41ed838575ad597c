"""Argument rules shared by several tools: canonical categories, colours, price ranges, ids.

Tools take canonical values only (``Trousers``, not ``pants``): the agent's language understanding
maps synonyms first, and an error listing the allowed values lets a model correct itself.
"""

from __future__ import annotations

from typing import Annotated

from pydantic import Field, field_validator, model_validator

from aesthetiq.models import CommerceFilters, WardrobeFilters
from aesthetiq.style.colour import FAMILIES, canonical_colour
from aesthetiq.style.taxonomy import CATEGORIES, SUBCATEGORY_TO_CATEGORY

UserId = Annotated[
    str,
    Field(min_length=1, max_length=128, description="The user's id (Clerk id), e.g. 'user_demo_1'."),
]
ItemId = Annotated[
    str, Field(min_length=1, max_length=128, description="From a search or list.")
]
Query = Annotated[str, Field(min_length=1, max_length=500)]  # each tool's description gives examples
# The bounds say it all (a schema carries them as minimum and maximum).
Limit = Annotated[int, Field(ge=1, le=100)]
MaxResults = Annotated[int, Field(ge=1, le=20)]


def check_subcategory(value: str | None) -> str | None:
    if value is None:
        return None
    if value not in SUBCATEGORY_TO_CATEGORY:
        allowed = ", ".join(sorted(SUBCATEGORY_TO_CATEGORY))
        raise ValueError(f"unknown subCategory {value!r}; use one of: {allowed}")
    return value


def check_colours(values: list[str] | None) -> list[str] | None:
    if values is None:
        return None
    unknown = [v for v in values if v.lower() not in FAMILIES and canonical_colour(v) is None]
    if unknown:
        families = ", ".join(FAMILIES)
        raise ValueError(
            f"unknown colour {', '.join(repr(u) for u in unknown)}; use a colour name such as "
            f"'navy' or 'rust', or a family: {families}"
        )
    return values


def check_category_pair(category: str | None, sub_category: str | None) -> None:
    if category and sub_category and SUBCATEGORY_TO_CATEGORY[sub_category] != category:
        allowed = ", ".join(CATEGORIES[category])
        raise ValueError(
            f"subCategory {sub_category!r} is a {SUBCATEGORY_TO_CATEGORY[sub_category]}, not a {category}; "
            f"{category} has: {allowed}"
        )


class WardrobeFilterArgs(WardrobeFilters):
    """WardrobeFilters with canonical values enforced."""

    @field_validator("subCategory")
    @classmethod
    def _sub(cls, value: str | None) -> str | None:
        return check_subcategory(value)

    @field_validator("colors")
    @classmethod
    def _colours(cls, value: list[str] | None) -> list[str] | None:
        return check_colours(value)

    @model_validator(mode="after")
    def _pair(self) -> WardrobeFilterArgs:
        check_category_pair(self.category, self.subCategory)
        return self


class CommerceFilterArgs(CommerceFilters):
    """CommerceFilters with canonical values and a sane price range enforced."""

    @field_validator("subCategory")
    @classmethod
    def _sub(cls, value: str | None) -> str | None:
        return check_subcategory(value)

    @field_validator("colors", "excludeColors")
    @classmethod
    def _colours(cls, value: list[str] | None) -> list[str] | None:
        return check_colours(value)

    @model_validator(mode="after")
    def _consistent(self) -> CommerceFilterArgs:
        check_category_pair(self.category, self.subCategory)
        if self.minPrice is not None and self.maxPrice is not None and self.minPrice > self.maxPrice:
            raise ValueError(f"minPrice ({self.minPrice:g}) is above maxPrice ({self.maxPrice:g}); swap them")
        return self


# The schema lists every filter; these say what its values look like.
WARDROBE_FILTERS_HELP = "subCategory is canonical ('Jeans'); colors are names or families ('navy', 'blue')."
COMMERCE_FILTERS_HELP = WARDROBE_FILTERS_HELP[:-1] + "; prices are in the item's currency."
