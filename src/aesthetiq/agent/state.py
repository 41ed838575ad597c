"""ConversationState: the shared state every node reads and writes (seed 000 §3.1, §6)."""

from __future__ import annotations

from typing import Any, Literal

from typing_extensions import TypedDict  # pydantic validates these (client-sent filters) on Python 3.11

Intent = Literal["general", "clothing", "compare"]
SearchScope = Literal["commerce", "wardrobe", "both"]
WorkflowStatus = Literal["active", "awaiting_clarification", "completed"]
Decision = Literal["approve", "refine", "clarify"]
ItemSource = Literal["commerce", "wardrobe", "web"]


class ExtractedFilters(TypedDict, total=False):
    """What the query analyzer understood. Every key is optional; absent means "no constraint".

    category      TOP | BOTTOM | SHOE | ACCESSORY
    subCategory   one of the taxonomy's subCategories (seed 002), e.g. "Jacket"
    type          the finer kind within it ("Cardigan" of Sweater, "Oxford" of Loafers, "Suit Jacket" of Blazer)
    outfitParts   several pieces asked for at once ("a top, a bottom and shoes"): categories or subCategories, each searched
    partFilters   what belongs to one of those pieces only: {"Dress": {"colors": ["black"]}, "Heels": {"colors": ["red"]}}
    brand         a catalogue brand name, as the catalogue spells it
    unstockedBrands well-known brands the user named that the catalogue does not carry ("Gucci")
    unstockedTypes kinds of clothing the shop does not sell ("swimwear", "underwear")
    colors        colour names wanted, e.g. ["navy"]; a family name ("blue") matches its shades
    excludeColors colour names not wanted ("not black")
    inPalette     "in my colours": the search takes the colours of the user's palette
    minPrice      lower price bound, in the catalogue currency
    maxPrice      upper price bound
    priceFlexible the bounds came from a vague word ("cheap", "around 100") and may be relaxed
    size          a size label: "M", "40", "32/32"
    occasion      canonical occasion: casual, business, formal, wedding, party, interview, date, sport, ...
    style         a style word: minimalist, classic, boho, streetwear, ...
    season        a weather season: spring, summer, autumn, winter
    inStock       only items in stock
    isFavorite    only the wardrobe pieces the user marked as favourite
    material      canonical material: wool, leather, cotton, linen, silk, denim, ...
    excludeMaterials     materials not wanted ("no wool", "not suede")
    excludeBrands        brands not wanted ("not from Zara")
    excludeSubCategories garment types not wanted (the owned piece in "combine my jeans", a dress code)
    minFormality  the least formal an item may be (an office or wedding code): casual < smart-casual < business ...
    maxFormality  the most formal an item may be ("a bit less formal" lowers it one notch and keeps the occasion)
    gender        the department of the wearer: women | men (items of that department or unisex)
    currency      the currency the user said the budget in (GBP, USD); prices stay in the catalogue's
    budgetSaid    the budget as the user said it ("£300"), for the reply to quote beside the converted figure
    budgetTotal   the budget is for all the pieces together ("200 for the whole outfit")
    excludeWords  words an item's name must not have (a dress code's "slip", "mini", "beanie")
    excludeIds    items already shown, left out when the user asks for more ("show me more")
    recipient     who will wear it when it is not the user ("boyfriend", "mum"): no personal palette or sizes
    notes         free text the filters could not hold
    """

    category: str
    subCategory: str
    type: str
    outfitParts: list[str]
    brand: str
    unstockedBrands: list[str]
    unstockedTypes: list[str]
    colors: list[str]
    excludeColors: list[str]
    inPalette: bool
    minPrice: float
    maxPrice: float
    priceFlexible: bool
    size: str
    occasion: str
    style: str
    season: str
    inStock: bool
    isFavorite: bool
    material: str
    excludeMaterials: list[str]
    excludeBrands: list[str]
    recipient: str
    excludeIds: list[str]
    excludeWords: list[str]
    minFormality: str
    maxFormality: str
    gender: str
    currency: str
    budgetSaid: str
    budgetTotal: bool
    partFilters: dict[str, dict[str, Any]]
    excludeSubCategories: list[str]
    notes: str


class Item(TypedDict, total=False):
    """An item as the workflow and the client see it, whatever its source."""

    id: str
    source: ItemSource
    name: str
    category: str | None
    subCategory: str | None
    brand: str | None
    colors: list[str]
    colorHexes: list[str]
    price: float | None
    currency: str | None
    inStock: bool | None
    sizes: list[str]
    imageUrl: str | None
    url: str | None
    score: float
    breakdown: dict[str, float]
    reason: str
    material: str | None
    formality: str | None
    fit: str | None
    occasions: list[str]
    tags: list[str]  # style words: minimalist, streetwear, ...
    seasonalPaletteScores: dict[str, float]
    gender: str  # women | men | unisex, when the catalogue says
    type: str  # the finer garment kind within the subCategory (Cardigan, Oxford, Suit Jacket ...)
    setId: str  # separates sold together (a suit's jacket and trousers)
    seasons: list[str]  # weather seasons the piece is for


class AnalysisResultDict(TypedDict, total=False):
    decision: Decision
    confidence: float
    notes: list[str]
    priority: Literal["low", "medium", "high"]
    clarification_question: str | None
    evidence: dict[str, Any]


class ConversationState(TypedDict, total=False):
    # input
    user_id: str
    session_id: str
    turn_id: str
    message: str
    conversation_history: list[dict[str, Any]]  # last N messages: role, content, metadata
    # workflow control (multi-turn)
    workflow_status: WorkflowStatus
    is_clarification_response: bool
    pending_clarification_context: dict[str, Any] | None
    # guardrails
    sanitized_message: str
    blocked: bool
    block_reason: str | None
    guardrail_warnings: list[str]
    # intent and query analysis
    intent: Intent
    intent_confidence: float
    search_scope: SearchScope
    extracted_filters: ExtractedFilters
    semantic_query: str
    referenced_items: list[Item]  # items of the previous turn the message points at ("the second one")
    shopping: dict[str, Any] | None  # the ShoppingState (agent/conversation): before the turn, then after it
    operations: list[dict[str, Any]]  # what this message did to it (agent/conversation/operations.py)
    query_analysis: dict[str, Any]  # the engine's reading of the message (engines/base.py QueryAnalysis)
    # user context
    user_profile: dict[str, Any] | None
    style_dna: dict[str, Any] | None
    # clothing workflow
    retrieved_items: list[Item]
    outfits: list[dict[str, Any]]  # whole looks composed by the outfit engine (issue 11): pieces with slots, total, why
    capsule: dict[str, Any] | None  # a trip's capsule: piece and outfit counts, weather, why
    looks_total: float | None  # what the new pieces of all the looks cost together (each piece once)
    search_sources_used: list[str]
    fallback_used: bool
    # analysis
    analysis_result: AnalysisResultDict | None
    refinement_notes: list[str] | None
    relaxed: dict[str, Any]  # what the refinement loop widened or dropped: key -> what the user asked
    needs_clarification: bool
    clarification_question: str | None
    # output
    final_response: str
    streaming_events: list[dict[str, Any]]
    metadata: dict[str, Any]
    langfuse_trace_id: str | None
    iteration: int
    error: str | None
