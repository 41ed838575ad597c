"""The five demo users: accounts, style profiles, colour analyses and wardrobes of 20–60 items.

``user_demo_1`` (Warm Autumn) owns a blue shirt and favourite shoes; ``user_demo_2`` is Cool Winter
with the seed's favourite brands; ``user_demo_3`` owns something purple.
"""

from __future__ import annotations

import random
from dataclasses import dataclass
from datetime import timedelta
from typing import Any

from aesthetiq.store.demo import EPOCH, make_item
from aesthetiq.style import colour, seasons


@dataclass(frozen=True)
class Person:
    user_id: str
    name: str
    email: str
    season: str
    archetype: str
    sliders: dict[str, int]
    sizes: dict[str, str]
    brands: tuple[str, ...]
    budget: tuple[float, float]
    max_price: float
    wardrobe_size: int
    must_own: tuple[tuple[str, str, bool], ...]  # (subCategory, colour family, favourite)
    negative: tuple[str, ...] = ()
    subscription: str = "FREE"
    face_shape: str = "oval"


PEOPLE = (
    Person("user_demo_1", "Amelia Hart", "amelia@demo.aesthetiq.example", "WARM_AUTUMN", "Classic",
           {"formal": 62, "colorful": 45, "classic": 80, "bold": 30}, {"top": "M", "bottom": "W30/L32", "shoe": "39"},
           ("COS", "Massimo Dutti", "Arket"), (40, 250), 250, 42,
           (("Shirt", "blue", True), ("Loafers", "brown", True), ("Boots", "brown", True), ("Sneakers", "white", False)),
           ("no neon colours",), "PREMIUM"),
    Person("user_demo_2", "Noah Kim", "noah@demo.aesthetiq.example", "COOL_WINTER", "Minimalist",
           {"formal": 74, "colorful": 20, "classic": 60, "bold": 55}, {"top": "L", "bottom": "W32/L34", "shoe": "43"},
           ("Zara", "Nike", "COS"), (30, 180), 180, 36,
           (("T-Shirt", "white", True), ("Jeans", "black", False), ("Sneakers", "black", True)), face_shape="square"),
    Person("user_demo_3", "Sofia Rossi", "sofia@demo.aesthetiq.example", "LIGHT_SPRING", "Romantic",
           {"formal": 40, "colorful": 78, "classic": 35, "bold": 40}, {"top": "S", "bottom": "S", "shoe": "38"},
           ("& Other Stories", "Sezane", "Mango"), (20, 150), 150, 28,
           (("Dress", "purple", True), ("Blouse", "pink", False), ("Flats", "beige", True)), ("no leather",),
           face_shape="heart"),
    Person("user_demo_4", "Maya Lindqvist", "maya@demo.aesthetiq.example", "SOFT_SUMMER", "Boho",
           {"formal": 25, "colorful": 55, "classic": 30, "bold": 35}, {"top": "M", "bottom": "M", "shoe": "40"},
           ("Ganni", "Linen & Loom", "Birkenstock"), (25, 160), 120, 54,
           (("Sandals", "brown", True), ("Skirt", "green", False), ("Scarf", "grey", False)), face_shape="round"),
    Person("user_demo_5", "Jordan Reyes", "jordan@demo.aesthetiq.example", "BRIGHT_WINTER", "Streetwear",
           {"formal": 15, "colorful": 70, "classic": 20, "bold": 85}, {"top": "XL", "bottom": "W34/L32", "shoe": "45"},
           ("Nike", "Adidas", "Acne Studios"), (30, 300), 300, 24,
           (("Hoodie", "black", True), ("Sneakers", "red", True), ("Hat", "black", False)), face_shape="oblong"),
)  # fmt: skip


def _find_item(
    rng: random.Random, sub_category: str | None, family: str | None, start: int
) -> dict[str, Any]:
    """The first catalogue-style item (private seed space) of the wanted kind."""
    for i in range(start, start + 20_000):
        item = make_item(i, seed=97)
        if sub_category and item["subCategory"] != sub_category:
            continue
        if family and not any(colour.matches_colour(family, [c]) for c in item["colors"]):
            continue
        return item
    raise LookupError(f"no demo garment for {sub_category} in {family}")


def _wardrobe(person: Person, index: int) -> list[dict[str, Any]]:
    rng = random.Random(1000 + index)
    wanted = [(sub, family, fav) for sub, family, fav in person.must_own]
    wanted += [(None, None, rng.random() < 0.15) for _ in range(person.wardrobe_size - len(wanted))]
    items = []
    for k, (sub, family, favourite) in enumerate(wanted):
        base = _find_item(rng, sub, family, start=rng.randrange(0, 10_000_000))
        item_id = f"wd_{person.user_id}_{k:03d}"
        created = EPOCH - timedelta(days=rng.randint(20, 900))
        brand = rng.choice(person.brands) if rng.random() < 0.4 else base["brand"]
        items.append(
            {
                "_id": item_id,
                "userId": person.user_id,
                "imageUrl": f"/images/{item_id}.svg",
                "processedImageUrl": None,
                "category": base["category"],
                "subCategory": base["subCategory"],
                "name": base["name"],
                "brand": brand,
                "colors": base["colors"],
                "colorHexes": base["colorHexes"],
                "colorHex": base["colorHexes"][0],
                "seasonalPaletteScores": base["seasonalPaletteScores"],
                "material": base["material"],
                "notes": rng.choice(
                    [
                        "",
                        "",
                        "Bought for a wedding.",
                        "Goes with everything.",
                        "A gift.",
                        "Runs a little small.",
                        "My go-to for work.",
                    ]
                ),
                "isFavorite": favourite,
                "lastWorn": (created + timedelta(days=rng.randint(1, 19))).isoformat(),
                "createdAt": created.isoformat(),
                "updatedAt": created.isoformat(),
            }
        )
    return items


def demo_people() -> dict[str, list[dict[str, Any]]]:
    """Documents for the users, styleprofiles, coloranalyses and wardrobeitems collections."""
    out: dict[str, list[dict[str, Any]]] = {
        "users": [],
        "styleprofiles": [],
        "coloranalyses": [],
        "wardrobeitems": [],
    }
    for index, p in enumerate(PEOPLE):
        season = seasons.SEASONS[p.season]
        created = (EPOCH - timedelta(days=200 + 30 * index)).isoformat()
        out["users"].append(
            {
                "_id": f"usr_{p.user_id}",
                "clerkId": p.user_id,
                "email": p.email,
                "name": p.name,
                "avatarUrl": None,
                "subscriptionStatus": p.subscription,
                "role": "USER",
                "settings": {
                    "units": "metric",
                    "currency": "EUR",
                    "shoppingRegion": "EU",
                    "theme": "system",
                    "language": "en",
                },
                "createdAt": created,
            }
        )
        out["styleprofiles"].append(
            {
                "_id": f"sp_{p.user_id}",
                "userId": p.user_id,
                "archetype": p.archetype,
                "sliders": p.sliders,
                "inspirationImageUrls": [],
                "negativeConstraints": list(p.negative),
                "favoriteBrands": list(p.brands),
                "sizes": p.sizes,
                "fitPreferences": {"top": "regular", "bottom": "straight"},
                "budgetRange": {"min": p.budget[0], "max": p.budget[1]},
                "maxPricePerItem": p.max_price,
                "createdAt": created,
                "updatedAt": created,
            }
        )
        out["coloranalyses"].append(
            {
                "_id": f"ca_{p.user_id}",
                "userId": p.user_id,
                "season": p.season,
                "contrastLevel": season.contrast,
                "undertone": season.undertone,
                "palette": [{"name": name, "hex": hex_code} for name, hex_code in season.palette],
                "faceShape": p.face_shape,
                "createdAt": created,
            }
        )
        out["wardrobeitems"].extend(_wardrobe(p, index))
    return out
