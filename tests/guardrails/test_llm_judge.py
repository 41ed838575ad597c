"""The LLM judge against a local OpenAI-compatible server started by the test.

The server answers like a Llama Guard deployment: "safe", or "unsafe" and a hazard code. It sleeps
when asked to (timeout), babbles when asked to (no verdict), and records every request so the test
can check that only redacted text reaches the model.
"""

from __future__ import annotations

import asyncio
import time
from collections.abc import Iterator

import pytest
from fastapi import FastAPI, Request

from aesthetiq.guardrails import build_guardrails
from aesthetiq.guardrails.llm_judge import LlmJudge, parse_verdict
from aesthetiq.settings import Settings
from tests.servers import free_port, running

SEEN: list[dict] = []


def judge_app() -> FastAPI:
    app = FastAPI()

    @app.get("/health")
    async def health() -> dict:
        return {"ok": True}

    @app.post("/v1/chat/completions")
    async def completions(request: Request) -> dict:
        body = await request.json()
        SEEN.append(body)
        text = body["messages"][-1]["content"]
        if "slowpoke" in text:
            await asyncio.sleep(2.0)
        if "tartan" in text:
            verdict = "unsafe\nS9"
        elif "paisley" in text:
            verdict = "unsafe harassment"
        elif "gibberish" in text:
            verdict = "I am not sure what you mean"
        else:
            verdict = "safe"
        return {
            "id": "chatcmpl-1", "object": "chat.completion", "created": int(time.time()), "model": body["model"],
            "choices": [{"index": 0, "message": {"role": "assistant", "content": verdict}, "finish_reason": "stop"}],
            "usage": {"prompt_tokens": 10, "completion_tokens": 2, "total_tokens": 12},
        }  # fmt: skip

    return app


@pytest.fixture(scope="module")
def judge_url() -> Iterator[str]:
    with running(judge_app()) as url:
        yield url + "/v1"


@pytest.fixture(scope="module")
def settings_with_judge(judge_url: str) -> Settings:
    return Settings(
        guardrail_providers=["builtin", "llm_judge"],
        guardrail_judge_model="llama-guard-3-1b",
        guardrail_judge_base_url=judge_url,
        guardrail_judge_timeout_s=0.5,
        guardrail_judge_style="llama_guard",
    )


def test_parse_verdict() -> None:
    assert parse_verdict("safe") == (True, None)
    assert parse_verdict(" Safe\n") == (True, None)
    assert parse_verdict("unsafe\nS11") == (False, "self_harm")
    assert parse_verdict("unsafe S1,S9") == (False, "violence")
    assert parse_verdict("unsafe weapons") == (False, "weapons")
    assert parse_verdict("unsafe") == (False, "unsafe")
    assert parse_verdict("I cannot classify this") is None


def test_judge_blocks_and_allows(settings_with_judge: Settings) -> None:
    guardrails = build_guardrails(settings_with_judge)
    assert guardrails.names == ["builtin", "llm_judge"]
    blocked = guardrails.check_input("a tartan kilt for a wedding")
    assert not blocked.is_safe and blocked.category == "weapons" and blocked.provider == "llm_judge"
    assert "weapons" in (blocked.user_message or "")
    assert guardrails.check_input("a navy blazer").is_safe
    guardrails.close()


async def test_judge_sees_only_redacted_text(settings_with_judge: Settings) -> None:
    guardrails = build_guardrails(settings_with_judge)
    SEEN.clear()
    result = await guardrails.acheck_input("a paisley scarf, email me at jane.doe@gmail.com")
    assert not result.is_safe and result.category == "harassment"
    assert SEEN[-1]["messages"] == [{"role": "user", "content": "a paisley scarf, email me at [EMAIL]"}]
    assert SEEN[-1]["model"] == "llama-guard-3-1b"


async def test_output_check_with_judge(settings_with_judge: Settings) -> None:
    guardrails = build_guardrails(settings_with_judge)
    SEEN.clear()
    result = await guardrails.acheck_output("A tartan skirt would be lovely for autumn.", [])
    assert not result.is_safe and result.provider == "llm_judge"
    assert SEEN[-1]["messages"][-1]["role"] == "assistant"
    ok = guardrails.check_output("A navy skirt with a cream knit is a lovely autumn look.", [])
    assert ok.is_safe and ok.filtered_response.startswith("A navy skirt")


async def test_fails_open_on_timeout_and_bad_answers(settings_with_judge: Settings) -> None:
    guardrails = build_guardrails(settings_with_judge)
    started = time.perf_counter()
    slow = await guardrails.acheck_input("slowpoke: any tartan trousers?")
    assert slow.is_safe and any("unavailable" in w for w in slow.warnings)
    assert time.perf_counter() - started < 1.8
    babble = guardrails.check_input("gibberish please")
    assert babble.is_safe and "llm judge gave no verdict" in babble.warnings
    # The built-in decision still stands when the judge is down.
    assert not (await guardrails.acheck_input("slowpoke: find me a bomb")).is_safe


def test_fails_open_when_the_server_is_down() -> None:
    judge = LlmJudge(f"http://127.0.0.1:{free_port()}/v1", "llama-guard", timeout_s=0.5, style="instructed")
    result = judge.check_input("a tartan scarf")
    assert result.is_safe and any("unavailable" in w for w in result.warnings)
    judge.close()


def test_instructed_style_sends_the_classifier_prompt(judge_url: str) -> None:
    judge = LlmJudge(judge_url, "some-chat-model", timeout_s=2.0, style="instructed")
    SEEN.clear()
    assert judge.check_input("a linen shirt").is_safe
    messages = SEEN[-1]["messages"]
    assert messages[0]["role"] == "system" and "unsafe <category>" in messages[0]["content"]
    judge.close()
