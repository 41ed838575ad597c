"""Moderation of requests: explosives, weapons, drugs, violence, self-harm, harassment, hate,
sexual content involving minors, and crime against shops (shoplifting, stolen cards).

A harmful noun alone is not a harmful request. Weapons, explosives and drugs need an acquisition,
making or hiding verb nearby ("find me a bomb", "how do I make thermite", "a jacket to hide a gun");
violence needs a person as the target; sexual terms must apply *to* a minor ("for", "of", "on",
"looks"), not merely share the sentence. Fashion uses are masked first (``lexicon.mask_benign``).
"""

from __future__ import annotations

import re

from aesthetiq.guardrails.builtin.lexicon import mask_benign
from aesthetiq.guardrails.builtin.moderation_rules import (
    DRUG,
    EXPLOSIVE,
    GROUP,
    MINOR,
    RULES,
    TRIGGERS,
    WEAPON,
)

_COMPILED = [(category, reason, re.compile(pattern)) for category, reason, pattern in RULES]
_DEHUMANISING = ("vermin", "human", "savage", "cockroach", "parasite", "animals", "rats", "plague", "disease")
_TOKEN = re.compile(r"[a-z0-9]+")
_PREFIXES = {key: frozenset(s for s in stems if _TOKEN.fullmatch(s)) for key, stems in TRIGGERS.items()}
_PHRASES = {key: tuple(s for s in stems if not _TOKEN.fullmatch(s)) for key, stems in TRIGGERS.items()}
_PREFIXES["dehumanising"], _PHRASES["dehumanising"] = frozenset(_DEHUMANISING), ()


def _triggered(text: str) -> set[str]:
    """The trigger keys (categories, plus "dehumanising") whose stems start a word of ``text``."""
    prefixes = set()
    for word in set(_TOKEN.findall(text)):
        prefixes.update(word[:length] for length in range(2, min(len(word), 12) + 1))
    return {key for key in _PREFIXES if _PREFIXES[key] & prefixes or any(p in text for p in _PHRASES[key])}
# The noun classes, shared with ``intent``'s sentence-level rules.
EXPLOSIVE_WORDS, WEAPON_WORDS, DRUG_WORDS, GROUP_WORDS, MINOR_WORDS = EXPLOSIVE, WEAPON, DRUG, GROUP, MINOR
_SQUASHED = re.compile(r"(?:make|build|buy|find|get)(?:a|an|me|some)*(?:bomb|explosive|pipebomb|grenade|gun|meth|cocaine)")


def find_unsafe(readings: list[tuple[str, str]]) -> tuple[str, str] | None:
    """(category, reason) of the first harmful request found in any reading."""
    found = every_unsafe(readings, first_only=True)
    return found[0] if found else None


def every_unsafe(readings: list[tuple[str, str]], first_only: bool = False) -> list[tuple[str, str]]:
    """(category, reason) of each harmful request found in any reading, at most one per category."""
    found: dict[str, str] = {}
    for name, reading in readings:
        if name == "squashed":
            if _SQUASHED.search(reading):
                category = "explosives" if re.search("bomb|explosive|grenade", reading) else "weapons"
                found.setdefault(category, "spaced-out request")
                if first_only:
                    break
            continue
        masked = mask_benign(reading)
        triggered = _triggered(masked)
        for category, reason, pattern in _COMPILED:
            key = "dehumanising" if reason == "dehumanising a group" else category
            if category not in found and key in triggered and pattern.search(masked):
                found[category] = reason if name == "plain" else f"{reason} ({name})"
                if first_only:
                    return list(found.items())
    return list(found.items())
