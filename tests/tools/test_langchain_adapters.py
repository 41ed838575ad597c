"""The same tools through ``langchain-mcp-adapters`` (one persistent session, as the agent uses them)."""

from __future__ import annotations

from langchain_mcp_adapters.client import MultiServerMCPClient
from langchain_mcp_adapters.tools import load_mcp_tools

from tests.tools.cases import ALL_TOOLS, OWNER, valid_calls


def _text(output: object) -> str:
    """A LangChain MCP tool returns its text content (a string, or a list of content blocks)."""
    if isinstance(output, str):
        return output
    assert isinstance(output, list), output
    return "".join(block["text"] if isinstance(block, dict) else str(block) for block in output)


async def test_loads_and_calls_every_tool(
    web_tool_server_url: str, owned_item_id: str, commerce_item_id: str
) -> None:
    client = MultiServerMCPClient(
        {"aesthetiq": {"transport": "streamable_http", "url": web_tool_server_url + "/mcp"}}
    )
    calls = valid_calls(owned_item_id, commerce_item_id)
    async with client.session("aesthetiq") as session:
        tools = {tool.name: tool for tool in await load_mcp_tools(session)}
        assert set(tools) == ALL_TOOLS
        assert "colour season" in tools["search_commerce_items"].description
        for n, (name, arguments) in enumerate(calls.items()):
            call = {"type": "tool_call", "id": f"call_{n}", "name": name, "args": arguments}
            message = await tools[name].ainvoke(call)
            # The model reads the text; the program gets the typed result as the message's artifact.
            assert message.status == "success" and _text(message.content).strip(), name
            assert isinstance(message.artifact["structured_content"], dict), name
        season = _text(await tools["get_color_season"].ainvoke({"user_id": OWNER}))
        assert season == "colour season: WARM_AUTUMN"
        found = _text(await tools["search_commerce_items"].ainvoke({"query": "linen shirt", "limit": 3}))
        assert found.startswith("3 catalogue items, best first:\n1. ") and "| id com_" in found


async def test_tool_error_reaches_the_model_as_a_message(tool_server_url: str) -> None:
    client = MultiServerMCPClient(
        {
            "aesthetiq": {
                "transport": "streamable_http",
                "url": tool_server_url + "/mcp",
                "headers": {"X-Aesthetiq-User": OWNER},
            }
        }
    )
    async with client.session("aesthetiq") as session:
        tools = {tool.name: tool for tool in await load_mcp_tools(session)}
        message = await tools["get_style_dna"].ainvoke(
            {"type": "tool_call", "id": "call_1", "name": "get_style_dna", "args": {"user_id": "user_demo_2"}}
        )
        assert message.status == "error"
        assert "user_id does not match the caller" in _text(message.content)
        refused = await tools["web_search"].ainvoke(
            {"type": "tool_call", "id": "call_2", "name": "web_search", "args": {"query": "linen care"}}
        )
        assert "web search is not configured (set TAVILY_API_KEY)" in _text(refused.content)
