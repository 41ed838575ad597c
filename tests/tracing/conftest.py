"""A local OTLP/HTTP receiver standing in for Langfuse, and tracer settings on private data dirs."""

from __future__ import annotations

import gzip
import re
import threading
import time
import uuid
from collections.abc import Iterator
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import pytest
from fastapi import FastAPI, Request, Response
from opentelemetry.proto.collector.trace.v1.trace_service_pb2 import ExportTraceServiceRequest
from opentelemetry.proto.common.v1.common_pb2 import AnyValue

from aesthetiq.settings import Settings
from tests.servers import running

OTLP_PATH = "/api/public/otel/v1/traces"
EMAIL = "jane.doe@example.com"
PHONE = "+44 7700 900123"


def redact_for_test(text: str) -> str:
    """A deliberately simple redactor: the tracer must run every value through whatever it is given."""
    text = re.sub(r"[\w.+-]+@[\w-]+\.[\w.]+", "<EMAIL>", text)
    return re.sub(r"\+?\d[\d ]{8,}\d", "<PHONE>", text)


def _any_value(value: AnyValue) -> Any:
    kind = value.WhichOneof("value")
    if kind == "array_value":
        return [_any_value(v) for v in value.array_value.values]
    if kind == "kvlist_value":
        return {kv.key: _any_value(kv.value) for kv in value.kvlist_value.values}
    return getattr(value, kind) if kind else None


@dataclass
class ReceivedSpan:
    name: str
    trace_id: str
    span_id: str
    parent_id: str
    attributes: dict[str, Any]
    service: str = ""  # the resource's service.name


@dataclass
class OtlpReceiver:
    url: str = ""
    spans: list[ReceivedSpan] = field(default_factory=list)
    requests: list[dict[str, str]] = field(default_factory=list)
    lock: threading.Lock = field(default_factory=threading.Lock)

    def wait_for(self, trace_id: str, count: int, timeout: float = 10.0) -> list[ReceivedSpan]:
        deadline = time.monotonic() + timeout
        while True:
            with self.lock:
                found = [s for s in self.spans if s.trace_id == trace_id]
            if len(found) >= count or time.monotonic() > deadline:
                return found
            time.sleep(0.05)


@pytest.fixture(scope="session")
def otlp_receiver() -> Iterator[OtlpReceiver]:
    receiver = OtlpReceiver()
    app = FastAPI()

    @app.get("/health")
    def health() -> dict:
        return {"status": "ok"}

    @app.post(OTLP_PATH)
    async def traces(request: Request) -> Response:
        body = await request.body()
        if request.headers.get("content-encoding") == "gzip":
            body = gzip.decompress(body)
        export = ExportTraceServiceRequest()
        export.ParseFromString(body)
        with receiver.lock:
            receiver.requests.append(dict(request.headers))
            for resource_spans in export.resource_spans:
                resource = {kv.key: _any_value(kv.value) for kv in resource_spans.resource.attributes}
                for scope_spans in resource_spans.scope_spans:
                    for span in scope_spans.spans:
                        receiver.spans.append(
                            ReceivedSpan(
                                name=span.name,
                                trace_id=span.trace_id.hex(),
                                span_id=span.span_id.hex(),
                                parent_id=span.parent_span_id.hex(),
                                attributes={kv.key: _any_value(kv.value) for kv in span.attributes},
                                service=str(resource.get("service.name", "")),
                            )
                        )
        return Response(content=b"", media_type="application/x-protobuf")

    with running(app) as url:
        receiver.url = url
        yield receiver


@pytest.fixture
def trace_settings(tmp_path: Path) -> Settings:
    """JSONL log on, Langfuse off, on a private data dir."""
    return Settings(data_dir=tmp_path, trace_log=True, langfuse_public_key=None, langfuse_secret_key=None)


@pytest.fixture
def langfuse_settings(tmp_path: Path, otlp_receiver: OtlpReceiver) -> Settings:
    """Langfuse pointed at the local receiver (a fresh key: the SDK keeps one exporter per key)."""
    return Settings(
        data_dir=tmp_path,
        trace_log=True,
        langfuse_public_key=f"pk-lf-test-{uuid.uuid4().hex[:8]}",
        langfuse_secret_key="sk-lf-test",
        langfuse_base_url=otlp_receiver.url,
    )
