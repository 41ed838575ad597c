"""Guardrail fixtures: the tuning sets (package data), the held-out sets (tests only) and one
built-in provider per session with its learnt signal."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from aesthetiq.embeddings import make_embedder
from aesthetiq.embeddings.base import Embedder
from aesthetiq.guardrails import BuiltinGuardrails
from aesthetiq.guardrails.labelled import learnt_signal, tuning_attacks, tuning_benign
from aesthetiq.settings import Settings

HERE = Path(__file__).parent


def load(name: str) -> list[dict]:
    with (HERE / name).open(encoding="utf-8") as handle:
        return [json.loads(line) for line in handle if line.strip()]


@pytest.fixture(scope="session")
def embedder(settings: Settings) -> Embedder:
    return make_embedder(settings.model_copy(update={"embedder": "wordllama"}))


@pytest.fixture(scope="session")
def builtin(embedder: Embedder) -> BuiltinGuardrails:
    return BuiltinGuardrails(max_chars=10_000, neighbours=learnt_signal(embedder))


@pytest.fixture(scope="session")
def attacks() -> list[dict]:
    return list(tuning_attacks())


@pytest.fixture(scope="session")
def benign() -> list[dict]:
    return list(tuning_benign())


@pytest.fixture(scope="session")
def heldout_attacks() -> list[dict]:
    return load("heldout_attacks.jsonl")


@pytest.fixture(scope="session")
def heldout_benign() -> list[dict]:
    return load("heldout_benign.jsonl")


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
