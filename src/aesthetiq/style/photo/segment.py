"""Separating the garment from its background in a small image: a boolean mask, True on the garment.

Four methods, measured against each other on the labelled set (docs/notes/photo.md):

- ``border`` (the default): the background is what the frame's edge looks like. Border pixels are
  clustered in CIELAB; a pixel whose colour is within reach of a border cluster, and which is
  connected to the frame through such pixels, is background, unless its piece barely touches the
  frame for its size (a garment running off one edge; see ``border_background``).
- ``grabcut``: OpenCV's GrabCut (iterated graph cuts over colour mixture models), initialised from
  a centre rectangle *and* the border model: the frame's edge is certain background, border-like
  pixels connected to it probable background, the rest probable garment. GrabCut then learns both
  colour models and cuts along strong edges, which rescues clutter and garments that share a
  colour with part of the floor.
- ``rect``: textbook GrabCut from a centre rectangle alone (the baseline the border statistics improve).
- ``none``: the whole frame (the baseline for background removal itself).

Every method ends the same way: small specks and holes are cleaned, the main pieces kept (two
sneakers are two pieces), and if the result is implausible (almost nothing, or the whole frame)
the centre of the frame stands in; when the frame's edge was itself fabric (a close-up: the border
model then calls the base colour "floor", leaving a print's motifs), the whole frame is the garment.
"""

from __future__ import annotations

import contextlib

import cv2
import numpy as np

METHODS = ("grabcut", "border", "rect", "none")
BORDER_FRACTION = 0.03  # the frame band whose colours define "background"
BORDER_CLUSTERS = 5
# A pixel within this CIELAB (Euclidean) distance of a border cluster, widened to SPREAD_FACTOR times
# the cluster's own spread (a textured floor) up to MAX_REACH, looks like background.
BACKGROUND_REACH = 9.0
SPREAD_FACTOR = 2.5
MAX_REACH = 22.0
MIN_GARMENT_SHARE = 0.03  # below this the mask found nothing: use the centre
MAX_GARMENT_SHARE = 0.97  # above this nothing was removed: a close-up, all garment
PIECE_SHARE = 0.3  # pieces scoring at least this fraction of the best are kept (see main_pieces)
CENTRE_SIGMA = 0.2
BOUNDARY_CONNECTIVITY = 1.5  # floor scores 3 and more; a garment running off one edge well under 1
GROUP_OVERLAP = 0.15
SCATTERED_PIECES = 4  # this many kept pieces, none dominant, are motifs of a print seen close up
GRABCUT_ITERATIONS = 2


def _band_width(h: int, w: int) -> int:
    return max(2, round(BORDER_FRACTION * min(h, w)))


def _border_band(h: int, w: int) -> np.ndarray:
    b = _band_width(h, w)
    band = np.zeros((h, w), dtype=bool)
    band[:b, :] = band[-b:, :] = True
    band[:, :b] = band[:, -b:] = True
    return band


def _border_clusters(lab: np.ndarray, band: np.ndarray) -> list[np.ndarray]:
    """For each of the band's colour clusters, the pixels within reach of its colour; clusters under
    2 % of the band are a stray object on the edge, not a background."""
    samples = lab[band].astype(np.float32)
    k = min(BORDER_CLUSTERS, len(samples))
    criteria = (cv2.TERM_CRITERIA_EPS + cv2.TERM_CRITERIA_MAX_ITER, 10, 0.5)
    cv2.setRNGSeed(12)  # the same mask for the same photo, every time
    _, labels, centres = cv2.kmeans(samples, k, None, criteria, 1, cv2.KMEANS_PP_CENTERS)
    labels = labels.ravel()
    flat = lab.reshape(-1, 3).astype(np.float32)
    out = []
    for i, centre in enumerate(centres):
        members = samples[labels == i]
        if len(members) < 0.02 * len(samples):
            continue
        spread = float(np.sqrt(((members - centre) ** 2).sum(axis=1).mean()))
        reach = min(MAX_REACH, max(BACKGROUND_REACH, SPREAD_FACTOR * spread))
        near = ((flat - centre) ** 2).sum(axis=1) <= reach * reach
        out.append(near.reshape(lab.shape[:2]))
    return out


def _connected_to(mask: np.ndarray, band: np.ndarray) -> np.ndarray:
    """The parts of ``mask`` connected to ``band`` (4-connectivity)."""
    count, labels = cv2.connectedComponents(mask.astype(np.uint8), connectivity=4)
    touching = np.unique(labels[band & mask])
    keep = np.zeros(count, dtype=bool)
    keep[touching] = True
    keep[0] = False
    return keep[labels]


def _boundary_connectivity(region: np.ndarray, band: np.ndarray, band_width: int) -> np.ndarray:
    """Each pixel of ``region`` -> its piece's boundary connectivity: the length of frame edge the piece
    touches over the square root of its area (Zhu et al., "Saliency optimization from robust
    background detection", CVPR 2014). Floor surrounds the garment and scores high; a garment that
    only runs off one edge scores low, however much of it is cut off."""
    count, labels, stats, _ = cv2.connectedComponentsWithStats(region.astype(np.uint8), connectivity=4)
    edge = np.bincount(labels[band], minlength=count) / band_width
    score = edge / np.sqrt(np.maximum(stats[:, cv2.CC_STAT_AREA], 1))
    score[0] = 0.0
    return score[labels]


def _overlap_groups(regions: list[np.ndarray]) -> list[np.ndarray]:
    """Unions of regions that overlap by ``GROUP_OVERLAP`` of the smaller one: the bands of one gradient
    or vignette overlap widely, a garment and the floor around it only along their blended outline."""
    sizes = [max(1, int(r.sum())) for r in regions]
    parent = list(range(len(regions)))

    def root(i: int) -> int:
        while parent[i] != i:
            i = parent[i]
        return i

    for i in range(len(regions)):
        for j in range(i + 1, len(regions)):
            if (regions[i] & regions[j]).sum() >= GROUP_OVERLAP * min(sizes[i], sizes[j]):
                parent[root(j)] = root(i)
    groups: dict[int, np.ndarray] = {}
    for i, region in enumerate(regions):
        r = root(i)
        groups[r] = groups[r] | region if r in groups else region
    return list(groups.values())


def border_background(lab: np.ndarray) -> tuple[np.ndarray, np.ndarray]:
    """(background mask from the border model, the frame band).

    A garment too big for the frame runs off an edge, so its colour is on the border too; a piece
    whose boundary connectivity is under ``BOUNDARY_CONNECTIVITY`` is that garment, not floor. The
    pieces are taken over groups of overlapping border colours, so a gradient floor counts as one.
    """
    h, w = lab.shape[:2]
    band_width = _band_width(h, w)
    band = _border_band(h, w)
    background = np.zeros((h, w), dtype=bool)
    regions = [_connected_to(near, band) for near in _border_clusters(lab, band)]
    for group in _overlap_groups(regions):
        background |= group & (_boundary_connectivity(group, band, band_width) >= BOUNDARY_CONNECTIVITY)
    return background, band


def _open_close(garment: np.ndarray) -> np.ndarray:
    """Open away specks, close pinholes."""
    h, w = garment.shape
    k = max(3, (min(h, w) // 60) | 1)
    kernel = cv2.getStructuringElement(cv2.MORPH_ELLIPSE, (k, k))
    m = cv2.morphologyEx(garment.astype(np.uint8), cv2.MORPH_OPEN, kernel)
    return cv2.morphologyEx(m, cv2.MORPH_CLOSE, kernel).astype(bool)


def main_pieces(garment: np.ndarray) -> np.ndarray:
    """The piece(s) most likely to be the garment: large and near the centre of the frame.

    People centre what they photograph, and clutter lies around it. A piece scores its area times a
    Gaussian of its centroid's distance from the centre (``CENTRE_SIGMA``, in frame units); pieces
    within ``PIECE_SHARE`` of the best score are kept too (a pair of shoes, a bag and its handle).
    """
    h, w = garment.shape
    count, labels, stats, centroids = cv2.connectedComponentsWithStats(
        garment.astype(np.uint8), connectivity=8
    )
    if count <= 1:
        return garment
    areas = stats[1:, cv2.CC_STAT_AREA].astype(np.float64)
    offsets = (centroids[1:] - (w / 2, h / 2)) / (w, h)
    scores = areas * np.exp(-((offsets**2).sum(axis=1)) / (2 * CENTRE_SIGMA**2))
    keep = np.concatenate(([False], scores >= PIECE_SHARE * scores.max()))
    return keep[labels]


def _scattered(mask: np.ndarray) -> bool:
    """Whether the mask is many small alike pieces rather than a garment (and its pair)."""
    _count, _, stats, _ = cv2.connectedComponentsWithStats(mask.astype(np.uint8), connectivity=8)
    areas = stats[1:, cv2.CC_STAT_AREA]
    return len(areas) >= SCATTERED_PIECES and areas.max() < 0.3 * areas.sum()


def _centre(h: int, w: int) -> np.ndarray:
    m = np.zeros((h, w), dtype=bool)
    m[h // 4 : h - h // 4, w // 4 : w - w // 4] = True
    return m


def _grabcut(rgb: np.ndarray, init: np.ndarray) -> np.ndarray:
    bgd, fgd = np.zeros((1, 65), np.float64), np.zeros((1, 65), np.float64)
    mask = init.copy()
    cv2.setRNGSeed(12)
    # A model with no samples (no probable garment pixel, say) is an error: keep the initial guess then.
    with contextlib.suppress(cv2.error):
        cv2.grabCut(rgb, mask, None, bgd, fgd, GRABCUT_ITERATIONS, cv2.GC_INIT_WITH_MASK)
    return (mask == cv2.GC_FGD) | (mask == cv2.GC_PR_FGD)


def garment_mask(rgb: np.ndarray, lab: np.ndarray, method: str = "grabcut") -> tuple[np.ndarray, bool]:
    """(mask of the garment, whether the background was found) for an (h, w, 3) image and its CIELAB."""
    h, w = lab.shape[:2]
    if method == "none":
        return np.ones((h, w), dtype=bool), False
    if method == "rect":
        init = np.full((h, w), cv2.GC_BGD, np.uint8)
        my, mx = max(1, h // 20), max(1, w // 20)
        init[my : h - my, mx : w - mx] = cv2.GC_PR_FGD
        found = _grabcut(np.ascontiguousarray(rgb), init)
    elif method in ("border", "grabcut"):
        background, band = border_background(lab)
        found = main_pieces(_open_close(~background))
        if method == "grabcut":  # the border model's pick seeds GrabCut; what it left out is probably floor
            init = np.where(found, cv2.GC_PR_FGD, cv2.GC_PR_BGD).astype(np.uint8)
            init[band] = cv2.GC_BGD
            found = _grabcut(np.ascontiguousarray(rgb), init)
    else:
        raise ValueError(f"unknown segmentation method {method!r}; use one of {', '.join(METHODS)}")
    mask = main_pieces(_open_close(found))
    share = float(mask.mean())
    if _scattered(mask):  # a print's motifs, left when its base colour filled the frame's edge
        return np.ones((h, w), dtype=bool), False
    if share < MIN_GARMENT_SHARE:
        return _centre(h, w), False
    if share > MAX_GARMENT_SHARE:
        return np.ones((h, w), dtype=bool), False
    return mask, True
