"""Reading a request for whole looks: one outfit, several ("three outfits for a work week"), or a trip's
capsule ("pack for a week in Lisbon in May"); whose clothes (the shop, the wardrobe first, only the
wardrobe); which pieces it is built around (an item shown, a piece the user owns or says they own); and
whether a budget is for the look or per item. The outfit engine (aesthetiq.outfits) composes from it."""

from __future__ import annotations

import re
from typing import Any

from aesthetiq.agent.conversation.state import OutfitAsk, ShoppingState
from aesthetiq.agent.engines.offline.trip import MONTHS
from aesthetiq.outfits.climate import find_place, month_number

ASKS = re.compile(
    r"\b(?:outfits?|looks?|ensembles?|what (?:should|do|can|could|shall) i wear|what to wear|put (?:together|me together)|"
    r"style me|dress me|kit me out|get-?ups?|head to toe|from head to toe|"
    r"(?:a|the|my|some|new|sick|fresh|whole) fits?\b(?! (?:me|him|her|well|better|true))|fits? (?:for|around|with) |"
    r"the (?:whole |full )?lot|everything i need|what (?:do|should|would) (?:i|you) (?:get|buy|need|go for)|"
    r"(?:build|make|put together|create|style) (?:me )?(?:something|a look|an outfit|a fit)? ?(?:around|with|using))\b"
)
# "what would you wear it with?", "how would you style the first one?": a whole look around a shown item.
WEAR_WITH = re.compile(
    r"\b(?:wear|style|pair|team|put|match) (?:it|this|that|them|these|those|the \w+(?: one)?)(?: up)? with\b|"
    r"\bhow (?:would|should|do|can) (?:i|you) (?:wear|style)\b|\bwhat (?:else )?(?:goes|would go|will go|could go|should go|to wear) "
    r"with (?:it|this|that|them|these|those|the (?:first|second|third|fourth|fifth|last|\w+) ?(?:one|ones|pair)?)\b"
)
CAPSULE = re.compile(
    r"\b(?:pack(?:ing)?|capsule(?: wardrobe)?|what (?:should|do|shall) i (?:bring|take)|suitcase|carry-?on|travel wardrobe)\b"
)
_NUMBER = {"one": 1, "a": 1, "two": 2, "a couple of": 2, "couple of": 2, "three": 3, "a few": 3, "four": 4, "five": 5,
           "six": 6, "seven": 7}  # fmt: skip
_COUNT = re.compile(r"\b(\d|one|two|three|four|five|six|seven|a couple of|couple of|a few) (?:different |more |new )?(?:outfits|looks|options)\b")
_WORK_WEEK = re.compile(r"\b(?:outfits|looks|something|what to wear) (?:for|to get me through) (?:a|the|my) (?:whole |full )?(?:work ?week|week at work|working week)\b|\bmonday to friday\b")
_DAYS = (
    (re.compile(r"\b(\d{1,2}) (?:days|nights)\b"), None),
    (re.compile(r"\b(?:a )?fortnight\b|\btwo weeks\b"), 14),
    (re.compile(r"\blong weekend\b"), 4),
    (re.compile(r"\bweekend\b"), 3),
    (re.compile(r"\b(?:a|one|the) week\b|\bweek[- ]long\b|\bseven days\b"), 7),
    (re.compile(r"\b(?:a few|three|3) days\b"), 3),
)
_ONLY_MINE = re.compile(
    r"\b(?:only|just|entirely|purely) (?:from |using |with )?(?:my (?:own )?(?:wardrobe|closet|clothes|stuff|things)|what i "
    r"(?:already )?(?:own|have))\b|\b(?:without|no) (?:buying|shopping)(?: anything)?(?: new)?\b|\bnothing new\b|"
    r"\bfrom my (?:own )?(?:wardrobe|closet) only\b|\bshop my (?:own )?(?:wardrobe|closet)\b|"
    r"\bonly (?:what(?:'s| is)|things|stuff) (?:in|from) my (?:wardrobe|closet)\b|\bnot buying anything\b"
)
_MINE_FIRST = re.compile(
    r"\b(?:from|using|with|out of|mostly|mainly) (?:the )?(?:stuff|things|clothes|pieces|what) i (?:already )?(?:own|have)\b|"
    r"\bfrom my (?:own )?(?:wardrobe|closet|clothes)\b|\bmix (?:my|with my|in my)\b|\bwhat i(?:'ve| have) got\b|"
    r"\b(?:mostly|mainly|largely) (?:my own|from my)\b|\bfill (?:in )?the gaps\b"
)
# "what shoes should I wear with it?", "which bag would you get?": a question about one garment, not a look.
_GARMENT_QUESTION = re.compile(r"\b(?:what|which)\s+(?:\w+\s+){0,2}(?:should|would|could|do|can)\s+(?:i|you)\b")
GIFT = re.compile(r"\b(?:gift|present|stocking filler|for (?:his|her|their) birthday)\b")
_PER_ITEM = re.compile(r"\b(?:each|apiece|a piece|per (?:item|piece)|every piece|any one piece)\b")
_AROUND = re.compile(
    r"\b(?:around|with|using|including|based on|built on|featuring|to go with|that goes? with|for) (?:the |that |this |my )?"
    r"(?:first|second|third|fourth|fifth|sixth|last|\d(?:st|nd|rd|th)?|one|it|that|this|#\d|number \d)\b"
)
_MONTH_WORD = re.compile(r"\b(" + "|".join(sorted(MONTHS, key=len, reverse=True)) + r")\b")


_SITUATION = ("occasion", "season", "style")


def read(text: str, filters: dict[str, Any], references: list[int], owned: list[dict[str, Any]],
         prior: ShoppingState, scope: str) -> OutfitAsk | None:  # fmt: skip
    """The look asked for, or None when the message is not a request for whole outfits.

    Asked in words ("an outfit", "what should I wear", "a fit for", "pack for"), or implied: a trip to a
    place with its length or month ("Bali in August for 10 days"), or something to dress for (an occasion,
    the weather, a style) with no garment named ("a hen do! something fun I can dance in")."""
    named = any(filters.get(k) for k in ("subCategory", "category", "outfitParts"))
    place = find_place(text)
    month = _month(text)
    days = _days(text)
    trip = bool(place and (days or month))
    # "what bottoms should I pack?" is a search for bottoms; "pack for a week in Lisbon" a capsule.
    asks_looks = bool(ASKS.search(text))
    # "one good outfit for dinner in Copenhagen" is one look; "a weekend in Copenhagen" alone, a capsule.
    capsule = (bool(CAPSULE.search(text)) and not named) or (trip and not named and not asks_looks)
    # Implied only when there is no other request to change: "for a wedding" after black jeans is the jeans'.
    fresh = not prior.pieces or prior.outfit is not None
    situation = any(filters.get(k) for k in _SITUATION)
    # A gift is one thing, not a look; "a swimsuit" the shop lacks is said plainly, then the nearest pieces.
    single = bool(GIFT.search(text)) or bool(filters.get("unstockedTypes"))
    implied = fresh and not named and situation and not references and not single
    explicit = bool(ASKS.search(text) and not (named and _GARMENT_QUESTION.search(text))) or capsule or bool(
        _WORK_WEEK.search(text)
    )
    # "build me something around my black jeans for a gig", "what would you wear it with for brunch?"
    anchored = not named and ((owned and (situation or explicit)) or (references and bool(WEAR_WITH.search(text))))
    if not (explicit or implied or anchored):
        return None
    if not (situation or owned or references or place or month or days or named or _count(text) > 1
            or _WORK_WEEK.search(text)):
        return None  # "I need an outfit": for what? The question comes back first.
    ask = OutfitAsk(capsule=capsule and bool(place or month or days), destination=place, month=month)
    # Asked for "an outfit": one. Only something to dress for ("something for a formal dinner party"): two
    # different looks, so there is a choice, as a stylist would offer.
    ask.count = _count(text) if explicit or anchored else 2
    ask.days = days
    if ask.capsule:
        ask.days = ask.days or 7
    # "I already have a grey blazer" anchors the look on it; only words about the wardrobe choose whose clothes.
    ask.wardrobe = (
        "wardrobe_only" if _ONLY_MINE.search(text)
        else "wardrobe_first" if _MINE_FIRST.search(text) or ask.capsule
        else "shop"
    )  # fmt: skip
    ask.per_item = bool(_PER_ITEM.search(text))
    anchors: list[dict[str, Any]] = []
    for index in references:
        if 0 <= index < len(prior.shown) and (_AROUND.search(text) or WEAR_WITH.search(text)):
            item = prior.shown[index]
            anchors.append({"source": "wardrobe" if item.source == "wardrobe" else "commerce", "item_id": item.id})
    anchors += owned
    ask.anchors = anchors[:4]
    return ask


def _count(text: str) -> int:
    said = _COUNT.search(text)
    if said:
        word = said.group(1)
        return max(1, min(7, int(word) if word.isdigit() else _NUMBER.get(word, 1)))
    return 5 if _WORK_WEEK.search(text) else 1


def _days(text: str) -> int | None:
    for pattern, days in _DAYS:
        said = pattern.search(text)
        if said:
            return min(60, int(said.group(1))) if days is None else days
    return None


def _month(text: str) -> int | None:
    said = _MONTH_WORD.search(text)
    if not said or (said.group(1) == "may" and not re.search(r"\bin may\b|\bmay (?:\d|trip|holiday)", text)):
        return None  # "may I ..." is not a month
    return month_number(said.group(1))


def only_mine(text: str) -> bool:
    return bool(_ONLY_MINE.search(text))
