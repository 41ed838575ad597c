"""What a demanding user expects of a reply: talking to the gateway, and checking every returned item
against the constraints the user stated (category, garment, colour, price, size, brand, material)."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

import httpx

from aesthetiq.store.filtering import size_matches
from aesthetiq.style.colour import matches_colour

CHAT = "/api/agent/chat"
STREAM = "/api/agent/chat/stream"


def chat(client: httpx.Client, message: str, session_id: str | None = None) -> dict[str, Any]:
    """One turn through the gateway; any 5xx or non-200 fails the journey with the body shown."""
    body: dict[str, Any] = {"message": message}
    if session_id:
        body["session_id"] = session_id
    response = client.post(CHAT, json=body)
    assert response.status_code < 500, (
        f"{message!r}: server error {response.status_code} {response.text[:300]}"
    )
    assert response.status_code == 200, f"{message!r}: {response.status_code} {response.text[:300]}"
    return response.json()


@dataclass(frozen=True)
class Wanted:
    """The constraints a message states; every returned item must satisfy all of them."""

    sub: frozenset[str] = frozenset()
    category: str | None = None
    colour: str | None = None
    not_colour: str | None = None
    min_price: float | None = None
    max_price: float | None = None
    size: str | None = None
    brand: str | None = None
    not_brand: str | None = None
    not_material: str | None = None
    min_items: int = 1
    sources: frozenset[str] = field(default_factory=lambda: frozenset({"commerce", "wardrobe", "web"}))


def violations(item: dict[str, Any], wanted: Wanted) -> list[str]:
    """Every stated constraint this item breaks, in words a bug report can quote."""
    name = item.get("name", item.get("id"))
    price = item.get("price")
    colours = [c.lower() for c in item.get("colors") or []]
    material = f"{item.get('material') or ''} {name}".lower()
    checks = [
        (
            wanted.sub and item.get("subCategory") not in wanted.sub,
            f"{name}: {item.get('subCategory')} is not {set(wanted.sub)}",
        ),
        (
            wanted.category and item.get("category") != wanted.category,
            f"{name}: category {item.get('category')}",
        ),
        (
            wanted.colour and not matches_colour(wanted.colour, colours),
            f"{name}: colours {colours} are not {wanted.colour}",
        ),
        # the main colour is what the user sees; a thin secondary stripe of it is acceptable
        (
            wanted.not_colour and colours and matches_colour(wanted.not_colour, colours[:1]),
            f"{name}: is {colours[0]} (asked: not {wanted.not_colour})",
        ),
        (
            wanted.max_price is not None and price is not None and price > wanted.max_price,
            f"{name}: €{price} > €{wanted.max_price}",
        ),
        (
            wanted.min_price is not None and price is not None and price < wanted.min_price,
            f"{name}: €{price} < €{wanted.min_price}",
        ),
        (
            wanted.size
            and item.get("sizes")
            and not any(size_matches(wanted.size, str(s)) for s in item["sizes"]),
            f"{name}: no size {wanted.size} in {item.get('sizes')}",
        ),
        (
            wanted.brand and (item.get("brand") or "").lower() != wanted.brand.lower(),
            f"{name}: brand {item.get('brand')}",
        ),
        (
            wanted.not_brand and (item.get("brand") or "").lower() == wanted.not_brand.lower(),
            f"{name}: brand {item.get('brand')}",
        ),
        (wanted.not_material and wanted.not_material in material, f"{name}: made of {item.get('material')}"),
        (item.get("source") not in wanted.sources, f"{name}: source {item.get('source')}"),
        (not (item.get("reason") or "").strip(), f"{name}: no reason given"),
    ]
    return [message for broken, message in checks if broken]


def assert_honoured(reply: dict[str, Any], wanted: Wanted, message: str) -> None:
    """A clothing answer with enough items, each with a reason, none breaking a stated constraint."""
    assert not reply["blocked"], f"{message!r} was blocked: {reply['response']}"
    assert not reply["needs_clarification"], f"{message!r} asked: {reply['clarification_question']}"
    items = reply["items"]
    assert len(items) >= wanted.min_items, (
        f"{message!r}: {len(items)} items (wanted ≥ {wanted.min_items}); filters {reply['filters']}; "
        f"reply: {reply['response'][:200]}"
    )
    broken = [v for item in items for v in violations(item, wanted)]
    assert not broken, f"{message!r} (filters {reply['filters']}):\n  " + "\n  ".join(broken)
