"""Prompts and structured-output schemas of the llm engine."""

from __future__ import annotations

import json
from typing import Any, Literal

from pydantic import BaseModel, Field

from aesthetiq.agent.conversation.state import ShoppingState
from aesthetiq.agent.engines.llm_schema import TurnUnderstanding
from aesthetiq.agent.state import ConversationState

__all__ = ["TurnUnderstanding"]  # the structured answer's schema lives in llm_schema

UNDERSTAND_SYSTEM = """You are the request analyst of Aesthetiq, a personal stylist.
Read the user's latest message as operations on the shopping STATE (JSON: the pieces asked for, who wears
them, shop or wardrobe, an outfit asked for, the items shown by position i). Answer only through the tool.
intent: "clothing" (find, show or combine items), "general" (advice, questions, chat), "compare" (compare shown items).
operations, in order:
- new_request: something new to shop for; the old constraints go. pieces: one per garment ("a black dress and
  red heels" is two, each with its own colours). keep: keys carried over ("same budget" keeps maxPrice).
  outfit: a whole look (count; a trip: capsule, days, destination, month; wardrobe: shop, wardrobe_first or
  wardrobe_only; include: garments it must hold; per_item: the budget is per piece; anchors: shown items
  {{"source":"commerce","item_id":id}} or owned ones {{"source":"owned","subCategory","colour","description"}}).
- refine: a change to the current request. set: keys added or replaced; unset: keys removed; drop: values
  removed from a key ({{"colors":["red"]}}); moves: cheaper, pricier, less_formal, more_formal (the occasion
  stays), other_colour, more (new items, not those shown); pieces: positions of the pieces changed (omit: all).
- add_piece: another piece to go with a shown item (anchor: its i) or with the current request ("and shoes").
- reference: the message points at shown items (indexes); focus: true when it narrows to that item ("the
  third one in L").
- ask_shown: a question about shown items (indexes; topic: stock, sizes, colours, price, material ...).
- compare: compare shown items (indexes; none: all).
- set_wearer: department women or men ("I'm a guy"); recipient for a gift ("mum"); recipient "" when it is
  for the user again.
- set_scope: commerce (the shop), wardrobe (their own clothes), both.
- remember: a lasting preference, true from now on ("I never wear orange", "no leather, I'm vegan": leather,
  suede, wool, silk, fur): colors, materials, subCategories, brands. forget: lifts one. A one-off ("not black
  this time") is refine, set excludeColors.
- general: a question or chat that changes nothing.
Piece keys: subCategory, one of: {subcategories}; category (TOP, BOTTOM, SHOE, ACCESSORY) when only that is
said ("shoes"); type: the finer kind when said (Cardigan, Chelsea, Oxford, Maxi ...); colors, excludeColors;
occasion: one of {occasions}; season: spring, summer, autumn or winter; size as said ("M", "40", "W32");
material, excludeMaterials; brand, excludeBrands; excludeSubCategories; inStock; inPalette ("in my colours").
Budgets: minPrice and maxPrice in {currency}. A budget said in another currency is converted ({rates}) and
that currency put in currency ("under £100" -> maxPrice {example}, currency "GBP"). A budget for several pieces
or a whole outfit is a total: budgetTotal true (per_item for "each").
Say only what the message says; leave out everything else. semantic_query: a few words to search with."""

ANALYZE_SYSTEM = """You check a stylist's search results before they are shown.
Decide "approve" (good enough), "refine" (search again: give short notes such as
"Need more formal options" or "Relax the price limit") or "clarify" (the request is too vague:
give one friendly question). Answer only through the tool."""

REPLY_SYSTEM = """You are Aesthetiq, a warm, concise personal stylist.
Write the reply to the user from the FACTS below. Mention only the items listed in the facts,
with their exact names and prices, and give each one its reason. Do not invent items, prices,
links or facts. Two short paragraphs at most, plus one line per item. No headings."""


class ResultsVerdict(BaseModel):
    decision: Literal["approve", "refine", "clarify"]
    confidence: float = Field(0.7, ge=0, le=1)
    notes: list[str] = Field(default_factory=list)
    clarification_question: str | None = None


def understand_system(catalogue: str, rates: dict[str, float]) -> str:
    """The analyst's instructions for this shop: its garments, occasions, currency and rates (fixed per process,
    so a local server can keep the prompt's prefix cached)."""
    from aesthetiq.style.lexicon import FORMALITY_OF_OCCASION
    from aesthetiq.style.taxonomy import SUBCATEGORY_TO_CATEGORY

    said = ", ".join(f"1 {code} = {rate} {catalogue}" for code, rate in rates.items()) or "no rates: keep the number"
    example = round(100 * rates.get("GBP", 1.0), 2)
    return UNDERSTAND_SYSTEM.format(
        subcategories=", ".join(SUBCATEGORY_TO_CATEGORY), occasions=", ".join(FORMALITY_OF_OCCASION),
        currency=catalogue, rates=said, example=f"{example:g}",
    )


def understand_message(text: str, prior: ShoppingState) -> str:
    """The last user message of the understanding call: the state it starts from, then the message."""
    return f"STATE: {state_for_model(prior)}\nMESSAGE: {text}"


def state_for_model(prior: ShoppingState) -> str:
    """The shopping state as compact JSON: what the message may change or point at."""
    body: dict[str, Any] = {"pieces": [{k: v for k, v in p.items() if k not in _UNSAID} for p in prior.pieces]}
    wearer = prior.wearer.model_dump(exclude_none=True)
    if wearer:
        body["wearer"] = wearer
    if prior.scope != "commerce":
        body["scope"] = prior.scope
    if prior.outfit is not None:
        body["outfit"] = prior.outfit.model_dump(exclude_defaults=True) or {"count": 1}
    if prior.shown:
        body["shown"] = [
            {"i": i, "id": item.id, "name": item.name, "subCategory": item.subCategory, "colors": item.colors,
             "price": item.price, **({"source": item.source} if item.source != "commerce" else {})}
            for i, item in enumerate(prior.shown)
        ]  # fmt: skip
    return json.dumps(body, ensure_ascii=False, separators=(",", ":"), default=str)


# Keys the engine derives (a dress code's name words, the budget's wording): noise to the model.
_UNSAID = frozenset({"excludeWords", "budgetSaid", "priceFlexible"})


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
