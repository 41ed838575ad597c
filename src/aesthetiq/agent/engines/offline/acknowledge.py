"""Saying back a lasting preference the user just stated ("never show me anything pink"): what was
remembered, that it holds from now on, and where to change it."""

from __future__ import annotations

from typing import Any

from aesthetiq.agent.engines.offline.wording import join_words, plural


def lasting_note(operations: list[dict[str, Any]]) -> str | None:
    said: list[str] = []
    for op in operations:
        if op.get("op") not in ("remember", "forget"):
            continue
        words = [*op.get("colors", []), *op.get("materials", []),
                 *(plural(str(g).lower()) for g in op.get("subCategories", [])), *op.get("brands", [])]  # fmt: skip
        if not words:
            continue
        if op["op"] == "remember":
            said.append(f"Noted — no {join_words(words, 'or')} in anything I pick for you from now on: I've saved it to "
                        "your style profile, so every search and outfit leaves it out until you tell me otherwise.")  # fmt: skip
        else:
            said.append(f"Noted — {join_words(words, 'and')} {'is' if len(words) == 1 and not words[0].endswith('s') else 'are'}"
                        " back in what I pick for you; I've taken it off your style profile's list.")  # fmt: skip
    return " ".join(said) or None
