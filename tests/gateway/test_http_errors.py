"""``aesthetiq.http_errors``: one line naming each field and what to do, for the error lists Pydantic
and FastAPI produce, the same body in the published OpenAPI, and messages no one can read refused."""

from __future__ import annotations

from typing import Any, Literal

import httpx
import pytest
from pydantic import BaseModel, ConfigDict, Field, ValidationError

from aesthetiq.http_errors import describe_errors
from tests.gateway.fake_agent import FakeAgentState


class Filters(BaseModel):
    model_config = ConfigDict(extra="forbid")
    category: Literal["TOP", "SHOE"] | None = None
    maxPrice: float | None = Field(None, ge=0)


class Search(BaseModel):
    model_config = ConfigDict(extra="forbid")
    query: str = Field(min_length=1, max_length=20)
    limit: int = Field(10, ge=1, le=100)
    code: str = Field("ab", min_length=2, pattern=r"^[a-z]+$")
    tags: list[str] = Field(default_factory=list, max_length=2)
    filters: Filters | None = None
    strict: bool = False


def problems(arguments: Any, **options: Any) -> str:
    with pytest.raises(ValidationError) as raised:
        Search.model_validate(arguments)
    return describe_errors(raised.value.errors(include_url=False), **options)


@pytest.mark.parametrize(
    ("arguments", "sentence"),
    [
        ({}, "query: is required"),
        ({"query": ""}, "query: must not be empty"),
        ({"query": "x" * 21}, "query: must be at most 20 characters long"),
        ({"query": 5}, "query: must be text"),
        ({"query": "a", "limit": 0}, "limit: must be at least 1"),
        ({"query": "a", "limit": 101}, "limit: must be at most 100"),
        ({"query": "a", "limit": "many"}, "limit: must be a whole number"),
        ({"query": "a", "limit": 2.5}, "limit: must be a whole number"),
        ({"query": "a", "code": "a"}, "code: must be at least 2 characters long"),
        ({"query": "a", "code": "AB"}, "code: is not in the expected format"),
        ({"query": "a", "tags": ["a", "b", "c"]}, "tags: must have at most 2 items"),
        ({"query": "a", "tags": "a"}, "tags: must be a list"),
        ({"query": "a", "tags": ["a", 3]}, "tags[1]: must be text"),
        ({"query": "a", "strict": "perhaps"}, "strict: must be true or false"),
        ({"query": "a", "filters": "TOP"}, "filters: must be a JSON object"),
        ({"query": "a", "filters": {"category": "HATS"}}, "filters.category: must be one of 'TOP' or 'SHOE'"),
        ({"query": "a", "filters": {"maxPrice": -1}}, "filters.maxPrice: must be at least 0"),
        (
            {"query": "a", "filters": {"fabric": "silk"}},
            "filters.fabric: unknown argument (check the spelling; see the input schema)",
        ),
    ],
)
def test_each_problem_names_the_field_and_what_to_do(arguments: dict[str, Any], sentence: str) -> None:
    assert problems(arguments) == sentence


def test_problems_are_joined_and_capped() -> None:
    text = problems({"query": "", "limit": 0, "code": "A", "strict": "x", "tags": 1})
    assert text.startswith("query: must not be empty; limit: must be at least 1; code: ")
    assert text.endswith("(and 2 more problems)")
    assert "\n" not in text


def test_pattern_hints_explain_the_format() -> None:
    text = problems({"query": "a", "code": "AB"}, hints={"code": "must be lower-case letters"})
    assert text == "code: must be lower-case letters"


def test_fastapi_body_and_json_errors() -> None:
    example = '{"query": "navy blazer"}'
    missing = [{"type": "missing", "loc": ("body",), "msg": "Field required", "input": None}]
    assert (
        describe_errors(missing, request=True, example=example)
        == f"the request needs a JSON body, e.g. {example}"
    )
    listed = [{"type": "model_attributes_type", "loc": ("body",), "msg": "...", "input": [1, 2]}]
    assert describe_errors(listed, request=True) == "the request body must be a JSON object"
    broken = [
        {"type": "json_invalid", "loc": ("body", 11), "msg": "JSON decode error", "input": {},
         "ctx": {"error": "Unterminated string starting at"}},
        {"type": "missing", "loc": ("body", "query"), "msg": "Field required", "input": {}},
    ]  # fmt: skip
    assert describe_errors(broken, request=True) == (
        "the request body is not valid JSON (unterminated string starting at character 11)"
    )
    query = [{"type": "int_parsing", "loc": ("query", "limit"), "msg": "...", "input": "x"}]
    assert describe_errors(query, request=True) == "limit: must be a whole number"
    # Without request=True a location is a plain field path, so a field may be called "query".
    plain = [{"type": "missing", "loc": ("query",), "msg": "Field required", "input": {}}]
    assert describe_errors(plain) == "query: is required"
    whole = [
        {"type": "value_error", "loc": (), "msg": "Value error, MinPrice is above maxPrice", "input": {}}
    ]
    assert describe_errors(whole) == "minPrice is above maxPrice"
    assert describe_errors([]) == "the request is not valid"


def test_non_finite_numbers_are_named() -> None:
    class Price(BaseModel):
        model_config = ConfigDict(allow_inf_nan=False)
        maxPrice: float

    with pytest.raises(ValidationError) as raised:
        Price.model_validate({"maxPrice": float("inf")})
    assert describe_errors(raised.value.errors()) == "maxPrice: must be a finite number (not Infinity or NaN)"


def test_published_errors_are_the_sentence_body() -> None:
    """A route's documented refusals and FastAPI's own 422 both point at ErrorBody, never at the
    error list no response carries; headers that always come along are documented as required."""
    from fastapi import FastAPI

    from aesthetiq.http_errors import ERROR_REF, error_responses, install_error_handlers

    app = FastAPI()

    @app.post("/things", responses=error_responses(401, 429))
    async def make(thing: Search) -> dict[str, Any]:
        return {}

    install_error_handlers(app, refine=lambda schema: schema["info"].update(title="refined"))
    document = app.openapi()
    answers = document["paths"]["/things"]["post"]["responses"]
    for status in ("401", "422", "429"):
        assert answers[status]["content"]["application/json"]["schema"] == ERROR_REF, status
    assert answers["401"]["headers"]["WWW-Authenticate"]["required"] is True
    assert answers["429"]["headers"]["Retry-After"]["required"] is True
    schemas = document["components"]["schemas"]
    assert "HTTPValidationError" not in schemas and "ValidationError" not in schemas
    assert schemas["ErrorBody"]["properties"]["detail"]["type"] == "string"
    assert document["info"]["title"] == "refined"


@pytest.mark.parametrize(
    ("message", "sentence"),
    [
        ("red scarf\x00", "message: contains a NUL character (U+0000), which is not text; send the message as plain text"),
        ("\x00\x00", "message: holds only control characters (U+0000) and nothing to read; write what you are looking for"),
        ("\x07\x08\x7f", "message: holds only control characters (U+0007)"),
        ("\x1b[31mred scarf", "message: contains a control character (U+001B)"),
        ("red\x85scarf", "message: contains a control character (U+0085)"),
    ],
)
def test_nul_and_control_characters_never_reach_the_agent(
    fake_gateway: str, fake_agent: tuple[str, FakeAgentState], message: str, sentence: str
) -> None:
    before = len(fake_agent[1].requests)
    response = httpx.post(fake_gateway + "/api/agent/chat", json={"message": message})
    assert response.status_code == 422, response.text
    assert response.json()["detail"].startswith(sentence)
    assert len(fake_agent[1].requests) == before


def test_tabs_and_line_breaks_are_text(fake_gateway: str) -> None:
    response = httpx.post(fake_gateway + "/api/agent/chat", json={"message": "a red scarf\n\tand gloves\r\n"})
    assert response.status_code == 200, response.text
