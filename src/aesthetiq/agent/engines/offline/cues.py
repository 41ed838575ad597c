"""Messages that are not a search although they sound like one: paying through the chat, and
leaving the choice to the stylist ("idk", "whatever you think")."""

from __future__ import annotations

import re

# Buying or paying through the chat ("buy the first one", "my card number is ..."): the stylist
# cannot take orders or payment details, and says so instead of searching.
PAYMENT = re.compile(
    r"\b(?:card (?:number|details)|my (?:credit |debit )?card|cvv|cvc|iban|pay (?:by|with) (?:my )?card|checkout)\b|\[card\]|"
    r"\b(?:buy|order|purchase|pay for) (?:it|this|that|them|these|those|the (?:[a-z0-9]+ )?ones?)"
    r"(?:\s*(?:for me|now|please))?\s*(?:$|[.,!?])"
)
DEFERRAL = re.compile(
    r"^(?:idk|i don'?t know|i do not know|dunno|not sure|no idea|whatever(?: you (?:think|like|want))?|"
    r"you (?:choose|pick|decide)|up to you|surprise me|anything(?: is fine)?|(?:i )?don'?t mind|no preference)"
    r"(?: really| tbh| honestly)?[\s.!?]*$"
)
