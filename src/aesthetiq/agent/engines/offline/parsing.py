"""Parsing of the measurable parts of a message: normalisation, typos, budgets, sizes, negation, references.

Every function works on the normalised text (`normalise`), so offsets of different parsers agree.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from functools import lru_cache

from aesthetiq.agent.engines.offline.vocab import phrasebook, scan
from aesthetiq.style.typos import correct_text, register_vocabulary

_CONTRACTIONS = [
    (r"\bcan'?t\b", "cannot"), (r"\bwon'?t\b", "will not"), (r"\b(\w+)n't\b", r"\1 not"),
    (r"\bi'?m\b", "i am"), (r"\bi'?ve\b", "i have"), (r"\bi'd\b", "i would"), (r"\bwhat'?s\b", "what is"),
    (r"\bthat'?s\b", "that is"), (r"\bit's\b", "it is"), (r"\bdont\b", "do not"), (r"\bdoesnt\b", "does not"),
    (r"\bisnt\b", "is not"), (r"\barent\b", "are not"), (r"\bwanna\b", "want to"), (r"\bgimme\b", "give me"),
    (r"\bpls\b|\bplz\b", "please"), (r"\bu\b", "you"), (r"\bur\b", "your"), (r"\bcolours?\b", "color"),
    (r"\bgray\b", "grey"), (r"\bt[ -]?shirts?\b", "t-shirt"), (r"\btees\b", "tee"),
    # Shop and chat shorthand: "blk jeans sz 32", "smthn 4 a date".
    (r"\bblk\b", "black"), (r"\bwht\b", "white"), (r"\bnvy\b", "navy"), (r"\bgry\b", "grey"),
    (r"\bbrn\b", "brown"), (r"\bsz\b", "size"), (r"\bsmth(?:ng?|g)?\b|\bsmthn\b|\bsth\b", "something"),
    (r"\b4 (?=(?:a|an|the|my|work|me)\b)", "for "), (r"\bw/\s*", "with "), (r"\b1st date\b", "first date"),
]  # fmt: skip
_CONTRACTION_RES = [(re.compile(p), r) for p, r in _CONTRACTIONS]


@lru_cache(maxsize=1)
def _vocabulary_ready() -> bool:
    """Register the agent's cue words ("recommend", "wardrobe", "palette" ...) with aesthetiq.style's
    one typo corrector, and build style's lexicons (their matchers register their words when built),
    so the corrector knows every word before the first message is read."""
    register_vocabulary("agent-cues", {word: ("cue", word) for word in phrasebook()["typo_targets"]})
    scan("")
    return True


def correct_typos(text: str) -> str:
    """Misspelt domain and cue words corrected ("snekers" -> "sneakers") by aesthetiq.style's corrector:
    one edit, same first letter, never a real English word or a brand (see aesthetiq.style.typos)."""
    _vocabulary_ready()
    return correct_text(text)[0]


_UNITS = {"one": 1, "two": 2, "three": 3, "four": 4, "five": 5, "six": 6, "seven": 7, "eight": 8, "nine": 9,
          "ten": 10, "eleven": 11, "twelve": 12, "fifteen": 15, "twenty": 20, "thirty": 30, "forty": 40,
          "fifty": 50, "sixty": 60, "seventy": 70, "eighty": 80, "ninety": 90}  # fmt: skip
_NUMBER_WORDS = re.compile(
    r"\b(?:(a|one|two|three|four|five|six|seven|eight|nine)\s+hundred(?:\s+(?:and\s+)?)?)?"
    r"(twenty|thirty|forty|fifty|sixty|seventy|eighty|ninety)?(?:[ -](one|two|three|four|five|six|seven|eight|nine))?\b"
)
_MONEY_CONTEXT = re.compile(r"^\s*(?:euros?|dollars?|bucks|pounds?|quid|eur|usd|gbp)\b")


def _number_words(text: str) -> str:
    """ "eighty euros" -> "80 euros", "a hundred and fifty" -> "150" (only before a currency or after a price cue)."""

    def value(m: re.Match[str]) -> str:
        if not m.group(0).strip():
            return m.group(0)
        hundreds = 0 if not m.group(1) else 100 * (1 if m.group(1) in {"a", "one"} else _UNITS[m.group(1)])
        tens = _UNITS.get(m.group(2) or "", 0)
        units = _UNITS.get(m.group(3) or "", 0)
        if not (hundreds or tens):
            return m.group(0)
        before = text[max(0, m.start() - 16) : m.start()]
        if not (
            _MONEY_CONTEXT.match(text[m.end() :])
            or re.search(r"(?:under|below|than|max|to|around|about|budget|of|is)\s*$", before)
        ):
            return m.group(0)
        return str(hundreds + tens + units) + (" " if m.group(0).endswith(" ") else "")

    return _NUMBER_WORDS.sub(value, text)


# Feedback on what was shown, said as the change it asks for: "too expensive" is "cheaper".
_FEEDBACK = [
    (re.compile(r"(?<!not )\btoo (?:expensive|pricey|dear|much money|costly)\b"), "cheaper"),
    (re.compile(r"(?<!not )\btoo (?:cheap|cheap looking|basic)\b"), "more expensive"),
    (re.compile(r"(?<!not )\btoo (?:formal|dressy|smart|stiff|fancy)\b"), "more casual"),
    (re.compile(r"(?<!not )\btoo (?:casual|sporty|scruffy|plain|laid back)\b"), "more formal"),
    (re.compile(r"(?<!not )\btoo (?:thin|light)\b"), "warmer"),
]


# Garment emoji read as the garment ("👗❤️" is a dress request).
_EMOJI = {"👗": " dress ", "👠": " heels ", "👡": " sandals ", "👟": " sneakers ", "🥿": " flats ", "👢": " boots ",
          "🥾": " boots ", "👞": " loafers ", "👜": " bag ", "👛": " bag ", "🎒": " backpack ", "👖": " jeans ",
          "👕": " t-shirt ", "👚": " blouse ", "👔": " shirt ", "🧥": " coat ", "🧣": " scarf ", "👒": " hat ",
          "🧢": " cap ", "🎩": " hat ", "🕶": " sunglasses ", "⌚": " watch ", "💍": " ring ", "🩳": " shorts ",
          "🧦": " socks ", "🩱": " swimsuit ", "👙": " bikini "}  # fmt: skip
_EMOJI_RE = re.compile("|".join(map(re.escape, _EMOJI)))


def normalise(message: str) -> str:
    message = _EMOJI_RE.sub(lambda m: _EMOJI[m.group(0)], message)
    text = message.lower().replace("’", "'").replace("‘", "'").replace("“", '"').replace("”", '"')
    for pattern, repl in _CONTRACTION_RES:
        text = pattern.sub(repl, text)
    text = _number_words(text)
    text = correct_typos(text)
    for pattern, change in _FEEDBACK:
        text = pattern.sub(change, text)
    return re.sub(r"\s+", " ", text).strip()


def tokens(text: str) -> list[str]:
    return re.findall(r"[a-z0-9$€£#]+(?:['-][a-z0-9]+)*", text)


# --- budgets ------------------------------------------------------------------------------------

_CUR = r"(?:\$|€|£|usd|eur|euros?|dollars?|bucks|pounds?|quid|gbp)"
_AMOUNT = r"(\d{1,6}(?:[.,]\d{1,2})?)\s*(k\b)?"
_MONEY = rf"(?:{_CUR}\s*)?{_AMOUNT}(?:\s*{_CUR})?"
_RANGE = re.compile(rf"\b(?:between|from)\s+{_MONEY}\s*(?:and|&|to|-|–)\s*{_MONEY}")
_DASH_RANGE = re.compile(rf"(?:{_CUR}\s*)?\b(\d{{1,5}})\s*(?:-|–|to)\s*{_MONEY}")
_MAX = re.compile(
    rf"(?:\bunder|\bbelow|\bless than|\bcheaper than|\bno more than|\bnot more than|\bup to|\bupto|\bmax(?:imum)?"
    rf"|\bat most|\bwithin|\bbudget(?: is| of)?(?: about| around)?|\bnot over|\bnothing over|\bspend(?:ing)?(?: up to)?"
    rf"|\bcap(?: it| that| them)? at|\bkeep (?:it|them|that) (?:under|below|to)|\blimit(?: of| is)?"
    # "can't go above 30", "can not spend more than 30", "don't want to pay over 30": a ceiling, not a floor.
    rf"|\b(?:can ?not|cannot|do not|don't|won't|will not|would not|not) (?:\w+ ){{0,3}}(?:above|over|more than|beyond|past)"
    rf"|<|≤|\bsub)\s*(?:a\s+)?{_MONEY}"
)
_MAX_AFTER = re.compile(
    rf"{_MONEY}\s*(?:each\s+|apiece\s+|a piece\s+|per (?:item|piece)\s+)?"
    rf"(?:max\b|maximum\b|tops\b|or less\b|or under\b|or cheaper\b|at most\b|"
    # "200 in total", "£150 all in", "300 for the whole look": a total is a ceiling too.
    rf"in total\b|total\b|all in\b|altogether\b|for (?:the )?(?:whole|entire) (?:look|outfit|thing)\b|for everything\b)"
)
_MIN = re.compile(
    rf"(?<!not )(?<!n't go )(?<!not go )(?:\bover|\babove|\bmore than|\bat least|\bminimum|\bstarting at|>)\s*{_MONEY}"
)
_AROUND = re.compile(
    rf"(?:\baround|\babout|\broughly|\bapprox(?:imately)?|~|\bcirca)\s*{_MONEY}|{_MONEY}\s*-?ish\b"
)
_BARE = re.compile(rf"(?:{_CUR}\s*{_AMOUNT}|{_AMOUNT}\s*{_CUR})")
_CHEAP = re.compile(
    r"\b(?:cheap(?:er|est)?|affordable|inexpensive|budget(?:[ -]friendly)?|low[ -]cost|bargains?|"
    r"not (?:too |very |that )?(?:expensive|pricey)|on a budget|wallet[ -]friendly|reasonably priced)\b"
)
_SPLURGE = re.compile(
    r"\b(?:splurge|splurging|luxury|luxurious|high[ -]end|designer|premium|investment piece|treat myself)\b"
)

CHEAP_TIER = {"TOP": 40.0, "BOTTOM": 50.0, "SHOE": 60.0, "ACCESSORY": 30.0}
# Pieces that cost more than their category's basics: "a cheap coat" is not a €40 coat.
CHEAP_BY_TYPE = {"Coat": 90.0, "Jacket": 70.0, "Blazer": 70.0, "Boots": 80.0, "Dress": 60.0, "Watch": 60.0, "Bag": 50.0}
# "not too pricey", "affordable": a softer limit than "cheap".
_MODERATE = re.compile(r"\b(?:not (?:too |very |that )?(?:expensive|pricey)|reasonably priced)\b")
SPLURGE_TIER = {"TOP": 150.0, "BOTTOM": 150.0, "SHOE": 180.0, "ACCESSORY": 120.0}


def _amount(number: str, thousands: str | None) -> float:
    value = float(number.replace(",", "."))
    return value * 1000 if thousands else value


@dataclass
class Budget:
    min_price: float | None = None
    max_price: float | None = None
    spans: list[tuple[int, int]] = field(default_factory=list)
    phrase: str | None = None
    # "cheap", "around 100", "splurge" set a bound the analyzer may move; "under 80" is the user's word.
    flexible: bool = False


def parse_budget(
    text: str,
    *,
    category: str | None = None,
    user_max: float | None = None,
    blocked: list[tuple[int, int]] = (),
    garment: str | None = None,
) -> Budget:
    """Price bounds in a normalised message; `blocked` spans (sizes) are never read as prices.

    "around 100" is a +-20% range; "cheap" uses the user's own budget when known, else a tier per category.
    """

    def free(m: re.Match[str]) -> bool:
        return all(m.end() <= a or m.start() >= b for a, b in blocked)

    budget = Budget()
    for m in _RANGE.finditer(text):
        if free(m):
            low, high = _amount(m.group(1), m.group(2)), _amount(m.group(3), m.group(4))
            budget.min_price, budget.max_price = min(low, high), max(low, high)
            budget.spans.append(m.span())
            budget.phrase = m.group(0)
            return budget
    has_money_word = bool(re.search(_CUR + r"|\bbudget\b|\bprice\b|\bspend\b", text))
    for m in _DASH_RANGE.finditer(text):
        if free(m) and (has_money_word or m.group(0).lstrip()[:1] in "$€£"):
            low, high = float(m.group(1)), _amount(m.group(2), m.group(3))
            if low < high:
                budget.min_price, budget.max_price = low, high
                budget.spans.append(m.span())
                budget.phrase = m.group(0)
                return budget
    for m in list(_MAX.finditer(text)) + list(_MAX_AFTER.finditer(text)):
        # "100 tops" is a budget; "I need 4 tops" is four tops (a small count with no money word).
        if (
            m.group(0).endswith("tops")
            and _amount(m.group(1), m.group(2)) < 20
            and not (has_money_word or re.search(_CUR, m.group(0)))
        ):
            continue
        if free(m):
            budget.max_price = _amount(m.group(1), m.group(2))
            budget.spans.append(m.span())
            budget.phrase = m.group(0)
            break
    for m in _MIN.finditer(text):
        if free(m) and (budget.max_price is None or _amount(m.group(1), m.group(2)) < budget.max_price):
            budget.min_price = _amount(m.group(1), m.group(2))
            budget.spans.append(m.span())
            break
    if budget.min_price is None and budget.max_price is None:
        for m in _AROUND.finditer(text):
            if free(m):
                groups = [g for g in m.groups()]
                number, thousands = (groups[0], groups[1]) if groups[0] else (groups[2], groups[3])
                value = _amount(number, thousands)
                budget.min_price, budget.max_price = round(value * 0.8, 2), round(value * 1.2, 2)
                budget.spans.append(m.span())
                budget.phrase = m.group(0)
                budget.flexible = True
                return budget
        for m in _BARE.finditer(text):
            if free(m):
                number, thousands = (m.group(1), m.group(2)) if m.group(1) else (m.group(3), m.group(4))
                budget.max_price = _amount(number, thousands)
                budget.spans.append(m.span())
                budget.phrase = m.group(0)
                return budget
    if budget.min_price is None and budget.max_price is None:
        if m := _CHEAP.search(text):
            tier = CHEAP_BY_TYPE.get(garment or "") or CHEAP_TIER.get(category or "", 50.0)
            budget.max_price = user_max if user_max else tier * (1.5 if _MODERATE.search(m.group(0)) else 1.0)
            budget.phrase, budget.flexible = m.group(0), True
        elif m := _SPLURGE.search(text):
            budget.min_price = SPLURGE_TIER.get(category or "", 150.0)
            budget.phrase, budget.flexible = m.group(0), True
    return budget


# --- sizes --------------------------------------------------------------------------------------

_LETTER = {"extra small": "XS", "small": "S", "medium": "M", "large": "L", "extra large": "XL",
           "xxs": "XXS", "xs": "XS", "s": "S", "m": "M", "l": "L", "xl": "XL", "xxl": "XXL", "2xl": "XXL",
           "xxxl": "3XL", "3xl": "3XL"}  # fmt: skip
_LETTER_RE = r"(extra small|extra large|xxs|xs|xxxl|xxl|2xl|3xl|xl|small|medium|large|s|m|l)"
_SIZE_PATTERNS = [
    re.compile(rf"\b(?:come|comes|coming|available|have it|has it|get it|in stock|stock it) in (?:a |an |size )?{_LETTER_RE}\b"),
    # "the third one in S", "those in an M": a size for items already shown.
    re.compile(rf"\b(?:one|ones|pair|it|them|those|these|that) in (?:a |an |size )?{_LETTER_RE}\b(?!\s*-)"),
    re.compile(r"\b(?:come|comes|coming|available|have it|has it|get it|in stock|stock it) in (?:a |an |size )?(\d{1,2}(?:\.5)?)\b"),
    re.compile(rf"\bsize\s*(?:eu|uk|us|it|fr)?\s*{_LETTER_RE}\b"),
    re.compile(r"\bsize\s*(?:eu|uk|us|it|fr)?\s*(\d{1,2}(?:\.5)?(?:\s*[/x]\s*\d{2})?)\b"),
    re.compile(r"\b(?:eu|uk|us|it|fr)\s*(?:size\s*)?(\d{1,2}(?:\.5)?)\b"),
    re.compile(r"\b(\d{2})\s*(?:inch\s*)?(?:waist|w)\b"),
    re.compile(r"\b(?:waist|w)\s*(\d{2})\b"),
    re.compile(r"\b(\d{2}\s*[/x]\s*\d{2})\b"),
    re.compile(r"\bin an?\s+(\d{1,2}(?:\.5)?)\b(?!\s*(?:euros?|dollars?|bucks|pounds?|\$|€|£|%))"),
    _WEARS_LETTER := re.compile(
        rf"\b(?:i am|i wear|i take|wears?|takes|fits?|in|(?:he|she|they)(?:'s| is| are))\s+(?:an?\s+)?{_LETTER_RE}\b(?!\s*(?:size|-))"
    ),
    re.compile(r"\bin (xxs|xs|xl|xxl|xxxl|2xl|3xl)\b"),
    re.compile(
        r"\bmy size is\s+(?:a\s+)?(?:eu|uk|us)?\s*(\d{1,2}(?:\.5)?|xxs|xs|xl|xxl|xxxl|s|m|l|small|medium|large)\b"
    ),
    re.compile(r"[,;]\s*(xxs|xs|xl|xxl|xxxl|small|medium|large)\s*[.!]?$"),
    # The whole answer: "XL", "XXL then", "ok, L please".
    re.compile(r"^(?:ok,? |okay,? |then |in )?(?:size\s*)?(xxs|xs|xl|xxl|xxxl|2xl|3xl|s|m|l)(?:,? (?:then|please|pls|instead|is fine|works))?\W*$"),
    re.compile(r"\b(?:in|an?) ((?:3[4-9]|4[0-8])(?:\.5)?)\s*\??$"),  # "what about in 39?": a shoe size at the end
]
_AMBIGUOUS_LETTER = {"s", "m", "l", "small", "large", "medium"}


# "42R", "40L" (regular, long); not "40s" — that is a decade.
_SUIT_SIZE = re.compile(r"\b(3[4-9]|4\d|5[0-4])\s?([rl])\b")
_GENDERED_SIZE = re.compile(r"\b((?:wo)?men'?s|ladies)\s+(?:size\s+|us\s+)?(\d{1,2}(?:\.5)?)\b(?!\s*(?:years?|yo|kg|lbs?|cm))")
_WAIST_LENGTH = re.compile(r"\bw\s*(\d{2})\s*[/x ]?\s*l\s*(\d{2})\b")
# Trouser-type garments sized by waist: a bare "32" means W32 there (never for a dress or shoes).
_WAIST_SIZED = frozenset({"Jeans", "Trousers", "Shorts", "Chinos"})


def size_for_garment(size: str, sub_category: str | None) -> str:
    """ "32" for jeans -> "W32"; every other size as parsed."""
    if sub_category in _WAIST_SIZED and re.fullmatch(r"(2[4-9]|3\d|4[0-4])", size):
        return f"W{size}"
    if sub_category in _WAIST_SIZED and (m := re.fullmatch(r"(\d{2})/(\d{2})", size)):
        return f"W{m.group(1)}/L{m.group(2)}"
    return size


def parse_size(text: str) -> tuple[str | None, tuple[int, int] | None]:
    """A size label and its span: "size M", "in a 40", "EU 38", "32 waist", "32/34", "W30/L32",
    a suit's "42R", a gendered shoe size "womens 7" (US W7)."""
    if m := _WAIST_LENGTH.search(text):
        return f"W{m.group(1)}/L{m.group(2)}", m.span()
    if m := _SUIT_SIZE.search(text):
        return f"{m.group(1)}{m.group(2).upper()}", m.span()
    if m := _GENDERED_SIZE.search(text):
        return f"US {'M' if m.group(1).startswith('men') else 'W'}{m.group(2)}", m.span()
    for pattern in _SIZE_PATTERNS:
        for m in pattern.finditer(text):
            raw = m.group(1).strip()
            # "in small" is only a size after a wear/fit verb or "size"; bare "in l" is too ambiguous.
            after_verb = re.match(r"(?:i am|i wear|i take|wear|takes|he|she|they)", m.group(0)) or m.start() == 0
            in_a_word = raw in {"small", "medium", "large"} and m.group(0).startswith("in a")
            if pattern is _WEARS_LETTER and raw in _AMBIGUOUS_LETTER and not after_verb and not in_a_word:
                continue
            label = _LETTER.get(raw)
            if label is None:
                label = re.sub(r"\s*[x/]\s*", "/", raw).upper()
                # "size 14 uk", "EU 42": the sizing system, so the search can match it to a letter size.
                system = (
                    re.search(r"\b(eu|uk|us)\b", m.group(0))
                    or re.match(r"\s*(eu|uk|us)\b", text[m.end() :])
                    or re.search(r"\b(eu|uk|us)\s*$", text[max(0, m.start() - 4) : m.start()])  # "a US size 8"
                )
                if system and label.isdigit():
                    return f"{system.group(1).upper()} {label}", m.span()
            return label, m.span()
    return None, None


# --- negation -----------------------------------------------------------------------------------

_NEGATION = re.compile(
    r"\b(?:not|no|without|avoid(?:ing)?|except|excluding|exclude|minus|nothing|never|anything but|"
    r"anything other than|other than|rather than|instead of|hate|dislike|not a fan of|no more|skip|non|"
    r"forget(?: about)?(?: the)?|ditch(?: the)?|scrap(?: the)?|enough of)\b"
    r"|\bnon-"
)
_BREAK = re.compile(
    r"[.;!?,]|\b(?:but|in|for|under|below|with|size|because|though|however|please|i need|i want|and i|i prefer|prefer)\b"
)


def negated_windows(text: str) -> list[tuple[int, int]]:
    """Character windows a negation governs: from the cue to the clause end (at most 40 characters).

    Lists continue through "or"/"and"/"nor": "not black or navy" negates both colours.
    """
    windows = []
    for m in _NEGATION.finditer(text):
        if re.match(r"\s*(?:(?:want to |wanna |going to )?(?:spend|pay|go)\b|more than|less than|too expensive|over|above|later than)\b", text[m.end() :]):
            continue
        rest = text[m.end() : m.end() + 40]
        stop = _BREAK.search(rest)
        windows.append((m.start(), m.end() + (stop.start() if stop else len(rest))))
    return windows


def in_windows(position: int, windows: list[tuple[int, int]]) -> bool:
    return any(a <= position < b for a, b in windows)


# --- references to the previous turn ------------------------------------------------------------

_ORDINALS = {"first": 0, "1st": 0, "second": 1, "2nd": 1, "third": 2, "3rd": 2, "fourth": 3, "4th": 3,
             "fifth": 4, "5th": 4, "sixth": 5, "6th": 5, "seventh": 6, "7th": 6, "eighth": 7, "8th": 7}  # fmt: skip
_COUNTS = {"two": 2, "three": 3, "four": 4, "five": 5, "2": 2, "3": 3, "4": 4, "5": 5}
_ORDINAL_RE = re.compile(r"\b(" + "|".join(_ORDINALS) + r"|last|final)\b(?!\s+(?:date|time|impression))")
# "a chunky knit first.", "shoes first, then a bag": the order of the shopping, not an item shown.
_ORDER_OF_TASKS = re.compile(r"\s*(?:[.,;!]|$|then\b|and then\b|please\b|pls\b|thanks\b)")
_NUMBERED = re.compile(r"(?:#|\bnumber\s+|\bno\.?\s*|\bitem\s+|\boption\s+|\bpick\s+)(\d{1,2})\b")
_FIRST_N = re.compile(r"\b(first|top|last)\s+(two|three|four|five|[2-5])\b")
_ALL = re.compile(
    r"\b(?:those|these|them|all of them|all three|all four|all five|each of them|all of these|all of those|"
    r"the options|the results|the items|these options|those options|all)\b(?! in\b| together\b| told\b| up\b)"
)
_BOTH = re.compile(r"\b(?:both|the two|the pair|these two|those two|the 2)\b")
_CHEAPER = re.compile(
    r"\b(?:cheaper|cheapest|less expensive|least expensive|more affordable|most affordable)\b"
)
_PRICIER = re.compile(r"\b(?:pricier|priciest|more expensive|most expensive|dearer)\b")
_SINGLE = re.compile(r"\b(?:this one|that one|it)\b")
# "which is best for me?", "what would you pick?": a verdict on the items shown.
WHICH_IS_BEST = re.compile(
    r"\bwhich (?:one |of (?:them|these|those|the \w+) )?(?:is|would be|looks?|suits?|works?)? ?(?:the )?"
    r"(?:best|better|nicest|most flattering|me best)\b|\bwhat would you (?:pick|choose|go for)\b|\byour (?:top )?pick\b|"
    r"\bwhich (?:one |of (?:them|these|those) )?(?:is|would be|will be|'s) (?:the )?(?:warmer|warmest|cosier|cosiest)\b"
)
# "the cheapest", "which is the most expensive?", "the cheaper one": one item picked by its price.
PRICE_PICK = re.compile(
    r"\b(?:cheapest|least expensive|most affordable|lowest[- ]priced|priciest|most expensive|dearest|"
    r"highest[- ]priced)\b(?!\s+ones\b)|\bthe (?:cheaper|pricier|more expensive|less expensive) one\b"
)


def parse_references(text: str, items: list[dict]) -> list[int]:
    """0-based indexes of previous-turn items the message points at; [] when it points at none."""
    n = len(items)
    if n == 0:
        return []
    found: list[int] = []
    for m in _FIRST_N.finditer(text):
        count = min(_COUNTS[m.group(2)], n)
        found += list(range(n - count, n)) if m.group(1) == "last" else list(range(count))
    prices = [(i, it.get("price")) for i, it in enumerate(items) if isinstance(it.get("price"), int | float)]
    if not found:
        # In the order said: "compare the cheapest one with the third one".
        said = [
            (m.start(), n - 1 if m.group(1) in {"last", "final"} else _ORDINALS[m.group(1)])
            for m in _ORDINAL_RE.finditer(text)
            if not _ORDER_OF_TASKS.match(text[m.end() :]) or re.search(r"\b(?:the|that|this)\s+$", text[: m.start()])
        ]
        said += [(m.start(), int(m.group(1)) - 1) for m in _NUMBERED.finditer(text)]
        # "the cheapest one", "which is cheaper?" point at a shown item; "cheaper options" asks for new ones.
        if prices and (PRICE_PICK.search(text) or (not said and re.search(r"\bwhich\b", text))):
            if m := _CHEAPER.search(text):
                said.append((m.start(), min(prices, key=lambda p: p[1])[0]))
            if m := _PRICIER.search(text):
                said.append((m.start(), max(prices, key=lambda p: p[1])[0]))
        found = [index for _, index in sorted(said)]
    if not found:
        found += _by_attribute(text, items)
    if not found and _BOTH.search(text):
        found = [0, 1]
    if not found and _ALL.search(text):
        found = list(range(n))
    if not found and _SINGLE.search(text) and n == 1:
        found = [0]
    unique: list[int] = []
    for index in found:
        if 0 <= index < n and index not in unique:
            unique.append(index)
    return unique


def _by_attribute(text: str, items: list[dict]) -> list[int]:
    """ "the blue one", "the Zara one": items whose colour or brand is named before "one"."""
    found = []
    for m in re.finditer(r"\bthe ([a-z][a-z -]{1,24}?) ones?\b", text):
        words = m.group(1).split()
        for i, item in enumerate(items):
            colours = [c.lower() for c in item.get("colors") or []]
            brand = (item.get("brand") or "").lower()
            if any(w in colours for w in words) or (brand and brand in m.group(1)):
                found.append(i)
    return found
