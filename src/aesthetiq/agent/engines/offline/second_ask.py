"""A second request in the same message ("a wedding in August and also gym clothes"): one search at a
time, so the second ask is named at the end of the reply instead of dropped."""

from __future__ import annotations

import re
from typing import Any

from aesthetiq.agent.engines.offline.vocab import scan

_SECOND_ASK = re.compile(
    r"\b(?:and |oh and |plus )?also (?:need|want|looking for|after|find me|show me|get me)\s+(?:some |a |an )?"
    r"([a-z][a-z '-]{2,40}?)\s*(?:[.,!?;]|$| too\b| as well\b)"
)


def second_request_note(message: str, filters: dict[str, Any]) -> str | None:
    """ "a wedding in August and also gym clothes": one search at a time, so the second ask is named, not dropped."""
    said = _SECOND_ASK.search(message.lower())
    if said is None:
        return None
    wanted = said.group(1).strip()
    searched = {filters.get("subCategory"), filters.get("category"), *(filters.get("outfitParts") or [])}
    if any(span.value in searched for span in scan(wanted) if span.kind in {"garment", "category"}):
        return None  # "a blazer and also trousers": both were searched
    return f"You also asked about {wanted} — say \"now the {wanted}\" and I'll find those next."
