"""Run every benchmark once with its default, bounded settings (`make bench`), each in its own process.

Each benchmark prints its markdown table and writes bench/results/<name>.json; this runner adds the
machine and date to bench/results/machine.json so the README's table can say where numbers came from.
Heavier runs (1M items, 200 streams x 60 s) take flags: see each module's docstring.
"""

from __future__ import annotations

import json
import os
import platform
import subprocess
import sys
import time
from datetime import UTC, datetime
from pathlib import Path

BENCHMARKS = [
    ("bench.embeddings_throughput", []),
    ("bench.store_search", []),
    ("bench.tools_search", ["--sizes", "5000,100000"]),
    ("bench.mcp_transports", []),
    ("bench.guardrails_latency", []),
    ("bench.guardrails_eval", []),
    ("bench.agent_turns", []),
    ("bench.agent_llm_turns", []),
    ("bench.gateway_overhead", []),
    ("bench.gateway_soak", ["--streams", "200", "--seconds", "60"]),
]


def machine() -> dict[str, object]:
    cpu = next(
        (line.split(":", 1)[1].strip() for line in Path("/proc/cpuinfo").read_text().splitlines()
         if line.startswith("model name")),
        platform.processor(),
    )  # fmt: skip
    return {
        "date": datetime.now(UTC).strftime("%Y-%m-%d %H:%M UTC"),
        "cpu": cpu,
        "cores": os.cpu_count(),
        "python": platform.python_version(),
        "load_average_at_start": os.getloadavg(),
    }


def main() -> int:
    results = Path(__file__).parent / "results"
    results.mkdir(exist_ok=True)
    (results / "machine.json").write_text(json.dumps(machine(), indent=2))
    failed = []
    for module, args in BENCHMARKS:
        print(f"\n## {module}\n", flush=True)
        started = time.monotonic()
        code = subprocess.call([sys.executable, "-m", module, *args])
        print(f"\n({module}: exit {code}, {time.monotonic() - started:.0f} s)", flush=True)
        if code != 0:
            failed.append(module)
    if failed:
        print("\nmissed a target or failed: " + ", ".join(failed))
    return 1 if failed else 0


if __name__ == "__main__":
    raise SystemExit(main())
