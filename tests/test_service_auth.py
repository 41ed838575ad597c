"""Service-to-service auth (issue 13.3): the signed user header, the bind check, and the whole chain
gateway -> agent -> tool server over real HTTP with AESTHETIQ_INTERNAL_TOKEN, each service refusing
a request without the token and a forged or altered user header."""

from __future__ import annotations

import time
from collections.abc import Iterator

import httpx
import pytest
from pydantic import SecretStr

from aesthetiq.service_auth import (
    SIGNATURE_HEADER,
    TOKEN_HEADER,
    USER_HEADER,
    InsecureServiceBind,
    service_headers,
    sign_user,
    verify_user,
)
from aesthetiq.settings import ConfigurationError, Settings
from tests.servers import free_port, running

TOKEN = "s3cret-" + "t" * 40
ALICE, BOB = "user_demo_1", "user_demo_2"


def test_a_signature_holds_for_its_user_and_time_only() -> None:
    now = 1_800_000_000.0
    signature = sign_user(TOKEN, ALICE, now=now)
    assert verify_user(TOKEN, ALICE, signature, 300, now=now + 299) is None
    assert "does not match" in (verify_user(TOKEN, BOB, signature, 300, now=now) or "")
    assert "does not match" in (verify_user("another-" + TOKEN, ALICE, signature, 300, now=now) or "")
    assert "old" in (verify_user(TOKEN, ALICE, signature, 300, now=now + 301) or "")
    assert "old" in (verify_user(TOKEN, ALICE, signature, 300, now=now - 301) or ""), "from the future too"
    _stamp, mac = signature.split(",")
    assert "does not match" in (verify_user(TOKEN, ALICE, f"t={int(now) + 1},{mac}", 300, now=now) or "")
    assert "malformed" in (verify_user(TOKEN, ALICE, "garbage", 300, now=now) or "")


def test_headers_with_and_without_a_token(settings: Settings) -> None:
    assert service_headers(settings) == {}
    assert service_headers(settings, ALICE) == {USER_HEADER: ALICE}, "the local demo: as before"
    secured = settings.model_copy(update={"internal_token": SecretStr(TOKEN)})
    headers = service_headers(secured, ALICE)
    assert headers[TOKEN_HEADER] == TOKEN and verify_user(TOKEN, ALICE, headers[SIGNATURE_HEADER], 300) is None


@pytest.mark.parametrize("service", ["agent", "tools"])
def test_a_reachable_address_needs_the_token(settings: Settings, service: str) -> None:
    if service == "agent":
        from aesthetiq.agent.service import create_app
    else:
        from aesthetiq.tools.server import create_app
    exposed = settings.model_copy(update={"host": "0.0.0.0"})
    with pytest.raises(InsecureServiceBind, match="AESTHETIQ_INTERNAL_TOKEN"):
        create_app(exposed)
    create_app(exposed.model_copy(update={"allow_insecure_bind": True}))
    create_app(exposed.model_copy(update={"internal_token": SecretStr(TOKEN)}))
    with pytest.raises(ConfigurationError, match="at least 32"):
        create_app(settings.model_copy(update={"internal_token": SecretStr("short")}))


@pytest.fixture(scope="module")
def chain(settings: Settings, store) -> Iterator[dict[str, str]]:
    """A tool server, an agent and a gateway, all three with the internal token."""
    from aesthetiq.agent.service import create_app as create_agent
    from aesthetiq.gateway.app import create_app as create_gateway
    from aesthetiq.tools.server import create_app as create_tools

    tools_port, agent_port = free_port(), free_port()
    secured = settings.model_copy(
        update={
            "internal_token": SecretStr(TOKEN),
            "mcp_port": tools_port,
            "agent_port": agent_port,
            "mcp_url": None,
            "agent_url": None,
            "rate_limit_user_per_min": 10_000,
            "rate_limit_ip_per_min": 10_000,
        }
    )
    with (
        running(create_tools(secured, store=store), port=tools_port) as tools,
        running(create_agent(secured), port=agent_port) as agent,
        running(create_gateway(secured)) as gateway,
    ):
        yield {"tools": tools, "agent": agent, "gateway": gateway}


def test_a_turn_goes_through_all_three(chain: dict[str, str]) -> None:
    answer = httpx.post(chain["gateway"] + "/api/agent/chat", json={"message": "a navy blazer for work"}, timeout=90)
    assert answer.status_code == 200, answer.text
    body = answer.json()
    assert body["items"] and all(item["source"] == "commerce" for item in body["items"])
    sessions = httpx.get(chain["gateway"] + "/api/agent/sessions", timeout=30).json()["sessions"]
    assert any(s["id"] == body["session_id"] for s in sessions)
    me = httpx.get(chain["gateway"] + "/api/agent/me", timeout=30)
    assert me.status_code == 200 and me.json()["style_dna"]["user_id"] == ALICE
    picture = httpx.get(f"{chain['gateway']}/images/{body['items'][0]['id']}.svg", timeout=30)
    assert picture.status_code == 200, "the gateway fetches pictures with the token"
    readiness = httpx.get(chain["gateway"] + "/api/agent/health", timeout=30).json()
    assert readiness["status"] == "ok" and readiness["tools"] == "ok"


def test_the_agent_refuses_requests_without_the_token(chain: dict[str, str]) -> None:
    agent = chain["agent"]
    chat = {"message": "a navy blazer", "user_id": ALICE}
    refused = httpx.post(agent + "/api/v1/agent/chat", json=chat, timeout=30)
    assert refused.status_code == 401
    assert refused.json() == {
        "detail": f"this request does not carry the internal token ({TOKEN_HEADER}) the agent requires"
    }
    assert httpx.get(agent + "/api/v1/agent/sessions", params={"user_id": ALICE}).status_code == 401
    assert httpx.get(agent + "/health", timeout=30).status_code == 200


@pytest.mark.parametrize(
    ("how", "status", "phrase"),
    [
        ("forged", 401, "does not match its signature"),
        ("tampered", 401, "does not match its signature"),
        ("stale", 401, "old"),
        ("unsigned", 401, "malformed"),
        ("someone else's body", 403, "user_id does not match the caller"),
        ("no user at all", 401, "names no user"),
    ],
)
def test_the_agent_takes_the_user_only_from_a_valid_signature(
    chain: dict[str, str], how: str, status: int, phrase: str
) -> None:
    headers = {TOKEN_HEADER: TOKEN, USER_HEADER: ALICE, SIGNATURE_HEADER: sign_user(TOKEN, ALICE)}
    params = {"user_id": ALICE}
    if how == "forged":
        headers[SIGNATURE_HEADER] = sign_user("not-the-token-" + "x" * 40, ALICE)
    elif how == "tampered":
        headers[USER_HEADER] = BOB
        params = {"user_id": BOB}
    elif how == "stale":
        headers[SIGNATURE_HEADER] = sign_user(TOKEN, ALICE, now=time.time() - 3600)
    elif how == "unsigned":
        del headers[SIGNATURE_HEADER]
    elif how == "someone else's body":
        params = {"user_id": BOB}
    else:
        del headers[USER_HEADER], headers[SIGNATURE_HEADER]
    response = httpx.get(chain["agent"] + "/api/v1/agent/sessions", params=params, headers=headers, timeout=30)
    assert response.status_code == status and phrase in response.json()["detail"], response.text
    signed = httpx.get(
        chain["agent"] + "/api/v1/agent/sessions", params={"user_id": ALICE},
        headers={**headers, USER_HEADER: ALICE, SIGNATURE_HEADER: sign_user(TOKEN, ALICE)}, timeout=30,
    )  # fmt: skip
    assert signed.status_code == 200


def test_the_tool_server_refuses_requests_without_the_token(chain: dict[str, str]) -> None:
    tools = chain["tools"]
    body = {"query": "belt"}
    assert httpx.post(tools + "/api/v1/commerce/tools/search_commerce_items", json=body).status_code == 401
    listing = {"jsonrpc": "2.0", "id": 1, "method": "tools/list", "params": {}}
    mcp = httpx.post(tools + "/mcp", json=listing, headers={"Accept": "application/json, text/event-stream"})
    assert mcp.status_code == 401
    tampered = {TOKEN_HEADER: TOKEN, USER_HEADER: BOB, SIGNATURE_HEADER: sign_user(TOKEN, ALICE)}
    refused = httpx.post(tools + "/api/v1/style-dna/tools/get_style_dna", json={}, headers=tampered)
    assert refused.status_code == 401 and "does not match its signature" in refused.json()["detail"]
