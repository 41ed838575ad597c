from __future__ import annotations

from collections.abc import Iterator

import numpy as np
import pytest
from fastapi import FastAPI, Request

from aesthetiq.embeddings import make_embedder
from aesthetiq.embeddings.base import ImageEmbeddingUnsupported
from aesthetiq.embeddings.remote import EmbeddingServiceError, RemoteEmbedder
from aesthetiq.settings import Settings
from tests.servers import free_port, running


def test_round_trip_equals_local(settings: Settings, embedding_service_url: str) -> None:
    remote_settings = settings.model_copy(
        update={"embedder": "remote", "embedding_service_url": embedding_service_url}
    )
    remote = make_embedder(remote_settings)
    assert isinstance(remote, RemoteEmbedder)
    assert remote.name == "wordllama-l2_supercat-256" and remote.dim == 256
    texts = ["navy blazer", "blue jacket", "running shorts"]
    assert np.allclose(remote.embed_texts(texts), make_embedder(settings).embed_texts(texts), atol=1e-6)


def test_batches_split_to_the_batch_size(embedding_service_url: str) -> None:
    remote = RemoteEmbedder(embedding_service_url, batch_size=4)
    vectors = remote.embed_texts([f"linen shirt number {i}" for i in range(10)])
    assert vectors.shape == (10, 256) and vectors.dtype == np.float32
    assert np.allclose(np.linalg.norm(vectors, axis=1), 1.0, atol=1e-5)
    assert remote.embed_texts([]).shape == (0, 256)
    remote.close()


def test_image_unsupported_is_reported(embedding_service_url: str) -> None:
    with pytest.raises(ImageEmbeddingUnsupported, match="text only"):
        RemoteEmbedder(embedding_service_url).embed_image(b"\x89PNG")


def test_service_validation_error_is_explained(embedding_service_url: str) -> None:
    with pytest.raises(EmbeddingServiceError, match=r"422.*empty"):
        RemoteEmbedder(embedding_service_url).embed_texts(["fine", ""])


def test_unreachable_service() -> None:
    remote = RemoteEmbedder(f"http://127.0.0.1:{free_port()}", timeout_s=2)
    with pytest.raises(EmbeddingServiceError, match=r"cannot reach.*aesthetiq serve embeddings"):
        remote.embed_texts(["navy blazer"])


@pytest.fixture(scope="module")
def odd_service_url() -> Iterator[str]:
    """A seed-style service: no /health, `{"text"}` only, 3-d vectors; plus misbehaving routes."""
    app = FastAPI()
    state = {"calls": 0}

    @app.post("/embed/text")
    async def embed(request: Request) -> dict:
        body = await request.json()
        state["calls"] += 1
        text = body["text"]
        if text == "wrong shape":
            return {"embedding": [[1.0, 2.0]]}
        if text == "slow":
            import asyncio

            await asyncio.sleep(0.8)
        return {"embedding": [3.0, 4.0, float(len(text))]}

    @app.get("/ready")
    def ready() -> dict:
        return {}

    with running(app, health_path="/ready") as url:
        yield url


def test_seed_style_service_one_text_per_request(odd_service_url: str) -> None:
    remote = RemoteEmbedder(odd_service_url)
    vectors = remote.embed_texts(["a", "bb"])
    assert remote.dim == 3 and remote.name == "remote"
    expected = np.asarray([[3, 4, 1], [3, 4, 2]], dtype=np.float32)
    assert np.allclose(vectors, expected / np.linalg.norm(expected, axis=1, keepdims=True))


def test_malformed_answer_and_timeout(odd_service_url: str) -> None:
    with pytest.raises(EmbeddingServiceError, match="one vector per text"):
        RemoteEmbedder(odd_service_url).embed_texts(["wrong shape"])
    with pytest.raises(EmbeddingServiceError, match="did not answer /embed/text in time"):
        RemoteEmbedder(odd_service_url, timeout_s=0.3).embed_texts(["slow"])
