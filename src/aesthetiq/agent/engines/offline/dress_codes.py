"""What an occasion, the weather or a style asks of the clothes (knowledge/phrasebook.json "occasion_dress_codes").

A funeral wants dark, sober, formal pieces; a beach holiday never wants wool or boots; streetwear never satin heels. The codes
are data, not per-sentence rules: the understanding turns them into exclusions and search words,
and the reason writer never calls an item right for an occasion whose code it breaks.
"""

from __future__ import annotations

from typing import Any

from aesthetiq.agent.engines.offline.vocab import phrasebook
from aesthetiq.style import lexicon

# Garments that are casual whatever they are made of: named for a smart occasion, they are the user's call
# ("white sneakers for the office"), so the occasion's formality floor does not rule them out.
CASUAL_BY_NATURE = ("Sneakers", "T-Shirt", "Hoodie", "Sweatpants", "Leggings", "Shorts", "Sandals", "Jeans")


def exclude(filters: dict[str, Any], key: str, values: Any) -> None:
    """Add values to an exclusion list (excludeColors, excludeSubCategories ...), keeping order, once each."""
    filters[key] = list(dict.fromkeys([*filters.get(key, []), *values]))


def dress_code(occasion: str | None) -> dict[str, Any]:
    """What the occasion (or weather) asks of the clothes (knowledge/phrasebook.json "occasion_dress_codes")."""
    return dict(phrasebook().get("occasion_dress_codes", {}).get(occasion or "", {}))


def style_code(style: str | None) -> dict[str, Any]:
    """What a style asks of the clothes (knowledge/phrasebook.json "style_dress_codes")."""
    return dict(phrasebook().get("style_dress_codes", {}).get(style or "", {}))


def dress_codes(filters: dict[str, Any]) -> list[dict[str, Any]]:
    """The codes of the request's occasion, weather ("a ski trip" wants no sandals) and style
    ("streetwear" wants no satin heels)."""
    codes = (dress_code(filters.get("occasion")), dress_code(filters.get("season")), style_code(filters.get("style")))
    return [code for code in codes if code]


def apply_dress_code(filters: dict[str, Any], own_event: bool = False) -> None:
    """A sombre or beach occasion, or the weather, rules pieces out: the dress-code colours when the
    user named none (a funeral: black, navy, charcoal ...), and the garment types and materials it
    never suits, as exclusions the search applies. What the user named always wins over the code.
    A guest leaves the host's colour alone (no white at someone else's wedding); ``own_event`` is
    the bride or groom."""
    for code in dress_codes(filters):
        _apply(filters, code)
        guest = [c for c in code.get("guest_avoid_colors", []) if not own_event and not filters.get("colors")]
        if guest:
            exclude(filters, "excludeColors", guest)


def without_dress_code(filters: dict[str, Any], changed: list[str]) -> dict[str, Any]:
    """The filters without what the codes of the ``changed`` keys (occasion, season, style) added, so a
    follow-up that changes the occasion drops the old code but keeps what the user said ("not black")."""
    out = dict(filters)
    for code in dress_codes({key: filters.get(key) for key in changed}):
        if code.get("colors") and out.get("colors") == code["colors"]:
            out.pop("colors")
        if code.get("min_formality"):
            out.pop("minFormality", None)
        added = {"excludeColors": [*code.get("avoid_colors", []), *code.get("guest_avoid_colors", [])],
                 "excludeMaterials": code.get("avoid_materials", []), "excludeWords": code.get("avoid_words", []),
                 "excludeSubCategories": code.get("avoid_types", [])}  # fmt: skip
        for key, values in added.items():
            kept = [v for v in out.get(key) or [] if v not in values]
            if kept:
                out[key] = kept
            else:
                out.pop(key, None)
    return out


def _apply(filters: dict[str, Any], code: dict[str, Any]) -> None:
    if code.get("colors") and not filters.get("colors"):
        filters["colors"] = list(code["colors"])
        avoid = [c for c in code.get("avoid_colors", []) if c not in filters["colors"]]
        if avoid and not filters.get("excludeColors"):
            filters["excludeColors"] = avoid
    materials = [m for m in code.get("avoid_materials", []) if m != filters.get("material")]
    if materials:
        exclude(filters, "excludeMaterials", materials)
    floor = code.get("min_formality")
    # "a casual date" has no floor; nor has a garment the code itself avoids ("sneakers for the office": the
    # user's call). A dress for a wedding has the wedding's floor: no beach shirt-dresses.
    insisted = filters.get("subCategory") in (*code.get("avoid_types", []), *CASUAL_BY_NATURE)
    if floor and not insisted and filters.get("style") != "casual":
        # "A formal dinner party": the style the user named raises the occasion's floor.
        named = filters.get("style") if filters.get("style") in lexicon.FORMALITY_RANK else floor
        levels = [floor, named, filters.get("minFormality", floor)]
        filters["minFormality"] = max(levels, key=lambda level: lexicon.FORMALITY_RANK.get(level, 0))
    words = code.get("avoid_words", [])
    if words:  # "slip", "mini", "sleeveless" for a modest look: words in an item's name
        exclude(filters, "excludeWords", words)
    types = [t for t in code.get("avoid_types", []) if t != filters.get("subCategory")]
    if types and not filters.get("subCategory"):
        exclude(filters, "excludeSubCategories", types)
