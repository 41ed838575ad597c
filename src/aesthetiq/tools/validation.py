"""Argument rules shared by several tools: canonical categories, colours, price ranges, ids.

Tools take canonical values only (``Trousers``, not ``pants``): the agent's language understanding
maps synonyms first, and an error listing the allowed values lets a model correct itself. Types are
taken exactly as the input schema says (``STRICT_ARGUMENTS``): ``"inStock": 0.0`` is not a boolean,
``"limit": true`` is not a number, and ``1e999`` (which JSON readers turn into Infinity) is no price.
"""

from __future__ import annotations

import math
from typing import Annotated, Any

from pydantic import BaseModel, ConfigDict, Field, ValidationInfo, field_validator, model_validator

from aesthetiq import text_checks
from aesthetiq.models import CommerceFilters, WardrobeFilters
from aesthetiq.style.colour import COLOUR_NAMES, FAMILIES, canonical_colour
from aesthetiq.style.taxonomy import CATEGORIES, SUBCATEGORY_TO_CATEGORY, TYPES

ALL_TYPES = frozenset(t for types in TYPES.values() for t in types)

# Some character besides white space (trimming, as the schema checkers, follows Unicode White_Space).
SOMETHING = "\\S"


def trimmed_strings(schema: dict[str, Any]) -> None:
    """Arguments are trimmed before their length is checked: a required text must hold more than spaces."""
    for prop in schema.get("properties", {}).values():
        for branch in [prop, *prop.get("anyOf", [])]:
            if branch.get("type") == "string" and branch.get("minLength", 0) >= 1 and "pattern" not in branch:
                branch["pattern"] = SOMETHING


def whole_numbers(cls: type[BaseModel], value: Any, info: ValidationInfo) -> Any:
    """``"limit": 5.0`` is 5 (JSON does not tell them apart); ``true`` and ``"5"`` stay refused."""
    field = cls.model_fields.get(info.field_name or "")
    return text_checks.whole_number(value) if field is not None and field.annotation is int else value


def _non_finite(value: Any, path: str) -> str | None:
    """Where in ``value`` a NaN or Infinity sits (``filters.maxPrice``, ``sizes[2]``), if anywhere."""
    if isinstance(value, float) and not math.isfinite(value):
        return path or "the arguments"
    items = value.items() if isinstance(value, dict) else enumerate(value) if isinstance(value, list) else ()
    for key, item in items:
        where = _non_finite(item, f"{path}[{key}]" if isinstance(key, int) else f"{path}.{key}" if path else key)
        if where is not None:
            return where
    return None


def finite_numbers(cls: type[BaseModel], arguments: Any) -> Any:
    """No NaN or Infinity anywhere in a tool's arguments, nested models included (they keep their own,
    laxer configs); Python's JSON reader makes them from ``NaN``, ``Infinity`` and ``1e999``."""
    where = _non_finite(arguments, "")
    if where is not None:
        raise ValueError(f"{where}: must be a finite number (not Infinity or NaN)")
    return arguments


STRICT_ARGUMENTS = ConfigDict(strict=True, allow_inf_nan=False)
# Tool arguments: exact types, no unknown names, text trimmed.
TOOL_ARGUMENTS = ConfigDict(
    **STRICT_ARGUMENTS, extra="forbid", str_strip_whitespace=True, json_schema_extra=trimmed_strings
)

UserId = Annotated[
    str,
    Field(
        min_length=1,
        max_length=128,
        description="The user's id (Clerk id), e.g. 'user_demo_1'.",
        examples=["user_demo_1"],
    ),
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


def check_type(value: str | None, sub_category: str | None) -> None:
    """A canonical garment type ('Cardigan', 'Suit Jacket'), one of the subCategory's when it is given."""
    if value is None:
        return
    if sub_category is not None and value not in TYPES[sub_category]:
        raise ValueError(f"unknown type {value!r} for {sub_category}; use one of: {', '.join(TYPES[sub_category])}")
    if value not in ALL_TYPES:
        raise ValueError(
            f"unknown type {value!r}; types belong to a subCategory, e.g. Sweater: {', '.join(TYPES['Sweater'])} "
            "(give subCategory too and the error lists its types)"
        )


def check_category_pair(category: str | None, sub_category: str | None) -> None:
    if category and sub_category and SUBCATEGORY_TO_CATEGORY[sub_category] != category:
        allowed = ", ".join(CATEGORIES[category])
        raise ValueError(
            f"subCategory {sub_category!r} is a {SUBCATEGORY_TO_CATEGORY[sub_category]}, not a {category}; "
            f"{category} has: {allowed}"
        )


# What the published schema lists (the checks also take other spellings: "gray", "Navy Blue").
COLOUR_CHOICES = sorted(set(FAMILIES) | set(COLOUR_NAMES))


def canonical_choices(schema: dict[str, Any]) -> None:
    """Say in the schema what the validators enforce: canonical subCategories and colours, and a
    subCategory that belongs to the category when both are given."""
    properties = schema["properties"]
    for branch in properties["subCategory"]["anyOf"]:
        if branch.get("type") == "string":
            branch["enum"] = sorted(SUBCATEGORY_TO_CATEGORY)
    for name in ("colors", "excludeColors"):
        for branch in properties.get(name, {}).get("anyOf", []):
            if branch.get("type") == "array":
                branch["items"] = {"type": "string", "enum": COLOUR_CHOICES}
    schema["allOf"] = [
        {
            "if": {"properties": {"category": {"const": category}}, "required": ["category"]},
            "then": {"properties": {"subCategory": {"enum": [*subs, None]}}},
        }
        for category, subs in CATEGORIES.items()
    ]


FILTER_ARGUMENTS = ConfigDict(**STRICT_ARGUMENTS, json_schema_extra=canonical_choices)


class WardrobeFilterArgs(WardrobeFilters):
    """WardrobeFilters with canonical values and exact types enforced."""

    model_config = FILTER_ARGUMENTS

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
    """CommerceFilters with canonical values, exact types and a sane price range enforced."""

    model_config = FILTER_ARGUMENTS

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
        check_type(self.type, self.subCategory)
        if self.minPrice is not None and self.maxPrice is not None and self.minPrice > self.maxPrice:
            raise ValueError(f"minPrice ({self.minPrice:g}) is above maxPrice ({self.maxPrice:g}); swap them")
        return self


# The schema lists every filter; these say what its values look like.
WARDROBE_FILTERS_HELP = "subCategory is canonical ('Jeans'); colors are names or families ('navy', 'blue')."
COMMERCE_FILTERS_HELP = WARDROBE_FILTERS_HELP[:-1] + "; prices are in the item's currency."
