"""The default embedder: WordLlama (static token embeddings, no torch) shipped inside its wheel."""

from __future__ import annotations

import logging
import threading
import time
from pathlib import Path
from typing import Any

import numpy as np

from aesthetiq.embeddings._vectors import l2_normalise
from aesthetiq.embeddings.base import ImageEmbeddingUnsupported

log = logging.getLogger(__name__)

CONFIG = "l2_supercat"
DIM = 256
# Static embeddings average tokens, so meaning saturates long before this; the cap keeps one huge
# text from padding a whole batch to its length (batch x tokens x dim floats).
MAX_TOKENS = 512

_model: Any = None
_model_lock = threading.Lock()


def _package_dir() -> Path:
    import wordllama

    return Path(wordllama.__file__).parent


def load_model() -> Any:
    """Load the bundled weights and tokenizer once per process; never touches the network."""
    global _model
    with _model_lock:
        if _model is None:
            from wordllama import WordLlama

            started = time.perf_counter()
            # Its plain load() would try a Hugging Face download; the wheel already carries
            # weights/l2_supercat_256.safetensors and tokenizers/l2_supercat_tokenizer_config.json.
            model = WordLlama.load(config=CONFIG, dim=DIM, cache_dir=_package_dir(), disable_download=True)
            model.tokenizer.enable_truncation(max_length=MAX_TOKENS)
            _model = model
            log.info("wordllama %s-%d loaded in %.2f s", CONFIG, DIM, time.perf_counter() - started)
        return _model


class WordLlamaEmbedder:
    """Text-only embedder; ~thousands of short texts per second on one core."""

    name = f"wordllama-{CONFIG}-{DIM}"
    dim = DIM

    def __init__(self) -> None:
        self._model = load_model()

    def embed_texts(self, texts: list[str]) -> np.ndarray:
        if not texts:
            return np.zeros((0, self.dim), dtype=np.float32)
        # Sorting by length makes each padded batch hold similar lengths (less wasted work).
        order = sorted(range(len(texts)), key=lambda i: len(texts[i]))
        ordered = [texts[i] for i in order]
        vectors = self._model.embed(ordered, norm=False, batch_size=64)
        result = np.empty_like(vectors)
        result[np.asarray(order)] = vectors
        return l2_normalise(result)

    def embed_image(self, image: bytes) -> np.ndarray:
        raise ImageEmbeddingUnsupported(
            f"{self.name} embeds text only; point EMBEDDING_SERVICE_URL at an image-capable "
            "service (e.g. CLIP) and set AESTHETIQ_EMBEDDER=remote to embed images"
        )
