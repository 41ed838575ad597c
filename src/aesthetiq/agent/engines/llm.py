"""The llm engine: any LangChain chat model, with the offline engine as fast path and fallback.

Model calls on the common clothing path: at most two — one structured call that covers intent and
query analysis (skipped when the offline engine is confident), and one streamed reply. The results
analyzer stays offline unless its own evidence is weak. Any model error, timeout or invalid
structure falls back to the offline answer, so a turn never fails because of the model.

The structured call reads the message as operations on the shopping state (issue 10), in the schema the
offline engine produces (``llm_schema``); they are checked and put in the shop's words (``llm_operations``)
and the shared reducer applies them, so the search runs from the state whichever engine read the message.
"""

from __future__ import annotations

import asyncio
import logging
import time
from collections import OrderedDict
from collections.abc import AsyncIterator, Sequence
from typing import Any

from langchain.chat_models import init_chat_model
from langchain_core.callbacks import BaseCallbackHandler
from langchain_core.language_models import BaseChatModel
from pydantic import BaseModel, ValidationError

from aesthetiq.agent.conversation import ShoppingState, prior_of
from aesthetiq.agent.conversation.operations import AddPiece, AskShown, Compare, NewRequest, Reference
from aesthetiq.agent.conversation.reducer import apply
from aesthetiq.agent.conversation.search_view import search_filters
from aesthetiq.agent.engines.base import (
    AnalysisDecision,
    IntentDecision,
    QueryAnalysis,
    ReasoningEngine,
    ReplyKind,
)
from aesthetiq.agent.engines.llm_operations import Context, Unusable, normalise
from aesthetiq.agent.engines.llm_prompts import (
    ANALYZE_SYSTEM,
    REPLY_SYSTEM,
    ResultsVerdict,
    facts_for_reply,
    history_messages,
    understand_message,
    understand_system,
    user_text,
)
from aesthetiq.agent.engines.llm_schema import TurnUnderstanding, tool_spec
from aesthetiq.agent.engines.usage import current_usage
from aesthetiq.agent.state import ConversationState, ExtractedFilters
from aesthetiq.settings import Settings

log = logging.getLogger("aesthetiq.engine.llm")

# Structured output through tool calling (a forced tool call whose arguments are the schema): the
# one method Ollama, vLLM, llama.cpp and OpenAI all serve, unlike JSON-schema response formats.
# Replies the offline engine writes on its own: no model can improve a refusal or an error notice.
OFFLINE_ONLY_REPLIES: frozenset[ReplyKind] = frozenset({"blocked", "error", "no_results"})


def build_chat_model(settings: Settings) -> BaseChatModel:
    kwargs: dict[str, Any] = {
        "temperature": settings.llm_temperature,
        "timeout": settings.llm_timeout_s,
        "max_retries": 0,  # the offline engine is the retry: a second slow call helps nobody
    }
    provider = settings.llm_model.split(":", 1)[0] if ":" in settings.llm_model else ""
    if provider in ("openai", "") or settings.llm_base_url:
        kwargs["stream_usage"] = True
    if settings.llm_base_url:
        kwargs["base_url"] = settings.llm_base_url
    if settings.llm_api_key is not None:
        kwargs["api_key"] = settings.llm_api_key.get_secret_value()
    elif settings.llm_base_url:
        kwargs["api_key"] = "not-needed"  # local servers ignore it; the client insists on one
    return init_chat_model(settings.llm_model, **kwargs)


class LlmEngine:
    name = "llm"
    streams_model_tokens = True  # the output check streams its reply sentence by sentence

    def __init__(
        self,
        settings: Settings,
        fallback: ReasoningEngine,
        model: BaseChatModel | None = None,
        callbacks: Sequence[BaseCallbackHandler] = (),
        brands: Sequence[str] = (),
    ) -> None:
        self.settings = settings
        # The catalogue's brands, by lower-case name: a brand the model names that the shop does not
        # carry becomes ``unstockedBrands`` (the reply says so) rather than a filter that finds nothing.
        self._stocked = {brand.lower(): brand for brand in brands}
        self.fallback = fallback
        self.model = model or build_chat_model(settings)
        self.callbacks = list(callbacks)
        # Intent and query analysis come from one call; keep its answer for analyze_query.
        self._understood: OrderedDict[str, QueryAnalysis] = OrderedDict()
        # Binding a schema as a tool converts it each time (~5-10 ms): bind once per schema.
        self._structured_runnables: dict[type, Any] = {}
        self._understand_system = understand_system(settings.catalogue_currency, dict(settings.currency_rates))

    # --- intent + query analysis: one structured call ------------------------------------------
    async def classify_intent(self, state: ConversationState) -> IntentDecision:
        offline_intent = await self.fallback.classify_intent(state)
        offline_query = await self.fallback.analyze_query(state)
        threshold = self.settings.llm_fast_path_confidence
        if offline_intent.confidence >= threshold and offline_query.confidence >= threshold:
            current_usage().fast_path += 1
            self._remember(state, offline_query)
            return offline_intent
        prior = prior_of(state)
        understood = await self._structured(
            TurnUnderstanding, self._understand_messages(state, prior), purpose="understand", tool=tool_spec()
        )
        if understood is None:
            self._remember(state, offline_query)
            return offline_intent
        try:
            analysis = self._to_query_analysis(understood, offline_query, prior, user_text(state))
        except Unusable as exc:  # positions that point at nothing, an outfit that is not one: the offline reading
            self._fell_back("understand", exc)
            self._remember(state, offline_query)
            return offline_intent
        self._remember(state, analysis)
        return IntentDecision(intent=understood.intent, confidence=understood.confidence)

    async def analyze_query(self, state: ConversationState) -> QueryAnalysis:
        remembered = self._understood.pop(state.get("turn_id", ""), None)
        return remembered if remembered is not None else await self.fallback.analyze_query(state)

    async def parse_clarification(self, state: ConversationState) -> ExtractedFilters:
        return await self.fallback.parse_clarification(state)

    # --- results analysis: offline evidence first -----------------------------------------------
    async def analyze_results(self, state: ConversationState) -> AnalysisDecision:
        offline = await self.fallback.analyze_results(state)
        if offline.confidence >= self.settings.llm_analyzer_confidence:
            return offline
        verdict = await self._structured(ResultsVerdict, self._analyze_messages(state, offline), "analyze")
        if verdict is None:
            return offline
        return AnalysisDecision(
            decision=verdict.decision,
            confidence=verdict.confidence,
            notes=verdict.notes or offline.notes,
            clarification_question=verdict.clarification_question or offline.clarification_question,
            evidence={**offline.evidence, "model_verdict": verdict.decision},
        )

    # --- replies: streamed tokens, grounded in the offline draft -------------------------------
    async def reply(self, state: ConversationState, kind: ReplyKind, *, stream: bool = True) -> AsyncIterator[str]:
        # The offline draft also writes each item's reason, which the formatter returns to the client.
        draft = "".join([chunk async for chunk in self.fallback.reply(state, kind)])
        if kind in OFFLINE_ONLY_REPLIES:
            yield draft
            return
        messages = [
            ("system", REPLY_SYSTEM),
            *history_messages(state, self.settings.history_limit),
            ("user", facts_for_reply(state, kind, draft)),
        ]
        usage = current_usage()
        usage.model_calls += 1
        emitted = False
        config: Any = {"callbacks": self.callbacks}
        try:
            async with asyncio.timeout(self.settings.llm_timeout_s):
                # One response instead of a chunk per token when nobody reads tokens: the client
                # parses one body instead of dozens of events (3 ms instead of 10 per reply here).
                answers = self.model.astream(messages, config=config) if stream else _one(self.model, messages, config)
                async for chunk in answers:
                    self._count_tokens(chunk)
                    text = chunk.content if isinstance(chunk.content, str) else ""
                    if text:
                        emitted = True
                        yield text
        except Exception as exc:  # any model failure: the offline draft is a complete answer
            self._fell_back("reply", exc)
            yield ("\n\n" + draft) if emitted else draft
            return
        if not emitted:
            self._fell_back("reply", ValueError("empty reply"))
            yield draft

    # --- helpers ---------------------------------------------------------------------------------
    async def _structured(
        self, schema: type[BaseModel], messages: list, purpose: str, tool: dict[str, Any] | None = None
    ) -> Any | None:
        """One forced tool call whose arguments are the schema (structured output by tool calling).

        Bound once per schema and parsed here rather than through ``with_structured_output``'s
        parser chain: the same request on the wire, half the client-side time (3 ms instead of 8).
        ``tool``: the function definition to send instead of the one generated from ``schema``.
        """
        usage = current_usage()
        usage.model_calls += 1
        bound = self._structured_runnables.get(schema)
        if bound is None:
            bound = self.model.bind_tools([tool or schema], tool_choice=schema.__name__)
            self._structured_runnables[schema] = bound
        started = time.perf_counter()
        try:
            async with asyncio.timeout(self.settings.llm_timeout_s):
                message = await bound.ainvoke(messages, config={"callbacks": self.callbacks})
        except Exception as exc:
            self._fell_back(purpose, exc)
            return None
        self._count_tokens(message)
        calls = [c for c in getattr(message, "tool_calls", None) or [] if c.get("name") == schema.__name__]
        if not calls:
            self._fell_back(purpose, ValueError("no valid tool call in the answer"))
            return None
        try:
            parsed = schema.model_validate(calls[0]["args"])
        except ValidationError as exc:
            self._fell_back(purpose, exc)
            return None
        log.debug("%s answered in %.0f ms", purpose, (time.perf_counter() - started) * 1000)
        return parsed

    def _understand_messages(self, state: ConversationState, prior: ShoppingState) -> list:
        return [
            ("system", self._understand_system),
            *history_messages(state, self.settings.history_limit),
            ("user", understand_message(user_text(state), prior)),
        ]

    def _analyze_messages(self, state: ConversationState, offline: AnalysisDecision) -> list:
        items = [
            {k: item.get(k) for k in ("name", "category", "subCategory", "colors", "price", "source")}
            for item in (state.get("retrieved_items") or [])[:10]
        ]
        body = {
            "request": user_text(state),
            "filters": state.get("extracted_filters") or {},
            "items": items,
            "evidence": offline.evidence,
            "iteration": state.get("iteration", 0),
        }
        return [("system", ANALYZE_SYSTEM), ("user", str(body))]

    def _to_query_analysis(
        self, understood: TurnUnderstanding, offline: QueryAnalysis, prior: ShoppingState, message: str
    ) -> QueryAnalysis:
        """The model's operations, checked, applied to the state the turn starts from; the search reads that state."""
        context = Context(
            prior=prior, message=message, stocked=self._stocked, rates=dict(self.settings.currency_rates),
            catalogue=self.settings.catalogue_currency, offline=offline.operations,
        )  # fmt: skip
        operations = normalise(understood.dumped(), context)
        shopping = apply(prior, operations)
        return QueryAnalysis(
            search_scope=shopping.scope,
            filters=search_filters(shopping),
            semantic_query=understood.semantic_query or offline.semantic_query,
            references=pointed_at(operations, prior),
            confidence=understood.confidence,
            operations=[op.model_dump(mode="json") for op in operations],
        )

    def _remember(self, state: ConversationState, analysis: QueryAnalysis) -> None:
        self._understood[state.get("turn_id", "")] = analysis
        while len(self._understood) > 256:  # turns that never reached the query analyzer
            self._understood.popitem(last=False)

    @staticmethod
    def _count_tokens(message: Any) -> None:
        metadata = getattr(message, "usage_metadata", None)
        if metadata:
            usage = current_usage()
            usage.input_tokens += int(metadata.get("input_tokens", 0))
            usage.output_tokens += int(metadata.get("output_tokens", 0))

    @staticmethod
    def _fell_back(purpose: str, exc: BaseException) -> None:
        usage = current_usage()
        usage.fallbacks += 1
        reason = f"{purpose}: {type(exc).__name__}"
        usage.fallback_reasons.append(reason)
        log.warning("model %s failed (%s: %s); using the offline engine", purpose, type(exc).__name__, exc)


def pointed_at(operations: list[Any], prior: ShoppingState) -> list[int]:
    """Positions of the shown items the operations point at: referenced, asked about, compared, gone with."""
    ids = [item.id for item in prior.shown]
    out: list[int] = []
    for op in operations:
        if isinstance(op, Reference | AskShown | Compare):
            out += op.indexes
        elif isinstance(op, AddPiece) and op.anchor is not None:
            out.append(op.anchor)
        elif isinstance(op, NewRequest) and op.outfit is not None:
            out += [ids.index(a["item_id"]) for a in op.outfit.anchors if a.get("item_id") in ids]
    return list(dict.fromkeys(out))


async def _one(model: BaseChatModel, messages: list, config: Any) -> AsyncIterator[Any]:
    yield await model.ainvoke(messages, config=config)
