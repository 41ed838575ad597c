"""Candidates: a garment with what the search needs precomputed, the hard rules it must pass, and
its score on its own (before the look as a whole is judged)."""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from functools import lru_cache
from typing import Any

from aesthetiq.outfits import harmony, occasions, slots, weather
from aesthetiq.outfits.request import OutfitRequest, Wearer
from aesthetiq.store.filtering import size_fits
from aesthetiq.style.colour import matches_colour
from aesthetiq.style.taxonomy import SUBCATEGORY_TO_CATEGORY, canonical_subcategory


@dataclass(slots=True)
class Candidate:
    key: str  # "<source>:<id>"
    doc: dict[str, Any]
    source: str  # commerce | wardrobe | owned
    slot: str  # the garment's own slot (slots.slot_of)
    layer: str | None  # outer | mid, when it can be worn as a layer
    price: float
    tones: tuple[harmony.Tone, ...]
    formality: tuple[int, int]  # what the garment's type can serve
    level: int | None = None  # the catalogue's own grade, when stored
    palette: float = 0.5
    relevance: float = 0.5
    score: float = 0.0
    anchor: bool = False
    seasons: frozenset[str] = frozenset()
    # Read once from the document (the search looks at them thousands of times).
    sub: str = ""
    text: str = ""  # type and name, lower case (slots.kind_text)
    set_id: str | None = None
    new: bool = False  # bought for the look (a shop piece); the wardrobe's and the user's own cost nothing
    span: tuple[int, int] = (
        0,
        4,
    )  # the formality levels it can serve: its grade unless its type says otherwise

    @property
    def cost(self) -> float:
        return self.price if self.new else 0.0


def candidate(
    doc: dict[str, Any], source: str, relevance: float = 0.5, season: str | None = None
) -> Candidate:
    ident = str(doc.get("_id") or doc.get("id") or doc.get("name") or "")
    price = doc.get("price")
    formality = occasions.type_range(doc)
    level = occasions.level(doc.get("formality"))
    return Candidate(
        key=f"{source}:{ident}",
        doc=doc,
        source=source,
        slot=slots.slot_of(doc),
        layer=slots.layer_kind(doc),
        price=float(price) if isinstance(price, (int, float)) and source == "commerce" else 0.0,
        tones=harmony.tones_of(doc),
        formality=formality,
        level=level,
        palette=harmony.palette_score(doc, season),
        relevance=relevance,
        seasons=weather.seasons_of(doc),
        sub=str(doc.get("subCategory") or ""),
        text=slots.kind_text(doc),
        set_id=doc.get("setId") or None,
        new=source == "commerce",
        span=(level, level) if level is not None and formality[0] <= level <= formality[1] else formality,
    )


@dataclass(frozen=True)
class Rules:
    """The hard rules every piece of a look passes (anchors aside: the user chose those)."""

    band: tuple[int, int] | None
    weather: weather.Weather
    occasion: occasions.Occasion | None
    department: str | None
    sizes: dict[str, str] = field(default_factory=dict)
    avoid_materials: tuple[str, ...] = ()
    avoid_subs: frozenset[str] = frozenset()
    avoid_words: tuple[str, ...] = ()
    avoid_colours: tuple[str, ...] = ()
    avoid_neon: bool = False
    modest: bool = False
    budget_per_item: float | None = None


_MODEST_WORDS = ("mini", "slip", "cropped", "bodycon", "strapless")
_LOUD_PATTERNS = frozenset({"floral", "polka dot", "graphic", "paisley", "tortoiseshell"})
# What a few words of a request ask of the pieces: (words in the request, subCategories or type words wanted).
_NOTE_WANTS: tuple[tuple[tuple[str, ...], tuple[str, ...]], ...] = (
    (("mud", "muddy", "rain", "rainy", "wet"), ("Boots", "rain jacket", "waterproof")),
    (("sun", "sunny", "sunshine"), ("Sunglasses", "sun hat", "linen")),
    (("hills", "walking", "walk", "cobbles", "on foot"), ("Sneakers", "Boots", "Flats")),
    (("dance", "dancing"), ("Flats", "Sneakers", "Boots", "Dress", "Skirt")),
    (("long dress", "gown", "maxi"), ("gown", "maxi")),
    (("clutch",), ("clutch",)),
    (("suit", "dinner jacket", "tuxedo"), ("Blazer", "tailored", "Trousers")),
    (("warm", "cosy", "cozy", "layers"), ("wool", "cashmere", "fleece", "knit", "Coat", "Sweater")),
    (("matching sets", "matching set", "co-ord"), ("Leggings", "T-Shirt")),
    (("breezy", "light"), ("linen", "cotton", "voile")),
)
@lru_cache(maxsize=4096)
def fits_size(wanted: str, offered: tuple[str, ...]) -> bool:
    """The store's search rule: letters and waists stand for each other, and hems are altered."""
    return any(size_fits(wanted, s) for s in offered)


def rules_for(request: OutfitRequest, wearer: Wearer) -> Rules:
    no_budget = request.budget_total is None and request.budget_each_outfit is None
    per_item = request.budget_per_item or (wearer.max_price_per_item if no_budget else None)
    band = None
    if request.formality is not None:
        band = occasions.band_of(request.formality, bool(request.occasion and request.occasion.exact))
    types = [*request.avoid_types, *wearer.avoid_types]
    named = {t: (t if t in SUBCATEGORY_TO_CATEGORY else canonical_subcategory(t)) for t in types}
    subs = frozenset(sub for sub in named.values() if sub)
    words = tuple(t.lower() for t, sub in named.items() if not sub)
    return Rules(
        band=band,
        weather=request.weather,
        occasion=request.occasion,
        department=wearer.department,
        sizes=dict(wearer.sizes),
        avoid_materials=tuple(m.lower() for m in (*request.avoid_materials, *wearer.avoid_materials)),
        avoid_subs=subs,
        avoid_words=words,
        avoid_colours=(*request.avoid_colours, *wearer.avoid_colours),
        avoid_neon=wearer.avoid_neon,
        modest=request.modest,
        budget_per_item=per_item,
    )


@lru_cache(maxsize=256)
def _word_pattern(word: str) -> re.Pattern[str]:
    return re.compile(rf"\b{re.escape(word)}\b")


def _has_word(text: str, word: str) -> bool:
    return _word_pattern(word).search(text) is not None


def made_of(doc: dict[str, Any], material: str, text: str | None = None) -> bool:
    """Whether a garment is made of a material: "leather" matches patent leather, and a "Leather Belt" in
    canvas too (the shopper who avoids leather avoids both)."""
    named = slots.kind_text(doc) if text is None else text
    return _has_word(str(doc.get("material") or "").lower(), material) or _has_word(named, material)


def refusal(c: Candidate, rules: Rules) -> str | None:
    """Why a garment cannot be in the look, or None when it may."""
    doc = c.doc
    if not slots.fits_department(doc, rules.department, c.text):
        return "department"
    if c.source == "commerce":
        if doc.get("inStock") is False:
            return "out of stock"
        if rules.budget_per_item is not None and c.price > rules.budget_per_item + 1e-6:
            return "over the price per item"
        key = slots.size_key(doc)
        wanted = rules.sizes.get(key) if key else None
        offered = [str(s) for s in doc.get("sizes") or []]
        if wanted and offered and not fits_size(wanted, tuple(offered)):
            return "not in your size"
    if rules.band is not None:
        low, high = rules.band
        if (
            c.formality[1] < low
            or c.formality[0] > high
            or (c.level is not None and not low <= c.level <= high)
        ):
            return "formality"
    occasion = rules.occasion
    if occasion is not None and (c.sub in occasion.avoid or (occasion.only and c.sub not in occasion.only)):
        return f"not for {occasion.title}"
    text = c.text
    if c.sub in rules.avoid_subs or any(_has_word(text, w) or w == c.sub.lower() for w in rules.avoid_words):
        return "excluded type"
    if any(made_of(doc, m, text) for m in rules.avoid_materials):
        return "excluded material"
    names = [*(doc.get("colors") or []), *(t.hex for t in c.tones)]
    if rules.avoid_colours and any(matches_colour(w, [n]) for w in rules.avoid_colours for n in names):
        return "excluded colour"
    if rules.avoid_neon and any(harmony.is_neon(t) for t in c.tones):
        return "neon"
    if not weather.admits(doc, rules.weather):
        return "weather"
    if rules.modest and (c.sub == "Shorts" or any(_has_word(text, w) for w in _MODEST_WORDS)):
        return "not modest"
    if occasion is not None and occasion.no_white and c.slot == "dress" and c.tones and _is_white(c.tones[0]):
        return "white at a wedding"
    dark = occasion is not None and (
        occasion.mood == "dark" or (occasion.name == "black-tie" and rules.department == "men")
    )
    if dark and c.slot != "accessory" and c.tones:
        main = c.tones[0]
        if not main.neutral or (c.slot in ("bottom", "dress", "layer", "shoes") and main.lightness > 50):
            return "too bright for the occasion"
    if c.sub == "Sandals" and rules.department == "men" and rules.band is not None and rules.band[0] >= 2:
        return "sandals at a smart occasion"
    if (
        c.sub == "Loafers"
        and occasion is not None
        and occasion.name == "black-tie"
        and rules.department != "men"
    ):
        return "loafers at black tie"  # evening shoes for her: heels or dressy flats
    if occasion is not None and occasion.plain and c.slot != "accessory" and _loud(doc, text):
        return "too loud a pattern for the occasion"
    return None


def _loud(doc: dict[str, Any], text: str) -> bool:
    return str(doc.get("pattern") or "").lower() in _LOUD_PATTERNS or any(p in text for p in _LOUD_PATTERNS)


@lru_cache(maxsize=256)
def note_wants(notes: str) -> tuple[tuple[tuple[str, ...], ...], tuple[str, ...]]:
    """What a request's other words ask of the pieces: groups of wanted subCategories or words, and the
    plain content words to find in a garment's description."""
    text = notes.lower()
    groups = tuple(wanted for asked, wanted in _NOTE_WANTS if any(_has_word(text, a) for a in asked))
    words = tuple(sorted({w for w in re.findall(r"[a-z][a-z-]{3,}", text)} - _STOP))
    return groups, words


def note_bonus(c: Candidate, notes: str) -> float:
    """What the request's other words ask for ("mud and sun" wants boots and sunglasses; "floral" a print)."""
    if not notes:
        return 0.0
    groups, words = note_wants(notes)
    if not groups and not words:
        return 0.0
    doc = c.doc
    kind = f"{c.text} {doc.get('pattern') or ''} {doc.get('material') or ''} {' '.join(map(str, doc.get('tags') or []))}".lower()
    bonus = 0.2 * sum(1 for wanted in groups if any(w == c.sub or w.lower() in kind for w in wanted))
    bonus += 0.2 * sum(1 for w in words if _has_word(kind, w))
    return min(bonus, 0.4)


_STOP = frozenset({"with", "that", "this", "look", "outfit", "something", "nothing", "very", "really", "still",
                   "bit", "smarter", "than", "and", "the", "for", "not", "too", "pack", "light", "fit"})  # fmt: skip


def _is_white(t: harmony.Tone) -> bool:
    return t.lightness > 86 and t.chroma < 14


def score(c: Candidate, request: OutfitRequest, wearer: Wearer) -> float:
    """The piece's own merit in [-1, ~2]: relevance, palette, formality, weather, what was asked for."""
    s = 0.35 * c.relevance
    if wearer.season:
        s += (0.3 if c.slot in harmony.NEAR_FACE or c.sub == "Scarf" else 0.15) * (c.palette - 0.5) * 2
    if request.formality is not None:
        low, high = (c.level, c.level) if c.level is not None else c.formality
        gap = (
            0
            if low <= request.formality <= high
            else min(abs(low - request.formality), abs(high - request.formality))
        )
        s += 0.15 * (1 - 0.5 * gap)
    s += 0.15 * weather.fit(c.doc, request.weather)
    if request.colours and harmony.fits_wanted_colours(c.tones, request.colours):
        s += 0.25
    tags = {str(t).lower() for t in c.doc.get("tags") or []}
    styles = {s_.lower() for s_ in request.styles} | (
        {wearer.archetype.lower()} if wearer.archetype else set()
    )
    if tags & styles:
        s += 0.1
    occasion = request.occasion
    if occasion is not None and c.sub in occasion.prefer:
        s += 0.1
    if occasion is not None and occasion.mood == "dark" and c.tones:
        s += 0.2 * max(0.0, (60 - c.tones[0].lightness) / 60)
    if occasion is not None and occasion.mood == "soft" and c.tones and c.slot != "shoes":
        main = c.tones[0]
        s += 0.15 * max(-1.0, min(1.0, (main.lightness - 55) / 35))  # soft means light and gentle
        if not main.neutral:
            s += 0.1 if main.chroma <= 45 else -0.2
    s += note_bonus(c, request.notes)
    if request.include_types and c.sub in request.include_types:
        s += 0.2
    if c.source == "wardrobe":
        s += 1.0 if request.wardrobe == "wardrobe_first" else 0.0
        s += 0.05 if c.doc.get("isFavorite") else 0.0
    if c.doc.get("brand") and c.doc.get("brand") in wearer.favourite_brands:
        s += 0.05
    if c.new:  # with equal merit, the cheaper piece; an accessory should not cost like a coat
        s -= (0.15 if c.slot == "accessory" else 0.05) * c.price / 100
    return s
