"""General answers from the knowledge base, personalised with the user's style DNA, with web citations."""

from __future__ import annotations

import re
from typing import Any

from aesthetiq.agent.engines.offline.analysis import season_label
from aesthetiq.agent.engines.offline.knowledge import Entry, KnowledgeBase, web_citations
from aesthetiq.agent.engines.offline.reasons import pick
from aesthetiq.agent.engines.offline.understanding import MAX_CHARS_READ
from aesthetiq.agent.engines.offline.vocab import scan
from aesthetiq.style import colour, seasons

MIN_SCORE = 0.15


def general_answer(kb: KnowledgeBase, state: dict[str, Any]) -> str:
    question = (state.get("sanitized_message") or state.get("message") or "")[:MAX_CHARS_READ]
    dna = state.get("style_dna") or {}
    season = dna.get("color_season")
    hits = kb.search(question, k=2, user_season=season)
    parts: list[str] = []
    if hits and hits[0][1] >= MIN_SCORE:
        best = hits[0][0]
        parts.append(best.text)
        personal = _personalise(best, question, dna)
        if personal:
            parts.append(personal)
        if (
            len(hits) > 1
            and hits[1][1] >= 0.8 * hits[0][1]
            and hits[1][0].season is None
            and best.season is None
        ):
            parts.append(f"Related — {hits[1][0].title.lower()}: {_first_sentence(hits[1][0].text)}")
    else:
        parts.append(
            "That's a little outside what I know well. I can help with colour seasons and undertones, dress codes, "
            "fabrics, fit, garment care, capsule wardrobes and trends — or find pieces for you."
        )
    citations = web_citations(state)
    if citations:
        lines = [
            f"- {c['title']} ({c['url']})" + (f": {c['snippet']}" if c["snippet"] else "") for c in citations
        ]
        parts.append("From the web:\n" + "\n".join(lines))
    return "\n\n".join(parts)


def _first_sentence(text: str) -> str:
    m = re.match(r"(.+?[.!?])(\s|$)", text)
    return m.group(1) if m else text


def _personalise(entry: Entry, question: str, dna: dict[str, Any]) -> str | None:
    season = dna.get("color_season")
    label = season_label(season)
    lowered = question.lower()
    named = [s.value for s in scan(lowered) if s.kind == "colour" and s.value in colour.COLOUR_NAMES]
    if named and label and re.search(r"\b(?:me|my|i)\b", question.lower()):
        return _colour_verdict(named[0], season, label)
    if entry.personal == "season" or entry.season:
        if not label:
            return "Once your colour analysis is in your profile, I can point you to the exact shades of your season."
        palette = _palette_names(dna, season)
        if entry.season and entry.season != season:
            return (
                f"For comparison, you are a {label}: your strongest colours include {', '.join(palette[:5])}."
            )
        return pick([
            f"For you as a {label}, the colours to reach for are {', '.join(palette[:6])}.",
            f"As a {label}, your palette centres on {', '.join(palette[:6])}.",
        ], question)  # fmt: skip
    if entry.personal == "undertone" and dna.get("undertone"):
        metal = {"warm": "gold", "cool": "silver"}.get(dna["undertone"], "both gold and silver")
        return f"Your undertone is {dna['undertone']}, so {metal} jewellery and {'yellow' if dna['undertone'] == 'warm' else 'blue'}-based colours will look most natural on you."
    if entry.personal == "contrast" and dna.get("contrast_level"):
        level = dna["contrast_level"]
        advice = {"high": "bold pairings such as black with white suit you", "low": "tonal, blended outfits suit you best",
                  "medium": "moderate contrasts such as navy with cream suit you"}.get(level, "")  # fmt: skip
        return f"Your contrast level is {level}: {advice}." if advice else None
    return None


def _palette_names(dna: dict[str, Any], season: str | None) -> list[str]:
    names = [str(p.get("name")) for p in dna.get("palette") or [] if isinstance(p, dict) and p.get("name")]
    if not names and season in seasons.SEASONS:
        names = [name for name, _hex in seasons.SEASONS[season].palette]
    return names


def _colour_verdict(name: str, season: str, label: str) -> str:
    hex_code = colour.COLOUR_NAMES.get(name)
    if not hex_code or season not in seasons.SEASONS:
        return f"As a {label}, judge {name} by its undertone: choose the version closest to your palette."
    fit = seasons.palette_fit(hex_code, season)
    closest = _palette_names({}, season)[:4]
    if fit >= 0.6:
        return f"Good news: {name} sits well in your {label} palette (fit {fit:.2f}), so wear it close to your face."
    if fit >= 0.35:
        return f"{name.capitalize()} is a borderline colour for a {label} (fit {fit:.2f}): it works away from your face or softened by {closest[0]}."
    return (f"{name.capitalize()} is not one of your best colours as a {label} (fit {fit:.2f}); "
            f"{', '.join(closest[:3])} will do more for you, or keep {name} to trousers, shoes and bags.")  # fmt: skip
