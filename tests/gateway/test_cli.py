"""`aesthetiq chat`: streams a turn, shows items as a table, and Ctrl-C stops the running turn."""

from __future__ import annotations

import io
import os
import signal
import subprocess
import sys
import threading

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
    """A "held" turn streams three words and then stays open until it is stopped, so Ctrl-C always
    lands while the answer is streaming, however slowly the machine runs. Waits are on output and
    on the agent's record of the stream ending, each bounded by a generous deadline, never a sleep."""
    _, state = fake_agent
    env = {**os.environ, "PYTHONUNBUFFERED": "1", "COLUMNS": "120"}
    proc = subprocess.Popen(
        [sys.executable, "-m", "aesthetiq.cli", "chat", "--url", fake_gateway],
        stdin=subprocess.PIPE, stdout=subprocess.PIPE, stderr=subprocess.STDOUT, env=env, text=True,
    )  # fmt: skip
    output: list[str] = []
    arrived = threading.Condition()

    def read() -> None:
        for char in iter(lambda: proc.stdout.read(1), ""):
            with arrived:
                output.append(char)
                arrived.notify_all()

    def wait_for(text: str) -> None:
        with arrived:
            assert arrived.wait_for(lambda: text in "".join(output), timeout=90), "".join(output)

    threading.Thread(target=read, daemon=True).start()
    held_before = set(state.sessions)
    try:
        proc.stdin.write("held please\n")
        proc.stdin.flush()
        wait_for("word2")
        (session_id,) = set(state.sessions) - held_before
        cancels = state.cancel_requests.count(session_id)
        proc.send_signal(signal.SIGINT)
        wait_for("Stopped")
        proc.stdin.write("/quit\n")
        proc.stdin.flush()
        assert proc.wait(timeout=60) == 0
    finally:
        if proc.poll() is None:
            proc.kill()
    assert state.cancel_requests.count(session_id) == cancels + 1
    assert state.wait_until_ended(session_id), "the agent stream was never closed"
    assert session_id in state.abandoned and session_id not in state.finished


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
