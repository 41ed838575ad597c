"""Which words of "a black dress and red heels" belong to which piece.

In English the adjectives of a garment come right before it: a colour, material or pattern whose span
ends just before a garment (nothing but other adjectives between) is that garment's own. What belongs
to no garment ("for a party", "under 200") is shared by all the pieces.
"""

from __future__ import annotations

import re
from typing import Any

from aesthetiq.agent.engines.offline.vocab import Span

_OWN_KINDS = {"colour": "colors", "material": "material", "pattern": None, "fit": None}
_BETWEEN = re.compile(r"^[\s,-]*(?:(?:and|or|&)?\s*[a-z-]+\s*)?$")


def own_words(text: str, targets: list[Span], positive: list[Span]) -> dict[str, dict[str, Any]]:
    """{garment: {"colors": [...], "material": ...}} for the pieces that have words of their own."""
    garments = sorted((t for t in targets if t.kind in {"garment", "category"}), key=lambda t: t.start)
    if len(garments) < 2:
        return {}
    out: dict[str, dict[str, Any]] = {}
    for span in positive:
        key = _OWN_KINDS.get(span.kind, "")
        if key is None or key == "":
            continue
        inside = next((g for g in garments if g.start <= span.start and span.end <= g.end), None)
        after = inside or next((g for g in garments if g.start >= span.end), None)
        if after is None or (inside is None and not _adjacent(text, span, after, positive)):
            continue  # "a denim jacket": denim is the jacket's even where the words are one garment name
        own = out.setdefault(after.value, {})
        if key == "colors":
            own.setdefault("colors", [])
            if span.value not in own["colors"]:
                own["colors"].append(span.value)
        else:
            own.setdefault(key, span.value)
    return out


def _adjacent(text: str, span: Span, garment: Span, positive: list[Span]) -> bool:
    """Only other adjectives (spans) or one plain word lie between the word and the garment."""
    gap = text[span.end : garment.start]
    for other in positive:
        if span.end <= other.start and other.end <= garment.start:
            gap = gap.replace(text[other.start : other.end], " ")
    return bool(_BETWEEN.match(gap)) and " and " not in f" {gap} " and "," not in gap


def shared_after_split(filters: dict[str, Any], own: dict[str, dict[str, Any]]) -> dict[str, Any]:
    """The message's filters without the words that belong to one piece only."""
    out = dict(filters)
    owned_colours = {c for words in own.values() for c in words.get("colors", [])}
    if owned_colours and out.get("colors"):
        kept = [c for c in out["colors"] if c not in owned_colours]
        if kept:
            out["colors"] = kept
        else:
            out.pop("colors")
    owned_materials = {words["material"] for words in own.values() if words.get("material")}
    if out.get("material") in owned_materials:
        out.pop("material")
    return out
