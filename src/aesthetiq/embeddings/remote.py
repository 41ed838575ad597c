"""HTTP client for an embedding service with the seed's API (ours on :8004, or a CLIP service).

`POST {url}/embed/text` with `{"texts": [...]}` -> `{"embeddings": [[...]], "dim": n, "model": name}`
(a service that only takes `{"text": str}` is served one text per request), and
`POST {url}/embed/image` with the raw image bytes.
"""

from __future__ import annotations

import logging

import httpx
import numpy as np
from opentelemetry import propagate

from aesthetiq.embeddings._vectors import l2_normalise
from aesthetiq.embeddings.base import ImageEmbeddingUnsupported

log = logging.getLogger(__name__)

DEFAULT_TIMEOUT_S = 10.0
DEFAULT_BATCH_SIZE = 64


class EmbeddingServiceError(RuntimeError):
    """The embedding service could not be reached or gave an unusable answer."""


class RemoteEmbedder:
    """Embeds through the HTTP service; `name` and `dim` come from the service's `/health`."""

    def __init__(
        self,
        base_url: str,
        *,
        timeout_s: float = DEFAULT_TIMEOUT_S,
        batch_size: int = DEFAULT_BATCH_SIZE,
    ) -> None:
        self.base_url = base_url.rstrip("/")
        self.batch_size = batch_size
        self._client = httpx.Client(base_url=self.base_url, timeout=timeout_s)
        self._batch_api: bool | None = None
        self._name: str | None = None
        self._dim: int = 0

    # The service is asked lazily, so a process can build its embedder before the service is up
    # (`aesthetiq serve all` starts them together).
    @property
    def name(self) -> str:
        if self._name is None:
            self._learn_model()
        return self._name or "remote"

    @property
    def dim(self) -> int:
        if not self._dim:
            self._learn_model()
        return self._dim

    def _learn_model(self) -> None:
        info = self._get_health()
        # Our service says {"batch": true}; a seed-style service takes {"text": str} only.
        self._batch_api = bool(info.get("batch"))
        self._name = str(info.get("model") or "remote")
        self._dim = int(info.get("dim") or 0)
        if not self._dim:
            self._dim = int(self._embed_batch(["dimension probe"]).shape[1])

    # --- transport ------------------------------------------------------------------------------

    def _request(self, method: str, path: str, **kwargs: object) -> httpx.Response:
        headers = dict(kwargs.pop("headers", None) or {})  # type: ignore[call-overload]
        propagate.inject(headers)  # the caller's trace (a tool call's span), when there is one
        try:
            return self._client.request(method, path, headers=headers, **kwargs)  # type: ignore[arg-type]
        except httpx.TimeoutException as exc:
            raise EmbeddingServiceError(
                f"embedding service at {self.base_url} did not answer {path} in time; "
                "check that it is running and not overloaded"
            ) from exc
        except httpx.HTTPError as exc:
            raise EmbeddingServiceError(
                f"cannot reach the embedding service at {self.base_url} ({exc.__class__.__name__}); "
                "start it with `aesthetiq serve embeddings` or fix EMBEDDING_SERVICE_URL"
            ) from exc

    @staticmethod
    def _detail(response: httpx.Response) -> str:
        try:
            body = response.json()
        except ValueError:
            return response.text[:200]
        if isinstance(body, dict) and "detail" in body:
            return str(body["detail"])
        return str(body)[:200]

    def _json(self, response: httpx.Response, path: str) -> dict:
        if response.status_code >= 400:
            raise EmbeddingServiceError(
                f"embedding service {path} answered {response.status_code}: {self._detail(response)}"
            )
        try:
            body = response.json()
        except ValueError as exc:
            raise EmbeddingServiceError(f"embedding service {path} did not answer JSON") from exc
        if not isinstance(body, dict):
            raise EmbeddingServiceError(
                f"embedding service {path} answered {type(body).__name__}, not an object"
            )
        return body

    def _get_health(self) -> dict:
        response = self._request("GET", "/health")
        if response.status_code == 404:
            # A third-party service without /health: learn the dimension from the first vector.
            return {}
        return self._json(response, "/health")

    # --- the Embedder port ----------------------------------------------------------------------

    def embed_texts(self, texts: list[str]) -> np.ndarray:
        rows: list[np.ndarray] = []
        for start in range(0, len(texts), self.batch_size):
            rows.append(self._embed_batch(texts[start : start + self.batch_size]))
        if not rows:
            return np.zeros((0, self._dim), dtype=np.float32)
        return l2_normalise(np.vstack(rows))

    def _embed_batch(self, texts: list[str]) -> np.ndarray:
        if self._batch_api is None:
            self._learn_model()
        if self._batch_api:
            body = self._json(self._request("POST", "/embed/text", json={"texts": texts}), "/embed/text")
            if "embeddings" not in body:
                raise EmbeddingServiceError("embedding service /embed/text answered without 'embeddings'")
            return self._matrix(body["embeddings"], len(texts))
        return np.vstack([self._embed_one(text) for text in texts])

    def _embed_one(self, text: str) -> np.ndarray:
        body = self._json(self._request("POST", "/embed/text", json={"text": text}), "/embed/text")
        return self._matrix([body.get("embedding")], 1)

    def _matrix(self, vectors: object, expected: int) -> np.ndarray:
        try:
            matrix = np.asarray(vectors, dtype=np.float32)
        except (TypeError, ValueError) as exc:
            raise EmbeddingServiceError("embedding service answered vectors that are not numbers") from exc
        if matrix.ndim != 2 or matrix.shape[0] != expected:
            raise EmbeddingServiceError(
                f"embedding service answered {matrix.shape} for {expected} texts; expected one vector per text"
            )
        if self._dim and matrix.shape[1] != self._dim:
            raise EmbeddingServiceError(
                f"embedding service answered {matrix.shape[1]}-d vectors, but announced {self._dim}-d"
            )
        self._dim = int(matrix.shape[1])
        return matrix

    def embed_image(self, image: bytes) -> np.ndarray:
        response = self._request(
            "POST", "/embed/image", content=image, headers={"Content-Type": "application/octet-stream"}
        )
        if response.status_code == 501:
            raise ImageEmbeddingUnsupported(self._detail(response))
        body = self._json(response, "/embed/image")
        vector = body.get("embedding")
        return l2_normalise(self._matrix([vector], 1))[0]

    def close(self) -> None:
        self._client.close()
