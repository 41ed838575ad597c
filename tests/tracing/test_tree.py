"""`print_session_trace` and `aesthetiq trace SESSION_ID`."""

from __future__ import annotations

import pytest

from aesthetiq.cli import main
from aesthetiq.settings import Settings
from aesthetiq.tracing import build_tracer


async def _two_turns(settings: Settings, session_id: str) -> list[str]:
    tracer = build_tracer(settings)
    ids = []
    for message in ("first message", "second message"):
        async with tracer.turn(user_id="user_demo_1", session_id=session_id, input=message) as turn:
            with tracer.span("input_guardrail", "guardrail", stage="input", is_safe=True):
                pass
            with tracer.span("clothing_recommender", "node"):
                with tracer.span(
                    "search_commerce_items", "tool", tool="search_commerce_items", result_count=7
                ):
                    pass
                tracer.generation(model="gpt-4o-mini", input_tokens=11, output_tokens=22, latency_ms=3.0)
        ids.append(turn.trace_id)
    return ids


async def test_tree_of_every_turn(trace_settings: Settings, capsys: pytest.CaptureFixture[str]) -> None:
    from aesthetiq.tracing.local_log import print_session_trace

    first, second = await _two_turns(trace_settings, "sess_tree")
    assert print_session_trace(trace_settings, "sess_tree") == 0
    out = capsys.readouterr().out
    assert "2 turn(s)" in out and first in out and second in out
    assert out.index("first message") < out.index("second message")
    for fragment in (
        "input_guardrail [guardrail]",
        "clothing_recommender [node]",
        "search_commerce_items [tool]",
    ):
        assert out.count(fragment) == 2
    assert "model=gpt-4o-mini" in out and "result_count=7" in out and " ms" in out
    # the tool is drawn under the node, itself under the turn
    lines = out.splitlines()
    node_line = next(line for line in lines if "clothing_recommender" in line)
    tool_line = next(line for line in lines if "search_commerce_items [tool]" in line)
    assert tool_line.index("search") > node_line.index("clothing")


async def test_last_turn_only(trace_settings: Settings, capsys: pytest.CaptureFixture[str]) -> None:
    from aesthetiq.tracing.local_log import print_session_trace

    first, second = await _two_turns(trace_settings, "sess_last")
    assert print_session_trace(trace_settings, "sess_last", last=True) == 0
    out = capsys.readouterr().out
    assert second in out and first not in out and "showing the last" in out


def test_unknown_session(trace_settings: Settings, capsys: pytest.CaptureFixture[str]) -> None:
    from aesthetiq.tracing.local_log import print_session_trace

    assert print_session_trace(trace_settings, "sess_missing") == 1
    assert "no trace for session 'sess_missing'" in capsys.readouterr().err


async def test_cli_trace_command(
    trace_settings: Settings, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    await _two_turns(trace_settings, "sess_cli")
    monkeypatch.setenv("AESTHETIQ_DATA_DIR", str(trace_settings.data_dir))
    assert main(["trace", "sess_cli", "--last"]) == 0
    assert "search_commerce_items [tool]" in capsys.readouterr().out
    assert main(["trace", "sess_nothing"]) == 1
