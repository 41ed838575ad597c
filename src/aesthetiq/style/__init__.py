"""Style knowledge: garment taxonomy, domain vocabulary, colour science and the 12 colour seasons.

Pure functions and constant tables, no I/O: safe to import anywhere (store, search, agent).

Every ``find_*`` reads a chat message the same way (phrases.py): one precompiled trie regex per
vocabulary, longest phrase first, ambiguous words kept only in a telling context ("how should I
dress" is not a dress), and misspelt domain words read as meant ("snekers", "blak jaket";
typos.py), with spans always pointing into the original text.
"""

from aesthetiq.style.colour import (
    CLOSE_SHADE_DE,
    COLOUR_NAMES,
    FAMILIES,
    GROUPS,
    ColourMatch,
    canonical_colour,
    colours_in_family,
    families_of,
    family_of,
    family_of_hex,
    find_colours,
    hex_of,
    matches_colour,
    nearest_colour_name,
)
from aesthetiq.style.colour_science import delta_e2000, hex_distance, hex_to_lab, lab_to_lch
from aesthetiq.style.lexicon import (
    FITS,
    FORMALITY_OF_OCCASION,
    MATERIALS,
    OCCASIONS,
    PATTERNS,
    STYLES,
    WEATHER_SEASONS,
    Match,
    canonical_fit,
    canonical_material,
    canonical_occasion,
    canonical_pattern,
    canonical_style,
    canonical_weather_season,
    find_fits,
    find_materials,
    find_occasions,
    find_patterns,
    find_styles,
    find_weather_seasons,
    formality_of,
)
from aesthetiq.style.seasons import (
    DEFAULT_SEASON_WEIGHT,
    SEASONS,
    Season,
    canonical_season,
    combine_scores,
    find_colour_season,
    palette_fit,
    seasonal_palette_scores,
)
from aesthetiq.style.taxonomy import (
    CATEGORIES,
    SUBCATEGORY_TO_CATEGORY,
    GarmentMatch,
    canonical_category,
    canonical_subcategory,
    category_of,
    find_garments,
)

__all__ = [
    "CATEGORIES", "CLOSE_SHADE_DE", "COLOUR_NAMES", "DEFAULT_SEASON_WEIGHT", "FAMILIES", "FITS",
    "FORMALITY_OF_OCCASION", "GROUPS", "MATERIALS", "OCCASIONS", "PATTERNS", "SEASONS", "STYLES", "SUBCATEGORY_TO_CATEGORY",
    "WEATHER_SEASONS", "ColourMatch", "GarmentMatch", "Match", "Season", "canonical_category", "canonical_colour",
    "canonical_fit", "canonical_material", "canonical_occasion", "canonical_pattern", "canonical_season", "canonical_style",
    "canonical_subcategory", "canonical_weather_season", "category_of", "colours_in_family", "combine_scores",
    "delta_e2000", "families_of", "family_of", "family_of_hex", "find_colour_season", "find_colours", "find_fits",
    "find_garments", "find_materials", "find_occasions", "find_patterns", "find_styles", "find_weather_seasons", "formality_of",
    "hex_distance", "hex_of", "hex_to_lab", "lab_to_lch", "matches_colour", "nearest_colour_name", "palette_fit",
    "seasonal_palette_scores",
]  # fmt: skip
