"""Colour harmony of a whole look, from the garments' ``colorHexes`` in CIELAB/LCh.

The rules, and where they come from (docs/notes/outfits.md has the long version):

1. **Neutrals and accents.** Every colour is read in CIE LCh (CIE 15:2004, via ``style.colour_science``:
   lightness L*, chroma C*, hue angle h). A colour is a *neutral* when it carries little hue — C* < 25
   (black, white, greys, ivory, stone, oatmeal, taupe) — or is one of the dark "classic neutrals" of
   menswear and capsule wardrobes: navy and dark denim (L* < 36, h 200–300°) and the earth browns,
   chocolate, cognac (h 25–95°, L* < 58, C* < 52). Everything else is an *accent*. The bounds sit
   inside the usual fashion definition of neutrals on purpose: a colour we call neutral is neutral by
   any reading.
2. **At most two accent hues.** The accents of a look's main colours must fit in at most two hue arcs
   of ``ACCENT_ARC`` (30°) — Munsell's principle that a harmony holds few hues, and the stylists'
   60-30-10 rule (a dominant neutral, a secondary colour, one accent). Two hues within 30° read as one
   (rust and terracotta). Secondary colours of prints count softly: a third hue costs score.
3. **How two accents relate** (Itten, *The Art of Color*, 1961): analogous hues (≤ 60° apart) and
   complementary ones (150–210°) are harmonious; a triad-like 100–140° is livelier; the rest is
   discordant and scores lowest.
4. **Accent area.** With two accents, most of the visible area should still be neutral (60-30-10):
   the accents' share of the area (dress and layer weigh most, shoes little, accessories least)
   above 45% costs score. One accent may cover a whole dress: that is a monochrome statement.
5. **Contrast matched to the wearer.** Personal colour analysis (Jackson, *Color Me Beautiful*, 1980;
   the 12-season system of ``style.seasons``) gives each person a value contrast — low, medium or
   high — and a look flatters when its own light-dark spread repeats it (the "repeat your contrast"
   rule of personal-style practice, e.g. Lamport, *Inside Out Style*). The spread is max L* − min L*
   over the clothes (accessories aside); the target bands are low ≤ 35, medium 25–60, high ≥ 50.
6. **Palette fit.** Each garment's ``seasonalPaletteScores`` (CIEDE2000 distance to the season's
   palette, ``style.seasons``) for the wearer's season; pieces near the face count double.
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import lru_cache

from aesthetiq.style.colour import nearest_colour_name
from aesthetiq.style.colour_science import hex_to_lab, lab_to_lch
from aesthetiq.style.seasons import seasonal_palette_scores

ACCENT_ARC = 30.0
MAX_ACCENT_HUES = 2
NEUTRAL_CHROMA = 25.0
CONTRAST_BANDS: dict[str, tuple[float, float]] = {
    "low": (0.0, 35.0),
    "medium": (25.0, 60.0),
    "high": (50.0, 100.0),
}
# How much of the look's visible area a slot covers (accent share and contrast use it).
AREA: dict[str, float] = {
    "dress": 1.0,
    "layer": 0.7,
    "top": 0.6,
    "bottom": 0.6,
    "shoes": 0.2,
    "accessory": 0.1,
}
NEAR_FACE = frozenset({"top", "dress", "layer"})


@dataclass(frozen=True, slots=True)
class Tone:
    """One colour of a garment in LCh, with its name and whether it is a neutral."""

    hex: str
    name: str
    lightness: float
    chroma: float
    hue: float
    neutral: bool


def is_neutral(lightness: float, chroma: float, hue: float) -> bool:
    """Rule 1 of the module docstring."""
    if chroma < NEUTRAL_CHROMA:
        return True
    if lightness < 36 and 200 <= hue <= 300:
        return True  # navy, midnight, dark denim
    return 25 <= hue <= 95 and lightness < 58 and chroma < 52  # browns, chocolate, cognac


@lru_cache(maxsize=8192)
def tone(hex_code: str, name: str = "") -> Tone:
    lightness, chroma, hue = lab_to_lch(hex_to_lab(hex_code))
    return Tone(
        hex_code.upper(),
        name or nearest_colour_name(hex_code),
        lightness,
        chroma,
        hue,
        is_neutral(lightness, chroma, hue),
    )


def tones_of(doc: dict) -> tuple[Tone, ...]:
    """The garment's colours, main first; names from ``colors`` where they line up with the hexes."""
    hexes = [h for h in (doc.get("colorHexes") or ([doc["colorHex"]] if doc.get("colorHex") else [])) if h]
    names = list(doc.get("colors") or [])
    out = []
    for i, hex_code in enumerate(hexes):
        try:
            out.append(tone(str(hex_code), str(names[i]) if i < len(names) else ""))
        except ValueError:
            continue  # a malformed hex says nothing about the colour
    return tuple(out)


def hue_gap(a: float, b: float) -> float:
    d = abs(a - b) % 360
    return min(d, 360 - d)


def hue_arcs(hues: list[float], arc: float = ACCENT_ARC) -> int:
    """The fewest arcs of ``arc`` degrees that cover every hue (rule 2): two hues within one arc read as one."""
    n = len(hues)
    if n <= 1:
        return n
    if n == 2:
        return 1 if hue_gap(hues[0], hues[1]) <= arc + 1e-9 else 2
    ordered = sorted(h % 360 for h in hues)
    best = n
    for start in range(n):
        # Greedy from each starting hue, going round the circle: optimal for a fixed start.
        count, reach = 1, ordered[start] + arc
        for k in range(1, n):
            h = ordered[(start + k) % n] + (360 if start + k >= n else 0)
            if h > reach + 1e-9:
                count += 1
                reach = h + arc
        best = min(best, count)
    return best


def arc_centres(hues: list[float], arc: float = ACCENT_ARC) -> list[float]:
    """The hue at the start of each covering arc (for naming how accents relate)."""
    ordered = sorted(h % 360 for h in hues)
    centres: list[float] = []
    for h in ordered:
        if not any(hue_gap(h, c) <= arc for c in centres):
            centres.append(h)
    return centres


def relation(a: float, b: float) -> tuple[str, float]:
    """Rule 3: the name and score of how two accent hues relate."""
    d = hue_gap(a, b)
    if d <= 60:
        return "analogous", 0.95
    if d >= 150:  # the gap is at most 180: 150-210 degrees either way round
        return "complementary", 0.9
    if 100 <= d <= 140:
        return "triadic", 0.75
    return "contrasting", 0.65


@dataclass(frozen=True, slots=True)
class Harmony:
    ok: bool  # at most two accent hues among the main colours
    score: float  # 0..1
    accents: tuple[Tone, ...]  # main colours that are accents, largest area first
    neutrals: tuple[Tone, ...]
    relation: str  # tonal | single accent | analogous | complementary | triadic | contrasting
    spread: float  # L* spread of the clothes
    contrast_fit: float


def main_accent_hues(parts: list[tuple[str, tuple[Tone, ...]]]) -> list[float]:
    return [tones[0].hue for _, tones in parts if tones and not tones[0].neutral]


def assess(parts: list[tuple[str, tuple[Tone, ...]]], contrast_level: str | None = None) -> Harmony:
    """Score a look given as (slot, tones) per piece (rules 2-5)."""
    mains: list[tuple[str, Tone]] = []
    accents: list[tuple[str, Tone]] = []
    secondary: list[float] = []
    lightness: list[float] = []
    for slot, tones in parts:
        if not tones:
            continue
        main = tones[0]
        mains.append((slot, main))
        if not main.neutral:
            accents.append((slot, main))
        if slot != "accessory":
            lightness.append(main.lightness)
        secondary += [t.hue for t in tones[1:] if not t.neutral]
    hues = [t.hue for _, t in accents]
    arcs = hue_arcs(hues)
    extra = max(0, hue_arcs(hues + secondary) - max(arcs, MAX_ACCENT_HUES)) if secondary else 0

    if arcs == 0:
        name, rel = "tonal", 0.85
    elif arcs == 1:
        name, rel = "single accent", 1.0
    else:
        centres = arc_centres(hues)
        name, rel = relation(centres[0], centres[-1]) if len(centres) >= 2 else ("single accent", 1.0)
    share = 1.0
    if arcs >= 2:
        total = sum(AREA.get(s, 0.3) for s, _ in mains) or 1.0
        accent_area = sum(AREA.get(s, 0.3) for s, _ in accents) / total
        share = 1.0 if accent_area <= 0.45 else max(0.0, 1.0 - (accent_area - 0.45) * 1.5)
    spread = (max(lightness) - min(lightness)) if len(lightness) >= 2 else 0.0
    contrast_fit = contrast_score(spread, contrast_level)
    score = 0.45 * rel + 0.2 * share + 0.35 * contrast_fit - 0.15 * extra
    if len(accents) > 1:
        accents.sort(key=lambda st: -AREA.get(st[0], 0.3))
    return Harmony(
        ok=arcs <= MAX_ACCENT_HUES,
        score=max(0.0, min(1.0, score)),
        accents=tuple(t for _, t in accents),
        neutrals=tuple(t for _, t in mains if t.neutral),
        relation=name,
        spread=spread,
        contrast_fit=contrast_fit,
    )


def contrast_score(spread: float, level: str | None) -> float:
    """Rule 5: 1 inside the wearer's band, falling by 0.025 per L* unit outside it."""
    low, high = CONTRAST_BANDS.get(level or "medium", CONTRAST_BANDS["medium"])
    if spread < low:
        return max(0.0, 1.0 - (low - spread) * 0.025)
    if spread > high:
        return max(0.0, 1.0 - (spread - high) * 0.025)
    return 1.0


def palette_score(doc: dict, season: str | None) -> float:
    """Rule 6 for one garment: its stored season score, computed from its hexes when missing."""
    if not season:
        return 0.5
    stored = doc.get("seasonalPaletteScores") or {}
    if season in stored:
        return float(stored[season])
    hexes = doc.get("colorHexes") or []
    try:
        return float(seasonal_palette_scores(hexes).get(season, 0.5)) if hexes else 0.5
    except ValueError:
        return 0.5


def fits_wanted_colours(tones: tuple[Tone, ...], wanted: tuple[str, ...]) -> bool:
    """Whether a garment's main colour is one the shopper asked for (names, families or groups)."""
    from aesthetiq.style.colour import matches_colour

    return bool(tones) and any(matches_colour(w, [tones[0].hex]) for w in wanted)


def is_neon(t: Tone) -> bool:
    """Fluorescent-looking: very high chroma at mid-to-high lightness ("no neon colours")."""
    return t.chroma >= 75 and t.lightness >= 50
