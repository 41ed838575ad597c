"""Runs the offline engine's understanding over labelled messages and scores it (used by test_offline_eval)."""

from __future__ import annotations

import json
import time
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import pytest

from aesthetiq.agent.engines.offline import OfflineEngine
from aesthetiq.store.filtering import normalise_size

FILTER_FIELDS = ("category", "subCategory", "colors", "minPrice", "maxPrice", "occasion", "size", "brand", "season",
                 "excludeColors", "material", "unstockedBrands", "recipient", "style")  # fmt: skip
_COLOURS = ["navy", "black", "red", "camel"]
_PRICES = [45.0, 80.0, 120.0, 60.0]


def load_cases(*paths: Path) -> list[dict[str, Any]]:
    cases = []
    for path in paths:
        cases += [json.loads(line) for line in path.read_text("utf-8").splitlines() if line.strip()]
    return cases


def filters_match(
    expected: dict[str, Any], filters: dict[str, Any], suffix: str = ""
) -> tuple[bool | None, list[str]]:
    """None when the case labels no filter; else whether every labelled field is right, and what was wrong."""
    wrong = []
    labelled = False
    for key in FILTER_FIELDS:
        want = expected.get(key + suffix)
        if want is None:
            continue
        labelled = True
        got = filters.get(key)
        if key in {"subCategory", "occasion"}:
            ok = got in want
        elif key in {"colors", "excludeColors"}:
            ok = (
                bool(got) and any(w in got for w in want)
                if key == "colors"
                else bool(got) and set(want) <= set(got)
            )
        elif key in {"minPrice", "maxPrice"}:
            ok = got is not None and abs(float(got) - float(want)) < 0.01
        elif key == "brand":
            ok = (got or "").lower() == str(want).lower()
        elif key == "size":  # "EU 38" and "38" are the same size
            ok = got is not None and normalise_size(str(got)) == normalise_size(str(want))
        elif key == "unstockedBrands":
            ok = got == want
        elif key == "material":
            ok = got == want or want in (filters.get("notes") or "")
        else:
            ok = str(got).lower() == str(want).lower() if got is not None else False
        if not ok:
            wrong.append(f"{key}={got!r} (want {want!r})")
    return (None if not labelled else not wrong), wrong


def synthetic_items(filters: dict[str, Any]) -> list[dict[str, Any]]:
    """Four plausible results for a first turn, so a follow-up can point at them."""
    sub = filters.get("subCategory") or "Jacket"
    return [
        {"id": f"c{i}", "source": "commerce", "name": f"{colour.title()} {sub}", "category": filters.get("category") or "TOP",
         "subCategory": sub, "brand": ["Zara", "Mango", "COS", "Arket"][i], "colors": [colour], "price": price,
         "currency": "EUR", "formality": ["casual", "business", "formal", "smart-casual"][i]}
        for i, (colour, price) in enumerate(zip(_COLOURS, _PRICES, strict=True))
    ]  # fmt: skip


@dataclass
class Row:
    id: str
    text: str
    checks: dict[str, bool] = field(default_factory=dict)
    got: str = ""
    wrong: list[str] = field(default_factory=list)


async def _turn(
    engine: OfflineEngine, message: str, history: list[dict[str, Any]], pending: dict | None
) -> dict[str, Any]:
    state: dict[str, Any] = {
        "message": message,
        "conversation_history": history,
        "iteration": 0,
        "retrieved_items": [],
    }
    if pending is not None:
        new = await engine.parse_clarification(state)
        filters = {**pending["filters"], **new}
        state.update(extracted_filters=filters, search_scope=pending["scope"], is_clarification_response=True)
        decision = await engine.analyze_results(state)
        return {
            "intent": "clothing",
            "filters": filters,
            "scope": pending["scope"],
            "clarify": decision.decision == "clarify",
        }
    intent = (await engine.classify_intent(state)).intent
    analysis = await engine.analyze_query(state)
    clarify = False
    if intent == "clothing":
        state.update(extracted_filters=analysis.filters, search_scope=analysis.search_scope,
                     referenced_items=[{}] if analysis.references else [])  # fmt: skip
        clarify = (await engine.analyze_results(state)).decision == "clarify"
    return {"intent": intent, "filters": analysis.filters, "scope": analysis.search_scope, "clarify": clarify}


async def evaluate(engine: OfflineEngine, cases: list[dict[str, Any]]) -> tuple[list[Row], float]:
    rows: list[Row] = []
    started = time.perf_counter()
    understood = 0
    for case in cases:
        if case.get("blocked"):
            continue  # refusals are the guardrails' job, not the engine's
        if "message" in case:
            result = await _turn(engine, case["message"], [], None)
            understood += 1
            row = Row(case["id"], case["message"], got=f"{result['intent']} {result['scope']} {result['filters']}"
                      + (" CLARIFY" if result["clarify"] else ""))  # fmt: skip
            if "intent" in case:
                row.checks["intent"] = result["intent"] in case["intent"]
            ok, row.wrong = filters_match(case, result["filters"])
            if ok is not None:
                row.checks["filters"] = ok
            if "scope" in case:
                row.checks["scope"] = result["scope"] in case["scope"]
            if "clarify" in case:
                row.checks["clarify"] = result["clarify"] == case["clarify"]
        else:
            first, last = case["turns"][0], case["turns"][-1]
            one = await _turn(engine, first, [], None)
            pending = {"filters": one["filters"], "scope": one["scope"]} if one["clarify"] else None
            items = synthetic_items(one["filters"])
            history = [{"role": "user", "content": first},
                       {"role": "assistant", "content": "Here you go.", "metadata": {"items": items, "filters": one["filters"], "intent": one["intent"]}}]  # fmt: skip
            two = await _turn(engine, last, [] if pending else history, pending)
            understood += 2
            row = Row(
                case["id"],
                " → ".join(case["turns"]),
                got=f"{two['intent']} {two['filters']}" + (" CLARIFY" if two["clarify"] else ""),
            )
            if "intent_last" in case:
                row.checks["intent"] = two["intent"] in case["intent_last"]
            if "clarify_first" in case:
                row.checks["clarify"] = one["clarify"] == case["clarify_first"]
            if "clarify_last" in case:
                row.checks["clarify_last"] = two["clarify"] == case["clarify_last"]
            ok, row.wrong = filters_match(case, two["filters"], suffix="_last")
            if ok is not None:
                row.checks["filters"] = ok
        rows.append(row)
    per_message_ms = (time.perf_counter() - started) * 1000 / max(1, understood)
    return rows, per_message_ms


def score(rows: list[Row], check: str) -> tuple[float, int]:
    values = [
        ok for r in rows for name, ok in r.checks.items() if name == check or name.startswith(check + "_")
    ]
    return (sum(values) / len(values) if values else 1.0), len(values)


def table(rows: list[Row]) -> str:
    lines = ["| id | message | checks | got |", "| --- | --- | --- | --- |"]
    for r in rows:
        marks = " ".join(f"{k}:{'ok' if v else 'FAIL'}" for k, v in r.checks.items())
        detail = r.got + (f" WRONG {'; '.join(r.wrong)}" if r.wrong else "")
        lines.append(f"| {r.id} | {r.text[:60]} | {marks} | {detail[:140]} |")
    return "\n".join(lines)


# --- fixtures shared by the offline engine's tests (imported into each test module) -------------


# The demo catalogue's brands (aesthetiq.store.demo_catalogue), fixed here so these tests need no store.
DEMO_BRANDS = [
    "H&M", "Primark", "Uniqlo", "Pull&Bear", "Bershka", "Monki", "Decathlon", "Bloom & Thread", "Parcel Basics",
    "Kestrel Kids-at-Heart", "Zara", "Mango", "Nike", "Adidas", "Levi's", "Gap", "Stradivarius", "Veja",
    "Dr. Martens", "Birkenstock", "Fjallmark", "Harbour Lane", "Linen & Loom", "COS", "Massimo Dutti",
    "& Other Stories", "Arket", "Sandro", "A.P.C.", "Everlane", "Sezane", "Ganni", "Norse Atelier",
    "Kinfolk Knitwear", "Solaro Optics", "Kairos Watch Co.", "Cobble & Last", "Max Mara", "Acne Studios",
    "Toteme", "The Row", "Maison Aurele", "Loro Piana", "Celestine Paris",
]  # fmt: skip


def demo_brands() -> list[str]:
    return list(DEMO_BRANDS)


@pytest.fixture(scope="session")
def offline_engine() -> OfflineEngine:
    """The engine as the service builds it: catalogue brands and the default (wordllama) embedder."""
    from aesthetiq.embeddings.wordllama import WordLlamaEmbedder

    return OfflineEngine(brands=demo_brands(), embedder=WordLlamaEmbedder())


@pytest.fixture(scope="session")
def lexicon_engine() -> OfflineEngine:
    """The same engine without an embedder: lexicons only."""
    return OfflineEngine(brands=demo_brands())
