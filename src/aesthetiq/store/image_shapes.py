"""Flat garment silhouettes on a 120 × 120 canvas, one per subCategory and one per type where the type
changes the shape (a cardigan opens, a maxi dress reaches the floor, a knee-high boot is tall).

Each shape is ``(body, details)``: the body is the cloth (``{f}`` is its fill: the main colour, then the
pattern over it), the details are drawn on top (``{a}`` accent, ``{l}`` outline, ``{m}`` main colour):
collars, buttons, laces, soles, lenses.
"""

from __future__ import annotations

from aesthetiq.store.image_shapes_shoes import SHOES_AND_ACCESSORIES
from aesthetiq.store.image_shapes_shoes import path as _p

# Reused outlines.
TEE = _p("M40 22 50 17Q60 26 70 17L80 22 100 38 90 51 82 45V102H38V45L30 51 20 38Z")
LONG_TOP = _p("M40 20Q60 30 80 20L98 30 108 96H94L84 50V104H36V50L26 96H12L22 30Z")
SHIRT = _p("M40 20 52 15 60 24 68 15 80 20 96 34 104 94 94 96 84 48V106H36V48L26 96 16 94 24 34Z")
SHIRT_COLLAR = '<path d="M52 15 60 30 68 15 64 12H56Z" fill="{a}"/>'
BUTTONS = '<g fill="{l}"><circle cx="62" cy="44" r="1.6"/><circle cx="62" cy="60" r="1.6"/><circle cx="62" cy="76" r="1.6"/><circle cx="62" cy="92" r="1.6"/></g>'
JACKET = _p("M40 18 60 26 80 18 98 30 106 92H94L86 50V96H34V50L26 92H14L22 30Z")
COAT = _p("M40 14 60 22 80 14 96 26 104 100H92L86 50 90 114H30L34 50 28 100H16L24 26Z")
TROUSERS = _p("M38 12H82L92 112H68L60 42 52 112H28Z")

CLOTHES: dict[str, tuple[str, str]] = {
    # --- tops ----------------------------------------------------------------------------------------
    "T-Shirt": (TEE, '<path d="M50 17Q60 26 70 17" fill="none" stroke="{a}" stroke-width="3"/>'),
    "T-Shirt/Polo": (TEE, '<path d="M50 17 57 30 60 20 63 30 70 17" fill="{a}"/><path d="M60 22V40" stroke="{l}" stroke-width="1.5"/>'
                          '<g fill="{l}"><circle cx="62" cy="30" r="1.5"/><circle cx="62" cy="37" r="1.5"/></g>'),
    "T-Shirt/Tank": (_p("M44 16H52Q60 34 68 16H76Q76 34 84 42V104H36V42Q44 34 44 16Z"),
                     '<path d="M52 16Q60 34 68 16" fill="none" stroke="{a}" stroke-width="2"/>'),
    "T-Shirt/Long-Sleeve Tee": (_p("M40 22 50 17Q60 26 70 17L80 22 98 30 108 96H96L84 48V104H36V48L24 96H12L22 30Z"),
                                '<path d="M50 17Q60 26 70 17M12 92H24M96 92H108" fill="none" stroke="{a}" stroke-width="3"/>'),
    "Shirt": (SHIRT, SHIRT_COLLAR + '<path d="M60 30V104" stroke="{l}" stroke-width="1.5"/>' + BUTTONS),
    "Shirt/Overshirt": (SHIRT, SHIRT_COLLAR + '<path d="M60 30V104" stroke="{l}" stroke-width="1.5"/>' + BUTTONS
                        + '<path d="M40 40H54V54H40ZM66 40H80V54H66Z" fill="none" stroke="{l}" stroke-width="1.5"/>'),
    "Shirt/Camp-Collar": (_p("M40 20 52 15 60 30 68 15 80 20 100 38 90 52 84 46V104H36V46L30 52 20 38Z"),
                          '<path d="M52 15 46 30 60 40 74 30 68 15" fill="none" stroke="{a}" stroke-width="3"/>' + BUTTONS),
    "Blouse": (_p("M42 22Q60 32 78 22L84 24Q104 30 98 56L88 58 84 44 88 104Q60 110 32 104L36 44 32 58 22 56Q16 30 36 24Z"),
               '<path d="M50 24Q60 40 70 24" fill="none" stroke="{a}" stroke-width="4"/>'
               '<path d="M58 34 52 48M62 34 68 48" stroke="{a}" stroke-width="3"/>'),
    "Blouse/Wrap": (_p("M42 22Q60 32 78 22L84 24Q104 30 98 56L88 58 84 44 88 104Q60 110 32 104L36 44 32 58 22 56Q16 30 36 24Z"),
                    '<path d="M44 24 76 80M76 24 58 56" fill="none" stroke="{l}" stroke-width="2"/><path d="M76 80 90 96" stroke="{a}" stroke-width="3"/>'),
    "Blouse/Pussy-Bow": (_p("M42 22Q60 32 78 22L84 24Q104 30 98 56L88 58 84 44 88 104Q60 110 32 104L36 44 32 58 22 56Q16 30 36 24Z"),
                         '<path d="M60 32 46 24 48 40ZM60 32 74 24 72 40Z" fill="{a}"/><path d="M58 34 52 60M62 34 68 60" stroke="{a}" stroke-width="3"/>'),
    "Blouse/Camisole": (_p("M40 40Q60 50 80 40L86 104Q60 110 34 104Z"),
                        '<path d="M42 40 48 14M78 40 72 14" stroke="{l}" stroke-width="2"/><path d="M40 40Q60 50 80 40" fill="none" stroke="{a}" stroke-width="2"/>'),
    "Blouse/Tunic": (_p("M42 18Q60 28 78 18L98 28 108 80H96L86 48 90 114H30L34 48 24 80H12L22 28Z"),
                     '<path d="M52 20 60 34 68 20" fill="none" stroke="{a}" stroke-width="3"/><path d="M32 98V114M88 98V114" stroke="{l}" stroke-width="2"/>'),
    "Sweater": (LONG_TOP, '<path d="M36 98H84M12 92H26M94 92H108" stroke="{a}" stroke-width="5"/>'
                          '<path d="M48 22Q60 30 72 22" fill="none" stroke="{a}" stroke-width="4"/>'),
    "Sweater/V-Neck": (LONG_TOP, '<path d="M36 98H84M12 92H26M94 92H108" stroke="{a}" stroke-width="5"/>'
                                 '<path d="M46 21 60 46 74 21" fill="none" stroke="{a}" stroke-width="4"/>'),
    "Sweater/Cardigan": (LONG_TOP, '<path d="M36 98H84M12 92H26M94 92H108" stroke="{a}" stroke-width="5"/>'
                                   '<path d="M46 21 60 50V104" fill="none" stroke="{l}" stroke-width="2"/><path d="M74 21 60 50" stroke="{l}" stroke-width="2"/>'
                                   '<g fill="{a}"><circle cx="64" cy="58" r="2"/><circle cx="64" cy="72" r="2"/><circle cx="64" cy="86" r="2"/></g>'),
    "Sweater/Turtleneck": (_p("M46 8H74V20L80 22 98 30 108 96H94L84 50V104H36V50L26 96H12L22 30 40 22 46 20Z"),
                           '<path d="M46 10H74M46 15H74M36 98H84M12 92H26M94 92H108" stroke="{a}" stroke-width="3"/>'),
    "Sweater/Cable-Knit": (LONG_TOP, '<path d="M36 98H84M12 92H26M94 92H108" stroke="{a}" stroke-width="5"/>'
                                     '<path d="M48 30Q54 36 48 42 42 48 48 54 54 60 48 66 42 72 48 78 54 84 48 90M72 30Q78 36 72 42 66 48 72 54 78 60 72 66 66 72 72 78 78 84 72 90'
                                     'M60 28V94" fill="none" stroke="{l}" stroke-width="2" opacity=".6"/>'),
    "Hoodie": (_p("M42 26Q40 6 60 6 80 6 78 26L98 34 106 96H94L84 52V104H36V52L26 96H14L22 34Z"),
               '<path d="M48 28Q48 14 60 14 72 14 72 28Q60 36 48 28Z" fill="{a}"/><path d="M44 74H76L72 92H48Z" fill="{a}" opacity=".55"/>'
               '<path d="M56 30V46M64 30V46" stroke="{l}" stroke-width="1.5"/>'),
    "Hoodie/Zip-Up": (_p("M42 26Q40 6 60 6 80 6 78 26L98 34 106 96H94L84 52V104H36V52L26 96H14L22 34Z"),
                      '<path d="M48 28Q48 14 60 14 72 14 72 28Q60 36 48 28Z" fill="{a}"/><path d="M60 30V104" stroke="{l}" stroke-width="2.5"/>'
                      '<path d="M40 76H54M66 76H80" stroke="{l}" stroke-width="1.5"/>'),
    "Hoodie/Sweatshirt": (LONG_TOP, '<path d="M36 98H84M12 92H26M94 92H108" stroke="{a}" stroke-width="6"/>'
                                    '<path d="M46 21Q60 32 74 21" fill="none" stroke="{a}" stroke-width="5"/>'),
    "Jacket": (JACKET, '<path d="M40 18 52 34 60 26 68 34 80 18" fill="{a}"/><path d="M60 28V96" stroke="{l}" stroke-width="2"/>'
                       '<path d="M34 90H86" stroke="{a}" stroke-width="5"/>'),
    "Jacket/Denim": (JACKET, '<path d="M40 18 50 32 60 26 70 32 80 18" fill="{a}"/><path d="M60 28V96M34 60H86" stroke="{l}" stroke-width="1.5"/>'
                             '<path d="M40 40H54V52H40ZM66 40H80V52H66Z" fill="none" stroke="{l}" stroke-width="1.5"/>' + BUTTONS),
    "Jacket/Leather": (JACKET, '<path d="M40 18 30 36 46 44ZM80 18 90 36 74 44Z" fill="{a}"/><path d="M66 24 50 96" stroke="{l}" stroke-width="2.5"/>'
                               '<path d="M36 70H50M70 60H84" stroke="{l}" stroke-width="1.5"/>'),
    "Jacket/Puffer": (_p("M40 16 60 22 80 16 100 30 108 94H94L88 52V100H32V52L26 94H12L20 30Z"),
                      '<path d="M32 38H88M32 54H88M32 70H88M32 86H88M16 60H26M94 60H104" stroke="{l}" stroke-width="1.5" opacity=".6"/>'
                      '<path d="M60 22V100" stroke="{l}" stroke-width="2"/>'),
    "Jacket/Rain": (_p("M42 24Q40 6 60 6 80 6 78 24L98 32 106 96H94L86 52V102H34V52L26 96H14L22 32Z"),
                    '<path d="M48 24Q48 12 60 12 72 12 72 24" fill="none" stroke="{l}" stroke-width="2"/><path d="M60 26V102" stroke="{l}" stroke-width="2.5"/>'
                    '<path d="M40 70 50 80M80 70 70 80" stroke="{l}" stroke-width="2"/>'),
    "Jacket/Field": (JACKET, '<path d="M40 18 52 32 60 26 68 32 80 18" fill="{a}"/><path d="M60 28V96" stroke="{l}" stroke-width="2"/>'
                             '<path d="M38 38H54V50H38ZM66 38H82V50H66ZM38 66H54V82H38ZM66 66H82V82H66Z" fill="none" stroke="{l}" stroke-width="1.5"/>'),
    "Jacket/Quilted": (JACKET, '<path d="M34 40 60 66 86 40M34 66 60 92 86 66M34 66 60 40 86 66M34 92 60 66 86 92" fill="none" stroke="{l}" stroke-width="1" opacity=".6"/>'
                               '<path d="M60 26V96" stroke="{l}" stroke-width="2"/><path d="M40 18 60 30 80 18" fill="none" stroke="{a}" stroke-width="4"/>'),
    "Jacket/Gilet": (_p("M40 16 60 22 80 16 86 34V100H34V34Z"),
                     '<path d="M34 40H86M34 56H86M34 72H86M34 88H86" stroke="{l}" stroke-width="1.5" opacity=".6"/><path d="M60 22V100" stroke="{l}" stroke-width="2"/>'),
    "Coat": (COAT, '<path d="M40 14 50 44 60 22 70 44 80 14" fill="{a}"/><path d="M33 66H87" stroke="{a}" stroke-width="5"/>'
                   '<g fill="{l}"><circle cx="54" cy="56" r="2"/><circle cx="66" cy="56" r="2"/><circle cx="54" cy="80" r="2"/><circle cx="66" cy="80" r="2"/></g>'),
    "Coat/Overcoat": (COAT, '<path d="M40 14 50 44 60 22 70 44 80 14" fill="{a}"/><path d="M60 22V114" stroke="{l}" stroke-width="1.5"/>'
                            '<g fill="{l}"><circle cx="64" cy="54" r="2"/><circle cx="64" cy="70" r="2"/><circle cx="64" cy="86" r="2"/></g>'
                            '<path d="M38 80H50M70 80H82" stroke="{l}" stroke-width="2"/>'),
    "Coat/Wrap": (COAT, '<path d="M40 14 48 46 60 22ZM80 14 60 22 72 40Z" fill="{a}"/><path d="M48 46 88 96" stroke="{l}" stroke-width="1.5"/>'
                        '<path d="M32 66H88" stroke="{a}" stroke-width="5"/><path d="M70 66 64 84M74 66 80 86" stroke="{a}" stroke-width="3"/>'),
    "Coat/Parka": (_p("M42 22Q40 4 60 4 80 4 78 22L96 28 104 100H92L86 50 88 112H32L34 50 28 100H16L24 28Z"),
                   '<path d="M46 24Q46 10 60 10 74 10 74 24" fill="none" stroke="{a}" stroke-width="5"/><path d="M60 24V112" stroke="{l}" stroke-width="2"/>'
                   '<path d="M36 70H52V84H36ZM68 70H84V84H68Z" fill="none" stroke="{l}" stroke-width="1.5"/>'),
    "Coat/Peacoat": (_p("M40 14 60 22 80 14 96 26 104 96H92L86 50V100H34V50L28 96H16L24 26Z"),
                     '<path d="M40 14 36 34 54 46 60 22ZM80 14 84 34 66 46 60 22Z" fill="{a}"/>'
                     '<g fill="{l}"><circle cx="50" cy="56" r="2.4"/><circle cx="70" cy="56" r="2.4"/><circle cx="50" cy="72" r="2.4"/><circle cx="70" cy="72" r="2.4"/><circle cx="50" cy="88" r="2.4"/><circle cx="70" cy="88" r="2.4"/></g>'),
    "Coat/Trench": (COAT, '<path d="M40 14 50 40 60 22 70 40 80 14" fill="{a}"/><path d="M32 64H88" stroke="{a}" stroke-width="6"/>'
                          '<path d="M74 64 80 84" stroke="{a}" stroke-width="3"/><path d="M26 30 38 24M94 30 82 24" stroke="{l}" stroke-width="3"/>'
                          '<g fill="{l}"><circle cx="50" cy="48" r="2"/><circle cx="70" cy="48" r="2"/><circle cx="50" cy="80" r="2"/><circle cx="70" cy="80" r="2"/></g>'),
    "Coat/Duffle": (_p("M42 22Q40 4 60 4 80 4 78 22L96 28 104 100H92L86 50 88 112H32L34 50 28 100H16L24 28Z"),
                    '<path d="M46 24Q46 10 60 10 74 10 74 24" fill="none" stroke="{l}" stroke-width="2"/>'
                    '<path d="M54 44H66M54 62H66M54 80H66" stroke="{a}" stroke-width="4" stroke-linecap="round"/><path d="M60 24V112" stroke="{l}" stroke-width="1.5"/>'),
    "Coat/Puffer": (_p("M40 12 60 18 80 12 100 26 106 98H92L88 52 90 114H30L32 52 28 98H14L20 26Z"),
                    '<path d="M32 34H88M32 50H88M32 66H88M32 82H88M32 98H88" stroke="{l}" stroke-width="1.5" opacity=".6"/><path d="M60 18V114" stroke="{l}" stroke-width="2"/>'),
    "Blazer": (_p("M40 16 60 22 80 16 96 28 104 96H92L86 50V104H34V50L28 96H16L24 28Z"),
               '<path d="M40 16 56 60 60 22 64 60 80 16 74 40 64 62H56L46 40Z" fill="{a}"/>'
               '<g fill="{l}"><circle cx="60" cy="70" r="2"/><circle cx="60" cy="82" r="2"/></g>'
               '<path d="M40 84H52M68 84H80M68 40H78" stroke="{l}" stroke-width="2"/>'),
    "Blazer/Tuxedo Jacket": (_p("M40 16 60 22 80 16 96 28 104 96H92L86 50V104H34V50L28 96H16L24 28Z"),
                             '<path d="M46 18 56 62 60 58 64 62 74 18 60 24Z" fill="#FFFFFF"/><path d="M40 16 56 62 46 40ZM80 16 64 62 74 40Z" fill="{a}"/>'
                             '<path d="M54 26 60 30 66 26 66 34 60 30 54 34Z" fill="#111111"/><circle cx="60" cy="70" r="2" fill="{l}"/>'),
    # --- bottoms -------------------------------------------------------------------------------------
    "Jeans": (TROUSERS, '<path d="M38 12H82V20H38Z" fill="{a}"/><path d="M42 22Q46 34 56 24M78 22Q74 34 64 24M60 20V40" fill="none" stroke="{a}" stroke-width="1.5"/>'),
    "Jeans/Skinny": (_p("M38 12H82L76 112H64L60 42 56 112H44Z"), '<path d="M38 12H82V20H38Z" fill="{a}"/><path d="M60 20V40" stroke="{a}" stroke-width="1.5"/>'),
    "Jeans/Wide-Leg": (_p("M38 12H82L100 112H66L60 44 54 112H20Z"), '<path d="M38 12H82V20H38Z" fill="{a}"/><path d="M60 20V40" stroke="{a}" stroke-width="1.5"/>'),
    "Jeans/Bootcut": (_p("M38 12H82L84 80 92 112H66L62 80 60 44 58 80 54 112H28L36 80Z"), '<path d="M38 12H82V20H38Z" fill="{a}"/><path d="M60 20V40" stroke="{a}" stroke-width="1.5"/>'),
    "Trousers": (TROUSERS, '<path d="M38 12H82V19H38Z" fill="{a}"/><path d="M45 24 40 110M75 24 80 110" stroke="{l}" stroke-width="1" opacity=".6"/>'),
    "Trousers/Wide-Leg": (_p("M38 12H82L102 112H66L60 44 54 112H18Z"), '<path d="M38 12H82V19H38Z" fill="{a}"/>'),
    "Trousers/Culottes": (_p("M38 12H82L100 86H64L60 44 56 86H20Z"), '<path d="M38 12H82V19H38Z" fill="{a}"/>'),
    "Trousers/Cargo": (TROUSERS, '<path d="M38 12H82V19H38Z" fill="{a}"/><path d="M30 56H46V74H30ZM74 56H90V74H74Z" fill="none" stroke="{l}" stroke-width="2"/>'),
    "Trousers/Tuxedo Trousers": (TROUSERS, '<path d="M38 12H82V19H38Z" fill="{a}"/><path d="M33 24 30 110M87 24 90 110" stroke="#1A1A1A" stroke-width="2.5"/>'),
    "Shorts": (_p("M34 30H86L94 84H66L60 58 54 84H26Z"), '<path d="M34 30H86V38H34Z" fill="{a}"/><path d="M27 78H53M67 78H93" stroke="{a}" stroke-width="3"/>'),
    "Shorts/Cycling": (_p("M38 30H82L82 76H64L60 58 56 76H38Z"), '<path d="M38 30H82V40H38Z" fill="{a}"/>'),
    "Skirt": (_p("M40 22H80L98 100Q60 108 22 100Z"), '<path d="M40 22H80V31H40Z" fill="{a}"/>'),
    "Skirt/Mini": (_p("M40 30H80L92 74Q60 80 28 74Z"), '<path d="M40 30H80V38H40Z" fill="{a}"/>'),
    "Skirt/Maxi": (_p("M42 12H78L100 112Q60 118 20 112Z"), '<path d="M42 12H78V20H42Z" fill="{a}"/><path d="M31 60H89M25 88H95" stroke="{l}" stroke-width="1" opacity=".5"/>'),
    "Skirt/Pencil": (_p("M40 20H80L84 104H36Z"), '<path d="M40 20H80V28H40Z" fill="{a}"/><path d="M60 90V104" stroke="{l}" stroke-width="1.5"/>'),
    "Skirt/Pleated": (_p("M40 22H80L98 100Q60 108 22 100Z"), '<path d="M40 22H80V31H40Z" fill="{a}"/>'
                      '<path d="M46 32 34 102M53 32 47 104M60 32V104M67 32 73 104M74 32 86 102" stroke="{l}" stroke-width="1.2" opacity=".6"/>'),
    "Skirt/Wrap": (_p("M40 22H80L98 100Q60 108 22 100Z"), '<path d="M40 22H80V31H40Z" fill="{a}"/><path d="M74 31 56 104" stroke="{l}" stroke-width="1.5"/>'
                   '<path d="M80 30 92 46" stroke="{a}" stroke-width="3"/>'),
    "Dress": (_p("M46 10H50L52 24Q60 30 68 24L70 10H74L76 30 72 50 96 104Q60 112 24 104L48 50 44 30Z"), '<path d="M46 50H74" stroke="{a}" stroke-width="4"/>'),
    "Dress/Maxi": (_p("M46 8H50L52 22Q60 28 68 22L70 8H74L76 28 72 46 94 114Q60 119 26 114L48 46 44 28Z"), '<path d="M46 46H74" stroke="{a}" stroke-width="4"/>'),
    "Dress/Gown": (_p("M46 8H50L52 22Q60 30 68 22L70 8H74L76 28 70 48 104 116Q60 120 16 116L50 48 44 28Z"),
                   '<path d="M48 46H72" stroke="{a}" stroke-width="3"/><path d="M60 50 50 114M60 50 72 114" stroke="{l}" stroke-width="1" opacity=".4"/>'),
    "Dress/Mini": (_p("M46 10H50L52 24Q60 30 68 24L70 10H74L76 30 72 46 90 80Q60 86 30 80L48 46 44 30Z"), '<path d="M46 46H74" stroke="{a}" stroke-width="4"/>'),
    "Dress/Slip": (_p("M44 26Q60 34 76 26L74 50 92 106Q60 112 28 106L46 50Z"),
                   '<path d="M46 26 50 8M74 26 70 8" stroke="{l}" stroke-width="1.5"/><path d="M44 26Q60 34 76 26" fill="none" stroke="{a}" stroke-width="2"/>'),
    "Dress/Wrap": (_p("M44 12 52 16 60 36 68 16 76 12 94 24 86 34 78 30 74 50 96 104Q60 112 24 104L46 50 42 30 34 34 26 24Z"),
                   '<path d="M52 16 74 50M68 16 60 36" fill="none" stroke="{l}" stroke-width="1.5"/><path d="M74 50 84 66" stroke="{a}" stroke-width="3"/>'),
    "Dress/Shirt Dress": (_p("M40 18 52 14 60 22 68 14 80 18 96 32 88 40 80 36 76 50 94 106Q60 112 26 106L44 50 40 36 32 40 24 32Z"),
                          '<path d="M52 14 60 28 68 14 64 11H56Z" fill="{a}"/><path d="M60 28V106" stroke="{l}" stroke-width="1.5"/>'
                          '<path d="M44 52H76" stroke="{a}" stroke-width="4"/><g fill="{l}"><circle cx="62" cy="36" r="1.5"/><circle cx="62" cy="66" r="1.5"/><circle cx="62" cy="82" r="1.5"/></g>'),
    "Dress/Cocktail": (_p("M44 18Q60 26 76 18L78 40 72 56 84 96Q60 102 36 96L48 56 42 40Z"), '<path d="M44 18Q60 26 76 18" fill="none" stroke="{a}" stroke-width="3"/>'),
    "Dress/Knit": (_p("M42 16Q60 24 78 16L96 26 106 80H94L82 44 80 56 90 108Q60 114 30 108L40 56 38 44 26 80H14L24 26Z"),
                   '<path d="M48 18Q60 26 72 18" fill="none" stroke="{a}" stroke-width="4"/><path d="M48 30V104M60 30V108M72 30V104" stroke="{l}" stroke-width="1" opacity=".35"/>'),
    "Dress/Jumpsuit": (_p("M46 10H50L52 24Q60 30 68 24L70 10H74L76 30 74 50 86 112H66L60 66 54 112H34L46 50 44 30Z"),
                       '<path d="M46 50H74" stroke="{a}" stroke-width="4"/>'),
    "Leggings": (_p("M40 12H80L76 112H64L60 44 56 112H44Z"), '<path d="M40 12H80V22H40Z" fill="{a}"/>'),
    "Sweatpants": (_p("M36 12H84L88 104H66L60 44 54 104H32Z"), '<path d="M36 12H84V21H36ZM32 100H54V110H32ZM66 100H88V110H66Z" fill="{a}"/>'
                   '<path d="M58 21 55 34M62 21 65 34" stroke="{l}" stroke-width="1.5"/>'),
    "Sweatpants/Track Pants": (_p("M36 12H84L90 110H66L60 44 54 110H30Z"), '<path d="M36 12H84V21H36Z" fill="{a}"/>'
                               '<path d="M37 22 31 110M83 22 89 110" stroke="{a}" stroke-width="4"/>'),
}  # fmt: skip
SHAPES: dict[str, tuple[str, str]] = {**CLOTHES, **SHOES_AND_ACCESSORIES}
# A type without its own drawing borrows another's (a suit jacket is drawn as a blazer).
SAME_AS = {
    "Blazer/Suit Jacket": "Blazer", "Trousers/Suit Trousers": "Trousers", "Dress/Midi": "Dress", "Skirt/Midi": "Skirt",
    "Skirt/A-Line": "Skirt", "Skirt/Slip": "Skirt", "Sunglasses/Wayfarer": "Sunglasses", "Sunglasses/Square": "Sunglasses",
    "Heels/Pump": "Heels", "Scarf/Scarf": "Scarf", "Loafers/Loafer": "Loafers", "Boots/Chelsea": "Boots",
}  # fmt: skip


def shape_of(sub_category: str, type_: str | None) -> tuple[str, str] | None:
    key = f"{sub_category}/{type_}"
    key = SAME_AS.get(key, key)
    return SHAPES.get(key) or SHAPES.get(sub_category)
