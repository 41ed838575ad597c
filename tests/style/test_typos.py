"""Misspelt domain words are read as meant; real words are never rewritten."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from aesthetiq.style import find_colours, find_garments, find_occasions, find_weather_seasons
from aesthetiq.style.typo_exceptions import COMMON_ENGLISH
from aesthetiq.style.typos import TypoCorrector, correct_text, to_original, within_one_edit
from tests.style.timing import best_seconds_per_call

EVAL_MESSAGES = Path(__file__).parents[1] / "agent" / "eval_messages.jsonl"
SHARED_DEV = Path("/work/shared/eval/queries.dev.jsonl")


@pytest.mark.parametrize(
    ("text", "subs"),
    [("snekers for runing", ["Sneakers"]), ("blak jaket", ["Jacket"]), ("need a hodie asap", ["Hoodie"]),
     ("sweter for winter", ["Sweater"]), ("yo show me some trowsers", ["Trousers"]),
     ("lookin for a beige scarff", ["Scarf"]), ("a red dres", ["Dress"]), ("blazzer", ["Blazer"]),
     ("chelsae boots", ["Boots"]), ("a neckalce", ["Jewelry"]), ("sandels", ["Sandals"])],
)  # fmt: skip
def test_misspelt_garments_are_found_with_their_original_spelling(text: str, subs: list[str]) -> None:
    found = find_garments(text)
    assert [m.subCategory for m in found] == subs
    for m in found:
        assert text[m.start : m.end] == m.phrase


def test_misspelt_colours_and_occasions() -> None:
    assert [c.name for c in find_colours("a blak jaket and a grean scarf")] == ["black", "green"]
    assert [c.name for c in find_colours("a nvay blazer")] == ["navy"]
    assert [m.canonical for m in find_occasions("snekers for runing")] == ["sport"]
    assert [m.canonical for m in find_occasions("an outfit for a weding")] == ["wedding"]
    assert [m.canonical for m in find_weather_seasons("a coat for wintr")] == ["winter"]


@pytest.mark.parametrize(
    "text",
    ["that's the short version", "what does it cost", "I love boats", "any tips?", "does it match my style",
     "I hate it", "they sing well", "a few words", "it means a lot", "the price parts"],
)  # fmt: skip
def test_real_words_near_domain_words_are_left_alone(text: str) -> None:
    assert find_garments(text) == []
    assert find_colours(text) == []
    assert find_occasions(text) == []


def test_within_one_edit() -> None:
    assert within_one_edit("jaket", "jacket")  # insertion
    assert within_one_edit("jackett", "jacket")  # deletion
    assert within_one_edit("jackat", "jacket")  # substitution
    assert within_one_edit("jakcet", "jacket")  # neighbouring swap
    assert not within_one_edit("jkacte", "jacket")
    assert not within_one_edit("jak", "jacket")


def test_corrector_needs_one_meaning_and_the_same_first_letter() -> None:
    corrector = TypoCorrector(["scarf", "scarfs", "shirt", "abcde", "abcdf"], {"scarf": 1, "scarfs": 1})
    assert corrector.correct("scarff") == "scarf"  # near both, same meaning
    assert corrector.correct("shirtt") == "shirt"
    assert corrector.correct("abcdx") is None  # near two words of different meanings: ambiguous
    assert corrector.correct("xhirt") is None  # first letter differs
    assert corrector.correct("shirt") is None  # already right


def test_positions_map_back_through_several_corrections() -> None:
    corrector = TypoCorrector(["jacket", "sweater"])
    text = "a jaket, a sweatr and a jackt"
    corrected, changes = corrector.correct_text(text)
    assert corrected == "a jacket, a sweater and a jacket"
    for word in ("jacket", "sweater"):
        start = corrected.index(word)
        end = start + len(word)
        orig = text[to_original(start, changes, is_end=False) : to_original(end, changes, is_end=True)]
        assert orig in {"jaket", "sweatr"}
    assert to_original(len(corrected), changes, is_end=True) == len(text)
    assert to_original(0, changes, is_end=False) == 0


def test_forgiving_finders_stay_fast() -> None:
    text = "Show me casual summer tops in navy, maybe with chinos and white trainers"
    per_call = best_seconds_per_call(lambda: (find_garments(text), find_colours(text))) / 2
    assert per_call < 1e-4, f"{per_call * 1e6:.1f} µs per message"


@pytest.mark.parametrize(
    "word",
    ["show", "shows", "shoe", "shoes", "dress", "bag", "hat", "top", "red", "tan", "shop", "slow", "shot",
     "coast", "boat", "sold", "spot", "lack", "normal", "talking", "crocs", "monki", "salomon", "maje", "loro"],
)  # fmt: skip
def test_common_words_and_brands_are_never_rewritten(word: str) -> None:
    for text in (word, word.capitalize(), f"show me the {word} please"):
        assert correct_text(text) == (text, ())


def test_show_me_is_not_snow() -> None:
    assert find_weather_seasons("show me a coat for the office") == []
    assert find_weather_seasons("Show me boots") == []
    assert [m.canonical for m in find_weather_seasons("boots for the snow")] == ["winter"]


def test_a_four_letter_word_is_corrected_only_for_a_dropped_or_swapped_letter() -> None:
    corrector = TypoCorrector(["snow", "black", "navy"])
    assert corrector.correct("blak") == "black"  # a dropped letter
    assert corrector.correct("nvay") == "navy"  # two letters swapped
    assert corrector.correct("snaw") is None  # a changed letter: as likely another word ("show", "slow")
    assert corrector.correct("snoww") == "snow"  # longer words may have any one slip


def _corpus() -> list[str]:
    messages: list[str] = []
    for path in (EVAL_MESSAGES, SHARED_DEV):
        if not path.exists():
            continue
        for line in path.read_text("utf-8").splitlines():
            if line.strip():
                case = json.loads(line)
                messages += [case.get("message", "")] + [t if isinstance(t, str) else t.get("message", "") for t in case.get("turns", [])]  # fmt: skip
    return [m for m in messages if m]


# Every correction the typo layer makes on the labelled shopping messages: each is a real typo.
_TYPOS_IN_CORPUS = {
    "blak": "black", "gues": "guest", "hodie": "hoodie", "jaket": "jacket", "lookin": "looking", "runing": "running",
    "scarff": "scarf", "sneakrs": "sneakers", "snekers": "sneakers", "sweter": "sweater",
    "trowsers": "trousers", "whte": "white",
}  # fmt: skip


def test_no_false_corrections_on_realistic_shopping_messages() -> None:
    messages = _corpus()
    assert len(messages) >= 250
    made: dict[str, str] = {}
    for message in messages:
        for text in (message, message.lower()):
            corrected, changes = correct_text(text)
            for start, end, new_start, new_end in changes:
                made[text[start:end].lower()] = corrected[new_start:new_end]
    assert made.items() <= _TYPOS_IN_CORPUS.items()


def test_none_of_the_20000_commonest_english_words_is_rewritten() -> None:
    assert len(COMMON_ENGLISH) == 20_000
    assert {"normal", "lack", "spot", "talking", "show", "parents"} <= COMMON_ENGLISH
    assert not set(_TYPOS_IN_CORPUS) & COMMON_ENGLISH  # real typos stay correctable
    corrector = TypoCorrector(["formal", "black", "sport", "walking", "snow", "pants"])
    assert corrector.correct("blakc") == "black"
    assert [w for w in COMMON_ENGLISH if corrector.correct(w) is not None] == []
    assert [w for w in sorted(COMMON_ENGLISH) if correct_text(w)[1]] == []
