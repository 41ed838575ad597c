"""What each garment type of the demo shop is: its names, who wears it, fabrics, colours, formality, price.

One ``Kind`` per (subCategory, type) of ``taxonomy.TYPES`` (the tables are in ``demo_kinds_*.py``). A
kind's fabrics, seasons and formality band are intersected with each fabric's own
(``demo_catalogue.MATERIALS``), so a tweed blazer can never be sold for summer nor a denim jacket for
black-tie. Written compactly: ``"w3 m2 u1"`` are gender weights (women, men, unisex), ``"wool:2
cashmere"`` weighted choices, ``"casual..business"`` a formality band.
"""


from __future__ import annotations

from dataclasses import dataclass, field

from aesthetiq.store.demo_catalogue import ALL_SEASONS, MATERIALS
from aesthetiq.store.demo_palettes import weights
from aesthetiq.style.lexicon_words import FORMALITY_LEVELS, FORMALITY_RANK

GENDER_CODES = {"w": "women", "m": "men", "u": "unisex"}


@dataclass(frozen=True, eq=False)  # compared and hashed by identity: one object per kind
class Kind:
    sub: str
    type: str
    nouns: tuple[str, ...]  # "{M}" stands for the material ("Suede Jacket")
    genders: tuple[tuple[str, int], ...]
    materials: tuple[tuple[str, int], ...]
    palette: str
    band: tuple[str, str]  # lowest and highest formality
    price: float  # typical mid-tier price in EUR
    weight: int = 1  # how common within its subCategory
    patterns: tuple[tuple[str, int], ...] = (("solid", 1),)
    fits: tuple[str, ...] = ()
    seasons: tuple[str, ...] = ALL_SEASONS
    occasions: tuple[str, ...] = ()  # casual occasions the type is made for (beach, sport …)
    features: tuple[str, ...] = ()
    sporty: bool = False  # sportswear labels make it
    set_piece: bool = False  # sold only as part of a set (suits, tuxedos)
    trim: str | None = None  # the second colour of plain items (a sole, a strap)
    fixed_fit: str | None = None  # the leg shape a jeans type is
    implied: str | None = None  # the fabric its name already says ("Jeans" are denim)
    material_palettes: dict[str, str] = field(default_factory=dict)
    material_bands: dict[str, tuple[str, str]] = field(default_factory=dict)

    def band_for(self, material: str) -> tuple[str, ...]:
        """The formality levels this kind can have in this fabric (both ranges apply)."""
        low, high = self.material_bands.get(material, self.band)
        m_low, m_high = MATERIALS[material].band
        lo = max(FORMALITY_RANK[low], FORMALITY_RANK[m_low])
        hi = min(FORMALITY_RANK[high], FORMALITY_RANK[m_high])
        return FORMALITY_LEVELS[lo : hi + 1]

    def seasons_for(self, material: str) -> tuple[str, ...]:
        return tuple(s for s in self.seasons if s in MATERIALS[material].seasons)


def K(sub: str, type_: str, nouns: str, genders: str, materials: str, palette: str, band: str, price: float,
      weight: int = 1, patterns: str = "solid", fits: str = "", seasons: str = "", occ: str = "",
      feat: tuple[str, ...] = (), **extra: object) -> Kind:  # fmt: skip
    low, _, high = band.partition("..")
    return Kind(
        sub, type_, tuple(nouns.split("|")),
        tuple((GENDER_CODES[g[0]], int(g[1:] or 1)) for g in genders.split()),
        weights(materials), palette, (low, high or low), price, weight, weights(patterns), tuple(fits.split()),
        tuple(s for s in ALL_SEASONS if s in seasons.split()) if seasons else ALL_SEASONS, tuple(occ.split()), feat,
        **extra,  # type: ignore[arg-type]
    )  # fmt: skip


SPRING_SUMMER, SSA, COLD, NOT_SUMMER = "spring summer", "spring summer autumn", "autumn winter", "spring autumn winter"
TOP_FITS, SUIT_FITS = "regular relaxed slim oversized", "slim regular tailored"
SUIT_CLOTH = {"linen": "summer suiting", "cotton": "summer suiting", "seersucker": "summer suiting",
              "tweed": "tweed", "velvet": "velvet"}  # fmt: skip

