"""What the engine is asked: the wearer (``Wearer``), what to dress for (``OutfitRequest``), a trip
(``CapsuleRequest``) and the pieces a look must contain (``Anchor``). Plain data, built by the tool
layer from its validated arguments (or by the agent in process)."""

from __future__ import annotations

from dataclasses import dataclass, field, replace
from typing import Any, Literal

from aesthetiq.outfits.occasions import Occasion
from aesthetiq.outfits.weather import Weather

WardrobePolicy = Literal["shop", "wardrobe_first", "wardrobe_only"]


@dataclass(frozen=True)
class Wearer:
    """Who the outfit is for. For the user: their colour season, contrast, undertone, archetype, sizes
    and lasting exclusions (from style DNA); for someone else only what the request says."""

    user_id: str | None = None
    season: str | None = None  # colour season, e.g. WARM_AUTUMN
    season_label: str | None = None
    contrast: str | None = None  # low | medium | high
    undertone: str | None = None
    archetype: str | None = None
    sizes: dict[str, str] = field(default_factory=dict)  # top | bottom | shoe
    department: str | None = None  # women | men | None
    avoid_materials: tuple[str, ...] = ()
    avoid_types: tuple[str, ...] = ()
    avoid_colours: tuple[str, ...] = ()
    avoid_neon: bool = False
    favourite_brands: tuple[str, ...] = ()
    max_price_per_item: float | None = None  # the profile's own limit, used when a request names no budget


@dataclass(frozen=True)
class Anchor:
    """A piece the look must contain: a shop item, a wardrobe item, or a piece the user says they own
    (``source="owned"``: found in the wardrobe by description, else shown as "you said you own")."""

    source: Literal["commerce", "wardrobe", "owned"]
    item_id: str | None = None
    sub_category: str | None = None
    colour: str | None = None
    description: str | None = None


@dataclass(frozen=True)
class LookSpec:
    """One look of a set that has its own occasion ("one for the day, one for the evening")."""

    occasion: Occasion | None
    occasion_text: str | None
    formality: int | None


@dataclass(frozen=True)
class OutfitRequest:
    occasion: Occasion | None = None
    occasion_text: str | None = None
    formality: int | None = None  # the target level (0 casual .. 4 black-tie)
    weather: Weather = field(default_factory=Weather)
    budget_total: float | None = None  # EUR, for all new pieces of all the outfits
    budget_each_outfit: float | None = None  # EUR, per outfit
    budget_per_item: float | None = None
    count: int = 1
    anchors: tuple[Anchor, ...] = ()
    wardrobe: WardrobePolicy = "shop"
    colours: tuple[str, ...] = ()  # colours asked for (soft)
    avoid_materials: tuple[str, ...] = ()
    avoid_types: tuple[str, ...] = ()  # subCategories or type words ("mini", "stiletto")
    avoid_colours: tuple[str, ...] = ()
    include_types: tuple[str, ...] = ()  # subCategories the look must hold ("Dress", "Bag")
    styles: tuple[str, ...] = ()
    layer: bool | None = None  # True: a layer wanted; False: none; None: the weather decides
    modest: bool = False
    notes: str = ""  # other words of the request, used to rank candidates ("floral", "long")
    looks: tuple[LookSpec, ...] = ()  # per-look occasions; when given, one look each

    def per_look(self) -> list[OutfitRequest]:
        """The request of each look: the same, or with that look's own occasion and formality."""
        if not self.looks:
            return [self] * self.count
        return [replace(self, occasion=spec.occasion, occasion_text=spec.occasion_text, formality=spec.formality,
                        looks=()) for spec in self.looks]  # fmt: skip

    @property
    def text(self) -> str:
        return " ".join(p for p in (self.occasion_text or "", " ".join(self.styles), self.notes) if p).strip()


@dataclass(frozen=True)
class CapsuleRequest:
    """A trip: the outfits it needs and the most pieces to pack."""

    outfit: OutfitRequest
    days: int = 7
    occasions: tuple[Occasion, ...] = ()
    min_outfits: int = 5
    max_pieces: int = 14
    destination: str | None = None


def capsule_size(days: int) -> tuple[int, int]:
    """(outfits, most pieces) a trip of ``days`` needs: a weekend 3 from 10, four days 4 from 12, a week
    5 from 14, longer 6 from 16 (a careful packer repeats outfits rather than packing more)."""
    if days <= 3:
        return 3, 10
    if days == 4:
        return 4, 12
    if days <= 7:
        return 5, 14
    return 6, 16


def as_dict(request: OutfitRequest) -> dict[str, Any]:
    """A compact description for notes and traces."""
    return {
        "occasion": request.occasion.name if request.occasion else request.occasion_text,
        "formality": request.formality,
        "season": request.weather.season,
        "band": request.weather.band,
        "budget_total": request.budget_total,
        "budget_per_item": request.budget_per_item,
        "count": request.count,
        "wardrobe": request.wardrobe,
    }
