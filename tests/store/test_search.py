"""Search quality on the demo catalogue, style-DNA re-ranking, breakdowns, and search under writes."""

from __future__ import annotations

import threading
from pathlib import Path

import pytest

from aesthetiq.store import SQLiteStore, Store
from aesthetiq.store.demo import generate_commerce_items
from aesthetiq.store.quality import evaluate, load_cases, satisfies
from aesthetiq.style import colour

CASES = load_cases(Path(__file__).with_name("search_quality.jsonl"))


@pytest.fixture(scope="module")
def quality(store) -> dict:
    return evaluate(store, CASES, k=10)


def test_table_is_large_enough() -> None:
    assert len(CASES) >= 40


def test_precision_with_analyser_filters(quality: dict) -> None:
    print(f"\nprecision@10 with filters: {quality['precision_with_filters']:.3f}")
    assert quality["precision_with_filters"] >= 0.9, quality["weak_with_filters"]


def test_precision_free_text_only(quality: dict) -> None:
    print(f"\nprecision@10 free text only: {quality['precision_text_only']:.3f}")
    assert quality["precision_text_only"] >= 0.9, quality["weak_text_only"]


@pytest.mark.parametrize(
    ("query", "expected"),
    [
        ("blue shirt", {"subCategory": "Shirt", "colors": ["blue"]}),
        ("green sneakers under 90", {"subCategory": "Sneakers", "colors": ["green"], "maxPrice": 90}),
        ("cream wool coat", {"subCategory": "Coat", "colors": ["cream"], "material": "wool"}),
        ("black ankle boots size 40", {"subCategory": "Boots", "colors": ["black"], "sizes": ["40"]}),
    ],
)
def test_brief_queries_from_text_alone(store, query: str, expected: dict) -> None:
    hits = store.search_commerce(query, None, 10)
    assert len(hits) >= 5 and all(satisfies(h["item"], expected) for h in hits)


def test_cream_coat_is_mainly_cream(store) -> None:
    top = store.search_commerce("cream wool coat", None, 3)
    assert all(colour.matches_colour("cream", h["item"]["colors"][:1]) for h in top)


def _mean_season(hits: list[dict], season: str) -> float:
    return sum(h["item"]["seasonalPaletteScores"][season] for h in hits) / len(hits)


@pytest.mark.parametrize("query", ["sweater", "a coat for winter", "silk scarf", "dress for a party"])
def test_style_dna_moves_palette_matches_up(store, query: str) -> None:
    autumn = store.search_commerce(query, None, 10, candidate_pool=200, style_dna="WARM_AUTUMN")
    winter = store.search_commerce(query, None, 10, candidate_pool=200, style_dna="COOL_WINTER")
    plain = store.search_commerce(query, None, 10)
    assert _mean_season(autumn, "WARM_AUTUMN") > _mean_season(winter, "WARM_AUTUMN") + 0.05
    assert _mean_season(winter, "COOL_WINTER") > _mean_season(autumn, "COOL_WINTER") + 0.05
    assert _mean_season(autumn, "WARM_AUTUMN") > _mean_season(plain, "WARM_AUTUMN")


def test_breakdown_and_order(store) -> None:
    hits = store.search_commerce("a blazer", None, 20, style_dna="COOL_WINTER")
    assert len(hits) == 20
    for hit in hits:
        assert set(hit["breakdown"]) == {"semantic", "lexical", "season", "fused", "final"}
        assert hit["score"] == hit["breakdown"]["final"]
        assert hit["breakdown"]["season"] == pytest.approx(
            hit["item"]["seasonalPaletteScores"]["COOL_WINTER"], abs=1e-3
        )
        assert "embedding" not in hit["item"]
    scores = [h["score"] for h in hits]
    assert scores == sorted(scores, reverse=True)
    assert store.search_commerce("navy wool blazer", None, 5)[0]["breakdown"]["season"] == 0.0


def test_unsatisfiable_text_relaxes_instead_of_returning_nothing(store) -> None:
    hits = store.search_commerce("purple jeans under 5 euros", None, 5)
    assert hits and all(h["item"]["subCategory"] == "Jeans" for h in hits)


def test_search_while_writing(empty_store: Store) -> None:
    items = list(generate_commerce_items(600, seed=11))
    empty_store.upsert_many("commerceitems", items[:300])
    errors: list[BaseException] = []

    def writer() -> None:
        try:
            for start in range(300, 600, 50):
                empty_store.upsert_many("commerceitems", items[start : start + 50])
        except BaseException as exc:  # surfaced by the assertion below
            errors.append(exc)

    def reader() -> None:
        try:
            for _ in range(30):
                for hit in empty_store.search_commerce("black boots", None, 10):
                    assert hit["item"]["_id"].startswith("com_11_")
        except BaseException as exc:
            errors.append(exc)

    threads = [threading.Thread(target=writer)] + [threading.Thread(target=reader) for _ in range(3)]
    for t in threads:
        t.start()
    for t in threads:
        t.join()
    assert errors == []
    assert empty_store.count("commerceitems") == 600
    if isinstance(empty_store, SQLiteStore):  # its in-memory index kept up with the writes
        assert empty_store.indexes["commerceitems"].size == 600


def test_unknown_season_is_a_clear_error(store) -> None:
    with pytest.raises(ValueError, match="unknown colour season 'SPRINGTIME'"):
        store.search_commerce("coat", None, 5, style_dna="SPRINGTIME")
