"""Semantic similarity for large candidate sets: a PCA sketch first, exact scores for the best.

Scanning every 256-d float32 vector reads 1 GB at a million items (about 70 ms on this machine).
Projecting the vectors on their top principal components (``SKETCH_DIM``) gives a matrix 3/8
of the size; its scores pick the ``RERANK`` best candidates, which are then scored exactly. A
candidate set of ``APPROX_MIN_CANDIDATES`` or more starts the sketch's build; once built, it also
serves sets down to ``SKETCH_MIN_CANDIDATES`` (a filtered third of 100k items still scanned all
100 MB of vectors exactly: the slowest searches of ``bench.tools_search``). Below that the exact
scan is cheap and always used. ``bench.store_search`` reports recall@20 and @200 of this path
against the exact scan.
"""

from __future__ import annotations

import logging
import threading
import time
from dataclasses import dataclass

import numpy as np

from aesthetiq.store.ivf import IVF_MIN_ROWS, ClusterIndex

APPROX_MIN_CANDIDATES = 60_000
SKETCH_DIM = 96
RERANK = 1500
SKETCH_MIN_CANDIDATES = 8 * RERANK
_FIT_SAMPLE = 20_000
BLAS_MIN_ROWS = 50_000
_SINGLE_THREAD_PRODUCT = 200_000
log = logging.getLogger(__name__)


def dot(matrix: np.ndarray, vector: np.ndarray) -> np.ndarray:
    """Matrix-vector product. Long scans go to BLAS (threads add memory bandwidth); short ones use a
    single-threaded loop: a threaded sgemv on a few thousand gathered rows measured 4-10x slower
    than this on a busy 2-core machine."""
    if matrix.shape[0] >= BLAS_MIN_ROWS:
        return matrix @ vector
    return np.einsum("ij,j->i", matrix, vector)


@dataclass(frozen=True)
class SketchState:
    basis: np.ndarray  # (dim, SKETCH_DIM)
    mean: np.ndarray  # (dim,)
    projected: np.ndarray  # (size, SKETCH_DIM)
    clusters: ClusterIndex | None


def principal_directions(sample: np.ndarray) -> tuple[np.ndarray, np.ndarray]:
    """The top ``SKETCH_DIM`` principal directions (dim, SKETCH_DIM) of ``sample`` and its mean.

    Eigenvectors of the (dim x dim) covariance are the right singular vectors of the centred
    sample: the same basis as an SVD of the sample (up to signs, which cancel in every score) for a
    fraction of the cost: at 20k x 256 the SVD took 6.7 s of a shared core while searches ran
    beside it, this 0.15 s."""
    mean = sample.mean(axis=0, dtype=np.float64).astype(np.float32)
    centred = sample - mean
    # einsum's own loop rather than a threaded BLAS product: see ``project`` (0.14 s for 20k x 256).
    covariance = np.einsum("ji,jk->ik", centred, centred).astype(np.float64) / max(sample.shape[0], 1)
    _, eigenvectors = np.linalg.eigh(covariance)  # ascending eigenvalues: strongest last
    basis = np.ascontiguousarray(eigenvectors[:, ::-1][:, :SKETCH_DIM], dtype=np.float32)
    return basis, mean


def project(rows: np.ndarray, basis: np.ndarray) -> np.ndarray:
    """``rows @ basis`` as many small products. OpenBLAS runs a product of fewer than 4 x 65536
    multiply-adds on the calling thread; a larger one wakes its worker threads, and each keeps a
    buffer for the life of the process (+45 MB resident measured on 2 cores, for a 36 MB sketch).
    Blocks of a few rows: 0.08 s at 100k x 256 -> 96 (one threaded product 0.07 s, einsum 0.4 s)."""
    out = np.empty((rows.shape[0], basis.shape[1]), dtype=np.float32)
    step = max(1, _SINGLE_THREAD_PRODUCT // max(rows.shape[1] * basis.shape[1], 1))
    for start in range(0, rows.shape[0], step):
        np.matmul(rows[start : start + step], basis, out=out[start : start + step])
    return out


class Sketch:
    """PCA projection (and, for big catalogues, clusters) of an index's vectors.

    Built in a background thread when a large index opens or a large candidate set needs it, and
    again after the vectors change; until it is ready, searches scan exactly (slower, never wrong)."""

    def __init__(self) -> None:
        self.state: SketchState | None = None
        self._lock = threading.Lock()
        self._version = 0
        self._building = False

    def invalidate(self) -> None:
        with self._lock:
            self._version += 1
            self.state = None

    def ready(self, vectors: np.ndarray) -> SketchState | None:
        """The sketch of ``vectors`` if it is built; None otherwise (no build is started)."""
        state = self.state
        return state if state is not None and state.projected.shape[0] == vectors.shape[0] else None

    def current(self, vectors: np.ndarray) -> SketchState | None:
        """The sketch of ``vectors`` if ready; otherwise None, and a build starts in the background."""
        with self._lock:
            state = self.state
            if state is not None and state.projected.shape[0] == vectors.shape[0]:
                return state
            if self._building:
                return None
            self._building = True
            version = self._version
        threading.Thread(target=self._build_in_background, args=(vectors, version), daemon=True).start()
        return None

    def build(self, vectors: np.ndarray, version: int | None = None) -> SketchState:
        """Build now (tests and benchmarks call this directly)."""
        started = time.perf_counter()
        rng = np.random.default_rng(0)
        chosen = np.sort(rng.choice(vectors.shape[0], min(_FIT_SAMPLE, vectors.shape[0]), replace=False))
        basis, mean = principal_directions(vectors[chosen])
        projected = project(vectors, basis)
        clusters = ClusterIndex(projected) if vectors.shape[0] >= IVF_MIN_ROWS else None
        state = SketchState(basis, mean, projected, clusters)
        with self._lock:
            if version is None or version == self._version:
                self.state = state
        log.info("sketch of %d vectors built in %.1f s", vectors.shape[0], time.perf_counter() - started)
        return state

    def _build_in_background(self, vectors: np.ndarray, version: int) -> None:
        try:
            self.build(vectors, version)
        except Exception:  # the exact scan keeps serving; the next large query retries
            log.exception("building the vector sketch failed")
        finally:
            with self._lock:
                self._building = False


def similarities(vectors: np.ndarray, sketch: Sketch, idx: np.ndarray, query: np.ndarray) -> np.ndarray:
    """Cosine similarity of ``query`` with the candidates ``idx`` (rows of ``vectors``).

    Exact for small candidate sets (and until the sketch is built); otherwise exact for the
    ``RERANK`` best by the sketch (or its nearest clusters) and an estimate below them for the rest."""
    n_cand = idx.size
    whole = n_cand == vectors.shape[0]
    state = None
    if n_cand >= APPROX_MIN_CANDIDATES and vectors.shape[1] > SKETCH_DIM:
        state = sketch.current(vectors)
    elif n_cand >= SKETCH_MIN_CANDIDATES and vectors.shape[1] > SKETCH_DIM:
        state = sketch.ready(vectors)
    if state is None:
        # Gathering scattered rows costs several times a sequential scan per row (measured), so a
        # large candidate set is scored by scanning everything and picking its rows afterwards.
        if n_cand > vectors.shape[0] // 5:
            sims = dot(vectors, query)
            return sims if whole else sims[idx]
        return dot(vectors[idx], query)
    reduced = query @ state.basis
    if state.clusters is not None and n_cand > vectors.shape[0] // 8:
        return _probed(vectors, state.clusters, idx, whole, query, reduced)
    large = whole or n_cand > vectors.shape[0] // 12
    estimate = dot(state.projected, reduced) if large else dot(state.projected[idx], reduced)
    if large and not whole:
        estimate = estimate[idx]
    best = np.argpartition(-estimate, RERANK - 1)[:RERANK]
    exact_best = dot(vectors[idx[best]], query)
    # Put the estimates on the cosine scale (the part of the query outside the sketch only meets the
    # mean vector) and below every exactly scored candidate, so the two never interleave.
    estimate += float(state.mean @ (query - state.basis @ reduced))
    np.minimum(estimate, exact_best.min(), out=estimate)
    estimate[best] = exact_best
    return estimate


def _probed(
    vectors: np.ndarray,
    clusters: ClusterIndex,
    idx: np.ndarray,
    whole: bool,
    query: np.ndarray,
    reduced: np.ndarray,
) -> np.ndarray:
    """Similarities from the nearest clusters: exact for the best ``RERANK`` there, a floor elsewhere."""
    positions, estimates = clusters.probe(reduced)
    local = np.arange(vectors.shape[0]) if whole else np.full(vectors.shape[0], -1, dtype=np.int64)
    if not whole:
        local[idx] = np.arange(idx.size)
        keep = local[positions] >= 0
        positions, estimates = positions[keep], estimates[keep]
    top = min(RERANK, positions.size)
    if top == 0:  # no candidate in the nearest lists: leave the ranking to BM25
        return np.full(idx.size, -1.0, dtype=np.float32)
    best = np.argpartition(-estimates, top - 1)[:top] if top < positions.size else np.arange(positions.size)
    exact_best = dot(vectors[positions[best]], query)
    floor = float(exact_best.min()) - 1e-3 if exact_best.size else -1.0
    sims = np.full(idx.size, floor, dtype=np.float32)
    sims[local[positions[best]]] = exact_best
    return sims
