"""Outfit tools (issue 11): ``compose_outfit`` and ``plan_capsule``, whole looks composed in process from
the shop (one filtered search per garment type) and the user's wardrobe. Prices are in EUR: the caller
converts a budget stated in another currency first."""

from __future__ import annotations

from dataclasses import replace
from typing import Annotated, Any, Literal

from pydantic import BaseModel, ConfigDict, Field, field_validator, model_validator

from aesthetiq import outfits
from aesthetiq.models import Formality
from aesthetiq.outfits.climate import MONTHS, season_of
from aesthetiq.outfits.gather import AnchorNotFound
from aesthetiq.outfits.occasions import level, level_name, read_occasion
from aesthetiq.outfits.request import LookSpec
from aesthetiq.store.filtering import normalise_size
from aesthetiq.style.colour import GROUPS
from aesthetiq.style.taxonomy import SUBCATEGORY_TO_CATEGORY, canonical_subcategory
from aesthetiq.text_checks import whole_number
from aesthetiq.tools.base import ToolContext, ToolError, ToolRequest, ToolSpec, View
from aesthetiq.tools.results import CapsuleResult, OutfitsResult
from aesthetiq.tools.style_dna import load_style_dna
from aesthetiq.tools.validation import (
    COLOUR_CHOICES,
    TOOL_ARGUMENTS,
    ItemId,
    UserId,
    check_colours,
    check_subcategory,
    trimmed_strings,
)
from aesthetiq.tools.views import as_is, capsule_text, outfits_text

WeatherSeason = Literal["spring", "summer", "autumn", "winter"]
Money = Annotated[float, Field(gt=0, le=100_000)]
Words = Annotated[list[Annotated[str, Field(max_length=60)]], Field(max_length=20)]
Month = Annotated[int, Field(ge=1, le=12)]
SUBCATEGORIES = sorted(SUBCATEGORY_TO_CATEGORY)
COLOURS = sorted(set(COLOUR_CHOICES) | set(GROUPS))  # names, families and groups ("neutral", "pastel")
_WHOLE = ("month", "min_outfits", "max_pieces")


def _choices(**fields: list[str]) -> Any:
    """A schema hook that lists the canonical values of string (or string-list) fields, as the validators
    enforce them (they also take other spellings: "Pants", "navy blue")."""

    def add(schema: dict[str, Any]) -> None:
        trimmed_strings(schema)
        anchors = schema["properties"].get("anchors", {}).get("items", {})
        anchors.pop("discriminator", None)  # its mapping names $defs, which the published schemas inline
        for name, values in fields.items():
            prop = schema["properties"][name]
            for branch in [prop, *prop.get("anyOf", [])]:
                if branch.get("type") == "string":
                    branch["enum"] = values
                elif branch.get("type") == "array":
                    branch["items"] = {"type": "string", "enum": values}

    return add


def _with_choices(**fields: list[str]) -> ConfigDict:
    return ConfigDict(**{**TOOL_ARGUMENTS, "json_schema_extra": _choices(**fields)})  # type: ignore[typeddict-item]


class _Nested(BaseModel):
    """Nested tool arguments: exact types, no unknown names, text trimmed, like the tool's own."""

    model_config = TOOL_ARGUMENTS


class ShopAnchor(_Nested):
    """A shop item to put in the outfit (one shown earlier)."""

    source: Literal["commerce"]
    item_id: ItemId


class WardrobeAnchor(_Nested):
    """One of the user's wardrobe items to put in the outfit."""

    source: Literal["wardrobe"]
    item_id: ItemId


class OwnedAnchor(_Nested):
    """A piece the user says they own: found in their wardrobe when it is there, else shown as a
    placeholder ('you said you own')."""

    model_config = _with_choices(subCategory=SUBCATEGORIES, colour=COLOURS)
    source: Literal["owned"]
    subCategory: str = Field(description="Its canonical type, e.g. 'Shirt'.")
    colour: str | None = Field(None, description="Its colour, e.g. 'blue'.")
    description: str | None = Field(
        None, max_length=200, description="The user's words, e.g. 'my blue shirt'."
    )

    @field_validator("subCategory")
    @classmethod
    def _sub(cls, value: str) -> str:
        return check_subcategory(canonical_subcategory(value) or value) or value

    @field_validator("colour")
    @classmethod
    def _colour(cls, value: str | None) -> str | None:
        return (check_colours([value]) or [None])[0] if value else None


AnchorArg = Annotated[ShopAnchor | WardrobeAnchor | OwnedAnchor, Field(discriminator="source")]


class SizesArg(_Nested):
    top: str | None = Field(None, max_length=20, description="Letter size, e.g. 'M' (also 'UK 10').")
    bottom: str | None = Field(None, max_length=20, description="Waist like 'W32' or a letter size.")
    shoe: str | None = Field(None, max_length=20, description="EU shoe size, e.g. '43'.")


class LookArg(_Nested):
    """One look of a set with its own occasion."""

    occasion: str = Field(min_length=1, max_length=200)
    formality: Formality | None = None


class OutfitArgs(ToolRequest):
    model_config = _with_choices(colours=COLOURS, exclude_colours=COLOURS, include_types=SUBCATEGORIES)
    user_id: UserId | None = Field(
        None, description="The user: their colour season, sizes, exclusions, wardrobe."
    )
    occasion: str | None = Field(
        None, max_length=200, description="What it is for, in words: 'job interview'."
    )
    formality: Formality | None = Field(
        None,
        description="The occasion's level; pieces stay within it and one level above (black-tie: formal too).",
    )
    season: WeatherSeason | None = Field(None, description="Weather season (wins over the month's).")
    destination: str | None = Field(
        None, max_length=100, description="A city or region; with month, the climate."
    )
    month: Month | None = Field(
        None, description="Month of the trip or event, 1-12 (alone: the northern season)."
    )
    temperature_c: float | None = Field(
        None, ge=-50, le=55, description="A temperature the user stated, in °C."
    )
    budget_total: Money | None = Field(None, description="EUR for every new piece together (all outfits).")
    budget_per_outfit: Money | None = Field(None, description="EUR for each outfit's new pieces.")
    budget_per_item: Money | None = Field(None, description="EUR most for any one new piece.")
    wardrobe: Literal["shop", "wardrobe_first", "wardrobe_only"] = Field(
        "shop",
        description="shop: new pieces; wardrobe_first: the user's own first, gaps from the shop; "
        "wardrobe_only: nothing new (needs user_id).",
    )
    anchors: list[AnchorArg] = Field(
        default_factory=list, max_length=4, description="Pieces it must contain."
    )
    colours: Words = Field(default_factory=list, description="Colours wanted (names, families or groups).")
    exclude_colours: Words = Field(default_factory=list)
    exclude_materials: Words = Field(default_factory=list, description="e.g. ['leather', 'suede'].")
    exclude_types: Words = Field(
        default_factory=list, description="subCategories ('Heels') or words ('mini')."
    )
    include_types: Words = Field(
        default_factory=list, description="subCategories it must hold, e.g. ['Dress', 'Bag']."
    )
    styles: Words = Field(default_factory=list, description="Style words: 'boho', 'streetwear'.")
    department: Literal["women", "men", "unisex"] | None = None
    sizes: SizesArg | None = Field(
        None, description="The wearer's sizes when they are not the user's profile sizes."
    )
    for_someone_else: bool = Field(
        False, description="A gift or advice for another person: ignore the user's profile."
    )
    modest: bool = Field(False, description="Cover shoulders and knees: no shorts, minis or slips.")
    layer: bool | None = Field(
        None, description="True: include a layer; false: none; null: the weather decides."
    )
    notes: str | None = Field(None, max_length=300, description="Other words to rank by: 'floral', 'long'.")

    @field_validator(*_WHOLE, mode="before", check_fields=False)
    @classmethod
    def _whole(cls, value: Any) -> Any:
        return whole_number(value)  # 5.0 is the whole number 5 in JSON

    @field_validator("colours", "exclude_colours")
    @classmethod
    def _colours(cls, value: list[str]) -> list[str]:
        return check_colours([v for v in value if v]) or []

    @field_validator("include_types")
    @classmethod
    def _types(cls, value: list[str]) -> list[str]:
        return [check_subcategory(canonical_subcategory(v) or v) or v for v in value if v]

    @model_validator(mode="after")
    def _consistent(self) -> OutfitArgs:
        if not self.user_id and self.wardrobe == "wardrobe_first":
            self.wardrobe = "shop"  # wardrobe first, with no wardrobe to take from
        if self.budget_per_item and self.budget_total and self.budget_per_item > self.budget_total:
            self.budget_per_item = self.budget_total
        return self


class ComposeOutfitRequest(OutfitArgs):
    count: int = Field(1, ge=1, le=7, description="How many distinct outfits (e.g. 3 for three office days).")
    looks: list[LookArg] = Field(
        default_factory=list, max_length=7,
        description="Looks with their own occasions ('one for the day, one for dinner'); sets count.",
    )  # fmt: skip


class PlanCapsuleRequest(OutfitArgs):
    wardrobe: Literal["shop", "wardrobe_first", "wardrobe_only"] = "wardrobe_first"
    days: int = Field(7, ge=1, le=60, description="Length of the trip in days.")
    activities: Words = Field(
        default_factory=list, description="What the days hold: 'sightseeing', 'dinner'."
    )
    min_outfits: int | None = Field(
        None, ge=1, le=12, description="Default from days: 3 (weekend) to 6 (long)."
    )
    max_pieces: int | None = Field(None, ge=4, le=24, description="Default from days: 10 to 16.")


def _weather(args: OutfitArgs) -> tuple[outfits.Weather, list[str]]:
    """The weather to dress for, and what the notes should say about how it was read."""
    where, notes = None, []
    if args.destination and args.month is not None:
        where = outfits.climate_at(args.destination, args.month)
        if where is None:
            notes.append(
                f"no climate data for {args.destination}: "
                + (
                    f"dressed for {args.season} instead"
                    if args.season
                    else "give the season to dress for its weather"
                )
            )
    elif args.destination:
        notes.append(f"give the month of the trip to dress for the weather in {args.destination}")
    season = args.season
    if season is None and args.month is not None and where is None:
        season = season_of("N", args.month, 12.0)
        if not args.destination:
            notes.append(
                f"dressed for {season}, the season of {MONTHS[args.month - 1].capitalize()} north of the equator"
            )
    return outfits.weather_of(season, args.temperature_c, where), notes


def _target(formality: str | None, occasion: outfits.Occasion | None) -> int | None:
    return level(formality) if formality else (level(occasion.formality) if occasion else None)


def _looks(args: OutfitArgs) -> tuple[LookSpec, ...]:
    specs = []
    for look in getattr(args, "looks", []):
        occasion = read_occasion(look.occasion)
        specs.append(LookSpec(occasion, look.occasion, _target(look.formality or args.formality, occasion)))
    return tuple(specs)


def _request(args: OutfitArgs, count: int = 1, occasion_text: str | None = None) -> outfits.OutfitRequest:
    occasion = read_occasion(occasion_text or args.occasion)
    target = _target(args.formality, occasion)
    looks = _looks(args)
    return outfits.OutfitRequest(
        occasion=occasion,
        occasion_text=occasion_text or args.occasion,
        formality=target,
        weather=_weather(args)[0],
        budget_total=args.budget_total,
        budget_each_outfit=args.budget_per_outfit,
        budget_per_item=args.budget_per_item,
        count=len(looks) or count,
        looks=looks,
        anchors=tuple(_anchor(a) for a in args.anchors),
        wardrobe=args.wardrobe,
        colours=tuple(args.colours),
        avoid_materials=tuple(m.lower() for m in args.exclude_materials),
        avoid_types=tuple(args.exclude_types),
        avoid_colours=tuple(args.exclude_colours),
        include_types=tuple(args.include_types),
        styles=tuple(args.styles),
        layer=args.layer,
        modest=args.modest,
        notes=args.notes or "",
    )


def _anchor(arg: ShopAnchor | WardrobeAnchor | OwnedAnchor) -> outfits.Anchor:
    if isinstance(arg, OwnedAnchor):
        return outfits.Anchor("owned", None, arg.subCategory, arg.colour, arg.description)
    return outfits.Anchor(arg.source, arg.item_id)


def _wearer(ctx: ToolContext, args: OutfitArgs) -> outfits.Wearer:
    dna = load_style_dna(ctx.store, args.user_id).model_dump(mode="json") if args.user_id else None
    sizes = None
    if args.sizes is not None:
        sizes = {
            k: (normalise_size(v) if k != "bottom" else v.upper())
            for k, v in args.sizes.model_dump().items()
            if v
        }
    department = None if args.department == "unisex" else args.department
    return outfits.wearer_from(
        dna, user_id=args.user_id, department=department, sizes=sizes, for_someone_else=args.for_someone_else
    )


def _resolved(request: outfits.OutfitRequest) -> dict[str, Any]:
    w = request.weather
    return {
        "occasion": request.occasion.name if request.occasion else None,
        "formality": level_name(request.formality) if request.formality is not None else None,
        "season": w.season,
        "temperature_band": w.band,
        "climate": {"place": w.climate.place, "month": w.climate.month, "mean_c": w.climate.mean_c}
        if w.climate
        else None,
    }


def _run(call: Any) -> Any:
    try:
        return call()
    except AnchorNotFound as exc:
        raise ToolError(str(exc), status=404) from exc


def compose_outfit(ctx: ToolContext, args: ComposeOutfitRequest) -> dict[str, Any]:
    request = _request(args, args.count)
    wearer = _wearer(ctx, args)
    if _no_wardrobe(args):
        result = outfits.OutfitSet()
    else:
        result = _run(lambda: outfits.compose_on(ctx.store, request, wearer))
    return {**result.as_dict(), "notes": [*_read_notes(args), *result.notes], "resolved": _resolved(request)}


def _no_wardrobe(args: OutfitArgs) -> bool:
    return args.wardrobe == "wardrobe_only" and not args.user_id


def _read_notes(args: OutfitArgs) -> list[str]:
    """What the notes say about how the request was read (the weather; a wardrobe with no user)."""
    notes = _weather(args)[1]
    if _no_wardrobe(args):
        notes.append("wardrobe_only needs user_id: there is no wardrobe to take from")
    return notes


def plan_capsule(ctx: ToolContext, args: PlanCapsuleRequest) -> dict[str, Any]:
    wanted_outfits, wanted_pieces = outfits.capsule_size(args.days)
    activities = [a for a in (args.activities or ([args.occasion] if args.occasion else [])) if a]
    occasions = [o for o in (read_occasion(a) for a in activities) if o is not None]
    # The capsule is pitched at its most casual activity; the band reaches one level up (dinners).
    lowest = min((o for o in occasions), key=lambda o: level(o.formality) or 0, default=None)
    text = ", ".join(activities) or "travel"
    request = _request(args, 1, occasion_text=lowest.name if lowest else text)
    request = replace(
        request,
        occasion_text=text,
        occasion=_merged(occasions, lowest, _said(activities)) or request.occasion,
    )
    capsule_request = outfits.CapsuleRequest(
        outfit=request,
        days=args.days,
        occasions=tuple(occasions),
        min_outfits=args.min_outfits or wanted_outfits,
        max_pieces=args.max_pieces or wanted_pieces,
        destination=args.destination,
    )
    wearer = _wearer(ctx, args)
    result = _run(lambda: outfits.plan_on(ctx.store, capsule_request, wearer))
    result["notes"] = [*_read_notes(args), *result["notes"]]
    return {"capsule": result, "resolved": _resolved(request)}


def _said(activities: list[str]) -> str:
    words = [a.strip() for a in activities if a.strip()]
    return words[0] if len(words) == 1 else ", ".join(words[:-1]) + " and " + words[-1] if words else "travel"


def _merged(
    occasions: list[outfits.Occasion], lowest: outfits.Occasion | None, label: str
) -> outfits.Occasion | None:
    """One occasion for a trip's activities: the most casual one's level, every activity's avoid list, the
    garments any of them prefers; "only" (gym kit) holds only when every activity is that kind."""
    if not occasions or lowest is None:
        return lowest
    only = lowest.only if all(o.only for o in occasions) else frozenset()
    prefer = frozenset().union(*(o.prefer for o in occasions))
    avoid = frozenset().union(*(o.avoid for o in occasions)) - prefer if len(occasions) > 1 else lowest.avoid
    exact = all(o.exact for o in occasions)
    return replace(lowest, prefer=prefer, avoid=avoid, only=only, exact=exact, label=label)


SPECS: list[ToolSpec] = [
    ToolSpec(
        name="compose_outfit",
        group="outfits",
        summary="Compose whole outfits (one or several) from the shop and the user's wardrobe.",
        description=(
            "Compose complete outfits — a top and a bottom or a dress, shoes, an optional layer and up to two "
            "accessories — chosen as a whole by a search over combinations: formality within one band of the "
            "occasion, season and weather (a destination and month give the climate), colour harmony (at most "
            "two accent hues, contrast matched to the user, their colour season), the budget (a total for every "
            "new piece unless per item), sizes in stock, exclusions and department. Anchors put given pieces in "
            "(a shop item, a wardrobe item, or a piece the user says they own). wardrobe=wardrobe_first uses the "
            "user's own clothes first; wardrobe_only nothing new. count asks for several distinct outfits under "
            "one budget. Prices in EUR. Returns {outfits: [{id, title, pieces: [item + slot, reason, new], total, "
            "currency, formality, why}], total, currency, notes, resolved}; notes say what was relaxed or why "
            "no outfit was possible."
        ),
        request=ComposeOutfitRequest,
        function=compose_outfit,
        view=View(output=OutfitsResult, shape=as_is, text=outfits_text),
        user_optional=True,
    ),
    ToolSpec(
        name="plan_capsule",
        group="outfits",
        summary="Plan a trip capsule: a few pieces that make many outfits for the climate.",
        description=(
            "Plan a capsule wardrobe for a trip: at most max_pieces pieces (default from days: 10 for a weekend, "
            "14 for a week) that make at least min_outfits outfits, right for the destination's climate in the "
            "month (or the season), wardrobe first with gaps from the shop (budget_total covers the new pieces), "
            "one colour scheme so every top goes with every bottom. activities set the formality (sightseeing, "
            "dinner, meetings). Returns {capsule: {pieces, piece_count, outfit_count, outfits, total, currency, "
            "weather, why, notes}, resolved}."
        ),
        request=PlanCapsuleRequest,
        function=plan_capsule,
        view=View(output=CapsuleResult, shape=as_is, text=capsule_text),
        user_optional=True,
    ),
]
