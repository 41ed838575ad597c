"""What the shop does not have, found in free text: well-known brands it does not stock, and kinds of
clothing its taxonomy has no place for (swimwear, underwear, ...); plus the catalogue's own brands."""

from __future__ import annotations

import json
import re
from functools import cache
from importlib import resources

from aesthetiq.agent.engines.offline.vocab import phrasebook
from aesthetiq.style.typo_exceptions import COMMON_ENGLISH

_COMMON = frozenset(phrasebook()["common_words"]) | {"am", "an", "the", "a", "i", "me"}


class BrandMatcher:
    """Brands in a message, case-insensitive, multi-word, in the spellings users type.

    A brand that is also an ordinary word ("Gap", "Next", "Coach") counts only when written with a
    capital mid-sentence or in capitals; for catalogue brands also after "from"/"by"/"at" ("from gap").
    """

    def __init__(
        self,
        brands: list[str],
        *,
        aliases: dict[str, str] | None = None,
        ordinary: frozenset[str] = _COMMON,
        lowercase_after_from: bool = True,
    ) -> None:
        self._ordinary = ordinary
        self._after_from = lowercase_after_from
        self._brands: dict[str, str] = {}
        for spelling, brand in [*((b, b) for b in brands), *(aliases or {}).items()]:
            if not spelling or len(spelling) < 2:
                continue
            lowered = spelling.lower()
            # Spellings users type: "levis", "dr martens", "pull and bear".
            for variant in {lowered, re.sub(r"[.'’]", "", lowered), lowered.replace("&", "and")}:
                if len(variant.replace(" ", "")) >= 2:
                    self._brands.setdefault(re.sub(r"\s+", " ", variant).strip(), brand)
        ordered = sorted(self._brands, key=len, reverse=True)
        self._regex = (
            re.compile(r"(?<![\w])(" + "|".join(re.escape(b) for b in ordered) + r")(?![\w])")
            if ordered
            else None
        )

    def find(self, original: str, text: str) -> list[tuple[int, int, str]]:
        """(start, end, brand) for each brand named in the message (positions in ``text``)."""
        if self._regex is None:
            return []
        found = []
        lowered = original.lower()
        for m in self._regex.finditer(text):
            word = m.group(1)
            if len(word) <= 3 or any(w in self._ordinary for w in re.findall(r"[a-z]+", word)):
                capitalised = re.search(r"(?<![\w])" + re.escape(word) + r"(?![\w])", lowered)
                written = original[capitalised.start() : capitalised.end()] if capitalised else ""
                after_from = self._after_from and re.search(r"\b(?:from|by|at)\s+$", text[: m.start()])
                # Capitalised mid-sentence, or written in capitals anywhere ("COS trousers").
                shouted = len(written) >= 2 and written.isupper()
                if not (written[:1].isupper() and capitalised and capitalised.start() > 0) and not (
                    after_from or shouted
                ):
                    continue
            found.append((m.start(), m.end(), self._brands[word]))
        return found


@cache
def _fashion_brands() -> dict:
    return json.loads(resources.files("aesthetiq.style").joinpath("fashion_brands.json").read_text("utf-8"))


def unstocked_brand_matcher(stocked: list[str]) -> BrandMatcher:
    """Well-known brands (aesthetiq.style's list) that the catalogue does not carry."""
    carried = {brand.lower() for brand in stocked}
    data = _fashion_brands()
    brands = [b for b in data["brands"] if b.lower() not in carried]
    aliases = {a: b for a, b in data["aliases"].items() if b in brands and a.lower() not in carried}
    # Ordinary English words ("Coach", "Guess", "Next") need a capital: "by next Friday" is no brand.
    return BrandMatcher(
        brands, aliases=aliases, ordinary=_COMMON | COMMON_ENGLISH, lowercase_after_from=False
    )


@cache
def _unstocked_patterns() -> list[tuple[str, re.Pattern[str], dict[str, str]]]:
    """(kind, pattern, implied filters) per kind the shop does not sell, compiled once."""
    patterns = []
    for kind, entry in phrasebook().get("unstocked_types", {}).items():
        words = "|".join(re.escape(w) for w in sorted(entry["words"], key=len, reverse=True))
        # "black tie" is a dress code, not a tie: the words listed as not_after make it something else.
        not_after = "".join(rf"(?<!{re.escape(w)} )(?<!{re.escape(w)}-)" for w in entry.get("not_after", []))
        # "tie-dye", "a tie-waist dress", "a bikini top": not the thing itself.
        pattern = re.compile(
            rf"(?<![\w-]){not_after}(?:{words})(?![\w]|[- ]?(?:dye|waist|front|neck|belt|shirt|top|dress|free|less))"
        )
        patterns.append((kind, pattern, dict(entry.get("filters", {}))))
    return patterns


def unstocked_types(text: str, negated: list[tuple[int, int]]) -> list[tuple[str, dict[str, str]]]:
    """(kind, implied filters) for each kind of clothing the shop does not sell that the message asks
    for ("a swimsuit" -> swimwear, searched at the beach), skipping negated mentions."""
    found = []
    for kind, pattern, implied in _unstocked_patterns():
        m = pattern.search(text)
        if m and not any(a <= m.start() < b for a, b in negated):
            found.append((kind, implied))
    return found
