"""The embeddings port: text (and optionally image) to unit-length float32 vectors."""

from __future__ import annotations

from typing import Protocol

import numpy as np


class ImageEmbeddingUnsupported(RuntimeError):
    """The configured model has no image tower."""


class Embedder(Protocol):
    name: str
    dim: int

    def embed_texts(self, texts: list[str]) -> np.ndarray:
        """Return a (len(texts), dim) float32 array, each row L2-normalised."""

    def embed_image(self, image: bytes) -> np.ndarray:
        """Return a (dim,) float32 vector, or raise ImageEmbeddingUnsupported."""
