"""Product pictures: the garment's own silhouette (per type where the type changes it), its colours, its pattern."""

from __future__ import annotations

import xml.etree.ElementTree as ET

import pytest

from aesthetiq.store.demo import generate_commerce_items, make_item
from aesthetiq.store.image_shapes import SHAPES, shape_of
from aesthetiq.store.images import pattern_def, render_svg
from aesthetiq.style import taxonomy

SVG = "{http://www.w3.org/2000/svg}"


def test_every_subcategory_and_type_has_a_drawing() -> None:
    assert set(taxonomy.SUBCATEGORY_TO_CATEGORY) <= set(SHAPES)
    for sub, types in taxonomy.TYPES.items():
        for type_ in types:
            assert shape_of(sub, type_) is not None
    bodies = [body for key, (body, _) in SHAPES.items() if "/" not in key and body]
    assert len(set(bodies)) >= 22  # subCategories look different from each other


@pytest.mark.parametrize(
    ("sub", "types"),
    [("Dress", ("Midi", "Maxi", "Mini", "Slip", "Gown", "Jumpsuit")), ("Boots", ("Chelsea", "Ankle", "Knee-High", "Hiking")),
     ("Sweater", ("Crew-Neck", "Cardigan", "Turtleneck", "V-Neck")), ("Coat", ("Overcoat", "Trench", "Parka", "Duffle")),
     ("Heels", ("Pump", "Stiletto", "Block")), ("Loafers", ("Loafer", "Oxford", "Derby", "Brogue", "Monk")),
     ("Hat", ("Beanie", "Cap", "Fedora", "Sun Hat")), ("Bag", ("Tote", "Backpack", "Clutch", "Briefcase")),
     ("Sunglasses", ("Aviator", "Round", "Cat-Eye")), ("Jewelry", ("Necklace", "Earrings", "Ring"))],
)  # fmt: skip
def test_types_that_look_different_are_drawn_differently(sub: str, types: tuple[str, ...]) -> None:
    drawings = {shape_of(sub, t) for t in types}
    assert len(drawings) == len(types)


def test_a_coat_is_longer_than_a_jacket_and_a_maxi_longer_than_a_mini() -> None:
    def lowest(sub: str, type_: str) -> float:
        body = shape_of(sub, type_)[0]  # type: ignore[index]
        numbers = [float(n) for n in body.replace("M", " ").replace("H", " ").replace("V", " ").replace("Z", " ")
                   .replace("L", " ").replace("Q", " ").replace("C", " ").replace("T", " ").split() if n.replace(".", "").isdigit()]  # fmt: skip
        return max(numbers[1::2])

    assert lowest("Coat", "Overcoat") > lowest("Jacket", "Bomber")
    assert lowest("Dress", "Maxi") > lowest("Dress", "Mini")
    assert lowest("Skirt", "Maxi") > lowest("Skirt", "Mini")


def test_svg_is_valid_small_and_in_the_item_colours() -> None:
    for item in generate_commerce_items(600):
        svg = render_svg(item)
        root = ET.fromstring(svg)
        assert root.tag.endswith("svg") and root.get("viewBox") == "0 0 120 120"
        assert len(svg) < 3000
        assert item["colorHexes"][0] in svg
        if item["pattern"] not in ("solid", "graphic"):
            assert root.find(f"{SVG}defs/{SVG}pattern") is not None, item["name"]
            assert len(item["colorHexes"]) == 1 or item["colorHexes"][1] in svg


@pytest.mark.parametrize(
    ("kind", "marks"),
    [("striped", ['stroke-width="3"']), ("pinstripe", ['stroke-width=".8"']), ("checked", ["<rect", "H14M10.5"]),
     ("herringbone", ["M0 0 4 4 0 8"]), ("floral", ['r="2.6"', "#F2C94C"]), ("polka dot", ['r="2.2"']),
     ("paisley", ["C12 2"]), ("tortoiseshell", ["<ellipse"])],
)  # fmt: skip
def test_each_pattern_has_its_own_motif(kind: str, marks: list[str]) -> None:
    defs = pattern_def(kind, "#123456", "p")
    assert all(mark in defs for mark in marks) and "#123456" in defs
    assert pattern_def("solid", "#123456", "p") == ""
    assert pattern_def("striped", "#1", "p", across=True) != pattern_def("striped", "#1", "p")


def test_odd_items_still_render() -> None:
    svg = render_svg({"_id": "x<y>", "name": "Mystery & Co", "subCategory": "Cape", "colorHexes": ["nothex"]})
    root = ET.fromstring(svg)
    assert root.find(f"{SVG}title").text == "Mystery & Co"
    assert "#9A9A9A" in svg
    patterned = render_svg({**make_item(3), "pattern": "striped", "_id": "a b"})
    assert 'id="p-ab"' in patterned and "url(#p-ab)" in patterned
    untyped = render_svg({"_id": "w1", "subCategory": "Coat", "colorHex": "#223344"})  # a wardrobe item without a type
    assert "#223344" in untyped
    ET.fromstring(render_svg({"_id": "w2", "subCategory": "Shirt", "type": "Nonsense", "colorHexes": ["#FFFFFF"]}))
