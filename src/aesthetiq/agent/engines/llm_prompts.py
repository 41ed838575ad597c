"""Prompts and structured-output schemas of the llm engine."""

from __future__ import annotations

import json
from typing import Any, Literal

from pydantic import BaseModel, Field

from aesthetiq.agent.state import ConversationState

UNDERSTAND_SYSTEM = """You are the request analyst of Aesthetiq, a personal stylist.
Classify the user's latest message and extract search filters. Answer only through the tool.
- intent: "clothing" when they want items found, shown or combined (shop or their own wardrobe);
  "general" for fashion questions and advice; "compare" when they ask to compare items already shown.
- search_scope: "wardrobe" for their own clothes ("my", "do I have"), "both" when combining their
  items with new ones, else "commerce".
- category is one of TOP, BOTTOM, SHOE, ACCESSORY; subCategory one of: {subcategories}.
- Prices are numbers in the shop currency. Leave a field empty when the message does not say it.
- recipient: only when the piece is for someone else ("a gift for my boyfriend" -> "boyfriend").
- semantic_query: a short description of the wanted item for an embedding search.
- references: 0-based positions of previously shown items the message points to ("the second one" -> [1])."""

ANALYZE_SYSTEM = """You check a stylist's search results before they are shown.
Decide "approve" (good enough), "refine" (search again: give short notes such as
"Need more formal options" or "Relax the price limit") or "clarify" (the request is too vague:
give one friendly question). Answer only through the tool."""

REPLY_SYSTEM = """You are Aesthetiq, a warm, concise personal stylist.
Write the reply to the user from the FACTS below. Mention only the items listed in the facts,
with their exact names and prices, and give each one its reason. Do not invent items, prices,
links or facts. Two short paragraphs at most, plus one line per item. No headings."""


class TurnUnderstanding(BaseModel):
    """What the model extracts from one message (one call covers intent and query analysis)."""

    intent: Literal["general", "clothing", "compare"]
    search_scope: Literal["commerce", "wardrobe", "both"] = "commerce"
    category: Literal["TOP", "BOTTOM", "SHOE", "ACCESSORY"] | None = None
    subCategory: str | None = None
    brand: str | None = None
    colors: list[str] = Field(default_factory=list)
    excludeColors: list[str] = Field(default_factory=list)
    minPrice: float | None = Field(None, ge=0)
    maxPrice: float | None = Field(None, ge=0)
    size: str | None = None
    occasion: str | None = None
    style: str | None = None
    season: str | None = None
    material: str | None = None
    recipient: str | None = Field(None, description="who will wear it when not the user: boyfriend, mum, him ...")
    semantic_query: str = ""
    references: list[int] = Field(default_factory=list)
    confidence: float = Field(0.8, ge=0, le=1)


class ResultsVerdict(BaseModel):
    decision: Literal["approve", "refine", "clarify"]
    confidence: float = Field(0.7, ge=0, le=1)
    notes: list[str] = Field(default_factory=list)
    clarification_question: str | None = None


def history_messages(state: ConversationState, limit: int) -> list[tuple[str, str]]:
    history = state.get("conversation_history") or []
    out = []
    for message in history[-limit:]:
        role = "assistant" if message.get("role") == "assistant" else "user"
        out.append((role, str(message.get("content", ""))[:2000]))
    return out


def user_text(state: ConversationState) -> str:
    return state.get("sanitized_message") or state.get("message") or ""


def facts_for_reply(state: ConversationState, kind: str, draft: str) -> str:
    """Everything the reply may say, as compact JSON: the model rewrites, it does not look things up."""
    dna = state.get("style_dna") or {}
    items = [
        {
            key: item.get(key)
            for key in ("name", "brand", "price", "currency", "colors", "source", "reason", "inStock")
        }
        for item in (state.get("retrieved_items") or [])[:8]
    ]
    facts: dict[str, Any] = {
        "reply_kind": kind,
        "user_request": user_text(state),
        "style_dna": {
            key: dna.get(key)
            for key in ("color_season", "undertone", "contrast_level", "archetype", "sizes", "budget_range")
            if dna.get(key)
        },
        "items": items,
        "draft_answer": draft,
    }
    if state.get("clarification_question"):
        facts["question_to_ask"] = state["clarification_question"]
    return json.dumps(facts, default=str, ensure_ascii=False)
