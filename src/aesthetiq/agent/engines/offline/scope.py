"""Search scope from the words around garments: owned pieces ("my blue shirt", "I have a navy blazer"),
wardrobe cues ("in my closet", "do I own") and pairing cues ("goes with", "combine ... with something new")."""

from __future__ import annotations

import re

from aesthetiq.agent.engines.offline.vocab import Span

PAIRING = re.compile(
    # "I'll go with the first" chooses an item; "what goes with it" pairs with one.
    r"\b(?:combine|pair|match|(?<!i'll )(?<!i will )(?<!i'd )(?<!let's )(?<!we'll )(?<!going to )(?<!gonna )"
    r"(?<!i think i'll )go(?:es)? with|wear with|complement|coordinate|team|complete|style|mix)\b"
)
_NEW = re.compile(r"\b(?:new|buy|shop|purchase|get|something else|add to|to go with|missing|find me|suggest|recommend)\b")
# Only what the user has: an outfit from their own clothes, no shopping.
_ONLY_MINE = re.compile(
    r"\b(?:from|only|just|using|out of) (?:the )?(?:stuff|things|clothes|pieces|items|what) i (?:already )?(?:own|have)\b|"
    r"\bonly (?:from )?my (?:own )?(?:stuff|things|clothes|wardrobe|closet)\b|\bfrom my (?:own )?(?:closet|wardrobe)\b|"
    r"\b(?:without|no) (?:buying|shopping)(?: anything)?(?: new)?\b|\bnothing new\b|"
    # "what have I got that would go with my blue shirt?": an outfit from what the user owns.
    r"^(?:so |ok |okay )?what (?:have i got|do i (?:have|own)|do i already (?:have|own)|in my (?:wardrobe|closet))\b"
)
_WARDROBE = re.compile(
    r"\b(?:in|from|of|inside|through)\s+my\s+(?:wardrobe|closet|collection|drawers?|things|stuff|clothes)\b|"
    r"\bdo i (?:have|own|already have|already own)\b|\bhave i got\b|\bwhat i (?:have|own|already have)\b|"
    r"\bmy (?:own|existing|current) (?:clothes|wardrobe|pieces|items)\b|\bi already (?:have|own)\b|"
    # "my wardrobe is all band tees" describes it; "my wardrobe" as the place to look does not.
    r"\bmy (?:wardrobe|closet)\b(?!\s+(?:is|has|was|only has|consists|is full of|is all|needs|lacks))|\bwhat is in my\b|\bi own\b|"
    r"\bmy (?:favou?rites|faves)\b|\bmy favou?rite (?:items|pieces|things|clothes|stuff|looks)\b|"
    r"^(?:and |what about |show me )?my (?:favou?rite|fave|fav) [a-z -]+$"  # "my favourite shoes": the starred ones
)
_SHOW_MINE = re.compile(r"\b(?:show|list|find|see|pull up|display|give)(?: me)?(?: all)? my\b")
_ANCHOR_LEAD = re.compile(
    r"\b(?:my|i (?:just |recently |already |also )?(?:have got|have|own|bought|got|picked up) (?:a|an|this|these|some|that))\s+((?:[a-z-]+\s+){0,3})$"
)
_PAIR_LEAD = re.compile(
    r"\b(?:go(?:es)? (?:well )?with|pair(?:ed)? with|wear with|match(?:es)? with|style)\s+(?:a|an|the|this|these|some)?\s*(?:[a-z-]+\s+){0,2}$"
)
_LIST_GOES_ON = re.compile(
    r"\s*(?:,|,?\s*and|&|\+|plus)\s*(?:(?:a|an|some|my|the|two|a pair of)\s+)?"
    r"(?:(?!(?:what|which|how|do|does|would|should|can|could|any|need|want|suggest|find|show|recommend|get|buy|i)\b)[a-z-]+\s+){0,2}"
)
# "do I have a belt that ...": the belt is what is asked about, not a piece to build around.
_ASKS_TO_OWN = re.compile(r"\b(?:do|did) i (?:already |still )?(?:have|own)\s+(?:a|an|any|some)?\s*(?:[a-z-]+\s+){0,3}$")
_OWNED_AFTER = re.compile(r"\s+(?:that |which )?i (?:already |just )?(?:own|have|bought|got)\b")
_NOT_DESCRIBERS = {
    "and",
    "or",
    "with",
    "for",
    "to",
    "a",
    "an",
    "the",
    "style",
    "own",
    "mother",
    "mom",
    "wife",
}


def anchor_garments(text: str, positive: list[Span]) -> list[Span]:
    """Garments the user already has ("my blue shirt", "I have a navy blazer") or wants to pair with."""
    anchors = []
    for s in positive:
        if s.kind not in {"garment", "category"}:
            continue
        before = text[max(0, s.start - 60) : s.start]
        lead = None if _ASKS_TO_OWN.search(before) else _ANCHOR_LEAD.search(before)
        after = text[s.end : s.end + 40]
        if (
            (lead and all(w not in _NOT_DESCRIBERS for w in lead.group(1).split()))
            or _PAIR_LEAD.search(before)
            or _OWNED_AFTER.match(after)
        ):
            anchors.append(s)
    # "I have a camel coat, a white shirt and blue jeans": the list goes on owning.
    for s in positive:
        if s.kind in {"garment", "category"} and s not in anchors and anchors:
            previous = max((a for a in anchors if a.end <= s.start), key=lambda a: a.end, default=None)
            if previous is not None and _LIST_GOES_ON.fullmatch(text[previous.end : s.start]):
                anchors.append(s)
    return anchors


def describe_anchor(anchor: Span, positive: list[Span]) -> str:
    garments = [g for g in positive if g.kind in {"garment", "category"} and g is not anchor]
    describers = [
        s.phrase
        for s in positive
        if s.kind in {"colour", "material", "pattern"} and 0 < anchor.start - s.end <= 16
        and not any(s.end <= g.end <= anchor.start for g in garments)  # "camel coat, a white shirt"
    ]
    return " ".join([*describers, anchor.phrase]).strip()


def anchor_colours(positive: list[Span], anchors: list[Span]) -> list[Span]:
    return [
        s for s in positive
        if s.kind in {"colour", "material"} and any(0 < a.start - s.end <= 16 and s.start < a.start for a in anchors)
    ]  # fmt: skip


def names_the_wardrobe(text: str) -> bool:
    """ "in my wardrobe", "do I have", "my favourites": the user's own clothes, said outright."""
    return bool(_WARDROBE.search(text))


def decide_scope(text: str, anchors: list[Span]) -> str:
    pairing = bool(PAIRING.search(text))
    wants_new = bool(_NEW.search(text))
    owned = [
        a
        for a in anchors
        if re.search(
            r"\b(?:my|i (?:\w+ )?(?:have|own|bought|got|picked up))\b",
            text[max(0, a.start - 60) : a.start],
        )
        or _OWNED_AFTER.match(
            text[a.end : a.end + 40],
        )
    ]
    wardrobe_cue = bool(_WARDROBE.search(text)) or bool(owned and _SHOW_MINE.search(text))
    if _ONLY_MINE.search(text):
        return "wardrobe"  # "what goes with my black jeans, from stuff I already own?": nothing new
    if owned and (pairing or wants_new) and not _SHOW_MINE.search(text):
        return "both"
    if wardrobe_cue and pairing and not _SHOW_MINE.search(text):
        return "both"
    if wardrobe_cue or (owned and re.search(r"\b(?:show|list|see|which|what|where|do i|have i)\b", text)):
        return "wardrobe"
    return "commerce"
