"""What the gateway's published OpenAPI says besides each route's own answers: the statuses most
routes share, the bearer scheme (jwt mode) and the limits that are settings."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from aesthetiq.settings import Settings

# The agent or tool server behind the gateway answered something unreadable (502), cannot be reached
# (503; also when the sign-in keys cannot be fetched) or took too long (504).
UPSTREAM_ERRORS = (502, 503, 504)
# A signed-in route: no usable token (401), too many requests (429).
SIGNED_IN = (401, 429)
BEARER = {
    "type": "http",
    "scheme": "bearer",
    "bearerFormat": "JWT",
    "description": "An RS256 session token of the configured issuer (Clerk-compatible).",
}


def refine_for(settings: Settings) -> Callable[[dict[str, Any]], None]:
    def refine(schema: dict[str, Any]) -> None:
        request = schema["components"]["schemas"].get("ChatRequest", {})
        message = request.get("properties", {}).get("message")
        if message is not None:
            message["maxLength"] = settings.max_message_chars
        if settings.auth_mode != "jwt":
            return  # every request is the demo user: nothing to send
        schema["components"]["securitySchemes"] = {"bearer": BEARER}
        for operations in schema["paths"].values():
            for operation in operations.values():
                if "401" in operation.get("responses", {}):
                    operation["security"] = [{"bearer": []}]

    return refine
