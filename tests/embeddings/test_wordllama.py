from __future__ import annotations

import threading

import numpy as np
import pytest

from aesthetiq.embeddings import make_embedder
from aesthetiq.embeddings.base import ImageEmbeddingUnsupported
from aesthetiq.embeddings.wordllama import WordLlamaEmbedder
from aesthetiq.settings import Settings


@pytest.fixture(scope="module")
def embedder(settings: Settings) -> WordLlamaEmbedder:
    made = make_embedder(settings)
    assert isinstance(made, WordLlamaEmbedder)
    return made


def test_shape_dtype_and_unit_norm(embedder: WordLlamaEmbedder) -> None:
    vectors = embedder.embed_texts(["navy blazer", "a linen shirt for a summer wedding", "x"])
    assert vectors.shape == (3, 256) == (3, embedder.dim)
    assert vectors.dtype == np.float32
    assert np.allclose(np.linalg.norm(vectors, axis=1), 1.0, atol=1e-5)


def test_deterministic_and_independent_of_batch_order(embedder: WordLlamaEmbedder) -> None:
    texts = ["camel wool coat", "red silk slip dress for a cocktail party", "sneakers"]
    first = embedder.embed_texts(texts)
    again = embedder.embed_texts(list(reversed(texts)))[::-1]
    single = np.vstack([embedder.embed_texts([t]) for t in texts])
    assert np.array_equal(first, embedder.embed_texts(texts))
    assert np.allclose(first, again, atol=1e-6)
    assert np.allclose(first, single, atol=1e-6)


def test_semantic_sanity(embedder: WordLlamaEmbedder) -> None:
    blazer, jacket, shorts = embedder.embed_texts(["navy blazer", "blue jacket", "running shorts"])
    assert float(blazer @ jacket) > float(blazer @ shorts)
    boots, ankle, bag = embedder.embed_texts(["leather boots", "suede ankle boots", "crossbody bag"])
    assert float(boots @ ankle) > float(boots @ bag)


def test_empty_inputs(embedder: WordLlamaEmbedder) -> None:
    assert embedder.embed_texts([]).shape == (0, 256)
    blank = embedder.embed_texts([""])
    # No tokens, no direction: a zero row (similar to nothing) rather than NaN.
    assert blank.shape == (1, 256) and not np.isnan(blank).any() and float(np.abs(blank).sum()) == 0.0


def test_long_text_is_bounded(embedder: WordLlamaEmbedder) -> None:
    long_text = "tailored wool trousers " * 5000
    vectors = embedder.embed_texts([long_text, "short"])
    assert vectors.shape == (2, 256) and np.allclose(np.linalg.norm(vectors, axis=1), 1.0, atol=1e-5)


def test_no_image_tower(embedder: WordLlamaEmbedder) -> None:
    with pytest.raises(ImageEmbeddingUnsupported, match="text only"):
        embedder.embed_image(b"\x89PNG")


def test_cached_per_process_and_thread_safe(settings: Settings) -> None:
    results: list[object] = []
    threads = [threading.Thread(target=lambda: results.append(make_embedder(settings))) for _ in range(8)]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join()
    assert len({id(r) for r in results}) == 1
    assert results[0] is make_embedder(settings.model_copy())
