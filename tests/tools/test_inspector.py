"""The MCP Inspector's CLI (the reference client of the MCP project, on node) lists and calls the tools,
over stdio (``aesthetiq mcp``) and over streamable HTTP. Skipped, with the reason, where npx is missing
or the Inspector cannot be fetched; each run is bounded in time."""

from __future__ import annotations

import json
import shutil
import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest

from aesthetiq.settings import Settings
from tests.tools.cases import ALL_TOOLS

ROOT = Path(__file__).parents[2]
# The Inspector CLI needs node >= 22; npx fetches that node beside the machine's own (ARCHITECTURE.md).
INSPECTOR = ["npx", "-y", "-p", "node@22", "-p", "@modelcontextprotocol/inspector", "mcp-inspector", "--cli"]
LIMIT_S = 240

pytestmark = [
    pytest.mark.slow,
    pytest.mark.skipif(shutil.which("npx") is None, reason="npx is not installed: the MCP Inspector runs on node"),
]


def inspect(*args: str) -> Any:
    try:
        done = subprocess.run(
            [*INSPECTOR, *args], capture_output=True, text=True, timeout=LIMIT_S, cwd=ROOT, stdin=subprocess.DEVNULL
        )
    except subprocess.TimeoutExpired:
        pytest.skip(f"the MCP Inspector did not finish within {LIMIT_S} s (fetching it from npm?)")
    if done.returncode != 0 and "npm error" in done.stderr.lower():
        pytest.skip(f"the MCP Inspector could not be fetched: {done.stderr.strip().splitlines()[-1]}")
    assert done.returncode == 0, done.stderr[-2000:]
    return json.loads(done.stdout)


def test_the_inspector_over_stdio(settings: Settings, store) -> None:
    env = {
        "AESTHETIQ_DATA_DIR": str(settings.data_dir),
        "AESTHETIQ_DEMO_CATALOGUE_SIZE": str(settings.demo_catalogue_size),
        "AESTHETIQ_MCP_USER": "user_demo_1",
    }
    server = [*(arg for k, v in env.items() for arg in ("-e", f"{k}={v}")), sys.executable, "-m", "aesthetiq.cli", "mcp"]
    listed = inspect(*server, "--method", "tools/list")["tools"]
    assert {tool["name"] for tool in listed} == ALL_TOOLS and all(t["outputSchema"]["type"] == "object" for t in listed)
    season = inspect(*server, "--method", "tools/call", "--tool-name", "get_color_season")
    assert season["structuredContent"] == {"color_season": "WARM_AUTUMN"} and not season.get("isError")
    palette = inspect(*server, "--method", "resources/read", "--uri", "aesthetiq://me/palette")
    assert json.loads(palette["contents"][0]["text"])[0]["hex"].startswith("#")


def test_the_inspector_over_http(tool_server_url: str) -> None:
    url = tool_server_url + "/mcp"
    listed = inspect(url, "--transport", "http", "--method", "tools/list")["tools"]
    assert {tool["name"] for tool in listed} >= {"search_commerce_items", "get_style_dna"}
    found = inspect(
        url, "--transport", "http", "--method", "tools/call", "--tool-name", "search_commerce_items",
        "--tool-arg", "query=linen shirt", "limit=3",
    )  # fmt: skip
    assert len(found["structuredContent"]["items"]) == 3
    assert found["content"][0]["text"].startswith("3 catalogue items, best first:")
    prompt = inspect(
        url, "--transport", "http", "--method", "prompts/get", "--prompt-name", "style_me_for_occasion",
        "--prompt-args", "occasion=a garden party",
    )  # fmt: skip
    assert "a garden party" in prompt["messages"][0]["content"]["text"]
