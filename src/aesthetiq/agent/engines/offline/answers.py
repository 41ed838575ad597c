"""General answers from the knowledge base, personalised with the user's style DNA, with web citations."""

from __future__ import annotations

import re
from typing import Any

from aesthetiq.agent.engines.offline.acknowledge import lasting_note
from aesthetiq.agent.engines.offline.analysis import season_label
from aesthetiq.agent.engines.offline.cues import (
    BODY_DISTRESS,
    CHILDREN,
    EATING_DISORDER,
    PAYMENT,
    WEIGHT_LOSS,
)
from aesthetiq.agent.engines.offline.knowledge import Entry, KnowledgeBase, web_citations
from aesthetiq.agent.engines.offline.pairings import pairing_answer, pairing_verdict
from aesthetiq.agent.engines.offline.parsing import WHICH_IS_BEST, normalise
from aesthetiq.agent.engines.offline.reasons import pick
from aesthetiq.agent.engines.offline.turn_cues import MENSWEAR, follows_up, nothing_shown_yet
from aesthetiq.agent.engines.offline.understanding import MAX_CHARS_READ
from aesthetiq.agent.engines.offline.vocab import colour_season_mentions, foreign_words, phrasebook, scan
from aesthetiq.agent.history import previous_items
from aesthetiq.style import colour, seasons

MIN_SCORE = 0.15
# "what colours should I wear?", "which colours suit me?", "what are my best colours?"
_MY_COLOURS = re.compile(
    r"\b(?:what|which) colou?rs? (?:should i wear|suit me|look (?:good|best) on me|are (?:best|good) for me|flatter me|work for me)\b|"
    r"\bmy (?:best )?colou?rs\b(?! (?:go|match))|\bwhat(?: is|'s) my (?:palette|colou?r season|season)\b"
)
_AVOID_COLOURS = re.compile(
    r"\bcolou?rs? (?:should i|to|do i need to|i should|must i) avoid\b|\b(?:worst|wrong) colou?rs?\b|"
    r"\bcolou?rs? (?:that )?(?:don'?t|do not|never) (?:suit|flatter) me\b|\bavoid (?:which|what) colou?rs?\b"
)
_POINTS_AT_ONE = re.compile(r"\b(?:that one|this one|the other one|the other ones|not that one|which one)\b")


def general_answer(kb: KnowledgeBase, state: dict[str, Any]) -> str:
    question = (state.get("sanitized_message") or state.get("message") or "")[:MAX_CHARS_READ]
    dna = state.get("style_dna") or {}
    season = dna.get("color_season")
    if kind := body_answer(question.lower()):
        return kind  # before small talk: "... nothing fits, help" is not a question about the bot
    if note := lasting_note(state.get("operations") or []):
        return note + " What can I find for you to wear?"
    chat = small_talk(question)
    if chat:
        return chat
    if PAYMENT.search(question.lower()):
        return ("I can't place orders or take payment details — and please don't share card numbers in a chat. "
                "Each item has a link to the shop's page, where you can buy it securely. Want me to compare or "
                "find more options first?")  # fmt: skip
    if CHILDREN.search(question.lower()):
        return ("The shop only carries adult clothing, so I can't find children's sizes here, sorry. I can help with "
                "a gift for a grown-up, or with your own outfit for the occasion.")  # fmt: skip
    if foreign_words(question) >= 2:
        return ("For now I only understand English, sorry! Could you tell me in English? For example: "
                "\"a red dress under 80\" or \"black shoes for work\".")  # fmt: skip
    said = normalise(question)
    # "I'm a guy" with nothing shown yet is a note for later; "what's trending in menswear?" is a question.
    menswear_note = bool(MENSWEAR.search(said)) and len(said.split()) <= 6 and not said.startswith(("what", "how", "which"))
    if not previous_items(state) and (follows_up(said) or menswear_note or WHICH_IS_BEST.search(said)):  # type: ignore[arg-type]
        return nothing_shown_yet(said)
    if _POINTS_AT_ONE.search(question.lower()) and previous_items(state):  # type: ignore[arg-type]
        # "not that one, the other one" with several items shown: which one is meant is not in the words.
        return ("Which one do you mean? Tell me its number — \"the third one\" — or its colour or brand, "
                "and I'll take a closer look or find something like it.")  # fmt: skip
    on_topic = about_fashion(question)
    if not on_topic and _off_topic(question, kb):
        return pick([
            "I'm a stylist, so that one's outside my wardrobe — I can't help with it. "
            "Ask me about colours that suit you, what to wear for an occasion, or let me find pieces for you.",
            "That's not something I can help with: I'm your stylist. I can suggest outfits, explain your colour "
            "season, or find clothes in your budget — what would you like?",
        ], question)  # fmt: skip
    verdict = pairing_verdict(question)
    if verdict:  # "can I wear brown shoes with a navy suit?": yes or no first, then the general rule
        return verdict + "\n\n" + next(e.text for e in kb.entries if e.id == "colour-combining")
    pairing = pairing_answer(question, season)
    if pairing:  # "which colours go with olive?": the pairings, then the general rule
        return pairing + "\n\n" + next(e.text for e in kb.entries if e.id == "colour-combining")
    if season and _AVOID_COLOURS.search(question.lower()):
        entry = next((e for e in kb.entries if e.season == season), None)
        avoid = re.search(r"Avoid [^.]*\.(?: [^.]*\.)?", entry.text) if entry else None
        if entry and avoid:  # "what colours should I avoid?": the user's own season says
            rest = entry.text.replace(avoid.group(0), "").strip()
            return f"As a {season_label(season)}: {avoid.group(0)}\n\n{rest}"
    hits = kb.search(question, k=2, user_season=season)
    if season and _MY_COLOURS.search(question.lower()) and (own := next((e for e in kb.entries if e.season == season), None)):
        hits = [(own, 1.0)]  # "what colours should I wear?": the user's own season, not the nearest entry
    asked = colour_question(question.lower(), season)
    if asked:
        # "Does white suit me?" is about the season, not about white weddings: answer from its entry.
        entry = next((e for e in kb.entries if e.season == asked[1]), None)
        hits = [(entry, 1.0)] if entry is not None else hits
    parts: list[str] = []
    if hits and hits[0][1] >= MIN_SCORE:
        best = hits[0][0]
        parts.append(best.text)
        personal = _personalise(best, question, dna)
        if personal:
            # "Is olive good on me?" is answered first; the general rule follows as the why.
            parts.insert(0 if _asks_about_a_colour(question, season) else len(parts), personal)
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


# The knowledge base answers fashion questions: below this similarity, a question that names no
# fashion word is about something else (measured: fashion questions 0.40-0.67, football/code/jokes 0.11-0.21).
MIN_SIMILARITY = 0.3
_FASHION_WORDS = re.compile(
    r"\b(?:wear|wearing|outfits?|style|styling|fashion|clothes|clothing|dress(?:ed|y)?|look|looks|colou?rs?|"
    r"palette|season|undertone|fabrics?|fit|size|wardrobe|closet|trends?|shop|shopping|stylist|pack|packing|suitcase)\b"
)
_GREETING_REPLIES = [
    "Hi! I'm your stylist. Tell me what you're looking for — an outfit for an occasion, a piece in your colours, "
    "or a question about style — and I'll help.",
    "Hello! I'm your stylist, happy to help you dress well. After something specific, or shall I suggest pieces "
    "in your palette?",
]
_THANKS_REPLIES = [
    "You're welcome! Anything else you'd like to find or style?",
    "My pleasure — shout if you want more options or an outfit to go with it.",
]


def body_answer(lowered: str) -> str | None:
    """Kindness and clothes that fit now for distress about one's body; no diet advice, ever."""
    fit_now = ("What I can do is help you feel good in what you wear right now: pieces in your size with some "
               "ease — wrap and A-line shapes, fluid fabrics, a defined waist, your best colours near your face — "
               "and a tailor can adjust almost anything so it fits the body you have today. "
               "Tell me the occasion and I'll find a few.")  # fmt: skip
    if EATING_DISORDER.search(lowered):
        return ("Thank you for telling me — recovery takes real courage, and your body changing is part of it. "
                "If things feel hard, your care team or an eating-disorder helpline (Beat in the UK, NEDA in the US) "
                "can help. " + fit_now)  # fmt: skip
    if WEIGHT_LOSS.search(lowered):
        return ("I can't advise on losing weight — a doctor or dietitian is the right person for that, and you "
                "deserve clothes that fit you as you are. " + fit_now)  # fmt: skip
    if BODY_DISTRESS.search(lowered):
        return "I'm sorry you're feeling that way — a lot of people do, and you deserve to feel at ease. " + fit_now
    return None


def small_talk(question: str) -> str | None:
    """A short warm reply to a greeting, thanks, goodbye, "who are you" or a rude remark; None otherwise."""
    if re.fullmatch(r"\s*(?:[?]+|huh\W*|what\?+|sorry\W*|pardon\W*)\s*", question.lower()):
        return ("Sorry, I wasn't clear. Tell me what you'd like — a piece to find (\"a navy blazer under 100\"), "
                "something to go with what you own, or a style question — and I'll take it from there.")  # fmt: skip
    text = re.sub(r"[^a-z' ]+", " ", question.lower()).strip()
    text = re.sub(r"\s+", " ", text)
    if not text or len(text.split()) > 8:
        return None
    book = phrasebook().get("small_talk", {})

    def said(kind: str) -> bool:
        phrases = book.get(kind, [])
        return any(text == p or text.startswith(p + " ") or text.endswith(" " + p) for p in phrases)

    if said("thanks"):
        return pick(_THANKS_REPLIES, question)
    if said("no"):
        return ("No problem. What should change — the colour, the price, the style, or something else entirely? "
                "Or tell me what you'd rather see.")  # fmt: skip
    if said("ack"):
        return ("Great. Want me to narrow these down, find something to go with them, or look for something else?")
    if said("bye"):
        return "Bye for now — come back whenever you need an outfit idea."
    if said("deferral"):
        return ("Happy to choose for you! Tell me roughly what it's for — everyday, work or an evening out — "
                "or say \"everyday\" and I'll pick a few versatile pieces in your colours.")  # fmt: skip
    if said("rude"):
        return ("Sorry I missed the mark. Tell me what you're after — the garment, occasion, colour or budget — "
                "and I'll try again.")  # fmt: skip
    if said("identity"):
        return ("I'm Aesthetiq, your personal stylist. I can find clothes that suit your colouring, size and budget, "
                "build outfits around pieces you own, compare options and answer style questions. What shall we start with?")  # fmt: skip
    if said("greeting") and not about_fashion(question):
        return pick(_GREETING_REPLIES, question)
    return None


def about_fashion(question: str) -> bool:
    """The question names a garment, colour, material, occasion, style or a fashion word."""
    lowered = question.lower()
    return bool(scan(lowered) or _FASHION_WORDS.search(lowered) or colour_season_mentions(lowered))


def _off_topic(question: str, kb: KnowledgeBase) -> bool:
    words = phrasebook().get("off_topic_words", [])
    lowered = question.lower()
    if any(re.search(r"(?<![\w])" + re.escape(w) + r"(?![\w])", lowered) for w in words):
        return True
    similarity = kb.similarity(question)
    return similarity is not None and similarity < MIN_SIMILARITY


def _first_sentence(text: str) -> str:
    m = re.match(r"(.+?[.!?])(\s|$)", text)
    return m.group(1) if m else text


def _personalise(entry: Entry, question: str, dna: dict[str, Any]) -> str | None:
    season = dna.get("color_season")
    label = season_label(season)
    lowered = question.lower()
    asked = colour_question(lowered, season)
    if asked:
        return _colour_verdict(asked[0], asked[1], season_label(asked[1]) or "", yours=asked[1] == season)
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


def _asks_about_a_colour(question: str, season: str | None) -> bool:
    return colour_question(question.lower(), season) is not None


_SUITABILITY = re.compile(r"\b(?:suits?|ok|okay|good|wear|flatter(?:s|ing)?|work|look|right|best|avoid)\b")


def colour_question(lowered: str, season: str | None) -> tuple[str, str] | None:
    """(colour, season) when the question asks whether a colour suits the user ("is olive good on me?")
    or a season it names ("is navy ok for a warm autumn?")."""
    named = [s.value for s in scan(lowered) if s.kind == "colour" and s.value in colour.COLOUR_NAMES]
    if not named:
        return None
    mentioned = [s for s in colour_season_mentions(lowered) if s in seasons.SEASONS]
    if mentioned:
        return named[0], mentioned[0]
    if season and re.search(r"\b(?:me|my|i)\b", lowered) and _SUITABILITY.search(lowered):
        return named[0], season
    return None


def _palette_names(dna: dict[str, Any], season: str | None) -> list[str]:
    names = [str(p.get("name")) for p in dna.get("palette") or [] if isinstance(p, dict) and p.get("name")]
    if not names and season in seasons.SEASONS:
        names = [name for name, _hex in seasons.SEASONS[season].palette]
    return names


def _colour_verdict(name: str, season: str, label: str, *, yours: bool = True) -> str:
    hex_code = colour.COLOUR_NAMES.get(name)
    if not hex_code or season not in seasons.SEASONS:
        return f"As a {label}, judge {name} by its undertone: choose the version closest to your palette."
    fit = seasons.palette_fit(hex_code, season)
    closest = _palette_names({}, season)[:4]
    who = f"you as a {label}" if yours else f"a {label}"
    if fit >= 0.6:
        return f"Good news: {name} sits well in {'your' if yours else 'the'} {label} palette, so wear it close to the face."
    if fit >= 0.35:
        return f"{name.capitalize()} is a borderline colour for {who}: it works away from the face or softened by {closest[0]}."
    return (f"{name.capitalize()} is not one of the best colours for {who}; "
            f"{', '.join(closest[:3])} will do more, or keep {name} to trousers, shoes and bags.")  # fmt: skip
