"""The reply a user gets when a message is blocked: kind, specific, one sentence of refusal, then
straight back to style. No lecture, no quoting the message back."""

from __future__ import annotations

_BACK_TO_STYLE = "but I'd love to help with your outfit — tell me the occasion or the piece you're after."

_REPLIES: dict[str, str] = {
    "explosives": f"I can't help with explosives, {_BACK_TO_STYLE}",
    "weapons": f"I can't help with weapons, {_BACK_TO_STYLE}",
    "drugs": f"I can't help with drugs, {_BACK_TO_STYLE}",
    "violence": f"I can't help with hurting anyone, {_BACK_TO_STYLE}",
    "crime": f"I can't help with that, {_BACK_TO_STYLE} I can also find great pieces within your budget.",
    "harassment": "I can't help with that, but if you'd like to find something you'll feel great in, I'm here — "
    "what are you shopping for?",
    "hate": "I can't help with that, but I'm happy to help you put together a look — what's the occasion?",
    "sexual_minors": "I can't help with that. If you're shopping for a young person, I'm glad to suggest comfortable, "
    "age-appropriate pieces.",
    "self_harm": "I'm really sorry you're going through this. You don't have to face it alone — please reach out to "
    "someone you trust or a local crisis line (in the US, call or text 988; in the UK, Samaritans on 116 123). "
    "I'm here whenever you want to talk outfits.",
    "eating_disorder": "It sounds like food and your body might be feeling really hard right now, and you deserve "
    "support with that. Talking to someone can help — someone you trust, or an eating-disorder helpline (in the UK, "
    "Beat on 0808 801 0677; in the US, ANAD on 1-888-375-7767). Whenever you'd like, I'm glad to help you find "
    "clothes that feel comfortable on you as you are.",
    "prompt_injection": "I can't share or change how I'm set up, but I'm happy to help with your style — "
    "what are you looking for today?",
    "too_long": "That message is longer than I can read at once ({limit:,} characters at most) — could you send "
    "the key details in a shorter message?",
    "unsafe": f"I can't help with that, {_BACK_TO_STYLE}",
}

# What the output check returns instead of a reply it had to stop.
SAFE_FALLBACK = (
    "Sorry, I couldn't put that answer together properly. Could you tell me a bit more about what you're "
    "looking for — the occasion, a colour or a budget?"
)


def reply_for(category: str, limit: int = 10_000) -> str:
    return _REPLIES.get(category, _REPLIES["unsafe"]).format(limit=limit)
