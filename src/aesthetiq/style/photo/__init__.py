"""Colours of a garment from a photo: background removed, dominant colours found in CIELAB, named.

``garment_colours(data, season=None)`` is the one entry point (the gateway's
``POST /api/agent/wardrobe/photo`` calls it): bytes in, ``{"colors", "draft", ...}`` out, or a
``PhotoRejected`` (a ``ValueError``) whose message is one sentence a user can act on.

Imaging needs the ``photo`` extra (Pillow, opencv-python-headless); this module imports them only
when a photo is analysed, so the core install, and everything that imports ``aesthetiq.style``,
works without them. ``PhotoSupportMissing`` says so when they are absent.
"""

from __future__ import annotations

from typing import Any

__all__ = [
    "MAX_BYTES", "MAX_PIXELS", "DamagedImage", "EmptyImage", "ImageTooLarge", "NotAnImage", "PhotoRejected",
    "PhotoSupportMissing", "TooManyPixels", "UnsupportedImageFormat", "garment_colours",
]  # fmt: skip

MAX_BYTES = 10 * 1024 * 1024  # the upload limit the API documents
# A 12-megapixel phone photo is 4032 x 3024 (12.2 MP); 16 MP leaves room for 4:3 crops of larger sensors
# while refusing decompression bombs (a few KB of PNG that would inflate to gigabytes).
MAX_PIXELS = 16_000_000


class PhotoRejected(ValueError):
    """A photo we will not analyse: ``str(error)`` is one readable sentence, ``http_status`` the fitting
    4xx and ``code`` a stable word for clients."""

    http_status = 422
    code = "invalid_image"


class EmptyImage(PhotoRejected):
    code = "empty"


class ImageTooLarge(PhotoRejected):
    http_status = 413
    code = "too_large"


class TooManyPixels(PhotoRejected):
    http_status = 413
    code = "too_many_pixels"


class UnsupportedImageFormat(PhotoRejected):
    http_status = 415
    code = "unsupported_format"


class NotAnImage(PhotoRejected):
    http_status = 415
    code = "not_an_image"


class DamagedImage(PhotoRejected):
    code = "damaged"


class PhotoSupportMissing(RuntimeError):
    """The imaging packages are not installed: a deployment problem (503), not the user's."""


def garment_colours(
    data: bytes,
    season: str | None = None,
    *,
    max_bytes: int = MAX_BYTES,
    max_pixels: int = MAX_PIXELS,
    max_colours: int = 5,
) -> dict[str, Any]:
    """The garment's colours in a JPEG, PNG or WebP photo (see ``analyse.analyse_photo`` for the shape).

    ``season`` (any spelling ``canonical_season`` reads) adds the garment's palette fit for that
    colour season. Raises ``PhotoRejected`` for bad input, ``ValueError`` for an unknown season,
    ``PhotoSupportMissing`` when the ``photo`` extra is not installed.
    """
    try:
        from aesthetiq.style.photo.analyse import analyse_photo
    except ImportError as exc:  # Pillow or OpenCV missing
        raise PhotoSupportMissing(
            f"photo colours need the 'photo' extra (pip install 'aesthetiq[photo]'): {exc}"
        ) from exc
    return analyse_photo(data, season, max_bytes=max_bytes, max_pixels=max_pixels, max_colours=max_colours)
