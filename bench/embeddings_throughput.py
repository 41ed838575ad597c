"""Embedding models: cold load time, batch throughput and single-text latency.

Run from the repository root: `.venv/bin/python -m bench.embeddings_throughput [--texts 2000]`.
Each available model is measured in this run next to a baseline (feature hashing of words into
256 dimensions, i.e. the cost of tokenising and touching the vectors with no model at all).
"remote" is the default model behind the :8004 service, started here on a free loopback port.
"""

from __future__ import annotations

import argparse
import json
import random
import statistics
import subprocess
import sys
import time
import zlib
from collections.abc import Callable
from pathlib import Path

import numpy as np

from aesthetiq.embeddings import build_embedder
from aesthetiq.embeddings.minilm import is_available as minilm_available
from aesthetiq.settings import Settings

RESULTS = Path(__file__).parent / "results" / "embeddings_throughput.json"
COLOURS = ["navy", "camel", "olive", "burgundy", "cream", "black", "rust", "cobalt", "blush", "charcoal"]
MATERIALS = ["wool", "linen", "cotton", "silk", "leather", "suede", "denim", "cashmere", "corduroy"]
GARMENTS = ["blazer", "trousers", "ankle boots", "slip dress", "hoodie", "trench coat", "loafers", "tote bag"]
OCCASIONS = ["for the office", "for a summer wedding", "for weekend walks", "for date night", "for travel"]


def make_texts(n: int, seed: int = 0) -> list[str]:
    rng = random.Random(seed)
    return [
        f"{rng.choice(COLOURS)} {rng.choice(MATERIALS)} {rng.choice(GARMENTS)} {rng.choice(OCCASIONS)}"
        for _ in range(n)
    ]


class HashingBaseline:
    name = "hashing-baseline-256"
    dim = 256

    def embed_texts(self, texts: list[str]) -> np.ndarray:
        matrix = np.zeros((len(texts), self.dim), dtype=np.float32)
        for row, text in enumerate(texts):
            for word in text.lower().split():
                matrix[row, zlib.crc32(word.encode()) % self.dim] += 1.0
        norms = np.linalg.norm(matrix, axis=1, keepdims=True)
        return matrix / np.where(norms > 0, norms, 1.0)


def cold_load_s(kind: str) -> float:
    """Import + load in a fresh interpreter: what a service pays at start."""
    code = (
        "import time; t = time.perf_counter();"
        "from aesthetiq.embeddings import build_embedder; from aesthetiq.settings import Settings;"
        f"e = build_embedder({kind!r}, Settings()); e.embed_texts(['warm up']);"
        "print(time.perf_counter() - t)"
    )
    out = subprocess.run(
        [sys.executable, "-c", code], capture_output=True, text=True, check=True, timeout=120
    )
    return float(out.stdout.strip().splitlines()[-1])


def measure(embed: Callable[[list[str]], np.ndarray], texts: list[str], singles: int) -> dict[str, float]:
    embed(texts[:8])  # warm caches
    started = time.perf_counter()
    embed(texts)
    batch_s = time.perf_counter() - started
    latencies = []
    for text in texts[:singles]:
        t0 = time.perf_counter()
        embed([text])
        latencies.append((time.perf_counter() - t0) * 1000)
    latencies.sort()
    return {
        "texts_per_s": len(texts) / batch_s,
        "single_p50_ms": statistics.median(latencies),
        "single_p95_ms": latencies[max(0, int(len(latencies) * 0.95) - 1)],
    }


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--texts", type=int, default=2000, help="texts per throughput batch")
    parser.add_argument("--singles", type=int, default=200, help="single-text calls for latency")
    parser.add_argument("--models", default="baseline,wordllama,minilm,remote")
    args = parser.parse_args(argv)
    texts = make_texts(args.texts)
    wanted = args.models.split(",")
    rows: list[dict[str, object]] = []

    if "baseline" in wanted:
        baseline = HashingBaseline()
        rows.append(
            {
                "model": baseline.name,
                "dim": 256,
                "load_s": 0.0,
                **measure(baseline.embed_texts, texts, args.singles),
            }
        )
    for kind in ("wordllama", "minilm"):
        if kind not in wanted:
            continue
        if kind == "minilm" and not minilm_available():
            print("minilm: skipped (optional extra not installed)", file=sys.stderr)
            continue
        load_s = cold_load_s(kind)
        embedder = build_embedder(kind, Settings())
        rows.append(
            {
                "model": embedder.name,
                "dim": embedder.dim,
                "load_s": load_s,
                **measure(embedder.embed_texts, texts, args.singles),
            }
        )
    if "remote" in wanted:
        from tests.servers import running

        from aesthetiq.embeddings.remote import RemoteEmbedder
        from aesthetiq.embeddings.service import create_app

        with running(create_app(Settings())) as url:
            remote = RemoteEmbedder(url)
            rows.append(
                {
                    "model": f"remote ({remote.name} over HTTP)",
                    "dim": remote.dim,
                    "load_s": None,
                    **measure(remote.embed_texts, texts, args.singles),
                }
            )
            remote.close()

    print(f"\n{args.texts} catalogue-style texts per batch; {args.singles} single-text calls for latency\n")
    print("| model | dim | cold load (s) | texts/s (batch) | single p50 (ms) | single p95 (ms) |")
    print("| --- | ---: | ---: | ---: | ---: | ---: |")
    for row in rows:
        load = "-" if row["load_s"] is None else f"{row['load_s']:.2f}"
        print(
            f"| {row['model']} | {row['dim']} | {load} | {row['texts_per_s']:,.0f} | "
            f"{row['single_p50_ms']:.3f} | {row['single_p95_ms']:.3f} |"
        )
    RESULTS.parent.mkdir(parents=True, exist_ok=True)
    payload = {"texts": args.texts, "singles": args.singles, "rows": rows}
    RESULTS.write_text(json.dumps(payload, indent=2))
    print(f"\nwritten {RESULTS}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
