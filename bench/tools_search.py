"""``search_commerce_items`` latency in-process, over REST and over MCP, plus the tool server's memory and start time.

Run from the repository root: `.venv/bin/python -m bench.tools_search [--sizes 5000,100000] [--million]`.
For each catalogue size a demo catalogue is generated once (kept under --data-root and reused), then:
the tool in-process through the registry, alternating call by call with the bare store search (the
tool layer's cost); a real `aesthetiq serve mcp` process, timed until /health answers; REST on one
keep-alive connection alternating with MCP on one persistent session (same queries, same moment of a
shared machine); and, as the baseline, MCP with a new session for one call (what
`MultiServerMCPClient.get_tools()` per call costs). Resident memory (VmRSS, VmHWM) of the server
process is read from /proc after the runs; the start of the tool server alone (without the CLI's
seeding pass) is timed too.
"""

from __future__ import annotations

import argparse
import asyncio
import contextlib
import json
import logging
import os
import random
import subprocess
import sys
import time
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import httpx
import numpy as np
from mcp import ClientSession
from mcp.client.streamable_http import streamablehttp_client

from aesthetiq.settings import Settings
from aesthetiq.tools.base import ToolContext
from aesthetiq.tools.registry import invoke

RESULTS = Path(__file__).parent / "results" / "tools_search.json"
TOOL = "search_commerce_items"
REST_PATH = "/api/v1/commerce/tools/search_commerce_items"

COLOURS = [
    "navy",
    "black",
    "camel",
    "olive",
    "burgundy",
    "cream",
    "rust",
    "cobalt",
    "blush",
    "grey",
    "white",
    "blue",
]
MATERIALS = ["linen", "wool", "cotton", "silk", "leather", "suede", "denim", "cashmere", "corduroy", "knit"]
GARMENTS = [
    "shirt", "blazer", "coat", "trousers", "jeans", "dress", "skirt", "sneakers", "ankle boots",
    "loafers", "hoodie", "sweater", "tote bag", "scarf", "belt", "sandals", "heels", "watch",
]  # fmt: skip
OCCASIONS = ["", "for the office", "for a summer wedding", "for the weekend", "for date night", "for travel"]
SEASON_NAMES = ["WARM_AUTUMN", "COOL_WINTER", "LIGHT_SPRING", "SOFT_SUMMER", "DEEP_AUTUMN", "BRIGHT_WINTER"]
FILTERS: list[dict[str, Any] | None] = [
    None,
    {"maxPrice": 150},
    {"inStock": True},
    {"minPrice": 40, "maxPrice": 250},
    {"colors": ["blue"]},
    {"category": "TOP"},
]


def make_queries(n: int, seed: int = 7) -> list[dict[str, Any]]:
    """Distinct, realistic searches (so no cache sees the same query twice in a row)."""
    rng = random.Random(seed)
    queries = []
    for _ in range(n):
        text = f"{rng.choice(COLOURS)} {rng.choice(MATERIALS)} {rng.choice(GARMENTS)} {rng.choice(OCCASIONS)}"
        args: dict[str, Any] = {"query": text.strip()}
        if rng.random() < 0.6:
            args["style_dna"] = rng.choice(SEASON_NAMES)
        chosen = rng.choice(FILTERS)
        if chosen:
            args["filters"] = chosen
        queries.append(args)
    return queries


QUERIES = make_queries(1000)


def arguments(i: int) -> dict[str, Any]:
    return {**QUERIES[i % len(QUERIES)], "limit": 20, "candidate_pool": 200}


def percentiles(samples_ms: list[float]) -> dict[str, float]:
    data = np.asarray(samples_ms)
    return {
        "n": len(samples_ms),
        "p50_ms": round(float(np.percentile(data, 50)), 2),
        "p95_ms": round(float(np.percentile(data, 95)), 2),
    }


def catalogue_settings(root: Path, size: int, port: int) -> Settings:
    return Settings(
        data_dir=root / f"catalogue_{size}", demo_catalogue_size=size, mcp_port=port, log_level="WARNING"
    )


def prepare(settings: Settings) -> float:
    """Generate the catalogue on first use; the seconds it took (0 when it was already there)."""
    from aesthetiq.store import open_store

    started = time.perf_counter()
    existed = settings.db_path.exists()
    open_store(settings).close()
    return 0.0 if existed else time.perf_counter() - started


def in_process(settings: Settings, n: int) -> tuple[list[float], list[float]]:
    """The tool through the registry and the bare store call, alternating on the same queries.

    Alternating (and swapping which goes first) gives both the same machine conditions and caches:
    the gap between them is the tool layer's own cost.
    """
    from aesthetiq.store import open_store
    from aesthetiq.tools.validation import CommerceFilterArgs

    store = open_store(settings)
    ctx = ToolContext(settings=settings, store=store)

    def bare(args: dict[str, Any]) -> None:
        filters = CommerceFilterArgs(**args["filters"]) if "filters" in args else None
        store.search_commerce(args["query"], filters, 20, candidate_pool=200, style_dna=args.get("style_dna"))

    def tool(args: dict[str, Any]) -> None:
        invoke(ctx, TOOL, args)

    samples: dict[str, list[float]] = {"tool": [], "bare": []}
    try:
        for i in range(-10, n):
            args = arguments(i)
            pair = [("tool", tool), ("bare", bare)]
            for key, call in pair if i % 2 else reversed(pair):
                started = time.perf_counter()
                call(args)
                if i >= 0:
                    samples[key].append((time.perf_counter() - started) * 1000)
        return samples["tool"], samples["bare"]
    finally:
        store.close()


def free_port() -> int:
    import socket

    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        return sock.getsockname()[1]


@contextlib.contextmanager
def tool_server(
    settings: Settings, command: list[str] | None = None
) -> Iterator[tuple[subprocess.Popen[bytes], str, float]]:
    """`aesthetiq serve mcp` in its own process; yields it, its URL and the seconds until /health answered."""
    env = {
        **os.environ,
        "AESTHETIQ_DATA_DIR": str(settings.data_dir),
        "AESTHETIQ_DEMO_CATALOGUE_SIZE": str(settings.demo_catalogue_size),
        "AESTHETIQ_MCP_PORT": str(settings.mcp_port),
        "AESTHETIQ_LOG_LEVEL": "WARNING",
    }
    url = f"http://127.0.0.1:{settings.mcp_port}"
    started = time.perf_counter()
    proc = subprocess.Popen(command or [sys.executable, "-m", "aesthetiq.cli", "serve", "mcp"], env=env)
    try:
        while True:
            if proc.poll() is not None:
                raise RuntimeError(f"the tool server exited with {proc.returncode}")
            with contextlib.suppress(httpx.HTTPError):
                if httpx.get(url + "/health", timeout=0.5).status_code == 200:
                    break
            if time.perf_counter() - started > 120:
                raise RuntimeError("the tool server did not start within 120 s")
            time.sleep(0.02)
        yield proc, url, time.perf_counter() - started
    finally:
        proc.terminate()
        try:
            proc.wait(timeout=10)
        except subprocess.TimeoutExpired:
            proc.kill()
            proc.wait()


# The tool server alone: what `serve mcp` costs without the CLI's separate seeding pass over the store.
SERVER_ONLY = (
    "import asyncio, logging; logging.basicConfig(level=logging.WARNING);"
    "from aesthetiq.settings import Settings; from aesthetiq.serve import serve;"
    "asyncio.run(serve(Settings(), ['mcp']))"
)


def memory_mb(pid: int) -> dict[str, float]:
    fields = {}
    for line in Path(f"/proc/{pid}/status").read_text().splitlines():
        key, _, value = line.partition(":")
        if key in {"VmRSS", "VmHWM"}:
            fields[key] = round(int(value.split()[0]) / 1024, 1)
    return {"rss_mb": fields["VmRSS"], "peak_rss_mb": fields["VmHWM"]}


async def over_network(url: str, n: int, n_baseline: int) -> dict[str, list[float]]:
    """REST and MCP (persistent session) alternating on the same queries; every few calls the baseline:
    a new MCP session for one call."""
    samples: dict[str, list[float]] = {"rest": [], "mcp": [], "mcp_per_call": []}

    async def rest_call(client: httpx.AsyncClient, args: dict[str, Any]) -> None:
        (await client.post(REST_PATH, json=args)).raise_for_status()

    async def mcp_call(session: ClientSession, args: dict[str, Any]) -> None:
        result = await session.call_tool(TOOL, args)
        if result.isError:
            raise RuntimeError(result.content[0].text)

    async def mcp_new_session(args: dict[str, Any]) -> None:
        async with (
            streamablehttp_client(url + "/mcp") as (read, write, _),
            ClientSession(read, write) as fresh,
        ):
            await fresh.initialize()
            await mcp_call(fresh, args)

    every = max(1, n // max(1, n_baseline))
    async with (
        httpx.AsyncClient(base_url=url, timeout=60) as client,
        streamablehttp_client(url + "/mcp") as (read, write, _),
        ClientSession(read, write) as session,
    ):
        await session.initialize()
        await session.list_tools()
        for i in range(-10, n):
            args = arguments(n + 20 + i)
            first, second = ("rest", "mcp") if i % 2 else ("mcp", "rest")
            for key in (first, second):
                started = time.perf_counter()
                await (rest_call(client, args) if key == "rest" else mcp_call(session, args))
                if i >= 0:
                    samples[key].append((time.perf_counter() - started) * 1000)
            if i >= 0 and i % every == 0 and len(samples["mcp_per_call"]) < n_baseline:
                started = time.perf_counter()
                await mcp_new_session(args)
                samples["mcp_per_call"].append((time.perf_counter() - started) * 1000)
    return samples


def run_size(root: Path, size: int, n: int, n_baseline: int) -> dict[str, Any]:
    settings = catalogue_settings(root, size, free_port())
    seed_s = prepare(settings)
    print(
        f"[{size:,} items] catalogue ready (generated in {seed_s:.1f} s)"
        if seed_s
        else f"[{size:,} items] catalogue reused"
    )
    through_tool, bare_store = in_process(settings, n)
    rows = {"store only (no tool layer)": percentiles(bare_store), "in-process": percentiles(through_tool)}
    with tool_server(settings) as (proc, url, startup_s):
        network = asyncio.run(over_network(url, n, n_baseline))
        rows["REST (keep-alive)"] = percentiles(network["rest"])
        rows["MCP (persistent session)"] = percentiles(network["mcp"])
        rows["MCP (session per call, baseline)"] = percentiles(network["mcp_per_call"])
        memory = memory_mb(proc.pid)
    with tool_server(settings, [sys.executable, "-c", SERVER_ONLY]) as (_, _, server_only_s):
        pass
    return {
        "load_average_1m": round(os.getloadavg()[0], 2),  # the machine is shared: context for the numbers
        "size": size,
        "seed_s": round(seed_s, 1),
        "startup_s": round(startup_s, 2),
        "startup_server_only_s": round(server_only_s, 2),
        **memory,
        "latency": rows,
    }


def report(results: list[dict[str, Any]]) -> str:
    lines = [
        "| items | path | n | p50 ms | p95 ms |",
        "| ---: | --- | ---: | ---: | ---: |",
    ]
    for result in results:
        for path, row in result["latency"].items():
            lines.append(f"| {result['size']:,} | {path} | {row['n']} | {row['p50_ms']} | {row['p95_ms']} |")
    lines += [
        "",
        "| items | `serve mcp` start to serving (s) | tool server alone (s) | RSS after runs (MB) | peak RSS (MB) |",
        "| ---: | ---: | ---: | ---: | ---: |",
    ]
    for result in results:
        lines.append(
            f"| {result['size']:,} | {result['startup_s']} | {result['startup_server_only_s']} "
            f"| {result['rss_mb']} | {result['peak_rss_mb']} |"
        )
    for result in results:
        if result["size"] == 100_000:
            mcp_p95 = result["latency"]["MCP (persistent session)"]["p95_ms"]
            in_p95 = result["latency"]["in-process"]["p95_ms"]
            lines += [
                "",
                "targets at 100,000 items:",
                f"- in-process p95 {in_p95} ms (target <= 15): {'met' if in_p95 <= 15 else 'NOT met'}",
                f"- MCP p95 {mcp_p95} ms (target <= 25): {'met' if mcp_p95 <= 25 else 'NOT met'}",
                f"- RSS {result['rss_mb']} MB (target <= 400): {'met' if result['rss_mb'] <= 400 else 'NOT met'}",
                f"- start to serving {result['startup_s']} s (target <= 3): "
                + ("met" if result["startup_s"] <= 3 else "NOT met"),
            ]
    return "\n".join(lines)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--sizes", default="5000,100000", help="comma-separated catalogue sizes")
    parser.add_argument("--million", action="store_true", help="also run 1,000,000 items (slow to generate)")
    parser.add_argument("--queries", type=int, default=200, help="calls per path")
    parser.add_argument(
        "--baseline-queries", type=int, default=40, help="calls for the session-per-call baseline"
    )
    parser.add_argument(
        "--data-root", type=Path, default=Path("/tmp/aesthetiq-bench"), help="where catalogues are kept"
    )
    args = parser.parse_args(argv)
    logging.basicConfig(level=logging.WARNING)

    sizes = [int(s) for s in args.sizes.split(",") if s.strip()] + ([1_000_000] if args.million else [])
    args.data_root.mkdir(parents=True, exist_ok=True)
    results = [run_size(args.data_root, size, args.queries, args.baseline_queries) for size in sizes]
    table = report(results)
    print(table)
    RESULTS.parent.mkdir(parents=True, exist_ok=True)
    RESULTS.write_text(json.dumps({"tool": TOOL, "results": results, "table": table}, indent=2))
    print(f"\nwritten to {RESULTS}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
