"""Shoe and accessory silhouettes (see ``image_shapes``: ``(body, details)`` with ``{f}``, ``{a}``, ``{l}``, ``{m}``)."""

from __future__ import annotations


def path(d: str) -> str:
    """A body path filled with the cloth (its colour, then its pattern)."""
    return f'<path d="{d}" fill="{{f}}"/>'


_p = path
SHOE_SOLE = '<path d="M10 88H110V96H10Z" fill="{a}"/>'
PUMP = "M12 90Q12 80 24 78 40 74 56 80 72 84 94 58L104 60 102 66 100 102H95L91 84Q62 86 42 94 24 98 12 94Z"
BOOT_SOLE = '<path d="M24 92H108V102H24Z" fill="{a}"/>'
FRAME = '<rect x="{x}" y="46" width="42" height="30" rx="{r}" fill="none" stroke="{{f}}" stroke-width="5"/>'
LENS = '<rect x="{x}" y="49" width="36" height="24" rx="{r}" fill="{{a}}"/>'

SHOES_AND_ACCESSORIES: dict[str, tuple[str, str]] = {
    # --- shoes ---------------------------------------------------------------------------------------
    "Sneakers": (_p("M14 80Q16 56 30 52L52 48Q60 62 78 64L100 70Q108 74 108 84V88H14Z"),
                 '<path d="M12 86H110V96H12Z" fill="{a}"/><path d="M46 56 60 52M50 62 64 58M56 68 70 64" stroke="{l}" stroke-width="2"/>'),
    "Sneakers/High-Top": (_p("M20 84V30Q24 24 40 26L52 28Q56 60 78 64L100 70Q108 74 108 84V88H20Z"),
                          '<path d="M18 86H110V96H18Z" fill="{a}"/><path d="M44 36 56 34M46 46 58 44M48 56 60 54" stroke="{l}" stroke-width="2"/>'
                          '<circle cx="32" cy="56" r="6" fill="none" stroke="{l}" stroke-width="1.5"/>'),
    "Sneakers/Running": (_p("M14 80Q14 56 30 52L52 48Q62 60 80 62L100 68Q110 74 108 86H14Z"),
                         '<path d="M12 84Q60 80 110 86V98H12Z" fill="{a}"/><path d="M30 74Q60 60 92 72" fill="none" stroke="{l}" stroke-width="3"/>'
                         '<path d="M48 54 60 52M52 60 64 58" stroke="{l}" stroke-width="2"/>'),
    "Sneakers/Slip-On": (_p("M14 80Q16 60 30 58L56 56Q70 62 84 64L100 70Q108 74 108 84V88H14Z"),
                         '<path d="M12 86H110V96H12Z" fill="{a}"/><path d="M40 60Q48 54 56 56" fill="none" stroke="{l}" stroke-width="2"/>'),
    "Boots": (_p("M30 10H60L62 66Q80 70 98 76 106 80 106 92H26Z"),
              BOOT_SOLE + '<path d="M32 14H58" stroke="{a}" stroke-width="3"/><path d="M36 24Q44 40 36 56" fill="none" stroke="{a}" stroke-width="5"/>'),
    "Boots/Ankle": (_p("M36 30H64L66 66Q80 70 96 78 104 84 102 92H68L64 104H56L54 92H34Z"),
                    '<path d="M54 92H68L64 106H56Z" fill="{a}"/><path d="M62 34V66" stroke="{l}" stroke-width="1.5" opacity=".6"/>'),
    "Boots/Hiking": (_p("M32 24H62L64 62Q82 66 98 74 108 80 106 92H28Z"),
                     '<path d="M24 92H110V104H24Z" fill="{a}"/><path d="M26 104V98M40 104V98M54 104V98M68 104V98M82 104V98M96 104V98" stroke="{l}" stroke-width="3"/>'
                     '<path d="M50 32 60 36M50 42 60 46M50 52 62 56M56 60 66 64" stroke="{l}" stroke-width="2.5"/>'),
    "Boots/Knee-High": (_p("M34 4H62L62 70Q80 72 96 78 104 84 102 92H68L64 106H56L54 92H34Z"),
                        '<path d="M54 92H68L64 108H56Z" fill="{a}"/><path d="M36 8H60" stroke="{a}" stroke-width="3"/>'),
    "Boots/Combat": (_p("M30 14H62L64 62Q82 66 98 74 108 80 106 92H26Z"),
                     '<path d="M22 92H110V104H22Z" fill="{a}"/><path d="M48 20 60 24M48 30 60 34M48 40 60 44M48 50 62 54M52 58 66 62" stroke="{l}" stroke-width="2"/>'),
    "Boots/Chukka": (_p("M32 42H62L64 64Q82 68 98 74 108 80 106 92H28Z"),
                     BOOT_SOLE + '<path d="M52 48 62 52M54 58 64 62" stroke="{l}" stroke-width="2"/><circle cx="58" cy="50" r="1.5" fill="{l}"/>'),
    "Boots/Rain": (_p("M30 8H64L66 66Q82 70 98 76 106 80 106 92H26Z"), BOOT_SOLE + '<path d="M30 14H64" stroke="{a}" stroke-width="4"/>'),
    "Sandals": (_p("M12 84Q14 76 24 76H96Q110 76 110 86V92H12Z"),
                '<path d="M34 76Q44 52 60 76M62 76Q72 56 88 76" fill="none" stroke="{a}" stroke-width="7"/>'),
    "Sandals/Slide": (_p("M12 84Q14 76 24 76H96Q110 76 110 86V92H12Z"), '<path d="M56 78Q72 50 96 78Z" fill="{a}"/>'),
    "Sandals/Flip-Flop": (_p("M12 84Q14 76 24 76H96Q110 76 110 86V92H12Z"), '<path d="M96 78 74 62 60 78M74 62 84 80" fill="none" stroke="{a}" stroke-width="4"/>'),
    "Sandals/Espadrille": (_p("M12 84Q14 76 24 76H96Q110 76 110 86V92H12Z"),
                           '<path d="M14 86H108" stroke="#C8A97E" stroke-width="6" stroke-dasharray="3 2"/><path d="M40 76Q60 50 88 76" fill="none" stroke="{a}" stroke-width="8"/>'),
    "Heels": (_p(PUMP), '<path d="M12 93Q26 98 42 93 62 86 91 84" fill="none" stroke="{a}" stroke-width="3"/><path d="M101 68 98 102" stroke="{a}" stroke-width="3"/>'),
    "Heels/Stiletto": (_p("M10 92Q10 82 22 80 40 76 56 82 72 86 96 50L104 52 100 60 100 106H98L94 80Q62 86 42 96 24 100 10 96Z"),
                       '<path d="M10 95Q26 100 42 95 62 86 94 80" fill="none" stroke="{a}" stroke-width="3"/>'),
    "Heels/Block": (_p("M12 90Q12 80 24 78 40 74 56 80 72 84 90 64L106 64V102H92V86Q62 86 42 94 24 98 12 94Z"),
                    '<path d="M92 86H106V102H92Z" fill="{a}"/><path d="M12 93Q26 98 42 93 62 86 92 86" fill="none" stroke="{a}" stroke-width="3"/>'),
    "Heels/Kitten": (_p("M12 88Q12 78 24 76 40 74 56 78 72 82 96 70L104 72 102 78 100 96H96L94 84Q62 86 42 92 24 96 12 92Z"),
                     '<path d="M12 91Q26 96 42 91 62 86 94 84" fill="none" stroke="{a}" stroke-width="3"/>'),
    "Heels/Slingback": (_p("M12 90Q12 80 24 78 40 74 56 80 64 82 70 82L91 84Q62 86 42 94 24 98 12 94Z"),
                        '<path d="M70 82Q84 52 98 62" fill="none" stroke="{m}" stroke-width="4"/><path d="M96 62 98 102" stroke="{a}" stroke-width="4"/>'),
    "Heels/Wedge": (_p("M12 88Q12 76 24 74 44 70 60 74 80 68 102 62V98H80Q56 90 40 94 24 98 12 94Z"),
                    '<path d="M60 90 102 62V98H72Z" fill="{a}"/>'),
    "Flats": (_p("M12 84Q12 66 30 66Q50 74 70 70 92 66 104 74 110 80 108 90H14Z"),
              '<path d="M12 88H108V94H12Z" fill="{a}"/><circle cx="34" cy="70" r="4" fill="{a}"/>'),
    "Flats/Pointed": (_p("M4 86Q20 70 38 70Q56 74 74 70 94 66 104 74 110 80 108 90H12Z"), '<path d="M8 88H108V94H10Z" fill="{a}"/>'),
    "Flats/Mule": (_p("M12 84Q12 62 34 60Q56 58 66 72L104 76Q110 80 108 90H14Z"), '<path d="M12 88H108V94H12Z" fill="{a}"/>'),
    "Flats/Espadrille": (_p("M12 84Q12 64 32 62Q52 60 72 66 94 70 104 76 110 82 108 88H14Z"),
                         '<path d="M12 90H108" stroke="#C8A97E" stroke-width="7" stroke-dasharray="3 2"/>'),
    "Flats/Moccasin": (_p("M12 84Q12 62 34 60Q60 58 80 66 100 70 106 78 110 84 108 90H14Z"),
                       '<path d="M12 88H108V94H12Z" fill="{a}"/><path d="M28 66Q44 56 62 64" fill="none" stroke="{l}" stroke-width="1.5" stroke-dasharray="2 2"/>'),
    "Loafers": (_p("M12 86Q12 62 32 58L60 56Q80 60 100 70 108 76 108 88H12Z"),
                '<path d="M10 86H110V96H10Z" fill="{a}"/><path d="M30 66H58" stroke="{a}" stroke-width="6"/>'),
    "Loafers/Oxford": (_p("M12 86Q12 64 30 60L58 56Q80 60 100 70 108 76 108 88H12Z"),
                       SHOE_SOLE + '<path d="M36 58Q44 70 60 70M80 64Q86 70 92 82" fill="none" stroke="{l}" stroke-width="1.5"/>'
                       '<path d="M40 60 52 58M40 64 52 62" stroke="{l}" stroke-width="2"/>'),
    "Loafers/Derby": (_p("M12 86Q12 64 30 60L58 56Q80 60 100 70 108 76 108 88H12Z"),
                      SHOE_SOLE + '<path d="M34 60 46 74 58 58" fill="none" stroke="{l}" stroke-width="1.5"/><path d="M42 62 52 60M44 66 54 64" stroke="{l}" stroke-width="2"/>'),
    "Loafers/Brogue": (_p("M12 86Q12 64 30 60L58 56Q80 60 100 70 108 76 108 88H12Z"),
                       SHOE_SOLE + '<path d="M60 58Q76 70 74 86M78 64Q86 74 96 74" fill="none" stroke="{l}" stroke-width="2" stroke-dasharray="1 2.5"/>'
                       '<path d="M40 62 52 60" stroke="{l}" stroke-width="2"/>'),
    "Loafers/Monk": (_p("M12 86Q12 64 30 60L58 56Q80 60 100 70 108 76 108 88H12Z"),
                     SHOE_SOLE + '<path d="M34 64 60 58M36 72 62 66" stroke="{l}" stroke-width="4"/><path d="M50 58H56V66H50ZM52 66H58V74H52Z" fill="#C9CED6"/>'),
    "Loafers/Boat Shoe": (_p("M12 86Q12 64 30 60L58 56Q80 60 100 70 108 76 108 88H12Z"),
                          '<path d="M10 86H110V96H10Z" fill="#F4F1EA"/><path d="M20 66Q60 54 98 72" fill="none" stroke="{a}" stroke-width="2.5"/>'),
    # --- accessories ---------------------------------------------------------------------------------
    "Hat": (_p("M38 70Q36 32 60 30 84 32 82 70Z") + '<ellipse cx="60" cy="74" rx="50" ry="12" fill="{f}"/>',
            '<path d="M38 62H82V70H38Z" fill="{a}"/><path d="M50 32Q60 42 70 32" fill="none" stroke="{l}" stroke-width="2"/>'),
    "Hat/Beanie": (_p("M30 80Q28 26 60 24 92 26 90 80Z"), '<path d="M28 78H92V94H28Z" fill="{a}"/><path d="M40 80V94M52 80V94M64 80V94M76 80V94" stroke="{l}" stroke-width="1.5"/>'),
    "Hat/Cap": (_p("M28 76Q28 36 60 34 90 36 90 76Z"), '<path d="M88 70Q108 72 114 80H86Z" fill="{a}"/><circle cx="60" cy="36" r="3" fill="{l}"/>'
                '<path d="M60 36V76" stroke="{l}" stroke-width="1.2"/>'),
    "Hat/Bucket": (_p("M38 68 42 36Q60 30 78 36L82 68Z") + _p("M22 84 38 66H82L98 84Z"), '<path d="M40 58H80" stroke="{a}" stroke-width="3"/>'),
    "Hat/Beret": (_p("M14 70Q14 44 60 42 106 44 104 66Q100 78 60 78 20 78 14 70Z"), '<path d="M60 42 62 34" stroke="{l}" stroke-width="3"/><path d="M28 74Q60 84 92 74" fill="none" stroke="{a}" stroke-width="3"/>'),
    "Hat/Sun Hat": (_p("M44 66Q42 40 60 38 78 40 76 66Z") + '<ellipse cx="60" cy="70" rx="56" ry="16" fill="{f}"/>',
                    '<path d="M44 60H76V66H44Z" fill="{a}"/>'),
    "Bag": (_p("M24 40H96L104 106H16Z"), '<path d="M42 44Q42 16 60 16 78 16 78 44" fill="none" stroke="{a}" stroke-width="5"/>'
            '<path d="M24 40H96V52H24Z" fill="{a}" opacity=".7"/><circle cx="60" cy="56" r="3" fill="{l}"/>'),
    "Bag/Tote": (_p("M22 36H98L92 108H28Z"), '<path d="M38 40Q38 10 50 10 60 10 60 36M60 36Q60 10 72 10 82 10 82 40" fill="none" stroke="{a}" stroke-width="4"/>'),
    "Bag/Crossbody": (_p("M30 66H90V106H30Z"), '<path d="M34 66 78 8 86 66" fill="none" stroke="{a}" stroke-width="3"/><path d="M30 66H90L84 86H36Z" fill="{a}" opacity=".7"/><circle cx="60" cy="86" r="2.5" fill="{l}"/>'),
    "Bag/Shoulder": (_p("M20 58Q20 100 60 100 100 100 100 58Z"), '<path d="M30 60Q60 8 90 60" fill="none" stroke="{a}" stroke-width="5"/><path d="M20 58H100" stroke="{l}" stroke-width="2"/>'),
    "Bag/Backpack": (_p("M30 30Q30 14 60 14 90 14 90 30V106H30Z"), '<path d="M30 30Q60 44 90 30V56H30Z" fill="{a}" opacity=".7"/><path d="M40 72H80V98H40Z" fill="none" stroke="{l}" stroke-width="2"/>'
                     '<path d="M50 14Q60 2 70 14" fill="none" stroke="{a}" stroke-width="4"/>'),
    "Bag/Clutch": (_p("M14 46H106V92H14Z"), '<path d="M14 46 60 74 106 46" fill="{a}" opacity=".6"/><circle cx="60" cy="72" r="3" fill="{l}"/>'),
    "Bag/Briefcase": (_p("M14 40H106V104H14Z"), '<path d="M46 40V28H74V40" fill="none" stroke="{a}" stroke-width="5"/><path d="M14 60H106" stroke="{l}" stroke-width="2"/>'
                      '<path d="M54 56H66V66H54Z" fill="#C9CED6"/>'),
    "Belt": (_p("M6 52H114V68H6Z"), '<rect x="22" y="46" width="24" height="28" rx="3" fill="none" stroke="{a}" stroke-width="4"/>'
             '<path d="M34 60H56" stroke="{a}" stroke-width="3"/><g fill="{l}"><circle cx="74" cy="60" r="2"/><circle cx="86" cy="60" r="2"/><circle cx="98" cy="60" r="2"/></g>'),
    "Belt/Chain": ('<path d="M6 60H114" stroke="{f}" stroke-width="4" stroke-dasharray="8 3"/>', '<circle cx="20" cy="60" r="6" fill="none" stroke="{m}" stroke-width="3"/>'),
    "Belt/Woven": (_p("M6 52H114V68H6Z"), '<path d="M50 52 58 68M58 52 66 68M66 52 74 68M74 52 82 68M82 52 90 68M90 52 98 68M98 52 106 68" stroke="{l}" stroke-width="1.5"/>'
                   '<rect x="22" y="46" width="24" height="28" rx="3" fill="none" stroke="#B7B7B7" stroke-width="4"/>'),
    "Jewelry": ('<path d="M24 14Q24 70 60 76 96 70 96 14" fill="none" stroke="{f}" stroke-width="3"/>',
                '<path d="M60 76 50 92 60 108 70 92Z" fill="{a}"/><circle cx="60" cy="76" r="4" fill="{m}"/>'),
    "Jewelry/Earrings": ('<circle cx="38" cy="66" r="18" fill="none" stroke="{f}" stroke-width="5"/><circle cx="82" cy="66" r="18" fill="none" stroke="{f}" stroke-width="5"/>',
                         '<circle cx="38" cy="44" r="3" fill="{a}"/><circle cx="82" cy="44" r="3" fill="{a}"/>'),
    "Jewelry/Bracelet": ('<ellipse cx="60" cy="64" rx="40" ry="22" fill="none" stroke="{f}" stroke-width="7"/>', '<ellipse cx="60" cy="64" rx="40" ry="22" fill="none" stroke="{l}" stroke-width="1" stroke-dasharray="3 3"/>'),
    "Jewelry/Ring": ('<circle cx="60" cy="72" r="26" fill="none" stroke="{f}" stroke-width="7"/>', '<path d="M50 46 60 34 70 46 60 52Z" fill="{a}"/>'),
    "Jewelry/Cufflinks": ('<rect x="20" y="44" width="30" height="30" rx="6" fill="{f}"/><rect x="70" y="44" width="30" height="30" rx="6" fill="{f}"/>',
                          '<circle cx="35" cy="59" r="6" fill="{a}"/><circle cx="85" cy="59" r="6" fill="{a}"/>'),
    "Scarf": (_p("M34 14H86V40Q86 56 70 60V106H50V60Q34 56 34 40Z"),
              '<path d="M50 96H70M52 106V114M57 106V114M62 106V114M67 106V114" stroke="{a}" stroke-width="2.5"/><path d="M34 30H86" stroke="{a}" stroke-width="3"/>'),
    "Scarf/Square": (_p("M60 10 108 60 60 110 12 60Z"), '<path d="M60 18 100 60 60 102 20 60Z" fill="none" stroke="{a}" stroke-width="2"/>'),
    "Scarf/Blanket": (_p("M14 20H106V94H14Z"), '<path d="M18 94V104M26 94V104M34 94V104M42 94V104M50 94V104M58 94V104M66 94V104M74 94V104M82 94V104M90 94V104M98 94V104" stroke="{a}" stroke-width="2"/>'),
    "Scarf/Snood": ('<ellipse cx="60" cy="60" rx="44" ry="30" fill="{f}"/>', '<ellipse cx="60" cy="56" rx="26" ry="14" fill="#F6F3EE"/>'),
    "Sunglasses": (FRAME.format(x=12, r=12) + FRAME.format(x=66, r=12)
                   + '<path d="M54 56Q60 50 66 56M12 52 4 48M108 52 116 48" fill="none" stroke="{f}" stroke-width="4"/>',
                   LENS.format(x=15, r=10) + LENS.format(x=69, r=10)),
    "Sunglasses/Round": ('<circle cx="34" cy="62" r="20" fill="none" stroke="{f}" stroke-width="5"/><circle cx="86" cy="62" r="20" fill="none" stroke="{f}" stroke-width="5"/>'
                         '<path d="M54 58Q60 52 66 58M14 56 4 50M106 56 116 50" fill="none" stroke="{f}" stroke-width="3"/>',
                         '<circle cx="34" cy="62" r="17" fill="{a}"/><circle cx="86" cy="62" r="17" fill="{a}"/>'),
    "Sunglasses/Aviator": ('<path d="M14 48H54Q56 84 34 84 12 84 14 48ZM66 48H106Q108 84 86 84 64 84 66 48Z" fill="none" stroke="{f}" stroke-width="5"/>'
                           '<path d="M54 50H66M50 44H70" stroke="{f}" stroke-width="2"/>',
                           '<path d="M16 50H52Q54 82 34 82 14 82 16 50ZM68 50H104Q106 82 86 82 66 82 68 50Z" fill="{a}"/>'),
    "Sunglasses/Cat-Eye": ('<path d="M8 44Q30 42 54 52 52 80 32 80 12 78 8 44ZM112 44Q90 42 66 52 68 80 88 80 108 78 112 44Z" fill="none" stroke="{f}" stroke-width="5"/>'
                           '<path d="M54 56Q60 50 66 56" fill="none" stroke="{f}" stroke-width="4"/>',
                           '<path d="M13 48Q30 47 50 55 48 76 32 76 16 74 13 48ZM107 48Q90 47 70 55 72 76 88 76 104 74 107 48Z" fill="{a}"/>'),
    "Watch": (_p("M46 8H74V112H46Z"), '<circle cx="60" cy="60" r="26" fill="{m}"/><circle cx="60" cy="60" r="20" fill="#FFFFFF" opacity=".9"/>'
              '<path d="M60 60V46M60 60 70 64" stroke="{l}" stroke-width="2.5" stroke-linecap="round"/>'),
    "Watch/Smart": (_p("M46 8H74V112H46Z"), '<rect x="36" y="36" width="48" height="52" rx="10" fill="{m}"/><rect x="42" y="42" width="36" height="40" rx="6" fill="#111111"/>'
                    '<path d="M48 62H56L60 52 64 70 68 62H72" fill="none" stroke="#5AD17A" stroke-width="2"/>'),
}  # fmt: skip
