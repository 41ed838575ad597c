"""F15: every 4xx from the gateway is ``{"detail": "<one sentence>"}`` — never Pydantic's error list —
and a request refused for its shape never reaches the agent."""

from __future__ import annotations

import httpx
import pytest

from tests.gateway.fake_agent import FakeAgentState

JSON = {"Content-Type": "application/json"}

# (body, Content-Type, the sentence the detail must contain)
BAD_BODIES: list[tuple[bytes, str, str]] = [
    (b"", "application/json", 'the request needs a JSON body, e.g. {"message": "a navy blazer for work"}'),
    (b"null", "application/json", "the request needs a JSON body"),
    (b"{}", "application/json", "message: is required"),
    (b'{"message": ""}', "application/json", "message: must not be empty; write what you are looking for"),
    (b'{"message": "  \\n "}', "application/json", "message: must not be empty"),
    (b'{"message": 42}', "application/json", "message: must be text"),
    (b'{"message": ["a"]}', "application/json", "message: must be text"),
    (b'{"message": "unfinished', "application/json", "the request body is not valid JSON (unterminated string"),
    (b"{'message': 'hi'}", "application/json", "the request body is not valid JSON"),
    (b"[1, 2]", "application/json", "the request body must be a JSON object"),
    (b'"a navy blazer"', "application/json", "the request body must be a JSON object"),
    (b"message=hi", "application/x-www-form-urlencoded", "send the body as JSON with Content-Type: application/json"),
    (b'{"message": "hi", "session_id": "../admin"}', "application/json", "session_id: must be an id the API gave you"),
    (b'{"message": "hi", "session_id": 7}', "application/json", "session_id: must be text"),
    (b'{"message": "hi", "context": [1]}', "application/json", "context: must be a JSON object"),
    (b'{"message": "red scarf \\ud800"}', "application/json", "message: contains characters that are not valid text"),
    (b'{"message": "\\u200b\\ufeff"}', "application/json", "message: must not be empty"),
    (b'{"message": "hi", "context": {"collected_info": {"maxPrice": NaN}}}', "application/json", "not finite"),
]  # fmt: skip


def assert_sentence(response: httpx.Response, status: int, phrase: str) -> None:
    assert response.status_code == status, response.text
    body = response.json()
    assert set(body) == {"detail"} and isinstance(body["detail"], str), body
    assert phrase in body["detail"], body["detail"]
    assert "\n" not in body["detail"] and "input should" not in body["detail"].lower()


@pytest.mark.parametrize("path", ["/api/agent/chat", "/api/agent/chat/stream", "/api/v1/agent/chat"])
@pytest.mark.parametrize(("body", "content_type", "phrase"), BAD_BODIES)
def test_bad_chat_bodies_get_one_sentence_and_never_reach_the_agent(
    fake_gateway: str,
    fake_agent: tuple[str, FakeAgentState],
    path: str,
    body: bytes,
    content_type: str,
    phrase: str,
) -> None:
    before = len(fake_agent[1].requests)
    response = httpx.post(fake_gateway + path, content=body, headers={"Content-Type": content_type})
    assert_sentence(response, 422, phrase)
    assert len(fake_agent[1].requests) == before


def test_several_problems_share_one_line(fake_gateway: str) -> None:
    response = httpx.post(
        fake_gateway + "/api/agent/chat", json={"message": "", "session_id": "a/b", "context": "x"}
    )
    assert_sentence(response, 422, "message: must not be empty")
    assert "session_id: must be an id" in response.json()["detail"]
    assert "context: must be a JSON object" in response.json()["detail"]


@pytest.mark.parametrize(
    "path", ["/api/agent/sessions/a.b", "/api/agent/sessions/" + "x" * 200, "/images/a%20b.svg"]
)
def test_ids_in_paths_are_explained(fake_gateway: str, path: str) -> None:
    response = httpx.get(fake_gateway + path)
    assert_sentence(response, 422, "must be an id the API gave you (up to 128 letters, digits, '-' or '_')")


def test_unknown_path_and_wrong_method(fake_gateway: str) -> None:
    for method in ("GET", "POST"):
        missing = httpx.request(method, fake_gateway + "/api/agent/nope", json={})
        assert_sentence(missing, 404, "there is nothing at this address")
    # The web app's static mount would answer "Allow: GET, HEAD" here; the API route's methods are right.
    for method in ("PUT", "DELETE", "GET"):  # GET too: the static mount's 404 must not hide the route
        wrong = httpx.request(method, fake_gateway + "/api/agent/chat")
        assert_sentence(wrong, 405, f"does not take {method} requests; use POST")
        assert wrong.headers["allow"] == "POST"
    sessions = httpx.post(fake_gateway + "/api/agent/sessions/sess_1")
    assert_sentence(sessions, 405, "use DELETE or GET")


def test_oversized_body_is_one_sentence(fake_gateway: str) -> None:
    assert_sentence(
        httpx.post(fake_gateway + "/api/agent/chat", json={"message": "x" * 5000}),
        413,
        "larger than 4096 bytes",
    )


def test_a_raw_error_list_from_the_agent_is_turned_into_a_sentence(fake_gateway: str) -> None:
    # The fake agent answers "raw-error" turns with FastAPI's default list; the client must not see it.
    response = httpx.post(fake_gateway + "/api/agent/chat", json={"message": "raw-error please"})
    assert_sentence(response, 422, "message: must be at most 10 characters long")
    streamed = httpx.post(fake_gateway + "/api/agent/chat/stream", json={"message": "raw-error please"})
    assert_sentence(streamed, 422, "message: must be at most 10 characters long")


def test_the_agents_own_sentences_pass_through(fake_gateway: str) -> None:
    response = httpx.get(fake_gateway + "/api/agent/sessions/sess_unknown")
    assert response.status_code == 404 and response.json() == {"detail": "session not found"}
