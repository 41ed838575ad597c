"""Length check and character sanitisation: what every other check (and the model) reads.

NFKC folds full-width and stylised letters ("ｉｇｎｏｒｅ", "𝐛𝐨𝐦𝐛") to plain ones; control and
format characters (zero-width spaces and joiners, bidi overrides, BOMs) are removed because they
are invisible to a reader and only serve to split words past a filter; runs of blanks collapse.
"""

from __future__ import annotations

import re
import unicodedata

# C0/C1 controls except tab and newline; DEL.
_CONTROL = re.compile(r"[\x00-\x08\x0b-\x1f\x7f-\x9f]")
# Unicode format characters (category Cf) that matter in practice, plus invisible separators.
_INVISIBLE = re.compile(r"[\u00ad\u034f\u061c\u115f\u1160\u17b4\u17b5\u180e\u200b-\u200f\u202a-\u202e"
                        r"\u2060-\u206f\u3164\ufe00-\ufe0f\ufeff\uffa0\U000e0000-\U000e007f]")
_BLANKS = re.compile(r"[^\S\n]+")  # any whitespace except newline
_NEWLINES = re.compile(r"\n\s*\n(\s*\n)+")
_PLAIN = re.compile(r"[ -~]*")  # printable ASCII: the fast path needs no Unicode work


def sanitise(text: str) -> tuple[str, list[str]]:
    """Return the cleaned text and warnings naming what was removed (counts only, never content)."""
    warnings: list[str] = []
    if _PLAIN.fullmatch(text) and "  " not in text and text == text.strip():
        return text, warnings
    cleaned = text.replace("\r\n", "\n").replace("\r", "\n")
    if not cleaned.isascii():
        normalised = unicodedata.normalize("NFKC", cleaned)
        if normalised != cleaned:
            warnings.append("normalised unicode (NFKC)")
        cleaned = normalised
        cleaned, invisible = _INVISIBLE.subn("", cleaned)
        if invisible:
            warnings.append(f"removed {invisible} invisible characters")
    cleaned, controls = _CONTROL.subn("", cleaned)
    if controls:
        warnings.append(f"removed {controls} control characters")
    cleaned = _BLANKS.sub(" ", cleaned)
    cleaned = _NEWLINES.sub("\n\n", cleaned)
    cleaned = "\n".join(line.strip() for line in cleaned.split("\n")).strip()
    return cleaned, warnings


def too_long(text: str, max_chars: int) -> bool:
    return len(text) > max_chars
