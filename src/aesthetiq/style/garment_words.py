"""The garment vocabulary: every way people name a seed-002 subCategory (singular forms; plurals are derived).

Where the taxonomy has no exact home, a word goes to the closest subCategory a shopper would
accept: jumpsuits and rompers are one-piece like a Dress (BOTTOM in seed 002), oxfords and
brogues are flat lace-ups next to Loafers (the smart-shoe bucket), camisoles sit with Blouse,
tights with Leggings, and polos with T-Shirt (shops file them under "T-shirts & polos").

``TYPE_WORDS`` is the second level: the words that name one garment *type* inside a subCategory
("cardigan" is a Sweater of type Cardigan). ``SET_WORDS`` name a whole set sold as separates ("a suit"
is a suit jacket and suit trousers). Every phrase in either also names its subCategory above.
"""

from __future__ import annotations

# subCategory -> phrases naming it (lower case; spaces stand for "space, hyphen or nothing").
SUBCATEGORY_WORDS: dict[str, tuple[str, ...]] = {
    "T-Shirt": (
        "t shirt", "tee", "tee shirt", "tank top", "tank", "crop top", "graphic tee", "long sleeve tee",
        "long sleeve t shirt", "henley", "muscle tee", "baby tee", "ringer tee", "pocket tee", "polo",
        "polo shirt", "vest top",
    ),
    "Shirt": (
        "shirt", "button down", "button up", "button down shirt", "button up shirt", "oxford shirt",
        "dress shirt", "flannel shirt", "flannel", "overshirt", "linen shirt", "poplin shirt",
        "denim shirt", "chambray shirt", "camp collar shirt", "hawaiian shirt", "rugby shirt", "cuban collar shirt",
    ),
    "Blouse": ("blouse", "tunic", "camisole", "cami", "bodysuit", "peasant top", "wrap top", "silk top",
               "wrap blouse", "pussy bow blouse", "bow blouse"),
    "Sweater": (
        "sweater", "jumper", "pullover", "cardigan", "cardi", "knit", "knitwear", "turtleneck",
        "roll neck", "rollneck", "polo neck", "crewneck", "crew neck sweater", "v neck sweater",
        "sweater vest", "cable knit", "mock neck", "crew neck jumper", "v neck jumper", "cable knit sweater",
        "fisherman sweater", "aran sweater",
    ),
    "Hoodie": ("hoodie", "hoody", "hooded sweatshirt", "sweatshirt", "zip hoodie", "zip up hoodie", "crewneck sweatshirt",
               "pullover hoodie"),
    "Jacket": (
        "jacket", "bomber", "bomber jacket", "denim jacket", "jean jacket", "leather jacket", "biker jacket",
        "moto jacket", "windbreaker", "windcheater", "anorak", "shacket", "shirt jacket", "gilet", "bodywarmer",
        "fleece jacket", "puffer jacket", "vest", "puffer vest", "waistcoat", "kimono", "down jacket", "quilted jacket", "varsity jacket",
        "harrington", "field jacket", "utility jacket", "rain jacket", "track jacket", "chore jacket",
        "trucker jacket", "suede jacket", "shearling jacket", "outerwear jacket", "flight jacket",
        "shell jacket", "waterproof jacket", "safari jacket",
    ),
    "Coat": (
        "coat", "overcoat", "topcoat", "trench", "trench coat", "trenchcoat", "parka", "puffer",
        "puffer coat", "peacoat", "pea coat", "duffle coat", "duffel coat", "raincoat", "wool coat",
        "winter coat", "camel coat", "teddy coat", "car coat", "cape coat", "shearling coat", "poncho",
        "wrap coat", "belted coat", "down coat", "tailored coat",
    ),
    "Blazer": (
        "blazer", "sport coat", "sports coat", "suit jacket", "tuxedo", "tux", "dinner jacket",
        "tuxedo jacket", "business suit", "two piece suit", "three piece suit", "pantsuit",
        "pant suit", "trouser suit", "suit",
    ),
    "Jeans": (
        "jeans", "denim jeans", "skinny jeans", "mom jeans", "boyfriend jeans", "bootcut jeans",
        "boot cut jeans", "straight leg jeans", "wide leg jeans", "flared jeans", "bootcut", "denims",
        "501", "501s", "straight jeans", "slim jeans", "slim fit jeans", "baggy jeans", "relaxed jeans",
        "loose jeans",
    ),
    "Trousers": (
        "trousers", "trouser", "pants", "slacks", "chinos", "chino", "khakis", "cargo pants", "cargos",
        "cargo trousers", "culottes", "palazzo pants", "dress pants", "suit trousers", "tailored trousers",
        "wide leg trousers", "wide leg pants", "corduroys", "capris", "linen trousers", "linen pants",
        "pleated trousers", "cigarette trousers", "overalls", "dungarees", "suit pants", "dress trousers",
        "tuxedo trousers", "tuxedo pants",
    ),
    "Shorts": (
        "shorts", "bermuda shorts", "bermudas", "cut offs", "cutoffs", "board shorts", "denim shorts",
        "jean shorts", "bike shorts", "cycling shorts", "running shorts", "chino shorts", "hot pants",
        "linen shorts", "gym shorts",
    ),
    "Skirt": (
        "skirt", "miniskirt", "mini skirt", "midi skirt", "maxi skirt", "pencil skirt", "a line skirt",
        "pleated skirt", "slip skirt", "skort", "denim skirt", "wrap skirt", "satin skirt",
    ),
    "Dress": (
        "dress", "gown", "frock", "ball gown", "evening gown", "sundress", "maxi dress", "midi dress",
        "mini dress", "shirt dress", "shirtdress", "slip dress", "wrap dress", "cocktail dress",
        "sweater dress", "jumper dress", "knit dress", "little black dress", "lbd", "jumpsuit",
        "romper", "playsuit", "pinafore", "kaftan", "caftan", "evening dress", "boiler suit",
    ),
    "Leggings": (
        "leggings", "yoga pants", "tights", "jeggings", "running tights", "legging", "gym leggings",
        "training leggings", "high waisted leggings", "high rise leggings", "ribbed leggings",
    ),
    "Sweatpants": (
        "sweatpants", "joggers", "jogger", "track pants", "trackpants", "jogging bottoms", "trackies",
        "tracksuit bottoms", "sweat pants", "tracksuit", "sweats",
    ),
    "Sneakers": (
        "sneakers", "sneaker", "trainers", "trainer", "runners", "kicks", "running shoes", "tennis shoes",
        "gym shoes", "athletic shoes", "high tops", "low tops", "plimsolls", "skate shoes", "sneaks",
        "stan smiths", "stan smith", "air force 1", "air force ones", "air max", "chuck taylors", "chucks",
        "low top sneakers", "high top sneakers", "court sneakers", "slip on sneakers",
    ),
    "Boots": (
        "boot", "ankle boot", "chelsea boot", "combat boot", "hiking boot", "rain boot", "wellies",
        "wellington", "wellingtons", "knee high boot", "over the knee boot", "cowboy boot", "western boot",
        "desert boot", "chukka", "chukka boot", "booties", "bootie", "snow boot", "work boot",
        "lace up boot", "biker boot", "winter boot", "walking boot", "tall boot",
    ),
    "Sandals": (
        "sandal", "flip flop", "flip flops", "slide", "slides", "sliders", "gladiator sandal", "thong sandal",
        "strappy sandal", "espadrille sandal", "birkenstocks", "sport sandal", "footbed sandal",
    ),
    "Heels": (
        "heels", "heel", "high heels", "pumps", "pump", "stiletto", "stilettos", "stiletto heels",
        "kitten heels", "block heels", "wedges", "wedge heels", "slingback", "slingbacks", "platform heels",
        "court shoes", "mary janes", "slingback heels", "pointed pumps",
    ),
    "Flats": (
        "flats", "ballet flats", "ballerinas", "ballerina flats", "pointed flats", "mules", "mule",
        "espadrilles", "espadrille", "slippers", "moccasin", "moccasins",
    ),
    "Loafers": (
        "loafer", "penny loafers", "penny loafer", "tassel loafers", "horsebit loafers", "oxfords",
        "oxford shoes", "brogues", "brogue", "derbies", "derby shoes", "monk straps", "monk strap shoes",
        "boat shoes", "deck shoes", "dress shoes", "loafers", "oxford shoe", "derby shoe", "monk shoes",
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
        "tote bags",
    ),
    "Belt": ("belt", "leather belt", "waist belt", "chain belt", "western belt", "dress belt", "woven belt",
             "braided belt"),
    "Jewelry": (
        "jewelry", "jewellery", "necklace", "earring", "earrings", "ring", "bracelet", "bangle", "pendant",
        "chain necklace", "brooch", "cufflinks", "cuff links", "anklet", "hoop earrings", "hoops",
        "stud earrings", "choker", "charm bracelet", "signet ring", "locket",
    ),
    "Scarf": ("scarf", "scarves", "shawl", "pashmina", "bandana", "neckerchief", "silk scarf", "snood",
              "blanket scarf", "square scarf"),
    "Sunglasses": ("sunglasses", "sunnies", "aviators", "shades", "sun glasses", "wayfarers",
                   "aviator sunglasses", "cat eye sunglasses", "round sunglasses", "square sunglasses"),
    "Watch": ("watch", "wristwatch", "smartwatch", "smart watch", "timepiece", "dive watch", "chronograph",
              "dress watch", "diver watch", "field watch"),
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

# subCategory -> type -> phrases naming that type (the types are ``taxonomy.TYPES``).
TYPE_WORDS: dict[str, dict[str, tuple[str, ...]]] = {
    "T-Shirt": {
        "Polo": ("polo", "polo shirt"), "Tank": ("tank", "tank top", "vest top", "muscle tee"),
        "Long-Sleeve Tee": ("long sleeve tee", "long sleeve t shirt", "henley"),
        "Tee": ("graphic tee", "pocket tee", "ringer tee", "baby tee"),
    },
    "Shirt": {
        "Oxford": ("oxford shirt",), "Poplin": ("poplin shirt", "dress shirt"), "Linen": ("linen shirt",),
        "Flannel": ("flannel", "flannel shirt"), "Denim": ("denim shirt", "chambray shirt"),
        "Overshirt": ("overshirt",), "Camp-Collar": ("camp collar shirt", "hawaiian shirt", "cuban collar shirt"),
    },
    "Blouse": {
        "Wrap": ("wrap top", "wrap blouse"), "Pussy-Bow": ("pussy bow blouse", "bow blouse"),
        "Camisole": ("camisole", "cami"), "Tunic": ("tunic",),
    },
    "Sweater": {
        "Crew-Neck": ("crewneck", "crew neck sweater", "crew neck jumper"),
        "V-Neck": ("v neck sweater", "v neck jumper"), "Cardigan": ("cardigan", "cardi"),
        "Turtleneck": ("turtleneck", "roll neck", "rollneck", "polo neck", "mock neck"),
        "Cable-Knit": ("cable knit", "cable knit sweater", "fisherman sweater", "aran sweater"),
    },
    "Hoodie": {
        "Zip-Up": ("zip hoodie", "zip up hoodie"), "Pullover": ("pullover hoodie",),
        "Sweatshirt": ("sweatshirt", "crewneck sweatshirt"),
    },
    "Jacket": {
        "Bomber": ("bomber", "bomber jacket", "varsity jacket", "flight jacket"),
        "Denim": ("denim jacket", "jean jacket", "trucker jacket"),
        "Leather": ("leather jacket", "biker jacket", "moto jacket", "suede jacket"),
        "Puffer": ("puffer jacket", "down jacket"),
        "Rain": ("rain jacket", "windbreaker", "windcheater", "anorak", "shell jacket", "waterproof jacket"),
        "Field": ("field jacket", "utility jacket", "chore jacket", "harrington", "safari jacket"),
        "Quilted": ("quilted jacket",), "Gilet": ("gilet", "bodywarmer", "puffer vest"),
    },
    "Coat": {
        "Overcoat": ("overcoat", "topcoat", "wool coat", "camel coat", "car coat", "tailored coat"),
        "Wrap": ("wrap coat", "belted coat"), "Trench": ("trench", "trench coat", "trenchcoat", "raincoat"),
        "Parka": ("parka",), "Peacoat": ("peacoat", "pea coat"), "Duffle": ("duffle coat", "duffel coat"),
        "Puffer": ("puffer", "puffer coat", "down coat"),
    },
    "Blazer": {
        "Blazer": ("blazer", "sport coat", "sports coat"), "Suit Jacket": ("suit jacket",),
        "Tuxedo Jacket": ("tuxedo jacket", "dinner jacket"),
    },
    "Jeans": {
        "Straight": ("straight leg jeans", "straight jeans", "501", "501s"), "Slim": ("slim jeans", "slim fit jeans"),
        "Skinny": ("skinny jeans",), "Wide-Leg": ("wide leg jeans", "baggy jeans"),
        "Bootcut": ("bootcut", "bootcut jeans", "boot cut jeans", "flared jeans"), "Mom": ("mom jeans",),
        "Relaxed": ("relaxed jeans", "boyfriend jeans", "loose jeans"),
    },
    "Trousers": {
        "Chinos": ("chinos", "chino", "khakis"),
        "Tailored": ("tailored trousers", "dress pants", "dress trousers", "slacks", "cigarette trousers"),
        "Suit Trousers": ("suit trousers", "suit pants"), "Tuxedo Trousers": ("tuxedo trousers", "tuxedo pants"),
        "Wide-Leg": ("wide leg trousers", "wide leg pants", "palazzo pants"),
        "Cargo": ("cargo pants", "cargos", "cargo trousers"), "Pleated": ("pleated trousers",),
        "Culottes": ("culottes",),
    },
    "Shorts": {
        "Chino": ("chino shorts",), "Denim": ("denim shorts", "jean shorts", "cut offs", "cutoffs"),
        "Running": ("running shorts", "gym shorts"), "Linen": ("linen shorts",),
        "Bermuda": ("bermuda shorts", "bermudas"), "Cycling": ("bike shorts", "cycling shorts"),
    },
    "Skirt": {
        "Mini": ("mini skirt", "miniskirt"), "Midi": ("midi skirt",), "Maxi": ("maxi skirt",),
        "Pencil": ("pencil skirt",), "A-Line": ("a line skirt",), "Pleated": ("pleated skirt",),
        "Slip": ("slip skirt", "satin skirt"), "Wrap": ("wrap skirt",),
    },
    "Dress": {
        "Midi": ("midi dress",), "Maxi": ("maxi dress",), "Mini": ("mini dress",), "Wrap": ("wrap dress",),
        "Slip": ("slip dress",), "Shirt Dress": ("shirt dress", "shirtdress"), "Cocktail": ("cocktail dress",),
        "Gown": ("gown", "ball gown", "evening gown", "evening dress"),
        "Knit": ("sweater dress", "jumper dress", "knit dress"),
        "Jumpsuit": ("jumpsuit", "playsuit", "romper", "boiler suit"),
    },
    "Leggings": {
        "Training": ("gym leggings", "training leggings", "yoga pants", "running tights"),
        "High-Rise": ("high waisted leggings", "high rise leggings"), "Ribbed": ("ribbed leggings",),
    },
    "Sweatpants": {
        "Joggers": ("joggers", "jogger"), "Track Pants": ("track pants", "trackpants", "tracksuit bottoms"),
    },
    "Sneakers": {
        "Low-Top": ("low tops", "low top sneakers"), "High-Top": ("high tops", "high top sneakers"),
        "Running": ("running shoes", "runners"), "Court": ("court sneakers", "tennis shoes"),
        "Slip-On": ("slip on sneakers",),
    },
    "Boots": {
        "Chelsea": ("chelsea boot",), "Ankle": ("ankle boot", "booties", "bootie"),
        "Hiking": ("hiking boot", "walking boot"), "Knee-High": ("knee high boot", "over the knee boot", "tall boot"),
        "Combat": ("combat boot", "biker boot"), "Chukka": ("chukka", "chukka boot", "desert boot"),
        "Rain": ("rain boot", "wellies", "wellington", "wellingtons"),
    },
    "Sandals": {
        "Slide": ("slide", "slides", "sliders"), "Strappy": ("strappy sandal", "gladiator sandal"),
        "Sport": ("sport sandal",), "Espadrille": ("espadrille sandal",),
        "Footbed": ("footbed sandal", "birkenstocks"), "Flip-Flop": ("flip flop", "flip flops", "thong sandal"),
    },
    "Heels": {
        "Pump": ("pumps", "pump", "court shoes", "pointed pumps"), "Slingback": ("slingback", "slingbacks", "slingback heels"),
        "Block": ("block heels",), "Stiletto": ("stiletto", "stilettos", "stiletto heels"),
        "Kitten": ("kitten heels",), "Wedge": ("wedges", "wedge heels"),
    },
    "Flats": {
        "Ballet": ("ballet flats", "ballerinas", "ballerina flats"), "Pointed": ("pointed flats",),
        "Mule": ("mules", "mule"), "Espadrille": ("espadrilles", "espadrille"),
        "Moccasin": ("moccasin", "moccasins"),
    },
    "Loafers": {
        "Loafer": ("loafer", "loafers", "penny loafers", "penny loafer", "tassel loafers", "horsebit loafers"),
        "Oxford": ("oxfords", "oxford shoes", "oxford shoe"), "Derby": ("derbies", "derby shoes", "derby shoe"),
        "Brogue": ("brogues", "brogue"), "Monk": ("monk straps", "monk strap shoes", "monk shoes"),
        "Boat Shoe": ("boat shoes", "deck shoes"),
    },
    "Hat": {
        "Beanie": ("beanie", "beanie hat", "wool hat"), "Cap": ("cap", "baseball cap", "trucker hat"),
        "Bucket": ("bucket hat",), "Fedora": ("fedora", "panama hat"), "Beret": ("beret",),
        "Sun Hat": ("sun hat", "straw hat"),
    },
    "Bag": {
        "Tote": ("tote", "tote bag", "tote bags"), "Crossbody": ("crossbody", "crossbody bag", "cross body bag", "messenger bag"),
        "Shoulder": ("shoulder bag", "hobo bag", "baguette bag"), "Backpack": ("backpack", "rucksack"),
        "Clutch": ("clutch", "clutch bag", "evening bag"), "Briefcase": ("briefcase", "laptop bag"),
    },
    "Belt": {
        "Dress Belt": ("dress belt",), "Woven": ("woven belt", "braided belt"), "Waist": ("waist belt",),
        "Chain": ("chain belt",),
    },
    "Jewelry": {
        "Necklace": ("necklace", "pendant", "chain necklace", "choker", "locket"),
        "Earrings": ("earring", "earrings", "hoop earrings", "hoops", "stud earrings"),
        "Bracelet": ("bracelet", "bangle", "charm bracelet"), "Ring": ("ring", "signet ring"),
        "Cufflinks": ("cufflinks", "cuff links"),
    },
    "Scarf": {
        "Blanket": ("blanket scarf",), "Square": ("silk scarf", "square scarf", "bandana", "neckerchief"),
        "Snood": ("snood",),
    },
    "Sunglasses": {
        "Aviator": ("aviators", "aviator sunglasses"), "Cat-Eye": ("cat eye sunglasses",),
        "Round": ("round sunglasses",), "Square": ("square sunglasses",), "Wayfarer": ("wayfarers",),
    },
    "Watch": {
        "Dress": ("dress watch",), "Chronograph": ("chronograph",), "Diver": ("dive watch", "diver watch"),
        "Field": ("field watch",), "Smart": ("smartwatch", "smart watch"),
    },
}  # fmt: skip

# Sets sold as separates that share a setId: one phrase, several (subCategory, type) pieces.
SET_WORDS: dict[str, tuple[tuple[str, str], ...]] = {
    phrase: (("Blazer", "Suit Jacket"), ("Trousers", "Suit Trousers"))
    for phrase in ("suit", "business suit", "two piece suit", "three piece suit", "pantsuit", "pant suit", "trouser suit")
} | {phrase: (("Blazer", "Tuxedo Jacket"), ("Trousers", "Tuxedo Trousers")) for phrase in ("tuxedo", "tux")}
