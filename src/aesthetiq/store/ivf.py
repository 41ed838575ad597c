"""Clusters over the PCA sketch so a query over a very large catalogue scans a few of them.

With ``IVF_MIN_ROWS`` or more items, the sketch rows are grouped by k-means (``√n`` lists, at most
1024) and stored list by list; a query scores the centroids, scans the ``NPROBE`` best lists
(a few percent of the rows), and the best of those are scored exactly. ``bench.store_search``
reports recall@20 and @200 against the exact scan.
"""

from __future__ import annotations

import logging
import time

import numpy as np

log = logging.getLogger(__name__)

IVF_MIN_ROWS = 200_000
NPROBE = 96
_TRAIN_SAMPLE = 40_000
_ITERATIONS = 8
_CHUNK = 50_000


def _nearest(rows: np.ndarray, centroids: np.ndarray) -> np.ndarray:
    # argmin |x - c|² = argmax x·c - |c|²/2
    return np.argmax(rows @ centroids.T - 0.5 * (centroids * centroids).sum(axis=1), axis=1)


class ClusterIndex:
    def __init__(self, projected: np.ndarray) -> None:
        started = time.perf_counter()
        rng = np.random.default_rng(0)
        n = projected.shape[0]
        k = min(1024, max(16, int(np.sqrt(n))))
        sample = projected[np.sort(rng.choice(n, min(_TRAIN_SAMPLE, n), replace=False))]
        centroids = sample[rng.choice(sample.shape[0], k, replace=False)].copy()
        for _ in range(_ITERATIONS):
            labels = _nearest(sample, centroids)
            counts = np.bincount(labels, minlength=k)
            sums = np.zeros_like(centroids)
            np.add.at(sums, labels, sample)
            filled = counts > 0
            centroids[filled] = sums[filled] / counts[filled, None]
        labels = np.concatenate([_nearest(projected[s : s + _CHUNK], centroids) for s in range(0, n, _CHUNK)])
        self.order = np.argsort(labels, kind="stable")
        self.starts = np.searchsorted(labels[self.order], np.arange(k + 1))
        self.rows = np.ascontiguousarray(projected[self.order])
        self.centroids = centroids
        log.info("clustered %d items into %d lists in %.1f s", n, k, time.perf_counter() - started)

    def probe(self, reduced: np.ndarray, nprobe: int = NPROBE) -> tuple[np.ndarray, np.ndarray]:
        """(positions, sketch scores) of the rows in the lists nearest to the query."""
        scores = self.centroids @ reduced
        nprobe = min(nprobe, scores.size)
        lists = np.argpartition(-scores, nprobe - 1)[:nprobe]
        spans = [(int(self.starts[c]), int(self.starts[c + 1])) for c in lists]
        positions = np.concatenate([self.order[s:e] for s, e in spans])
        estimates = np.concatenate([np.einsum("ij,j->i", self.rows[s:e], reduced) for s, e in spans])
        return positions, estimates
