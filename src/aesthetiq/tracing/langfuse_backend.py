"""Langfuse as one OpenTelemetry backend (SDK v5, which exports OTLP/HTTP to Langfuse).

The Langfuse client is given the agent's own ``TracerProvider`` (``otel.build_provider``): it adds its
span processor there, next to the OTLP exporter of any other collector, and exports only our turn's
spans (``SCOPE``), not the HTTP server and client spans around them. The spans carry Langfuse's
documented OpenTelemetry attributes (``observation_attributes``): the observation type of each span
kind, input and output, metadata, the model and token usage of generations, and the user, session
and trace name on every span of a turn.
"""

from __future__ import annotations

import json
import logging
import threading
from typing import Any

from opentelemetry.sdk.trace import ReadableSpan, TracerProvider

from aesthetiq.tracing.otel import SCOPE

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
_clients_lock = threading.Lock()


def ours(span: ReadableSpan) -> bool:
    return span.instrumentation_scope is not None and span.instrumentation_scope.name == SCOPE


def langfuse_client(public_key: str, secret_key: str, base_url: str, provider: TracerProvider) -> Any:
    """One client per public key and process (the SDK keeps one exporter per key anyway)."""
    with _clients_lock:
        client = _clients.get(public_key)
        if client is None:
            from langfuse import Langfuse

            client = Langfuse(
                public_key=public_key,
                secret_key=secret_key,
                base_url=base_url,
                tracer_provider=provider,
                should_export_span=ours,
            )
            _clients[public_key] = client
            log.info("langfuse tracing to %s", base_url)
        return client


def _json(value: Any) -> str:
    return json.dumps(value, ensure_ascii=False, default=str)


def observation_attributes(kind: str, attributes: dict[str, Any]) -> dict[str, Any]:
    """Our attributes as Langfuse's OpenTelemetry attributes (and gen_ai.* for other collectors)."""
    rest = dict(attributes)
    out: dict[str, Any] = {"langfuse.observation.type": AS_TYPE[kind]}
    for key in ("input", "output"):
        if key in rest:
            out[f"langfuse.observation.{key}"] = _json(rest.pop(key))
    if kind == "generation":
        if "model" in rest:
            out["langfuse.observation.model.name"] = out["gen_ai.request.model"] = str(rest.pop("model"))
        usage = {
            name: int(rest.pop(key))
            for key, name in (("input_tokens", "input"), ("output_tokens", "output"))
            if isinstance(rest.get(key), int | float)
        }
        if usage:
            for name, count in usage.items():
                out[f"gen_ai.usage.{name}_tokens"] = count
            usage["total"] = sum(usage.values())
            out["langfuse.observation.usage_details"] = _json(usage)
    for key, value in rest.items():
        out[f"langfuse.observation.metadata.{key}"] = _json(value)
    return out
