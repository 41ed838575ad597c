"""The JSONL trace log, the no-op path, concurrency and redaction, without Langfuse."""

from __future__ import annotations

import asyncio
import json
import time
from pathlib import Path

import pytest

from aesthetiq.settings import Settings
from aesthetiq.tracing import NOOP_SPAN, build_tracer
from aesthetiq.tracing.local_log import read_session, trace_log_path
from tests.tracing.conftest import EMAIL, PHONE, redact_for_test

RECORD_KEYS = {
    "trace_id", "span_id", "parent_id", "name", "kind", "start", "duration_ms", "attributes", "status",
    "user_id", "session_id",
}  # fmt: skip


def _records(settings: Settings) -> list[dict]:
    return [json.loads(line) for line in trace_log_path(settings).read_text().splitlines()]


async def test_turn_writes_nested_spans(trace_settings: Settings) -> None:
    tracer = build_tracer(trace_settings, redact=redact_for_test)
    assert tracer.langfuse is None and tracer.enabled
    async with tracer.turn(user_id="user_demo_1", session_id="sess_a", input=f"hi, {EMAIL}") as turn:
        assert tracer.current_trace_id() == turn.trace_id
        with tracer.span("intent_classifier", "node") as node:
            node.set(intent="clothing")
            with tracer.span(
                "get_style_dna", "tool", tool="get_style_dna", arguments={"user_id": "user_demo_1"}
            ):
                await asyncio.sleep(0.02)
        tracer.generation(model="offline", input_tokens=5, output_tokens=9, latency_ms=1.5)
    assert tracer.current_span() is None
    records = _records(trace_settings)
    assert len(records) == 4 and all(set(r) == RECORD_KEYS for r in records)
    by_name = {r["name"]: r for r in records}
    root = by_name["turn"]
    assert root["parent_id"] is None and root["kind"] == "turn" and root["trace_id"] == turn.trace_id
    assert root["attributes"]["input"] == "hi, <EMAIL>"
    assert by_name["intent_classifier"]["parent_id"] == root["span_id"]
    assert by_name["intent_classifier"]["attributes"] == {"intent": "clothing"}
    tool = by_name["get_style_dna"]
    assert tool["parent_id"] == by_name["intent_classifier"]["span_id"] and tool["kind"] == "tool"
    assert tool["duration_ms"] >= 20 and root["duration_ms"] >= tool["duration_ms"]
    generation = by_name["llm"]
    assert generation["parent_id"] == root["span_id"] and generation["duration_ms"] == 1.5
    assert generation["attributes"] == {
        "model": "offline",
        "input_tokens": 5,
        "output_tokens": 9,
        "latency_ms": 1.5,
    }
    assert {r["user_id"] for r in records} == {"user_demo_1"} and {r["session_id"] for r in records} == {
        "sess_a"
    }
    assert {r["status"] for r in records} == {"ok"}


async def test_errors_and_cancellation_are_recorded(trace_settings: Settings) -> None:
    tracer = build_tracer(trace_settings, redact=redact_for_test)
    with pytest.raises(ValueError):
        async with tracer.turn(user_id="u", session_id="sess_err"):
            with tracer.span("analyzer", "node"):
                raise ValueError(f"bad item for {PHONE}")

    async def cancelled_turn() -> None:
        async with tracer.turn(user_id="u", session_id="sess_cancel"):
            with tracer.span("recommender", "node"):
                await asyncio.sleep(10)

    task = asyncio.create_task(cancelled_turn())
    await asyncio.sleep(0.05)
    task.cancel()
    with pytest.raises(asyncio.CancelledError):
        await task
    path = trace_log_path(trace_settings)
    failed = {r["name"]: r for r in read_session(path, "sess_err")}
    assert failed["analyzer"]["status"] == "error" and failed["turn"]["status"] == "error"
    assert failed["analyzer"]["error"] == "ValueError: bad item for <PHONE>"
    cancelled = {r["name"]: r for r in read_session(path, "sess_cancel")}
    assert cancelled["recommender"]["status"] == "cancelled" and cancelled["turn"]["status"] == "cancelled"


async def test_concurrent_turns_do_not_mix(trace_settings: Settings) -> None:
    tracer = build_tracer(trace_settings)

    async def one(session: str, delay: float) -> str:
        async with tracer.turn(user_id="u", session_id=session) as turn:
            with tracer.span("node_a", "node"):
                await asyncio.sleep(delay)
                with tracer.span("tool_b", "tool"):
                    await asyncio.sleep(delay)
        return turn.trace_id

    ids = await asyncio.gather(*(one(f"sess_c{i}", 0.01 * (i % 3)) for i in range(6)))
    assert len(set(ids)) == 6
    path = trace_log_path(trace_settings)
    for i, trace_id in enumerate(ids):
        records = read_session(path, f"sess_c{i}")
        assert len(records) == 3 and {r["trace_id"] for r in records} == {trace_id}
        by_name = {r["name"]: r for r in records}
        assert by_name["tool_b"]["parent_id"] == by_name["node_a"]["span_id"]
        assert by_name["node_a"]["parent_id"] == by_name["turn"]["span_id"]


async def test_start_span_does_not_become_current_and_stragglers_are_kept(trace_settings: Settings) -> None:
    tracer = build_tracer(trace_settings)
    async with tracer.turn(user_id="u", session_id="sess_s") as turn:
        with tracer.span("node", "node") as node:
            detached = tracer.start_span("call", "generation", model="m")
            assert tracer.current_span() is node
            with tracer.span("inner", "tool") as inner:
                assert inner.parent_id == node.span_id
        late = tracer.start_span("late_tool", "tool")
    late.end()
    detached.end()
    records = {r["name"]: r for r in read_session(trace_log_path(trace_settings), "sess_s")}
    assert records["call"]["parent_id"] == records["node"]["span_id"]
    assert records["late_tool"]["trace_id"] == turn.trace_id


def test_values_are_bounded_and_json_safe(trace_settings: Settings) -> None:
    tracer = build_tracer(trace_settings, redact=redact_for_test)
    long_text = ("word " * 2000) + EMAIL
    cleaned = tracer.clean(
        {"long": long_text, "nan": float("nan"), "nested": {"a": [EMAIL, 1, None, Path("/x")]}, "none": None}
    )
    assert len(cleaned["long"]) <= 4001 and EMAIL not in json.dumps(cleaned)
    assert cleaned["nan"] == "nan" and cleaned["nested"] == {"a": ["<EMAIL>", 1, None, "/x"]}
    assert "none" not in cleaned
    with pytest.raises(ValueError, match="unknown span kind"), tracer.turn(user_id="u", session_id="s"):
        tracer.span("x", "banana")


def test_real_redactor_from_guardrails(trace_settings: Settings) -> None:
    guardrails = pytest.importorskip("aesthetiq.guardrails")
    redact_pii = getattr(guardrails, "redact_pii", None)
    if redact_pii is None:
        pytest.skip("aesthetiq.guardrails.redact_pii is not available yet")
    tracer = build_tracer(trace_settings, redact=redact_pii)
    turn = tracer.turn(user_id="u", session_id="sess_pii", input=f"mail {EMAIL} or call {PHONE}")
    with turn, tracer.span("search", "tool", arguments={"query": f"blazer for {EMAIL}"}):
        pass
    text = trace_log_path(trace_settings).read_text()
    assert EMAIL not in text and "900123" not in text


async def test_no_op_when_off(tmp_path: Path) -> None:
    settings = Settings(
        data_dir=tmp_path, trace_log=False, langfuse_public_key=None, langfuse_secret_key=None
    )
    tracer = build_tracer(settings)
    assert not tracer.enabled
    async with tracer.turn(user_id="u", session_id="s", input="hello") as turn:
        assert turn is NOOP_SPAN and turn.trace_id is None
        assert tracer.span("node", "node") is NOOP_SPAN and tracer.start_span("x", "tool") is NOOP_SPAN
        tracer.generation(model="m", input_tokens=1, output_tokens=1, latency_ms=1.0)
        started = time.perf_counter()
        for _ in range(10_000):
            with tracer.span("node", "node", query="q") as span:
                span.set(result_count=1)
        per_span_us = (time.perf_counter() - started) / 10_000 * 1e6
    assert per_span_us < 20, f"{per_span_us:.2f} µs per no-op span"
    assert tracer.current_trace_id() is None
    assert list(tmp_path.iterdir()) == []
    # A tracer that is on still records nothing outside a turn.
    on = build_tracer(settings.model_copy(update={"trace_log": True}))
    assert on.span("orphan", "tool") is NOOP_SPAN
