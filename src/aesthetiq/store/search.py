"""Hybrid search over one item collection: hard filters → BM25 + vectors fused by RRF → season re-rank.

1. Hard filters give the candidate positions (``filtering``); when the caller sent no filters, the
   constraints read from the query text (``query``) are used, relaxed step by step if nothing is left.
2. Lexical: BM25 of the candidates (``lexical.py``, an in-memory inverted index).
   Semantic: cosine similarity of the query vector with the candidates' vectors (exact numpy scan).
3. Reciprocal rank fusion (k = 60) of both rankings; ``fused`` is normalised so the best item is 1.
4. Commerce with a season: the best ``candidate_pool`` by fused relevance are re-ranked by
   ``combine_scores(relevance, item's seasonalPaletteScores[season])`` (seed 000 §5.2).
"""

from __future__ import annotations

import re
from dataclasses import dataclass, replace
from typing import Any

import numpy as np

from aesthetiq.store.approx import similarities
from aesthetiq.store.base import SearchHit
from aesthetiq.store.enrich import SEASON_ORDER
from aesthetiq.store.filtering import CodeSets, Constraints, candidate_positions
from aesthetiq.store.index import ItemIndex
from aesthetiq.store.query import QueryReading
from aesthetiq.style import seasons

RRF_K = 60
SECONDARY_COLOUR_FACTOR = 0.8  # fused relevance kept when the wanted colour is only a secondary one
STOPWORDS = frozenset(
    [
        "a",
        "an",
        "and",
        "are",
        "as",
        "at",
        "be",
        "but",
        "by",
        "for",
        "from",
        "i",
        "in",
        "into",
        "is",
        "it",
        "me",
        "my",
        "of",
        "on",
        "or",
        "so",
        "some",
        "something",
        "that",
        "the",
        "this",
        "to",
        "with",
        "want",
        "need",
        "looking",
        "find",
        "show",
        "please",
        "get",
        "buy",
        "new",
    ]
)
# Implied constraints dropped in this order when the text asked for more than the catalogue has.
RELAX_ORDER = (
    ("isFavorite",),
    ("material", "occasion"), ("sizes",), ("excludeColors", "colors"), ("brand",), ("type",), ("minPrice", "maxPrice"),
    ("gender",), ("subCategory", "category"),
)  # fmt: skip


@dataclass
class Ranked:
    positions: np.ndarray
    semantic: np.ndarray
    lexical: np.ndarray
    fused: np.ndarray


def resolve_constraints(
    index: ItemIndex, code_sets: CodeSets, explicit: Constraints, reading: QueryReading | None
) -> tuple[np.ndarray, Constraints]:
    """Candidate positions and the constraints they satisfy; ``reading`` (constraints read from the
    text) is used when the caller sent no filters, relaxed step by step if the text asked for more
    than the collection has. Call with ``index.lock`` held."""
    if reading is None:
        return candidate_positions(index, explicit, code_sets), explicit
    implied: Constraints | None = reading.implied
    while implied is not None:
        merged = explicit.merged(implied)
        idx = candidate_positions(index, merged, code_sets)
        if idx.size or implied.is_empty():
            return idx, merged
        implied = relax(implied, reading)
    return candidate_positions(index, explicit, code_sets), explicit


def relax(implied: Constraints, reading: QueryReading) -> Constraints | None:
    """The implied constraints with the next group in ``RELAX_ORDER`` dropped; None when none is left."""
    step = next((s for s in RELAX_ORDER if any(getattr(implied, f) not in (None, ()) for f in s)), None)
    if step is None:
        return None
    relaxed: dict[str, object] = {f: () if f in ("colors", "excludeColors", "sizes") else None for f in step}
    if "material" in step and implied.material and reading.material_colours and not implied.colors:
        relaxed["colors"] = reading.material_colours  # no silver watches: try silver-coloured ones
    return replace(implied, **relaxed)  # type: ignore[arg-type]


def ranking_words(text: str) -> str:
    """The query without filler words, for BM25."""
    return " ".join(w for w in re.findall(r"[\w'-]+", text.lower()) if w not in STOPWORDS)


def rank(
    index: ItemIndex,
    idx: np.ndarray,
    query_vector: np.ndarray | None,
    text: str,
    depth: int,
    primary_colours: np.ndarray | None = None,
    semantic: np.ndarray | None = None,
) -> Ranked:
    """Fuse the semantic and lexical rankings of the candidates; call with ``index.lock`` held.

    ``semantic`` gives the candidates' similarities when a backend computed them (MongoDB's
    ``$vectorSearch``); otherwise they are computed from the index vectors and ``query_vector``."""
    n_cand = idx.size
    if semantic is not None:
        sims = semantic.astype(np.float32, copy=False)
    elif query_vector is not None and index.dim == query_vector.shape[0] and n_cand:
        sims = similarities(index.vectors[: index.size], index.sketch, idx, query_vector)
        if index.missing_vectors():
            sims = np.where(index.has_vector[idx], sims, 0.0)
        sims = sims.astype(np.float32, copy=False)
    else:
        sims = np.zeros(n_cand, dtype=np.float32)

    # Semantic ranks only for the best `depth` (argpartition: O(n) instead of a full sort).
    top = min(depth, n_cand)
    sem_top = np.argpartition(-sims, top - 1)[:top] if 0 < top < n_cand else np.arange(n_cand)
    sem_top = sem_top[np.argsort(-sims[sem_top], kind="stable")]
    fused = np.zeros(n_cand, dtype=np.float64)
    if query_vector is not None or semantic is not None:
        fused[sem_top] += 1.0 / (RRF_K + 1 + np.arange(sem_top.size))

    lex_scores = index.lexical.score(ranking_words(text), idx, index.size) if n_cand else np.zeros(0)
    matched = np.flatnonzero(lex_scores > 0)
    if matched.size:
        top = min(depth, matched.size)
        best = (
            matched[np.argpartition(-lex_scores[matched], top - 1)[:top]] if top < matched.size else matched
        )
        best = best[np.argsort(-lex_scores[best], kind="stable")]
        fused[best] += 1.0 / (RRF_K + 1 + np.arange(best.size))
        lex_scores = lex_scores / lex_scores[best[0]]
    if not fused.any():
        fused[:] = 1.0 / (RRF_K + 1 + np.arange(n_cand))  # no text to rank by: stable catalogue order
    if primary_colours is not None and primary_colours.size and n_cand:
        # "a cream coat" is a coat that is mainly cream, not a blue coat with cream buttons.
        primary = np.isin(index.multi["colors"][idx, 0], primary_colours)
        fused *= np.where(primary, 1.0, SECONDARY_COLOUR_FACTOR)
    return Ranked(positions=idx, semantic=sims, lexical=lex_scores, fused=fused)


def select(
    index: ItemIndex, ranked: Ranked, limit: int, candidate_pool: int, season: str | None
) -> list[tuple[int, dict[str, float]]]:
    """The best ``limit`` as (rowid, breakdown); call with ``index.lock`` held."""
    n_cand = ranked.positions.size
    pool = min(max(candidate_pool, limit), n_cand)
    if pool == 0:
        return []
    # Only items in either ranking have a fused score; choosing among them skips a pass over a
    # million candidates when the pool fits.
    ranked_ones = np.flatnonzero(ranked.fused)
    if ranked_ones.size >= pool:
        order = ranked_ones[np.argpartition(-ranked.fused[ranked_ones], pool - 1)[:pool]]
    else:
        order = np.argpartition(-ranked.fused, pool - 1)[:pool] if pool < n_cand else np.arange(n_cand)
    order = order[np.lexsort((index.rowids[ranked.positions[order]], -ranked.fused[order]))]
    fused = ranked.fused[order]
    relevance = fused / fused[0]
    season_scores = np.zeros(order.size, dtype=np.float32)
    final = relevance
    if season:
        if season not in SEASON_ORDER:
            raise ValueError(f"unknown colour season {season!r}; use one of: {', '.join(SEASON_ORDER)}")
        column = SEASON_ORDER.index(season)
        season_scores = index.seasons[ranked.positions[order], column]
        final = np.array(
            [
                seasons.combine_scores(float(r), float(s))
                for r, s in zip(relevance, season_scores, strict=True)
            ]
        )
    chosen = np.lexsort((index.rowids[ranked.positions[order]], -final))[:limit]
    out = []
    for j in chosen:
        k = order[j]
        out.append(
            (
                int(index.rowids[ranked.positions[k]]),
                {
                    "semantic": round(float(ranked.semantic[k]), 4),
                    "lexical": round(float(ranked.lexical[k]), 4),
                    "season": round(float(season_scores[j]), 4),
                    "fused": round(float(relevance[j]), 4),
                    "final": round(float(final[j]), 4),
                },
            )
        )
    return out


def hits_from(docs: dict[int, dict[str, Any]], chosen: list[tuple[int, dict[str, float]]]) -> list[SearchHit]:
    return [
        SearchHit(item=docs[rowid], score=breakdown["final"], breakdown=breakdown)
        for rowid, breakdown in chosen
        if rowid in docs
    ]
