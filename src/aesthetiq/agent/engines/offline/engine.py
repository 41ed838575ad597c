"""OfflineEngine: the deterministic, network-free ReasoningEngine (agent/engines/base.py)."""

from __future__ import annotations

import logging
from collections import OrderedDict
from collections.abc import AsyncIterator
from typing import Any

from aesthetiq.agent.conversation import prior_of
from aesthetiq.agent.engines.base import AnalysisDecision, IntentDecision, QueryAnalysis, ReplyKind
from aesthetiq.agent.engines.offline import analysis, compare_replies, replies
from aesthetiq.agent.engines.offline.answers import general_answer
from aesthetiq.agent.engines.offline.knowledge import KnowledgeBase
from aesthetiq.agent.engines.offline.nearest import DEFAULT_THRESHOLD, GarmentNeighbours
from aesthetiq.agent.engines.offline.understanding import Understander, Understanding
from aesthetiq.agent.history import previous_turn
from aesthetiq.agent.state import ConversationState, ExtractedFilters
from aesthetiq.embeddings.base import Embedder

log = logging.getLogger(__name__)

_SPECIFIC_KEYS = ("category", "subCategory", "outfitParts", "occasion", "style", "colors", "inPalette", "brand", "material",
                  "season")  # fmt: skip
_CACHE_SIZE = 256
COMPARE_LIMIT = 4


def is_vague(filters: dict[str, Any], scope: str | None, referenced: list | None) -> bool:
    """Too little to search on: no garment, occasion, colour, brand, style, material, season or owned item."""
    if any(filters.get(k) for k in _SPECIFIC_KEYS) or (scope or "commerce") != "commerce" or referenced:
        return False
    notes = filters.get("notes") or ""
    return "goes with:" not in notes and "looking for:" not in notes


class OfflineEngine:
    name = "offline"

    def __init__(
        self,
        brands: list[str] | None = None,
        embedder: Embedder | None = None,
        *,
        max_refinements: int = 3,
        min_results: int = 3,
        neighbour_threshold: float = DEFAULT_THRESHOLD,
        currency_rates: dict[str, float] | None = None,
        catalogue_currency: str = "EUR",
    ) -> None:
        neighbours = None
        if embedder is not None:
            try:
                neighbours = GarmentNeighbours(embedder, threshold=neighbour_threshold)
            except Exception:
                log.warning(
                    "could not embed the garment vocabulary; unknown words stay unknown", exc_info=True
                )
        self.understander = Understander(brands or [], neighbours, currency_rates, catalogue_currency)
        self.knowledge = KnowledgeBase(embedder)
        self.max_refinements = max_refinements
        self.min_results = min_results
        self._cache: OrderedDict[tuple, Understanding] = OrderedDict()
        # Build the lexicons' lazy tables now, so the first user does not pay for them (~100 ms).
        self.understander.understand("warm up: a navy blazer under 100 in size M, not black, for my wardrobe")

    # --- understanding ----------------------------------------------------------------------

    def understand(self, state: ConversationState) -> Understanding:
        """The understanding of this turn's message (cached: intent and query analysis share it)."""
        message = state.get("sanitized_message") or state.get("message") or ""
        items, filters = previous_turn(state)
        prior = prior_of(state)
        key = (
            message,
            tuple(str(i.get("id")) for i in items),
            repr(sorted(filters.items())),
            repr(_dna_key(state)),
            repr(state.get("shopping")),
        )
        cached = self._cache.get(key)
        if cached is not None:
            self._cache.move_to_end(key)
            return cached
        result = self.understander.understand(
            message, previous_items=items, previous_filters=filters, style_dna=state.get("style_dna"), prior=prior
        )
        self._cache[key] = result
        if len(self._cache) > _CACHE_SIZE:
            self._cache.popitem(last=False)
        return result

    async def classify_intent(self, state: ConversationState) -> IntentDecision:
        u = self.understand(state)
        return IntentDecision(intent=u.intent, confidence=u.intent_confidence)  # type: ignore[arg-type]

    async def analyze_query(self, state: ConversationState) -> QueryAnalysis:
        u = self.understand(state)
        return QueryAnalysis(
            search_scope=u.scope,  # type: ignore[arg-type]
            filters=dict(u.filters),
            semantic_query=u.semantic_query,
            references=list(u.references),
            confidence=u.intent_confidence,
            operations=[op.model_dump() for op in u.operations],
        )

    async def parse_clarification(self, state: ConversationState) -> ExtractedFilters:
        message = state.get("sanitized_message") or state.get("message") or ""
        return self.understander.filters_only(message, state.get("style_dna"))  # type: ignore[return-value]

    # --- analysis ---------------------------------------------------------------------------

    async def analyze_results(self, state: ConversationState) -> AnalysisDecision:
        filters = dict(state.get("extracted_filters") or {})
        iteration = int(state.get("iteration") or 0)
        vague = is_vague(filters, state.get("search_scope"), state.get("referenced_items"))
        if vague and iteration == 0 and not state.get("is_clarification_response"):
            seed = state.get("sanitized_message") or state.get("message") or ""
            evidence = analysis.gather_evidence(
                state.get("retrieved_items") or [], filters, state.get("style_dna")
            )
            evidence.update(vague=True, iteration=iteration)
            return AnalysisDecision(
                decision="clarify", confidence=0.85, priority="high", evidence=evidence,
                notes=["Request names no garment, occasion, colour, brand or style"],
                clarification_question=replies.clarification_question(filters, seed),
            )  # fmt: skip
        items = list(state.get("retrieved_items") or [])
        if state.get("search_scope") == "both":
            # The owned pieces are what the new ones must go with, not candidates for the request.
            items = [it for it in items if it.get("source") != "wardrobe"] or items
        return analysis.decide(
            items, filters, state.get("style_dna"),
            iteration=iteration, max_refinements=self.max_refinements, min_results=self.min_results,
            previous_notes=list(state.get("refinement_notes") or []),
        )  # fmt: skip

    # --- replies ----------------------------------------------------------------------------

    def compose(self, state: ConversationState, kind: ReplyKind) -> str:
        """The whole reply text (reply() streams it)."""
        if kind == "recommendation":
            items = list(state.get("retrieved_items") or [])
            return replies.recommendation(state, items) if items else replies.no_results(state)  # type: ignore[arg-type]
        if kind == "general":
            return general_answer(self.knowledge, state)  # type: ignore[arg-type]
        if kind == "clarification":
            question = state.get("clarification_question")
            return question or replies.clarification_question(
                dict(state.get("extracted_filters") or {}), state.get("message") or ""
            )
        if kind == "compare":
            items = list(state.get("referenced_items") or [])
            if not items:
                previous = previous_turn(state)[0]
                picked = [previous[i] for i in self.understand(state).references if i < len(previous)]
                items = picked or previous[:COMPARE_LIMIT]
            return compare_replies.compare(state, items)  # type: ignore[arg-type]
        if kind == "blocked":
            return replies.blocked(state)  # type: ignore[arg-type]
        if kind == "no_results":
            return replies.no_results(state)  # type: ignore[arg-type]
        return replies.error(state)  # type: ignore[arg-type]

    async def reply(self, state: ConversationState, kind: ReplyKind, *, stream: bool = True) -> AsyncIterator[str]:
        try:
            text = self.compose(state, kind)
        except Exception:
            log.exception("offline reply %s failed; sending the error reply", kind)
            text = replies.error(state)  # type: ignore[arg-type]
        for chunk in replies.chunks(text):
            yield chunk


def _dna_key(state: ConversationState) -> tuple:
    dna = state.get("style_dna") or {}
    budget = dna.get("budget_range") or {}
    return (budget.get("max") if isinstance(budget, dict) else None, dna.get("max_price_per_item"))
