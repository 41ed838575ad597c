"""A tool call over stdio and over streamable HTTP, with the same call in-process as the baseline, and
the sizes of what MCP sends (issue 14).

Run from the repository root: `.venv/bin/python -m bench.mcp_transports [--size 5000] [--calls 200]`.
One demo catalogue (kept under --data-root and reused). Four paths, call by call in turn (the order
rotating) so each meets the same moments of a shared machine:

- in-process: ``registry.present`` (validation, the tool, the lean view and its text), no transport;
- stdio: the official client on one session with ``aesthetiq mcp`` (its own process);
- HTTP: the official client on one session with ``aesthetiq serve mcp`` (its own process), the
  local demo's way (a plain ``X-Aesthetiq-User`` header);
- HTTP + token: the same against a second server with ``AESTHETIQ_INTERNAL_TOKEN``, each request
  carrying the token and a freshly signed user header (what the agent does).

Over stdio and HTTP a call is timed twice on the same session: through the official client's
``call_tool``, which checks the structured result against the tool's outputSchema with jsonschema
(re-checking the schema itself each call), and through the session's ``send_request`` (the same
request; the agent's way, see ``agent/mcp_client.py``), which leaves that check out.

Two tools: ``search_commerce_items`` with its MCP defaults (ten lean items) and a colour season, and
``get_style_dna`` (one small document). The client validates every structured result against the
tool's outputSchema in the "checked" rows. Sizes: the bytes of
``tools/list`` and of a default search answer, against what the SDK would send by default for the
same structured content (indented JSON text beside it) and against the shape before (the REST
result as JSON text plus ``{"result": ...}``). Last, the agent's usual call (60 items with the
fields its engines read) made into the bytes the server sends, in-process, lean against that
previous shape, alternating: the server's work and the bytes per call.
"""

from __future__ import annotations

import argparse
import asyncio
import json
import os
import sys
import time
from contextlib import AsyncExitStack
from pathlib import Path
from typing import Any
from unittest import mock

import httpx
import numpy as np
from mcp import ClientSession, StdioServerParameters, types
from mcp.client.stdio import stdio_client
from mcp.client.streamable_http import streamablehttp_client
from mcp.types import CallToolResult, JSONRPCResponse, TextContent
from pydantic import SecretStr

from aesthetiq.service_auth import SignedUserAuth
from aesthetiq.settings import Settings
from aesthetiq.tools.base import ToolContext
from aesthetiq.tools.registry import present
from bench.tools_search import QUERIES, catalogue_settings, free_port, percentiles, prepare, tool_server

RESULTS = Path(__file__).parent / "results" / "mcp_transports.json"
USER = "user_demo_1"
TOKEN = "bench-internal-token-" + "x" * 32
# "checked": the official client's call_tool, which validates each result against the tool's
# outputSchema; "unchecked": the same request through the session's send_request (the agent's way).
PATHS = (
    "in-process", "stdio, checked", "stdio, unchecked", "HTTP, checked", "HTTP, unchecked",
    "HTTP + token, unchecked",
)  # fmt: skip
SEARCH = "search_commerce_items"
# Added after issue 14 set its 20 KB target for the listing (then 18 tools): reported apart.
LATER_TOOLS = {"compose_outfit", "plan_capsule"}


def calls(i: int) -> list[tuple[str, dict[str, Any]]]:
    query = QUERIES[i % len(QUERIES)]
    search = {"query": query["query"], "style_dna": query.get("style_dna") or "WARM_AUTUMN"}
    return [(SEARCH, search), ("get_style_dna", {})]


def jsonrpc_bytes(result: CallToolResult) -> int:
    """What the server writes for this result (the SDK's own serialisation of a JSON-RPC answer)."""
    payload = result.model_dump(by_alias=True, mode="json", exclude_none=True)
    return len(JSONRPCResponse(jsonrpc="2.0", id=1, result=payload).model_dump_json(by_alias=True, exclude_none=True))


def sizes(url: str) -> dict[str, Any]:
    accept = {"Accept": "application/json, text/event-stream", "X-Aesthetiq-User": USER}

    def rpc(method: str, params: dict[str, Any]) -> httpx.Response:
        body = {"jsonrpc": "2.0", "id": 1, "method": method, "params": params}
        return httpx.post(url + "/mcp", json=body, headers=accept, timeout=60)

    listing = rpc("tools/list", {})
    arguments = {"query": "linen shirt for a summer wedding", "style_dna": "WARM_AUTUMN"}
    answer = rpc("tools/call", {"name": SEARCH, "arguments": arguments})
    result = CallToolResult.model_validate(answer.json()["result"])
    structured = result.structuredContent or {}
    text = result.content[0].text if isinstance(result.content[0], TextContent) else ""
    sdk_default = CallToolResult(
        content=[TextContent(type="text", text=json.dumps(structured, indent=2))], structuredContent=structured
    )
    compact_twice = CallToolResult(
        content=[TextContent(type="text", text=json.dumps(structured, separators=(",", ":")))],
        structuredContent=structured,
    )
    # Before this change: the REST result (20 whole documents, twelve season scores each) sent twice.
    raw = httpx.post(url + "/api/v1/commerce/tools/" + SEARCH, json=arguments, headers=accept, timeout=60).json()
    before = CallToolResult(
        content=[TextContent(type="text", text=json.dumps(raw, ensure_ascii=False))], structuredContent={"result": raw}
    )
    tools = listing.json()["result"]["tools"]
    issue_tools = {"jsonrpc": "2.0", "id": 1, "result": {"tools": [t for t in tools if t["name"] not in LATER_TOOLS]}}
    return {
        "tools_list_bytes": len(listing.content),
        "tools": len(tools),
        "tools_list_bytes_without_outfit_tools": len(json.dumps(issue_tools, separators=(",", ":"), ensure_ascii=False).encode()),
        "search": {
            "arguments": arguments,
            "items": len(structured.get("items", [])),
            "answer_bytes": len(answer.content),
            "text_bytes": len(text.encode()),
            "structured_bytes": len(json.dumps(structured, separators=(",", ":"), ensure_ascii=False).encode()),
            "sdk_default_bytes (indented JSON text + structured)": jsonrpc_bytes(sdk_default),
            "compact JSON text + structured": jsonrpc_bytes(compact_twice),
            "before_bytes (REST result twice, limit 20)": jsonrpc_bytes(before),
        },
    }


async def measure(settings: Settings, url: str, secured_url: str, n: int) -> dict[str, dict[str, list[float]]]:
    from aesthetiq.store import open_store

    samples: dict[str, dict[str, list[float]]] = {tool: {path: [] for path in PATHS} for tool in (SEARCH, "get_style_dna")}
    store = open_store(settings)
    context = ToolContext(settings=settings, store=store)
    env = {
        **{k: v for k, v in os.environ.items() if not k.startswith("AESTHETIQ_")},
        "AESTHETIQ_DATA_DIR": str(settings.data_dir),
        "AESTHETIQ_DEMO_CATALOGUE_SIZE": str(settings.demo_catalogue_size),
        "AESTHETIQ_MCP_USER": USER,
        "AESTHETIQ_LOG_LEVEL": "WARNING",
    }
    stdio = StdioServerParameters(command=sys.executable, args=["-m", "aesthetiq.cli", "mcp"], env=env)
    secured = settings.model_copy(update={"internal_token": SecretStr(TOKEN)})
    async with AsyncExitStack() as stack:
        sessions: dict[str, ClientSession] = {}
        for path, opened in (
            ("stdio", stdio_client(stdio, errlog=sys.stderr)),
            ("HTTP", streamablehttp_client(url + "/mcp", headers={"X-Aesthetiq-User": USER})),
            ("HTTP + token", streamablehttp_client(secured_url + "/mcp", auth=SignedUserAuth(secured, USER))),
        ):
            read, write, *_ = await stack.enter_async_context(opened)
            session = await stack.enter_async_context(ClientSession(read, write))
            await session.initialize()
            await session.list_tools()  # the client's output-schema cache, as a real client primes it
            sessions[path] = session

        async def call(path: str, tool: str, arguments: dict[str, Any]) -> None:
            if path == "in-process":
                present(context, tool, arguments, USER, verified=True)
                return
            transport, _, how = path.partition(", ")
            session = sessions[transport]
            if how == "checked":
                result = await session.call_tool(tool, arguments)
            else:
                params = types.CallToolRequestParams(name=tool, arguments=arguments)
                result = await session.send_request(types.ClientRequest(types.CallToolRequest(params=params)), CallToolResult)
            if result.isError:
                raise RuntimeError(f"{path} {tool}: {result.content[0]}")

        for i in range(-10, n):
            for tool, arguments in calls(i):
                order = PATHS[i % len(PATHS) :] + PATHS[: i % len(PATHS)]
                for path in order:
                    started = time.perf_counter()
                    await call(path, tool, arguments)
                    if i >= 0:
                        samples[tool][path].append((time.perf_counter() - started) * 1000)
    store.close()
    return samples


def agent_call(settings: Settings, n: int) -> dict[str, Any]:
    """The agent's search (60 items, its fields) to wire bytes: lean view vs the previous full shape."""
    from aesthetiq.agent.mcp_client import ITEM_FIELDS
    from aesthetiq.store import open_store
    from aesthetiq.tools.registry import invoke

    store = open_store(settings)
    context = ToolContext(settings=settings, store=store)

    def lean(arguments: dict[str, Any]) -> tuple[int, int]:
        structured, text = present(context, SEARCH, {**arguments, "fields": list(ITEM_FIELDS)}, USER, verified=True)
        result = CallToolResult(content=[TextContent(type="text", text=text)], structuredContent=structured)
        return jsonrpc_bytes(result), len(structured["items"])

    def previous(arguments: dict[str, Any]) -> tuple[int, int]:
        raw = invoke(context, SEARCH, arguments, USER, verified=True)
        text = json.dumps(raw, ensure_ascii=False)
        result = CallToolResult(content=[TextContent(type="text", text=text)], structuredContent={"result": raw})
        return jsonrpc_bytes(result), len(raw)

    samples: dict[str, list[float]] = {"lean (now)": [], "whole documents twice (before)": []}
    sent: dict[str, list[int]] = {key: [] for key in samples}
    items: dict[str, list[int]] = {key: [] for key in samples}
    try:
        for i in range(-5, n):
            arguments = {**calls(i)[0][1], "limit": 60}
            pair = [("lean (now)", lean), ("whole documents twice (before)", previous)]
            for key, make in pair if i % 2 else reversed(pair):
                started = time.perf_counter()
                size, count = make(arguments)
                if i >= 0:
                    samples[key].append((time.perf_counter() - started) * 1000)
                    sent[key].append(size)
                    items[key].append(count)
    finally:
        store.close()
    return {
        key: {**percentiles(values), "median_bytes": int(np.median(sent[key])), "mean_items": float(np.mean(items[key]))}
        for key, values in samples.items()
    }


def report(result: dict[str, Any]) -> str:
    lines = [
        f"{result['size']:,} items; {result['calls']} calls per path and tool, in turn; load {result['load_average_1m']}",
        "",
        "| tool | path | p50 ms | p95 ms |",
        "| --- | --- | ---: | ---: |",
    ]
    for tool, rows in result["latency"].items():
        lines += [f"| {tool} | {path} | {row['p50_ms']} | {row['p95_ms']} |" for path, row in rows.items()]
    size = result["sizes"]
    lines += ["", f"tools/list: {size['tools_list_bytes']:,} bytes for {size['tools']} tools; without the two outfit tools "
              f"{size['tools_list_bytes_without_outfit_tools']:,} (target <= 20 KB)"]  # fmt: skip
    lines += [f"default search ({size['search']['items']} items): " + ", ".join(
        f"{k} {v:,}" for k, v in size["search"].items() if isinstance(v, int) and k != "items"
    )]  # fmt: skip
    lines += ["", "| the agent's search (limit 60), server side | p50 ms | p95 ms | median bytes | items |"]
    lines += ["| --- | ---: | ---: | ---: | ---: |"]
    lines += [
        f"| {path} | {row['p50_ms']} | {row['p95_ms']} | {row['median_bytes']:,} | {row['mean_items']:.1f} |"
        for path, row in result["agent_call"].items()
    ]
    return "\n".join(lines)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--size", type=int, default=5000, help="catalogue size")
    parser.add_argument("--calls", type=int, default=200, help="calls per path and tool")
    parser.add_argument("--data-root", default="/tmp/aesthetiq-bench-mcp", help="where catalogues are kept")
    args = parser.parse_args(argv)
    settings = catalogue_settings(Path(args.data_root), args.size, free_port())
    prepare(settings)
    secured = settings.model_copy(update={"mcp_port": free_port()})
    with tool_server(settings) as (_, url, _), mock.patch.dict(os.environ, {"AESTHETIQ_INTERNAL_TOKEN": TOKEN}):
        with tool_server(secured) as (_, secured_url, _):
            measured = asyncio.run(measure(settings, url, secured_url, args.calls))
        found = sizes(url)
    result = {
        "size": args.size,
        "calls": args.calls,
        "load_average_1m": round(os.getloadavg()[0], 2),  # a shared machine: context for the numbers
        "latency": {tool: {path: percentiles(s) for path, s in rows.items()} for tool, rows in measured.items()},
        "sizes": found,
        "agent_call": agent_call(settings, args.calls),
    }
    RESULTS.parent.mkdir(exist_ok=True)
    RESULTS.write_text(json.dumps(result, indent=2) + "\n")
    print(report(result))
    return 0


if __name__ == "__main__":
    sys.exit(main())
