"""The state logic is shared and tested once (issue 10): both engines' operations give the same state.

The same conversations run through the offline engine and through the llm engine whose (scripted) model
answers each message with the operations the offline engine produced for it. Whatever engine read the
message, the operations are checked the same way (``llm_operations``), applied by the one reducer and
searched from the state: the same ``done.state`` comes out after every turn — the same pieces, wearer,
scope, anchor and look, and the same items shown.
"""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

import httpx
import pytest

from aesthetiq.settings import Settings
from tests.agent.client import done_of, stream_turn
from tests.fakes.openai_server import ScriptedModel, create_app
from tests.servers import free_port, running

REPLY = "Here is what I would pick for you, each with a note on why it works."
CONVERSATIONS = {
    "two pieces, one refined, then cheaper": ("user_demo_1", [
        "I need a black dress and a pair of red heels for a party",
        "the heels in gold instead",
        "cheaper please",
    ]),
    "a man's suit, shoes to go with it, less formal": ("user_demo_2", [
        "I'm a guy, I need a charcoal suit for a job interview, size 42R, under £300",
        "what shoes go with it?",
        "something less formal please",
    ]),
    "a reference, a comparison, a lasting preference said and lifted": ("user_demo_1", [
        "show me navy blazers",
        "the second one in size L",
        "compare the first two",
        "I never wear orange",
        "actually orange is fine again",
    ]),
    "a gift, then something for me": ("user_demo_4", [
        "a gift for my mum, a cashmere scarf under 80",
        "something in grey?",
        "and for me a pair of white sneakers",
    ]),
    "a look, then more of them, from my own clothes": ("user_demo_5", [
        "an outfit for a summer wedding",
        "make it three outfits",
        "only from my wardrobe",
    ]),
}  # fmt: skip


@pytest.fixture(scope="module")
def llm_agent(settings: Settings, tool_server_url: str) -> Iterator[tuple[ScriptedModel, str]]:
    """An llm agent that always asks its model (no fast path) and never for a results verdict."""
    from aesthetiq.agent.service import create_app as create_agent

    model = ScriptedModel(default={"content": REPLY})
    with running(create_app(model)) as model_url:
        llm = settings.model_copy(
            update={"engine": "llm", "llm_model": "openai:scripted", "llm_base_url": model_url + "/v1",
                    "llm_timeout_s": 5.0, "llm_fast_path_confidence": 1.0, "llm_analyzer_confidence": 0.0,
                    "agent_port": free_port()}
        )  # fmt: skip
        with running(create_agent(llm), port=llm.agent_port) as agent_url:
            yield model, agent_url


def run(url: str, user: str, messages: list[str], answer: Any = None) -> list[dict[str, Any]]:
    """The conversation's ``done`` events; ``answer(i)`` queues the model's answer to message ``i``."""
    dones: list[dict[str, Any]] = []
    session: str | None = None
    for index, message in enumerate(messages):
        if answer is not None:
            answer(index)
        body = {"message": message, "user_id": user, **({"session_id": session} if session else {})}
        done = done_of(stream_turn(url, body, timeout=60))
        session = done["session_id"]
        dones.append(done)
    return dones


def lasting(tool_server_url: str, user: str) -> dict[str, list[str]]:
    dna = httpx.post(tool_server_url + "/api/v1/style-dna/tools/get_style_dna", json={"user_id": user}, timeout=30)
    return dict(dna.json().get("exclusions") or {})


@pytest.mark.parametrize("name", list(CONVERSATIONS))
def test_both_engines_track_the_same_state(name: str, agent_url: str, llm_agent, tool_server_url: str) -> None:
    model, llm_url = llm_agent
    user, messages = CONVERSATIONS[name]
    said_before = lasting(tool_server_url, user)
    offline = run(agent_url, user, messages)
    assert lasting(tool_server_url, user) == said_before  # what the conversation said it also lifted

    def answer(index: int) -> None:
        done = offline[index]
        model.then_tool({"tool": {"name": "TurnUnderstanding", "arguments": {
            "intent": done["intent"], "operations": done["metadata"]["operations"]}}})  # fmt: skip

    before = len(model.requests)
    llm = run(llm_url, user, messages, answer)
    assert not model.tool_script, "every message was read by the model"
    assert sum(1 for r in model.requests[before:] if r.get("tools")) == len(messages)  # one structured call a turn
    for index, (ours, theirs) in enumerate(zip(offline, llm, strict=True)):
        assert theirs["metadata"]["usage"]["fallbacks"] == 0, theirs["metadata"]["usage"]
        assert theirs["metadata"]["operations"] == ours["metadata"]["operations"], messages[index]
        assert theirs["state"] == ours["state"], messages[index]
        assert theirs["filters"] == ours["filters"] and theirs["intent"] == ours["intent"], messages[index]
    assert any(done["state"].get("pieces") for done in offline)
