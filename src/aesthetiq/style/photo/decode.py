"""Checking and decoding an uploaded photo into a small sRGB array (plus its alpha, if it has one).

Checks come cheapest first, so bad input costs nothing: size in bytes, then the file's signature
(magic bytes, never the client's content type or file name), then the pixel count from the header
(before any pixel is decoded: a decompression bomb is refused here), and only then decoding.
JPEG is decoded at a reduced DCT scale (Pillow's ``draft``), which is what keeps a 12-megapixel
photo fast: colours need a few hundred pixels across, not four thousand.
"""

from __future__ import annotations

import io
import warnings
from dataclasses import dataclass

import numpy as np
from PIL import Image, ImageCms

from aesthetiq.style.photo import (
    DamagedImage,
    EmptyImage,
    ImageTooLarge,
    NotAnImage,
    TooManyPixels,
    UnsupportedImageFormat,
)

ACCEPTED = "JPEG, PNG or WebP"
MIN_SIDE = 32  # smaller than this there is no garment to see

# Signatures of the formats people most often send instead, to say what they sent.
_OTHER_FORMATS: tuple[tuple[int, bytes, str], ...] = (
    (0, b"GIF87a", "GIF"), (0, b"GIF89a", "GIF"), (0, b"BM", "BMP"), (0, b"II*\x00", "TIFF"),
    (0, b"MM\x00*", "TIFF"), (0, b"%PDF", "PDF"), (0, b"\x00\x00\x01\x00", "ICO"),
    (0, b"\xff\x0a", "JPEG XL"), (4, b"\x00\x00\x00\x0cJXL", "JPEG XL"), (0, b"8BPS", "Photoshop (PSD)"),
)  # fmt: skip
_HEIF_BRANDS = {b"heic": "HEIC", b"heix": "HEIC", b"hevc": "HEIC", b"heim": "HEIC", b"heis": "HEIC",
                b"mif1": "HEIF", b"msf1": "HEIF", b"avif": "AVIF", b"avis": "AVIF"}  # fmt: skip


@dataclass(frozen=True)
class Decoded:
    rgb: np.ndarray  # (h, w, 3) uint8 sRGB, long side about the requested size
    alpha: np.ndarray | None  # (h, w) uint8 when the image has transparency worth using
    format: str  # JPEG | PNG | WEBP
    width: int  # the original size
    height: int


def sniff_format(data: bytes) -> str:
    """JPEG, PNG or WEBP from the file's first bytes, or a ``PhotoRejected`` naming what it is."""
    if not data:
        raise EmptyImage(f"The upload is empty: choose a {ACCEPTED} photo of the garment.")
    if data[:3] == b"\xff\xd8\xff":
        return "JPEG"
    if data[:8] == b"\x89PNG\r\n\x1a\n":
        return "PNG"
    if data[:4] == b"RIFF" and data[8:12] == b"WEBP":
        return "WEBP"
    if data[4:8] == b"ftyp" and data[8:12] in _HEIF_BRANDS:
        kind = _HEIF_BRANDS[data[8:12]]
        raise UnsupportedImageFormat(
            f"{kind} photos are not supported yet: export it as {ACCEPTED} (on an iPhone, share it as JPEG)."
        )
    for offset, magic, name in _OTHER_FORMATS:
        if data[offset : offset + len(magic)] == magic:
            raise UnsupportedImageFormat(f"{name} files are not supported: send the photo as {ACCEPTED}.")
    head = data[:256].lstrip().lower()
    if head.startswith((b"<svg", b"<?xml")) and b"<svg" in data[:4096].lower():
        raise UnsupportedImageFormat(f"SVG drawings are not supported: send a {ACCEPTED} photo.")
    raise NotAnImage(f"This file is not an image: send a {ACCEPTED} photo of the garment.")


def _open(data: bytes, fmt: str, max_pixels: int) -> Image.Image:
    try:
        with warnings.catch_warnings():
            warnings.simplefilter("error", Image.DecompressionBombWarning)
            image = Image.open(io.BytesIO(data), formats=[fmt])
    except (Image.DecompressionBombError, Image.DecompressionBombWarning) as exc:
        raise TooManyPixels(
            f"The image declares far more pixels than a photo has; send a photo of at most "
            f"{max_pixels / 1e6:.0f} megapixels."
        ) from exc
    except Exception as exc:  # Pillow signals a bad header with many exception types
        raise DamagedImage(
            f"The file looks like a {fmt.replace('WEBP', 'WebP')} image but cannot be read; "
            "export the photo again."
        ) from exc
    width, height = image.size
    if width * height > max_pixels:
        raise TooManyPixels(
            f"The image is {width}×{height} pixels ({width * height / 1e6:.1f} megapixels), more than the "
            f"{max_pixels / 1e6:.0f}-megapixel limit; send a smaller version."
        )
    if min(width, height) < MIN_SIDE:
        raise DamagedImage(
            f"The image is only {width}×{height} pixels; "
            f"send a photo at least {MIN_SIDE} pixels on each side."
        )
    return image


def _to_srgb(image: Image.Image) -> Image.Image:
    """Convert an embedded colour profile (Display P3 from phones, Adobe RGB) to sRGB; ignore a broken one."""
    icc = image.info.get("icc_profile")
    if not icc or image.mode not in ("RGB", "RGBA"):
        return image
    try:
        source = ImageCms.ImageCmsProfile(io.BytesIO(icc))
        if "srgb" in (ImageCms.getProfileDescription(source) or "").lower():
            return image
        converted = ImageCms.profileToProfile(
            image, source, ImageCms.createProfile("sRGB"), outputMode=image.mode
        )
    except (ImageCms.PyCMSError, OSError, ValueError, TypeError):
        return image
    return converted if converted is not None else image


def _normalise_mode(image: Image.Image) -> Image.Image:
    if image.mode in ("I;16", "I;16B", "I;16L", "I"):  # 16-bit greyscale PNG: keep the top 8 bits
        high = np.asarray(image, dtype=np.uint32) >> (8 if image.mode != "I" else 0)
        return Image.fromarray(np.clip(high, 0, 255).astype(np.uint8), "L").convert("RGB")
    if image.mode == "P":
        return image.convert("RGBA" if "transparency" in image.info else "RGB")
    if image.mode in ("LA", "PA", "RGBa", "La"):
        return image.convert("RGBA")
    if image.mode in ("RGB", "RGBA"):
        return image
    return image.convert("RGB")  # L, CMYK (JPEG), YCbCr, 1, F


def decode(data: bytes, *, max_bytes: int, max_pixels: int, long_side: int) -> Decoded:
    """Check ``data`` and decode it to about ``long_side`` pixels on its long side."""
    if len(data) > max_bytes:
        raise ImageTooLarge(
            f"The photo is {len(data) / 1048576:.1f} MB, over the {max_bytes / 1048576:.0f} MB limit; "
            "send a smaller or more compressed version."
        )
    fmt = sniff_format(data)
    image = _open(data, fmt, max_pixels)
    width, height = image.size
    scale = min(1.0, long_side / max(width, height))
    target = (max(1, round(width * scale)), max(1, round(height * scale)))
    try:
        if fmt == "JPEG":
            image.draft("RGB", target)  # decode at 1/2, 1/4 or 1/8 scale, never below the target
        image.load()
        image = _normalise_mode(image)
        if image.size != target:
            image = image.resize(target, Image.Resampling.BOX, reducing_gap=3.0)
    except Exception as exc:  # truncated or corrupt pixel data, in any of Pillow's exception types
        if isinstance(exc, MemoryError):
            raise
        raise DamagedImage(
            "The image file is damaged or incomplete (it may have been cut off while uploading); try again."
        ) from exc
    image = _to_srgb(image)
    alpha = None
    if image.mode == "RGBA":
        a = np.asarray(image.getchannel("A"))
        if (a < 128).mean() > 0.01:  # a cut-out product photo: the transparency is the background
            alpha = a
        image = image.convert("RGB")
    return Decoded(np.asarray(image, dtype=np.uint8), alpha, fmt, width, height)
