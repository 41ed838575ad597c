"""Refinement notes -> the next search's filters (key design decision 8), with a readable diff.

``parse_refinement_notes_to_filters`` itself lives with the analyzer that writes the notes
(``engines/offline/analysis.py``): it reads both its own notes ("Relax price: only 1 item under
40", "Missing size L options") and a model's ("Need more formal options"). It is a pure
function, so the graph uses it whichever engine runs; this module adds the change list that
goes into the step log.
"""

from __future__ import annotations

from typing import Any

from aesthetiq.agent.engines.offline.analysis import parse_refinement_notes_to_filters

__all__ = ["apply_refinement", "parse_refinement_notes_to_filters"]


def apply_refinement(notes: list[str], filters: dict[str, Any]) -> tuple[dict[str, Any], list[str]]:
    """The refined filters and what changed, e.g. ``["maxPrice 40 -> 50", "dropped colors"]``."""
    updated = parse_refinement_notes_to_filters([n for n in notes if n and n.strip()], dict(filters))
    changes = []
    for key in sorted(set(filters) | set(updated)):
        before, after = filters.get(key), updated.get(key)
        if before == after:
            continue
        if after is None:
            changes.append(f"dropped {key}")
        elif before is None:
            changes.append(f"{key}={after}")
        else:
            changes.append(f"{key} {before} -> {after}")
    return updated, changes
