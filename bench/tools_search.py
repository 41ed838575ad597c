"""``search_commerce_items`` latency in-process, over REST and over MCP, plus the tool server's memory and start time.

Run from the repository root: `.venv/bin/python -m bench.tools_search [--sizes 5000,100000] [--million]`.
For each catalogue size a demo catalogue is generated once (kept under --data-root and reused), then:
in-process calls through the registry; a real `aesthetiq serve mcp` process is started and timed until
/health answers; REST calls on one keep-alive connection; MCP calls on one persistent session; and, as
the baseline, MCP with a new session per call (what `MultiServerMCPClient.get_tools()` per call costs).
Resident memory (VmRSS, VmHWM) of the server process is read from /proc after the runs.
"""

from __future__ import annotations

import argparse
import asyncio
import contextlib
import json
import os
import subprocess
import sys
import time
from collections.abc import Callable, Iterator
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

QUERIES: list[dict[str, Any]] = [
    {"query": "navy linen shirt", "filters": {"category": "TOP"}},
    {"query": "black leather ankle boots", "filters": {"maxPrice": 250}},
    {"query": "warm wool coat for winter", "style_dna": "WARM_AUTUMN"},
    {"query": "white sneakers for everyday", "filters": {"subCategory": "Sneakers", "inStock": True}},
    {"query": "silk blouse for the office", "style_dna": "COOL_WINTER", "filters": {"category": "TOP"}},
    {"query": "high waisted jeans", "filters": {"subCategory": "Jeans", "minPrice": 40, "maxPrice": 120}},
    {"query": "summer dress for a wedding", "style_dna": "LIGHT_SPRING"},
    {"query": "leather belt brown"},
    {"query": "cashmere sweater in camel", "style_dna": "SOFT_AUTUMN", "filters": {"colors": ["brown"]}},
    {"query": "gold jewelry", "filters": {"category": "ACCESSORY"}},
    {"query": "running shoes", "filters": {"category": "SHOE", "maxPrice": 150}},
    {"query": "oversized hoodie streetwear"},
    {"query": "tailored trousers for an interview", "style_dna": "DEEP_WINTER"},
    {"query": "straw hat for the beach", "filters": {"subCategory": "Hat"}},
    {"query": "loafers in suede", "style_dna": "WARM_SPRING", "filters": {"category": "SHOE"}},
    {"query": "something elegant for a cocktail party", "filters": {"maxPrice": 300}},
    {"query": "denim jacket", "filters": {"colors": ["blue"]}},
    {"query": "cozy knit scarf", "style_dna": "COOL_SUMMER"},
    {"query": "black tie heels", "filters": {"subCategory": "Heels"}},
    {"query": "tote bag for work", "filters": {"subCategory": "Bag", "inStock": True}},
]


def arguments(i: int) -> dict[str, Any]:
    return {**QUERIES[i % len(QUERIES)], "limit": 20, "candidate_pool": 200}


def percentiles(samples_ms: list[float]) -> dict[str, float]:
    data = np.asarray(samples_ms)
    return {
        "n": len(samples_ms),
        "p50_ms": round(float(np.percentile(data, 50)), 2),
        "p95_ms": round(float(np.percentile(data, 95)), 2),
    }


def timed(call: Callable[[int], Any], n: int, warmup: int = 10) -> list[float]:
    for i in range(warmup):
        call(i)
    samples = []
    for i in range(n):
        started = time.perf_counter()
        call(i)
        samples.append((time.perf_counter() - started) * 1000)
    return samples


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


def in_process(settings: Settings, n: int) -> list[float]:
    from aesthetiq.store import open_store

    store = open_store(settings)
    try:
        ctx = ToolContext(settings=settings, store=store)
        return timed(lambda i: invoke(ctx, TOOL, arguments(i)), n)
    finally:
        store.close()


def free_port() -> int:
    import socket

    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        return sock.getsockname()[1]


@contextlib.contextmanager
def tool_server(settings: Settings) -> Iterator[tuple[subprocess.Popen[bytes], str, float]]:
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
    proc = subprocess.Popen([sys.executable, "-m", "aesthetiq.cli", "serve", "mcp"], env=env)
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


def memory_mb(pid: int) -> dict[str, float]:
    fields = {}
    for line in Path(f"/proc/{pid}/status").read_text().splitlines():
        key, _, value = line.partition(":")
        if key in {"VmRSS", "VmHWM"}:
            fields[key] = round(int(value.split()[0]) / 1024, 1)
    return {"rss_mb": fields["VmRSS"], "peak_rss_mb": fields["VmHWM"]}


def over_rest(url: str, n: int) -> list[float]:
    with httpx.Client(base_url=url, timeout=30) as client:

        def call(i: int) -> None:
            response = client.post(REST_PATH, json=arguments(i))
            response.raise_for_status()

        return timed(call, n)


async def _mcp_persistent(url: str, n: int) -> list[float]:
    async with streamablehttp_client(url + "/mcp") as (read, write, _), ClientSession(read, write) as session:
        await session.initialize()
        samples = []
        for i in range(-10, n):
            started = time.perf_counter()
            result = await session.call_tool(TOOL, arguments(i))
            if result.isError:
                raise RuntimeError(result.content[0].text)
            if i >= 0:
                samples.append((time.perf_counter() - started) * 1000)
        return samples


async def _mcp_session_per_call(url: str, n: int) -> list[float]:
    samples = []
    for i in range(-3, n):
        started = time.perf_counter()
        async with (
            streamablehttp_client(url + "/mcp") as (read, write, _),
            ClientSession(read, write) as session,
        ):
            await session.initialize()
            result = await session.call_tool(TOOL, arguments(i))
        if result.isError:
            raise RuntimeError(result.content[0].text)
        if i >= 0:
            samples.append((time.perf_counter() - started) * 1000)
    return samples


def run_size(root: Path, size: int, n: int, n_baseline: int) -> dict[str, Any]:
    settings = catalogue_settings(root, size, free_port())
    seed_s = prepare(settings)
    print(
        f"[{size:,} items] catalogue ready (generated in {seed_s:.1f} s)"
        if seed_s
        else f"[{size:,} items] catalogue reused"
    )
    rows = {"in-process": percentiles(in_process(settings, n))}
    with tool_server(settings) as (proc, url, startup_s):
        rows["REST (keep-alive)"] = percentiles(over_rest(url, n))
        rows["MCP (persistent session)"] = percentiles(asyncio.run(_mcp_persistent(url, n)))
        rows["MCP (session per call, baseline)"] = percentiles(
            asyncio.run(_mcp_session_per_call(url, n_baseline))
        )
        memory = memory_mb(proc.pid)
    return {
        "size": size,
        "seed_s": round(seed_s, 1),
        "startup_s": round(startup_s, 2),
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
        "| items | server start to serving (s) | RSS after runs (MB) | peak RSS (MB) |",
        "| ---: | ---: | ---: | ---: |",
    ]
    for result in results:
        lines.append(
            f"| {result['size']:,} | {result['startup_s']} | {result['rss_mb']} | {result['peak_rss_mb']} |"
        )
    return "\n".join(lines)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--sizes", default="5000,100000", help="comma-separated catalogue sizes")
    parser.add_argument("--million", action="store_true", help="also run 1,000,000 items (slow to generate)")
    parser.add_argument("--queries", type=int, default=300, help="calls per path")
    parser.add_argument(
        "--baseline-queries", type=int, default=60, help="calls for the session-per-call baseline"
    )
    parser.add_argument(
        "--data-root", type=Path, default=Path("/tmp/aesthetiq-bench"), help="where catalogues are kept"
    )
    args = parser.parse_args(argv)

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
