"""The embedding service (port 8004): the seed's `/embed/text` and `/embed/image` over a local model.

`POST /embed/text` `{"text": str}` -> `{"embedding": [...], "dim": n, "model": name}`;
`{"texts": [str, ...]}` -> `{"embeddings": [[...], ...], "dim": n, "model": name}`.
`POST /embed/image` takes the image bytes (raw body, or JSON `{"image_base64": str}`); a text-only
model answers 501 (and the published OpenAPI leaves the route out). `GET /health` ->
`{"status", "model", "dim", "batch": true, "image": bool}`. Every refusal is `{"detail": "<sentence>"}`.
"""

from __future__ import annotations

import base64
import binascii
import json
import logging

from fastapi import FastAPI, Request
from fastapi.exceptions import RequestValidationError
from fastapi.responses import JSONResponse
from pydantic import BaseModel, ConfigDict, Field, model_validator

from aesthetiq.embeddings import build_embedder
from aesthetiq.embeddings.base import Embedder, ImageEmbeddingUnsupported
from aesthetiq.http_errors import JSON, error_responses, publish_errors
from aesthetiq.lifecycle import Lifecycle, add_probes
from aesthetiq.settings import Settings
from aesthetiq.tracing.otel import build_provider, instrument_app

log = logging.getLogger(__name__)

MAX_IMAGE_BYTES = 10 * 1024 * 1024


# Some character that is not white space (Python's strip() also takes the separators U+001C-U+001F).
_WORDS = {"pattern": "[^\\s\\x1c-\\x1f]", "minLength": 1}


class TextRequest(BaseModel):
    """Exactly one of ``text`` or ``texts``; the lengths allowed are settings (see the service's schema)."""

    model_config = ConfigDict(
        extra="forbid",
        json_schema_extra={
            "oneOf": [
                {"required": ["text"], "properties": {"text": {"type": "string"}}},
                {"required": ["texts"], "properties": {"texts": {"type": "array"}}},
            ]
        },
    )

    text: str | None = Field(None, description="One text to embed.")
    texts: list[str] | None = Field(None, description="Several texts, embedded in one batch.")

    @model_validator(mode="after")
    def _one_form(self) -> TextRequest:
        if (self.text is None) == (self.texts is None):
            raise ValueError('send either {"text": "..."} or {"texts": ["...", ...]}')
        return self


class Embedding(BaseModel):
    embedding: list[float]
    dim: int
    model: str


class TextEmbeddings(BaseModel):
    """``embedding`` for ``{"text"}``, ``embeddings`` (one per text, in order) for ``{"texts"}``."""

    embedding: list[float] | None = None
    embeddings: list[list[float]] | None = None
    dim: int
    model: str


class Health(BaseModel):
    status: str
    model: str
    dim: int
    batch: bool
    image: bool


IMAGE_BODY = {
    "required": True,
    "content": {
        "application/octet-stream": {"schema": {"type": "string", "format": "binary"}},
        JSON: {
            "schema": {
                "type": "object",
                "required": ["image_base64"],
                "properties": {"image_base64": {"type": "string", "format": "byte", "minLength": 1}},
            }
        },
    },
}


def _limits(schema: dict, max_texts: int, max_chars: int) -> None:
    """The batch size and text length are settings: say them in the published request schema."""
    properties = schema["components"]["schemas"]["TextRequest"]["properties"]
    for branch in properties["text"].get("anyOf", []):
        if branch.get("type") == "string":
            branch.update(_WORDS, maxLength=max_chars)
    for branch in properties["texts"].get("anyOf", []):
        if branch.get("type") == "array":
            branch.update(minItems=1, maxItems=max_texts, items={"type": "string", **_WORDS, "maxLength": max_chars})


def _served_model(settings: Settings) -> str:
    if settings.embedding_service_model:
        return settings.embedding_service_model
    # Serving "remote" would make the service call itself; the local default stands in.
    return settings.embedder if settings.embedder != "remote" else "wordllama"


def _validation_message(exc: RequestValidationError) -> str:
    parts = []
    for error in exc.errors():
        where = ".".join(str(p) for p in error.get("loc", ()) if p != "body")
        message = str(error.get("msg", "invalid value")).removeprefix("Value error, ")
        parts.append(f"{where}: {message}" if where else message)
    return "; ".join(parts) or "invalid request body"


def create_app(settings: Settings, *, embedder: Embedder | None = None) -> FastAPI:
    model = embedder or build_embedder(_served_model(settings), settings)
    max_texts = settings.embedding_max_texts
    max_chars = settings.embedding_max_text_chars
    app = FastAPI(title="Aesthetiq embeddings", version="1")
    app.state.embedder = model
    publish_errors(app, refine=lambda schema: _limits(schema, max_texts, max_chars))
    images = bool(getattr(model, "supports_images", False))

    @app.exception_handler(RequestValidationError)
    async def _invalid(_: Request, exc: RequestValidationError) -> JSONResponse:
        return JSONResponse(status_code=422, content={"detail": _validation_message(exc)})

    def _reject(message: str) -> JSONResponse:
        return JSONResponse(status_code=422, content={"detail": message})

    @app.get("/health", response_model=None, responses={200: {"model": Health}})
    def health() -> dict:
        return {
            "status": "ok",
            "model": model.name,
            "dim": model.dim,
            "batch": True,
            "image": images,
        }

    async def readiness() -> dict[str, str]:
        # The model is loaded before the port opens (create_app builds it), so serving is being ready.
        return {"model": "ok" if model.dim else "not loaded"}

    add_probes(app, Lifecycle("embedding service"), readiness)
    instrument_app(app, build_provider(settings, "embeddings"))

    # Plain `def`: embedding is CPU work, so FastAPI runs it in its thread pool, off the event loop.
    @app.post(
        "/embed/text",
        response_model=None,
        responses={200: {"model": TextEmbeddings}, **error_responses(400, 422)},
    )
    def embed_text(request: TextRequest) -> dict | JSONResponse:
        texts = [request.text] if request.text is not None else list(request.texts or [])
        if not texts:
            return _reject("texts must hold at least one text")
        if len(texts) > max_texts:
            return _reject(f"too many texts: {len(texts)} (at most {max_texts} per request; split the batch)")
        for index, text in enumerate(texts):
            label = "text" if request.text is not None else f"texts[{index}]"
            if not text.strip():
                return _reject(f"{label} is empty; send some words to embed")
            if len(text) > max_chars:
                return _reject(f"{label} is {len(text)} characters long (at most {max_chars})")
        vectors = model.embed_texts(texts)
        if request.text is not None:
            return {"embedding": vectors[0].tolist(), "dim": model.dim, "model": model.name}
        return {"embeddings": vectors.tolist(), "dim": model.dim, "model": model.name}

    @app.post(
        "/embed/image",
        response_model=None,
        include_in_schema=images,
        responses={200: {"model": Embedding}, **error_responses(400, 413, 422, 501)},
        openapi_extra={"requestBody": IMAGE_BODY},
    )
    async def embed_image(request: Request) -> dict | JSONResponse:
        body = await request.body()
        if len(body) > MAX_IMAGE_BYTES:
            return JSONResponse(
                status_code=413, content={"detail": f"image larger than {MAX_IMAGE_BYTES} bytes"}
            )
        if request.headers.get("content-type", "").startswith("application/json"):
            try:
                encoded = json.loads(body).get("image_base64", "")
                body = base64.b64decode(encoded, validate=True)
            except (ValueError, AttributeError, binascii.Error):
                return _reject('send the image as the raw body or as JSON {"image_base64": "..."}')
        if not body:
            return _reject("the image is empty; send its bytes as the request body")
        try:
            vector = model.embed_image(body)
        except ImageEmbeddingUnsupported as exc:
            return JSONResponse(status_code=501, content={"detail": str(exc)})
        return {"embedding": vector.tolist(), "dim": model.dim, "model": model.name}

    log.info("embedding service ready: %s (%d-d)", model.name, model.dim)
    return app
