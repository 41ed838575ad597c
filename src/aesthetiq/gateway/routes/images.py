"""Item pictures, fetched from the tool server so the browser needs only the gateway's origin."""

from __future__ import annotations

import logging

import httpx
from fastapi import APIRouter, Depends
from fastapi.responses import JSONResponse, Response

from aesthetiq.gateway.deps import Gateway, ItemId, limit_images
from aesthetiq.http_errors import error_responses
from aesthetiq.service_auth import service_headers

router = APIRouter(tags=["images"], dependencies=[Depends(limit_images)])
log = logging.getLogger("aesthetiq.gateway.images")


class SvgResponse(Response):
    media_type = "image/svg+xml"


@router.get(
    "/images/{item_id}.svg",
    summary="An item's picture (SVG)",
    response_class=SvgResponse,
    responses={
        200: {"description": "The picture.", "content": {"image/svg+xml": {"schema": {"type": "string"}}}},
        **error_responses(404, 422, 429, 502, 503),
    },
)
async def image(item_id: ItemId, gateway: Gateway) -> Response:
    # Images carry no bearer token (an <img> cannot send one); they are drawings of catalogue data,
    # cached by the browser, limited per address with a larger bucket than the API's.
    try:
        upstream = await gateway.client.get(
            f"{gateway.tools_url}/images/{item_id}.svg", headers=service_headers(gateway.settings), timeout=10.0
        )
    except httpx.HTTPError as exc:
        log.warning("tool server unreachable for image %s: %s", item_id, exc)
        return JSONResponse({"detail": "Images are not available right now."}, 503)
    if upstream.status_code != 200:
        return JSONResponse({"detail": "no such image"}, 404 if upstream.status_code == 404 else 502)
    return Response(
        upstream.content,
        media_type="image/svg+xml",
        headers={
            "Cache-Control": "public, max-age=3600",
            # An SVG opened on its own must not run scripts.
            "Content-Security-Policy": "default-src 'none'; style-src 'unsafe-inline'; sandbox",
        },
    )
