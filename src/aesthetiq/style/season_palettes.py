"""The 12-season palettes: for each season, the colours that flatter it and the ones to avoid.

Drawn from the classic 12-season (tonal) system: each season is one dominant quality
(light, warm, bright/clear, cool, soft/muted, deep) plus a secondary one, and its palette holds
colours of that character. Hex values are typical swatch values for the named colour *in that
season* (a Warm Autumn teal is deeper and yellower than a Cool Winter one).
"""

from __future__ import annotations

# name -> (label, undertone, contrast, chroma, value, palette, avoid, description)
# fmt: off
SEASON_DATA: dict[str, tuple[str, str, str, str, str, list[tuple[str, str]], list[tuple[str, str]], str]] = {
    "LIGHT_SPRING": (
        "Light Spring", "warm", "low", "medium", "light",
        [("ivory", "#FFF8E7"), ("cream", "#FAF0D7"), ("light camel", "#D8B48A"), ("light warm grey", "#C8BFB2"),
         ("buttercup yellow", "#F9E07F"), ("peach", "#FFCBA4"), ("apricot", "#FBB98C"), ("light coral", "#F4A08A"),
         ("warm pink", "#F7A6A8"), ("light aqua", "#8FDCD3"), ("light turquoise", "#5FD0C9"),
         ("periwinkle", "#A9B4E8"), ("clear sky blue", "#89C4F4"), ("light navy", "#4A5E8C"),
         ("mint green", "#A8E4C2"), ("light apple green", "#B5DD83"), ("light warm violet", "#B9A3E3")],
        [("black", "#000000"), ("charcoal", "#36454F"), ("burgundy", "#800020"), ("dark brown", "#4B3621"),
         ("dusty mauve", "#A57C8C"), ("olive", "#708238")],
        "Light, warm and delicate: fresh, sunny pastels with a golden cast. Keep colours light and clear; "
        "heavy dark shades and black overpower you.",
    ),
    "WARM_SPRING": (
        "Warm Spring", "warm", "medium", "high", "medium",
        [("golden yellow", "#FFC72C"), ("warm coral", "#FF7F50"), ("tomato red", "#F2552C"), ("peach", "#FFB38A"),
         ("turquoise", "#40E0D0"), ("warm aqua", "#3CC8B4"), ("kelly green", "#4CBB17"), ("lime green", "#8DC63F"),
         ("golden brown", "#A0692B"), ("camel", "#C19A6B"), ("ivory", "#FFF8E7"), ("warm beige", "#E1C699"),
         ("warm navy", "#3D5A8A"), ("poppy", "#E8402A"), ("marigold", "#EAA221"), ("clear salmon", "#FF8C69"),
         ("golden tan", "#C99A5B")],
        [("black", "#000000"), ("icy pink", "#F6DDE6"), ("burgundy", "#800020"), ("cool grey", "#8C9196"),
         ("dusty rose", "#C08081"), ("plum", "#6E2C5B")],
        "Warm and clear: golden, sunny colours of medium depth. Yellow undertones everywhere; "
        "cool, icy or greyed colours drain you.",
    ),
    "BRIGHT_SPRING": (
        "Bright Spring", "warm", "high", "high", "medium",
        [("clear white", "#FAFAF5"), ("navy", "#1F2F5C"), ("dark chocolate", "#3B2418"), ("bright coral", "#FF6F61"),
         ("watermelon", "#FC6C85"), ("hot pink", "#FF4FA0"), ("true red", "#E8202A"), ("tangerine", "#FF8C00"),
         ("sunflower yellow", "#FFD300"), ("bright turquoise", "#00CED1"), ("kelly green", "#2FAE4A"),
         ("emerald", "#009B77"), ("cobalt", "#1F5FD6"), ("violet", "#7E4FC8"), ("bright periwinkle", "#7A8CFF"),
         ("lemon yellow", "#FFF44F")],
        [("dusty rose", "#C08081"), ("sage", "#9CAF88"), ("mauve", "#B784A7"), ("taupe", "#8C7B6B"),
         ("oatmeal", "#DDD0B8"), ("olive", "#708238")],
        "Clear, vivid and warm-leaning with high contrast: saturated brights against crisp neutrals. "
        "Muted, dusty colours make you look tired.",
    ),
    "LIGHT_SUMMER": (
        "Light Summer", "cool", "low", "low", "light",
        [("soft white", "#F5F5F0"), ("powder blue", "#B0E0E6"), ("sky blue", "#A7C7E7"), ("soft blue", "#8FAFD7"),
         ("periwinkle", "#B4BCE0"), ("lavender", "#C3B1E1"), ("lilac", "#D8B7DD"), ("powder pink", "#F3CFD6"),
         ("rose pink", "#F0A6B8"), ("soft raspberry", "#D26A8C"), ("light grey", "#C8CBD0"),
         ("dove grey", "#C9C9C7"), ("grey navy", "#5A6B8C"), ("blue grey", "#8DA0B3"), ("soft aqua", "#A3D9D6"),
         ("cool mint", "#B8E2D2"), ("soft mauve", "#C89FB5")],
        [("black", "#000000"), ("orange", "#F28C28"), ("mustard", "#E1AD01"), ("rust", "#B7410E"),
         ("chocolate", "#4E2E1F"), ("bright yellow", "#FCE34C")],
        "Light, cool and soft: airy pastels with a blue-pink cast. Keep contrast gentle; "
        "black, orange and earthy browns are too heavy and warm.",
    ),
    "COOL_SUMMER": (
        "Cool Summer", "cool", "medium", "medium", "medium",
        [("soft white", "#F2F2EE"), ("cool rose", "#D9829A"), ("raspberry", "#C2456F"), ("soft fuchsia", "#C45C9A"),
         ("summer plum", "#8E4585"), ("blue red", "#C23B5A"), ("powder blue", "#B0C4DE"), ("cornflower", "#6495ED"),
         ("periwinkle", "#8C9BD9"), ("denim blue", "#5B7DB1"), ("greyed navy", "#34495E"), ("grey blue", "#7393B3"),
         ("cool teal", "#3E8E8E"), ("cool jade", "#4C9A7F"), ("cool grey", "#8C9298"), ("lavender", "#B4A7D6"),
         ("charcoal blue", "#4A5560")],
        [("orange", "#F28C28"), ("mustard", "#E1AD01"), ("camel", "#C19A6B"), ("rust", "#B7410E"),
         ("olive", "#708238"), ("black", "#000000")],
        "Cool and medium-soft: blue-based pinks, berries, blues and greyed neutrals. "
        "Golden, orange and earthy colours clash with your pink undertone.",
    ),
    "SOFT_SUMMER": (
        "Soft Summer", "cool", "low", "low", "medium",
        [("oyster", "#DFDAD0"), ("dusty rose", "#C08081"), ("mauve", "#B784A7"), ("soft plum", "#8B5F7D"),
         ("rosewood", "#9E6B6B"), ("soft raspberry", "#B06A84"), ("soft teal", "#5F8A8B"), ("grey sage", "#A3B3A0"),
         ("seafoam grey", "#8FB3A9"), ("blue grey", "#7D8FA3"), ("slate blue", "#6C7FA0"), ("soft denim", "#5F7896"),
         ("pewter", "#8A8D8F"), ("greige", "#A69E94"), ("rose brown", "#8C6A68"), ("soft navy", "#3E4B63"),
         ("charcoal", "#4A5059"), ("lavender grey", "#A9A3B8")],
        [("black", "#000000"), ("pure white", "#FFFFFF"), ("orange", "#F28C28"), ("bright yellow", "#FCE34C"),
         ("hot pink", "#FF1493"), ("kelly green", "#4CBB17"), ("electric blue", "#1F51FF")],
        "Soft, cool-neutral and gentle: smoky, greyed colours that blend. "
        "Pure black, stark white and neon brights overwhelm you.",
    ),
    "SOFT_AUTUMN": (
        "Soft Autumn", "warm", "low", "low", "medium",
        [("cream", "#F2E8D5"), ("oatmeal", "#DDD0B8"), ("camel", "#C19A6B"), ("khaki", "#C3B091"),
         ("warm sage", "#A5A77C"), ("moss", "#8A9A5B"), ("soft olive", "#7A7A4A"), ("soft teal", "#5E8C86"),
         ("soft jade", "#6C9A8B"), ("soft coral", "#E39A7F"), ("soft terracotta", "#C2785C"),
         ("dusty peach", "#E5B394"), ("mushroom", "#BBAA91"), ("warm taupe", "#A38F7A"), ("soft gold", "#C9A553"),
         ("milk chocolate", "#6B4E3D"), ("rose brown", "#A0665C"), ("soft denim", "#6A829A")],
        [("black", "#000000"), ("pure white", "#FFFFFF"), ("fuchsia", "#D0007B"), ("icy blue", "#D6ECF3"),
         ("electric blue", "#1F51FF"), ("hot pink", "#FF1493"), ("royal blue", "#2E52B8")],
        "Soft and warm: muted, earthy colours with a golden undertone and low contrast. "
        "Icy, neon and jewel-bright colours look harsh on you.",
    ),
    "WARM_AUTUMN": (
        "Warm Autumn", "warm", "medium", "medium", "medium",
        [("camel", "#C19A6B"), ("rust", "#B7410E"), ("olive", "#708238"), ("mustard", "#C9A227"),
         ("terracotta", "#C8643B"), ("pumpkin", "#D2691E"), ("chocolate", "#4E2E1F"), ("teal", "#0F6E6E"),
         ("moss", "#8A9A5B"), ("bronze", "#CD7F32"), ("warm beige", "#D4B895"), ("tomato red", "#D2462E"),
         ("cream", "#F2E8D5"), ("burnt orange", "#CC5500"), ("khaki", "#C3B091"), ("forest green", "#3B5F3A"),
         ("goldenrod", "#DAA520"), ("coffee", "#6F4E37"), ("warm coral", "#E9896A"), ("brick", "#9C3A2E")],
        [("black", "#000000"), ("pure white", "#FFFFFF"), ("icy blue", "#D6ECF3"), ("fuchsia", "#D0007B"),
         ("icy pink", "#F6DDE6"), ("cool grey", "#8C9196"), ("royal blue", "#2E52B8")],
        "Warm and rich: the colours of autumn leaves, spices and earth, all with a golden undertone. "
        "Icy pastels, fuchsia and stark black and white fight your warmth.",
    ),
    "DEEP_AUTUMN": (
        "Deep Autumn", "warm", "high", "medium", "deep",
        [("espresso", "#3C2A21"), ("chocolate", "#4E2E1F"), ("black brown", "#2B1D14"), ("oxblood", "#5A1A1A"),
         ("warm burgundy", "#6D1A2A"), ("mahogany", "#6C2E1F"), ("rust", "#B7410E"), ("burnt orange", "#CC5500"),
         ("tomato red", "#C8372D"), ("petrol", "#005F6A"), ("deep teal", "#0B4F4F"), ("pine", "#1F4D2B"),
         ("deep olive", "#4B5320"), ("bronze", "#CD7F32"), ("dark mustard", "#B8860B"), ("dark camel", "#A67B4B"),
         ("aubergine", "#472C4C"), ("warm cream", "#F0E4CC"), ("terracotta", "#B5563A")],
        [("icy blue", "#D6ECF3"), ("baby pink", "#F4C2C2"), ("lavender", "#C3B1E1"), ("light grey", "#C8C8C8"),
         ("mint", "#A8E6CF"), ("powder blue", "#B0E0E6")],
        "Deep and warm: dark, rich, earthy colours with strong contrast. "
        "Light pastels and icy tones wash you out.",
    ),
    "DEEP_WINTER": (
        "Deep Winter", "cool", "high", "high", "deep",
        [("black", "#000000"), ("pure white", "#FFFFFF"), ("charcoal", "#36454F"), ("navy", "#1C2841"),
         ("true red", "#BF1932"), ("burgundy", "#800020"), ("cranberry", "#95172F"), ("emerald", "#009B77"),
         ("pine green", "#01796F"), ("deep teal", "#004D4D"), ("royal blue", "#2E52B8"), ("sapphire", "#0F52BA"),
         ("deep plum", "#5E2750"), ("aubergine", "#472C4C"), ("royal purple", "#5B2C83"), ("raspberry", "#B3245F"),
         ("icy blue", "#D6ECF3"), ("icy pink", "#F6DDE6")],
        [("camel", "#C19A6B"), ("beige", "#D8C3A5"), ("peach", "#F9C9A8"), ("light orange", "#FDBE85"),
         ("mustard", "#E1AD01"), ("sage", "#9CAF88"), ("dusty rose", "#C08081")],
        "Deep and cool: dark, saturated jewel tones and black with crisp white. "
        "Soft, warm and beige-y colours look muddy on you.",
    ),
    "COOL_WINTER": (
        "Cool Winter", "cool", "high", "high", "medium",
        [("pure white", "#FFFFFF"), ("black", "#000000"), ("icy blue", "#D6ECF3"), ("royal blue", "#2E52B8"),
         ("emerald", "#009B77"), ("fuchsia", "#D0007B"), ("true red", "#C8102E"), ("charcoal", "#36454F"),
         ("navy", "#1C2841"), ("icy pink", "#F6DDE6"), ("sapphire", "#0F52BA"), ("plum", "#6E2C5B"),
         ("magenta", "#CA1F7B"), ("cobalt", "#0047AB"), ("cool grey", "#8C9196"), ("icy lavender", "#E3DDF2"),
         ("pine green", "#01796F"), ("blue burgundy", "#7A1535")],
        [("orange", "#F28C28"), ("camel", "#C19A6B"), ("mustard", "#E1AD01"), ("rust", "#B7410E"),
         ("olive", "#708238"), ("warm beige", "#D4B895"), ("peach", "#F9C9A8"), ("terracotta", "#C8643B")],
        "Cool and vivid: blue-based, high-contrast colours, icy tints and black and white. "
        "Golden, orange and earthy colours make you look sallow.",
    ),
    "BRIGHT_WINTER": (
        "Bright Winter", "cool", "high", "high", "medium",
        [("black", "#000000"), ("pure white", "#FFFFFF"), ("hot pink", "#FF1493"), ("electric blue", "#1F51FF"),
         ("cobalt", "#0047AB"), ("emerald", "#009B77"), ("bright true red", "#E0002A"), ("icy lemon", "#FBF27A"),
         ("hot turquoise", "#00B5B8"), ("blue violet", "#8A2BE2"), ("fuchsia", "#D0007B"), ("navy", "#1C2841"),
         ("charcoal", "#36454F"), ("bright green", "#00A550"), ("icy violet", "#E0D7F0"), ("royal blue", "#1F3A93"),
         ("magenta", "#CA1F7B")],
        [("mauve", "#B784A7"), ("sage", "#9CAF88"), ("camel", "#C19A6B"), ("taupe", "#8C7B6B"),
         ("oatmeal", "#DDD0B8"), ("dusty rose", "#C08081"), ("olive", "#708238"), ("rust", "#B7410E")],
        "Bright and cool: the most vivid, high-contrast palette, with black, white and electric jewel tones. "
        "Dusty, muted and earthy colours dull you.",
    ),
}
# fmt: on
