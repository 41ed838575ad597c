"""Product pictures made by the project: the garment's own silhouette in its colours and pattern.

``render_svg(item)`` returns a small standalone SVG (1–3 KB): the silhouette of the item's type
(``image_shapes``: a shirt has a collar and buttons, a coat is long, a maxi dress reaches the floor, a
knee-high boot is tall) in its main colour; its pattern drawn over the cloth in its second colour (a stripe
is a stripe, a check a check, flowers are flowers, dots are dots, herringbone a zig-zag); details (collar,
sole, laces, lenses) on top in the second colour or a shade of the first. No network images, no binary assets.
"""

from __future__ import annotations

from html import escape
from typing import Any

from aesthetiq.store.image_shapes import SHAPES, shape_of

_FALLBACK = ('<rect x="24" y="24" width="72" height="72" rx="12" fill="{f}"/>', "")
# Garments whose stripes run across the body (a Breton tee, a striped jumper), not down it.
ACROSS = frozenset({"T-Shirt", "Sweater", "Hoodie", "Dress", "Skirt", "Scarf", "Flats", "Blouse"})
TOPS = frozenset({"T-Shirt", "Hoodie", "Sweater"})

__all__ = ["SHAPES", "render_svg"]


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


def _tile(pid: str, size: int, body: str) -> str:
    return f'<pattern id="{pid}" width="{size}" height="{size}" patternUnits="userSpaceOnUse">{body}</pattern>'


def pattern_def(kind: str | None, ink: str, pid: str, across: bool = False) -> str:
    """The SVG ``<pattern>`` of a print or weave, drawn in ``ink``; empty for a plain item."""
    if kind == "striped":
        line = "M0 4H8" if across else "M4 0V8"
        return _tile(pid, 8, f'<path d="{line}" stroke="{ink}" stroke-width="3"/>')
    if kind == "pinstripe":
        return _tile(pid, 6, f'<path d="M3 0V6" stroke="{ink}" stroke-width=".8" opacity=".8"/>')
    if kind in ("checked", "plaid"):
        return _tile(pid, 14, f'<g fill="{ink}" opacity=".35"><rect width="14" height="5"/><rect width="5" height="14"/></g>'
                     f'<path d="M0 10.5H14M10.5 0V14" stroke="{ink}" stroke-width=".8" opacity=".7"/>')  # fmt: skip
    if kind == "herringbone":
        return _tile(pid, 8, f'<path d="M0 0 4 4 0 8M4 0 8 4 4 8" fill="none" stroke="{ink}" stroke-width="1.2" opacity=".6"/>')
    if kind == "floral":
        petals = "".join(f'<circle cx="{x}" cy="{y}" r="2.6"/>' for x, y in ((9, 5.6), (12.4, 9), (9, 12.4), (5.6, 9)))
        return _tile(pid, 18, f'<g fill="{ink}">{petals}</g><circle cx="9" cy="9" r="1.7" fill="#F2C94C"/>'
                     f'<path d="M14 15Q17 13 17 17Q15 18 14 15Z" fill="#6B8F5A"/>')  # fmt: skip
    if kind == "polka dot":
        return _tile(pid, 12, f'<g fill="{ink}"><circle cx="3" cy="3" r="2.2"/><circle cx="9" cy="9" r="2.2"/></g>')
    if kind == "paisley":
        return _tile(pid, 16, f'<path d="M7 2C12 2 13 9 7 12C3 13 2 9 5 8C7 8 8 6 7 2Z" fill="{ink}" opacity=".75"/>'
                     f'<circle cx="13" cy="13" r="1.2" fill="{ink}"/>')  # fmt: skip
    if kind in ("tortoiseshell", "animal print"):
        return _tile(pid, 20, f'<g fill="{ink}" opacity=".75"><ellipse cx="5" cy="5" rx="4" ry="2.5"/>'
                     f'<ellipse cx="14" cy="9" rx="3" ry="4"/><ellipse cx="7" cy="15" rx="3.5" ry="2"/></g>')  # fmt: skip
    return ""


def _print(ink: str) -> str:
    """A graphic tee's chest print: a sun over a wave, in the second colour."""
    return (f'<circle cx="60" cy="58" r="9" fill="{ink}"/><path d="M44 74Q52 66 60 74T76 74" fill="none" '
            f'stroke="{ink}" stroke-width="3"/>')  # fmt: skip


def render_svg(item: dict[str, Any]) -> str:
    """The item's picture as an SVG document (``image/svg+xml``)."""
    hexes = [h for h in (_valid_hex(v) for v in [*(item.get("colorHexes") or []), item.get("colorHex")]) if h]
    main = hexes[0] if hexes else "#9A9A9A"
    outline = _shade(main, 0.55) if _luminance(main) > 0.25 else _shade(main, 1.6)
    second = hexes[1] if len(hexes) > 1 else None
    accent = second or outline
    sub = str(item.get("subCategory"))
    body, details = shape_of(sub, item.get("type")) or _FALLBACK
    # Ids are per item: inline SVGs on one page share one id namespace.
    pid = "p-" + "".join(c for c in str(item.get("_id") or "item") if c.isalnum() or c in "-_")
    kind = item.get("pattern")
    ink = second or outline
    pattern = pattern_def(kind, ink, pid, across=sub in ACROSS)
    overlay = body.format(f=f"url(#{pid})") if pattern and body else ""
    if kind == "graphic" and sub in TOPS:
        overlay = _print(ink)
    title = escape(str(item.get("name") or item.get("subCategory") or "item"))
    background = "#F6F3EE" if _luminance(main) < 0.85 else "#E4E0DA"
    return (
        f'<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 120 120" width="240" height="240" role="img">'
        f"<title>{title}</title><defs>{pattern}</defs>"
        f'<rect width="120" height="120" rx="10" fill="{background}"/>'
        f'<g stroke="{outline}" stroke-width="1.2" stroke-linejoin="round">{body.format(f=main)}</g>{overlay}'
        f"{details.format(a=accent, l=outline, m=main)}</svg>"
    )
