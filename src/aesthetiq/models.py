"""Domain model: documents as stored, with the seed's field names (camelCase).

Every model accepts both the stored name and ``_id`` for ``id`` so a MongoDB document
validates as it is. ``model_dump(by_alias=False)`` gives the stored shape back.
"""

from __future__ import annotations

from datetime import UTC, datetime
from typing import Literal

from pydantic import BaseModel, ConfigDict, Field, field_validator, model_validator

from aesthetiq.style.taxonomy import (
    CATEGORIES,
    SUBCATEGORY_TO_CATEGORY,
    TYPES,
    canonical_subcategory,
    canonical_type,
    default_gender,
)

Category = Literal["TOP", "BOTTOM", "SHOE", "ACCESSORY"]
Gender = Literal["women", "men", "unisex"]
Department = Literal["women", "men", "any"]
Formality = Literal["casual", "smart-casual", "business", "formal", "black-tie"]
SeasonName = Literal[
    "LIGHT_SPRING", "WARM_SPRING", "BRIGHT_SPRING",
    "LIGHT_SUMMER", "COOL_SUMMER", "SOFT_SUMMER",
    "SOFT_AUTUMN", "WARM_AUTUMN", "DEEP_AUTUMN",
    "DEEP_WINTER", "COOL_WINTER", "BRIGHT_WINTER",
]  # fmt: skip


def utcnow() -> datetime:
    return datetime.now(UTC)


class Document(BaseModel):
    model_config = ConfigDict(populate_by_name=True, extra="ignore")
    id: str = Field(alias="_id", min_length=1, max_length=128)


class ColourFields(BaseModel):
    """Colours of a garment: names (``colors``) and their hex values (``colorHexes``)."""

    colors: list[str] = Field(default_factory=list, description="Colour names, e.g. ['navy', 'cream'].")
    colorHexes: list[str] = Field(default_factory=list, description="Hex codes matching ``colors``.")
    seasonalPaletteScores: dict[str, float] = Field(default_factory=dict)

    @field_validator("colorHexes")
    @classmethod
    def _hexes(cls, value: list[str]) -> list[str]:
        out = []
        for hex_code in value:
            h = hex_code.strip().lstrip("#")
            if len(h) != 6 or any(c not in "0123456789abcdefABCDEF" for c in h):
                raise ValueError(f"not a hex colour: {hex_code!r} (expected #RRGGBB)")
            out.append("#" + h.upper())
        return out


def garment_subcategory(category: str, sub_category: str) -> str:
    """The canonical subCategory ("pants" → "Trousers"), checked against its category."""
    canonical = canonical_subcategory(sub_category) or (
        sub_category if sub_category in SUBCATEGORY_TO_CATEGORY else None
    )
    if canonical is None:
        raise ValueError(
            f"unknown subCategory {sub_category!r}; {category} has: {', '.join(CATEGORIES.get(category, ()))}"
            if category in CATEGORIES
            else f"unknown subCategory {sub_category!r}; use one of: {', '.join(sorted(SUBCATEGORY_TO_CATEGORY))}"
        )
    if SUBCATEGORY_TO_CATEGORY[canonical] != category:
        raise ValueError(
            f"subCategory {canonical!r} belongs to {SUBCATEGORY_TO_CATEGORY[canonical]}, not {category}; "
            f"{category} has: {', '.join(CATEGORIES.get(category, ()))}"
        )
    return canonical


def garment_type(sub_category: str, type_: str) -> str:
    """The canonical type of a subCategory ("cardigan" → "Cardigan"), or a ValueError listing the types."""
    found = canonical_type(type_, sub_category)
    if found is None:
        raise ValueError(f"unknown type {type_!r} for {sub_category}; use one of: {', '.join(TYPES[sub_category])}")
    return found


class GarmentFields(BaseModel):
    """category + subCategory of seed 002's table, kept consistent with each other, and the optional
    finer ``type`` (taxonomy.TYPES), which must be one of the subCategory's types."""

    category: Category
    subCategory: str
    type: str | None = Field(None, description="The garment type within the subCategory, e.g. 'Cardigan'.")

    @model_validator(mode="after")
    def _subcategory_in_category(self) -> GarmentFields:
        self.subCategory = garment_subcategory(self.category, self.subCategory)
        if self.type is not None and self.type not in TYPES[self.subCategory]:
            self.type = garment_type(self.subCategory, self.type)
        return self


class WardrobeItem(Document, ColourFields, GarmentFields):
    userId: str = Field(min_length=1)
    imageUrl: str | None = None
    processedImageUrl: str | None = None
    category: Category
    subCategory: str
    name: str | None = None
    brand: str | None = None
    colorHex: str | None = Field(None, description="Main colour (seed 002's single-colour field).")
    material: str | None = None
    pattern: str | None = None
    fit: str | None = None
    formality: Formality | None = None
    seasons: list[str] | None = Field(None, description="Weather seasons it is worn in, when known.")
    notes: str | None = None
    isFavorite: bool = False
    lastWorn: datetime | None = None
    createdAt: datetime = Field(default_factory=utcnow)
    updatedAt: datetime = Field(default_factory=utcnow)


class CommerceItem(Document, ColourFields, GarmentFields):
    name: str = Field(min_length=1, max_length=300)
    description: str = ""
    category: Category
    subCategory: str
    brand: str
    brandId: str
    retailerId: str
    price: float = Field(ge=0)
    currency: str = Field("EUR", min_length=3, max_length=3)
    sizes: list[str] = Field(default_factory=list)
    inStock: bool = True
    url: str
    imageUrl: str | None = None
    material: str | None = None
    fit: str | None = None
    pattern: str | None = None
    occasions: list[str] = Field(default_factory=list)
    formality: Formality = "casual"
    seasons: list[str] = Field(default_factory=list, description="Weather seasons: spring, summer, ...")
    tags: list[str] = Field(default_factory=list)
    gender: Gender | None = Field(
        None, description="Who it is made for: women, men or unisex; missing means taxonomy.default_gender."
    )
    setId: str | None = Field(
        None, min_length=1, max_length=64, pattern=r"^[A-Za-z0-9_.:-]+$",
        description="Pieces sold together as separates (a suit's jacket and trousers) share a setId.",
    )  # fmt: skip
    createdAt: datetime = Field(default_factory=utcnow)

    @model_validator(mode="after")
    def _gender(self) -> CommerceItem:
        if self.gender is None:
            self.gender = default_gender(self.subCategory, self.type)  # type: ignore[assignment]
        return self


class UserSettings(BaseModel):
    model_config = ConfigDict(extra="allow")
    units: Literal["metric", "imperial"] = "metric"
    currency: str = "EUR"
    shoppingRegion: str = "EU"
    theme: Literal["light", "dark", "system"] = "system"
    language: str = "en"


class UserProfile(Document):
    """``users`` collection. ``clerkId`` is the user id every other collection refers to."""

    clerkId: str
    email: str | None = None
    name: str | None = None
    avatarUrl: str | None = None
    subscriptionStatus: Literal["FREE", "PREMIUM", "ENTERPRISE"] = "FREE"
    role: Literal["USER", "ADMIN", "SUPER_ADMIN"] = "USER"
    settings: UserSettings = Field(default_factory=UserSettings)
    createdAt: datetime = Field(default_factory=utcnow)


class Sizes(BaseModel):
    top: str | None = None
    bottom: str | None = None
    shoe: str | None = None


class BudgetRange(BaseModel):
    min: float = 0
    max: float | None = None


class Exclusions(BaseModel):
    """Lasting preferences: what the user never wants shown, whatever they ask for next (issue 10).

    Written from chat ("I never wear orange", "no leather, I'm vegan") and from the profile page;
    every search for the user's own clothes leaves these out."""

    model_config = ConfigDict(extra="forbid")
    colors: list[str] = Field(default_factory=list, max_length=50)
    materials: list[str] = Field(default_factory=list, max_length=50)
    subCategories: list[str] = Field(default_factory=list, max_length=50)
    brands: list[str] = Field(default_factory=list, max_length=50)

    def is_empty(self) -> bool:
        return not (self.colors or self.materials or self.subCategories or self.brands)


class StyleProfile(Document):
    userId: str
    archetype: str | None = None
    sliders: dict[str, int] = Field(default_factory=dict, description="0..100, e.g. formal, colorful.")
    inspirationImageUrls: list[str] = Field(default_factory=list)
    negativeConstraints: list[str] = Field(default_factory=list)
    favoriteBrands: list[str] = Field(default_factory=list)
    sizes: Sizes = Field(default_factory=Sizes)
    fitPreferences: dict[str, str] = Field(default_factory=dict)
    budgetRange: BudgetRange | None = None
    maxPricePerItem: float | None = None
    exclusions: Exclusions = Field(default_factory=Exclusions)
    department: Department = Field("any", description="Which department to shop: women, men or any.")
    createdAt: datetime = Field(default_factory=utcnow)
    updatedAt: datetime = Field(default_factory=utcnow)


class PaletteColour(BaseModel):
    name: str
    hex: str


class ColorAnalysis(Document):
    userId: str
    season: SeasonName
    contrastLevel: Literal["low", "medium", "high"]
    undertone: Literal["warm", "cool", "neutral", "olive"]
    palette: list[PaletteColour] = Field(default_factory=list)
    faceShape: str | None = None
    createdAt: datetime = Field(default_factory=utcnow)


class StyleDNA(BaseModel):
    """The combined view of seed 000 §5.5 (ColorAnalysis + StyleProfile), snake_case as the seed returns it."""

    user_id: str
    color_season: SeasonName | None = None
    contrast_level: str | None = None
    undertone: str | None = None
    palette: list[PaletteColour] = Field(default_factory=list)
    face_shape: str | None = None
    archetype: str | None = None
    sliders: dict[str, int] = Field(default_factory=dict)
    inspiration_image_urls: list[str] = Field(default_factory=list)
    negative_constraints: list[str] = Field(default_factory=list)
    favorite_brands: list[str] = Field(default_factory=list)
    sizes: Sizes = Field(default_factory=Sizes)
    fit_preferences: dict[str, str] = Field(default_factory=dict)
    budget_range: BudgetRange | None = None
    max_price_per_item: float | None = None
    exclusions: Exclusions = Field(default_factory=Exclusions)
    department: Department = "any"


def _check_filter_pair(category: str | None, sub_category: str | None) -> None:
    known = SUBCATEGORY_TO_CATEGORY.get(sub_category or "")
    if category and known and known != category:
        raise ValueError(
            f"subCategory {sub_category!r} belongs to {known}, not {category}; "
            f"{category} has: {', '.join(CATEGORIES[category])}"
        )


class WardrobeFilters(BaseModel):
    model_config = ConfigDict(extra="forbid")
    category: Category | None = None
    subCategory: str | None = None
    brand: str | None = None
    colors: list[str] | None = None
    isFavorite: bool | None = None

    @model_validator(mode="after")
    def _consistent(self) -> WardrobeFilters:
        _check_filter_pair(self.category, self.subCategory)
        return self


class CommerceFilters(BaseModel):
    model_config = ConfigDict(extra="forbid")
    category: Category | None = None
    subCategory: str | None = None
    brand: str | None = None
    brandId: str | None = None
    retailerId: str | None = None
    minPrice: float | None = Field(None, ge=0)
    maxPrice: float | None = Field(None, ge=0)
    inStock: bool | None = None
    colors: list[str] | None = None
    excludeColors: list[str] | None = None
    sizes: list[str] | None = None
    material: str | None = None
    occasion: str | None = None
    gender: Gender | None = Field(
        None, description="'men' matches men's and unisex items, 'women' women's and unisex, 'unisex' unisex only."
    )
    type: str | None = Field(None, description="A garment type (taxonomy.TYPES), e.g. 'Cardigan', 'Suit Jacket'.")
    setId: str | None = Field(None, max_length=64, description="The pieces of one set (a suit's jacket and trousers).")

    @model_validator(mode="after")
    def _consistent(self) -> CommerceFilters:
        if self.minPrice is not None and self.maxPrice is not None and self.minPrice > self.maxPrice:
            raise ValueError(
                f"minPrice ({self.minPrice:g}) is above maxPrice ({self.maxPrice:g}); swap them or drop one"
            )
        _check_filter_pair(self.category, self.subCategory)
        return self
