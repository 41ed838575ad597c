"""What the gateway adds to a chat turn: first-event and full-turn latency, through the gateway
versus straight to the agent, on the same messages, interleaved so both see the same machine.

Run from the repository root: `.venv/bin/python -m bench.gateway_overhead [--turns 200]`.
The tool server, agent and gateway run as separate `aesthetiq serve` processes on loopback; the
baseline is the agent's own /api/v1/agent/chat/stream. Target: at most 5 ms added at p50.
"""

from __future__ import annotations

import argparse
import json
import statistics
import tempfile
import time
from pathlib import Path
from typing import Any

import httpx
import numpy as np

from bench.gateway_stack import MESSAGES, stack

RESULTS = Path(__file__).parent / "results" / "gateway_overhead.json"
USER = "user_demo_1"


def one_turn(client: httpx.Client, url: str, body: dict[str, Any]) -> tuple[float, float]:
    """(first event ms, full turn ms) of one streamed turn."""
    started = time.perf_counter()
    first = None
    with client.stream("POST", url, json=body) as response:
        response.raise_for_status()
        for line in response.iter_lines():
            if not line.startswith("data:"):
                continue
            if first is None:
                first = time.perf_counter()
            if '"type": "done"' in line or '"type":"done"' in line:
                break
    ended = time.perf_counter()
    if first is None:
        raise RuntimeError(f"no event from {url}")
    return (first - started) * 1000, (ended - started) * 1000


def summary(samples: list[float]) -> dict[str, float]:
    data = np.asarray(samples)
    return {
        "p50_ms": round(float(np.percentile(data, 50)), 2),
        "p95_ms": round(float(np.percentile(data, 95)), 2),
    }


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--turns", type=int, default=200, help="measured turns per path")
    parser.add_argument("--warmup", type=int, default=20)
    parser.add_argument("--catalogue", type=int, default=5000, help="demo catalogue size")
    args = parser.parse_args()

    with (
        tempfile.TemporaryDirectory(prefix="aesthetiq-bench-") as tmp,
        stack(Path(tmp), args.catalogue) as services,
    ):
        paths = {
            "agent (direct)": (services.agent_url + "/api/v1/agent/chat/stream", True),
            "gateway": (services.gateway_url + "/api/agent/chat/stream", False),
        }
        samples: dict[str, dict[str, list[float]]] = {name: {"first": [], "full": []} for name in paths}
        paired_first: list[float] = []
        paired_full: list[float] = []
        with httpx.Client(timeout=60) as client:
            for i in range(args.warmup + args.turns):
                message = MESSAGES[i % len(MESSAGES)]
                measured: dict[str, tuple[float, float]] = {}
                # Alternate which path goes first so neither always meets a warmer cache.
                order = list(paths) if i % 2 == 0 else list(reversed(paths))
                for name in order:
                    url, direct = paths[name]
                    body = {"message": message, "user_id": USER} if direct else {"message": message}
                    measured[name] = one_turn(client, url, body)
                if i < args.warmup:
                    continue
                for name, (first, full) in measured.items():
                    samples[name]["first"].append(first)
                    samples[name]["full"].append(full)
                paired_first.append(measured["gateway"][0] - measured["agent (direct)"][0])
                paired_full.append(measured["gateway"][1] - measured["agent (direct)"][1])

    rows = {
        name: {"first_event": summary(s["first"]), "full_turn": summary(s["full"])}
        for name, s in samples.items()
    }
    added = {
        "first_event_p50_ms": round(statistics.median(paired_first), 2),
        "full_turn_p50_ms": round(statistics.median(paired_full), 2),
    }
    print(
        f"\n{args.turns} streamed turns per path (after {args.warmup} warm-up), catalogue {args.catalogue}\n"
    )
    print("| path | first event p50 | first event p95 | full turn p50 | full turn p95 |")
    print("| --- | ---: | ---: | ---: | ---: |")
    for name, row in rows.items():
        fe, ft = row["first_event"], row["full_turn"]
        print(f"| {name} | {fe['p50_ms']} ms | {fe['p95_ms']} ms | {ft['p50_ms']} ms | {ft['p95_ms']} ms |")
    print(
        f"| added by the gateway (median of paired differences) | {added['first_event_p50_ms']} ms | "
        f"| {added['full_turn_p50_ms']} ms | |"
    )
    verdict = "meets" if added["first_event_p50_ms"] <= 5 and added["full_turn_p50_ms"] <= 5 else "misses"
    print(f"\nTarget ≤ 5 ms added at p50: {verdict}.")
    RESULTS.parent.mkdir(parents=True, exist_ok=True)
    RESULTS.write_text(
        json.dumps(
            {"turns": args.turns, "catalogue": args.catalogue, "paths": rows, "added": added}, indent=2
        )
    )
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
