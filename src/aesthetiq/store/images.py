"""Product pictures made by the project: a flat silhouette per subCategory in the item's colours.

``render_svg(item)`` returns a small standalone SVG (about 1 KB): the garment in its main colour,
details (collar, sole, buckle, lenses) in its second colour or a shade of the first, and a
stripe or check overlay for patterned items. No network images, no binary assets.
"""

from __future__ import annotations

from html import escape
from typing import Any

# 120 × 120 canvas. {m} main colour, {a} accent, {l} outline.
SHAPES: dict[str, str] = {
    "T-Shirt": '<path d="M40 22 50 17Q60 26 70 17L80 22 100 38 90 51 82 45V102H38V45L30 51 20 38Z" fill="{m}"/>'
    '<path d="M50 17Q60 26 70 17" fill="none" stroke="{a}" stroke-width="3"/>',
    "Shirt": '<path d="M40 20 52 15 60 24 68 15 80 20 96 34 104 94 94 96 84 48V106H36V48L26 96 16 94 24 34Z" fill="{m}"/>'
    '<path d="M52 15 60 30 68 15 64 12H56Z" fill="{a}"/><path d="M60 30V104" stroke="{l}" stroke-width="1.5"/>'
    '<g fill="{l}"><circle cx="63" cy="44" r="1.6"/><circle cx="63" cy="60" r="1.6"/><circle cx="63" cy="76" r="1.6"/></g>',
    "Blouse": '<path d="M42 22Q60 32 78 22L84 24Q104 30 98 56L88 58 84 44 88 104Q60 110 32 104L36 44 32 58 22 56Q16 30 36 24Z" fill="{m}"/>'
    '<path d="M50 24Q60 40 70 24" fill="none" stroke="{a}" stroke-width="4"/><path d="M58 34 52 48M62 34 68 48" stroke="{a}" stroke-width="3"/>',
    "Sweater": '<path d="M40 20Q60 30 80 20L98 30 108 96H94L84 50V104H36V50L26 96H12L22 30Z" fill="{m}"/>'
    '<path d="M36 98H84M12 92H26M94 92H108" stroke="{a}" stroke-width="5"/><path d="M48 22Q60 30 72 22" fill="none" stroke="{a}" stroke-width="4"/>',
    "Hoodie": '<path d="M42 26Q40 6 60 6 80 6 78 26L98 34 106 96H94L84 52V104H36V52L26 96H14L22 34Z" fill="{m}"/>'
    '<path d="M48 28Q48 14 60 14 72 14 72 28Q60 36 48 28Z" fill="{a}"/><path d="M44 74H76L72 92H48Z" fill="{a}" opacity=".55"/>'
    '<path d="M56 30V46M64 30V46" stroke="{l}" stroke-width="1.5"/>',
    "Jacket": '<path d="M40 18 60 26 80 18 98 30 106 92H94L86 50V96H34V50L26 92H14L22 30Z" fill="{m}"/>'
    '<path d="M40 18 52 34 60 26 68 34 80 18" fill="{a}"/><path d="M60 28V96" stroke="{l}" stroke-width="2"/>'
    '<path d="M34 90H86" stroke="{a}" stroke-width="5"/>',
    "Coat": '<path d="M40 14 60 22 80 14 96 26 104 100H92L86 50 90 114H30L34 50 28 100H16L24 26Z" fill="{m}"/>'
    '<path d="M40 14 50 44 60 22 70 44 80 14" fill="{a}"/><path d="M33 66H87" stroke="{a}" stroke-width="5"/>'
    '<g fill="{l}"><circle cx="54" cy="56" r="2"/><circle cx="66" cy="56" r="2"/><circle cx="54" cy="80" r="2"/><circle cx="66" cy="80" r="2"/></g>',
    "Blazer": '<path d="M40 16 60 22 80 16 96 28 104 96H92L86 50V104H34V50L28 96H16L24 28Z" fill="{m}"/>'
    '<path d="M40 16 56 60 60 22 64 60 80 16 74 40 64 62H56L46 40Z" fill="{a}"/>'
    '<g fill="{l}"><circle cx="60" cy="70" r="2"/><circle cx="60" cy="82" r="2"/></g>'
    '<path d="M40 84H52M68 84H80M68 40H78" stroke="{l}" stroke-width="2"/>',
    "Jeans": '<path d="M36 12H84L90 110H68L60 44 52 110H30Z" fill="{m}"/><path d="M36 12H84V20H36Z" fill="{a}"/>'
    '<path d="M40 22Q46 34 56 24M80 22Q74 34 64 24M60 20V40" fill="none" stroke="{a}" stroke-width="1.5"/>',
    "Trousers": '<path d="M38 12H82L92 112H68L60 42 52 112H28Z" fill="{m}"/><path d="M38 12H82V19H38Z" fill="{a}"/>'
    '<path d="M45 24 40 110M75 24 80 110" stroke="{l}" stroke-width="1" opacity=".6"/>',
    "Shorts": '<path d="M34 30H86L94 84H66L60 58 54 84H26Z" fill="{m}"/><path d="M34 30H86V38H34Z" fill="{a}"/>'
    '<path d="M27 78H53M67 78H93" stroke="{a}" stroke-width="3"/>',
    "Skirt": '<path d="M40 22H80L98 100Q60 108 22 100Z" fill="{m}"/><path d="M40 22H80V31H40Z" fill="{a}"/>'
    '<path d="M50 32 44 102M60 32V104M70 32 76 102" stroke="{l}" stroke-width="1" opacity=".4"/>',
    "Dress": '<path d="M46 10H50L52 24Q60 30 68 24L70 10H74L76 30 72 50 100 110Q60 118 20 110L48 50 44 30Z" fill="{m}"/>'
    '<path d="M46 50H74" stroke="{a}" stroke-width="4"/>',
    "Leggings": '<path d="M40 12H80L76 112H64L60 44 56 112H44Z" fill="{m}"/><path d="M40 12H80V22H40Z" fill="{a}"/>',
    "Sweatpants": '<path d="M36 12H84L88 104H66L60 44 54 104H32Z" fill="{m}"/><path d="M36 12H84V21H36ZM32 100H54V110H32ZM66 100H88V110H66Z" fill="{a}"/>'
    '<path d="M58 21 55 34M62 21 65 34" stroke="{l}" stroke-width="1.5"/>',
    "Sneakers": '<path d="M14 80Q16 56 30 52L52 48Q60 62 78 64L100 70Q108 74 108 84V88H14Z" fill="{m}"/>'
    '<path d="M12 86H110V96H12Z" fill="{a}"/><path d="M46 56 60 52M50 62 64 58M56 68 70 64" stroke="{l}" stroke-width="2"/>',
    "Boots": '<path d="M30 10H60L62 66Q80 70 98 76 106 80 106 92H26Z" fill="{m}"/>'
    '<path d="M24 92H108V102H24Z" fill="{a}"/><path d="M30 18H60" stroke="{a}" stroke-width="3"/><path d="M58 30V64" stroke="{l}" stroke-width="1.5" opacity=".5"/>',
    "Sandals": '<path d="M12 84Q14 76 24 76H96Q110 76 110 86V92H12Z" fill="{a}"/>'
    '<path d="M34 76Q44 52 60 76M62 76Q72 56 88 76" fill="none" stroke="{m}" stroke-width="7"/>',
    "Heels": '<path d="M12 90Q12 80 24 78 40 74 56 80 72 84 94 58L104 60 102 66 100 102H95L91 84Q62 86 42 94 24 98 12 94Z" fill="{m}"/>'
    '<path d="M12 93Q26 98 42 93 62 86 91 84" fill="none" stroke="{a}" stroke-width="3"/><path d="M101 68 98 102" stroke="{a}" stroke-width="3"/>',
    "Flats": '<path d="M12 84Q12 66 30 66Q50 74 70 70 92 66 104 74 110 80 108 90H14Z" fill="{m}"/>'
    '<path d="M12 88H108V94H12Z" fill="{a}"/><circle cx="34" cy="70" r="4" fill="{a}"/>',
    "Loafers": '<path d="M12 86Q12 62 32 58L60 56Q80 60 100 70 108 76 108 88H12Z" fill="{m}"/>'
    '<path d="M10 86H110V96H10Z" fill="{a}"/><path d="M30 66H58" stroke="{a}" stroke-width="6"/>',
    "Hat": '<path d="M38 70Q36 32 60 30 84 32 82 70Z" fill="{m}"/><ellipse cx="60" cy="74" rx="50" ry="12" fill="{m}"/>'
    '<path d="M38 62H82V70H38Z" fill="{a}"/>',
    "Bag": '<path d="M42 44Q42 16 60 16 78 16 78 44" fill="none" stroke="{a}" stroke-width="5"/>'
    '<path d="M24 40H96L104 106H16Z" fill="{m}"/><path d="M24 40H96V52H24Z" fill="{a}" opacity=".7"/><circle cx="60" cy="56" r="3" fill="{l}"/>',
    "Belt": '<path d="M6 52H114V68H6Z" fill="{m}"/><rect x="22" y="46" width="24" height="28" rx="3" fill="none" stroke="{a}" stroke-width="4"/>'
    '<path d="M34 60H56" stroke="{a}" stroke-width="3"/><g fill="{l}"><circle cx="74" cy="60" r="2"/><circle cx="86" cy="60" r="2"/><circle cx="98" cy="60" r="2"/></g>',
    "Jewelry": '<path d="M24 14Q24 70 60 76 96 70 96 14" fill="none" stroke="{m}" stroke-width="3"/>'
    '<path d="M60 76 50 92 60 108 70 92Z" fill="{a}"/><circle cx="60" cy="76" r="4" fill="{m}"/>',
    "Scarf": '<path d="M34 14H86V40Q86 56 70 60V106H50V60Q34 56 34 40Z" fill="{m}"/>'
    '<path d="M50 96H70M52 106V114M57 106V114M62 106V114M67 106V114" stroke="{a}" stroke-width="2.5"/>'
    '<path d="M34 30H86" stroke="{a}" stroke-width="3"/>',
    "Sunglasses": '<rect x="12" y="46" width="42" height="30" rx="12" fill="{a}" stroke="{m}" stroke-width="5"/>'
    '<rect x="66" y="46" width="42" height="30" rx="12" fill="{a}" stroke="{m}" stroke-width="5"/>'
    '<path d="M54 56Q60 50 66 56M12 52 4 48M108 52 116 48" fill="none" stroke="{m}" stroke-width="4"/>',
    "Watch": '<path d="M46 8H74V112H46Z" fill="{a}"/><circle cx="60" cy="60" r="26" fill="{m}"/>'
    '<circle cx="60" cy="60" r="20" fill="#FFFFFF" opacity=".9"/><path d="M60 60V46M60 60 70 64" stroke="{l}" stroke-width="2.5" stroke-linecap="round"/>',
}

_FALLBACK = '<rect x="24" y="24" width="72" height="72" rx="12" fill="{m}"/>'


def _shade(hex_code: str, factor: float) -> str:
    """Darker (factor < 1) or lighter (> 1) version of a colour, for outlines and accents."""
    h = hex_code.lstrip("#")
    rgb = [int(h[i : i + 2], 16) for i in (0, 2, 4)]
    if factor < 1:
        rgb = [round(c * factor) for c in rgb]
    else:
        rgb = [round(c + (255 - c) * (factor - 1)) for c in rgb]
    return "#" + "".join(f"{min(255, max(0, c)):02X}" for c in rgb)


def _luminance(hex_code: str) -> float:
    h = hex_code.lstrip("#")
    r, g, b = (int(h[i : i + 2], 16) / 255 for i in (0, 2, 4))
    return 0.2126 * r + 0.7152 * g + 0.0722 * b


def _valid_hex(value: Any) -> str | None:
    if isinstance(value, str):
        h = value.strip().lstrip("#")
        if len(h) == 6 and all(c in "0123456789abcdefABCDEF" for c in h):
            return "#" + h.upper()
    return None


def _pattern(kind: str | None, ink: str, pid: str) -> str:
    if kind in ("striped", "pinstripe"):
        width = 1 if kind == "pinstripe" else 3
        return (
            f'<pattern id="{pid}" width="8" height="8" patternUnits="userSpaceOnUse">'
            f'<path d="M0 0V8" stroke="{ink}" stroke-width="{width}" opacity=".45"/></pattern>'
        )
    if kind in ("checked", "plaid", "herringbone"):
        return (
            f'<pattern id="{pid}" width="10" height="10" patternUnits="userSpaceOnUse">'
            f'<path d="M0 0H10M0 0V10" stroke="{ink}" stroke-width="2" opacity=".4"/></pattern>'
        )
    if kind in ("polka dot", "floral"):
        return (
            f'<pattern id="{pid}" width="12" height="12" patternUnits="userSpaceOnUse">'
            f'<circle cx="6" cy="6" r="{2 if kind == "polka dot" else 3}" fill="{ink}" opacity=".5"/></pattern>'
        )
    return ""


def render_svg(item: dict[str, Any]) -> str:
    """The item's picture as an SVG document (``image/svg+xml``)."""
    hexes = [h for h in (_valid_hex(v) for v in [*(item.get("colorHexes") or []), item.get("colorHex")]) if h]
    main = hexes[0] if hexes else "#9A9A9A"
    outline = _shade(main, 0.55) if _luminance(main) > 0.25 else _shade(main, 1.6)
    accent = hexes[1] if len(hexes) > 1 else outline
    shape = SHAPES.get(str(item.get("subCategory")), _FALLBACK).format(m=main, a=accent, l=outline)
    # Ids are per item: inline SVGs on one page share one id namespace.
    pid = "p-" + "".join(c for c in str(item.get("_id") or "item") if c.isalnum() or c in "-_")
    pattern = _pattern(item.get("pattern"), accent if len(hexes) > 1 else outline, pid)
    overlay = ""
    if pattern:
        # The same silhouette again, filled with the pattern, so stripes stay inside the garment.
        overlay = SHAPES.get(str(item.get("subCategory")), _FALLBACK).format(
            m=f"url(#{pid})", a="none", l="none"
        )
    title = escape(str(item.get("name") or item.get("subCategory") or "item"))
    background = "#F6F3EE" if _luminance(main) < 0.85 else "#E4E0DA"
    return (
        f'<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 120 120" width="240" height="240" role="img">'
        f"<title>{title}</title><defs>{pattern}</defs>"
        f'<rect width="120" height="120" rx="10" fill="{background}"/>'
        f'<g stroke="{outline}" stroke-width="1.2" stroke-linejoin="round">{shape}</g>{overlay}</svg>'
    )
