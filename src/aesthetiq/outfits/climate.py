"""What the weather is like at a destination in a month: a small table of places by month.

Each place has its twelve monthly mean temperatures (°C, the average of day and night): rounded values
of the published climate normals (national weather services, as summarised in the "Climate of <city>"
tables), written down here from those references to within about 1–2 °C — enough to tell a mild month
from a cold one, not a forecast. A month gives:

- a **weather season** (spring | summer | autumn | winter), the words the catalogue's ``seasons`` use:
  the meteorological season of the place's hemisphere (Dec–Feb is winter in the north, summer in the
  south), except that a mean of 22 °C or more is summer anywhere (the tropics) and 3 °C or less is winter;
- a **temperature band** from the monthly mean: hot ≥ 24, warm 18–24, mild 12–18, cool 6–12,
  cold 0–6, freezing < 0. Mountains are listed at the altitude people walk at.

Places are looked up by name or alias ("NYC", "the Lake District", "Bali"); a country gives its
best-known city.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

BANDS: tuple[tuple[float, str], ...] = (
    (24, "hot"), (18, "warm"), (12, "mild"), (6, "cool"), (0, "cold"), (-100, "freezing"),
)  # fmt: skip
MONTHS = ("january", "february", "march", "april", "may", "june", "july", "august", "september", "october",
          "november", "december")  # fmt: skip

# name: (hemisphere N|S, Jan..Dec mean °C, aliases)
_PLACES: dict[str, tuple[str, tuple[float, ...], tuple[str, ...]]] = {
    # Europe
    "London": ("N", (5, 5, 7, 9, 13, 16, 18, 18, 15, 12, 8, 6), ("england", "uk", "united kingdom", "cotswolds", "brighton")),
    "Edinburgh": ("N", (4, 4, 6, 8, 11, 13, 15, 15, 13, 10, 6, 4), ("scotland", "glasgow", "hogmanay")),
    "Scottish Highlands": ("N", (3, 3, 5, 7, 10, 12, 14, 14, 11, 8, 5, 3), ("highlands", "isle of skye", "skye")),
    "Lake District": ("N", (4, 4, 6, 8, 11, 13, 15, 15, 13, 10, 6, 4), ("the lakes", "peak district", "snowdonia", "yorkshire dales")),
    "Glastonbury": ("N", (5, 5, 7, 9, 12, 15, 17, 17, 14, 11, 8, 5), ("somerset", "boomtown", "winchester", "cornwall", "devon", "bristol")),
    "Manchester": ("N", (4, 5, 6, 9, 12, 15, 17, 16, 14, 11, 7, 5), ("liverpool", "leeds")),
    "Dublin": ("N", (5, 5, 7, 8, 11, 14, 15, 15, 13, 11, 7, 6), ("ireland",)),
    "Paris": ("N", (5, 6, 9, 12, 15, 18, 20, 20, 17, 13, 8, 5), ("france",)),
    "Provence": ("N", (7, 8, 11, 14, 18, 22, 25, 25, 21, 16, 11, 8), ("avignon", "marseille", "aix-en-provence", "south of france")),
    "Nice": ("N", (9, 10, 12, 14, 18, 21, 24, 24, 21, 17, 13, 10), ("cote d'azur", "côte d'azur", "cannes", "monaco", "riviera")),
    "Lisbon": ("N", (11, 12, 14, 15, 18, 21, 23, 23, 22, 19, 15, 12), ("portugal", "algarve", "sintra")),
    "Porto": ("N", (10, 11, 13, 14, 16, 19, 20, 21, 19, 17, 13, 11), ()),
    "Madrid": ("N", (6, 8, 11, 13, 17, 22, 26, 25, 21, 15, 10, 7), ("spain",)),
    "Barcelona": ("N", (10, 11, 13, 15, 18, 22, 25, 25, 22, 18, 14, 11), ("sitges", "costa brava", "valencia")),
    "Seville": ("N", (11, 13, 16, 18, 21, 26, 29, 29, 25, 20, 15, 12), ("andalusia", "malaga", "granada")),
    "Ibiza": ("N", (12, 12, 14, 16, 19, 23, 26, 26, 24, 20, 16, 13), ("mallorca", "majorca", "menorca", "balearics")),
    "Canary Islands": ("N", (18, 18, 19, 19, 20, 22, 23, 24, 24, 22, 20, 19), ("tenerife", "gran canaria", "lanzarote")),
    "Rome": ("N", (8, 9, 11, 14, 18, 22, 25, 25, 21, 17, 12, 9), ("italy",)),
    "Florence": ("N", (7, 8, 11, 14, 18, 22, 25, 25, 21, 16, 11, 7), ("tuscany", "siena")),
    "Milan": ("N", (3, 5, 9, 13, 17, 22, 24, 23, 19, 14, 8, 4), ("lake como", "como", "turin")),
    "Venice": ("N", (4, 5, 9, 13, 17, 21, 24, 23, 19, 14, 9, 5), ("verona",)),
    "Amalfi": ("N", (9, 10, 12, 15, 19, 23, 26, 26, 23, 18, 14, 11), ("naples", "amalfi coast", "capri", "positano", "sicily", "sardinia")),
    "Dolomites": ("N", (-3, -2, 1, 4, 9, 13, 15, 15, 11, 7, 2, -2), ("alps", "swiss alps", "chamonix", "zermatt", "tyrol")),
    "Zurich": ("N", (1, 2, 6, 9, 14, 17, 19, 19, 15, 10, 5, 2), ("switzerland", "geneva", "bern", "lucerne")),
    "Athens": ("N", (10, 11, 13, 16, 21, 26, 29, 29, 25, 20, 15, 12), ("greece",)),
    "Santorini": ("N", (12, 12, 13, 16, 20, 24, 26, 26, 24, 20, 16, 13), ("mykonos", "crete", "greek islands", "rhodes")),
    "Dubrovnik": ("N", (9, 10, 12, 15, 19, 23, 26, 26, 22, 18, 14, 10), ("croatia", "split", "montenegro")),
    "Vienna": ("N", (0, 2, 6, 11, 16, 19, 21, 21, 16, 11, 5, 1), ("austria", "salzburg")),
    "Berlin": ("N", (1, 2, 5, 10, 14, 17, 19, 19, 15, 10, 5, 2), ("germany", "hamburg")),
    "Munich": ("N", (0, 1, 5, 9, 14, 17, 19, 19, 14, 10, 4, 1), ("bavaria",)),
    "Prague": ("N", (0, 1, 5, 9, 14, 17, 19, 19, 14, 9, 4, 1), ("czech republic", "czechia")),
    "Budapest": ("N", (0, 2, 7, 12, 17, 20, 22, 22, 17, 11, 6, 1), ("hungary",)),
    "Krakow": ("N", (-2, 0, 3, 9, 14, 17, 19, 19, 14, 9, 4, 0), ("poland", "warsaw", "kraków")),
    "Amsterdam": ("N", (4, 4, 7, 10, 13, 16, 18, 18, 15, 11, 7, 4), ("netherlands", "holland", "rotterdam")),
    "Brussels": ("N", (4, 4, 7, 10, 14, 16, 18, 18, 15, 11, 7, 4), ("belgium", "bruges", "antwerp")),
    "Copenhagen": ("N", (1, 1, 3, 7, 12, 15, 18, 17, 14, 10, 6, 3), ("denmark",)),
    "Stockholm": ("N", (-1, -1, 2, 6, 11, 16, 18, 17, 12, 7, 3, 0), ("sweden", "gothenburg")),
    "Oslo": ("N", (-4, -4, 0, 5, 11, 15, 17, 16, 11, 6, 1, -3), ("norway", "bergen", "scandinavia")),
    "Helsinki": ("N", (-4, -5, -2, 4, 10, 15, 18, 16, 11, 6, 1, -2), ("finland", "tallinn")),
    "Lapland": ("N", (-14, -13, -8, -2, 5, 11, 14, 11, 6, -1, -7, -11), ("rovaniemi", "tromso", "tromsø", "northern lights")),
    "Reykjavik": ("N", (0, 0, 1, 3, 7, 10, 12, 11, 8, 5, 2, 0), ("iceland",)),
    "Istanbul": ("N", (6, 6, 8, 12, 17, 22, 24, 25, 21, 16, 12, 8), ("turkey",)),
    "Marrakech": ("N", (12, 14, 16, 18, 21, 25, 29, 29, 25, 21, 16, 13), ("morocco", "fez", "fes")),
    "Cairo": ("N", (14, 15, 18, 22, 25, 28, 29, 28, 27, 24, 19, 15), ("egypt",)),
    # North America
    "New York": ("N", (0, 2, 6, 12, 18, 23, 26, 25, 21, 15, 9, 3), ("nyc", "new york city", "manhattan", "brooklyn")),
    "Boston": ("N", (-2, -1, 3, 9, 15, 20, 23, 22, 18, 12, 7, 1), ()),
    "Chicago": ("N", (-5, -3, 3, 9, 15, 21, 24, 23, 19, 12, 5, -2), ()),
    "Washington": ("N", (2, 4, 8, 14, 19, 24, 27, 26, 22, 16, 10, 4), ("washington dc", "dc", "philadelphia")),
    "Miami": ("N", (20, 21, 22, 24, 26, 28, 29, 29, 28, 26, 23, 21), ("florida", "orlando")),
    "New Orleans": ("N", (12, 14, 17, 21, 25, 28, 29, 29, 27, 22, 17, 13), ("texas", "houston", "austin")),
    "Los Angeles": ("N", (14, 15, 15, 17, 18, 20, 22, 23, 22, 20, 17, 14), ("la", "california", "san diego")),
    "San Francisco": ("N", (11, 12, 13, 14, 15, 16, 17, 17, 18, 17, 14, 11), ("sf", "bay area")),
    "Seattle": ("N", (5, 6, 8, 10, 13, 16, 19, 19, 16, 12, 7, 5), ("portland",)),
    "Las Vegas": ("N", (9, 11, 15, 19, 25, 30, 34, 33, 28, 21, 13, 8), ("vegas", "arizona", "phoenix")),
    "Denver": ("N", (0, 1, 5, 9, 14, 20, 23, 22, 17, 11, 4, 0), ("colorado", "aspen")),
    "Honolulu": ("N", (23, 23, 24, 25, 26, 27, 28, 28, 28, 27, 26, 24), ("hawaii", "maui")),
    "Toronto": ("N", (-5, -4, 0, 7, 13, 19, 22, 21, 17, 10, 4, -2), ("canada",)),
    "Montreal": ("N", (-9, -8, -2, 6, 13, 19, 21, 20, 15, 8, 2, -5), ("quebec",)),
    "Vancouver": ("N", (4, 5, 7, 9, 13, 16, 18, 18, 15, 10, 6, 3), ()),
    "Mexico City": ("N", (14, 16, 18, 19, 20, 19, 18, 18, 18, 17, 16, 15), ("mexico",)),
    "Cancun": ("N", (24, 24, 25, 27, 28, 28, 29, 29, 28, 27, 26, 25), ("tulum", "caribbean", "jamaica", "barbados", "bahamas")),
    # South America
    "Rio de Janeiro": ("S", (27, 27, 26, 25, 23, 22, 22, 22, 23, 24, 25, 26), ("rio", "brazil")),
    "Buenos Aires": ("S", (24, 23, 21, 17, 14, 11, 11, 12, 14, 17, 20, 23), ("argentina", "montevideo")),
    "Lima": ("S", (23, 24, 23, 21, 19, 17, 16, 16, 16, 18, 19, 21), ("peru",)),
    # Asia and the Middle East
    "Tokyo": ("N", (5, 6, 9, 14, 19, 22, 26, 27, 24, 18, 13, 8), ("japan",)),
    "Kyoto": ("N", (5, 6, 9, 15, 20, 23, 27, 29, 25, 18, 13, 7), ("osaka",)),
    "Seoul": ("N", (-2, 1, 6, 13, 18, 23, 26, 26, 22, 15, 7, 0), ("korea", "south korea")),
    "Beijing": ("N", (-3, 0, 7, 15, 21, 25, 27, 26, 21, 14, 5, -1), ("china",)),
    "Shanghai": ("N", (5, 6, 10, 15, 21, 24, 28, 28, 24, 19, 13, 7), ()),
    "Hong Kong": ("N", (16, 17, 19, 23, 26, 28, 29, 29, 28, 25, 21, 17), ("taipei", "taiwan")),
    "Singapore": ("N", (27, 27, 28, 28, 28, 28, 28, 28, 28, 28, 27, 27), ("kuala lumpur", "malaysia")),
    "Bangkok": ("N", (27, 28, 30, 31, 30, 29, 29, 29, 28, 28, 28, 26), ("thailand", "phuket", "koh samui")),
    "Hanoi": ("N", (17, 18, 20, 24, 28, 29, 29, 29, 28, 25, 22, 18), ("vietnam",)),
    "Bali": ("S", (27, 27, 27, 27, 27, 26, 26, 26, 27, 27, 27, 27), ("indonesia", "ubud", "seminyak")),
    "Maldives": ("N", (28, 28, 29, 29, 29, 28, 28, 28, 28, 28, 28, 28), ("male", "sri lanka", "seychelles")),
    "Mumbai": ("N", (24, 25, 27, 29, 30, 29, 28, 27, 28, 29, 28, 26), ("goa", "india")),
    "Delhi": ("N", (14, 17, 23, 29, 33, 34, 31, 30, 29, 26, 20, 15), ("new delhi", "jaipur", "agra", "rajasthan")),
    "Dubai": ("N", (19, 20, 23, 27, 31, 33, 35, 35, 33, 29, 25, 21), ("abu dhabi", "uae", "doha", "qatar")),
    # Australia, New Zealand, Africa
    "Sydney": ("S", (23, 23, 22, 19, 16, 14, 13, 14, 16, 18, 20, 22), ("australia", "bondi")),
    "Melbourne": ("S", (21, 21, 19, 16, 13, 11, 10, 11, 13, 15, 17, 19), ()),
    "Brisbane": ("S", (25, 25, 24, 22, 19, 16, 15, 16, 19, 21, 23, 24), ("gold coast", "queensland", "cairns")),
    "Perth": ("S", (24, 25, 23, 20, 16, 14, 13, 13, 15, 17, 20, 22), ("adelaide",)),
    "Auckland": ("S", (20, 20, 19, 17, 14, 12, 11, 11, 13, 14, 16, 18), ("new zealand", "wellington")),
    "Queenstown": ("S", (16, 15, 13, 10, 6, 3, 2, 4, 7, 9, 12, 14), ()),
    "Cape Town": ("S", (21, 22, 20, 18, 16, 14, 13, 13, 14, 16, 18, 20), ("south africa",)),
    "Johannesburg": ("S", (20, 20, 18, 16, 13, 10, 10, 13, 16, 18, 19, 20), ()),
    "Nairobi": ("S", (19, 20, 20, 20, 19, 17, 16, 17, 18, 19, 19, 19), ("kenya", "safari")),
}  # fmt: skip


def _normal(text: str) -> str:
    text = text.lower().replace("’", "'")
    text = re.sub(r"^(the|in|to)\s+", "", text.strip())
    return re.sub(r"\s+", " ", text)


_LOOKUP: dict[str, str] = {}
for _name, (_, _, _aliases) in _PLACES.items():
    for _word in (_name, *_aliases):
        _LOOKUP[_normal(_word)] = _name


@dataclass(frozen=True)
class Climate:
    place: str  # the table's place
    month: int  # 1..12
    mean_c: float
    season: str
    band: str
    name: str = ""  # the destination as asked ("Sitges", whose weather is Barcelona's)

    @property
    def where(self) -> str:
        return self.name or self.place

    def describe(self) -> str:
        return (
            f"{self.where} in {MONTHS[self.month - 1].capitalize()}: about {self.mean_c:.0f} °C, {self.band}"
        )


def band_of_temperature(mean_c: float) -> str:
    return next(name for floor, name in BANDS if mean_c >= floor)


def season_of(hemisphere: str, month: int, mean_c: float) -> str:
    if mean_c >= 22:
        return "summer"
    if mean_c <= 3:
        return "winter"
    north = ("winter", "winter", "spring", "spring", "spring", "summer", "summer", "summer", "autumn", "autumn",
             "autumn", "winter")  # fmt: skip
    flip = {"winter": "summer", "summer": "winter", "spring": "autumn", "autumn": "spring"}
    season = north[month - 1]
    return season if hemisphere == "N" else flip[season]


def month_number(month: int | str) -> int:
    """1..12 from a number or an English month name ("May", "sept"); ValueError otherwise."""
    if isinstance(month, int):
        if 1 <= month <= 12:
            return month
        raise ValueError(f"month {month} is not between 1 and 12")
    word = month.strip().lower()
    if word.isdigit():
        return month_number(int(word))
    for i, name in enumerate(MONTHS):
        if len(word) >= 3 and name.startswith(word):
            return i + 1
    raise ValueError(f"unknown month {month!r}; use a number 1-12 or a month name such as 'May'")


def known_place(destination: str) -> str | None:
    """The table's place for a destination ("NYC" -> New York), trying each part of "Sitges, Spain"."""
    key = _normal(destination)
    if key in _LOOKUP:
        return _LOOKUP[key]
    for part in re.split(r"[,/]| in | near ", key):
        if _normal(part) in _LOOKUP:
            return _LOOKUP[_normal(part)]
    return None


def climate_at(destination: str, month: int | str) -> Climate | None:
    """The weather at ``destination`` in ``month``; None when the place is not in the table."""
    place = known_place(destination)
    if place is None:
        return None
    number = month_number(month)
    hemisphere, temps, _ = _PLACES[place]
    mean = float(temps[number - 1])
    asked = destination.strip()
    name = place if _normal(asked) == _normal(place) or len(asked) > 40 else asked[:1].upper() + asked[1:]
    return Climate(place, number, mean, season_of(hemisphere, number, mean), band_of_temperature(mean), name)


def monthly_means(place: str) -> tuple[float, ...]:
    """The twelve monthly mean temperatures (°C) of a place of the table."""
    return _PLACES[place][1]


def places() -> list[str]:
    return list(_PLACES)


_MENTION = re.compile(r"\b(?:" + "|".join(re.escape(k) for k in sorted(_LOOKUP, key=len, reverse=True)) + r")\b")


def find_place(text: str) -> str | None:
    """The first place of the table a message names ("a week in Lisbon in May" -> Lisbon), or None."""
    found = _MENTION.search(_normal(text))
    return _LOOKUP[found.group(0)] if found else None
