"""The production topology as processes: what compose.yaml runs, started here without containers.

Two gateways (JWT auth against a local issuer) in front of two agents, each agent with its own tool
server, one embedding service, Redis (Debian's redis-server) and PostgreSQL with pgvector (pgserver),
all sharing one internal token. Each agent reaches its tool server through a ``Gate``: a TCP relay
the test can close, holding the agent's requests, so a turn stays running for as long as a test needs.
"""

from __future__ import annotations

import asyncio
import contextlib
import os
import shutil
import signal
import subprocess
import sys
import threading
import time
from collections.abc import Iterator
from dataclasses import dataclass, field
from pathlib import Path

import httpx
import pytest

from aesthetiq.service_auth import service_headers
from aesthetiq.settings import Settings
from tests.gateway.jwt_issuer import AUDIENCE, AUTHORIZED_PARTY, ISSUER, Issuer, SigningKey
from tests.servers import free_port, redis_server, running
from tests.store.conftest import postgres_server, postgres_url  # noqa: F401  (fixtures)

TOKEN = "topology-test-internal-token-0123456789abcdef"
USER_LIMIT_PER_MIN = 20
STARTUP_S = 240.0


class Gate:
    """A TCP relay to ``port`` whose client-to-server direction the test can hold (``close``/``open``)."""

    def __init__(self, port: int) -> None:
        self.target = port
        self.port = free_port()
        self.passing = threading.Event()
        self.passing.set()
        self.loop = asyncio.new_event_loop()
        self.thread = threading.Thread(target=self.loop.run_forever, name=f"gate-{port}", daemon=True)
        self.thread.start()
        asyncio.run_coroutine_threadsafe(self._serve(), self.loop).result(10)

    async def _serve(self) -> None:
        self.server = await asyncio.start_server(self._relay, "127.0.0.1", self.port)

    async def _relay(self, client_reader: asyncio.StreamReader, client_writer: asyncio.StreamWriter) -> None:
        try:
            server_reader, server_writer = await asyncio.open_connection("127.0.0.1", self.target)
        except OSError:
            client_writer.close()
            return

        async def pump(reader: asyncio.StreamReader, writer: asyncio.StreamWriter, gated: bool) -> None:
            with contextlib.suppress(OSError, asyncio.CancelledError):
                while data := await reader.read(65536):
                    while gated and not self.passing.is_set():
                        await asyncio.sleep(0.01)
                    writer.write(data)
                    await writer.drain()
            writer.close()

        await asyncio.gather(pump(client_reader, server_writer, True), pump(server_reader, client_writer, False))

    def close(self) -> None:
        self.passing.clear()

    def open(self) -> None:
        self.passing.set()

    def stop(self) -> None:
        self.open()
        self.loop.call_soon_threadsafe(self.server.close)
        self.loop.call_soon_threadsafe(self.loop.stop)
        self.thread.join(5)


@dataclass
class Process:
    name: str
    url: str
    proc: subprocess.Popen[bytes]
    log: Path

    def tail(self, lines: int = 30) -> str:
        text = self.log.read_text(errors="replace") if self.log.exists() else ""
        return f"--- {self.name} ---\n" + "\n".join(text.splitlines()[-lines:])

    def signal(self, number: int) -> None:
        if self.proc.poll() is None:
            self.proc.send_signal(number)


@dataclass
class Topology:
    processes: dict[str, Process]
    gates: dict[str, Gate]
    issuer: Issuer
    postgres_url: str
    settings: Settings = field(default_factory=lambda: Settings(internal_token=TOKEN))

    def url(self, name: str) -> str:
        return self.processes[name].url

    def bearer(self, user: str) -> dict[str, str]:
        return {"Authorization": f"Bearer {self.issuer.token(user)}"}

    def signed(self, user: str) -> dict[str, str]:
        """What the gateway sends an agent: the internal token and the signed user."""
        return service_headers(self.settings, user)

    def logs(self) -> str:
        return "\n".join(p.tail() for p in self.processes.values())


def _environment(extra: dict[str, str]) -> dict[str, str]:
    # Nothing of the developer's own configuration leaks in: only the settings given here.
    env = {k: v for k, v in os.environ.items() if not k.startswith(("AESTHETIQ_", "OTEL_", "LANGFUSE_", "TAVILY_"))}
    return {**env, **extra}


def _start(name: str, args: list[str], port: int, env: dict[str, str], logs: Path) -> Process:
    log = logs / f"{name}.log"
    proc = subprocess.Popen(
        [sys.executable, "-m", "aesthetiq.cli", *args],
        env=_environment(env), stdout=log.open("wb"), stderr=subprocess.STDOUT, start_new_session=True,
    )  # fmt: skip
    return Process(name, f"http://127.0.0.1:{port}", proc, log)


def wait_ready(processes: list[Process], timeout: float = STARTUP_S) -> None:
    deadline = time.monotonic() + timeout
    pending = list(processes)
    while pending:
        for process in list(pending):
            if process.proc.poll() is not None:
                raise RuntimeError(f"{process.name} exited with {process.proc.returncode}\n{process.tail()}")
            with contextlib.suppress(httpx.HTTPError):
                if httpx.get(process.url + "/health/ready", timeout=2).status_code == 200:
                    pending.remove(process)
        if pending and time.monotonic() > deadline:
            raise RuntimeError("not ready in time: " + ", ".join(p.name for p in pending) + "\n"
                               + "\n".join(p.tail() for p in pending))  # fmt: skip
        time.sleep(0.2)


@pytest.fixture(scope="module")
def topology(postgres_url, tmp_path_factory: pytest.TempPathFactory) -> Iterator[Topology]:  # noqa: F811
    if shutil.which("redis-server") is None:
        pytest.skip("redis-server is not installed (apt-get install redis-server)")
    logs = tmp_path_factory.mktemp("topology")
    authority = Issuer(published=[SigningKey.generate()])
    processes: dict[str, Process] = {}
    gates: dict[str, Gate] = {}
    with redis_server() as redis_url, running(authority.app()) as issuer_url:
        database = postgres_url()
        common = {
            "AESTHETIQ_HOST": "127.0.0.1",
            "AESTHETIQ_STORE": "postgres",
            "AESTHETIQ_POSTGRES_URL": database,
            "AESTHETIQ_REDIS_URL": redis_url,
            "AESTHETIQ_INTERNAL_TOKEN": TOKEN,
            "AESTHETIQ_SEED_ON_START": "false",
            "AESTHETIQ_DEMO_CATALOGUE_SIZE": "300",
            "AESTHETIQ_LOG_LEVEL": "INFO",
            "AESTHETIQ_TRACE_LOG": "false",
        }
        remote = {"AESTHETIQ_EMBEDDER": "remote"}
        try:
            port = free_port()
            embeddings = _start("embeddings", ["serve", "embeddings"], port, {
                **common, "AESTHETIQ_DATA_DIR": str(logs / "embeddings"), "AESTHETIQ_EMBEDDINGS_PORT": str(port)}, logs)  # fmt: skip
            processes["embeddings"] = embeddings
            remote["AESTHETIQ_EMBEDDING_SERVICE_URL"] = embeddings.url
            wait_ready([embeddings])
            seeding = subprocess.run(
                [sys.executable, "-m", "aesthetiq.cli", "seed", "--if-empty"],
                env=_environment({**common, **remote, "AESTHETIQ_DATA_DIR": str(logs / "seed")}),
                capture_output=True, timeout=STARTUP_S,
            )  # fmt: skip
            assert seeding.returncode == 0, seeding.stderr.decode()[-3000:]
            for i in (1, 2):
                port = free_port()
                processes[f"tools-{i}"] = _start(f"tools-{i}", ["serve", "mcp"], port, {
                    **common, **remote, "AESTHETIQ_DATA_DIR": str(logs / f"tools-{i}"), "AESTHETIQ_MCP_PORT": str(port)},
                    logs)  # fmt: skip
                gates[f"agent-{i}"] = Gate(port)
            for i in (1, 2):
                port = free_port()
                processes[f"agent-{i}"] = _start(f"agent-{i}", ["serve", "agent"], port, {
                    **common, "AESTHETIQ_DATA_DIR": str(logs / f"agent-{i}"), "AESTHETIQ_AGENT_PORT": str(port),
                    "AESTHETIQ_MCP_URL": f"http://127.0.0.1:{gates[f'agent-{i}'].port}/mcp",
                    # A held tool call must outlast the tests' steps, not time out under them.
                    "AESTHETIQ_TOOL_TIMEOUT_S": "60", "AESTHETIQ_TOOL_QUEUE_TIMEOUT_S": "60",
                    "AESTHETIQ_SHUTDOWN_GRACE_S": "60"}, logs)  # fmt: skip
            agents = [processes["agent-1"].url, processes["agent-2"].url]
            for i in (1, 2):
                port = free_port()
                processes[f"gateway-{i}"] = _start(f"gateway-{i}", ["serve", "gateway"], port, {
                    **common, "AESTHETIQ_DATA_DIR": str(logs / f"gateway-{i}"), "AESTHETIQ_GATEWAY_PORT": str(port),
                    "AESTHETIQ_AGENT_URLS": f'["{agents[0]}", "{agents[1]}"]',
                    "AESTHETIQ_UPSTREAM_CHECK_INTERVAL_S": "0.5",
                    "AESTHETIQ_MCP_URL": processes["tools-1"].url + "/mcp",
                    "AESTHETIQ_AUTH_MODE": "jwt", "AESTHETIQ_AUTH_JWKS_URL": issuer_url + "/.well-known/jwks.json",
                    "AESTHETIQ_AUTH_ISSUER": ISSUER, "AESTHETIQ_AUTH_AUDIENCE": AUDIENCE,
                    "AESTHETIQ_AUTH_AUTHORIZED_PARTIES": f'["{AUTHORIZED_PARTY}"]',
                    "AESTHETIQ_RATE_LIMIT_USER_PER_MIN": str(USER_LIMIT_PER_MIN),
                    "AESTHETIQ_RATE_LIMIT_IP_PER_MIN": "100000"}, logs)  # fmt: skip
            wait_ready(list(processes.values()))
            yield Topology(processes, gates, authority, database)
        finally:
            for gate in gates.values():
                gate.stop()
            for process in processes.values():
                process.signal(signal.SIGINT)
            for process in processes.values():
                try:
                    process.proc.wait(20)
                except subprocess.TimeoutExpired:
                    process.proc.kill()
                    process.proc.wait(5)
