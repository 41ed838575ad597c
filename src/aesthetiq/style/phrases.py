"""Find domain phrases in free text: one precompiled regex per vocabulary, longest phrase wins.

Every vocabulary (garments, colours, occasions ...) is a mapping from a lower-case phrase to a
value. The phrases are compiled into a single regex shaped like a character trie, so matching
a short chat message costs a handful of microseconds however large the vocabulary is, and at
any position the longest phrase is tried first. Words inside a phrase may be written with a
space, a hyphen or nothing between them ("t shirt", "t-shirt", "tshirt").

Some words are ambiguous ("fall" the season or the verb, "dress" the garment or the verb).
A *guard* sees the word before and the word after a match and decides whether to keep it,
and a phrase whose value is None is a *stop phrase*: being longer, it wins over its words and
is then dropped ("dress code" shields "dress").
"""

from __future__ import annotations

import re
from collections.abc import Callable, Iterable, Mapping
from dataclasses import dataclass
from typing import Generic, TypeVar

from aesthetiq.style.typos import correct_text, register_vocabulary, to_original

V = TypeVar("V")

# prev word, next word (lower case, None at the start/end of a clause) -> keep the match?
Guard = Callable[[str | None, str | None], bool]

_SEPARATOR = r"[\s-]+"
_SPLIT = re.compile(r"[\s\-]+")
_PREV_WORD = re.compile(r"([\w']+)[\s/&-]+$")
_NEXT_WORD = re.compile(r"^[\s/&-]+([\w']+)")
_NEIGHBOUR_SPAN = 40


def normalise(phrase: str) -> str:
    """Lower case, words joined by single spaces: the key every vocabulary is stored under."""
    return " ".join(w for w in _SPLIT.split(phrase.lower().strip()) if w)


def pluralise(phrase: str) -> str:
    """English plural of a phrase's last word ("ankle boot" -> "ankle boots", "hoody" -> "hoodies").

    Words that already end in a single "s" ("jeans", "chinos") are left alone.
    """
    words = phrase.split(" ")
    last = words[-1]
    if last.endswith("s") and not last.endswith("ss"):
        return phrase
    if last.endswith(("ss", "sh", "ch", "x", "z")):
        plural = last + "es"
    elif last.endswith("y") and len(last) > 1 and last[-2] not in "aeiou":
        plural = last[:-1] + "ies"
    else:
        plural = last + "s"
    return " ".join([*words[:-1], plural])


def with_plurals(entries: Mapping[str, V]) -> dict[str, V]:
    """The entries plus the plural of each phrase (an explicit entry always wins)."""
    out: dict[str, V] = {}
    for phrase, value in entries.items():
        out.setdefault(pluralise(normalise(phrase)), value)
    for phrase, value in entries.items():
        out[normalise(phrase)] = value
    return out


def _trie_pattern(words_list: Iterable[list[str]]) -> str:
    """A regex matching any of the phrases, built as a trie so alternatives never re-scan a prefix."""
    trie: dict = {}
    end = ""  # key marking "a phrase may end here"
    for words in words_list:
        node = trie
        for i, word in enumerate(words):
            if i:
                node = node.setdefault(" ", {})
            for char in word:
                node = node.setdefault(char, {})
        node[end] = {}

    def build(node: dict) -> str:
        branches = []
        for key in sorted(node, key=lambda k: (k == end, k)):
            if key == end:
                continue
            head = _SEPARATOR if key == " " else re.escape(key)
            branches.append(head + build(node[key]))
        if not branches:
            return ""
        body = branches[0] if len(branches) == 1 else "(?:" + "|".join(branches) + ")"
        if end in node:
            # Optional tail: greedy, so the longer phrase is tried first and we back off if it fails.
            return "(?:" + body + ")?"
        return body

    return build(trie)


@dataclass(frozen=True, slots=True)
class PhraseHit(Generic[V]):
    start: int
    end: int
    phrase: str
    value: V


class PhraseMatcher(Generic[V]):
    """Finds the phrases of one vocabulary in text; see the module docstring."""

    def __init__(
        self,
        entries: Mapping[str, V],
        guards: Mapping[str, Guard] | None = None,
        *,
        forgive_typos: bool = True,
    ) -> None:
        self._entries: dict[str, V] = {normalise(k): v for k, v in entries.items()}
        self._guards: dict[str, Guard] = {normalise(k): g for k, g in (guards or {}).items()}
        # Closed forms ("tshirt", "sunglasses") of multi-word phrases find the same value.
        self._closed: dict[str, str] = {k.replace(" ", ""): k for k in self._entries if " " in k}
        phrases = [k.split(" ") for k in self._entries]
        phrases += [[closed] for closed in self._closed if closed not in self._entries]
        self._phrases = phrases  # compiled into the regex on first use: importing stays cheap
        self._compiled: re.Pattern[str] | None = None
        words = {w for k in self._entries for w in k.split(" ")} | set(self._closed)
        self._forgive_typos = forgive_typos
        if forgive_typos:
            owner = f"vocabulary-{id(self)}"
            register_vocabulary(
                owner, {w: ("value", self._entries[w]) if w in self._entries else ("word", w) for w in words}
            )

    def __contains__(self, phrase: object) -> bool:
        return isinstance(phrase, str) and self.key(phrase) is not None

    def key(self, phrase: str) -> str | None:
        """The vocabulary key a phrase is written as, or None."""
        norm = normalise(phrase)
        if norm in self._entries:
            return norm
        return self._closed.get(norm.replace(" ", ""))

    def lookup(self, phrase: str) -> V | None:
        """The value of an exact phrase (any case, spacing or hyphenation), no guard applied."""
        key = self.key(phrase)
        return None if key is None else self._entries[key]

    def find(self, text: str) -> list[PhraseHit[V]]:
        """Non-overlapping hits in text order; at each position the longest phrase wins.

        Misspelt vocabulary words are read as meant ("snekers"); a hit's span and phrase are
        then those of the original text.
        """
        if self._forgive_typos:
            corrected, changes = correct_text(text)
            if changes:
                hits = []
                for hit in self._find(corrected):
                    start = to_original(hit.start, changes, is_end=False)
                    end = to_original(hit.end, changes, is_end=True)
                    hits.append(PhraseHit(start, end, text[start:end], hit.value))
                return hits
        return self._find(text)

    def _find(self, text: str) -> list[PhraseHit[V]]:
        hits: list[PhraseHit[V]] = []
        if self._compiled is None:
            self._compiled = re.compile(r"(?<!\w)" + _trie_pattern(self._phrases) + r"(?!\w)", re.IGNORECASE)
        for m in self._compiled.finditer(text):
            key = self.key(m.group(0))
            if key is None:  # defensive: the regex only knows vocabulary phrases
                continue
            guard = self._guards.get(key)
            if guard is not None and not guard(*neighbours(text, m.start(), m.end())):
                continue
            value = self._entries[key]
            if value is None:  # a stop phrase: it only shields its words ("dress code")
                continue
            hits.append(PhraseHit(m.start(), m.end(), m.group(0), value))
        return hits


def neighbours(text: str, start: int, end: int) -> tuple[str | None, str | None]:
    """The words right before and after a span, if only spaces, '/', '&' or '-' separate them."""
    before = _PREV_WORD.search(text[max(0, start - _NEIGHBOUR_SPAN) : start])
    after = _NEXT_WORD.search(text[end : end + _NEIGHBOUR_SPAN])
    prev_word = before.group(1).lower() if before else None
    next_word = after.group(1).lower() if after else None
    return prev_word, next_word


def word_guard(
    *,
    drop_prev: Iterable[str] = (),
    drop_next: Iterable[str] = (),
    keep_prev: Iterable[str] = (),
    keep_next: Iterable[str] = (),
    default: bool = True,
) -> Guard:
    """A guard from word lists, checked in this order: ``drop_prev``, ``keep_prev``, ``drop_next``,
    ``keep_next``, else ``default`` (the word before is the stronger clue: "a dress for" is a garment).

    The token ``#num`` in a list stands for any number ("fall 2026").
    """
    dp, dn, kp, kn = (frozenset(x) for x in (drop_prev, drop_next, keep_prev, keep_next))

    def token(word: str | None) -> str | None:
        return "#num" if word is not None and word.isdigit() else word

    def guard(prev_word: str | None, next_word: str | None) -> bool:
        p, n = token(prev_word), token(next_word)
        if p in dp:
            return False
        if p in kp:
            return True
        if n in dn:
            return False
        if n in kn:
            return True
        return default

    return guard
