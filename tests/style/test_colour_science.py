"""CIELAB conversion and CIEDE2000 against published reference values."""

from __future__ import annotations

import pytest

from aesthetiq.style import delta_e2000, hex_to_lab, lab_to_lch
from aesthetiq.style.colour_science import parse_hex

# Sharma, Wu and Dalal (2005), "The CIEDE2000 Color-Difference Formula: Implementation Notes,
# Supplementary Test Data, and Mathematical Observations", Table 1: all 34 pairs.
SHARMA_PAIRS = [
    ((50.0000, 2.6772, -79.7751), (50.0000, 0.0000, -82.7485), 2.0425),
    ((50.0000, 3.1571, -77.2803), (50.0000, 0.0000, -82.7485), 2.8615),
    ((50.0000, 2.8361, -74.0200), (50.0000, 0.0000, -82.7485), 3.4412),
    ((50.0000, -1.3802, -84.2814), (50.0000, 0.0000, -82.7485), 1.0000),
    ((50.0000, -1.1848, -84.8006), (50.0000, 0.0000, -82.7485), 1.0000),
    ((50.0000, -0.9009, -85.5211), (50.0000, 0.0000, -82.7485), 1.0000),
    ((50.0000, 0.0000, 0.0000), (50.0000, -1.0000, 2.0000), 2.3669),
    ((50.0000, -1.0000, 2.0000), (50.0000, 0.0000, 0.0000), 2.3669),
    ((50.0000, 2.4900, -0.0010), (50.0000, -2.4900, 0.0009), 7.1792),
    ((50.0000, 2.4900, -0.0010), (50.0000, -2.4900, 0.0010), 7.1792),
    ((50.0000, 2.4900, -0.0010), (50.0000, -2.4900, 0.0011), 7.2195),
    ((50.0000, 2.4900, -0.0010), (50.0000, -2.4900, 0.0012), 7.2195),
    ((50.0000, -0.0010, 2.4900), (50.0000, 0.0009, -2.4900), 4.8045),
    ((50.0000, -0.0010, 2.4900), (50.0000, 0.0010, -2.4900), 4.8045),
    ((50.0000, -0.0010, 2.4900), (50.0000, 0.0011, -2.4900), 4.7461),
    ((50.0000, 2.5000, 0.0000), (50.0000, 0.0000, -2.5000), 4.3065),
    ((50.0000, 2.5000, 0.0000), (73.0000, 25.0000, -18.0000), 27.1492),
    ((50.0000, 2.5000, 0.0000), (61.0000, -5.0000, 29.0000), 22.8977),
    ((50.0000, 2.5000, 0.0000), (56.0000, -27.0000, -3.0000), 31.9030),
    ((50.0000, 2.5000, 0.0000), (58.0000, 24.0000, 15.0000), 19.4535),
    ((50.0000, 2.5000, 0.0000), (50.0000, 3.1736, 0.5854), 1.0000),
    ((50.0000, 2.5000, 0.0000), (50.0000, 3.2972, 0.0000), 1.0000),
    ((50.0000, 2.5000, 0.0000), (50.0000, 1.8634, 0.5757), 1.0000),
    ((50.0000, 2.5000, 0.0000), (50.0000, 3.2592, 0.3350), 1.0000),
    ((60.2574, -34.0099, 36.2677), (60.4626, -34.1751, 39.4387), 1.2644),
    ((63.0109, -31.0961, -5.8663), (62.8187, -29.7946, -4.0864), 1.2630),
    ((61.2901, 3.7196, -5.3901), (61.4292, 2.2480, -4.9620), 1.8731),
    ((35.0831, -44.1164, 3.7933), (35.0232, -40.0716, 1.5901), 1.8645),
    ((22.7233, 20.0904, -46.6940), (23.0331, 14.9730, -42.5619), 2.0373),
    ((36.4612, 47.8580, 18.3852), (36.2715, 50.5065, 21.2231), 1.4146),
    ((90.8027, -2.0831, 1.4410), (91.1528, -1.6435, 0.0447), 1.4441),
    ((90.9257, -0.5406, -0.9208), (88.6381, -0.8985, -0.7239), 1.5381),
    ((6.7747, -0.2908, -2.4247), (5.8714, -0.0985, -2.2286), 0.6377),
    ((2.0776, 0.0795, -1.1350), (0.9033, -0.0636, -0.5514), 0.9082),
]


def test_all_34_reference_pairs_are_listed() -> None:
    assert len(SHARMA_PAIRS) == 34


@pytest.mark.parametrize(("lab1", "lab2", "expected"), SHARMA_PAIRS)
def test_ciede2000_matches_sharma_reference_pairs(lab1, lab2, expected) -> None:
    assert delta_e2000(lab1, lab2) == pytest.approx(expected, abs=1e-4)
    # The formula is symmetric; the mean-hue step is where asymmetric bugs hide.
    assert delta_e2000(lab2, lab1) == pytest.approx(expected, abs=1e-4)


def test_identical_colours_have_zero_difference() -> None:
    for lab in [(0.0, 0.0, 0.0), (50.0, 20.0, -30.0), (100.0, 0.0, 0.0)]:
        assert delta_e2000(lab, lab) == 0.0


@pytest.mark.parametrize(
    ("hex_code", "expected"),
    [
        ("#FFFFFF", (100.0, 0.0, 0.0)),
        ("#000000", (0.0, 0.0, 0.0)),
        ("#FF0000", (53.2408, 80.0925, 67.2032)),
        ("#00FF00", (87.7347, -86.1827, 83.1793)),
        ("#0000FF", (32.2970, 79.1875, -107.8602)),
        ("#808080", (53.5850, 0.0, 0.0)),
        ("#FFFF00", (97.1393, -21.5537, 94.4780)),
    ],
)
def test_hex_to_lab_known_values(hex_code: str, expected: tuple[float, float, float]) -> None:
    lab = hex_to_lab(hex_code)
    for got, want in zip(lab, expected, strict=True):
        assert got == pytest.approx(want, abs=2e-3)


def test_hex_forms_are_equivalent() -> None:
    assert hex_to_lab("#c19a6b") == pytest.approx(hex_to_lab("C19A6B"))
    assert hex_to_lab("#fff") == pytest.approx(hex_to_lab("#FFFFFF"))


@pytest.mark.parametrize("bad", ["", "#12345", "#GGGGGG", "navy", "#1234567"])
def test_bad_hex_is_a_clear_value_error(bad: str) -> None:
    with pytest.raises(ValueError, match="not a hex colour"):
        parse_hex(bad)


def test_lch_of_red_has_red_hue_and_high_chroma() -> None:
    lightness, chroma, hue = lab_to_lch(hex_to_lab("#FF0000"))
    assert lightness == pytest.approx(53.24, abs=0.01)
    assert chroma > 100
    assert 30 < hue < 50


def test_vectorised_ciede2000_matches_the_reference_pairs_too() -> None:
    from aesthetiq.style.colour_science import delta_e2000_many, labs_array

    for lab1, lab2, expected in SHARMA_PAIRS:
        assert delta_e2000_many(lab1, labs_array([lab2]))[0] == pytest.approx(expected, abs=1e-4)
        assert delta_e2000_many(lab2, labs_array([lab1]))[0] == pytest.approx(expected, abs=1e-4)
    firsts = labs_array([p[0] for p in SHARMA_PAIRS])
    origin = (50.0, 2.5, 0.0)
    many = delta_e2000_many(origin, firsts)
    assert many.tolist() == pytest.approx([delta_e2000(origin, p[0]) for p in SHARMA_PAIRS], abs=1e-9)
