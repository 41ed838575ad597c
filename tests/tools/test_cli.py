"""``aesthetiq tools list`` and ``aesthetiq tools call NAME JSON`` against the test's demo store."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

from aesthetiq.settings import Settings
from tests.tools.cases import ALL_TOOLS


def _run(settings: Settings, *args: str) -> subprocess.CompletedProcess[str]:
    env = {
        **os.environ,
        "AESTHETIQ_DATA_DIR": str(settings.data_dir),
        "AESTHETIQ_DEMO_CATALOGUE_SIZE": str(settings.demo_catalogue_size),
        "AESTHETIQ_LOG_LEVEL": "WARNING",
    }
    env.pop("TAVILY_API_KEY", None)
    env.pop("AESTHETIQ_TAVILY_API_KEY", None)
    return subprocess.run(
        [sys.executable, "-m", "aesthetiq.cli", *args],
        capture_output=True, text=True, env=env, timeout=120, cwd=Path(__file__).parents[2],
    )  # fmt: skip


def test_list_and_call(settings: Settings, store) -> None:
    listed = _run(settings, "tools", "list")
    assert listed.returncode == 0, listed.stderr
    names = {line.split()[1] for line in listed.stdout.splitlines() if line.strip()}
    assert names == ALL_TOOLS

    called = _run(settings, "tools", "call", "get_color_season", json.dumps({"user_id": "user_demo_1"}))
    assert called.returncode == 0, called.stderr
    assert json.loads(called.stdout) == "WARM_AUTUMN"

    hits = _run(settings, "tools", "call", "search_commerce_items", '{"query": "wool coat", "limit": 2}')
    assert hits.returncode == 0, hits.stderr
    assert len(json.loads(hits.stdout)) == 2

    refused = _run(settings, "tools", "call", "search_commerce_items", '{"query": "coat", "limit": 0}')
    assert refused.returncode == 1 and refused.stderr.startswith("error: limit:")
    unknown = _run(settings, "tools", "call", "buy_everything", "{}")
    assert unknown.returncode == 1 and "unknown tool 'buy_everything'" in unknown.stderr


def test_call_and_trace_mistakes_are_one_line(settings: Settings) -> None:
    def one_line(result: subprocess.CompletedProcess[str], code: int, phrase: str) -> None:
        assert result.returncode == code and result.stdout == ""
        assert result.stderr.count("\n") == 1 and "Traceback" not in result.stderr
        assert phrase in result.stderr, result.stderr

    one_line(
        _run(settings, "tools", "call", "search_commerce_items", "{query: coat}"),
        2,
        "error: the arguments are not valid JSON (Expecting property name",
    )
    one_line(_run(settings, "tools", "call", "search_commerce_items", "[1]"), 1, "must be a JSON object")
    one_line(_run(settings, "tools", "call", "get_commerce_item", '{"item_id": "nope"}'), 1, "not found")
    one_line(_run(settings, "trace", "sess_never_seen"), 1, "no trace for session 'sess_never_seen'")


def test_services_run_on_uvloop() -> None:
    import asyncio

    import uvloop

    from aesthetiq.cli import _event_loop_factory

    factory = _event_loop_factory()
    assert factory is uvloop.new_event_loop
    with asyncio.Runner(loop_factory=factory) as runner:
        assert isinstance(runner.run(_running_loop()), uvloop.Loop)


async def _running_loop():
    import asyncio

    return asyncio.get_running_loop()
