"""MongoDB side of hybrid search: constraints as an MQL pre-filter, and ranking of the candidates.

The hard filters become one MQL document, used both as the ``$vectorSearch`` pre-filter and by
``find``. The fuzzy constraints (a colour family, a waist size, a material word) are resolved
against the distinct values of their field, with the same matching functions as the embedded store,
so "blue" becomes ``colorTokens $in [navy, cobalt, ...]`` and both backends agree on what matches.

The candidates the server returns are ranked by the shared code in ``search.py`` (BM25 over the
candidates, reciprocal rank fusion with the vector scores, style-DNA re-ranking) through a small
transient ``ItemIndex`` holding only them.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import numpy as np

from aesthetiq.store.base import SearchHit
from aesthetiq.store.enrich import colour_tokens, seasonal_palette_scores
from aesthetiq.store.filtering import (
    CodeSets,
    Constraints,
    candidate_positions,
    colour_codes,
    colour_matches,
    genders_for,
    material_matches,
    occasion_matches,
    size_fits,
    wanted_type,
)
from aesthetiq.store.index import ItemIndex, prepare_item
from aesthetiq.store.search import hits_from, rank, select
from aesthetiq.style import taxonomy

# Fields written only for the server (filters, vector search); never returned to callers.
HIDDEN_FIELDS = {"embedding": 0, "colorTokens": 0}
# Every field the pre-filter may use: declared as "filter" paths in the Atlas vector index.
FILTER_PATHS = (
    "userId", "category", "subCategory", "brand", "brandId", "retailerId", "price", "inStock",
    "isFavorite", "colorTokens", "sizes", "material", "occasions", "gender", "type", "setId",
)  # fmt: skip
_NO_VECTOR = np.zeros(1, dtype=np.float32)

Vocabulary = Callable[[str], list[str]]  # field name → its distinct stored values


def _same_text(wanted: str) -> Callable[[str], bool]:
    key = wanted.strip().lower()
    return lambda value: value.strip().lower() == key


def mql_filter(c: Constraints, vocabulary: Vocabulary) -> dict[str, Any]:
    """The MQL document selecting the items that satisfy ``c`` (an empty ``$in`` matches nothing)."""
    where: dict[str, Any] = {}

    def among(field: str, test: Callable[[str], bool]) -> list[str]:
        return [v for v in vocabulary(field) if isinstance(v, str) and test(v)]

    if c.owner is not None:
        where["userId"] = c.owner
    if c.category:
        where["category"] = {"$in": among("category", _same_text(c.category))}
    if c.subCategory:
        wanted = taxonomy.canonical_subcategory(c.subCategory) or c.subCategory
        where["subCategory"] = {"$in": among("subCategory", _same_text(wanted))}
    if c.type:
        where["type"] = {"$in": among("type", _same_text(wanted_type(c)))}
    if c.setId:
        where["setId"] = c.setId
    if c.gender:
        # Every stored item has a gender (stored_item fills the taxonomy's default), and Atlas pre-filters
        # cannot match a missing field, so the wanted genders are listed as strings only.
        where["gender"] = {"$in": list(genders_for(c.gender))}
    for field in ("brand", "brandId", "retailerId"):
        value = getattr(c, field)
        if value:
            where[field] = {"$in": among(field, _same_text(value))}
    price: dict[str, float] = {}
    if c.minPrice is not None:
        price["$gte"] = float(c.minPrice)
    if c.maxPrice is not None:
        price["$lte"] = float(c.maxPrice)
    if price:
        where["price"] = price
    if c.inStock is not None:
        where["inStock"] = bool(c.inStock)
    if c.isFavorite is not None:
        where["isFavorite"] = bool(c.isFavorite)
    tokens: dict[str, Any] = {}
    if c.colors:
        tokens["$in"] = among("colorTokens", lambda v: any(colour_matches(w, v.lower()) for w in c.colors))
    if c.excludeColors:
        tokens["$nin"] = among(
            "colorTokens", lambda v: any(colour_matches(w, v.lower()) for w in c.excludeColors)
        )
    if tokens:
        where["colorTokens"] = tokens
    if c.sizes:
        where["sizes"] = {"$in": among("sizes", lambda v: any(size_fits(w, v) for w in c.sizes))}
    if c.material:
        material = c.material
        where["material"] = {"$in": among("material", lambda v: material_matches(material, v.lower()))}
    if c.occasion:
        occasion = c.occasion
        where["occasions"] = {"$in": among("occasions", lambda v: occasion_matches(occasion, v.lower()))}
    return where


def stored_item(doc: dict[str, Any], vector: np.ndarray) -> dict[str, Any]:
    """An item document as written to MongoDB: with its embedding, colour tokens and season scores."""
    if not doc.get("seasonalPaletteScores"):
        hexes = list(doc.get("colorHexes") or []) or ([doc["colorHex"]] if doc.get("colorHex") else [])
        doc["seasonalPaletteScores"] = seasonal_palette_scores(hexes)
    doc["colorTokens"] = colour_tokens(doc)
    if "price" in doc and not doc.get("gender") and doc.get("subCategory"):
        doc["gender"] = taxonomy.default_gender(str(doc["subCategory"]), doc.get("type"))
    doc["embedding"] = [float(x) for x in vector]
    return doc


def _transient_index(docs: list[dict[str, Any]]) -> ItemIndex:
    """An ``ItemIndex`` of just these documents, position i holding ``docs[i]``."""
    index = ItemIndex("candidates")
    index.put([prepare_item(rowid, doc, _NO_VECTOR)[1] for rowid, doc in enumerate(docs, start=1)])
    return index


def satisfying(docs: list[dict[str, Any]], constraints: Constraints) -> list[int]:
    """Positions of the documents that satisfy ``constraints``, in their order."""
    index = _transient_index(docs)
    with index.lock:
        return sorted(int(i) for i in candidate_positions(index, constraints, CodeSets()))


def rank_candidates(
    docs: list[dict[str, Any]],
    semantic: np.ndarray | None,
    constraints: Constraints,
    text: str,
    limit: int,
    candidate_pool: int,
    season: str | None,
) -> list[SearchHit]:
    """The best ``limit`` of the server's candidates, ranked exactly as the embedded store ranks.

    ``semantic`` holds each candidate's cosine similarity to the query (None without query text).
    The candidates are checked against ``constraints`` once more, so a server whose pre-filter is
    looser than ours (an older index definition) cannot return an item the caller excluded."""
    chosen = rank_index(_transient_index(docs), semantic, constraints, text, limit, candidate_pool, season)
    return hits_from(dict(enumerate(docs, start=1)), chosen)


def rank_index(
    index: ItemIndex,
    semantic: np.ndarray | None,
    constraints: Constraints,
    text: str,
    limit: int,
    candidate_pool: int,
    season: str | None,
) -> list[tuple[int, dict[str, float]]]:
    """The best ``limit`` of a server's candidates held in a transient ``index`` (position i is the
    i-th candidate, ``semantic[i]`` its cosine), as (rowid, breakdown); also used by PostgreSQL."""
    code_sets = CodeSets()
    with index.lock:
        idx = candidate_positions(index, constraints, code_sets)
        wanted = colour_codes(index, code_sets, constraints.colors) if constraints.colors else None
        ranked = rank(
            index, idx, None, text, max(candidate_pool, limit, 200), wanted,
            semantic=None if semantic is None else semantic[idx],
        )  # fmt: skip
        return select(index, ranked, limit, candidate_pool, season)
