"""Hard filters over an ``ItemIndex``: the positions of the items that satisfy every constraint.

Multi-valued and fuzzy constraints (a colour family, a waist size, a material word) are resolved
once per vocabulary entry — a few hundred strings — and then matched as integer codes, so the cost
per item stays a numpy comparison.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, replace
from typing import Any

import numpy as np

from aesthetiq.store.index import ItemIndex, Vocab
from aesthetiq.style import colour, taxonomy

SIZE_WORDS = {
    "extra small": "XS", "xsmall": "XS", "small": "S", "medium": "M", "large": "L",
    "extra large": "XL", "xlarge": "XL", "xxlarge": "XXL", "2xl": "XXL", "onesize": "One Size",
}  # fmt: skip


@dataclass(frozen=True)
class Constraints:
    """The union of WardrobeFilters and CommerceFilters plus the owner, in one normalised shape."""

    category: str | None = None
    subCategory: str | None = None
    brand: str | None = None
    brandId: str | None = None
    retailerId: str | None = None
    minPrice: float | None = None
    maxPrice: float | None = None
    inStock: bool | None = None
    colors: tuple[str, ...] = ()
    excludeColors: tuple[str, ...] = ()
    sizes: tuple[str, ...] = ()
    material: str | None = None
    occasion: str | None = None
    gender: str | None = None
    type: str | None = None
    setId: str | None = None
    isFavorite: bool | None = None
    owner: str | None = None

    @classmethod
    def of(cls, filters: Any, owner: str | None = None) -> Constraints:
        """From a pydantic filters model (or a dict, or None)."""
        raw: dict[str, Any] = {}
        if filters is not None:
            raw = filters if isinstance(filters, dict) else filters.model_dump(exclude_none=True)
        values = {k: v for k, v in raw.items() if k in cls.__dataclass_fields__ and v is not None}
        for key in ("colors", "excludeColors", "sizes"):
            if key in values:
                values[key] = tuple(str(v) for v in values[key])
        return cls(owner=owner, **values)

    def merged(self, implied: Constraints) -> Constraints:
        """These constraints, with the gaps filled from ``implied``."""
        fill = {
            k: getattr(implied, k)
            for k in self.__dataclass_fields__
            if getattr(self, k) in (None, ()) and getattr(implied, k) not in (None, ())
        }
        return replace(self, **fill)

    def is_empty(self) -> bool:
        return all(getattr(self, k) in (None, ()) for k in self.__dataclass_fields__)


def normalise_size(size: str) -> str:
    text = size.strip().lower().replace("-", " ")
    text = re.sub(r"^(eu|uk|us|size)\s*", "", text)
    return SIZE_WORDS.get(text, SIZE_WORDS.get(text.replace(" ", ""), text.upper()))


# Women's clothing sizes by letter, roughly (brands vary): the UK, EU and US numbers of each letter.
LETTER_SIZES: dict[str, tuple[tuple[int, ...], tuple[int, ...], tuple[int, ...]]] = {
    "XS": ((6,), (34,), (2,)), "S": ((8,), (36,), (4,)), "M": ((10, 12), (38, 40), (6, 8)),
    "L": ((14,), (42,), (10,)), "XL": ((16,), (44,), (12,)), "XXL": ((18,), (46,), (14,)),
}  # fmt: skip


def letter_size(wanted: str) -> str | None:
    """The letter a numeric clothing size stands for: "UK 14", "EU 42", "US 10" -> "L". A bare number
    reads as EU from 30 up and as UK below."""
    m = re.fullmatch(r"(?:(eu|uk|us)\s*)?(?:size\s*)?(\d{1,2})", wanted.strip().lower())
    if m is None:
        return None
    system, number = m.group(1), int(m.group(2))
    column = {"uk": 0, "eu": 1, "us": 2}[system or ("eu" if number >= 30 else "uk")]
    return next((letter for letter, numbers in LETTER_SIZES.items() if number in numbers[column]), None)


def beyond_letter_sizes(wanted: str) -> bool:
    """A numbered clothing size larger than the letter chart's largest ("UK 20", "EU 50")."""
    m = re.fullmatch(r"(eu|uk|us)\s*(\d{1,2})", wanted.strip().lower())
    if m is None or letter_size(wanted) is not None:
        return False
    largest = {"uk": 0, "eu": 1, "us": 2}[m.group(1)]
    return int(m.group(2)) > max(LETTER_SIZES["XXL"][largest])


# A suit's chest size ("42R") as the letter of a letter-sized jacket.
_SUIT_LETTERS = {34: "XS", 36: "S", 38: "M", 40: "M", 42: "L", 44: "XL", 46: "XL", 48: "XXL", 50: "XXL"}


def eu_shoe_size(wanted: str) -> float | None:
    """The EU size of a UK or US shoe size: "UK 7" -> 40.5, "US W7" -> 37.5, "US M10" -> 43."""
    m = re.fullmatch(r"(uk|us)\s*([mw])?\s*(\d{1,2}(?:\.5)?)", wanted.strip().lower())
    if m is None:
        return None
    size = float(m.group(3))
    offset = {"uk": 33.5, "w": 30.5, "m": 33.0}[m.group(2) or m.group(1)] if m.group(1) == "us" and m.group(2) else None
    if offset is None:
        offset = 33.5 if m.group(1) == "uk" else 31.0  # a US size without a gender: between the two
    return size + offset


# Women's UK dress sizes as jeans waists in inches (EU = UK + 28, US = UK - 4), roughly.
_UK_WAISTS = {6: (24, 25), 8: (25, 26), 10: (27, 28), 12: (29, 30), 14: (30, 31), 16: (32, 33), 18: (34, 35), 20: (36, 37)}


def dress_size_waists(wanted: str) -> tuple[int, ...]:
    """The jeans waists a dress size with its system stands for: "UK 8" -> (25, 26), "EU 38" -> (27, 28)."""
    m = re.fullmatch(r"(eu|uk|us)\s*(?:size\s*)?(\d{1,2})", wanted.strip().lower())
    if m is None:
        return ()
    number = int(m.group(2))
    uk = {"uk": number, "eu": number - 28, "us": number + 4}[m.group(1)]
    return _UK_WAISTS.get(uk, ())


# Letter sizes as trouser waists in inches, overlapping as brands do (men's M is W32, women's W28).
LETTER_WAISTS = {"XS": (24, 26), "S": (26, 29), "M": (28, 32), "L": (31, 35), "XL": (34, 38), "XXL": (37, 42)}


def _letter_of(wanted: str) -> str | None:
    """The letter a wanted size stands for: itself, a suit chest ("42R" -> L) or a numbered size ("UK 14" -> L)."""
    want = normalise_size(wanted)
    if want in LETTER_SIZES:
        return want
    suit = re.fullmatch(r"(\d{2})[RL]", wanted.strip().upper())
    return _SUIT_LETTERS.get(int(suit.group(1))) if suit else letter_size(wanted)


def size_matches(wanted: str, offered: str) -> bool:
    """'M' = 'M'; '40' matches shoe size 40 and waist 'W40/L32'; 'W32' and '32' match 'W32/L30';
    a numeric clothing size matches its letter on letter-sized pieces ('UK 14' and 'EU 42' match 'L');
    a letter matches trouser waists through ``LETTER_WAISTS`` ('M' matches 'W32/L32': "Zara trousers in
    M"), and suit chests through their letter ('L' matches '42R'). A waist does not match a letter: a
    profile's jeans size says nothing about a skirt sized S to L."""
    want = normalise_size(wanted)
    have = offered.strip().upper()
    if want == have or have in ("ONE SIZE", "ONESIZE", "OS"):
        return True  # a one-size hat or belt fits whatever size the user wears
    if have in LETTER_SIZES:
        suit = re.fullmatch(r"(\d{2})[RL]", wanted.strip().upper())
        return (_SUIT_LETTERS.get(int(suit.group(1))) if suit else letter_size(wanted)) == have
    chest = re.fullmatch(r"(\d{2})[RL]", have)
    if chest:
        letter = _letter_of(wanted)
        return letter is not None and _SUIT_LETTERS.get(int(chest.group(1))) == letter
    if re.fullmatch(r"\d{2}(?:\.5)?", have) and (eu := eu_shoe_size(wanted)) is not None:
        return abs(eu - float(have)) <= 0.5
    waist = re.match(r"W(\d+)", have)
    if waist and (waists := dress_size_waists(wanted)):
        return int(waist.group(1)) in waists  # "UK 8" jeans: waist 25 or 26
    if waist and want in LETTER_WAISTS:
        low, high = LETTER_WAISTS[want]
        return low <= int(waist.group(1)) <= high
    return bool(waist) and want.lstrip("W") == waist.group(1)


def size_fits(wanted: str, offered: str) -> bool:
    """What a size the user asks for finds: ``size_matches``, and also a waist asked for on letter-sized
    trousers, skirts or shorts ("navy trousers in W30" finds women's trousers sized M, whose waists run
    28-32), and a waist whatever the leg length. Used by the search filter and the outfit engine; replies claim "your size" on ``size_matches`` alone."""
    if size_matches(wanted, offered):
        return True
    have = offered.strip().upper()
    # Only a size said as a waist: a bare "40" is a dress or shoe size, not a 40-inch waist.
    waist = re.fullmatch(r"W(\d{2})(?:/L\d{2})?", normalise_size(wanted))
    if waist and have in LETTER_WAISTS:
        low, high = LETTER_WAISTS[have]
        return low <= int(waist.group(1)) <= high
    # A W30/L32 wearer fits W30/L30 too: hems are altered, waists are not.
    offered_waist = re.fullmatch(r"W(\d{2})(?:/L\d{2})?", have)
    return bool(waist and offered_waist and waist.group(1) == offered_waist.group(1))


# A kind of material named by what it does: "technical" (waterproof, Gore-Tex) is any of these fabrics.
_MATERIAL_KINDS = {"technical": ("technical", "waterproof", "gore-tex", "softshell", "nylon", "waxed cotton")}


def material_matches(wanted: str, offered: str) -> bool:
    """'wool' matches 'wool blend' and 'merino wool'; whole words only ('silk' is not 'silky');
    'technical' matches waterproof leather and nylon shells."""
    words = _MATERIAL_KINDS.get(wanted.strip().lower(), (wanted.strip().lower(),))
    return any(re.search(rf"\b{re.escape(word)}\b", offered) is not None for word in words)


# Who may wear what: a men's search also shows unisex items; an item without a gender counts as unisex.
GENDERS_FOR = {"men": ("men", "unisex"), "women": ("women", "unisex"), "unisex": ("unisex",)}


def genders_for(wanted: str) -> tuple[str, ...]:
    """The item genders a wanted gender matches ('men' -> men and unisex); an unknown word matches itself."""
    key = wanted.strip().lower()
    return GENDERS_FOR.get(key, (key,))


def wanted_type(c: Constraints) -> str:
    """The canonical spelling of the wanted type ("cardigans" -> "Cardigan"), within the subCategory if given."""
    assert c.type is not None
    sub = taxonomy.canonical_subcategory(c.subCategory) if c.subCategory else None
    return taxonomy.canonical_type(c.type, sub) or taxonomy.canonical_type(c.type) or c.type


def occasion_matches(wanted: str, offered: str) -> bool:
    return wanted.strip().lower() == offered


def colour_matches(wanted: str, offered: str) -> bool:
    return colour.matches_colour(wanted, [offered])


class CodeSets:
    """Per-index cache of which vocabulary codes satisfy a wanted value."""

    def __init__(self) -> None:
        self._cache: dict[tuple[str, str], tuple[int, np.ndarray]] = {}

    def codes(self, vocab: Vocab, kind: str, wanted: str, test: Any) -> np.ndarray:
        key = (kind, wanted.strip().lower())
        cached = self._cache.get(key)
        if cached is not None and cached[0] == len(vocab.values):
            return cached[1]
        codes = np.array([i for i, v in enumerate(vocab.values) if test(wanted, v)], dtype=np.int32)
        self._cache[key] = (len(vocab.values), codes)
        return codes


def _scalar_equals(index: ItemIndex, mask: np.ndarray, field: str, value: str | None) -> np.ndarray:
    if value is None:
        return mask
    code = index.vocab[field].lookup(value)
    if code is None:
        return np.zeros_like(mask)
    return mask & (index.scalar[field][: index.size] == code)


def _lookup_table(index: ItemIndex, field: str, codes: np.ndarray) -> np.ndarray:
    """table[code] says whether a code is wanted; the last slot answers the -1 padding (never)."""
    table = np.zeros(len(index.vocab[field].values) + 1, dtype=bool)
    table[codes] = True
    table[-1] = False
    return table


def _any_code(index: ItemIndex, idx: np.ndarray, field: str, codes: np.ndarray) -> np.ndarray:
    """Whether each candidate has any of ``codes`` in a multi-valued field.

    A lookup table instead of ``np.isin`` (which sorts), and for a large candidate set a sequential
    pass over every row instead of gathering the candidates' rows (measured 5x faster at 1M items)."""
    if idx.size == 0 or codes.size == 0:
        return np.zeros(idx.size, dtype=bool)
    bits = index.code_bits(field)
    if bits is not None:
        wanted = np.bitwise_or.reduce(np.left_shift(np.uint64(1), codes.astype(np.uint64)))
        if idx.size > index.size // 8:
            return (bits & wanted).astype(bool)[idx]
        return (bits[idx] & wanted).astype(bool)
    table = _lookup_table(index, field, codes)
    rows = index.multi[field][: index.size] if idx.size > index.size // 8 else index.multi[field][idx]
    found = table[rows[:, 0]]
    for column in range(1, rows.shape[1]):  # column by column: .any(axis=1) on narrow rows is slow
        found |= table[rows[:, column]]
    return found[idx] if rows.shape[0] != idx.size else found


def colour_codes(index: ItemIndex, code_sets: CodeSets, wanted: tuple[str, ...]) -> np.ndarray:
    """Codes of the colour tokens that satisfy any of the wanted colours."""
    if not wanted:
        return np.zeros(0, dtype=np.int32)
    vocab = index.vocab["colors"]
    return np.unique(np.concatenate([code_sets.codes(vocab, "colour", w, colour_matches) for w in wanted]))


def candidate_positions(index: ItemIndex, c: Constraints, code_sets: CodeSets) -> np.ndarray:
    """Positions (into the index arrays) of the items satisfying ``c``; call with ``index.lock`` held."""
    n = index.size
    mask = np.ones(n, dtype=bool)
    mask = _scalar_equals(index, mask, "userId", c.owner)
    if c.category:
        mask = _scalar_equals(index, mask, "category", c.category.upper())
    if c.subCategory:
        mask = _scalar_equals(
            index, mask, "subCategory", taxonomy.canonical_subcategory(c.subCategory) or c.subCategory
        )
    if c.type:
        mask = _scalar_equals(index, mask, "type", wanted_type(c))
    mask = _scalar_equals(index, mask, "setId", c.setId)
    if c.gender:
        codes = [index.vocab["gender"].lookup(g) for g in genders_for(c.gender)]
        mask &= np.isin(index.scalar["gender"][:n], [code for code in codes if code is not None] + [-1])
    mask = _scalar_equals(index, mask, "brand", c.brand)
    mask = _scalar_equals(index, mask, "brandId", c.brandId)
    mask = _scalar_equals(index, mask, "retailerId", c.retailerId)
    if c.minPrice is not None:
        mask &= index.price[:n] >= c.minPrice
    if c.maxPrice is not None:
        mask &= index.price[:n] <= c.maxPrice
    if c.inStock is not None:
        mask &= index.in_stock[:n] == int(c.inStock)
    if c.isFavorite is not None:
        mask &= index.favourite[:n] == int(c.isFavorite)
    if c.material:
        codes = code_sets.codes(index.vocab["material"], "material", c.material, material_matches)
        mask &= _lookup_table(index, "material", codes)[index.scalar["material"][:n]]
    idx = np.flatnonzero(mask)
    if c.colors:
        idx = idx[_any_code(index, idx, "colors", colour_codes(index, code_sets, c.colors))]
    if c.excludeColors:
        codes = colour_codes(index, code_sets, c.excludeColors)
        if codes.size:
            idx = idx[~_any_code(index, idx, "colors", codes)]
    if c.sizes:
        codes = np.unique(
            np.concatenate([code_sets.codes(index.vocab["sizes"], "size", w, size_fits) for w in c.sizes])
        )
        idx = idx[_any_code(index, idx, "sizes", codes)]
    if c.occasion:
        codes = code_sets.codes(index.vocab["occasions"], "occasion", c.occasion, occasion_matches)
        idx = idx[_any_code(index, idx, "occasions", codes)]
    return idx
