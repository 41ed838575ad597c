"""The llm engine reads a message as operations on the shopping state (issue 10), checked before the reducer.

Against the scripted OpenAI-compatible server, through the real langchain-openai client: the model's
operations in the shared schema, put in the shop's words; answers that point at nothing or do not fit the
schema fall back to the offline reading of the message; the offline engine's own operations come through
the checks unchanged (so both engines' operations mean the same to the reducer).
"""

from __future__ import annotations

import json
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

from aesthetiq.agent.conversation.currency import DEFAULT_RATES
from aesthetiq.agent.conversation.state import ShoppingState
from aesthetiq.agent.engines.llm import LlmEngine
from aesthetiq.agent.engines.llm_operations import Context, Unusable, normalise
from aesthetiq.agent.engines.llm_schema import TurnUnderstanding, tool_size, tool_spec
from aesthetiq.agent.engines.offline import OfflineEngine
from aesthetiq.agent.engines.offline.understanding import Understander
from aesthetiq.agent.engines.usage import start_turn_usage
from aesthetiq.settings import Settings
from tests.agent.offline_eval import DEMO_BRANDS
from tests.fakes.openai_server import ScriptedModel, create_app
from tests.servers import running

HERE = Path(__file__).parent
COATS = [
    {"id": "coat-1", "source": "commerce", "name": "Camel Wool Coat", "price": 189.0, "colors": ["camel"],
     "category": "TOP", "subCategory": "Coat", "formality": "smart-casual"},
    {"id": "coat-2", "source": "commerce", "name": "Green Wrap Coat", "price": 149.0, "colors": ["green"],
     "category": "TOP", "subCategory": "Coat", "formality": "smart-casual"},
]  # fmt: skip
PRIOR = {"pieces": [{"subCategory": "Coat", "category": "TOP", "colors": ["camel"], "maxPrice": 200.0,
                     "season": "winter"}], "turns": 1}  # fmt: skip


@pytest.fixture(scope="module")
def model_server() -> Iterator[tuple[ScriptedModel, str]]:
    model = ScriptedModel()
    with running(create_app(model)) as url:
        yield model, url


def engine_for(url: str) -> LlmEngine:
    settings = Settings(engine="llm", llm_model="openai:scripted", llm_base_url=url + "/v1", llm_timeout_s=2.0,
                        llm_fast_path_confidence=1.0)  # fmt: skip
    return LlmEngine(settings, OfflineEngine(DEMO_BRANDS), brands=DEMO_BRANDS)


def after_coats(message: str, turn_id: str) -> dict[str, Any]:
    """A turn after two coats were shown for "a camel coat for winter under 200"."""
    history = [
        {"role": "user", "content": "a camel coat for winter under 200"},
        {"role": "assistant", "content": "Here are two coats.", "metadata": {"items": COATS, "state": PRIOR}},
    ]
    return {"turn_id": turn_id, "message": message, "conversation_history": history, "shopping": PRIOR,
            "retrieved_items": []}  # fmt: skip


def answer(*operations: dict[str, Any], intent: str = "clothing") -> dict[str, Any]:
    return {"tool": {"name": "TurnUnderstanding", "arguments": {"intent": intent, "operations": list(operations)}}}


async def read(engine: LlmEngine, state: dict[str, Any]) -> tuple[Any, Any]:
    usage = start_turn_usage()
    await engine.classify_intent(state)
    return await engine.analyze_query(state), usage


def test_the_tool_schema_stays_small_and_defines_a_piece_once() -> None:
    spec = tool_spec()
    assert tool_size() < 5000, "small local models read the whole tool definition on every turn"
    defs = spec["parameters"]["$defs"]
    assert "Piece" in defs and json.dumps(spec).count('"subCategory": {"type"') == 1
    assert not any(key in json.dumps(spec) for key in ('"title"', '"default"', '"description": "a whole'))
    assert set(spec["parameters"]["required"]) == {"intent", "operations"}


async def test_the_prompt_gives_the_state_with_shown_items_by_position_and_the_rates(model_server) -> None:
    model, url = model_server
    model.then_tool(answer({"op": "refine", "set": {"colors": ["black"]}}))
    analysis, usage = await read(engine_for(url), after_coats("in black please", "t-prompt"))
    system, last = model.requests[-1]["messages"][0]["content"], model.requests[-1]["messages"][-1]["content"]
    assert "1 GBP = 1.17 EUR" in system and "Loafers" in system and "funeral" in system
    state = json.loads(last.split("\n")[0].removeprefix("STATE: "))
    assert state["pieces"][0]["subCategory"] == "Coat" and state["pieces"][0]["maxPrice"] == 200.0
    assert state["shown"][1] == {"i": 1, "id": "coat-2", "name": "Green Wrap Coat", "subCategory": "Coat",
                                 "colors": ["green"], "price": 149.0}  # fmt: skip
    assert last.endswith("MESSAGE: in black please")
    # The refine changes the colour of the coat asked for: garment, budget and season stay.
    assert analysis.filters == {"subCategory": "Coat", "category": "TOP", "colors": ["black"], "maxPrice": 200.0,
                                "season": "winter"}  # fmt: skip
    assert usage.model_calls == 1 and usage.fallbacks == 0


async def test_the_models_words_become_the_shops(model_server) -> None:
    model, url = model_server
    model.then_tool(answer(
        {"op": "new_request", "pieces": [
            {"subCategory": "cardigans", "colors": ["Forest Green"], "brand": "gucci", "size": "medium",
             "minPrice": 120, "maxPrice": 40},
            {"subCategory": "boots", "type": "chelsea", "brand": "zara", "excludeSubCategories": ["Tank Top", "dresses"]},
        ]},
        {"op": "set_wearer", "recipient": "Mum"},
    ))  # fmt: skip
    analysis, usage = await read(engine_for(url), {"turn_id": "t-words", "message": "a cardigan and chelsea boots for mum"})
    first, second = (op for op in analysis.operations[0]["pieces"])
    assert first["subCategory"] == "Sweater" and first["type"] == "Cardigan" and first["category"] == "TOP"
    assert first["colors"] == ["forest green"] and first["size"] == "M"
    assert first["unstockedBrands"] == ["gucci"] and "brand" not in first  # the shop has no Gucci: said, not filtered
    assert (first["minPrice"], first["maxPrice"]) == (40.0, 120.0)
    assert second["type"] == "Chelsea" and second["brand"] == "Zara"
    assert second["excludeSubCategories"] == ["Tank Top", "Dress"]  # a kind stays a kind: not every T-shirt
    assert analysis.operations[1] == {"op": "set_wearer", "department": None, "recipient": "mum"}
    assert analysis.filters["outfitParts"] == ["Sweater", "Boots"] and analysis.filters["recipient"] == "mum"
    assert usage.fallbacks == 0


@pytest.mark.parametrize(
    ("said", "expected"),
    [({"maxPrice": 351, "currency": "GBP"}, 351.0), ({"maxPrice": 300, "currency": "GBP"}, 351.0),
     ({"maxPrice": 300}, 351.0), ({"maxPrice": 351, "currency": "£"}, 351.0)],
    ids=["converted", "left-as-said", "no-currency", "symbol"],
)  # fmt: skip
async def test_a_budget_in_pounds_is_in_euros_with_its_wording(model_server, said, expected) -> None:
    model, url = model_server
    model.then_tool(answer({"op": "new_request", "pieces": [{"subCategory": "Blazer", **said}]}))
    analysis, _ = await read(engine_for(url), {"turn_id": f"t-gbp-{said}", "message": "a blazer under £300"})
    piece = analysis.operations[0]["pieces"][0]
    assert (piece["maxPrice"], piece["currency"], piece["budgetSaid"]) == (expected, "GBP", "£300")


@pytest.mark.parametrize(
    "operations",
    [
        [{"op": "reference", "indexes": [5], "focus": True}],
        [{"op": "add_piece", "pieces": [{"subCategory": "Scarf"}], "anchor": 2}],
        [{"op": "compare", "indexes": [0, 7]}],
        [{"op": "refine", "pieces": [3], "set": {"colors": ["red"]}}],
        [{"op": "new_request", "pieces": [{}], "outfit": {"anchors": [{"source": "commerce", "item_id": "nowhere"}]}}],
        [{"op": "new_request", "pieces": [{}], "outfit": {"count": 12}}],
        [{"op": "new_request", "pieces": [3, 4]}],
        [{"op": "refine", "set": {"colors": ["red"]}, "shout": True}],
        [{"op": "recolour", "colors": ["red"]}],
    ],
    ids=["reference-past-the-list", "anchor-past-the-list", "compare-past-the-list", "no-such-piece",
         "anchor-not-shown", "too-many-outfits", "pieces-not-objects", "unknown-field", "unknown-operation"],
)  # fmt: skip
async def test_operations_that_point_at_nothing_or_misfit_fall_back_to_the_offline_reading(model_server, operations) -> None:
    model, url = model_server
    model.then_tool(answer(*operations))
    engine = engine_for(url)
    state = after_coats("the second one in a medium?", f"t-bad-{operations}")
    analysis, usage = await read(engine, state)
    offline = await engine.fallback.analyze_query(state)
    assert analysis.operations == offline.operations and analysis.filters == offline.filters
    assert usage.model_calls == 1 and usage.fallbacks == 1 and usage.fallback_reasons[0].startswith("understand")


async def test_an_answer_without_operations_is_not_a_reading(model_server) -> None:
    model, url = model_server
    model.then_tool({"tool": {"name": "TurnUnderstanding", "arguments": {"intent": "clothing", "subCategory": "Coat"}}})
    analysis, usage = await read(engine_for(url), {"turn_id": "t-flat", "message": "black ankle boots size 40"})
    assert analysis.filters["subCategory"] == "Boots" and analysis.operations[0]["op"] == "new_request"
    assert usage.fallbacks == 1


def conversations() -> Iterator[tuple[str, list[str]]]:
    for path in sorted((HERE / "dst").glob("conversations_*.jsonl")):
        for line in path.read_text().splitlines():
            case = json.loads(line)
            yield case["id"], [turn["say"] for turn in case["turns"]]
    for path in [HERE / "eval_messages.jsonl", *sorted(HERE.glob("fresh_*.jsonl"))]:
        for line in path.read_text().splitlines():
            case = json.loads(line)
            if case.get("message"):
                yield case["id"], [case["message"]]


def test_the_offline_engines_operations_come_through_the_checks_unchanged() -> None:
    """Every labelled conversation's messages (600+ turns) and every evaluation message, read by the offline
    engine turn after turn: the llm engine's checks leave its operations as they are, so an operation means
    the same to the reducer whichever engine wrote it."""
    understander = Understander(DEMO_BRANDS)
    stocked = {brand.lower(): brand for brand in DEMO_BRANDS}
    changed, turns = [], 0
    for name, messages in conversations():
        prior = ShoppingState()
        for message in messages:
            reading = understander.understand(message, prior=prior)
            written = [op.model_dump(mode="json") for op in reading.operations]
            context = Context(prior=prior, message=message, stocked=stocked, rates=dict(DEFAULT_RATES), offline=written)
            try:
                parsed = TurnUnderstanding.model_validate({"intent": reading.intent, "operations": written})
                checked = [op.model_dump(mode="json") for op in normalise(parsed.dumped(), context)]
            except Unusable as exc:
                checked = [str(exc)]
            turns += 1
            if checked != written:
                changed.append(f"{name}: {message!r}\n  offline {written}\n  checked {checked}")
            prior = reading.state
    assert turns > 1000
    assert not changed, "\n".join(changed[:5])


async def test_a_budget_the_offline_reading_missed_still_carries_its_wording(model_server) -> None:
    model, url = model_server
    model.then_tool(answer({"op": "new_request", "pieces": [{"subCategory": "Blazer", "maxPrice": 92, "currency": "USD"}]}))
    analysis, _ = await read(engine_for(url), {"turn_id": "t-usd", "message": "a blazer, a hundred bucks tops"})
    piece = analysis.operations[0]["pieces"][0]
    assert (piece["maxPrice"], piece["currency"], piece["budgetSaid"]) == (92.0, "USD", "$100")


async def test_a_new_occasion_brings_its_dress_code_and_less_formal_keeps_the_occasion(model_server) -> None:
    model, url = model_server
    engine = engine_for(url)
    model.then_tool(answer({"op": "refine", "set": {"occasion": "funeral"}}))
    funeral, _ = await read(engine, after_coats("it's for a funeral actually", "t-funeral"))
    changed = funeral.operations[0]["set"]
    assert changed["occasion"] == "funeral" and changed["minFormality"] and "black" in changed["colors"]
    model.then_tool(answer({"op": "refine", "set": {"occasion": "wedding"}, "moves": ["less_formal"]}))
    lowered, _ = await read(engine, after_coats("a bit less formal for the wedding", "t-lower"))
    assert lowered.operations[0]["set"] == {"occasion": "wedding"}  # the band moves one notch; no floor put back
    assert lowered.filters["maxFormality"] == "business" and lowered.filters["occasion"] == "wedding"
