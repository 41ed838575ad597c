"""Replies about items already shown: a comparison of several ("compare the first two"), or a closer
look at one ("the cheapest one", "does it suit me?", "does it come in 39?"). Each reads the items'
own data and the user's palette; nothing here searches."""

from __future__ import annotations

import re
from typing import Any

from aesthetiq.agent.engines.offline.analysis import palette_score, season_label
from aesthetiq.agent.engines.offline.parsing import PRICE_PICK, WHICH_IS_BEST, normalise, parse_size
from aesthetiq.agent.engines.offline.reasons import main_colour, money, pick, reason_sentence
from aesthetiq.store.filtering import size_matches
from aesthetiq.style import lexicon

_PAIRED_NOUNS = ("boots", "jeans", "trousers", "shorts", "sneakers", "trainers", "loafers", "heels", "flats", "sandals",
                 "sunglasses", "leggings", "sweatpants", "joggers", "pumps", "mules", "chinos", "earrings")  # fmt: skip


def comes(name: str, *, negated: bool = False) -> str:
    """ "the boots come", "the coat comes": the verb that agrees with a product name."""
    plural = name.lower().rstrip().endswith(_PAIRED_NOUNS)
    if negated:
        return "don't come" if plural else "doesn't come"
    return "come" if plural else "comes"


def compare(state: dict[str, Any], items: list[dict[str, Any]]) -> str:
    if len(items) == 0:
        return ("I don't have earlier results to compare yet. Ask me to find something first — "
                "for example \"show me navy blazers\" — and then \"compare the first two\".")  # fmt: skip
    dna = state.get("style_dna") or {}
    season = dna.get("color_season")
    label = season_label(season)
    seed = state.get("sanitized_message") or state.get("message") or ""
    if len(items) == 1:
        return _one_item(state, items[0], seed)
    lines = [pick(["Here's how they compare:", "Side by side:", "Let's put them next to each other:"], seed)]
    scores: list[tuple[float, dict[str, Any]]] = []
    for item in items:
        facts = [money(item.get("price"), item.get("currency")) or "price unknown"]
        colours = ", ".join(item.get("colors") or []) or "colour unknown"
        score = palette_score(item, season)
        if score is not None:
            scores.append((score, item))
            fit = "a strong match" if score >= 0.6 else "a fair match" if score >= 0.4 else "a weak match"
            colours += f" — {fit} for your {label} palette"
        facts.append(colours)
        for key, fmt in (("formality", "{} style"), ("fit", "{} fit"), ("material", "{}")):
            if item.get(key):
                facts.append(fmt.format(item[key]))
        item["reason"] = reason_sentence(item, dna, state.get("extracted_filters") or {}, seed)
        lines.append(
            f"- **{item.get('name') or 'Item'}** ({item.get('brand') or item.get('source', '')}): "
            + " · ".join(facts)
        )
    lines.append("")
    lines += _verdicts(items, scores, label)
    if _ASKS_WARMER.search(seed.lower()) and (line := warmth_verdict(items)):
        lines.insert(0, line + "\n")  # "which is warmer?" is answered first
    elif WHICH_IS_BEST.search(seed.lower()) and scores:
        # "Which is best for me?" gets an answer first, then the table it rests on.
        best = max(scores, key=lambda pair: pair[0])[1]
        lines.insert(0, f"My pick for you is the **{best.get('name')}**, the closest to your {label} palette of these.\n")
    return "\n".join(lines)


_ASKS_WARMER = re.compile(r"\b(?:warmer|warmest|cosier|cosiest|warm enough)\b")
_ASKS_SEVERAL = re.compile(r"\b(?:compare|comparison|both|two|three|versus|vs|side by side|difference|differ)\b")


_YES_NO = re.compile(r"^(?:so |and |but |ok )?(?:does|do|is|would|will|can|could|should|am|are)\b|\bsuits? me\b")


_CHEAPEST = re.compile(r"\b(?:cheap(?:er|est)|least expensive|less expensive|most affordable|lowest)\b")


def _one_item(state: dict[str, Any], item: dict[str, Any], seed: str) -> str:
    """One item: a comparison asked of it says there is nothing to compare it with; "the cheapest
    one" names it with its price; a question about it ("does the third one suit me?") is answered
    with its palette fit, price and formality."""
    dna = state.get("style_dna") or {}
    season = dna.get("color_season")
    label = season_label(season)
    name = item.get("name") or "that piece"
    lowered = seed.lower()
    if _ASKS_SEVERAL.search(lowered):
        return (f"There was only one item last time — the {name}, so there's nothing to compare it with yet. "
                "Want me to find another one to put next to it?")  # fmt: skip
    price = money(item.get("price"), item.get("currency"))
    parts = []
    if PRICE_PICK.search(lowered):
        which = "cheapest" if _CHEAPEST.search(lowered) else "most expensive"
        parts.append(f"The {which} is the **{name}**" + (f" at {price}" if price else "") + ".")
        price = ""
        subject = "It"
    else:
        subject = f"The {name}"
    asked_size = parse_size(normalise(seed))[0]
    if asked_size and item.get("sizes"):
        # "does it come in 39?": the answer first.
        offered = [str(x) for x in item["sizes"]]
        if any(size_matches(asked_size, x) for x in offered):
            parts.append(f"Yes — the {name} {comes(name)} in {asked_size}.")
        else:
            parts.append(f"The {name} {comes(name, negated=True)} in {asked_size}; it's available in {', '.join(offered)}.")
        subject = "It"
    score = palette_score(item, season)
    main = main_colour(item) or "colour"
    if score is not None and label:
        if score >= 0.6:
            verdict = f"suits you: its {main} is a strong match for your {label} palette."
            parts.append(("Yes — the " + name + " " if _YES_NO.search(lowered) and not parts else subject + " ") + verdict)
        elif score >= 0.4:
            parts.append(f"{subject} is a fair match for you: its {main} sits at the edge of your {label} palette, "
                         "so wear it away from your face or with one of your best colours near it.")  # fmt: skip
        else:
            parts.append(f"{'Honestly, ' + subject[0].lower() + subject[1:] if not parts else subject} isn't your best: "
                         f"its {main} is a weak match for your {label} palette. "
                         "Something in your own colours would do more for you.")  # fmt: skip
    else:
        parts.append(f"{subject}: " + reason_sentence(item, dna, state.get("extracted_filters") or {}, seed) + ".")
    facts = [price]
    if item.get("formality"):
        facts.append(f"{item['formality']} in style" if item["formality"] != "casual" else "casual")
    if item.get("inStock") is not None:
        facts.append("in stock" if item["inStock"] else "currently out of stock")
    facts = [f for f in facts if f]
    if facts:
        parts.append("It's " + ", ".join(facts) + ".")
    item["reason"] = reason_sentence(item, dna, state.get("extracted_filters") or {}, seed)
    return " ".join(parts)


def _verdicts(
    items: list[dict[str, Any]], scores: list[tuple[float, dict[str, Any]]], label: str | None
) -> list[str]:
    out = []
    priced = [it for it in items if isinstance(it.get("price"), int | float)]
    if len(priced) >= 2:
        cheap, dear = min(priced, key=lambda it: it["price"]), max(priced, key=lambda it: it["price"])
        if dear["price"] > cheap["price"]:
            # Only the items' own prices, written as the output check reads them: a computed
            # difference ("€499.01 less") is a number no item has, and a check may withhold it.
            out.append(
                f"Cheaper: the {cheap.get('name')} at {money(cheap['price'], cheap.get('currency'))}, "
                f"against {money(dear['price'], dear.get('currency'))} for the {dear.get('name')}."
            )
    if len(scores) >= 2:
        best_score, best = max(scores, key=lambda p: p[0])
        if best_score < 0.4:
            # Both weak: "suits you best" would be false praise.
            out.append(f"Colour-wise, neither is really in your {label} palette; wear them away from your face "
                       "or next to one of your own colours.")  # fmt: skip
        elif best_score > min(s for s, _ in scores) + 0.05:
            out.append(
                f"Better for your colouring: the {best.get('name')} — its {main_colour(best) or 'colour'} suits a {label} best."
            )
    ranks = lexicon.FORMALITY_RANK
    formal = [it for it in items if it.get("formality") in ranks]
    if len(formal) >= 2:
        top = max(formal, key=lambda it: ranks[it["formality"]])
        if any(ranks[it["formality"]] < ranks[top["formality"]] for it in formal):
            out.append(f"More formal: the {top.get('name')} ({top['formality']}).")
    if line := warmth_verdict(items):
        out.append(line)
    if not out:
        out.append("They're close — pick the one whose colour and fit you'll wear most often.")
    return out


# How warm a fabric is, roughly: down and shearling first, linen last.
_WARMTH = (("down", 9), ("shearling", 9), ("alpaca", 8), ("cashmere", 8), ("mohair", 7), ("wool", 7), ("fleece", 7),
           ("tweed", 7), ("merino", 6), ("flannel", 6), ("corduroy", 5), ("velvet", 5), ("knit", 5), ("leather", 5),
           ("suede", 5), ("nylon", 4), ("denim", 4), ("waxed", 4), ("gabardine", 3), ("cotton", 3), ("jersey", 3),
           ("polyester", 3), ("viscose", 2), ("silk", 2), ("linen", 1), ("seersucker", 1))  # fmt: skip


def warmth_verdict(items: list[dict[str, Any]]) -> str | None:
    """ "Warmest: the wool ones ...; lightest: the nylon car coat." when the fabrics differ in warmth."""
    rated = [(w, it) for it in items if (w := warmth(it)) is not None]
    if len(rated) < 2 or len({w for w, _ in rated}) < 2:
        return None
    top, low = max(w for w, _ in rated), min(w for w, _ in rated)
    warmest = [it for w, it in rated if w == top]
    lightest = [it for w, it in rated if w == low]
    named = [f"the {it.get('name')}" for it in warmest[:3]]
    names = named[0] if len(named) == 1 else ", ".join(named[:-1]) + " and " + named[-1]
    return (f"Warmest: {names} ({warmest[0].get('material') or 'the warmer fabric'}); "
            f"lightest: the {lightest[0].get('name')} ({lightest[0].get('material') or 'a lighter fabric'}).")


def warmth(item: dict[str, Any]) -> int | None:
    """The warmth of the item's fabric on a 1-9 scale, from its material (or name); None when unknown."""
    made_of = f"{item.get('material') or ''} {item.get('name') or ''}".lower()
    return max((score for word, score in _WARMTH if re.search(rf"\b{word}", made_of)), default=None)
