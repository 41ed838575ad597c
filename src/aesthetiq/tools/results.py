"""The typed results of the tools over MCP: each model's JSON Schema is a tool's ``outputSchema``.

Items are lean by default (what a model needs to talk about and link to a piece); the fields a
caller asks for (``fields``) or everything (``detail``) come on top, so item models allow more
properties than they name.
"""

from __future__ import annotations

from typing import Annotated, Any

from pydantic import BaseModel, ConfigDict, Field

from aesthetiq.models import StyleDNA


class ItemOptions(BaseModel):
    """How much of each item to return (MCP only; the REST routes return whole documents)."""

    model_config = ConfigDict(extra="forbid")
    fields: list[Annotated[str, Field(max_length=64)]] | None = Field(
        None,
        description=(
            "More fields per item: material, formality, imageUrl, breakdown, seasonalPaletteScores "
            "(style_dna's season)..."
        ),
    )
    detail: bool = Field(False, description="Whole items, all 12 season scores.")


class _Open(BaseModel):
    model_config = ConfigDict(extra="allow")


class CatalogueDocument(_Open):
    id: str
    name: str
    category: str
    subCategory: str
    brand: str | None
    colors: list[str]
    price: float | None
    currency: str | None
    inStock: bool | None
    sizes: list[str]
    url: str | None


class CatalogueItem(CatalogueDocument):
    # Searches only: absent from listings, never null (so the schema says number and string).
    score: float = None  # type: ignore[assignment]
    reason: str = None  # type: ignore[assignment]


class WardrobeDocument(_Open):
    id: str
    name: str | None
    category: str
    subCategory: str
    brand: str | None
    colors: list[str]
    isFavorite: bool | None


class WardrobePiece(WardrobeDocument):
    score: float = None  # type: ignore[assignment]
    reason: str = None  # type: ignore[assignment]


class CatalogueItems(BaseModel):
    items: list[CatalogueItem]


class WardrobePieces(BaseModel):
    items: list[WardrobePiece]


class WebResult(BaseModel):
    title: str
    url: str
    content: str
    score: float


class WebResults(BaseModel):
    results: list[WebResult]


class UserProfileResult(BaseModel):
    user_id: str
    email: str | None
    name: str | None
    avatar_url: str | None
    subscription_status: str
    role: str
    settings: dict[str, Any]


class ColorSeasonResult(BaseModel):
    color_season: str | None


class ArchetypeResult(BaseModel):
    archetype: str | None


class RecommendedColorsResult(BaseModel):
    colors: list[str]


class ContrastResult(BaseModel):
    contrast_level: str | None


class UndertoneResult(BaseModel):
    undertone: str | None


class SlidersResult(BaseModel):
    sliders: dict[str, int]


class PaletteEntry(BaseModel):
    name: str
    hex: str


class PaletteResult(BaseModel):
    palette: list[PaletteEntry]


class StyleDNAUpdate(_Open):
    """The updated style DNA: the fields of get_style_dna's result."""

    # Untyped here on purpose: get_style_dna's outputSchema types the same object, and listing it twice
    # would cost 1.4 KB of a listing kept under 20 KB.


class OutfitPiece(_Open):
    """An item of an outfit (the outfit tools' own payload: item fields, then its place in the look)."""

    id: str | None
    source: str
    slot: str
    reason: str
    new: bool


class Outfit(_Open):
    id: str
    title: str
    pieces: list[OutfitPiece]
    total: float
    currency: str
    formality: str
    why: str


class OutfitsResult(_Open):
    outfits: list[Outfit]
    total: float
    currency: str
    notes: list[str]


class Capsule(_Open):
    pieces: list[OutfitPiece]
    piece_count: int
    outfit_count: int
    outfits: list[Outfit]
    total: float
    currency: str
    why: str


class CapsuleResult(_Open):
    capsule: Capsule


__all__ = [
    "ArchetypeResult",
    "Capsule",
    "CapsuleResult",
    "CatalogueDocument",
    "CatalogueItem",
    "CatalogueItems",
    "ColorSeasonResult",
    "ContrastResult",
    "ItemOptions",
    "Outfit",
    "OutfitPiece",
    "OutfitsResult",
    "PaletteResult",
    "RecommendedColorsResult",
    "SlidersResult",
    "StyleDNA",
    "StyleDNAUpdate",
    "UndertoneResult",
    "UserProfileResult",
    "WardrobeDocument",
    "WardrobePiece",
    "WardrobePieces",
    "WebResults",
]  # fmt: skip
