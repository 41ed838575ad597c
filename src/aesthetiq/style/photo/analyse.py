"""A garment photo's colours, named, as a wardrobe-item draft, with its palette fit.

decode (decode.py) -> CIELAB -> garment mask (segment.py, or the photo's own transparency) ->
dominant colours (palette.py) -> names from the project's colour table (``nearest_colour_name``,
CIEDE2000) -> palette fit (``seasons.seasonal_palette_scores``).
"""

from __future__ import annotations

from typing import Any

import cv2
import numpy as np

from aesthetiq.style.colour import nearest_colour_name
from aesthetiq.style.colour_science import Lab, lab_to_hex, srgb_to_lab_many
from aesthetiq.style.photo.decode import decode
from aesthetiq.style.photo.palette import Swatch, dominant_colours, weighted_mean
from aesthetiq.style.photo.segment import garment_mask
from aesthetiq.style.seasons import SEASONS, canonical_season, palette_fit, seasonal_palette_scores

COLOUR_SIDE = 320  # long side the colours are measured at: fine prints still resolve, k-means stays fast
SEGMENT_SIDE = 160  # long side the background is removed at (GrabCut's cost grows with pixels)
EDGE_PIXELS = 2  # the mask's rim, at COLOUR_SIDE, is left out: there garment and floor blend
BEST_SEASONS = 3
DEFAULT_METHOD = "border"


def _season_name(season: str | None) -> str | None:
    if season is None or not season.strip():
        return None
    name = canonical_season(season)
    if name is None:
        raise ValueError(f"Unknown colour season {season!r}; use one of {', '.join(SEASONS)}.")
    return name


def _resize(image: np.ndarray, long_side: int, interpolation: int) -> np.ndarray:
    h, w = image.shape[:2]
    scale = long_side / max(h, w)
    if scale >= 1:
        return image
    return cv2.resize(
        image, (max(1, round(w * scale)), max(1, round(h * scale))), interpolation=interpolation
    )


def _mask(rgb: np.ndarray, lab: np.ndarray, alpha: np.ndarray | None, method: str) -> tuple[np.ndarray, str]:
    """The garment mask at the colour resolution, and how it was found."""
    h, w = rgb.shape[:2]
    if alpha is not None:
        return alpha >= 128, "transparency"
    small_rgb = _resize(rgb, SEGMENT_SIDE, cv2.INTER_AREA)
    small_lab = lab if small_rgb.shape == rgb.shape else srgb_to_lab_many(small_rgb).astype(np.float32)
    small, removed = garment_mask(small_rgb, small_lab, method)
    mask = small if small.shape == (h, w) else cv2.resize(
        small.astype(np.uint8), (w, h), interpolation=cv2.INTER_NEAREST).astype(bool)  # fmt: skip
    return mask, method if removed else "none"


def _core(mask: np.ndarray) -> np.ndarray:
    """The mask without its rim; the mask itself when the garment is too thin to lose a rim."""
    kernel = np.ones((2 * EDGE_PIXELS + 1, 2 * EDGE_PIXELS + 1), np.uint8)
    core = cv2.erode(mask.astype(np.uint8), kernel).astype(bool)
    return core if core.sum() >= 0.25 * mask.sum() and core.any() else mask


def _named(swatches: list[Swatch], max_colours: int) -> list[dict[str, Any]]:
    """Swatches with their project colour name; two swatches with one name are one colour."""
    by_name: dict[str, tuple[Lab, float]] = {}
    for swatch in swatches:
        name = nearest_colour_name(lab_to_hex(swatch.lab))
        if name in by_name:
            lab, share = by_name[name]
            by_name[name] = (weighted_mean(lab, share, swatch.lab, swatch.share), share + swatch.share)
        else:
            by_name[name] = (swatch.lab, swatch.share)
    ranked = sorted(by_name.items(), key=lambda kv: -kv[1][1])[:max_colours]
    total = sum(share for _, (_, share) in ranked) or 1.0
    return [
        {"name": name, "hex": lab_to_hex(lab), "share": round(share / total, 3)}
        for name, (lab, share) in ranked
    ]


def _palette(colours: list[dict[str, Any]], season: str | None) -> dict[str, Any]:
    hexes = [c["hex"] for c in colours]
    scores = seasonal_palette_scores(hexes)
    best = sorted(scores.items(), key=lambda kv: -kv[1])[:BEST_SEASONS]
    out: dict[str, Any] = {
        "bestSeasons": [{"season": s, "label": SEASONS[s].label, "score": score} for s, score in best],
        "paletteFit": None,
    }
    if season is not None:
        out["paletteFit"] = {
            "season": season,
            "label": SEASONS[season].label,
            "score": scores[season],
            "colors": [
                {"name": c["name"], "hex": c["hex"], "fit": round(palette_fit(c["hex"], season), 4)}
                for c in colours
            ],
        }
    return out


def analyse_photo(
    data: bytes,
    season: str | None = None,
    *,
    max_bytes: int,
    max_pixels: int,
    max_colours: int = 5,
    method: str = DEFAULT_METHOD,
) -> dict[str, Any]:
    """``{"colors", "draft", "paletteFit", "bestSeasons", "background", "image"}`` for one photo.

    ``colors``: up to ``max_colours`` of ``{"name", "hex", "share"}``, main colour first; ``hex`` is the
    measured colour, ``name`` the nearest in the project's colour table, ``share`` of the garment's
    area (the listed shares sum to 1). ``draft``: a wardrobe item to confirm, its category left to the
    user. ``paletteFit``: for ``season``, the garment's score (``seasonal_palette_scores``) and each
    colour's ``palette_fit``; None without a season. ``bestSeasons``: the seasons it suits most.
    """
    season_name = _season_name(season)
    decoded = decode(data, max_bytes=max_bytes, max_pixels=max_pixels, long_side=COLOUR_SIDE)
    lab = srgb_to_lab_many(decoded.rgb).astype(np.float32)
    mask, how = _mask(decoded.rgb, lab, decoded.alpha, method)
    colours = _named(dominant_colours(lab[_core(mask)]), max_colours)
    hexes = [c["hex"] for c in colours]
    return {
        "colors": colours,
        "draft": {
            "category": None,
            "subCategory": None,
            "colors": [c["name"] for c in colours],
            "colorHexes": hexes,
            "colorHex": hexes[0] if hexes else None,
        },
        **_palette(colours, season_name),
        "background": {"removed": how != "none", "method": how, "garmentShare": round(float(mask.mean()), 3)},
        "image": {"format": decoded.format, "width": decoded.width, "height": decoded.height},
    }
