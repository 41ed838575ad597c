"""Guardrail fixtures: the labelled sets and one built-in provider per session."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from aesthetiq.guardrails import BuiltinGuardrails

HERE = Path(__file__).parent


def load(name: str) -> list[dict]:
    with (HERE / name).open(encoding="utf-8") as handle:
        return [json.loads(line) for line in handle if line.strip()]


@pytest.fixture(scope="session")
def builtin() -> BuiltinGuardrails:
    return BuiltinGuardrails(max_chars=10_000)


@pytest.fixture(scope="session")
def attacks() -> list[dict]:
    return load("attacks.jsonl")


@pytest.fixture(scope="session")
def benign() -> list[dict]:
    return load("benign.jsonl")


@pytest.fixture(scope="session")
def pii_cases() -> list[dict]:
    return load("pii.jsonl")


@pytest.fixture
def report(capsys: pytest.CaptureFixture[str]):
    """Print to the terminal even when output is captured (the results tables)."""

    def write(line: str = "") -> None:
        with capsys.disabled():
            print(line)

    return write
