"""Concrete, checkable reasons an item suits this user: palette, undertone, size, budget, brand, occasion.

Every reason is built from a fact of the item and a fact of the user's style DNA or request, so the
text can be verified against the data (no generic praise).
"""

from __future__ import annotations

import hashlib
import re
from collections import Counter
from typing import Any

from aesthetiq.agent.budget import dna_budget, implicit_budget, over_budget
from aesthetiq.agent.conversation.currency import money
from aesthetiq.agent.engines.offline.analysis import PALETTE_GOOD, palette_score, season_label
from aesthetiq.agent.engines.offline.vocab import phrasebook
from aesthetiq.agent.wearable import in_size, user_size
from aesthetiq.store.filtering import size_matches
from aesthetiq.style import colour, lexicon, seasons

_WARM_FAMILIES = {"orange", "brown", "yellow", "beige"}
_COOL_FAMILIES = {"blue", "purple", "grey", "pink"}
_WARM_SHADES = {
    "olive",
    "rust",
    "camel",
    "mustard",
    "terracotta",
    "cream",
    "ivory",
    "coral",
    "peach",
    "teal",
    "khaki",
    "gold",
}
_COOL_SHADES = {
    "navy",
    "cobalt",
    "emerald",
    "burgundy",
    "plum",
    "charcoal",
    "white",
    "black",
    "silver",
    "lavender",
    "fuchsia",
}


def pick(options: list[str], *keys: object) -> str:
    """A deterministic but varied choice: the same item and message always get the same phrasing."""
    digest = hashlib.blake2s("|".join(map(str, keys)).encode(), digest_size=4).digest()
    return options[int.from_bytes(digest, "big") % len(options)]



def article(word: str) -> str:
    return "an" if word[:1].lower() in "aeiou" else "a"


def user_budget(style_dna: dict[str, Any] | None, filters: dict[str, Any]) -> float | None:
    if filters.get("maxPrice") is not None:
        return float(filters["maxPrice"])
    return dna_budget(style_dna)


def main_colour(item: dict[str, Any]) -> str | None:
    colours = item.get("colors") or []
    return str(colours[0]).lower() if colours else None


def undertone_match(name: str, undertone: str | None) -> bool:
    family = colour.family_of(name) or ""
    if undertone == "warm":
        return name in _WARM_SHADES or (family in _WARM_FAMILIES and name not in _COOL_SHADES)
    if undertone == "cool":
        return name in _COOL_SHADES or (family in _COOL_FAMILIES and name not in _WARM_SHADES)
    return False


def item_reasons(
    item: dict[str, Any], style_dna: dict[str, Any] | None, filters: dict[str, Any], seed: str
) -> list[tuple[str, str]]:
    """(kind, clause) reasons, strongest first; each clause is a full clause ("it's ...")."""
    dna = style_dna or {}
    reasons: list[tuple[str, str]] = []
    name = main_colour(item)
    season = dna.get("color_season")
    label = season_label(season)
    score = palette_score(item, season)
    if name and season in seasons.SEASONS and (hex_code := colour.COLOUR_NAMES.get(name)):
        score = seasons.palette_fit(hex_code, season)  # the claim names the main colour: judge that colour
    palette_names = {str(p.get("name", "")).lower() for p in dna.get("palette") or [] if isinstance(p, dict)}
    if name and label and ((score is not None and score >= PALETTE_GOOD) or name in palette_names):
        reasons.append(("palette", pick([
            f"its {name} tone sits in your {label} palette",
            f"{name} is one of your {label} colours",
            f"the {name} works with your {label} colouring",
        ], item.get("id"), seed, "palette")))  # fmt: skip
    elif name and undertone_match(name, dna.get("undertone")) and (score is None or score >= 0.4):
        # Not for a colour the season itself steers away from (black for a Soft Summer).
        reasons.append(("undertone", f"the {name} flatters your {dna['undertone']} undertone"))
    if item.get("source") == "wardrobe":
        reasons.append(
            ("owned", pick(["it's already in your wardrobe", "you already own it"], item.get("id"), seed))
        )
    elif anchor := re.search(r"goes with: ([^;]+)", filters.get("notes") or ""):
        # "combine my white jeans with something new": why this new piece pairs with the owned one.
        piece = anchor_phrase(anchor.group(1))
        reasons.insert(0, ("pairs", pick([f"it pairs easily with {piece}",
                                          f"it rounds out a look with {piece}"], item.get("id"), seed, "pairs")))  # fmt: skip
    price, budget = item.get("price"), user_budget(dna, filters)
    if isinstance(price, int | float) and budget and price <= budget and item.get("source") != "wardrobe":
        relation = "within" if price == budget else "under"
        # "under £300": the budget as the user said it, not its euro conversion.
        said = filters.get("budgetSaid") if filters.get("maxPrice") is not None else None
        clause = f"at {money(price, item.get('currency'))} it's {relation} your {said or money(budget, item.get('currency'))} budget"
        low = filters.get("minPrice")
        if filters.get("priceFlexible") and low is not None and filters.get("maxPrice") is not None:
            # "around 80" is searched as 64-96: the user's number is the middle, not the top.
            said = money(round((low + filters["maxPrice"]) / 2), item.get("currency"))
            clause = f"at {money(price, item.get('currency'))} it's close to your {said} budget"
        elif filters.get("priceFlexible") and low is None:
            # "cheap heels", "cheaper ones": a range we chose, not a budget the user gave.
            clause = f"at {money(price, item.get('currency'))} it's one of the more affordable picks"
        # A price the user asked for is a stronger reason than their general budget.
        reasons.insert(
            1 if filters.get("maxPrice") is not None and reasons else len(reasons), ("budget", clause)
        )
    favourites = {str(b).lower() for b in dna.get("favorite_brands") or []}
    if item.get("brand") and item["brand"].lower() in favourites:
        reasons.append(("brand", f"it's from {item['brand']}, one of your favourite brands"))
    size = filters.get("size") or user_size(dna, item.get("category"))
    offered = [str(s) for s in item.get("sizes") or []]
    if offered and all(s.strip().lower() in ("one size", "onesize", "os") for s in offered):
        if filters.get("size"):
            reasons.append(("size", "it's one size, so it fits"))
    elif size and any(size_matches(str(size), s) for s in offered):
        reasons.append(("size", f"it's available in your size {size}"))
    occasion = filters.get("occasion")
    if not occasion and filters.get("style") in {"business", "formal", "black-tie"}:
        occasion = filters["style"]  # the formality a relaxed occasion left behind
    suits = occasion and (occasion in (item.get("occasions") or []) or _formal_enough(item, occasion))
    if suits and not breaks_dress_code(item, occasion):
        if lexicon.FORMALITY_OF_OCCASION.get(occasion) in {"formal", "black-tie", "business"}:
            clause = pick([f"it's right for {article(occasion)} {occasion} setting",
                           f"it's dressy enough for {occasion_phrase(occasion)}"], item.get("id"), seed)  # fmt: skip
        else:
            clause = f"it's made for {occasion_phrase(occasion)}"
        reasons.append(("occasion", clause))
    material = filters.get("material")
    if material and (item.get("material") or "").lower() == material:
        reasons.append(("material", f"it's in the {material} you asked for"))
    style = filters.get("style")
    if style and style in (item.get("tags") or []):
        clause = pick([f"it has the {style} look", f"it's a {style} piece", f"it fits the {style} brief"], item.get("id"), seed, "style")
        # For a gift the wearer's style is the reason that matters; for the user, it follows their own.
        reasons.insert(0 if filters.get("recipient") else len(reasons), ("style", clause))
    if item.get("source") == "web":
        reasons.append(
            ("web", "it's from the web (not our catalogue), so check the details on the shop's page")
        )
    if not reasons:
        kind = (item.get("subCategory") or "piece").lower()
        colour_part = f"{name} " if name else ""
        reasons.append(
            (
                "match",
                f"it's {article(colour_part or kind)} {colour_part}{kind} that matches what you asked for",
            )
        )
    return reasons


def anchor_phrase(anchor: str) -> str:
    """ "your white jeans" for a piece the user owns; "the tan trench coat" for one shown earlier."""
    return anchor if anchor.startswith("the ") else f"your {anchor}"


def breaks_dress_code(item: dict[str, Any], occasion: str) -> bool:
    """A garment type, material, pattern or word the occasion never suits (a rubber sandal at a funeral,
    a felt beanie on the beach): such an item is never called right for it."""
    code = phrasebook().get("occasion_dress_codes", {}).get(occasion, {})
    if not code:
        return False
    words = f"{item.get('name') or ''} {item.get('material') or ''} {item.get('pattern') or ''}".lower()
    named = [*code.get("avoid_materials", []), *code.get("avoid_patterns", []), *code.get("avoid_words", [])]
    return item.get("subCategory") in code.get("avoid_types", []) or any(
        re.search(rf"\b{re.escape(w)}", words) for w in named
    )


def _formal_enough(item: dict[str, Any], occasion: str) -> bool:
    ranks = lexicon.FORMALITY_RANK
    need = ranks.get(lexicon.FORMALITY_OF_OCCASION.get(occasion, ""), -1)
    have = ranks.get(item.get("formality") or "", -2)
    return need >= 2 and have >= need


def occasion_phrase(occasion: str) -> str:
    phrases = {"business": "the office", "sport": "training", "outdoor": "the outdoors", "lounge": "lounging at home",
               "casual": "everyday wear", "travel": "travelling", "beach": "the beach", "formal": "formal events",
               "black-tie": "black-tie events", "interview": "an interview"}  # fmt: skip
    return phrases.get(occasion, f"{article(occasion)} {occasion}")


def reason_sentence(
    item: dict[str, Any],
    style_dna: dict[str, Any] | None,
    filters: dict[str, Any],
    seed: str,
    used: Counter[str] | None = None,
) -> str:
    """The item's two strongest reasons as one sentence. `used` counts the second reasons given to
    earlier items, so a list does not repeat "it's available in your size M" five times."""
    reasons = item_reasons(item, style_dna, filters, seed)
    first, rest = reasons[0], reasons[1:]
    chosen = [first]
    if rest:
        second = min(rest, key=lambda r: (used[r[0]] if used is not None else 0, rest.index(r)))
        chosen.append(second)
        if used is not None:
            used[second[0]] += 1
    text = ", and ".join(clause for _kind, clause in chosen)
    budget = implicit_budget(style_dna, filters)
    if over_budget(item, budget):
        # The user's own budget is a constraint too: never let a pricier pick pass silently.
        text += f" — note that at {money(item['price'], item.get('currency'))} it's above your {money(budget, item.get('currency'))} budget"
    if item.get("source") == "commerce" and item.get("inStock") is False:
        text += " — it's sold out right now, though"
    elif not filters.get("recipient") and not filters.get("size") and in_size(item, size := user_size(style_dna, item.get("category"))) is False:
        text += f" — it doesn't come in your size {size}, though"
    return text[0].upper() + text[1:]
