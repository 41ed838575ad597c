"""Users' bearer tokens on ``/mcp``, through the MCP SDK's auth support.

An MCP client outside our services (an IDE assistant, a desktop app through a bridge) sends the
user's JWT; it is checked exactly as the gateway checks it (``gateway.auth.JwtVerifier``: the same
JWKS, issuer, audience and authorised parties settings) and its ``sub`` is the caller. The SDK's
``BearerAuthBackend`` / ``RequireAuthMiddleware`` answer a missing or bad token with its standard
401 and ``WWW-Authenticate`` pointing at the protected-resource metadata (RFC 9728), which names the
issuer so a client knows where to sign in.
"""

from __future__ import annotations

import logging
from collections.abc import Callable
from urllib.parse import urlparse

import httpx
from mcp.server.auth.middleware.auth_context import AuthContextMiddleware
from mcp.server.auth.middleware.bearer_auth import AuthenticatedUser, BearerAuthBackend, RequireAuthMiddleware
from mcp.server.auth.provider import AccessToken, TokenVerifier
from mcp.server.auth.routes import build_resource_metadata_url, create_protected_resource_routes
from pydantic import AnyHttpUrl
from starlette.middleware.authentication import AuthenticationMiddleware
from starlette.routing import Route
from starlette.types import ASGIApp, Receive, Scope, Send

from aesthetiq.gateway.auth import AuthError, AuthUnavailable, JwtVerifier
from aesthetiq.service_auth import Caller, set_caller
from aesthetiq.settings import Settings

log = logging.getLogger("aesthetiq.tools.mcp_auth")


class JwtTokenVerifier(TokenVerifier):
    """The SDK's TokenVerifier over the gateway's JWT check: a token is a user, or it is nothing."""

    def __init__(self, settings: Settings, client: httpx.AsyncClient) -> None:
        self.jwt = JwtVerifier(settings, client)

    async def verify_token(self, token: str) -> AccessToken | None:
        try:
            user_id = await self.jwt.verify(token)
        except AuthError as exc:
            log.info("bearer token refused on /mcp: %s", exc.detail)
            return None
        except AuthUnavailable as exc:
            log.warning("bearer token not checkable on /mcp: %s", exc)
            return None
        return AccessToken(token=token, client_id=user_id, scopes=[], subject=user_id)


class _RecordCaller:
    """After the SDK accepted the token: its subject is the verified caller of the request."""

    def __init__(self, app: ASGIApp) -> None:
        self.app = app

    async def __call__(self, scope: Scope, receive: Receive, send: Send) -> None:
        user = scope.get("user")
        if isinstance(user, AuthenticatedUser):
            set_caller(scope, Caller(user.access_token.subject, verified=True))
        await self.app(scope, receive, send)


def resource_url(settings: Settings) -> AnyHttpUrl:
    return AnyHttpUrl(settings.mcp_resource_url or settings.resolved_mcp_url)


def metadata_url(settings: Settings) -> AnyHttpUrl:
    return build_resource_metadata_url(resource_url(settings))


def bearer_challenge(settings: Settings) -> str:
    return f'Bearer resource_metadata="{metadata_url(settings)}"'


def bearer_chain(settings: Settings, client: httpx.AsyncClient) -> tuple[Callable[[ASGIApp], ASGIApp], list[Route]]:
    """A wrapper putting the SDK's bearer check in front of an app, and the metadata routes."""
    verifier = JwtTokenVerifier(settings, client)

    def wrap(app: ASGIApp) -> ASGIApp:
        required = RequireAuthMiddleware(_RecordCaller(app), required_scopes=[], resource_metadata_url=metadata_url(settings))
        return AuthenticationMiddleware(AuthContextMiddleware(required), backend=BearerAuthBackend(verifier))

    routes = create_protected_resource_routes(
        resource_url=resource_url(settings),
        authorization_servers=[AnyHttpUrl(str(settings.auth_issuer))],
        resource_name="Aesthetiq stylist tools",
    )
    return wrap, routes


def metadata_paths(settings: Settings) -> frozenset[str]:
    """Where the metadata is served: public, like the health probes."""
    return frozenset({urlparse(str(metadata_url(settings))).path})
