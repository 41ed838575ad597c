"""Many SSE streams at once through the gateway: N concurrent clients each streaming turns back
to back for T seconds. Reports errors (target 0), turns completed and first-event latency
(p50, p95, p99), against the same clients talking to the agent directly as the baseline.

Run from the repository root: `.venv/bin/python -m bench.gateway_soak [--streams 200] [--seconds 60]`
(use e.g. `--streams 50 --seconds 10` for a quick look). Loopback only; every loop is bounded.
"""

from __future__ import annotations

import argparse
import asyncio
import json
import tempfile
import time
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import httpx
import numpy as np
from bench.gateway_stack import MESSAGES, stack

RESULTS = Path(__file__).parent / "results" / "gateway_soak.json"
USER = "user_demo_1"


@dataclass
class Tally:
    first_event_ms: list[float] = field(default_factory=list)
    turns: int = 0
    errors: list[str] = field(default_factory=list)
    keepalives: int = 0


async def worker(client: httpx.AsyncClient, url: str, direct: bool, stop_at: float, n: int, tally: Tally) -> None:
    i = n
    while time.monotonic() < stop_at:
        message = MESSAGES[i % len(MESSAGES)]
        i += 1
        body: dict[str, Any] = {"message": message, "user_id": USER} if direct else {"message": message}
        started = time.perf_counter()
        first = None
        done = False
        try:
            async with client.stream("POST", url, json=body) as response:
                if response.status_code != 200:
                    tally.errors.append(f"HTTP {response.status_code}")
                    await response.aread()
                    continue
                async for line in response.aiter_lines():
                    if line.startswith(":"):
                        tally.keepalives += 1
                    if not line.startswith("data:"):
                        continue
                    if first is None:
                        first = time.perf_counter()
                    if '"type": "error"' in line:
                        tally.errors.append(line[:200])
                        break
                    if '"type": "done"' in line:
                        done = True
                        break
        except httpx.HTTPError as exc:
            tally.errors.append(f"{type(exc).__name__}: {exc}")
            continue
        if first is not None:
            tally.first_event_ms.append((first - started) * 1000)
        if done:
            tally.turns += 1
        elif first is not None:
            tally.errors.append("stream ended without a done event")


async def soak(url: str, direct: bool, streams: int, seconds: float) -> tuple[Tally, float]:
    tally = Tally()
    limits = httpx.Limits(max_connections=streams + 10, max_keepalive_connections=streams + 10)
    async with httpx.AsyncClient(timeout=httpx.Timeout(120.0, connect=30.0), limits=limits) as client:
        started = time.monotonic()
        stop_at = started + seconds
        await asyncio.gather(*(worker(client, url, direct, stop_at, n, tally) for n in range(streams)))
        return tally, time.monotonic() - started


def report(tally: Tally, elapsed: float) -> dict[str, Any]:
    data = np.asarray(tally.first_event_ms or [0.0])
    return {
        "turns": tally.turns,
        "turns_per_s": round(tally.turns / elapsed, 1),
        "errors": len(tally.errors),
        "error_examples": sorted(set(tally.errors))[:5],
        "first_event_p50_ms": round(float(np.percentile(data, 50)), 1),
        "first_event_p95_ms": round(float(np.percentile(data, 95)), 1),
        "first_event_p99_ms": round(float(np.percentile(data, 99)), 1),
        "elapsed_s": round(elapsed, 1),
    }


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--streams", type=int, default=200, help="concurrent SSE clients")
    parser.add_argument("--seconds", type=float, default=60.0, help="how long each phase holds them")
    parser.add_argument("--no-baseline", action="store_true", help="skip the direct-to-agent phase")
    parser.add_argument("--catalogue", type=int, default=5000)
    args = parser.parse_args()

    results: dict[str, Any] = {"streams": args.streams, "seconds": args.seconds}
    with tempfile.TemporaryDirectory(prefix="aesthetiq-soak-") as tmp, stack(Path(tmp), args.catalogue) as services:
        phases = [("gateway", services.gateway_url + "/api/agent/chat/stream", False)]
        if not args.no_baseline:
            phases.append(("agent (direct)", services.agent_url + "/api/v1/agent/chat/stream", True))
        for name, url, direct in phases:
            tally, elapsed = asyncio.run(soak(url, direct, args.streams, args.seconds))
            results[name] = report(tally, elapsed)

    print(f"\n{args.streams} concurrent SSE streams, turns back to back for {args.seconds:.0f} s per phase\n")
    print("| path | turns | turns/s | errors | first event p50 | p95 | p99 |")
    print("| --- | ---: | ---: | ---: | ---: | ---: | ---: |")
    for name in ("gateway", "agent (direct)"):
        if name in results:
            r = results[name]
            print(
                f"| {name} | {r['turns']} | {r['turns_per_s']} | {r['errors']} | {r['first_event_p50_ms']} ms "
                f"| {r['first_event_p95_ms']} ms | {r['first_event_p99_ms']} ms |"
            )
    for name in ("gateway", "agent (direct)"):
        if name in results and results[name]["error_examples"]:
            print(f"\n{name} errors, e.g.: {results[name]['error_examples']}")
    RESULTS.parent.mkdir(parents=True, exist_ok=True)
    RESULTS.write_text(json.dumps(results, indent=2))
    return 0 if results["gateway"]["errors"] == 0 else 1


if __name__ == "__main__":
    raise SystemExit(main())
