"""PII rules: checksums decide, shapes that are not PII stay as written."""

from __future__ import annotations

import pytest

from aesthetiq.guardrails import find_pii, redact_pii
from aesthetiq.guardrails.builtin.checksums import french_nir_valid, iban_valid, luhn_valid, spanish_id_valid


def test_checksums() -> None:
    assert luhn_valid("4111111111111111") and not luhn_valid("4111111111111112")
    assert iban_valid("GB82WEST12345698765432") and not iban_valid("GB83WEST12345698765432")
    assert not iban_valid("GB82WEST1234569876543")  # wrong length for GB
    assert spanish_id_valid("12345678Z") and not spanish_id_valid("12345678A")
    assert spanish_id_valid("X1234567L")
    assert french_nir_valid("185057800608491") and not french_nir_valid("185057800608490")


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("card 4111 1111 1111 1111", "card [CARD]"),
        ("card 4111 1111 1111 1112", "card 4111 1111 1111 1112"),  # fails Luhn: not a card
        ("iban GB82 WEST 1234 5698 7654 32 thanks", "iban [IBAN] thanks"),
        ("iban GB83 WEST 1234 5698 7654 32", "iban GB83 WEST 1234 5698 7654 32"),  # bad checksum
        ("mail me at a.b-c@shop.example.co.uk!", "mail me at [EMAIL]!"),
        ("SSN 078-05-1120", "SSN [SSN]"),
        ("NI number AB 12 34 56 C", "NI number [NI_NUMBER]"),
        ("my passport number is X1234567", "my passport number is [ID_NUMBER]"),
        ("I live at 221B Baker Street, London NW1 6XE", "I live at [ADDRESS], London [ADDRESS]"),
        ("call me on +44 20 7946 0958 or 07700 900123", "call me on [PHONE] or [PHONE]"),
        ("(415) 555-0134", "[PHONE]"),
    ],
)
def test_redaction(text: str, expected: str) -> None:
    assert redact_pii(text) == expected


@pytest.mark.parametrize(
    "text",
    [
        "green sneakers under $90", "black ankle boots size 40", "skirt between 30 and 60 euros",
        "a coat for €1,299.99", "32x34 jeans", "EU 38 / UK 5 shoes", "order #100234567 hasn't arrived",
        "spring 2025 collection", "size 8 black court shoes", "2 tops from Oxford Street", "3 high street brands",
        "Air Max 90 vs Air Force 1", "returned on 2024-05-12", "shoe size 9.5 US / 42.5 EU", "a 5th avenue look",
    ],
)  # fmt: skip
def test_numbers_that_are_not_pii(text: str) -> None:
    assert find_pii(text) == []


def test_findings_never_carry_the_value() -> None:
    findings = find_pii("jane.doe@gmail.com")
    assert findings and "jane" not in repr(findings)
    assert findings[0].placeholder == "[EMAIL]"
