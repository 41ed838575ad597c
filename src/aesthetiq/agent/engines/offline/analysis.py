"""The clothing analyzer: approve, refine or clarify from measurable evidence.

Evidence is counted per item: does it satisfy each hard constraint the user stated (category,
subCategory, colour, excluded colour, price, size, brand)? How well do its colours sit in the user's
colour season? Does its formality suit the occasion? How varied are brands and colours? Refinement
notes name one constraint to relax or tighten; `parse_refinement_notes_to_filters` turns such notes
(ours or an LLM's) into the next search's filters (seed 000, key design decision 8).
"""

from __future__ import annotations

import re
from collections import Counter
from typing import Any

from aesthetiq.agent.engines.base import AnalysisDecision
from aesthetiq.agent.engines.offline.vocab import colour_season_mentions, scan
from aesthetiq.agent.items import exclusion_failures
from aesthetiq.agent.wearable import in_size, user_size
from aesthetiq.store.filtering import size_fits
from aesthetiq.style import colour, lexicon, seasons, taxonomy

PALETTE_GOOD = 0.55  # an item whose palette score reaches this reads as "in your palette"
HARD = ("subCategory", "category", "colors", "excludeColors", "price", "size", "brand", "excludeMaterials",
        "excludeBrands", "excludeSubCategories")
# The dressier neighbour of a casual garment type, for business and formal occasions.
DRESSIER = {"Jacket": "Blazer", "T-Shirt": "Shirt", "Hoodie": "Sweater", "Sneakers": "Loafers", "Jeans": "Trousers",
            "Shorts": "Trousers", "Sweatpants": "Trousers", "Leggings": "Trousers", "Sandals": "Heels"}  # fmt: skip
_INSTEAD = re.compile(r"\btry ([a-z-]+) instead of\b", re.I)


def season_label(season: str | None) -> str | None:
    if season and season in seasons.SEASONS:
        return seasons.SEASONS[season].label
    return None


def palette_score(item: dict[str, Any], season: str | None) -> float | None:
    """0..1 fit of the item's colours to the season: the stored score, else computed from its hexes."""
    if not season:
        return None
    stored = (item.get("seasonalPaletteScores") or {}).get(season)
    if isinstance(stored, int | float):
        return float(stored)
    hexes = item.get("colorHexes") or []
    if not hexes or season not in seasons.SEASONS:
        return None
    return sum(seasons.palette_fit(h, season) for h in hexes) / len(hexes)


def constraint_failures(item: dict[str, Any], filters: dict[str, Any]) -> list[str]:
    """The hard constraints this item breaks."""
    failed = []
    if filters.get("subCategory") and item.get("subCategory") != filters["subCategory"]:
        failed.append("subCategory")
    if filters.get("category") and item.get("category") and item.get("category") != filters["category"]:
        failed.append("category")
    item_colours = [c.lower() for c in item.get("colors") or []]
    wanted = filters.get("colors") or []
    if wanted and not any(colour.matches_colour(w, item_colours) for w in wanted):
        failed.append("colors")
    if any(colour.matches_colour(x, item_colours) for x in filters.get("excludeColors") or []):
        failed.append("excludeColors")
    price = item.get("price")
    low, high = filters.get("minPrice"), filters.get("maxPrice")
    bounded = (low is not None or high is not None) and item.get("source") != "wardrobe"
    if bounded and (
        not isinstance(price, int | float)
        or (low is not None and price < low)
        or (high is not None and price > high)
    ):
        failed.append("price")
    size = filters.get("size")
    if (
        size
        and item.get("source") == "commerce"
        and not any(size_fits(str(size), str(s)) for s in item.get("sizes") or [])
    ):
        failed.append("size")
    brand = filters.get("brand")
    if brand and (item.get("brand") or "").lower() != str(brand).lower():
        failed.append("brand")
    failed += exclusion_failures(item, filters)
    return failed


def gather_evidence(
    items: list[dict[str, Any]], filters: dict[str, Any], style_dna: dict[str, Any] | None
) -> dict[str, Any]:
    season = (style_dna or {}).get("color_season")
    failures: Counter[str] = Counter()
    satisfying = 0
    for item in items:
        failed = constraint_failures(item, filters)
        failures.update(failed)
        satisfying += not failed
    scores = [s for s in (palette_score(it, season) for it in items) if s is not None]
    occasion = filters.get("occasion")
    wanted_formality = lexicon.FORMALITY_OF_OCCASION.get(occasion) if occasion else None
    if wanted_formality is None and filters.get("style") in lexicon.FORMALITY_RANK:
        occasion, wanted_formality = filters["style"], filters["style"]
    formality_known = [it for it in items if it.get("formality") or it.get("occasions")]
    formality_match = None
    if wanted_formality and formality_known:
        formality_match = sum(
            _suits_occasion(it, occasion, wanted_formality) for it in formality_known
        ) / len(formality_known)
    families = {
        colour.family_of(c.lower()) or c.lower() for it in items for c in (it.get("colors") or [])[:1]
    }
    return {
        "count": len(items),
        "satisfying": satisfying,
        "failures": dict(failures),
        "season": season,
        "palette_fit": round(sum(scores) / len(scores), 3) if scores else None,
        "palette_good": sum(s >= PALETTE_GOOD for s in scores) if scores else None,
        "formality_match": round(formality_match, 3) if formality_match is not None else None,
        "distinct_brands": len({(it.get("brand") or "").lower() for it in items if it.get("brand")}),
        "distinct_colour_families": len(families),
        "sources": dict(Counter(it.get("source") or "commerce" for it in items)),
    }


def _suits_occasion(item: dict[str, Any], occasion: str, wanted: str) -> bool:
    if occasion in (item.get("occasions") or []):
        return True
    have = lexicon.FORMALITY_RANK.get(item.get("formality") or "", -1)
    need = lexicon.FORMALITY_RANK.get(wanted, 0)
    return have >= need if need >= 2 else abs(have - need) <= 1


# Materials asked for on principle: no refinement ever swaps them for the real thing.
KEPT_MATERIALS = frozenset({"faux leather", "faux fur", "faux suede"})


def relax_note(constraint: str, filters: dict[str, Any], evidence: dict[str, Any]) -> str:
    kept = evidence["satisfying"]
    what = f"only {kept} item{'s' if kept != 1 else ''}" if kept else "no items"
    if constraint == "price":
        bound = (
            f"under {filters['maxPrice']:g}"
            if filters.get("maxPrice") is not None
            else f"over {filters.get('minPrice', 0):g}"
        )
        return f"Relax price: {what} {bound}"
    if constraint == "size":
        return f"Relax size: {what} in size {filters.get('size')}"
    if constraint == "colors":
        return f"Relax colour: {what} in {', '.join(filters.get('colors') or [])}"
    if constraint == "excludeColors":
        return f"Relax excluded colours: {what} avoid {', '.join(filters.get('excludeColors') or [])}"
    if constraint == "brand":
        return f"Relax brand: {what} from {filters.get('brand')}"
    if constraint in {"occasion", "material", "style", "season"}:
        return f"Relax {constraint}: {what} for {filters.get(constraint)}"
    if constraint in {"subCategory", "category"}:
        return f"Relax type: {what} of type {filters.get('subCategory') or filters.get('category')}"
    return f"Relax {constraint}: {what} match"


def decide(
    items: list[dict[str, Any]],
    filters: dict[str, Any],
    style_dna: dict[str, Any] | None,
    *,
    iteration: int,
    max_refinements: int,
    min_results: int,
    previous_notes: list[str] | None = None,
) -> AnalysisDecision:
    """Approve, or refine naming the constraint to relax or tighten (never clarify: see engine).

    A note already acted on (`previous_notes`) is not given again, so the loop cannot oscillate.
    """
    decision = _decide(items, filters, style_dna, iteration, max_refinements, min_results)
    done = {n.lower() for n in previous_notes or []}
    if decision.decision == "refine" and all(n.lower() in done for n in decision.notes):
        decision.decision, decision.priority, decision.confidence = "approve", "low", 0.6
        decision.notes = [*decision.notes, "Already tried; approving the best available"]
    return decision


def _decide(
    items: list[dict[str, Any]],
    filters: dict[str, Any],
    style_dna: dict[str, Any] | None,
    iteration: int,
    max_refinements: int,
    min_results: int,
) -> AnalysisDecision:
    evidence = gather_evidence(items, filters, style_dna)
    evidence.update(iteration=iteration, min_results=min_results)
    if iteration >= max_refinements:
        return AnalysisDecision(decision="approve", confidence=0.5, evidence=evidence, priority="low",
                                notes=[f"Approved after {iteration} refinements with the best available"])  # fmt: skip
    # A size, brand, excluded colour or colour the user stated is never dropped (fewer items, honestly
    # described, beat items that ignore the request); a colour may only widen to its family once.
    # The garment named and a price given in numbers are the request itself: "a Zara blazer under 80"
    # with none in the shop is answered honestly, never with tees or €95 blazers.
    relaxable = [c for c in ("price", "colors") if _has(filters, c)]
    if "price" in relaxable and not filters.get("priceFlexible"):
        relaxable.remove("price")
    if "colors" in relaxable and not _widens(filters["colors"]):
        relaxable.remove("colors")
    # With nothing found, the context words are relaxed before what the user asked for by name.
    context = [c for c in ("occasion", "material", "style", "season", "kind") if filters.get(c if c != "kind" else "type")]
    if filters.get("material") in KEPT_MATERIALS:
        context.remove("material")  # "vegan leather boots" never become leather boots
    if not items and context and not relaxable:
        return AnalysisDecision(decision="refine", confidence=0.8, priority="high", evidence=evidence,
                                notes=[relax_note(context[0], filters, evidence)])  # fmt: skip
    if evidence["satisfying"] < min_results and relaxable:
        failures = evidence["failures"]
        worst = max(relaxable, key=lambda c: (failures.get(c, 0), -relaxable.index(c)))
        if not items:
            worst = (context or relaxable)[0]
        if failures.get(worst, 0) or not items:
            priority = "high" if evidence["satisfying"] == 0 else "medium"
            return AnalysisDecision(decision="refine", confidence=0.8, notes=[relax_note(worst, filters, evidence)],
                                    priority=priority, evidence=evidence)  # fmt: skip
    if not items:
        return AnalysisDecision(decision="approve", confidence=0.6, evidence=evidence, priority="low",
                                notes=["Nothing left to relax; no matching items"])  # fmt: skip
    # Palette fit is a ranking preference (the search re-ranks by the user's season), never a
    # filter: a refinement on it would turn "Nike trainers" into "Nike trainers in rust".
    match = evidence["formality_match"]
    if match is not None and match < 0.5:
        wanted = (
            lexicon.FORMALITY_OF_OCCASION.get(filters.get("occasion") or "")
            or filters.get("style")
            or "formal"
        )
        note = f"Need more {wanted} options"
        alternative = DRESSIER.get(filters.get("subCategory") or "")
        # "White sneakers for the office" is a choice, not a slip: a garment named with its colour,
        # brand, material, size or price is kept; a bare "a jacket for an interview" may become a blazer.
        chosen = any(filters.get(k) for k in ("colors", "brand", "material", "size", "maxPrice", "minPrice"))
        if alternative and chosen:
            evidence["kept_casual_type"] = filters["subCategory"]
        else:
            if alternative and lexicon.FORMALITY_RANK.get(wanted, 0) >= 2:
                # The type itself is casual (jackets, sneakers): its dressier neighbour answers the request.
                note += f": try {alternative} instead of {filters['subCategory']}"
            return AnalysisDecision(
                decision="refine", confidence=0.7, priority="medium", evidence=evidence, notes=[note]
            )
    # The profile's sizes are evidence, never a filter: the user's jeans size says nothing about a
    # dress, and only a size the user stated this turn may exclude items.
    size = user_size(style_dna, filters.get("category"))
    sized = [it for it in items if it.get("sizes")]
    if size and not filters.get("size") and sized:
        evidence["in_user_size"] = sum(bool(in_size(it, size)) for it in sized)
    confidence = 0.6 + 0.4 * min(1.0, evidence["satisfying"] / max(1, min_results))
    return AnalysisDecision(
        decision="approve", confidence=round(confidence, 2), evidence=evidence, priority="low"
    )


def _widens(colours: list[str]) -> bool:
    """Whether "Relax colour" would widen a shade to its family ("olive" -> "green") rather than drop it."""
    return list(dict.fromkeys(colour.family_of(c) or c for c in colours)) != list(colours)


def _has(filters: dict[str, Any], constraint: str) -> bool:
    if constraint == "price":
        return filters.get("minPrice") is not None or filters.get("maxPrice") is not None
    return bool(filters.get(constraint))


# --- refinement notes -> filters ------------------------------------------------------------------

_RELAX = re.compile(
    r"\brelax(?:ing)?\s+(?:the\s+)?(price|budget|size|colou?rs?|excluded colou?rs|brand|material|occasion|style|season|type|kind|category)"
)
_MISSING_SIZE = re.compile(r"\b(?:missing|need|require|only)\s+(?:in\s+)?size\s+([a-z0-9./]+)", re.I)
_PALETTE = re.compile(r"\bpalette\b|\bseason\b")
_WARMER = re.compile(r"\bwarm(?:er)? colou?rs?\b|\bearth(?:y| tones)\b")
_COOLER = re.compile(r"\bcool(?:er)? colou?rs?\b|\bjewel tones\b")
_CHEAPER = re.compile(r"\b(?:cheaper|lower price|less expensive|more affordable)\b")
_UNDER = re.compile(r"\b(?:under|below|max(?:imum)?)\s*[$€£]?\s*(\d+(?:\.\d+)?)")


def parse_refinement_notes_to_filters(notes: list[str], current_filters: dict[str, Any]) -> dict[str, Any]:
    """The next search's filters: `current_filters` with each note applied.

    "Need more formal options" -> occasion formal; palette notes ("Require colors matching warm
    autumn palette", "warmer colours") change nothing: the palette ranks, never filters;
    "Missing size L options" -> size L; "Relax price: only 1 item under 40" ->
    maxPrice raised by 25%; "Relax colour ..." -> widen a shade to its family, then drop it.
    """
    filters = dict(current_filters)
    for raw in notes:
        note = raw.lower().strip()
        if m := _RELAX.search(note):
            _relax(filters, m.group(1))
            continue
        if m := _MISSING_SIZE.search(raw):
            filters["size"] = m.group(1).upper()
            continue
        if _PALETTE.search(note) or colour_season_mentions(note) or _WARMER.search(note) or _COOLER.search(note):
            # The user's palette ranks results (the search re-ranks by season); it never filters them.
            continue
        if _CHEAPER.search(note) or _UNDER.search(note):
            if m := _UNDER.search(note):
                filters["maxPrice"] = float(m.group(1))
            elif filters.get("maxPrice"):
                filters["maxPrice"] = round(filters["maxPrice"] * 0.75, 2)
            continue
        if m := _INSTEAD.search(raw):
            sub = taxonomy.canonical_subcategory(m.group(1))
            if sub:
                filters["subCategory"], filters["category"] = sub, taxonomy.category_of(sub)
                continue
        if re.search(r"\bin stock\b|\bavailable\b", note):
            filters["inStock"] = True
        _tighten_from_words(filters, note)
    return filters


def _relax(filters: dict[str, Any], what: str) -> None:
    if what in {"price", "budget"}:
        if filters.get("maxPrice") is not None:
            filters["maxPrice"] = round(filters["maxPrice"] * 1.25, 2)
        if filters.get("minPrice") is not None:
            filters["minPrice"] = round(filters["minPrice"] * 0.75, 2)
    elif what.startswith("colo"):
        wanted = filters.get("colors") or []
        families = list(dict.fromkeys(colour.family_of(c) or c for c in wanted))
        # A shade widens to its family first ("navy" -> "blue"); a family is dropped.
        if families and families != wanted:
            filters["colors"] = families
        else:
            filters.pop("colors", None)
    elif what.startswith("excluded"):
        filters.pop("excludeColors", None)
    elif what == "type":
        filters.pop("subCategory", None)
    elif what == "kind":
        filters.pop("type", None)  # "cardigans" became sweaters: the garment stays, its finer kind goes
    elif what == "category":
        filters.pop("subCategory", None)
        filters.pop("category", None)
    elif what == "occasion" and filters.get("occasion"):
        # Keep what the occasion asked of the clothes: its formality becomes the style.
        formality = lexicon.FORMALITY_OF_OCCASION.get(filters.pop("occasion"))
        if formality in {"business", "formal", "black-tie"} and not filters.get("style"):
            filters["style"] = formality
    else:
        filters.pop(what, None)


def _tighten_from_words(filters: dict[str, Any], note: str) -> None:
    """ "Need more formal options", "More leather options", "Need navy jackets": the named values."""
    formality = re.search(r"\b(black-tie|formal|business|smart-casual|casual)\b", note)
    if formality and filters.get("occasion") and filters["occasion"] != formality.group(1):
        # The occasion stays ("interview"); the formality it needs becomes the style.
        filters["style"] = formality.group(1)
        note = note.replace(formality.group(1), " ")
    for span in scan(note):
        if span.kind == "occasion":
            filters["occasion"] = span.value
        elif span.kind == "style":
            filters["style"] = span.value
        elif span.kind == "colour":
            filters["colors"] = list(dict.fromkeys([*(filters.get("colors") or []), span.value]))
        elif span.kind == "material":
            filters["material"] = span.value
        elif span.kind == "season":
            filters["season"] = span.value
        elif span.kind == "garment" and not filters.get("subCategory"):
            filters["subCategory"], filters["category"] = span.value, span.extra
        elif span.kind == "category" and not filters.get("category"):
            filters["category"] = span.value
