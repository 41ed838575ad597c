"""Agent turn latency and throughput: offline engine, clothing turns, tool server on loopback, 5k catalogue.

Run from the repository root: `.venv/bin/python -m bench.agent_turns [--turns 200] [--clients 32]`;
heavy concurrency: `--concurrency-only --clients 32,100,200 --turns-per-client 3`.
The tool server and the agent each run in their own process (`aesthetiq serve mcp|agent`).
Measured in the same run:
- baseline: one `search_commerce_items` call over the tool server's REST route (the floor of a turn);
- per-turn sessions: the agent with `mcp_session_idle_s=0` (each turn opens its own MCP session);
- pooled sessions (the default): p50/p95 turn latency, first SSE event latency, node timings;
- 32 concurrent clients against the default agent (or each count in `--clients 32,100,200`): turns/s,
  errors, and "unreachable" turns (answered, but without the catalogue: a tool call failed or timed out).
"""

from __future__ import annotations

import argparse
import asyncio
import contextlib
import json
import os
import statistics
import subprocess
import sys
import tempfile
import time
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import httpx

RESULTS = Path(__file__).parent / "results" / "agent_turns.json"
STREAM = "/api/v1/agent/chat/stream"
MESSAGES = [
    "a navy wool blazer for the office",
    "green sneakers under 90",
    "Show me casual summer tops",
    "black leather ankle boots",
    "a cream wool coat",
    "a silk blouse for a dinner date",
    "I need a jacket for a job interview",
    "Find me trousers for work",
]
USERS = [f"user_demo_{n}" for n in range(1, 6)]


def free_port() -> int:
    import socket

    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        return sock.getsockname()[1]


def wait_healthy(url: str, proc: subprocess.Popen[bytes], timeout_s: float = 240.0) -> None:
    deadline = time.monotonic() + timeout_s
    while proc.poll() is None:
        with contextlib.suppress(httpx.HTTPError):
            if httpx.get(url + "/health", timeout=1.0).status_code == 200:
                return
        if time.monotonic() > deadline:
            break
        time.sleep(0.1)
    raise RuntimeError(f"{url} did not become healthy (exit code {proc.poll()})")


def cpu_seconds(pid: int) -> float:
    """User + system CPU time of a process (Linux /proc), to split a turn's cost between services."""
    fields = Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()
    return (int(fields[11]) + int(fields[12])) / os.sysconf("SC_CLK_TCK")


PIDS: dict[str, int] = {}


@contextlib.contextmanager
def service(name: str, env: dict[str, str], port: int) -> Iterator[str]:
    proc = subprocess.Popen(
        [sys.executable, "-m", "aesthetiq.cli", "serve", name.rstrip("0123456789")], env=env,
        stdout=subprocess.DEVNULL, stderr=subprocess.PIPE,
    )  # fmt: skip
    url = f"http://127.0.0.1:{port}"
    PIDS[name] = proc.pid
    try:
        try:
            wait_healthy(url, proc)
        except RuntimeError:
            proc.kill()
            stderr = proc.stderr.read().decode(errors="replace") if proc.stderr else ""
            raise RuntimeError(f"`aesthetiq serve {name}` failed:\n{stderr[-2000:]}") from None
        yield url
    finally:
        proc.terminate()
        try:
            proc.wait(10)
        except subprocess.TimeoutExpired:
            proc.kill()


def base_env(data_dir: Path, catalogue: int, mcp_port: int, agent_port: int) -> dict[str, str]:
    return {
        **os.environ,
        "AESTHETIQ_DATA_DIR": str(data_dir),
        "AESTHETIQ_HOST": "127.0.0.1",
        "AESTHETIQ_MCP_PORT": str(mcp_port),
        "AESTHETIQ_AGENT_PORT": str(agent_port),
        "AESTHETIQ_DEMO_CATALOGUE_SIZE": str(catalogue),
        "AESTHETIQ_LOG_LEVEL": "WARNING",
        "AESTHETIQ_TRACE_LOG": "false",
        "AESTHETIQ_ENGINE": "offline",
    }


def pct(values: list[float], q: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, round(q * (len(ordered) - 1)))] if ordered else float("nan")


def one_turn(client: httpx.Client, url: str, n: int) -> tuple[float, float, dict[str, Any]]:
    body = {"message": MESSAGES[n % len(MESSAGES)], "user_id": USERS[n % len(USERS)]}
    started = time.perf_counter()
    first = None
    done: dict[str, Any] = {}
    with client.stream("POST", url + STREAM, json=body) as response:
        response.raise_for_status()
        for line in response.iter_lines():
            if not line.startswith("data: "):
                continue
            if first is None:
                first = time.perf_counter() - started
            event = json.loads(line[6:])
            if event["type"] == "done":
                done = event
    total = time.perf_counter() - started
    if not done:
        raise RuntimeError("the stream ended without done")
    return (first or total) * 1000, total * 1000, done


def sequential(url: str, turns: int, warmup: int = 16) -> dict[str, Any]:
    with httpx.Client(timeout=30) as client:
        for n in range(warmup):
            one_turn(client, url, n)
        firsts, totals, nodes, calls, errors = [], [], {}, [], []
        for n in range(turns):
            try:
                first, total, done = one_turn(client, url, n)
            except (httpx.HTTPError, RuntimeError) as exc:
                errors.append(type(exc).__name__)
                continue
            firsts.append(first)
            totals.append(total)
            calls.append(done["metadata"]["model_calls"])
            for node, ms in done["metadata"]["timings"].items():
                nodes.setdefault(node, []).append(ms)
    return {
        "turns": turns,
        "errors": len(errors),
        "p50_ms": round(pct(totals, 0.5), 2),
        "p95_ms": round(pct(totals, 0.95), 2),
        "first_event_p50_ms": round(pct(firsts, 0.5), 2),
        "first_event_p95_ms": round(pct(firsts, 0.95), 2),
        "model_calls_per_turn": statistics.mean(calls),
        "node_p50_ms": {node: round(pct(values, 0.5), 2) for node, values in nodes.items()},
    }


async def concurrent(urls: list[str], clients: int, turns_per_client: int, users: list[str] = USERS) -> dict[str, Any]:
    errors: list[str] = []
    unreachable: list[int] = []
    latencies: list[float] = []

    async def client_loop(worker: int) -> None:
        async with httpx.AsyncClient(timeout=60) as client:
            for n in range(turns_per_client):
                k = worker * turns_per_client + n
                body = {"message": MESSAGES[k % len(MESSAGES)], "user_id": users[k % len(users)]}
                started = time.perf_counter()
                try:
                    done = False
                    url = urls[worker % len(urls)]
                    async with client.stream("POST", url + STREAM, json=body) as response:
                        if response.status_code != 200:
                            errors.append(f"status {response.status_code}")
                            continue
                        async for line in response.aiter_lines():
                            if line.startswith("data: ") and '"type": "done"' in line:
                                done = True
                                if '"tools_unavailable": true' in line:
                                    unreachable.append(k)
                    if not done:
                        errors.append("no done event")
                    latencies.append((time.perf_counter() - started) * 1000)
                except httpx.HTTPError as exc:
                    errors.append(type(exc).__name__)

    cpu_before = {name: cpu_seconds(pid) for name, pid in PIDS.items()}
    client_cpu = time.process_time()
    started = time.perf_counter()
    await asyncio.gather(*(client_loop(w) for w in range(clients)))
    elapsed = time.perf_counter() - started
    total = clients * turns_per_client
    cpu_ms = {name: round(1000 * (cpu_seconds(pid) - cpu_before[name]) / total, 2) for name, pid in PIDS.items()}
    cpu_ms["benchmark_client"] = round(1000 * (time.process_time() - client_cpu) / total, 2)
    return {
        "agent_processes": len(urls),
        "cpu_ms_per_turn": cpu_ms,
        "clients": clients,
        "users": len(users),
        "turns": total,
        "turns_per_s": round(total / elapsed, 1),
        "errors": len(errors),
        "error_kinds": sorted(set(errors)),
        "unreachable_turns": len(unreachable),
        "p50_ms": round(pct(latencies, 0.5), 2),
        "p95_ms": round(pct(latencies, 0.95), 2),
    }


def rest_baseline(tools_url: str, calls: int) -> dict[str, Any]:
    route = tools_url + "/api/v1/commerce/tools/search_commerce_items"
    times = []
    with httpx.Client(timeout=30) as client:
        for n in range(calls + 10):
            started = time.perf_counter()
            response = client.post(route, json={"query": MESSAGES[n % len(MESSAGES)], "limit": 20,
                                                "style_dna": "WARM_AUTUMN"})  # fmt: skip
            response.raise_for_status()
            if n >= 10:
                times.append((time.perf_counter() - started) * 1000)
    return {"calls": calls, "p50_ms": round(pct(times, 0.5), 2), "p95_ms": round(pct(times, 0.95), 2)}


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--turns", type=int, default=200, help="sequential turns per configuration")
    parser.add_argument("--clients", default="32", help="concurrent clients; a comma list runs each (32,100,200)")
    parser.add_argument("--concurrency-only", action="store_true", help="skip the sequential runs")
    parser.add_argument("--users", type=int, default=5, help="demo users the clients share (1: all one user)")
    parser.add_argument("--turns-per-client", type=int, default=10)
    parser.add_argument("--catalogue", type=int, default=5000)
    parser.add_argument("--replicas", type=int, default=2, help="agent processes for the second concurrent run")
    parser.add_argument("--data-dir", type=Path, default=None, help="reuse a seeded data dir")
    args = parser.parse_args()

    with contextlib.ExitStack() as cleanup:
        data_dir = args.data_dir or Path(cleanup.enter_context(tempfile.TemporaryDirectory(prefix="aesthetiq-agent-")))
        return run(args, data_dir)


def run(args: argparse.Namespace, data_dir: Path) -> int:
    mcp_port = free_port()
    client_counts = [int(n) for n in str(args.clients).split(",") if n.strip()]
    results: dict[str, Any] = {"catalogue": args.catalogue, "cpus": os.cpu_count()}
    env = base_env(data_dir, args.catalogue, mcp_port, free_port())
    with service("mcp", env, mcp_port) as tools_url:
        results["baseline_rest_search"] = rest_baseline(tools_url, args.turns)
        if not args.concurrency_only:
            per_turn_port = free_port()
            per_turn_env = {**env, "AESTHETIQ_AGENT_PORT": str(per_turn_port), "AESTHETIQ_MCP_SESSION_IDLE_S": "0"}
            with service("agent", per_turn_env, per_turn_port) as agent_url:
                results["per_turn_sessions"] = sequential(agent_url, args.turns)
        pooled_port = free_port()
        with service("agent", {**env, "AESTHETIQ_AGENT_PORT": str(pooled_port)}, pooled_port) as agent_url:
            if not args.concurrency_only:
                results["pooled_sessions"] = sequential(agent_url, args.turns)
            else:
                with httpx.Client(timeout=30) as client:  # warm up: tool definitions, pooled sessions
                    for n in range(16):
                        one_turn(client, agent_url, n)
            users = USERS[: max(1, args.users)]
            runs = [asyncio.run(concurrent([agent_url], n, args.turns_per_client, users)) for n in client_counts]
            results["concurrent"], results["concurrent_runs"] = runs[0], runs
            if args.replicas > 1 and not args.concurrency_only:
                # The agent keeps no state in memory, so replicas behind a balancer share the load.
                with contextlib.ExitStack() as more:
                    urls = [agent_url]
                    for n in range(1, args.replicas):
                        port = free_port()
                        urls.append(more.enter_context(
                            service(f"agent{n}", {**env, "AESTHETIQ_AGENT_PORT": str(port)}, port)))  # fmt: skip
                    results["concurrent_replicas"] = asyncio.run(
                        concurrent(urls, client_counts[0], args.turns_per_client)
                    )

    out = RESULTS.with_name("agent_turns_concurrency.json") if args.concurrency_only else RESULTS
    out.parent.mkdir(parents=True, exist_ok=True)
    out.write_text(json.dumps(results, indent=2))
    base = results["baseline_rest_search"]
    print(f"\nAgent turns — offline engine, {args.catalogue:,} items, {os.cpu_count()} CPUs\n")
    print("| measurement | p50 ms | p95 ms | first event p50 ms | first event p95 ms | errors |")
    print("| --- | ---: | ---: | ---: | ---: | ---: |")
    print(f"| baseline: one REST commerce search | {base['p50_ms']} | {base['p95_ms']} | – | – | 0 |")
    for label, key in (("turn, MCP session per turn", "per_turn_sessions"),
                       ("turn, pooled MCP session (default)", "pooled_sessions")):  # fmt: skip
        if key in results:
            row = results[key]
            print(f"| {label} | {row['p50_ms']} | {row['p95_ms']} | {row['first_event_p50_ms']} | "
                  f"{row['first_event_p95_ms']} | {row['errors']} |")  # fmt: skip
    print("\n| concurrent clients | turns | turns/s | p50 ms | p95 ms | errors | unreachable turns | agent CPU ms/turn |")
    print("| ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |")
    for conc in results["concurrent_runs"]:
        print(f"| {conc['clients']} | {conc['turns']} | {conc['turns_per_s']} | {conc['p50_ms']} | {conc['p95_ms']} | "
              f"{conc['errors']} | {conc['unreachable_turns']} | {conc['cpu_ms_per_turn'].get('agent')} |")  # fmt: skip
    print(f"CPU per turn under load (ms, first run): {json.dumps(results['concurrent']['cpu_ms_per_turn'])}")
    if "concurrent_replicas" in results:
        rep = results["concurrent_replicas"]
        print(f"{rep['clients']} concurrent clients over {rep['agent_processes']} agent processes: "
              f"{rep['turns_per_s']} turns/s, {rep['errors']} errors (p50 {rep['p50_ms']} ms, p95 {rep['p95_ms']} ms)")  # fmt: skip
    if "pooled_sessions" in results:
        pooled = results["pooled_sessions"]
        print(f"model calls per turn: {pooled['model_calls_per_turn']}")
        print("node p50 ms (pooled):", json.dumps(pooled["node_p50_ms"]))
    print(f"\nresults: {out}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
