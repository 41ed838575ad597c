"""Outfit composing and capsule planning latency, against a plain ``search_commerce_items`` call in the same run.

Run from the repository root:
    .venv/bin/python -m bench.outfits_compose                      # 5k and 100k (first 100k build: ~2 min)
    .venv/bin/python -m bench.outfits_compose --sizes 5000 --rounds 20

Per catalogue size (generated once under /tmp/aesthetiq-bench-outfits, with the five demo users and their
wardrobes): the tools in process through the registry, as the tool server runs them. Each round calls,
one after the other so both see the same moment of a shared machine: the baseline (one plain commerce
search, what a clothing turn asks of the tools today) and ``compose_outfit`` for a mix of six requests
(interview on a budget, office in a destination's climate, a date from the wardrobe first, a festival,
black tie, a wedding in chosen colours), then ``plan_capsule`` for four trips. ``compose_outfit`` with
count=3 is timed too (not a target). Targets: composing adds at most 30 ms p50 / 80 ms p95 to the
baseline on 5k items; at most 150 ms p95 at 100k; a capsule at most 300 ms p95.
"""

from __future__ import annotations

import argparse
import json
import os
import sys
import time
from pathlib import Path
from typing import Any

from aesthetiq.settings import Settings
from aesthetiq.store.demo_people import demo_people
from aesthetiq.tools.base import ToolContext
from aesthetiq.tools.registry import invoke
from bench.store_search import _ms, open_catalogue

RESULTS = Path(__file__).parent / "results" / "outfits_compose.json"
ROOT = Path("/tmp/aesthetiq-bench-outfits")
PEOPLE = ("users", "styleprofiles", "coloranalyses", "wardrobeitems")

BASELINE = [
    {"query": q, "style_dna": s, "limit": 20}
    for q, s in [("navy blazer for work", "WARM_AUTUMN"), ("linen trousers", "COOL_WINTER"),
                 ("floral midi dress", "LIGHT_SPRING"), ("white sneakers", "SOFT_SUMMER"),
                 ("black tie dinner jacket", "BRIGHT_WINTER"), ("rust knit sweater", "WARM_AUTUMN")]
]  # fmt: skip
COMPOSE = [
    {"user_id": "user_demo_1", "occasion": "job interview", "budget_total": 250},
    {"user_id": "user_demo_2", "occasion": "the office", "department": "men", "destination": "London", "month": 11},
    {"user_id": "user_demo_3", "occasion": "date", "wardrobe": "wardrobe_first"},
    {"user_id": "user_demo_4", "occasion": "festival", "destination": "Glastonbury", "month": 6, "styles": ["boho"],
     "budget_total": 150},
    {"user_id": "user_demo_5", "occasion": "black tie", "formality": "black-tie", "department": "men", "budget_total": 300},
    {"user_id": "user_demo_1", "occasion": "wedding guest", "season": "autumn", "colours": ["rust", "olive"],
     "budget_total": 234},
]  # fmt: skip
SEVERAL = {"user_id": "user_demo_1", "occasion": "the office", "formality": "smart-casual", "count": 3, "budget_total": 400}
CAPSULES = [
    {"user_id": "user_demo_1", "destination": "Lisbon", "month": 5, "days": 7, "activities": ["sightseeing", "dinner"]},
    {"user_id": "user_demo_2", "destination": "Oslo", "month": 1, "days": 4, "activities": ["meetings", "evenings out"],
     "department": "men"},
    {"user_id": "user_demo_2", "destination": "New York", "month": 10, "days": 5, "department": "men"},
    {"user_id": "user_demo_3", "destination": "Bali", "month": 8, "days": 10, "activities": ["beach", "yoga"]},
]  # fmt: skip


def context(n: int) -> ToolContext:
    store, _ = open_catalogue(n, root=ROOT)
    if store.count("users") == 0:
        people = demo_people()
        for collection in PEOPLE:
            store.upsert_many(collection, people[collection])  # type: ignore[arg-type]
    return ToolContext(settings=Settings(data_dir=ROOT / f"wordllama-{n}", seed_on_start=False), store=store)


CPU: dict[str, list[float]] = {}


def _timed(ctx: ToolContext, name: str, arguments: dict[str, Any], series: str) -> float:
    """Wall-clock ms of one call; the process CPU ms it took is kept in ``CPU[series]`` (less sensitive to
    other sessions on a shared machine than the wall clock)."""
    started, cpu = time.perf_counter(), time.process_time()
    invoke(ctx, name, arguments)
    CPU.setdefault(series, []).append((time.process_time() - cpu) * 1000)
    return (time.perf_counter() - started) * 1000


def measure(n: int, rounds: int, capsule_rounds: int) -> dict[str, Any]:
    ctx = context(n)
    for arguments in (*BASELINE, *COMPOSE):  # warm caches (colour code sets, SQLite pages, the embedder)
        invoke(ctx, "search_commerce_items" if "query" in arguments else "compose_outfit", arguments)
    baseline: list[float] = []
    composed: list[float] = []
    several: list[float] = []
    capsules: list[float] = []
    CPU.clear()
    for r in range(rounds):
        for i, arguments in enumerate(COMPOSE):
            baseline.append(_timed(ctx, "search_commerce_items", BASELINE[(i + r) % len(BASELINE)], "baseline"))
            composed.append(_timed(ctx, "compose_outfit", arguments, "compose"))
        several.append(_timed(ctx, "compose_outfit", SEVERAL, "several"))
    for _ in range(capsule_rounds):
        for arguments in CAPSULES:
            capsules.append(_timed(ctx, "plan_capsule", arguments, "capsule"))
    ctx.store.close()
    base, comp = _ms(baseline), _ms(composed)
    cpu = {series: _ms(values) for series, values in CPU.items()}
    return {
        "cpu_ms": {**cpu, "compose added to the baseline": _added(cpu["compose"], cpu["baseline"])},
        "baseline: search_commerce_items": base,
        "compose_outfit (one outfit)": comp,
        "compose_outfit, added to the baseline": _added(comp, base),
        "compose_outfit, three outfits": _ms(several),
        "plan_capsule": _ms(capsules),
    }


def _added(measured: dict[str, float], baseline: dict[str, float]) -> dict[str, float]:
    return {
        "p50": round(measured["p50"] - baseline["p50"], 2),
        "p95": round(measured["p95"] - baseline["p95"], 2),
        "n": measured["n"],
    }


TARGETS = {
    5000: [("compose_outfit, added to the baseline", "p50", 30.0), ("compose_outfit, added to the baseline", "p95", 80.0),
           ("plan_capsule", "p95", 300.0)],
    100000: [("compose_outfit (one outfit)", "p95", 150.0)],
}  # fmt: skip


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--sizes", default="5000,100000")
    parser.add_argument("--rounds", type=int, default=12, help="rounds over the six compose requests")
    parser.add_argument("--capsule-rounds", type=int, default=6, help="rounds over the four trips")
    args = parser.parse_args()
    results: dict[str, Any] = {"sizes": {}, "load_average_at_start": os.getloadavg()}
    missed = []
    for n in (int(s) for s in args.sizes.split(",")):
        row = measure(n, args.rounds, args.capsule_rounds)
        results["sizes"][str(n)] = row
        for what, stat, most in TARGETS.get(n, []):
            if row[what][stat] > most:
                missed.append(f"{n:,} items: {what} {stat} {row[what][stat]} ms > {most} ms")
    results["load_average_at_end"] = os.getloadavg()
    results["machine"] = {"cores": os.cpu_count(), "python": sys.version.split()[0]}
    results["missed"] = missed
    RESULTS.parent.mkdir(parents=True, exist_ok=True)
    RESULTS.write_text(json.dumps(results, indent=2))
    print("\n| items | measurement | p50 ms | p95 ms |\n|---:|---|---:|---:|")
    for n, row in results["sizes"].items():
        for what, stats in row.items():
            if what != "cpu_ms":
                print(f"| {int(n):,} | {what} | {stats['p50']} | {stats['p95']} |")
        for what, stats in row["cpu_ms"].items():
            print(f"| {int(n):,} | process CPU: {what} | {stats['p50']} | {stats['p95']} |")
    print(f"\nload average {results['load_average_at_start']} -> {results['load_average_at_end']}")
    for line in missed:
        print("missed: " + line)
    return 1 if missed else 0


if __name__ == "__main__":
    sys.exit(main())
