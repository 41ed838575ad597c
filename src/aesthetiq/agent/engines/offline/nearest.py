"""Embedding nearest neighbour for garment words no lexicon knows ("windcheater" -> Jacket).

The garment names and synonyms are embedded once; an unknown word of a message is mapped to the
nearest garment only when the similarity clears `threshold` and beats the runner-up by `margin`.
Word embeddings of rare words are noisy (a static model puts "trend" near "trousers"), so the
defaults favour precision: a miss costs a vaguer search, a false hit a wrong filter.
"""

from __future__ import annotations

import logging
import re
from functools import lru_cache

import numpy as np

from aesthetiq.agent.engines.offline.vocab import Span, lexicon_words, phrasebook
from aesthetiq.embeddings.base import Embedder
from aesthetiq.style import taxonomy
from aesthetiq.style.garment_words import SUBCATEGORY_WORDS

log = logging.getLogger(__name__)

# Measured with wordllama on 12 garment words the taxonomy lacks and 69 other words a shopper writes
# (trend, budget, fabric, suede ...): at 0.62 only near-exact names pass ("knit" -> Sweater 0.81); between
# 0.5 and 0.6 the hits are mostly wrong ("rules" -> Flats 0.58, "suede" -> Dress 0.55, "sneaks" -> Sneakers
# 0.54 is the one right one). Static word vectors carry little garment sense for rare words, so the
# threshold favours precision; a better embedder (MiniLM) can be given a lower one.
DEFAULT_THRESHOLD = 0.62
DEFAULT_MARGIN = 0.05
_CANDIDATE = re.compile(r"(?<![\w-])[a-z]{4,20}(?![\w-])")
_NOT_GARMENTS = ("trend", "color", "season", "style", "fabric", "budget", "outfit", "occasion", "weather")


@lru_cache(maxsize=1)
def _known_words() -> frozenset[str]:
    """Words that are never unknown garments: every lexicon word, common English, brands, cue words."""
    book = phrasebook()
    return frozenset(book["common_words"]) | frozenset(book["typo_targets"]) | lexicon_words()


class GarmentNeighbours:
    def __init__(
        self, embedder: Embedder, threshold: float = DEFAULT_THRESHOLD, margin: float = DEFAULT_MARGIN
    ) -> None:
        self.embedder = embedder
        self.threshold = threshold
        self.margin = margin
        labels: list[str] = []
        subs: list[str] = []
        for sub in taxonomy.SUBCATEGORY_TO_CATEGORY:
            labels.append(sub.lower())
            subs.append(sub)
        # aesthetiq.style's one-word garment names are the anchors; multi-word names stay out:
        # "running shorts", "hiking boots" would pull "running" and "hiking" towards garments.
        for sub, words in SUBCATEGORY_WORDS.items():
            for word in words:
                if word.isalpha():
                    labels.append(word)
                    subs.append(sub)
        # Words that must never become garments are added as their own class.
        for word in _NOT_GARMENTS:
            labels.append(word)
            subs.append("")
        self._subs = subs
        self._matrix = np.asarray(embedder.embed_texts(labels), dtype=np.float32)
        self._lookup = lru_cache(maxsize=4096)(self._nearest)

    def _nearest(self, word: str) -> tuple[str | None, float]:
        try:
            vector = np.asarray(self.embedder.embed_texts([word]), dtype=np.float32)[0]
        except Exception:  # an embedder outage must not break understanding
            log.warning("embedder failed on %r; skipping nearest-garment lookup", word, exc_info=True)
            return None, 0.0
        scores = self._matrix @ vector
        best_by_sub: dict[str, float] = {}
        for sub, score in zip(self._subs, scores, strict=True):
            if score > best_by_sub.get(sub, -1.0):
                best_by_sub[sub] = float(score)
        ranked = sorted(best_by_sub.items(), key=lambda kv: -kv[1])
        (best, top), runner_up = ranked[0], ranked[1][1] if len(ranked) > 1 else 0.0
        if best and top >= self.threshold and top - runner_up >= self.margin:
            return best, top
        return None, top

    def nearest(self, word: str) -> tuple[str | None, float]:
        """The garment subCategory nearest to `word` (or None) and the similarity."""
        return self._lookup(word.lower())

    def spans(self, text: str, taken: list[Span], brands: list[tuple[int, int, str]]) -> list[Span]:
        known = _known_words()
        found = []
        for m in _CANDIDATE.finditer(text):
            word = m.group(0)
            if (
                word in known
                or word.endswith(("ier", "iest"))  # "dressier", "comfiest": comparatives, never garments
                or any(s.start <= m.start() < s.end for s in taken)
                or any(b[0] <= m.start() < b[1] for b in brands)
            ):
                continue
            sub, _score = self.nearest(word)
            if sub:
                found.append(
                    Span(m.start(), m.end(), word, "garment", sub, taxonomy.SUBCATEGORY_TO_CATEGORY[sub])
                )
        return found
