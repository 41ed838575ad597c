"""Words typo correction never rewrites (see typos.py): real English words and fashion brands.

``REAL_WORDS`` was generated from the English word-frequency list of pyspellchecker 0.9.1 (MIT):
every word seen at least 20 times, of at least 4 letters, within one edit of a word of the style
vocabularies and starting with the same letter ("short" near "shirt", "cost" near "coat", "boats"
near "boots"). Misspellings are rare in that list, so they stay out of it and get corrected. A
vocabulary that gains words may want this list regenerated the same way; until then its new
near-words are still protected when they are among ``COMMON_ENGLISH``, the 20,000 most frequent
words of that list (common_english.json), which also guards other correctors (the offline engine's).
"""

from __future__ import annotations

import json
from importlib import resources

# Fashion brands that read like a vocabulary word ("Crocs" is not "cross", "Monki" not "monk", "Loro
# Piana" not "logo", "Toteme" not "tote"): a brand a shopper names is never a typo. Found by running
# typo correction over the demo catalogue's brands and about 150 well-known fashion labels.
BRAND_WORDS: frozenset[str] = frozenset({
    "birkenstock", "crocs", "loro", "maje", "monki", "salomon", "sandro", "toteme",
})  # fmt: skip


def _word_list(name: str) -> frozenset[str]:
    text = resources.files("aesthetiq.style").joinpath(name).read_text("utf-8")
    return frozenset(json.loads(text)["words"])


REAL_WORDS: frozenset[str] = _word_list("real_words.json")
COMMON_ENGLISH: frozenset[str] = _word_list("common_english.json")

# Slang a shopper uses that sits one letter from a garment ("slays" is not "slides", "drip" not "dress").
SLANG_WORDS: frozenset[str] = frozenset({"slay", "slays", "slaying", "slayed", "drip", "drippy", "fit", "fits", "lewk"})

# None of these words is ever rewritten.
NEVER_CORRECTED: frozenset[str] = REAL_WORDS | BRAND_WORDS | COMMON_ENGLISH | SLANG_WORDS
