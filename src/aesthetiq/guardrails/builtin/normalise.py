"""The readings of a message that the injection and moderation rules are matched against.

Attackers hide the words a filter looks for: "1gn0r3 pr3v10us", "b o m b", Cyrillic look-alikes,
base64/hex/rot13/reversed payloads. Each reading undoes one trick; a rule that matches any reading
matches the message. The plain reading comes first, so the common case costs one pass.
"""

from __future__ import annotations

import base64
import binascii
import codecs
import re
from collections.abc import Iterator
from urllib.parse import unquote

# Cyrillic and Greek letters that render like Latin ones (NFKC keeps them distinct).
_HOMOGLYPHS = str.maketrans(
    "аеорсухіјѕԁԛԝүһкмтвнАЕОРСУХІЈЅКМТВНαεορτυνικχΑΕΟΡΤΥΝΙΚΧ‘’‛`´“”„",
    "aeopcyxijsdqwyhkmtbhaeopcyxijskmtbhaeoptuvikxaeoptyvikx'''''\"\"\"",
)
_LEET_I = str.maketrans({"0": "o", "1": "i", "3": "e", "4": "a", "5": "s", "7": "t", "@": "a", "$": "s",
                         "!": "i", "|": "l", "8": "b", "9": "g", "+": "t"})  # fmt: skip
_LEET_L = str.maketrans({"1": "l", "!": "l", "|": "i"})
# Anchored at word starts so a long run of letters is scanned once, not once per position.
_LEET_HINT = re.compile(r"[a-z][0-9@$!|+]+[a-z]|\b[0-9@$|]+[a-z]{2,}|\b[a-z]{2,}[0-9@$|!]+\b")
_STARRED = re.compile(r"(?<=[a-z])\*+(?=[a-z])")
_PLURAL_Z = re.compile(r"(?<=[a-z]{3})z\b")  # "rulez", "gunz"
_SPACED = re.compile(r"\b(?:[a-z][ .\-_*/|]{1,3}){3,}[a-z]\b")
_BASE64 = re.compile(r"[A-Za-z0-9+/_-]{16,}={0,2}")
_HEX = re.compile(r"(?:\b|\\x|0x)(?:[0-9a-fA-F]{2}(?:[\s:,]|\\x|0x)?){8,}")
_BINARY = re.compile(r"(?:[01]{8}\s?){4,}")
_PERCENT = re.compile(r"(?:%[0-9a-fA-F]{2}){4,}")
_UNICODE_ESCAPE = re.compile(r"(?:\\u[0-9a-fA-F]{4}){4,}")
_ENCODING_WORDS = re.compile(r"rot-?13|reverse|backwards|caesar|cipher|encod|decod|base-?64|hex|binary", re.I)


def plain(text: str) -> str:
    """Lower case with look-alike letters and curly quotes folded."""
    return text.lower().translate(_HOMOGLYPHS)


def _printable(decoded: bytes) -> str | None:
    try:
        text = decoded.decode("utf-8")
    except UnicodeDecodeError:
        return None
    letters = sum(ch.isalpha() or ch == " " for ch in text)
    return text if len(text) >= 6 and letters / len(text) > 0.8 else None


def _decoded_payloads(text: str) -> Iterator[str]:
    for match in _BASE64.finditer(text):
        token = match.group(0)
        if not (any(c.isdigit() for c in token) or any(c.isupper() for c in token[1:])):
            continue  # a long plain word or a compound, not base64
        padded = token + "=" * (-len(token) % 4)
        for decoder in (base64.b64decode, base64.urlsafe_b64decode):
            try:
                found = _printable(decoder(padded))
            except (binascii.Error, ValueError):
                found = None
            if found:
                yield found
                break
    for match in _HEX.finditer(text):
        digits = re.sub(r"[^0-9a-fA-F]|0x", "", match.group(0).replace("\\x", ""))
        if len(digits) % 2 == 0:
            found = _printable(bytes.fromhex(digits))
            if found:
                yield found
    for match in _BINARY.finditer(text):
        bits = match.group(0).replace(" ", "")
        found = _printable(bytes(int(bits[i : i + 8], 2) for i in range(0, len(bits) - 7, 8)))
        if found:
            yield found
    for pattern, decode in ((_PERCENT, unquote), (_UNICODE_ESCAPE, _unescape_unicode)):
        for match in pattern.finditer(text):
            yield decode(match.group(0))


def _unescape_unicode(escaped: str) -> str:
    return "".join(chr(int(escaped[i + 2 : i + 6], 16)) for i in range(0, len(escaped), 6))


def readings(text: str) -> Iterator[tuple[str, str]]:
    """(name, reading) pairs: plain first, then each de-obfuscated form that differs from it."""
    base = plain(text)
    yield "plain", base
    if _LEET_HINT.search(base):
        yield "leetspeak", _PLURAL_Z.sub("s", base.translate(_LEET_I))
        if "1" in base or "!" in base or "|" in base:
            yield "leetspeak", base.translate(_LEET_L).translate(_LEET_I)
    if "*" in base and _STARRED.search(base):  # "b*mb", "expl*sive": try each vowel
        for vowel in "aeiou":
            yield "masked letters", _STARRED.sub(vowel, base)
    if _SPACED.search(base):
        yield "spaced-out letters", _SPACED.sub(_join_spaced, base)
        # Word breaks are gone once every letter is spaced out: the rules get the letters run together.
        yield "squashed", re.sub(r"[^a-z]", "", base.translate(_LEET_I))
    for payload in _decoded_payloads(text):
        yield "encoded payload", plain(payload)
    # rot13 and reversed text are only worth a pass when the message talks about encodings or
    # looks like gibberish (few common English words).
    if _ENCODING_WORDS.search(base) or not _looks_english(base):
        yield "rot13", codecs.decode(base, "rot13")
        yield "reversed text", base[::-1]


_COMMON = frozenset(
    ["the", "a", "an", "and", "or", "to", "of", "in", "on", "for", "with", "is", "are", "i", "me", "my", "you", "your", "it", "this", "that", "what", "how", "can", "do", "need", "want", "show", "find", "looking", "something", "wear", "some", "any", "dress", "shirt", "jacket", "shoes", "look", "style", "outfit", "color", "colour"]
)


def _join_spaced(match: re.Match[str]) -> str:
    """"b.o.m.b m.a.k.i.n.g" -> "bomb making": with dots or dashes inside words, blanks still part words."""
    spaced = match.group(0)
    if re.search(r"[.\-_*/|]", spaced):
        return " ".join(re.sub(r"[^a-z]", "", chunk) for chunk in spaced.split())
    return re.sub(r"[^a-z]", "", spaced)


def _looks_english(base: str) -> bool:
    words = re.findall(r"[a-z']+", base)
    if len(words) < 4:
        return True
    return sum(word in _COMMON for word in words) / len(words) >= 0.12
