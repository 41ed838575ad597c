"""The engine's entry points on a store: gather the candidates, compose, and widen the search once
when nothing complete was found (a lower formality band needs garment types not searched at first)."""

from __future__ import annotations

from dataclasses import replace
from typing import Any

from aesthetiq.outfits import capsule as capsules
from aesthetiq.outfits.gather import gather
from aesthetiq.outfits.pieces import rules_for
from aesthetiq.outfits.pools import Gathered
from aesthetiq.outfits.request import CapsuleRequest, OutfitRequest, Wearer
from aesthetiq.outfits.several import OutfitSet, compose_outfits
from aesthetiq.store.base import Store


def gather_all(store: Store, request: OutfitRequest, wearer: Wearer, deep: bool = False) -> Gathered:
    """The candidates of every look of the request (looks with their own occasions search their own types)."""
    merged: Gathered | None = None
    seen: set[str] = set()
    for spec in {(s.occasion, s.occasion_text, s.formality): s for s in request.per_look()}.values():
        found = gather(store, spec, wearer, rules_for(spec, wearer), deep)
        if merged is None:
            merged = Gathered([], found.anchors, found.notes)
        for c in found.candidates:
            if c.key not in seen:
                seen.add(c.key)
                merged.candidates.append(c)
    return merged or Gathered()


def compose_on(store: Store, request: OutfitRequest, wearer: Wearer) -> OutfitSet:
    """``request.count`` outfits for the wearer from the store's shop and the wearer's wardrobe.

    When nothing complete is found the search goes deeper into each garment type first, and only then
    lets the formality band open a level down (which needs garment types not searched at first)."""
    result = compose_outfits(gather_all(store, request, wearer), request, wearer, relax_formality=False)
    if len(result.outfits) >= request.count:
        return result
    deeper = compose_outfits(
        gather_all(store, request, wearer, deep=True), request, wearer, relax_formality=False
    )
    if len(deeper.outfits) < len(result.outfits):
        deeper = result
    if (
        deeper.outfits
        or not request.formality
        or request.looks
        or (request.occasion and request.occasion.exact)
    ):
        return deeper
    wider = replace(request, formality=request.formality - 1)
    retry = compose_outfits(gather_all(store, wider, wearer, deep=True), request, wearer)
    return retry if retry.outfits else deeper


def plan_on(store: Store, request: CapsuleRequest, wearer: Wearer) -> dict[str, Any]:
    """A capsule for the trip, as the tool returns it."""
    outfit = request.outfit
    gathered = gather(store, outfit, wearer, rules_for(outfit, wearer), gaps_only=False)  # a trip needs more
    capsule = capsules.plan(gathered, request, wearer)
    return capsules.as_dict(capsule, request, wearer)
