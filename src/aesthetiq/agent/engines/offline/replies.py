"""Reply writing: recommendations, comparisons, clarification questions, refusals, empty results, errors.

Replies are short, varied (phrasing is chosen deterministically from the message, so a turn is
reproducible) and grounded: each item gets a reason built from its data and the user's style DNA.
`chunks` splits a reply into word groups so the client can stream it.
"""

from __future__ import annotations

import re
from collections import Counter
from collections.abc import Iterator
from typing import Any

from aesthetiq.agent.engines.offline import outfit_replies
from aesthetiq.agent.engines.offline.acknowledge import lasting_note
from aesthetiq.agent.engines.offline.analysis import palette_score, season_label
from aesthetiq.agent.engines.offline.compare_replies import comes
from aesthetiq.agent.engines.offline.dress_codes import dress_code
from aesthetiq.agent.engines.offline.parsing import normalise
from aesthetiq.agent.engines.offline.reasons import (
    anchor_phrase,
    main_colour,
    money,
    occasion_phrase,
    pick,
    reason_sentence,
)
from aesthetiq.agent.engines.offline.second_ask import second_request_note
from aesthetiq.agent.engines.offline.turn_cues import follows_up, nothing_shown_yet
from aesthetiq.agent.engines.offline.wording import plural
from aesthetiq.agent.outfits import put_together
from aesthetiq.agent.wearable import main_colour_matches
from aesthetiq.store.filtering import beyond_letter_sizes
from aesthetiq.style import lexicon

_CHUNK = re.compile(r"\S+\s*|\s+")


def chunks(text: str, words: int = 3) -> Iterator[str]:
    """Word groups of `words` words, whitespace kept, so the pieces join back to `text` exactly."""
    parts = _CHUNK.findall(text)
    for i in range(0, len(parts), words):
        yield "".join(parts[i : i + words])




def describe_request(filters: dict[str, Any], count: int = 2) -> str:
    """ "navy blazers under €120 for a wedding" — the request in words, from the filters."""
    kinds = {"TOP": "top", "BOTTOM": "bottom", "SHOE": "shoe", "ACCESSORY": "accessory"}
    garment = (filters.get("subCategory") or "").lower() or kinds.get(filters.get("category") or "", "piece")
    if filters.get("outfitParts") and count != 1:  # "tops, bottoms and shoes"
        named = [plural(kinds.get(p, p.lower()) if p != "ACCESSORY" else "accessory") for p in filters["outfitParts"]]
        garment = ", ".join(named[:-1]) + " and " + named[-1]
    garment = "accessories" if garment == "accessory" and count != 1 else plural(garment, count)
    words = []
    code_colours = dress_code(filters.get("occasion")).get("colors")
    if filters.get("colors") and filters["colors"] == code_colours:
        words.append("dark, sober")  # the occasion's colours, not ones the user named
    elif filters.get("colors"):
        words.append(" or ".join(filters["colors"]))
    elif filters.get("inPalette"):
        garment += " in your colours"
    if filters.get("material"):
        words.append(filters["material"])
    words.append(garment)
    if filters.get("brand"):
        words.append(f"from {filters['brand']}")
    if filters.get("minPrice") is not None and filters.get("maxPrice") is not None:
        words.append(f"between {money(filters['minPrice'], 'EUR')} and {money(filters['maxPrice'], 'EUR')}")
    elif filters.get("maxPrice") is not None and filters.get("budgetSaid") and not filters.get("priceFlexible"):
        # "under £300 (€351)": the user's budget, then what it is in the shop's prices, said once.
        words.append(f"under {filters['budgetSaid']} (about {money(filters['maxPrice'], 'EUR')})")
    elif filters.get("maxPrice") is not None:
        words.append(f"under {money(filters['maxPrice'], 'EUR')}")
    elif filters.get("minPrice") is not None:
        words.append(f"over {money(filters['minPrice'], 'EUR')}")
    if filters.get("size"):
        words.append(f"in size {filters['size']}")
    if filters.get("occasion"):
        words.append(f"for {occasion_phrase(filters['occasion'])}")
    return " ".join(words)


def unstocked_lead(filters: dict[str, Any], items: list[dict[str, Any]] | None = None) -> str:
    """ "The shop doesn't carry Prada, so ..." when the user named brands the catalogue lacks."""
    kinds = list(filters.get("unstockedTypes") or [])
    if kinds:
        missing = " or ".join(kinds)
        place = occasion_phrase(filters["occasion"]) if filters.get("occasion") else None
        if items and place:
            return f"The shop doesn't sell {missing}, so here are pieces for {place} instead. "
        return f"The shop doesn't sell {missing}. " + ("These are the closest things it has. " if items else "")
    names = list(filters.get("unstockedBrands") or [])
    if not names:
        return ""
    named = names[0] if len(names) == 1 else ", ".join(names[:-1]) + " or " + names[-1]
    if items and any(it.get("source") == "web" for it in items):
        return f"The shop doesn't carry {named}, so next to similar pieces from brands it does, I've added what I found on the web. "
    if items:
        return f"The shop doesn't carry {named}, so these are from brands it does. "
    return f"The shop doesn't carry {named}. "


def referenced_lead(state: dict[str, Any], filters: dict[str, Any], items: list[dict[str, Any]]) -> str:
    """ "The third one in size L": whether that very piece comes in it, before the alternatives."""
    referenced = state.get("referenced_items") or []
    if len(referenced) == 1 and filters.get("colors") and not filters.get("size"):
        # "does the first one come in navy?": that piece's own colours first, then the navy alternatives.
        piece, asked = referenced[0], " or ".join(filters["colors"])
        own = [str(c).lower() for c in piece.get("colors") or []]
        if any(c in own for c in filters["colors"]):
            return f"Yes — the {piece.get('name')} has {asked} in it. "
        return f"The {piece.get('name')} only comes in {' and '.join(own) or 'its own colour'}, so here are similar pieces in {asked}. "
    if len(referenced) != 1 or not filters.get("size"):
        return ""
    piece, size = referenced[0], filters["size"]
    if any(it.get("id") == piece.get("id") for it in items):
        return f"Good news — the {piece.get('name')} {comes(str(piece.get('name')))} in size {size}. "
    return f"The {piece.get('name')} isn't available in size {size}, so here are the closest that are. "


def widened_lead(state: dict[str, Any], filters: dict[str, Any]) -> str:
    """ "I couldn't find faux leather boots, so I widened the search." when the refinement loop had to."""
    relaxed = state.get("relaxed") or {}
    if not relaxed:
        return ""
    asked = {key: value for key, value in {**filters, **relaxed}.items() if value is not None}
    return f"I couldn't find {describe_request(asked)} right now, so I widened the search. "


def wearer_dna(dna: dict[str, Any], filters: dict[str, Any]) -> dict[str, Any]:
    """The style DNA that speaks for the wearer: for a gift, only the user's budget (the palette,
    undertone, sizes and favourite brands are the user's, not the recipient's)."""
    if not filters.get("recipient"):
        return dna
    return {key: dna[key] for key in ("budget_range", "max_price_per_item") if key in dna}


def recipient_phrase(recipient: str) -> str:
    return recipient if recipient in {"him", "her"} else f"your {recipient}"






def currency_note(filters: dict[str, Any]) -> str | None:
    """A budget said in pounds or dollars was converted to the shop's euros: said once, with the rate's result."""
    said, currency = filters.get("budgetSaid"), filters.get("currency")
    if not said or not currency:
        return None
    low, high = filters.get("minPrice"), filters.get("maxPrice")
    if filters.get("priceFlexible") and low is not None and high is not None:
        return f"The shop's prices are in euros: your {said} budget is about {money(round((low + high) / 2), 'EUR')}."
    amount = high if high is not None else low
    return f"The shop's prices are in euros: your {said} budget is about {money(amount, 'EUR')}."


def recommendation(state: dict[str, Any], items: list[dict[str, Any]]) -> str:
    """The recommendation text; also writes each item's `reason`."""
    if state.get("outfits"):
        return outfit_replies.looks(state)  # whole looks: the outfit engine wrote each piece's role
    filters = state.get("extracted_filters") or {}
    dna = wearer_dna(state.get("style_dna") or {}, filters)
    seed = state.get("sanitized_message") or state.get("message") or ""
    label = season_label(dna.get("color_season"))
    if filters.get("colors") and sum(not main_colour_matches(it, filters["colors"]) for it in items) > 1:
        # "7 black leather jackets" would be false when several only have black trim.
        filters = {k: v for k, v in filters.items() if k != "colors"}
    request = describe_request(filters, len(items))
    if filters.get("recipient"):
        whom = recipient_phrase(filters["recipient"])
        opener = pick([f"Here are {len(items)} {request} for {whom}", f"I picked {len(items)} {request} for {whom}"], seed)
    elif filters.get("excludeIds"):  # "show me more": these are new to the user
        opener = f"One more: {request}" if len(items) == 1 else pick(
            [f"Here are {len(items)} more {request}", f"{len(items)} more {request} you haven't seen yet"], seed
        )
    elif items and all(it.get("source") == "wardrobe" for it in items):  # the user's own clothes
        starred = "favourite " if filters.get("isFavorite") else ""
        owned = f"one {starred}{request}" if len(items) == 1 else f"{len(items)} {starred}{request}"
        asked = re.match(r"(?:so |and )?(?:do i (?:already |still )?(?:have|own)|have i got)\b", seed.lower())
        counted = re.match(r"(?:so |and )?how many\b", seed.lower())
        opener = f"Yes — you have {owned}" if asked else f"You have {owned}" if counted else f"From your wardrobe, {owned}"
    elif len(items) == 1:
        opener = pick([f"I found one match for {request}", f"One piece fits {request}",
                       f"There's one match for {request}"], seed)  # fmt: skip
    else:
        opener = pick([
            f"Here are {len(items)} {request} I'd pick for you",
            f"I found {len(items)} {request} that suit you",
            f"These {len(items)} {request} stood out",
        ], seed)  # fmt: skip
    anchor = re.search(r"goes with: ([^;]+)", filters.get("notes") or "")
    if anchor:
        opener = (
            pick([f"To go with {anchor_phrase(anchor.group(1))}", f"For {anchor_phrase(anchor.group(1))}"], seed, "anchor")
            + ", "
            + (opener if opener.startswith("I ") else opener[0].lower() + opener[1:])
        )
    opener = unstocked_lead(filters, items) + widened_lead(state, filters) + referenced_lead(state, filters, items) + opener
    if note := lasting_note(state.get("operations") or []):
        opener = f"{note} " + opener[0].upper() + opener[1:]
    own_only = bool(items) and all(it.get("source") == "wardrobe" for it in items)
    if label and not own_only:
        opener += pick(
            [f", chosen with your {label} colouring in mind:", f" — checked against your {label} palette:"],
            seed,
            "o",
        )
    else:
        opener += ":"
    if any(it.get("source") == "wardrobe" for it in items) and any(
        it.get("source") != "wardrobe" for it in items
    ):
        opener += pick(
            [" a mix of what you already own and new pieces.", " some from your wardrobe, some new."],
            seed,
            "mix",
        )
    lines = [opener, ""]
    outfit = put_together(items, filters.get("outfitParts") or []) if filters.get("outfitParts") else []
    if len(outfit) >= 2:  # "an outfit for a client meeting": one set first, then the alternatives
        named = [f"the {it.get('name')}" for it in outfit]
        rest = "; the others are alternatives:" if len(items) > len(outfit) else ":"
        lines[0] = opener.rstrip(":") + ". " + "Put together: " + ", ".join(named[:-1]) + " with " + named[-1] + rest
    used: Counter[str] = Counter()
    for n, item in enumerate(items, 1):
        item["reason"] = reason_sentence(item, dna, filters, seed, used)
        facts = ", ".join(x for x in (item.get("brand"), money(item.get("price"), item.get("currency"))) if x)
        facts = f" ({facts})" if facts else ""
        lines.append(
            f"{n}. **{item.get('name') or item.get('subCategory') or 'Item'}**{facts} — {item['reason']}."
        )
    tip = _styling_tip(items, filters, dna, seed)
    if own_only and tip:  # no "if you only try one" or "other price range" for pieces the user owns
        tip = f"Want me to find something new to go with {'it' if len(items) == 1 else 'them'}?"
    if tip:
        lines += ["", tip]
    if (note := currency_note(filters)) and "(about €" not in lines[0]:
        lines += ["", note]
    if note := second_request_note(seed, filters):
        lines += ["", note]
    if any(it.get("source") == "web" for it in items):
        lines += [
            "",
            "Some of these come from the web rather than our catalogue, so prices and sizes may differ on the shop's site.",
        ]
    return "\n".join(lines)


def _near_face(item: dict[str, Any]) -> bool:
    return item.get("category") == "TOP" or item.get("subCategory") in {"Dress", "Scarf", "Hat", "Jewelry"}


def _styling_tip(
    items: list[dict[str, Any]], filters: dict[str, Any], dna: dict[str, Any], seed: str
) -> str | None:
    season = dna.get("color_season")
    buyable = [it for it in items if it.get("inStock") is not False] or items  # never tip a sold-out piece
    asked = {str(c).lower() for c in filters.get("colors") or []}
    # "a silver watch": the tip is a silver one, even if a gold one suits the palette better.
    buyable = [it for it in buyable if main_colour(it) in asked] or buyable
    scored = [(palette_score(it, season), it) for it in buyable]
    scored = [(s, it) for s, it in scored if s is not None]
    if scored:
        best_score, best = max(scored, key=lambda p: p[0])
        colour_name = main_colour(best)
        if colour_name and best_score >= 0.55:
            closest = f"If you only try one, start with the {best.get('name')}: its {colour_name} is the closest match to your palette."
            if not _near_face(best):
                return closest  # trousers and shoes are not worn by the face
            return pick([closest, f"My first pick is the {best.get('name')} — the {colour_name} will look best near your face."],
                        seed, "tip")  # fmt: skip
    occasion = filters.get("occasion")
    if occasion and lexicon.FORMALITY_OF_OCCASION.get(occasion) in {"formal", "black-tie"}:
        return "Keep the rest of the outfit simple and polished so the piece carries the look."
    return pick(
        [
            "Want me to narrow these down by budget or colour?",
            "Tell me if you'd like more options in a different colour or price range.",
        ],
        seed,
        "end",
    )


_COMPARE_REQUEST = re.compile(r"\b(?:compare|comparison|versus|vs|side by side)\b")


def clarification_question(filters: dict[str, Any], seed: str) -> str:
    """The single most useful question: occasion first, then garment type, then budget."""
    said = normalise(seed)
    if follows_up(said) and not any(filters.get(k) for k in ("subCategory", "category", "occasion", "style")):
        return nothing_shown_yet(said)  # "cheaper ones", "the second one in size L" with nothing shown yet
    if _COMPARE_REQUEST.search(seed.lower()) and not (filters.get("subCategory") or filters.get("category")):
        return ("There's nothing to compare yet — I haven't shown you anything in this conversation. "
                "What should I look for? For example \"navy blazers under 150\", then \"compare the first two\".")  # fmt: skip
    if filters.get("recipient") and not (filters.get("subCategory") or filters.get("category") or filters.get("style")):
        whom = recipient_phrase(filters["recipient"])
        return pick([
            f"Lovely idea! What does {'he' if whom == 'him' else 'she' if whom == 'her' else whom} like to wear — "
            "or what kind of piece are you thinking of: a scarf, a jumper, a bag, something else?",
            f"Happy to help you choose for {whom}. What's their style, or which kind of piece — a scarf, a bag, knitwear?",
        ], seed, "recipient")  # fmt: skip
    if filters.get("unstockedTypes") and not (filters.get("subCategory") or filters.get("category") or filters.get("occasion")):
        return unstocked_lead(filters) + "Is there something else I can find for you?"
    if filters.get("unstockedBrands") and not (filters.get("subCategory") or filters.get("category")):
        return unstocked_lead(filters) + pick([
            "I can find pieces in that spirit from the brands it does — what are you after: a bag, shoes, a jacket, something else?",
            "But I can find something in a similar spirit from the brands it stocks. What kind of piece would you like?",
        ], seed, "unstocked")  # fmt: skip
    if not filters.get("occasion"):
        return pick([
            "I'd love to help! What's the occasion — work, a wedding, a night out, or something everyday?",
            "Happy to help you find something. What's it for — the office, a party, a date, or everyday wear?",
            "Let's find you something great. What occasion are you dressing for?",
        ], seed, "occasion")  # fmt: skip
    if not (filters.get("subCategory") or filters.get("category")):
        return pick([
            f"Lovely — for {filters['occasion']}, are you thinking of a dress, trousers, a top or shoes?",
            f"Great. What kind of piece would you like for the {filters['occasion']} — a jacket, a dress, shoes, something else?",
        ], seed, "garment")  # fmt: skip
    return pick(
        ["Good choice. Do you have a budget in mind?", "Got it. What would you like to spend, roughly?"],
        seed,
        "budget",
    )


def no_results(state: dict[str, Any]) -> str:
    filters = state.get("extracted_filters") or {}
    request = describe_request(filters)
    seed = state.get("sanitized_message") or state.get("message") or ""
    if filters.get("excludeIds"):
        return (f"That's everything I have for {request} — you've seen them all. Want me to widen it: "
                "a neighbouring colour, another budget, or a different style?")  # fmt: skip
    if state.get("search_scope") == "wardrobe":  # "what blazer do I have?" with none: say so, offer the shop
        return (f"I can't see any {request} in your wardrobe — if you have some, add them and I'll include them. "
                "Want me to find some in the shop instead?")  # fmt: skip
    if beyond_letter_sizes(str(filters.get("size") or "")):
        # "UK 20": the size chart ends at XXL, so say so rather than "try another size".
        return (f"I couldn't find {request}: the sizes I can match go up to XXL (UK 18, EU 46, US 14), and "
                "nothing here is listed larger yet. Want me to look in XXL, or for pieces with a relaxed fit?")  # fmt: skip
    rules = (state.get("metadata") or {}).get("ruled_out") or []
    if rules:
        return (f"Everything I found for {request} goes against your profile's rule: {'; '.join(rules)}. "
                "If you'd like to see them anyway, name it in your request — or tell me what else to look for.")  # fmt: skip
    tips = []
    if filters.get("maxPrice") is not None:
        tips.append("a slightly higher budget")
    if filters.get("colors"):
        tips.append("a neighbouring colour")
    if filters.get("size"):
        tips.append("checking another size")
    if filters.get("brand"):
        tips.append("other brands")
    suggestion = (
        f" Try {', '.join(tips[:-1]) + ' or ' + tips[-1] if len(tips) > 1 else tips[0]}."
        if tips
        else " Try describing it a little differently."
    )
    return (
        unstocked_lead(filters)
        + pick([f"I couldn't find any {request} right now.", f"Nothing matched {request} this time."], seed)
        + suggestion
    )


def blocked(state: dict[str, Any]) -> str:
    """The guardrails' own message when there is one; else a kind refusal that names the reason if readable."""
    if (state.get("final_response") or "").strip():
        return state["final_response"].strip()
    reason = (state.get("block_reason") or "").strip()
    if reason == "too_long":
        return "That message is too long for me to read in one go — please shorten it and send it again."
    base = "I can't help with that request."
    if reason and " " in reason:  # a sentence, not an internal code
        base = f"I can't help with that: {reason.rstrip('.')}."
    return base + " I'm happy to help with outfits, clothing and style questions, though."


def error(state: dict[str, Any]) -> str:
    return ("Sorry — something went wrong on my side while putting your answer together. "
            "Please try again in a moment; if it keeps happening, rephrase the request.")  # fmt: skip
