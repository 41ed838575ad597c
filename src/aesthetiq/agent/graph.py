"""The workflow graph, routed as seed 001's "Clothing Recommendation Workflow (Detailed)".

    check_clarification ─fresh→ input_guardrails ─safe→ intent_classifier → track_state ─clothing→ query_analyzer
            │                          └─unsafe→ error_response                       ├─general→ conversation_agent
            └─resume→ merge_clarification                                             └─compare→ compare
    query_analyzer, merge_clarification → clothing_recommender → clothing_analyzer
    clothing_analyzer ─approve→ output_guardrails · ─refine→ clothing_recommender (≤ max_refinements)
                      ─clarify→ save_clarification → output_guardrails
    conversation_agent, compare → output_guardrails ─safe→ response_formatter → END
                                                    └─unsafe→ error_response → END

The routers are ``async``: LangGraph runs a plain function edge in a worker thread (a task, a
thread hand-off and a future per edge, eight times a turn), an async one inline.

``track_state`` (issue 10) applies the message's operations to the shopping state the conversation
carries, before the route by intent, so every path (a search, a question, a comparison) sees it.

Besides the seed's edges, every node can go to ``error_response`` after a failure (``as_node``
turns an exception into ``state.error``), so no input crashes the graph.
"""

from __future__ import annotations

from collections.abc import Awaitable, Callable

from langgraph.graph import END, START, StateGraph
from langgraph.graph.state import CompiledStateGraph

from aesthetiq.agent.context import TurnContext
from aesthetiq.agent.nodes.check_clarification import check_clarification
from aesthetiq.agent.nodes.clothing_analyzer import clothing_analyzer
from aesthetiq.agent.nodes.clothing_recommender import clothing_recommender
from aesthetiq.agent.nodes.common import as_node, unless_error
from aesthetiq.agent.nodes.compare import compare
from aesthetiq.agent.nodes.conversation_agent import conversation_agent
from aesthetiq.agent.nodes.error_response import error_response
from aesthetiq.agent.nodes.input_guardrails import input_guardrails
from aesthetiq.agent.nodes.intent_classifier import intent_classifier
from aesthetiq.agent.nodes.merge_clarification import merge_clarification
from aesthetiq.agent.nodes.output_guardrails import output_guardrails
from aesthetiq.agent.nodes.query_analyzer import query_analyzer
from aesthetiq.agent.nodes.response_formatter import response_formatter
from aesthetiq.agent.nodes.save_clarification import save_clarification
from aesthetiq.agent.nodes.track_state import track_state
from aesthetiq.agent.state import ConversationState

NODES = {
    "check_clarification": check_clarification,
    "input_guardrails": input_guardrails,
    "intent_classifier": intent_classifier,
    "track_state": track_state,
    "query_analyzer": query_analyzer,
    "conversation_agent": conversation_agent,
    "compare": compare,
    "merge_clarification": merge_clarification,
    "clothing_recommender": clothing_recommender,
    "clothing_analyzer": clothing_analyzer,
    "save_clarification": save_clarification,
    "output_guardrails": output_guardrails,
    "response_formatter": response_formatter,
    "error_response": error_response,
}


async def route_entry(state: ConversationState) -> str:
    if state.get("error"):
        return "error_response"
    return "merge_clarification" if state.get("is_clarification_response") else "input_guardrails"


def route_guarded(target: str) -> Callable[[ConversationState], Awaitable[str]]:
    async def route(state: ConversationState) -> str:
        return "error_response" if state.get("error") or state.get("blocked") else target

    return route


async def route_intent(state: ConversationState) -> str:
    if state.get("error"):
        return "error_response"
    return {"general": "conversation_agent", "compare": "compare"}.get(state.get("intent", ""), "query_analyzer")


async def route_analysis(state: ConversationState) -> str:
    if state.get("error"):
        return "error_response"
    decision = (state.get("analysis_result") or {}).get("decision", "approve")
    return {"refine": "clothing_recommender", "clarify": "save_clarification"}.get(decision, "output_guardrails")


def build_graph() -> CompiledStateGraph:
    graph = StateGraph(ConversationState, context_schema=TurnContext)
    for name, body in NODES.items():
        graph.add_node(name, as_node(name, body))
    graph.add_edge(START, "check_clarification")
    graph.add_conditional_edges("check_clarification", route_entry,
                                ["input_guardrails", "merge_clarification", "error_response"])  # fmt: skip
    graph.add_conditional_edges("input_guardrails", route_guarded("intent_classifier"),
                                ["intent_classifier", "error_response"])  # fmt: skip
    graph.add_conditional_edges("intent_classifier", unless_error("track_state"), ["track_state", "error_response"])
    graph.add_conditional_edges("track_state", route_intent,
                                ["query_analyzer", "conversation_agent", "compare", "error_response"])  # fmt: skip
    for source, target in (
        ("query_analyzer", "clothing_recommender"),
        ("merge_clarification", "clothing_recommender"),
        ("clothing_recommender", "clothing_analyzer"),
        ("save_clarification", "output_guardrails"),
        ("conversation_agent", "output_guardrails"),
        ("compare", "output_guardrails"),
    ):
        graph.add_conditional_edges(source, unless_error(target), [target, "error_response"])
    graph.add_conditional_edges("clothing_analyzer", route_analysis,
                                ["output_guardrails", "clothing_recommender", "save_clarification", "error_response"])  # fmt: skip
    graph.add_conditional_edges("output_guardrails", route_guarded("response_formatter"),
                                ["response_formatter", "error_response"])  # fmt: skip
    graph.add_edge("response_formatter", END)
    graph.add_edge("error_response", END)
    return graph.compile(name="aesthetiq-stylist")
