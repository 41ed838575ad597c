"""Langfuse (SDK v5) exporting real OTLP/HTTP protobuf to a receiver the test runs."""

from __future__ import annotations

import asyncio
import base64
import json
import time
import uuid
from pathlib import Path

from fastapi import FastAPI, Request, Response
from langchain_core.language_models.fake_chat_models import GenericFakeChatModel
from langchain_core.messages import AIMessage

from aesthetiq.settings import Settings
from aesthetiq.tracing import build_tracer
from aesthetiq.tracing.local_log import group_turns, read_session, trace_log_path
from tests.servers import running
from tests.tracing.conftest import EMAIL, OTLP_PATH, PHONE, OtlpReceiver, redact_for_test


async def _one_turn(settings: Settings) -> str:
    tracer = build_tracer(settings, redact=redact_for_test)
    assert tracer.langfuse is not None and tracer.trace_log is not None
    model = GenericFakeChatModel(
        messages=iter(
            [
                AIMessage(
                    content="A camel coat.",
                    usage_metadata={"input_tokens": 42, "output_tokens": 7, "total_tokens": 49},
                )
            ]
        )
    )
    message = f"I'm {EMAIL}, call {PHONE}: find me a navy blazer"
    async with tracer.turn(
        user_id="user_demo_1", session_id="sess_otlp", name="chat_turn", input=message
    ) as turn:
        with tracer.span("input_guardrail", "guardrail", stage="input") as guard:
            guard.set(is_safe=True, pii=["email", "phone"])
        with tracer.span("clothing_recommender", "node", query=message):
            with tracer.span(
                "search_commerce_items",
                "tool",
                tool="search_commerce_items",
                arguments={"query": message, "limit": 10},
            ) as tool:
                tool.set(result_size=2048, result_count=10)
            tracer.generation(
                model="gpt-4o-mini", input_tokens=120, output_tokens=30, latency_ms=12.5, name="analyze"
            )
            await model.ainvoke(
                f"Style {EMAIL}",
                config={
                    "callbacks": [tracer.langchain_handler()],
                    "metadata": {"ls_model_name": "fake-stylist"},
                },
            )
        turn.set(output=f"Here you go ({PHONE})")
    await tracer.aflush()
    return turn.trace_id


async def test_spans_nesting_attributes_and_no_pii(
    langfuse_settings: Settings, otlp_receiver: OtlpReceiver
) -> None:
    trace_id = await _one_turn(langfuse_settings)
    spans = otlp_receiver.wait_for(trace_id, 6)
    by_name = {span.name: span for span in spans}
    assert set(by_name) == {
        "chat_turn",
        "input_guardrail",
        "clothing_recommender",
        "search_commerce_items",
        "analyze",
        "llm",
    }

    root = by_name["chat_turn"]
    assert root.parent_id == "" and len(trace_id) == 32
    assert by_name["input_guardrail"].parent_id == root.span_id
    node = by_name["clothing_recommender"]
    assert node.parent_id == root.span_id
    for child in ("search_commerce_items", "analyze", "llm"):
        assert by_name[child].parent_id == node.span_id

    # Trace attributes reach every span; observation types follow our span kinds.
    for span in spans:
        assert span.attributes["user.id"] == "user_demo_1"
        assert span.attributes["session.id"] == "sess_otlp"
    types = {name: span.attributes["langfuse.observation.type"] for name, span in by_name.items()}
    assert types == {
        "chat_turn": "agent",
        "input_guardrail": "guardrail",
        "clothing_recommender": "span",
        "search_commerce_items": "tool",
        "analyze": "generation",
        "llm": "generation",
    }
    analyze = by_name["analyze"].attributes
    assert analyze["langfuse.observation.model.name"] == "gpt-4o-mini"
    assert json.loads(analyze["langfuse.observation.usage_details"]) == {
        "input": 120,
        "output": 30,
        "total": 150,
    }
    assert json.loads(analyze["langfuse.observation.metadata.latency_ms"]) == 12.5
    chat = by_name["llm"].attributes
    assert chat["langfuse.observation.model.name"] == "fake-stylist"
    assert json.loads(chat["langfuse.observation.usage_details"])["input"] == 42
    tool = by_name["search_commerce_items"].attributes
    assert json.loads(tool["langfuse.observation.metadata.result_size"]) == 2048
    assert "<EMAIL>" in tool["langfuse.observation.metadata.arguments"]
    assert json.loads(by_name["input_guardrail"].attributes["langfuse.observation.metadata.is_safe"]) is True

    everything = json.dumps([span.attributes for span in spans])
    assert EMAIL not in everything and PHONE not in everything and "7700" not in everything
    assert "<EMAIL>" in root.attributes["langfuse.observation.input"]
    assert "<PHONE>" in root.attributes["langfuse.observation.output"]

    headers = otlp_receiver.requests[-1]
    assert headers["content-encoding"] == "gzip" and headers["content-type"] == "application/x-protobuf"
    expected = base64.b64encode(f"{langfuse_settings.langfuse_public_key}:sk-lf-test".encode()).decode()
    assert headers["authorization"] == f"Basic {expected}"
    assert OTLP_PATH == "/api/public/otel/v1/traces"


async def test_both_sinks_share_ids(langfuse_settings: Settings, otlp_receiver: OtlpReceiver) -> None:
    trace_id = await _one_turn(langfuse_settings)
    exported = {span.span_id for span in otlp_receiver.wait_for(trace_id, 6)}
    [turn] = group_turns(read_session(trace_log_path(langfuse_settings), "sess_otlp"))
    assert {record["trace_id"] for record in turn} == {trace_id}
    assert {record["span_id"] for record in turn} == exported
    assert EMAIL not in trace_log_path(langfuse_settings).read_text()


async def test_error_status_is_exported(langfuse_settings: Settings, otlp_receiver: OtlpReceiver) -> None:
    tracer = build_tracer(langfuse_settings, redact=redact_for_test)
    try:
        async with tracer.turn(user_id="user_demo_2", session_id="sess_err") as turn:
            with tracer.span("search_wardrobe_items", "tool"):
                raise LookupError(f"no item for {EMAIL}")
    except LookupError:
        pass
    # no explicit flush: the turn's end schedules one in the background
    spans = {s.name: s for s in otlp_receiver.wait_for(turn.trace_id, 2)}
    failed = spans["search_wardrobe_items"].attributes
    assert failed["langfuse.observation.level"] == "ERROR"
    assert "LookupError" in failed["langfuse.observation.status_message"]
    assert EMAIL not in json.dumps([s.attributes for s in spans.values()])


async def test_turn_end_never_waits_for_the_export(tmp_path: Path) -> None:
    """A slow Langfuse must not hold up the event loop: the turn ends, the export follows."""
    app = FastAPI()
    received: list[int] = []

    @app.get("/health")
    def health() -> dict:
        return {}

    @app.post(OTLP_PATH)
    async def slow(request: Request) -> Response:
        await asyncio.sleep(1.0)
        received.append(len(await request.body()))
        return Response(content=b"")

    with running(app) as url:
        settings = Settings(
            data_dir=tmp_path,
            trace_log=False,
            langfuse_public_key=f"pk-lf-slow-{uuid.uuid4().hex[:8]}",
            langfuse_secret_key="sk",
            langfuse_base_url=url,
        )
        tracer = build_tracer(settings)
        started = time.perf_counter()
        async with tracer.turn(user_id="u", session_id="sess_slow"):
            with tracer.span("node", "node"):
                pass
        ticks = 0
        while not received and time.perf_counter() - started < 5:
            await asyncio.sleep(0.01)  # the loop keeps turning while the export is in flight
            ticks += 1
        assert received and ticks > 50
