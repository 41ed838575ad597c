"""Checks on a reply before the user sees it: grounded prices and items, no leaked prompt, on topic.

Grounding: every price in the reply must be the price of an item in the results (budgets the user
gave, "under €100", savings and totals are recognised as such). When a line names an item from the
results, the price on that line must be that item's. A price that matches nothing means the model
invented an item or a price: the reply is marked unsafe and the offending lines are dropped.
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Mapping, Sequence
from typing import Any

_PRICE = re.compile(
    r"(?P<cur1>[€$£])\s?(?P<amt1>\d{1,3}(?:[,.]\d{3})+(?:[.,]\d{1,2})?|\d+(?:[.,]\d{1,2})?)"
    r"|(?P<amt2>\d{1,3}(?:[,.]\d{3})+(?:[.,]\d{1,2})?|\d+(?:[.,]\d{1,2})?)\s?(?P<cur2>€|eur\b|euros?\b|usd\b|dollars?\b"
    r"|gbp\b|pounds?\b|\$|£)",
    re.IGNORECASE,
)
_BUDGET_BEFORE = re.compile(
    r"(?:under|below|less\s+than|up\s+to|within|max(?:imum)?|budget(?:\s+of)?|over|above|more\s+than|between"
    r"|around|about|approximately|roughly|~|at\s+most|at\s+least|no\s+more\s+than|cheaper\s+than|limit\s+of"
    r"|[€$£]?\s?\d+(?:[.,]\d+)?\s?(?:€|eur|euros?|usd|\$|£)?\s*(?:-|–|to|and))\s*$",
    re.IGNORECASE,
)
_BUDGET_AFTER = re.compile(r"^\s*(?:budget|or\s+(?:less|under|below)|max\b|limit|range|cap)", re.IGNORECASE)
_DELTA_BEFORE = re.compile(r"(?:save|saving|saves|discount\s+of|difference\s+of|extra)\s*$", re.IGNORECASE)
_DELTA_AFTER = re.compile(r"^\s*(?:off|cheaper|less|more|saving|difference|extra)\b", re.IGNORECASE)
_TOTAL_BEFORE = re.compile(
    r"(?:total(?:\s+of)?|together|altogether|combined|in\s+all|for\s+both|for\s+all)(?:\s+[\w']+){0,2}\W*$", re.I
)
_WORD = re.compile(r"[a-z0-9]+")
_STOP = frozenset(["the", "a", "an", "and", "or", "of", "in", "with", "for", "by", "to", "on", "at", "from", "this", "that", "new"])


def _amount(raw: str) -> float:
    if re.fullmatch(r"\d+,\d{1,2}", raw):  # European decimal comma: 49,99
        return float(raw.replace(",", "."))
    if re.fullmatch(r"\d{1,3}(?:\.\d{3})+(?:,\d{1,2})?", raw):  # 1.299,00
        return float(raw.replace(".", "").replace(",", "."))
    return float(raw.replace(",", ""))


def _item_price(item: Mapping[str, Any]) -> float | None:
    price = item.get("price")
    return float(price) if isinstance(price, int | float) else None


def _same_price(stated: float, actual: float, whole: bool) -> bool:
    # A whole-number price may be the item's price rounded ("€45" for 44.99).
    return abs(stated - actual) < 0.006 or (whole and abs(stated - actual) < 1.0)


def _item_names(items: Sequence[Mapping[str, Any]]) -> list[tuple[Mapping[str, Any], str, list[str]]]:
    """(item, lower-case name, its content words): tokenised once per reply, not once per price."""
    names = []
    for item in items:
        name = str(item.get("name") or "").lower()
        if name:
            names.append((item, name, [t for t in _WORD.findall(name) if t not in _STOP]))
    return names


def _names_in(segment: str, names: Sequence[tuple[Mapping[str, Any], str, list[str]]]) -> list[Mapping[str, Any]]:
    lowered = segment.lower()
    words = set(_WORD.findall(lowered))
    return [
        item
        for item, name, tokens in names
        if name in lowered or (tokens and sum(t in words for t in tokens) / len(tokens) >= 0.6)
    ]


def _segments(text: str) -> Iterable[str]:
    for line in text.splitlines():
        yield from (s for s in re.split(r"(?<=[.!?])\s+(?=[A-Z*\d])", line) if s.strip())


def grounding_problems(text: str, items: Sequence[Mapping[str, Any]]) -> list[tuple[str, str]]:
    """(segment, problem) for every price that is not an item's price."""
    prices = [p for p in (_item_price(item) for item in items) if p is not None]
    names = _item_names(items)
    problems: list[tuple[str, str]] = []
    matched: list[float] = []
    totals: list[tuple[str, float]] = []
    for segment in _segments(text):
        for match in _PRICE.finditer(segment):
            raw = match.group("amt1") or match.group("amt2")
            stated, whole = _amount(raw), not re.search(r"[.,]\d{1,2}$", raw)
            before, after = segment[max(0, match.start() - 48) : match.start()], segment[match.end() : match.end() + 32]
            if _BUDGET_BEFORE.search(before) or _BUDGET_AFTER.search(after):
                continue
            if _DELTA_BEFORE.search(before) or _DELTA_AFTER.search(after):
                continue
            if _TOTAL_BEFORE.search(before):
                totals.append((segment, stated))
                continue
            named = _names_in(segment, names)
            candidates = [p for p in (_item_price(item) for item in named) if p is not None] or prices
            if any(_same_price(stated, p, whole) for p in candidates):
                matched.append(stated)
            elif named:
                problems.append((segment, f"price {stated:g} is not the price of {named[0].get('name')!s}"))
            else:
                problems.append((segment, f"price {stated:g} matches no item in the results"))
    for segment, stated in totals:
        if not (abs(stated - sum(matched)) < 1.0 or abs(stated - sum(prices)) < 1.0):
            problems.append((segment, f"total {stated:g} is not the sum of the items"))
    return problems


def drop_segments(text: str, segments: Iterable[str]) -> str:
    cleaned = text
    for segment in segments:
        cleaned = cleaned.replace(segment, "")
    return re.sub(r"\n{3,}", "\n\n", "\n".join(line.rstrip() for line in cleaned.splitlines())).strip()


_LEAK_MARKERS = re.compile(
    r"\b(?:my|the)\s+(?:system\s+prompt|hidden\s+instructions|initial\s+instructions|developer\s+instructions)\b"
    r"|\b(?:my|the)\s+instructions\s+(?:are|say|tell\s+me)\b|\bi\s+(?:was|am|have\s+been)\s+(?:instructed|programmed|told)\s+to\b"
    r"|<\|im_start\|>|<\|system\|>|^\s*#+\s*(?:system|instructions)\b|\byou\s+are\s+(?:aesthetiq|an?\s+(?:helpful\s+)?(?:ai\s+)?"
    r"(?:fashion\s+)?(?:stylist|assistant))\b[^.\n]{0,80}\b(?:you\s+(?:must|should|will)|always|never)\b",
    re.IGNORECASE | re.MULTILINE,
)


def shingles(text: str, size: int = 8) -> set[tuple[str, ...]]:
    words = _WORD.findall(text.lower())
    return {tuple(words[i : i + size]) for i in range(max(len(words) - size + 1, 0))}


def leaks_prompt(text: str, protected: Sequence[set[tuple[str, ...]]]) -> bool:
    """True when the reply recites a system prompt: known markers, or 8 words in a row of a
    protected prompt."""
    if _LEAK_MARKERS.search(text):
        return True
    if protected:
        reply = shingles(text)
        return any(reply & prompt for prompt in protected)
    return False


_FASHION = re.compile(
    r"\b(?:wear\w*|outfits?|style\w*|look\w*|fashion\w*|cloth\w*|garments?|dress\w*|jackets?|coats?|blazers?|shirts?"
    r"|t-shirts?|tops?|blouses?|jeans|trousers|pants|skirts?|shorts|suits?|sweaters?|jumpers?|hoodies?|knit\w*|shoes?"
    r"|boots?|heels|sneakers?|trainers?|sandals?|loafers?|bags?|accessor\w+|jewel\w*|scarf|scarves|hats?|belts?"
    r"|colou?rs?|palette|shades?|neutrals?|fabrics?|materials?|cotton|linen|wool|silk|leather|denim|fit|fits|fitted"
    r"|sizes?|tailor\w*|wardrobe|pairs?|pair\w*|layer\w*|occasion|budget|price|brands?|items?|pieces?|season\w*|trends?"
    r"|chic|casual|formal|smart|elegant|vintage|minimal\w*|aesthetic|silhouette|hem\w*|sleeves?|collars?|prints?|patterns?)\b",
    re.IGNORECASE,
)
_CODE = re.compile(r"```|\bdef\s+\w+\(|\bimport\s+\w+|\bfunction\s*\(|\bSELECT\s+.+\s+FROM\b|#include\b")


def off_topic(text: str) -> bool:
    """A long reply with no fashion vocabulary, or one that contains code, is off topic."""
    if _CODE.search(text):
        return True
    words = text.split()
    return len(words) >= 25 and not _FASHION.search(text)
