"""One outfit, chosen as a whole: a beam search over the per-slot candidate pools.

The look is built slot by slot — the body (a top and a bottom, or a dress), shoes, an outer layer, a
mid layer, then up to two accessories — keeping the ``BEAM`` best partial looks at each step. A partial
look is scored as a whole (its pieces, its colour harmony, its cost), so a piece that is best alone
loses to one that makes a better look with the others. Hard rules prune as the look grows: one piece
per slot, at most two accent hues, the budget (the cheapest way to finish must still fit), a layer
when the weather needs one, the pieces the user asked to include.
"""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass, field

from aesthetiq.outfits import harmony, weather
from aesthetiq.outfits.pieces import Candidate
from aesthetiq.outfits.request import OutfitRequest, Wearer
from aesthetiq.outfits.slots import LAYERABLE_TOPS, can_stand_alone_as_top, is_cardigan

BEAM = 10
POOL = {"top": 9, "bottom": 9, "dress": 9, "shoes": 8, "outer": 6, "mid": 6, "accessory": 8}
ROLE_SLOT = {"top": "top", "bottom": "bottom", "dress": "dress", "outer": "layer", "mid": "layer", "shoes": "shoes",
             "accessory": "accessory"}  # fmt: skip
MAX_ACCESSORIES = 2
HARMONY_WEIGHT = 1.5


@dataclass
class Pools:
    """Admissible candidates per role, best first; ``anchors`` are fixed (role, candidate) pairs."""

    by_role: dict[str, list[Candidate]] = field(default_factory=dict)
    anchors: list[tuple[str, Candidate]] = field(default_factory=list)

    def get(self, role: str) -> list[Candidate]:
        return self.by_role.get(role, [])


@dataclass
class Context:
    """What the earlier outfits of a set fixed: pieces used (and how often), bought, and not to repeat."""

    used: Counter[str] = field(default_factory=Counter)
    bought: set[str] = field(default_factory=set)
    no_repeat: set[str] = field(default_factory=set)
    shared_budget: bool = False  # a total for the whole set: a piece bought once is free afterwards


@dataclass
class Look:
    parts: list[tuple[str, Candidate]]
    cost: float
    base: float
    harmony: harmony.Harmony | None = None
    score: float = 0.0
    key_set: frozenset[str] = frozenset()
    # Running bounds for the one-band and one-season rules (see _one_band, _one_season).
    low: int = 0  # the highest lower formality bound of the pieces
    high: int = 4  # the lowest upper bound
    grades: tuple[int, int] = (9, -9)  # min and max of the stored grades (anchors aside)
    seasons: frozenset[str] = frozenset({"spring", "summer", "autumn", "winter"})

    def __post_init__(self) -> None:
        self.key_set = frozenset(c.key for _, c in self.parts)
        if self.parts:
            pieces = [c for _, c in self.parts]
            self.low = max(c.span[0] for c in pieces)
            self.high = min(c.span[1] for c in pieces)
            graded = [c.level for c in pieces if c.level is not None and not c.anchor]
            self.grades = (min(graded), max(graded)) if graded else (9, -9)
            for role, c in self.parts:
                if role != "accessory" and not c.anchor:
                    self.seasons = self.seasons & c.seasons

    def grown(self, role: str, c: Candidate, cost: float, base: float) -> Look:
        """This look with one more piece; the running bounds updated, not recomputed."""
        nxt = Look.__new__(Look)
        nxt.parts, nxt.cost, nxt.base, nxt.harmony, nxt.score = (
            [*self.parts, (role, c)],
            cost,
            base,
            None,
            0.0,
        )
        nxt.key_set = self.key_set | {c.key}
        nxt.low, nxt.high = max(self.low, c.span[0]), min(self.high, c.span[1])
        graded = c.level is not None and not c.anchor
        nxt.grades = (min(self.grades[0], c.level), max(self.grades[1], c.level)) if graded else self.grades  # type: ignore[type-var]
        nxt.seasons = self.seasons & c.seasons if role != "accessory" and not c.anchor else self.seasons
        return nxt

    def roles(self) -> list[str]:
        return [r for r, _ in self.parts]

    def has(self, role: str) -> bool:
        return any(r == role for r, _ in self.parts)


def _cost(c: Candidate, context: Context) -> float:
    if context.shared_budget and c.key in context.bought:
        return 0.0
    return c.cost


def _pool(pools: Pools, role: str, cap: float | None, context: Context) -> list[Candidate]:
    """The best candidates of a role within the cap, plus the cheapest few (pieces already bought for
    the set are free) when there is a budget."""
    ranked = [c for c in pools.get(role) if cap is None or _cost(c, context) <= cap + 1e-6]
    chosen = ranked[: POOL[role]]
    if cap is not None:
        chosen = chosen + [c for c in sorted(ranked, key=lambda c: _cost(c, context))[:4] if c not in chosen]
        chosen = chosen + [c for c in ranked if c.key in context.bought and c not in chosen]
    return chosen


class Composer:
    def __init__(
        self, pools: Pools, request: OutfitRequest, wearer: Wearer, context: Context, cap: float | None
    ):
        self.pools, self.request, self.wearer, self.context, self.cap = pools, request, wearer, context, cap
        self.need = "none" if request.layer is False else weather.layer_need(request.weather)
        if request.layer is True and self.need in ("welcome", "light", "none"):
            self.need = "any"
        self.anchored = {role for role, _ in pools.anchors}
        formal = request.formality is not None and request.formality >= 3
        # A layer the weather does not ask for must earn its place (no coat for an indoor interview).
        unasked = self.need in ("optional", "light", "none")
        self.clutter = {"outer": 0.7 if unasked else 0.35, "mid": 0.5 if unasked else 0.35,
                        "accessory": 0.35 if formal else 0.5}  # fmt: skip
        self.min_cost = {role: min((_cost(c, context) for c in pools.get(role)), default=None)
                         for role in ROLE_SLOT}  # fmt: skip
        self._options: dict[str, list[Candidate]] = {}

    # ---- the steps -------------------------------------------------------------------------------
    def branches(self) -> list[list[str]]:
        anchored = self.anchored
        wants_dress = "Dress" in self.request.include_types
        out = []
        if (
            "top" not in anchored
            and "bottom" not in anchored
            and (self.pools.get("dress") or "dress" in anchored)
        ):
            out.append(["dress"])
        if "dress" not in anchored and not wants_dress:
            out.append(["top", "bottom"])
        return out or [["top", "bottom"]]

    def steps(self, body: list[str]) -> list[str]:
        return [*body, "shoes", "outer", "mid", "accessory", "accessory"]

    def required(self, role: str, look: Look) -> bool:
        if role in ("top", "bottom", "dress", "shoes"):
            return True
        return role == "outer" and self.need == "outer"

    def options(self, role: str) -> list[Candidate]:
        if role not in self._options:
            if role == "top" and not self.pools.get("top"):
                # No shirt fits (a formal menswear look in this shop): a blazer worn buttoned is the top half.
                found = [
                    c
                    for c in _pool(self.pools, "mid", self.cap, self.context)
                    if can_stand_alone_as_top(c.doc)
                ]
            else:
                found = _pool(self.pools, role, self.cap, self.context)
            self._options[role] = found
        return self._options[role]

    def compatible(self, role: str, c: Candidate, look: Look) -> bool:
        if c.key in look.key_set or (c.key in self.context.no_repeat and not c.anchor):
            return False
        if not _one_band(c, look):
            return False
        if role != "accessory" and not _one_season(c, look):
            return False
        if role == "accessory":
            taken = [x.sub for r, x in look.parts if r == "accessory"]
            return len(taken) < MAX_ACCESSORIES and c.sub not in taken
        dress = next((x for r, x in look.parts if r == "dress"), None)
        if dress is not None and _evening(dress):
            if role == "shoes" and c.sub not in EVENING_SHOES:
                return False  # a gown wants heels, dressy flats or sandals
            if role == "mid":
                return False  # and no blazer or jumper over it
        if role == "mid":
            top = next((x for r, x in look.parts if r == "top"), None)
            if top is not None and top.sub == "Blazer":
                return False  # the blazer already is the top half
            if look.has("outer") and not (self.need == "outer" or self.need == "any"):
                return False  # two layers only when it is cold
            if (
                top is not None
                and top.sub not in LAYERABLE_TOPS
                and not (c.sub == "Blazer" and top.sub == "Sweater")
            ):
                return False  # nothing goes over a hoodie; only a blazer over a jumper
            if c.sub == "Sweater" and not is_cardigan(c.doc):
                return top is not None
        if role == "outer" and self.need == "outer" and not weather.is_warm_outer(c.doc):
            return False
        if self.need == "none" and (role == "outer" or (role == "mid" and not self._hot_day_layer(c))):
            return False
        return not (role == "outer" and look.has("mid") and self.need not in ("outer", "any"))

    def _hot_day_layer(self, c: Candidate) -> bool:
        """On a hot day only a light blazer, and only where the occasion is business or above."""
        smart = self.request.formality is not None and self.request.formality >= 2
        return smart and c.sub == "Blazer" and weather.is_light(c.doc)

    def add(self, look: Look, role: str, c: Candidate | None) -> Look | None:
        if c is None:
            return look
        cost = look.cost + _cost(c, self.context)
        value = c.score - (self.clutter.get(role, 0.0) if not self.required(role, look) else 0.0)
        if role == "accessory":
            value = 0.6 * value - (0.2 if look.has("accessory") else 0.0)  # a second one must earn its place
        elif role == "dress":
            value *= (
                2  # a dress fills both halves of the body: weigh it as the top and the bottom it replaces
            )
        if not c.anchor:
            value -= 0.35 * self.context.used[c.key]
        return look.grown(role, c, cost, look.base + value)

    def feasible(self, look: Look, rest: list[str]) -> bool:
        if self.cap is None:
            return True
        floor = 0.0
        for role in dict.fromkeys(rest):
            if self.required(role, look) and role not in self.anchored and not look.has(role):
                cheapest = self.min_cost.get(role)
                floor += cheapest or 0.0
        return look.cost + floor <= self.cap + 1e-6

    # ---- scoring -----------------------------------------------------------------------------------
    def judge(self, look: Look, final: bool) -> Look:
        parts = [(ROLE_SLOT[r], c.tones) for r, c in look.parts]
        h = harmony.assess(parts, self.wearer.contrast)
        score = look.base + HARMONY_WEIGHT * h.score
        if not h.ok:
            score -= 100.0
        ids = [c.set_id for _, c in look.parts if c.set_id]
        score += 0.3 * (len(ids) - len(set(ids)))  # suit separates from one set
        if (
            self.request.colours
            and final
            and not any(harmony.fits_wanted_colours(c.tones, self.request.colours) for _, c in look.parts)
        ):
            score -= 0.5
        if final:
            score -= self._missing(look)
        if self.cap:
            score -= (0.25 if self.request.count > 1 else 0.05) * look.cost / self.cap
        look.harmony, look.score = h, score
        return look

    def _missing(self, look: Look) -> float:
        """Penalty for a finished look that lacks what was asked: included types, a needed layer."""
        subs = {c.sub for _, c in look.parts}
        penalty = 0.0
        for sub in self.request.include_types:
            if sub not in subs and any(c.sub == sub for role in ROLE_SLOT for c in self.pools.get(role)):
                penalty += 5.0
        layered = (
            look.has("outer") or look.has("mid") or any(c.sub in ("Sweater", "Hoodie") for _, c in look.parts)
        )
        if self.need == "any" and not layered:
            penalty += 3.0
        if self.need == "welcome" and (look.has("outer") or look.has("mid")):
            penalty -= 0.15
        return penalty

    def valid(self, look: Look) -> bool:
        roles = look.roles()
        body = "dress" in roles or ("top" in roles and "bottom" in roles)
        if not body or "shoes" not in roles or (look.harmony is not None and not look.harmony.ok):
            return False
        if (
            self.need == "outer"
            and "outer" not in roles
            and (self.pools.get("outer") or "outer" in self.anchored)
        ):
            return False
        return self.cap is None or look.cost <= self.cap + 1e-6

    # ---- the search ---------------------------------------------------------------------------------
    def _step(self, beam: list[Look], role: str, rest: list[str]) -> list[Look]:
        grown: list[Look] = []
        for look in beam:
            options: list[Candidate | None] = [
                c for c in self.options(role) if self.compatible(role, c, look)
            ]
            if not self.required(role, look) or not options:
                options.append(None)
            for c in options:
                nxt = self.add(look, role, c)
                if nxt is not None and self.feasible(nxt, rest):
                    grown.append(self.judge(nxt, final=False))
        grown.sort(key=lambda lk: -lk.score)
        return _distinct(grown, BEAM)

    def run(self, keep: int = 3) -> list[Look]:
        start = Look([], 0.0, 0.0)
        for role, c in self.pools.anchors:
            weight = 2 if role == "dress" else 1
            start = Look(
                [*start.parts, (role, c)], start.cost + _cost(c, self.context), start.base + weight * c.score
            )
        shared = self.steps([])
        # The body first, each way (a dress, or a top and a bottom); then one beam finishes both.
        beam: list[Look] = []
        for body in self.branches():
            branch = [start]
            for i, role in enumerate(body):
                if role not in self.anchored and branch:
                    branch = self._step(branch, role, [*body[i + 1 :], *shared])
            beam += branch
        beam = _distinct(sorted(beam, key=lambda lk: -lk.score), BEAM)
        for i, role in enumerate(shared):
            if beam and (role not in self.anchored or role == "accessory"):
                beam = self._step(beam, role, shared[i + 1 :])
        finished = [lk for lk in (self.judge(lk, final=True) for lk in beam) if self.valid(lk)]
        finished.sort(key=lambda lk: -lk.score)
        return _distinct(finished, keep)


EVENING_SHOES = frozenset({"Heels", "Flats", "Sandals"})


def _evening(dress: Candidate) -> bool:
    """A gown or a formal dress (not a day dress)."""
    return "gown" in dress.text or (dress.level is not None and dress.level >= 3)


def _one_band(c: Candidate, look: Look) -> bool:
    """Every piece within two adjacent formality levels (no trainers with a gown), and the catalogue's own
    grades never further apart than two levels."""
    if max(look.low, c.span[0]) - min(look.high, c.span[1]) > 1:
        return False
    if c.level is None or c.anchor:
        return True
    return max(look.grades[1], c.level) - min(look.grades[0], c.level) <= 2


def _one_season(c: Candidate, look: Look) -> bool:
    """The clothes of a look share a season (no wool jumper with raffia espadrilles)."""
    return c.anchor or bool(look.seasons & c.seasons)


def _distinct(looks: list[Look], n: int) -> list[Look]:
    seen: set[frozenset[str]] = set()
    out = []
    for look in looks:
        key = frozenset(look.key_set)
        if key not in seen:
            seen.add(key)
            out.append(look)
        if len(out) == n:
            break
    return out


def compose(
    pools: Pools,
    request: OutfitRequest,
    wearer: Wearer,
    context: Context | None = None,
    cap: float | None = None,
) -> list[Look]:
    """The best looks (up to three, best first) for the request from the pools; empty when none is possible."""
    return Composer(pools, request, wearer, context or Context(), cap).run()
