"""An outfit asked for without its pieces: a top, a bottom and shoes, and one set put together."""

from __future__ import annotations

from aesthetiq.agent.outfits import complete_outfit, put_together


def test_an_outfit_for_an_occasion_searches_each_piece() -> None:
    assert complete_outfit("an outfit for a client meeting", {"occasion": "business"})["outfitParts"] == ["TOP", "BOTTOM", "SHOE"]
    assert "outfitParts" not in complete_outfit("I need an outfit", {}), "with nothing to dress for, ask first"
    assert complete_outfit("I need an outfit", {"occasion": "wedding"}, resumed=True)["outfitParts"]
    assert "outfitParts" not in complete_outfit("an outfit with a red dress", {"subCategory": "Dress"})


def test_one_set_is_put_together_and_a_dress_takes_no_blouse() -> None:
    items = [
        {"name": "Blouse", "category": "TOP", "subCategory": "Blouse"},
        {"name": "Gown", "category": "BOTTOM", "subCategory": "Dress"},
        {"name": "Trousers", "category": "BOTTOM", "subCategory": "Trousers"},
        {"name": "Loafers", "category": "SHOE", "subCategory": "Loafers"},
        {"name": "Blazer", "category": "TOP", "subCategory": "Blazer"},
    ]
    assert [i["name"] for i in put_together(items, ["TOP", "BOTTOM", "SHOE"])] == ["Gown", "Loafers"]
    assert [i["name"] for i in put_together(items[2:], ["TOP", "BOTTOM", "SHOE"])] == ["Blazer", "Trousers", "Loafers"]
