"""Pieces the user can buy now lead: in stock and in their size first, the ranking kept otherwise."""

from __future__ import annotations

from aesthetiq.agent.wearable import in_size, wearable_first

DNA = {"sizes": {"top": "M", "bottom": "W30/L32", "shoe": "39"}}


def item(name: str, category: str, sizes: list[str], in_stock: bool = True) -> dict:
    return {"id": name, "name": name, "source": "commerce", "category": category, "sizes": sizes, "inStock": in_stock}


def test_sold_out_and_wrong_size_pieces_move_behind_the_rest() -> None:
    ranked = [
        item("sold-out top", "TOP", ["M"], in_stock=False),
        item("top in L only", "TOP", ["L", "XL"]),
        item("top in M", "TOP", ["S", "M"]),
        item("shoe in 39", "SHOE", ["38", "39"]),
        item("another top in M", "TOP", ["M"]),
    ]
    order = [i["name"] for i in wearable_first(ranked, DNA, {})]
    assert order == ["top in M", "shoe in 39", "another top in M", "top in L only", "sold-out top"]
    # A gift is for someone else: the user's sizes say nothing, and the ranking stays.
    assert wearable_first(ranked, DNA, {"recipient": "dad"}) == ranked


def test_sizes_counted_another_way_say_nothing() -> None:
    dresses = [item("dress S-M", "BOTTOM", ["S", "M"]), item("dress L", "BOTTOM", ["L"])]
    assert in_size(dresses[0], "W30/L32") is None  # a jeans size against a dress sized by letter
    assert [i["name"] for i in wearable_first(dresses, DNA, {})] == ["dress S-M", "dress L"]
    assert in_size(item("jeans", "BOTTOM", ["W26/L30"]), "UK 8") is True
