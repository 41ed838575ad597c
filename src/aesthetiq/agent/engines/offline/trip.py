"""When and where the clothes are for: "Lisbon in May", "New York in December", "a wedding in June".

A month says the season, as the outfit engine's climate table has it for a place it knows; a hot place says
summer for a holiday; a trip to a named place is travel.
"""

from __future__ import annotations

import re

from aesthetiq.outfits import climate

MONTHS = {
    "january": "winter", "jan": "winter", "february": "winter", "feb": "winter", "march": "spring", "mar": "spring",
    "april": "spring", "apr": "spring", "may": "spring", "june": "summer", "jun": "summer", "july": "summer",
    "jul": "summer", "august": "summer", "aug": "summer", "september": "autumn", "sept": "autumn", "sep": "autumn",
    "october": "autumn", "oct": "autumn", "november": "autumn", "nov": "autumn", "december": "winter", "dec": "winter",
}  # fmt: skip
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
    """The weather season a named month means there: the climate table's for a place it knows ("Sydney in
    July" is winter, "Bali in August" is summer), else the northern season of the month."""
    month = _MONTH.search(text)
    if month is None:
        return None
    place = climate.find_place(text)
    if place is not None and (weather := climate.climate_at(place, month.group(1))) is not None:
        return weather.season
    return MONTHS[month.group(1)]


# A holiday said with a hot place and no month ("a linen dress for a holiday in Crete") is for the heat.
_HOLIDAY = re.compile(r"\b(?:holiday|hols|vacation|beach|pool|swim\w*|island|getaway|sun)\b")


def season_of_place(text: str) -> str | None:
    """Summer for a place that is hot all year ("Bali"), or a holiday somewhere hot in summer ("Crete")."""
    place = climate.find_place(text)
    if place is None:
        return None
    temps = climate.monthly_means(place)
    if min(temps) >= 22 or (max(temps) >= 24 and _HOLIDAY.search(text)):
        return "summer"
    return None


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
