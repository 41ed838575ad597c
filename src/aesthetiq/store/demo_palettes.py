"""Colour palettes of the demo shop: per garment type, the colour names it is sold in and how often.

A shop sells far more navy suits than periwinkle ones; the palettes say so, by name (every name is one of
``aesthetiq.style.colour.COLOUR_NAMES``). Women's ranges add softer and brighter shades; patterned items
take their second colour (the stripe, the check, the flowers) from an ink palette.
"""

from __future__ import annotations

from functools import lru_cache


def weights(spec: str) -> tuple[tuple[str, int], ...]:
    """'navy:10 light blue:3' → (('navy', 10), ('light blue', 3)); a name without a weight counts 1."""
    out: list[tuple[str, int]] = []
    for part in spec.replace(" :", ":").split(","):
        for token in _tokens(part):
            name, _, weight = token.rpartition(":") if ":" in token else (token, "", "1")
            out.append((name.strip(), int(weight)))
    return tuple(out)


def _tokens(text: str) -> list[str]:
    # "light blue:3 navy:2" — names may hold spaces, so a token ends at its ":weight".
    tokens, current = [], []
    for word in text.split():
        current.append(word)
        if ":" in word:
            tokens.append(" ".join(current))
            current = []
    if current:
        tokens.append(" ".join(current))
    return tokens


# Colour palettes (names from aesthetiq.style.colour, with how often each is drawn).
PALETTES: dict[str, str] = {
    "tee": "white:10 black:9 heather grey:4 grey:2 navy:6 off-white:3 sand:2 olive:2 light blue:2 burgundy:1 "
           "red:1 forest green:1 mustard:1 rust:1 sage:1",
    "polo": "navy:8 white:8 black:5 light blue:3 forest green:2 burgundy:2 grey:2 sand:1 light pink:1 yellow:1",
    "crisp": "white:12 light blue:10 blue:3 light pink:2 navy:2 black:2 grey:1 cream:1",
    "linen": "white:8 light blue:5 beige:4 sand:3 sage:2 navy:2 olive:2 stone:2 off-white:2 terracotta:1",
    "flannel": "red:4 navy:3 forest green:3 grey:3 brown:2 black:2 mustard:1 burgundy:1",
    "denim": "blue:6 light blue:4 indigo:3 dark blue:2 black:1",
    "overshirt": "olive:5 navy:4 khaki:3 brown:3 black:3 grey:2 rust:2 stone:2 charcoal:2",
    "camp": "cream:3 black:3 navy:2 sage:2 terracotta:2 white:2 light blue:2 mustard:1 rust:1",
    "blouse": "white:8 cream:6 ivory:3 black:5 blush:4 light pink:2 pink:2 light blue:3 navy:2 red:2 sage:2 "
              "lavender:2 champagne:2 emerald:1 burgundy:1 butter yellow:1",
    "knit": "navy:6 grey:5 charcoal:4 black:5 camel:4 oatmeal:3 cream:4 ecru:2 beige:2 burgundy:3 forest green:3 "
            "olive:2 rust:2 mustard:1 light blue:2 brown:2 chocolate:1",
    "hoodie": "black:10 heather grey:6 grey:3 navy:5 white:3 olive:3 burgundy:2 beige:2 forest green:2 sand:2 "
              "cobalt:1 red:2 pink:1 purple:1 orange:1 lilac:1",
    "bomber": "black:8 olive:6 navy:4 khaki:2 burgundy:2 sand:1 army green:1",
    "leather": "black:10 brown:4 chocolate:2 cognac:2 tan:2 burgundy:1",
    "suede": "tan:4 camel:3 chocolate:3 brown:3 sand:2 olive:1 cognac:2 taupe:1",
    "puffer": "black:10 navy:5 olive:3 beige:2 cream:1 red:1 khaki:1 charcoal:2 forest green:1",
    "rain": "navy:5 black:5 yellow:3 olive:3 khaki:2 red:1 forest green:2 stone:1 light blue:1",
    "field": "olive:6 khaki:4 navy:3 sand:3 brown:2 black:2 stone:2 army green:2",
    "quilted": "navy:5 olive:4 black:4 khaki:2 forest green:2 brown:2 beige:1",
    "wool coat": "camel:8 black:8 navy:6 charcoal:5 grey:4 beige:2 oatmeal:2 brown:2 chocolate:1 cream:1 "
                 "burgundy:1 forest green:1",
    "trench": "beige:8 stone:4 khaki:4 camel:3 black:4 navy:3 sand:2 olive:1",
    "parka": "olive:6 black:6 navy:4 khaki:2 charcoal:2 beige:1 army green:2",
    "peacoat": "navy:10 black:5 charcoal:3 camel:2 grey:2",
    "duffle": "camel:5 navy:5 black:3 grey:2 forest green:1 oatmeal:2 burgundy:1",
    "suiting": "navy:10 charcoal:9 black:6 grey:6 dark grey:3 midnight blue:2 light grey:2",
    "summer suiting": "beige:5 sand:4 stone:3 light grey:3 navy:4 light blue:2 off-white:2 olive:1",
    "tweed": "brown:4 grey:4 charcoal:3 olive:3 camel:2 navy:2 rust:1",
    "velvet": "black:5 navy:3 midnight blue:3 burgundy:4 emerald:3 forest green:2 plum:2 chocolate:1",
    "tuxedo": "black:10 midnight blue:4",
    "blazer": "navy:10 black:9 charcoal:4 grey:4 camel:4 beige:3 brown:2 olive:2 cream:2 light grey:1 burgundy:1",
    "jeans": "blue:10 light blue:4 indigo:4 dark blue:3 black:6 grey:2 ecru:1",
    "chinos": "beige:7 stone:4 khaki:4 navy:6 olive:4 sand:3 black:3 white:1 brown:2 charcoal:1",
    "tailored": "black:8 navy:6 charcoal:5 grey:4 beige:3 camel:2 brown:2 cream:2 olive:1",
    "cargo": "olive:6 khaki:4 black:5 beige:3 stone:2 army green:2 navy:1",
    "wide": "black:5 cream:3 beige:3 navy:3 camel:2 olive:2 white:2 ecru:1 chocolate:1 grey:2",
    "shorts": "beige:4 navy:5 khaki:3 white:3 olive:3 stone:2 black:3 light blue:2 sage:1 sand:2",
    "denim shorts": "light blue:5 blue:5 black:2 white:2",
    "running": "black:8 navy:4 grey:3 white:2 cobalt:1 red:1 bright blue:1 pink:1 orange:1",
    "skirt": "black:8 navy:4 camel:3 beige:3 cream:3 burgundy:2 forest green:2 olive:2 grey:2 red:1 pink:1 sage:2 "
             "emerald:1 brown:2 chocolate:1 lilac:1 rust:2 terracotta:1 mustard:1",
    "dress": "black:10 navy:5 red:4 burgundy:3 emerald:2 forest green:1 pink:3 blush:3 light pink:1 lavender:2 "
             "lilac:1 sage:2 white:3 cream:2 ivory:1 yellow:1 butter yellow:1 light blue:2 cobalt:1 blue:1 rust:1 "
             "terracotta:1 mustard:1 coral:1 champagne:1 chocolate:1 olive:1 purple:1 plum:1 grey:2 charcoal:1",
    "gown": "black:8 navy:3 midnight blue:2 emerald:3 burgundy:3 red:3 champagne:2 silver:1 gold:1 plum:1 blush:1 "
            "royal blue:1",
    "leggings": "black:12 charcoal:3 navy:3 grey:2 burgundy:1 olive:1 sage:1 dusty rose:1 cobalt:1",
    "sweats": "heather grey:6 grey:3 black:8 navy:4 charcoal:2 olive:2 beige:2 sand:1 white:1",
    "sneakers": "white:14 black:8 off-white:3 grey:3 navy:3 beige:2 red:2 green:3 cobalt:1 pink:1 sand:1 "
                "forest green:2 olive:1 light blue:1",
    "boots": "black:9 brown:6 dark brown:3 chocolate:2 tan:3 cognac:3 taupe:1 grey:1 burgundy:1",
    "hiking": "brown:4 tan:3 grey:3 black:3 olive:2 khaki:1 navy:1",
    "combat": "black:10 brown:3 burgundy:2 dark brown:1",
    "desert": "tan:4 sand:3 brown:4 chocolate:2 navy:1 taupe:1 black:2",
    "rain boots": "black:4 olive:4 navy:3 forest green:2 yellow:1 red:1",
    "sandals": "brown:5 tan:5 black:6 cognac:3 white:2 beige:2 nude:1 gold:1 silver:1 sand:1 chocolate:1 red:2 "
               "blush:1 coral:1 navy:1",
    "sport sandals": "black:6 olive:3 navy:2 grey:2 khaki:1",
    "heels": "black:10 nude:4 beige:2 red:4 burgundy:2 pink:2 blush:1 silver:1 gold:1 navy:2 white:1 emerald:1 cream:1",
    "flats": "black:8 beige:3 nude:2 tan:3 cream:2 red:2 navy:2 white:1 blush:2 silver:1 gold:1 burgundy:1 brown:2",
    "espadrilles": "navy:4 beige:4 black:3 white:2 sand:2 red:1",
    "moccasins": "tan:4 brown:4 navy:2 chocolate:2 sand:1 cognac:2",
    "dress shoes": "black:10 brown:8 dark brown:4 chocolate:2 cognac:3 tan:3 burgundy:2 oxblood:2",
    "suede shoes": "tan:3 brown:3 navy:2 sand:2 taupe:2 chocolate:2 grey:1",
    "boat shoes": "brown:4 tan:3 navy:3 chocolate:1 white:1",
    "hat": "black:8 navy:5 grey:4 beige:3 camel:3 olive:2 brown:2 cream:2 burgundy:2 charcoal:2 red:1 white:2 "
           "forest green:1 sand:2",
    "fedora": "camel:4 black:4 grey:2 navy:1 brown:3 chocolate:1",
    "straw": "sand:4 beige:4 cream:3 ivory:1 black:1 tan:2",
    "beret": "black:5 camel:3 burgundy:3 navy:2 cream:2 red:1 forest green:1",
    "bag": "black:10 brown:5 tan:4 cognac:3 beige:3 camel:3 cream:2 navy:2 burgundy:2 olive:1 chocolate:2 taupe:1 "
           "red:1 white:1 forest green:1",
    "clutch": "black:5 gold:2 silver:2 nude:2 red:2 champagne:1 emerald:1 burgundy:1 navy:1",
    "backpack": "black:10 navy:4 grey:3 olive:3 khaki:1 tan:1 brown:2 forest green:1 burgundy:1",
    "briefcase": "black:8 brown:5 tan:3 cognac:2 navy:1 dark brown:2",
    "belt": "black:10 brown:8 dark brown:3 tan:4 cognac:3 chocolate:1",
    "woven belt": "tan:3 navy:2 beige:2 brown:2 black:2",
    "metal": "gold:5 silver:4",
    "jewelry": "gold:10 silver:8 rose gold:3",
    "gold metal": "gold:8 rose gold:2",
    "silver metal": "silver:1",
    "steel": "silver:8 black:3 gunmetal:2",
    "gold steel": "gold:5 rose gold:2",
    "pearl": "ivory:2 white:2 cream:1",
    "scarf": "camel:5 grey:4 charcoal:3 navy:4 black:3 burgundy:3 cream:3 oatmeal:2 beige:2 forest green:2 red:2 "
             "mustard:1 rust:1 brown:1 light grey:1 dusty blue:1",
    "silk scarf": "navy:3 ivory:2 red:2 emerald:2 cobalt:1 gold:1 pink:1 blush:1 burgundy:2 black:2 cream:2 terracotta:1",
    "sunglasses": "black:10 brown:4 chocolate:2 tan:1 forest green:1",
    "aviators": "gold:5 silver:4 black:3 gunmetal:2",
    "watch": "silver:10 black:4 gunmetal:2",
    "smartwatch": "black:6 silver:3 rose gold:1 gold:1",
}  # fmt: skip
# What women's ranges add to a palette (brighter, softer shades), by palette name.
WOMENS_EXTRA: dict[str, str] = {
    "tee": "pink:2 blush:2 lilac:1 lavender:1 coral:1 butter yellow:1 light pink:1",
    "crisp": "blush:1 ecru:1", "knit": "pink:2 lavender:1 blush:1 sage:1 light pink:1 lilac:1",
    "wool coat": "cream:3 ivory:1 ecru:1 light grey:1 pink:1", "suiting": "cream:1 ivory:1 camel:1 beige:1",
    "blazer": "white:2 ivory:1 pink:1 blush:1 red:1 light blue:1 emerald:1", "tailored": "ivory:1 white:1 burgundy:1",
    "boots": "beige:1 cream:1 camel:1", "dress shoes": "beige:1 cream:1 white:1 red:1", "hoodie": "pink:2 lilac:1",
    "jeans": "white:1", "chinos": "white:1",
}  # fmt: skip
# Second colours of patterned items (the stripe, the check, the flowers), and trims of plain ones.
INKS: dict[str, str] = {
    "striped": "white:5 navy:4 black:3 red:1 cream:2 light blue:2",
    "pinstripe": "white:3 light grey:3 grey:1",
    "checked": "black:3 navy:3 white:2 red:1 camel:1 forest green:1 grey:2 brown:1 cream:1",
    "herringbone": "charcoal:2 grey:2 brown:1 black:2 cream:1 light grey:1",
    "floral": "pink:2 white:3 cream:2 red:1 yellow:1 blush:2 sage:1 lilac:1 navy:1 light blue:1",
    "polka dot": "white:5 black:3 cream:2 navy:1 red:1",
    "paisley": "red:2 navy:2 cream:2 mustard:1 burgundy:1 teal:1 gold:1",
    "graphic": "white:4 black:4 red:1 cream:1 orange:1 cobalt:1",
    "tortoiseshell": "tan:3 cognac:2 caramel:2 chocolate:2",
    "sole": "white:6 off-white:3 black:3",
    "strap": "black:4 brown:4 tan:2 silver:1",
}  # fmt: skip


@lru_cache(maxsize=256)
def palette(name: str, womens: bool = False) -> tuple[tuple[str, int], ...]:
    spec = PALETTES.get(name) or INKS[name]
    if womens and name in WOMENS_EXTRA:
        spec = f"{spec} {WOMENS_EXTRA[name]}"
    return tuple((n, w) for n, w in weights(spec) if w > 0)


