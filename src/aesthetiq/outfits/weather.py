"""Season and weather through materials and garment types.

- A garment's **seasons** are the catalogue's ``seasons`` when stored; otherwise (the wardrobe) they
  are inferred from its type and material: shorts and sandals are spring–summer, coats, knitwear and
  boots autumn–spring, heavy fabrics are never summer, linen and raffia never winter.
- A look for a season takes only garments made for it (a spring look may take summer pieces too).
- **Heavy fabrics** (wool, cashmere, tweed, fleece, corduroy, velvet, flannel, shearling, felt,
  alpaca, merino, mohair, down) stay out of summer and of hot or warm days; shorts and sandals stay
  out of winter and of cool or colder days; on hot days no coat, boots or knitwear.
- **Layers by temperature band**: freezing or cold needs a warm outer layer (a coat, or a jacket of a
  warm make: puffer, parka, shearling, leather, waxed cotton, wool); cool needs a layer or a knit top;
  mild welcomes a light layer; warm takes only a light one; hot none (a linen blazer at most).
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from functools import lru_cache
from typing import Any

from aesthetiq.outfits.climate import Climate, band_of_temperature
from aesthetiq.outfits.slots import kind_text

ALL_SEASONS = ("spring", "summer", "autumn", "winter")
_HEAVY_WORDS = ("wool", "cashmere", "tweed", "fleece", "corduroy", "velvet", "flannel", "shearling", "felt", "alpaca",
                "merino", "mohair", "down", "boucle", "bouclé")  # fmt: skip
_LIGHT_WORDS = ("linen", "voile", "chambray", "seersucker", "raffia", "straw", "mesh", "poplin", "modal")
_WARM_OUTER_WORDS = ("puffer", "parka", "shearling", "down", "quilted", "padded", "leather", "waxed", "wool",
                     "overcoat", "duffle", "peacoat", "car coat", "trench", "cashmere", "tweed")  # fmt: skip
_COLD = frozenset({"cold", "freezing"})
_HOT = frozenset({"hot", "warm"})
_SPRING_SUMMER = frozenset({"spring", "summer"})
_NOT_SUMMER = frozenset({"spring", "autumn", "winter"})
_TYPE_SEASONS: dict[str, frozenset[str]] = {
    "Shorts": _SPRING_SUMMER, "Sandals": _SPRING_SUMMER, "Sunglasses": _SPRING_SUMMER,
    "T-Shirt": frozenset({"spring", "summer", "autumn"}), "Coat": _NOT_SUMMER, "Sweater": _NOT_SUMMER,
    "Hoodie": _NOT_SUMMER, "Scarf": _NOT_SUMMER, "Boots": _NOT_SUMMER,
}  # fmt: skip


@lru_cache(maxsize=64)
def _pattern(words: tuple[str, ...]) -> re.Pattern[str]:
    return re.compile(r"\b(?:" + "|".join(re.escape(w) for w in words) + r")\b")


def _words(text: str, words: tuple[str, ...]) -> bool:
    return _pattern(words).search(text) is not None


def is_heavy(doc: dict[str, Any]) -> bool:
    """A warm, heavy fabric (by its material; a "fleece hoodie" by its name too)."""
    material = str(doc.get("material") or "").lower()
    return _words(material, _HEAVY_WORDS) or (not material and _words(kind_text(doc), _HEAVY_WORDS))


def is_light(doc: dict[str, Any]) -> bool:
    return _words(str(doc.get("material") or "").lower(), _LIGHT_WORDS)


def seasons_of(doc: dict[str, Any]) -> frozenset[str]:
    """The weather seasons a garment is for: stored, or inferred from its type and material."""
    stored = [str(s).lower() for s in doc.get("seasons") or [] if str(s).lower() in ALL_SEASONS]
    if stored:
        return frozenset(stored)
    out = set(_TYPE_SEASONS.get(str(doc.get("subCategory")), ALL_SEASONS))
    text = kind_text(doc)
    if doc.get("subCategory") == "Hat":
        if _words(text, ("beanie", "beret")):
            out -= {"summer"}
        elif _words(text, ("sun hat", "straw", "bucket hat", "cap")):
            out -= {"winter"}
    if is_heavy(doc):
        out -= {"summer"}
    if is_light(doc):
        out -= {"winter"}
    return frozenset(out or ALL_SEASONS)


@dataclass(frozen=True)
class Weather:
    season: str | None = None
    band: str | None = None  # hot | warm | mild | cool | cold | freezing
    climate: Climate | None = None
    temperature_c: float | None = None

    @property
    def cold(self) -> bool:
        return self.band in _COLD or (self.band is None and self.season == "winter")

    @property
    def hot(self) -> bool:
        return self.band in _HOT or (self.band is None and self.season == "summer")

    def describe(self) -> str:
        if self.climate is not None:
            return self.climate.describe()
        if self.temperature_c is not None:
            return f"about {self.temperature_c:.0f} °C"
        return self.season or ""


def weather_of(season: str | None, temperature_c: float | None, where: Climate | None) -> Weather:
    """The weather a look is for: a destination's climate, a stated temperature, or a season."""
    if where is not None:
        return Weather(season or where.season, where.band, where, temperature_c)
    if temperature_c is not None:
        inferred = "summer" if temperature_c >= 20 else "winter" if temperature_c <= 5 else None
        return Weather(season or inferred, band_of_temperature(temperature_c), None, temperature_c)
    return Weather(season, None)


def season_admits(doc: dict[str, Any], season: str | None) -> bool:
    if not season:
        return True
    seasons = seasons_of(doc)
    return season in seasons or (season == "spring" and "summer" in seasons)


def admits(doc: dict[str, Any], weather: Weather) -> bool:
    """Whether a garment may be worn in this weather (module docstring)."""
    if not season_admits(doc, weather.season):
        return False
    sub = doc.get("subCategory")
    if (weather.hot or weather.season == "summer") and is_heavy(doc):
        return False
    if sub in ("Shorts", "Sandals") and (
        weather.season == "winter" or weather.band not in (None, "warm", "hot")
    ):
        return False  # bare legs and toes want a warm day
    if weather.band == "hot" and (
        sub in ("Coat", "Boots", "Sweater", "Hoodie") or (sub == "Jacket" and not is_light(doc))
    ):
        return False
    return not (weather.band == "warm" and sub == "Coat")


def is_warm_outer(doc: dict[str, Any]) -> bool:
    """A coat, or a jacket warm enough for a cold day."""
    if doc.get("subCategory") == "Coat":
        return True
    return doc.get("subCategory") == "Jacket" and (
        is_heavy(doc)
        or _words(kind_text(doc) + " " + str(doc.get("material") or "").lower(), _WARM_OUTER_WORDS)
    )


def fit(doc: dict[str, Any], weather: Weather) -> float:
    """-1..1: how well a garment's make suits the weather, beyond admitting it."""
    heavy, light = is_heavy(doc), is_light(doc)
    sub = doc.get("subCategory")
    score = 0.0
    if weather.cold:
        score += 0.5 * heavy - 0.4 * light
        if sub == "Boots" or (sub in ("Scarf", "Hat") and seasons_of(doc) & {"winter"}):
            score += 0.3
    elif weather.band == "cool":
        score += 0.2 * heavy - 0.2 * light
    elif weather.hot:
        score += 0.4 * light
        if sub in ("Sandals", "Shorts", "Sunglasses", "T-Shirt") and weather.band == "hot":
            score += 0.2
    return max(-1.0, min(1.0, score))


def layer_need(weather: Weather) -> str:
    """``outer`` (a warm outer layer is required), ``any`` (some layer or a knit top), ``welcome``,
    ``light`` (a light one at most), ``none``, or ``optional`` when nothing is known of the weather."""
    if weather.cold:
        return "outer"
    if weather.band == "cool":
        return "any"
    if weather.band == "mild" or weather.season in ("autumn", "spring"):
        return "welcome"
    if weather.band == "hot":
        return "none"
    return "light" if weather.hot else "optional"
