"""The words the search ranks by: the domain phrases as typed, the occasion's garments, what goes with an
owned piece, then the message's other content words (never the negated ones or the budget and size)."""

from __future__ import annotations

import re
from typing import TYPE_CHECKING, Any

from aesthetiq.agent.engines.offline.dress_codes import dress_codes
from aesthetiq.agent.engines.offline.vocab import Span, phrasebook

if TYPE_CHECKING:
    from aesthetiq.agent.engines.offline.understanding import Understanding

_STOP = frozenset(phrasebook()["common_words"]) | {"am", "an", "the", "a", "i", "me"}


def search_text(
    text: str, positive: list[Span], filters: dict[str, Any], u: Understanding, skip: list
) -> str:
    """Words for the embedding search: the domain phrases as typed, then other content words."""
    blocked = [s for group in skip for s in group if s]
    anchored = [a for a in u.anchors if u.scope != "wardrobe"]
    phrases = [
        s.phrase for s in positive
        if (s.kind != "season" or s.value == filters.get("season")) and not any(s.phrase in a for a in anchored)
    ]  # fmt: skip
    if filters.get("brand"):
        phrases.append(filters["brand"])
    # "camel coat" and "camel": a phrase inside a longer one adds nothing.
    phrases = [p for p in phrases if not any(p != q and re.search(rf"\b{re.escape(p)}\b", q) for q in phrases)]
    taken = set(" ".join([*phrases, *anchored]).lower().split())
    extra = []
    for m in re.finditer(r"[a-z][a-z-]+", text):
        word = m.group(0)
        if any(a <= m.start() < b for a, b in blocked) or word in taken or word in _STOP or len(word) < 3:
            continue
        extra.append(word)
    for code in dress_codes(filters):
        if code.get("query") and not filters.get("subCategory"):
            phrases.append(code["query"])  # the garments the occasion calls for steer the ranking
    if u.complement:
        # The owned garment's own name would rank more of it first: search its complements.
        colours = [s.phrase for s in positive if s.kind == "colour" and any(s.phrase in a for a in anchored)]
        phrases.append(u.complement + (" to go with " + " ".join(colours) if colours else ""))
    elif u.anchors and u.scope != "wardrobe":
        phrases.append("to go with " + " and ".join(u.anchors))
    return " ".join(dict.fromkeys([*phrases, *extra]))[:300].strip() or text[:300]
