"""Understanding a message: intent, search scope, filters, semantic query and references.

One pass over the normalised message: domain spans (vocab.scan), negation windows, budget and size,
brands, owned-garment anchors ("my blue shirt") — then the intent is decided from which of these are
present and how the sentence is built (a question about knowledge, a request for items, a comparison).
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from typing import Any

from aesthetiq.agent.engines.offline import parsing
from aesthetiq.agent.engines.offline.brands import BrandMatcher, unstocked_brand_matcher, unstocked_types
from aesthetiq.agent.engines.offline.cues import CHILDREN, DEFERRAL, PAYMENT
from aesthetiq.agent.engines.offline.dress_codes import apply_dress_code, dress_codes
from aesthetiq.agent.engines.offline.followups import follow_up, other_colours
from aesthetiq.agent.engines.offline.nearest import GarmentNeighbours
from aesthetiq.agent.engines.offline.scope import (
    PAIRING,
    anchor_colours,
    anchor_garments,
    decide_scope,
    describe_anchor,
    names_the_wardrobe,
)
from aesthetiq.agent.engines.offline.vocab import Span, colour_season_mentions, phrasebook, scan
from aesthetiq.style import taxonomy

_QUESTION_START = re.compile(
    r"^(?:what|how|which|why|is|are|does|do|should|can|could|would|will|when|where|who|tell me|explain|"
    r"any tips|give me tips|help me understand)\b"
)
_OUTFIT_REQUEST = re.compile(
    r"\b(?:go(?:es)? (?:well )?with|pair(?:s|ed)? (?:well )?with|to wear with|wear with|match(?:es)? with|"
    r"goes? nicely with|complement|complete (?:the|my) look|style (?:my|a|an|this|these|it)|what (?:should|can|could|do) i wear|"
    r"what to wear|what (?:should|do|could|can) i (?:pack|get|buy|choose|pick|bring|take)|outfits? (?:for|to|with)|what (?:shoes|pants|trousers|top|tops|bag|jacket|accessories) (?:go|goes|would go|to wear))\b"
)
# "something more formal", "a dressier one": the same request, one notch in a direction.
_COMPARATIVE = (
    r"\b(?:more|less|a bit more|slightly more) (?:formal|casual|dressy|elegant|relaxed|colou?rful|classic|sporty|"
    r"fitted|oversized|minimal|understated|expensive|affordable)\b|"
    r"\b(?:dressier|smarter|comfier|warmer|lighter|brighter|darker|cheaper|pricier)\b"
)
# What a comparative changes when it names no occasion or season itself.
_NOTCH = (
    (re.compile(r"\b(?:dressier|smarter|more (?:formal|dressy|elegant)|less casual)\b"), "occasion", "formal"),
    (re.compile(r"\b(?:comfier|more (?:casual|relaxed)|less (?:formal|dressy))\b"), "occasion", "casual"),
    (re.compile(r"\bwarmer\b"), "season", "winter"),
)
_FOLLOW_UP = re.compile(
    r"^(?:what about|how about|and|also|any|same|similar|in |maybe|now|ok|okay|instead|only|just|show me more|more)\b|"
    r"\b(?:instead|ones|similar|same but|like that|like those|like the)\b|" + _COMPARATIVE
)
# "show me more", "any others?": the same request without the items already shown.
_MORE = re.compile(
    r"^(?:(?:show|give|get) me |got |any |let me see |can i see |i want |i'd like )?(?:some |a few )?more\b"
    r"(?!\s+(?:than|formal|casual|dressy|elegant|relaxed|colou?rful|classic|sporty|fitted|oversized|minimal|"
    r"understated|expensive|affordable|comfortable|modest|fun|professional))|"
    r"\b(?:other options|more options|different ones|any others|anything else|see more|next ones|more like (?:these|those|this))\b"
)
# "I don't like the colour", "in a different colour": the last request, without the colours shown.
_OTHER_COLOUR = re.compile(
    r"\b(?:(?:do not|not a fan of|hate|dislike) (?:like )?(?:the |these |those |that |this |their )?colou?rs?|"
    r"(?:a |in a )?different colou?rs?|another colou?r|other colou?rs?)\b"
)
# The owned piece is gone or worn out: the request is a new one of the same.
_REPLACING = re.compile(
    r"\b(?:(?:a |need a |want a |get a )?(?:new|another|replacement) (?:one|ones|pair)|replace (?:it|them|my)|"
    r"(?:lost|forgot|ruined|broke|ripped|tore|stained|outgrew|wore out) my|(?:is|are) (?:worn out|ruined|broken|falling apart))\b"
)
_REQUEST_CUE = re.compile(
    r"\b(?:find|show|get) me\b|\b(?:looking|searching|shopping) for\b|\b(?:recommend|suggest)\b|"
    r"\bi (?:need|want|would like|'d like)\b|\bcould you find\b"
)
_ITCHY = re.compile(r"\b(?:nothing|not|no|non|never|hate|without|isn't|aren't|anything but)[ -](?:too |very |that )?(?:itchy|scratchy)\b")
_MENSWEAR = re.compile(
    r"\b(?:i'?m|i am) (?:a )?(?:guy|man|male|dude|bloke|gentleman|boy)\b|\bfor (?:a )?(?:men|man|guy|guys)\b|"
    r"\bmen'?s\b(?! (?:size|\d))|\bmenswear\b"
)
_WOMENSWEAR = ("Dress", "Skirt", "Heels", "Blouse", "Leggings")
_MY_COLOURS = re.compile(r"\b(?:in|from) my (?:best |own |season'?s? )?(?:colou?rs?|palette|season)\b|\bmy best colou?rs\b")
_TEMPERATURE = re.compile(r"(-?\d{1,3})\s*(?:°|degrees?|deg)\s*(f(?:ahrenheit)?\b)?(?:c(?:elsius)?\b)?")
_FAVOURITE = re.compile(r"\b(?:favou?rites?|faves?|favs?)\b")
# Keys that adjust a request without naming a new one ("under 150", "in black", "size M", "no wool").
_MODIFIER_KEYS = frozenset({
    "minPrice", "maxPrice", "priceFlexible", "colors", "excludeColors", "size", "material",
    "excludeMaterials", "excludeBrands", "brand", "unstockedBrands", "inStock", "notes", "style",
})  # fmt: skip
_METHOD_QUESTION = re.compile(
    r"^(?:so |and |but |ok |okay )?(?:how (?:do|should|can|could|would|does) (?:i|you|we|one|someone)|how to|why)\b"
)
# "swimwear", "loungewear", "activewear": clothing even when the taxonomy has no subCategory for it.
# "should I wear gold or silver?": a choice to advise on, not items to find.
_EITHER_OR = re.compile(
    r"^(?:so |and )?(?:should|do|can|would|could) i (?:wear|choose|pick|go for|get|go with|tuck|roll|cuff|layer|button)\b.+\bor\b"
)
_WEAR_COMPOUND = re.compile(r"\b[a-z]{3,}wear\b")
_RESTATED = re.compile(r"\b(?:ones?|instead|rather|but)\b")
_NEW_CONSTRAINT = re.compile(r"\b(?:in (?:size|an?|black|white|red|blue|green)|size|instead|cheaper|under|below|over)\b")
# "a gift for my boyfriend", "a scarf for my mum": someone else will wear it. Not "for my sister's wedding".
_RECIPIENT = re.compile(
    r"\bfor (?:my |our |a |her |his )?(boyfriend|girlfriend|husband|wife|partner|fiancee?|fiancée?|mum|mom|mother|"
    r"dad|father|sister|brother|best friend|friend|son|daughter|niece|nephew|grandma|grandmother|grandpa|"
    r"grandfather|colleague|boss|aunt|uncle|him|her)\b(?!'s|’s| own)"
)
_CARE_PROBLEM = re.compile(
    r"\b(?:shrunk|shrank|stained|pilled|pilling|faded|bobbled|yellowed|stretched out|came out of the wash|"
    r"got a stain|has a stain|smells)\b"
)
_IN_STOCK = re.compile(r"\b(?:in stock|available now|ships? now|available today)\b")
_STOP = frozenset(phrasebook()["common_words"]) | {"am", "an", "the", "a", "i", "me"}


MAX_CHARS_READ = 1500


@dataclass
class Understanding:
    text: str
    intent: str = "clothing"
    intent_confidence: float = 0.9
    scope: str = "commerce"
    filters: dict[str, Any] = field(default_factory=dict)
    semantic_query: str = ""
    references: list[int] = field(default_factory=list)
    anchors: list[str] = field(default_factory=list)
    seasons_named: list[str] = field(default_factory=list)  # colour seasons named ("warm autumn")
    colour_words: list[str] = field(default_factory=list)  # every colour named, negated or not
    cues: set[str] = field(default_factory=set)
    complement: str = ""  # garment words that go with an owned piece ("shirt knit jacket" for jeans)

    @property
    def specific(self) -> bool:
        """Enough to search on: a garment, an occasion, a colour, a brand, a style, an anchor or a reference."""
        keys = {"category", "subCategory", "occasion", "style", "colors", "brand", "material", "season"}
        return bool(keys & self.filters.keys() or self.anchors or self.references or self.scope != "commerce")


class Understander:
    def __init__(self, brands: list[str] | None = None, neighbours: GarmentNeighbours | None = None) -> None:
        self.brands = BrandMatcher(brands or [])
        self.unstocked = unstocked_brand_matcher(brands or [])
        self._neighbours = neighbours

    # --- the whole message --------------------------------------------------------------------

    def understand(
        self,
        message: str,
        *,
        previous_items: list[dict] | None = None,
        previous_filters: dict[str, Any] | None = None,
        style_dna: dict[str, Any] | None = None,
    ) -> Understanding:
        # A request is stated early; a long paste (up to the 10,000-character limit) is mostly context,
        # and reading all of it would cost ~0.3 s instead of < 1 ms.
        message = message[:MAX_CHARS_READ]
        text = parsing.normalise(message)
        u = Understanding(text=text)
        size, size_span = parsing.parse_size(text)
        spans = scan(text)
        windows = parsing.negated_windows(text)
        brands = self.brands.find(message, text)
        unstocked = [u for u in self.unstocked.find(message, text) if not any(b[0] <= u[0] < b[1] for b in brands)]
        spans = [s for s in spans if not any(b[0] <= s.start < b[1] for b in [*brands, *unstocked])]
        if self._neighbours and not any(s.kind in {"garment", "category"} for s in spans):
            spans += self._neighbours.spans(text, spans, brands)
        negated = [s for s in spans if parsing.in_windows(s.start, windows)]
        if not any(s.kind == "garment" for s in spans if s not in negated) and _RESTATED.search(text):
            # "I don't want white sneakers, show me green ones": the garment is still wanted.
            negated = [s for s in negated if s.kind not in {"garment", "category"}]
        positive = [s for s in spans if s not in negated]
        anchor_spans = anchor_garments(text, positive)
        if _REPLACING.search(text) and not PAIRING.search(text) and len({s.value for s in anchor_spans}) == 1:
            anchor_spans = []  # "I ruined my black jacket, need a new one": a black jacket is the request
        u.anchors = [describe_anchor(a, positive) for a in anchor_spans]
        u.seasons_named = colour_season_mentions(text)
        u.colour_words = [s.value for s in spans if s.kind == "colour"]
        u.scope = decide_scope(text, anchor_spans)
        owned_colours = anchor_colours(positive, anchor_spans) if u.scope != "wardrobe" else []
        targets = [s for s in positive if s.kind in {"garment", "category"} and s not in anchor_spans]
        if u.scope == "wardrobe" and targets and anchor_spans and not names_the_wardrobe(text):
            # "I have a navy blazer, what shirt would go?": a shirt for it, owned or new.
            u.scope = "both"
            owned_colours = anchor_colours(positive, anchor_spans)
        if u.scope == "wardrobe" and not targets:
            targets = anchor_spans
        # "60 each tops" is a price limit, not a request for tops.
        targets = [t for t in targets if not re.search(r"\d\s*(?:each\s+|apiece\s+)?$", text[: t.start])]
        request = _REQUEST_CUE.search(text)
        asked = targets
        if request and any(t.start < request.start() for t in targets):
            # "my wardrobe is all band tees ... could you find me grey trousers": what follows the ask leads.
            targets = sorted(targets, key=lambda t: t.start < request.start())
            asked = [t for t in targets if t.start > request.start()] or targets
        filters: dict[str, Any] = {}
        self._garment_filters(filters, targets)
        parts = list(dict.fromkeys(t.value for t in asked))
        outfit = len(parts) >= 2 and not PAIRING.search(text)
        if outfit:  # "top, bottom and shoes", "a blazer and jeans": each piece is searched
            filters.pop("subCategory", None)
            filters.pop("category", None)
            filters["outfitParts"] = parts[:4]
        colours = [s.value for s in positive if s.kind == "colour" and s not in owned_colours]
        if not colours and _MY_COLOURS.search(text):
            filters["inPalette"] = True  # "something in my colours": the search takes the user's palette
        if colours:
            filters["colors"] = list(dict.fromkeys(colours))
        excluded = [s.value for s in negated if s.kind == "colour"]
        if excluded:
            filters["excludeColors"] = list(dict.fromkeys(excluded))
        # "no wool", "not suede", "not from Zara": hard exclusions the search applies, like excludeColors.
        excluded_materials = [s.value for s in negated if s.kind == "material"]
        if _ITCHY.search(text):  # "nothing itchy": the scratchy fibres, not knitwear as such
            excluded_materials += ["wool", "alpaca", "mohair", "tweed"]
        if excluded_materials:
            filters["excludeMaterials"] = list(dict.fromkeys(excluded_materials))
        excluded_brands = [b[2] for b in brands if parsing.in_windows(b[0], windows)]
        if excluded_brands:
            filters["excludeBrands"] = list(dict.fromkeys(excluded_brands))
        self._context_filters(filters, positive)
        if (season := _season_of_temperature(text)) is not None:
            filters["season"] = season  # "5 degrees and rainy": dress for the cold the number says
        missing = unstocked_types(text, windows)
        if missing:
            # "a swimsuit": the shop has none; the reply says so and searches what the occasion needs.
            filters["unstockedTypes"] = [kind for kind, _ in missing]
            for _, (key, value) in missing:
                if key and key not in filters:
                    filters[key] = value
        for notch, key, value in _NOTCH:
            if notch.search(text) and key not in filters:
                filters[key] = value
        apply_dress_code(filters)
        if outfit:  # the pieces named are choices: no dress code rules them out
            filters.pop("minFormality", None)
            kept = [t for t in filters.get("excludeSubCategories", []) if t not in parts]
            filters.pop("excludeSubCategories", None)
            if kept:
                filters["excludeSubCategories"] = kept
        if _MENSWEAR.search(text) and filters.get("subCategory") not in _WOMENSWEAR:
            # The catalogue has no gender field: "I'm a guy" leaves out the pieces cut for women.
            filters["excludeSubCategories"] = list(dict.fromkeys([*filters.get("excludeSubCategories", []), *_WOMENSWEAR]))
        brand_hits = [b for b in brands if not parsing.in_windows(b[0], windows)]
        if brand_hits:
            filters["brand"] = brand_hits[0][2]
        # "Prada loafers": the shop has no Prada; the reply says so, and the garment is still searched.
        wanted_unstocked = [b[2] for b in unstocked if not parsing.in_windows(b[0], windows)]
        if wanted_unstocked:
            filters["unstockedBrands"] = list(dict.fromkeys(wanted_unstocked))
        if size:
            filters["size"] = parsing.size_for_garment(size, filters.get("subCategory"))
        user_max = _user_budget(style_dna)
        budget = parsing.parse_budget(
            text,
            category=filters.get("category"),
            user_max=user_max,
            blocked=[size_span] if size_span else [],
        )
        if budget.min_price is not None:
            filters["minPrice"] = budget.min_price
        if budget.max_price is not None:
            filters["maxPrice"] = budget.max_price
        if budget.flexible:
            filters["priceFlexible"] = True
        if _IN_STOCK.search(text):
            filters["inStock"] = True
        if recipient := _RECIPIENT.search(text):
            filters["recipient"] = recipient.group(1)
        notes = self._notes(negated, positive, brands, windows, u.anchors if u.scope != "wardrobe" else [])
        if anchor_spans and not targets and u.scope != "wardrobe":
            # "combine my white jeans with something new": new pieces of other types that go with it.
            owned_types = [s.value for s in anchor_spans if s.kind == "garment"]
            if owned_types:
                filters["excludeSubCategories"] = list(dict.fromkeys(owned_types))
            owned = next((s for s in anchor_spans if s.kind in {"garment", "category"}), None)
            if owned is not None:
                group = "DRESS" if owned.value == "Dress" else (owned.extra if owned.kind == "garment" else owned.value)
                u.complement = phrasebook().get("complements", {}).get(group or "", "")
        if not targets and (compound := _WEAR_COMPOUND.search(text)):
            notes = "; ".join(filter(None, [notes, f"looking for: {compound.group(0)}"]))
        if notes:
            filters["notes"] = notes
        previous_items = previous_items or []
        u.references = parsing.parse_references(text, previous_items) if previous_items else []
        u.intent, u.intent_confidence = self._intent(text, u, filters, targets, bool(previous_items))
        # "something under 150 please" after a search changes that search; so does "what about in black?".
        only_modifiers = bool(filters) and set(filters) <= _MODIFIER_KEYS
        is_follow_up = (
            u.intent == "clothing"
            and (previous_filters or u.references)
            and (
                _FOLLOW_UP.search(text) or _MORE.search(text) or _OTHER_COLOUR.search(text) or u.references
                or _MENSWEAR.search(text)
                or (only_modifiers and previous_filters)
            )
            and not targets
        )
        referenced = [previous_items[i] for i in u.references if i < len(previous_items)]
        if u.intent == "clothing" and referenced and targets and PAIRING.search(text) and referenced[0].get("name"):
            shown = str(referenced[0]["name"]).lower()
            filters["notes"] = "; ".join(filter(None, [filters.get("notes"), f"goes with: the {shown}"]))
            u.anchors = [f"the {shown}"]
        if is_follow_up:
            filters = follow_up(filters, previous_filters or {}, previous_items, text)
            if _OTHER_COLOUR.search(text) and not u.colour_words:
                filters = other_colours(filters, previous_items)
            if _MORE.search(text):
                shown = [str(i["id"]) for i in previous_items if i.get("id")]
                filters["excludeIds"] = list(dict.fromkeys([*filters.get("excludeIds", []), *shown]))
            else:
                filters.pop("excludeIds", None)
            # "the second one but in size L": that item's garment, whatever the last search was.
            if referenced and referenced[0].get("subCategory"):
                filters["subCategory"] = referenced[0]["subCategory"]
                filters["category"] = referenced[0].get("category") or filters.get("category")
        if u.scope == "wardrobe" and _FAVOURITE.search(text):
            filters["isFavorite"] = True  # "my favourite shoes": the pieces the user starred
        u.filters = filters if u.intent == "clothing" else {}
        # Negated words never reach the search text: BM25 and the embedder would rank wool first for "no wool".
        unwanted = [(sp.start, sp.end) for sp in negated] + windows
        u.semantic_query = self._semantic_query(
            text, positive, filters, u, [budget.spans, [size_span], unwanted]
        )
        if is_follow_up:
            # The search text of a follow-up names what it follows up on ("cheaper ones" -> blazer).
            subject = referenced[0].get("name") if len(referenced) == 1 else filters.get("subCategory")
            if subject and str(subject).lower() not in u.semantic_query.lower():
                u.semantic_query = f"{str(subject).lower()} {u.semantic_query}".strip()
        return u

    def filters_only(self, message: str, style_dna: dict[str, Any] | None = None) -> dict[str, Any]:
        """The filters in an answer to a clarification question ("A formal dinner party")."""
        u = self.understand(message, style_dna=style_dna)
        filters = dict(u.filters) if u.intent == "clothing" else self.understand("find " + message).filters
        if not filters and DEFERRAL.search(u.text):
            # "idk", "whatever you think": the user leaves it to us — everyday pieces, not a second question.
            filters = {"occasion": "casual"}
        return filters

    # --- parts --------------------------------------------------------------------------------

    @staticmethod
    def _garment_filters(filters: dict[str, Any], targets: list[Span]) -> None:
        subs = [s for s in targets if s.kind == "garment"]
        if subs:
            filters["subCategory"] = subs[0].value
            filters["category"] = taxonomy.SUBCATEGORY_TO_CATEGORY.get(subs[0].value, subs[0].extra)
        elif targets:
            filters["category"] = targets[0].value

    @staticmethod
    def _context_filters(filters: dict[str, Any], positive: list[Span]) -> None:
        occasions = [s.value for s in positive if s.kind == "occasion"]
        concrete = [o for o in occasions if o != "formal"]
        styles = [s.value for s in positive if s.kind == "style"]
        if concrete:
            filters["occasion"] = concrete[0]
            if "formal" in occasions:
                styles.insert(0, "formal")
        elif occasions:
            filters["occasion"] = "formal"
        if styles:
            filters["style"] = styles[0]
        for kind, key in (("material", "material"), ("season", "season")):
            values = [s.value for s in positive if s.kind == kind]
            if values:
                filters[key] = values[0]

    @staticmethod
    def _notes(
        negated: list[Span], positive: list[Span], brands: list, windows: list, anchors: list[str]
    ) -> str:
        parts = []
        avoid = [
            s.phrase
            for s in negated
            if s.kind in {"material", "pattern", "garment", "style", "fit", "category"}
        ]
        avoid += [b[2] for b in brands if parsing.in_windows(b[0], windows)]
        if avoid:
            parts.append("avoid: " + ", ".join(dict.fromkeys(avoid)))
        fits = [s.value for s in positive if s.kind == "fit"]
        if fits:
            parts.append("fit: " + ", ".join(dict.fromkeys(fits)))
        patterns = [s.phrase for s in positive if s.kind == "pattern"]
        if patterns:
            parts.append("pattern: " + ", ".join(dict.fromkeys(patterns)))
        if anchors:
            parts.append("goes with: " + "; ".join(anchors))
        return "; ".join(parts)

    def _intent(
        self, text: str, u: Understanding, filters: dict[str, Any], targets: list[Span], has_previous: bool
    ) -> tuple[str, float]:
        book = phrasebook()
        padded = f" {text} "
        compare_cue = any(c in padded for c in book["compare_cues"])
        knowledge = [
            k for k in book["knowledge_topics"] if re.search(r"(?<![\w])" + re.escape(k) + r"(?![\w])", text)
        ]
        shopping = any(
            re.search(r"(?<![\w])" + re.escape(v) + r"(?![\w])", text) for v in book["shopping_verbs"]
        )
        question = text.endswith("?") or bool(_QUESTION_START.search(text))
        if _EITHER_OR.search(text):
            knowledge.append("either-or")
        u.cues = {
            c
            for c, on in (
                ("compare", compare_cue),
                ("knowledge", bool(knowledge)),
                ("shopping", shopping),
                ("question", question),
            )
            if on
        }
        if PAYMENT.search(text) or CHILDREN.search(text) or (_CARE_PROBLEM.search(text) and not shopping):
            return "general", 0.9  # "my wool jumper shrunk": a care question about it, not a search
        named_subs = {s.value for s in targets if s.kind == "garment"}
        asks_which = bool(
            u.references and re.search(r"\b(?:which|better|differ|difference|versus|vs)\b", text)
        )
        if has_previous and u.references and targets and PAIRING.search(text) and not compare_cue:
            return "clothing", 0.9  # "what shoes go with the second one?": new pieces for a shown one
        if has_previous and (compare_cue or asks_which) and (u.references or len(named_subs) < 2):
            return "compare", 0.95
        if has_previous and parsing.WHICH_IS_BEST.search(text) and not named_subs:
            return "compare", 0.9  # "which is best for me?": a verdict on what was shown
        if has_previous and u.references and not named_subs and parsing.PRICE_PICK.search(text):
            return "compare", 0.9  # "the cheapest one": a closer look at that item, not a new search
        if has_previous and u.references and question and not named_subs and not _NEW_CONSTRAINT.search(text):
            # "what about the third one, does it suit me?": a question about an item already shown.
            return "compare", 0.85
        if compare_cue and len(named_subs) >= 2:
            return "general", 0.85
        if compare_cue and not has_previous and not named_subs:
            # "compare the first two" with nothing shown yet: the workflow searches (seed 003), finds
            # nothing to go on and asks what to look for.
            return "compare", 0.9
        if u.scope != "commerce":
            return "clothing", 0.95
        follow_up_change = any(
            k in filters
            for k in ("colors", "maxPrice", "minPrice", "size", "material", "brand", "excludeColors")
        )
        if has_previous and follow_up_change and (_FOLLOW_UP.search(text) or u.references) and not knowledge:
            return "clothing", 0.85
        if has_previous and _OTHER_COLOUR.search(text) and not knowledge:
            return "clothing", 0.9
        if has_previous and _MENSWEAR.search(text) and not targets and not knowledge:
            return "clothing", 0.85  # "I'm a guy": the last request, for a man
        if has_previous and _MORE.search(text) and not knowledge:
            return "clothing", 0.9  # "more", "any others?": the next page of the last request
        if has_previous and re.search(_COMPARATIVE, text) and not knowledge:
            return "clothing", 0.85  # "a smarter one", "darker ones": the last request, one notch further
        if _OUTFIT_REQUEST.search(text) and not re.search(r"\bhow (?:do|should|can) i\b", text):
            if knowledge and not (targets or filters.get("occasion")):
                return "general", 0.75  # "I want to look taller, what should I wear?": advice
            return "clothing", 0.9
        if _METHOD_QUESTION.search(text):
            return "general", 0.85
        item_signal = bool(
            targets
            or filters.get("brand")
            or filters.get("unstockedBrands")
            or filters.get("unstockedTypes")
            or filters.get("outfitParts")
            or "maxPrice" in filters
            or "minPrice" in filters
            or filters.get("size")
        )
        soft_signal = bool(
            filters.get("colors")
            or filters.get("occasion")
            or filters.get("material")
            or filters.get("style")
            or filters.get("season")  # "I'm going on a ski trip", "Paris in spring": dressing for it
        )
        if shopping and not knowledge:
            return "clothing", 0.95
        if shopping and knowledge:
            return ("clothing", 0.75) if item_signal else ("general", 0.75)
        if question or knowledge:
            # "Do you have Nike hoodies?", "any linen shirts?", "anything by Gucci?": about items, not knowledge.
            if (targets or filters.get("brand") or filters.get("unstockedBrands")) and not knowledge:
                return "clothing", 0.75
            return "general", 0.9 if knowledge else 0.75
        if item_signal or soft_signal or _WEAR_COMPOUND.search(text):
            return "clothing", 0.9
        if any(re.search(r"(?<![\w])" + re.escape(w) + r"(?![\w])", text) for w in book["vague_words"]):
            return "clothing", 0.7
        return "general", 0.6

    @staticmethod
    def _semantic_query(
        text: str, positive: list[Span], filters: dict[str, Any], u: Understanding, skip: list
    ) -> str:
        """Words for the embedding search: the domain phrases as typed, then other content words."""
        blocked = [s for group in skip for s in group if s]
        anchored = [a for a in u.anchors if u.scope != "wardrobe"]
        phrases = [
            s.phrase for s in positive
            if (s.kind != "season" or s.value == filters.get("season")) and not any(s.phrase in a for a in anchored)
        ]  # fmt: skip
        if filters.get("brand"):
            phrases.append(filters["brand"])
        # "camel coat" and "camel": a phrase inside a longer one adds nothing.
        phrases = [p for p in phrases if not any(p != q and re.search(rf"\b{re.escape(p)}\b", q) for q in phrases)]
        taken = set(" ".join([*phrases, *anchored]).lower().split())
        extra = []
        for m in re.finditer(r"[a-z][a-z-]+", text):
            word = m.group(0)
            if any(a <= m.start() < b for a, b in blocked) or word in taken or word in _STOP or len(word) < 3:
                continue
            extra.append(word)
        for code in dress_codes(filters):
            if code.get("query") and not filters.get("subCategory"):
                phrases.append(code["query"])  # the garments the occasion calls for steer the ranking
        if u.complement:
            # The owned garment's own name would rank more of it first: search its complements.
            colours = [s.phrase for s in positive if s.kind == "colour" and any(s.phrase in a for a in anchored)]
            phrases.append(u.complement + (" to go with " + " ".join(colours) if colours else ""))
        elif u.anchors and u.scope != "wardrobe":
            phrases.append("to go with " + " and ".join(u.anchors))
        return " ".join(dict.fromkeys([*phrases, *extra]))[:300].strip() or text[:300]


def _season_of_temperature(text: str) -> str | None:
    """ "5 degrees" -> winter, "30°C" -> summer, "85 f" -> summer; mild temperatures say nothing."""
    m = _TEMPERATURE.search(text)
    if m is None:
        return None
    value = float(m.group(1))
    if m.group(2):  # Fahrenheit
        value = (value - 32) * 5 / 9
    return "winter" if value <= 10 else "summer" if value >= 24 else None


def _user_budget(style_dna: dict[str, Any] | None) -> float | None:
    if not style_dna:
        return None
    budget = style_dna.get("budget_range") or {}
    value = budget.get("max") if isinstance(budget, dict) else None
    return value or style_dna.get("max_price_per_item")
