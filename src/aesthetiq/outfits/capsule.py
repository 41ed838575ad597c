"""A capsule for a trip: at most ``max_pieces`` pieces that make at least ``min_outfits`` outfits.

How it is packed, the way a careful packer does it:

1. **Quotas** from the number of pieces: two pairs of shoes (one for walking, one smarter), a layer or
   two as the climate asks, one or two accessories, the rest split about 2:3 between bottoms and tops
   (a dress, for a wardrobe that wears them, stands for a whole outfit).
2. **One colour scheme for the whole capsule.** Pieces are chosen so that all their accent hues fit in
   two 30° arcs (``harmony``), so every top goes with every bottom: the count of outfits is the count
   of combinations, not a lucky few.
3. **Greedy, wardrobe first.** Bottoms, then dresses, tops, shoes, layers, accessories; each pick is the
   best-scoring admissible piece that keeps the scheme, differs from what is packed (type and colour),
   and leaves enough budget for the picks still to come. Wardrobe pieces score higher than shop pieces
   under the wardrobe-first policy, so the shop only fills gaps.
4. **Counting.** Every top×bottom pair and every dress, with shoes and (when the weather needs one) a
   layer, is an outfit when it passes the same rules as a single look; the capsule reports how many it
   makes and lists the most varied of them, each finished by the beam search of ``compose``.
"""

from __future__ import annotations

from dataclasses import dataclass, field, replace
from itertools import product
from typing import Any

from aesthetiq.outfits import harmony, payload, reasons
from aesthetiq.outfits.compose import Context, Look, Pools, compose
from aesthetiq.outfits.pieces import Candidate, rules_for
from aesthetiq.outfits.pools import Gathered, build, roles_of
from aesthetiq.outfits.request import CapsuleRequest, Wearer
from aesthetiq.outfits.weather import is_warm_outer, layer_need
from aesthetiq.style.colour_science import hex_distance

LISTED_MAX = 7


@dataclass
class Capsule:
    pieces: list[tuple[str, Candidate]] = field(default_factory=list)
    looks: list[Look] = field(default_factory=list)
    outfit_count: int = 0
    notes: list[str] = field(default_factory=list)

    @property
    def total(self) -> float:
        return round(sum(c.price for _, c in self.pieces if c.new), 2)


def quotas(max_pieces: int, need: str, dresses: bool) -> dict[str, int]:
    shoes = 2 if max_pieces >= 8 else 1
    layers = {"outer": 2 if max_pieces >= 12 else 1, "any": 1, "welcome": 1, "light": 1}.get(need, 0)
    accessories = 2 if max_pieces >= 14 else 1 if max_pieces >= 9 else 0
    rest = max(3, max_pieces - shoes - layers - accessories)
    dress = 1 if dresses and rest >= 7 else 0
    bottoms = max(1, round((rest - dress) * 0.4))
    return {"bottom": bottoms, "dress": dress, "top": rest - dress - bottoms, "shoes": shoes, "layer": layers,
            "accessory": accessories}  # fmt: skip


class Packer:
    def __init__(self, pools: Pools, request: CapsuleRequest, wearer: Wearer) -> None:
        self.pools, self.request, self.wearer = pools, request, wearer
        self.need = layer_need(request.outfit.weather)
        self.packed: list[tuple[str, Candidate]] = list(pools.anchors)
        self.budget = request.outfit.budget_total
        owns = any(c.source == "wardrobe" for role in pools.by_role for c in pools.get(role))
        wardrobe_first = request.outfit.wardrobe == "wardrobe_first" and owns
        self.max_new = max(2, request.max_pieces // 3) if wardrobe_first else None

    def accents(self, extra: Candidate | None = None) -> list[float]:
        pieces = [c for _, c in self.packed] + ([extra] if extra else [])
        return [c.tones[0].hue for c in pieces if c.tones and not c.tones[0].neutral]

    def spent(self) -> float:
        return sum(c.price for _, c in self.packed if c.new)

    def keeps_scheme(self, c: Candidate) -> bool:
        return harmony.hue_arcs(self.accents(c)) <= harmony.MAX_ACCENT_HUES

    def variety(self, role: str, c: Candidate) -> float:
        same = [x for r, x in self.packed if r == role]
        if role == "shoes" and same:
            # The second pair does another job: a different kind, and smarter (walking by day, dinner at night).
            if any(x.sub == c.sub for x in same):
                return -1.0
            return 0.2 * max(0, c.formality[1] - max(x.formality[1] for x in same))
        penalty = 0.3 * sum(x.sub == c.sub for x in same)
        if c.tones:
            penalty += 0.35 * sum(
                bool(x.tones) and hex_distance(x.tones[0].hex, c.tones[0].hex) < 10 for x in same
            )
        return -penalty

    def goes_with(self, role: str, c: Candidate) -> float:
        """Mean harmony of the piece with the packed pieces it will be worn with."""
        partners = {"top": ("bottom",), "bottom": ("top",), "dress": ("shoes",), "shoes": ("top", "bottom", "dress"),
                    "layer": ("top", "dress"), "accessory": ("top", "dress")}[role]  # fmt: skip
        others = [x for r, x in self.packed if r in partners]
        if not others:
            return 0.0
        slot = "layer" if role == "layer" else role
        scores = [
            harmony.assess([(slot, c.tones), (x.slot, x.tones)], self.wearer.contrast).score for x in others
        ]
        return sum(scores) / len(scores)

    def reserve(self, left: dict[str, int]) -> float:
        total = 0.0
        for role, n in left.items():
            options = sorted(c.cost for c in self._options(role) if c not in [x for _, x in self.packed])
            total += sum(options[:n])
        return total

    def _options(self, role: str) -> list[Candidate]:
        if role == "layer":
            outer = self.pools.get("outer")
            if self.need == "outer" and not any(
                r == "layer" and is_warm_outer(x.doc) for r, x in self.packed
            ):
                return [c for c in outer if is_warm_outer(c.doc)] or outer
            return outer + [c for c in self.pools.get("mid") if c not in outer]
        return self.pools.get(role)

    def _too_many_new(self, role: str, c: Candidate) -> bool:
        """Wardrobe first: a few new pieces fill gaps (a first pair of shoes always may), they do not make
        the capsule."""
        if not c.new or self.max_new is None or not any(r == role for r, _ in self.packed):
            return False
        return sum(x.new for _, x in self.packed) >= self.max_new

    def pick(self, role: str, left: dict[str, int]) -> Candidate | None:
        taken = {c.key for _, c in self.packed}
        best, best_score = None, float("-inf")
        for c in self._options(role):
            if c.key in taken or not self.keeps_scheme(c):
                continue
            if role == "top" and "top" not in roles_of(c):
                continue
            if self.budget is not None and self.spent() + c.cost + self.reserve(left) > self.budget + 1e-6:
                continue
            if self._too_many_new(role, c):
                continue
            value = c.score + 0.6 * self.goes_with(role, c) + self.variety(role, c) - 0.1 * c.cost / 100
            if value > best_score:
                best, best_score = c, value
        return best

    def pack(self, quota: dict[str, int]) -> None:
        order = ["bottom", "dress", "top", "shoes", "layer", "accessory"]
        placed = {
            r: sum(1 for pr, _ in self.packed if (pr if pr not in ("outer", "mid") else "layer") == r)
            for r in order
        }
        self.packed = [("layer" if r in ("outer", "mid") else r, c) for r, c in self.packed]
        left = {r: max(0, quota.get(r, 0) - placed.get(r, 0)) for r in order}
        for role in order:
            while left[role] > 0:
                left[role] -= 1
                c = self.pick(role, left)
                if c is None:
                    left[role] = 0
                    break
                self.packed.append((role, c))


def _pools_of(packed: list[tuple[str, Candidate]]) -> Pools:
    by_role: dict[str, list[Candidate]] = {}
    for role, c in packed:
        for r in roles_of(c) if role in ("layer", "top") else [role]:
            by_role.setdefault(r, []).append(c)
    for pool in by_role.values():
        pool.sort(key=lambda c: -c.score)
    return Pools(by_role, [])


def outfits_of(packed: list[tuple[str, Candidate]], request: CapsuleRequest, wearer: Wearer) -> list[Look]:
    """Every outfit the packed pieces make, each finished by the beam search (best first)."""
    pools = _pools_of(packed)
    free = replace(request.outfit, budget_total=None, budget_each_outfit=None, budget_per_item=None, count=1,
                   anchors=(), include_types=())  # fmt: skip
    bodies: list[list[tuple[str, Candidate]]] = [[("dress", d)] for d in pools.get("dress")]
    bodies += [[("top", t), ("bottom", b)] for t, b in product(pools.get("top"), pools.get("bottom"))]
    looks: list[Look] = []
    for body in bodies:
        fixed = Pools({r: p for r, p in pools.by_role.items() if r not in ("top", "bottom", "dress")}, body)
        looks += compose(fixed, free, wearer, Context(), None)  # up to three finishes of each body
    looks.sort(key=lambda lk: -lk.score)
    return looks


def bodies_of(looks: list[Look]) -> int:
    """How many outfits the looks make: one per top and bottom pair or dress (shoes and layers vary)."""
    return len({_body(lk) for lk in looks})


def _body(look: Look) -> frozenset[str]:
    return frozenset(c.key for r, c in look.parts if r in ("top", "bottom", "dress"))


def most_varied(looks: list[Look], n: int) -> list[Look]:
    """Up to ``n`` looks with different bodies, each adding the most pieces not yet shown (ties: the better
    look), so every packed piece is worn in at least one of them where it can be."""
    chosen: list[Look] = []
    shown: set[str] = set()
    bodies: set[frozenset[str]] = set()
    pool = list(looks)
    while pool and len(chosen) < n:
        fresh = [lk for lk in pool if _body(lk) not in bodies] or pool
        best = max(fresh, key=lambda lk: (len(lk.key_set - shown), lk.score))
        chosen.append(best)
        shown |= best.key_set
        bodies.add(_body(best))
        pool.remove(best)
    return chosen


def plan(gathered: Gathered, request: CapsuleRequest, wearer: Wearer) -> Capsule:
    outfit = request.outfit
    rules = rules_for(outfit, wearer)
    pools = build(gathered, outfit, wearer, rules)
    dresses = bool(pools.get("dress")) and wearer.department != "men"
    packer = Packer(pools, request, wearer)
    packer.pack(quotas(request.max_pieces, packer.need, dresses))
    capsule = Capsule(pieces=packer.packed, notes=list(gathered.notes))
    looks = outfits_of(packer.packed, request, wearer)
    capsule.outfit_count = bodies_of(looks)
    capsule.looks = most_varied(looks, max(request.min_outfits, min(LISTED_MAX, capsule.outfit_count)))
    if capsule.outfit_count < request.min_outfits:
        capsule.notes.append(
            f"the {len(packer.packed)} pieces make {capsule.outfit_count} outfit(s), fewer than {request.min_outfits}: "
            "the shop has too little that fits every rule"
        )
    return capsule


def _usage(capsule: Capsule, c: Candidate) -> int:
    return sum(1 for lk in capsule.looks if c.key in lk.key_set)


def as_dict(capsule: Capsule, request: CapsuleRequest, wearer: Wearer) -> dict[str, Any]:
    outfit = request.outfit
    titled = replace(outfit, occasion_text=request.destination or "Trip")
    listed = [
        payload.outfit(lk, titled, wearer, i + 1, len(capsule.looks)) for i, lk in enumerate(capsule.looks)
    ]
    pieces = []
    for role, c in capsule.pieces:
        look = next((lk for lk in capsule.looks if c.key in lk.key_set), None)
        item = payload.piece(next((r for r, x in look.parts if x.key == c.key), role) if look else role, c,
                             look or Look([(role, c)], 0.0, 0.0), outfit, wearer)  # fmt: skip
        item["slot"] = "layer" if c.slot == "layer" or role == "layer" else item["slot"]
        item["reason"] = (
            f"In {_usage(capsule, c)} of the {len(capsule.looks)} outfits below. " + item["reason"]
        )
        pieces.append(item)
    weather = outfit.weather.describe()
    where = f" for {request.destination}" if request.destination else ""
    return {
        "pieces": pieces,
        "piece_count": len(pieces),
        "outfit_count": capsule.outfit_count,
        "outfits": listed,
        "total": capsule.total,
        "currency": payload.CURRENCY,
        "weather": weather,
        "why": (
            f"{len(pieces)} pieces{where} that make {capsule.outfit_count} outfits"
            + (f" ({weather})" if weather else "")
            + ": every top goes with every bottom because the whole capsule keeps to "
            + _scheme(capsule)
            + "."
        ),
        "notes": capsule.notes,
    }


def _scheme(capsule: Capsule) -> str:
    looks = capsule.looks
    if not looks or looks[0].harmony is None:
        return "one colour scheme"
    tones = [c.tones for _, c in capsule.pieces if c.tones]
    h = harmony.assess([("top", t) for t in tones])
    return reasons.colour_story(h) if h.ok else "one colour scheme"
