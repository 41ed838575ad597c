"""What a node may use besides the state: the engine, guardrails, tracer and this turn's tools.

Passed as LangGraph's run context (``graph.astream(..., context=TurnContext(...))``) and read by a
node through ``runtime.context``. Nodes still communicate only through the state.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from aesthetiq.agent.engines.base import ReasoningEngine
from aesthetiq.agent.mcp_client import TurnTools
from aesthetiq.settings import Settings


@dataclass
class TurnContext:
    settings: Settings
    engine: ReasoningEngine
    guardrails: Any  # aesthetiq.guardrails.Guardrails
    tracer: Any  # aesthetiq.tracing.Tracer
    tools: TurnTools
    # False for a JSON response: nobody reads the reply token by token, so it is written in one piece.
    streams_to_client: bool = True
