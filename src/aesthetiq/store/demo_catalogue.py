"""The demo catalogue's vocabulary: brands in price tiers and, per subCategory, what such a garment
is made of, costs, fits, comes in and is worn for. ``demo.py`` draws items from these tables."""

from __future__ import annotations

from dataclasses import dataclass

from aesthetiq.style.lexicon_words import FORMALITY_LEVELS, FORMALITY_OF_OCCASION

TIER_PRICE = {"budget": 0.45, "mid": 1.0, "premium": 2.3, "luxury": 5.5}

SPORT = (
    "T-Shirt",
    "Hoodie",
    "Jacket",
    "Shorts",
    "Leggings",
    "Sweatpants",
    "Sneakers",
    "Hat",
    "Bag",
    "Sweater",
)
DENIM = ("Jeans", "Jacket", "Shirt", "Shorts", "Skirt", "T-Shirt", "Belt", "Dress")
SHOES = ("Sneakers", "Boots", "Sandals", "Heels", "Flats", "Loafers")
ACCESSORIES = ("Hat", "Bag", "Belt", "Jewelry", "Scarf", "Sunglasses", "Watch")
TAILORING = ("Shirt", "Blazer", "Coat", "Trousers", "Sweater", "Loafers", "Belt", "Jacket", "Scarf", "Dress")
KNIT = ("Sweater", "Scarf", "Hat", "Dress", "Skirt", "T-Shirt", "Hoodie")


@dataclass(frozen=True)
class Brand:
    name: str
    tier: str
    carries: tuple[str, ...] = ()  # empty: every subCategory
    retailer: str = "ret_aesthetiq_marketplace"

    @property
    def brand_id(self) -> str:
        return "brand_" + "".join(c if c.isalnum() else "_" for c in self.name.lower()).strip("_")


BRANDS: tuple[Brand, ...] = (
    # budget
    Brand("H&M", "budget", retailer="ret_hm"), Brand("Primark", "budget"), Brand("Uniqlo", "budget", retailer="ret_uniqlo"),
    Brand("Pull&Bear", "budget"), Brand("Bershka", "budget"), Brand("Monki", "budget"),
    Brand("Decathlon", "budget", SPORT), Brand("Bloom & Thread", "budget"), Brand("Parcel Basics", "budget"),
    Brand("Kestrel Kids-at-Heart", "budget", ("T-Shirt", "Hoodie", "Sweatpants", "Sneakers", "Hat", "Shorts")),
    # mid
    Brand("Zara", "mid", retailer="ret_zara"), Brand("Mango", "mid", retailer="ret_mango"), Brand("Nike", "mid", SPORT, "ret_nike"),
    Brand("Adidas", "mid", SPORT, "ret_adidas"), Brand("Levi's", "mid", DENIM), Brand("Gap", "mid"),
    Brand("Stradivarius", "mid"), Brand("Veja", "mid", ("Sneakers",)), Brand("Dr. Martens", "mid", ("Boots", "Loafers", "Sandals", "Flats")),
    Brand("Birkenstock", "mid", ("Sandals", "Flats")), Brand("Fjallmark", "mid", ("Jacket", "Coat", "Boots", "Hat", "Bag", "Sweater", "Trousers", "Shorts")),
    Brand("Harbour Lane", "mid"), Brand("Linen & Loom", "mid", ("Shirt", "Blouse", "Trousers", "Dress", "Shorts", "Skirt", "Scarf")),
    # premium
    Brand("COS", "premium", retailer="ret_cos"), Brand("Massimo Dutti", "premium"), Brand("& Other Stories", "premium"),
    Brand("Arket", "premium"), Brand("Sandro", "premium"), Brand("A.P.C.", "premium"),
    Brand("Everlane", "premium"), Brand("Sezane", "premium"), Brand("Ganni", "premium"),
    Brand("Norse Atelier", "premium", TAILORING), Brand("Kinfolk Knitwear", "premium", KNIT),
    Brand("Solaro Optics", "premium", ("Sunglasses",)), Brand("Kairos Watch Co.", "premium", ("Watch",)),
    Brand("Cobble & Last", "premium", (*SHOES, "Belt", "Bag")),
    # luxury
    Brand("Max Mara", "luxury", ("Coat", "Blazer", "Trousers", "Sweater", "Dress", "Skirt", "Scarf", "Bag", "Jacket")),
    Brand("Acne Studios", "luxury"), Brand("Toteme", "luxury"), Brand("The Row", "luxury"),
    Brand("Maison Aurele", "luxury", ("Jewelry", "Watch", "Bag", "Belt", "Scarf", "Sunglasses")),
    Brand("Loro Piana", "luxury", ("Sweater", "Coat", "Scarf", "Loafers", "Trousers", "Hat", "Jacket")),
    Brand("Celestine Paris", "luxury", ("Heels", "Flats", "Bag", "Dress", "Blouse", "Skirt", "Jewelry")),
)  # fmt: skip

RETAILERS = {
    "ret_aesthetiq_marketplace": "Aesthetiq Marketplace",
    "ret_atelier_lane": "Atelier Lane",
    "ret_northbound": "Northbound Outfitters",
}


@dataclass(frozen=True)
class Garment:
    """What one subCategory looks like in the catalogue."""

    nouns: tuple[str, ...]
    materials: tuple[str, ...]
    price: float  # typical mid-tier price in EUR
    families: tuple[tuple[str, int], ...]  # colour family, weight
    occasions: tuple[str, ...]
    fits: tuple[str, ...] = ()
    patterns: tuple[str, ...] = ("solid",)
    seasons: tuple[str, ...] = ("spring", "summer", "autumn", "winter")
    sizes: str = "alpha"  # alpha | shoe | waist | one
    features: tuple[str, ...] = ()


NEUTRALS = (("black", 5), ("white", 4), ("grey", 3), ("beige", 3), ("brown", 2), ("blue", 4))
BRIGHTS = (("red", 2), ("pink", 2), ("green", 2), ("yellow", 1), ("orange", 1), ("purple", 1))
TOP_FITS = ("slim", "regular", "relaxed", "oversized")
LEG_FITS = ("slim", "straight", "wide-leg", "relaxed", "tapered")

GARMENTS: dict[str, Garment] = {
    "T-Shirt": Garment(("T-Shirt", "Crew-Neck Tee", "V-Neck Tee", "Pocket Tee", "Boxy Tee"),
        ("cotton", "organic cotton", "linen", "jersey", "modal"), 22, NEUTRALS + BRIGHTS,
        ("casual", "lounge", "travel", "festival", "sport"), (*TOP_FITS, "cropped"),
        ("solid", "solid", "striped", "graphic"), ("spring", "summer"),
        features=("Soft, breathable jersey that keeps its shape wash after wash.", "A clean crew neckline and dropped shoulders.")),
    "Shirt": Garment(("Shirt", "Oxford Shirt", "Poplin Shirt", "Button-Down Shirt", "Camp-Collar Shirt", "Overshirt"),
        ("cotton", "linen", "cotton poplin", "chambray", "flannel", "silk"), 45, (*NEUTRALS, ("blue", 6), ("green", 1), ("pink", 1)),
        ("business", "casual", "date", "interview", "travel"), ("slim", "regular", "relaxed", "tailored"),
        ("solid", "solid", "striped", "checked"), features=("A crisp collar and mother-of-pearl buttons.", "Cut with a curved hem to wear tucked or loose.")),
    "Blouse": Garment(("Blouse", "Wrap Blouse", "Pussy-Bow Blouse", "Ruffle Blouse", "Puff-Sleeve Blouse"),
        ("silk", "satin", "viscose", "cotton voile", "crepe"), 49, NEUTRALS + BRIGHTS + (("pink", 2),),
        ("business", "date", "party", "wedding", "casual"), ("regular", "relaxed", "fitted"),
        ("solid", "solid", "floral", "polka dot"), features=("Fluid fabric that drapes softly.", "Delicate covered buttons at the cuff.")),
    "Sweater": Garment(("Sweater", "Crew-Neck Jumper", "Cable-Knit Sweater", "Cardigan", "Turtleneck", "V-Neck Jumper"),
        ("wool", "merino wool", "cashmere", "cotton knit", "alpaca blend", "wool blend"), 59, NEUTRALS + BRIGHTS + (("green", 2), ("red", 1)),
        ("casual", "business", "travel", "date", "lounge"), ("regular", "relaxed", "oversized", "slim"),
        ("solid", "solid", "cable knit", "striped"), ("autumn", "winter"), features=("Ribbed cuffs and hem keep the warmth in.", "A soft hand-feel that does not itch.")),
    "Hoodie": Garment(("Hoodie", "Zip Hoodie", "Pullover Hoodie", "Fleece Hoodie"),
        ("cotton fleece", "organic cotton", "jersey", "fleece"), 49, NEUTRALS + BRIGHTS,
        ("casual", "lounge", "sport", "travel"), ("regular", "relaxed", "oversized"), ("solid", "solid", "graphic"),
        ("autumn", "winter", "spring"), features=("A lined hood with drawcords and a kangaroo pocket.", "Brushed inside for warmth.")),
    "Jacket": Garment(("Jacket", "Bomber Jacket", "Denim Jacket", "Leather Jacket", "Field Jacket", "Puffer Jacket", "Rain Jacket"),
        ("cotton twill", "denim", "leather", "nylon", "suede", "waxed cotton"), 89, (*NEUTRALS, ("green", 3), ("blue", 2), ("red", 1)),
        ("casual", "outdoor", "travel", "date", "festival"), ("regular", "relaxed", "cropped", "slim"), ("solid",),
        ("spring", "autumn", "winter"), features=("Two-way zip and deep hand-warmer pockets.", "Water-repellent finish for changeable days.")),
    "Coat": Garment(("Coat", "Wrap Coat", "Trench Coat", "Overcoat", "Parka", "Peacoat", "Duffle Coat", "Car Coat"),
        ("wool", "wool blend", "cashmere blend", "cotton gabardine", "tweed", "nylon"), 149, (*NEUTRALS, ("brown", 3), ("beige", 3), ("green", 1), ("red", 1)),
        ("business", "casual", "travel", "formal", "wedding"), ("regular", "relaxed", "tailored", "oversized"),
        ("solid", "solid", "herringbone", "checked"), ("autumn", "winter"),
        features=("Fully lined, with a notch lapel and a self-tie belt.", "Falls just below the knee for proper warmth.")),
    "Blazer": Garment(("Blazer", "Single-Breasted Blazer", "Double-Breasted Blazer", "Tailored Blazer"),
        ("wool", "linen", "cotton", "wool blend", "velvet", "tweed"), 119, (*NEUTRALS, ("blue", 4), ("green", 1), ("red", 1)),
        ("business", "interview", "formal", "wedding", "date"), ("slim", "regular", "tailored", "oversized"),
        ("solid", "solid", "pinstripe", "checked"), features=("Structured shoulders and a half lining.", "Two flap pockets and a chest welt pocket.")),
    "Jeans": Garment(("Jeans", "Straight-Leg Jeans", "Skinny Jeans", "Wide-Leg Jeans", "Bootcut Jeans", "Mom Jeans"),
        ("denim", "stretch denim", "organic denim"), 69, (("blue", 10), ("black", 4), ("grey", 2), ("white", 2)),
        ("casual", "date", "travel", "festival"), (*LEG_FITS, "skinny"), ("solid",), sizes="waist",
        features=("Five-pocket styling with a button fly.", "Rigid denim that softens with wear.")),
    "Trousers": Garment(("Trousers", "Chinos", "Pleated Trousers", "Wide-Leg Trousers", "Tailored Trousers", "Cargo Trousers"),
        ("cotton twill", "wool", "linen", "wool blend", "corduroy", "crepe"), 65, (*NEUTRALS, ("green", 2), ("brown", 2)),
        ("business", "interview", "casual", "formal", "wedding", "travel"), LEG_FITS, ("solid", "solid", "pinstripe"), sizes="waist",
        features=("A pressed crease and side-adjuster tabs.", "Slanted pockets and a hook-and-bar fastening.")),
    "Shorts": Garment(("Shorts", "Chino Shorts", "Denim Shorts", "Running Shorts", "Linen Shorts", "Bermuda Shorts"),
        ("cotton", "linen", "denim", "recycled polyester", "nylon"), 35, NEUTRALS + BRIGHTS,
        ("casual", "beach", "sport", "festival", "travel"), ("regular", "relaxed", "slim"), ("solid", "solid", "striped"),
        ("spring", "summer"), features=("An elasticated waist with a drawcord.", "Hits just above the knee.")),
    "Skirt": Garment(("Skirt", "Midi Skirt", "Pleated Skirt", "A-Line Skirt", "Mini Skirt", "Slip Skirt", "Pencil Skirt"),
        ("cotton", "satin", "wool", "denim", "linen", "viscose", "leather"), 49, NEUTRALS + BRIGHTS,
        ("casual", "business", "date", "party", "wedding"), ("regular", "fitted", "relaxed"), ("solid", "solid", "floral", "plaid"),
        features=("A concealed side zip and a clean waistband.", "Moves beautifully when you walk.")),
    "Dress": Garment(("Dress", "Midi Dress", "Wrap Dress", "Slip Dress", "Shirt Dress", "Maxi Dress", "Gown", "Cocktail Dress"),
        ("silk", "satin", "cotton", "linen", "viscose", "crepe", "velvet", "jersey"), 89, NEUTRALS + BRIGHTS + (("red", 2), ("pink", 1), ("green", 1)),
        ("party", "wedding", "date", "casual", "formal", "black-tie", "prom", "beach"), ("fitted", "relaxed", "regular"),
        ("solid", "solid", "floral", "polka dot"), features=("A flattering V-neck and a tie waist.", "Fully lined, with a fluid skirt.")),
    "Leggings": Garment(("Leggings", "Training Leggings", "High-Rise Leggings", "Ribbed Leggings"),
        ("recycled polyester", "nylon", "cotton jersey", "elastane blend"), 35, (("black", 8), ("grey", 3), ("blue", 2), ("green", 1), ("purple", 1), ("pink", 1)),
        ("sport", "lounge", "casual"), ("fitted", "slim"), ("solid",), features=("Squat-proof, sweat-wicking fabric.", "A wide high-rise waistband with a key pocket.")),
    "Sweatpants": Garment(("Sweatpants", "Joggers", "Track Pants", "Fleece Joggers"),
        ("cotton fleece", "jersey", "recycled polyester", "fleece"), 45, (*NEUTRALS, ("green", 2), ("blue", 2)),
        ("lounge", "sport", "casual", "travel"), ("regular", "relaxed", "tapered"), ("solid",), ("autumn", "winter", "spring"),
        features=("Ribbed cuffs and a drawcord waist.", "Brushed fleece lining.")),
    "Sneakers": Garment(("Sneakers", "Low-Top Sneakers", "Running Shoes", "High-Top Sneakers", "Trainers", "Court Sneakers"),
        ("leather", "canvas", "suede", "mesh", "recycled polyester"), 89, NEUTRALS + BRIGHTS + (("green", 2), ("white", 4)),
        ("casual", "sport", "travel", "festival"), (), ("solid",), sizes="shoe",
        features=("A cushioned footbed for all-day comfort.", "A grippy rubber cupsole.")),
    "Boots": Garment(("Boots", "Ankle Boots", "Chelsea Boots", "Knee-High Boots", "Combat Boots", "Hiking Boots", "Lace-Up Boots"),
        ("leather", "suede", "nubuck", "waterproof leather"), 129, (("black", 6), ("brown", 5), ("beige", 2), ("grey", 1), ("green", 1), ("red", 1)),
        ("casual", "outdoor", "business", "date", "travel"), (), ("solid",), ("autumn", "winter", "spring"), sizes="shoe",
        features=("A stacked heel and a durable rubber sole.", "Elastic side panels make them easy to pull on.")),
    "Sandals": Garment(("Sandals", "Slide Sandals", "Strappy Sandals", "Sport Sandals", "Espadrille Sandals"),
        ("leather", "suede", "rubber", "canvas", "raffia"), 55, (*NEUTRALS, ("brown", 3), ("gold", 1), ("pink", 1), ("green", 1)),
        ("beach", "casual", "festival", "wedding", "travel"), (), ("solid",), ("spring", "summer"), sizes="shoe",
        features=("A contoured footbed and adjustable straps.",)),
    "Heels": Garment(("Heels", "Pumps", "Slingback Heels", "Block Heels", "Stiletto Heels", "Mules"),
        ("leather", "suede", "satin", "patent leather", "velvet"), 99, (("black", 6), ("beige", 3), ("red", 3), ("pink", 2), ("gold", 1), ("silver", 1), ("blue", 1), ("white", 1)),
        ("party", "wedding", "formal", "black-tie", "business", "date", "prom"), (), ("solid",), sizes="shoe",
        features=("A padded insole and a pointed toe.", "A heel height you can dance in.")),
    "Flats": Garment(("Flats", "Ballet Flats", "Mary Janes", "Pointed Flats"),
        ("leather", "suede", "satin", "patent leather"), 69, (*NEUTRALS, ("red", 2), ("pink", 1), ("silver", 1)),
        ("business", "casual", "date", "travel", "wedding"), (), ("solid",), sizes="shoe",
        features=("A flexible sole that folds into a bag.",)),
    "Loafers": Garment(("Loafers", "Penny Loafers", "Horsebit Loafers", "Chunky Loafers", "Tassel Loafers"),
        ("leather", "suede", "patent leather"), 109, (("black", 6), ("brown", 6), ("beige", 2), ("red", 1), ("blue", 1)),
        ("business", "interview", "casual", "date", "wedding"), (), ("solid",), sizes="shoe",
        features=("Hand-stitched moc toe and a leather sole.",)),
    "Hat": Garment(("Hat", "Beanie", "Baseball Cap", "Bucket Hat", "Fedora", "Beret", "Sun Hat"),
        ("wool", "cotton", "straw", "felt", "cashmere", "nylon"), 29, NEUTRALS + BRIGHTS, ("casual", "outdoor", "beach", "travel", "festival"),
        (), ("solid",), sizes="one", features=("Packable and easy to carry.",)),
    "Bag": Garment(("Bag", "Tote Bag", "Crossbody Bag", "Shoulder Bag", "Backpack", "Clutch", "Bucket Bag"),
        ("leather", "canvas", "nylon", "suede", "raffia"), 89, (*NEUTRALS, ("brown", 4), ("red", 1), ("green", 1), ("gold", 1)),
        ("business", "casual", "travel", "party", "wedding"), (), ("solid",), sizes="one",
        features=("A zip pocket inside and an adjustable strap.", "Fits a 13-inch laptop.")),
    "Belt": Garment(("Belt", "Leather Belt", "Woven Belt", "Waist Belt", "Chain Belt"),
        ("leather", "suede", "canvas", "metal"), 35, (("black", 6), ("brown", 6), ("beige", 2), ("gold", 1), ("silver", 1)),
        ("business", "casual", "formal", "interview"), (), ("solid",), sizes="one", features=("A polished metal buckle.",)),
    "Jewelry": Garment(("Necklace", "Hoop Earrings", "Bracelet", "Ring", "Pendant Necklace", "Stud Earrings"),
        ("gold", "silver", "gold-plated brass", "sterling silver", "pearl"), 45, (("gold", 6), ("silver", 5), ("white", 1), ("pink", 1)),
        ("party", "wedding", "date", "business", "casual", "black-tie"), (), ("solid",), sizes="one",
        features=("Nickel-free and hypoallergenic.", "Arrives in a gift box.")),
    "Scarf": Garment(("Scarf", "Wool Scarf", "Silk Scarf", "Blanket Scarf", "Square Scarf"),
        ("wool", "cashmere", "silk", "cotton", "modal"), 39, NEUTRALS + BRIGHTS + (("yellow", 2), ("red", 2)),
        ("casual", "business", "travel", "date"), (), ("solid", "solid", "checked", "paisley", "striped"), ("autumn", "winter", "spring"),
        sizes="one", features=("Generously sized to wrap twice.",)),
    "Sunglasses": Garment(("Sunglasses", "Aviator Sunglasses", "Cat-Eye Sunglasses", "Round Sunglasses", "Square Sunglasses"),
        ("acetate", "metal", "recycled plastic"), 79, (("black", 6), ("brown", 4), ("gold", 2), ("silver", 1), ("pink", 1), ("green", 1)),
        ("beach", "casual", "travel", "festival", "outdoor"), (), ("solid", "tortoiseshell"), ("spring", "summer"), sizes="one",
        features=("UV400 polarised lenses.",)),
    "Watch": Garment(("Watch", "Automatic Watch", "Chronograph Watch", "Dress Watch", "Field Watch"),
        ("stainless steel", "leather", "gold-plated steel", "titanium"), 149, (("silver", 5), ("black", 3), ("gold", 3), ("brown", 2), ("blue", 1)),
        ("business", "formal", "casual", "interview", "black-tie", "sport"), (), ("solid",), sizes="one",
        features=("Sapphire crystal and 50 m water resistance.",)),
}  # fmt: skip

MATERIAL_PRICE = {"cashmere": 2.2, "silk": 1.6, "leather": 1.5, "suede": 1.5, "cashmere blend": 1.6, "alpaca blend": 1.4,
                  "merino wool": 1.3, "velvet": 1.3, "sterling silver": 1.5, "gold": 2.5, "titanium": 1.6, "tweed": 1.2}  # fmt: skip

# The demo catalogue grades formality on the taxonomy's scale (aesthetiq.style).
FORMALITY_RANK = FORMALITY_LEVELS
OCCASION_FORMALITY = FORMALITY_OF_OCCASION
STYLE_TAGS = (
    "minimalist",
    "classic",
    "boho",
    "streetwear",
    "preppy",
    "romantic",
    "edgy",
    "sporty",
    "elegant",
    "vintage",
)
# The garment types each style plausibly tags, so "streetwear" lands on hoodies and sneakers, not satin heels.
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
