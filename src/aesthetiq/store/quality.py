"""Search-quality measurement: precision@k of results that satisfy each query's stated constraints.

A case is ``{"query": str, "filters": {...CommerceFilters...}}``: the filters are both what a query
analyser would extract and the constraints every returned item must satisfy. Used by the tests and
by ``bench.store_search`` (to compare embedders).
"""

from __future__ import annotations

import json
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import numpy as np

from aesthetiq.models import CommerceFilters
from aesthetiq.store.filtering import material_matches, size_fits
from aesthetiq.style import colour


@dataclass(frozen=True)
class Case:
    query: str
    filters: dict[str, Any]


def load_cases(path: Path) -> list[Case]:
    lines = path.read_text(encoding="utf-8").splitlines()
    return [Case(**json.loads(line)) for line in lines if line.strip()]


def satisfies(item: dict[str, Any], expected: dict[str, Any]) -> bool:
    """Whether one item meets every constraint of ``expected`` (CommerceFilters field names)."""
    if expected.get("category") and item.get("category") != expected["category"]:
        return False
    if expected.get("subCategory") and item.get("subCategory") != expected["subCategory"]:
        return False
    if expected.get("brand") and (item.get("brand") or "").lower() != expected["brand"].lower():
        return False
    price = item.get("price")
    if expected.get("minPrice") is not None and (price is None or price < expected["minPrice"]):
        return False
    if expected.get("maxPrice") is not None and (price is None or price > expected["maxPrice"]):
        return False
    colours = item.get("colors") or []
    if expected.get("colors") and not any(colour.matches_colour(w, colours) for w in expected["colors"]):
        return False
    if expected.get("excludeColors") and any(
        colour.matches_colour(w, colours) for w in expected["excludeColors"]
    ):
        return False
    sizes = item.get("sizes") or []
    if expected.get("sizes") and not any(size_fits(w, s) for w in expected["sizes"] for s in sizes):
        return False
    material = expected.get("material")
    return not material or material_matches(material, (item.get("material") or "").lower())


def precision_at(store: Any, case: Case, k: int, *, with_filters: bool, season: str | None = None) -> float:
    filters = CommerceFilters(**case.filters) if with_filters else None
    hits = store.search_commerce(case.query, filters, k, style_dna=season)
    if not hits:
        return 0.0
    # Precision of what came back: a catalogue with only 6 navy blazers returns 6, all of them right.
    return sum(satisfies(h["item"], case.filters) for h in hits) / len(hits)


def evaluate(store: Any, cases: list[Case], k: int = 10) -> dict[str, Any]:
    """Mean precision@k with the analyser's filters and with the free text only, plus the failures."""
    with_filters = [precision_at(store, c, k, with_filters=True) for c in cases]
    text_only = [precision_at(store, c, k, with_filters=False) for c in cases]
    return {
        "cases": len(cases),
        "precision_with_filters": sum(with_filters) / len(cases),
        "precision_text_only": sum(text_only) / len(cases),
        "weak_text_only": [(c.query, p) for c, p in zip(cases, text_only, strict=True) if p < 0.9],
        "weak_with_filters": [(c.query, p) for c, p in zip(cases, with_filters, strict=True) if p < 0.9],
    }


def semantic_precision(store: Any, cases: list[Case], k: int = 10) -> float:
    """Precision@k of ranking by the embedding alone (no filters, no BM25): compares embedders."""
    index = store.indexes["commerceitems"]
    vectors = store.embedder().embed_texts([c.query for c in cases])
    total = 0.0
    with index.lock:
        matrix = index.vectors[: index.size]
        rowids = index.rowids[: index.size]
        tops = [rowids[np.argsort(-(matrix @ v))[:k]].tolist() for v in vectors]
    for case, top in zip(cases, tops, strict=True):
        docs = store._docs_by_rowid("commerceitems", top)
        total += sum(satisfies(docs[r], case.filters) for r in top) / k
    return total / len(cases)
