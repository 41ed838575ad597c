"""The Langfuse sink: each span becomes a Langfuse observation (SDK v5, exported over OTLP/HTTP).

The SDK is used through its public API only: `Langfuse(...)`, `start_as_current_observation` for
spans that children nest under, `start_observation` for spans that are not current, and
`propagate_attributes(user_id=, session_id=, trace_name=)` around each turn so every span of the
trace carries the user and session. Langfuse gets its own OpenTelemetry `TracerProvider`, so it
never takes over (or exports) another library's global tracing.
"""

from __future__ import annotations

import logging
import threading
from typing import Any

from aesthetiq.tracing.spans import Span

log = logging.getLogger(__name__)

# Langfuse observation types for our span kinds.
AS_TYPE: dict[str, str] = {
    "turn": "agent",
    "node": "span",
    "tool": "tool",
    "generation": "generation",
    "guardrail": "guardrail",
}

_clients: dict[str, Any] = {}
_base_urls: dict[str, str] = {}
_clients_lock = threading.Lock()


def langfuse_client(public_key: str, secret_key: str, base_url: str) -> Any:
    """One client per public key and process (the SDK keeps one exporter per key anyway)."""
    with _clients_lock:
        client = _clients.get(public_key)
        if client is None:
            from langfuse import Langfuse
            from opentelemetry.sdk.trace import TracerProvider

            client = Langfuse(
                public_key=public_key,
                secret_key=secret_key,
                base_url=base_url,
                tracer_provider=TracerProvider(),
            )
            _clients[public_key] = client
            _base_urls[public_key] = base_url
            log.info("langfuse tracing to %s", base_url)
        elif _base_urls[public_key] != base_url:
            log.warning(
                "langfuse key %s already exports to %s; ignoring %s",
                public_key,
                _base_urls[public_key],
                base_url,
            )
        return client


def observation_fields(kind: str, attributes: dict[str, Any]) -> dict[str, Any]:
    """Our attributes as Langfuse fields: input/output, model and usage for generations, the rest as metadata."""
    rest = dict(attributes)
    fields: dict[str, Any] = {}
    for key in ("input", "output"):
        if key in rest:
            fields[key] = rest.pop(key)
    if kind == "generation":
        if "model" in rest:
            fields["model"] = str(rest.pop("model"))
        usage = {
            name: int(rest.pop(key))
            for key, name in (("input_tokens", "input"), ("output_tokens", "output"))
            if isinstance(rest.get(key), int | float)
        }
        if usage:
            usage["total"] = sum(usage.values())
            fields["usage_details"] = usage
    if rest:
        fields["metadata"] = rest
    return fields


class LangfuseBackend:
    def __init__(self, client: Any) -> None:
        self.client = client

    def start(self, span: Span, *, current: bool) -> tuple[str, str]:
        from langfuse import propagate_attributes

        fields = observation_fields(span.kind, span.attributes)
        as_type = AS_TYPE[span.kind]
        exits: list[Any] = []
        if current:
            manager = self.client.start_as_current_observation(name=span.name, as_type=as_type, **fields)
            observation = manager.__enter__()
            exits.append(manager)
            if span.kind == "turn":
                turn = span.turn
                propagation = propagate_attributes(
                    user_id=turn.user_id if turn else None,
                    session_id=turn.session_id if turn else None,
                    trace_name=span.name,
                )
                propagation.__enter__()
                exits.append(propagation)
        else:
            observation = self.client.start_observation(name=span.name, as_type=as_type, **fields)
        span.backend_state = (observation, exits)
        return observation.trace_id, observation.id

    def update(self, span: Span, attributes: dict[str, Any]) -> None:
        observation, _ = span.backend_state
        observation.update(**observation_fields(span.kind, attributes))

    def end(self, span: Span) -> None:
        observation, exits = span.backend_state
        span.backend_state = None
        if span.status != "ok":
            level = "WARNING" if span.status == "cancelled" else "ERROR"
            observation.update(level=level, status_message=span.error or span.status)
        if exits:
            for manager in reversed(exits):
                manager.__exit__(None, None, None)
        else:
            observation.end()

    def flush(self) -> None:
        self.client.flush()
