from __future__ import annotations

import base64

import httpx
import numpy as np
import pytest

from aesthetiq.settings import Settings


def test_health(embedding_service_url: str) -> None:
    body = httpx.get(f"{embedding_service_url}/health").json()
    assert body == {
        "status": "ok",
        "model": "wordllama-l2_supercat-256",
        "dim": 256,
        "batch": True,
        "image": False,
    }


def test_single_text(embedding_service_url: str) -> None:
    response = httpx.post(f"{embedding_service_url}/embed/text", json={"text": "navy blazer"})
    assert response.status_code == 200
    body = response.json()
    assert body["dim"] == 256 and body["model"] == "wordllama-l2_supercat-256"
    vector = np.asarray(body["embedding"], dtype=np.float32)
    assert vector.shape == (256,) and abs(float(np.linalg.norm(vector)) - 1.0) < 1e-5


def test_batch_matches_single(embedding_service_url: str) -> None:
    texts = ["navy blazer", "blue jacket", "running shorts"]
    batch = httpx.post(f"{embedding_service_url}/embed/text", json={"texts": texts}).json()
    matrix = np.asarray(batch["embeddings"], dtype=np.float32)
    assert matrix.shape == (3, 256)
    single = httpx.post(f"{embedding_service_url}/embed/text", json={"text": texts[1]}).json()
    assert np.allclose(matrix[1], single["embedding"], atol=1e-6)
    assert float(matrix[0] @ matrix[1]) > float(matrix[0] @ matrix[2])


@pytest.mark.parametrize(
    ("payload", "fragment"),
    [
        ({"text": ""}, "text is empty"),
        ({"text": "   "}, "text is empty"),
        ({"texts": []}, "at least one text"),
        ({"texts": ["ok", ""]}, "texts[1] is empty"),
        ({"text": "x" * 10_001}, "at most 10000"),
        ({"texts": ["x"] * 513}, "too many texts"),
        ({}, "either"),
        ({"text": "a", "texts": ["b"]}, "either"),
        ({"text": 42}, "text"),
        ({"texts": "not a list"}, "texts"),
        ({"text": "a", "model": "clip"}, "model"),
    ],
)
def test_bad_text_requests_are_422(embedding_service_url: str, payload: dict, fragment: str) -> None:
    response = httpx.post(f"{embedding_service_url}/embed/text", json=payload)
    assert response.status_code == 422
    detail = response.json()["detail"]
    assert isinstance(detail, str) and fragment in detail


def test_malformed_json_is_422(embedding_service_url: str) -> None:
    response = httpx.post(
        f"{embedding_service_url}/embed/text",
        content=b"{not json",
        headers={"Content-Type": "application/json"},
    )
    assert response.status_code == 422 and isinstance(response.json()["detail"], str)


def test_image_is_501_for_a_text_model(embedding_service_url: str) -> None:
    raw = httpx.post(
        f"{embedding_service_url}/embed/image", content=b"\x89PNG\r\n", headers={"Content-Type": "image/png"}
    )
    assert raw.status_code == 501 and "text only" in raw.json()["detail"]
    encoded = base64.b64encode(b"\x89PNG\r\n").decode()
    as_json = httpx.post(f"{embedding_service_url}/embed/image", json={"image_base64": encoded})
    assert as_json.status_code == 501


def test_bad_image_requests_are_4xx(embedding_service_url: str) -> None:
    assert httpx.post(f"{embedding_service_url}/embed/image", content=b"").status_code == 422
    bad = httpx.post(f"{embedding_service_url}/embed/image", json={"image_base64": "%%%"})
    assert bad.status_code == 422 and "image_base64" in bad.json()["detail"]


def test_remote_setting_serves_the_local_default(settings: Settings) -> None:
    from aesthetiq.embeddings.service import create_app

    app = create_app(settings.model_copy(update={"embedder": "remote"}))
    assert app.state.embedder.name == "wordllama-l2_supercat-256"
