"""Messages that are not a search although they sound like one: paying through the chat, leaving the
choice to the stylist ("idk", "whatever you think"), and children's clothes the shop does not sell."""

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
# Children's clothes: the catalogue is adult clothing, so the answer says so instead of showing adult sizes.
CHILDREN = re.compile(
    r"\b(?:kids'?|children'?s?|child's|baby|babies|toddlers?|newborns?|infants?|boys'|girls'|school uniforms?)\s*"
    r"(?:clothes|clothing|wear|outfits?|sizes?|dress(?:es)?|shoes|jackets?|coats?|stuff)\b|"
    r"\bfor (?:my |a |our )?(?:(?:[1-9]|1[0-2])[- ]?(?:year|yr)[- ]?olds?|toddlers?|baby|newborn)\b(?!'s|’s)"
)

# Distress about one's body, weight-loss plans and eating disorders: met with kindness and clothes that
# fit now, never with diet advice; an eating disorder also gets a pointer to people who can help.
BODY_DISTRESS = re.compile(
    r"\b(?:i )?(?:hate|can'?t stand|am ashamed of|disgusted (?:by|with)) (?:my (?:body|belly|stomach|thighs|arms|weight|figure|shape)|how i look)\b|"
    r"\bhide (?:how (?:fat|big|huge) i am|my (?:fat|belly|stomach|body|weight|rolls))\b|\bi(?:'m| am) (?:so |too |really )?(?:fat|ugly|huge|disgusting)\b|"
    # "I feel so fat", "nothing looks good on me", "I hate the way I look": distress about one's body or looks.
    r"\bi (?:feel|look) (?:so |too |really |super |just )?(?:fat|ugly|huge|disgusting|gross|hideous|frumpy|massive|awful|horrible)\b|"
    r"\bnothing (?:ever )?(?:looks good|looks right|suits me|fits me|flatters me)\b|"
    r"\b(?:hate|can'?t stand|can'?t bear) (?:the way i look|how i look|myself|my reflection|looking in the mirror)\b|"
    r"\b(?:feel|feeling) (?:so |really )?(?:awful|terrible|horrible|insecure|self-conscious|disgusting) (?:about|in) (?:my|how i)\b"
)
WEIGHT_LOSS = re.compile(
    r"\b(?:lose|losing|drop|dropping|shed|shedding) (?:\d+ ?(?:kg|kgs|kilos?|lbs?|pounds|stone)|(?:some |a lot of )?weight)\b|"
    r"\b(?:diet|fasting|starve|starving)\b.{0,40}\b(?:fit|wedding|dress|size)\b"
)
EATING_DISORDER = re.compile(r"\b(?:anorexi[ac]|bulimi[ac]|eating disorder|binge eating|\bed recovery)\b")
