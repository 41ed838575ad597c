"""The guardrail interface: one result type for every check, and the provider port.

A provider checks a user message before the workflow runs (``check_input``) and a reply before the
user sees it (``check_output``). Providers are chained by ``aesthetiq.guardrails.pipeline``: each one
sees the text the previous one produced, so a later provider (Presidio, an LLM judge) only ever sees
redacted text.
"""

from __future__ import annotations

import asyncio
from abc import ABC, abstractmethod
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any


@dataclass(frozen=True, slots=True)
class PiiFinding:
    """One piece of personal data found in a text; never carries the value itself.

    ``start``/``end`` index the text the provider checked: for the built-in provider that is the
    sanitised input (the same string as the raw input when there was nothing to strip).
    """

    kind: str  # EMAIL, PHONE, CARD, IBAN, ADDRESS, SSN, NI_NUMBER, ID_NUMBER, ...
    start: int
    end: int
    source: str = "builtin"

    @property
    def placeholder(self) -> str:
        return f"[{self.kind}]"


@dataclass(slots=True)
class GuardrailResult:
    """The seed's ``GuardrailResult`` plus what the workflow needs to answer a blocked turn kindly."""

    is_safe: bool
    sanitized_input: str | None = None
    filtered_response: str | None = None
    warnings: list[str] = field(default_factory=list)
    category: str | None = None  # e.g. "explosives", "prompt_injection", "too_long", "ungrounded"
    reason: str | None = None  # short, operator-facing; never contains the user's PII
    user_message: str | None = None  # the kind, specific reply for a blocked input
    pii: list[PiiFinding] = field(default_factory=list)
    provider: str = "builtin"

    @property
    def blocked(self) -> bool:
        return not self.is_safe

    def metadata(self) -> dict[str, Any]:
        """What goes into the ``done`` payload's metadata and the trace span (no raw text)."""
        return {
            "blocked": not self.is_safe,
            "category": self.category,
            "reason": self.reason,
            "warnings": list(self.warnings),
            "pii": sorted({finding.kind for finding in self.pii}),
            "provider": self.provider,
        }


Items = Sequence[Mapping[str, Any]]


class GuardrailProvider(ABC):
    """A source of guardrail decisions. Subclasses implement the sync checks; the async ones run
    them inline (cheap, CPU-only providers) unless a provider overrides them (I/O-bound ones)."""

    name: str = "provider"

    @abstractmethod
    def check_input(self, text: str) -> GuardrailResult: ...

    @abstractmethod
    def check_output(self, response: str, items: Items) -> GuardrailResult: ...

    async def acheck_input(self, text: str) -> GuardrailResult:
        return self.check_input(text)

    async def acheck_output(self, response: str, items: Items) -> GuardrailResult:
        return self.check_output(response, items)

    def close(self) -> None:  # noqa: B027 - optional hook: most providers hold nothing to release
        """Release clients or models; the default provider holds none."""


class ThreadedProvider(GuardrailProvider):
    """For providers whose sync check blocks (a spaCy pipeline): async runs off the event loop."""

    async def acheck_input(self, text: str) -> GuardrailResult:
        return await asyncio.to_thread(self.check_input, text)

    async def acheck_output(self, response: str, items: Items) -> GuardrailResult:
        return await asyncio.to_thread(self.check_output, response, items)
