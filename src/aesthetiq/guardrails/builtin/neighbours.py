"""The second signal: how much a message resembles the labelled attacks rather than the labelled
fashion messages, learnt from ``guardrails/data`` when the provider starts.

Two views of resemblance, both cheap enough for the 2 ms budget:

* words: naive-Bayes log-odds over the word unigrams and bigrams of the masked reading (a sum of
  dictionary look-ups), so "guidance you got earlier" counts as evidence even in a new sentence;
* meaning: the similarity-weighted vote of the k nearest labelled examples in the embedder's space
  (WordLlama by default: one ~0.05 ms embedding and a 1,400 x 256 dot product).

Neither blocks on its own; ``BuiltinGuardrails`` blocks only when both agree *and* one of the
intent vocabularies occurs, which keeps fashion messages that merely sound unusual safe.
"""

from __future__ import annotations

import logging
import math
import re
import time
from collections import Counter
from collections.abc import Sequence
from dataclasses import dataclass
from itertools import pairwise

import numpy as np

from aesthetiq.embeddings.base import Embedder

log = logging.getLogger("aesthetiq.guardrails")

_WORD = re.compile(r"[a-z~']+")


def word_features(masked: str) -> set[str]:
    """Distinct unigrams and bigrams of a masked, lower-cased reading."""
    words = _WORD.findall(masked)
    return set(words) | {f"{first} {second}" for first, second in pairwise(words)}


@dataclass(frozen=True, slots=True)
class Resemblance:
    log_odds: float  # naive-Bayes evidence for "attack" (0 = as likely as not)
    neighbour_vote: float  # share of similarity-weighted nearest neighbours that are attacks, 0..1
    category: str | None  # the category most of the attack neighbours share

    def agrees(self, min_log_odds: float, min_vote: float) -> bool:
        return self.log_odds >= min_log_odds and self.neighbour_vote >= min_vote


@dataclass(frozen=True, slots=True)
class Thresholds:
    """Chosen by cross-validation over the labelled sets (``aesthetiq.guardrails.evaluation``)."""

    # 5-fold over the tuning sets (gated by the intent vocabularies): 0.46 of attacks found with no
    # rule at all, 0.6% of benign messages flagged. The rules catch most attacks first.
    min_log_odds: float = 2.0
    min_vote: float = 0.7
    neighbours: int = 10
    sharpness: float = 10.0  # weight = exp(sharpness * cosine): near neighbours count far more
    smoothing: float = 0.5  # naive-Bayes additive smoothing


class NeighbourSignal:
    def __init__(
        self,
        embedder: Embedder,
        masked_texts: Sequence[str],
        categories: Sequence[str | None],
        thresholds: Thresholds | None = None,
    ) -> None:
        """``categories[i]`` is the attack category of example i, or None for a benign one."""
        if len(masked_texts) != len(categories):
            raise ValueError("every labelled example needs a category (None for benign)")
        started = time.perf_counter()
        self.embedder = embedder
        self.thresholds = thresholds or Thresholds()
        self._categories = list(categories)
        self._is_attack = np.array([category is not None for category in categories], dtype=np.float32)
        self._vectors = embedder.embed_texts(list(masked_texts)).astype(np.float32)
        self._weights, self._prior = self._fit_words([word_features(text) for text in masked_texts])
        log.info("guardrail neighbours: %d examples (%d attacks) indexed in %.0f ms", len(categories),
                 int(self._is_attack.sum()), (time.perf_counter() - started) * 1000)  # fmt: skip

    def _fit_words(self, features: list[set[str]]) -> tuple[dict[str, float], float]:
        attack_counts: Counter[str] = Counter()
        benign_counts: Counter[str] = Counter()
        for words, category in zip(features, self._categories, strict=True):
            (attack_counts if category is not None else benign_counts).update(words)
        attacks = sum(category is not None for category in self._categories)
        benign = len(self._categories) - attacks
        alpha = self.thresholds.smoothing
        weights = {
            word: math.log((attack_counts[word] + alpha) / (attacks + 2 * alpha))
            - math.log((benign_counts[word] + alpha) / (benign + 2 * alpha))
            for word in attack_counts.keys() | benign_counts.keys()
        }
        return weights, math.log(max(attacks, 1) / max(benign, 1))

    def resemblance(self, masked: str, vector: np.ndarray | None = None) -> Resemblance:
        """How much ``masked`` (a masked reading) resembles the labelled attacks."""
        log_odds = self._prior + sum(self._weights.get(word, 0.0) for word in word_features(masked))
        if vector is None:
            vector = self.embedder.embed_texts([masked])[0]
        similarities = self._vectors @ vector
        k = min(self.thresholds.neighbours, len(similarities))
        nearest = np.argpartition(-similarities, k - 1)[:k]
        weights = np.exp(self.thresholds.sharpness * (similarities[nearest] - similarities[nearest].max()))
        vote = float((weights * self._is_attack[nearest]).sum() / weights.sum())
        tally: Counter[str] = Counter()
        for index, weight in zip(nearest.tolist(), weights.tolist(), strict=True):
            category = self._categories[index]
            if category is not None:
                tally[category] += weight
        return Resemblance(log_odds, vote, tally.most_common(1)[0][0] if tally else None)
