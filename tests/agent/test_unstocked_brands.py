"""Brands the shop does not carry: recognised, said plainly, and searched on the web when it is configured."""

from __future__ import annotations

import pytest

from aesthetiq.agent.engines.llm import LlmEngine
from aesthetiq.agent.engines.offline import OfflineEngine
from aesthetiq.agent.engines.offline.understanding import Understander
from aesthetiq.agent.engines.usage import start_turn_usage
from aesthetiq.settings import Settings
from aesthetiq.store.demo import BRANDS
from tests.agent.client import CHAT, done_of, stream_turn, tools_called
from tests.agent.test_llm_engine import model_server, turn  # noqa: F401 (the scripted model fixture)

STOCKED = [brand.name for brand in BRANDS]


@pytest.fixture(scope="module")
def understander() -> Understander:
    return Understander(STOCKED)


@pytest.mark.parametrize(
    ("message", "unstocked", "sub"),
    [
        ("show me Prada loafers", ["Prada"], "Loafers"),
        ("gucci bags", ["Gucci"], "Bag"),
        ("a Coach bag for work", ["Coach"], "Bag"),  # an ordinary word, written as a name
        ("anything by Louis Vuitton?", ["Louis Vuitton"], None),
        ("YSL heels", ["Saint Laurent"], "Heels"),
        ("hermes scarf", ["Hermès"], "Scarf"),
    ],
)
def test_unstocked_brands_are_recognised(understander: Understander, message: str, unstocked: list, sub) -> None:
    u = understander.understand(message)
    assert u.intent == "clothing"
    assert u.filters.get("unstockedBrands") == unstocked
    assert u.filters.get("subCategory") == sub
    assert "brand" not in u.filters, "no brand filter that could only find nothing"


@pytest.mark.parametrize(
    "message",
    [
        "I guess I need a coat by next Friday",  # "Guess", "Next": ordinary words here
        "a coach jacket in navy",  # the garment, not the brand
        "show me Zara blazers",  # stocked: a normal brand filter
        "black boots, not Gucci please",  # unwanted, not wanted
    ],
)
def test_ordinary_words_stocked_and_unwanted_brands_are_not_unstocked(understander: Understander, message: str) -> None:
    assert "unstockedBrands" not in understander.understand(message).filters


def test_a_brand_question_without_a_garment_asks_what_kind_of_piece(agent_url: str) -> None:
    first = done_of(stream_turn(agent_url, {"message": "anything by Gucci?", "user_id": "user_demo_2"}))
    assert first["needs_clarification"] and first["intent"] == "clothing"
    assert first["response"].startswith("The shop doesn't carry Gucci")
    assert first["filters"]["unstockedBrands"] == ["Gucci"]

    second = done_of(stream_turn(agent_url, {"message": "a belt", "user_id": "user_demo_2", "session_id": first["session_id"]}))
    assert not second["needs_clarification"] and second["items"]
    assert all(item["subCategory"] == "Belt" and item["source"] == "commerce" for item in second["items"])
    assert second["response"].startswith("The shop doesn't carry Gucci, so these are from brands it does.")


def test_the_web_is_searched_for_the_brand_when_configured(web_agent_url: str, tavily) -> None:
    events = stream_turn(web_agent_url, {"message": "Prada loafers", "user_id": "user_demo_2"})
    done = done_of(events)
    assert {"search_commerce_items", "web_search"} <= set(tools_called(events))
    assert any(query.lower() == "prada loafers" for query in tavily[1].state.queries)
    sources = {item["source"] for item in done["items"]}
    assert sources == {"commerce", "web"}, "similar stocked loafers next to the brand itself from the web"
    assert "doesn't carry Prada" in done["response"] and "on the web" in done["response"]
    assert done["metadata"]["fallback_used"] is False


async def test_the_llm_engine_turns_an_unstocked_brand_into_unstocked_brands(model_server) -> None:  # noqa: F811
    model, url = model_server
    settings = Settings(engine="llm", llm_model="openai:scripted", llm_base_url=url + "/v1", llm_fast_path_confidence=1.0)
    engine = LlmEngine(settings, OfflineEngine(STOCKED), brands=STOCKED)
    for named, expected in (("Gucci", {"unstockedBrands": ["Gucci"]}), ("cos", {"brand": "COS"})):
        model.then({"tool": {"name": "TurnUnderstanding", "arguments": {
            "intent": "clothing", "operations": [{"op": "new_request", "pieces": [{"subCategory": "Bag", "brand": named}]}],
            "semantic_query": f"{named} bag", "confidence": 0.9}}})  # fmt: skip
        start_turn_usage()
        state = turn(f"a {named} bag", f"t-brand-{named}")
        await engine.classify_intent(state)
        filters = (await engine.analyze_query(state)).filters
        assert {k: filters[k] for k in expected} == expected and not ({"brand", "unstockedBrands"} - set(expected)) & set(filters)


def test_chat_endpoint_reports_it_too(agent_url: str) -> None:
    import httpx

    body = httpx.post(agent_url + CHAT, json={"message": "Chanel ballet flats", "user_id": "user_demo_5"}, timeout=30).json()
    assert body["filters"]["unstockedBrands"] == ["Chanel"] and body["items"]
    assert body["response"].startswith("The shop doesn't carry Chanel")


async def test_the_llm_reading_gets_the_occasions_dress_code_too(model_server) -> None:  # noqa: F811
    model, url = model_server
    settings = Settings(engine="llm", llm_model="openai:scripted", llm_base_url=url + "/v1", llm_fast_path_confidence=1.0)
    engine = LlmEngine(settings, OfflineEngine(STOCKED), brands=STOCKED)
    model.then({"tool": {"name": "TurnUnderstanding", "arguments": {
        "intent": "clothing", "operations": [{"op": "new_request", "pieces": [{"occasion": "business"}]}],
        "semantic_query": "office outfit", "confidence": 0.9}}})  # fmt: skip
    start_turn_usage()
    state = turn("what could I wear to the office", "t-office")
    await engine.classify_intent(state)
    filters = (await engine.analyze_query(state)).filters
    assert filters["minFormality"] == "smart-casual" and "Sweatpants" in filters["excludeSubCategories"]
