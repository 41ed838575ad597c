"""The services the gateway benchmarks run against, each in its own process on loopback.

`stack(...)` starts `aesthetiq serve mcp`, `serve agent` and `serve gateway` (rate limits off,
no auth) on free ports over a private data dir; `gateway_in_front_of(...)` starts a gateway before
another upstream. Each waits for /health and stops its processes after.
"""

from __future__ import annotations

import contextlib
import os
import socket
import subprocess
import sys
import time
from collections.abc import Iterator
from dataclasses import dataclass
from pathlib import Path

import httpx

MESSAGES = [
    "a navy wool blazer for the office",
    "green sneakers under 90",
    "Show me casual summer tops",
    "I need pants for a wedding",
    "a cream wool coat",
    "black leather ankle boots",
    "What colors suit warm autumn skin tones?",
    "a silk blouse for a dinner date",
]


def free_port() -> int:
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        return sock.getsockname()[1]


@dataclass
class Stack:
    tools_url: str
    agent_url: str
    gateway_url: str


def _wait_healthy(url: str, proc: subprocess.Popen[bytes], name: str, timeout_s: float = 180.0) -> None:
    deadline = time.monotonic() + timeout_s
    while True:
        if proc.poll() is not None:
            raise RuntimeError(f"{name} exited with {proc.returncode}")
        with contextlib.suppress(httpx.HTTPError):
            if httpx.get(url + "/health", timeout=1.0).status_code == 200:
                return
        if time.monotonic() > deadline:
            raise RuntimeError(f"{name} did not answer /health within {timeout_s:.0f} s")
        time.sleep(0.1)


def _env(data_dir: Path, ports: dict[str, int], extra_env: dict[str, str] | None) -> dict[str, str]:
    return {
        **os.environ,
        "AESTHETIQ_DATA_DIR": str(data_dir),
        "AESTHETIQ_HOST": "127.0.0.1",
        "AESTHETIQ_MCP_PORT": str(ports.get("mcp", 0)),
        "AESTHETIQ_AGENT_PORT": str(ports.get("agent", 0)),
        "AESTHETIQ_GATEWAY_PORT": str(ports["gateway"]),
        "AESTHETIQ_AUTH_MODE": "none",
        "AESTHETIQ_RATE_LIMIT_USER_PER_MIN": "0",
        "AESTHETIQ_RATE_LIMIT_IP_PER_MIN": "0",
        "AESTHETIQ_LOG_LEVEL": "WARNING",
        "AESTHETIQ_TRACE_LOG": "false",
        **(extra_env or {}),
    }


@contextlib.contextmanager
def _processes(commands: dict[str, list[str]], urls: dict[str, str], env: dict[str, str]) -> Iterator[None]:
    processes: dict[str, subprocess.Popen[bytes]] = {}
    try:
        for name, command in commands.items():
            processes[name] = subprocess.Popen(command, env=env)
            _wait_healthy(urls[name], processes[name], name)
        yield
    finally:
        for proc in processes.values():
            proc.terminate()
        for proc in processes.values():
            try:
                proc.wait(timeout=10)
            except subprocess.TimeoutExpired:
                proc.kill()


def _serve(name: str) -> list[str]:
    return [sys.executable, "-m", "aesthetiq.cli", "serve", name]


@contextlib.contextmanager
def stack(
    data_dir: Path, catalogue_size: int = 5000, extra_env: dict[str, str] | None = None
) -> Iterator[Stack]:
    """Tool server, agent and gateway."""
    ports = {"mcp": free_port(), "agent": free_port(), "gateway": free_port()}
    urls = {name: f"http://127.0.0.1:{port}" for name, port in ports.items()}
    env = _env(data_dir, ports, {"AESTHETIQ_DEMO_CATALOGUE_SIZE": str(catalogue_size), **(extra_env or {})})
    with _processes({name: _serve(name) for name in ports}, urls, env):
        yield Stack(urls["mcp"], urls["agent"], urls["gateway"])


@contextlib.contextmanager
def gateway_in_front_of(
    data_dir: Path, upstream: list[str], upstream_port: int, extra_env: dict[str, str] | None = None
) -> Iterator[Stack]:
    """A gateway whose agent is ``upstream`` (a command serving on ``upstream_port``)."""
    ports = {"gateway": free_port()}
    urls = {
        "upstream": f"http://127.0.0.1:{upstream_port}",
        "gateway": f"http://127.0.0.1:{ports['gateway']}",
    }
    env = _env(data_dir, ports, {"AESTHETIQ_AGENT_URL": urls["upstream"], **(extra_env or {})})
    with _processes({"upstream": upstream, "gateway": _serve("gateway")}, urls, env):
        yield Stack("", urls["upstream"], urls["gateway"])
