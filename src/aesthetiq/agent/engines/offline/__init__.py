"""The offline reasoning engine: deterministic language understanding, evidence-based analysis, grounded replies."""

from aesthetiq.agent.engines.offline.analysis import parse_refinement_notes_to_filters
from aesthetiq.agent.engines.offline.engine import OfflineEngine

__all__ = ["OfflineEngine", "parse_refinement_notes_to_filters"]
