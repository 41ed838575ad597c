"""Deciding a message's intent — clothing, general or compare — from what the understanding found.

The order of the rules is the policy: payment, children's clothes and care problems first; then
references to shown items (compare, a pick, pieces to go with one); then follow-ups; then outfit
requests, how-to questions, shopping words and knowledge topics.
"""

from __future__ import annotations

import re
from functools import lru_cache
from typing import TYPE_CHECKING, Any

from aesthetiq.agent.engines.offline import parsing
from aesthetiq.agent.engines.offline.cues import (
    BODY_DISTRESS,
    CHILDREN,
    EATING_DISORDER,
    PAYMENT,
    WEIGHT_LOSS,
)
from aesthetiq.agent.engines.offline.pairings import ASKS_PAIRING, asks_if_colours_pair
from aesthetiq.agent.engines.offline.scope import PAIRING
from aesthetiq.agent.engines.offline.turn_cues import (
    CARE_PROBLEM,
    COMPARATIVE,
    FOLLOW_UP,
    MENSWEAR,
    MORE,
    OTHER_COLOUR,
    WEAR_COMPOUND,
)
from aesthetiq.agent.engines.offline.vocab import foreign_words, phrasebook

if TYPE_CHECKING:
    from aesthetiq.agent.engines.offline.understanding import Understanding
    from aesthetiq.agent.engines.offline.vocab import Span

QUESTION_START = re.compile(
    r"^(?:what|how|which|why|is|are|does|do|should|can|could|would|will|when|where|who|tell me|explain|"
    r"any tips|give me tips|help me understand)\b"
)

OUTFIT_REQUEST = re.compile(
    r"\b(?:go(?:es)? (?:well )?with|pair(?:s|ed)? (?:well )?with|to wear with|wear with|match(?:es)? with|"
    r"goes? nicely with|complement|complete (?:the|my) look|style (?:my|a|an|this|these|it)|what (?:should|can|could|do) i wear|"
    r"what to wear|what (?:should|do|could|can) i (?:pack|get|buy|choose|pick|bring|take)|outfits? (?:for|to|with)|what (?:shoes|pants|trousers|top|tops|bag|jacket|accessories) (?:go|goes|would go|to wear))\b"
)

METHOD_QUESTION = re.compile(
    r"^(?:so |and |but |ok |okay )?(?:how (?:do|should|can|could|would|does) (?:i|you|we|one|someone)|how to|why)\b"
)

# "should I wear gold or silver?": a choice to advise on, not items to find.
EITHER_OR = re.compile(
    r"^(?:so |and )?(?:should|do|can|would|could) i (?:wear|choose|pick|go for|get|go with|tuck|roll|cuff|layer|button)\b.+\bor\b"
)

# "do leggings count as pants?", "what's the difference between chinos and slacks?": what a word means.
DEFINITION = re.compile(
    r"\b(?:counts? as|the difference between|what(?: is|'s) the difference|what(?: is|'s) an? \w+ (?:jacket|coat|dress|shoe|collar|cut|fit)\b)|"
    r"\bwhat does .{1,40} mean\b|\bwhat is meant by\b|"
    # "are white sneakers acceptable at a wedding?": a dress-code question, not a search
    r"^(?:are|is) .{1,50}\b(?:acceptable|appropriate|ok|okay|allowed|too casual|too formal|suitable|inappropriate|rude|"
    r"(?:still )?(?:in style|in fashion|trendy|fashionable|dated|out of style|outdated|over))\b"
    r"(?: .{1,40})?\?*$"
)

# "got anything good?", "anything new in?": the user wants to browse but names nothing.
VAGUE_ASK = re.compile(
    r"^(?:so |ok |hey |hi )?(?:(?:(?:have you |you )?got|do you have|have you got|is there) )?(?:any|anything|something|stuff) ?"
    r"(?:good|nice|new|cool|interesting|fun|worth (?:buying|getting|a look))(?: (?:in|today|this week|for me|to show me))?\W*$|"
    r"^(?:something|anything|an outfit|a look|ideas?) (?:nice )?for (?:the weekend|this weekend|tonight|today|tomorrow|"
    r"saturday|sunday|friday|the holidays)\W*$|"
    r"^(?:(?:have you )?got |do you have )?anything for me\W*$|"
    r"^(?:i have|i've got|there's) (?:an? )?(?:event|thing|occasion|do)(?: coming up| soon| next week| this weekend)?\W*$|"
    r"^(?:can|could) you help me (?:get dressed|find (?:something|an outfit)|with (?:an outfit|my outfit|what to wear))"
    r"(?: for (?:an? )?(?:event|occasion|thing))?\W*$"
)

_SAME_FOR = re.compile(r"^(?:so |and |ok |okay )?(?:what about|how about|and|now|same|also)?\s*(?:for|to)\b")

def targets_to_buy(text: str) -> bool:
    return bool(re.search(r"\b(?:buy|get|find|shop for|recommend|suggest)\b", text))


NEW_CONSTRAINT = re.compile(r"\b(?:in (?:size|an?|black|white|red|blue|green)|size|instead|cheaper|under|below|over)\b")


@lru_cache(maxsize=4)
def _phrases(key: str) -> re.Pattern[str]:
    """One pattern for a phrasebook list (longest first, whole words), compiled once."""
    words = sorted(phrasebook()[key], key=len, reverse=True)
    return re.compile(r"(?<![\w])(?:" + "|".join(map(re.escape, words)) + r")(?![\w])")


def decide_intent(
    text: str, u: Understanding, filters: dict[str, Any], targets: list[Span], has_previous: bool
) -> tuple[str, float]:
    book = phrasebook()
    padded = f" {text} "
    compare_cue = any(c in padded for c in book["compare_cues"])
    knowledge = [m.group(0) for m in _phrases("knowledge_topics").finditer(text)]
    shopping = bool(_phrases("shopping_verbs").search(text))
    question = text.endswith("?") or bool(QUESTION_START.search(text))
    if EITHER_OR.search(text):
        knowledge.append("either-or")
    u.cues = {
        c
        for c, on in (
            ("compare", compare_cue),
            ("knowledge", bool(knowledge)),
            ("shopping", shopping),
            ("question", question),
        )
        if on
    }
    if BODY_DISTRESS.search(text) or WEIGHT_LOSS.search(text) or EATING_DISORDER.search(text):
        return "general", 0.95  # met with kindness first (answers.body_answer), never a plain search
    if PAYMENT.search(text) or CHILDREN.search(text) or (CARE_PROBLEM.search(text) and not shopping):
        return "general", 0.9  # "my wool jumper shrunk": a care question about it, not a search
    if foreign_words(text) >= 2:
        return "general", 0.9  # "je cherche une robe noire": answered "English only", not searched as nightwear
    if not u.references and (
        DEFINITION.search(text) or (ASKS_PAIRING.search(text) and not targets) or asks_if_colours_pair(text)
    ):
        return "general", 0.85  # "do leggings count as pants?", "what colours go with olive?": advice
    if VAGUE_ASK.search(text):
        return "clothing", 0.7  # "got anything good?": a request with nothing to search on, so a question back
    named_subs = {s.value for s in targets if s.kind == "garment"}
    asks_which = bool(
        u.references and re.search(r"\b(?:which|better|differ|difference|versus|vs)\b", text)
    )
    if has_previous and u.references and PAIRING.search(text) and not compare_cue and not asks_which:
        return "clothing", 0.9  # "what shoes go with the second one?", "what goes with it?": pieces for a shown one
    if has_previous and (compare_cue or asks_which) and (u.references or len(named_subs) < 2):
        return "compare", 0.95
    if has_previous and parsing.WHICH_IS_BEST.search(text) and not named_subs:
        return "compare", 0.9  # "which is best for me?": a verdict on what was shown
    if has_previous and u.references and not named_subs and parsing.PRICE_PICK.search(text):
        return "compare", 0.9  # "the cheapest one": a closer look at that item, not a new search
    if has_previous and u.references and question and not named_subs and not NEW_CONSTRAINT.search(text) and not filters.get("colors"):
        # "what about the third one, does it suit me?": a question about an item already shown.
        return "compare", 0.85
    if compare_cue and len(named_subs) >= 2:
        return "general", 0.85
    if compare_cue and not has_previous and not named_subs:
        # "compare the first two" with nothing shown yet: the workflow searches (seed 003), finds
        # nothing to go on and asks what to look for.
        return "compare", 0.9
    if METHOD_QUESTION.search(text) and not shopping and not PAIRING.search(text) and not targets_to_buy(text):
        return "general", 0.85  # "how do I stop my white shirts going yellow?": care advice, even about "my" shirts
    if u.scope != "commerce":
        return "clothing", 0.95
    follow_up_change = any(
        k in filters
        for k in ("colors", "maxPrice", "minPrice", "size", "material", "brand", "excludeColors", "excludeWords", "excludeMaterials")
    )
    if has_previous and filters.get("occasion") and not targets and _SAME_FOR.search(text) and len(text.split()) <= 7:
        return "clothing", 0.85  # "what about for the office?": the same pieces for another occasion
    if has_previous and follow_up_change and (FOLLOW_UP.search(text) or u.references) and not knowledge:
        return "clothing", 0.85
    if has_previous and OTHER_COLOUR.search(text) and not knowledge:
        return "clothing", 0.9
    if has_previous and MENSWEAR.search(text) and not targets and not knowledge:
        return "clothing", 0.85  # "I'm a guy": the last request, for a man
    if has_previous and MORE.search(text) and not knowledge:
        return "clothing", 0.9  # "more", "any others?": the next page of the last request
    if has_previous and re.search(COMPARATIVE, text) and not knowledge:
        return "clothing", 0.85  # "a smarter one", "darker ones": the last request, one notch further
    if OUTFIT_REQUEST.search(text) and not re.search(r"\bhow (?:do|should|can) i\b", text):
        if knowledge and not (targets or filters.get("occasion")):
            return "general", 0.75  # "I want to look taller, what should I wear?": advice
        return "clothing", 0.9
    if METHOD_QUESTION.search(text):
        return "general", 0.85
    item_signal = bool(
        targets
        or filters.get("brand")
        or filters.get("unstockedBrands")
        or filters.get("unstockedTypes")
        or filters.get("outfitParts")
        or "maxPrice" in filters
        or "minPrice" in filters
        or filters.get("size")
    )
    soft_signal = bool(
        filters.get("colors")
        or filters.get("occasion")
        or filters.get("material")
        or filters.get("style")
        or filters.get("season")  # "I'm going on a ski trip", "Paris in spring": dressing for it
    )
    if shopping and not knowledge:
        return "clothing", 0.95
    if knowledge and not question and targets and any(filters.get(k) for k in ("colors", "size", "maxPrice", "brand")):
        return "clothing", 0.8  # "a breathable cotton t-shirt in white": a garment with its colour is a request
    if shopping and knowledge:
        return ("clothing", 0.75) if item_signal else ("general", 0.75)
    if question or knowledge:
        # "Do you have Nike hoodies?", "any linen shirts?", "anything by Gucci?": about items, not knowledge.
        if (targets or filters.get("brand") or filters.get("unstockedBrands")) and not knowledge:
            return "clothing", 0.75
        return "general", 0.9 if knowledge else 0.75
    if item_signal or soft_signal or WEAR_COMPOUND.search(text):
        return "clothing", 0.9
    if any(re.search(r"(?<![\w])" + re.escape(w) + r"(?![\w])", text) for w in book["vague_words"]):
        return "clothing", 0.7
    return "general", 0.6
