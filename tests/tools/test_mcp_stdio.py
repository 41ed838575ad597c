"""``aesthetiq mcp``: the official client launches it over stdio, as a desktop client would.

The server acts for one user (AESTHETIQ_MCP_USER, or the sub of AESTHETIQ_MCP_TOKEN); its logs go to
stderr, and stdout carries nothing but the protocol (any stray byte there would break the session).
"""

from __future__ import annotations

import os
import sys
from collections.abc import AsyncIterator, Iterator
from contextlib import asynccontextmanager
from pathlib import Path
from typing import Any

import pytest
from mcp import ClientSession, StdioServerParameters
from mcp.client.stdio import stdio_client
from pydantic import SecretStr

from aesthetiq.settings import ConfigurationError, Settings
from aesthetiq.tools.stdio import resolve_user
from tests.gateway.jwt_issuer import AUDIENCE, ISSUER, Issuer, SigningKey
from tests.servers import running
from tests.tools.cases import ALL_TOOLS
from tests.tools.mcp_client import error_text, result_value

ROOT = Path(__file__).parents[2]


def server_env(settings: Settings, **extra: str) -> dict[str, str]:
    env = {k: v for k, v in os.environ.items() if not k.startswith("AESTHETIQ_") and "TAVILY" not in k}
    return {
        **env,
        "AESTHETIQ_DATA_DIR": str(settings.data_dir),
        "AESTHETIQ_DEMO_CATALOGUE_SIZE": str(settings.demo_catalogue_size),
        "AESTHETIQ_LOG_LEVEL": "INFO",
        **extra,
    }


@asynccontextmanager
async def stdio_session(env: dict[str, str], errlog: Path) -> AsyncIterator[ClientSession]:
    params = StdioServerParameters(command=sys.executable, args=["-m", "aesthetiq.cli", "mcp"], env=env, cwd=ROOT)
    with errlog.open("w") as err:
        async with stdio_client(params, errlog=err) as (read, write), ClientSession(read, write) as session:
            await session.initialize()
            yield session


async def test_the_tools_over_stdio_for_the_configured_user(settings: Settings, store, tmp_path: Path) -> None:
    errlog = tmp_path / "stderr.log"
    async with stdio_session(server_env(settings, AESTHETIQ_MCP_USER="user_demo_2"), errlog) as session:
        tools = (await session.list_tools()).tools
        assert {tool.name for tool in tools} == ALL_TOOLS and all(tool.outputSchema for tool in tools)
        # user_id is optional: the tools act for the configured user, and refuse anyone else.
        assert result_value(await session.call_tool("get_color_season", {})) == {"color_season": "COOL_WINTER"}
        refused = await session.call_tool("get_style_dna", {"user_id": "user_demo_1"})
        assert error_text(refused) == "user_id does not match the caller"
        found = await session.call_tool("search_wardrobe_items", {"query": "something warm"})
        assert 0 < len(result_value(found)["items"]) <= 10
        assert found.content[0].text.startswith(f"{len(found.structuredContent['items'])} pieces from the wardrobe")

        palette = await session.read_resource("aesthetiq://me/palette")
        assert palette.contents[0].mimeType == "application/json" and '"hex"' in palette.contents[0].text
        prompt = await session.get_prompt("style_me_for_occasion", {"occasion": "a winter wedding", "budget": "300 EUR"})
        text = prompt.messages[0].content.text
        assert "a winter wedding" in text and "300 EUR" in text and "get_style_dna" in text
    logged = errlog.read_text()
    assert "aesthetiq MCP over stdio for user_demo_2" in logged, "logs go to stderr"


@pytest.fixture(scope="module")
def issuer() -> Iterator[tuple[str, Issuer]]:
    authority = Issuer(published=[SigningKey.generate()])
    with running(authority.app()) as url:
        yield url, authority


def _jwt_settings(settings: Settings, issuer_url: str, **update: Any) -> Settings:
    return settings.model_copy(
        update={
            "auth_mode": "jwt",
            "auth_jwks_url": issuer_url + "/.well-known/jwks.json",
            "auth_issuer": ISSUER,
            "auth_audience": AUDIENCE,
            **update,
        }
    )


def test_the_user_comes_from_the_setting_the_token_or_the_demo(
    settings: Settings, issuer: tuple[str, Issuer]
) -> None:
    url, authority = issuer
    assert resolve_user(settings) == settings.demo_user_id, "auth_mode=none: the demo user"
    assert resolve_user(settings.model_copy(update={"mcp_user": "user_demo_3"})) == "user_demo_3"
    token = SecretStr(authority.token("user_demo_4"))
    assert resolve_user(_jwt_settings(settings, url, mcp_token=token)) == "user_demo_4"
    with pytest.raises(ConfigurationError, match="needs a user"):
        resolve_user(_jwt_settings(settings, url))
    with pytest.raises(ConfigurationError, match="differ"):
        resolve_user(_jwt_settings(settings, url, mcp_token=token, mcp_user="user_demo_1"))
    expired = SecretStr(authority.token("user_demo_4", exp=1))
    with pytest.raises(ConfigurationError, match="expired"):
        resolve_user(_jwt_settings(settings, url, mcp_token=expired))
    with pytest.raises(ConfigurationError, match="AESTHETIQ_AUTH_MODE=jwt"):
        resolve_user(settings.model_copy(update={"mcp_token": token}))


async def test_a_token_names_the_user_of_the_stdio_server(
    settings: Settings, store, issuer: tuple[str, Issuer], tmp_path: Path
) -> None:
    url, authority = issuer
    env = server_env(
        settings,
        AESTHETIQ_AUTH_MODE="jwt",
        AESTHETIQ_AUTH_JWKS_URL=url + "/.well-known/jwks.json",
        AESTHETIQ_AUTH_ISSUER=ISSUER,
        AESTHETIQ_AUTH_AUDIENCE=AUDIENCE,
        AESTHETIQ_MCP_TOKEN=authority.token("user_demo_3"),
    )
    async with stdio_session(env, tmp_path / "stderr.log") as session:
        profile = result_value(await session.call_tool("get_user_profile", {}))
        assert profile["user_id"] == "user_demo_3"


def test_stdout_carries_only_the_protocol(settings: Settings, store) -> None:
    """Raw: every line the server writes to stdout is a JSON-RPC message; everything else is on stderr."""
    import json
    import subprocess

    requests = [
        {"jsonrpc": "2.0", "id": 1, "method": "initialize", "params": {
            "protocolVersion": "2025-06-18", "capabilities": {}, "clientInfo": {"name": "raw", "version": "0"}}},
        {"jsonrpc": "2.0", "method": "notifications/initialized"},
        {"jsonrpc": "2.0", "id": 2, "method": "tools/call", "params": {"name": "get_undertone", "arguments": {}}},
    ]  # fmt: skip
    server = subprocess.Popen(
        [sys.executable, "-m", "aesthetiq.cli", "mcp"],
        stdin=subprocess.PIPE, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True, cwd=ROOT,
        env=server_env(settings, AESTHETIQ_MCP_USER="user_demo_1", AESTHETIQ_LOG_LEVEL="DEBUG"),
    )  # fmt: skip
    assert server.stdin is not None and server.stdout is not None
    server.stdin.write("".join(json.dumps(r) + "\n" for r in requests))
    server.stdin.flush()
    answers = [server.stdout.readline(), server.stdout.readline()]  # the two answers, then the end of input
    out, err = server.communicate(timeout=120)
    lines = [*answers, *out.splitlines()]
    assert len(lines) == 2 and all(json.loads(line)["jsonrpc"] == "2.0" for line in lines), lines
    assert json.loads(lines[1])["result"]["structuredContent"]["undertone"]
    assert "DEBUG" in err and "aesthetiq" in err
