"""Style DNA tools (seed 000 §5.5): the user's colour analysis and style profile, combined or piece by piece."""

from __future__ import annotations

import logging
from collections.abc import Callable
from typing import Any

from pydantic import BaseModel, ValidationError

from aesthetiq.models import ColorAnalysis, PaletteColour, StyleDNA, StyleProfile
from aesthetiq.store.base import Store
from aesthetiq.style.seasons import SEASONS
from aesthetiq.tools.base import ToolContext, ToolError, ToolSpec, View
from aesthetiq.tools.results import (
    ArchetypeResult,
    ColorSeasonResult,
    ContrastResult,
    PaletteResult,
    RecommendedColorsResult,
    SlidersResult,
    UndertoneResult,
)
from aesthetiq.tools.user_data import UserRequest, find_user
from aesthetiq.tools.views import as_is, fields_text, named, value_text

log = logging.getLogger("aesthetiq.tools.style_dna")


def season_palette(season: str | None) -> list[PaletteColour]:
    if season is None or season not in SEASONS:
        return []
    return [PaletteColour(name=name, hex=hex_code.upper()) for name, hex_code in SEASONS[season].palette]


def _validated(model: type[Any], doc: dict[str, Any] | None, what: str, user_id: str) -> Any:
    if doc is None:
        return None
    try:
        return model.model_validate(doc)
    except ValidationError as exc:
        log.error("stored %s of %s does not validate: %s", what, user_id, exc)
        raise ToolError(f"the stored {what} of user {user_id!r} is unreadable", status=500) from exc


def load_style_dna(store: Store, user_id: str) -> StyleDNA:
    """Combine the user's ColorAnalysis and StyleProfile; fields stay empty where nothing is known yet."""
    analysis: ColorAnalysis | None = _validated(
        ColorAnalysis, store.find_one("coloranalyses", userId=user_id), "colour analysis", user_id
    )
    profile: StyleProfile | None = _validated(
        StyleProfile, store.find_one("styleprofiles", userId=user_id), "style profile", user_id
    )
    if analysis is None and profile is None and find_user(store, user_id) is None:
        raise ToolError(f"no profile for user {user_id!r}", status=404)
    dna = StyleDNA(user_id=user_id)
    if analysis is not None:
        dna.color_season = analysis.season
        dna.contrast_level = analysis.contrastLevel
        dna.undertone = analysis.undertone
        # A personal palette from the analysis wins; otherwise the season's palette stands in.
        dna.palette = analysis.palette or season_palette(analysis.season)
        dna.face_shape = analysis.faceShape
    if profile is not None:
        dna.archetype = profile.archetype
        dna.sliders = profile.sliders
        dna.inspiration_image_urls = profile.inspirationImageUrls
        dna.negative_constraints = profile.negativeConstraints
        dna.favorite_brands = profile.favoriteBrands
        dna.sizes = profile.sizes
        dna.fit_preferences = profile.fitPreferences
        dna.budget_range = profile.budgetRange
        dna.max_price_per_item = profile.maxPricePerItem
        dna.exclusions = profile.exclusions
        dna.department = profile.department
    return dna


def get_style_dna(ctx: ToolContext, request: UserRequest) -> dict[str, Any]:
    return load_style_dna(ctx.store, request.user_id).model_dump(mode="json")


def get_color_season(ctx: ToolContext, request: UserRequest) -> str | None:
    return load_style_dna(ctx.store, request.user_id).color_season


def get_style_archetype(ctx: ToolContext, request: UserRequest) -> str | None:
    return load_style_dna(ctx.store, request.user_id).archetype


def get_recommended_colors(ctx: ToolContext, request: UserRequest) -> list[str]:
    season = load_style_dna(ctx.store, request.user_id).color_season
    return [colour.hex for colour in season_palette(season)]


def get_contrast_level(ctx: ToolContext, request: UserRequest) -> str | None:
    return load_style_dna(ctx.store, request.user_id).contrast_level


def get_undertone(ctx: ToolContext, request: UserRequest) -> str | None:
    return load_style_dna(ctx.store, request.user_id).undertone


def get_style_sliders(ctx: ToolContext, request: UserRequest) -> dict[str, int]:
    return load_style_dna(ctx.store, request.user_id).sliders


def get_user_palette(ctx: ToolContext, request: UserRequest) -> list[dict[str, str]]:
    return [colour.model_dump() for colour in load_style_dna(ctx.store, request.user_id).palette]


def _spec(name: str, summary: str, description: str, function: Callable[[ToolContext, Any], Any], view: View) -> ToolSpec:
    return ToolSpec(
        name=name,
        group="style-dna",
        summary=summary,
        description=description,
        request=UserRequest,
        function=function,
        view=view,
    )


def _part(key: str, output: type[BaseModel], label: str) -> View:
    return View(output=output, shape=named(key), text=value_text(label, f"{label}: not known yet"))


# One tool gives everything; each of the others one part of it, for a caller that needs only that.
_PART_OF = " (Also in get_style_dna.)"

SPECS: list[ToolSpec] = [
    _spec(
        "get_style_dna",
        "Style DNA (everything)",
        "Start here for anything personal: all that is known of the user's style in one call - colour "
        "season, contrast, undertone, palette, archetype, sliders, negative constraints (what they never "
        "wear), favourite brands, sizes, fit preferences, budget.",
        get_style_dna,
        View(output=StyleDNA, shape=as_is, text=fields_text),
    ),
    _spec(
        "get_color_season",
        "Colour season",
        "The user's colour season (one of 12, e.g. WARM_AUTUMN), null without a colour analysis; "
        "search_commerce_items takes it as style_dna." + _PART_OF,
        get_color_season,
        _part("color_season", ColorSeasonResult, "colour season"),
    ),
    _spec(
        "get_style_archetype",
        "Style archetype",
        "The user's style archetype (e.g. minimalist, classic), or null." + _PART_OF,
        get_style_archetype,
        _part("archetype", ArchetypeResult, "style archetype"),
    ),
    _spec(
        "get_recommended_colors",
        "Season colours (hex)",
        "Hex codes of the user's season's standard palette; get_user_palette has their own, named."
        + _PART_OF,
        get_recommended_colors,
        _part("colors", RecommendedColorsResult, "flattering colours"),
    ),
    _spec(
        "get_contrast_level",
        "Contrast level",
        "The user's contrast level (low, medium, high): how much light and dark pieces should differ."
        + _PART_OF,
        get_contrast_level,
        _part("contrast_level", ContrastResult, "contrast level"),
    ),
    _spec(
        "get_undertone",
        "Undertone",
        "The user's skin undertone (warm, cool, neutral, olive): gold or silver, warm or cool colours."
        + _PART_OF,
        get_undertone,
        _part("undertone", UndertoneResult, "undertone"),
    ),
    _spec(
        "get_style_sliders",
        "Style sliders",
        "The user's style sliders, 0-100 each (e.g. formal 30): which way their taste leans." + _PART_OF,
        get_style_sliders,
        _part("sliders", SlidersResult, "style sliders"),
    ),
    _spec(
        "get_user_palette",
        "Personal palette",
        "The user's own palette as named colours ({name, hex}), else their season's; use these names."
        + _PART_OF,
        get_user_palette,
        _part("palette", PaletteResult, "palette"),
    ),
]
