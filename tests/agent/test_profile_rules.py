"""The user's profile rules ("no leather") leave pieces out of their searches, not out of a gift's."""

from __future__ import annotations

import sqlite3
from pathlib import Path

import httpx

from aesthetiq.agent.profile_rules import profile_exclusions
from aesthetiq.settings import Settings

HIDES = ("leather", "suede", "nubuck")


def test_rules_become_exclusions_unless_the_message_asks_for_it() -> None:
    dna = {"negative_constraints": ["no leather", "no neon colours", "no heels", "loves linen"]}
    rules = profile_exclusions(dna, {"subCategory": "Jacket"})
    assert rules["excludeMaterials"] == ["leather", "suede", "nubuck"]
    assert "hot pink" in rules["excludeColors"] and "lime" in rules["excludeColors"]
    assert rules["excludeSubCategories"] == ["Heels"]
    asked = profile_exclusions(dna, {"material": "leather", "subCategory": "Heels", "colors": ["lime"]})
    assert "excludeMaterials" not in asked and "excludeSubCategories" not in asked and "lime" not in asked["excludeColors"]
    assert profile_exclusions(dna, {"recipient": "dad"}) == {}
    assert profile_exclusions(None, {}) == {}


def _made_of_hide(item: dict, materials: dict[str, str]) -> bool:
    words = f"{materials.get(item['id'], '')} {item['name']}".lower()
    return any(hide in words and f"faux {hide}" not in words and f"faux-{hide}" not in words for hide in HIDES)


def test_a_no_leather_user_gets_no_leather_until_she_asks(agent_url: str, settings: Settings) -> None:
    with sqlite3.connect(Path(settings.data_dir) / "aesthetiq.sqlite3") as db:
        materials = dict(db.execute("select _id, coalesce(material, '') from commerceitems"))
    body = {"message": "I want a jacket for spring", "user_id": "user_demo_3"}  # her profile says "no leather"
    jackets = httpx.post(agent_url + "/api/v1/agent/chat", json=body, timeout=30).json()
    assert len(jackets["items"]) >= 3 and not any(_made_of_hide(item, materials) for item in jackets["items"])
    body["message"] = "a leather bag"
    bags = httpx.post(agent_url + "/api/v1/agent/chat", json=body, timeout=30).json()
    assert bags["items"] and all(_made_of_hide(item, materials) for item in bags["items"])


def test_when_the_rule_leaves_nothing_the_reply_says_which_rule(agent_url: str) -> None:
    body = {"message": "loafers", "user_id": "user_demo_3"}
    done = httpx.post(agent_url + "/api/v1/agent/chat", json=body, timeout=30).json()
    # The demo catalogue's loafers are all leather, suede or patent leather.
    assert not done["items"]
    assert "your profile's rule: no leather" in done["response"]
