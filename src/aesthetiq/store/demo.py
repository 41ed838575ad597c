"""Deterministic demo data: the shop catalogue (any size, streamed) and the five demo users.

Item ``i`` depends only on ``(seed, i)``, so the first 5,000 items of a million-item benchmark
catalogue are the 5,000 items of the demo shop, and re-running gives the same data byte for byte.
"""

from __future__ import annotations

import logging
import random
import time
from collections.abc import Iterator
from datetime import UTC, datetime, timedelta
from functools import lru_cache
from itertools import islice
from typing import Any

from aesthetiq.settings import Settings
from aesthetiq.store.demo_catalogue import (
    BRANDS,
    FORMALITY_RANK,
    GARMENTS,
    MATERIAL_PRICE,
    OCCASION_FORMALITY,
    STYLE_GARMENTS,
    STYLE_TAGS,
    TIER_PRICE,
    Brand,
    Garment,
)
from aesthetiq.store.enrich import seasonal_palette_scores
from aesthetiq.style import colour, taxonomy

log = logging.getLogger(__name__)

SHOP_URL = "https://shop.aesthetiq.example/p/"
EPOCH = datetime(2026, 1, 1, tzinfo=UTC)
ALPHA_SIZES = ("XS", "S", "M", "L", "XL", "XXL")
SHOE_SIZES = tuple(str(s) for s in range(36, 47))
WAIST_SIZES = tuple(f"W{w}/L{length}" for w in range(26, 40, 2) for length in (30, 32, 34))
SUBCATEGORIES = tuple(sub for subs in taxonomy.CATEGORIES.values() for sub in subs)
BATCH = 5000
# Shops sell far more navy than periwinkle: how often a name is drawn within its family (default 1).
COLOUR_COMMONNESS = {
    "black": 10, "white": 8, "off-white": 3, "cream": 4, "ivory": 2, "grey": 6, "charcoal": 5, "light grey": 3,
    "heather grey": 3, "beige": 6, "camel": 5, "sand": 2, "stone": 3, "khaki": 3, "taupe": 2, "oatmeal": 2,
    "brown": 6, "chocolate": 3, "tan": 5, "cognac": 3, "rust": 3, "olive": 4, "navy": 10, "blue": 6,
    "light blue": 5, "denim": 3, "cobalt": 3, "sky blue": 2, "red": 6, "burgundy": 5, "wine": 2, "pink": 6,
    "blush": 3, "light pink": 3, "hot pink": 2, "orange": 4, "burnt orange": 3, "yellow": 4, "mustard": 4,
    "green": 5, "sage": 3, "forest green": 3, "emerald": 2, "khaki green": 2, "purple": 5, "lavender": 3,
    "lilac": 2, "plum": 3, "gold": 1, "silver": 1,
}  # fmt: skip


@lru_cache(maxsize=64)
def colours_of(family: str) -> tuple[tuple[str, str], ...]:
    """(name, hex) of the named colours of a family; 'gold' and 'silver' stand for themselves."""
    # Families overlap ('rust' is red, orange and brown); the catalogue uses each name in its main family.
    if family in colour.FAMILIES:
        names = [n for n in colour.colours_in_family(family) if colour.family_of(n) == family]
    else:
        names = [family]
    return tuple((n, colour.COLOUR_NAMES[n]) for n in sorted(names) if n in colour.COLOUR_NAMES)


@lru_cache(maxsize=64)
def _brands_for(sub_category: str) -> tuple[Brand, ...]:
    return tuple(b for b in BRANDS if not b.carries or sub_category in b.carries)


def _title(word: str) -> str:
    return "-".join(part.capitalize() for part in word.replace(" ", "-").split("-")) if word else ""


def _pick_colours(rng: random.Random, garment: Garment) -> list[tuple[str, str]]:
    families, weights = zip(*garment.families, strict=True)
    count = 1 if rng.random() < 0.72 else 2 if rng.random() < 0.85 else 3
    chosen: list[tuple[str, str]] = []
    for _ in range(count * 3):
        options = colours_of(rng.choices(families, weights)[0])
        if options:
            pick = rng.choices(options, [COLOUR_COMMONNESS.get(name, 1) for name, _ in options])[0]
            if pick not in chosen:
                chosen.append(pick)
        if len(chosen) == count:
            break
    return chosen or [("black", colour.COLOUR_NAMES.get("black", "#000000"))]


def _sizes(rng: random.Random, scheme: str) -> list[str]:
    if scheme == "one":
        return ["One Size"]
    pool = {"alpha": ALPHA_SIZES, "shoe": SHOE_SIZES, "waist": WAIST_SIZES}[scheme]
    start = rng.randrange(0, max(1, len(pool) // 4))
    end = len(pool) - rng.randrange(0, max(1, len(pool) // 5))
    return [s for s in pool[start:end] if rng.random() < 0.85] or [pool[len(pool) // 2]]


def _price(rng: random.Random, garment: Garment, brand: Brand, material: str) -> float:
    raw = (
        garment.price
        * TIER_PRICE[brand.tier]
        * MATERIAL_PRICE.get(material, 1.0)
        * rng.lognormvariate(0, 0.18)
    )
    if raw >= 200:
        return float(round(raw / 10) * 10)
    return round(max(4.99, round(raw) - 0.01), 2)


def _description(rng: random.Random, name: str, garment: Garment, brand: Brand, material: str, fit: str | None,
                 occasions: list[str], seasons: list[str]) -> str:  # fmt: skip
    garment_words = name.split(" ", 1)[-1].lower()
    described = f"{fit} {garment_words}" if fit and fit.lower() not in garment_words else garment_words
    article = "An" if described[:1] in "aeiou" else "A"
    lines = [
        f"{article} {described} by {brand.name}, made in {material}.",
        rng.choice(garment.features) if garment.features else "",
        f"Made for {', '.join(occasions[:-1]) + ' or ' + occasions[-1] if len(occasions) > 1 else occasions[0]} "
        f"days in {' and '.join(seasons)}.",
    ]
    return " ".join(line for line in lines if line)


def _style_tags(rng: random.Random, sub_category: str) -> list[str]:
    styles = [style for style in STYLE_TAGS if sub_category in STYLE_GARMENTS[style]]
    return sorted(rng.sample(styles, k=min(2, len(styles))))


def make_item(i: int, seed: int = 0) -> dict[str, Any]:
    """Commerce item number ``i`` of the catalogue generated with ``seed``."""
    rng = random.Random(seed * 1_000_003 + i)
    sub_category = (
        SUBCATEGORIES[i % len(SUBCATEGORIES)] if i < 4 * len(SUBCATEGORIES) else rng.choice(SUBCATEGORIES)
    )
    garment = GARMENTS[sub_category]
    brand = rng.choice(_brands_for(sub_category))
    material = rng.choice(garment.materials)
    fit = rng.choice(garment.fits) if garment.fits else None
    pattern = rng.choice(garment.patterns)
    colours = _pick_colours(rng, garment)
    noun = rng.choice(garment.nouns)
    occasions = sorted(rng.sample(garment.occasions, k=min(len(garment.occasions), rng.randint(2, 3))))
    weather = sorted(
        rng.sample(garment.seasons, k=min(len(garment.seasons), rng.randint(1, 3))), key=garment.seasons.index
    )
    formality = max((OCCASION_FORMALITY[o] for o in occasions), key=FORMALITY_RANK.index)
    words = [_title(colours[0][0])]
    if pattern != "solid":
        words.append(_title(pattern))
    if fit and rng.random() < 0.35 and fit.lower() not in noun.lower():  # not "Wide-Leg Wide-Leg Trousers"
        words.append(_title(fit))
    said = " ".join([*words, noun]).lower()
    if not any(part in said for part in material.lower().split()):
        words.append(_title(material.replace(" blend", "-blend")))
    name = " ".join([*words, noun])
    item_id = f"com_{seed:02d}_{i:07d}"
    hexes = [h for _, h in colours]
    return {
        "_id": item_id,
        "name": name,
        "description": _description(rng, name, garment, brand, material, fit, occasions, weather),
        "category": taxonomy.SUBCATEGORY_TO_CATEGORY[sub_category],
        "subCategory": sub_category,
        "brand": brand.name,
        "brandId": brand.brand_id,
        "retailerId": brand.retailer,
        "price": _price(rng, garment, brand, material),
        "currency": "EUR",
        "sizes": _sizes(rng, garment.sizes),
        "inStock": rng.random() < 0.88,
        "url": SHOP_URL + item_id,
        "imageUrl": f"/images/{item_id}.svg",
        "colors": [n for n, _ in colours],
        "colorHexes": hexes,
        "seasonalPaletteScores": seasonal_palette_scores(hexes),
        "material": material,
        "fit": fit,
        "pattern": pattern,
        "occasions": occasions,
        "formality": formality,
        "seasons": weather,
        "tags": _style_tags(rng, sub_category),
        "createdAt": (EPOCH - timedelta(minutes=7 * i)).isoformat().replace("+00:00", "Z"),
    }


def generate_commerce_items(n: int, seed: int = 0) -> Iterator[dict[str, Any]]:
    """The first ``n`` items of the catalogue, lazily (a million items never sit in memory at once)."""
    for i in range(n):
        yield make_item(i, seed)


def seed(store: Any, settings: Settings, size: int | None = None) -> dict[str, int]:
    """Replace the demo catalogue, users, profiles, colour analyses and wardrobes; returns the counts."""
    from aesthetiq.store.demo_people import demo_people

    size = settings.demo_catalogue_size if size is None else size
    started = time.perf_counter()
    store.clear(("commerceitems", "wardrobeitems", "users", "styleprofiles", "coloranalyses"))
    items = generate_commerce_items(size)
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
