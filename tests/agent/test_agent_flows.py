"""Seed 000 §10's six data-flow examples, end to end over HTTP with the real tool server."""

from __future__ import annotations

from tests.agent.client import done_of, nodes, of_type, stream_turn, tools_called, types

ITEM_FIELDS = {"id", "source", "name", "category", "subCategory", "brand", "colors", "price", "currency",
               "inStock", "imageUrl", "url", "score", "reason"}  # fmt: skip
DONE_FIELDS = {"type", "response", "intent", "items", "workflow_status", "needs_clarification",
               "clarification_question", "session_id", "filters", "scope", "trace_id", "blocked", "metadata",
               "state", "outfits"}  # fmt: skip


def assert_protocol(events: list[dict]) -> dict:
    """What every turn's stream must satisfy (seed 000 §11)."""
    assert events[0]["type"] == "metadata"
    assert {"session_id", "user_id", "trace_id"} <= set(events[0])
    done = done_of(events)
    assert set(done) == DONE_FIELDS
    assert done["session_id"] == events[0]["session_id"]
    assert done["trace_id"] == events[0]["trace_id"]
    starts, ends = nodes(events), [e["node"] for e in of_type(events, "node_end")]
    assert starts == ends, "every node_start has its node_end, in order"
    assert all(e["display_name"] for e in of_type(events, "node_start"))
    assert "".join(e["content"] for e in of_type(events, "chunk")) == done["response"]
    for item in done["items"]:
        assert set(item) >= ITEM_FIELDS, item
    steps = done["metadata"]["agent_steps"]
    assert steps and all(isinstance(step, str) for step in steps)
    for key in ("model_calls", "iterations", "sources", "fallback_used", "relaxed", "timings", "block_reason"):
        assert key in done["metadata"]
    return done


def test_example_1_general_question(agent_url: str) -> None:
    events = stream_turn(agent_url, {"message": "What are the latest fashion trends?", "user_id": "user_demo_1"})
    done = assert_protocol(events)
    assert nodes(events) == ["check_clarification", "input_guardrails", "intent_classifier", "track_state",
                             "conversation_agent", "output_guardrails", "response_formatter"]  # fmt: skip
    assert of_type(events, "intent")[0]["intent"] == "general"
    assert done["intent"] == "general" and done["workflow_status"] == "completed"
    assert len(done["response"]) > 80
    assert not done["blocked"] and not done["needs_clarification"]


def test_example_2_commerce_recommendation(agent_url: str) -> None:
    events = stream_turn(agent_url, {"message": "I need a jacket for a job interview", "user_id": "user_demo_2"})
    done = assert_protocol(events)
    assert nodes(events)[:6] == ["check_clarification", "input_guardrails", "intent_classifier", "track_state",
                                 "query_analyzer", "clothing_recommender"]  # fmt: skip
    assert nodes(events)[-2:] == ["output_guardrails", "response_formatter"]
    filters = of_type(events, "filters")[0]
    assert filters["scope"] == "commerce"
    assert filters["filters"]["category"] == "TOP"
    assert filters["filters"]["subCategory"] in ("Jacket", "Blazer")
    called = tools_called(events)
    assert "search_commerce_items" in called
    assert of_type(events, "items_found")[0]["count"] > 0
    assert of_type(events, "analysis")[-1]["decision"] == "approve"
    assert done["intent"] == "clothing" and done["workflow_status"] == "completed"
    assert done["items"] and all(item["source"] == "commerce" for item in done["items"])
    assert all(item["subCategory"] in ("Jacket", "Blazer") for item in done["items"])
    assert all(item["reason"] for item in done["items"][:3])
    assert done["metadata"]["sources"] == ["commerce"]


def test_example_3_wardrobe_and_commerce(agent_url: str) -> None:
    events = stream_turn(
        agent_url, {"message": "I want to combine my blue shirt with something new", "user_id": "user_demo_1"}
    )
    done = assert_protocol(events)
    assert of_type(events, "filters")[0]["scope"] == "both"
    called = tools_called(events)
    assert "search_wardrobe_items" in called and "search_commerce_items" in called
    sources = {item["source"] for item in done["items"]}
    assert sources == {"wardrobe", "commerce"}
    assert set(done["metadata"]["sources"]) == {"wardrobe", "commerce"}


def test_example_4_refinement_loop(agent_url: str) -> None:
    # "around 15" is a soft budget the analyzer may move; "under 15" would be the user's limit. The demo
    # shop has no jacket under 18 (its cheapest are budget-brand gilets and bombers from about 20).
    events = stream_turn(agent_url, {"message": "Find me a jacket for around 15 euros", "user_id": "user_demo_3"})
    done = assert_protocol(events)
    decisions = [e["decision"] for e in of_type(events, "analysis")]
    assert decisions[0] == "refine" and decisions[-1] == "approve"
    ran = nodes(events)
    assert ran.count("clothing_recommender") == len(decisions) >= 2
    assert ran.count("clothing_recommender") <= 1 + 3  # at most max_refinements retries
    # The refined search used looser filters than the first one.
    prices = [e["filters"].get("maxPrice") for e in of_type(events, "filters")]
    assert prices[0] == 18 and prices[-1] > 18
    assert done["metadata"]["iterations"] == len(decisions) - 1
    assert any(step.startswith("Refinement 1") for step in done["metadata"]["agent_steps"])


def test_example_5_web_fallback(web_agent_url: str, tavily) -> None:
    events = stream_turn(web_agent_url, {"message": "Find me a jacket under 2 euros", "user_id": "user_demo_4"})
    done = assert_protocol(events)
    called = tools_called(events)
    assert called.index("search_commerce_items") < called.index("web_search")
    assert done["metadata"]["fallback_used"] is True
    assert done["items"] and all(item["source"] == "web" for item in done["items"])
    assert all(item["url"].startswith("https://shop.example/") for item in done["items"])
    assert of_type(events, "analysis")[-1]["decision"] == "approve"
    assert "web" in done["metadata"]["sources"]
    assert any("jacket" in query.lower() for query in tavily[1].state.queries)


def test_example_6_clarification_over_two_requests(agent_url: str) -> None:
    first = stream_turn(agent_url, {"message": "I need something nice to wear", "user_id": "user_demo_5"})
    asked = assert_protocol(first)
    assert of_type(first, "analysis")[-1]["decision"] == "clarify"
    assert "save_clarification" in nodes(first)
    assert asked["needs_clarification"] is True and asked["workflow_status"] == "awaiting_clarification"
    assert asked["clarification_question"] and asked["clarification_question"] in asked["response"]
    # The second request carries only the session id: the pending context lives in the session.
    second = stream_turn(
        agent_url, {"message": "A formal dinner party", "user_id": "user_demo_5", "session_id": asked["session_id"]}
    )
    done = assert_protocol(second)
    ran = nodes(second)
    assert ran[:3] == ["check_clarification", "merge_clarification", "clothing_recommender"]
    assert "intent_classifier" not in ran and "query_analyzer" not in ran
    assert done["filters"].get("occasion") in ("party", "formal", "dinner")
    assert done["workflow_status"] == "completed" and not done["needs_clarification"]
    assert done["items"]
    assert "clothing_recommender" in ran and types(second)[-1] == "done"
