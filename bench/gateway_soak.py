"""Many SSE streams held open through the gateway at once. Reports errors (target 0) and
first-event latency (p50, p95, p99), with the same clients talking to the upstream directly as the
baseline.

Run from the repository root: `.venv/bin/python -m bench.gateway_soak [--streams 200] [--seconds 60]`
(`--streams 50 --seconds 10` for a quick look). Two modes:

- `hold` (default): every client holds one stream for the whole time. The upstream is a stand-in
  agent (its own process) whose turn lasts `--seconds`, one chunk every `--interval` seconds, like a
  long agentic turn; the gateway sends keep-alives every 5 s. Clients arrive over `--ramp` seconds. This measures the gateway holding many
  long streams, which the real agent (turns of ~50 ms) cannot.
- `turns`: every client streams real agent turns back to back (tool server + agent + gateway).
Loopback only; every loop is bounded in time.
"""

from __future__ import annotations

import argparse
import asyncio
import json
import sys
import tempfile
import time
from collections.abc import AsyncIterator
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import httpx
import numpy as np
import uvicorn
from fastapi import FastAPI, Request
from fastapi.responses import StreamingResponse

from bench.gateway_stack import MESSAGES, free_port, gateway_in_front_of, stack

RESULTS = Path(__file__).parent / "results" / "gateway_soak.json"
USER = "user_demo_1"
WARM_UP = "warm-up"


@dataclass
class Tally:
    first_event_ms: list[float] = field(default_factory=list)
    turns: int = 0
    events: int = 0
    keepalives: int = 0
    errors: list[str] = field(default_factory=list)


async def one_stream(client: httpx.AsyncClient, url: str, body: dict[str, Any], tally: Tally) -> None:
    started = time.perf_counter()
    first = None
    try:
        async with client.stream("POST", url, json=body) as response:
            if response.status_code != 200:
                await response.aread()
                tally.errors.append(f"HTTP {response.status_code}")
                return
            async for line in response.aiter_lines():
                if line.startswith(":"):
                    tally.keepalives += 1
                if not line.startswith("data:"):
                    continue
                tally.events += 1
                if first is None:
                    first = time.perf_counter()
                    tally.first_event_ms.append((first - started) * 1000)
                if '"type": "error"' in line:
                    tally.errors.append(line[:200])
                    return
                if '"type": "done"' in line:
                    tally.turns += 1
                    return
    except httpx.HTTPError as exc:
        tally.errors.append(f"{type(exc).__name__}: {exc}")
        return
    tally.errors.append("stream ended without a done event")


async def run_clients(
    url: str, direct: bool, streams: int, seconds: float, mode: str, ramp_s: float
) -> tuple[Tally, float]:
    tally = Tally()
    limits = httpx.Limits(max_connections=streams + 10, max_keepalive_connections=streams + 10)
    timeout = httpx.Timeout(seconds + 60.0, connect=30.0)

    async def client_loop(client: httpx.AsyncClient, n: int, stop_at: float) -> None:
        # Clients arrive spread over the ramp, as people do, rather than in one SYN flood.
        await asyncio.sleep(ramp_s * n / streams)
        i = n
        while True:
            message = MESSAGES[i % len(MESSAGES)]
            i += 1
            body: dict[str, Any] = {"message": message}
            if direct:
                body["user_id"] = USER
            await one_stream(client, url, body, tally)
            if mode == "hold" or time.monotonic() >= stop_at:
                return

    async with httpx.AsyncClient(timeout=timeout, limits=limits) as client:
        # Warm both ends (imports, pools, caches) so the measured phase starts on equal terms.
        warm = Tally()
        message = WARM_UP if mode == "hold" else MESSAGES[0]
        for _ in range(3):
            body = {"message": message, **({"user_id": USER} if direct else {})}
            await asyncio.gather(*(one_stream(client, url, body, warm) for _ in range(min(streams, 20))))
        started = time.monotonic()
        await asyncio.gather(*(client_loop(client, n, started + seconds) for n in range(streams)))
        return tally, time.monotonic() - started


def report(tally: Tally, elapsed: float) -> dict[str, Any]:
    data = np.asarray(tally.first_event_ms or [0.0])
    return {
        "streams_completed": tally.turns,
        "events": tally.events,
        "keepalives": tally.keepalives,
        "errors": len(tally.errors),
        "error_examples": sorted(set(tally.errors))[:5],
        "first_event_p50_ms": round(float(np.percentile(data, 50)), 1),
        "first_event_p95_ms": round(float(np.percentile(data, 95)), 1),
        "first_event_p99_ms": round(float(np.percentile(data, 99)), 1),
        "elapsed_s": round(elapsed, 1),
    }


def serve_long_turns(port: int, seconds: float, interval: float) -> None:
    """The stand-in agent for `hold` mode: each turn streams for `seconds`."""
    app = FastAPI()

    def event(payload: dict[str, Any]) -> bytes:
        return b"data: " + json.dumps(payload).encode() + b"\r\n\r\n"

    @app.get("/health")
    async def health() -> dict[str, str]:
        return {"status": "ok"}

    @app.post("/api/v1/agent/chat/stream")
    async def turn(request: Request) -> StreamingResponse:
        warm_up = (await request.json()).get("message") == WARM_UP

        async def events() -> AsyncIterator[bytes]:
            yield event({"type": "metadata", "session_id": "sess_soak"})
            ends = time.monotonic() + (0 if warm_up else seconds)
            n = 0
            while time.monotonic() < ends:
                await asyncio.sleep(min(interval, max(0.0, ends - time.monotonic())))
                n += 1
                yield event({"type": "chunk", "content": f"word{n} "})
            yield event({"type": "done", "response": "held", "items": [], "session_id": "sess_soak"})

        return StreamingResponse(events(), media_type="text/event-stream")

    uvicorn.run(app, host="127.0.0.1", port=port, log_level="warning", backlog=4096)


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--streams", type=int, default=200, help="concurrent SSE clients")
    parser.add_argument("--seconds", type=float, default=60.0, help="how long the streams are held")
    parser.add_argument("--mode", choices=["hold", "turns"], default="hold")
    parser.add_argument(
        "--interval",
        type=float,
        default=7.0,
        help="hold mode: seconds between chunks (> 5 s: keep-alives flow)",
    )
    parser.add_argument("--ramp", type=float, default=2.0, help="seconds over which the clients arrive")
    parser.add_argument("--no-baseline", action="store_true", help="skip the direct-to-upstream phase")
    parser.add_argument("--catalogue", type=int, default=5000, help="turns mode: demo catalogue size")
    parser.add_argument("--serve-long-turns", type=int, default=None, help=argparse.SUPPRESS)
    args = parser.parse_args()
    if args.serve_long_turns:
        serve_long_turns(args.serve_long_turns, args.seconds, args.interval)
        return 0

    results: dict[str, Any] = {"mode": args.mode, "streams": args.streams, "seconds": args.seconds}
    with tempfile.TemporaryDirectory(prefix="aesthetiq-soak-") as tmp:
        if args.mode == "hold":
            port = free_port()
            upstream = [sys.executable, "-m", "bench.gateway_soak", "--serve-long-turns", str(port),
                        "--seconds", str(args.seconds), "--interval", str(args.interval)]  # fmt: skip
            services = gateway_in_front_of(Path(tmp), upstream, port, {"AESTHETIQ_KEEPALIVE_S": "5"})
        else:
            services = stack(Path(tmp), args.catalogue)
        with services as urls:
            phases = [("gateway", urls.gateway_url + "/api/agent/chat/stream", False)]
            if not args.no_baseline:
                phases.append(("direct", urls.agent_url + "/api/v1/agent/chat/stream", True))
            for name, url, direct in phases:
                tally, elapsed = asyncio.run(
                    run_clients(url, direct, args.streams, args.seconds, args.mode, args.ramp)
                )
                results[name] = report(tally, elapsed)

    print(f"\n{args.streams} concurrent SSE streams, mode {args.mode}, {args.seconds:.0f} s\n")
    print("| path | streams completed | events | keep-alives | errors | first event p50 | p95 | p99 |")
    print("| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: |")
    for name in ("gateway", "direct"):
        if name in results:
            r = results[name]
            print(
                f"| {name} | {r['streams_completed']} | {r['events']} | {r['keepalives']} | {r['errors']} "
                f"| {r['first_event_p50_ms']} ms | {r['first_event_p95_ms']} ms | {r['first_event_p99_ms']} ms |"
            )
    for name in ("gateway", "direct"):
        if name in results and results[name]["error_examples"]:
            print(f"\n{name} errors, e.g.: {results[name]['error_examples']}")
    RESULTS.parent.mkdir(parents=True, exist_ok=True)
    RESULTS.write_text(json.dumps(results, indent=2))
    return 0 if results["gateway"]["errors"] == 0 else 1


if __name__ == "__main__":
    raise SystemExit(main())
