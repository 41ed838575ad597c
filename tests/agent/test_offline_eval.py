"""The evaluation table: the offline engine's understanding over ≥ 120 labelled messages + the shared dev set."""

from __future__ import annotations

from pathlib import Path

import pytest

from aesthetiq.agent.engines.offline import OfflineEngine
from tests.agent.offline_eval import evaluate, lexicon_engine, load_cases, offline_engine, score, table

__all__ = ["lexicon_engine", "offline_engine"]  # fixtures

HERE = Path(__file__).parent
SHARED_DEV = Path("/work/shared/eval/queries.dev.jsonl")
# Written blind by someone who never saw the engine, measured once before any fix (README: Quality).
FRESH = [HERE / f"fresh_2026_11_26{batch}.jsonl" for batch in ("", "c", "d", "e")]


def _cases() -> list[dict]:
    paths = [HERE / "eval_messages.jsonl", *FRESH] + ([SHARED_DEV] if SHARED_DEV.exists() else [])
    return load_cases(*paths)


def test_eval_table_has_enough_labelled_messages() -> None:
    own = load_cases(HERE / "eval_messages.jsonl")
    assert len(own) >= 120
    assert sum("turns" in c for c in own) >= 10
    assert len({c["id"] for c in own}) == len(own)


@pytest.mark.parametrize("with_embedder", [True, False], ids=["wordllama", "lexicon-only"])
async def test_understanding_meets_the_accuracy_targets(with_embedder: bool, offline_engine: OfflineEngine,
                                                         lexicon_engine: OfflineEngine) -> None:  # fmt: skip
    engine = offline_engine if with_embedder else lexicon_engine
    rows, per_message_ms = await evaluate(engine, _cases())
    intent, n_intent = score(rows, "intent")
    filters, n_filters = score(rows, "filters")
    clarify, n_clarify = score(rows, "clarify")
    scope, n_scope = score(rows, "scope")
    print("\n" + table(rows))
    print(f"\nintent {intent:.3f} (n={n_intent}) · filters {filters:.3f} (n={n_filters}) · "
          f"clarify {clarify:.3f} (n={n_clarify}) · scope {scope:.3f} (n={n_scope}) · {per_message_ms:.2f} ms/message")  # fmt: skip
    assert intent >= 0.97
    assert filters >= 0.9
    assert clarify >= 0.9
    assert scope >= 0.9
