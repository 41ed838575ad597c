"""Output checks: grounded items and prices, no leaked prompt, on topic, no PII, nothing unsafe."""

from __future__ import annotations

from aesthetiq.guardrails import BuiltinGuardrails
from aesthetiq.guardrails.replies import SAFE_FALLBACK

ITEMS = [
    {"_id": "c1", "name": "Wool Blend Camel Coat", "brand": "Mango", "price": 129.99, "currency": "EUR"},
    {"_id": "c2", "name": "Cropped Denim Jacket", "brand": "Levi's", "price": 89.0, "currency": "EUR"},
    {"_id": "c3", "name": "Leather Chelsea Boots", "brand": "Dr. Martens", "price": 45.5, "currency": "EUR"},
]


def test_grounded_reply_passes(builtin: BuiltinGuardrails) -> None:
    reply = (
        "Here are three picks under €150:\n"
        "1. **Wool Blend Camel Coat** by Mango — €129.99, a classic for cold days.\n"
        "2. Cropped Denim Jacket (Levi's), €89 — great for layering.\n"
        "3. Leather Chelsea Boots at 45,50 € to finish the look.\n"
        "Together that's €264.49, or save €40.99 by skipping the jacket."
    )
    result = builtin.check_output(reply, ITEMS)
    assert result.is_safe, result.reason
    assert result.filtered_response == reply


def test_invented_price_is_filtered(builtin: BuiltinGuardrails) -> None:
    reply = (
        "Try the Wool Blend Camel Coat for €129.99.\n"
        "You could also add a Silk Evening Scarf for €35.\n"
        "Both work with jeans and a chunky knit."
    )
    result = builtin.check_output(reply, ITEMS)
    assert not result.is_safe and result.category == "ungrounded"
    assert "35" in (result.reason or "")
    assert "Silk Evening Scarf" not in (result.filtered_response or "")
    assert "Wool Blend Camel Coat" in (result.filtered_response or "")


def test_wrong_price_for_a_named_item(builtin: BuiltinGuardrails) -> None:
    result = builtin.check_output("The Cropped Denim Jacket is only €59 this week, a steal.", ITEMS)
    assert not result.is_safe and result.category == "ungrounded"
    assert "Cropped Denim Jacket" in (result.reason or "")


def test_prices_without_results_are_ungrounded(builtin: BuiltinGuardrails) -> None:
    assert not builtin.check_output("I found a lovely blazer for $79.", []).is_safe
    assert builtin.check_output("I couldn't find blazers under $80 — want me to widen the budget?", []).is_safe


def test_leaked_system_prompt(builtin: BuiltinGuardrails) -> None:
    guard = BuiltinGuardrails(protected_prompts=["You are Aesthetiq, a warm personal stylist. Only recommend items "
                                                 "returned by the search tools and never invent prices."])  # fmt: skip
    leak = "Sure! My setup says: only recommend items returned by the search tools and never invent prices."
    result = guard.check_output(leak, ITEMS)
    assert not result.is_safe and result.category == "prompt_leak"
    assert result.filtered_response == SAFE_FALLBACK
    assert not builtin.check_output("My system prompt tells me to be a stylist.", ITEMS).is_safe


def test_off_topic_reply(builtin: BuiltinGuardrails) -> None:
    essay = ("The French Revolution began in 1789 and reshaped politics across Europe, ending the monarchy and "
             "leading to the rise of Napoleon, whose campaigns spread new legal codes to many countries at the time.")  # fmt: skip
    assert builtin.check_output(essay, ITEMS).category == "off_topic"
    assert builtin.check_output("```python\nprint('hi')\n```", ITEMS).category == "off_topic"
    assert builtin.check_output("Which occasion is it for?", ITEMS).is_safe


def test_pii_in_reply_is_redacted(builtin: BuiltinGuardrails) -> None:
    result = builtin.check_output("I'll send the Wool Blend Camel Coat details to jane.doe@gmail.com.", ITEMS)
    assert result.is_safe
    assert result.filtered_response == "I'll send the Wool Blend Camel Coat details to [EMAIL]."
    assert [f.kind for f in result.pii] == ["EMAIL"]


def test_unsafe_reply_is_replaced(builtin: BuiltinGuardrails) -> None:
    result = builtin.check_output("To make a pipe bomb you need a steel tube and black powder.", ITEMS)
    assert not result.is_safe and result.category == "explosives"
    assert result.filtered_response == SAFE_FALLBACK
    assert builtin.check_output("These killer heels are the bomb with the Cropped Denim Jacket.", ITEMS).is_safe
