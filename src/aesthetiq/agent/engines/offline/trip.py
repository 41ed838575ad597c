"""When and where the clothes are for: "Lisbon in May", "New York in December", "a wedding in June".

A month says the season (flipped for the southern hemisphere when the place is there); a trip to a named
place is travel. The outfit engine's climate table knows more places; this is what the reading needs.
"""

from __future__ import annotations

import re

MONTHS = {
    "january": "winter", "jan": "winter", "february": "winter", "feb": "winter", "march": "spring", "mar": "spring",
    "april": "spring", "apr": "spring", "may": "spring", "june": "summer", "jun": "summer", "july": "summer",
    "jul": "summer", "august": "summer", "aug": "summer", "september": "autumn", "sept": "autumn", "sep": "autumn",
    "october": "autumn", "oct": "autumn", "november": "autumn", "nov": "autumn", "december": "winter", "dec": "winter",
}  # fmt: skip
_FLIP = {"winter": "summer", "summer": "winter", "spring": "autumn", "autumn": "spring"}
SOUTHERN = re.compile(
    r"\b(?:australia|sydney|melbourne|brisbane|perth|adelaide|new zealand|auckland|wellington|queenstown|"
    r"south africa|cape town|johannesburg|durban|argentina|buenos aires|chile|santiago|uruguay|montevideo|"
    r"brazil|rio|rio de janeiro|sao paulo|são paulo|patagonia|peru|lima)\b"
)
TROPICAL = re.compile(
    r"\b(?:bali|thailand|bangkok|phuket|singapore|malaysia|kuala lumpur|maldives|caribbean|jamaica|barbados|"
    r"bahamas|cancun|mexico city|tulum|dubai|abu dhabi|qatar|doha|egypt|cairo|goa|mumbai|sri lanka|hawaii|"
    r"honolulu|miami|fiji|mauritius|seychelles|zanzibar|kenya|vietnam|ho chi minh|cambodia|philippines|manila)\b"
)
# "in May", "this June", "next december", "late september": a month named as a time, not "may I".
_MONTH = re.compile(
    r"\b(?:in|this|next|early|mid|late|end of|start of|beginning of|during|for|over|around|until|by)\s+(?:(?:early|mid|late)[- ])?"
    r"(" + "|".join(sorted(MONTHS, key=len, reverse=True)) + r")\b"
)
_GOING = re.compile(
    r"\b(?:flying|heading|travel(?:l)?ing|going|off to|jetting|moving|relocating|headed|visiting|a (?:trip|week|weekend|"
    r"fortnight|holiday|vacation|city break|few days) (?:to|in)|pack(?:ing)? for|holiday in|vacation in|trip to)\b"
)


def season_of_month(text: str) -> str | None:
    """The weather season a named month means there ("Sydney in July" is winter)."""
    month = _MONTH.search(text)
    if month is None:
        return None
    season = MONTHS[month.group(1)]
    if TROPICAL.search(text):
        return "summer"  # hot whatever the month
    return _FLIP[season] if SOUTHERN.search(text) else season


def is_trip(text: str) -> bool:
    """ "Flying to New York", "a week in Lisbon", "packing for Bali": dressing for travel."""
    return bool(_GOING.search(text))


# "my dad's 70th", "her 40th": a milestone birthday is a party.
MILESTONE = re.compile(r"\b(?:1[89]|[2-9]\d|100)(?:st|nd|rd|th)\b(?! (?:of|floor|century|street|st\b))")
# "a warm scarf", "something warm for the evenings", "for christmas": dressing for the cold.
COLD = re.compile(
    r"\bwarm(?:er|est)? (?:coat|jacket|scarf|jumper|sweater|boots?|hat|layer|knit|gloves|clothes|something|one|pair|socks|"
    r"parka|puffer|cardigan)|\b(?:for|at|over) (?:christmas|xmas|new year)\b|\bchristmas (?:gift|present|market)s?\b"
)
