"""Brand names from the catalogue, found in free text."""

from __future__ import annotations

import re

from aesthetiq.agent.engines.offline.vocab import phrasebook

_COMMON = frozenset(phrasebook()["common_words"]) | {"am", "an", "the", "a", "i", "me"}


class BrandMatcher:
    """Catalogue brands in a message, case-insensitive, multi-word, in the spellings users type."""

    def __init__(self, brands: list[str]) -> None:
        self._brands: dict[str, str] = {}
        for brand in brands:
            if not brand or len(brand) < 2:
                continue
            lowered = brand.lower()
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
        """Catalogue brands named in the message. A brand that is also a common word ("Gap", "Next",
        "Mango") counts only when written with a capital or after "from"/"by"."""
        if self._regex is None:
            return []
        found = []
        lowered = original.lower()
        for m in self._regex.finditer(text):
            word = m.group(1)
            if len(word) <= 3 or any(w in _COMMON for w in re.findall(r"[a-z]+", word)):
                capitalised = re.search(r"(?<![\w])" + re.escape(word) + r"(?![\w])", lowered)
                written = original[capitalised.start() : capitalised.end()] if capitalised else ""
                after_from = re.search(r"\b(?:from|by|at)\s+$", text[: m.start()])
                # Capitalised mid-sentence, or written in capitals anywhere ("COS trousers").
                shouted = len(written) >= 2 and written.isupper()
                if not (written[:1].isupper() and capitalised and capitalised.start() > 0) and not (
                    after_from or shouted
                ):
                    continue
            found.append((m.start(), m.end(), self._brands[word]))
        return found
