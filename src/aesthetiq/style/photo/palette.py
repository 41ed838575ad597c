"""Dominant colours of a set of garment pixels: k-means in CIELAB, then merging what one person would
call one colour.

k-means over-segments on purpose (``CLUSTERS`` centres): a single dyed fabric under real light spreads
into lit, shaded and creased tones, and a print adds blends along its edges. Centres are then merged,
closest pair first, while they are within ``MERGE_DE``, measured as CIEDE2000 with the lightness
difference halved: shading moves lightness far more than hue or chroma (the textile trade's CMC 2:1
weighting rests on the same observation), so a lit and a shaded navy merge while navy and light blue
do not. Mixtures along a print's edges go back to the colours they mix (``_without_blends``), and
swatches under ``MIN_SHARE`` of the garment are dropped (seams, labels, JPEG ringing).
"""

from __future__ import annotations

from dataclasses import dataclass
from itertools import combinations

import cv2
import numpy as np

from aesthetiq.style.colour_science import Lab, delta_e2000, lab_to_hex, parse_hex

CLUSTERS = 8
MAX_SAMPLES = 12_000  # k-means on more pixels changes the centres by well under 1 ΔE
MERGE_DE = 9.0
LIGHTNESS_WEIGHT = 0.5
MIN_SHARE = 0.05
BLEND_RGB = 14.0  # distance (of 255) from the segment between two colours that still reads as their mixture
MAX_BLEND_SHARE = 0.15


@dataclass(frozen=True)
class Swatch:
    lab: Lab
    share: float  # of the garment's pixels, 0..1


def shading_distance(lab1: Lab, lab2: Lab) -> float:
    """CIEDE2000 with the lightness difference scaled by ``LIGHTNESS_WEIGHT`` (see the module docstring)."""
    l2 = lab1[0] + LIGHTNESS_WEIGHT * (lab2[0] - lab1[0])
    return delta_e2000(lab1, (l2, lab2[1], lab2[2]))


def _sample(pixels: np.ndarray) -> np.ndarray:
    if len(pixels) <= MAX_SAMPLES:
        return pixels
    step = len(pixels) / MAX_SAMPLES  # an even stride: deterministic, and spread over the whole garment
    return pixels[(np.arange(MAX_SAMPLES) * step).astype(np.int64)]


def _kmeans(pixels: np.ndarray, k: int) -> list[Swatch]:
    data = np.ascontiguousarray(pixels, dtype=np.float32)
    criteria = (cv2.TERM_CRITERIA_EPS + cv2.TERM_CRITERIA_MAX_ITER, 20, 0.2)
    cv2.setRNGSeed(12)
    _, labels, centres = cv2.kmeans(data, k, None, criteria, 1, cv2.KMEANS_PP_CENTERS)
    counts = np.bincount(labels.ravel(), minlength=k)
    return [
        Swatch((float(c[0]), float(c[1]), float(c[2])), float(n) / len(data))
        for c, n in zip(centres.reshape(-1, 3), counts, strict=True)
        if n
    ]


def weighted_mean(lab1: Lab, weight1: float, lab2: Lab, weight2: float) -> Lab:
    total = weight1 + weight2
    lightness, a, b = ((weight1 * x + weight2 * y) / total for x, y in zip(lab1, lab2, strict=True))
    return (lightness, a, b)


def _merge(swatches: list[Swatch]) -> list[Swatch]:
    swatches = list(swatches)
    while len(swatches) > 1:
        best, pair = MERGE_DE, None
        for i in range(len(swatches)):
            for j in range(i + 1, len(swatches)):
                d = shading_distance(swatches[i].lab, swatches[j].lab)
                if d < best:
                    best, pair = d, (i, j)
        if pair is None:
            break
        a, b = swatches[pair[0]], swatches[pair[1]]
        share = a.share + b.share
        lab = weighted_mean(a.lab, a.share, b.lab, b.share)
        swatches = [s for k, s in enumerate(swatches) if k not in pair] + [Swatch(lab, share)]
    return swatches


def _rgb(lab: Lab) -> np.ndarray:
    return np.asarray(parse_hex(lab_to_hex(lab)), dtype=np.float64)


def _without_blends(swatches: list[Swatch]) -> list[Swatch]:
    """Give each blend swatch's share back to the two colours it blends.

    Where a print's stripe meets its base, pixels mix the two, and k-means gives the mixtures a
    centre of their own ("pewter" between navy and cream). A swatch smaller than two others, lying
    on the segment between them (within ``BLEND_RGB``, 15-85 % of the way), is such a blend. The
    segment is taken in encoded sRGB, the space where JPEG's chroma and the downscaling mix pixels.
    """
    ranked = sorted(swatches, key=lambda s: -s.share)
    kept = list(ranked)
    for c in reversed(ranked):
        if c.share > MAX_BLEND_SHARE:
            continue
        p = _rgb(c.lab)
        for a, b in combinations([s for s in kept if s.share > c.share], 2):
            pa, pb = _rgb(a.lab), _rgb(b.lab)
            t = float(np.dot(p - pa, pb - pa) / max(np.dot(pb - pa, pb - pa), 1e-9))
            if 0.15 < t < 0.85 and float(np.linalg.norm(pa + t * (pb - pa) - p)) <= BLEND_RGB:
                kept = [s for s in kept if s is not c and s is not a and s is not b] + [
                    Swatch(a.lab, a.share + (1 - t) * c.share),
                    Swatch(b.lab, b.share + t * c.share),
                ]
                break
    return kept


def dominant_colours(pixels: np.ndarray) -> list[Swatch]:
    """Swatches of an (n, 3) CIELAB pixel array, largest share first; shares sum to 1."""
    if len(pixels) == 0:
        return []
    sample = _sample(pixels)
    if len(sample) < 10 * CLUSTERS:  # too few pixels to cluster: their mean is the colour
        mean = sample.mean(axis=0)
        return [Swatch((float(mean[0]), float(mean[1]), float(mean[2])), 1.0)]
    merged = _without_blends(_merge(_kmeans(sample, CLUSTERS)))
    kept = [s for s in merged if s.share >= MIN_SHARE] or [max(merged, key=lambda s: s.share)]
    total = sum(s.share for s in kept)
    return sorted((Swatch(s.lab, s.share / total) for s in kept), key=lambda s: -s.share)
