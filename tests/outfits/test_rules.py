"""Each rule of the engine on known data: slots, colour harmony, climate, weather, occasions."""

from __future__ import annotations

import pytest

from aesthetiq.outfits import climate, harmony, occasions, slots, weather
from aesthetiq.outfits.pieces import candidate, fits_size
from aesthetiq.outfits.pools import AnchorConflict, place_anchors, roles_of
from tests.outfits.docs import BLACK, BLUE, CAMEL, CHARCOAL, GREEN, NAVY, RED, RUST, WHITE, YELLOW, item

# ---- slots -------------------------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("sub", "slot"),
    [("Shirt", "top"), ("Sweater", "top"), ("Jeans", "bottom"), ("Dress", "dress"), ("Blazer", "layer"),
     ("Coat", "layer"), ("Jacket", "layer"), ("Loafers", "shoes"), ("Bag", "accessory"), ("Watch", "accessory")],
)  # fmt: skip
def test_every_garment_has_one_slot(sub: str, slot: str) -> None:
    assert slots.slot_of(item(sub, NAVY)) == slot


def test_a_sweater_is_a_top_or_a_layer_and_a_cardigan_a_layer() -> None:
    jumper = candidate(item("Sweater", NAVY, name="Navy Crew-Neck Jumper"), "commerce")
    cardigan = candidate(item("Sweater", NAVY, name="Navy Cable-Knit Cardigan"), "commerce")
    assert roles_of(jumper) == ["top", "mid"]
    assert roles_of(cardigan) == ["mid"]
    assert slots.layer_kind(item("Coat", NAVY)) == "outer"
    assert slots.layer_kind(item("Blazer", NAVY)) == "mid"


def test_department_uses_gender_when_the_catalogue_has_it() -> None:
    assert not slots.fits_department(item("Skirt", NAVY), "men")
    assert not slots.fits_department(item("Flats", NAVY, name="Navy Ballet Flats"), "men")
    assert slots.fits_department(item("Trousers", NAVY), "men")
    assert not slots.fits_department(item("Trousers", NAVY, gender="women"), "men")
    assert slots.fits_department(item("Skirt", NAVY, gender="unisex"), "men")
    assert slots.fits_department(item("Skirt", NAVY), "women") and slots.fits_department(
        item("Skirt", NAVY), None
    )


def test_sizes_match_across_schemes() -> None:
    assert fits_size("W30/L32", ("W30/L30", "W32/L32"))  # the inseam can be taken up
    assert fits_size("M", ("W29/L32",)) and fits_size("W34/L32", ("L", "XL"))
    assert fits_size("39", ("38", "39")) and not fits_size("M", ("XS", "XL"))


def test_two_anchors_in_one_slot_are_refused() -> None:
    shoes = [candidate(item("Loafers", BLACK), "commerce"), candidate(item("Boots", BLACK), "wardrobe")]
    with pytest.raises(AnchorConflict, match="cannot be worn in one outfit"):
        place_anchors(shoes)
    with pytest.raises(AnchorConflict):
        place_anchors(
            [candidate(item("Dress", NAVY), "commerce"), candidate(item("Skirt", NAVY), "commerce")]
        )
    shirt, jumper = candidate(item("Shirt", WHITE), "commerce"), candidate(item("Sweater", NAVY), "wardrobe")
    assert [role for role, _ in place_anchors([shirt, jumper])] == ["top", "mid"]  # the jumper goes over


# ---- colour harmony --------------------------------------------------------------------------------


@pytest.mark.parametrize(("hex_code", "neutral"), [
    (NAVY, True), (CHARCOAL, True), (WHITE, True), (BLACK, True), ("#8C7B6B", True), ("#4E2E1F", True),
    (RUST, False), (RED, False), (GREEN, False), (YELLOW, False), (CAMEL, False),
])  # fmt: skip
def test_neutrals_and_accents_in_lch(hex_code: str, neutral: bool) -> None:
    assert harmony.tone(hex_code).neutral is neutral


def test_accent_hues_within_thirty_degrees_read_as_one() -> None:
    assert harmony.hue_arcs([]) == 0
    assert harmony.hue_arcs([10, 35]) == 1
    assert harmony.hue_arcs([350, 15]) == 1  # across 0 degrees
    assert harmony.hue_arcs([0, 100, 200]) == 3
    assert harmony.hue_arcs([0, 25, 50]) == 2


def _look(*hexes: str) -> list[tuple[str, tuple[harmony.Tone, ...]]]:
    order = ["top", "bottom", "shoes", "accessory", "layer"]
    return [(order[i], (harmony.tone(h),)) for i, h in enumerate(hexes)]


def test_neutrals_with_one_accent_are_harmonious_and_three_accents_clash() -> None:
    calm = harmony.assess(_look(RUST, NAVY, BLACK, WHITE), "medium")
    assert calm.ok and calm.relation == "single accent" and [t.hex for t in calm.accents] == [RUST]
    loud = harmony.assess(_look(RED, GREEN, BLUE), "medium")
    assert not loud.ok
    complementary = harmony.assess(_look(RUST, NAVY, "#2F8F9F"), "medium")  # rust (48°) and teal (217°)
    assert complementary.ok and complementary.relation == "complementary"


def test_contrast_is_matched_to_the_wearer() -> None:
    high = _look(BLACK, WHITE)  # about 95 L* apart
    assert harmony.assess(high, "high").contrast_fit == 1.0
    assert harmony.assess(high, "low").contrast_fit < 0.1
    soft = _look("#C8BFB2", "#DFDAD0")
    assert harmony.assess(soft, "low").contrast_fit == 1.0 > harmony.assess(soft, "high").contrast_fit


def test_palette_score_reads_the_stored_score_or_computes_it() -> None:
    assert harmony.palette_score({"seasonalPaletteScores": {"WARM_AUTUMN": 0.9}}, "WARM_AUTUMN") == 0.9
    rust = harmony.palette_score({"colorHexes": [RUST]}, "WARM_AUTUMN")
    assert rust > harmony.palette_score({"colorHexes": [RUST]}, "COOL_SUMMER")


# ---- climate and weather -----------------------------------------------------------------------------


@pytest.mark.parametrize(("place", "month", "season", "band"), [
    ("Lisbon", 5, "spring", "warm"), ("Oslo", "January", "winter", "freezing"), ("Sydney", 7, "winter", "mild"),
    ("Bali", 8, "summer", "hot"), ("NYC", 10, "autumn", "mild"), ("the Lake District", "oct", "autumn", "cool"),
    ("Marrakech", 7, "summer", "hot"), ("Buenos Aires", 1, "summer", "hot"), ("Edinburgh", 12, "winter", "cold"),
])  # fmt: skip
def test_climate_table(place: str, month: int | str, season: str, band: str) -> None:
    found = climate.climate_at(place, month)
    assert found is not None and (found.season, found.band) == (season, band)


def test_climate_keeps_the_name_asked_and_knows_what_it_does_not_know() -> None:
    sitges = climate.climate_at("Sitges", 7)
    assert sitges is not None and sitges.place == "Barcelona" and sitges.where == "Sitges"
    assert climate.climate_at("Atlantis", 5) is None
    with pytest.raises(ValueError, match="unknown month"):
        climate.month_number("Smarch")


def test_weather_rules_through_materials_and_types() -> None:
    summer, winter = weather.Weather("summer", "hot"), weather.Weather("winter", "cold")
    assert not weather.admits(item("Sweater", NAVY, material="wool", seasons=("summer",)), summer)
    assert not weather.admits(item("Sandals", CAMEL, seasons=("winter",)), winter)
    assert not weather.admits(
        item("Shirt", WHITE, seasons=("summer",)), winter
    )  # the catalogue says summer only
    mild = weather.Weather("spring", "mild")
    assert not weather.admits(item("Shorts", NAVY, seasons=("spring",)), mild)  # bare legs want a warm day
    assert weather.admits(item("Shorts", NAVY, seasons=("spring",)), weather.Weather("spring", "warm"))
    # Without stored seasons (the wardrobe) they are inferred from the type and the material.
    assert weather.seasons_of({"subCategory": "Shorts", "material": "linen"}) == {"spring", "summer"}
    assert "summer" not in weather.seasons_of({"subCategory": "Trousers", "material": "wool blend"})
    assert weather.layer_need(winter) == "outer" and weather.layer_need(summer) == "none"
    assert weather.is_warm_outer(item("Jacket", BLACK, name="Black Puffer Jacket", material="nylon"))
    assert not weather.is_warm_outer(item("Jacket", BLACK, name="Black Rain Jacket", material="nylon"))


# ---- occasions and formality ---------------------------------------------------------------------------


@pytest.mark.parametrize(("text", "name"), [
    ("job interview at a bank", "interview"), ("casual Friday at the office", "casual"),
    ("house party", "casual"), ("birthday brunch", "brunch"), ("black tie wedding", "black-tie"),
    ("my sister's engagement party", "party"), ("walking holiday on the fells", "hiking"), ("gym", "sport"),
])  # fmt: skip
def test_occasions_are_read_by_their_longest_phrase(text: str, name: str) -> None:
    found = occasions.read_occasion(text)
    assert found is not None and found.name == name


def test_formality_band_is_the_occasion_and_one_level_up() -> None:
    business = occasions.level("business")
    assert business is not None and occasions.band_of(business) == (2, 3)
    assert occasions.band_of(4) == (3, 4)  # black tie takes formal pieces too
    assert occasions.band_of(0, exact=True) == (0, 0)  # gym kit is gym kit


def test_type_words_cap_what_the_catalogue_says() -> None:
    assert occasions.type_range(item("Jacket", BLACK, name="Black Rain Jacket", formality="formal"))[1] == 0
    assert occasions.type_range(item("Dress", BLACK, name="Black Silk Gown"))[0] == 3


def test_the_catalogues_finer_type_is_read_when_present() -> None:
    rain = {"subCategory": "Jacket", "category": "TOP", "type": "rain jacket", "name": "Storm Shell"}
    assert occasions.type_range(rain)[1] == 0
    cardigan = candidate(
        {"subCategory": "Sweater", "category": "TOP", "type": "cardigan", "name": "Soft Knit"}, "commerce"
    )
    assert roles_of(cardigan) == ["mid"]
