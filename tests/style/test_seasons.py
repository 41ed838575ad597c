"""The 12 seasons: their data, palette fit, multi-colour scores and the ranking blend."""

from __future__ import annotations

import pytest

from aesthetiq.style import (
    COLOUR_NAMES,
    DEFAULT_SEASON_WEIGHT,
    SEASONS,
    canonical_season,
    combine_scores,
    find_colour_season,
    palette_fit,
    seasonal_palette_scores,
)
from aesthetiq.style.colour_science import parse_hex

TWELVE = ("LIGHT_SPRING", "WARM_SPRING", "BRIGHT_SPRING", "LIGHT_SUMMER", "COOL_SUMMER", "SOFT_SUMMER",
          "SOFT_AUTUMN", "WARM_AUTUMN", "DEEP_AUTUMN", "DEEP_WINTER", "COOL_WINTER", "BRIGHT_WINTER")  # fmt: skip


def _hexes(*names: str) -> list[str]:
    return [COLOUR_NAMES[n] for n in names]


def test_twelve_seasons_with_full_data() -> None:
    assert tuple(SEASONS) == TWELVE
    for name, season in SEASONS.items():
        assert season.name == name
        assert season.label == name.replace("_", " ").title()
        assert season.undertone in {"warm", "cool", "neutral"}
        assert season.contrast in {"low", "medium", "high"}
        assert season.chroma in {"low", "medium", "high"}
        assert season.value in {"light", "medium", "deep"}
        assert len(season.palette) >= 12 and len(season.avoid) >= 5
        assert len({n for n, _ in season.palette}) == len(season.palette)
        for _, hex_code in season.palette + season.avoid:
            parse_hex(hex_code)
        assert len(season.description) > 40
        assert season.to_dict()["palette"][0] == {"name": season.palette[0][0], "hex": season.palette[0][1]}


@pytest.mark.parametrize(
    ("text", "season"),
    [("WARM_AUTUMN", "WARM_AUTUMN"), ("Warm Autumn", "WARM_AUTUMN"), ("warm_autumn", "WARM_AUTUMN"),
     ("true winter", "COOL_WINTER"), ("clear spring", "BRIGHT_SPRING"), ("dark autumn", "DEEP_AUTUMN"),
     ("soft summer", "SOFT_SUMMER"), ("autumn", None), ("", None)],
)  # fmt: skip
def test_canonical_season(text: str, season: str | None) -> None:
    assert canonical_season(text) == season


def test_find_colour_season_in_a_message() -> None:
    assert find_colour_season("I'm a deep winter, what should I wear?") == "DEEP_WINTER"
    assert find_colour_season("I want a coat for winter") is None


def test_palette_colours_fit_their_own_season_fully() -> None:
    for name, season in SEASONS.items():
        for _, hex_code in season.palette:
            assert palette_fit(hex_code, name) > 0.9, (name, hex_code)


def test_avoid_colours_fit_poorly() -> None:
    for name, season in SEASONS.items():
        for _, hex_code in season.avoid:
            assert palette_fit(hex_code, name) < 0.35, (name, hex_code)


def test_scores_are_between_0_and_1_for_every_season() -> None:
    for hex_code in list(COLOUR_NAMES.values())[::7]:
        scores = seasonal_palette_scores([hex_code])
        assert set(scores) == set(TWELVE)
        assert all(0.0 <= s <= 1.0 for s in scores.values())


def test_warm_autumn_colours_score_high_for_warm_autumn_and_low_for_cool_winter() -> None:
    scores = seasonal_palette_scores(_hexes("rust", "camel", "olive"))
    assert scores["WARM_AUTUMN"] > 0.9
    assert scores["COOL_WINTER"] < 0.15
    assert scores["WARM_AUTUMN"] - scores["COOL_WINTER"] > 0.75
    assert max(scores, key=scores.__getitem__) == "WARM_AUTUMN"


def test_cool_winter_colours_score_high_for_cool_winter_and_low_for_warm_autumn() -> None:
    scores = seasonal_palette_scores(_hexes("icy blue", "fuchsia", "black"))
    assert scores["COOL_WINTER"] > 0.9
    assert scores["WARM_AUTUMN"] < 0.15
    assert max(scores, key=scores.__getitem__) == "COOL_WINTER"


@pytest.mark.parametrize(
    ("names", "best_family"),
    [(("rust",), "AUTUMN"), (("olive",), "AUTUMN"), (("mustard",), "AUTUMN"), (("chocolate",), "AUTUMN"),
     (("fuchsia",), "WINTER"), (("black",), "WINTER"), (("navy",), "WINTER"), (("emerald",), "WINTER"),
     (("lavender",), "SUMMER"), (("dusty rose",), "SUMMER"), (("peach",), "SPRING"), (("camel",), "AUTUMN")],
)  # fmt: skip
def test_single_colours_suit_their_season_family_best(names: tuple[str, ...], best_family: str) -> None:
    scores = seasonal_palette_scores(_hexes(*names))
    top = max(scores.values())
    assert any(s >= top - 1e-9 for n, s in scores.items() if n.endswith(best_family))


def test_single_colour_scores_are_palette_fit() -> None:
    hex_code = COLOUR_NAMES["teal"]
    scores = seasonal_palette_scores([hex_code])
    for name in SEASONS:
        assert scores[name] == pytest.approx(palette_fit(hex_code, name), abs=1e-4)


def test_the_main_colour_counts_most() -> None:
    rust_with_blue = seasonal_palette_scores(_hexes("rust", "icy blue"))
    blue_with_rust = seasonal_palette_scores(_hexes("icy blue", "rust"))
    assert rust_with_blue["WARM_AUTUMN"] > blue_with_rust["WARM_AUTUMN"]
    assert blue_with_rust["COOL_WINTER"] > rust_with_blue["COOL_WINTER"]
    assert rust_with_blue["WARM_AUTUMN"] > rust_with_blue["COOL_WINTER"]


def test_no_colours_is_neutral_and_bad_hex_is_a_value_error() -> None:
    assert set(seasonal_palette_scores([]).values()) == {0.5}
    with pytest.raises(ValueError, match="not a hex colour"):
        seasonal_palette_scores(["navy"])
    with pytest.raises(ValueError, match="unknown colour season"):
        palette_fit("#000000", "TROPICAL")


def test_palette_fit_accepts_labels_and_lower_case_hex() -> None:
    assert palette_fit("#b7410e", "Warm Autumn") == palette_fit("#B7410E", "WARM_AUTUMN")


def test_combine_scores_is_a_documented_blend() -> None:
    assert DEFAULT_SEASON_WEIGHT == 0.3
    assert combine_scores(0.8, 0.5) == pytest.approx(0.7 * 0.8 + 0.3 * 0.5)
    assert combine_scores(0.8, 0.5, season_weight=0.0) == pytest.approx(0.8)
    assert combine_scores(0.8, 0.5, season_weight=1.0) == pytest.approx(0.5)
    assert combine_scores(0.8, None) == 0.8
    with pytest.raises(ValueError, match="season_weight"):
        combine_scores(0.5, 0.5, season_weight=1.5)


def test_palette_fit_reorders_equally_relevant_items_but_not_much_less_relevant_ones() -> None:
    rust = seasonal_palette_scores(_hexes("rust"))
    fuchsia = seasonal_palette_scores(_hexes("fuchsia"))
    # Two equally relevant items: the palette decides, in opposite ways for the two users.
    assert combine_scores(0.6, rust["WARM_AUTUMN"]) > combine_scores(0.6, fuchsia["WARM_AUTUMN"])
    assert combine_scores(0.6, fuchsia["COOL_WINTER"]) > combine_scores(0.6, rust["COOL_WINTER"])
    # A much better answer to the request still wins over a palette match.
    assert combine_scores(0.9, fuchsia["WARM_AUTUMN"]) > combine_scores(0.4, rust["WARM_AUTUMN"])


def _mean_scores(season: str) -> dict[str, float]:
    palette = SEASONS[season].palette
    totals = dict.fromkeys(SEASONS, 0.0)
    for _, hex_code in palette:
        for name, score in seasonal_palette_scores([hex_code]).items():
            totals[name] += score / len(palette)
    return totals


@pytest.mark.parametrize("season", TWELVE)
def test_each_palette_suits_its_own_season_best(season: str) -> None:
    means = _mean_scores(season)
    assert max(means, key=means.__getitem__) == season


@pytest.mark.parametrize("season", ["WARM_SPRING", "WARM_AUTUMN", "COOL_SUMMER", "COOL_WINTER"])
def test_true_seasons_palettes_suit_their_undertone(season: str) -> None:
    """Warm and Cool seasons are defined by undertone (the others by lightness, depth or chroma)."""
    means = _mean_scores(season)
    same = [means[n] for n in SEASONS if n != season and SEASONS[n].undertone == SEASONS[season].undertone]
    other = [means[n] for n in SEASONS if SEASONS[n].undertone != SEASONS[season].undertone]
    assert sum(same) / len(same) > sum(other) / len(other)


@pytest.mark.parametrize(
    ("season", "opposite"),
    [("WARM_AUTUMN", "COOL_WINTER"), ("LIGHT_SPRING", "DEEP_WINTER"), ("SOFT_SUMMER", "BRIGHT_SPRING"),
     ("DEEP_AUTUMN", "LIGHT_SUMMER"), ("BRIGHT_WINTER", "SOFT_AUTUMN"), ("WARM_SPRING", "COOL_SUMMER")],
)  # fmt: skip
def test_opposite_seasons_share_little(season: str, opposite: str) -> None:
    assert _mean_scores(season)[opposite] < 0.3
    assert _mean_scores(opposite)[season] < 0.3
