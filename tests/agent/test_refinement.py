"""Refinement notes become filter changes, listed for the step log."""

from __future__ import annotations

from aesthetiq.agent.refinement import apply_refinement


def test_relaxing_price_raises_the_limit() -> None:
    filters, changes = apply_refinement(["Relax price: only 1 item under 40"], {"subCategory": "Jacket", "maxPrice": 40.0})
    assert filters["maxPrice"] > 40 and filters["subCategory"] == "Jacket"
    assert changes == [f"maxPrice 40.0 -> {filters['maxPrice']}"]


def test_tightening_adds_named_constraints() -> None:
    filters, changes = apply_refinement(["Missing size L options"], {"category": "TOP"})
    assert filters["size"] == "L" and changes == ["size=L"]


def test_relaxing_type_drops_it_and_says_so() -> None:
    filters, changes = apply_refinement(["Relax type: no items of type Blazer"], {"subCategory": "Blazer", "category": "TOP"})
    assert "subCategory" not in filters and "dropped subCategory" in changes


def test_empty_notes_change_nothing() -> None:
    assert apply_refinement(["", "  "], {"colors": ["navy"]}) == ({"colors": ["navy"]}, [])
