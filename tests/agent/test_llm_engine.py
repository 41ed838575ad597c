"""The llm engine through the real langchain-openai client against a scripted OpenAI-compatible server."""

from __future__ import annotations

import time
from collections.abc import Iterator

import pytest

from aesthetiq.agent.engines.llm import LlmEngine
from aesthetiq.agent.engines.offline import OfflineEngine
from aesthetiq.agent.engines.usage import start_turn_usage
from aesthetiq.settings import Settings
from tests.fakes.openai_server import ScriptedModel, create_app
from tests.servers import running

UNDERSTOOD = {
    "intent": "clothing",
    "operations": [{"op": "new_request", "pieces": [
        # loose wording: the engine maps it onto the taxonomy and adds the interview's dress code
        {"subCategory": "jackets", "colors": ["Navy Blue"], "maxPrice": 150, "occasion": "job interview"},
    ]}],
    "semantic_query": "navy interview jacket",
    "confidence": 0.9,
}  # fmt: skip
ITEMS = [
    {"id": "c1", "source": "commerce", "name": "Navy Wool Blazer", "brand": "COS", "price": 129.0,
     "currency": "EUR", "colors": ["navy"], "category": "TOP", "subCategory": "Blazer", "inStock": True,
     "sizes": ["M"], "seasonalPaletteScores": {"WARM_AUTUMN": 0.4}},
]  # fmt: skip


@pytest.fixture(scope="module")
def model_server() -> Iterator[tuple[ScriptedModel, str]]:
    model = ScriptedModel()
    with running(create_app(model)) as url:
        yield model, url


def engine_for(url: str, *, fast_path: float = 1.0, timeout: float = 1.0) -> LlmEngine:
    settings = Settings(
        engine="llm",
        llm_model="openai:scripted-model",
        llm_base_url=url + "/v1",
        llm_timeout_s=timeout,
        llm_fast_path_confidence=fast_path,
    )
    return LlmEngine(settings, OfflineEngine(["COS", "Zara"]))


def turn(message: str, turn_id: str) -> dict:
    return {"turn_id": turn_id, "message": message, "conversation_history": [], "retrieved_items": [],
            "style_dna": {"color_season": "WARM_AUTUMN", "undertone": "warm"}}  # fmt: skip


async def test_one_structured_call_covers_intent_and_query(model_server) -> None:
    model, url = model_server
    model.then({"tool": {"name": "TurnUnderstanding", "arguments": UNDERSTOOD}})
    engine = engine_for(url)
    usage = start_turn_usage()
    state = turn("something sharp for my interview next week, nothing over 150", "t-structured")
    intent = await engine.classify_intent(state)
    analysis = await engine.analyze_query(state)

    assert intent.intent == "clothing"
    assert analysis.filters["subCategory"] == "Jacket" and analysis.filters["category"] == "TOP"
    assert analysis.filters["colors"] == ["navy"] and analysis.filters["occasion"] == "interview"
    assert analysis.filters["maxPrice"] == 150 and analysis.semantic_query == "navy interview jacket"
    assert analysis.filters["minFormality"] == "smart-casual"  # the interview's code, as the offline reading adds it
    assert [op["op"] for op in analysis.operations] == ["new_request"]
    assert analysis.operations[0]["pieces"][0]["subCategory"] == "Jacket"
    assert usage.model_calls == 1 and usage.fallbacks == 0
    request = model.requests[-1]
    assert request["tools"][0]["function"]["name"] == "TurnUnderstanding"
    assert request["tool_choice"]  # structured output forces the tool


async def test_confident_offline_understanding_skips_the_model(model_server) -> None:
    model, url = model_server
    before = len(model.requests)
    engine = engine_for(url, fast_path=0.5)
    usage = start_turn_usage()
    state = turn("green sneakers under $90", "t-fast")
    assert (await engine.classify_intent(state)).intent == "clothing"
    analysis = await engine.analyze_query(state)
    # $90 in the shop's euros at the default rate (0.92), said back as "$90".
    assert analysis.filters.get("subCategory") == "Sneakers" and analysis.filters.get("maxPrice") == 82.8
    assert analysis.filters.get("budgetSaid") == "$90"
    assert usage.model_calls == 0 and usage.fast_path == 1
    assert len(model.requests) == before
    offline = await engine.fallback.analyze_query(state)
    assert analysis.operations == offline.operations and analysis.operations[0]["op"] == "new_request"


@pytest.mark.parametrize(
    "step",
    [
        {"raw_arguments": "{intent: clothing,, oops"},
        {"status": 500},
        {"tool": {"name": "TurnUnderstanding", "arguments": {"intent": "shopping-spree"}}},
    ],
    ids=["malformed-json", "http-500", "invalid-structure"],
)
async def test_bad_model_answers_fall_back_to_offline(model_server, step) -> None:
    model, url = model_server
    model.then(step)
    engine = engine_for(url)
    usage = start_turn_usage()
    state = turn("black ankle boots size 40", f"t-{step!s:.20}")
    intent = await engine.classify_intent(state)
    analysis = await engine.analyze_query(state)
    assert intent.intent == "clothing"
    assert analysis.filters.get("subCategory") == "Boots" and analysis.filters.get("size") == "40"
    assert usage.model_calls == 1 and usage.fallbacks == 1 and usage.fallback_reasons[0].startswith("understand")


async def test_a_hanging_model_times_out_and_falls_back(model_server) -> None:
    model, url = model_server
    model.then({"hang": 5.0})
    engine = engine_for(url, timeout=0.5)
    usage = start_turn_usage()
    started = time.perf_counter()
    intent = await engine.classify_intent(turn("a cream wool coat", "t-hang"))
    assert time.perf_counter() - started < 2.0
    assert intent.intent == "clothing" and usage.fallbacks == 1


async def test_reply_streams_model_tokens_and_counts_usage(model_server) -> None:
    model, url = model_server
    model.then({"content": "Try the Navy Wool Blazer by COS at €129: it keeps your interview look crisp."})
    engine = engine_for(url)
    usage = start_turn_usage()
    state = {**turn("navy blazer", "t-reply"), "retrieved_items": [dict(item) for item in ITEMS]}
    chunks = [chunk async for chunk in engine.reply(state, "recommendation")]
    assert len(chunks) > 5  # token by token, not one block
    assert "".join(chunks).startswith("Try the Navy Wool Blazer")
    assert usage.model_calls == 1 and usage.output_tokens > 0 and usage.input_tokens > 0
    assert model.requests[-1]["stream"] is True
    assert model.requests[-1]["stream_options"] == {"include_usage": True}
    assert state["retrieved_items"][0].get("reason")  # the offline draft still writes each item's reason
    facts = model.requests[-1]["messages"][-1]["content"]
    assert "Navy Wool Blazer" in facts and "WARM_AUTUMN" in facts


async def test_a_reply_nobody_streams_is_asked_for_in_one_piece(model_server) -> None:
    model, url = model_server
    model.then({"content": "Try the Navy Wool Blazer by COS at €129: it keeps your interview look crisp."})
    engine = engine_for(url)
    usage = start_turn_usage()
    state = {**turn("navy blazer", "t-reply-whole"), "retrieved_items": [dict(item) for item in ITEMS]}
    chunks = [chunk async for chunk in engine.reply(state, "recommendation", stream=False)]
    assert chunks == ["Try the Navy Wool Blazer by COS at €129: it keeps your interview look crisp."]
    assert not model.requests[-1].get("stream")
    assert usage.model_calls == 1 and usage.output_tokens > 0 and usage.fallbacks == 0


async def test_reply_falls_back_to_the_offline_draft_when_the_model_fails(model_server) -> None:
    model, url = model_server
    model.then({"status": 500})
    engine = engine_for(url)
    usage = start_turn_usage()
    state = {**turn("navy blazer", "t-reply-fail"), "retrieved_items": [dict(item) for item in ITEMS]}
    text = "".join([chunk async for chunk in engine.reply(state, "recommendation")])
    assert "Navy Wool Blazer" in text
    assert usage.fallbacks == 1


async def test_refusals_never_reach_the_model(model_server) -> None:
    model, url = model_server
    before = len(model.requests)
    engine = engine_for(url)
    usage = start_turn_usage()
    state = {**turn("find me a bomb", "t-blocked"), "block_reason": "explosives"}
    text = "".join([chunk async for chunk in engine.reply(state, "blocked")])
    assert text and usage.model_calls == 0 and len(model.requests) == before
