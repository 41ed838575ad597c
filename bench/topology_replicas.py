"""Turns per second through the production topology with one and with two agent replicas.

Run from the repository root: `.venv/bin/python -m bench.topology_replicas [--clients 32] [--turns-per-client 10]`.
The topology of compose.yaml as processes on this machine: a gateway (`agent_urls`) in front of N
agents, each agent with its own tool server, PostgreSQL with pgvector (pgserver), Redis, the internal
token; offline engine, 5k catalogue. Measured in the same run, one after the other: N = 1 (the
baseline) and N = 2, each after the same warm-up, with the same concurrent clients streaming turns
through the gateway. The machine has 2 cores shared by every process (and other work), so two
replicas here measure the cost of the topology more than the gain of a second machine.
"""

from __future__ import annotations

import argparse
import asyncio
import contextlib
import json
import os
import subprocess
import sys
import tempfile
import time
from datetime import UTC, datetime
from pathlib import Path
from typing import Any

import httpx

from bench.agent_turns import PIDS, concurrent, free_port, one_turn, service

RESULTS = Path(__file__).parent / "results" / "topology_replicas.json"
TOKEN = "bench-internal-token-0123456789abcdef0123"


def wait_ready(url: str, timeout_s: float = 240.0) -> None:
    deadline = time.monotonic() + timeout_s
    while time.monotonic() < deadline:
        with contextlib.suppress(httpx.HTTPError):
            if httpx.get(url + "/health/ready", timeout=2).status_code == 200:
                return
        time.sleep(0.2)
    raise RuntimeError(f"{url} did not become ready")


@contextlib.contextmanager
def redis() -> Any:
    port = free_port()
    proc = subprocess.Popen(["redis-server", "--port", str(port), "--bind", "127.0.0.1", "--save", ""],
                            stdout=subprocess.DEVNULL)  # fmt: skip
    try:
        time.sleep(0.3)
        yield f"redis://127.0.0.1:{port}/0"
    finally:
        proc.terminate()
        proc.wait(5)


def run(args: argparse.Namespace, work: Path) -> dict[str, Any]:
    import pgserver

    server = pgserver.get_server(tempfile.mkdtemp(prefix="aesthetiq-bench-pg-"), cleanup_mode="delete")
    try:
        with redis() as redis_url:
            env = {
                **{k: v for k, v in os.environ.items() if not k.startswith(("AESTHETIQ_", "OTEL_"))},
                "AESTHETIQ_HOST": "127.0.0.1", "AESTHETIQ_STORE": "postgres", "AESTHETIQ_POSTGRES_URL": server.get_uri(),
                "AESTHETIQ_REDIS_URL": redis_url, "AESTHETIQ_INTERNAL_TOKEN": TOKEN, "AESTHETIQ_SEED_ON_START": "false",
                "AESTHETIQ_DEMO_CATALOGUE_SIZE": str(args.catalogue), "AESTHETIQ_LOG_LEVEL": "WARNING",
                "AESTHETIQ_TRACE_LOG": "false", "AESTHETIQ_ENGINE": "offline", "AESTHETIQ_DATA_DIR": str(work),
                "AESTHETIQ_RATE_LIMIT_USER_PER_MIN": "0", "AESTHETIQ_RATE_LIMIT_IP_PER_MIN": "0",
            }  # fmt: skip
            subprocess.run([sys.executable, "-m", "aesthetiq.cli", "seed", "--if-empty"], env=env, check=True)
            return {f"{n}_agent{'s' if n > 1 else ''}": replicas(n, env, args) for n in (1, 2)}
    finally:
        server.cleanup()


def replicas(count: int, env: dict[str, str], args: argparse.Namespace) -> dict[str, Any]:
    PIDS.clear()
    with contextlib.ExitStack() as stack:
        agents = []
        for i in range(1, count + 1):
            tools_port, agent_port = free_port(), free_port()
            tools = stack.enter_context(service(f"mcp{i}", {**env, "AESTHETIQ_MCP_PORT": str(tools_port)}, tools_port))
            agents.append(stack.enter_context(service(f"agent{i}", {
                **env, "AESTHETIQ_AGENT_PORT": str(agent_port), "AESTHETIQ_MCP_URL": tools + "/mcp"}, agent_port)))  # fmt: skip
        gateway_port = free_port()
        gateway = stack.enter_context(service("gateway", {
            **env, "AESTHETIQ_GATEWAY_PORT": str(gateway_port), "AESTHETIQ_AGENT_URLS": json.dumps(agents)}, gateway_port))  # fmt: skip
        wait_ready(gateway)
        with httpx.Client(timeout=60) as client:  # the same warm-up for both: pooled sessions, caches
            for n in range(16 * count):
                one_turn(client, gateway, n)
        result = asyncio.run(concurrent([gateway], args.clients, args.turns_per_client))
        result["agent_processes"] = count
        return result


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--clients", type=int, default=32)
    parser.add_argument("--turns-per-client", type=int, default=10)
    parser.add_argument("--catalogue", type=int, default=5000)
    args = parser.parse_args()
    load = os.getloadavg()
    with tempfile.TemporaryDirectory(prefix="aesthetiq-bench-") as work:
        runs = run(args, Path(work))
    results = {
        "date": datetime.now(UTC).strftime("%Y-%m-%d %H:%M UTC"),
        "cpus": os.cpu_count(),
        "load_average_at_start": [round(x, 2) for x in load],
        "catalogue": args.catalogue,
        "topology": "gateway(agent_urls) -> N agents, each with its tool server; PostgreSQL (pgserver), Redis",
        **runs,
    }
    RESULTS.parent.mkdir(parents=True, exist_ok=True)
    RESULTS.write_text(json.dumps(results, indent=2))
    print("| agent replicas | turns | turns/s | p50 ms | p95 ms | errors | CPU ms/turn (per process) |")
    print("| ---: | ---: | ---: | ---: | ---: | ---: | --- |")
    for run_ in runs.values():
        print(f"| {run_['agent_processes']} | {run_['turns']} | {run_['turns_per_s']} | {run_['p50_ms']} | "
              f"{run_['p95_ms']} | {run_['errors']} | {json.dumps(run_['cpu_ms_per_turn'])} |")  # fmt: skip
    print(f"\nresults: {RESULTS}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
