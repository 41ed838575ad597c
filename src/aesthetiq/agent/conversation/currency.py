"""Budgets said in another currency than the catalogue's ("under £300", "$80 max").

Prices live in the catalogue's currency; a budget said in pounds or dollars is converted with the
configured rate table (``AESTHETIQ_CURRENCY_RATES``: catalogue units per unit of each currency), and
the reply states the converted figure once ("under £300 — about €351").
"""

from __future__ import annotations

import re

SYMBOLS = {"EUR": "€", "GBP": "£", "USD": "$"}
DEFAULT_RATES = {"GBP": 1.17, "USD": 0.92}  # settings.currency_rates' default
_SAID = (
    ("GBP", re.compile(r"£|\b(?:gbp|pounds?|quid|sterling)\b")),
    ("USD", re.compile(r"\$|\b(?:usd|dollars?|bucks)\b")),
    ("EUR", re.compile(r"€|\b(?:eur|euros?)\b")),
)
# "for everything", "in total", "all in": one budget for all the pieces together.
TOTAL = re.compile(
    r"\b(?:in total|total(?:ly)?|all in|altogether|all together|combined|for (?:the )?(?:whole|entire|full) "
    r"(?:look|outfit|thing|lot)|for everything|for all (?:of )?(?:it|them|three|two|the pieces)|overall|for both|"
    r"for the (?:two|pair|set)|between them|across (?:all|both|them))\b"
)


def currency_said(phrase: str | None, text: str) -> str | None:
    """The currency a budget was said in: from its own words first, then from the message."""
    for source in (phrase or "", text):
        for code, pattern in _SAID:
            if pattern.search(source):
                return code
    return None


def to_catalogue(amount: float, currency: str | None, rates: dict[str, float], catalogue: str = "EUR") -> float:
    """``amount`` in the catalogue's currency (unchanged when the currency is the catalogue's or unknown)."""
    if not currency or currency == catalogue or currency not in rates:
        return amount
    return round(amount * rates[currency], 2)


def from_catalogue(amount: float, currency: str | None, rates: dict[str, float], catalogue: str = "EUR") -> float:
    if not currency or currency == catalogue or not rates.get(currency):
        return amount
    return round(amount / rates[currency], 2)


def money(amount: float | None, currency: str | None = "EUR") -> str:
    """ "€351", "£299.99" (whole amounts without decimals), "12 CHF" for a currency without a symbol."""
    if amount is None:
        return ""
    code = (currency or "EUR").upper()
    value = f"{amount:,.0f}" if float(amount).is_integer() else f"{amount:,.2f}"
    return f"{SYMBOLS[code]}{value}" if code in SYMBOLS else f"{value} {code}"
