"""The conversation state (issue 10): what the user is shopping for now, changed only by operations.

``state.ShoppingState`` is the object; ``operations`` what a message does to it; ``reducer.apply`` the one
place it changes; ``search_view.search_filters`` what the search reads; ``prior_of`` the state a turn starts from.
"""

from __future__ import annotations

from typing import Any

from aesthetiq.agent.conversation.state import ShoppingState, from_filters, load, shown_from


def prior_of(graph_state: Any) -> ShoppingState:
    """The state this turn starts from: the one stored with the last reply (or sent by a stateless client),
    else the one the last reply's filters describe (sessions stored before the state existed), with the
    items the message may point at."""
    from aesthetiq.agent.history import previous_turn

    items, filters = previous_turn(graph_state)
    prior = load(graph_state.get("shopping")) or from_filters(filters, items)
    if items:
        prior.shown = shown_from(items)
    return prior


__all__ = ["ShoppingState", "prior_of"]
