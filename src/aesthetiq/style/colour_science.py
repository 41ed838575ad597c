"""Colour science: sRGB (D65) -> CIE XYZ -> CIELAB, and the CIEDE2000 colour difference.

CIELAB is close to perceptually uniform, and CIEDE2000 corrects what it gets wrong (blues,
near-greys, chroma), so "how different do these two colours look" is ``delta_e2000``:
about 1 is a just-noticeable difference, 2-5 reads as "the same colour, another dye lot",
above ~10 as a different colour.
"""

from __future__ import annotations

import math
from functools import lru_cache

import numpy as np

Lab = tuple[float, float, float]

# sRGB primaries to XYZ (IEC 61966-2-1), and the D65 reference white they imply.
_M = (
    (0.4124564, 0.3575761, 0.1804375),
    (0.2126729, 0.7151522, 0.0721750),
    (0.0193339, 0.1191920, 0.9503041),
)
_WHITE = (sum(_M[0]), sum(_M[1]), sum(_M[2]))  # (0.95047, 1.0, 1.08883)
_EPSILON = 216 / 24389  # CIE's exact constants for the cube-root knee
_KAPPA = 24389 / 27


def parse_hex(hex_code: str) -> tuple[int, int, int]:
    """'#C19A6B', 'c19a6b' or '#abc' -> (r, g, b) in 0..255; ValueError with the reason otherwise."""
    h = hex_code.strip().lstrip("#")
    if len(h) == 3:
        h = "".join(c * 2 for c in h)
    if len(h) != 6 or any(c not in "0123456789abcdefABCDEF" for c in h):
        raise ValueError(f"not a hex colour: {hex_code!r} (expected #RRGGBB)")
    return int(h[0:2], 16), int(h[2:4], 16), int(h[4:6], 16)


def _linear(channel: int) -> float:
    c = channel / 255
    return c / 12.92 if c <= 0.04045 else ((c + 0.055) / 1.055) ** 2.4


def _f(t: float) -> float:
    return t ** (1 / 3) if t > _EPSILON else (_KAPPA * t + 16) / 116


@lru_cache(maxsize=8192)
def hex_to_lab(hex_code: str) -> Lab:
    """sRGB hex (D65) -> CIELAB (L* 0..100, a*, b*)."""
    rgb = [_linear(c) for c in parse_hex(hex_code)]
    x, y, z = (sum(m * c for m, c in zip(row, rgb, strict=True)) for row in _M)
    fx, fy, fz = _f(x / _WHITE[0]), _f(y / _WHITE[1]), _f(z / _WHITE[2])
    return (116 * fy - 16, 500 * (fx - fy), 200 * (fy - fz))


def lab_to_lch(lab: Lab) -> tuple[float, float, float]:
    """CIELAB -> (L*, chroma C*ab, hue angle in degrees 0..360)."""
    lightness, a, b = lab
    return lightness, math.hypot(a, b), math.degrees(math.atan2(b, a)) % 360


def delta_e2000(lab1: Lab, lab2: Lab) -> float:
    """CIEDE2000 difference (kL = kC = kH = 1), following Sharma, Wu and Dalal (2005) step by step."""
    l1, a1, b1 = lab1
    l2, a2, b2 = lab2
    # Step 1: a* is stretched for low-chroma colours (G), giving C' and h'.
    c_bar = (math.hypot(a1, b1) + math.hypot(a2, b2)) / 2
    c_bar7 = c_bar**7
    g = 0.5 * (1 - math.sqrt(c_bar7 / (c_bar7 + 25**7)))
    a1p, a2p = (1 + g) * a1, (1 + g) * a2
    c1p, c2p = math.hypot(a1p, b1), math.hypot(a2p, b2)
    h1p = math.degrees(math.atan2(b1, a1p)) % 360 if c1p else 0.0
    h2p = math.degrees(math.atan2(b2, a2p)) % 360 if c2p else 0.0

    # Step 2: differences in lightness, chroma and hue.
    d_l = l2 - l1
    d_c = c2p - c1p
    if c1p * c2p == 0:
        d_h = 0.0
    else:
        d_h = h2p - h1p
        if d_h > 180:
            d_h -= 360
        elif d_h < -180:
            d_h += 360
    d_big_h = 2 * math.sqrt(c1p * c2p) * math.sin(math.radians(d_h / 2))

    # Step 3: weighting functions around the mean colour.
    l_bar = (l1 + l2) / 2
    cp_bar = (c1p + c2p) / 2
    if c1p * c2p == 0:
        h_bar = h1p + h2p
    elif abs(h1p - h2p) <= 180:
        h_bar = (h1p + h2p) / 2
    elif h1p + h2p < 360:
        h_bar = (h1p + h2p + 360) / 2
    else:
        h_bar = (h1p + h2p - 360) / 2
    t = (
        1
        - 0.17 * math.cos(math.radians(h_bar - 30))
        + 0.24 * math.cos(math.radians(2 * h_bar))
        + 0.32 * math.cos(math.radians(3 * h_bar + 6))
        - 0.20 * math.cos(math.radians(4 * h_bar - 63))
    )
    d_theta = 30 * math.exp(-(((h_bar - 275) / 25) ** 2))
    cp_bar7 = cp_bar**7
    r_c = 2 * math.sqrt(cp_bar7 / (cp_bar7 + 25**7))
    s_l = 1 + 0.015 * (l_bar - 50) ** 2 / math.sqrt(20 + (l_bar - 50) ** 2)
    s_c = 1 + 0.045 * cp_bar
    s_h = 1 + 0.015 * cp_bar * t
    r_t = -math.sin(math.radians(2 * d_theta)) * r_c

    dl, dc, dh = d_l / s_l, d_c / s_c, d_big_h / s_h
    return math.sqrt(dl * dl + dc * dc + dh * dh + r_t * dc * dh)


@lru_cache(maxsize=65536)
def hex_distance(hex1: str, hex2: str) -> float:
    """CIEDE2000 between two hex colours (cached: catalogues reuse a few hundred colours)."""
    return delta_e2000(hex_to_lab(hex1), hex_to_lab(hex2))


def labs_array(labs: list[Lab]) -> np.ndarray:
    """An (n, 3) array of Lab colours, for ``delta_e2000_many``."""
    return np.asarray(labs, dtype=np.float64).reshape(-1, 3)


def delta_e2000_many(lab: Lab, others: np.ndarray) -> np.ndarray:
    """CIEDE2000 from one colour to each row of an (n, 3) Lab array: the same steps as
    ``delta_e2000``, vectorised, so scoring a colour against every palette costs one pass."""
    l1, a1, b1 = (float(v) for v in lab)
    l2, a2, b2 = others[:, 0], others[:, 1], others[:, 2]
    c_bar = (math.hypot(a1, b1) + np.hypot(a2, b2)) / 2
    c_bar7 = c_bar**7
    g = 0.5 * (1 - np.sqrt(c_bar7 / (c_bar7 + 25.0**7)))
    a1p, a2p = (1 + g) * a1, (1 + g) * a2
    c1p, c2p = np.hypot(a1p, b1), np.hypot(a2p, b2)
    h1p = np.where(c1p == 0, 0.0, np.degrees(np.arctan2(b1, a1p)) % 360)
    h2p = np.where(c2p == 0, 0.0, np.degrees(np.arctan2(b2, a2p)) % 360)

    zero = c1p * c2p == 0
    d_h = h2p - h1p
    d_h = np.where(d_h > 180, d_h - 360, np.where(d_h < -180, d_h + 360, d_h))
    d_h = np.where(zero, 0.0, d_h)
    d_l, d_c = l2 - l1, c2p - c1p
    d_big_h = 2 * np.sqrt(c1p * c2p) * np.sin(np.radians(d_h / 2))

    l_bar, cp_bar = (l1 + l2) / 2, (c1p + c2p) / 2
    h_sum = h1p + h2p
    h_bar = np.where(
        zero,
        h_sum,
        np.where(
            np.abs(h1p - h2p) <= 180, h_sum / 2, np.where(h_sum < 360, (h_sum + 360) / 2, (h_sum - 360) / 2)
        ),
    )
    t = (
        1
        - 0.17 * np.cos(np.radians(h_bar - 30))
        + 0.24 * np.cos(np.radians(2 * h_bar))
        + 0.32 * np.cos(np.radians(3 * h_bar + 6))
        - 0.20 * np.cos(np.radians(4 * h_bar - 63))
    )
    d_theta = 30 * np.exp(-(((h_bar - 275) / 25) ** 2))
    cp_bar7 = cp_bar**7
    r_c = 2 * np.sqrt(cp_bar7 / (cp_bar7 + 25.0**7))
    s_l = 1 + 0.015 * (l_bar - 50) ** 2 / np.sqrt(20 + (l_bar - 50) ** 2)
    s_c = 1 + 0.045 * cp_bar
    s_h = 1 + 0.015 * cp_bar * t
    r_t = -np.sin(np.radians(2 * d_theta)) * r_c
    dl, dc, dh = d_l / s_l, d_c / s_c, d_big_h / s_h
    return np.sqrt(dl * dl + dc * dc + dh * dh + r_t * dc * dh)


_LINEAR_LUT = np.array([_linear(v) for v in range(256)])
_XYZ_OVER_WHITE = (np.asarray(_M) / np.asarray(_WHITE)[:, None]).T  # x/Xn, y/Yn, z/Zn in one product


def srgb_to_lab_many(rgb: np.ndarray) -> np.ndarray:
    """(..., 3) sRGB values in 0..255 -> (..., 3) CIELAB: ``hex_to_lab`` vectorised, for image pixels.

    8-bit input is linearised through a 256-entry table and computed in float32 (an image's worth of
    pixels in a few milliseconds; within 0.01 of ``hex_to_lab``); other input in float64.
    """
    if rgb.dtype == np.uint8:
        linear = _LINEAR_LUT.astype(np.float32)[rgb]
        xyz = linear @ _XYZ_OVER_WHITE.astype(np.float32)
    else:
        c = np.asarray(rgb, dtype=np.float64) / 255.0
        xyz = np.where(c <= 0.04045, c / 12.92, ((c + 0.055) / 1.055) ** 2.4) @ _XYZ_OVER_WHITE
    f = np.where(xyz > _EPSILON, np.cbrt(xyz), (_KAPPA * xyz + 16) / 116)
    return np.stack(
        (116 * f[..., 1] - 16, 500 * (f[..., 0] - f[..., 1]), 200 * (f[..., 1] - f[..., 2])), axis=-1
    )


def lab_to_hex(lab: Lab) -> str:
    """CIELAB -> the nearest sRGB hex ('#RRGGBB'), clipping colours outside the sRGB gamut."""
    lightness, a, b = (float(v) for v in lab)
    fy = (lightness + 16) / 116
    f = np.array([fy + a / 500, fy, fy - b / 200])
    xyz = np.where(f**3 > _EPSILON, f**3, (116 * f - 16) / _KAPPA) * np.asarray(_WHITE)
    linear = np.clip(np.linalg.solve(np.asarray(_M), xyz), 0.0, 1.0)
    srgb = np.where(linear <= 0.0031308, 12.92 * linear, 1.055 * linear ** (1 / 2.4) - 0.055)
    r, g, b8 = (round(float(v) * 255) for v in srgb)
    return f"#{r:02X}{g:02X}{b8:02X}"
