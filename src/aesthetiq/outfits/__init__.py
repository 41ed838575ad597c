"""The outfit engine (issue 11): whole outfits and trip capsules, composed offline and explained by
colour science.

Public API:

- ``compose_on(store, request, wearer) -> OutfitSet`` — one or several outfits (``OutfitSet.as_dict()``
  gives ``{"outfits": [...], "total", "currency", "notes"}``);
- ``plan_on(store, capsule_request, wearer) -> dict`` — a capsule for a trip;
- ``compose_outfits(gathered, request, wearer)`` and ``capsule.plan(gathered, ...)`` — the same on
  candidates gathered elsewhere (tests, another store);
- ``OutfitRequest``, ``CapsuleRequest``, ``Anchor``, ``Wearer``, ``wearer_from(dna, ...)``,
  ``climate_at(destination, month)``, ``weather_of(season, temperature_c, climate)``, ``read_occasion(text)``.

Modules, one job each: ``slots`` (where a garment goes), ``harmony`` (colour rules), ``occasions``
(formality bands), ``weather`` and ``climate`` (season, temperature, materials), ``pieces`` (hard rules
and a piece's own score), ``pools``, ``compose`` (beam search), ``several`` (sets and budgets),
``capsule``, ``reasons`` and ``payload`` (the words and the shape), ``gather`` (the store).
"""

from aesthetiq.outfits.climate import Climate, climate_at, known_place, month_number
from aesthetiq.outfits.engine import compose_on, plan_on
from aesthetiq.outfits.occasions import OCCASIONS, Occasion, read_occasion
from aesthetiq.outfits.profile import wearer_from
from aesthetiq.outfits.request import Anchor, CapsuleRequest, OutfitRequest, Wearer, capsule_size
from aesthetiq.outfits.several import OutfitSet, compose_outfits
from aesthetiq.outfits.weather import Weather, weather_of

__all__ = [
    "OCCASIONS", "Anchor", "CapsuleRequest", "Climate", "Occasion", "OutfitRequest", "OutfitSet", "Wearer", "Weather",
    "capsule_size", "climate_at", "compose_on", "compose_outfits", "known_place", "month_number", "plan_on",
    "read_occasion", "wearer_from", "weather_of",
]  # fmt: skip
