"""Understanding a message: intent, search scope, filters, semantic query and references.

One pass over the normalised message: domain spans (vocab.scan), negation windows, budget and size,
brands, owned-garment anchors ("my blue shirt") — then the intent is decided from which of these are
present and how the sentence is built (a question about knowledge, a request for items, a comparison).
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from typing import Any

from aesthetiq.agent.conversation.currency import DEFAULT_RATES, TOTAL, currency_said, money, to_catalogue
from aesthetiq.agent.conversation.reducer import apply as apply_operations
from aesthetiq.agent.conversation.search_view import search_filters
from aesthetiq.agent.conversation.state import ShoppingState, from_filters, shown_from
from aesthetiq.agent.engines.offline import acts, parsing
from aesthetiq.agent.engines.offline.brands import BrandMatcher, unstocked_brand_matcher, unstocked_types
from aesthetiq.agent.engines.offline.cues import DEFERRAL
from aesthetiq.agent.engines.offline.dress_codes import apply_dress_code, exclude
from aesthetiq.agent.engines.offline.go_with import not_twice
from aesthetiq.agent.engines.offline.intent import decide_intent
from aesthetiq.agent.engines.offline.nearest import GarmentNeighbours
from aesthetiq.agent.engines.offline.pieces import own_words, shared_after_split
from aesthetiq.agent.engines.offline.scope import (
    PAIRING,
    anchor_colours,
    anchor_garments,
    decide_scope,
    describe_anchor,
    names_the_wardrobe,
)
from aesthetiq.agent.engines.offline.search_text import search_text
from aesthetiq.agent.engines.offline.trip import COLD, MILESTONE, is_trip, season_of_month, season_of_place
from aesthetiq.agent.engines.offline.turn_cues import (
    FAVOURITE,
    IN_STOCK,
    ITCHY,
    MEN,
    MENSWEAR,
    MY_COLOURS,
    NOT_THIS_TIME,
    NOTCH,
    OWN_EVENT,
    RECIPIENT,
    REPLACING,
    REQUEST_CUE,
    WEAR_COMPOUND,
    WOMENSWEAR,
    season_of_temperature,
    unwanted_name_words,
)
from aesthetiq.agent.engines.offline.vocab import Span, colour_season_mentions, phrasebook, scan
from aesthetiq.style import taxonomy

# Keys that adjust a request without naming a new one ("under 150", "in black", "size M", "no wool").
_MODIFIER_KEYS = frozenset({
    "minPrice", "maxPrice", "priceFlexible", "colors", "excludeColors", "size", "material",
    "excludeMaterials", "excludeBrands", "brand", "unstockedBrands", "inStock", "notes", "style",
})  # fmt: skip
_WITH_THOSE = re.compile(r"\b(?:go(?:es)?|pair|wear|match|style)\b.{0,20}\bwith (?:it|them|those|these|that|this)\b")
_RESTATED = re.compile(r"\b(?:ones?|instead|rather)\b|\bbut\b[^.;!?]{0,30}\b(?:show|find|get|want|need|like|prefer|see)\b")


MAX_CHARS_READ = 1500


_HEEL_OF = re.compile(r"\b(?:with|on) (?:a )?(?:block|kitten|low|high|chunky|stiletto|wedge|flat|small|little|stacked)?[ -]?$")
_SUIT = re.compile(r"(?:business |two piece |three piece |trouser |pant |wool |wedding )?suits?|pantsuits?")
_LISTED_BOTTOM = re.compile(r"\btops?\s*(?:,|and|&|\+)\s*(?:a\s+)?bottom\b|\bbottom\s*(?:,|and|&|\+)\s*(?:a\s+)?(?:top|shoes)\b")


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
    operations: list[Any] = field(default_factory=list)  # what the message does to the shopping state
    state: ShoppingState = field(default_factory=ShoppingState)  # the shopping state after the message

    @property
    def specific(self) -> bool:
        """Enough to search on: a garment, an occasion, a colour, a brand, a style, an anchor or a reference."""
        keys = {"category", "subCategory", "occasion", "style", "colors", "brand", "material", "season"}
        return bool(keys & self.filters.keys() or self.anchors or self.references or self.scope != "commerce")


class Understander:
    def __init__(
        self,
        brands: list[str] | None = None,
        neighbours: GarmentNeighbours | None = None,
        currency_rates: dict[str, float] | None = None,
        catalogue_currency: str = "EUR",
    ) -> None:
        self.rates = dict(DEFAULT_RATES if currency_rates is None else currency_rates)
        self.catalogue_currency = catalogue_currency
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
        prior: ShoppingState | None = None,
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
        # "I don't show my knees" is itself the modest cue, not a negated one.
        negated = [s for s in spans if parsing.in_windows(s.start, windows) and not (s.kind == "style" and s.value == "modest")]
        if not any(s.kind in {"garment", "category"} for s in spans if s not in negated) and _RESTATED.search(text):
            # "I don't want white sneakers, show me green ones": the garment is still wanted.
            negated = [s for s in negated if s.kind not in {"garment", "category"}]
        positive = [s for s in spans if s not in negated]
        anchor_spans = anchor_garments(text, positive)
        if REPLACING.search(text) and not PAIRING.search(text) and len({s.value for s in anchor_spans}) == 1:
            anchor_spans = []  # "I ruined my black jacket, need a new one": a black jacket is the request
        u.anchors = [describe_anchor(a, positive) for a in anchor_spans]
        u.seasons_named = colour_season_mentions(text)
        u.colour_words = [s.value for s in spans if s.kind == "colour"]
        u.scope = decide_scope(text, anchor_spans)
        # "what goes with my black jeans, from stuff I already own?": the jeans stay the anchor.
        pairs_own = u.scope == "wardrobe" and bool(anchor_spans) and bool(PAIRING.search(text))
        owned_colours = anchor_colours(positive, anchor_spans) if u.scope != "wardrobe" or pairs_own else []
        targets = [s for s in positive if s.kind in {"garment", "category"} and s not in anchor_spans]
        if u.scope == "wardrobe" and targets and anchor_spans and not names_the_wardrobe(text):
            # "I have a navy blazer, what shirt would go?": a shirt for it, owned or new.
            u.scope = "both"
            owned_colours = anchor_colours(positive, anchor_spans)
        if u.scope == "wardrobe" and not targets and not pairs_own:
            targets = anchor_spans
        # "60 each tops" is a price limit, not a request for tops.
        targets = [
            t for t in targets
            if not (t.phrase == "tops" and re.search(r"(?:[€$£]\s*\d+|\d{2,})\s*(?:each\s+|apiece\s+)?$", text[: t.start]))
        ]  # fmt: skip
        heel_detail = [t for t in targets if t.value == "Heels" and _HEEL_OF.search(text[max(0, t.start - 16) : t.start])]
        if heel_detail and any(t.kind == "garment" and t.extra == "SHOE" and t.value != "Heels" for t in targets):
            # "ankle boots with a block heel": the heel is the boots', not a second pair of shoes.
            targets = [t for t in targets if t not in heel_detail]
            heel_words = _HEEL_OF.search(text[max(0, heel_detail[0].start - 16) : heel_detail[0].start])
            heel_note = f"fit: {(heel_words.group(0).split()[-1] + ' ') if heel_words and heel_words.group(0).split()[-1] not in ('with', 'on', 'a') else ''}heel"
        else:
            heel_note = ""
        request = REQUEST_CUE.search(text)
        asked = targets
        if request and any(t.start < request.start() for t in targets):
            # "my wardrobe is all band tees ... could you find me grey trousers": what follows the ask leads.
            targets = sorted(targets, key=lambda t: t.start < request.start())
            asked = [t for t in targets if t.start > request.start()] or targets
        filters: dict[str, Any] = {}
        self._garment_filters(filters, targets)
        parts = list(dict.fromkeys(t.value for t in asked))
        if _LISTED_BOTTOM.search(text) and "BOTTOM" not in parts:
            parts.append("BOTTOM")  # "top, bottom and shoes": the singular is a piece only in such a list
        suit = any(t.kind == "garment" and _SUIT.fullmatch(t.phrase) for t in asked)
        if suit:
            # A suit is sold as separates: the jacket and the trousers, in the same colour and cloth
            # ("a navy suit, 180 each for jacket and trousers": the jacket is the suit's).
            parts = [p for p in parts if p != "Jacket"]
            if "Blazer" in parts and "Trousers" not in parts:
                parts.insert(parts.index("Blazer") + 1, "Trousers")
        outfit = len(parts) >= 2 and (suit or not PAIRING.search(text))
        if outfit:  # "top, bottom and shoes", "a blazer and jeans": each piece is searched
            filters.pop("subCategory", None)
            filters.pop("category", None)
            filters.pop("type", None)
            filters["outfitParts"] = parts[:4]
        colours = [s.value for s in positive if s.kind == "colour" and s not in owned_colours]
        if not colours and MY_COLOURS.search(text):
            filters["inPalette"] = True  # "something in my colours": the search takes the user's palette
        if not colours and re.search(r"\blittle black dress\b|\blbd\b", text):
            colours = ["black"]  # the garment's name says its colour
        if colours:
            filters["colors"] = list(dict.fromkeys(colours))
        excluded = [s.value for s in negated if s.kind == "colour"]
        if excluded:
            filters["excludeColors"] = list(dict.fromkeys(excluded))
        # "no wool", "not suede", "not from Zara": hard exclusions the search applies, like excludeColors.
        excluded_materials = [s.value for s in negated if s.kind == "material"]
        if ITCHY.search(text):  # "nothing itchy": the scratchy fibres, not knitwear as such
            excluded_materials += ["wool", "alpaca", "mohair", "tweed"]
        if excluded_materials:
            filters["excludeMaterials"] = list(dict.fromkeys(excluded_materials))
        excluded_brands = [b[2] for b in brands if parsing.in_windows(b[0], windows)]
        if excluded_brands:
            filters["excludeBrands"] = list(dict.fromkeys(excluded_brands))
        self._context_filters(filters, positive)
        if filters.get("style") and NOT_THIS_TIME.search(text):
            filters.pop("style")  # "I'm usually boho but obviously not for this": the usual style is out
        if "season" not in filters and (season := season_of_month(text)) is not None:
            filters["season"] = season  # "a wedding in June", "Sydney in July": the month says the weather
        if not filters.get("occasion") and is_trip(text) and (targets or filters.get("season")):
            filters["occasion"] = "travel"  # "flying to New York in December and I need a coat"
        if not filters.get("occasion") and MILESTONE.search(text):
            filters["occasion"] = "party"  # "my dad's 70th"
        if "season" not in filters and COLD.search(text):
            filters["season"] = "winter"  # "a warm scarf", "a coat for christmas"
        if "season" not in filters and (season := season_of_place(text)) is not None:
            filters["season"] = season  # "a linen dress for a holiday in Crete", "Bali"
        if "season" not in filters and filters.get("occasion") in ("festival", "beach"):
            filters["season"] = "summer"  # festivals and beaches are dressed for the heat
        if (season := season_of_temperature(text)) is not None:
            filters["season"] = season  # "5 degrees and rainy": dress for the cold the number says
        missing = unstocked_types(text, windows)
        if missing:
            # "a swimsuit": the shop has none; the reply says so and searches what the occasion needs.
            filters["unstockedTypes"] = [kind for kind, _ in missing]
            for _, implied in missing:
                for key, value in implied.items():
                    filters.setdefault(key, value)
        for notch, key, value in NOTCH:
            # "less formal" also holds the word "formal": the comparative decides which way it goes.
            if (said := notch.search(text)) and (key not in filters or str(filters[key]) in said.group(0)):
                filters[key] = value
        apply_dress_code(filters, own_event=bool(OWN_EVENT.search(text)))
        if outfit:  # the pieces named are choices: no dress code rules them out
            filters.pop("minFormality", None)
            kept = [t for t in filters.get("excludeSubCategories", []) if t not in parts]
            filters.pop("excludeSubCategories", None)
            if kept:
                filters["excludeSubCategories"] = kept
        recipient = RECIPIENT.search(text)
        if recipient:
            filters["recipient"] = next(group for group in recipient.groups() if group)
        if (MENSWEAR.search(text) or filters.get("recipient") in MEN) and filters.get("subCategory") not in WOMENSWEAR:
            # The catalogue has no gender field: "I'm a guy", a present for dad, leave out the pieces cut for women.
            exclude(filters, "excludeSubCategories", WOMENSWEAR)
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
            garment=filters.get("subCategory"),
        )
        said = currency_said(budget.phrase, text) if budget.phrase or budget.spans else None
        convert = said is not None and said != self.catalogue_currency and said in self.rates
        if budget.max_price is not None or budget.min_price is not None:
            shown = budget.max_price if budget.max_price is not None else budget.min_price
            if budget.flexible and budget.min_price is not None and budget.max_price is not None:
                shown = round((budget.min_price + budget.max_price) / 2)  # "around £80" was read as 64-96
            if convert:
                # "under £300": prices are in euros; the reply says the converted figure once.
                filters["currency"] = said
                filters["budgetSaid"] = money(float(shown), said)  # type: ignore[arg-type]
            if TOTAL.search(text):
                filters["budgetTotal"] = True  # "200 for the whole look": one budget for all the pieces
                if budget.flexible:
                    budget.min_price = None  # "about £180 for both" says nothing of how cheap one piece may be
        if budget.min_price is not None:
            filters["minPrice"] = to_catalogue(budget.min_price, said if convert else None, self.rates)
        if budget.max_price is not None:
            filters["maxPrice"] = to_catalogue(budget.max_price, said if convert else None, self.rates)
        if budget.flexible:
            filters["priceFlexible"] = True
        if IN_STOCK.search(text):
            filters["inStock"] = True
        notes = self._notes(negated, positive, brands, windows, u.anchors if u.scope != "wardrobe" or pairs_own else [])
        if anchor_spans and not targets and (u.scope != "wardrobe" or pairs_own):
            # "combine my white jeans with something new": new pieces of other types that go with it.
            owned_types = not_twice([s.value for s in anchor_spans if s.kind == "garment"])
            if owned_types:
                filters["excludeSubCategories"] = list(dict.fromkeys([*owned_types, *filters.get("excludeSubCategories", [])]))
            owned = next((s for s in anchor_spans if s.kind in {"garment", "category"}), None)
            if owned is not None:
                group = "DRESS" if owned.value == "Dress" else (owned.extra if owned.kind == "garment" else owned.value)
                u.complement = phrasebook().get("complements", {}).get(group or "", "")
        # "I hate trousers", "jeans but not skinny ones", "no prints": left out of the search, not just noted.
        unwanted_types = [s.value for s in negated if s.kind == "garment" and s.value != filters.get("subCategory")]
        if unwanted_types:
            exclude(filters, "excludeSubCategories", unwanted_types)
        unwanted_words = [w for s in negated for w in unwanted_name_words(s.kind, s.value)]
        if unwanted_words:
            exclude(filters, "excludeWords", unwanted_words)
        if not targets and (compound := WEAR_COMPOUND.search(text)):
            notes = "; ".join(filter(None, [notes, f"looking for: {compound.group(0)}"]))
        kinds = [
            s.phrase for s in targets
            if s.kind == "garment" and len(s.phrase.split()) > len(s.value.split())
            and not any(o is not s and s.start <= o.start < s.end for o in positive)  # "wool coat": the wool is a filter
        ]  # fmt: skip
        if len(kinds) == 1 and not filters.get("outfitParts"):
            # "chelsea boots" is more than Boots: kept so a follow-up ("cheaper") still searches for it.
            notes = "; ".join(filter(None, [notes, f"looking for: {kinds[0]}"]))
        if heel_note:
            notes = "; ".join(filter(None, [notes, heel_note]))
        if notes:
            filters["notes"] = notes
        if u.scope == "wardrobe" and FAVOURITE.search(text):
            filters["isFavorite"] = True  # "my favourite shoes": the pieces the user starred
        if outfit:
            # The finer kind of each piece ("oxfords and a cardigan"); a suit's pieces are its jacket and trousers.
            kinds = {t.value: _kind(t) for t in asked if t.kind == "garment"}
            if suit:
                kinds.update({"Blazer": "Suit Jacket", "Trousers": "Suit Trousers"})
            for part, kind in kinds.items():
                if kind and part in parts:
                    filters.setdefault("partFilters", {}).setdefault(part, {})["type"] = kind
        if outfit and (own := own_words(text, asked, positive)):
            # "a black dress and red heels": each piece keeps its own colour; a suit's colour is both pieces'.
            if suit and "Blazer" in own:
                own.setdefault("Trousers", dict(own["Blazer"]))
            for part, kind in (filters.get("partFilters") or {}).items():
                own.setdefault(part, {}).update(kind)
            filters = {**shared_after_split(filters, own), "partFilters": own}
        previous_items = previous_items or []
        u.references = parsing.parse_references(text, previous_items) if previous_items else []
        u.intent, u.intent_confidence = decide_intent(text, u, filters, targets, bool(previous_items))
        if prior is None:
            prior = from_filters(previous_filters or {}, previous_items)
        if previous_items:
            prior = prior.model_copy(update={"shown": shown_from(previous_items)})
        referenced = [previous_items[i] for i in u.references if i < len(previous_items)]
        if not referenced and previous_items and not targets and _WITH_THOSE.search(text):
            referenced = previous_items[:1]  # "what would go with it?" after a list: around its first piece
            u.references = [0]
        reading = acts.Reading(
            text=text, intent=u.intent, filters=filters, targets=targets, negated=negated,
            references=list(u.references), colour_words=u.colour_words, scope=u.scope, anchors=list(u.anchors),
            anchor_garments=[s.value for s in anchor_spans],
            owned=[_owned(a, positive) for a in anchor_spans if a.kind == "garment"],
            referenced=referenced,
            pairs_with_shown=bool(u.intent == "clothing" and referenced and PAIRING.search(text) and referenced[0].get("name")),
        )  # fmt: skip
        u.operations = acts.decide(reading, prior, u)
        u.state = apply_operations(prior, u.operations)
        filters = search_filters(u.state)
        is_follow_up = u.state.act in ("refine", "reference") and not reading.pairs_with_shown
        u.filters = filters if u.intent == "clothing" else {}
        # Negated words never reach the search text: BM25 and the embedder would rank wool first for "no wool".
        unwanted = [(sp.start, sp.end) for sp in negated] + windows
        u.semantic_query = search_text(
            text, positive, filters, u, [budget.spans, [size_span], unwanted]
        )
        if is_follow_up:
            # The search text of a follow-up names what it follows up on ("cheaper ones" -> blazer).
            wanted = re.search(r"looking for: ([^;]+)", filters.get("notes") or "")
            subject = (
                referenced[0].get("name") if len(referenced) == 1 else wanted.group(1) if wanted else filters.get("subCategory")
            )
            if subject and str(subject).lower() not in u.semantic_query.lower():
                u.semantic_query = f"{str(subject).lower()} {u.semantic_query}".strip()
            details = re.search(r"details: ([^;]+)", filters.get("notes") or "")
            if details and details.group(1) not in u.semantic_query:
                u.semantic_query = f"{u.semantic_query} {details.group(1).replace(',', '')}".strip()
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
            kind = _kind(subs[0])
            if kind and not _SUIT.fullmatch(subs[0].phrase):
                filters["type"] = kind  # "cardigans": sweaters of that kind, not crew-necks
        elif targets:
            filters["category"] = targets[0].value

    @staticmethod
    def _context_filters(filters: dict[str, Any], positive: list[Span]) -> None:
        occasions = [s.value for s in positive if s.kind == "occasion"]
        # "a casual date": the date is the occasion, casual how to dress for it.
        concrete = [o for o in occasions if o != "formal" and not (o == "casual" and len(set(occasions) - {"casual", "formal"}))]
        if "business" in concrete and len(set(concrete)) > 1:
            # "the office christmas party", "a work wedding": the event is the occasion, not the office.
            concrete = [o for o in concrete if o != "business"]
        styles = [s.value for s in positive if s.kind == "style"]
        if concrete:
            filters["occasion"] = concrete[0]
            if "formal" in occasions:
                styles.insert(0, "formal")
            elif "casual" in occasions and concrete[0] != "casual":
                styles.insert(0, "casual")
        elif occasions:
            filters["occasion"] = "formal"
        if any(s.kind == "occasion" and s.phrase.replace("-", " ") == "smart casual" for s in positive):
            # "smart casual" is a dress code between casual and business, not plain casual.
            styles = ["smart-casual", *[st for st in styles if st != "casual"]]
        if styles:
            filters["style"] = styles[0]
        for kind, key in (("material", "material"), ("season", "season")):
            # "a silver watch", "gold jewellery": the word is the colour; as a material too it would say it twice.
            values = [s.value for s in positive if s.kind == kind and s.value not in (filters.get("colors") or [])]
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
            if s.kind in {"material", "pattern", "garment", "style", "fit", "category", "detail"}
        ]
        avoid += [b[2] for b in brands if parsing.in_windows(b[0], windows)]
        if avoid:
            parts.append("avoid: " + ", ".join(dict.fromkeys(avoid)))
        fits = [s.value for s in positive if s.kind == "fit"]
        if fits:
            parts.append("fit: " + ", ".join(dict.fromkeys(fits)))
        details = [s.value for s in positive if s.kind == "detail"]
        if details:
            parts.append("details: " + ", ".join(dict.fromkeys(details)))
        patterns = [s.phrase for s in positive if s.kind == "pattern"]
        if patterns:
            parts.append("pattern: " + ", ".join(dict.fromkeys(patterns)))
        if anchors:
            parts.append("goes with: " + "; ".join(anchors))
        return "; ".join(parts)


def _owned(anchor: Span, positive: list[Span]) -> dict[str, Any]:
    """A piece the user says they own ("my blue shirt"), as the outfit tools take it: found in the wardrobe
    by its type and colour, else shown as "you said you own"."""
    colours = [s.value for s in positive if s.kind == "colour" and 0 < anchor.start - s.end <= 16]
    owned: dict[str, Any] = {"source": "owned", "subCategory": anchor.value, "description": describe_anchor(anchor, positive)}
    if colours:
        owned["colour"] = colours[-1]
    return owned


def _kind(span: Span) -> str | None:
    """The finer kind a garment word names ("cardigan" -> Cardigan), not the garment itself ("blazer")."""
    kind = taxonomy.canonical_type(span.phrase, span.value)
    return kind if kind and kind.lower() != span.value.lower() else None


def _user_budget(style_dna: dict[str, Any] | None) -> float | None:
    if not style_dna:
        return None
    budget = style_dna.get("budget_range") or {}
    value = budget.get("max") if isinstance(budget, dict) else None
    return value or style_dna.get("max_price_per_item")
