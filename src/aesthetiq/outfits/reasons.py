"""The words of an outfit: its title, the "why" (colour story, formality, occasion or weather) and
one line per piece saying its role in the look — not only "in your palette"."""

from __future__ import annotations

from aesthetiq.outfits.climate import MONTHS
from aesthetiq.outfits.compose import ROLE_SLOT, Look
from aesthetiq.outfits.harmony import Harmony, Tone
from aesthetiq.outfits.occasions import level_name
from aesthetiq.outfits.pieces import Candidate
from aesthetiq.outfits.request import OutfitRequest, Wearer
from aesthetiq.style.colour_science import hex_distance

_PLURAL = frozenset({"trousers", "jeans", "shorts", "leggings", "sweatpants", "sneakers", "boots", "sandals", "heels",
                     "flats", "loafers", "sunglasses"})  # fmt: skip
_NOUNS = {"T-Shirt": "tee", "Jewelry": "jewellery", "Sweater": "jumper"}
_ECHO_DE = 12.0  # CIEDE2000 below which two colours read as the same colour repeated
FORMALITY_WORDS = {"black-tie": "black tie", "smart-casual": "smart casual"}


def noun(c: Candidate) -> str:
    typ = str(c.doc.get("type") or "").strip().lower()
    if typ:
        return typ
    if c.sub == "Sweater" and "cardigan" in str(c.doc.get("name") or "").lower():
        return "cardigan"
    return _NOUNS.get(c.sub, c.sub.lower() or "piece")


def colour_word(c: Candidate) -> str:
    if c.tones:
        return c.tones[0].name
    colours = c.doc.get("colors") or []
    return str(colours[0]) if colours else ""


def _the(c: Candidate) -> str:
    return f"the {colour_word(c)} {noun(c)}".replace("  ", " ")


def _verb(c: Candidate, singular: str, plural: str) -> str:
    return plural if noun(c) in _PLURAL or (noun(c).endswith("s") and noun(c) != "dress") else singular


def _names(tones: list[Tone], most: int = 3) -> list[str]:
    out: list[str] = []
    for t in tones:
        if t.name not in out:
            out.append(t.name)
    return out[:most]


def _and(words: list[str]) -> str:
    return words[0] if len(words) == 1 else ", ".join(words[:-1]) + " and " + words[-1]


def article(word: str) -> str:
    return ("an " if word[:1].lower() in "aeiou" else "a ") + word


def colour_story(h: Harmony) -> str:
    neutrals = _names(list(h.neutrals))
    accents = _names(list(h.accents), 2)
    base = f"{_and(neutrals)} neutrals" if neutrals else ""
    if not accents:
        return f"an all-neutral story in {_and(neutrals)}" if neutrals else "a quiet, tonal palette"
    if h.relation == "single accent" or len(accents) == 1:
        accent = article(f"{_and(accents)} accent")
        return f"{base} with {accent}" if base else f"{_and(accents)} as the single colour story"
    pair = {
        "analogous": f"{accents[0]} and {accents[1]}, neighbours on the colour wheel",
        "complementary": f"{accents[0]} against its complement {accents[1]}",
    }.get(h.relation, f"{accents[0]} and {accents[1]} as two accents")
    return f"{pair} over {base}" if base else pair


def _contrast(h: Harmony, wearer: Wearer) -> str:
    if wearer.contrast and h.contrast_fit >= 0.8:
        return f"light-dark contrast at your own {wearer.contrast} level"
    word = "low" if h.spread < 30 else "medium" if h.spread < 55 else "high"
    return f"{word} light-dark contrast"


def _palette(look: Look, wearer: Wearer) -> str:
    if not wearer.season:
        return ""
    near = [c.palette for r, c in look.parts if ROLE_SLOT[r] in ("top", "dress", "layer")]
    if near and sum(near) / len(near) >= 0.6:
        return f", and colours from your {wearer.season_label or wearer.season} palette near your face"
    return ""


def occasion_words(request: OutfitRequest) -> str:
    if request.occasion is not None:
        return request.occasion.title
    return request.occasion_text or ""


def weather_words(request: OutfitRequest) -> str:
    w = request.weather
    if w.climate is not None:
        c = w.climate
        return f" in {c.where} in {MONTHS[c.month - 1].capitalize()} (about {c.mean_c:.0f} °C, {c.band})"
    if w.temperature_c is not None:
        return (
            f" on a {w.band} day (about {w.temperature_c:.0f} °C)"
            if w.band
            else f" at about {w.temperature_c:.0f} °C"
        )
    return f" in {w.season}" if w.season else ""


def why(look: Look, request: OutfitRequest, wearer: Wearer, formality: str) -> str:
    assert look.harmony is not None
    what = occasion_words(request)
    level = FORMALITY_WORDS.get(formality, formality)
    if formality == "business" and not (
        request.occasion and request.occasion.name in ("office", "interview")
    ):
        level = "smart"  # "business" is the office's word; a wedding or a funeral is just smart
    head = (what if level == what else level + (f" for {what}" if what else "")) + weather_words(request)
    head = head[:1].upper() + head[1:]
    return f"{head}: {colour_story(look.harmony)}; {_contrast(look.harmony, wearer)}{_palette(look, wearer)}."


def title(look: Look, request: OutfitRequest, number: int, count: int) -> str:
    lead = next((c for r, c in look.parts if r in ("dress", "top")), look.parts[0][1])
    text = (request.occasion_text or "").strip()
    what = (
        text if text and len(text) <= 32 else occasion_words(request).removeprefix("a ").removeprefix("an ")
    )
    what = what or request.weather.season or "every day"
    prefix = f"Look {number}: " if count > 1 else ""
    return f"{prefix}{what[:1].upper()}{what[1:]}, in {colour_word(lead)}".strip()


def _echo(c: Candidate, look: Look) -> Candidate | None:
    if not c.tones:
        return None
    for _, other in look.parts:
        if (
            other is not c
            and other.tones
            and other.slot != c.slot
            and hex_distance(c.tones[0].hex, other.tones[0].hex) < _ECHO_DE
        ):
            return other
    return None


def role(role_name: str, c: Candidate, look: Look, request: OutfitRequest, wearer: Wearer) -> str:
    """One line: what this piece does in the look."""
    accent = bool(c.tones) and not c.tones[0].neutral
    coloured = [o for r, o in look.parts if o is not c and o.tones and not o.tones[0].neutral]
    lead_accent = next((o for o in coloured if o.slot in ("bottom", "dress", "layer", "top")), None)
    small_accent = next((o for o in coloured if o.slot in ("shoes", "accessory")), None)
    echo = _echo(c, look)
    the = _the(c)
    level = level_name(request.formality) if request.formality is not None else ""
    if role_name == "dress":
        what = occasion_words(request)
        line = f"{the.capitalize()} is the whole look in one piece" + (
            f", {FORMALITY_WORDS.get(level, level)} enough for {what}" if level and what else ""
        )
    elif role_name == "top":
        if accent:
            line = f"{the.capitalize()} brings the colour up near your face"
        elif lead_accent is not None:
            line = f"{the.capitalize()} keeps the top half calm so {_the(lead_accent)} can lead"
        elif small_accent is not None:
            line = f"{the.capitalize()} is the calm neutral base; {_the(small_accent)} {_verb(small_accent, 'adds', 'add')} the one touch of colour"
        else:
            line = f"{the.capitalize()} is the clean neutral base the look is built on"
    elif role_name == "bottom":
        line = (
            f"{the.capitalize()} {_verb(c, 'carries', 'carry')} the colour, so the rest can stay neutral"
            if accent
            else f"{the.capitalize()} {_verb(c, 'grounds', 'ground')} the look as its neutral base"
        )
    elif role_name == "outer":
        line = (
            f"{the.capitalize()} keeps you warm over everything"
            if c.sub == "Coat"
            else f"{the.capitalize()} adds an easy outer layer for cooler hours"
        )
        if request.weather.band in ("cold", "freezing", "cool"):
            line += f" on a {request.weather.band} day"
    elif role_name == "mid" or (role_name == "top" and c.slot == "layer"):
        if c.sub == "Blazer":
            lifted = level and request.formality is not None and request.formality >= 1
            line = f"{the.capitalize()} sharpens the look" + (f" and lifts it to {level}" if lifted else "")
        else:
            under = next((o for r, o in look.parts if r == "top"), None) or next(
                (o for r, o in look.parts if r == "dress"), None
            )
            line = f"{the.capitalize()} layers over {_the(under) if under else 'the look'} for warmth and texture"
    elif role_name == "shoes":
        if echo:
            line = f"{the.capitalize()} {_verb(c, 'echoes', 'echo')} the {colour_word(echo)} of {_the(echo)}"
        elif accent:
            line = (
                f"{the.capitalize()} {_verb(c, 'brings', 'bring')} the one touch of colour down to the ground"
            )
        else:
            line = f"{the.capitalize()} {_verb(c, 'finishes', 'finish')} the look" + (
                f" in {level} style" if level else ""
            )
    else:
        line = _accessory_line(c, echo, wearer, accent)
    if echo is not None and role_name in ("top", "bottom", "outer", "mid") and "echo" not in line:
        line += f", repeating the {colour_word(echo)} of {_the(echo)}"
    if wearer.season and c.palette >= 0.7 and ROLE_SLOT.get(role_name) in ("top", "dress", "layer"):
        line += f"; its {colour_word(c)} is in your {wearer.season_label or wearer.season} palette"
    partner = next((o for _, o in look.parts if o is not c and c.set_id and o.set_id == c.set_id), None)
    if partner is not None:
        line += f"; with {_the(partner)} it makes a suit"
    if c.source == "owned":
        line = f"You said you own {the.replace('the ', 'a ', 1)}: {line[0].lower()}{line[1:]}"
    return line + "."


def _accessory_line(c: Candidate, echo: Candidate | None, wearer: Wearer, accent: bool) -> str:
    the = _the(c).capitalize()
    if c.sub == "Jewelry":
        metal = colour_word(c)
        suits = ""
        if wearer.undertone in ("warm", "olive") and "gold" in metal:
            suits = f"; gold flatters your {wearer.undertone} undertone"
        elif wearer.undertone == "cool" and "silver" in metal:
            suits = "; silver flatters your cool undertone"
        return f"{the} adds a little light near the face{suits}"
    if echo is not None:
        return f"{the} {_verb(c, 'picks', 'pick')} up the {colour_word(echo)} of {_the(echo)}"
    if accent:
        return f"{the} {_verb(c, 'adds', 'add')} the {colour_word(c)} accent in a small dose"
    return {
        "Bag": f"{the} carries the essentials without adding a new colour",
        "Belt": f"{the} defines the waist and links the top half to the bottom",
        "Scarf": f"{the} adds warmth and a touch of colour near the face",
        "Hat": f"{the} finishes the look and keeps the weather off",
        "Sunglasses": f"{the} {_verb(c, 'shades', 'shade')} the eyes and {_verb(c, 'adds', 'add')} polish",
        "Watch": f"{the} is a quiet, useful finishing detail",
    }.get(c.sub, f"{the} is the finishing touch")
