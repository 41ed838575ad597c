"""The garment taxonomy of seed 002 and the words people use for it.

``find_garments`` is what the agent's language understanding and the search use to read a
message: it returns every garment mention with its category and, when the word names one,
its subCategory. Generic words ("shoes", "tops", "accessories") give the category only;
words for a whole look ("outfit") give nothing.

Below the seed's 28 subCategories (kept exactly: outside checks use these names) is a second level,
``TYPES``: what a real shop's menu lists inside a subCategory ("Sweater" → Cardigan, Turtleneck …;
"Loafers", the seed's smart-shoe bucket, → Loafer, Oxford, Derby, Brogue, Monk, Boat Shoe). A suit is
sold as separates: a Blazer of type "Suit Jacket" and Trousers of type "Suit Trousers" sharing a
``setId``. ``garment_types`` reads the words for a type ("cardigan" → Sweater/Cardigan, "suit" →
Blazer/Suit Jacket + Trousers/Suit Trousers); ``default_gender`` says who a garment is for when the
data does not.
"""

from __future__ import annotations

from dataclasses import dataclass

from aesthetiq.style.garment_words import CATEGORY_WORDS, SET_WORDS, SUBCATEGORY_WORDS, TYPE_WORDS
from aesthetiq.style.phrases import Guard, PhraseMatcher, normalise, with_plurals, word_guard

CATEGORIES: dict[str, tuple[str, ...]] = {
    "TOP": ("T-Shirt", "Shirt", "Blouse", "Sweater", "Hoodie", "Jacket", "Coat", "Blazer"),
    "BOTTOM": ("Jeans", "Trousers", "Shorts", "Skirt", "Dress", "Leggings", "Sweatpants"),
    "SHOE": ("Sneakers", "Boots", "Sandals", "Heels", "Flats", "Loafers"),
    "ACCESSORY": ("Hat", "Bag", "Belt", "Jewelry", "Scarf", "Sunglasses", "Watch"),
}

SUBCATEGORY_TO_CATEGORY: dict[str, str] = {sub: cat for cat, subs in CATEGORIES.items() for sub in subs}

# The garment types inside each subCategory, as a shop's menu lists them (the ``type`` of an item).
TYPES: dict[str, tuple[str, ...]] = {
    "T-Shirt": ("Tee", "Polo", "Tank", "Long-Sleeve Tee"),
    "Shirt": ("Oxford", "Poplin", "Linen", "Flannel", "Denim", "Overshirt", "Camp-Collar"),
    "Blouse": ("Blouse", "Wrap", "Pussy-Bow", "Camisole", "Tunic"),
    "Sweater": ("Crew-Neck", "V-Neck", "Cardigan", "Turtleneck", "Cable-Knit"),
    "Hoodie": ("Pullover", "Zip-Up", "Sweatshirt"),
    "Jacket": ("Bomber", "Denim", "Leather", "Puffer", "Rain", "Field", "Quilted", "Gilet"),
    "Coat": ("Overcoat", "Wrap", "Trench", "Parka", "Peacoat", "Duffle", "Puffer"),
    "Blazer": ("Blazer", "Suit Jacket", "Tuxedo Jacket"),
    "Jeans": ("Straight", "Slim", "Skinny", "Wide-Leg", "Bootcut", "Mom", "Relaxed"),
    "Trousers": ("Chinos", "Tailored", "Suit Trousers", "Tuxedo Trousers", "Wide-Leg", "Cargo", "Pleated", "Culottes"),
    "Shorts": ("Chino", "Denim", "Running", "Linen", "Bermuda", "Cycling"),
    "Skirt": ("Mini", "Midi", "Maxi", "Pencil", "A-Line", "Pleated", "Slip", "Wrap"),
    "Dress": ("Midi", "Maxi", "Mini", "Wrap", "Slip", "Shirt Dress", "Cocktail", "Gown", "Knit", "Jumpsuit"),
    "Leggings": ("Training", "High-Rise", "Ribbed"),
    "Sweatpants": ("Joggers", "Track Pants", "Sweatpants"),
    "Sneakers": ("Low-Top", "High-Top", "Running", "Court", "Slip-On"),
    "Boots": ("Chelsea", "Ankle", "Hiking", "Knee-High", "Combat", "Chukka", "Rain"),
    "Sandals": ("Slide", "Strappy", "Sport", "Espadrille", "Footbed", "Flip-Flop"),
    "Heels": ("Pump", "Slingback", "Block", "Stiletto", "Kitten", "Wedge"),
    "Flats": ("Ballet", "Pointed", "Mule", "Espadrille", "Moccasin"),
    "Loafers": ("Loafer", "Oxford", "Derby", "Brogue", "Monk", "Boat Shoe"),
    "Hat": ("Beanie", "Cap", "Bucket", "Fedora", "Beret", "Sun Hat"),
    "Bag": ("Tote", "Crossbody", "Shoulder", "Backpack", "Clutch", "Briefcase"),
    "Belt": ("Dress Belt", "Casual Belt", "Woven", "Waist", "Chain"),
    "Jewelry": ("Necklace", "Earrings", "Bracelet", "Ring", "Cufflinks"),
    "Scarf": ("Scarf", "Blanket", "Square", "Snood"),
    "Sunglasses": ("Aviator", "Cat-Eye", "Round", "Square", "Wayfarer"),
    "Watch": ("Dress", "Chronograph", "Diver", "Field", "Smart"),
}  # fmt: skip

GENDERS = ("women", "men", "unisex")
# Who a garment is for when the data does not say: what shops sell only in womenswear, else unisex.
WOMENS_SUBCATEGORIES = frozenset({"Dress", "Skirt", "Heels", "Blouse", "Leggings"})
WOMENS_TYPES = frozenset({("Jeans", "Mom"), ("Trousers", "Culottes"), ("Shorts", "Cycling"), ("Flats", "Ballet"),
                          ("Belt", "Waist"), ("Belt", "Chain"), ("Bag", "Clutch"), ("Boots", "Knee-High"),
                          ("Sunglasses", "Cat-Eye")})  # fmt: skip
MENS_TYPES = frozenset({("Jewelry", "Cufflinks")})
_TYPE_KEYS = {sub: {normalise(t): t for t in types} for sub, types in TYPES.items()}


@dataclass(frozen=True, slots=True)
class GarmentMatch:
    """A garment mention: ``text[start:end] == phrase``; ``subCategory`` is None for a generic word."""

    start: int
    end: int
    phrase: str
    category: str
    subCategory: str | None  # the seed's field name
    types: tuple[tuple[str, str], ...] = ()  # (subCategory, type) pairs a type word names; two for "a suit"


_DETERMINERS = (
    "a",
    "an",
    "the",
    "my",
    "your",
    "his",
    "her",
    "our",
    "their",
    "this",
    "new",
    "one",
    "any",
    "some",
)

# "dress", "suit" and "watch" are verbs after a subject, a modal or "to" ("how should I dress", "how to
# dress for", "she dresses well", "colours that suit me"); nouns after a determiner or an adjective ("a
# red dress", "which dress", "that suit", "the best watch").
_VERB_BEFORE = frozenset({
    "i", "you", "we", "they", "he", "she", "it", "to", "should", "would", "could", "can", "will", "must",
    "might", "may", "shall", "does", "do", "did", "doesn't", "don't", "not", "how", "gonna", "wanna", "let's",
    "really", "always", "usually", "never", "often", "also", "please", "people", "who", "men", "women",
    "colours", "colors", "shades", "tones",
})  # fmt: skip
_OBJECT_AFTER_VERB = frozenset({
    "me", "you", "him", "her", "us", "them", "my", "your", "his", "their", "our", "people", "someone",
    "everyone", "skin", "warm", "cool", "pale", "fair", "olive", "dark", "light", "this", "that",
    "these", "those", "every", "all", "most", "a", "an", "the",
})  # fmt: skip
_DRESS_VERB_AFTER = frozenset({
    "up", "down", "code", "codes", "sense", "smart", "smarter", "better", "well", "smartly", "casually",
    "appropriately", "professionally", "like", "nicely", "warmly", "modestly", "myself", "yourself",
    "himself", "herself", "ourselves", "themselves", "me", "him", "us", "them",
})  # fmt: skip
_WATCH_VERB_AFTER = frozenset(
    {"out", "over", "it", "this", "that", "the", "tv", "movies", "videos", "me", "your"}
)


def _noun_unless_verb(verb_before: frozenset[str], verb_after: frozenset[str]) -> Guard:
    """The garment after a determiner ("a dress like this"); otherwise unless the word before marks
    the verb (a subject, a modal, "to") or the word after does (an object, an adverb, "up")."""

    def guard(prev_word: str | None, next_word: str | None) -> bool:
        if prev_word in _DETERMINERS:
            return True
        return prev_word not in verb_before and next_word not in verb_after

    return guard


_GUARDS: dict[str, Guard] = {
    "dress": _noun_unless_verb(_VERB_BEFORE, _DRESS_VERB_AFTER),
    "dresses": _noun_unless_verb(_VERB_BEFORE, _DRESS_VERB_AFTER),
    "suit": _noun_unless_verb(_VERB_BEFORE, _OBJECT_AFTER_VERB),
    # "what suits me", "which suits a warm autumn": after these the singular verb is far likelier.
    "suits": _noun_unless_verb(_VERB_BEFORE | {"what", "which", "that"}, _OBJECT_AFTER_VERB),
    "watch": _noun_unless_verb(_VERB_BEFORE | {"and", "just"}, _WATCH_VERB_AFTER),
    "top": word_guard(
        drop_prev=("on", "over", "from", "at", "tip", "very"),
        drop_next=("of", "#num", "picks", "pick", "brands", "brand", "rated", "trends", "trend", "notch",
                   "tier", "choice", "choices", "priority", "quality", "seller", "sellers", "ten", "five",
                   "three", "results", "up", "off", "it", "ranked", "10", "5", "3", "20", "one", "options"),
    ),
    "tops": word_guard(drop_prev=("it", "that")),
    "cap": word_guard(drop_next=("sleeve", "sleeves", "toe", "on", "at", "it", "that", "the", "them"),
                      drop_prev=("price", "budget", "spending", "to", "please", "just", "and")),
    "ring": word_guard(drop_next=("me", "us", "you", "him", "her", "them", "light", "road"),
                       drop_prev=("boxing", "phone", "key", "onion", "to", "i", "will")),
    "trainer": word_guard(drop_prev=("personal", "fitness", "dog", "horse", "my")),
    "trainers": word_guard(drop_prev=("personal", "fitness", "dog", "horse")),
    "boot": word_guard(drop_prev=("to", "car", "reboot")),
    "kicks": word_guard(drop_next=("off", "in")),
    "shades": word_guard(drop_next=("of",), drop_prev=("different", "many", "other", "darker", "lighter", "these",
                                                       "those", "some", "warm", "cool", "earthy", "neutral")),
    "slide": word_guard(default=False, keep_prev=_DETERMINERS, drop_next=("into", "in", "on", "deck")),
    "slides": word_guard(drop_next=("deck",), drop_prev=("presentation", "powerpoint", "the")),
    "tank": word_guard(drop_prev=("fish", "gas", "petrol", "think")),
    "polo": word_guard(drop_next=("match", "club", "game")),
    "knit": word_guard(drop_prev=("i", "to", "can", "we")),
    "bottom": word_guard(default=False),
    "accessorize": word_guard(default=True),
}  # fmt: skip


# Phrases that contain a garment word but name no garment; matching them shields the word.
_STOP_PHRASES = (
    "dress code", "dress codes", "dress up", "dress down", "dress sense", "on top", "top of", "top up",
    "over the top", "tip top", "watch out", "suit yourself", "suits me", "suit me", "top notch",
    "top rated", "top picks", "top pick", "top brands", "top trends", "cap sleeve", "cap sleeves",
    "car boot", "to boot", "personal trainer", "shades of", "fish tank",
)  # fmt: skip


Entry = tuple[str, str | None, tuple[tuple[str, str], ...]]  # category, subCategory, types


def _build_entries() -> dict[str, Entry | None]:
    entries: dict[str, Entry | None] = {}
    for cat, words in CATEGORY_WORDS.items():
        entries.update(with_plurals({w: (cat, None, ()) for w in words}))
    for sub, words in SUBCATEGORY_WORDS.items():
        value = (SUBCATEGORY_TO_CATEGORY[sub], sub, ())
        entries.update(with_plurals({w: value for w in words}))
        entries.update(with_plurals({sub: value}))  # the taxonomy's own names always work
    for sub, types in TYPE_WORDS.items():
        for type_, words in types.items():
            entries.update(with_plurals({w: (SUBCATEGORY_TO_CATEGORY[sub], sub, ((sub, type_),)) for w in words}))
    for phrase, pieces in SET_WORDS.items():
        entries.update(with_plurals({phrase: (SUBCATEGORY_TO_CATEGORY[pieces[0][0]], pieces[0][0], pieces)}))
    entries.update(dict.fromkeys(_STOP_PHRASES))
    return entries


_ENTRIES = _build_entries()
_MATCHER: PhraseMatcher[Entry | None] = PhraseMatcher(_ENTRIES, _GUARDS)
_CATEGORY_NAMES = {c.lower(): c for c in CATEGORIES} | {"shoes": "SHOE", "accessories": "ACCESSORY"}


def find_garments(text: str) -> list[GarmentMatch]:
    """Garment mentions in text order; the longest phrase wins ("ankle boots" over "boots").

    In English compounds the last noun is the garment ("sweater dress" is a dress, "shirt
    jacket" a jacket, "dress shoes" shoes), so when two mentions touch, only the last is kept.
    """
    hits = _MATCHER.find(text)
    out: list[GarmentMatch] = []
    for i, hit in enumerate(hits):
        nxt = hits[i + 1] if i + 1 < len(hits) else None
        if nxt is not None and text[hit.end : nxt.start].strip(" -") == "":
            continue
        category, sub, types = hit.value
        out.append(GarmentMatch(hit.start, hit.end, hit.phrase, category, sub, types))
    return out


def canonical_subcategory(text: str) -> str | None:
    """The subCategory a word or phrase names ("chinos" -> "Trousers"), else None.

    An exact phrase is looked up first; otherwise a short text naming exactly one
    subCategory ("navy chinos") gives it.
    """
    exact = _MATCHER.lookup(text)
    if exact is not None:
        return exact[1]
    subs = {m.subCategory for m in find_garments(text)}
    if len(subs) == 1:
        return subs.pop()
    return None


def canonical_category(text: str) -> str | None:
    """The category a word names: "tops" -> TOP, "footwear" -> SHOE, "TOP" -> TOP, "jeans" -> BOTTOM."""
    norm = normalise(text)
    if norm in _CATEGORY_NAMES:
        return _CATEGORY_NAMES[norm]
    exact = _MATCHER.lookup(text)
    if exact is not None:
        return exact[0]
    cats = {m.category for m in find_garments(text)}
    return cats.pop() if len(cats) == 1 else None


def category_of(subcategory: str) -> str | None:
    """The category of a subCategory given in any spelling the lexicon knows."""
    sub = canonical_subcategory(subcategory)
    return None if sub is None else SUBCATEGORY_TO_CATEGORY[sub]


def is_garment_word(word: str) -> bool:
    """Whether a single word or phrase is one of the garment words (for other vocabularies' guards)."""
    return word in _MATCHER


def types_of(sub_category: str) -> tuple[str, ...]:
    """The types of a subCategory (empty for an unknown one)."""
    return TYPES.get(sub_category, ())


def garment_types(text: str) -> tuple[tuple[str, str], ...]:
    """The (subCategory, type) pieces a word or phrase names: "cardigan" → (("Sweater", "Cardigan"),),
    "oxfords" → Loafers/Oxford, "polo" → T-Shirt/Polo, "suit" → Blazer/Suit Jacket + Trousers/Suit
    Trousers. A phrase is looked up exactly first; otherwise every type named in a short text counts
    ("a navy cardigan and chinos"). A word naming only a subCategory ("sweater") gives nothing."""
    exact = _MATCHER.lookup(text)
    if exact is not None:
        return exact[2]
    return tuple(dict.fromkeys(pair for m in find_garments(text) for pair in m.types))


def canonical_type(text: str, sub_category: str | None = None) -> str | None:
    """The type a word names, in its canonical spelling ("wide leg" → "Wide-Leg", "cardigans" →
    "Cardigan"), optionally only among the types of ``sub_category``; None when it names none."""
    key = normalise(text)
    subs = [sub_category] if sub_category else list(TYPES)
    for sub in subs:
        found = _TYPE_KEYS.get(sub or "", {}).get(key)
        if found:
            return found
    named = [t for s, t in garment_types(text) if sub_category in (None, s)]
    return named[0] if named else None


def default_gender(sub_category: str, type_: str | None = None) -> str:
    """"women" for what shops sell only in womenswear (dresses, skirts, heels, blouses, leggings, mom
    jeans …), "men" for cufflinks, else "unisex"."""
    if sub_category in WOMENS_SUBCATEGORIES or (sub_category, type_) in WOMENS_TYPES:
        return "women"
    if (sub_category, type_) in MENS_TYPES:
        return "men"
    return "unisex"
