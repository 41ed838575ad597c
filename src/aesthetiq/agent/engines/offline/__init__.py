"""The offline engine: deterministic, network-free understanding, analysis and replies.

``OfflineEngine`` is imported lazily, so the shared conversation code (agent/conversation) can use this
package's domain modules (dress codes, sizes) without importing the whole engine first.
"""

from __future__ import annotations

from typing import Any

__all__ = ["OfflineEngine"]


def __getattr__(name: str) -> Any:
    if name == "OfflineEngine":
        from aesthetiq.agent.engines.offline.engine import OfflineEngine

        return OfflineEngine
    raise AttributeError(name)
