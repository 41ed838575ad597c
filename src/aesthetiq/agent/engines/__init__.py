"""Choosing the reasoning engine: ``offline`` (default, no network) or ``llm`` (offline as fast path)."""

from __future__ import annotations

from typing import Any

from aesthetiq.agent.engines.base import ReasoningEngine
from aesthetiq.embeddings.base import Embedder
from aesthetiq.settings import Settings


def build_engine(
    settings: Settings, brands: list[str], embedder: Embedder | None = None, *, tracer: Any = None
) -> ReasoningEngine:
    """The engine ``settings.engine`` names; the llm engine wraps the offline one as its fallback."""
    from aesthetiq.agent.engines.offline import OfflineEngine

    offline = OfflineEngine(
        brands, embedder, max_refinements=settings.max_refinements, min_results=settings.min_results,
        currency_rates=settings.currency_rates, catalogue_currency=settings.catalogue_currency,
    )
    if settings.engine == "offline":
        return offline
    from aesthetiq.agent.engines.llm import LlmEngine

    callbacks = [tracer.langchain_handler()] if tracer is not None and getattr(tracer, "enabled", False) else []
    return LlmEngine(settings, offline, callbacks=callbacks, brands=brands)


__all__ = ["ReasoningEngine", "build_engine"]
