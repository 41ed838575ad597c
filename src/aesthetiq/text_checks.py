"""Checks on the text a client sends, shared by the gateway and the agent: a message someone can read,
a user id that is an id, and no characters that cannot be stored or sent on (unpaired surrogates)."""

from __future__ import annotations

import math
import re
from typing import Any

# Characters that show nothing: a message made only of them is empty.
_INVISIBLE = re.compile("[\\s\u00ad\u180e\u200b-\u200f\u2028-\u202f\u2060-\u206f\ufeff]+")
_SURROGATE = re.compile("[\ud800-\udfff]")
# Clerk ("user_2Nn..."), Auth0 ("auth0|abc"), e-mail-like and numeric subjects; no spaces or controls.
USER_ID_PATTERN = r"^[A-Za-z0-9_.@:+|=-]{1,128}$"
USER_ID_RULE = "1 to 128 letters, digits or _ . @ : + | = - (no spaces)"
# Session and item ids go into URL paths: only the characters ids are made of, so no path tricks pass.
ID_PATTERN = r"^[A-Za-z0-9_\-]{1,128}$"
ID_HINT = "must be an id the API gave you (up to 128 letters, digits, '-' or '_')"
EMPTY_MESSAGE = "must not be empty; write what you are looking for, e.g. 'a navy blazer for work'"
MAX_PRICE = 1_000_000.0


def readable(value: str) -> str:
    """The message, if it can be stored and has something to read; else a ValueError saying why."""
    if _SURROGATE.search(value):
        raise ValueError("contains characters that are not valid text (unpaired surrogates); send plain UTF-8")
    if not _INVISIBLE.sub("", value):
        raise ValueError(EMPTY_MESSAGE)
    return value


def session_id(value: str) -> str:
    if not re.fullmatch(ID_PATTERN, value):
        raise ValueError(ID_HINT)
    return value


def user_id(value: str) -> str:
    if not re.fullmatch(USER_ID_PATTERN, value):
        raise ValueError(f"must be {USER_ID_RULE}")
    return value


def storable(value: Any, field: str = "context") -> Any:
    """Any JSON value whose strings can be stored (no unpaired surrogates) and whose numbers are finite."""
    if isinstance(value, str):
        if _SURROGATE.search(value):
            raise ValueError(f"{field} holds characters that are not valid text (unpaired surrogates)")
    elif isinstance(value, float) and not math.isfinite(value):
        raise ValueError(f"{field} holds a number that is not finite (NaN or Infinity)")
    elif isinstance(value, dict):
        for key, item in value.items():
            storable(key, field)
            storable(item, field)
    elif isinstance(value, list):
        for item in value:
            storable(item, field)
    return value


def price_bounds(filters: dict[str, Any]) -> dict[str, Any]:
    """minPrice / maxPrice a client sends back must be prices: finite, from 0 to a million."""
    for key in ("minPrice", "maxPrice"):
        value = filters.get(key)
        if value is not None and not (isinstance(value, int | float) and 0 <= value <= MAX_PRICE):
            raise ValueError(f"{key} must be a price from 0 to {MAX_PRICE:,.0f}")
    return filters
