"""``Guardrails``: the providers in order, each reading what the previous one produced.

The built-in provider always runs first (length, sanitising, PII redaction), so Presidio and an LLM
judge only ever see redacted text. The first provider that blocks decides; PII findings and warnings
accumulate. Every decision is logged without the message text.
"""

from __future__ import annotations

import logging

from aesthetiq.guardrails.base import GuardrailProvider, GuardrailResult, Items
from aesthetiq.guardrails.builtin import BuiltinGuardrails

log = logging.getLogger("aesthetiq.guardrails")


def _merge(previous: GuardrailResult, later: GuardrailResult, output: bool) -> GuardrailResult:
    merged = GuardrailResult(
        is_safe=later.is_safe,
        sanitized_input=previous.sanitized_input if output else (later.sanitized_input or previous.sanitized_input),
        filtered_response=(later.filtered_response or previous.filtered_response) if output else None,
        warnings=previous.warnings + later.warnings,
        category=later.category,
        reason=later.reason,
        user_message=later.user_message,
        pii=previous.pii + later.pii,
        provider=later.provider if not later.is_safe else previous.provider,
    )
    return merged


class Guardrails:
    def __init__(self, builtin: BuiltinGuardrails, extra: list[GuardrailProvider] | None = None) -> None:
        self.builtin = builtin
        self.providers: list[GuardrailProvider] = [builtin, *(extra or [])]

    @property
    def names(self) -> list[str]:
        return [provider.name for provider in self.providers]

    def protect(self, prompt: str) -> None:
        """Register a system prompt that output checks must never let through."""
        self.builtin.protect(prompt)

    def check_input(self, text: str) -> GuardrailResult:
        result = self._tag(self.builtin.check_input(text), self.builtin)
        for provider in self.providers[1:]:
            if not result.is_safe:
                break
            result = _merge(result, self._tag(provider.check_input(result.sanitized_input or ""), provider), False)
        return self._logged("input", result, len(text))

    async def acheck_input(self, text: str) -> GuardrailResult:
        result = self._tag(await self.builtin.acheck_input(text), self.builtin)
        for provider in self.providers[1:]:
            if not result.is_safe:
                break
            later = await provider.acheck_input(result.sanitized_input or "")
            result = _merge(result, self._tag(later, provider), False)
        return self._logged("input", result, len(text))

    def check_output(self, response: str, items: Items) -> GuardrailResult:
        result = self._tag(self.builtin.check_output(response, items), self.builtin)
        for provider in self.providers[1:]:
            if not result.is_safe:
                break
            later = provider.check_output(result.filtered_response or "", items)
            result = _merge(result, self._tag(later, provider), True)
        return self._logged("output", result, len(response))

    async def acheck_output(self, response: str, items: Items) -> GuardrailResult:
        result = self._tag(await self.builtin.acheck_output(response, items), self.builtin)
        for provider in self.providers[1:]:
            if not result.is_safe:
                break
            later = await provider.acheck_output(result.filtered_response or "", items)
            result = _merge(result, self._tag(later, provider), True)
        return self._logged("output", result, len(response))

    def close(self) -> None:
        for provider in self.providers:
            provider.close()

    @staticmethod
    def _tag(result: GuardrailResult, provider: GuardrailProvider) -> GuardrailResult:
        result.provider = provider.name
        return result

    @staticmethod
    def _logged(stage: str, result: GuardrailResult, length: int) -> GuardrailResult:
        kinds = sorted({finding.kind for finding in result.pii})
        if not result.is_safe:
            log.info("guardrails %s blocked: category=%s reason=%s provider=%s chars=%d pii=%s",
                     stage, result.category, result.reason, result.provider, length, kinds)  # fmt: skip
        elif kinds or result.warnings:
            log.info("guardrails %s passed with changes: pii=%s warnings=%s chars=%d", stage, kinds, result.warnings, length)
        else:
            log.debug("guardrails %s passed: chars=%d", stage, length)
        return result
