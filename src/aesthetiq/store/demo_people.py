"""The five demo users: accounts, style profiles (with a department), colour analyses and wardrobes.

Each wardrobe is planned, not random: a working set for the person's style and department (tops, bottoms,
a coat or warm jacket, shoes, accessories), in colours from their own list (their season's colours and
the neutrals they wear), with the must-own pieces the stories and outside checks rely on:

- ``user_demo_1`` Amelia (women, Warm Autumn, Classic): a blue shirt, brown loafers and brown boots
  (favourites), white sneakers, blue jeans;
- ``user_demo_2`` Noah (men, Cool Winter, Minimalist): a white T-shirt (favourite), black jeans, black
  sneakers (favourite), a grey blazer;
- ``user_demo_3`` Sofia (women, Light Spring, Romantic, no leather): a purple dress and beige flats
  (favourites), a pink blouse;
- ``user_demo_4`` Maya (women, Soft Summer, Boho): brown sandals (favourite), a green skirt, a grey scarf;
- ``user_demo_5`` Jordan (men, Bright Winter, Streetwear): a black hoodie and red sneakers (favourites),
  a black hat.
"""

from __future__ import annotations

import random
from dataclasses import dataclass
from datetime import timedelta
from typing import Any

from aesthetiq.store.demo import EPOCH, _lightness, draft, name_of, palette_of
from aesthetiq.store.demo_catalogue import BRANDS, PATTERN_FABRICS
from aesthetiq.store.demo_garments import KIND_OF, Kind
from aesthetiq.store.enrich import seasonal_palette_scores
from aesthetiq.style import colour, seasons, taxonomy

LEATHERS = frozenset({"leather", "suede", "patent leather", "nubuck", "waterproof leather"})
Plan = tuple[tuple[str, tuple[str, ...], int], ...]  # (subCategory, types to draw from, how many)


@dataclass(frozen=True)
class Person:
    user_id: str
    name: str
    email: str
    season: str
    archetype: str
    department: str
    sliders: dict[str, int]
    sizes: dict[str, str]
    brands: tuple[str, ...]
    budget: tuple[float, float]
    max_price: float
    colours: str  # what they wear: their season's colours and their neutrals
    plan: Plan
    must_own: tuple[tuple[str, str, bool], ...]  # (subCategory, colour family, favourite)
    negative: tuple[str, ...] = ()
    avoid: frozenset[str] = frozenset()  # fabrics they never wear
    subscription: str = "FREE"
    face_shape: str = "oval"


PEOPLE = (
    Person("user_demo_1", "Amelia Hart", "amelia@demo.aesthetiq.example", "WARM_AUTUMN", "Classic", "women",
           {"formal": 62, "colorful": 45, "classic": 80, "bold": 30}, {"top": "M", "bottom": "W30/L32", "shoe": "39"},
           ("COS", "Massimo Dutti", "Arket"), (40, 250), 250,
           "camel rust olive mustard terracotta chocolate forest-green burnt-orange khaki cream ivory oatmeal beige "
           "brown tan cognac teal brick burgundy sand stone blue indigo navy gold",
           (("Shirt", ("Oxford", "Poplin", "Linen"), 4), ("Blouse", ("Blouse", "Pussy-Bow", "Wrap"), 4),
            ("T-Shirt", ("Tee", "Long-Sleeve Tee"), 3), ("Sweater", ("Crew-Neck", "Cardigan", "Turtleneck", "Cable-Knit"), 5),
            ("Blazer", ("Blazer",), 2), ("Coat", ("Trench", "Overcoat"), 2), ("Jacket", ("Field", "Leather"), 1),
            ("Jeans", ("Straight", "Slim"), 2), ("Trousers", ("Tailored", "Chinos", "Wide-Leg"), 3),
            ("Skirt", ("Midi", "Pencil", "A-Line"), 2), ("Dress", ("Wrap", "Shirt Dress", "Knit"), 2),
            ("Loafers", ("Loafer",), 1), ("Boots", ("Chelsea", "Ankle"), 1), ("Sneakers", ("Low-Top", "Court"), 1),
            ("Flats", ("Ballet",), 1), ("Bag", ("Tote", "Crossbody"), 2), ("Belt", ("Casual Belt",), 1),
            ("Scarf", ("Scarf", "Square"), 2), ("Jewelry", ("Necklace", "Earrings"), 1), ("Watch", ("Dress",), 1)),
           (("Shirt", "blue", True), ("Loafers", "brown", True), ("Boots", "brown", True), ("Sneakers", "white", False),
            ("Jeans", "blue", False)),
           ("no neon colours",), subscription="PREMIUM"),
    Person("user_demo_2", "Noah Kim", "noah@demo.aesthetiq.example", "COOL_WINTER", "Minimalist", "men",
           {"formal": 74, "colorful": 20, "classic": 60, "bold": 55}, {"top": "L", "bottom": "W32/L34", "shoe": "43"},
           ("Zara", "Nike", "COS"), (30, 180), 180,
           "black white off-white charcoal grey light-grey heather-grey navy indigo dark-blue blue cobalt burgundy "
           "icy-blue emerald",
           (("T-Shirt", ("Tee",), 4), ("T-Shirt", ("Long-Sleeve Tee", "Polo"), 2), ("Shirt", ("Oxford", "Poplin", "Overshirt"), 3),
            ("Sweater", ("Crew-Neck", "Turtleneck", "V-Neck"), 3), ("Hoodie", ("Pullover", "Zip-Up"), 1),
            ("Blazer", ("Blazer",), 1), ("Coat", ("Overcoat", "Peacoat"), 2), ("Jacket", ("Bomber",), 1),
            ("Jeans", ("Slim", "Straight"), 3), ("Trousers", ("Chinos", "Tailored"), 3), ("Shorts", ("Chino",), 1),
            ("Sneakers", ("Low-Top",), 2), ("Loafers", ("Derby", "Loafer"), 2), ("Boots", ("Chelsea",), 1),
            ("Bag", ("Backpack", "Briefcase"), 1), ("Belt", ("Dress Belt",), 1), ("Watch", ("Chronograph",), 1),
            ("Sunglasses", ("Wayfarer",), 1), ("Scarf", ("Scarf",), 1), ("Hat", ("Beanie",), 1)),
           (("T-Shirt", "white", True), ("Jeans", "black", False), ("Sneakers", "black", True), ("Blazer", "grey", False)),
           face_shape="square"),
    Person("user_demo_3", "Sofia Rossi", "sofia@demo.aesthetiq.example", "LIGHT_SPRING", "Romantic", "women",
           {"formal": 40, "colorful": 78, "classic": 35, "bold": 40}, {"top": "S", "bottom": "S", "shoe": "38"},
           ("& Other Stories", "Sezane", "Mango"), (20, 150), 150,
           "ivory cream peach apricot coral blush light-pink pink baby-pink lilac lavender light-blue sky-blue mint "
           "butter-yellow periwinkle sand beige nude camel light-grey white off-white champagne",
           (("Blouse", ("Blouse", "Wrap", "Camisole"), 4), ("Dress", ("Wrap", "Midi", "Slip", "Maxi"), 5),
            ("Skirt", ("Midi", "Pleated", "Slip"), 3), ("T-Shirt", ("Tee",), 2), ("Sweater", ("Cardigan", "Crew-Neck"), 2),
            ("Jacket", ("Denim",), 1), ("Coat", ("Trench",), 1), ("Jeans", ("Mom", "Straight"), 1),
            ("Trousers", ("Wide-Leg",), 1), ("Flats", ("Ballet",), 2), ("Sandals", ("Espadrille",), 1),
            ("Heels", ("Pump", "Kitten"), 1), ("Sneakers", ("Slip-On", "Low-Top"), 1), ("Bag", ("Tote", "Clutch"), 1),
            ("Jewelry", ("Necklace", "Earrings"), 2)),
           (("Dress", "purple", True), ("Blouse", "pink", False), ("Flats", "beige", True)), ("no leather",),
           avoid=LEATHERS, face_shape="heart"),
    Person("user_demo_4", "Maya Lindqvist", "maya@demo.aesthetiq.example", "SOFT_SUMMER", "Boho", "women",
           {"formal": 25, "colorful": 55, "classic": 30, "bold": 35}, {"top": "M", "bottom": "M", "shoe": "40"},
           ("Ganni", "Linen & Loom", "Birkenstock"), (25, 160), 120,
           "dusty-rose mauve sage dusty-blue taupe stone grey charcoal slate lavender plum rose light-grey oatmeal "
           "mushroom cream ivory sand beige light-blue blue olive tan brown",
           (("Blouse", ("Blouse", "Tunic", "Wrap"), 5), ("Dress", ("Maxi", "Midi", "Wrap", "Shirt Dress"), 6),
            ("Skirt", ("Maxi", "Midi", "Wrap"), 4), ("T-Shirt", ("Tee", "Tank"), 4),
            ("Sweater", ("Cardigan", "Cable-Knit", "Crew-Neck"), 4), ("Shirt", ("Linen",), 2), ("Jacket", ("Denim", "Leather"), 2),
            ("Coat", ("Duffle", "Trench", "Wrap"), 2), ("Jeans", ("Wide-Leg", "Bootcut", "Mom"), 3),
            ("Trousers", ("Wide-Leg", "Culottes"), 2), ("Shorts", ("Denim", "Linen"), 2),
            ("Sandals", ("Footbed", "Strappy", "Espadrille"), 3), ("Boots", ("Ankle", "Knee-High"), 2),
            ("Sneakers", ("Low-Top",), 1), ("Flats", ("Mule",), 1), ("Hat", ("Sun Hat", "Fedora"), 2),
            ("Bag", ("Shoulder", "Tote", "Crossbody"), 2), ("Scarf", ("Scarf", "Blanket", "Square"), 3),
            ("Jewelry", ("Necklace", "Earrings", "Bracelet", "Ring"), 2), ("Belt", ("Woven",), 1), ("Sunglasses", ("Round",), 1)),
           (("Sandals", "brown", True), ("Skirt", "green", False), ("Scarf", "grey", False)), face_shape="round"),
    Person("user_demo_5", "Jordan Reyes", "jordan@demo.aesthetiq.example", "BRIGHT_WINTER", "Streetwear", "men",
           {"formal": 15, "colorful": 70, "classic": 20, "bold": 85}, {"top": "XL", "bottom": "W34/L32", "shoe": "45"},
           ("Nike", "Adidas", "Acne Studios"), (30, 300), 300,
           "black white off-white red cobalt royal-blue bright-blue emerald hot-pink navy charcoal grey heather-grey "
           "indigo blue",
           (("Hoodie", ("Pullover", "Zip-Up", "Sweatshirt"), 4), ("T-Shirt", ("Tee", "Long-Sleeve Tee"), 5),
            ("Jacket", ("Puffer", "Bomber"), 2), ("Jeans", ("Relaxed", "Straight"), 2), ("Sweatpants", ("Joggers", "Track Pants"), 2),
            ("Shorts", ("Running",), 1), ("Trousers", ("Cargo",), 1), ("Sneakers", ("High-Top", "Low-Top", "Running"), 3),
            ("Hat", ("Cap", "Beanie"), 2), ("Bag", ("Backpack",), 1), ("Sunglasses", ("Square",), 1)),
           (("Hoodie", "black", True), ("Sneakers", "red", True), ("Hat", "black", False)), face_shape="oblong"),
)  # fmt: skip

NOTES = ("", "", "", "Goes with everything.", "A gift.", "Runs a little small.", "Worn to death, still love it.")
SMART_NOTES = ("My go-to for work.", "Bought for a wedding.")


def _wears(person: Person) -> dict[str, float]:
    """The person's colour names ('forest-green' is written with a hyphen for 'forest green')."""
    names = [w if w in colour.COLOUR_NAMES else w.replace("-", " ") for w in person.colours.split()]
    return dict.fromkeys(names, 1.0)


def _gender(person: Person, kind: Kind) -> str:
    offered = {g for g, _ in kind.genders}
    for gender in (person.department, "unisex"):
        if gender in offered:
            return gender
    raise LookupError(f"{kind.type} {kind.sub} is not made for {person.department}")


def _in_family(family: str, names: list[str]) -> list[str]:
    """The names of a family, its own members first (a brown boot is brown or chocolate before camel)."""
    own = [n for n in names if colour.family_of(n) == family]
    return own or [n for n in names if colour.matches_colour(family, [n])]


def _second_colour(rng: random.Random, person: Person, main: str) -> str | None:
    """A stripe or check colour from the person's own colours that stands out from the main one."""
    options = [n for n in _wears(person) if n != main and abs(_lightness(n) - _lightness(main)) >= 0.25]
    return rng.choice(options) if options else None


def _piece(rng: random.Random, person: Person, types: tuple[str, ...], sub: str, family: str | None) -> dict[str, Any]:
    """One wardrobe garment: the kind from the plan's types, colours from the person's own list."""
    kinds = [KIND_OF[(sub, t)] for t in types]
    rng.shuffle(kinds)
    wears = _wears(person)
    options: list[tuple[Kind, str, str, list[str]]] = []  # kind, gender, fabric, colours it comes in
    for kind in kinds:
        gender = _gender(person, kind)
        materials = [m for m, _ in kind.materials if m not in person.avoid] or [kind.materials[0][0]]
        for material in rng.sample(materials, len(materials)):
            sold_in = [n for n, _ in palette_of(kind, gender, material)]
            choices = _in_family(family, sold_in) if family else sold_in
            if choices:
                options.append((kind, gender, material, choices))
    if not options:
        raise LookupError(f"no {family} {sub} for {person.name}")
    if family:
        # A must-own piece is plainly its colour (a white T-shirt is white, a blue shirt blue) where the shop has it.
        plain = [o for o in options if family in o[3]]
        kind, gender, material, choices = plain[0] if plain else options[0]
        mine = [n for n in choices if n in wears]
        main = family if family in choices else rng.choice(mine or choices)
    else:
        # In the person's own colours where the shop has them; else the garment's usual colours.
        kind, gender, material, choices = next((o for o in options if any(n in wears for n in o[3])), options[0])
        main = rng.choice([n for n in choices if n in wears] or choices)
    pattern, colours = "solid", [main]
    patterned = [p for p, _ in kind.patterns if p != "solid" and material in PATTERN_FABRICS[p]]
    second = _second_colour(rng, person, main) if patterned and rng.random() < 0.2 else None
    if second:
        pattern, colours = rng.choice(patterned), [main, second]
    # Some pieces from their favourite brands, where those brands make the garment.
    favourites = tuple(b.name for b in BRANDS if b.name in person.brands and b.makes(sub, kind.type, gender, kind.sporty))
    brands = favourites if favourites and rng.random() < 0.4 else ()
    d = draft(rng, kind, gender=gender, brands=brands, material=material, pattern=pattern, colours=colours)
    return {"draft": d, "name": name_of(rng, d, rng.choice(kind.nouns))}


def _wardrobe(person: Person, index: int) -> list[dict[str, Any]]:
    rng = random.Random(1000 + index)
    wanted: list[tuple[str, tuple[str, ...], str | None, bool]] = []
    musts = list(person.must_own)
    for sub, types, count in person.plan:
        for _ in range(count):
            must = next((m for m in musts if m[0] == sub), None)
            if must is not None:
                musts.remove(must)
            wanted.append((sub, types, must[1] if must else None, must[2] if must else rng.random() < 0.12))
    if musts:
        raise LookupError(f"{person.name}'s plan has no place for {musts}")
    items = []
    for k, (sub, types, family, favourite) in enumerate(wanted):
        piece = _piece(rng, person, types, sub, family)
        d = piece["draft"]
        item_id = f"wd_{person.user_id}_{k:03d}"
        created = EPOCH - timedelta(days=rng.randint(20, 900))
        hexes = [colour.COLOUR_NAMES[c].upper() for c in d.colours]
        notes = NOTES + SMART_NOTES if d.formality not in ("casual",) else NOTES
        items.append(
            {
                "_id": item_id,
                "userId": person.user_id,
                "imageUrl": f"/images/{item_id}.svg",
                "processedImageUrl": None,
                "category": taxonomy.SUBCATEGORY_TO_CATEGORY[sub],
                "subCategory": sub,
                "type": d.kind.type,
                "name": piece["name"],
                "brand": d.brand.name,
                "colors": list(d.colours),
                "colorHexes": hexes,
                "colorHex": hexes[0],
                "seasonalPaletteScores": seasonal_palette_scores(hexes),
                "material": d.material,
                "pattern": d.pattern,
                "fit": d.fit,
                "formality": d.formality,
                "seasons": d.seasons,
                "notes": rng.choice(notes),
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
                "department": p.department,
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
