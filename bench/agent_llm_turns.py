"""Agent overhead around a model: the llm engine against a scripted model that answers after a fixed delay.

Run from the repository root: `.venv/bin/python -m bench.agent_llm_turns [--turns 40] [--delay-ms 300]`.
The tool server and the agent run as `aesthetiq serve mcp|agent` processes; the scripted OpenAI-compatible
model runs in this process. For every turn: overhead = turn latency - delay x (model calls of that turn).
Measured in the same run:
- baseline: the offline engine (no model at all), same messages;
- the same offline turns, each after the processes sat idle for the model's delay: what waking up
  costs on this machine, with no model involved (on these VMs a process-to-process round trip takes
  ~6 us when busy and ~50 us after 300 ms idle, so everything after a long wait runs slower);
- llm, default fast path: confident offline understanding skips the structured call (JSON endpoint:
  the reply is asked for in one piece; through the SSE endpoint it is streamed token by token);
- llm, every turn understood by the model (fast path off): the worst case of two calls;
- llm, fast path off, against a model that answers at once: the agent's own overhead with no idle wait;
- a pure-Python probe (no I/O) timed warm and right after sleeping the model's delay: how much slower
  this machine runs code after an idle wait.
"""

from __future__ import annotations

import argparse
import contextlib
import json
import re
import statistics
import tempfile
import time
from pathlib import Path
from typing import Any

import httpx
from tests.fakes.openai_server import ScriptedModel, create_app
from tests.servers import running

from bench.agent_turns import MESSAGES, USERS, base_env, free_port, pct, service

RESULTS = Path(__file__).parent / "results" / "agent_llm_turns.json"
UNDERSTOOD = {"intent": "clothing", "operations": [{"op": "new_request", "pieces": [{"subCategory": "Jacket"}]}],
              "semantic_query": "a smart jacket", "confidence": 0.9}  # fmt: skip
PROBE_WORDS = re.compile(r"[a-z]+")
REPLY = "Here are a few pieces that suit your palette and budget, each with a note on why it works for you."


def answer(client: httpx.Client, url: str, body: dict[str, Any], stream: bool) -> dict[str, Any]:
    """The turn's final payload, from the JSON endpoint or read off the SSE stream up to ``done``."""
    if not stream:
        response = client.post(url + "/api/v1/agent/chat", json=body)
        response.raise_for_status()
        return response.json()
    with client.stream("POST", url + "/api/v1/agent/chat/stream", json=body) as response:
        response.raise_for_status()
        for line in response.iter_lines():
            if line.startswith("data:"):
                payload = json.loads(line[5:])
                if payload.get("type") == "done":
                    return payload
    raise RuntimeError("the stream ended without a done event")


def turns(
    url: str, count: int, delay_ms: float, idle_s: float = 0.0, stream: bool = False, warmup: int = 4
) -> dict[str, Any]:
    overheads, totals, calls, fallbacks, iterations = [], [], [], [], []
    nodes: dict[str, list[float]] = {}
    with httpx.Client(timeout=60) as client:
        for n in range(count + warmup):
            body = {"message": MESSAGES[n % len(MESSAGES)], "user_id": USERS[n % len(USERS)]}
            time.sleep(idle_s)
            started = time.perf_counter()
            metadata = answer(client, url, body, stream)["metadata"]
            total = (time.perf_counter() - started) * 1000
            if n < warmup:
                continue
            totals.append(total)
            calls.append(metadata.get("model_calls", 0))
            fallbacks.append(metadata.get("usage", {}).get("fallbacks", 0))
            iterations.append(metadata.get("iterations", 0))
            for node, ms in (metadata.get("timings") or {}).items():
                nodes.setdefault(node, []).append(ms)
            overheads.append(total - delay_ms * metadata.get("model_calls", 0))
    return {
        "turns": count,
        "turn_p50_ms": round(pct(totals, 0.5), 1),
        "turn_p95_ms": round(pct(totals, 0.95), 1),
        "overhead_p50_ms": round(pct(overheads, 0.5), 1),
        "overhead_p95_ms": round(pct(overheads, 0.95), 1),
        "model_calls_per_turn": round(statistics.mean(calls), 2),
        "max_model_calls": max(calls),
        "fallbacks": sum(fallbacks),
        "refinements_per_turn": round(statistics.mean(iterations), 2),
        "node_p50_ms": {node: round(pct(values, 0.5), 1) for node, values in nodes.items()},
    }


def probe() -> None:
    """A few milliseconds of the interpreter work a turn does: JSON, regexes, small objects."""
    for n in range(150):
        text = json.dumps({"id": n, "name": "Navy Wool Blazer", "colors": ["navy", "cream"], "price": 129.0})
        json.loads(text)
        PROBE_WORDS.findall(text * 3)


def cold_factor(idle_s: float, rounds: int = 15) -> dict[str, float]:
    """The probe's median time right after sleeping ``idle_s``, against straight after a warm run."""
    warm, cold = [], []
    for _ in range(rounds):
        time.sleep(idle_s)
        for sample in (cold, warm):
            started = time.perf_counter()
            probe()
            sample.append((time.perf_counter() - started) * 1000)
    return {"warm_ms": round(statistics.median(warm), 2), "after_idle_ms": round(statistics.median(cold), 2),
            "factor": round(statistics.median(cold) / statistics.median(warm), 2)}  # fmt: skip


def scripted(delay_ms: float) -> ScriptedModel:
    return ScriptedModel(
        default={"content": REPLY, "delay": delay_ms / 1000},
        default_tool={"tool": {"name": "TurnUnderstanding", "arguments": UNDERSTOOD}, "delay": delay_ms / 1000},
    )


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--turns", type=int, default=40)
    parser.add_argument("--delay-ms", type=float, default=300.0)
    parser.add_argument("--catalogue", type=int, default=5000)
    args = parser.parse_args()

    results: dict[str, Any] = {"delay_ms": args.delay_ms, "catalogue": args.catalogue}
    with contextlib.ExitStack() as stack:
        data_dir = Path(stack.enter_context(tempfile.TemporaryDirectory(prefix="aesthetiq-llm-")))
        model_url = stack.enter_context(running(create_app(scripted(args.delay_ms))))
        instant_url = stack.enter_context(running(create_app(scripted(0.0))))
        mcp_port = free_port()
        env = base_env(data_dir, args.catalogue, mcp_port, free_port())
        stack.enter_context(service("mcp", env, mcp_port))
        llm_env = {**env, "AESTHETIQ_ENGINE": "llm", "AESTHETIQ_LLM_MODEL": "openai:scripted",
                   "AESTHETIQ_LLM_BASE_URL": model_url + "/v1", "AESTHETIQ_LLM_TIMEOUT_S": "10"}  # fmt: skip
        slow_path = {**llm_env, "AESTHETIQ_LLM_FAST_PATH_CONFIDENCE": "1.0"}
        idle_s = args.delay_ms / 1000
        # name: (agent environment, model delay subtracted per call, idle before each turn)
        configurations = {
            "offline (baseline)": (env, 0.0, 0.0),
            "offline, after idle": (env, 0.0, idle_s),
            "llm, fast path on": (llm_env, args.delay_ms, 0.0),
            "llm, fast path on, SSE endpoint": (llm_env, args.delay_ms, 0.0),
            "llm, fast path off": (slow_path, args.delay_ms, 0.0),
            "llm, fast path off, instant model": ({**slow_path, "AESTHETIQ_LLM_BASE_URL": instant_url + "/v1"}, 0.0, 0.0),
        }
        for name, (config, delay, idle) in configurations.items():
            port = free_port()
            with service("agent", {**config, "AESTHETIQ_AGENT_PORT": str(port)}, port) as url:
                results[name] = turns(url, args.turns, delay, idle, stream=name.endswith("SSE endpoint"))
        results["cpu after idle"] = cold_factor(idle_s)
    RESULTS.parent.mkdir(exist_ok=True)
    RESULTS.write_text(json.dumps(results, indent=2))
    print("| configuration | model calls/turn | turn p50 | turn p95 | overhead p50 | overhead p95 | fallbacks |")
    print("| --- | ---: | ---: | ---: | ---: | ---: | ---: |")
    for name in configurations:
        r = results[name]
        print(f"| {name} | {r['model_calls_per_turn']} (max {r['max_model_calls']}) | {r['turn_p50_ms']} ms | "
              f"{r['turn_p95_ms']} ms | {r['overhead_p50_ms']} ms | {r['overhead_p95_ms']} ms | {r['fallbacks']} |")
    for name in configurations:
        print(f"{name}: refinements/turn {results[name]['refinements_per_turn']}, node p50 ms {results[name]['node_p50_ms']}")
    cold = results["cpu after idle"]
    print(f"\npure-Python probe: {cold['warm_ms']} ms warm, {cold['after_idle_ms']} ms right after {args.delay_ms:.0f} ms "
          f"idle ({cold['factor']}x)")
    worst = max(results[name]["overhead_p50_ms"] for name in configurations if name.startswith("llm"))
    idle_cost = results["offline, after idle"]["turn_p50_ms"] - results["offline (baseline)"]["turn_p50_ms"]
    print(f"\ntarget: overhead <= 50 ms (worst llm p50: {worst} ms; waking up after one idle wait costs "
          f"{idle_cost:.1f} ms here, and a two-call turn waits twice)")
    return 0 if worst <= 50 else 1


if __name__ == "__main__":
    raise SystemExit(main())
