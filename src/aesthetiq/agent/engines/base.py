"""The reasoning port: what the workflow asks of an engine (offline rules or an LLM).

Nodes call these methods; an engine never touches the graph. The llm engine keeps the
offline engine as its fast path and fallback, so every method always returns a usable answer.
"""

from __future__ import annotations

from collections.abc import AsyncIterator
from typing import Literal, Protocol

from pydantic import BaseModel, Field

from aesthetiq.agent.state import ConversationState, Decision, ExtractedFilters, Intent, SearchScope

ReplyKind = Literal["recommendation", "general", "clarification", "compare", "blocked", "no_results", "error"]


class IntentDecision(BaseModel):
    intent: Intent
    confidence: float = Field(ge=0, le=1)


class QueryAnalysis(BaseModel):
    search_scope: SearchScope = "commerce"
    filters: dict = Field(default_factory=dict, description="ExtractedFilters")
    semantic_query: str = ""
    references: list[int] = Field(default_factory=list, description="0-based indexes into the previous turn's items")
    confidence: float = Field(1.0, ge=0, le=1)
    operations: list[dict] = Field(
        default_factory=list, description="what the message does to the shopping state (agent/conversation/operations.py)"
    )


class AnalysisDecision(BaseModel):
    decision: Decision
    confidence: float = Field(ge=0, le=1)
    notes: list[str] = Field(default_factory=list)
    priority: Literal["low", "medium", "high"] = "medium"
    clarification_question: str | None = None
    evidence: dict = Field(default_factory=dict)


class ReasoningEngine(Protocol):
    name: str

    async def classify_intent(self, state: ConversationState) -> IntentDecision: ...

    async def analyze_query(self, state: ConversationState) -> QueryAnalysis: ...

    async def parse_clarification(self, state: ConversationState) -> ExtractedFilters:
        """Filters found in a reply to a clarification question (merged by the node)."""

    async def analyze_results(self, state: ConversationState) -> AnalysisDecision: ...

    def reply(self, state: ConversationState, kind: ReplyKind, *, stream: bool = True) -> AsyncIterator[str]:
        """The reply text for this turn, chunk by chunk; ``stream=False`` when nobody reads the
        chunks as they come (a JSON response), so an engine may write it in one piece."""
