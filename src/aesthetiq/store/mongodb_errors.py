"""What the MongoDB store raises when the server cannot be reached, with the fix in the message."""

from __future__ import annotations

import functools
import re
from collections.abc import Callable
from typing import Any, TypeVar

from pymongo.errors import ConnectionFailure

from aesthetiq.store.base import StoreUnavailable  # re-exported: the port's error

__all__ = ["StoreUnavailable", "reachable", "redacted", "unreachable"]

Method = TypeVar("Method", bound=Callable[..., Any])


def redacted(uri: str) -> str:
    """The URI without its credentials, for messages and logs."""
    return re.sub(r"//[^@/]+@", "//***@", uri)


def unreachable(where: str, exc: Exception) -> StoreUnavailable:
    return StoreUnavailable(
        f"cannot reach MongoDB at {where}: {exc.__class__.__name__}. Start the server or set "
        "AESTHETIQ_MONGODB_URI to one that runs (AESTHETIQ_STORE=sqlite uses the embedded store)"
    )


def reachable(method: Method) -> Method:
    """Turn pymongo's connection failures (after its own retries and timeouts) into ``StoreUnavailable``."""

    @functools.wraps(method)
    def wrapper(self: Any, *args: Any, **kwargs: Any) -> Any:
        try:
            return method(self, *args, **kwargs)
        except ConnectionFailure as exc:
            raise unreachable(self.where, exc) from exc

    return wrapper  # type: ignore[return-value]
