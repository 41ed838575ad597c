"""From gathered garments to per-role pools: the hard rules filter, each piece is scored, anchors get
their role. The wardrobe policy decides which sources a pool may draw from."""

from __future__ import annotations

from collections import defaultdict
from dataclasses import dataclass, field

from aesthetiq.outfits.compose import Pools
from aesthetiq.outfits.pieces import Candidate, Rules, refusal, score
from aesthetiq.outfits.request import OutfitRequest, Wearer
from aesthetiq.outfits.slots import is_cardigan

_ROLE_WORDS = {"top": "tops", "bottom": "bottoms", "dress": "dresses", "outer": "outer layers", "mid": "layers",
               "shoes": "pairs of shoes", "accessory": "accessories"}  # fmt: skip


class AnchorConflict(ValueError):
    """Two pieces the look must contain take the same place (two pairs of shoes)."""


@dataclass
class Gathered:
    """Everything the look may be made of: shop and wardrobe candidates, and the anchors."""

    candidates: list[Candidate] = field(default_factory=list)
    anchors: list[Candidate] = field(default_factory=list)
    notes: list[str] = field(default_factory=list)


def roles_of(c: Candidate) -> list[str]:
    if c.slot == "layer":
        return [c.layer or "outer"]
    if c.slot == "top" and c.sub == "Sweater":
        return ["mid"] if is_cardigan(c.doc) else ["top", "mid"]
    return [c.slot]


def anchor_role(c: Candidate) -> str:
    return roles_of(c)[0]


def _clashes(role: str, placed_role: str) -> bool:
    if role == placed_role:
        return role != "accessory"
    return {role, placed_role} in ({"dress", "top"}, {"dress", "bottom"})


def place_anchors(anchors: list[Candidate]) -> list[tuple[str, Candidate]]:
    """Each piece the look must contain in its role; AnchorConflict when two cannot be worn together."""
    placed: list[tuple[str, Candidate]] = []
    for c in anchors:
        role = anchor_role(c)
        if role == "top" and any(r == "top" for r, _ in placed) and "mid" in roles_of(c):
            role = "mid"  # a second top-half piece: the jumper goes over the shirt
        other = next((x for r, x in placed if _clashes(role, r)), None)
        if other is not None:
            raise AnchorConflict(
                f"{c.doc.get('name') or c.sub} and {other.doc.get('name') or other.sub} cannot be worn in one "
                f"outfit (it has one of each: a top and a bottom or a dress, one layer of each kind, one pair of shoes)"
            )
        placed.append((role, c))
    return placed


def wearable_together(anchors: list[Candidate]) -> tuple[list[Candidate], list[str]]:
    """The anchors that can be worn in one outfit, first come first kept, and a note for each left out
    ("two pairs of shoes": the outfit wears the first)."""
    kept: list[Candidate] = []
    notes: list[str] = []
    for c in anchors:
        try:
            place_anchors([*kept, c])
        except AnchorConflict:
            first = next(x for x in kept if x.slot == c.slot or {x.slot, c.slot} & {"dress"})
            notes.append(
                f"{c.doc.get('name') or c.sub} and {first.doc.get('name') or first.sub} cannot be worn in one "
                f"outfit: it wears the {first.doc.get('name') or first.sub}"
            )
            continue
        kept.append(c)
    return kept, notes


def build(gathered: Gathered, request: OutfitRequest, wearer: Wearer, rules: Rules) -> Pools:
    by_role: dict[str, list[Candidate]] = defaultdict(list)
    anchor_keys = {a.key for a in gathered.anchors}
    for c in gathered.candidates:
        if c.key in anchor_keys:
            continue
        if request.wardrobe == "wardrobe_only" and c.source != "wardrobe":
            continue
        if request.wardrobe == "shop" and c.source == "wardrobe":
            continue
        if refusal(c, rules) is not None:
            continue
        c.score = score(c, request, wearer)
        for role in roles_of(c):
            by_role[role].append(c)
    for pool in by_role.values():
        pool.sort(key=lambda c: (-c.score, c.key))
    for a in gathered.anchors:
        a.anchor = True
        a.score = score(a, request, wearer) + 0.5
    return Pools(dict(by_role), place_anchors(list(gathered.anchors)))


def empty_roles(pools: Pools) -> list[str]:
    """The required roles nothing can fill (for saying why no outfit was possible)."""
    anchored = {r for r, _ in pools.anchors}
    missing = []
    if not (pools.get("dress") or "dress" in anchored):
        for role in ("top", "bottom"):
            if not pools.get(role) and role not in anchored and not (role == "top" and pools.get("mid")):
                missing.append(role)
    if not pools.get("shoes") and "shoes" not in anchored:
        missing.append("shoes")
    return [_ROLE_WORDS[r] for r in missing]
