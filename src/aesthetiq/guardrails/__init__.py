"""Input and output guardrails (seed 000 §8): ``build_guardrails(settings)`` and ``redact_pii``.

Providers are named in ``settings.guardrail_providers``: ``builtin`` (always first, offline),
``presidio`` (needs the ``presidio`` extra) and ``llm_judge`` (an OpenAI-compatible chat model
such as a locally served Llama Guard).
"""

from __future__ import annotations

from aesthetiq.embeddings import make_embedder
from aesthetiq.guardrails.base import GuardrailProvider, GuardrailResult, PiiFinding
from aesthetiq.guardrails.builtin import BuiltinGuardrails, find_pii, redact_pii
from aesthetiq.guardrails.labelled import learnt_signal
from aesthetiq.guardrails.pipeline import Guardrails
from aesthetiq.settings import Settings

__all__ = [
    "BuiltinGuardrails",
    "GuardrailProvider",
    "GuardrailResult",
    "Guardrails",
    "PiiFinding",
    "build_guardrails",
    "find_pii",
    "redact_pii",
]

PROVIDERS = ("builtin", "presidio", "llm_judge")


def build_guardrails(settings: Settings) -> Guardrails:
    """The configured providers in order, the built-in one first whether listed or not."""
    extra: list[GuardrailProvider] = []
    for name in settings.guardrail_providers:
        key = name.strip().lower().replace("-", "_")
        if key == "builtin":
            continue
        if key == "presidio":
            from aesthetiq.guardrails.presidio import PresidioGuardrails

            extra.append(PresidioGuardrails.from_settings(settings))
        elif key in ("llm_judge", "judge", "llama_guard"):
            from aesthetiq.guardrails.llm_judge import LlmJudge

            extra.append(LlmJudge.from_settings(settings))
        else:
            raise ValueError(
                f"unknown guardrail provider {name!r}: set AESTHETIQ_GUARDRAIL_PROVIDERS to a JSON list of {PROVIDERS}"
            )
    neighbours = None
    if settings.guardrail_neighbours:
        # The thresholds were chosen for WordLlama's space, so the signal uses it whatever
        # ``settings.embedder`` says (it ships in the wheel: no download, no network call per check).
        neighbours = learnt_signal(make_embedder(settings.model_copy(update={"embedder": "wordllama"})))
    return Guardrails(BuiltinGuardrails(max_chars=settings.max_message_chars, neighbours=neighbours), extra)
