"""``GET /images/{item_id}.svg``: the generated picture of a catalogue or wardrobe item."""

from __future__ import annotations

import hashlib
from collections.abc import Callable

from fastapi import APIRouter, HTTPException, Request, Response

from aesthetiq.http_errors import error_responses
from aesthetiq.service_auth import caller_of
from aesthetiq.store.images import render_svg
from aesthetiq.tools.base import ToolContext


def images_router(context: Callable[[], ToolContext]) -> APIRouter:
    router = APIRouter()

    @router.get(
        "/images/{item_id}.svg",
        tags=["images"],
        summary="An item's picture (SVG).",
        response_class=Response,
        responses={
            200: {"description": "The picture.", "content": {"image/svg+xml": {"schema": {"type": "string"}}}},
            304: {"description": "Not modified: the ETag sent in If-None-Match still holds."},
            **error_responses(404, 503),
        },
    )
    def item_image(item_id: str, request: Request) -> Response:
        store = context().store
        item = store.get("commerceitems", item_id)
        cache = "public, max-age=86400"
        if item is None:
            item = store.get("wardrobeitems", item_id)
            caller = caller_of(request.scope)
            user = caller.user_id if caller is not None else None
            if item is not None and user is not None and item.get("userId") != user:
                item = None  # another user's garment answers like a missing one
            cache = "private, max-age=3600"
        if item is None:
            raise HTTPException(status_code=404, detail=f"no item {item_id!r}")
        svg = render_svg(item)
        etag = '"' + hashlib.sha1(svg.encode(), usedforsecurity=False).hexdigest()[:20] + '"'
        headers = {"Cache-Control": cache, "ETag": etag}
        if request.headers.get("if-none-match") == etag:
            return Response(status_code=304, headers=headers)
        return Response(content=svg, media_type="image/svg+xml", headers=headers)

    return router
