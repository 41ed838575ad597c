"""Replies: every item mentioned with a grounded reason; general answers from the knowledge base; compare."""

from __future__ import annotations

import re
from typing import Any

import pytest

from aesthetiq.agent.engines.offline import OfflineEngine
from aesthetiq.agent.engines.offline.knowledge import KnowledgeBase, load_entries
from aesthetiq.style import seasons
from tests.agent.offline_eval import demo_brands

DNA = {"user_id": "u1", "color_season": "WARM_AUTUMN", "undertone": "warm", "contrast_level": "medium",
       "sizes": {"top": "M", "shoe": "40"}, "favorite_brands": ["Arket"], "budget_range": {"min": 0, "max": 120}}  # fmt: skip
ITEMS = [
    {"id": "c1", "source": "commerce", "name": "Rust Wool Blazer", "category": "TOP", "subCategory": "Blazer", "brand": "Zara",
     "colors": ["rust"], "colorHexes": ["#B7410E"], "price": 89.0, "currency": "EUR", "sizes": ["S", "M"], "formality": "business",
     "seasonalPaletteScores": {"WARM_AUTUMN": 0.9}},
    {"id": "c2", "source": "commerce", "name": "Navy Blazer", "category": "TOP", "subCategory": "Blazer", "brand": "Arket",
     "colors": ["navy"], "colorHexes": ["#1F2A44"], "price": 149.0, "currency": "EUR", "sizes": ["L"], "formality": "formal",
     "seasonalPaletteScores": {"WARM_AUTUMN": 0.2}},
    {"id": "w1", "source": "wardrobe", "name": "Camel Coat", "category": "TOP", "subCategory": "Coat", "colors": ["camel"],
     "colorHexes": ["#C19A6B"], "seasonalPaletteScores": {"WARM_AUTUMN": 0.8}},
]  # fmt: skip


@pytest.fixture(scope="module")
def engine() -> OfflineEngine:
    return OfflineEngine(demo_brands())


async def text_of(engine: OfflineEngine, state: dict[str, Any], kind: str) -> tuple[str, list[str]]:
    chunks = [c async for c in engine.reply(state, kind)]  # type: ignore[arg-type]
    return "".join(chunks), chunks


async def test_recommendation_mentions_every_item_with_a_grounded_reason(engine: OfflineEngine) -> None:
    items = [dict(i) for i in ITEMS]
    state = {"message": "I need a blazer for work", "style_dna": DNA, "retrieved_items": items,
             "extracted_filters": {"subCategory": "Blazer", "occasion": "business"}}  # fmt: skip
    text, chunks = await text_of(engine, state, "recommendation")
    assert len(chunks) > 10 and all(len(c.split()) <= 3 for c in chunks)
    for item in items:
        assert item["name"] in text
        assert item["reason"] and item["reason"] in text
    assert "Warm Autumn" in items[0]["reason"]
    assert "size M" in items[0]["reason"] or "€89 it's under your €120 budget" in items[0]["reason"]
    assert "favourite brands" in items[1]["reason"] or "office" in items[1]["reason"]
    assert "wardrobe" in items[2]["reason"] or "own" in items[2]["reason"]
    assert "€89" in text


async def test_budget_reason_names_price_and_budget(engine: OfflineEngine) -> None:
    items = [
        dict(
            ITEMS[1],
            brand="Mango",
            price=99.0,
            sizes=[],
            seasonalPaletteScores={"WARM_AUTUMN": 0.1},
            colors=["navy"],
        )
    ]
    state = {"message": "navy blazer under 120", "style_dna": DNA, "retrieved_items": items,
             "extracted_filters": {"subCategory": "Blazer", "maxPrice": 120.0}}  # fmt: skip
    await text_of(engine, state, "recommendation")
    assert "€99 it's under your €120 budget" in items[0]["reason"]


async def test_second_reasons_rotate_across_items(engine: OfflineEngine) -> None:
    items = [dict(ITEMS[0], id=f"c{n}", name=f"Rust Blazer {n}", brand="Arket") for n in range(4)]
    state = {
        "message": "rust blazers",
        "style_dna": DNA,
        "retrieved_items": items,
        "extracted_filters": {"subCategory": "Blazer"},
    }
    await text_of(engine, state, "recommendation")
    seconds = {item["reason"].split(", and ")[1].split()[1] for item in items}
    assert len(seconds) >= 3  # budget, favourite brand, size: not the same one four times


async def test_replies_vary_with_the_message(engine: OfflineEngine) -> None:
    openings = set()
    for message in [
        "blazers please",
        "show me blazers",
        "find a blazer",
        "any blazers?",
        "blazer for the office",
        "a smart blazer",
    ]:
        state = {
            "message": message,
            "style_dna": DNA,
            "retrieved_items": [dict(i) for i in ITEMS],
            "extracted_filters": {"subCategory": "Blazer"},
        }
        text, _ = await text_of(engine, state, "recommendation")
        openings.add(text.split("\n")[0][:20])
    assert len(openings) >= 2


async def test_compare_uses_the_previous_turns_items(engine: OfflineEngine) -> None:
    history = [
        {"role": "user", "content": "blazers"},
        {"role": "assistant", "content": "…", "metadata": {"items": ITEMS}},
    ]
    state = {"message": "compare the first two", "conversation_history": history, "style_dna": DNA}
    assert (await engine.classify_intent(state)).intent == "compare"
    assert (await engine.analyze_query(state)).references == [0, 1]
    text, _ = await text_of(engine, state, "compare")
    assert "Rust Wool Blazer" in text and "Navy Blazer" in text and "Camel Coat" not in text
    assert "Cheaper: the Rust Wool Blazer at €" in text and "€60" not in text  # item prices only, no difference
    assert "Better for your colouring: the Rust Wool Blazer" in text
    assert "More formal: the Navy Blazer" in text


async def test_replies_pass_the_output_price_check(engine: OfflineEngine) -> None:
    """Every price the replies state is an item's price, a budget or a difference (guardrails' grounding check)."""
    from aesthetiq.guardrails.builtin.output import grounding_problems

    history = [
        {"role": "user", "content": "blazers"},
        {"role": "assistant", "content": "…", "metadata": {"items": ITEMS}},
    ]
    compare_state = {"message": "compare the first two", "conversation_history": history, "style_dna": DNA}
    text, _ = await text_of(engine, compare_state, "compare")
    assert grounding_problems(text, ITEMS) == []
    items = [dict(i) for i in ITEMS]
    state = {"message": "blazers under 150", "style_dna": DNA, "retrieved_items": items,
             "extracted_filters": {"subCategory": "Blazer", "maxPrice": 150.0}}  # fmt: skip
    text, _ = await text_of(engine, state, "recommendation")
    assert grounding_problems(text, items) == []


async def test_compare_without_previous_items_says_what_to_do(engine: OfflineEngine) -> None:
    text, _ = await text_of(engine, {"message": "compare those"}, "compare")
    assert "find something first" in text


def test_knowledge_base_has_at_least_40_entries_and_all_12_seasons() -> None:
    entries = load_entries()
    assert len(entries) >= 40
    assert {e.season for e in entries if e.season} == set(seasons.SEASONS)


@pytest.mark.parametrize(
    ("question", "entry"),
    [
        ("What does dress code cocktail attire mean?", "dress-code-cocktail"),
        ("What's the difference between chinos and trousers?", "chinos-vs-trousers"),
        ("Which fabrics breathe best in summer?", "fabric-breathable"),
        ("How do I find my color season?", "find-your-season"),
        ("Tell me about minimalist style", "minimalist-style"),
        ("What are the latest fashion trends?", "trends-now"),
        ("What colors suit warm autumn skin tones?", "season-warm_autumn"),
        ("what does business casual mean", "dress-code-business-casual"),
        ("how do I wash a wool sweater without shrinking it", "care-laundry"),
        ("tips for building a capsule wardrobe", "capsule-wardrobe"),
        ("how should a blazer fit?", "fit-basics"),
        ("which metals suit warm undertones", "undertones"),
        ("how do I care for suede shoes", "fabric-leather-care"),
        ("explain black tie dress code", "dress-code-black-tie"),
    ],
)
def test_knowledge_retrieval_finds_the_right_entry(question: str, entry: str) -> None:
    assert KnowledgeBase().search(question, k=1)[0][0].id == entry


async def test_general_answer_is_personalised_and_cites_the_web(engine: OfflineEngine) -> None:
    web = [{"id": "web_1", "source": "web", "name": "Autumn palettes explained", "url": "https://example.org/autumn",
            "reason": "Earthy, warm shades such as rust and olive."}]  # fmt: skip
    state = {"message": "What colors suit warm autumn skin tones?", "style_dna": DNA, "retrieved_items": web}
    text, _ = await text_of(engine, state, "general")
    assert "rust" in text and ("For you as a Warm Autumn" in text or "As a Warm Autumn" in text)
    assert "https://example.org/autumn" in text
    verdict, _ = await text_of(
        engine, {"message": "Is navy a good color for me?", "style_dna": DNA}, "general"
    )
    assert re.search(r"navy is (?:not one of the best|a borderline)", verdict, re.I)
    no_dna, _ = await text_of(engine, {"message": "What colors suit warm autumn skin tones?"}, "general")
    assert "colour analysis" in no_dna


async def test_clarification_blocked_no_results_and_error_replies(engine: OfflineEngine) -> None:
    question, _ = await text_of(
        engine, {"message": "I need something nice to wear", "extracted_filters": {}}, "clarification"
    )
    assert question.endswith("?") and ("occasion" in question.lower() or "what's it for" in question.lower())
    blocked, _ = await text_of(engine, {"message": "x", "block_reason": "too_long"}, "blocked")
    assert "too long" in blocked
    empty, _ = await text_of(
        engine,
        {
            "message": "navy coat under 20",
            "extracted_filters": {"colors": ["navy"], "subCategory": "Coat", "maxPrice": 20.0},
        },
        "no_results",
    )
    assert "navy coats under €20" in empty and "budget" in empty
    error, _ = await text_of(engine, {"message": "x"}, "error")
    assert "try again" in error


async def test_one_previous_item_is_not_compared_with_itself(engine: OfflineEngine) -> None:
    history = [{"role": "assistant", "content": "x", "metadata": {"items": [dict(ITEMS[0])], "filters": {}}}]
    state = {"message": "compare the first two", "conversation_history": history, "style_dna": DNA}
    text, _ = await text_of(engine, state, "compare")
    assert "only one item" in text and "Side by side" not in text and "They're close" not in text


async def test_a_question_about_one_item_answers_with_its_palette_fit(engine: OfflineEngine) -> None:
    state = {"message": "what about the first one, does it suit me?", "referenced_items": [dict(ITEMS[1])], "style_dna": DNA}
    text, _ = await text_of(engine, state, "compare")
    assert "Navy Blazer" in text and "Warm Autumn" in text and "weak match" in text


@pytest.mark.parametrize(
    ("message", "gist"),
    [("hi", "stylist"), ("thanks!", "welcome"), ("who are you", "stylist"), ("who won the football last night", "stylist"),
     ("write me a python script to sort a list", "stylist"), ("tell me a joke", "stylist")],
)
async def test_small_talk_and_off_topic_get_a_fitting_reply(engine: OfflineEngine, message: str, gist: str) -> None:
    text, _ = await text_of(engine, {"message": message, "style_dna": DNA}, "general")
    assert gist in text.lower() and "outside what i know" not in text.lower()
    assert not any(w in text.lower() for w in ("wedding", "seasonal colour", "date"))


async def test_a_rubber_sandal_is_never_called_right_for_a_funeral(engine: OfflineEngine) -> None:
    sandal = {"id": "s1", "source": "commerce", "name": "Caramel Rubber Sandals", "category": "SHOE", "subCategory": "Sandals",
              "colors": ["caramel"], "price": 50.0, "currency": "EUR", "formality": "formal", "occasions": ["funeral"]}
    state = {"message": "something to wear to a funeral", "style_dna": DNA, "retrieved_items": [sandal],
             "extracted_filters": {"occasion": "funeral"}}
    text, _ = await text_of(engine, state, "recommendation")
    assert "dressy enough" not in text and "right for a funeral" not in text


@pytest.mark.parametrize(
    ("message", "gist"),
    [("je cherche une robe rouge", "english"), ("zapatos negros", "english"), ("whatever you think", "choose"),
     ("my card number is [CARD], buy the first one", "payment")],
)
async def test_foreign_deferring_and_paying_messages_get_an_honest_reply(
    engine: OfflineEngine, message: str, gist: str
) -> None:
    text, _ = await text_of(engine, {"message": message, "style_dna": DNA}, "general")
    assert gist in text.lower(), text


async def test_a_new_piece_for_an_owned_one_says_why_it_pairs(engine: OfflineEngine) -> None:
    shirt = dict(ITEMS[0], subCategory="Shirt", name="Rust Linen Shirt")
    state = {"message": "combine my white jeans with something new", "style_dna": DNA, "retrieved_items": [shirt],
             "extracted_filters": {"notes": "goes with: white jeans"}, "search_scope": "both"}
    await text_of(engine, state, "recommendation")
    assert "white jeans" in shirt["reason"]


async def test_colour_advice_is_the_users_own_season_and_never_praises_what_it_avoids(engine: OfflineEngine) -> None:
    state = {"message": "what colours should I wear?", "style_dna": {**DNA, "color_season": "BRIGHT_WINTER"}}
    text, _ = await text_of(engine, state, "general")
    assert text.startswith("Bright Winter") and "Warm Spring" not in text

    summer = {**DNA, "color_season": "SOFT_SUMMER", "undertone": "cool"}
    black = [{"id": "b1", "source": "commerce", "name": "Black Linen Trousers", "category": "BOTTOM",
              "subCategory": "Trousers", "colors": ["black"], "colorHexes": ["#0A0A0A"], "price": 40.0,
              "currency": "EUR", "inStock": True, "seasonalPaletteScores": {"SOFT_SUMMER": 0.1}}]  # fmt: skip
    state = {"message": "black trousers", "style_dna": summer, "retrieved_items": black,
             "extracted_filters": {"subCategory": "Trousers", "colors": ["black"]}}  # fmt: skip
    text, _ = await text_of(engine, state, "recommendation")
    assert "flatters your cool undertone" not in text and "near your face" not in text
