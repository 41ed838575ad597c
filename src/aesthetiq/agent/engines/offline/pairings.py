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
