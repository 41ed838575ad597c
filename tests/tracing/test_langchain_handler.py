"""LangChain calls recorded as generation spans under the current span."""

from __future__ import annotations

import pytest
from langchain_core.language_models.fake_chat_models import GenericFakeChatModel
from langchain_core.messages import AIMessage

from aesthetiq.settings import Settings
from aesthetiq.tracing import build_tracer
from aesthetiq.tracing.local_log import read_session, trace_log_path
from tests.tracing.conftest import EMAIL, redact_for_test


def _model(*replies: str) -> GenericFakeChatModel:
    usage = {"input_tokens": 42, "output_tokens": 7, "total_tokens": 49}
    return GenericFakeChatModel(messages=iter([AIMessage(content=r, usage_metadata=usage) for r in replies]))


async def test_invoke_and_stream_become_generations(trace_settings: Settings) -> None:
    tracer = build_tracer(trace_settings, redact=redact_for_test)
    handler = tracer.langchain_handler()
    model = _model("Try a camel coat.", "Pair it with loafers.")
    async with tracer.turn(user_id="u", session_id="sess_lc"):
        with tracer.span("response_formatter", "node"):
            await model.ainvoke(f"for {EMAIL}", config={"callbacks": [handler], "run_name": "formatter_llm"})
            chunks = [c async for c in model.astream("more", config={"callbacks": [handler]})]
    assert "".join(str(c.content) for c in chunks) == "Pair it with loafers."
    records = {r["name"]: r for r in read_session(trace_log_path(trace_settings), "sess_lc")}
    node = records["response_formatter"]
    invoked, streamed = records["formatter_llm"], records["llm"]
    for record in (invoked, streamed):
        assert record["kind"] == "generation" and record["parent_id"] == node["span_id"]
        assert record["attributes"]["model"] == "GenericFakeChatModel"
        assert record["attributes"]["latency_ms"] >= 0 and record["status"] == "ok"
    assert invoked["attributes"]["input_tokens"] == 42 and invoked["attributes"]["output_tokens"] == 7
    assert invoked["attributes"]["input"] == [{"role": "human", "content": "for <EMAIL>"}]
    assert invoked["attributes"]["output"] == "Try a camel coat."
    assert "first_token_ms" in streamed["attributes"]


async def test_failed_call_is_an_error_span(trace_settings: Settings) -> None:
    tracer = build_tracer(trace_settings)
    model = GenericFakeChatModel(messages=iter([]))  # runs dry: the call raises
    async with tracer.turn(user_id="u", session_id="sess_lc_err"):
        with tracer.span("analyzer", "node"), pytest.raises(Exception):  # noqa: B017 - whatever the fake raises
            await model.ainvoke("hi", config={"callbacks": [tracer.langchain_handler()]})
    records = {r["name"]: r for r in read_session(trace_log_path(trace_settings), "sess_lc_err")}
    assert (
        records["llm"]["status"] == "error" and records["llm"]["parent_id"] == records["analyzer"]["span_id"]
    )


async def test_handler_is_silent_outside_a_turn(trace_settings: Settings) -> None:
    tracer = build_tracer(trace_settings)
    reply = await _model("ok").ainvoke("hi", config={"callbacks": [tracer.langchain_handler()]})
    assert reply.content == "ok" and not trace_log_path(trace_settings).exists()
