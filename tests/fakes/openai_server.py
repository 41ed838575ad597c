"""A scripted OpenAI-compatible chat server (POST /v1/chat/completions) for engine tests.

Each request takes the next step of the script; when the script is empty, ``default`` answers. Steps
queued with ``then_tool`` answer only requests that offer tools (a structured call), whatever plain
requests come between them.
A step is a dict with one of:
  {"content": "text"}                         a plain answer (streamed as SSE if the request streams)
  {"tool": {"name": ..., "arguments": {...}}} a tool call (what structured output asks for)
  {"raw_arguments": "not json"}               a tool call whose arguments are malformed
  {"status": 500}                             an HTTP error
  {"hang": 5.0}                               sleep this long before answering (past the client's timeout)
and optionally {"delay": seconds} to answer after a fixed time (the 300 ms scripted model of the bench).
"""

from __future__ import annotations

import asyncio
import json
import time
import uuid
from collections import deque
from typing import Any

from fastapi import FastAPI, Request
from fastapi.responses import JSONResponse, StreamingResponse


class ScriptedModel:
    """``default`` answers plain requests and ``default_tool`` those offering tools, once the script is empty."""

    def __init__(self, default: dict[str, Any] | None = None, default_tool: dict[str, Any] | None = None) -> None:
        self.script: deque[dict[str, Any]] = deque()
        self.tool_script: deque[dict[str, Any]] = deque()
        self.default = default or {"content": "Here is what I found for you."}
        self.default_tool = default_tool
        self.requests: list[dict[str, Any]] = []

    def then(self, *steps: dict[str, Any]) -> ScriptedModel:
        self.script.extend(steps)
        return self

    def then_tool(self, *steps: dict[str, Any]) -> ScriptedModel:
        self.tool_script.extend(steps)
        return self

    def next_step(self, body: dict[str, Any]) -> dict[str, Any]:
        if body.get("tools") and self.tool_script:
            return self.tool_script.popleft()
        if self.script:
            return self.script.popleft()
        return self.default_tool if body.get("tools") and self.default_tool else self.default


def create_app(model: ScriptedModel) -> FastAPI:
    app = FastAPI()

    @app.get("/health")
    async def health() -> dict:
        return {"status": "ok"}

    @app.post("/v1/chat/completions")
    async def completions(request: Request):
        body = await request.json()
        model.requests.append(body)
        step = model.next_step(body)
        if "delay" in step:
            await asyncio.sleep(step["delay"])
        if "hang" in step:
            await asyncio.sleep(step["hang"])
        if "status" in step:
            return JSONResponse({"error": {"message": "scripted failure", "type": "server_error"}}, step["status"])
        if body.get("stream"):
            include_usage = bool((body.get("stream_options") or {}).get("include_usage"))
            return StreamingResponse(_stream(body, step, include_usage), media_type="text/event-stream")
        return JSONResponse(_completion(body, step))

    return app


def _message(step: dict[str, Any]) -> dict[str, Any]:
    if "tool" in step or "raw_arguments" in step:
        name = step.get("tool", {}).get("name", "answer")
        arguments = step.get("raw_arguments") or json.dumps(step["tool"]["arguments"])
        return {
            "role": "assistant",
            "content": None,
            "tool_calls": [
                {"id": "call_" + uuid.uuid4().hex[:8], "type": "function",
                 "function": {"name": name, "arguments": arguments}}
            ],
        }  # fmt: skip
    return {"role": "assistant", "content": step.get("content", "")}


def _usage(body: dict[str, Any], text: str) -> dict[str, int]:
    prompt = sum(len(str(m.get("content") or "").split()) for m in body.get("messages", []))
    completion = len(text.split())
    return {"prompt_tokens": prompt, "completion_tokens": completion, "total_tokens": prompt + completion}


def _completion(body: dict[str, Any], step: dict[str, Any]) -> dict[str, Any]:
    message = _message(step)
    finish = "tool_calls" if message.get("tool_calls") else "stop"
    return {
        "id": "chatcmpl-" + uuid.uuid4().hex[:10],
        "object": "chat.completion",
        "created": int(time.time()),
        "model": body.get("model", "scripted"),
        "choices": [{"index": 0, "message": message, "finish_reason": finish}],
        "usage": _usage(body, message.get("content") or ""),
    }


async def _stream(body: dict[str, Any], step: dict[str, Any], include_usage: bool):
    base = {"id": "chatcmpl-" + uuid.uuid4().hex[:10], "object": "chat.completion.chunk",
            "created": int(time.time()), "model": body.get("model", "scripted")}  # fmt: skip
    text = step.get("content", "")
    words = text.split(" ")
    for index, word in enumerate(words):
        piece = word if index == 0 else " " + word
        chunk = {**base, "choices": [{"index": 0, "delta": {"content": piece}, "finish_reason": None}]}
        yield f"data: {json.dumps(chunk)}\n\n"
        await asyncio.sleep(0)
    yield f"data: {json.dumps({**base, 'choices': [{'index': 0, 'delta': {}, 'finish_reason': 'stop'}]})}\n\n"
    if include_usage:
        yield f"data: {json.dumps({**base, 'choices': [], 'usage': _usage(body, text)})}\n\n"
    yield "data: [DONE]\n\n"
