"""Reading constraints out of a free-text query ("green sneakers under 90", "black ankle boots size 40").

Used when a caller sends only text: the words that name a garment, colour, brand, price bound, size,
material or occasion become hard filters, and what they do not cover stays as ranking text.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from aesthetiq.store.filtering import Constraints
from aesthetiq.style import colour, lexicon, taxonomy

_NUMBER = r"(?:€|\$|£|eur\s*)?\s*(\d+(?:[.,]\d+)?)\s*(?:€|\$|£|eur(?:os?)?|dollars?|pounds?|bucks)?"
_MAX_PRICE = re.compile(
    rf"\b(?:under|below|less than|cheaper than|up to|at most|max(?:imum)?|no more than|within)\s*{_NUMBER}"
    rf"|<\s*{_NUMBER}|{_NUMBER}\s*(?:or less|or under|max)\b",
    re.IGNORECASE,
)
_MIN_PRICE = re.compile(
    rf"\b(?:over|above|more than|at least|min(?:imum)?|from)\s*{_NUMBER}|>\s*{_NUMBER}", re.IGNORECASE
)
_RANGE = re.compile(
    rf"\bbetween\s*{_NUMBER}\s*(?:and|-|to)\s*{_NUMBER}|{_NUMBER}\s*(?:-|to)\s*{_NUMBER}", re.IGNORECASE
)
_SIZE = re.compile(
    r"\b(?:(?:in\s+)?size|eu|uk|us)\s+((?:W?\d{2}(?:/L\d{2})?)|xxs|xs|s|m|l|xl|xxl|small|medium|large|extra large)\b"
    r"|\bin\s+(?:a\s+)?(extra large|small|medium|large|xs|xl|xxl)\b"
    r"|\b(W\d{2}(?:/L\d{2})?)\b",
    re.IGNORECASE,
)
_FAVOURITE = re.compile(r"\b(?:my\s+)?favou?rites?\b", re.IGNORECASE)
# Who the garment is for, when the text says so ("men's loafers", "a scarf for my mum").
_GENDER_WORDS = {
    "men": re.compile(
        r"\b(?:men'?s|mens|menswear|for (?:a )?(?:man|men|him|guys?)|male|gentlemen'?s|husband'?s?|boyfriend'?s?|"
        r"dad'?s?|father'?s?|brother'?s?|son'?s?)\b", re.IGNORECASE),
    "women": re.compile(
        r"\b(?:women'?s|womens|womenswear|ladies'?|for (?:a )?(?:woman|women|her)|female|wife'?s?|girlfriend'?s?|"
        r"mum'?s?|mom'?s?|mother'?s?|sister'?s?|daughter'?s?)\b", re.IGNORECASE),
}  # fmt: skip
_NEGATION = re.compile(
    r"\b(?:not|no|isn'?t|aren'?t|without|except|anything but|but not|non)\s+(?:in\s+)?$", re.I
)


@dataclass(frozen=True)
class QueryReading:
    implied: Constraints
    ranking_text: str  # the query without price and size phrases, for BM25 and the embedder
    # Words read as a material that are colours too ("silver watch"): the colour to try when no item
    # is made of that material.
    material_colours: tuple[str, ...] = ()


def _first_number(match: re.Match[str]) -> float:
    return float(next(g for g in match.groups() if g).replace(",", "."))


def _numbers(match: re.Match[str]) -> list[float]:
    return [float(g.replace(",", ".")) for g in match.groups() if g]


def _cut(text: str, spans: list[tuple[int, int]]) -> str:
    for start, end in sorted(spans, reverse=True):
        text = text[:start] + " " + text[end:]
    return re.sub(r"\s+", " ", text).strip()


def read_query(text: str, brands: list[str], *, wardrobe: bool = False) -> QueryReading:
    """Constraints stated in ``text``; ``wardrobe`` also reads "my favourite ..." as isFavorite."""
    spans: list[tuple[int, int]] = []
    min_price = max_price = None
    for m in _RANGE.finditer(text):
        low, high = sorted(_numbers(m)[:2])
        min_price, max_price = low, high
        spans.append(m.span())
    if max_price is None:
        m = _MAX_PRICE.search(text)
        if m:
            max_price = _first_number(m)
            spans.append(m.span())
    if min_price is None:
        m = _MIN_PRICE.search(text)
        if m:
            min_price = _first_number(m)
            spans.append(m.span())
    sizes = []
    for m in _SIZE.finditer(text):
        sizes.append(next(g for g in m.groups() if g))
        spans.append(m.span())

    garments = taxonomy.find_garments(text)
    sub_category = next((g.subCategory for g in garments if g.subCategory), None)
    type_ = next((t for g in garments for s, t in g.types[:1] if s == sub_category), None)
    genders = [g for g, pattern in _GENDER_WORDS.items() if pattern.search(text)]
    category = taxonomy.SUBCATEGORY_TO_CATEGORY.get(sub_category) if sub_category else None
    if category is None:
        category = next((g.category for g in garments if g.category), None)

    brand = _find_brand(text, brands)
    colours: list[str] = []
    excluded: list[str] = []
    material_colours: list[str] = []
    materials = lexicon.find_materials(text)
    occasions = lexicon.find_occasions(text)
    taken = [(m.start, m.end) for m in materials]
    for match in colour.find_colours(text):
        if brand and match.phrase.lower() == brand.lower():
            continue
        if any(start <= match.start < end for start, end in taken):
            material_colours.append(match.name)  # "denim jacket", "gold necklace": the material first
            continue
        target = excluded if _NEGATION.search(text[: match.start]) else colours
        target.append(match.name)

    implied = Constraints(
        category=category,
        subCategory=sub_category,
        brand=brand,
        minPrice=min_price,
        maxPrice=max_price,
        colors=tuple(dict.fromkeys(colours)),
        excludeColors=tuple(dict.fromkeys(excluded)),
        sizes=tuple(sizes),
        material=materials[0].canonical if materials else None,
        occasion=occasions[0].canonical if occasions else None,
        gender=genders[0] if len(genders) == 1 and not wardrobe else None,
        type=None if wardrobe else type_,  # a user's own garments rarely say their type
        isFavorite=True if wardrobe and _FAVOURITE.search(text) else None,
    )
    return QueryReading(implied, _cut(text, spans), tuple(dict.fromkeys(material_colours)))


def _find_brand(text: str, brands: list[str]) -> str | None:
    lowered = text.lower()
    # Longest first so "Massimo Dutti" wins over a shorter brand inside it.
    for brand in sorted(brands, key=len, reverse=True):
        if re.search(rf"(?<![\w]){re.escape(brand.lower())}(?![\w])", lowered):
            return brand
    return None
