"""What goes with a colour: "which colours go with olive?" answered from the phrasebook's pairings,
then checked against the user's palette (knowledge/phrasebook.json "colour_pairings")."""

from __future__ import annotations

import re

from aesthetiq.agent.engines.offline.analysis import season_label
from aesthetiq.agent.engines.offline.vocab import phrasebook, scan
from aesthetiq.style import colour, seasons

ASKS_PAIRING = re.compile(
    r"\bcolou?rs? (?:would |will |do |does )?(?:(?:go|goes|pair|pairs|work|works) (?:well |best )?with|"
    r"look good with|match(?:es)?(?: with)?|complement)\b"
)


def pairing_answer(question: str, season: str | None) -> str | None:
    """The colours that go with the one named, or None when the question is not about that."""
    lowered = question.lower()
    asked = ASKS_PAIRING.search(lowered)
    if asked is None:
        return None
    rest = lowered[asked.end() :]
    if re.search(r"\b(?:skin|hair|eyes|complexion|undertone|tan)\b", rest):
        return None  # "colours that go with olive skin": the user's colouring, a season question
    named = [s.value for s in scan(rest) if s.kind == "colour"]
    if not named:
        return None
    table: dict[str, list[str]] = phrasebook().get("colour_pairings", {})
    wanted = named[0]
    pairs = table.get(wanted) or table.get(colour.family_of(wanted) or "")
    if not pairs:
        return None
    text = f"{wanted.capitalize()} goes well with {', '.join(pairs[:-1])} and {pairs[-1]}."
    label = season_label(season)
    if season in seasons.SEASONS and label:
        yours = [p for p in pairs if (hexes := colour.COLOUR_NAMES.get(p)) and seasons.palette_fit(hexes, season) >= 0.5]
        if yours:
            verb = "keeps" if len(yours) == 1 else "keep"
            text += f" For you as a {label}, {' and '.join(yours[:2])} {verb} the pairing in your palette."
    return text


# "can I wear brown shoes with a navy suit?", "does black go with brown?", "do navy and green go together?"
_ASKS_IF_PAIR = re.compile(
    r"^(?:so |and |but )?(?:can|could|should|may|is it (?:ok|okay|fine|alright|weird|wrong)(?: to)?|"
    r"do(?:es)?|will|would|are)\b.*\b(?:with|together|and)\b"
)
_REQUEST = re.compile(r"\b(?:find|show|get|recommend|suggest|look for|search|buy|need|want)\b")
_NEUTRALS = frozenset({"black", "white", "grey", "navy", "beige", "camel", "cream", "ivory", "brown", "tan",
                       "denim blue", "charcoal", "khaki", "off-white", "stone"})  # fmt: skip


def _two_colours(question: str) -> tuple[str, str] | None:
    lowered = question.lower()
    if not _ASKS_IF_PAIR.search(lowered) or _REQUEST.search(lowered):
        return None  # "can you find black trousers to go with my navy blazer?" asks for items
    named = list(dict.fromkeys(s.value for s in scan(lowered) if s.kind == "colour"))
    return (named[0], named[1]) if len(named) == 2 else None


def asks_if_colours_pair(question: str) -> bool:
    return _two_colours(question) is not None


def pairing_verdict(question: str) -> str | None:
    """Yes or no, and why, for "can I wear brown shoes with a navy suit?"; None for other questions."""
    pair = _two_colours(question)
    if pair is None:
        return None
    first, second = pair
    table: dict[str, list[str]] = phrasebook().get("colour_pairings", {})
    families = (colour.family_of(first) or first, colour.family_of(second) or second)
    partners = set(table.get(first, [])) | set(table.get(families[0], []))
    partners_back = set(table.get(second, [])) | set(table.get(families[1], []))
    if second in partners or families[1] in partners or first in partners_back or families[0] in partners_back:
        return f"Yes — {first} and {second} are a classic pairing: they contrast without competing."
    if families[0] == families[1]:
        return (f"Yes, as a tonal look: {first} with {second} works when the two shades clearly differ in depth "
                "or texture, so it reads as intended rather than as a near-miss.")  # fmt: skip
    neutral = next((c for c in pair if c in _NEUTRALS or colour.family_of(c) in _NEUTRALS), None)
    if neutral is not None:
        other = second if neutral == first else first
        return f"Yes — {neutral} is a neutral, so it sits easily with {other}; let the {other} be the accent."
    return (f"{first.capitalize()} and {second} can compete for attention. It works best when one of them is a "
            "small accent — shoes, a bag or a scarf — and the rest of the outfit stays neutral.")  # fmt: skip
