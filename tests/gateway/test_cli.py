"""`aesthetiq chat`: streams a turn, shows items as a table, and Ctrl-C stops the running turn."""

from __future__ import annotations

import io
import os
import signal
import subprocess
import sys
import threading
import time

from rich.console import Console

from aesthetiq.gateway.chat_cli import run, sse_payloads
from aesthetiq.settings import Settings
from tests.gateway.fake_agent import FakeAgentState


def test_sse_payloads_skip_comments_and_join_lines() -> None:
    lines = iter(
        [": keep-alive", "", 'data: {"type": "chunk",', 'data: "content": "hi"}', "", "data: [1]", ""]
    )
    assert list(sse_payloads(lines)) == [{"type": "chunk", "content": "hi"}]


def test_chat_streams_and_shows_items(settings: Settings, fake_gateway: str) -> None:
    out = io.StringIO()
    lines = iter(["a navy blazer", "I need something nice to wear", "/sessions", "/me", "/quit"])
    code = run(
        settings, url=fake_gateway, console=Console(file=out, width=140), read_line=lambda _: next(lines)
    )
    text = out.getvalue()
    assert code == 0
    assert "Here is a blazer for you." in text
    assert "Wool Blazer" in text and "Atelier Nord" in text and "189.00 EUR" in text and "shop" in text
    assert "What occasion is this for?" in text and "Answer the question" in text
    assert "sess_" in text  # the session list
    assert "Cool Winter" in text


def test_ctrl_c_stops_the_turn_and_calls_cancel(
    fake_gateway: str, fake_agent: tuple[str, FakeAgentState]
) -> None:
    _, state = fake_agent
    env = {**os.environ, "PYTHONUNBUFFERED": "1", "COLUMNS": "120"}
    proc = subprocess.Popen(
        [sys.executable, "-m", "aesthetiq.cli", "chat", "--url", fake_gateway],
        stdin=subprocess.PIPE, stdout=subprocess.PIPE, stderr=subprocess.STDOUT, env=env, text=True,
    )  # fmt: skip
    output: list[str] = []
    reader = threading.Thread(
        target=lambda: output.extend(iter(lambda: proc.stdout.read(1), "")), daemon=True
    )
    reader.start()
    try:
        proc.stdin.write("slow please\n")
        proc.stdin.flush()
        deadline = time.monotonic() + 20
        while "word2" not in "".join(output):
            assert time.monotonic() < deadline, "".join(output)
            time.sleep(0.02)
        cancels = len(state.cancel_requests)
        proc.send_signal(signal.SIGINT)
        while "Stopped" not in "".join(output):
            assert time.monotonic() < deadline, "".join(output)
            time.sleep(0.02)
        proc.stdin.write("/quit\n")
        proc.stdin.flush()
        assert proc.wait(timeout=10) == 0
    finally:
        if proc.poll() is None:
            proc.kill()
    assert len(state.cancel_requests) == cancels + 1
    assert state.cancel_requests[-1] in state.abandoned


def test_chat_against_the_real_agent_continues_a_clarification(settings: Settings, gateway_url: str) -> None:
    out = io.StringIO()
    lines = iter(["I need something nice to wear", "A formal dinner party", "/quit"])
    code = run(
        settings, url=gateway_url, console=Console(file=out, width=160), read_line=lambda _: next(lines)
    )
    text = out.getvalue()
    assert code == 0
    assert "Answer the question" in text  # the first turn asked
    assert "┃ item" in text and "shop" in text  # the answer came as a table of items
