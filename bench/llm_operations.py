"""What reading a message as operations costs the llm engine besides its model call, and how big the call is.

Run from the repository root:
    .venv/bin/python -m bench.llm_operations [--rounds 3]

Over every labelled conversation (tests/agent/dst, 600+ turns), turn after turn, in process: the baseline is
the offline engine's reading of the message (what every llm turn already does: the fast path and the
fallback). Then what the llm engine adds once the model has answered — here with the operations the offline
engine produced, the answer the shared-state test scripts: the prompt's state (``understand_message``), the
answer validated (``TurnUnderstanding``), the operations checked (``llm_operations.normalise``), applied and
searched from (``reducer.apply``, ``search_filters``). Also the size of what the call sends: the tool
definition, the system prompt and the state message. Medians and p95 in ms, from one run.
"""

from __future__ import annotations

import argparse
import json
import statistics
import time
from pathlib import Path
from typing import Any

from tests.agent.offline_eval import DEMO_BRANDS

from aesthetiq.agent.conversation.reducer import apply
from aesthetiq.agent.conversation.search_view import search_filters
from aesthetiq.agent.conversation.state import ShoppingState
from aesthetiq.agent.engines.llm_operations import Context, normalise
from aesthetiq.agent.engines.llm_prompts import understand_message, understand_system
from aesthetiq.agent.engines.llm_schema import TurnUnderstanding, tool_size
from aesthetiq.agent.engines.offline.understanding import Understander
from aesthetiq.settings import Settings

RESULTS = Path(__file__).parent / "results" / "llm_operations.json"
CONVERSATIONS = sorted((Path(__file__).parent.parent / "tests" / "agent" / "dst").glob("conversations_*.jsonl"))


def pct(values: list[float], q: float) -> float:
    ordered = sorted(values)
    return round(ordered[min(int(q * len(ordered)), len(ordered) - 1)], 3)


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--rounds", type=int, default=3)
    args = parser.parse_args()
    settings = Settings()
    understander = Understander(DEMO_BRANDS, currency_rates=settings.currency_rates)
    stocked = {brand.lower(): brand for brand in DEMO_BRANDS}
    cases = [json.loads(line) for path in CONVERSATIONS for line in path.read_text().splitlines()]
    offline_ms: list[float] = []
    llm_ms: list[float] = []
    state_chars: list[int] = []
    for _ in range(args.rounds):
        for case in cases:
            prior = ShoppingState()
            for turn in case["turns"]:
                message = turn["say"]
                started = time.perf_counter()
                reading = understander.understand(message, prior=prior)
                offline_ms.append((time.perf_counter() - started) * 1000)
                answer: dict[str, Any] = {"intent": reading.intent,
                                          "operations": [op.model_dump(mode="json") for op in reading.operations]}  # fmt: skip
                started = time.perf_counter()
                prompt = understand_message(message, prior)
                understood = TurnUnderstanding.model_validate(answer)
                context = Context(prior=prior, message=message, stocked=stocked, rates=dict(settings.currency_rates),
                                  catalogue=settings.catalogue_currency, offline=answer["operations"])  # fmt: skip
                state = apply(prior, normalise(understood.dumped(), context))
                search_filters(state)
                llm_ms.append((time.perf_counter() - started) * 1000)
                state_chars.append(len(prompt))
                prior = reading.state
    system = understand_system(settings.catalogue_currency, dict(settings.currency_rates))
    result = {
        "turns": len(offline_ms),
        "offline_reading_ms": {"p50": pct(offline_ms, 0.5), "p95": pct(offline_ms, 0.95)},
        "llm_operations_added_ms": {"p50": pct(llm_ms, 0.5), "p95": pct(llm_ms, 0.95),
                                    "mean": round(statistics.fmean(llm_ms), 3)},
        "request_chars": {"tool_definition": tool_size(), "system_prompt": len(system),
                          "state_message_p50": int(pct(state_chars, 0.5)), "state_message_max": max(state_chars)},
        "note": "state messages here have no items shown (in-process replay); 8 shown items add about 800 chars",
    }
    RESULTS.write_text(json.dumps(result, indent=2) + "\n")
    print("| measure | p50 | p95 |\n|---|---|---|")
    print(f"| offline reading of a message (baseline) | {result['offline_reading_ms']['p50']} ms | "
          f"{result['offline_reading_ms']['p95']} ms |")  # fmt: skip
    print(f"| llm engine: prompt state + validate + check + apply + search view | "
          f"{result['llm_operations_added_ms']['p50']} ms | {result['llm_operations_added_ms']['p95']} ms |")  # fmt: skip
    print(f"request: tool {tool_size()} chars, system prompt {len(system)} chars, "
          f"state message p50 {result['request_chars']['state_message_p50']} chars")  # fmt: skip


if __name__ == "__main__":
    main()
