"""What a tool's result looks like over MCP: lean typed structured content, and a compact text.

The REST routes return the seed's shapes (whole documents, twelve season scores, the score
breakdown). A model needs much less, so over MCP each item carries the fields it talks about
(id, name, category, subCategory, brand, colours, price, currency, stock, sizes, url, score and a
one-line reason); ``fields`` adds named ones and ``detail`` everything.

The text block is not the JSON again: clients such as langchain-mcp-adapters hand only the text to
the model (the structured content goes to the program), so the text is a rendering of the same
result in lines a model reads cheaply, and the payload is not sent twice in the same form.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from pydantic import BaseModel

from aesthetiq.style.seasons import SEASONS
from aesthetiq.tools.base import View
from aesthetiq.tools.results import ItemOptions

COMMERCE_KEYS = ("name", "category", "subCategory", "brand", "colors", "price", "currency", "inStock", "sizes", "url")
WARDROBE_KEYS = ("name", "category", "subCategory", "brand", "colors", "isFavorite")
_LISTS = frozenset({"colors", "sizes"})
_PRIVATE = frozenset({"_id", "embedding", "embeddings", "vector", "userId"})
# A palette score from here on reads as "suits" (the agent's analyzer uses the same line).
SUITS = 0.55
# Items a model gets by default over MCP (REST keeps the seed's 20): ten are plenty to talk about.
MCP_ITEMS = 10


def _extra(doc: dict[str, Any], name: str) -> Any:
    """A named field, normalised across the two item kinds (a wardrobe piece may have one colorHex)."""
    if name == "colorHexes":
        return doc.get("colorHexes") or ([doc["colorHex"]] if doc.get("colorHex") else None)
    if name == "imageUrl":
        return doc.get("imageUrl") or doc.get("processedImageUrl")
    return doc.get(name)


def item_view(
    doc: dict[str, Any],
    keys: tuple[str, ...],
    options: ItemOptions,
    *,
    season: str | None = None,
    score: float | None = None,
    breakdown: dict[str, float] | None = None,
) -> dict[str, Any]:
    out: dict[str, Any] = {"id": str(doc.get("_id") or doc.get("id") or "")}
    for key in keys:
        value = doc.get(key)
        out[key] = list(value or []) if key in _LISTS else value
    if options.detail:
        out.update({k: v for k, v in doc.items() if k not in _PRIVATE and k not in out})
        if breakdown is not None:
            out["breakdown"] = breakdown
    for name in options.fields or ():
        if name == "breakdown":
            if breakdown is not None:
                out["breakdown"] = breakdown
        elif name == "seasonalPaletteScores":
            scores = doc.get("seasonalPaletteScores") or {}
            chosen = ({season: scores[season]} if season in scores else {}) if season else scores
            if chosen:
                out[name] = chosen
        elif (value := _extra(doc, name)) not in (None, "", [], {}):
            out[name] = value
    if score is not None:
        out["score"] = round(float(score), 4)
        out["reason"] = reason(breakdown or {}, season, doc)
    return out


def reason(breakdown: dict[str, float], season: str | None, doc: dict[str, Any]) -> str:
    """Why an item ranks where it does, in a line: how well it matches, and its palette fit."""
    fused = breakdown.get("fused", 0.0)
    parts = ["close match" if fused >= 0.8 else "good match" if fused >= 0.5 else "loose match"]
    if season in SEASONS and "season" in breakdown:
        fit = breakdown["season"]
        parts.append(f"{'suits' if fit >= SUITS else 'weak for'} {SEASONS[season].label} ({fit:.0%})")
    if doc.get("isFavorite"):
        parts.append("a favourite")
    return "; ".join(parts)


# --- shapes: REST result -> structured content ------------------------------------------------


def _options(options: BaseModel | None) -> ItemOptions:
    return options if isinstance(options, ItemOptions) else ItemOptions()


def hits_shape(keys: tuple[str, ...]) -> Callable[[Any, dict[str, Any], Any], dict[str, Any]]:
    def shape(hits: list[dict[str, Any]], arguments: dict[str, Any], options: Any) -> dict[str, Any]:
        season = arguments.get("style_dna")
        return {
            "items": [
                item_view(hit["item"], keys, _options(options), season=season, score=hit["score"], breakdown=hit["breakdown"])
                for hit in hits
            ]
        }

    return shape


def docs_shape(keys: tuple[str, ...]) -> Callable[[Any, dict[str, Any], Any], dict[str, Any]]:
    def shape(docs: list[dict[str, Any]], arguments: dict[str, Any], options: Any) -> dict[str, Any]:
        return {"items": [item_view(doc, keys, _options(options)) for doc in docs]}

    return shape


def document_shape(keys: tuple[str, ...]) -> Callable[[Any, dict[str, Any], Any], dict[str, Any]]:
    """One item in full (``get_*``): every stored field, under the same names as in the lists."""

    def shape(doc: dict[str, Any], arguments: dict[str, Any], options: Any) -> dict[str, Any]:
        return item_view(doc, keys, ItemOptions(detail=True))

    return shape


def as_is(result: Any, arguments: dict[str, Any], options: Any) -> dict[str, Any]:
    return dict(result)


def named(key: str) -> Callable[[Any, dict[str, Any], Any], dict[str, Any]]:
    """A bare value (a season, a list of hex codes) as ``{key: value}``: structured content is an object."""

    def shape(result: Any, arguments: dict[str, Any], options: Any) -> dict[str, Any]:
        return {key: result}

    return shape


# --- texts: structured content -> what a model reads ------------------------------------------


def _plain(value: Any) -> str:
    # Most values are text or lists of text: those first (a 60-item answer renders ~1,000 of them).
    if isinstance(value, str):
        return value
    if isinstance(value, list):
        if all(isinstance(v, str) for v in value):
            return ", ".join(value) or "none"
        if all(isinstance(v, dict) for v in value):
            return "; ".join(" ".join(_plain(x) for x in v.values()) for v in value)
        return ", ".join(_plain(v) for v in value)
    if value is None:
        return "unknown"
    if isinstance(value, bool):
        return "yes" if value else "no"
    if isinstance(value, float):
        return f"{value:g}"
    if isinstance(value, dict):
        return ", ".join(f"{k} {_plain(v)}" for k, v in value.items()) or "none"
    return str(value)


def fields_text(content: dict[str, Any]) -> str:
    return "\n".join(f"{key}: {_plain(value)}" for key, value in content.items())


_SHOWN = frozenset({"id", "name", "category", "subCategory", "brand", "colors", "price", "currency", "inStock",
                    "sizes", "url", "score", "reason", "isFavorite"})  # fmt: skip
# For programs and displays, not for a model's reading: the reason already says the score's parts and
# the season's fit. Left out of the text (they stay in the structured content), which also keeps a
# 60-item answer with many fields cheap to render.
_NOT_READ = frozenset({"breakdown", "seasonalPaletteScores", "colorHexes", "imageUrl"})


def item_line(item: dict[str, Any]) -> str:
    name = item.get("name") or " ".join(filter(None, [*(item.get("colors") or [])[:1], item.get("subCategory")]))
    parts = [str(name), *(str(item[k]) for k in ("brand", "subCategory") if item.get(k))]
    if item.get("colors"):
        parts.append(", ".join(item["colors"]))
    if item.get("price") is not None:
        parts.append(f"{item['price']:g} {item.get('currency') or ''}".strip())
    if item.get("inStock") is not None:
        parts.append("in stock" if item["inStock"] else "out of stock")
    if item.get("sizes"):
        parts.append("sizes " + ",".join(item["sizes"]))
    parts.append(f"id {item['id']}")
    if item.get("url"):
        parts.append(str(item["url"]))
    parts.extend(f"{k}: {_plain(v)}" for k, v in item.items() if k not in _SHOWN and k not in _NOT_READ)
    if item.get("score") is not None:
        parts.append(f"score {item['score']:.2f} ({item.get('reason') or ''})")
    return " | ".join(parts)


def items_text(what: str, empty: str) -> Callable[[dict[str, Any]], str]:
    def text(content: dict[str, Any]) -> str:
        items = content["items"]
        if not items:
            return empty
        ranked = items[0].get("score") is not None
        head = f"{len(items)} {what}{', best first' if ranked else ''}:"
        return "\n".join([head, *(f"{n}. {item_line(item)}" for n, item in enumerate(items, 1))])

    return text


def document_text(content: dict[str, Any]) -> str:
    return item_line({k: v for k, v in content.items() if k not in ("score", "reason")})


def web_text(content: dict[str, Any]) -> str:
    results = content["results"]
    if not results:
        return "The web search found nothing; try other words."
    lines: list[str] = []
    for n, result in enumerate(results, 1):
        lines.append(f"{n}. {result['title']} | {result['url']}")
        lines.append(f"   {result['content']}")
    return "\n".join(lines)


def value_text(label: str, unknown: str) -> Callable[[dict[str, Any]], str]:
    def text(content: dict[str, Any]) -> str:
        value = next(iter(content.values()))
        return unknown if value in (None, [], {}) else f"{label}: {_plain(value)}"

    return text


def _outfit_lines(outfit: dict[str, Any]) -> list[str]:
    total = f"{outfit['total']:g} {outfit['currency']} new" if outfit.get("total") else "nothing new to buy"
    lines = [f"{outfit['title']} ({outfit['formality']}; {total}): {outfit['why']}"]
    for piece in outfit["pieces"]:
        kind = "buy" if piece.get("new") else "own"
        shown = {k: v for k, v in piece.items() if k in _SHOWN and k not in ("reason", "score")}
        lines.append(f"  - {piece['slot']} ({kind}): {item_line(shown) if shown.get('id') else piece.get('note', '')} "
                     f"- {piece['reason']}")  # fmt: skip
    return lines


def outfits_text(content: dict[str, Any]) -> str:
    lines = [line for outfit in content["outfits"] for line in _outfit_lines(outfit)]
    if not lines:
        lines.append("No outfit could be put together.")
    return "\n".join([*lines, *(f"Note: {note}" for note in content.get("notes") or [])])


def capsule_text(content: dict[str, Any]) -> str:
    capsule = content["capsule"]
    lines = [capsule["why"], f"{capsule['piece_count']} pieces:"]
    lines += [f"  - {p['slot']} ({'buy' if p.get('new') else 'own'}): {item_line({k: v for k, v in p.items() if k in _SHOWN and k != 'reason'})}"
              for p in capsule["pieces"]]  # fmt: skip
    lines += [line for outfit in capsule["outfits"] for line in _outfit_lines(outfit)]
    return "\n".join([*lines, *(f"Note: {note}" for note in capsule.get("notes") or [])])


# --- the views of each kind of tool -------------------------------------------------------------


def item_list_view(output: type[BaseModel], keys: tuple[str, ...], what: str, empty: str, *, ranked: bool) -> View:
    return View(
        output=output,
        shape=hits_shape(keys) if ranked else docs_shape(keys),
        text=items_text(what, empty),
        options=ItemOptions,
        defaults={"limit": MCP_ITEMS},
    )

