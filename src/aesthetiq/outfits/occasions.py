"""What an occasion asks of an outfit: its formality, the garments it welcomes and the ones it rules out.

Formality uses the project's five levels (casual < smart-casual < business < formal < black-tie). An
outfit stays *within one band* of its occasion: every piece is at the occasion's level or one above
(a business interview takes business and formal pieces, never smart-casual ones), except black tie,
whose band is formal–black-tie, and "exact" occasions (sport) that take their own level only. Pieces
without a stored formality (the wardrobe) are judged by what their type can be (``type_range``).
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from typing import Any

from aesthetiq.outfits.slots import kind_text
from aesthetiq.style.lexicon_words import FORMALITY_LEVELS, FORMALITY_RANK

CASUALWEAR = frozenset({"T-Shirt", "Hoodie", "Shorts", "Leggings", "Sweatpants", "Sneakers"})
SPORTSWEAR = frozenset(
    {"T-Shirt", "Hoodie", "Jacket", "Shorts", "Leggings", "Sweatpants", "Sneakers", "Bag", "Watch"}
)

# What a garment type can be, from casual (0) to black-tie (4), when no formality is stored.
TYPE_RANGE: dict[str, tuple[int, int]] = {
    "T-Shirt": (0, 1), "Shirt": (1, 3), "Blouse": (1, 3), "Sweater": (0, 2), "Hoodie": (0, 0),
    "Jacket": (0, 1), "Coat": (0, 3), "Blazer": (1, 4), "Jeans": (0, 1), "Trousers": (0, 3),
    "Shorts": (0, 0), "Skirt": (0, 3), "Dress": (0, 4), "Leggings": (0, 0), "Sweatpants": (0, 0),
    "Sneakers": (0, 1), "Boots": (0, 2), "Sandals": (0, 3), "Heels": (1, 4), "Flats": (0, 2),
    "Loafers": (1, 3), "Hat": (0, 1), "Bag": (0, 4), "Belt": (0, 3), "Jewelry": (0, 4), "Scarf": (0, 2),
    "Sunglasses": (0, 1), "Watch": (0, 4),
}  # fmt: skip
# Words that cap a garment's formality whatever the catalogue says (no rain jacket at a dinner date) ...
_CEILINGS: tuple[tuple[str, int], ...] = (
    ("rain jacket", 0), ("puffer", 0), ("parka", 0), ("hiking", 0), ("running", 0), ("track pants", 0),
    ("joggers", 0), ("baseball cap", 0), ("backpack", 0), ("bucket hat", 0), ("beanie", 0), ("sport sandal", 0),
    ("slide", 0), ("training", 0), ("fleece", 0), ("graphic", 0), ("bomber", 1), ("denim", 1), ("cargo", 1),
    ("field jacket", 1), ("chino shorts", 0), ("espadrille", 1), ("high-top", 0), ("hoodie", 0),
)  # fmt: skip
# ... and words that set a floor (a gown is not for brunch).
_FLOORS: tuple[tuple[str, int], ...] = (
    ("gown", 3),
    ("tuxedo", 3),
    ("dinner jacket", 3),
    ("cocktail", 1),
    ("clutch", 1),
)


def level(name: str | None) -> int | None:
    return FORMALITY_RANK.get(name) if name else None


def level_name(rank: int) -> str:
    return FORMALITY_LEVELS[max(0, min(rank, len(FORMALITY_LEVELS) - 1))]


def band_of(target: int, exact: bool = False) -> tuple[int, int]:
    """The formality levels an occasion at ``target`` admits (module docstring)."""
    if exact:
        return target, target
    if target >= FORMALITY_RANK["formal"]:
        return FORMALITY_RANK["formal"], FORMALITY_RANK["black-tie"]
    return target, target + 1


def type_range(doc: dict[str, Any]) -> tuple[int, int]:
    """What formality a garment's type can serve (its stored grade is checked on its own, see ``pieces``)."""
    low, high = TYPE_RANGE.get(str(doc.get("subCategory")), (0, 4))
    text = kind_text(doc)
    for word, ceiling in _CEILINGS:
        if word in text:
            high = min(high, ceiling)
    for word, floor in _FLOORS:
        if word in text:
            low = max(low, floor)
    return low, max(low, high)


@dataclass(frozen=True)
class Occasion:
    name: str
    words: tuple[str, ...]
    formality: str
    prefer: frozenset[str] = frozenset()
    avoid: frozenset[str] = frozenset()
    only: frozenset[str] = frozenset()  # when set, nothing else (gym kit is gym kit)
    mood: str | None = None  # dark (funeral) | soft (christening)
    plain: bool = False  # solid colours and quiet patterns only (no florals or graphics)
    no_white: bool = False  # a guest does not wear white at a wedding
    exact: bool = False
    label: str = field(default="")

    @property
    def title(self) -> str:
        """How a sentence names it: "an interview", "the office", "black tie"."""
        return self.label or f"a {self.name}"


_SMART_AVOID = CASUALWEAR | {"Sandals"}
OCCASIONS: tuple[Occasion, ...] = (
    Occasion("black-tie", ("black tie", "black-tie", "gala", "ball", "white tie", "opera"), "black-tie",
             frozenset({"Dress", "Heels", "Blazer", "Trousers", "Jewelry", "Bag", "Loafers", "Shirt", "Watch"}),
             CASUALWEAR | {"Sweater", "Jeans", "Boots", "Hat", "Sunglasses", "Scarf", "Jacket", "Sandals"},
             label="black tie", plain=True),
    Occasion("funeral", ("funeral", "memorial", "wake"), "business",
             frozenset({"Blazer", "Trousers", "Shirt", "Coat", "Loafers", "Dress", "Flats"}),
             _SMART_AVOID | {"Jeans", "Hat", "Sunglasses"}, mood="dark", plain=True),
    Occasion("interview", ("interview", "assessment centre"), "business",
             frozenset({"Blazer", "Shirt", "Blouse", "Trousers", "Skirt", "Loafers", "Flats"}),
             _SMART_AVOID | {"Jeans", "Hat", "Sunglasses"}, plain=True, label="an interview"),
    Occasion("wedding", ("wedding", "reception"), "business",
             frozenset({"Dress", "Heels", "Sandals", "Blazer", "Jewelry", "Bag", "Loafers", "Trousers", "Shirt"}),
             CASUALWEAR | {"Jeans", "Hat", "Sunglasses", "Boots"}, no_white=True),
    Occasion("christening", ("christening", "baptism", "communion", "godmother", "godfather"), "smart-casual",
             frozenset({"Dress", "Blazer", "Trousers", "Shirt", "Blouse", "Loafers", "Flats"}),
             _SMART_AVOID | {"Hat", "Sunglasses"}, mood="soft", no_white=True),
    Occasion("graduation", ("graduation",), "smart-casual",
             frozenset({"Dress", "Blazer", "Trousers", "Shirt", "Blouse", "Loafers", "Flats", "Skirt"}),
             _SMART_AVOID | {"Hat"}),
    Occasion("sport", ("gym", "yoga", "workout", "training", "pilates", "running", "sport"), "casual",
             frozenset({"T-Shirt", "Leggings", "Shorts", "Sweatpants", "Sneakers", "Hoodie"}), only=SPORTSWEAR,
             exact=True, label="training", plain=False),
    Occasion("festival", ("festival", "glastonbury", "boomtown", "coachella"), "casual",
             frozenset({"Boots", "Sneakers", "Shorts", "T-Shirt", "Hat", "Sunglasses", "Jeans", "Dress"}),
             frozenset({"Heels", "Loafers", "Blazer", "Flats", "Watch", "Belt"})),
    Occasion("hiking", ("hike", "hiking", "walking holiday", "trek", "fells", "hut-to-hut"), "casual",
             frozenset({"Boots", "Jacket", "Sweater", "Trousers", "Leggings", "Hat", "Bag", "T-Shirt"}),
             frozenset({"Heels", "Loafers", "Flats", "Dress", "Skirt", "Blouse", "Blazer", "Jewelry", "Belt",
                        "Sandals", "Coat"}), exact=True, label="the hills"),
    Occasion("beach", ("beach", "pool", "seaside", "riviera"), "casual",
             frozenset({"Sandals", "Shorts", "T-Shirt", "Dress", "Hat", "Sunglasses", "Shirt"}),
             frozenset({"Boots", "Coat", "Heels", "Sweater", "Hoodie", "Jeans", "Loafers", "Blazer", "Watch"}),
             label="the beach"),
    Occasion("office", ("office", "work", "business", "meeting", "presentation", "conference", "client", "work lunch",
                        "new job"), "business",
             frozenset({"Blazer", "Shirt", "Blouse", "Trousers", "Skirt", "Loafers", "Boots", "Flats"}),
             _SMART_AVOID | {"Hat", "Sunglasses"}, label="the office"),
    Occasion("date", ("date", "dinner", "anniversary", "romantic", "restaurant"), "smart-casual",
             frozenset({"Dress", "Shirt", "Blouse", "Trousers", "Jeans", "Boots", "Loafers", "Heels", "Jewelry"}),
             frozenset({"Hoodie", "Sweatpants", "Leggings", "Hat"})),
    Occasion("brunch", ("brunch", "lunch", "baby shower", "garden party", "picnic", "in-laws", "tea", "birthday brunch",
                        "sunday lunch"), "casual",
             frozenset({"Dress", "Shirt", "Blouse", "Jeans", "Trousers", "Skirt", "Sweater", "Flats", "Loafers"}),
             frozenset({"Sweatpants", "Leggings", "Hoodie"}), label="brunch"),
    Occasion("party", ("party", "drinks", "cocktail", "hen do", "bachelorette", "birthday", "night out", "bar",
                       "dancing", "club", "evening", "engagement party", "birthday drinks"), "smart-casual",
             frozenset({"Dress", "Shirt", "Blouse", "Jeans", "Skirt", "Boots", "Heels", "Jewelry"}),
             frozenset({"Hoodie", "Sweatpants", "Leggings"})),
    Occasion("gallery", ("gallery", "museum", "exhibition", "theatre", "opening"), "smart-casual",
             frozenset({"Blazer", "Shirt", "Trousers", "Dress", "Loafers", "Boots"}),
             frozenset({"Hoodie", "Sweatpants", "Leggings", "Shorts"}), label="a gallery evening"),
    Occasion("travel", ("travel", "sightseeing", "city break", "wandering", "souk", "market", "exploring", "flight",
                        "walking"), "casual",
             frozenset({"Sneakers", "Boots", "Flats", "Jeans", "Trousers", "T-Shirt", "Shirt", "Bag"}),
             frozenset({"Heels"}), label="exploring"),
    Occasion("casual", ("casual", "weekend", "chill", "chilling", "errand", "park", "bbq", "barbecue", "house party",
                        "gig", "concert", "skate", "hanging out", "friends", "casual friday"), "casual",
             frozenset({"T-Shirt", "Jeans", "Sneakers", "Shirt", "Sweater", "Jacket"}),
             frozenset({"Heels"}), label="a relaxed day"),
)  # fmt: skip
OCCASIONS_BY_NAME = {o.name: o for o in OCCASIONS}


def read_occasion(text: str | None) -> Occasion | None:
    """The occasion a word or phrase names ("job interview", "Sunday lunch with the in-laws"), or None.
    The longest matching phrase wins ("house party" is casual, "birthday brunch" is brunch)."""
    if not text:
        return None
    lowered = text.lower().replace("_", " ").strip()
    if lowered in OCCASIONS_BY_NAME:
        return OCCASIONS_BY_NAME[lowered]
    best: tuple[int, int, Occasion] | None = None
    for order, occasion in enumerate(OCCASIONS):
        for word in occasion.words:
            found = re.search(rf"\b{re.escape(word)}(?:s|es)?\b", lowered)
            if found and (best is None or (len(word), -order) > (best[0], -best[1])):
                best = (len(word), order, occasion)
    return best[2] if best else None
