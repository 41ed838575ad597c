"""The built-in provider: offline, dependency-free, well under 2 ms per check.

Input: length -> sanitise -> PII redaction -> prompt injection -> moderation. PII alone never
blocks; the message is answered from its redacted form. Output: moderation, leaked prompt, off
topic, grounding of items and prices, PII redaction.
"""

from __future__ import annotations

from collections.abc import Iterable

from aesthetiq.guardrails.base import GuardrailProvider, GuardrailResult, Items
from aesthetiq.guardrails.builtin.injection import find_injection
from aesthetiq.guardrails.builtin.intent import every_intent, find_intent, risk_terms
from aesthetiq.guardrails.builtin.lexicon import mask_benign
from aesthetiq.guardrails.builtin.moderation import every_unsafe, find_unsafe
from aesthetiq.guardrails.builtin.neighbours import NeighbourSignal
from aesthetiq.guardrails.builtin.normalise import plain, readings
from aesthetiq.guardrails.builtin.output import (
    drop_segments,
    grounding_problems,
    leaks_prompt,
    off_topic,
    shingles,
)
from aesthetiq.guardrails.builtin.pii import find_pii, redact, redact_pii
from aesthetiq.guardrails.builtin.sanitise import sanitise
from aesthetiq.guardrails.replies import SAFE_FALLBACK, reply_for

__all__ = ["BuiltinGuardrails", "find_pii", "redact_pii"]

# Labelled-set categories that share one user-facing reply.
LEARNT_CATEGORY = {"injection": "prompt_injection", "jailbreak": "prompt_injection", "obfuscated": "prompt_injection"}
# When one message holds several harms, the reply answers the most serious: a person at risk first,
# then harm to others, then the rest; a jailbreak wrapped around a request gets the request's reply.
SEVERITY = ("self_harm", "eating_disorder", "sexual_minors", "explosives", "weapons", "violence", "drugs", "hate",
            "harassment", "crime", "prompt_injection")  # fmt: skip


def most_serious(found: list[tuple[str, str]]) -> tuple[str, str]:
    """The (category, reason) to answer, naming the other categories found in the reason."""
    ranked = sorted(found, key=lambda hit: SEVERITY.index(hit[0]) if hit[0] in SEVERITY else len(SEVERITY))
    category, reason = ranked[0]
    others = sorted({other for other, _ in ranked[1:] if other != category})
    return category, reason + (f" (also: {', '.join(others)})" if others else "")


class BuiltinGuardrails(GuardrailProvider):
    name = "builtin"

    def __init__(
        self,
        max_chars: int = 10_000,
        protected_prompts: Iterable[str] = (),
        neighbours: NeighbourSignal | None = None,
    ) -> None:
        """``neighbours``: the learnt second signal (``learnt_signal``); without it only the rules run."""
        self.max_chars = max_chars
        self.neighbours = neighbours
        self._protected = [shingles(prompt) for prompt in protected_prompts if prompt.strip()]

    def protect(self, prompt: str) -> None:
        """Register a system prompt whose text must never appear in a reply."""
        if prompt.strip():
            self._protected.append(shingles(prompt))

    def check_input(self, text: str) -> GuardrailResult:
        if len(text) > self.max_chars:
            return GuardrailResult(
                is_safe=False,
                category="too_long",
                reason=f"message has {len(text)} characters (limit {self.max_chars})",
                user_message=reply_for("too_long", self.max_chars),
            )
        sanitised, warnings = sanitise(text)
        findings = find_pii(sanitised)
        redacted = redact(sanitised, findings)
        if findings:
            warnings.append("redacted PII: " + ", ".join(sorted({f.kind for f in findings})))
        if not sanitised:
            warnings.append("empty message")
        views = list(readings(sanitised))
        injection = find_injection(views, sanitised)
        unsafe = find_unsafe(views)
        masked = [(name, mask_benign(reading)) for name, reading in views]
        intent = None if injection or unsafe else find_intent(masked)
        if injection or unsafe or intent:
            # Rare path (a block): worth looking for every harm so the reply fits the worst one.
            found = [("prompt_injection", injection)] if injection else []
            found += every_unsafe(views) + every_intent(masked, harms_only=True)
            if intent:
                found.append(intent)
            return self._blocked(redacted, warnings, findings, *most_serious(found))
        resembled = self._resembles_attack(masked)
        if resembled:
            return self._blocked(redacted, warnings, findings, *resembled)
        return GuardrailResult(is_safe=True, sanitized_input=redacted, warnings=warnings, pii=findings)

    def _resembles_attack(self, masked: list[tuple[str, str]]) -> tuple[str, str] | None:
        """Both learnt views agree it looks like a labelled attack, and an intent word is present."""
        if self.neighbours is None:
            return None
        thresholds = self.neighbours.thresholds
        # The plain reading, plus any decoded payload (the rules already saw the other readings).
        for name, reading in masked:
            if name not in ("plain", "encoded payload") or not risk_terms(reading):
                continue
            resemblance = self.neighbours.resemblance(reading)
            if resemblance.agrees(thresholds.min_log_odds, thresholds.min_vote):
                category = LEARNT_CATEGORY.get(resemblance.category or "", resemblance.category or "unsafe")
                return category, f"resembles labelled {resemblance.category} requests ({name})"
        return None

    def _blocked(self, redacted: str, warnings: list[str], findings: list, category: str, reason: str) -> GuardrailResult:
        return GuardrailResult(
            is_safe=False,
            sanitized_input=redacted,
            warnings=warnings,
            category=category,
            reason=reason,
            user_message=reply_for(category, self.max_chars),
            pii=findings,
        )

    def check_output(self, response: str, items: Items) -> GuardrailResult:
        text, warnings = sanitise(response)
        # The reply comes from our own model, not an attacker: the plain reading is enough.
        unsafe = find_unsafe([("plain", plain(text))])
        if unsafe:
            return GuardrailResult(False, filtered_response=SAFE_FALLBACK, warnings=warnings, category=unsafe[0],
                                   reason=f"reply: {unsafe[1]}")  # fmt: skip
        if leaks_prompt(text, self._protected):
            return GuardrailResult(False, filtered_response=SAFE_FALLBACK, warnings=warnings, category="prompt_leak",
                                   reason="reply recites the system prompt")  # fmt: skip
        if off_topic(text):
            return GuardrailResult(False, filtered_response=SAFE_FALLBACK, warnings=warnings, category="off_topic",
                                   reason="reply is not about fashion")  # fmt: skip
        findings = find_pii(text)
        if findings:
            text = redact(text, findings)
            warnings.append("redacted PII from the reply: " + ", ".join(sorted({f.kind for f in findings})))
        problems = grounding_problems(text, items)
        if problems:
            kept = drop_segments(text, [segment for segment, _ in problems])
            return GuardrailResult(
                is_safe=False,
                filtered_response=kept if len(kept.split()) >= 5 else SAFE_FALLBACK,
                warnings=warnings,
                category="ungrounded",
                reason="; ".join(problem for _, problem in problems[:3]),
                pii=findings,
            )
        return GuardrailResult(is_safe=True, filtered_response=text, warnings=warnings, pii=findings)
