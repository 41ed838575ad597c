"""The approximate semantic path: PCA sketch + exact re-rank, and the clustered (IVF) probe."""

from __future__ import annotations

import time

import numpy as np
import pytest

from aesthetiq.store.approx import (
    APPROX_MIN_CANDIDATES,
    SKETCH_DIM,
    SKETCH_MIN_CANDIDATES,
    Sketch,
    _probed,
    principal_directions,
    similarities,
)
from aesthetiq.store.ivf import ClusterIndex


def _blobs(n: int, dim: int, centres: int, seed: int = 0) -> np.ndarray:
    rng = np.random.default_rng(seed)
    means = rng.normal(size=(centres, dim))
    rows = means[rng.integers(0, centres, n)] + 0.35 * rng.normal(size=(n, dim))
    rows /= np.linalg.norm(rows, axis=1, keepdims=True)
    return rows.astype(np.float32)


def _recall(exact: np.ndarray, approx: np.ndarray, k: int) -> float:
    return len(set(np.argpartition(-exact, k)[:k]) & set(np.argpartition(-approx, k)[:k])) / k


def test_sketch_keeps_the_exact_top_results() -> None:
    vectors = _blobs(70_000, 128, 40)
    queries = _blobs(8, 128, 40, seed=1)
    sketch = Sketch()
    sketch.build(vectors)
    everything = np.arange(vectors.shape[0])
    for query in queries:
        exact = vectors @ query
        approx = similarities(vectors, sketch, everything, query)
        assert _recall(exact, approx, 20) >= 0.9
        best = int(np.argmax(approx))
        assert approx[best] == pytest.approx(exact[best], abs=1e-5)  # the winners carry exact cosines


def test_small_candidate_sets_are_exact() -> None:
    vectors = _blobs(5_000, 128, 10)
    idx = np.arange(0, 5_000, 3)
    query = vectors[7]
    assert np.allclose(similarities(vectors, Sketch(), idx, query), vectors[idx] @ query, atol=1e-6)


def test_cluster_probe_finds_the_neighbours_and_respects_candidates() -> None:
    vectors = _blobs(30_000, 128, 60)
    state = Sketch().build(vectors)
    clusters = ClusterIndex(state.projected)
    assert clusters.starts[-1] == vectors.shape[0] and np.array_equal(
        np.sort(clusters.order), np.arange(30_000)
    )
    hits = 0
    for query in _blobs(10, 128, 60, seed=2):
        exact = vectors @ query
        approx = _probed(vectors, clusters, np.arange(30_000), True, query, query @ state.basis)
        hits += int(np.argmax(approx) == np.argmax(exact))
    assert hits >= 9
    subset = np.arange(0, 30_000, 2)
    query = vectors[10]
    scored = _probed(vectors, clusters, subset, False, query, query @ state.basis)
    assert scored.shape == subset.shape
    assert subset[int(np.argmax(scored))] == 10


def test_first_large_query_scans_exactly_while_the_sketch_builds() -> None:
    vectors = _blobs(65_000, 128, 20)
    sketch = Sketch()
    query = vectors[3]
    first = similarities(vectors, sketch, np.arange(65_000), query)
    assert np.allclose(first, vectors @ query, atol=1e-5)
    deadline = time.monotonic() + 30
    while sketch.current(vectors) is None and time.monotonic() < deadline:
        time.sleep(0.05)
    assert sketch.current(vectors) is not None
    sketch.invalidate()
    assert sketch.state is None


def test_principal_directions_match_the_svd_of_the_sample() -> None:
    sample = _blobs(5_000, 128, 12)
    basis, mean = principal_directions(sample)
    _, _, vt = np.linalg.svd(sample - sample.mean(axis=0), full_matrices=False)
    assert basis.shape == (128, SKETCH_DIM)
    assert np.allclose(mean, sample.mean(axis=0), atol=1e-5)
    # The same directions up to sign: each basis column is (anti)parallel to a singular vector.
    alignment = np.abs(np.sum(basis[:, :20] * vt[:20].T, axis=0))
    assert np.all(alignment > 0.99)


def test_a_built_sketch_also_serves_mid_sized_candidate_sets() -> None:
    vectors = _blobs(70_000, 128, 40)
    sketch = Sketch()
    subset = np.arange(0, 70_000, 3)  # below APPROX_MIN_CANDIDATES, above SKETCH_MIN_CANDIDATES
    query = vectors[9]
    assert SKETCH_MIN_CANDIDATES <= subset.size < APPROX_MIN_CANDIDATES
    assert np.allclose(similarities(vectors, sketch, subset, query), vectors[subset] @ query, atol=1e-5)
    assert sketch.state is None  # a mid-sized set does not start a build
    sketch.build(vectors)
    approx = similarities(vectors, sketch, subset, query)
    exact = vectors[subset] @ query
    assert _recall(exact, approx, 20) >= 0.9
    assert subset[int(np.argmax(approx))] == 9
