"""Retrieval over the fashion knowledge base shipped in aesthetiq.agent.knowledge (entries.jsonl).

BM25 over title, keywords and text (keywords weigh most: they are what a question about the entry
says), plus — when an embedder is given — cosine similarity of the question to each entry, embedded
once. A colour season named in the question ("warm autumn") pins that season's entry.
"""

from __future__ import annotations

import json
import logging
import math
import re
from collections import Counter
from dataclasses import dataclass
from functools import lru_cache
from importlib import resources
from typing import Any

import numpy as np

from aesthetiq.agent.engines.offline.vocab import colour_season_mentions
from aesthetiq.embeddings.base import Embedder

log = logging.getLogger(__name__)

_TOKEN = re.compile(r"[a-z0-9]+")
_STOP = frozenset(
    [
        "a",
        "an",
        "the",
        "and",
        "or",
        "of",
        "to",
        "in",
        "on",
        "for",
        "with",
        "is",
        "are",
        "be",
        "do",
        "does",
        "did",
        "i",
        "me",
        "my",
        "you",
        "your",
        "it",
        "its",
        "what",
        "how",
        "which",
        "why",
        "should",
        "can",
        "could",
        "would",
        "will",
        "about",
        "tell",
        "explain",
        "please",
        "there",
        "this",
        "that",
        "these",
        "those",
        "at",
        "by",
        "from",
        "as",
    ]
)
K1, B = 1.4, 0.6
EMBEDDING_WEIGHT = 0.5


@dataclass(frozen=True)
class Entry:
    id: str
    title: str
    keywords: tuple[str, ...]
    text: str
    personal: str | None
    season: str | None


@lru_cache(maxsize=1)
def load_entries() -> tuple[Entry, ...]:
    raw = resources.files("aesthetiq.agent.knowledge").joinpath("entries.jsonl").read_text("utf-8")
    entries = []
    for line in raw.splitlines():
        if line.strip():
            d = json.loads(line)
            entries.append(
                Entry(
                    d["id"], d["title"], tuple(d["keywords"]), d["text"], d.get("personal"), d.get("season")
                )
            )
    return tuple(entries)


def stem(word: str) -> str:
    """A light English stemmer: enough to meet "shrinking"/"shrink", "metals"/"metal", "dresses"/"dress"."""
    if len(word) > 5 and word.endswith("ing"):
        return word[:-3]
    if len(word) > 4 and word.endswith("ies"):
        return word[:-3] + "y"
    if len(word) > 4 and word.endswith(("ses", "xes", "ches", "shes")):
        return word[:-2]
    if len(word) > 4 and word.endswith("ed") and not word.endswith("eed"):
        return word[:-2]
    if len(word) > 3 and word.endswith("s") and not word.endswith(("ss", "us", "is")):
        return word[:-1]
    return word


def _terms(text: str) -> list[str]:
    return [stem(t) for t in _TOKEN.findall(text.lower().replace("colour", "color")) if t not in _STOP]


class KnowledgeBase:
    def __init__(self, embedder: Embedder | None = None) -> None:
        self.entries = load_entries()
        self._docs: list[Counter[str]] = []
        for e in self.entries:
            bag = Counter(_terms(e.text))
            for t in _terms(e.title):
                bag[t] += 2
            for t in _terms(" ".join(e.keywords)):
                bag[t] += 3
            self._docs.append(bag)
        self._avg_len = sum(sum(d.values()) for d in self._docs) / len(self._docs)
        df: Counter[str] = Counter(t for d in self._docs for t in d)
        n = len(self._docs)
        self._idf = {t: math.log(1 + (n - f + 0.5) / (f + 0.5)) for t, f in df.items()}
        self._embedder = embedder
        self._matrix: np.ndarray | None = None
        if embedder is not None:
            try:
                texts = [f"{e.title}. {' '.join(e.keywords)}. {e.text}" for e in self.entries]
                self._matrix = np.asarray(embedder.embed_texts(texts), dtype=np.float32)
            except Exception:
                log.warning("could not embed the knowledge base; retrieval uses words only", exc_info=True)

    def _bm25(self, query_terms: list[str]) -> np.ndarray:
        scores = np.zeros(len(self._docs), dtype=np.float32)
        for i, doc in enumerate(self._docs):
            length = sum(doc.values())
            s = 0.0
            for t in query_terms:
                f = doc.get(t)
                if f:
                    s += self._idf[t] * f * (K1 + 1) / (f + K1 * (1 - B + B * length / self._avg_len))
            scores[i] = s
        return scores

    def search(self, question: str, k: int = 2, user_season: str | None = None) -> list[tuple[Entry, float]]:
        """The `k` entries that best answer `question`, best first, with their scores."""
        scores = self._bm25(_terms(question))
        if scores.max() > 0:
            scores = scores / scores.max()
        if self._matrix is not None and self._embedder is not None:
            try:
                q = np.asarray(self._embedder.embed_texts([question]), dtype=np.float32)[0]
                scores = scores + EMBEDDING_WEIGHT * (self._matrix @ q)
            except Exception:
                log.warning("embedding the question failed; word retrieval only", exc_info=True)
        named = colour_season_mentions(question.lower())
        lowered = question.lower()
        asks_own = re.search(r"\bmy (?:colou?r )?season\b|\bmy palette\b|\bmy colou?rs\b", lowered)
        if (
            not named
            and user_season
            and asks_own
            and not re.search(r"\b(?:find|determine|figure|work out|know)\b", lowered)
        ):
            named = [user_season]
        for i, e in enumerate(self.entries):
            if e.season and e.season in named:
                scores[i] += 2.0
        order = np.argsort(-scores)[:k]
        return [(self.entries[i], float(scores[i])) for i in order if scores[i] > 0]

    def similarity(self, question: str) -> float | None:
        """The question's best cosine similarity to any entry (None without an embedder): a relevance
        cut-off, since BM25 scores are normalised per question and a stray shared word ("night")
        would otherwise make a football question look like a date-outfit question."""
        if self._matrix is None or self._embedder is None:
            return None
        try:
            q = np.asarray(self._embedder.embed_texts([question]), dtype=np.float32)[0]
        except Exception:
            log.warning("embedding the question failed; no relevance cut-off", exc_info=True)
            return None
        return float((self._matrix @ q).max())

    def entry(self, entry_id: str) -> Entry | None:
        return next((e for e in self.entries if e.id == entry_id), None)


def web_citations(state: dict[str, Any], limit: int = 3) -> list[dict[str, str]]:
    """Web results of this turn: web items in retrieved_items (the conversation agent's), or
    state["metadata"]["web_results"] ({title, url, content}); each as title, url and a short snippet."""
    results: list[dict[str, Any]] = [
        {"title": it.get("name"), "url": it.get("url"), "content": it.get("reason")}
        for it in state.get("retrieved_items") or []
        if isinstance(it, dict) and it.get("source") == "web"
    ]
    results += list((state.get("metadata") or {}).get("web_results") or [])
    out = []
    for r in results:
        if isinstance(r, dict) and r.get("url") and all(o["url"] != r["url"] for o in out):
            snippet = " ".join(str(r.get("content") or r.get("snippet") or "").split())
            out.append(
                {"title": str(r.get("title") or r["url"]), "url": str(r["url"]), "snippet": snippet[:220]}
            )
    return out[:limit]
