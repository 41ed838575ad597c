"""Street addresses and postcodes.

An English-style address line is a house number, one to four name words and a street type
("221B Baker Street", "1600 pennsylvania ave nw"). Street types that are also fashion words
("court" shoes, "crescent" bag, "square" toe, "close"-fitting) only count in Title Case, and words
like "for", "from", "pairs" cannot be part of a street name, so "size 8 black court shoes" or
"2 tops from Oxford Street" are not addresses. Continental forms ("Hauptstraße 12",
"15 rue de Rivoli", "Via Roma 10") and postcodes (UK, US state + ZIP) have their own shapes.
"""

from __future__ import annotations

import re
from collections.abc import Iterator

_HOUSE = r"\d{1,5}[A-Za-z]?(?:[-/]\d{1,4}[A-Za-z]?)?"
_NOT_NAME = (
    r"(?!(?:for|from|to|at|on|in|of|and|or|with|my|your|our|his|her|a|an|near|by|off|under|over|is|are"
    r"|was|pairs?|pieces?|items?|sizes?|size|x|times|days?|weeks?|years?|months?|hours?|mins?|minutes|euros?"
    r"|dollars?|pounds?|bucks|usd|eur|gbp|cm|mm|inch|inches|kg|lbs?|percent|pack|packs|tops|shoes|dresses)\b)"
)
_WORD = _NOT_NAME + r"(?:[A-Za-z][A-Za-z'.-]*|\d{1,3}(?:st|nd|rd|th))"
_TITLE_WORD = _NOT_NAME + r"(?:[A-Z][A-Za-z'.-]*|\d{1,3}(?:st|nd|rd|th))"
_PLAIN_TYPES = (
    r"street|st|avenue|ave|road|rd|boulevard|blvd|lane|ln|drive|highway|hwy|parkway|pkwy|terrace|gardens"
    r"|mews|expressway|alley|quay|wharf|embankment|cres|ct|pl|sq|cir|trl"
)
_TITLE_TYPES = (
    r"Court|Place|Way|Square|Row|Close|Crescent|Grove|Circle|Hill|Walk|Park|Rise|Green|View|Trail|Gate|Yards?"
    r"|Dr(?=\.?\s*(?:[,;]|$))"  # "Dr" only at the end of the line: "Dr Martens" is a brand
)
_UNIT = r"(?:,?\s*(?i:apt|apartment|unit|suite|ste|flat|fl|floor|room|#)\.?\s*#?[A-Za-z0-9]{1,5}\b)?"
_DIRECTION = r"(?:\s+(?i:N|S|E|W|NE|NW|SE|SW|north|south|east|west)\b)?"
# Right after a street type, these mean a shop street or a style ("high street brands"), not an address.
_NOT_AFTER = r"(?![ \t]+(?:brands?|shops?|stores?|retailers?|fashion|style|looks?|vibes?|chic|wear|boutiques?)\b)"

_ENGLISH = re.compile(
    rf"(?<![\w#.,-]){_HOUSE}[ \t]+(?:(?:{_WORD})[ \t]+){{1,4}}(?i:{_PLAIN_TYPES})\b\.?{_DIRECTION}{_NOT_AFTER}{_UNIT}"
    rf"|(?<![\w#.,-]){_HOUSE}[ \t]+(?:(?:{_TITLE_WORD})[ \t]+){{1,4}}(?:{_TITLE_TYPES})\b{_DIRECTION}{_NOT_AFTER}{_UNIT}"
)
_ROMANCE_TYPES = (
    r"rue|avenue|av\.|boulevard|bd|chemin|place|quai|allée|impasse|via|viale|piazza|corso|vicolo|calle|avenida"
    r"|plaza|paseo|carrer|rua|praça|travessa|ulica|ul\."
)
_PARTICLE = r"(?:de|del|della|dei|di|da|do|dos|das|du|des|la|le|les|l'|d'|el|los|las|y|e|san|santa|sant)"
_ROMANCE_NAME = rf"(?:(?:{_PARTICLE}|[A-ZÀ-Þ][\wÀ-ÿ'-]*)[ \t]+){{0,3}}[A-ZÀ-Þ][\wÀ-ÿ'-]*"
_ROMANCE = re.compile(
    rf"(?<![\w-])\d{{1,4}}[a-z]?,?[ \t]+(?i:{_ROMANCE_TYPES})[ \t]+{_ROMANCE_NAME}"
    rf"|(?<![\w-])(?i:{_ROMANCE_TYPES})[ \t]+{_ROMANCE_NAME},?[ \t]+(?:n[º°o.]?\s*)?\d{{1,4}}[a-z]?\b"
)
_GERMANIC = re.compile(
    r"\b[A-ZÄÖÜ][\wäöüß-]*(?:straße|strasse|str\.|weg|gasse|platz|allee|ring|damm|ufer|laan|straat|gracht|plein"
    r"|kade|singel|vej|gade|gatan|vägen|gata|veien|katu|tie)[ \t]+\d{1,4}[a-z]?\b"
)
_PO_BOX = re.compile(r"\bP\.?\s?O\.?\s+Box\s+\d{1,6}\b", re.IGNORECASE)
_INWARD_CODE = re.compile(r"\d[A-Za-z]{2}\b")  # every UK postcode ends with digit + two letters
# Upper case, or lower case with the space ("sw1a 1aa"): "b00ts" in leetspeak is not a postcode.
_UK_POSTCODE = re.compile(
    r"\b(?:[A-Z]{1,2}\d[A-Z\d]?|GIR) ?\d[ABD-HJLNP-UW-Z]{2}\b|\b[a-z]{1,2}\d[a-z\d]? \d[abd-hjlnp-uw-z]{2}\b"
)
_US_STATES = (
    "AL|AK|AZ|AR|CA|CO|CT|DE|FL|GA|HI|ID|IL|IN|IA|KS|KY|LA|ME|MD|MA|MI|MN|MS|MO|MT|NE|NV|NH|NJ|NM|NY|NC|ND"
    "|OH|OK|OR|PA|RI|SC|SD|TN|TX|UT|VT|VA|WA|WV|WI|WY|DC"
)
_FIVE_DIGITS = re.compile(r"\d{5}")
_US_ZIP = re.compile(rf"\b(?:{_US_STATES}),?\s+\d{{5}}(?:-\d{{4}})?\b")
# A UK postcode shape that is really a size or a product code ("UK 10", "A4"): must have the inward part.
_POSTCODE_PREFIX_WORDS = re.compile(r"(?i:size|sizes|uk|eu|us|it|fr)\s*$")


# Cheap substring tests that decide whether the costlier patterns can match at all.
_ROMANCE_HINTS = ("rue", "av", "bd", "boulevard", "chemin", "place", "quai", "allée", "impasse", "via", "piazza",
                  "corso", "vicolo", "calle", "plaza", "paseo", "carrer", "rua", "praça", "travessa", "ul")  # fmt: skip
_GERMANIC_HINTS = ("str", "weg", "gasse", "platz", "allee", "ring", "damm", "ufer", "laan", "straat", "gracht", "plein",
                   "kade", "singel", "vej", "gade", "gatan", "vägen", "gata", "veien", "katu", "tie")  # fmt: skip


def find_addresses(text: str) -> Iterator[tuple[str, int, int]]:
    lower = text.lower()
    patterns = [_ENGLISH, _US_ZIP] if _FIVE_DIGITS.search(text) else [_ENGLISH]
    if any(hint in lower for hint in _ROMANCE_HINTS):
        patterns.append(_ROMANCE)
    if any(hint in lower for hint in _GERMANIC_HINTS):
        patterns.append(_GERMANIC)
    if "box" in lower:
        patterns.append(_PO_BOX)
    for pattern in patterns:
        for match in pattern.finditer(text):
            yield "ADDRESS", match.start(), match.end()
    if not _INWARD_CODE.search(text):
        return
    for match in _UK_POSTCODE.finditer(text):
        if not _POSTCODE_PREFIX_WORDS.search(text, max(0, match.start() - 8), match.start()):
            yield "ADDRESS", match.start(), match.end()
