"""Colour names, families and matching: what "blue" or "navy" means when a shopper says it.

- A *name* is a key of ``COLOUR_NAMES`` ("navy", "camel"), with its hex value.
- A *family* is one of ``FAMILIES`` ("blue"): every name has a main family and may belong to
  others (teal is blue and green; see colour_names.py for the choices).
- A *group* is a looser word people use: "neutral", "earth tones", "pastel", "jewel tones".

``matches_colour(wanted, item_colours)`` is the rule search uses: a family or group word
matches any member ("blue" finds navy, cobalt, denim, teal); "light/dark/pale/deep/bright
<family>" matches the family within a lightness or chroma band; a specific name matches itself
and shades within ``CLOSE_SHADE_DE`` (CIEDE2000) of it ("navy" finds midnight-ish navies, not cobalt).
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import lru_cache

from aesthetiq.style.colour_names import COLOUR_ALIASES, COLOUR_TABLE
from aesthetiq.style.colour_science import (
    Lab,
    delta_e2000,
    delta_e2000_many,
    hex_distance,
    hex_to_lab,
    lab_to_lch,
    labs_array,
    parse_hex,
)
from aesthetiq.style.phrases import Guard, PhraseMatcher, normalise, word_guard
from aesthetiq.style.taxonomy import is_garment_word

__all__ = [
    "CLOSE_SHADE_DE", "COLOUR_NAMES", "FAMILIES", "GROUPS", "ColourMatch", "canonical_colour",
    "colours_in_family", "delta_e2000", "families_of", "family_of", "family_of_hex", "find_colours",
    "hex_of", "hex_to_lab", "matches_colour", "nearest_colour_name",
]  # fmt: skip

FAMILIES: tuple[str, ...] = (
    "black", "white", "grey", "beige", "brown", "red", "pink", "orange", "yellow", "green", "blue",
    "purple", "metallic",
)  # fmt: skip

COLOUR_NAMES: dict[str, str] = {name: hex_code.upper() for name, (hex_code, _, _) in COLOUR_TABLE.items()}
_FAMILIES_OF: dict[str, tuple[str, ...]] = {
    name: (fam, *also) for name, (_, fam, also) in COLOUR_TABLE.items()
}

# A named shade matches another within this CIEDE2000 distance: about the spread of one
# colour name across dye lots and retailers ("navy" vs a slightly brighter navy), below the
# ~10 where people start using a different name.
CLOSE_SHADE_DE = 7.0

_EARTH = (
    "brown", "camel", "tan", "rust", "terracotta", "olive", "khaki", "chocolate", "cognac", "ochre",
    "mustard", "moss", "army green", "sand", "taupe", "caramel", "cinnamon", "chestnut", "burnt orange",
    "brick", "mocha", "coffee", "walnut", "toffee", "sage", "oatmeal", "copper", "bronze", "ginger",
)  # fmt: skip
_JEWEL = (
    "emerald", "sapphire", "ruby", "amethyst", "garnet", "jade", "teal", "cobalt", "royal blue", "fuchsia",
    "magenta", "plum", "burgundy", "peacock", "petrol", "royal purple", "bottle green",
)  # fmt: skip
_NEUTRAL_FAMILIES = ("black", "white", "grey", "beige")
GROUPS: dict[str, frozenset[str]] = {
    "neutral": frozenset(n for n, fams in _FAMILIES_OF.items() if fams[0] in _NEUTRAL_FAMILIES)
    | {"navy", "camel", "tan", "taupe", "chocolate", "espresso", "brown", "olive", "khaki"},
    "earth": frozenset(_EARTH),
    "jewel": frozenset(_JEWEL),
    # Pastels are light, softly coloured: measured, not listed, so new names join automatically.
    "pastel": frozenset(
        n
        for n, h in COLOUR_NAMES.items()
        if _FAMILIES_OF[n][0] not in (*_NEUTRAL_FAMILIES, "brown")
        and (lch := lab_to_lch(hex_to_lab(h)))[0] >= 75
        and 8 <= lch[1] <= 40
    ),
}  # fmt: skip
_GROUP_WORDS = {
    "neutral": "neutral", "neutrals": "neutral", "neutral tones": "neutral", "neutral colours": "neutral",
    "neutral colors": "neutral", "neutral shades": "neutral", "earth tones": "earth", "earth tone": "earth",
    "earthy tones": "earth", "earthy colours": "earth", "earthy colors": "earth", "earthy": "earth",
    "earth colours": "earth", "earth colors": "earth", "jewel tones": "jewel", "jewel tone": "jewel",
    "jewel toned": "jewel", "pastel": "pastel", "pastels": "pastel", "pastel colours": "pastel",
    "pastel colors": "pastel", "pastel tones": "pastel",
}  # fmt: skip

_MODIFIERS = {"light": "light", "pale": "light", "pastel": "light", "dark": "dark", "deep": "dark",
              "bright": "bright", "vivid": "bright", "neon": "bright"}  # fmt: skip
_FAMILY_WORDS = {f: f for f in FAMILIES} | {"gray": "grey", "metal": "metallic", "metallics": "metallic"}
_ISH = {
    "bluish": "blue", "blueish": "blue", "greenish": "green", "reddish": "red", "pinkish": "pink",
    "yellowish": "yellow", "purplish": "purple", "greyish": "grey", "grayish": "grey", "brownish": "brown",
    "orangey": "orange", "orangish": "orange", "beigey": "beige", "whitish": "white", "blackish": "black",
}  # fmt: skip


@dataclass(frozen=True, slots=True)
class ColourMatch:
    """A colour mention: ``name`` is a colour name, family or group word; ``family`` its family (or group)."""

    start: int
    end: int
    phrase: str
    name: str
    family: str


def _canonical_entries() -> dict[str, str]:
    """Every phrase that names a colour -> its canonical name, family or group word."""
    out: dict[str, str] = {}
    for name, fams in _FAMILIES_OF.items():
        for fam in fams:  # "mustard yellow", "navy blue", "emerald green", "teal green"
            if fam != "metallic" and fam not in name.split():
                out[f"{name} {fam}"] = name
    for mod in _MODIFIERS:  # "deep pink" -> "dark pink": a family within a band (see matches_colour)
        for fam in FAMILIES:
            out[f"{mod} {fam}"] = f"{_MODIFIERS[mod]} {fam}"
    out.update(_ISH)
    out.update(_FAMILY_WORDS)
    out.update(_GROUP_WORDS)
    out.update(COLOUR_ALIASES)
    out.update({name: name for name in COLOUR_NAMES})
    for phrase in list(out):  # the American spelling everywhere
        if "grey" in phrase:
            out.setdefault(phrase.replace("grey", "gray"), out[phrase])
    for phrase, value in out.items():  # follow alias chains: "deep orange" -> "dark orange" -> burnt orange
        for _ in range(3):
            if value in COLOUR_NAMES or value in FAMILIES or value in GROUPS or value not in out:
                break
            value = out[value]
        out[phrase] = value
    return {normalise(k): v for k, v in out.items()}


_CANONICAL = _canonical_entries()

# Words that are colours only when they describe something: "a coffee date", "wine tasting",
# "olive oil", "sand between my toes" are not colours; "coffee cardigan", "in wine" are.
_RISKY = (
    "coffee", "chocolate", "wine", "cherry", "lemon", "lime", "peach", "mint", "honey", "salmon", "moss",
    "pumpkin", "plum", "rust", "ink", "ash", "sand", "stone", "nude", "cream", "olive", "jet", "heather",
    "butter", "forest", "bottle", "hunter", "royal", "electric", "marine", "midnight", "tomato", "mango",
    "ginger", "amber", "grape", "berry", "bone", "biscuit", "mushroom", "latte", "vanilla", "snow", "chalk",
    "smoke", "slate", "cocoa", "toffee", "caramel", "cinnamon", "walnut", "chestnut", "espresso", "mocha",
    "saffron", "denim", "petrol", "tan", "pine", "fern", "orchid", "violet", "rose", "peony", "watermelon",
    "bubblegum", "champagne", "brass", "platinum", "canary", "sunflower", "marigold", "raspberry", "cranberry",
    "merlot", "claret", "garnet", "ruby", "jade", "cardinal", "poppy", "paprika", "azure", "camel", "sage",
)  # fmt: skip
_COLOURISH = frozenset({
    "colour", "color", "coloured", "colored", "tone", "tones", "toned", "shade", "shades", "hue", "hues",
    "tint", "one", "ones", "version", "option", "options", "piece", "pieces", "item", "items",
    "wool", "cotton", "linen", "silk", "leather", "suede", "cashmere", "knit", "velvet", "satin", "corduroy",
    "tweed", "denim", "print", "stripe", "stripes", "striped", "check", "plaid", "and", "or",
})  # fmt: skip
_COLOUR_CONTEXT_PREV = frozenset(
    {"in", "colour", "color", "and", "or", *_MODIFIERS, "soft", "muted", "dusty"}
)


# "is olive a good colour", "would sage suit me", "what about rust?": a risky word asked about as a
# choice (after a linking verb, before an article or a verb of looking good) is the colour.
_ASKED_ABOUT_PREV = frozenset({
    "is", "are", "was", "would", "does", "do", "about", "prefer", "wear", "wearing", "pick", "choose",
    "either", "than", "rather",
})  # fmt: skip
_ASKED_ABOUT_NEXT = frozenset({
    "a", "an", "better", "suit", "suits", "flatter", "flatters", "work", "works", "look", "looks", "go",
    "goes", "match", "matches", "too", "instead",
})  # fmt: skip


def _risky_guard(prev_word: str | None, next_word: str | None) -> bool:
    if next_word is not None and (
        next_word in _COLOURISH or next_word in _CANONICAL or is_garment_word(next_word)
    ):
        return True
    if prev_word is None and next_word is None:
        return True  # a word standing alone, as in "…, size 43, tan" or "olive?"
    if prev_word in _ASKED_ABOUT_PREV and (next_word is None or next_word in _ASKED_ABOUT_NEXT):
        return True
    return prev_word in _COLOUR_CONTEXT_PREV and (next_word is None or next_word in _COLOURISH)


def _guards() -> dict[str, Guard]:
    guards: dict[str, Guard] = dict.fromkeys(_RISKY, _risky_guard)
    # "black tie", "white tie" are dress codes; "Black Friday" a sale; "gold standard" a figure of speech.
    guards["black"] = word_guard(drop_next=("tie", "friday"))
    guards["white"] = word_guard(drop_next=("tie", "wedding"))
    guards["gold"] = word_guard(drop_next=("standard", "medal", "member", "members", "card", "star"))
    guards["silver"] = word_guard(drop_next=("lining", "medal", "member", "card", "screen"))
    guards["orange"] = word_guard(drop_next=("juice",))
    # "denim jacket" names the fabric; only "denim blue", "denim colour" name the colour.
    guards["denim"] = word_guard(
        default=False, keep_next=("colour", "color", "coloured", "colored", "shade", "tone")
    )
    return guards


_MATCHER: PhraseMatcher[str] = PhraseMatcher(_CANONICAL, _guards())


def _family_or_group(name: str) -> str:
    if name in _FAMILIES_OF:
        return _FAMILIES_OF[name][0]
    band = _band(name)
    if band is not None:
        return band[1]
    return name  # a family or group word


def find_colours(text: str) -> list[ColourMatch]:
    """Colour mentions in text order, longest phrase first ("navy blue" is one mention of navy)."""
    return [
        ColourMatch(h.start, h.end, h.phrase, h.value, _family_or_group(h.value)) for h in _MATCHER.find(text)
    ]


@lru_cache(maxsize=4096)
def canonical_colour(word: str) -> str | None:
    """The canonical colour name for a word or phrase ("Gray" -> grey, "navy blue" -> navy,
    "off white" -> off-white, "mustard yellow" -> mustard); a family ("blue") or group
    ("neutral") word gives itself; a hex code gives the nearest name; unknown text gives None."""
    word = word.strip()
    if word.startswith("#"):
        try:
            return nearest_colour_name(word)
        except ValueError:
            return None
    if normalise(word) in GROUPS:
        return normalise(word)
    exact = _MATCHER.lookup(word)
    if exact is not None:
        return exact
    found = find_colours(word)
    return found[0].name if found else None


def hex_of(name: str) -> str | None:
    """Hex of a colour name in any spelling the lexicon knows ("navy blue" -> #1C2841)."""
    canonical = canonical_colour(name)
    return COLOUR_NAMES.get(canonical) if canonical else None


def families_of(name: str) -> tuple[str, ...]:
    """All families of a colour name, main first; a family word gives itself; unknown gives ()."""
    canonical = canonical_colour(name)
    if canonical is None:
        return ()
    if canonical in _FAMILIES_OF:
        return _FAMILIES_OF[canonical]
    band = _band(canonical)
    if band is not None:
        return (band[1],)
    return (canonical,) if canonical in FAMILIES else ()


def family_of(name: str) -> str | None:
    """The main family of a colour name ("navy" -> blue, "burgundy" -> red, "camel" -> beige)."""
    fams = families_of(name)
    return fams[0] if fams else None


def colours_in_family(family: str) -> list[str]:
    """Every colour name filed under a family (main or other), e.g. blue -> [navy, cobalt, ..., teal]."""
    fam = _FAMILY_WORDS.get(normalise(family), normalise(family))
    if fam in GROUPS:
        return sorted(GROUPS[fam])
    return [name for name, fams in _FAMILIES_OF.items() if fam in fams]


_NAME_LIST = list(COLOUR_NAMES)
_NAME_LABS = labs_array([hex_to_lab(COLOUR_NAMES[n]) for n in _NAME_LIST])


@lru_cache(maxsize=8192)
def nearest_colour_name(hex_code: str) -> str:
    """The named colour closest to a hex value by CIEDE2000."""
    distances = delta_e2000_many(hex_to_lab(hex_code), _NAME_LABS)  # ValueError on a bad hex
    return _NAME_LIST[int(distances.argmin())]


def family_of_hex(hex_code: str) -> str:
    """The family of any hex colour: the main family of its nearest named colour."""
    return _FAMILIES_OF[nearest_colour_name(hex_code)][0]


def _band(canonical: str) -> tuple[str, str] | None:
    """("light", "blue") for "light blue", "pale blue", "deep blue"...; None for other names."""
    words = canonical.split()
    if len(words) == 2 and words[0] in _MODIFIERS and words[1] in FAMILIES:
        return _MODIFIERS[words[0]], words[1]
    return None


def _in_band(band: str, lab: Lab) -> bool:
    lightness, chroma, _ = lab_to_lch(lab)
    if band == "light":
        return lightness >= 70
    if band == "dark":
        return lightness <= 40
    return chroma >= 55  # bright


def _item_colour(colour: str) -> tuple[str | None, str | None]:
    """(canonical name, hex) of an item's colour given as a name or a hex code."""
    if colour.strip().startswith("#"):
        try:
            parse_hex(colour)
        except ValueError:
            return None, None
        return nearest_colour_name(colour), colour.strip()
    name = canonical_colour(colour)
    return name, COLOUR_NAMES.get(name) if name else None


def matches_colour(wanted: str, item_colours: list[str]) -> bool:
    """Whether any of an item's colours (names or hex codes) satisfies the colour a shopper asked for."""
    target = canonical_colour(wanted)
    if target is None:
        return any(normalise(c) == normalise(wanted) for c in item_colours)
    band = _band(target)
    for colour in item_colours:
        name, hex_code = _item_colour(colour)
        if name is None:
            continue
        fams = _FAMILIES_OF.get(name, (name,))
        if target in GROUPS:
            if name in GROUPS[target]:
                return True
        elif target in FAMILIES:
            if target in fams:
                return True
        elif band is not None:
            if band[1] in fams and hex_code is not None and _in_band(band[0], hex_to_lab(hex_code)):
                return True
        elif name == target or (
            hex_code is not None
            and target in COLOUR_NAMES
            and hex_distance(COLOUR_NAMES[target], hex_code) <= CLOSE_SHADE_DE
        ):
            return True
    return False
