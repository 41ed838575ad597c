"""Intent structure: a harmful request is a *combination* of parts that may sit anywhere in a sentence.

The older rules in ``injection`` and ``moderation`` match fixed word orders ("ignore previous
instructions"), which fresh phrasings slip past ("please set aside whatever guidance you got
earlier"). Here each category is a small set of vocabularies (what is targeted, what is done to it,
who it is aimed at) and a rule fires when the required vocabularies all occur in one sentence of a
masked reading (fashion uses such as "killer heels" already replaced by ``lexicon.mask_benign``).
Vocabularies are wide on purpose; requiring two or three of them together is what keeps fashion
talk ("what are your rules for mixing prints?") from tripping them.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from itertools import pairwise

from aesthetiq.guardrails.builtin.eating import ED_BEHAVIOUR, ED_DIETING, ED_LOW_BODY, ED_MORE_LOSS
from aesthetiq.guardrails.builtin.lexicon import MOTIF_AFTER
from aesthetiq.guardrails.builtin.vocabulary import (
    ARMED,
    AUTHORITY,
    CONCEAL,
    CONFIG,
    CRIME_ACT,
    DISTRESS,
    DRUG,
    EXPLOSIVE,
    FICTION,
    GROUP,
    HARM_VERB,
    HARMFUL_HOWTO,
    INSULT,
    LEAK_VERB,
    MINOR,
    NEGATIVE_TRAIT,
    NO_LIMITS,
    OVERRIDE,
    PERSON,
    PERSONA,
    POSITION,
    REQUEST,
    SEXUAL,
    STALKING,
    STRONG_CONFIG,
    SUSPENDED,
    TAKEOVER,
    TARGETS_ASSISTANT,
    WEAPON,
)

_SENTENCE = re.compile(r"(?<=[.!?;\n])\s+|\s+(?=-{2,}|#{2,})")
# Instructions that belong to clothes, not to the assistant.
_GARMENT_INSTRUCTIONS = re.compile(
    r"\b(?:care|wash(?:ing)?|laundry|label|sewing|knitting|assembly|styling|size|sizing|fitting|ironing)\s+"
    r"(?:instructions?|rules|guide(?:lines)?|directions)\b"
)


def _rx(pattern: str) -> re.Pattern[str]:
    return re.compile(pattern)


_V = {name: _rx(pattern) for name, pattern in {
    "config": CONFIG, "strong_config": STRONG_CONFIG, "override": OVERRIDE, "leak": LEAK_VERB,
    "position": POSITION, "assistant": TARGETS_ASSISTANT, "no_limits": NO_LIMITS, "suspended": SUSPENDED,
    "persona": PERSONA, "fiction": FICTION, "authority": AUTHORITY, "howto": HARMFUL_HOWTO,
    "explosive": rf"{EXPLOSIVE}(?!{MOTIF_AFTER})", "weapon": rf"{WEAPON}(?!{MOTIF_AFTER})",
    "drug": rf"{DRUG}(?!{MOTIF_AFTER})", "request": REQUEST, "distress": DISTRESS, "harm": HARM_VERB,
    "person": PERSON, "insult": INSULT, "stalking": STALKING, "group": GROUP, "negative": NEGATIVE_TRAIT,
    "sexual": SEXUAL, "minor": MINOR, "crime": CRIME_ACT, "takeover": TAKEOVER, "armed": ARMED,
    "conceal": CONCEAL, "ed_behaviour": ED_BEHAVIOUR, "ed_low_body": ED_LOW_BODY, "ed_more_loss": ED_MORE_LOSS,
    "ed_dieting": ED_DIETING,
}.items()}  # fmt: skip

# (category, reason, vocabularies that must all occur in one sentence). First match wins, so the
# more specific combinations come first.
RULES: Sequence[tuple[str, str, tuple[str, ...]]] = (
    ("prompt_injection", "override of the assistant's instructions", ("override", "config", "assistant")),
    ("prompt_injection", "override of the assistant's instructions", ("override", "strong_config")),
    ("prompt_injection", "prompt leaking", ("leak", "strong_config", "assistant")),
    ("prompt_injection", "prompt leaking", ("leak", "position", "assistant")),
    ("prompt_injection", "prompt leaking", ("leak", "strong_config", "position")),
    ("prompt_injection", "jailbreak persona without limits", ("persona", "no_limits")),
    ("prompt_injection", "jailbreak persona without limits", ("no_limits", "assistant")),
    ("prompt_injection", "safety claimed to be switched off", ("suspended",)),
    ("prompt_injection", "taking over the assistant", ("takeover",)),
    ("prompt_injection", "claimed authority over the assistant", ("authority", "override")),
    ("prompt_injection", "claimed authority over the assistant", ("authority", "config")),
    ("prompt_injection", "claimed authority over the assistant", ("authority", "no_limits")),
    ("prompt_injection", "fiction framing a harmful request", ("fiction", "explosive")),
    ("prompt_injection", "fiction framing a harmful request", ("fiction", "weapon")),
    ("prompt_injection", "fiction framing a harmful request", ("fiction", "drug")),
    ("prompt_injection", "persona framing a harmful request", ("persona", "howto")),
    ("explosives", "asking about explosives", ("explosive", "request")),
    ("weapons", "asking for weapons", ("weapon", "request")),
    ("weapons", "carrying a weapon unseen", ("armed", "conceal")),
    ("drugs", "asking for drugs", ("drug", "request")),
    ("self_harm", "self-harm or suicide", ("distress",)),
    ("eating_disorder", "restricting or purging", ("ed_behaviour",)),
    ("eating_disorder", "wanting to lose more from a low weight", ("ed_low_body", "ed_more_loss")),
    ("eating_disorder", "dieting from a low weight", ("ed_low_body", "ed_dieting")),
    ("sexual_minors", "sexual content involving minors", ("sexual", "minor")),
    ("violence", "harming another person", ("harm",)),
    ("harassment", "stalking a person", ("stalking",)),
    ("harassment", "insulting or humiliating a person", ("insult", "person", "request")),
    ("hate", "demeaning a group", ("group", "negative")),
    ("crime", "theft or fraud", ("crime",)),
)
_WORDS = re.compile(r"[a-z]+")


def sentences(reading: str) -> list[str]:
    return [part for part in _SENTENCE.split(reading) if part.strip()]


# Letters run together ("k i l l m y s e l f"): only phrases that cannot occur by chance.
_SQUASHED = [
    ("self_harm", re.compile(r"killmyself|endmylife|wanttodie|suicide")),
    ("explosives", re.compile(r"(?:make|build|makeing|making)(?:a|an|some)?(?:bomb|pipebomb|explosive|grenade)")),
    ("weapons", re.compile(r"(?:make|build|buy|get)(?:a|an|some)?(?:gun|pistol|rifle)")),
    ("drugs", re.compile(r"(?:make|cook|buy|get)(?:some)?(?:meth|cocaine|heroin|crack)")),
]


# Categories whose parts may sit in two neighbouring sentences ("I weigh 40kg. I want to lose more.").
_WINDOWED = frozenset({"prompt_injection", "eating_disorder"})


def find_intent(masked_readings: Sequence[tuple[str, str]], harms_only: bool = False) -> tuple[str, str] | None:
    """(category, reason) of the first rule whose vocabularies share a sentence of any reading;
    ``harms_only``: skip the prompt-injection rules (to find what an injection is wrapped around)."""
    found = every_intent(masked_readings, harms_only, first_only=True)
    return found[0] if found else None


def every_intent(
    masked_readings: Sequence[tuple[str, str]], harms_only: bool = False, first_only: bool = False
) -> list[tuple[str, str]]:
    """(category, reason) of each matching rule, in rule order, at most one per category."""
    matches: dict[str, str] = {}
    for name, reading in masked_readings:
        if name == "squashed":
            for category, pattern in _SQUASHED:
                if category not in matches and pattern.search(reading):
                    matches[category] = "request in spaced-out letters"
                    if first_only:
                        return list(matches.items())
            continue
        reading = _GARMENT_INSTRUCTIONS.sub(" ~ ", reading)
        parts = sentences(reading)
        # "The instructions you got were a mistake. Disregard them.": injection may span two sentences.
        windows = parts + [f"{first} {second}" for first, second in pairwise(parts)]
        for index, sentence in enumerate(windows):
            present: dict[str, bool] = {}
            for category, reason, needs in RULES:
                if category in matches or (harms_only and category == "prompt_injection"):
                    continue
                if index >= len(parts) and category not in _WINDOWED:
                    continue
                if all(_present(present, need, sentence) for need in needs) and _same_clause(category, needs, sentence):
                    matches[category] = reason if name == "plain" else f"{reason} ({name})"
                    if first_only:
                        return list(matches.items())
    return list(matches.items())


# "a sexy dress and a kids outfit for my daughter": two requests, not one about a child.
_CLAUSE = re.compile(r",|\b(?:and|but|plus|also|then)\b")
_CLAUSE_SCOPED = frozenset({"sexual_minors"})


def _same_clause(category: str, needs: Sequence[str], sentence: str) -> bool:
    if category not in _CLAUSE_SCOPED:
        return True
    return any(all(_V[need].search(clause) for need in needs) for clause in _CLAUSE.split(sentence))


def _present(cache: dict[str, bool], name: str, sentence: str) -> bool:
    found = cache.get(name)
    if found is None:
        found = cache[name] = _V[name].search(sentence) is not None
    return found


def risk_terms(masked: str) -> set[str]:
    """The vocabularies present anywhere in a masked reading: the weak signal the classifier needs."""
    masked = _GARMENT_INSTRUCTIONS.sub(" ~ ", masked)
    return {name for name, pattern in _V.items() if name not in _CONTEXT_ONLY and pattern.search(masked)}


# Vocabularies that say nothing about harm on their own ("you", "how do I", "someone").
_CONTEXT_ONLY = frozenset({"assistant", "request", "person", "position", "leak", "conceal", "armed", "ed_low_body",
                           "ed_more_loss", "ed_dieting"})
