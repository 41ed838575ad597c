"""Every service answers what its published OpenAPI says: schemathesis over each document, every check.

The four services (tool server with web search against a local Tavily-shaped server, agent, gateway
in both auth modes, embeddings) run over real HTTP on a private data dir, so generated sessions and
deletions touch no other test's data. Each run is bounded and reproducible: a fixed seed,
deterministic generation, at most ``EXAMPLES`` generated requests per operation in the fuzzing phase
(the examples, coverage and stateful phases add their own, also fixed). Every built-in check runs;
``positive_data_acceptance`` is replaced by a copy that also accepts the few refusals JSON Schema
cannot state (one field compared with another), each named in ``CROSS_FIELD_RULES``.
"""

from __future__ import annotations

import json
import time
from collections.abc import Iterator
from dataclasses import dataclass, field
from typing import Any

import httpx
import pytest
import schemathesis
from pydantic import SecretStr
from schemathesis.core.failures import Failure
from schemathesis.engine import events, from_schema
from schemathesis.specs.openapi.checks import positive_data_acceptance

from aesthetiq.settings import Settings
from tests.fakes.tavily_server import create_tavily_app
from tests.gateway.jwt_issuer import AUDIENCE, AUTHORIZED_PARTY, ISSUER, Issuer, SigningKey
from tests.servers import free_port, running

pytestmark = pytest.mark.slow
EXAMPLES = 5
SEED = 15
# Refusals of values that each fit the schema but not together; the tool descriptions say them.
CROSS_FIELD_RULES = (
    "is above maxPrice",  # commerce filters: minPrice <= maxPrice
    "must be at least limit",  # search_commerce_items: candidate_pool >= limit
    # commerce filters: a type belongs to the subCategory given beside it (an if/then per subCategory
    # says it in JSON Schema, but schemathesis cannot generate from that many).
    "is not a kind of",
    # update_profile: at least one change. JSON Schema could say this one (anyOf of required
    # non-null fields); its input schema does not yet.
    "give at least one of",
)


@schemathesis.check
def positive_data_acceptance_but_cross_field_rules(ctx: Any, response: Any, case: Any) -> bool | None:
    """The built-in check, except a 422 whose sentence names one of CROSS_FIELD_RULES."""
    try:
        return positive_data_acceptance(ctx, response, case)
    except Failure:
        if response.status_code == 422 and any(rule in _detail(response) for rule in CROSS_FIELD_RULES):
            return None
        raise


def _detail(response: Any) -> str:
    try:
        detail = json.loads(response.content).get("detail")
    except (ValueError, AttributeError):
        return ""
    return detail if isinstance(detail, str) else ""


@dataclass
class Report:
    operations: set[str] = field(default_factory=set)
    cases: int = 0
    failures: list[str] = field(default_factory=list)
    errors: list[str] = field(default_factory=list)
    seconds: float = 0.0


def published_operations(base_url: str) -> int:
    document = httpx.get(base_url + "/openapi.json").json()
    return sum(len(operations) for operations in document["paths"].values())


def run_schemathesis(base_url: str, headers: dict[str, str] | None = None) -> Report:
    config = schemathesis.Config.from_dict(
        {
            "seed": SEED,
            "workers": 1,
            "request-timeout": 120,
            "headers": headers or {},
            "generation": {"deterministic": True, "database": "none", "max-examples": EXAMPLES},
            "checks": {"enabled": True, "positive_data_acceptance": {"enabled": False}},
        }
    )
    schema = schemathesis.openapi.from_url(base_url + "/openapi.json", config=config)
    report = Report()
    for event in from_schema(schema).execute():
        if isinstance(event, events.ScenarioFinished):
            report.cases += len(event.recorder.cases)
            if event.label and event.phase.name != "stateful":
                report.operations.add(event.label)
            for checks in event.recorder.checks.values():
                for check in checks:
                    if check.failure_info is not None:
                        failure = check.failure_info.failure
                        report.failures.append(
                            f"{event.label or event.phase.name}: {check.name}: {failure.title}\n{failure.message}\n"
                            f"reproduce: {check.failure_info.code_sample}"
                        )
        elif isinstance(event, events.NonFatalError):
            report.errors.append(f"{event.label}: {event.info.message}")
        elif isinstance(event, events.FatalError):
            report.errors.append(repr(event.exception))
        elif isinstance(event, events.EngineFinished):
            report.seconds = event.running_time
    return report


def assert_agrees(report: Report, operations: int) -> None:
    """No failure, no error, every published operation tested with some requests each."""
    print(f"schemathesis: {len(report.operations)} operations, {report.cases} requests, {report.seconds:.1f} s")
    problems = sorted(set(report.failures)) + report.errors
    assert not problems, f"{len(problems)} disagreements:\n\n" + "\n\n".join(problems[:10])
    assert len(report.operations) == operations, sorted(report.operations)
    assert report.cases >= operations * 5, report.cases


@pytest.fixture(scope="module")
def contract_settings(tmp_path_factory: pytest.TempPathFactory) -> Settings:
    """A private, small stack: what the generated requests create or delete is theirs alone."""
    return Settings(
        data_dir=tmp_path_factory.mktemp("openapi-contracts"),
        demo_catalogue_size=300,
        gateway_port=free_port(),
        agent_port=free_port(),
        mcp_port=free_port(),
        embeddings_port=free_port(),
        langfuse_public_key=None,
        langfuse_secret_key=None,
        rate_limit_user_per_min=1_000_000,
        rate_limit_ip_per_min=1_000_000,
        # The published limits follow these settings; small ones keep the generated requests small
        # (the coverage phase sends one at each limit).
        max_message_chars=300,
        embedding_max_texts=4,
        embedding_max_text_chars=200,
    )


@pytest.fixture(scope="module")
def tools_url(contract_settings: Settings) -> Iterator[str]:
    from aesthetiq.tools.server import create_app

    with running(create_tavily_app()) as tavily:
        configured = contract_settings.model_copy(
            update={"tavily_api_key": SecretStr("tvly-test"), "tavily_base_url": tavily}
        )
        with running(create_app(configured), port=configured.mcp_port) as url:
            yield url


@pytest.fixture(scope="module")
def agent_url(contract_settings: Settings, tools_url: str) -> Iterator[str]:
    from aesthetiq.agent.service import create_app

    with running(create_app(contract_settings), port=contract_settings.agent_port) as url:
        yield url


@pytest.fixture(scope="module")
def gateway_url(contract_settings: Settings, agent_url: str) -> Iterator[str]:
    from aesthetiq.gateway.app import create_app

    with running(create_app(contract_settings), port=contract_settings.gateway_port) as url:
        yield url


@pytest.fixture(scope="module")
def signed_in_gateway(contract_settings: Settings, agent_url: str) -> Iterator[tuple[str, str]]:
    """The gateway in jwt mode, and a valid token for it."""
    from aesthetiq.gateway.app import create_app

    issuer = Issuer(published=[SigningKey.generate()])
    with running(issuer.app()) as issuer_url:
        configured = contract_settings.model_copy(
            update={
                "auth_mode": "jwt",
                "auth_jwks_url": issuer_url + "/.well-known/jwks.json",
                "auth_issuer": ISSUER,
                "auth_audience": AUDIENCE,
                "auth_authorized_parties": [AUTHORIZED_PARTY],
            }
        )
        with running(create_app(configured)) as url:
            yield url, issuer.token("user_demo_1", exp=int(time.time()) + 3600)


@pytest.fixture(scope="module")
def embeddings_url(contract_settings: Settings) -> Iterator[str]:
    from aesthetiq.embeddings.service import create_app

    with running(create_app(contract_settings), port=contract_settings.embeddings_port) as url:
        yield url


def test_tool_server_answers_as_documented(tools_url: str) -> None:
    assert published_operations(tools_url) >= 20  # 18+ tools, /health, the pictures
    assert_agrees(run_schemathesis(tools_url), operations=published_operations(tools_url))


def test_agent_answers_as_documented(agent_url: str) -> None:
    assert_agrees(run_schemathesis(agent_url), operations=published_operations(agent_url))


def test_gateway_answers_as_documented(signed_in_gateway: tuple[str, str]) -> None:
    """In jwt mode, which documents the bearer scheme and 401s (the ignored_auth check sends requests
    without the token); the demo mode serves the same routes, and its document is checked below."""
    url, token = signed_in_gateway
    report = run_schemathesis(url, headers={"Authorization": f"Bearer {token}"})
    assert_agrees(report, operations=published_operations(url))


def test_embedding_service_answers_as_documented(embeddings_url: str) -> None:
    assert_agrees(run_schemathesis(embeddings_url), operations=published_operations(embeddings_url))


@pytest.mark.parametrize("service", ["tools_url", "agent_url", "gateway_url", "embeddings_url"])
def test_every_error_is_documented_as_one_sentence(request: pytest.FixtureRequest, service: str) -> None:
    """No published 4xx/5xx keeps FastAPI's error list: each is ``{"detail": "<sentence>"}``."""
    document = httpx.get(request.getfixturevalue(service) + "/openapi.json").json()
    assert "HTTPValidationError" not in json.dumps(document)
    errors = [
        (method, path, status, answer)
        for path, operations in document["paths"].items()
        for method, operation in operations.items()
        for status, answer in operation["responses"].items()
        # the health reports: their 503 says what is missing
        if int(status) >= 400 and not (path in ("/api/agent/health", "/health/ready") and status == "503")
    ]
    assert errors and 422 in {int(status) for _, _, status, _ in errors}
    for method, path, status, answer in errors:
        schema = answer["content"]["application/json"]["schema"]
        assert schema == {"$ref": "#/components/schemas/ErrorBody"}, (method, path, status)
    assert document["components"]["schemas"]["ErrorBody"]["properties"]["detail"]["type"] == "string"

