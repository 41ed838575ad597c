"""Turning tool results into the workflow's ``Item`` (state.py), whatever the source."""

from __future__ import annotations

import re
from typing import Any

from aesthetiq.agent.outfits import put_together
from aesthetiq.agent.state import Item, ItemSource
from aesthetiq.style import colour
from aesthetiq.style.lexicon import FORMALITY_RANK

# Fields the client receives for every item (seed 000 §11 ``done.items``).
PUBLIC_FIELDS: tuple[str, ...] = (
    "id", "source", "name", "category", "subCategory", "brand", "colors", "price", "currency",
    "inStock", "imageUrl", "url", "score", "reason",
)  # fmt: skip
EXTRA_FIELDS: tuple[str, ...] = (
    "colorHexes", "sizes", "material", "formality", "fit", "occasions", "tags", "seasonalPaletteScores", "breakdown",
    "gender", "type", "setId", "seasons",
)


def _name(doc: dict[str, Any]) -> str:
    if doc.get("name"):
        return str(doc["name"])
    colour = (doc.get("colors") or [""])[0]
    return " ".join(part for part in (colour, doc.get("brand") or "", doc.get("subCategory") or "item") if part).strip()


def from_document(doc: dict[str, Any], source: ItemSource, score: float = 0.0, breakdown: dict | None = None) -> Item:
    """A commerce or wardrobe document (``_id`` kept by the tools) as an Item."""
    return Item(
        id=str(doc.get("_id") or doc.get("id") or ""),
        source=source,
        name=_name(doc),
        category=doc.get("category"),
        subCategory=doc.get("subCategory"),
        brand=doc.get("brand"),
        colors=list(doc.get("colors") or []),
        colorHexes=list(doc.get("colorHexes") or ([doc["colorHex"]] if doc.get("colorHex") else [])),
        price=doc.get("price"),
        currency=doc.get("currency"),
        inStock=doc.get("inStock") if source == "commerce" else True,
        sizes=list(doc.get("sizes") or []),
        imageUrl=doc.get("imageUrl") or doc.get("processedImageUrl"),
        url=doc.get("url"),
        score=round(float(score), 4),
        breakdown=dict(breakdown or {}),
        reason="",
        material=doc.get("material"),
        formality=doc.get("formality"),
        fit=doc.get("fit"),
        occasions=list(doc.get("occasions") or []),
        tags=list(doc.get("tags") or []),
        seasonalPaletteScores=dict(doc.get("seasonalPaletteScores") or {}),
        **{key: doc[key] for key in ("gender", "type", "setId", "seasons") if doc.get(key)},
    )


def from_hits(hits: Any, source: ItemSource) -> list[Item]:
    """Search tool results: over MCP ``{"items": [{id, ..., score, breakdown}]}``; over REST (the
    seed's shape) ``[{"item": {...}, "score": float, "breakdown": {...}}]``."""
    if isinstance(hits, dict):
        hits = hits.get("items")
    if not isinstance(hits, list):
        return []
    items = []
    for hit in hits:
        if isinstance(hit, dict) and isinstance(hit.get("item"), dict):
            items.append(from_document(hit["item"], source, hit.get("score") or 0.0, hit.get("breakdown")))
        elif isinstance(hit, dict) and ("_id" in hit or "id" in hit):
            items.append(from_document(hit, source, hit.get("score") or 0.0, hit.get("breakdown")))
    return items


def from_web(results: Any) -> list[Item]:
    """Web search results ``[{title, url, content, score}]`` as external items."""
    if isinstance(results, dict):
        results = results.get("results") or []
    if not isinstance(results, list):
        return []
    items = []
    for n, result in enumerate(results):
        if not isinstance(result, dict) or not result.get("url"):
            continue
        items.append(
            Item(
                id=f"web_{n + 1}",
                source="web",
                name=str(result.get("title") or result["url"]),
                category=None,
                subCategory=None,
                brand=None,
                colors=[],
                price=None,
                currency=None,
                inStock=None,
                imageUrl=None,
                url=str(result["url"]),
                score=round(float(result.get("score") or 0.0), 4),
                reason=str(result.get("content") or "")[:300],
            )
        )
    return items


_COUNTS = {"one": 1, "two": 2, "three": 3, "four": 4, "five": 5, "a couple of": 2, "a few": 3}
_ASKED_COUNT = re.compile(
    r"\b(?:just |only |give me |show me |max(?:imum)? |no more than )?(one|two|three|four|five|[1-5]|a couple of|a few) "
    r"(?:options?|pieces?|items?|picks?|ideas?|suggestions?|choices?|tops?|shirts?|dresses|pairs?|jackets?|coats?|bags?)\b"
)


def asked_count(message: str) -> int | None:
    """How many items the user asked for ("give me 3 tops", "just two options"), if they said."""
    said = _ASKED_COUNT.search(message.lower())
    if said is None:
        return None
    word = said.group(1)
    return int(word) if word.isdigit() else _COUNTS[word]


_ONE_OUTFIT = re.compile(r"\b(?:one|a single|just an?|one complete) (?:outfit|look)\b|\bno lists?\b|\bjust the outfit\b")


def items_to_show(state: Any, settings: Any, *, counted: bool) -> list[Item]:
    """The items a reply presents: as many as the user asked for ("give me 3 tops"), the outfit alone
    when they asked for just one, the user's own clothes in full, else the usual short list."""
    found = list(state.get("retrieved_items") or [])
    if state.get("outfits"):
        return found  # whole looks: every piece of them is shown
    message = str(state.get("sanitized_message") or state.get("message") or "")
    filters = state.get("extracted_filters") or {}
    if filters.get("outfitParts") and _ONE_OUTFIT.search(message.lower()):
        outfit = put_together(found, filters["outfitParts"])
        found = outfit if len(outfit) >= 2 else found  # "one outfit please, no lists": the set and nothing else
    own = bool(found) and all(item.get("source") == "wardrobe" for item in found)
    limit = settings.wardrobe_reply_items if own else settings.reply_items
    wanted = asked_count(message) if counted else None
    return presentable(found, min(limit, wanted) if wanted else limit)


def presentable(items: list[Item], limit: int) -> list[Item]:
    """The first ``limit`` items, taking turns between sources and, within a source, between garment
    types, so a mixed answer stays mixed: "an outfit for a ski trip" shows a coat, boots and a
    sweater rather than eight scarves. Each group keeps its ranking order; a request for one garment
    type is one group, so its order is unchanged."""
    if len(items) <= limit:
        return list(items)
    by_source: dict[str, list[Item]] = {}
    for item in items:
        by_source.setdefault(str(item.get("source")), []).append(item)
    return _take_turns([_take_turns(_groups(queue, "subCategory"), len(queue)) for queue in by_source.values()], limit)


def _groups(items: list[Item], key: str) -> list[list[Item]]:
    groups: dict[str, list[Item]] = {}
    for item in items:
        groups.setdefault(str(item.get(key)), []).append(item)
    return list(groups.values())


def _take_turns(queues: list[list[Item]], limit: int) -> list[Item]:
    queues = [list(queue) for queue in queues]
    taken: list[Item] = []
    while len(taken) < limit and any(queues):
        for queue in queues:
            if queue and len(taken) < limit:
                taken.append(queue.pop(0))
    return taken


def look_totals(state: Any) -> list[dict[str, Any]]:
    """The sums a reply about whole looks may state (each look's new pieces, all of them together), as
    price-only entries beside the items, so the output check accepts them as grounded figures."""
    totals = [o.get("total") for o in state.get("outfits") or []]
    totals += [state.get("looks_total"), (state.get("capsule") or {}).get("total")]
    return [{"name": "", "price": t} for t in totals if isinstance(t, int | float) and t > 0]


def public_outfits(outfits: list[dict[str, Any]]) -> list[dict[str, Any]]:
    """``done.outfits``: each look with its pieces as the client sees items, plus the piece's ``slot`` (top,
    bottom, dress, layer, shoes, accessory), whether it is ``new`` (to buy) and a ``note`` for a piece the user
    said they own that the wardrobe lacks."""
    out = []
    for outfit in outfits:
        pieces = []
        for piece in outfit.get("pieces") or []:
            shown = public(piece)  # type: ignore[arg-type]
            shown.update({key: piece[key] for key in ("slot", "new", "note", "anchor") if key in piece})
            pieces.append(shown)
        out.append({**{k: v for k, v in outfit.items() if k != "pieces"}, "pieces": pieces})
    return out


def public(item: Item) -> dict[str, Any]:
    """The item as the client and the session history see it."""
    out: dict[str, Any] = {key: item.get(key) for key in PUBLIC_FIELDS}
    out["colors"] = list(item.get("colors") or [])
    out["reason"] = item.get("reason") or ""
    out["score"] = item.get("score") or 0.0
    for key in EXTRA_FIELDS:
        if item.get(key):
            out[key] = item[key]
    return out


def exclusion_failures(item: dict[str, Any], filters: dict[str, Any]) -> list[str]:
    """The exclusions ("no wool", "not from Zara", no sandals at a funeral, already shown) this item breaks."""
    failed = []
    made_of = f"{item.get('material') or ''} {item.get('name') or ''}".lower()
    # "no leather" leaves out leather, not faux or vegan leather.
    if any(re.search(rf"(?<!faux )(?<!faux-)(?<!vegan )(?<!vegan-)\b{re.escape(m.lower())}", made_of) for m in filters.get("excludeMaterials") or []):
        failed.append("excludeMaterials")
    brand = (item.get("brand") or "").lower()
    if brand and brand in {str(b).lower() for b in filters.get("excludeBrands") or []}:
        failed.append("excludeBrands")
    unwanted = {str(c).lower() for c in filters.get("excludeColors") or []}
    # A family ("white") leaves out its shades ("optic white"); a shade ("electric blue") only itself, not navy.
    families = {c for c in unwanted if colour.family_of(c) == c}
    main = str((item.get("colors") or [""])[0]).lower()
    if main and unwanted and (main in unwanted or colour.family_of(main) in families):
        failed.append("excludeColors")  # the wardrobe search does not filter colours out
    if item.get("subCategory") in (filters.get("excludeSubCategories") or []):
        failed.append("excludeSubCategories")
    name = (item.get("name") or "").lower()
    if any(re.search(rf"\b{re.escape(w.lower())}", name) for w in filters.get("excludeWords") or []):
        failed.append("excludeWords")
    if item.get("id") in (filters.get("excludeIds") or []):
        failed.append("excludeIds")
    floor, level = filters.get("minFormality"), item.get("formality")
    if floor and level in FORMALITY_RANK and FORMALITY_RANK[level] < FORMALITY_RANK.get(floor, 0):
        failed.append("minFormality")
    ceiling = filters.get("maxFormality")
    if ceiling in FORMALITY_RANK and level in FORMALITY_RANK and FORMALITY_RANK[level] > FORMALITY_RANK[ceiling]:
        failed.append("maxFormality")  # "a bit less formal": nothing above the lowered band
    gender = filters.get("gender")
    if gender in ("women", "men") and item.get("gender") not in (None, "", "unisex", gender):
        failed.append("gender")  # a man's suit gets men's shoes, never heels
    return failed
