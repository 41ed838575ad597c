"""What a reply shows when there are more items than it presents."""

from __future__ import annotations

from aesthetiq.agent.items import presentable


def item(n: int, source: str, sub: str) -> dict:
    return {"id": f"{source}-{sub}-{n}", "source": source, "subCategory": sub}


def test_an_open_request_shows_several_garment_types_in_ranking_order() -> None:
    ranked = [item(n, "commerce", "Scarf") for n in range(6)] + [
        item(0, "commerce", "Coat"),
        item(0, "commerce", "Boots"),
    ]
    shown = presentable(ranked, 4)
    assert [i["subCategory"] for i in shown] == ["Scarf", "Coat", "Boots", "Scarf"]
    assert shown[0]["id"] == "commerce-Scarf-0" and shown[3]["id"] == "commerce-Scarf-1"


def test_a_single_garment_request_keeps_its_order_and_sources_take_turns() -> None:
    ranked = [item(n, "commerce", "Jacket") for n in range(5)] + [
        item(n, "wardrobe", "Jacket") for n in range(2)
    ]
    shown = presentable(ranked, 4)
    assert [i["id"] for i in shown] == [
        "commerce-Jacket-0",
        "wardrobe-Jacket-0",
        "commerce-Jacket-1",
        "wardrobe-Jacket-1",
    ]
