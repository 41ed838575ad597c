"""Deterministic demo data: the shop catalogue (any size, streamed) and the five demo users.

Item ``i`` depends only on ``(seed, i)``, so the first 5,000 items of a million-item benchmark
catalogue are the 5,000 items of the demo shop, and re-running gives the same data byte for byte.

An item is drawn as a whole, not field by field: its garment kind (``demo_garments``) gives who wears it,
the fabrics it comes in and its colour palette; the fabric bounds its seasons and formality; the
formality gives its occasions; the brand's tier, the kind and the fabric its price. Two positions in every
hundred hold a suit (or a tuxedo): a jacket and its trousers, drawn together, sharing a ``setId``.
"""

from __future__ import annotations

import logging
import random
import time
from collections.abc import Iterator
from dataclasses import dataclass
from datetime import UTC, datetime, timedelta
from functools import lru_cache
from itertools import accumulate, islice
from typing import Any

from aesthetiq.settings import Settings
from aesthetiq.store.demo_catalogue import (
    ADJACENT_OCCASIONS,
    BRANDS,
    MATERIALS,
    OCCASIONS_AT,
    PATTERN_FABRICS,
    PATTERN_WORDS,
    STYLE_FORMALITY,
    STYLE_GARMENTS,
    STYLE_TAGS,
    SUIT_BRANDS,
    TIER_PRICE,
    TUXEDO_BRANDS,
    Brand,
)
from aesthetiq.store.demo_garments import KIND_OF, SUB_WEIGHTS, Kind, kinds_of
from aesthetiq.store.demo_palettes import palette
from aesthetiq.store.enrich import seasonal_palette_scores
from aesthetiq.style import colour, taxonomy
from aesthetiq.style.lexicon_words import FORMALITY_RANK

__all__ = ["BRANDS", "DEFAULT_URL_TEMPLATE", "EPOCH", "generate_commerce_items", "make_item", "seed"]

log = logging.getLogger(__name__)

DEFAULT_URL_TEMPLATE = "/items/{id}"
EPOCH = datetime(2026, 1, 1, tzinfo=UTC)
SUBCATEGORIES = tuple(sub for subs in taxonomy.CATEGORIES.values() for sub in subs)
BATCH = 5000
# Positions (i % 100) that hold a suit: the jacket, then its trousers at the next position.
SUIT_JACKETS = (17, 67)
TUXEDO_SHARE = 0.12
ALPHA = {"women": ("XS", "S", "M", "L", "XL", "XXL"), "men": ("S", "M", "L", "XL", "XXL"),
         "unisex": ("XS", "S", "M", "L", "XL", "XXL")}  # fmt: skip
SHOE = {"women": tuple(map(str, range(35, 43))), "men": tuple(map(str, range(40, 48))),
        "unisex": tuple(map(str, range(36, 47)))}  # fmt: skip
# Waists as shops write them: men's W28–W38 in three lengths, women's W24–W34 in two.
WAIST = {"men": tuple((f"W{w}/L30", f"W{w}/L32", f"W{w}/L34") for w in range(28, 40, 2)),
         "women": tuple((f"W{w}/L30", f"W{w}/L32") for w in range(24, 35))}  # fmt: skip
CHEST = ("36R", "38R", "40R", "40L", "42R", "42L", "44R", "46R")  # men's suit jackets
OCCASION_WORDS = {
    "casual": "everyday wear", "business": "the office", "interview": "interviews", "formal": "formal events",
    "wedding": "weddings", "black-tie": "black-tie evenings", "party": "parties", "date": "dates", "travel": "travel",
    "lounge": "lounging", "sport": "sport", "outdoor": "the outdoors", "beach": "the beach", "festival": "festivals",
    "prom": "proms", "funeral": "funerals",
}  # fmt: skip
MATERIAL_NAMES = {
    "wool blend": "Wool-Blend", "cashmere blend": "Cashmere-Blend", "alpaca blend": "Alpaca-Blend",
    "cotton knit": "Cotton-Knit", "cotton fleece": "Fleece", "elastane blend": "Stretch", "cotton voile": "Voile",
    "gold-plated brass": "Gold-Plated", "gold-plated steel": "Gold-Plated", "stainless steel": "Steel",
    "cotton jersey": "Jersey", "cotton gabardine": "Gabardine",
}  # fmt: skip
# Fits a name need not say ("Regular Trench Coat" says nothing).
SILENT_FITS = frozenset({"regular", "fitted"})


def _title(words: str) -> str:
    """'forest green' -> 'Forest Green', 'gold-plated' -> 'Gold-Plated'."""
    return " ".join("-".join(p.capitalize() for p in word.split("-")) for word in words.split())


def _words(text: str) -> set[str]:
    return set(text.lower().replace("-", " ").split())


@lru_cache(maxsize=512)
def _hex(name: str) -> str:
    return colour.COLOUR_NAMES[name].upper()


@lru_cache(maxsize=512)
def _lightness(name: str) -> float:
    h = _hex(name).lstrip("#")
    r, g, b = (int(h[i : i + 2], 16) / 255 for i in (0, 2, 4))
    return 0.2126 * r + 0.7152 * g + 0.0722 * b


@lru_cache(maxsize=4096)
def _cumulative(options: tuple[tuple[Any, float], ...]) -> tuple[tuple[Any, ...], tuple[float, ...]]:
    names = tuple(n for n, _ in options)
    return names, tuple(accumulate(w for _, w in options))


def _choose(rng: random.Random, options: tuple[tuple[Any, float], ...]) -> Any:
    """A weighted choice (cumulative weights are cached: the same few hundred tables are drawn from)."""
    names, cumulative = _cumulative(options)
    return rng.choices(names, cum_weights=cumulative)[0]


@dataclass
class Draft:
    """Everything about a garment but its id: what both the shop and the wardrobes are made of."""

    kind: Kind
    gender: str
    brand: Brand
    material: str
    pattern: str
    colours: list[str]
    fit: str | None
    formality: str
    occasions: list[str]
    seasons: list[str]
    price_factor: float
    set_id: str | None = None


@lru_cache(maxsize=4096)
def _brands(sub: str, type_: str, gender: str, sporty: bool, among: tuple[str, ...]) -> tuple[tuple[Brand, int], ...]:
    """The brands that make this garment for this gender (``among``: only these names), with their weights."""
    chosen = tuple((b, b.weight) for b in BRANDS if b.makes(sub, type_, gender, sporty) and (not among or b.name in among))
    return chosen or tuple((b, 1) for b in BRANDS if b.name in among and (gender == "women" or not b.womens_only))


def _brand(rng: random.Random, kind: Kind, gender: str, among: tuple[str, ...] = ()) -> Brand:
    return _choose(rng, _brands(kind.sub, kind.type, gender, kind.sporty, among))  # type: ignore[no-any-return]


def _pattern(rng: random.Random, kind: Kind, material: str) -> str:
    options = tuple((p, w) for p, w in kind.patterns if p == "solid" or material in PATTERN_FABRICS.get(p, ()))
    return _choose(rng, options) if options else "solid"


def _ink(rng: random.Random, ink_palette: str, main: str, least: float = 0.2) -> str:
    """A second colour that stands out from the main one (a stripe you can see)."""
    options = palette(ink_palette)
    contrasting = tuple((n, w) for n, w in options if n != main and abs(_lightness(n) - _lightness(main)) >= least)
    if contrasting:
        return _choose(rng, contrasting)
    return max((n for n, _ in options if n != main), key=lambda n: abs(_lightness(n) - _lightness(main)))


def palette_of(kind: Kind, gender: str, material: str) -> tuple[tuple[str, int], ...]:
    """The colours a kind is sold in, in this fabric, for this gender."""
    return palette(kind.material_palettes.get(material, kind.palette), gender == "women")


def pick_colours(
    rng: random.Random, kind: Kind, gender: str, material: str, pattern: str, prefer: dict[str, float] | None = None
) -> list[str]:
    """The main colour from the kind's palette (``prefer`` reweights names, for a person's wardrobe: names it
    does not list are left out while any it lists remain) and, for patterned items or a kind with a trim, a
    contrasting second colour."""
    options = palette_of(kind, gender, material)
    if prefer:
        preferred = tuple((n, round(w * prefer.get(n, 0.0) * 10)) for n, w in options)
        options = tuple((n, w) for n, w in preferred if w > 0) or options
    main = _choose(rng, options)
    if pattern != "solid":
        return [main, _ink(rng, pattern, main, 0.1 if pattern == "herringbone" else 0.2)]
    if kind.trim and rng.random() < 0.35:
        return [main, _ink(rng, kind.trim, main)]
    return [main]


# Sober, dark colours that a shop lists under funerals when the piece is smart enough.
SOMBRE = frozenset({"black", "jet black", "onyx", "navy", "charcoal", "dark grey", "graphite", "midnight blue",
                    "dark brown", "chocolate"})  # fmt: skip


def _occasions(rng: random.Random, kind: Kind, formality: str, colours: list[str]) -> list[str]:
    chosen = list(OCCASIONS_AT[formality])
    if formality in ("business", "formal") and colours[0] in SOMBRE and all(c in SOMBRE for c in colours):
        chosen.append("funeral")
    casual_ones = kind.occasions if formality == "casual" else tuple(o for o in kind.occasions if o in ("travel", "festival"))
    if formality in ("casual", "smart-casual") and casual_ones:
        chosen += rng.sample(casual_ones, k=min(len(casual_ones), rng.randint(1, 2)))
    if rng.random() < 0.5:
        chosen.append(rng.choice(ADJACENT_OCCASIONS[formality]))
    return sorted(dict.fromkeys(chosen))


def draft(
    rng: random.Random,
    kind: Kind,
    *,
    gender: str | None = None,
    brands: tuple[str, ...] = (),
    material: str | None = None,
    avoid: frozenset[str] = frozenset(),
    pattern: str | None = None,
    colours: list[str] | None = None,
    prefer: dict[str, float] | None = None,
) -> Draft:
    """A garment of ``kind``, every attribute consistent with the others; any of them may be imposed
    (``avoid``: fabrics not to use, ``prefer``: colour names to favour, 0 for never)."""
    gender = gender or _choose(rng, kind.genders)
    brand = _brand(rng, kind, gender, brands)
    if material is None:
        allowed = tuple((m, w) for m, w in kind.materials if m not in avoid) or kind.materials
        specialist = brand.fabric if any(m == brand.fabric for m, _ in allowed) else None
        material = specialist or _choose(rng, allowed)
    pattern = pattern or ("solid" if colours and len(colours) == 1 else _pattern(rng, kind, material))
    colours = colours or pick_colours(rng, kind, gender, material, pattern, prefer)
    fit = kind.fixed_fit or (rng.choice(kind.fits) if kind.fits else None)
    formality = rng.choice(kind.band_for(material))
    return Draft(
        kind, gender, brand, material, pattern, colours, fit, formality, _occasions(rng, kind, formality, colours),
        list(kind.seasons_for(material)), rng.lognormvariate(0, 0.15),
    )  # fmt: skip


@lru_cache(maxsize=512)
def _usual_fabric_price(kind: Kind) -> float:
    total = sum(w for _, w in kind.materials)
    return sum(MATERIALS[m].price * w for m, w in kind.materials) / total


def typical_price(kind: Kind, tier: str, material: str, base: float | None = None) -> float:
    """What such a garment costs before the item's own variation: the kind's price (for its usual fabrics)
    at the brand's tier, dearer in a dearer fabric (a cashmere jumper), cheaper in a cheaper one."""
    return (base or kind.price) * TIER_PRICE[tier] * MATERIALS[material].price / _usual_fabric_price(kind)


def price_of(d: Draft, base: float | None = None) -> float:
    raw = typical_price(d.kind, d.brand.tier, d.material, base) * d.price_factor
    if raw >= 200:
        return float(round(raw / 10) * 10)
    return round(max(4.99, round(raw) - 0.01), 2)


def name_of(rng: random.Random, d: Draft, noun: str) -> str:
    """'{Colour} {Pattern} {Fit} {Fabric} {Noun}', each part only when it says something new."""
    material_word = MATERIAL_NAMES.get(d.material, _title(d.material))
    noun = noun.replace("{M}", material_word)
    words = [_title(d.colours[0])]
    if d.pattern != "solid":
        words.append(PATTERN_WORDS[d.pattern])
    if d.fit and d.fit not in SILENT_FITS and not d.kind.fixed_fit and rng.random() < 0.35 and d.fit not in noun.lower():
        words.append(_title(d.fit))
    said = _words(" ".join([*words, noun]))
    if not (_words(material_word) & said) and d.material != d.kind.implied:
        words.append(material_word)
    return " ".join([*words, noun])


def _sizes(rng: random.Random, kind: Kind, gender: str) -> list[str]:
    category = taxonomy.SUBCATEGORY_TO_CATEGORY[kind.sub]
    if category == "ACCESSORY":
        return ["One Size"]
    cut = "women" if gender == "women" else "men"
    if category == "SHOE":
        pool: tuple[str, ...] = SHOE[gender]
    elif kind.type in ("Suit Jacket", "Tuxedo Jacket") and gender == "men":
        pool = CHEST
    elif kind.sub == "Jeans" or (kind.sub == "Trousers" and gender == "men"):
        waists = WAIST[cut]
        start = rng.randrange(0, max(1, len(waists) // 4))
        end = len(waists) - rng.randrange(0, max(1, len(waists) // 4))
        chosen = [s for w in waists[start:end] for s in w if rng.random() < 0.8]
        return chosen or list(waists[len(waists) // 2][:1])
    else:
        pool = ALPHA[gender]
    start = rng.randrange(0, max(1, len(pool) // 4))
    end = len(pool) - rng.randrange(0, max(1, len(pool) // 5))
    return [s for s in pool[start:end] if rng.random() < 0.85] or [pool[len(pool) // 2]]


def _styles(rng: random.Random, d: Draft) -> list[str]:
    rank = FORMALITY_RANK[d.formality]
    styles = [
        s for s in STYLE_TAGS if d.kind.sub in STYLE_GARMENTS[s]
        and FORMALITY_RANK[STYLE_FORMALITY[s][0]] <= rank <= FORMALITY_RANK[STYLE_FORMALITY[s][1]]
    ]  # fmt: skip
    return sorted(rng.sample(styles, k=min(2, len(styles))))


def _listing(words: list[str]) -> str:
    return words[0] if len(words) == 1 else ", ".join(words[:-1]) + " and " + words[-1]


def describe(rng: random.Random, d: Draft, noun: str, name: str) -> str:
    garment = name.lower() if noun.lower() not in name.lower() else noun.replace("{M}", d.material).lower()
    described = f"{d.fit} {garment}" if d.fit and d.fit.lower() not in garment else garment
    article = "An" if described[:1] in "aeiou" else "A"
    worn = "all year round" if len(d.seasons) == 4 else f"in {_listing(d.seasons)}"
    lines = [
        f"{article} {described} by {d.brand.name}, in {d.material}.",
        rng.choice(d.kind.features) if d.kind.features else "",
        f"Right for {_listing([OCCASION_WORDS[o] for o in d.occasions])}; worn {worn}.",
    ]
    return " ".join(line for line in lines if line)


def render(rng: random.Random, d: Draft, item_id: str, i: int, url_template: str, base_price: float | None = None,
           noun: str | None = None) -> dict[str, Any]:  # fmt: skip
    """The commerce document of a drafted garment."""
    noun = noun or rng.choice(d.kind.nouns)
    name = name_of(rng, d, noun)
    hexes = [_hex(c) for c in d.colours]
    return {
        "_id": item_id,
        "name": name,
        "description": describe(rng, d, noun, name),
        "category": taxonomy.SUBCATEGORY_TO_CATEGORY[d.kind.sub],
        "subCategory": d.kind.sub,
        "type": d.kind.type,
        "gender": d.gender,
        "brand": d.brand.name,
        "brandId": d.brand.brand_id,
        "retailerId": d.brand.retailer,
        "price": price_of(d, base_price),
        "currency": "EUR",
        "sizes": _sizes(rng, d.kind, d.gender),
        "inStock": rng.random() < 0.88,
        "url": url_template.replace("{id}", item_id),
        "imageUrl": f"/images/{item_id}.svg",
        "colors": list(d.colours),
        "colorHexes": hexes,
        "seasonalPaletteScores": seasonal_palette_scores(hexes),
        "material": d.material,
        "fit": d.fit,
        "pattern": d.pattern,
        "occasions": d.occasions,
        "formality": d.formality,
        "seasons": d.seasons,
        "tags": _styles(rng, d),
        "setId": d.set_id,
        "createdAt": (EPOCH - timedelta(minutes=7 * i)).isoformat().replace("+00:00", "Z"),
    }


_SUBS = tuple(SUB_WEIGHTS.items())


def _suit(seed: int, jacket_at: int) -> tuple[Draft, Draft]:
    """A suit (or tuxedo) as two drafts drawn from the jacket's position: same cloth, colour, brand."""
    rng = random.Random(seed * 1_000_003 + jacket_at)
    tuxedo = rng.random() < TUXEDO_SHARE
    jacket_kind = KIND_OF[("Blazer", "Tuxedo Jacket" if tuxedo else "Suit Jacket")]
    trousers_kind = KIND_OF[("Trousers", "Tuxedo Trousers" if tuxedo else "Suit Trousers")]
    jacket = draft(rng, jacket_kind, brands=TUXEDO_BRANDS if tuxedo else SUIT_BRANDS)
    jacket.set_id = f"set_{seed:02d}_{jacket_at:07d}"
    trousers = Draft(**{**jacket.__dict__, "kind": trousers_kind})
    if jacket.fit == "tailored":
        trousers.fit = "slim"
    return jacket, trousers


def make_item(i: int, seed: int = 0, url_template: str = DEFAULT_URL_TEMPLATE) -> dict[str, Any]:
    """Commerce item number ``i`` of the catalogue generated with ``seed``; ``url`` follows ``url_template``
    (``{id}`` stands for the item id)."""
    item_id = f"com_{seed:02d}_{i:07d}"
    rng = random.Random(seed * 1_000_003 + i)
    position = i % 100
    if position in SUIT_JACKETS or position - 1 in SUIT_JACKETS:
        jacket_at = i if position in SUIT_JACKETS else i - 1
        piece = _suit(seed, jacket_at)[0 if i == jacket_at else 1]
        return render(rng, piece, item_id, i, url_template)
    sub = SUBCATEGORIES[i % len(SUBCATEGORIES)] if i < 4 * len(SUBCATEGORIES) else _choose(rng, _SUBS)
    kind = _choose(rng, tuple((k, k.weight) for k in kinds_of(sub)))
    return render(rng, draft(rng, kind), item_id, i, url_template)


def generate_commerce_items(n: int, seed: int = 0, url_template: str = DEFAULT_URL_TEMPLATE) -> Iterator[dict[str, Any]]:
    """The first ``n`` items of the catalogue, lazily (a million items never sit in memory at once)."""
    for i in range(n):
        yield make_item(i, seed, url_template)


def seed(store: Any, settings: Settings, size: int | None = None) -> dict[str, int]:
    """Replace the demo catalogue, users, profiles, colour analyses and wardrobes; returns the counts."""
    from aesthetiq.store.demo_people import demo_people

    size = settings.demo_catalogue_size if size is None else size
    started = time.perf_counter()
    store.clear(("commerceitems", "wardrobeitems", "users", "styleprofiles", "coloranalyses"))
    items = generate_commerce_items(size, url_template=settings.shop_url_template)
    while batch := list(islice(items, BATCH)):
        store.upsert_many("commerceitems", batch)
    people = demo_people()
    for collection in ("users", "styleprofiles", "coloranalyses", "wardrobeitems"):
        store.upsert_many(collection, people[collection])
    counts = {
        c: store.count(c)
        for c in ("commerceitems", "wardrobeitems", "users", "styleprofiles", "coloranalyses")
    }
    log.info("seeded demo data in %.1f s: %s", time.perf_counter() - started, counts)
    return counts
