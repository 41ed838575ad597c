"""The non-garment vocabulary: canonical value -> the phrases people use for it (lower case)."""

from __future__ import annotations

OCCASION_WORDS: dict[str, tuple[str, ...]] = {
    "casual": (
        "casual", "casually", "everyday", "every day wear", "daily wear", "day to day", "weekend", "weekends",
        "errands", "running errands", "brunch", "day out", "laid back", "low key", "smart casual",
        "off duty", "school", "college", "campus",
    ),
    "business": (
        "business", "business casual", "office", "the office", "work", "workwear", "work wear", "workplace",
        "meeting", "meetings", "business meeting", "client meeting", "board meeting", "conference",
        "presentation", "corporate", "professional", "work event", "work dinner", "networking",
        "business formal", "office wear", "9 to 5", "new job", "law firm", "the firm", "work clothes", "first day at work",
    ),
    "formal": (
        "formal", "semi formal", "formal event", "formal occasion", "gala", "evening event", "evening wear",
        "eveningwear", "ceremony", "awards", "awards ceremony", "opera", "charity dinner", "banquet",
        "graduation", "christening", "baptism", "bar mitzvah", "bat mitzvah", "b'nai mitzvah", "first communion",
        "communion", "confirmation", "quinceanera", "quinceañera", "eid", "diwali", "religious ceremony", "memorial",
    ),
    "black-tie": ("black tie", "white tie", "black tie event", "black tie gala", "tuxedo event"),
    "wedding": (
        "wedding", "wedding guest", "weddings", "bridesmaid", "bridesmaids", "rehearsal dinner",
        "wedding reception", "reception", "engagement party", "bridal shower", "beach wedding",
        "garden wedding", "church wedding", "civil ceremony", "best man", "groomsman", "groomsmen",
        "mother of the bride",
    ),
    "party": (
        "party", "parties", "cocktail", "cocktails", "cocktail party", "dinner party", "night out",
        "nights out", "evening out", "dinner", "birthday party", "birthday", "christmas party", "holiday party",
        "office party", "new year's eve", "new years eve", "nye", "clubbing", "club", "going out",
        "house party", "drinks", "after party", "celebration", "baby shower", "hen party", "hen do", "stag do",
        "bachelorette", "bachelor party", "housewarming", "anniversary dinner",
    ),
    "interview": ("interview", "job interview", "interviews", "job interviews", "interviewing", "assessment centre"),
    "date": (
        "date", "date night", "first date", "second date", "dinner date", "romantic dinner", "anniversary",
        "anniversary dinner", "valentine's day", "valentines", "valentine's",
    ),
    "sport": (
        "sport", "sports", "gym", "the gym", "running", "jogging", "jog", "training", "workout", "workouts",
        "work out", "working out", "exercise", "exercising", "yoga", "pilates", "athletic", "fitness",
        "tennis", "golf", "cycling", "crossfit", "marathon", "spin class", "hiit",
    ),
    "outdoor": (
        "outdoor", "outdoors", "hiking", "hike", "hikes", "camping", "trekking", "trek", "trail", "trails",
        "mountain", "mountains", "walking holiday", "country walk", "fishing", "the countryside",
        "walking the dog", "dog walking", "dog walks", "walk the dog", "long walks",
    ),
    "beach": (
        "beach", "beaches", "beachwear", "pool", "poolside", "pool party", "seaside", "resort", "resort wear",
        "tropical", "swimming", "by the sea", "on the beach",
    ),
    "travel": (
        "travel", "travelling", "traveling", "trip", "trips", "vacation", "holiday", "holidays", "flight",
        "long flight", "airport", "business trip", "city break", "road trip", "weekend away", "getaway",
        "honeymoon", "sightseeing",
    ),
    "lounge": (
        "lounge", "lounging", "loungewear", "lounge wear", "at home", "around the house", "wfh",
        "work from home", "working from home", "sleepwear", "relaxing at home", "movie night", "cosy night in",
        "cozy night in", "night in",
    ),
    "festival": ("festival", "festivals", "music festival", "coachella", "glastonbury", "concert", "concerts", "gig", "gigs", "rave"),
    "prom": ("prom", "homecoming", "formal dance", "school dance", "ball", "winter formal", "prom night"),
    "funeral": ("funeral", "funerals", "memorial", "memorial service", "wake", "remembrance service"),
}  # fmt: skip

MATERIAL_WORDS: dict[str, tuple[str, ...]] = {
    "cotton": ("cotton", "organic cotton", "pima cotton", "supima", "poplin", "cotton blend", "jersey cotton"),
    "linen": ("linen", "linen blend", "flax"),
    "wool": ("wool", "woollen", "woolen", "merino", "merino wool", "lambswool", "boiled wool", "virgin wool", "wool blend"),
    "cashmere": ("cashmere", "cashmere blend"),
    "silk": ("silk", "silky", "mulberry silk", "silk blend"),
    "leather": ("leather", "genuine leather", "full grain leather", "patent leather", "nappa", "nappa leather"),
    "faux leather": ("faux leather", "vegan leather", "pu leather", "pleather", "leatherette"),
    "suede": ("suede", "faux suede", "nubuck"),
    "denim": ("denim", "chambray", "raw denim", "selvedge", "selvedge denim", "stretch denim"),
    "polyester": ("polyester", "recycled polyester"),
    "nylon": ("nylon", "ripstop", "recycled nylon"),
    "fleece": ("fleece", "polar fleece", "sherpa"),
    "velvet": ("velvet", "velour", "crushed velvet"),
    "corduroy": ("corduroy", "cord", "needlecord"),
    "knit": ("knit", "knitted", "chunky knit", "cable knit", "rib knit", "ribbed"),
    "tweed": ("tweed", "harris tweed", "boucle", "bouclé"),
    "satin": ("satin", "sateen", "charmeuse"),
    "canvas": ("canvas",),
    "jersey": ("jersey",),
    "chiffon": ("chiffon", "georgette", "organza", "tulle"),
    "lace": ("lace", "broderie", "broderie anglaise", "eyelet", "crochet"),
    "viscose": ("viscose", "rayon", "modal", "lyocell", "tencel", "cupro"),
    "elastane": ("elastane", "spandex", "lycra", "stretch"),
    "mohair": ("mohair", "alpaca", "angora"),
    "shearling": ("shearling", "sheepskin", "teddy", "faux fur", "fur"),
    "down": ("goose down", "duck down", "down filled", "down fill", "down insulated"),
    "technical": ("gore tex", "goretex", "waterproof", "water resistant", "softshell", "technical fabric"),
    "sequin": ("sequin", "sequins", "sequinned", "sequined", "beaded", "embellished", "glitter", "metallic fabric"),
    "gold": ("gold", "gold plated", "solid gold", "18k gold", "14k gold", "yellow gold"),
    "silver": ("silver", "sterling silver", "silver plated"),
    "straw": ("straw", "raffia", "rattan", "jute"),
    "rubber": ("rubber", "pvc"),
    "flannel": ("flannel", "brushed cotton"),
    "acrylic": ("acrylic",),
}  # fmt: skip

WEATHER_SEASON_WORDS: dict[str, tuple[str, ...]] = {
    "spring": ("spring", "springtime"),
    "summer": ("summer", "summertime", "summery", "summer time", "heatwave", "hot weather", "warm weather",
               "hot", "heat"),
    "autumn": ("autumn", "fall", "autumnal", "rainy", "rainy weather"),
    "winter": ("winter", "wintertime", "wintery", "wintry", "cold weather", "chilly", "freezing", "snow", "snowy", "ski trip",
               "cold", "skiing", "ski holiday", "ski", "slopes", "snowboarding", "apres-ski", "apres ski",
               "après-ski"),
}  # fmt: skip

STYLE_WORDS: dict[str, tuple[str, ...]] = {
    "minimalist": ("minimalist", "minimal", "minimalism", "clean lines", "understated", "scandi", "scandinavian", "capsule"),
    "classic": ("classic", "timeless", "traditional", "old money", "quiet luxury", "heritage"),
    "boho": ("boho", "bohemian", "boho chic", "hippie", "free spirited", "cottagecore", "earthy boho"),
    "streetwear": ("streetwear", "street wear", "street style", "urban", "hypebeast", "skater", "skate", "y2k"),
    "preppy": ("preppy", "prep", "ivy league", "collegiate", "dark academia", "nautical"),
    "romantic": ("romantic", "feminine", "girly", "soft girl", "ruffled", "floral", "frilly", "delicate", "coquette"),
    "edgy": ("edgy", "grunge", "punk", "rock", "rocker", "goth", "gothic", "moto", "biker"),
    "sporty": ("sporty", "athleisure", "sportswear", "activewear", "active wear"),
    "elegant": ("elegant", "chic", "sophisticated", "polished", "refined", "glamorous", "glam", "luxe", "luxurious"),
    "vintage": ("vintage", "retro", "70s", "80s", "90s", "seventies", "eighties", "nineties", "thrifted", "second hand"),
    "bold": ("bold", "statement", "colourful", "colorful", "maximalist", "eclectic", "loud", "vibrant"),
    "smart": ("smart", "sharp", "dapper", "put together", "well dressed"),
    "laid-back": ("laid back style", "relaxed style", "effortless", "easygoing", "comfy", "comfortable", "cosy", "cozy"),
    "modest": ("modest", "modest fashion", "modestly", "covered up", "covers my arms", "cover my arms", "long sleeved",
               "long sleeves", "mosque", "church service", "temple visit", "synagogue", "not revealing", "nothing revealing"),
}  # fmt: skip

FIT_WORDS: dict[str, tuple[str, ...]] = {
    "slim": ("slim", "slim fit", "slim fitting", "fitted", "form fitting", "body con", "bodycon", "close fitting"),
    "skinny": ("skinny", "skinny fit", "super skinny"),
    "regular": ("regular fit", "regular cut", "standard fit", "classic fit", "true to size"),
    "relaxed": ("relaxed fit", "relaxed", "loose", "loose fit", "loose fitting", "baggy", "roomy", "easy fit"),
    "oversized": ("oversized", "oversize", "boxy", "slouchy", "oversized fit", "drop shoulder"),
    "tailored": ("tailored", "tailored fit", "structured", "sharp tailoring", "made to measure"),
    "cropped": ("cropped", "crop", "cropped fit", "ankle length", "ankle grazer"),
    "wide-leg": ("wide leg", "wide legged", "palazzo", "flowy trousers"),
    "straight": ("straight leg", "straight fit", "straight cut", "straight legged"),
    "bootcut": ("bootcut", "boot cut", "flared", "flare", "flares", "kick flare"),
    "tapered": ("tapered", "tapered fit", "carrot fit"),
    "high-rise": ("high rise", "high waisted", "high waist"),
    "low-rise": ("low rise", "low waisted"),
    "longline": ("longline", "long line", "midi length", "maxi length"),
    "petite": ("petite",),
    "plus-size": ("plus size", "curvy", "plus sized"),
    "tall": ("tall fit", "long leg"),
}  # fmt: skip

PATTERN_WORDS: dict[str, tuple[str, ...]] = {
    "solid": ("solid", "plain", "solid colour", "solid color", "block colour", "monochrome", "no pattern"),
    "striped": ("striped", "stripe", "stripes", "stripy", "breton", "breton stripe", "pinstripe", "pinstriped"),
    "checked": ("checked", "check", "checks", "checkered", "chequered", "plaid", "tartan", "gingham",
                "houndstooth", "windowpane", "buffalo check", "glen check", "prince of wales check"),
    "floral": ("floral", "florals", "flower print", "flowery", "ditsy floral", "botanical print"),
    "polka dot": ("polka dot", "polka dots", "spotted", "spots", "dotted"),
    "animal print": ("animal print", "leopard", "leopard print", "zebra print", "snake print", "snakeskin",
                     "cheetah print", "tiger print", "cow print"),
    "graphic": ("graphic", "graphic print", "logo", "logos", "slogan", "printed logo"),
    "print": ("print", "prints", "printed", "pattern", "patterns", "patterned", "all over print"),
    "camouflage": ("camo", "camouflage"),
    "paisley": ("paisley",),
    "geometric": ("geometric", "geo print", "abstract print", "abstract"),
    "tie-dye": ("tie dye", "tie dyed"),
    "herringbone": ("herringbone", "chevron"),
    "colour block": ("colour block", "color block", "colour blocked", "color blocked", "colourblock"),
}  # fmt: skip

# Dress formality from least to most formal; FORMALITY_RANK orders them for comparisons.
FORMALITY_LEVELS = ("casual", "smart-casual", "business", "formal", "black-tie")
FORMALITY_RANK: dict[str, int] = {level: rank for rank, level in enumerate(FORMALITY_LEVELS)}

FORMALITY_OF_OCCASION: dict[str, str] = {
    "casual": "casual",
    "business": "business",
    "formal": "formal",
    "black-tie": "black-tie",
    "wedding": "formal",
    "party": "smart-casual",
    "interview": "business",
    "date": "smart-casual",
    "sport": "casual",
    "outdoor": "casual",
    "beach": "casual",
    "travel": "casual",
    "lounge": "casual",
    "festival": "casual",
    "prom": "formal",
    "funeral": "formal",
}
