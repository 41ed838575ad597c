"""Who may call the tool server, and as whom, over real HTTP.

With AESTHETIQ_INTERNAL_TOKEN set: nothing but the health probes (and the OAuth metadata MCP clients
read) answers without the token; the user is the signed X-Aesthetiq-User header's, and a header that
is forged, altered or stale is refused. On /mcp a user's bearer JWT (checked as the gateway checks
it, through the MCP SDK's auth support) stands in for the token, and names the user.
"""

from __future__ import annotations

import time
from collections.abc import Iterator
from typing import Any

import httpx
import pytest
from mcp import ClientSession
from mcp.client.streamable_http import streamablehttp_client
from pydantic import SecretStr

from aesthetiq.service_auth import SIGNATURE_HEADER, TOKEN_HEADER, USER_HEADER, service_headers, sign_user
from aesthetiq.settings import Settings
from aesthetiq.tools.registry import TOOLS_BY_NAME
from tests.gateway.jwt_issuer import AUDIENCE, ISSUER, Issuer, SigningKey
from tests.servers import free_port, running
from tests.tools.conftest import OTHER, OWNER
from tests.tools.mcp_client import error_text, mcp_call, result_value

TOKEN = "internal-" + "k" * 40
MCP_ACCEPT = {"Accept": "application/json, text/event-stream"}
LIST = {"jsonrpc": "2.0", "id": 1, "method": "tools/list", "params": {}}


@pytest.fixture(scope="module")
def issuer() -> Iterator[tuple[str, Issuer]]:
    authority = Issuer(published=[SigningKey.generate()])
    with running(authority.app()) as url:
        yield url, authority


def _tool_server(settings: Settings, store, issuer_url: str, **update: Any) -> Iterator[tuple[str, Settings]]:
    from aesthetiq.tools.server import create_app

    port = free_port()
    configured = settings.model_copy(
        update={
            "mcp_port": port,
            "auth_mode": "jwt",
            "auth_jwks_url": issuer_url + "/.well-known/jwks.json",
            "auth_issuer": ISSUER,
            "auth_audience": AUDIENCE,
            "jwks_refetch_interval_s": 0.0,
            **update,
        }
    )
    with running(create_app(configured, store=store), port=port) as url:
        yield url, configured


@pytest.fixture(scope="module")
def secured(settings: Settings, store, issuer: tuple[str, Issuer]) -> Iterator[tuple[str, Settings]]:
    yield from _tool_server(settings, store, issuer[0], internal_token=SecretStr(TOKEN))


@pytest.fixture(scope="module")
def jwt_only(settings: Settings, store, issuer: tuple[str, Issuer]) -> Iterator[tuple[str, Settings]]:
    yield from _tool_server(settings, store, issuer[0])


def rest(url: str, name: str, arguments: dict[str, Any], headers: dict[str, str] | None = None) -> httpx.Response:
    return httpx.post(url + TOOLS_BY_NAME[name].rest_path, json=arguments, headers=headers, timeout=30)


def test_without_the_token_only_probes_and_metadata_answer(secured: tuple[str, Settings]) -> None:
    url, _ = secured
    refused = rest(url, "search_commerce_items", {"query": "belt"})
    assert refused.status_code == 401
    assert refused.json() == {
        "detail": f"this request does not carry the internal token ({TOKEN_HEADER}) the tool server requires"
    }
    wrong = rest(url, "search_commerce_items", {"query": "belt"}, {TOKEN_HEADER: "x" * 40})
    assert wrong.status_code == 401 and "carries a wrong internal token" in wrong.json()["detail"]
    # The demo's way in (a plain user header) is closed too.
    assert rest(url, "get_style_dna", {}, {USER_HEADER: OWNER}).status_code == 401
    assert httpx.get(url + "/images/no-such-item.svg").status_code == 401
    assert httpx.get(url + "/openapi.json").status_code == 401
    assert httpx.get(url + "/health").status_code == 200

    mcp = httpx.post(url + "/mcp", json=LIST, headers=MCP_ACCEPT)
    assert mcp.status_code == 401 and "bearer token" in mcp.json()["detail"]
    challenge = mcp.headers["www-authenticate"]
    metadata_url = challenge.split('resource_metadata="')[1].rstrip('"')
    metadata = httpx.get(metadata_url).json()
    assert metadata["resource"].rstrip("/") == url + "/mcp" and metadata["authorization_servers"] == [ISSUER + "/"]


def test_the_signed_user_is_the_caller(secured: tuple[str, Settings]) -> None:
    url, settings = secured
    as_owner = service_headers(settings, OWNER)
    assert set(as_owner) == {TOKEN_HEADER, USER_HEADER, SIGNATURE_HEADER}
    own = rest(url, "get_style_dna", {}, as_owner)
    assert own.status_code == 200 and own.json()["user_id"] == OWNER, "user_id defaults to the caller"
    foreign = rest(url, "get_style_dna", {"user_id": OTHER}, as_owner)
    assert foreign.status_code == 403 and foreign.json() == {"detail": "user_id does not match the caller"}
    # The token alone is a service without a user: the shop answers, nobody's data does.
    anonymous = service_headers(settings)
    assert rest(url, "filter_commerce_items", {"limit": 2}, anonymous).status_code == 200
    nobody = rest(url, "get_user_profile", {"user_id": OWNER}, anonymous)
    assert nobody.status_code == 401 and "names no user" in nobody.json()["detail"]


@pytest.mark.parametrize(
    ("how", "phrase"),
    [
        ("forged", "does not match its signature"),
        ("other user", "does not match its signature"),
        ("stale", "old; the limit is 300 s"),
        ("malformed", "malformed"),
        ("missing", "malformed"),
    ],
)
def test_a_forged_or_altered_user_header_is_refused(secured: tuple[str, Settings], how: str, phrase: str) -> None:
    url, _ = secured
    headers = {TOKEN_HEADER: TOKEN, USER_HEADER: OWNER, SIGNATURE_HEADER: sign_user(TOKEN, OWNER)}
    if how == "forged":
        headers[SIGNATURE_HEADER] = sign_user("another-secret-" + "z" * 40, OWNER)
    elif how == "other user":
        headers[USER_HEADER] = OTHER  # the signature was OWNER's
    elif how == "stale":
        headers[SIGNATURE_HEADER] = sign_user(TOKEN, OWNER, now=time.time() - 3600)
    elif how == "malformed":
        headers[SIGNATURE_HEADER] = "v1=abc"
    else:
        del headers[SIGNATURE_HEADER]
    for response in (
        rest(url, "get_style_dna", {}, headers),
        httpx.post(url + "/mcp", json=LIST, headers={**MCP_ACCEPT, **headers}),
    ):
        assert response.status_code == 401 and phrase in response.json()["detail"], response.text


async def test_the_agent_s_way_over_mcp(secured: tuple[str, Settings]) -> None:
    url, settings = secured
    as_owner = service_headers(settings, OWNER)
    season = result_value(await mcp_call(url, "get_color_season", {}, headers=as_owner))
    assert season == {"color_season": "WARM_AUTUMN"}
    refused = await mcp_call(url, "filter_wardrobe_items", {"user_id": OTHER}, headers=as_owner)
    assert error_text(refused) == "user_id does not match the caller"
    nobody = await mcp_call(url, "get_style_dna", {}, headers=service_headers(settings))
    assert "names no user" in error_text(nobody)


async def _bearer_call(url: str, token: str, name: str, arguments: dict[str, Any]) -> Any:
    headers = {"Authorization": f"Bearer {token}"}
    async with (
        streamablehttp_client(url + "/mcp", headers=headers) as (read, write, _),
        ClientSession(read, write) as session,
    ):
        await session.initialize()
        return await session.call_tool(name, arguments)


@pytest.mark.parametrize("server", ["secured", "jwt_only"])
async def test_a_user_s_bearer_token_names_the_user(
    server: str, request: pytest.FixtureRequest, issuer: tuple[str, Issuer]
) -> None:
    url, _ = request.getfixturevalue(server)
    authority = issuer[1]
    as_other = authority.token(OTHER)
    assert result_value(await _bearer_call(url, as_other, "get_color_season", {})) == {"color_season": "COOL_WINTER"}
    refused = await _bearer_call(url, as_other, "get_style_dna", {"user_id": OWNER})
    assert error_text(refused) == "user_id does not match the caller"
    # A token the issuer did not sign, or an expired one, is no user: the SDK's 401.
    stranger = Issuer(published=[SigningKey.generate()]).token(OTHER)
    for bad in (stranger, authority.token(OTHER, exp=int(time.time()) - 600), "not-a-jwt"):
        response = httpx.post(url + "/mcp", json=LIST, headers={**MCP_ACCEPT, "Authorization": f"Bearer {bad}"})
        assert response.status_code == 401 and response.json()["error"] == "invalid_token"
        assert "resource_metadata=" in response.headers["www-authenticate"]


async def test_without_the_token_the_demo_header_still_works(jwt_only: tuple[str, Settings]) -> None:
    url, _ = jwt_only
    plain = await mcp_call(url, "get_color_season", {"user_id": OWNER})
    assert result_value(plain) == {"color_season": "WARM_AUTUMN"}
    pinned = rest(url, "get_style_dna", {"user_id": OTHER}, {USER_HEADER: OWNER})
    assert pinned.status_code == 403
