"""Synthesised garment photos with a known base colour, for measuring ``aesthetiq.style.photo``.

Each ``Sample`` is drawn from its own seeded generator, so ``labelled_set(n, seed)`` gives the same
images on every machine. A sample is a garment silhouette (shirt, dress, trousers, skirt, coat,
sneaker, bag) in one of the project's named colours, lit with a smooth light field and folds (mean
lighting 1 over the garment, applied in linear light), with a weave texture and optionally a print
(stripes, checks, dots, florals) covering at most ~35 % of the garment so the base stays dominant,
laid on a plain, gradient, textured (wood grain, linen, marble) or cluttered background, sometimes
with a drop shadow, then sensor noise at full size and JPEG (quality 55-95), PNG or WebP encoding.

The truth is the base colour: what a shopper would name the garment.

Run ``python -m tests.style.photo_set.generate OUT_DIR [N]`` to write the images and a labels.jsonl.
"""

from __future__ import annotations

import io
import json
import math
import sys
from dataclasses import asdict, dataclass
from itertools import product
from pathlib import Path

import numpy as np
from PIL import Image, ImageDraw, ImageFilter

from aesthetiq.style.colour import COLOUR_NAMES
from aesthetiq.style.colour_science import hex_distance, parse_hex

GARMENTS = ("shirt", "dress", "trousers", "skirt", "coat", "sneaker", "bag")
BACKGROUNDS = ("plain", "gradient", "textured", "cluttered")
PRINTS = ("solid", "solid", "stripes", "checks", "dots", "florals")
# Landscape and portrait sizes up to a 12-megapixel phone photo (4000 x 3000).
SIZES = ((480, 360), (640, 480), (800, 600), (1024, 768), (1200, 1600), (1600, 1200), (2048, 1536),
         (3000, 2250), (3000, 4000), (4000, 3000))  # fmt: skip
DESIGN_LONG_SIDE = 800  # drawn at most this big, then resized: noise is added at the final size
MIN_CONTRAST_DE = 15.0  # garment vs background: below this even a person hesitates where the garment ends
_PALETTE = sorted(COLOUR_NAMES.items())
_METALLIC_WORDS = ("gold", "silver", "bronze", "copper", "rose gold", "gunmetal", "platinum", "brass")


@dataclass(frozen=True)
class Sample:
    index: int
    seed: int
    garment: str
    background: str
    print: str
    name: str  # the base colour's name in the project's table
    hex: str  # the truth
    width: int
    height: int
    encoding: str  # jpeg | png | webp
    quality: int
    # centred | cropped (runs off one edge of the frame) | close-up (fabric to every edge) | cut-out
    # (PNG or WebP with the background transparent)
    framing: str

    def render(self) -> bytes:
        return render(self)


def _rng(sample_seed: int, index: int) -> np.random.Generator:
    return np.random.default_rng([sample_seed, index])


def labelled_set(n: int, seed: int = 12, sizes: tuple[tuple[int, int], ...] = SIZES) -> list[Sample]:
    """``n`` samples cycling through garments, backgrounds and prints, colours and sizes drawn per sample."""
    samples = []
    grid = list(product(GARMENTS, BACKGROUNDS, PRINTS))
    order = np.random.default_rng(seed).permutation(len(grid))  # any prefix mixes every kind
    names = [n for n, _ in _PALETTE if not any(w in n for w in _METALLIC_WORDS)]
    for i in range(n):
        rng = _rng(seed, i)
        garment, background, pattern = grid[int(order[i % len(grid)])]
        name = names[int(rng.integers(len(names)))]
        width, height = sizes[int(rng.integers(len(sizes)))]
        roll = float(rng.random())
        encoding = "jpeg" if roll < 0.8 else ("png" if roll < 0.9 else "webp")
        framing_roll = float(rng.random())
        framing = ("close-up" if framing_roll < 0.06 else "cut-out" if framing_roll < 0.1
                   else "cropped" if framing_roll < 0.2 else "centred")  # fmt: skip
        if framing == "cut-out":
            encoding = "png" if rng.random() < 0.7 else "webp"
        if encoding == "png" and width * height > 4_000_000:  # a 12 MP PNG is over the 10 MB upload limit
            encoding = "webp"
        samples.append(Sample(
            index=i, seed=seed, garment=garment, background=background, print=pattern,
            name=name, hex=COLOUR_NAMES[name], width=width, height=height, encoding=encoding,
            quality=int(rng.integers(55, 96)), framing=framing,
        ))  # fmt: skip
    return samples


# --- colour helpers ---------------------------------------------------------------------------


def _rgb(hex_code: str) -> np.ndarray:
    return np.asarray(parse_hex(hex_code), dtype=np.float64)


def _to_linear(srgb: np.ndarray) -> np.ndarray:
    c = srgb / 255.0
    return np.where(c <= 0.04045, c / 12.92, ((c + 0.055) / 1.055) ** 2.4)


def _to_srgb(linear: np.ndarray) -> np.ndarray:
    c = np.clip(linear, 0.0, 1.0).astype(np.float32)
    return 255.0 * np.where(c <= 0.0031308, 12.92 * c, 1.055 * c ** np.float32(1 / 2.4) - 0.055)


def _contrasting(rng: np.random.Generator, against: list[str], min_de: float) -> str:
    for _ in range(200):
        hex_code = _PALETTE[int(rng.integers(len(_PALETTE)))][1]
        if all(hex_distance(hex_code, other) >= min_de for other in against):
            return hex_code
    return "#FFFFFF" if all(hex_distance("#FFFFFF", o) >= min_de for o in against) else "#000000"


def _background_hex(rng: np.random.Generator, garment_hex: str) -> str:
    """Mostly the neutrals people photograph on (white sheets, grey floors, wood), sometimes a colour."""
    neutrals = ("#F4F4F2", "#FFFFFF", "#E8E4DC", "#D9D9D9", "#BFBFBF", "#8A8A8A", "#3A3A3A", "#C8A27A",
                "#9C7A54", "#EDE3D1", "#DCE3E8", "#2B2B2B")  # fmt: skip
    for _ in range(100):
        if rng.random() < 0.7:
            hex_code = neutrals[int(rng.integers(len(neutrals)))]
        else:
            hex_code = _PALETTE[int(rng.integers(len(_PALETTE)))][1]
        if hex_distance(hex_code, garment_hex) >= MIN_CONTRAST_DE:
            return hex_code
    return _contrasting(rng, [garment_hex], MIN_CONTRAST_DE)


# --- silhouettes (unit square, y down) ------------------------------------------------------------

Polygon = list[tuple[float, float]]


def _silhouette(garment: str, rng: np.random.Generator) -> tuple[list[Polygon], list[Polygon]]:
    """(garment polygons, polygons of a secondary part in another colour: a sneaker's sole)."""
    j = lambda v: v + float(rng.uniform(-0.03, 0.03))  # noqa: E731 - a little variety per sample
    if garment == "shirt":
        body = [(j(0.3), 0.12), (0.42, 0.08), (0.5, j(0.16)), (0.58, 0.08), (j(0.7), 0.12), (0.98, j(0.42)),
                (0.86, 0.5), (0.76, 0.32), (0.76, 0.96), (0.24, 0.96), (0.24, 0.32), (0.14, 0.5),
                (0.02, j(0.42))]  # fmt: skip
        return [body], []
    if garment == "coat":
        body = [(0.32, 0.04), (0.44, 0.02), (0.5, 0.2), (0.56, 0.02), (0.68, 0.04), (0.9, j(0.2)),
                (0.96, 0.86), (0.84, 0.88), (0.8, 0.4), (0.8, 0.98), (0.2, 0.98), (0.2, 0.4), (0.16, 0.88),
                (0.04, 0.86), (0.1, j(0.2))]  # fmt: skip
        return [body], []
    if garment == "dress":
        body = [(0.38, 0.02), (0.42, 0.02), (0.44, 0.14), (0.56, 0.14), (0.58, 0.02), (0.62, 0.02),
                (0.64, 0.2), (0.6, 0.4), (j(0.9), 0.98), (j(0.1), 0.98), (0.4, 0.4), (0.36, 0.2)]  # fmt: skip
        return [body], []
    if garment == "trousers":
        body = [(0.28, 0.02), (0.72, 0.02), (j(0.8), 0.98), (0.56, 0.98), (0.5, 0.3), (0.44, 0.98),
                (j(0.2), 0.98)]  # fmt: skip
        return [body], []
    if garment == "skirt":
        body = [(0.3, 0.1), (0.7, 0.1), (0.72, 0.18), (j(0.92), 0.9), (0.5, 0.94), (j(0.08), 0.9),
                (0.28, 0.18)]  # fmt: skip
        return [body], []
    if garment == "sneaker":
        upper = [(0.04, 0.5), (0.1, 0.3), (0.36, 0.22), (0.5, 0.1), (0.62, 0.08), (0.7, 0.2), (0.86, 0.34),
                 (0.97, 0.5), (0.97, 0.72), (0.04, 0.72)]  # fmt: skip
        sole = [(0.03, 0.72), (0.98, 0.72), (0.98, 0.8), (0.9, 0.84), (0.06, 0.84), (0.02, 0.8)]
        return [upper], [sole]
    # bag: a trapezoid body and a handle (drawn as a thick band)
    body = [(0.1, 0.38), (0.9, 0.38), (j(0.96), 0.96), (j(0.04), 0.96)]
    handle = [(0.3, 0.38), (0.34, 0.06), (0.66, 0.06), (0.7, 0.38), (0.62, 0.38), (0.6, 0.13),
              (0.4, 0.13), (0.38, 0.38)]  # fmt: skip
    return [body, handle], []


def _garment_box(
    rng: np.random.Generator, w: int, h: int, garment: str, framing: str
) -> tuple[float, float, float, float]:
    if framing == "close-up":  # the garment's middle fills the frame
        return -0.3 * w, -0.3 * h, 1.6 * w, 1.6 * h
    aspect = {"sneaker": 0.55, "bag": 0.95, "trousers": 1.5, "dress": 1.4, "coat": 1.3, "skirt": 1.0}.get(
        garment, 1.0
    )
    scale = float(rng.uniform(0.45, 0.85))
    bh = scale * h
    bw = bh / aspect
    if bw > 0.85 * w:
        bw = 0.85 * w
        bh = bw * aspect
    cx = w / 2 + float(rng.uniform(-0.08, 0.08)) * w
    cy = h / 2 + float(rng.uniform(-0.08, 0.08)) * h
    if framing == "cropped":  # too big for the frame: it runs off the bottom (or a side) edge
        bw, bh = bw * 1.3, bh * 1.3
        if rng.random() < 0.7:
            cy = h - bh / 2 + float(rng.uniform(0.12, 0.3)) * bh
        else:
            cx = (
                (w - bw / 2 + float(rng.uniform(0.12, 0.3)) * bw)
                if rng.random() < 0.5
                else (bw / 2 - float(rng.uniform(0.12, 0.3)) * bw)
            )
    return cx - bw / 2, cy - bh / 2, bw, bh


def _draw_mask(polys: list[Polygon], box: tuple[float, float, float, float], w: int, h: int) -> np.ndarray:
    x0, y0, bw, bh = box
    img = Image.new("L", (w * 2, h * 2), 0)  # drawn at 2x and reduced: anti-aliased edges
    draw = ImageDraw.Draw(img)
    for poly in polys:
        draw.polygon([(2 * (x0 + px * bw), 2 * (y0 + py * bh)) for px, py in poly], fill=255)
    return np.asarray(img.reduce(2), dtype=np.float64) / 255.0


# --- backgrounds ----------------------------------------------------------------------------------


def _background(kind: str, rng: np.random.Generator, w: int, h: int, garment_hex: str) -> np.ndarray:
    yy, xx = np.mgrid[0:h, 0:w].astype(np.float64)
    base = _rgb(_background_hex(rng, garment_hex))
    if kind == "plain":
        return np.broadcast_to(base, (h, w, 3)).copy()
    if kind == "gradient":
        other = _rgb(_background_hex(rng, garment_hex))
        angle = float(rng.uniform(0, 2 * math.pi))
        t = xx * math.cos(angle) + yy * math.sin(angle)
        t = (t - t.min()) / max(1e-9, np.ptp(t))
        img = base * (1 - t[..., None]) + other * t[..., None]
        vignette = 1 - 0.25 * (((xx / w - 0.5) ** 2 + (yy / h - 0.5) ** 2) / 0.5)
        return img * vignette[..., None]
    if kind == "textured":
        style = int(rng.integers(3))
        if style == 0:  # wood grain: planks of warped sinusoidal rings
            wood = _rgb(("#B98A5E", "#8B5E3C", "#D2B48C", "#6E4B2A")[int(rng.integers(4))])
            warp = 6 * np.sin(xx / w * 7 + rng.uniform(0, 6)) + 3 * np.sin(xx / w * 23)
            grain = 0.5 + 0.5 * np.sin((yy + warp) / h * 2 * math.pi * rng.uniform(18, 40))
            plank = (np.floor(yy / h * rng.uniform(3, 7)) % 2) * 0.08
            shade = 0.82 + 0.2 * grain[..., None] - plank[..., None]
            if hex_distance(_hex(wood), garment_hex) < MIN_CONTRAST_DE:
                wood = base
            return wood * shade
        if style == 1:  # linen / carpet: fine noise blurred a little
            noise = rng.normal(0, 1, (h, w))
            blurred = (
                np.asarray(
                    Image.fromarray(((noise * 30) + 128).clip(0, 255).astype(np.uint8)).filter(
                        ImageFilter.GaussianBlur(1.2)
                    ),
                    dtype=np.float64,
                )
                / 128
                - 1
            )
            return base * (1 + 0.18 * blurred[..., None])
        # marble: veins of a turbulent sine
        turb = sum(
            np.sin((xx * rng.uniform(1, 4) / w + yy * rng.uniform(1, 4) / h) * k * 3 + rng.uniform(0, 6)) / k
            for k in (1, 2, 4, 8)
        )
        veins = np.abs(np.sin(turb * 2.5)) ** 0.3
        return base * (0.78 + 0.22 * veins[..., None])
    # cluttered: a plain or gradient floor with objects lying around (drawn before the garment)
    img = _background("plain" if rng.random() < 0.5 else "gradient", rng, w, h, garment_hex)
    canvas = Image.fromarray(img.clip(0, 255).astype(np.uint8))
    draw = ImageDraw.Draw(canvas)
    for _ in range(int(rng.integers(5, 14))):
        colour = tuple(int(v) for v in _rgb(_contrasting(rng, [garment_hex], 12.0)))
        cx, cy = float(rng.uniform(0, w)), float(rng.uniform(0, h))
        # objects crowd the edges, as on a bed or a floor around a flat-lay
        if abs(cx - w / 2) < 0.25 * w and abs(cy - h / 2) < 0.25 * h:
            cx = cx * 0.3 if cx < w / 2 else w - (w - cx) * 0.3
        r = float(rng.uniform(0.04, 0.16)) * min(w, h)
        shape = int(rng.integers(3))
        if shape == 0:
            draw.ellipse([cx - r, cy - r * 0.7, cx + r, cy + r * 0.7], fill=colour)
        elif shape == 1:
            draw.rectangle([cx - r, cy - r * 0.5, cx + r * 1.3, cy + r], fill=colour)
        else:
            pts = [
                (cx + r * math.cos(a), cy + r * math.sin(a))
                for a in np.sort(rng.uniform(0, 2 * math.pi, int(rng.integers(3, 7))))
            ]
            draw.polygon(pts, fill=colour)
    return np.asarray(canvas, dtype=np.float64)


def _hex(rgb: np.ndarray) -> str:
    r, g, b = (round(float(v)) for v in np.clip(rgb, 0, 255))
    return f"#{r:02X}{g:02X}{b:02X}"


# --- prints -----------------------------------------------------------------------------------------


def _print_layers(
    kind: str, rng: np.random.Generator, w: int, h: int, box: tuple[float, float, float, float], base_hex: str
) -> list[tuple[np.ndarray, np.ndarray]]:
    """(coverage 0..1, sRGB colour) layers painted over the base inside the garment."""
    if kind == "solid":
        return []
    yy, xx = np.mgrid[0:h, 0:w].astype(np.float64)
    x0, y0, bw, bh = box
    colour = _rgb(_contrasting(rng, [base_hex], 25.0))
    period = float(rng.uniform(0.05, 0.14)) * min(bw, bh)
    period = max(period, 6.0)
    if kind == "stripes":
        coord = yy if rng.random() < 0.6 else xx
        width = float(rng.uniform(0.15, 0.35))
        return [(((coord / period) % 1.0 < width).astype(np.float64), colour)]
    if kind == "checks":
        width = float(rng.uniform(0.12, 0.2))
        band = np.maximum((yy / period) % 1.0 < width, (xx / period) % 1.0 < width).astype(np.float64)
        return [(band, colour)]
    if kind == "dots":
        radius = float(rng.uniform(0.18, 0.3)) * period
        dx, dy = (xx % period) - period / 2, (yy % period) - period / 2
        return [((dx * dx + dy * dy <= radius * radius).astype(np.float64), colour)]
    # florals: scattered five-petal flowers with a centre in a third colour, and leaves
    petals = Image.new("L", (w, h), 0)
    centres = Image.new("L", (w, h), 0)
    leaves = Image.new("L", (w, h), 0)
    dp, dc, dl = ImageDraw.Draw(petals), ImageDraw.Draw(centres), ImageDraw.Draw(leaves)
    count = int(bw * bh / (period * period) * 0.35)
    for _ in range(count):
        cx, cy = x0 + float(rng.uniform(0, bw)), y0 + float(rng.uniform(0, bh))
        r = period * float(rng.uniform(0.12, 0.2))
        for k in range(5):
            a = 2 * math.pi * k / 5 + float(rng.uniform(0, 1))
            px, py = cx + 1.4 * r * math.cos(a), cy + 1.4 * r * math.sin(a)
            dp.ellipse([px - r, py - r, px + r, py + r], fill=255)
        dc.ellipse([cx - 0.6 * r, cy - 0.6 * r, cx + 0.6 * r, cy + 0.6 * r], fill=255)
        a = float(rng.uniform(0, 2 * math.pi))
        lx, ly = cx + 3 * r * math.cos(a), cy + 3 * r * math.sin(a)
        dl.ellipse([lx - 1.1 * r, ly - 0.5 * r, lx + 1.1 * r, ly + 0.5 * r], fill=255)
    centre_colour = _rgb(_contrasting(rng, [base_hex, _hex(colour)], 20.0))
    leaf_colour = _rgb(("#3B6E3A", "#6B8E23", "#2E5E4E")[int(rng.integers(3))])
    if hex_distance(_hex(leaf_colour), base_hex) < 25:
        leaf_colour = centre_colour
    as_float = lambda im: np.asarray(im, dtype=np.float64) / 255.0  # noqa: E731
    return [(as_float(leaves), leaf_colour), (as_float(petals), colour), (as_float(centres), centre_colour)]


# --- rendering ----------------------------------------------------------------------------------------


def _lying_on(
    img: np.ndarray, rng: np.random.Generator, box: tuple[float, float, float, float], garment_hex: str
) -> np.ndarray:
    """One small object overlapping the garment's outline, covering a few percent of it."""
    canvas = Image.fromarray(img.clip(0, 255).astype(np.uint8))
    x0, y0, bw, bh = box
    side = int(rng.integers(4))
    cx = x0 + (float(rng.uniform(0.2, 0.8)) if side < 2 else (0.0 if side == 2 else 1.0)) * bw
    cy = y0 + ((0.0 if side == 0 else 1.0) if side < 2 else float(rng.uniform(0.2, 0.8))) * bh
    r = 0.08 * min(bw, bh)
    colour = tuple(int(v) for v in _rgb(_contrasting(rng, [garment_hex], 12.0)))
    ImageDraw.Draw(canvas).rounded_rectangle(
        [cx - r, cy - 1.8 * r, cx + r, cy + 1.8 * r], radius=r / 3, fill=colour
    )
    return np.asarray(canvas, dtype=np.float64)


def render(sample: Sample) -> bytes:
    rng = _rng(sample.seed * 1000 + 7, sample.index)
    scale = min(1.0, DESIGN_LONG_SIDE / max(sample.width, sample.height))
    w, h = max(8, round(sample.width * scale)), max(8, round(sample.height * scale))
    background = _background(sample.background, rng, w, h, sample.hex)

    box = _garment_box(rng, w, h, sample.garment, sample.framing)
    polys, secondary = _silhouette(sample.garment, rng)
    mask = _draw_mask(polys, box, w, h)
    sole = _draw_mask(secondary, box, w, h) if secondary else None

    if rng.random() < 0.5:  # a soft drop shadow on the floor
        offset = (int(rng.integers(2, 10)), int(rng.integers(2, 10)))
        shadow_img = Image.fromarray((mask * 255).astype(np.uint8)).filter(ImageFilter.GaussianBlur(6))
        shadow = np.roll(np.asarray(shadow_img, dtype=np.float64) / 255.0, offset, axis=(0, 1))
        background = background * (1 - float(rng.uniform(0.2, 0.4)) * shadow[..., None])

    # The garment in linear light: base (and print) x a light field whose mean over the garment is 1.
    yy, xx = np.mgrid[0:h, 0:w].astype(np.float32)
    linear = np.broadcast_to(_to_linear(_rgb(sample.hex)).astype(np.float32), (h, w, 3)).copy()
    for coverage, colour in _print_layers(sample.print, rng, w, h, box, sample.hex):
        linear = linear * (1 - coverage[..., None]) + _to_linear(colour) * coverage[..., None]
    angle = float(rng.uniform(0, 2 * math.pi))
    light = 1 + float(rng.uniform(0, 0.5)) * (
        (xx / w - 0.5) * math.cos(angle) + (yy / h - 0.5) * math.sin(angle)
    )
    fold_period = float(rng.uniform(0.1, 0.3)) * min(box[2], box[3])
    folds = np.sin((xx * math.cos(angle + 1) + yy * math.sin(angle + 1)) / fold_period) ** 8
    light = light - float(rng.uniform(0, 0.35)) * folds  # creases darken
    weave = 1 + float(rng.uniform(0.02, 0.1)) * np.sin(xx * 2.1) * np.sin(
        yy * 1.9
    )  # fine weave to chunky knit
    light = light * weave
    if rng.random() < 0.3:  # a sheen (satin, leather, nylon): one soft bright streak
        hx, hy = (
            box[0] + float(rng.uniform(0.3, 0.7)) * box[2],
            box[1] + float(rng.uniform(0.3, 0.7)) * box[3],
        )
        along = ((xx - hx) * math.cos(angle) + (yy - hy) * math.sin(angle)) / (0.05 * min(box[2], box[3]))
        across = ((xx - hx) * -math.sin(angle) + (yy - hy) * math.cos(angle)) / (0.4 * max(box[2], box[3]))
        light = light + float(rng.uniform(0.3, 0.8)) * np.exp(-(along**2) - across**2)
    inside = mask > 0.5
    light = light / light[inside].mean()
    garment = _to_srgb(linear * light[..., None])
    if sole is not None:
        sole_rgb = _rgb(("#F4F1EA", "#FFFFFF", "#C68E4E", "#2B2B2B")[int(rng.integers(4))])
        garment = garment * (1 - sole[..., None]) + sole_rgb * sole[..., None]
        mask = np.maximum(mask, sole)
    img = background * (1 - mask[..., None]) + garment * mask[..., None]
    if sample.background == "cluttered" and sample.framing == "centred" and rng.random() < 0.4:
        img = _lying_on(img, rng, box, sample.hex)  # a phone or sunglasses left on the garment's edge

    picture = Image.fromarray(img.clip(0, 255).astype(np.uint8))
    if (w, h) != (sample.width, sample.height):
        picture = picture.resize((sample.width, sample.height), Image.Resampling.BICUBIC)
    pixels = np.asarray(picture, dtype=np.int16)
    sigma = float(rng.uniform(0, 7))
    if sigma > 0.5:  # sensor noise at the final size, in 8-bit steps
        noise = rng.normal(0, sigma, (sample.height, sample.width, 1)).astype(np.float32)
        pixels = np.clip(pixels + noise.astype(np.int16), 0, 255)
    picture = Image.fromarray(pixels.astype(np.uint8))
    if sample.framing == "cut-out":  # a product cut-out: the background is transparent
        alpha = Image.fromarray((mask * 255).astype(np.uint8))
        if alpha.size != picture.size:
            alpha = alpha.resize(picture.size, Image.Resampling.BILINEAR)
        picture.putalpha(alpha)
    out = io.BytesIO()
    if sample.encoding == "jpeg":
        picture.save(out, "JPEG", quality=sample.quality)
    elif sample.encoding == "webp":
        picture.save(out, "WEBP", quality=sample.quality)
    else:
        picture.save(out, "PNG", compress_level=1)
    return out.getvalue()


def main(argv: list[str]) -> None:
    out_dir = Path(argv[0])
    n = int(argv[1]) if len(argv) > 1 else 168
    out_dir.mkdir(parents=True, exist_ok=True)
    with (out_dir / "labels.jsonl").open("w") as labels:
        for sample in labelled_set(n):
            name = f"{sample.index:04d}-{sample.garment}-{sample.background}-{sample.print}.{sample.encoding}"
            (out_dir / name).write_bytes(sample.render())
            labels.write(json.dumps({"file": name, **asdict(sample)}) + "\n")


if __name__ == "__main__":
    main(sys.argv[1:])
