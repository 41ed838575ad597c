"""PII detection and redaction with typed placeholders ("[EMAIL]", "[PHONE]", ...).

Precision comes from structure, not from a list: cards pass the Luhn check, IBANs their mod-97
checksum and country length, Spanish and French ids their check characters, phone numbers need a
phone shape (international prefix, trunk zero, NANP grouping) or a word like "call me" nearby,
street addresses need a house number, a name and a street type. Sizes, prices and years never have
those shapes, so "size 40", "under 120" and "spring 2025" stay as written.
"""

from __future__ import annotations

import re
from collections.abc import Iterator

from aesthetiq.guardrails.base import PiiFinding
from aesthetiq.guardrails.builtin.address import find_addresses
from aesthetiq.guardrails.builtin.checksums import (
    IBAN_LENGTHS,
    french_nir_valid,
    iban_valid,
    luhn_valid,
    spanish_id_valid,
)

# When two findings overlap, the more specific kind wins (an IBAN contains digit runs a phone rule
# would also take).
_PRIORITY = {"IBAN": 0, "CARD": 1, "SSN": 2, "NI_NUMBER": 2, "ID_NUMBER": 3, "EMAIL": 4, "PHONE": 5, "ADDRESS": 6}

_EMAIL = re.compile(
    r"(?<![\w.+-])[A-Za-z0-9][A-Za-z0-9._%+-]{0,63}@[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?"
    r"(?:\.[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?)*\.[A-Za-z]{2,24}(?![\w-])"
)
# "jane.doe [at] gmail [dot] com", "jane at gmail dot com": people write addresses out to dodge filters.
_EMAIL_SPELLED = re.compile(
    r"(?<![\w.+-])[A-Za-z0-9][A-Za-z0-9._+-]{0,63}\s*(?:[\[(]\s*at\s*[\])]|\s(?:at)\s)\s*"
    r"(?:[A-Za-z0-9-]+\s*(?:[\[(]\s*dot\s*[\])]|\sdot\s|\.)\s*)+(?:com|net|org|edu|gov|io|co|uk|de|fr|es|it|nl|me|info)\b",
    re.IGNORECASE,
)
_EMAIL_SPELLED_HINT = re.compile(r"[\[(]\s*at\s*[\])]|\bdot\s+(?:com|net|org|co|io|de|fr|uk)\b", re.IGNORECASE)

_CARD = re.compile(r"(?<![\d-])[2-6](?:[ -]?\d){12,18}(?![\d])")
_CARD_CODE = re.compile(r"\b(?:cvv2?|cvc2?|cv2|security code)\s*(?:is|:|=|#)?\s*(\d{3,4})\b", re.IGNORECASE)

_IBAN = re.compile(r"\b([A-Za-z]{2}\d{2})((?:[ -]?[A-Za-z0-9]){11,32})", re.IGNORECASE)

_SSN = re.compile(r"(?<![\d-])(?!000|666|9\d\d)\d{3}([- ])(?!00)\d{2}\1(?!0000)\d{4}(?![\d-])")
_SSN_CONTEXT = re.compile(
    r"\b(?:ssn|social security(?: number| no\.?| #)?)\s*(?:is|:|=|#)?\s*((?!000|666|9\d\d)\d{3}[- ]?\d{2}[- ]?\d{4})\b",
    re.IGNORECASE,
)
_NINO = re.compile(
    r"\b(?!BG|GB|NK|KN|TN|NT|ZZ)[A-CEGHJ-PR-TW-Z][A-CEGHJ-NPR-TW-Z] ?\d{2} ?\d{2} ?\d{2} ?[A-D]\b", re.IGNORECASE
)
_SPANISH_ID = re.compile(r"\b(?:\d{8}|[XYZ][- ]?\d{7})[- ]?[A-Z]\b", re.IGNORECASE)
_CODICE_FISCALE = re.compile(r"\b[A-Z]{6}\d{2}[A-EHLMPR-T]\d{2}[A-Z]\d{3}[A-Z]\b", re.IGNORECASE)
_NIR = re.compile(r"\b[12] ?\d{2} ?\d{2} ?(?:\d{2}|2[AB]) ?\d{3} ?\d{3} ?\d{2}\b", re.IGNORECASE)
# Ids that only a keyword makes recognisable: passports, licences, tax and national numbers.
_KEYWORD_ID = re.compile(
    r"\b(?:passport|driver'?s? licen[cs]e|driving licen[cs]e|licen[cs]e|national id(?:entity)?|identity card"
    r"|id card|personal id|citizen id|voter id|tax id|tax (?:file|identification) number|tin|itin|sin"
    r"|social insurance|nhs|medicare|aadhaa?r|pan card|bsn|dni|nie|nif|cpf|curp|steuer-?id|personnummer)"
    r"(?:\s+(?:number|no\.?|num|#))?\s*(?:is|:|=|#)?\s*"
    r"([A-Z0-9]*\d[A-Z0-9]*(?:[ -][A-Z0-9]*\d[A-Z0-9]*){0,3})",
    re.IGNORECASE,
)

_PHONE = re.compile(r"(?<![\w+/,.-])(?:\+\s?|00)?(?:\(\d{1,5}\)[\s.-]?)?\d[\d\s.()-]{5,18}\d(?![\w/%€$£])")
_NANP = re.compile(r"\(?[2-9]\d{2}\)?[\s.-]?[2-9]\d{2}[\s.-]\d{4}")
_PHONE_CONTEXT = re.compile(
    r"(?:phone|mobile|cell|tel|telephone|call|text|txt|sms|whatsapp|signal|number|contact|reach me|ring me|fax)\b"
    r"[^.!?\n]{0,30}$",
    re.IGNORECASE,
)
# Numbers people quote about a product or an order are not phone numbers.
_NOT_PHONE_CONTEXT = re.compile(
    r"(?:\b(?:order|article|item|sku|ref|reference|style|product|model|tracking|invoice|parcel|code)|#)\s*(?:number|no\.?|#|code)?"
    r"\s*(?:is|:)?\s*$",
    re.IGNORECASE,
)
_DIGIT = re.compile(r"\d")

_KEYWORD_HINTS = ("passport", "licen", "identity", "tax", "social insurance", "medicare", "aadha", "pan card", "steuer",
                  "personnummer")  # fmt: skip
_SHORT_KEYWORD = re.compile(r"\b(?:id|tin|itin|sin|nhs|bsn|dni|nie|nif|cpf|curp)\b")

Candidate = tuple[str, int, int]


def _emails(text: str) -> Iterator[Candidate]:
    if "@" in text:
        for match in _EMAIL.finditer(text):
            yield "EMAIL", match.start(), match.end()
    if _EMAIL_SPELLED_HINT.search(text) or " at " in text:
        for match in _EMAIL_SPELLED.finditer(text):
            if "@" not in match.group(0):
                yield "EMAIL", match.start(), match.end()


def _cards(text: str) -> Iterator[Candidate]:
    for match in _CARD.finditer(text):
        digits = re.sub(r"\D", "", match.group(0))
        if 13 <= len(digits) <= 19 and luhn_valid(digits):
            yield "CARD", match.start(), match.end()
    for match in _CARD_CODE.finditer(text):
        yield "CARD", match.start(1), match.end(1)


def _ibans(text: str) -> Iterator[Candidate]:
    for match in _IBAN.finditer(text):
        country = match.group(1)[:2].upper()
        expected = IBAN_LENGTHS.get(country)
        if expected is None:
            continue
        # The pattern is greedy: walk the text to the expected length so a following word is not taken.
        compact, end = match.group(1).upper(), match.end(1)
        for index in range(match.start(2), match.end(2)):
            if len(compact) == expected:
                break
            char = text[index]
            if char.isalnum():
                compact += char.upper()
                end = index + 1
        if len(compact) == expected and iban_valid(compact) and (end == len(text) or not text[end].isalnum()):
            yield "IBAN", match.start(), end


def _government_ids(text: str) -> Iterator[Candidate]:
    for match in _SSN.finditer(text):
        yield "SSN", match.start(), match.end()
    for match in _SSN_CONTEXT.finditer(text):
        yield "SSN", match.start(1), match.end(1)
    for match in _NINO.finditer(text):
        yield "NI_NUMBER", match.start(), match.end()
    for match in _SPANISH_ID.finditer(text):
        if spanish_id_valid(re.sub(r"[- ]", "", match.group(0)).upper()):
            yield "ID_NUMBER", match.start(), match.end()
    for match in _CODICE_FISCALE.finditer(text):
        yield "ID_NUMBER", match.start(), match.end()
    for match in _NIR.finditer(text):
        if french_nir_valid(match.group(0).replace(" ", "").upper()):
            yield "ID_NUMBER", match.start(), match.end()
    lower = text.lower()
    if not (any(hint in lower for hint in _KEYWORD_HINTS) or _SHORT_KEYWORD.search(lower)):
        return
    for match in _KEYWORD_ID.finditer(text):
        value = match.group(1)
        if len(re.sub(r"\W", "", value)) >= 6 and len(_DIGIT.findall(value)) >= 4:
            yield "ID_NUMBER", match.start(1), match.end(1)


def _phones(text: str) -> Iterator[Candidate]:
    for match in _PHONE.finditer(text):
        raw = match.group(0).rstrip(" .-(")
        digits = re.sub(r"\D", "", raw)
        count = len(digits)
        if count < 7 or count > 15 or raw.count("(") != raw.count(")"):
            continue
        if _NOT_PHONE_CONTEXT.search(text, max(0, match.start() - 24), match.start()):
            continue
        if raw.startswith(("+", "00")):
            ok = 8 <= count <= 15
        elif digits.startswith("0"):
            ok = 9 <= count <= 12
        elif count in (10, 11) and _NANP.search(raw):
            ok = True
        else:
            ok = bool(_PHONE_CONTEXT.search(text, max(0, match.start() - 60), match.start()))
        if ok:
            yield "PHONE", match.start(), match.start() + len(raw)


def find_pii(text: str) -> list[PiiFinding]:
    """Every PII span in ``text``, non-overlapping, in text order."""
    candidates: list[Candidate] = list(_emails(text))
    if _DIGIT.search(text):
        for finder in (_ibans, _cards, _government_ids, _phones, find_addresses):
            candidates.extend(finder(text))
    if not candidates:
        return []
    candidates.sort(key=lambda c: (_PRIORITY[c[0]], c[1] - c[2], c[1]))
    accepted: list[Candidate] = []
    for kind, start, end in candidates:
        if all(end <= s or start >= e for _, s, e in accepted):
            accepted.append((kind, start, end))
    accepted.sort(key=lambda c: c[1])
    return [PiiFinding(kind, start, end) for kind, start, end in accepted]


def redact(text: str, findings: list[PiiFinding]) -> str:
    if not findings:
        return text
    parts: list[str] = []
    cursor = 0
    for finding in sorted(findings, key=lambda f: f.start):
        if finding.start < cursor:
            continue
        parts.append(text[cursor : finding.start])
        parts.append(finding.placeholder)
        cursor = finding.end
    parts.append(text[cursor:])
    return "".join(parts)


def redact_pii(text: str) -> str:
    """The text with every PII span replaced by its typed placeholder."""
    return redact(text, find_pii(text))
