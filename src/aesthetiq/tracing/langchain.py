"""LangChain callbacks -> generation spans under the current span (model, tokens, latency).

Attach with `config={"callbacks": [tracer.langchain_handler()]}` (or on the model). The handler
runs inline (`run_inline = True`), so it sees the caller's context and the span current there
(the graph node) becomes the generation's parent.
"""

from __future__ import annotations

import time
from typing import TYPE_CHECKING, Any
from uuid import UUID

from langchain_core.callbacks import BaseCallbackHandler
from langchain_core.outputs import LLMResult

from aesthetiq.tracing.spans import Span

if TYPE_CHECKING:
    from aesthetiq.tracing.tracer import Tracer


def _model_name(
    serialized: dict[str, Any] | None, metadata: dict[str, Any] | None, kwargs: dict[str, Any]
) -> str:
    params = kwargs.get("invocation_params") or {}
    for candidate in (
        (metadata or {}).get("ls_model_name"),
        params.get("model"),
        params.get("model_name"),
        ((serialized or {}).get("kwargs") or {}).get("model"),
        ((serialized or {}).get("kwargs") or {}).get("model_name"),
    ):
        if candidate:
            return str(candidate)
    ids = (serialized or {}).get("id") or ["unknown"]
    return str(ids[-1])


def _usage(response: LLMResult) -> tuple[int | None, int | None]:
    for generations in response.generations:
        for generation in generations:
            usage = getattr(getattr(generation, "message", None), "usage_metadata", None)
            if usage:
                return usage.get("input_tokens"), usage.get("output_tokens")
    token_usage = (
        (response.llm_output or {}).get("token_usage") or (response.llm_output or {}).get("usage") or {}
    )
    return token_usage.get("prompt_tokens"), token_usage.get("completion_tokens")


class TracingCallbackHandler(BaseCallbackHandler):
    run_inline = True
    raise_error = False

    def __init__(self, tracer: Tracer) -> None:
        self._tracer = tracer
        self._runs: dict[UUID, tuple[Span, float, list[float]]] = {}

    def _start(self, run_id: UUID, name: str, model: str, prompt: Any, provider: str | None) -> None:
        span = self._tracer.start_span(name, "generation", model=model, provider=provider, input=prompt)
        if isinstance(span, Span):
            self._runs[run_id] = (span, time.perf_counter(), [])

    def on_chat_model_start(
        self,
        serialized: dict[str, Any],
        messages: list[list[Any]],
        *,
        run_id: UUID,
        metadata: dict[str, Any] | None = None,
        **kwargs: Any,
    ) -> None:
        prompt = [
            {
                "role": getattr(message, "type", "message"),
                "content": getattr(message, "content", str(message)),
            }
            for batch in messages
            for message in batch
        ]
        model = _model_name(serialized, metadata, kwargs)
        self._start(run_id, kwargs.get("name") or "llm", model, prompt, (metadata or {}).get("ls_provider"))

    def on_llm_start(
        self,
        serialized: dict[str, Any],
        prompts: list[str],
        *,
        run_id: UUID,
        metadata: dict[str, Any] | None = None,
        **kwargs: Any,
    ) -> None:
        model = _model_name(serialized, metadata, kwargs)
        self._start(run_id, kwargs.get("name") or "llm", model, prompts, (metadata or {}).get("ls_provider"))

    def on_llm_new_token(self, token: str, *, run_id: UUID, **kwargs: Any) -> None:
        run = self._runs.get(run_id)
        if run is not None and not run[2]:
            run[2].append((time.perf_counter() - run[1]) * 1000)

    def on_llm_end(self, response: LLMResult, *, run_id: UUID, **kwargs: Any) -> None:
        run = self._runs.pop(run_id, None)
        if run is None:
            return
        span, started, first_token = run
        input_tokens, output_tokens = _usage(response)
        text = "\n".join(g.text for generations in response.generations for g in generations if g.text)
        span.set(
            input_tokens=input_tokens,
            output_tokens=output_tokens,
            latency_ms=round((time.perf_counter() - started) * 1000, 3),
            first_token_ms=round(first_token[0], 3) if first_token else None,
            output=text or None,
        )
        span.end()

    def on_llm_error(self, error: BaseException, *, run_id: UUID, **kwargs: Any) -> None:
        run = self._runs.pop(run_id, None)
        if run is not None:
            run[0].set(latency_ms=round((time.perf_counter() - run[1]) * 1000, 3))
            run[0].end(error)
