"""The analyzer's approve / refine / clarify decisions and parse_refinement_notes_to_filters."""

from __future__ import annotations

from typing import Any

import pytest

from aesthetiq.agent.engines.offline import OfflineEngine
from aesthetiq.agent.engines.offline.analysis import (
    constraint_failures,
    decide,
    parse_refinement_notes_to_filters,
)
from tests.agent.offline_eval import demo_brands

DNA = {"user_id": "u1", "color_season": "WARM_AUTUMN", "undertone": "warm", "sizes": {"top": "M", "shoe": "40"},
       "favorite_brands": ["Arket"], "budget_range": {"min": 0, "max": 120}}  # fmt: skip


def item(n: int, **kw: Any) -> dict[str, Any]:
    base = {"id": f"i{n}", "source": "commerce", "name": f"Item {n}", "category": "TOP", "subCategory": "Jacket",
            "brand": ["Zara", "Arket", "COS", "Mango"][n % 4], "colors": ["rust"], "colorHexes": ["#B7410E"],
            "price": 60.0 + n, "currency": "EUR", "sizes": ["S", "M", "L"], "formality": "business",
            "seasonalPaletteScores": {"WARM_AUTUMN": 0.8}}  # fmt: skip
    return base | kw


@pytest.fixture(scope="module")
def engine() -> OfflineEngine:
    return OfflineEngine(demo_brands())


def test_good_results_are_approved() -> None:
    d = decide(
        [item(n) for n in range(4)],
        {"subCategory": "Jacket", "maxPrice": 100},
        DNA,
        iteration=0,
        max_refinements=3,
        min_results=3,
    )
    assert d.decision == "approve"
    assert d.evidence["satisfying"] == 4 and d.evidence["palette_good"] == 4


def test_a_price_in_numbers_is_a_limit_never_relaxed() -> None:
    items = [item(0, price=35.0)] + [item(n, price=90.0) for n in range(1, 5)]
    d = decide(
        items, {"subCategory": "Jacket", "maxPrice": 40}, DNA, iteration=0, max_refinements=3, min_results=3
    )
    assert d.decision == "approve"


def test_too_few_items_under_a_soft_budget_relaxes_the_price() -> None:
    items = [item(0, price=35.0)] + [item(n, price=90.0) for n in range(1, 5)]
    soft = {"subCategory": "Jacket", "maxPrice": 40, "priceFlexible": True}
    d = decide(items, soft, DNA, iteration=0, max_refinements=3, min_results=3)
    assert d.decision == "refine"
    assert d.notes == ["Relax price: only 1 item under 40"]
    assert d.evidence["failures"]["price"] == 4
    assert parse_refinement_notes_to_filters(d.notes, {"maxPrice": 40})["maxPrice"] == 50


def test_a_stated_size_brand_or_colour_is_never_dropped_and_empty_results_widen_the_colour() -> None:
    # F17: "size W30/L32", "COS", "not grey" are the user's words: fewer items rather than other ones.
    items = [item(n, sizes=["XS"]) for n in range(4)]
    d = decide(
        items, {"subCategory": "Jacket", "size": "XL"}, DNA, iteration=0, max_refinements=3, min_results=3
    )
    assert d.decision == "approve"
    branded = decide([item(0, brand="COS")], {"subCategory": "Jacket", "brand": "COS", "excludeColors": ["grey"]},
                     DNA, iteration=0, max_refinements=3, min_results=3)  # fmt: skip
    assert branded.decision == "approve"
    family = decide([], {"colors": ["blue"], "subCategory": "Coat", "brand": "COS"}, DNA,
                    iteration=0, max_refinements=3, min_results=3)  # fmt: skip
    assert not any("colour" in n.lower() or "brand" in n.lower() for n in family.notes)
    empty = decide(
        [], {"colors": ["navy"], "subCategory": "Coat"}, DNA, iteration=0, max_refinements=3, min_results=3
    )
    assert empty.decision == "refine" and empty.priority == "high" and "colour" in empty.notes[0]


def test_off_palette_results_are_approved_and_palette_notes_never_become_filters() -> None:
    # F1/F8: the palette ranks results; it never turns "Nike trainers" into "Nike trainers in rust".
    items = [item(n, colors=["black"], seasonalPaletteScores={"WARM_AUTUMN": 0.1}) for n in range(4)]
    d = decide(items, {"subCategory": "Jacket"}, DNA, iteration=0, max_refinements=3, min_results=3)
    assert d.decision == "approve" and d.evidence["palette_good"] == 0
    for note in ("Require colors matching warm autumn palette", "Require warmer colors", "Need cooler colours"):
        assert parse_refinement_notes_to_filters([note], {"subCategory": "Jacket"}) == {"subCategory": "Jacket"}


def test_exclusions_count_as_broken_constraints() -> None:
    wool = item(0, name="Camel Wool-Blend Sweater", material="wool blend", brand="Zara", subCategory="Sandals")
    failed = constraint_failures(
        wool, {"excludeMaterials": ["wool"], "excludeBrands": ["Zara"], "excludeSubCategories": ["Sandals"]}
    )
    assert {"excludeMaterials", "excludeBrands", "excludeSubCategories"} <= set(failed)
    assert constraint_failures(item(1, sizes=["W32/L30"]), {"size": "W32"}) == []


def test_casual_items_for_a_formal_occasion_ask_for_formal_options() -> None:
    items = [item(n, formality="casual", occasions=[]) for n in range(4)]
    d = decide(
        items,
        {"subCategory": "Jacket", "occasion": "wedding"},
        DNA,
        iteration=0,
        max_refinements=3,
        min_results=3,
    )
    assert d.decision == "refine" and d.notes == ["Need more formal options: try Blazer instead of Jacket"]
    assert d.evidence["formality_match"] == 0.0
    refined = parse_refinement_notes_to_filters(d.notes, {"subCategory": "Jacket", "occasion": "wedding"})
    assert refined == {"subCategory": "Blazer", "category": "TOP", "occasion": "wedding"}
    dresses = [item(n, subCategory="Dress", formality="casual", occasions=[]) for n in range(4)]
    plain = decide(
        dresses,
        {"subCategory": "Dress", "occasion": "wedding"},
        DNA,
        iteration=1,
        max_refinements=3,
        min_results=3,
    )
    assert plain.notes == ["Need more formal options"]


def test_a_note_already_acted_on_is_not_repeated() -> None:
    items = [item(n, formality="casual", occasions=[], subCategory="Dress") for n in range(4)]
    filters = {"subCategory": "Dress", "occasion": "wedding"}
    again = decide(
        items,
        filters,
        DNA,
        iteration=1,
        max_refinements=3,
        min_results=3,
        previous_notes=["Need more formal options"],
    )
    assert again.decision == "approve"


def test_the_profile_size_is_evidence_never_a_refinement() -> None:
    # F4/F16: the user's jeans size must not filter a dress search; only a stated size filters.
    items = [item(n, sizes=["XS", "S"]) for n in range(4)]
    d = decide(items, {"subCategory": "Jacket", "category": "TOP"}, DNA, iteration=0, max_refinements=3, min_results=3)
    assert d.decision == "approve" and d.evidence["in_user_size"] == 0


def test_never_loops_past_the_refinement_limit() -> None:
    d = decide([], {"colors": ["navy"]}, DNA, iteration=3, max_refinements=3, min_results=3)
    assert d.decision == "approve"


@pytest.mark.parametrize(
    ("notes", "current", "expected"),
    [
        (["Need more formal options"], {}, {"occasion": "formal"}),
        (
            ["Need more formal options"],
            {"occasion": "interview"},
            {"occasion": "interview", "style": "formal"},
        ),
        (["Missing size L options"], {}, {"size": "L"}),
        (["Relax price: only 1 item under 40"], {"maxPrice": 40.0}, {"maxPrice": 50.0}),
        (["Relax colour: no items in navy"], {"colors": ["navy"]}, {"colors": ["blue"]}),
        (["Relax colour: no items in blue"], {"colors": ["blue"]}, {}),
        (
            ["Relax brand: no items from Zara"],
            {"brand": "Zara", "subCategory": "Coat"},
            {"subCategory": "Coat"},
        ),
        (["Require warmer colors"], {}, {}),
        (["Need more leather options"], {}, {"material": "leather"}),
        (["Show cheaper options"], {"maxPrice": 100.0}, {"maxPrice": 75.0}),
        (["Only items in stock"], {}, {"inStock": True}),
    ],
)
def test_parse_refinement_notes_to_filters(notes: list[str], current: dict, expected: dict) -> None:
    assert parse_refinement_notes_to_filters(notes, current) == expected


async def test_vague_requests_are_clarified_once(engine: OfflineEngine) -> None:
    state: dict[str, Any] = {
        "message": "I need something nice to wear",
        "iteration": 0,
        "retrieved_items": [item(0)],
    }
    analysis = await engine.analyze_query(state)
    state.update(extracted_filters=analysis.filters, search_scope=analysis.search_scope)
    first = await engine.analyze_results(state)
    assert first.decision == "clarify"
    assert "occasion" in (first.clarification_question or "")
    answer = await engine.parse_clarification({"message": "A formal dinner party"})
    # The party's dress code comes with it, its formality floor raised to the "formal" asked for.
    assert answer == {"occasion": "party", "style": "formal", "minFormality": "formal", "excludeMaterials": ["fleece"],
                      "excludeSubCategories": ["Sweatpants", "Hoodie", "Leggings", "Sunglasses"]}  # fmt: skip
    resumed = await engine.analyze_results(
        {**state, "extracted_filters": answer, "is_clarification_response": True}
    )
    assert resumed.decision != "clarify"
    nothing_new = await engine.analyze_results({**state, "is_clarification_response": True})
    assert nothing_new.decision != "clarify"


async def test_owned_items_do_not_count_against_the_request(engine: OfflineEngine) -> None:
    items = [item(0, source="wardrobe", subCategory="Sweater")] + [
        item(n, subCategory="Trousers", category="BOTTOM") for n in range(1, 5)
    ]
    state = {"message": "trousers to go with my sweater", "search_scope": "both", "iteration": 0, "retrieved_items": items,
             "extracted_filters": {"subCategory": "Trousers", "category": "BOTTOM"}, "style_dna": DNA}  # fmt: skip
    assert (await engine.analyze_results(state)).decision == "approve"
