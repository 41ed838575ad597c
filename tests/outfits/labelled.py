"""Run the labelled outfit requests: each request's structured tool arguments (``outfits_tuned_args.jsonl``,
our translation of the words in ``outfits_tuned.jsonl``) through the tools in process, every outfit
checked against every rule of its request (``checks.py``).

    .venv/bin/python -m tests.outfits.labelled [-v]     # prints the pass rate and what fails
"""

from __future__ import annotations

import json
import sys
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from aesthetiq.tools.base import ToolContext
from aesthetiq.tools.registry import invoke
from tests.outfits.checks import anchor_literal, outfit_problems, set_problems

HERE = Path(__file__).parent
SHOWN_LIMIT = 8


def load(name: str) -> list[dict[str, Any]]:
    return [json.loads(line) for line in (HERE / name).read_text().splitlines() if line.strip()]


@dataclass
class Outcome:
    case: dict[str, Any]
    problems: list[str] = field(default_factory=list)
    literal_anchor: bool = True
    outfits: list[dict[str, Any]] = field(default_factory=list)
    notes: list[str] = field(default_factory=list)


def _shown(ctx: ToolContext, user: str, spec: dict[str, Any]) -> list[str]:
    """The items a first turn showed: the commerce search a correct understanding makes."""
    season = invoke(ctx, "get_color_season", {"user_id": user})
    hits = invoke(ctx, "search_commerce_items", {
        "query": spec["query"], "filters": {**spec.get("filters", {}), "inStock": True}, "limit": SHOWN_LIMIT,
        "style_dna": season,
    })  # fmt: skip
    return [h["item"]["_id"] for h in hits]


def run_case(ctx: ToolContext, case: dict[str, Any], call: dict[str, Any]) -> Outcome:
    user = case["user"]
    arguments = json.loads(json.dumps(call["arguments"]))
    shown: list[str] = []
    if "shown" in call:
        shown = _shown(ctx, user, call["shown"])
        index = call["shown"]["index"]
        for anchor in arguments.get("anchors", []):
            if anchor.get("item_id") == "$shown":
                anchor["item_id"] = shown[index]
    result = invoke(ctx, call["tool"], arguments, caller=user)
    capsule = result.get("capsule")
    outfits = (capsule or result).get("outfits") or []
    docs: dict[tuple[str, str], dict[str, Any]] = {}

    def full_doc(piece: dict[str, Any]) -> dict[str, Any]:
        key = (str(piece.get("source")), str(piece.get("id")))
        if key not in docs:
            collection = {"commerce": "commerceitems", "wardrobe": "wardrobeitems"}.get(key[0])
            stored = ctx.store.get(collection, key[1]) if collection and piece.get("id") else None  # type: ignore[arg-type]
            docs[key] = {**piece, **(stored or {})}
        return docs[key]

    outcome = Outcome(case, outfits=outfits, notes=(capsule or result).get("notes") or [])
    for n, outfit in enumerate(outfits):
        outcome.problems += [f"outfit {n + 1}: {p}" for p in outfit_problems(case, outfit, full_doc, shown)]
        pieces = outfit.get("pieces") or []
        outcome.literal_anchor &= anchor_literal(case.get("anchor"), pieces, [full_doc(p) for p in pieces])
    outcome.problems += set_problems(case, outfits, full_doc, capsule)
    return outcome


def run_all(ctx: ToolContext) -> list[Outcome]:
    calls = {row["id"]: row for row in load("outfits_tuned_args.jsonl")}
    return [run_case(ctx, case, calls[case["id"]]) for case in load("outfits_tuned.jsonl")]


def report(outcomes: list[Outcome], verbose: bool = False) -> str:
    passed = sum(not o.problems for o in outcomes)
    literal = sum(not o.problems and o.literal_anchor for o in outcomes)
    lines = [f"labelled outfit requests: {passed}/{len(outcomes)} = {passed / len(outcomes):.3f} pass every check "
             f"({literal}/{len(outcomes)} with the shared eval's literal anchor colour)"]  # fmt: skip
    for o in outcomes:
        if o.problems:
            lines.append(f"  {o.case['id']}: {'; '.join(sorted(set(o.problems)))}  notes={o.notes}")
        elif verbose and not o.literal_anchor:
            lines.append(
                f"  {o.case['id']}: passes, but the anchor's colour name lacks {o.case['anchor']['colour']!r}"
            )
    return "\n".join(lines)


def main() -> None:
    from aesthetiq.settings import Settings
    from aesthetiq.store import open_store

    data_dir = sys.argv[sys.argv.index("--data") + 1] if "--data" in sys.argv else "/tmp/outfits-data"
    settings = Settings(data_dir=Path(data_dir))
    store = open_store(settings)
    try:
        print(report(run_all(ToolContext(settings=settings, store=store)), "-v" in sys.argv))
    finally:
        store.close()


if __name__ == "__main__":
    main()
