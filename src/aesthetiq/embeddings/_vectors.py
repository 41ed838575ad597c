"""Small numeric helpers shared by the embedding adapters."""

from __future__ import annotations

import numpy as np


def l2_normalise(matrix: np.ndarray) -> np.ndarray:
    """Return float32 rows of unit length.

    A row with no signal (text with no tokens) stays all zeros instead of becoming NaN, so it is
    simply "similar to nothing" in a dot-product search.
    """
    matrix = np.asarray(matrix, dtype=np.float32)
    if matrix.ndim == 1:
        matrix = matrix[np.newaxis, :]
    norms = np.linalg.norm(matrix, axis=1, keepdims=True)
    safe = np.where(norms > 0.0, norms, 1.0).astype(np.float32)
    return np.ascontiguousarray(matrix / safe, dtype=np.float32)
