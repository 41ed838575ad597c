"""Checks on the text a client sends, shared by the gateway and the agent: a message someone can read,
a user id that is an id, and no characters that cannot be stored or sent on (unpaired surrogates, NUL
and the other control characters)."""

from __future__ import annotations

import math
import re
from typing import Any

# Characters that show nothing: a message made only of them is empty.
_INVISIBLE = re.compile("[\\s\u00ad\u180e\u200b-\u200f\u2028-\u202f\u2060-\u206f\ufeff]+")
_SURROGATE = re.compile("[\ud800-\udfff]")
# C0 and C1 control characters other than tab, line feed and carriage return: no one types them, a
# terminal or log viewer may act on them (ESC sequences), and NUL ends strings in C and BSON keys.
_CONTROL = re.compile("[\x00-\x08\x0b\x0c\x0e-\x1f\x7f-\x9f]")
# Clerk ("user_2Nn..."), Auth0 ("auth0|abc"), e-mail-like and numeric subjects; no spaces or controls.
USER_ID_PATTERN = r"^[A-Za-z0-9_.@:+|=-]{1,128}$"
USER_ID_RULE = "1 to 128 letters, digits or _ . @ : + | = - (no spaces)"
# Session and item ids go into URL paths: only the characters ids are made of, so no path tricks pass.
ID_PATTERN = r"^[A-Za-z0-9_\-]{1,128}$"
ID_HINT = "must be an id the API gave you (up to 128 letters, digits, '-' or '_')"
WRITE_SOMETHING = "write what you are looking for, e.g. 'a navy blazer for work'"
EMPTY_MESSAGE = f"must not be empty; {WRITE_SOMETHING}"
MAX_PRICE = 1_000_000.0


# What a readable message looks like, for the published schemas: no control character, and at least
# one character that shows. ``readable`` is the rule; this says the same for clients and test generators.
_QUIET = "\\x00-\\x08\\x0b\\x0c\\x0e-\\x1f\\x7f-\\x9f"
_SHOWS_NOT = "\\s\\x00-\\x1f\\x7f-\\x9f\\u00ad\\u180e\\u200b-\\u200f\\u2028-\\u202f\\u2060-\\u206f\\ufeff"
READABLE_PATTERN = f"^[^{_QUIET}]*[^{_SHOWS_NOT}][^{_QUIET}]*$"


def control_character(value: str) -> str | None:
    """The first control character in ``value`` (other than tab and line breaks), as ``U+0000``."""
    found = _CONTROL.search(value)
    return f"U+{ord(found.group()):04X}" if found else None


def readable(value: str) -> str:
    """The message, if it can be stored and has something to read; else a ValueError saying why."""
    if _SURROGATE.search(value):
        raise ValueError("contains characters that are not valid text (unpaired surrogates); send plain UTF-8")
    control = control_character(value)
    if control is not None and not _INVISIBLE.sub("", _CONTROL.sub("", value)):
        raise ValueError(f"holds only control characters ({control}) and nothing to read; {WRITE_SOMETHING}")
    if control is not None:
        name = "a NUL character (U+0000)" if control == "U+0000" else f"a control character ({control})"
        raise ValueError(f"contains {name}, which is not text; send the message as plain text")
    if not _INVISIBLE.sub("", value):
        raise ValueError(EMPTY_MESSAGE)
    return value


def session_id(value: str | None) -> str | None:
    """A session id, or None (no session yet); anything else that is not an id is refused."""
    if value is None:
        return None
    if not isinstance(value, str) or not re.fullmatch(ID_PATTERN, value):
        raise ValueError(ID_HINT)
    return value


def user_id(value: str) -> str:
    if not re.fullmatch(USER_ID_PATTERN, value):
        raise ValueError(f"must be {USER_ID_RULE}")
    return value


def storable(value: Any) -> Any:
    """Any JSON value whose strings can be stored (no unpaired surrogates) and whose numbers are finite;
    the ValueError names no field (the validator's location does)."""
    if isinstance(value, str):
        if _SURROGATE.search(value):
            raise ValueError("holds characters that are not valid text (unpaired surrogates)")
    elif isinstance(value, float) and not math.isfinite(value):
        raise ValueError("holds a number that is not finite (NaN or Infinity)")
    elif isinstance(value, dict):
        for key, item in value.items():
            storable(key)
            storable(item)
    elif isinstance(value, list):
        for item in value:
            storable(item)
    return value


def whole_number(value: Any) -> Any:
    """``52.0`` is the whole number 52 in JSON, as its schemas say; booleans and text stay what they are
    (for a strict int to refuse), and so do fractions and Infinity."""
    if isinstance(value, float) and value.is_integer():
        return int(value)
    return value


def price_bounds(filters: dict[str, Any]) -> dict[str, Any]:
    """minPrice / maxPrice a client sends back must be prices: finite, from 0 to a million."""
    for key in ("minPrice", "maxPrice"):
        value = filters.get(key)
        if value is not None and not (isinstance(value, int | float) and 0 <= value <= MAX_PRICE):
            raise ValueError(f"{key} must be a price from 0 to {MAX_PRICE:,.0f}")
    return filters
