"""Forgiving reading of misspelt domain words: "snekers" -> sneakers, "jaket" -> jacket, "blak" -> black.

A word is corrected only when all of these hold, so that real words are never rewritten:

- it has at least ``MIN_LENGTH`` letters and is not itself a vocabulary word;
- it is not a real English word that happens to sit one edit from a vocabulary word
  ("means" is not "jeans", "match" is not "watch", "short" is not "shirt", "show" is not "snow"),
  nor one of the 20,000 commonest English words, nor a fashion brand ("crocs" is not "cross"):
  see typo_exceptions.py;
- exactly one vocabulary word is one edit away (a deletion, insertion, substitution or swap of
  two neighbouring letters: the Damerau-Levenshtein distance), and it starts with the same letter
  (people rarely mistype the first letter, and requiring it halves the false matches);
- a word of only ``MIN_LENGTH`` letters is corrected only for a dropped letter or two swapped
  letters ("blak", "whte", "nvay"), never for a changed one: one changed letter in four turns
  many words into others ("show"/"snow", "maje"/"made"), so there it is no correction.

When in doubt the word is left as written: a missed typo costs a vaguer search, a false
correction a wrong filter.

Candidates are found with a deletion index (SymSpell's idea): two words are within one edit only
if they share a one-letter deletion (or one is a deletion of the other), so a lookup is a few
dictionary probes whatever the vocabulary size.
"""

from __future__ import annotations

import re
from collections.abc import Hashable, Iterable, Mapping, Sequence
from functools import lru_cache

from aesthetiq.style.typo_exceptions import NEVER_CORRECTED

MIN_LENGTH = 4
_WORD = re.compile(r"[A-Za-z]+")

# (start, end) in the original text, (start, end) in the corrected text, for each corrected word.
Change = tuple[int, int, int, int]


def _deletions(word: str) -> set[str]:
    return {word[:i] + word[i + 1 :] for i in range(len(word))}


def within_one_edit(a: str, b: str) -> bool:
    """Damerau-Levenshtein distance of a and b is at most 1."""
    if a == b:
        return True
    la, lb = len(a), len(b)
    if abs(la - lb) > 1:
        return False
    if la == lb:
        diff = [i for i in range(la) if a[i] != b[i]]
        if len(diff) == 1:
            return True
        return (
            len(diff) == 2
            and diff[1] == diff[0] + 1
            and a[diff[0]] == b[diff[1]]
            and a[diff[1]] == b[diff[0]]
        )
    short, long = (a, b) if la < lb else (b, a)
    return any(long[:i] + long[i + 1 :] == short for i in range(len(long)))


def _plausible_slip(typed: str, word: str) -> bool:
    """Whether a one-edit difference is a believable slip for a word this short (see the module docstring)."""
    return len(typed) > MIN_LENGTH or len(word) > len(typed) or sorted(word) == sorted(typed)


class TypoCorrector:
    """Corrects words one edit away from a vocabulary (see the module docstring)."""

    _CACHE_LIMIT = 100_000

    def __init__(self, vocabulary: Iterable[str], meaning: Mapping[str, Hashable] | None = None) -> None:
        """``meaning`` (word -> what it stands for, or a frozenset of the things it may stand for)
        lets a typo near two words of a shared meaning still be read: "scarff" is one edit from
        both "scarf" and "scarfs", "wintr" from "winter" and "wintry"."""
        self._vocabulary = frozenset(w.lower() for w in vocabulary if len(w) >= MIN_LENGTH and w.isalpha())
        self._meaning: Mapping[str, Hashable] = meaning or {}
        self._index: dict[str, set[str]] = {}
        for word in self._vocabulary:
            for key in {word, *_deletions(word)}:
                self._index.setdefault(key, set()).add(word)
        self._cache: dict[str, str | None] = {}  # chat reuses the same few hundred words

    def correct(self, word: str) -> str | None:
        """The vocabulary word a misspelt word stands for, or None (also for correct and real words)."""
        lower = word.lower()
        if lower in self._cache:
            return self._cache[lower]
        if len(self._cache) > self._CACHE_LIMIT:
            self._cache.clear()
        self._cache[lower] = fixed = self._correct(lower)
        return fixed

    def _correct(self, lower: str) -> str | None:
        if (
            len(lower) < MIN_LENGTH
            or lower in self._vocabulary
            or lower in NEVER_CORRECTED
            or not lower.isalpha()
            or self._is_inflection(lower)
        ):
            return None
        candidates: set[str] = set()
        for key in {lower, *_deletions(lower)}:
            candidates |= self._index.get(key, set())
        found = sorted(
            c
            for c in candidates
            if c[0] == lower[0] and within_one_edit(lower, c) and _plausible_slip(lower, c)
        )
        if not found:
            return None
        if len(found) > 1:  # several words are one edit away: fine only if they mean the same thing
            meanings = [self._meaning.get(c, frozenset({c})) for c in found]
            if not frozenset.intersection(
                *(m if isinstance(m, frozenset) else frozenset({m}) for m in meanings)
            ):
                return None
        return found[0]

    def _is_inflection(self, lower: str) -> bool:
        """A plural or verb form of a known word ("undertones", "layered") is a word, not a slip."""
        for suffix in ("s", "es", "ed", "ing", "'s"):
            stem = lower.removesuffix(suffix)
            if stem != lower and (stem in self._vocabulary or stem + "e" in self._vocabulary):
                return True
        return False

    def correct_text(self, text: str) -> tuple[str, list[Change]]:
        """The text with misspelt vocabulary words corrected, and where each change sits."""
        out: list[str] = []
        changes: list[Change] = []
        last = 0
        shift = 0
        for m in _WORD.finditer(text):
            fixed = self.correct(m.group(0))
            if fixed is None:
                continue
            out.append(text[last : m.start()])
            out.append(fixed)
            new_start = m.start() + shift
            changes.append((m.start(), m.end(), new_start, new_start + len(fixed)))
            shift += len(fixed) - (m.end() - m.start())
            last = m.end()
        out.append(text[last:])
        return "".join(out), changes


# One corrector over every vocabulary (garments, colours, occasions ...), so a message is
# corrected once for all the finders that read it, and a word one vocabulary knows is never
# "corrected" into another's. Vocabularies register their words when they are built.
_MEANINGS: dict[str, set[Hashable]] = {}
_shared: list[TypoCorrector] = []


def register_vocabulary(owner: str, meaning: Mapping[str, Hashable]) -> None:
    """Add a vocabulary's words (word -> what it means there) to the shared corrector."""
    for word, value in meaning.items():
        _MEANINGS.setdefault(word.lower(), set()).add((owner, value))
    _shared.clear()
    correct_text.cache_clear()


def _corrector() -> TypoCorrector:
    if not _shared:
        _shared.append(TypoCorrector(_MEANINGS, {w: frozenset(m) for w, m in _MEANINGS.items()}))
    return _shared[0]


@lru_cache(maxsize=1024)
def correct_text(text: str) -> tuple[str, tuple[Change, ...]]:
    """The text with misspelt domain words corrected (cached: several finders read each message)."""
    corrected, changes = _corrector().correct_text(text)
    return corrected, tuple(changes)


def to_original(position: int, changes: Sequence[Change], *, is_end: bool) -> int:
    """Map a position in corrected text back to the original text (a corrected word maps to itself)."""
    shift = 0
    for orig_start, orig_end, new_start, new_end in changes:
        if position < new_start or (position == new_start and is_end):
            return position + shift
        if position <= new_end:
            return orig_end if is_end else orig_start
        shift = orig_end - new_end
    return position + shift
