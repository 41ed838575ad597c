"""Small wording helpers the replies share: plurals of garment names, lists joined as people say them."""

from __future__ import annotations

_IRREGULAR = {"scarf": "scarves"}
_MASS = ("jewelry", "jewellery")  # no plural: "8 pieces of jewellery"
_UNCOUNTED = ("s", "wear")  # "jeans", "sunglasses", "swimwear": the same word for one and many


def plural(garment: str, count: int = 2) -> str:
    """ "scarf" -> "scarves", "dress" -> "dresses", "jeans" -> "jeans"; the singular for one item."""
    if garment in _MASS:
        return "piece of jewellery" if count == 1 else "pieces of jewellery"
    if count == 1 or (garment.endswith(_UNCOUNTED) and not garment.endswith("ss")):
        return garment
    if garment in _IRREGULAR:
        return _IRREGULAR[garment]
    return garment + ("es" if garment.endswith(("sh", "ch", "x", "ss")) else "s")


def join_words(words: list[str], conjunction: str = "and") -> str:
    """ "pink", "pink or orange", "pink, orange or red"."""
    words = [w for w in words if w]
    if len(words) <= 1:
        return "".join(words)
    return ", ".join(words[:-1]) + f" {conjunction} " + words[-1]
