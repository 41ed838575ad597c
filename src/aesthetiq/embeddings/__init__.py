"""Text embeddings behind one port (`base.Embedder`): wordllama (default), minilm (extra), remote (HTTP)."""

from __future__ import annotations

import threading

from aesthetiq.embeddings.base import Embedder, ImageEmbeddingUnsupported
from aesthetiq.settings import Settings

__all__ = ["Embedder", "ImageEmbeddingUnsupported", "build_embedder", "make_embedder"]

_cache: dict[tuple[str, ...], Embedder] = {}
_cache_lock = threading.Lock()


def build_embedder(kind: str, settings: Settings) -> Embedder:
    """A fresh embedder of ``kind`` (the local models' weights are still loaded once per process)."""
    if kind == "wordllama":
        from aesthetiq.embeddings.wordllama import WordLlamaEmbedder

        return WordLlamaEmbedder()
    if kind == "minilm":
        from aesthetiq.embeddings.minilm import MiniLMEmbedder

        return MiniLMEmbedder()
    if kind == "remote":
        from aesthetiq.embeddings.remote import RemoteEmbedder

        return RemoteEmbedder(
            settings.embedding_service_url,
            timeout_s=settings.embedding_timeout_s,
            batch_size=settings.embedding_batch_size,
        )
    raise ValueError(f"unknown embedder {kind!r}; choose wordllama, minilm or remote")


def make_embedder(settings: Settings) -> Embedder:
    """The embedder named by ``settings.embedder``, built once per process and configuration."""
    key: tuple[str, ...] = (settings.embedder,)
    if settings.embedder == "remote":
        key += (
            settings.embedding_service_url,
            str(settings.embedding_timeout_s),
            str(settings.embedding_batch_size),
        )
    with _cache_lock:
        embedder = _cache.get(key)
        if embedder is None:
            embedder = build_embedder(settings.embedder, settings)
            _cache[key] = embedder
        return embedder
