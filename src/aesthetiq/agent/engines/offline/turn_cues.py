"""The words that steer a turn beyond its garment: follow-ups on what was shown ("cheaper ones",
"show me more", "too formal", "other colours?"), who will wear it ("for my boyfriend", "I'm a guy"),
and qualities of the request ("nothing itchy", "in my colours", "5 degrees and rainy").
``understanding`` reads them; they are data-like patterns kept apart so that file stays about the flow."""

from __future__ import annotations

import re

# "something more formal", "a dressier one": the same request, one notch in a direction.
COMPARATIVE = (
    r"\b(?:more|less|a bit more|slightly more) (?:formal|casual|dressy|elegant|relaxed|colou?rful|classic|sporty|"
    r"fitted|oversized|minimal|understated|expensive|affordable)\b|"
    r"\b(?:dressier|smarter|comfier|warmer|lighter|brighter|darker|cheaper|pricier)\b"
)

# What a comparative changes when it names no occasion or season itself.
NOTCH = (
    (re.compile(r"\b(?:dressier|smarter|more (?:formal|dressy|elegant)|less casual)\b"), "occasion", "formal"),
    (re.compile(r"\b(?:comfier|more (?:casual|relaxed|laid[- ]back)|less (?:formal|dressy|stiff|fancy|smart|structured)|"
                r"not (?:so|as|too) (?:formal|dressy|fancy)|toned?[- ]down|dial (?:it|that) down)\b"), "occasion", "casual"),
    (re.compile(r"\bwarmer\b(?! (?:in )?(?:colou?rs?|tones?|shades?|hues?))"), "season", "winter"),
)

FOLLOW_UP = re.compile(
    r"^(?:what about|how about|and|also|any|same|similar|in |maybe|now|ok|okay|instead|only|just|show me more|more|for)\b|"
    r"\b(?:instead|ones|similar|same but|like that|like those|like the)\b|" + COMPARATIVE
)

# "cheaper ones", "anything pricier?": the same request in another price range.
PRICE_MOVE = re.compile(r"\b(?:cheaper|less expensive|more affordable|pricier|more expensive|higher[- ]end)\b")

# A message that carries on the same shopping trip ("mostly I need trousers", "and also a belt").
CONTINUES = re.compile(r"^(?:so |ok |okay |right |and |also |mostly |now |then |plus )")

# "show me more", "any others?": the same request without the items already shown.
MORE = re.compile(
    r"^(?:(?:show|give|get) me |got |any |let me see |can i see |i want |i'd like )?(?:some |a few )?more\b"
    r"(?!\s+(?:than|formal|casual|dressy|elegant|relaxed|colou?rful|classic|sporty|fitted|oversized|minimal|"
    r"understated|expensive|affordable|comfortable|modest|fun|professional))|"
    r"\b(?:other options|more options|different ones|any others|anything else|see more|next ones|more like (?:these|those|this))\b"
)

# "I don't like the colour", "in a different colour": the last request, without the colours shown.
OTHER_COLOUR = re.compile(
    r"\b(?:(?:do not|not a fan of|hate|dislike) (?:like )?(?:the |these |those |that |this |their )?colou?rs?|"
    r"(?:a |in a )?different colou?rs?|another colou?r|other colou?rs?|not (?:that|this|those|these|the same) colou?rs?)\b"
)

# The owned piece is gone or worn out: the request is a new one of the same.
REPLACING = re.compile(
    r"\b(?:(?:a |need a |want a |get a )?(?:new|another|replacement) (?:one|ones|pair)|replace (?:it|them|my)|"
    r"(?:lost|forgot|ruined|broke|ripped|tore|stained|outgrew|wore out) my|(?:is|are) (?:worn out|ruined|broken|falling apart))\b"
)

REQUEST_CUE = re.compile(
    r"\b(?:find|show|get) me\b|\b(?:looking|searching|shopping) for\b|\b(?:recommend|suggest)\b|"
    r"\bi (?:need|want|would like|'d like)\b|\bcould you find\b"
)

ITCHY = re.compile(r"\b(?:nothing|not|no|non|never|hate|without|isn't|aren't|anything but)[ -](?:too |very |that )?(?:itchy|scratchy)\b")

MENSWEAR = re.compile(
    r"\b(?:i'?m|i am|as) (?:an? )?(?:\d{1,3}[- ]?(?:year[- ]old|yo) |old(?:er)? |young(?:er)? |retired |middle[- ]aged |grown )?"
    r"(?:guy|man|male|dude|bloke|gentleman|boy|grandfather|grandpa|grandad|granddad|husband|father|dad)\b|"
    r"\bfor (?:a |an )?(?:older |young |tall |big |short )?(?:men|man|guy|guys|gentleman|gentlemen)\b|"
    r"\bmen'?s\b(?! (?:size|\d))|\bmenswear\b"
)

WOMENSWEAR = ("Dress", "Skirt", "Heels", "Blouse", "Leggings")
# "I'm usually boho but obviously not for this": the style named is the user's habit, not the request.
NOT_THIS_TIME = re.compile(r"\busually\b[^.;]{0,40}\bbut\b[^.;]{0,20}\bnot (?:for |at |today|now|this time)(?:this|that|one|it|a \w+)?\b")

# The user's own wedding or party: the guest's etiquette (no white) is not theirs.
OWN_EVENT = re.compile(r"\b(?:my (?:own )?(?:wedding|big day|bridal)|i'?m (?:the )?(?:bride|getting married)|bridal|bride to be|our wedding)\b")

# "something she can wear to work" after a gift search: still the same person's present.
WEARER = re.compile(r"\b(?:she|he|they|her|him|them)\b")

MEN = frozenset({"boyfriend", "husband", "dad", "father", "brother", "son", "nephew", "grandpa", "grandfather", "uncle", "him"})

MY_COLOURS = re.compile(r"\b(?:in|from) my (?:best |own |season'?s? )?(?:colou?rs?|palette|season)\b|\bmy best colou?rs\b")

TEMPERATURE = re.compile(r"(-?\d{1,3})\s*(?:°|degrees?|deg)\s*(f(?:ahrenheit)?\b)?(?:c(?:elsius)?\b)?")

FAVOURITE = re.compile(r"\b(?:favou?rites?|faves?|favs?)\b")

# "a gift for my boyfriend", "a scarf for my mum": someone else will wear it. Not "for my sister's wedding".
RECIPIENT = re.compile(
    r"\bfor (?:my |our |a |her |his )?(boyfriend|girlfriend|husband|wife|partner|fiancee?|fiancée?|mum|mom|mother|"
    r"dad|father|sister|brother|best friend|friend|son|daughter|niece|nephew|grandma|grandmother|grandpa|"
    r"grandfather|colleague|boss|aunt|uncle|him|her)\b(?!'s|’s| own)|"
    # "my husband needs a suit", "my dad wants a jumper": someone else will wear it.
    r"\bmy (husband|boyfriend|wife|girlfriend|partner|fiancee?|fiancée?|mum|mom|mother|dad|father|son|daughter|"
    r"brother|sister|grandpa|grandfather|grandma|grandmother|nephew|niece)(?: (?:really |also |just )?(?:needs|wants|"
    r"would like|is looking for|'s looking for|could use|has (?:a|an|his|her)|is after))\b|"
    # "my wife's birthday is coming, she loves scarves": a present for the one whose day it is.
    r"\bmy (boyfriend|girlfriend|husband|wife|partner|mum|mom|mother|dad|father|sister|brother|best friend|friend)'s "
    r"(?:birthday|bday|anniversary|retirement|christmas present|birthday present|\d{2}(?:st|nd|rd|th))\b"
    r"(?=.*\b(?:gift|present|she|he|they|him|her|his)\b)"
)

CARE_PROBLEM = re.compile(
    r"\b(?:shrunk|shrank|stained|pilled|pilling|faded|bobbled|yellowed|stretched out|came out of the wash|"
    r"got a stain|has a stain|smells)\b"
)

IN_STOCK = re.compile(r"\b(?:in stock|available now|ships? now|available today)\b")

def season_of_temperature(text: str) -> str | None:
    """ "5 degrees" -> winter, "30°C" -> summer, "85 f" -> summer; mild temperatures say nothing."""
    m = TEMPERATURE.search(text)
    if m is None:
        return None
    value = float(m.group(1))
    if m.group(2):  # Fahrenheit
        value = (value - 32) * 5 / 9
    return "winter" if value <= 10 else "summer" if value >= 24 else None

# "swimwear", "loungewear", "activewear": clothing even when the taxonomy has no subCategory for it.
WEAR_COMPOUND = re.compile(r"\b[a-z]{3,}wear\b")


# Words that only make sense about items already shown ("more", "which is best?", "the second one").
_SHOWN_ONLY = re.compile(
    r"\b(?:the (?:first|second|third|fourth|fifth|last) (?:one|two|three)|cheaper ones|those ones|these ones|"
    r"(?:compare|between) (?:them|those|these))\b"
)


def follows_up(text: str) -> bool:
    """A message that builds on items already shown: with nothing shown it has nothing to work on."""
    return any(p.search(text) for p in (MORE, OTHER_COLOUR, _SHOWN_ONLY)) or bool(re.search(COMPARATIVE, text))


def nothing_shown_yet(text: str) -> str:
    """The reply to a follow-up in a conversation that has shown nothing."""
    if MENSWEAR.search(text):
        return ("Noted — tell me what you're looking for, and I'll leave out dresses, skirts and heels. "
                "For example: \"a navy blazer for work\" or \"white sneakers under 100\".")  # fmt: skip
    return ("I haven't shown you anything yet in this conversation, so there's nothing to go on from. "
            "What are you looking for? For example: \"black ankle boots under 120\" or \"a dress for a summer wedding\".")  # fmt: skip


# Words in an item's name that carry a pattern or cut the user ruled out ("not skinny", "no prints").
_NAME_WORDS = {
    "striped": ("striped", "stripe", "pinstripe", "breton"),
    "checked": ("checked", "check", "plaid", "tartan", "gingham", "houndstooth"),
    "floral": ("floral", "flower"),
    "polka dot": ("polka", "spotted", "dotted"),
    "animal print": ("leopard", "zebra", "snake", "animal", "cheetah"),
    "graphic": ("graphic", "logo", "slogan"),
    "camouflage": ("camo",),
    "paisley": ("paisley",),
    "geometric": ("geometric",),
    "tie-dye": ("tie-dye",),
    "cropped": ("cropped", "crop"),
    "wide-leg": ("wide-leg",),
    "elastane": ("stretch", "elastane", "spandex"),  # "not stretch": the name says Stretch-Denim
}
_ANY_PRINT = tuple(dict.fromkeys(w for key, words in _NAME_WORDS.items() if key not in ("cropped", "wide-leg") for w in words))


def unwanted_name_words(kind: str, value: str) -> tuple[str, ...]:
    """Name words that mark an item as the pattern or fit ``value`` (of span ``kind``) the user does not want."""
    if kind == "pattern":
        return _ANY_PRINT if value == "print" else _NAME_WORDS.get(value, ())
    if kind == "fit" and value not in ("regular", "petite", "plus-size", "tall"):
        return _NAME_WORDS.get(value, (value,))
    if kind == "material" and value in _NAME_WORDS:
        return _NAME_WORDS[value]
    return ()
