"""The garment vocabulary: every way people name a seed-002 subCategory (singular forms; plurals are derived).

Where the taxonomy has no exact home, a word goes to the closest subCategory a shopper would
accept: jumpsuits and rompers are one-piece like a Dress (BOTTOM in seed 002), oxfords and
brogues are flat lace-ups next to Loafers, camisoles sit with Blouse, tights with Leggings.
"""

from __future__ import annotations

# subCategory -> phrases naming it (lower case; spaces stand for "space, hyphen or nothing").
SUBCATEGORY_WORDS: dict[str, tuple[str, ...]] = {
    "T-Shirt": (
        "t shirt", "tee", "tee shirt", "tank top", "tank", "crop top", "graphic tee", "long sleeve tee",
        "long sleeve t shirt", "henley", "muscle tee", "baby tee", "ringer tee", "pocket tee",
    ),
    "Shirt": (
        "shirt", "button down", "button up", "button down shirt", "button up shirt", "oxford shirt",
        "dress shirt", "flannel shirt", "flannel", "polo", "polo shirt", "overshirt", "linen shirt",
        "denim shirt", "chambray shirt", "camp collar shirt", "hawaiian shirt", "rugby shirt",
    ),
    "Blouse": ("blouse", "tunic", "camisole", "cami", "bodysuit", "peasant top", "wrap top", "silk top"),
    "Sweater": (
        "sweater", "jumper", "pullover", "cardigan", "cardi", "knit", "knitwear", "turtleneck",
        "roll neck", "rollneck", "polo neck", "crewneck", "crew neck sweater", "v neck sweater",
        "sweater vest", "cable knit", "mock neck",
    ),
    "Hoodie": ("hoodie", "hoody", "hooded sweatshirt", "sweatshirt", "zip hoodie", "zip up hoodie", "crewneck sweatshirt"),
    "Jacket": (
        "jacket", "bomber", "bomber jacket", "denim jacket", "jean jacket", "leather jacket", "biker jacket",
        "moto jacket", "windbreaker", "windcheater", "anorak", "shacket", "shirt jacket", "gilet", "bodywarmer",
        "fleece jacket", "puffer jacket", "vest", "puffer vest", "waistcoat", "kimono", "down jacket", "quilted jacket", "varsity jacket",
        "harrington", "field jacket", "utility jacket", "rain jacket", "track jacket", "chore jacket",
        "trucker jacket", "suede jacket", "shearling jacket", "outerwear jacket",
    ),
    "Coat": (
        "coat", "overcoat", "topcoat", "trench", "trench coat", "trenchcoat", "parka", "puffer",
        "puffer coat", "peacoat", "pea coat", "duffle coat", "duffel coat", "raincoat", "wool coat",
        "winter coat", "camel coat", "teddy coat", "car coat", "cape coat", "shearling coat", "poncho",
    ),
    "Blazer": (
        "blazer", "sport coat", "sports coat", "suit jacket", "tuxedo", "tux", "dinner jacket",
        "tuxedo jacket", "business suit", "two piece suit", "three piece suit", "pantsuit",
        "pant suit", "trouser suit", "suit",
    ),
    "Jeans": (
        "jeans", "denim jeans", "skinny jeans", "mom jeans", "boyfriend jeans", "bootcut jeans",
        "boot cut jeans", "straight leg jeans", "wide leg jeans", "flared jeans", "bootcut", "denims",
        "501", "501s",
    ),
    "Trousers": (
        "trousers", "trouser", "pants", "slacks", "chinos", "chino", "khakis", "cargo pants", "cargos",
        "cargo trousers", "culottes", "palazzo pants", "dress pants", "suit trousers", "tailored trousers",
        "wide leg trousers", "wide leg pants", "corduroys", "capris", "linen trousers", "linen pants",
        "pleated trousers", "cigarette trousers", "overalls", "dungarees",
    ),
    "Shorts": (
        "shorts", "bermuda shorts", "bermudas", "cut offs", "cutoffs", "board shorts", "denim shorts",
        "jean shorts", "bike shorts", "cycling shorts", "running shorts", "chino shorts", "hot pants",
    ),
    "Skirt": (
        "skirt", "miniskirt", "mini skirt", "midi skirt", "maxi skirt", "pencil skirt", "a line skirt",
        "pleated skirt", "slip skirt", "skort", "denim skirt", "wrap skirt",
    ),
    "Dress": (
        "dress", "gown", "frock", "ball gown", "evening gown", "sundress", "maxi dress", "midi dress",
        "mini dress", "shirt dress", "shirtdress", "slip dress", "wrap dress", "cocktail dress",
        "sweater dress", "jumper dress", "knit dress", "little black dress", "lbd", "jumpsuit",
        "romper", "playsuit", "pinafore", "kaftan", "caftan",
    ),
    "Leggings": ("leggings", "yoga pants", "tights", "jeggings", "running tights", "legging"),
    "Sweatpants": (
        "sweatpants", "joggers", "jogger", "track pants", "trackpants", "jogging bottoms", "trackies",
        "tracksuit bottoms", "sweat pants", "tracksuit", "sweats",
    ),
    "Sneakers": (
        "sneakers", "sneaker", "trainers", "trainer", "runners", "kicks", "running shoes", "tennis shoes",
        "gym shoes", "athletic shoes", "high tops", "low tops", "plimsolls", "skate shoes", "sneaks",
        "stan smiths", "stan smith", "air force 1", "air force ones", "air max", "chuck taylors", "chucks",
    ),
    "Boots": (
        "boot", "ankle boot", "chelsea boot", "combat boot", "hiking boot", "rain boot", "wellies",
        "wellington", "wellingtons", "knee high boot", "over the knee boot", "cowboy boot", "western boot",
        "desert boot", "chukka", "chukka boot", "booties", "bootie", "snow boot", "work boot",
        "lace up boot", "biker boot", "winter boot",
    ),
    "Sandals": (
        "sandal", "flip flop", "flip flops", "slide", "slides", "sliders", "gladiator sandal", "thong sandal",
        "strappy sandal", "espadrille sandal", "birkenstocks",
    ),
    "Heels": (
        "heels", "heel", "high heels", "pumps", "pump", "stiletto", "stilettos", "stiletto heels",
        "kitten heels", "block heels", "wedges", "wedge heels", "slingback", "slingbacks", "platform heels",
        "court shoes", "mary janes",
    ),
    "Flats": (
        "flats", "ballet flats", "ballerinas", "ballerina flats", "pointed flats", "mules", "mule",
        "espadrilles", "espadrille", "slippers", "moccasin", "moccasins",
    ),
    "Loafers": (
        "loafer", "penny loafers", "penny loafer", "tassel loafers", "horsebit loafers", "oxfords",
        "oxford shoes", "brogues", "brogue", "derbies", "derby shoes", "monk straps", "monk strap shoes",
        "boat shoes", "deck shoes", "dress shoes", "loafers",
    ),
    "Hat": (
        "hat", "cap", "baseball cap", "beanie", "bucket hat", "fedora", "beret", "panama hat", "sun hat",
        "straw hat", "trucker hat", "flat cap", "visor", "beanie hat", "wool hat", "cowboy hat",
    ),
    "Bag": (
        "bag", "handbag", "purse", "tote", "tote bag", "crossbody", "crossbody bag", "cross body bag",
        "clutch", "clutch bag", "backpack", "rucksack", "satchel", "shoulder bag", "messenger bag",
        "duffel bag", "duffle bag", "weekender", "bum bag", "fanny pack", "belt bag", "bucket bag",
        "hobo bag", "baguette bag", "wallet", "card holder", "briefcase", "laptop bag", "evening bag",
    ),
    "Belt": ("belt", "leather belt", "waist belt", "chain belt", "western belt"),
    "Jewelry": (
        "jewelry", "jewellery", "necklace", "earring", "earrings", "ring", "bracelet", "bangle", "pendant",
        "chain necklace", "brooch", "cufflinks", "cuff links", "anklet", "hoop earrings", "hoops",
        "stud earrings", "choker", "charm bracelet", "signet ring", "locket",
    ),
    "Scarf": ("scarf", "scarves", "shawl", "pashmina", "bandana", "neckerchief", "silk scarf", "snood"),
    "Sunglasses": ("sunglasses", "sunnies", "aviators", "shades", "sun glasses", "wayfarers"),
    "Watch": ("watch", "wristwatch", "smartwatch", "smart watch", "timepiece", "dive watch", "chronograph"),
}  # fmt: skip

# Words naming a whole category, not one subCategory.
CATEGORY_WORDS: dict[str, tuple[str, ...]] = {
    "TOP": ("top", "tops", "outerwear", "upper body", "layering piece"),
    "BOTTOM": ("bottoms", "bottom half", "lower body", "legwear"),
    "SHOE": ("shoe", "shoes", "footwear", "foot wear"),
    "ACCESSORY": ("accessory", "accessories", "accessorize", "accessorise"),
}

# Words a person uses for a whole look: they name no garment, so they give nothing.
OUTFIT_WORDS: frozenset[str] = frozenset(
    {"outfit", "outfits", "look", "looks", "clothes", "clothing", "ensemble"}
)
