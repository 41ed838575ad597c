"""Product pictures: one distinct, valid, coloured silhouette per subCategory."""

from __future__ import annotations

import xml.etree.ElementTree as ET

from aesthetiq.store.demo import make_item
from aesthetiq.store.images import SHAPES, render_svg
from aesthetiq.style import taxonomy


def test_every_subcategory_has_its_own_shape() -> None:
    assert set(SHAPES) == set(taxonomy.SUBCATEGORY_TO_CATEGORY)
    assert len(set(SHAPES.values())) == len(SHAPES)


def test_svg_is_valid_small_and_in_the_item_colours() -> None:
    for i in range(56):
        item = make_item(i)
        svg = render_svg(item)
        root = ET.fromstring(svg)
        assert root.tag.endswith("svg") and root.get("viewBox") == "0 0 120 120"
        assert len(svg) < 2500
        assert item["colorHexes"][0] in svg


def test_odd_items_still_render() -> None:
    svg = render_svg({"_id": "x<y>", "name": "Mystery & Co", "subCategory": "Cape", "colorHexes": ["nothex"]})
    root = ET.fromstring(svg)
    assert root.find("{http://www.w3.org/2000/svg}title").text == "Mystery & Co"
    assert "#9A9A9A" in svg
    patterned = render_svg({**make_item(3), "pattern": "striped", "_id": "a b"})
    assert 'id="p-ab"' in patterned and "url(#p-ab)" in patterned
