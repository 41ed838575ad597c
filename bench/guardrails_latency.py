"""Latency of the built-in guardrails per check, over the labelled sets (tuning sets in
src/aesthetiq/guardrails/data/, held-out and PII sets in tests/guardrails/).

Run from the repository root: `.venv/bin/python -m bench.guardrails_latency [--rounds 5]`.
Input check: every attack, benign and PII message, with the learnt signal (WordLlama neighbours).
Output check: a grounded reply built for each benign message from a small catalogue (names, brands
and prices the check must match). Per-stage timings show where the time goes. Baselines, measured in
the same loop: the length check alone, and the input check with the rules only.
Target: p95 <= 2 ms CPU time per check (the wall clock on a shared 2-core machine includes waiting).
"""

from __future__ import annotations

import argparse
import json
import os
import random
import time
from collections.abc import Callable
from pathlib import Path
from typing import Any

import numpy as np

from aesthetiq.embeddings import make_embedder
from aesthetiq.guardrails import BuiltinGuardrails
from aesthetiq.guardrails.builtin.injection import find_injection
from aesthetiq.guardrails.builtin.intent import find_intent
from aesthetiq.guardrails.builtin.lexicon import mask_benign
from aesthetiq.guardrails.builtin.moderation import find_unsafe
from aesthetiq.guardrails.builtin.normalise import readings
from aesthetiq.guardrails.builtin.pii import find_pii
from aesthetiq.guardrails.builtin.sanitise import sanitise
from aesthetiq.guardrails.labelled import learnt_signal
from aesthetiq.settings import Settings

ROOT = Path(__file__).resolve().parents[1]
SETS = ROOT / "tests" / "guardrails"
DATA = ROOT / "src" / "aesthetiq" / "guardrails" / "data"
RESULTS = Path(__file__).parent / "results" / "guardrails_latency.json"
TARGET_P95_MS = 2.0

CATALOGUE = [
    {"name": "Wool Blend Camel Coat", "brand": "Mango", "price": 129.99},
    {"name": "Cropped Denim Jacket", "brand": "Levi's", "price": 89.0},
    {"name": "Leather Chelsea Boots", "brand": "Dr. Martens", "price": 145.5},
    {"name": "Silk Slip Dress", "brand": "Reformation", "price": 178.0},
    {"name": "Merino Crew Sweater", "brand": "Uniqlo", "price": 39.9},
    {"name": "Pleated Midi Skirt", "brand": "Arket", "price": 69.0},
    {"name": "White Leather Sneakers", "brand": "Veja", "price": 120.0},
    {"name": "Linen Relaxed Shirt", "brand": "COS", "price": 59.0},
]


def messages(name: str) -> list[str]:
    folder = DATA if name in ("attacks.jsonl", "benign.jsonl") else SETS
    lines = (folder / name).read_text(encoding="utf-8").splitlines()
    return [json.loads(line)["message"] for line in lines if line.strip()]


def replies(prompts: list[str], seed: int = 7) -> list[tuple[str, list[dict[str, Any]]]]:
    """A grounded stylist reply per prompt: 2-4 items from the catalogue with their prices."""
    rng = random.Random(seed)
    built = []
    for prompt in prompts:
        items = rng.sample(CATALOGUE, rng.randint(2, 4))
        lines = [f"Here are a few ideas for \"{prompt[:60]}\" under €250:"]
        lines += [f"{i}. **{it['name']}** by {it['brand']} — €{it['price']:.2f}, easy to style with what you own."
                  for i, it in enumerate(items, 1)]  # fmt: skip
        lines.append("Want me to look for a different colour or a lower budget?")
        built.append(("\n".join(lines), items))
    return built


def timed(function: Callable[[], object], cpu: list[float] | None = None) -> float:
    """Wall milliseconds; the thread's CPU milliseconds go to ``cpu`` (what the check costs when
    the shared machine is busy and the wall clock includes time spent waiting for a core)."""
    started, started_cpu = time.perf_counter_ns(), time.thread_time_ns()
    function()
    if cpu is not None:
        cpu.append((time.thread_time_ns() - started_cpu) / 1e6)
    return (time.perf_counter_ns() - started) / 1e6


def summary(samples: list[float]) -> dict[str, float]:
    data = np.asarray(samples)
    return {
        "n": len(samples),
        "p50_ms": round(float(np.percentile(data, 50)), 4),
        "p95_ms": round(float(np.percentile(data, 95)), 4),
        "max_ms": round(float(data.max()), 4),
    }


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--rounds", type=int, default=5, help="passes over the labelled sets")
    parser.add_argument("--max-seconds", type=float, default=120.0, help="stop early after this long")
    args = parser.parse_args()

    signal = learnt_signal(make_embedder(Settings(embedder="wordllama")))
    guard = BuiltinGuardrails(neighbours=signal)
    rules_only = BuiltinGuardrails()
    inputs = messages("attacks.jsonl") + messages("benign.jsonl") + messages("pii.jsonl")
    inputs += messages("heldout_attacks.jsonl") + messages("heldout_benign.jsonl")
    outputs = replies(messages("benign.jsonl"))
    for text in inputs[:50]:  # warm regex caches
        guard.check_input(text)

    samples: dict[str, list[float]] = {k: [] for k in (
        "baseline: length check only", "baseline: input check, rules only", "input check (built-in)", "  sanitise",
        "  PII detection", "  readings + injection", "  moderation", "  intent rules", "  learnt signal (embed + kNN + NB)",
        "output check (built-in)")}  # fmt: skip
    cpu: dict[str, list[float]] = {"input": [], "output": []}
    deadline = time.monotonic() + args.max_seconds
    for _ in range(args.rounds):
        for text in inputs:
            samples["baseline: length check only"].append(timed(lambda t=text: len(t) > guard.max_chars))
            samples["input check (built-in)"].append(timed(lambda t=text: guard.check_input(t), cpu["input"]))
            clean, _ = sanitise(text)
            samples["  sanitise"].append(timed(lambda t=text: sanitise(t)))
            samples["  PII detection"].append(timed(lambda c=clean: find_pii(c)))
            views = list(readings(clean))
            samples["  readings + injection"].append(timed(lambda c=clean: find_injection(list(readings(c)), c)))
            samples["  moderation"].append(timed(lambda v=views: find_unsafe(v)))
            masked = [(name, mask_benign(view)) for name, view in views]
            samples["  intent rules"].append(timed(lambda m=masked: find_intent(m)))
            samples["  learnt signal (embed + kNN + NB)"].append(timed(lambda m=masked: signal.resemblance(m[0][1])))
            samples["baseline: input check, rules only"].append(timed(lambda t=text: rules_only.check_input(t)))
        for reply, items in outputs:
            samples["output check (built-in)"].append(timed(lambda r=reply, i=items: guard.check_output(r, i), cpu["output"]))
        if time.monotonic() > deadline:
            break

    results = {name: summary(values) for name, values in samples.items()}
    results["input check, thread CPU time"] = summary(cpu["input"])
    results["output check, thread CPU time"] = summary(cpu["output"])
    print("| check | n | p50 ms | p95 ms | max ms |")
    print("| --- | ---: | ---: | ---: | ---: |")
    for name, row in results.items():
        print(f"| {name} | {row['n']} | {row['p50_ms']:.4f} | {row['p95_ms']:.4f} | {row['max_ms']:.3f} |")
    ok = all(results[k]["p95_ms"] <= TARGET_P95_MS for k in ("input check, thread CPU time", "output check, thread CPU time"))
    load = os.getloadavg()[0]
    print(f"\ntarget p95 <= {TARGET_P95_MS} ms per check (CPU time): {'met' if ok else 'NOT met'}; "
          f"1-min load average {load:.1f} on {os.cpu_count()} cores")
    RESULTS.parent.mkdir(parents=True, exist_ok=True)
    RESULTS.write_text(json.dumps({"target_p95_ms": TARGET_P95_MS, "met": ok, "rounds": args.rounds, "load_average": load,
                                   "checks": results}, indent=2))  # fmt: skip
    return 0 if ok else 1


if __name__ == "__main__":
    raise SystemExit(main())
