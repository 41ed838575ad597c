"""The agent API with the llm engine: a whole turn against a scripted OpenAI-compatible model."""

from __future__ import annotations

import json
from collections.abc import Iterator

import httpx
import pytest

from aesthetiq.settings import Settings
from tests.agent.client import done_of, stream_turn, types
from tests.fakes.openai_server import ScriptedModel, create_app
from tests.servers import free_port, running

UNDERSTOOD = {"intent": "clothing", "operations": [{"op": "new_request", "pieces": [{"subCategory": "Coat",
              "colors": ["camel"]}]}], "semantic_query": "camel wool coat", "confidence": 0.9}  # fmt: skip
REPLY = (
    "These coats suit your warm colouring. Each one is listed below with why it works. "
    "Camel and rust sit right in your palette."
)


@pytest.fixture(scope="module")
def llm_stack(settings: Settings, tool_server_url: str) -> Iterator[tuple[ScriptedModel, str]]:
    from aesthetiq.agent.service import create_app as create_agent

    model = ScriptedModel(
        default={"content": REPLY},
        default_tool={"tool": {"name": "TurnUnderstanding", "arguments": UNDERSTOOD}},
    )
    with running(create_app(model)) as model_url:
        llm = settings.model_copy(
            update={"engine": "llm", "llm_model": "openai:scripted", "llm_base_url": model_url + "/v1",
                    "llm_timeout_s": 2.0, "llm_fast_path_confidence": 1.0, "agent_port": free_port()}
        )  # fmt: skip
        with running(create_agent(llm), port=llm.agent_port) as agent_url:
            yield model, agent_url


def test_a_clothing_turn_makes_at_most_two_model_calls(llm_stack) -> None:
    model, url = llm_stack
    before = len(model.requests)
    events = stream_turn(url, {"message": "something warm for winter walks", "user_id": "user_demo_1"})
    done = done_of(events)
    assert "chunk" in types(events)
    assert done["intent"] == "clothing" and done["filters"].get("subCategory") == "Coat"
    assert done["items"], "the model's filters were searched"
    assert all(item["subCategory"] == "Coat" for item in done["items"])
    assert done["response"].startswith("These coats suit your warm colouring")
    assert done["metadata"]["model_calls"] == len(model.requests) - before <= 2


def structured_calls(model: ScriptedModel, since: int) -> int:
    return sum(1 for request in model.requests[since:] if request.get("tools"))


def test_the_models_operations_are_the_turns_state(llm_stack) -> None:
    model, url = llm_stack
    before = len(model.requests)
    done = done_of(stream_turn(url, {"message": "something warm for winter walks", "user_id": "user_demo_1"}))
    assert done["metadata"]["operations"][0]["op"] == "new_request"
    piece = done["state"]["pieces"][0]
    assert (piece["subCategory"], piece["category"], piece["colors"]) == ("Coat", "TOP", ["camel"])
    assert done["state"]["act"] == "new_request"
    assert [item["id"] for item in done["state"]["shown"]] == [item["id"] for item in done["items"]]
    assert structured_calls(model, before) == 1 and done["metadata"]["model_calls"] == 2


def test_a_follow_up_applies_the_models_refine_to_the_stored_state(llm_stack) -> None:
    model, url = llm_stack
    first = done_of(stream_turn(url, {"message": "a camel coat please", "user_id": "user_demo_1"}))
    shown = [item["name"] for item in first["items"]]
    before = len(model.requests)
    model.then_tool({"tool": {"name": "TurnUnderstanding", "arguments": {"intent": "clothing", "operations": [
        {"op": "refine", "set": {"colors": ["black"], "maxPrice": 150}}]}}})  # fmt: skip
    body = {"message": "in black, under 150", "user_id": "user_demo_1", "session_id": first["session_id"]}
    done = done_of(stream_turn(url, body))
    # The model saw the stored state: the coat asked for and the coats shown, by position.
    sent = next(r for r in model.requests[before:] if r.get("tools"))["messages"][-1]["content"]
    state = json.loads(sent.split("\n")[0].removeprefix("STATE: "))
    assert state["pieces"][0]["subCategory"] == "Coat" and [s["name"] for s in state["shown"]] == shown
    piece = done["state"]["pieces"][0]
    assert (piece["subCategory"], piece["colors"], piece["maxPrice"]) == ("Coat", ["black"], 150.0)
    assert done["state"]["act"] == "refine" and done["state"]["turns"] == first["state"]["turns"] + 1
    assert done["filters"]["subCategory"] == "Coat" and done["filters"]["colors"] == ["black"]
    assert done["items"] and all(item["subCategory"] == "Coat" and item["price"] <= 150 for item in done["items"])
    assert structured_calls(model, before) == 1


def test_an_operation_out_of_range_falls_back_to_the_offline_reading(llm_stack) -> None:
    model, url = llm_stack
    first = done_of(stream_turn(url, {"message": "a camel coat please", "user_id": "user_demo_1"}))
    model.then_tool({"tool": {"name": "TurnUnderstanding", "arguments": {"intent": "clothing", "operations": [
        {"op": "reference", "indexes": [40], "focus": True}, {"op": "refine", "set": {"colors": ["black"]}}]}}})  # fmt: skip
    body = {"message": "in navy instead", "user_id": "user_demo_1", "session_id": first["session_id"]}
    done = done_of(stream_turn(url, body))
    assert done["metadata"]["usage"]["fallbacks"] == 1
    assert [op["op"] for op in done["metadata"]["operations"]] == ["refine"]  # the offline engine's reading
    piece = done["state"]["pieces"][0]
    assert piece["subCategory"] == "Coat" and piece["colors"] == ["navy"]


def test_the_turn_survives_a_failing_model(llm_stack) -> None:
    model, url = llm_stack
    model.then({"status": 500}, {"status": 500})
    done = done_of(stream_turn(url, {"message": "black ankle boots size 40", "user_id": "user_demo_2"}))
    assert done["intent"] == "clothing" and done["filters"].get("subCategory") == "Boots"
    assert done["items"] and done["response"]
    assert done["metadata"]["model_calls"] == 2 and done["metadata"]["usage"]["fallbacks"] == 2


def test_a_compare_reply_with_an_ungrounded_price_falls_back_to_the_offline_table(llm_stack) -> None:
    """The reported block: a model wrote a price difference (499.01) as if it were a blazer's price.
    The output check rejects it; the offline comparison (items' own prices only) is shown instead."""
    from tests.agent.test_agent_integration import BLAZERS

    model, url = llm_stack
    history = [
        {"role": "user", "content": "show me navy blazers"},
        {"role": "assistant", "content": "Here are some blazers.", "metadata": {"items": BLAZERS}},
    ]
    model.then(
        {
            "tool": {
                "name": "TurnUnderstanding",
                "arguments": {"intent": "compare", "operations": [{"op": "compare", "indexes": [0, 1]}],
                              "confidence": 0.9},
            }
        },
        {"content": "The Navy Checked Wool Blazer is a €499.01 splurge; the pinstripe one is the bargain."},
    )
    done = done_of(stream_turn(url, {"message": "compare the first two", "user_id": "user_demo_2",
                                     "context": {"history": history}}))  # fmt: skip
    assert done["intent"] == "compare" and done["blocked"] is False
    assert "499.01" not in done["response"] and "€550" in done["response"] and "€50.99" in done["response"]
    assert [row["id"] for row in done["metadata"]["comparison"]] == ["cmp_1", "cmp_2"]


def test_the_model_reply_streams_sentence_by_sentence_before_the_turn_ends(llm_stack) -> None:
    _, url = llm_stack
    events = stream_turn(url, {"message": "a warm coat for the cold", "user_id": "user_demo_1"})
    chunks = [e for e in events if e["type"] == "chunk"]
    assert [c["content"] for c in chunks][:2] == [
        "These coats suit your warm colouring. ",
        "Each one is listed below with why it works. ",
    ]
    # Sent while the output check was still running, not replayed afterwards by the formatter.
    check_ended = next(
        i for i, e in enumerate(events) if e["type"] == "node_end" and e["node"] == "output_guardrails"
    )
    assert events.index(chunks[0]) < check_ended
    assert done_of(events)["response"] == "".join(c["content"] for c in chunks)


def test_the_json_endpoint_asks_the_model_for_the_whole_reply_and_checks_it(llm_stack) -> None:
    model, url = llm_stack
    before = len(model.requests)
    body = httpx.post(url + "/api/v1/agent/chat", json={"message": "a warm coat", "user_id": "user_demo_1"}, timeout=30)
    assert body.status_code == 200
    done = body.json()
    assert done["response"] == REPLY and done["items"] and not done["blocked"]
    reply_requests = [r for r in model.requests[before:] if not r.get("tools")]
    assert len(reply_requests) == 1 and not reply_requests[0].get("stream")
    # An invented price in a whole reply is caught too: the checked offline draft answers instead.
    model.then({"tool": {"name": "TurnUnderstanding", "arguments": UNDERSTOOD}},
               {"content": "The best coat is only €3.99 today."})  # fmt: skip
    message = {"message": "a warm coat please", "user_id": "user_demo_1"}
    done = httpx.post(url + "/api/v1/agent/chat", json=message, timeout=30).json()
    assert "€3.99" not in done["response"] and not done["blocked"]
    assert all(item["name"] in done["response"] for item in done["items"][:3])


def test_an_invented_price_stops_the_stream_and_done_carries_the_checked_draft(llm_stack) -> None:
    model, url = llm_stack
    invented = "Here are coats for you. The best one is only €3.99 today, a steal. You will love it."
    model.then({"tool": {"name": "TurnUnderstanding", "arguments": UNDERSTOOD}}, {"content": invented})
    events = stream_turn(url, {"message": "a warm coat please", "user_id": "user_demo_1"})
    streamed = "".join(e["content"] for e in events if e["type"] == "chunk")
    # The sentence with the false price never left; the checked offline draft followed instead.
    assert streamed.startswith("Here are coats for you. ") and "€3.99" not in streamed
    done = done_of(events)
    assert streamed.endswith(done["response"])
    assert "€3.99" not in done["response"] and not done["blocked"]
    assert all(item["name"] in done["response"] for item in done["items"][:3])
