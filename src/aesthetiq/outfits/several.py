"""One outfit or several ("three outfits for a work week"), under one budget, with what had to give.

Several outfits are composed in turn. Each new look needs its own top or dress (distinct looks); the
other pieces may come back, at a small cost in score per repeat, so trousers or shoes are re-used
where that makes sense. A total budget covers every new piece across the set — a piece bought for
look 1 is free in look 2 — and each look keeps enough of it for the ones still to come. A budget per
outfit is checked on each look's full price. Looks may have their own occasions ("one for the day,
one for the evening"): each is composed for its own.

When no look passes every rule, the engine relaxes in this order and says so in ``notes``: a warm
outer layer becomes any layer (no coat fits the budget or size), then the formality band opens one
level down. Sizes, exclusions, the budget and the season are never relaxed: the notes say which
pieces nothing could fill instead.
"""

from __future__ import annotations

from dataclasses import dataclass, field, replace
from typing import Any

from aesthetiq.outfits import payload
from aesthetiq.outfits.compose import Context, Look, Pools, compose
from aesthetiq.outfits.occasions import level_name
from aesthetiq.outfits.pieces import Candidate, rules_for
from aesthetiq.outfits.pools import Gathered, build, empty_roles
from aesthetiq.outfits.request import OutfitRequest, Wearer

PACE = 1.4


@dataclass
class OutfitSet:
    looks: list[Look] = field(default_factory=list)
    outfits: list[dict[str, Any]] = field(default_factory=list)
    total: float = 0.0  # every new piece once
    notes: list[str] = field(default_factory=list)

    def as_dict(self) -> dict[str, Any]:
        return {
            "outfits": self.outfits,
            "total": round(self.total, 2),
            "currency": payload.CURRENCY,
            "notes": self.notes,
        }


def _reserve(pools: Pools, context: Context, remaining_looks: int) -> float:
    """What the looks still to come need at least: a new top or dress each (free from the wardrobe)."""
    if remaining_looks <= 0:
        return 0.0
    options = [c for role in ("top", "dress") for c in pools.get(role) if c.key not in context.no_repeat]
    cheapest = sorted(0.0 if c.key in context.bought else c.cost for c in options)
    return sum(cheapest[:remaining_looks]) if len(cheapest) >= remaining_looks else 0.0


def bought(looks: list[Look]) -> list[Candidate]:
    """The new pieces of a set, each once."""
    seen: dict[str, Candidate] = {}
    for look in looks:
        for _, c in look.parts:
            if c.new:
                seen.setdefault(c.key, c)
    return list(seen.values())


def _one_set(
    gathered: Gathered, request: OutfitRequest, wearer: Wearer
) -> tuple[list[Look], list[OutfitRequest], Pools]:
    context = Context(shared_budget=request.budget_each_outfit is None and request.count > 1)
    specs = request.per_look()
    built: dict[tuple[Any, ...], Pools] = {}
    looks: list[Look] = []
    used: list[OutfitRequest] = []
    pools = Pools()
    for k, spec in enumerate(specs):
        key = (spec.occasion, spec.occasion_text, spec.formality)
        if key not in built:
            built[key] = build(gathered, spec, wearer, rules_for(spec, wearer))
        pools = built[key]
        caps = [request.budget_each_outfit] if request.budget_each_outfit is not None else []
        if request.budget_total is not None:
            left = request.budget_total - sum(c.price for c in bought(looks))
            still = len(specs) - k - 1
            caps.append(left - _reserve(pools, context, still))
            if still:
                caps.append(left * PACE / (still + 1))  # no look spends much more than its fair share
        found = compose(pools, spec, wearer, context, min(caps) if caps else None)
        if not found:
            break
        look = found[0]
        looks.append(look)
        used.append(spec)
        for role, c in look.parts:
            context.used[c.key] += 1
            if c.new:
                context.bought.add(c.key)
            if role in ("top", "dress") and not c.anchor:
                context.no_repeat.add(c.key)
    return looks, used, pools


def _relaxations(request: OutfitRequest, formality: bool) -> list[tuple[OutfitRequest, str]]:
    steps: list[tuple[OutfitRequest, str]] = [(request, "")]
    if request.weather.cold:
        milder = replace(request, layer=True, weather=replace(request.weather, band="cool"))
        steps.append(
            (milder, "no warm coat fits every rule, so the layer is a lighter one: add your own coat")
        )
    exact = request.occasion is not None and request.occasion.exact
    if (
        formality
        and request.formality is not None
        and request.formality > 0
        and not exact
        and not request.looks
    ):
        lower = request.formality - 1
        steps.append(
            (
                replace(steps[-1][0], formality=lower),
                f"nothing complete at {level_name(request.formality)}, so some pieces are {level_name(lower)}",
            )
        )
    return steps


def compose_outfits(
    gathered: Gathered, request: OutfitRequest, wearer: Wearer, relax_formality: bool = True
) -> OutfitSet:
    """Compose the request's outfits from the gathered candidates (see the module docstring);
    ``relax_formality=False`` keeps the band (the caller will search deeper first)."""
    result = OutfitSet(notes=list(gathered.notes))
    looks: list[Look] = []
    specs: list[OutfitRequest] = []
    pools: Pools | None = None
    for attempt, note in _relaxations(request, relax_formality):
        looks, specs, pools = _one_set(gathered, attempt, wearer)
        if looks:
            if note:
                result.notes.append(note)
            break
    if not looks:
        result.notes.append(_why_none(pools, request))
        return result
    if len(looks) < request.count:
        result.notes.append(f"only {len(looks)} distinct outfit(s) fit every rule, not {request.count}")
    result.looks = looks
    result.outfits = [
        payload.outfit(lk, spec, wearer, i + 1, len(looks))
        for i, (lk, spec) in enumerate(zip(looks, specs, strict=True))
    ]
    result.total = sum(c.price for c in bought(looks))
    return result


def _why_none(pools: Pools | None, request: OutfitRequest) -> str:
    missing = empty_roles(pools) if pools is not None else []
    if missing:
        return f"no complete outfit: nothing fits every rule for the {', '.join(missing)}"
    if request.budget_total is not None or request.budget_each_outfit is not None:
        return (
            "no complete outfit fits the budget with these rules; a higher budget or fewer rules would help"
        )
    return "no complete outfit passes every rule (formality, weather, colours); fewer rules would help"
