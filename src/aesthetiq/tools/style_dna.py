"""Style DNA tools (seed 000 §5.5): the user's colour analysis and style profile, combined or piece by piece."""

from __future__ import annotations

import logging
from collections.abc import Callable
from typing import Any

from pydantic import ValidationError

from aesthetiq.models import ColorAnalysis, PaletteColour, StyleDNA, StyleProfile
from aesthetiq.store.base import Store
from aesthetiq.style.seasons import SEASONS
from aesthetiq.tools.base import ToolContext, ToolError, ToolSpec
from aesthetiq.tools.user_data import UserRequest, find_user

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


def _spec(name: str, summary: str, description: str, function: Callable[[ToolContext, Any], Any]) -> ToolSpec:
    return ToolSpec(
        name=name,
        group="style-dna",
        summary=summary,
        description=description + " Argument: user_id. Fails with 'no profile' for an unknown user.",
        request=UserRequest,
        function=function,
    )


SPECS: list[ToolSpec] = [
    _spec(
        "get_style_dna",
        "The user's complete style DNA (colour analysis + style profile).",
        "Fetch everything known about the user's personal style in one call: colour season, contrast "
        "level, undertone, palette, face shape, style archetype, style sliders, negative constraints "
        "(things they never wear), favourite brands, sizes, fit preferences and budget. Use it once at "
        "the start of a recommendation to personalise it. Missing parts are null or empty.",
        get_style_dna,
    ),
    _spec(
        "get_color_season",
        "The user's colour season, e.g. WARM_AUTUMN.",
        "Fetch the user's colour season (one of the 12, e.g. 'WARM_AUTUMN', 'COOL_WINTER'), or null when "
        "they have no colour analysis. Pass it as style_dna to search_commerce_items.",
        get_color_season,
    ),
    _spec(
        "get_style_archetype",
        "The user's style archetype, e.g. minimalist.",
        "Fetch the user's style archetype (e.g. 'minimalist', 'classic', 'streetwear'), or null when unknown.",
        get_style_archetype,
    ),
    _spec(
        "get_recommended_colors",
        "Hex colours that flatter the user, from their season's palette.",
        "Fetch the colours that flatter the user: the hex codes (e.g. '#8B4513') of their colour "
        "season's palette; an empty list when they have no colour analysis.",
        get_recommended_colors,
    ),
    _spec(
        "get_contrast_level",
        "The user's contrast level: low, medium or high.",
        "Fetch the user's personal contrast level (low, medium or high), which says how strongly "
        "light and dark pieces of an outfit should differ; null when unknown.",
        get_contrast_level,
    ),
    _spec(
        "get_undertone",
        "The user's skin undertone: warm, cool, neutral or olive.",
        "Fetch the user's skin undertone (warm, cool, neutral or olive), which decides gold vs silver "
        "and warm vs cool colours; null when unknown.",
        get_undertone,
    ),
    _spec(
        "get_style_sliders",
        "The user's style sliders (0-100 each).",
        "Fetch the user's style sliders, each 0-100 (e.g. {'formal': 30, 'colorful': 70}), which say "
        "how far their taste leans each way; empty when unknown.",
        get_style_sliders,
    ),
    _spec(
        "get_user_palette",
        "The user's personal palette as named colours.",
        "Fetch the user's personal colour palette as [{name, hex}] (from their colour analysis, or "
        "their season's palette when the analysis lists none); empty when unknown.",
        get_user_palette,
    ),
]
