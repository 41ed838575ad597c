"""The services the gateway benchmarks run against, each in its own process on loopback.

`stack(...)` starts `aesthetiq serve mcp`, `serve agent` and `serve gateway` (rate limits off,
no auth) on free ports over a private data dir, waits for each /health and stops them after.
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
    processes: dict[str, subprocess.Popen[bytes]]


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


@contextlib.contextmanager
def stack(data_dir: Path, catalogue_size: int = 5000, extra_env: dict[str, str] | None = None) -> Iterator[Stack]:
    ports = {"mcp": free_port(), "agent": free_port(), "gateway": free_port()}
    env = {
        **os.environ,
        "AESTHETIQ_DATA_DIR": str(data_dir),
        "AESTHETIQ_HOST": "127.0.0.1",
        "AESTHETIQ_MCP_PORT": str(ports["mcp"]),
        "AESTHETIQ_AGENT_PORT": str(ports["agent"]),
        "AESTHETIQ_GATEWAY_PORT": str(ports["gateway"]),
        "AESTHETIQ_DEMO_CATALOGUE_SIZE": str(catalogue_size),
        "AESTHETIQ_AUTH_MODE": "none",
        "AESTHETIQ_RATE_LIMIT_USER_PER_MIN": "0",
        "AESTHETIQ_RATE_LIMIT_IP_PER_MIN": "0",
        "AESTHETIQ_LOG_LEVEL": "WARNING",
        "AESTHETIQ_TRACE_LOG": "false",
        **(extra_env or {}),
    }
    processes: dict[str, subprocess.Popen[bytes]] = {}
    urls = {name: f"http://127.0.0.1:{port}" for name, port in ports.items()}
    try:
        for name in ("mcp", "agent", "gateway"):
            processes[name] = subprocess.Popen([sys.executable, "-m", "aesthetiq.cli", "serve", name], env=env)
            _wait_healthy(urls[name], processes[name], name)
        yield Stack(urls["mcp"], urls["agent"], urls["gateway"], processes)
    finally:
        for proc in processes.values():
            proc.terminate()
        for proc in processes.values():
            try:
                proc.wait(timeout=10)
            except subprocess.TimeoutExpired:
                proc.kill()
