"""One turn through the gateway is one OpenTelemetry trace across the gateway, agent and tool server.

The three services run over real HTTP, each exporting OTLP/HTTP to the local receiver; ``traceparent``
goes from the gateway to the agent as a header and from the agent to the tool server in the MCP
request's ``_meta`` (issue 13.6).
"""

from __future__ import annotations

import time
from collections.abc import Iterator

import httpx
import pytest

from aesthetiq.settings import Settings
from tests.servers import free_port, running
from tests.tracing.conftest import OTLP_PATH, OtlpReceiver

SERVICES = {"aesthetiq-gateway", "aesthetiq-agent", "aesthetiq-tools"}


@pytest.fixture
def traced_stack(settings: Settings, store, otlp_receiver: OtlpReceiver, monkeypatch) -> Iterator[str]:
    from aesthetiq.agent.service import create_app as agent_app
    from aesthetiq.gateway.app import create_app as gateway_app
    from aesthetiq.tools.server import create_app as tools_app

    monkeypatch.setenv("OTEL_BSP_SCHEDULE_DELAY", "200")  # the SDK's own setting: export within 0.2 s
    traced = settings.model_copy(
        update={
            "otel_exporter_otlp_traces_endpoint": otlp_receiver.url + OTLP_PATH,
            "otel_exporter_otlp_headers": None,
            "mcp_port": free_port(),
            "agent_port": free_port(),
            "trace_log": False,
        }
    )
    with (
        running(tools_app(traced, store=store), port=traced.mcp_port),
        running(agent_app(traced), port=traced.agent_port),
        running(gateway_app(traced)) as gateway,
    ):
        yield gateway


def test_one_turn_is_one_trace_across_the_three_services(traced_stack: str, otlp_receiver: OtlpReceiver) -> None:
    reply = httpx.post(traced_stack + "/api/agent/chat", json={"message": "a navy blazer for work"}, timeout=60)
    assert reply.status_code == 200, reply.text
    trace_id = reply.json()["trace_id"]
    assert trace_id and len(trace_id) == 32

    deadline = time.monotonic() + 30
    while True:
        spans = otlp_receiver.wait_for(trace_id, 1, timeout=1)
        if {span.service for span in spans} >= SERVICES or time.monotonic() > deadline:
            break
    by_service: dict[str, list] = {}
    for span in spans:
        by_service.setdefault(span.service, []).append(span)
    assert set(by_service) == SERVICES, sorted(by_service)

    ids = {span.span_id: span for span in spans}
    gateway_root = [s for s in by_service["aesthetiq-gateway"] if not s.parent_id]
    assert len(gateway_root) == 1, "the trace starts at the gateway"
    turn = next(s for s in by_service["aesthetiq-agent"] if s.attributes.get("langfuse.observation.type") == "agent")
    # The turn hangs under the agent's server span, which hangs under the gateway's client call.
    server = ids[turn.parent_id]
    assert server.service == "aesthetiq-agent" and ids[server.parent_id].service == "aesthetiq-gateway"
    # Every tool call the agent made is a span on the tool server, child of the agent's tool span.
    tool_calls = [s for s in by_service["aesthetiq-tools"] if s.name.startswith("tools/call ")]
    assert tool_calls
    for call in tool_calls:
        caller = ids[call.parent_id]
        assert caller.service == "aesthetiq-agent" and caller.name == "tool:" + call.name.removeprefix("tools/call ")
