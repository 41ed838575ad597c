"""The demo catalogue's vocabulary: brands in price tiers, materials (warmth, price, formality), colour
palettes, and how formality, occasions and styles go together. ``demo_garments.py`` says what each
garment type is made of; ``demo.py`` draws items from both.

The rules these tables encode (checked over the whole generated catalogue by tests/store/test_catalogue_rules.py):

- warm fabrics (wool, cashmere, tweed, fleece, corduroy, flannel, velvet …) are never sold for summer, light
  ones (linen, seersucker, raffia, straw, chiffon, voile) never for winter: ``Material.seasons``;
- a fabric bounds formality (denim and fleece are casual, velvet and satin can go black-tie): ``Material.band``;
- an item's occasions sit within one formality step of its own formality, and only black-tie items are
  for black-tie: ``OCCASIONS_AT`` and ``ADJACENT_OCCASIONS``;
- colours come from a palette per garment type (``demo_palettes.py``: suits in navy, charcoal, black and
  grey; no neon loafers).
"""

from __future__ import annotations

from dataclasses import dataclass

from aesthetiq.style.lexicon_words import FORMALITY_LEVELS, FORMALITY_OF_OCCASION, FORMALITY_RANK

TIER_PRICE = {"budget": 0.45, "mid": 1.0, "premium": 2.3, "luxury": 5.5}
ALL_SEASONS = ("spring", "summer", "autumn", "winter")


@dataclass(frozen=True)
class Brand:
    name: str
    tier: str
    # What it makes: subCategories ("Boots") or single types ("Boots/Chelsea"); empty: everything.
    carries: tuple[str, ...] = ()
    retailer: str = "ret_aesthetiq_marketplace"
    womens_only: bool = False
    sport: bool = False  # a sportswear label: only the garment types made for sport
    weight: int = 1  # how much of the shop it fills (the big high-street names fill more)
    fabric: str | None = None  # a specialist's fabric, used whenever the garment comes in it

    @property
    def brand_id(self) -> str:
        return "brand_" + "".join(c if c.isalnum() else "_" for c in self.name.lower()).strip("_")

    def makes(self, sub_category: str, type_: str, gender: str, sporty: bool) -> bool:
        if self.sport and not sporty:
            return False
        if self.womens_only and gender != "women":
            return False
        return not self.carries or sub_category in self.carries or f"{sub_category}/{type_}" in self.carries


OUTDOOR = ("Jacket/Rain", "Jacket/Puffer", "Jacket/Field", "Jacket/Gilet", "Jacket/Quilted", "Coat/Parka",
           "Coat/Puffer", "Boots/Hiking", "Boots/Rain", "Hat/Beanie", "Hat/Cap", "Bag/Backpack", "Sweater/Cable-Knit",
           "Sweater/Crew-Neck", "Trousers/Cargo", "Shorts/Chino", "Sandals/Sport", "Watch/Field")  # fmt: skip
TAILORING = ("Shirt/Oxford", "Shirt/Poplin", "Blazer", "Coat/Overcoat", "Coat/Peacoat", "Coat/Trench", "Trousers/Tailored",
             "Trousers/Pleated", "Trousers/Chinos", "Sweater", "Loafers", "Belt", "Scarf", "Jewelry/Cufflinks")  # fmt: skip
KNIT = ("Sweater", "Scarf/Scarf", "Scarf/Blanket", "Scarf/Snood", "Hat/Beanie", "Hat/Beret", "Dress/Knit")
SHOES = ("Sneakers", "Boots", "Sandals", "Heels", "Flats", "Loafers")
LINEN = ("Shirt/Linen", "Shirt/Camp-Collar", "Blouse", "Trousers/Wide-Leg", "Trousers/Culottes", "Dress/Midi",
         "Dress/Maxi", "Dress/Shirt Dress", "Shorts/Linen", "Shorts/Bermuda", "Skirt/Maxi", "Skirt/Wrap", "T-Shirt/Tee")  # fmt: skip

BRANDS: tuple[Brand, ...] = (
    # budget
    Brand("H&M", "budget", retailer="ret_hm", weight=3), Brand("Primark", "budget"),
    Brand("Uniqlo", "budget", retailer="ret_uniqlo", weight=2), Brand("Pull&Bear", "budget"), Brand("Bershka", "budget"),
    Brand("Monki", "budget", womens_only=True), Brand("Decathlon", "budget", sport=True),
    Brand("Bloom & Thread", "budget", womens_only=True), Brand("Parcel Basics", "budget"),
    Brand("Kestrel Kids-at-Heart", "budget", ("T-Shirt/Tee", "T-Shirt/Long-Sleeve Tee", "Hoodie", "Sweatpants",
                                              "Sneakers/Low-Top", "Sneakers/High-Top", "Hat/Cap", "Hat/Beanie",
                                              "Hat/Bucket", "Shorts/Chino", "Shorts/Denim")),
    # mid
    Brand("Zara", "mid", retailer="ret_zara", weight=3), Brand("Mango", "mid", retailer="ret_mango", weight=2),
    Brand("Nike", "mid", retailer="ret_nike", sport=True, weight=2), Brand("Adidas", "mid", retailer="ret_adidas", sport=True, weight=2),
    Brand("Levi's", "mid", ("Jeans", "Jacket/Denim", "Shirt/Denim", "Shorts/Denim", "Skirt/Mini", "T-Shirt/Tee", "Belt/Casual Belt")),
    Brand("Gap", "mid"), Brand("Stradivarius", "mid", womens_only=True),
    Brand("Veja", "mid", ("Sneakers/Low-Top", "Sneakers/High-Top", "Sneakers/Running", "Sneakers/Court")),
    Brand("Dr. Martens", "mid", ("Boots/Chelsea", "Boots/Combat", "Loafers/Derby", "Loafers/Oxford", "Loafers/Loafer",
                                 "Sandals/Strappy", "Flats/Mule")),
    Brand("Birkenstock", "mid", ("Sandals/Footbed", "Sandals/Slide", "Flats/Mule")),
    Brand("Fjallmark", "mid", OUTDOOR), Brand("Harbour Lane", "mid"), Brand("Linen & Loom", "mid", LINEN, fabric="linen"),
    # premium
    Brand("COS", "premium", retailer="ret_cos", weight=2), Brand("Massimo Dutti", "premium", weight=2),
    Brand("& Other Stories", "premium", womens_only=True), Brand("Arket", "premium"), Brand("Sandro", "premium"),
    Brand("A.P.C.", "premium"), Brand("Everlane", "premium"), Brand("Sezane", "premium", womens_only=True),
    Brand("Ganni", "premium", womens_only=True), Brand("Norse Atelier", "premium", TAILORING),
    Brand("Kinfolk Knitwear", "premium", KNIT), Brand("Solaro Optics", "premium", ("Sunglasses",)),
    Brand("Kairos Watch Co.", "premium", ("Watch",)), Brand("Cobble & Last", "premium", (*SHOES, "Belt", "Bag")),
    # luxury
    Brand("Max Mara", "luxury", ("Coat", "Blazer", "Trousers", "Sweater", "Dress", "Skirt", "Scarf", "Bag", "Jacket"),
          womens_only=True),
    Brand("Acne Studios", "luxury"), Brand("Toteme", "luxury", womens_only=True), Brand("The Row", "luxury"),
    Brand("Maison Aurele", "luxury", ("Jewelry", "Watch", "Bag", "Belt", "Scarf", "Sunglasses")),
    Brand("Loro Piana", "luxury", ("Sweater", "Coat", "Scarf", "Loafers/Loafer", "Loafers/Boat Shoe", "Trousers",
                                   "Hat/Beanie", "Hat/Cap", "Jacket/Bomber", "Jacket/Field", "Jacket/Quilted", "Jacket/Gilet")),
    Brand("Celestine Paris", "luxury", ("Heels", "Flats", "Bag", "Dress", "Blouse", "Skirt", "Jewelry"), womens_only=True),
)  # fmt: skip

# Who sells suits and tuxedos (made as matching jacket and trousers).
SUIT_BRANDS = ("Zara", "H&M", "Primark", "Uniqlo", "Mango", "Massimo Dutti", "COS", "Arket", "Sandro", "Norse Atelier",
               "Harbour Lane", "& Other Stories", "Acne Studios", "The Row", "Max Mara", "Toteme")  # fmt: skip
TUXEDO_BRANDS = ("Zara", "Massimo Dutti", "Sandro", "Norse Atelier", "Acne Studios", "The Row", "Harbour Lane")

RETAILERS = {
    "ret_aesthetiq_marketplace": "Aesthetiq Marketplace",
    "ret_atelier_lane": "Atelier Lane",
    "ret_northbound": "Northbound Outfitters",
}


@dataclass(frozen=True)
class Material:
    """warmth: heavy (autumn, winter), warm (+ spring), mid (all year), light (spring, summer), knit (not
    summer); band: the formality levels the fabric can carry."""

    warmth: str
    price: float = 1.0
    band: tuple[str, str] = ("casual", "formal")

    @property
    def seasons(self) -> tuple[str, ...]:
        return WARMTH_SEASONS[self.warmth]


WARMTH_SEASONS = {
    "heavy": ("autumn", "winter"), "warm": ("spring", "autumn", "winter"), "knit": ("spring", "autumn", "winter"),
    "mid": ALL_SEASONS, "light": ("spring", "summer"),
}  # fmt: skip
C, SC, B, F, BT = FORMALITY_LEVELS
MATERIALS: dict[str, Material] = {
    "cotton": Material("mid", 1.0, (C, F)), "organic cotton": Material("mid", 1.1, (C, B)),
    "cotton poplin": Material("mid", 1.0, (C, F)), "cotton twill": Material("mid", 1.0, (C, B)),
    "cotton gabardine": Material("mid", 1.1, (C, B)), "waxed cotton": Material("mid", 1.2, (C, SC)),
    "cotton voile": Material("light", 1.0, (C, SC)), "cotton knit": Material("knit", 1.0, (C, B)),
    "cotton fleece": Material("warm", 1.0, (C, C)), "cotton jersey": Material("mid", 1.0, (C, SC)),
    "jersey": Material("mid", 1.0, (C, SC)), "modal": Material("mid", 1.05, (C, SC)),
    "chambray": Material("mid", 1.0, (C, SC)), "denim": Material("mid", 1.0, (C, SC)),
    "stretch denim": Material("mid", 1.0, (C, SC)), "organic denim": Material("mid", 1.15, (C, SC)),
    "linen": Material("light", 1.2, (C, B)), "seersucker": Material("light", 1.1, (SC, B)),
    "flannel": Material("heavy", 1.0, (C, SC)), "corduroy": Material("heavy", 1.0, (C, SC)),
    "silk": Material("mid", 1.6, (SC, BT)), "satin": Material("mid", 1.2, (SC, BT)),
    "crepe": Material("mid", 1.1, (SC, BT)), "chiffon": Material("light", 1.2, (SC, BT)),
    "viscose": Material("mid", 0.9, (C, F)), "velvet": Material("heavy", 1.3, (SC, BT)),
    "wool": Material("warm", 1.3, (C, BT)), "wool blend": Material("warm", 1.1, (C, F)),
    "merino wool": Material("warm", 1.3, (C, B)), "cashmere": Material("warm", 2.2, (C, F)),
    "cashmere blend": Material("warm", 1.6, (C, F)), "alpaca blend": Material("heavy", 1.4, (C, SC)),
    "tweed": Material("heavy", 1.2, (SC, B)), "fleece": Material("warm", 0.9, (C, C)),
    "felt": Material("heavy", 1.2, (C, B)), "nylon": Material("mid", 0.9, (C, SC)),
    "recycled nylon": Material("mid", 1.0, (C, SC)), "recycled polyester": Material("mid", 0.8, (C, C)),
    "elastane blend": Material("mid", 0.9, (C, C)), "mesh": Material("mid", 0.9, (C, C)),
    "leather": Material("mid", 1.5, (C, BT)), "patent leather": Material("mid", 1.5, (SC, BT)),
    "suede": Material("mid", 1.5, (C, B)), "nubuck": Material("mid", 1.3, (C, SC)),
    "waterproof leather": Material("mid", 1.5, (C, SC)), "canvas": Material("mid", 0.8, (C, SC)),
    "rubber": Material("mid", 0.6, (C, C)), "cork": Material("mid", 1.0, (C, C)),
    "raffia": Material("light", 0.9, (C, SC)), "straw": Material("light", 0.8, (C, SC)),
    "acrylic": Material("warm", 0.7, (C, C)), "metal": Material("mid", 1.0, (C, BT)),
    "stainless steel": Material("mid", 1.0, (C, BT)), "gold-plated steel": Material("mid", 1.3, (SC, BT)),
    "titanium": Material("mid", 1.6, (C, B)), "aluminium": Material("mid", 1.0, (C, C)),
    "gold-plated brass": Material("mid", 0.8, (C, BT)), "sterling silver": Material("mid", 1.5, (C, BT)),
    "gold": Material("mid", 2.5, (SC, BT)), "pearl": Material("mid", 1.8, (SC, BT)),
    "acetate": Material("mid", 1.0, (C, SC)), "recycled plastic": Material("mid", 0.8, (C, C)),
}  # fmt: skip

# Only these fabrics carry these patterns (no floral tweed, no herringbone jersey, no pinstripe denim).
PATTERN_FABRICS: dict[str, frozenset[str]] = {
    "herringbone": frozenset({"wool", "wool blend", "tweed", "cashmere", "cashmere blend", "alpaca blend"}),
    "pinstripe": frozenset({"wool", "wool blend", "linen", "cotton"}),
    "checked": frozenset({"wool", "wool blend", "tweed", "cashmere", "cashmere blend", "alpaca blend", "flannel",
                          "cotton", "cotton twill", "linen", "viscose", "cotton poplin", "canvas"}),
    "striped": frozenset({"cotton", "organic cotton", "jersey", "linen", "cotton poplin", "merino wool", "wool",
                          "cotton knit", "viscose", "silk", "modal", "canvas", "cashmere", "wool blend", "cotton jersey"}),
    "floral": frozenset({"viscose", "cotton", "cotton voile", "silk", "satin", "chiffon", "crepe", "linen", "jersey",
                         "modal", "cotton poplin"}),
    "polka dot": frozenset({"viscose", "silk", "satin", "chiffon", "crepe", "cotton", "jersey", "cotton poplin"}),
    "paisley": frozenset({"silk", "viscose", "cotton", "modal", "satin", "wool"}),
    "graphic": frozenset({"cotton", "organic cotton", "jersey", "cotton fleece"}),
    "tortoiseshell": frozenset({"acetate", "recycled plastic"}),
}  # fmt: skip
# How a pattern is written in a name ("Navy Pinstripe Wool Suit Jacket").
PATTERN_WORDS = {
    "striped": "Striped", "pinstripe": "Pinstripe", "checked": "Check", "herringbone": "Herringbone",
    "floral": "Floral", "polka dot": "Polka-Dot", "paisley": "Paisley", "graphic": "Graphic",
    "tortoiseshell": "Tortoiseshell",
}  # fmt: skip


# The occasions an item of each formality is made for, always; plus, sometimes, one a step away.
OCCASIONS_AT: dict[str, tuple[str, ...]] = {
    "casual": ("casual",), "smart-casual": ("casual", "date", "party"), "business": ("business", "interview"),
    "formal": ("formal", "wedding"), "black-tie": ("black-tie", "formal", "wedding"),
}  # fmt: skip
ADJACENT_OCCASIONS: dict[str, tuple[str, ...]] = {
    "casual": ("date", "travel"), "smart-casual": ("business", "interview", "travel"), "business": ("date", "wedding"),
    "formal": ("interview", "business", "prom"), "black-tie": ("prom",),
}  # fmt: skip
# Occasions of the casual end that a garment type names itself for (beach, sport, festival …).
CASUAL_OCCASIONS = ("travel", "lounge", "sport", "outdoor", "beach", "festival")


def occasions_fit(formality: str, occasions: list[str]) -> list[str]:
    """The occasions that are more than one formality step from the item's (empty when they all fit)."""
    rank = FORMALITY_RANK[formality]
    bad = [o for o in occasions if abs(FORMALITY_RANK[FORMALITY_OF_OCCASION[o]] - rank) > 1]
    return bad + [o for o in occasions if o == "black-tie" and formality != "black-tie"]


STYLE_TAGS = ("minimalist", "classic", "boho", "streetwear", "preppy", "romantic", "edgy", "sporty", "elegant", "vintage")
# The garment types each style plausibly tags, so "streetwear" lands on hoodies and sneakers, not satin heels,
STYLE_GARMENTS: dict[str, frozenset[str]] = {
    style: frozenset(garments.split())
    for style, garments in {
        "minimalist": "T-Shirt Shirt Sweater Coat Blazer Trousers Jeans Skirt Dress Sneakers Boots Loafers Flats Bag Belt Watch Sunglasses",
        "classic": "Shirt Blouse Sweater Coat Blazer Trousers Jeans Skirt Dress Loafers Boots Heels Flats Bag Belt Watch Scarf",
        "boho": "Blouse Dress Skirt Sandals Boots Hat Jewelry Bag Scarf Jeans Shorts",
        "streetwear": "T-Shirt Hoodie Jacket Jeans Sweatpants Shorts Sneakers Hat Bag Sunglasses Boots",
        "preppy": "Shirt Sweater Blazer Trousers Skirt Loafers Coat Belt Bag Flats Dress",
        "romantic": "Blouse Dress Skirt Heels Flats Jewelry Scarf Bag Sandals",
        "edgy": "Jacket Jeans Boots T-Shirt Trousers Skirt Belt Jewelry Sunglasses Coat",
        "sporty": "T-Shirt Hoodie Leggings Sweatpants Shorts Sneakers Jacket Hat Bag Sunglasses Watch",
        "elegant": "Blouse Dress Skirt Coat Blazer Trousers Heels Loafers Bag Jewelry Watch Scarf Flats",
        "vintage": "Dress Jacket Jeans Skirt Blouse Sweater Hat Sunglasses Boots Loafers Scarf Bag Jewelry",
    }.items()
}  # fmt: skip
# ... and the formality each style spans (no "sporty" tuxedo, no "elegant" joggers).
STYLE_FORMALITY: dict[str, tuple[str, str]] = {
    "minimalist": (C, F), "classic": (C, BT), "boho": (C, SC), "streetwear": (C, C), "preppy": (C, B),
    "romantic": (C, F), "edgy": (C, SC), "sporty": (C, C), "elegant": (SC, BT), "vintage": (C, F),
}  # fmt: skip
