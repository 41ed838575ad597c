"""Run labelled conversations through the agent's API and score the tracked state (joint goal accuracy).

    python -m tests.agent.dst.run tests/agent/dst/conversations_a.jsonl [--agent URL] [--tools URL] [-v]

Each conversation starts from the user's profile as seeded (lasting preferences said in an earlier
conversation are taken back through the tool server first); run the agent with
``AESTHETIQ_CONTEXT_CACHE_TTL_S=0`` so it reads that profile. Per turn: every labelled slot right; per
conversation: every turn right; per item: every shown item obeys the state's hard constraints.
"""

from __future__ import annotations

import argparse
import json
import sys
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import httpx

from aesthetiq.style import colour
from tests.agent.dst.scoring import state_problems

EXCLUSION_KEYS = ("colors", "materials", "subCategories", "brands")


@dataclass
class Report:
    turns: int = 0
    turns_right: int = 0
    conversations: int = 0
    conversations_right: int = 0
    items: int = 0
    items_right: int = 0
    misses: list[str] = field(default_factory=list)

    def line(self) -> str:
        return (f"turns {self.turns_right}/{self.turns} = {self.turns_right / max(self.turns, 1):.3f}; "
                f"conversations {self.conversations_right}/{self.conversations} = "
                f"{self.conversations_right / max(self.conversations, 1):.3f}; "
                f"items obeying the state {self.items_right}/{self.items} = {self.items_right / max(self.items, 1):.3f}")  # fmt: skip


def item_problems(item: dict[str, Any], state: dict[str, Any]) -> list[str]:
    """What a shown shop item breaks of the state's hard constraints (garment, price, colours avoided, size)."""
    if item.get("source") != "commerce":
        return []
    pieces = [p for p in state.get("pieces") or [] if p]
    garments = {str(p.get("subCategory") or p.get("category") or "") for p in pieces} - {""}
    if garments and item.get("subCategory") not in garments and item.get("category") not in garments:
        return []  # a piece of an outfit or to go with the request: judged by its own piece, not here
    piece = next((p for p in pieces if item.get("subCategory") == p.get("subCategory")), pieces[0] if pieces else {})
    problems = []
    if piece.get("maxPrice") is not None and (item.get("price") or 0) > piece["maxPrice"] + 0.01 and not piece.get("priceFlexible"):
        problems.append(f"price {item.get('price')} > {piece['maxPrice']}")
    main = str((item.get("colors") or [""])[0]).lower()
    if main and any(main == c or colour.family_of(main) == c for c in piece.get("excludeColors") or []):
        problems.append(f"colour {main} excluded")
    if piece.get("size") and item.get("sizes") and piece["size"] not in item["sizes"] and "One Size" not in item["sizes"]:
        problems.append(f"size {piece['size']} not in {item['sizes'][:6]}")
    return problems


def reset_profile(tools: httpx.Client, user: str) -> None:
    dna = tools.post("/api/v1/style-dna/tools/get_style_dna", json={"user_id": user}).json()
    said = {key: list((dna.get("exclusions") or {}).get(key) or []) for key in EXCLUSION_KEYS}
    if any(said.values()):
        tools.post("/api/v1/user-data/tools/update_profile", json={"user_id": user, "allow": said}).raise_for_status()


def run(cases: list[dict[str, Any]], agent_url: str, tools_url: str) -> Report:
    report = Report()
    with httpx.Client(base_url=agent_url, timeout=90) as agent, httpx.Client(base_url=tools_url, timeout=30) as tools:
        for case in cases:
            user = case.get("user", "user_demo_1")
            reset_profile(tools, user)
            sizes = dict(tools.post("/api/v1/style-dna/tools/get_style_dna", json={"user_id": user}).json().get("sizes") or {})
            session: str | None = None
            right = True
            for number, turn in enumerate(case["turns"]):
                if turn.get("new_session"):
                    session = None
                body = {"message": turn["say"], "user_id": user, **({"session_id": session} if session else {})}
                response = agent.post("/api/v1/agent/chat", json=body)
                response.raise_for_status()
                done = response.json()
                session = done.get("session_id") or session
                problems = state_problems(turn.get("state") or {}, done.get("state") or {}, sizes=sizes)
                report.turns += 1
                report.turns_right += not problems
                right &= not problems
                if problems:
                    report.misses.append(f"{case['id']}.{number} {turn['say'][:60]!r}: {'; '.join(problems)}")
                for item in done.get("items") or []:
                    broken = item_problems(item, done.get("state") or {})
                    report.items += item.get("source") == "commerce"
                    report.items_right += item.get("source") == "commerce" and not broken
                    if broken:
                        report.misses.append(f"{case['id']}.{number} item {item.get('name')!r}: {'; '.join(broken)}")
            report.conversations += 1
            report.conversations_right += right
    return report


def load(path: Path) -> list[dict[str, Any]]:
    return [json.loads(line) for line in path.read_text().splitlines() if line.strip()]


def main() -> int:
    parser = argparse.ArgumentParser()
    parser.add_argument("files", nargs="+", type=Path)
    parser.add_argument("--agent", default="http://127.0.0.1:8002")
    parser.add_argument("--tools", default="http://127.0.0.1:8010")
    parser.add_argument("-v", action="store_true")
    args = parser.parse_args()
    report = run([case for path in args.files for case in load(path)], args.agent, args.tools)
    if args.v:
        print("\n".join(report.misses))
    print(report.line())
    return 0


if __name__ == "__main__":
    sys.exit(main())
