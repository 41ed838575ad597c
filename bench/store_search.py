"""In-process ``search_commerce`` latency at growing catalogue sizes, plus memory and embedder quality.

Run from the repository root:
    .venv/bin/python -m bench.store_search                      # 5k and 100k (about 1-2 min)
    .venv/bin/python -m bench.store_search --sizes 1000000      # the million-item run: the first build
                                                                # takes ~8 min here, then it opens from
                                                                # /tmp/aesthetiq-bench-store in seconds
    .venv/bin/python -m bench.store_search --embedders          # wordllama vs minilm on the quality table

Per size: p50/p95 of the store's hybrid search for the 50 queries of tests/store/search_quality.jsonl
(free text only, with the analyser's filters, and with filters + style DNA), next to two baselines
measured in the same run: an exact full numpy scan of every vector (the floor of unfiltered
semantic search) and ``filter_commerce`` alone. Resident memory of a fresh process holding the
store (and the tool server app when it imports) is measured at 100k.
"""

from __future__ import annotations

import argparse
import json
import os
import statistics
import subprocess
import sys
import time
from itertools import islice
from pathlib import Path
from typing import Any

import numpy as np

from aesthetiq.models import CommerceFilters
from aesthetiq.settings import Settings
from aesthetiq.store import SQLiteStore, open_store
from aesthetiq.store.approx import APPROX_MIN_CANDIDATES, similarities
from aesthetiq.store.demo import generate_commerce_items
from aesthetiq.store.quality import evaluate, load_cases, semantic_precision

ROOT = Path(__file__).resolve().parent.parent
CASES = load_cases(ROOT / "tests" / "store" / "search_quality.jsonl")
RESULTS = ROOT / "bench" / "results" / "store_search.json"
CACHE = Path("/tmp/aesthetiq-bench-store")
BATCH = 20_000
# Free-text queries naming no garment: the cases where the whole catalogue is a candidate.
EXTRA_QUERIES = [
    "something warm for a winter wedding",
    "comfortable outfit for travelling",
    "elegant evening look",
    "minimalist office wardrobe basics",
    "bright summer festival clothes",
    "cosy weekend loungewear",
    "smart casual date night",
    "vintage inspired pieces in earthy tones",
    "rain-proof hiking gear",
    "gift ideas for a fashion lover",
]


def open_catalogue(
    n: int, embedder: str = "wordllama", rebuild: bool = False, root: Path = CACHE
) -> tuple[SQLiteStore, float]:
    """A store holding the first ``n`` generated items (built once per size and embedder under ``root``, then reused)."""
    settings = Settings(data_dir=root / f"{embedder}-{n}", seed_on_start=False, embedder=embedder)
    if rebuild and settings.db_path.exists():
        for suffix in ("", "-wal", "-shm"):
            Path(str(settings.db_path) + suffix).unlink(missing_ok=True)
    started = time.perf_counter()
    store = open_store(settings, seed_if_empty=False)
    done = store.count("commerceitems")
    if done != n:
        if done > n:
            store.clear(("commerceitems",))
            done = 0
        # Generation is deterministic and prefix-stable: an interrupted build resumes where it stopped.
        items = islice(generate_commerce_items(n), done, None)
        while batch := list(islice(items, BATCH)):
            store.upsert_many("commerceitems", batch, validate=False)
            print(f"  built {store.count('commerceitems'):>9,} items", file=sys.stderr, end="\r")
        print(file=sys.stderr)
    return store, time.perf_counter() - started


def _ms(samples: list[float]) -> dict[str, float]:
    ordered = sorted(samples)
    return {
        "p50": round(statistics.median(ordered), 2),
        "p95": round(ordered[min(len(ordered) - 1, int(0.95 * len(ordered)))], 2),
        "n": len(ordered),
    }


def _timed(calls: list[Any], repeat: int) -> list[float]:
    for call in calls:  # warm caches (colour code sets, SQLite pages) once
        call()
    out = []
    for _ in range(repeat):
        for call in calls:
            started = time.perf_counter()
            call()
            out.append((time.perf_counter() - started) * 1000)
    return out


def measure(store: SQLiteStore, repeat: int) -> dict[str, dict[str, float]]:
    filters = [CommerceFilters(**c.filters) for c in CASES]
    index = store.indexes["commerceitems"]
    if index.size >= APPROX_MIN_CANDIDATES:
        index.sketch.build(index.vectors[: index.size])  # a server builds it in the background
    query_vectors = store.embedder().embed_texts([c.query for c in CASES])

    def exact_scan(v: np.ndarray) -> Any:
        scores = index.vectors[: index.size] @ v
        return np.argpartition(-scores, 20)[:20]

    return {
        "search, free text naming no garment": _ms(
            _timed([lambda q=q: store.search_commerce(q, None, 20) for q in EXTRA_QUERIES], repeat * 5)
        ),
        "search, free text only": _ms(
            _timed([lambda c=c: store.search_commerce(c.query, None, 20) for c in CASES], repeat)
        ),
        "search, with filters": _ms(
            _timed(
                [
                    lambda c=c, f=f: store.search_commerce(c.query, f, 20)
                    for c, f in zip(CASES, filters, strict=True)
                ],
                repeat,
            )
        ),
        "search, filters + style DNA": _ms(
            _timed(
                [
                    lambda c=c, f=f: store.search_commerce(c.query, f, 20, style_dna="WARM_AUTUMN")
                    for c, f in zip(CASES, filters, strict=True)
                ],
                repeat,
            )
        ),
        "baseline: exact full vector scan": _ms(
            _timed([lambda v=v: exact_scan(v) for v in query_vectors], repeat)
        ),
        "baseline: filter_commerce only": _ms(
            _timed([lambda f=f: store.filter_commerce(f, 20) for f in filters], repeat)
        ),
        "stage: embed one query": _ms(
            _timed([lambda c=c: store.embedder().embed_texts([c.query]) for c in CASES], repeat)
        ),
    }


RSS_PROBE = """
import json, sys
from aesthetiq.settings import Settings
from aesthetiq.store import open_store
settings = Settings(data_dir=sys.argv[1], seed_on_start=False)
store = open_store(settings, seed_if_empty=False)
app = "store only"
try:
    from aesthetiq.tools.server import create_app
    create_app(settings, store=store)
    app = "store + tool server app"
except Exception as exc:  # the tool server is another part; measure the store alone without it
    app = f"store only ({type(exc).__name__})"
store.search_commerce("navy wool coat", None, 20)
rss = next(int(l.split()[1]) for l in open("/proc/self/status") if l.startswith("VmRSS"))
print(json.dumps({"rss_mb": round(rss / 1024, 1), "what": app, "items": store.count("commerceitems")}))
"""


def resident_memory(n: int) -> dict[str, Any]:
    started = time.perf_counter()
    out = subprocess.run(
        [sys.executable, "-c", RSS_PROBE, str(CACHE / f"wordllama-{n}")],
        capture_output=True, text=True, check=True, cwd=ROOT,
    )  # fmt: skip
    result = json.loads(out.stdout.strip().splitlines()[-1])
    result["start_to_ready_s"] = round(time.perf_counter() - started, 2)
    return result


def approximation_recall(store: SQLiteStore) -> dict[str, float] | None:
    """Recall of the sketch path's semantic top-k against the exact scan, over every item."""
    index = store.indexes["commerceitems"]
    if index.size < APPROX_MIN_CANDIDATES:
        return None
    vectors = index.vectors[: index.size]
    everything = np.arange(index.size)
    state = index.sketch.state
    if state is None or state.projected.shape[0] != index.size:
        index.sketch.build(vectors)
    query_vectors = store.embedder().embed_texts([c.query for c in CASES] + EXTRA_QUERIES)
    recall: dict[str, list[float]] = {"recall@20": [], "recall@200": []}
    for v in query_vectors:
        exact = vectors @ v
        approx = similarities(vectors, index.sketch, everything, v)
        for k in (20, 200):
            truth = set(np.argpartition(-exact, k)[:k].tolist())
            found = set(np.argpartition(-approx, k)[:k].tolist())
            recall[f"recall@{k}"].append(len(truth & found) / k)
    return {k: round(float(np.mean(v)), 4) for k, v in recall.items()}


def compare_embedders() -> dict[str, Any]:
    from aesthetiq.embeddings.minilm import is_available

    kinds = ["wordllama"] + (["minilm"] if is_available() else [])
    out: dict[str, Any] = {}
    for kind in kinds:
        store, build_s = open_catalogue(5000, embedder=kind)
        quality = evaluate(store, CASES)
        started = time.perf_counter()
        semantic = semantic_precision(store, CASES)
        out[kind] = {
            "semantic_only_precision@10": round(semantic, 3),
            "hybrid_text_only_precision@10": round(quality["precision_text_only"], 3),
            "hybrid_with_filters_precision@10": round(quality["precision_with_filters"], 3),
            "build_5k_s": round(build_s, 1),
            "semantic_eval_s": round(time.perf_counter() - started, 2),
        }
        store.close()
    return out


def main() -> int:
    parser = argparse.ArgumentParser(
        description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter
    )
    parser.add_argument("--sizes", default="5000,100000", help="comma-separated catalogue sizes")
    parser.add_argument("--repeat", type=int, default=4, help="passes over the 50 queries per mode")
    parser.add_argument("--rebuild", action="store_true", help="regenerate cached catalogues")
    parser.add_argument("--embedders", action="store_true", help="also compare wordllama and minilm quality")
    args = parser.parse_args()
    fresh: dict[str, Any] = {"sizes": {}}
    for n in [int(s) for s in args.sizes.split(",")]:
        store, build_s = open_catalogue(n, rebuild=args.rebuild)
        row: dict[str, Any] = {
            "open_or_build_s": round(build_s, 1),
            "latency_ms": measure(store, args.repeat),
        }
        recall = approximation_recall(store)
        if recall:
            row["approximation"] = recall
        store.close()
        if n == 100_000:
            row["memory"] = resident_memory(n)
        fresh["sizes"][str(n)] = row
    if args.embedders:
        fresh["embedders"] = compare_embedders()
    # Merge into earlier runs (other sizes keep their numbers), re-read now in case another run wrote.
    results: dict[str, Any] = json.loads(RESULTS.read_text()) if RESULTS.exists() else {}
    results.setdefault("sizes", {}).update(fresh["sizes"])
    if "embedders" in fresh:
        results["embedders"] = fresh["embedders"]
    results["machine"] = {"cores": os.cpu_count(), "python": sys.version.split()[0]}
    RESULTS.parent.mkdir(parents=True, exist_ok=True)
    RESULTS.write_text(json.dumps(results, indent=2))
    print_table(results)
    return 0


def print_table(results: dict[str, Any]) -> None:
    print("\n| items | mode | p50 ms | p95 ms |\n|---:|---|---:|---:|")
    for n, row in sorted(results["sizes"].items(), key=lambda kv: int(kv[0])):
        for mode, stats in row["latency_ms"].items():
            print(f"| {int(n):,} | {mode} | {stats['p50']} | {stats['p95']} |")
        if "approximation" in row:
            a = row["approximation"]
            print(
                f"| {int(n):,} | sketch vs exact semantic top-k | recall@20 {a['recall@20']} | recall@200 {a['recall@200']} |"
            )
        if "memory" in row:
            m = row["memory"]
            print(
                f"| {int(n):,} | resident memory ({m['what']}) | {m['rss_mb']} MB | start {m['start_to_ready_s']} s |"
            )
    if "embedders" in results:
        print(
            "\n| embedder | semantic-only P@10 | hybrid text-only P@10 | hybrid + filters P@10 |\n|---|---:|---:|---:|"
        )
        for kind, r in results["embedders"].items():
            print(
                f"| {kind} | {r['semantic_only_precision@10']} | {r['hybrid_text_only_precision@10']} "
                f"| {r['hybrid_with_filters_precision@10']} |"
            )


if __name__ == "__main__":
    sys.exit(main())
