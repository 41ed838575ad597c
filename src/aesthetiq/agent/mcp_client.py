"""Tools over MCP (langchain-mcp-adapters): one persistent session per turn, opened on first use.

Measured on these machines: about 5 ms per call on a persistent session against about 42 ms when
every call opens one, so a turn opens a single session and runs independent calls in parallel.
The session is opened lazily by a small "holder" task: the MCP client's task groups must be entered
and left by the same task, while the calls come from the graph's node tasks. Tool definitions are
listed once per process and bound to each new session, which saves a round trip per turn.
Profile and style DNA are cached for ``context_cache_ttl_s`` (``context_cache.py``: dropped on every
replica when they change). Sessions are pooled per user across
turns (see ``ToolClient``). Every wait has a time limit, so a tool server that is down or stuck ends
the call with ``ToolUnavailable``, never a hung turn.

Item results come back lean over MCP (``tools/views.py``); the agent asks for the fields its engines
read (``ITEM_FIELDS``) so it sees what it saw before, the season scores cut to the user's season.
Every request carries the internal token and the signed user when ``AESTHETIQ_INTERNAL_TOKEN`` is
set (``service_auth.SignedUserAuth``, signed afresh per request since a pooled session outlives a
signature), and the plain ``X-Aesthetiq-User`` header otherwise.

Under heavy load (200 turns at once, all one user's pooled session) the calls used to pile up: the
HTTP client's 100 connections and the 5 s call limit were spent waiting in line, and a timed-out
call also threw the shared session away for every other turn. Now at most
``mcp_max_concurrent_calls`` requests are in flight (opening a session counts as one); the others
wait in line for up to ``tool_queue_timeout_s``, and the call's own ``tool_timeout_s`` starts
only once it is sent. A slow answer is not a broken session: only transport failures close it.
"""

from __future__ import annotations

import asyncio
import contextlib
import json
import logging
import time
from typing import Any

import httpx
from langchain_mcp_adapters.client import MultiServerMCPClient
from mcp import ClientSession, types
from mcp.types import CallToolResult
from mcp.types import Tool as McpTool

from aesthetiq.agent.context_cache import ContextCache, RedisInvalidation
from aesthetiq.agent.events import emit
from aesthetiq.agent.slots import waiting_slot
from aesthetiq.service_auth import SignedUserAuth
from aesthetiq.settings import Settings
from aesthetiq.tracing.otel import carrier_for
from aesthetiq.tracing.spans import NOOP_SPAN

log = logging.getLogger("aesthetiq.agent.mcp")

SERVER = "aesthetiq"
CACHED_TOOLS = frozenset({"get_user_profile", "get_style_dna"})
WEB_TOOLS = frozenset({"web_search", "search_trends", "search_blogs"})
# After the tool server says web search is not configured, stop asking it for this long.
WEB_RETRY_S = 60.0
# What the engines read of an item beyond the lean default (items.from_document); the season scores
# come for the search's style_dna season only, the one the engines look up.
ITEM_FIELDS = (
    "colorHexes", "sizes", "inStock", "material", "formality", "fit", "seasons", "occasions", "tags",
    "imageUrl", "seasonalPaletteScores", "breakdown", "gender", "type", "setId",
)  # fmt: skip
ITEM_TOOLS = frozenset({"search_commerce_items", "search_wardrobe_items", "filter_commerce_items", "filter_wardrobe_items"})


class ToolUnavailable(RuntimeError):
    """The tool server could not be reached or did not answer in time."""


class ToolFailed(RuntimeError):
    """The tool answered with an error (bad arguments, not configured, not found)."""


class PooledSession:
    """One open MCP session for one user, held open by its own task (see the module docstring)."""

    def __init__(self, client: ToolClient, user_id: str) -> None:
        self.client = client
        self.user_id = user_id
        self.session: ClientSession | None = None
        self.last_used = time.monotonic()
        self.in_use = 0  # turns holding it now; only an unused session is ever evicted
        self.broken = False
        self._ready: asyncio.Future[ClientSession] = asyncio.get_running_loop().create_future()
        self._closing = asyncio.Event()
        self._holder = asyncio.create_task(self._hold(), name=f"mcp-session-{user_id}")

    async def _hold(self) -> None:
        try:
            async with contextlib.AsyncExitStack() as stack:
                async with self.client.slot():  # opening costs two requests: it waits in line too
                    session = await stack.enter_async_context(self.client.connection(self.user_id).session(SERVER))
                    # Listing the tools also primes the session's output-schema cache for call_tool.
                    listed = (await session.list_tools()).tools
                self.client.definitions = listed
                if not self._ready.done():
                    self._ready.set_result(session)
                await self._closing.wait()
        except BaseException as exc:  # hand any failure to the waiting caller, then end quietly
            self.broken = True
            if not self._ready.done():
                self._ready.set_exception(ToolUnavailable(_describe(exc)))
            if isinstance(exc, asyncio.CancelledError):
                raise

    async def ready(self) -> ClientSession:
        if self.session is None:
            timeout = self.client.settings.tool_queue_timeout_s + self.client.settings.tool_timeout_s
            try:
                async with asyncio.timeout(timeout):
                    self.session = await asyncio.shield(self._ready)
            except TimeoutError as exc:
                self.broken = True
                raise ToolUnavailable(
                    f"the tool server at {self.client.settings.resolved_mcp_url} did not answer within {timeout:g} s"
                ) from exc
        return self.session

    async def call_tool(self, name: str, arguments: dict[str, Any], meta: dict[str, str] | None = None) -> CallToolResult:
        """The tool's raw MCP result, straight from the session.

        Not through langchain-mcp-adapters' LangChain tool wrapper: per call it resolves the
        wrapper's type hints and asks LangSmith whether tracing is on (about 2.5 ms a call, an
        eighth of a turn's CPU), for a conversion this client then undoes. The adapters still open
        and hold the session; tracing is ours (``tracer.span`` in ``TurnTools.call``).
        Not ``ClientSession.call_tool`` either: it checks each result against the tool's
        outputSchema with jsonschema, which first re-checks the schema itself against the JSON
        Schema meta-schema, every call (measured 5-25 ms a call here, bench.mcp_transports). This is
        our own tool server, whose results the tests hold to those schemas; the request is the same.
        """
        if self.session is None or not any(d.name == name for d in self.client.definitions or []):
            raise ToolFailed(f"the tool server has no tool named {name!r}")
        params = types.CallToolRequestParams(name=name, arguments=arguments, _meta=meta or None)
        return await self.session.send_request(types.ClientRequest(types.CallToolRequest(params=params)), CallToolResult)

    async def close(self) -> None:
        self._closing.set()
        if self._holder.done():
            return
        try:
            async with asyncio.timeout(1.0):
                await asyncio.shield(self._holder)
        except asyncio.CancelledError:
            self._holder.cancel()
            raise
        except Exception:
            self._holder.cancel()


class ToolClient:
    """Process-wide: the MCP address, the tool definitions, the open sessions and the context cache.

    Opening a streamable-HTTP MCP session costs two round trips (initialize, then listing the
    tools for the client's output-schema check): about 35 ms on these machines, more than the
    whole turn budget. So a user's session stays open for ``mcp_session_idle_s`` after a turn and
    the next turn of that user reuses it (each turn still uses exactly one session). With the
    setting at 0 every turn opens and closes its own session.
    """

    def __init__(self, settings: Settings) -> None:
        self.settings = settings
        self.cache = ContextCache(settings.context_cache_ttl_s)
        # Several replicas: a profile changed through any of them (or the tool server) is dropped by all.
        self.invalidation = RedisInvalidation(settings.redis_url, self.cache) if settings.redis_url else None
        self.definitions: list[McpTool] | None = None
        self.web_disabled_until = 0.0
        self._pool: dict[str, PooledSession] = {}
        self._closing: set[asyncio.Task[None]] = set()  # keeps background closes alive until done
        self._slots = asyncio.Semaphore(settings.mcp_max_concurrent_calls)

    def slot(self) -> contextlib.AbstractAsyncContextManager[None]:
        """One of the ``mcp_max_concurrent_calls`` request slots, waiting in line (FIFO) for it."""
        return waiting_slot(
            self._slots,
            self.settings.tool_queue_timeout_s,
            lambda wait: ToolUnavailable(f"the tool server is busy: no free slot within {wait:g} s"),
        )

    def http_client(
        self, headers: dict[str, str] | None = None, timeout: httpx.Timeout | None = None, auth: httpx.Auth | None = None
    ) -> httpx.AsyncClient:
        # Enough kept-alive connections for every slot, so busy periods reuse them instead of
        # opening (and closing) a TCP connection per request beyond httpx's default 20.
        size = self.settings.mcp_max_concurrent_calls + 4
        return httpx.AsyncClient(
            headers=headers, timeout=timeout, auth=auth, follow_redirects=True,
            limits=httpx.Limits(max_connections=size, max_keepalive_connections=size),
        )  # fmt: skip

    def connection(self, user_id: str) -> MultiServerMCPClient:
        return MultiServerMCPClient(
            {
                SERVER: {
                    "transport": "streamable_http",
                    "url": self.settings.resolved_mcp_url,
                    "auth": SignedUserAuth(self.settings, user_id),
                    "timeout": self.settings.tool_timeout_s,
                    "sse_read_timeout": self.settings.tool_timeout_s,
                    "terminate_on_close": False,  # the server is stateless: nothing to terminate
                    "httpx_client_factory": self.http_client,
                }
            }
        )

    def for_turn(self, user_id: str, tracer: Any = None) -> TurnTools:
        return TurnTools(self, user_id, tracer)

    def acquire(self, user_id: str) -> PooledSession:
        pooled = self._pool.get(user_id)
        if pooled is None or pooled.broken:
            pooled = PooledSession(self, user_id)
            if self.settings.mcp_session_idle_s > 0:
                self._evict()
                self._pool[user_id] = pooled
        pooled.last_used = time.monotonic()
        pooled.in_use += 1
        return pooled

    async def release(self, pooled: PooledSession) -> None:
        pooled.in_use -= 1
        pooled.last_used = time.monotonic()
        pooled_here = self._pool.get(pooled.user_id) is pooled
        if pooled.broken and pooled_here:
            del self._pool[pooled.user_id]
            pooled_here = False
        if not pooled_here and pooled.in_use <= 0:
            await pooled.close()

    def _evict(self) -> None:
        now = time.monotonic()
        idle = self.settings.mcp_session_idle_s
        unused = {u: p for u, p in self._pool.items() if p.in_use <= 0}
        stale = [u for u, p in unused.items() if p.broken or now - p.last_used > idle]
        if len(self._pool) - len(stale) >= self.settings.mcp_max_sessions and len(unused) > len(stale):
            stale.append(min((u for u in unused if u not in stale), key=lambda u: unused[u].last_used))
        for user_id in stale:
            pooled = self._pool.pop(user_id, None)
            if pooled is not None:
                task = asyncio.get_running_loop().create_task(pooled.close())
                self._closing.add(task)
                task.add_done_callback(self._closing.discard)

    async def start(self) -> None:
        if self.invalidation is not None:
            await self.invalidation.start()

    async def aclose(self) -> None:
        pooled, self._pool = list(self._pool.values()), {}
        await asyncio.gather(*(p.close() for p in pooled), return_exceptions=True)
        if self.invalidation is not None:
            await self.invalidation.stop()


class TurnTools:
    """The tools of one turn for one user, over one session. ``close()`` when the turn ends."""

    def __init__(self, client: ToolClient, user_id: str, tracer: Any = None) -> None:
        self.client = client
        self.user_id = user_id
        self.tracer = tracer
        self.calls: list[dict[str, Any]] = []
        self._pooled: PooledSession | None = None
        self._early: dict[str, asyncio.Task[Any]] = {}  # context fetches started by warm_context()

    async def _open(self) -> PooledSession:
        if self._pooled is not None and self._pooled.broken:
            # A call failed on this session (timeout, lost connection): the next call gets a fresh one.
            broken, self._pooled = self._pooled, None
            await self.client.release(broken)
        if self._pooled is None:
            self._pooled = self.client.acquire(self.user_id)
        await self._pooled.ready()
        return self._pooled

    def warm_context(self) -> None:
        """Start fetching the user's profile and style DNA (opening the session if need be) now.

        Called before the engine thinks: a model call takes hundreds of milliseconds, and the
        recommender then finds both ready instead of starting with a round trip (or a 35 ms
        session opening on a user's first turn). The first ``call`` of each tool claims the result.
        """
        for name in sorted(CACHED_TOOLS - self._early.keys()):
            if not self.client.cache.get(self.user_id, name)[0]:
                task = asyncio.get_running_loop().create_task(self._fetch(name, {"user_id": self.user_id}))
                task.add_done_callback(_retrieve_exception)  # unclaimed failures stay quiet
                self._early[name] = task

    async def close(self) -> None:
        early, self._early = list(self._early.values()), {}
        for task in early:
            task.cancel()
        await asyncio.gather(*early, return_exceptions=True)
        if self._pooled is not None:
            pooled, self._pooled = self._pooled, None
            await self.client.release(pooled)

    def web_available(self) -> bool:
        return time.monotonic() >= self.client.web_disabled_until

    async def call(self, name: str, arguments: dict[str, Any], *, announce: bool = True) -> Any:
        """Call one tool and return its JSON result; raises ToolUnavailable or ToolFailed."""
        if name in CACHED_TOOLS:
            found, value = self.client.cache.get(self.user_id, name)
            if found:
                self.calls.append({"tool": name, "cached": True, "ms": 0.0})
                return value
        if announce:
            emit("tool_call", tool=name, input=_input_summary(arguments))
        early = self._early.pop(name, None) if arguments == {"user_id": self.user_id} else None
        if name in ITEM_TOOLS and "fields" not in arguments and "detail" not in arguments:
            arguments = {**arguments, "fields": list(ITEM_FIELDS)}
        return await (early if early is not None else self._fetch(name, arguments))

    def _trace_meta(self) -> dict[str, str] | None:
        """``traceparent`` of the tool's span, so the tool server's span joins the turn's trace."""
        span = self.tracer.current_otel_span() if self.tracer is not None else None
        return carrier_for(span) if span is not None else None

    async def _fetch(self, name: str, arguments: dict[str, Any]) -> Any:
        started = time.perf_counter()
        token = self.client.cache.token(self.user_id)
        with _span(self.tracer, name, arguments) as span:
            pooled = await self._open()
            try:
                async with self.client.slot(), asyncio.timeout(self.client.settings.tool_timeout_s):
                    answer = await pooled.call_tool(name, arguments, self._trace_meta())
            except TimeoutError as exc:
                # Slow is not broken: the session stays, shared by the user's other turns.
                raise ToolUnavailable(f"{name} did not answer within {self.client.settings.tool_timeout_s:g} s") from exc
            except (asyncio.CancelledError, ToolUnavailable, ToolFailed):
                raise
            except Exception as exc:
                failure = _classify(name, exc)
                if isinstance(failure, ToolUnavailable):
                    pooled.broken = True
                raise failure from exc
            if answer.isError:
                failure = ToolFailed(_text_of(answer) or f"{name} failed")
                if name in WEB_TOOLS and "not configured" in str(failure).lower():
                    self.client.web_disabled_until = time.monotonic() + WEB_RETRY_S
                raise failure
            # The typed result; the text beside it is the rendering meant for a model.
            result = answer.structuredContent if answer.structuredContent is not None else _parse(_text_of(answer))
            elapsed = (time.perf_counter() - started) * 1000
            self.calls.append({"tool": name, "cached": False, "ms": round(elapsed, 2)})
            span.set(result_count=_count(result), latency_ms=round(elapsed, 2))
        if name in CACHED_TOOLS:
            self.client.cache.put(self.user_id, name, result, token)
        return result


def _count(result: Any) -> int:
    if isinstance(result, dict):
        listed = result.get("items", result.get("results"))
        return len(listed) if isinstance(listed, list) else 1
    return len(result) if isinstance(result, list) else 1


def _retrieve_exception(task: asyncio.Task[Any]) -> None:
    if not task.cancelled():
        task.exception()


def _classify(name: str, exc: Exception) -> RuntimeError:
    text = _describe(exc)
    transport_words = ("connect", "connection", "closed", "timed out", "unreachable", "refused")
    if any(word in text.lower() for word in transport_words):
        return ToolUnavailable(f"{name}: {text}")
    return ToolFailed(text)


def _describe(exc: BaseException) -> str:
    # anyio / mcp wrap failures in exception groups; the first leaf says what happened.
    while isinstance(exc, BaseExceptionGroup) and exc.exceptions:
        exc = exc.exceptions[0]
    return str(exc) or type(exc).__name__


def _text_of(answer: CallToolResult) -> str:
    return "".join(getattr(block, "text", "") for block in answer.content if block.type == "text")


def _parse(content: str) -> Any:
    """Tool results are one JSON text content; a bare string result stays a string."""
    try:
        return json.loads(content)
    except ValueError:
        return content


def _input_summary(arguments: dict[str, Any]) -> str:
    for key in ("query", "topic", "item_id"):
        if arguments.get(key):
            return str(arguments[key])
    shown = {k: v for k, v in arguments.items() if k != "user_id"}
    return json.dumps(shown, default=str) if shown else ""


def _span(tracer: Any, name: str, arguments: dict[str, Any]) -> Any:
    if tracer is None:
        return NOOP_SPAN
    return tracer.span(f"tool:{name}", "tool", tool=name, input=_input_summary(arguments))
