"""The ``aesthetiq`` command: serve, seed, import, tools, mcp, chat, trace."""

from __future__ import annotations

import argparse
import asyncio
import json
import logging
import sys
from collections.abc import Callable
from pathlib import Path

from pydantic import ValidationError

from aesthetiq.settings import ConfigurationError, Settings


def _event_loop_factory() -> Callable[[], asyncio.AbstractEventLoop] | None:
    try:
        import uvloop
    except ImportError:  # Windows, or installed without it: asyncio's own loop
        return None
    return uvloop.new_event_loop


def _cmd_serve(settings: Settings, args: argparse.Namespace) -> int:
    from aesthetiq.serve import SERVICES, serve

    names = list(SERVICES) if args.service == "all" else [args.service]
    if len(names) > 1:
        # Seed once before the ports open: otherwise the tool server and the agent would both
        # find an empty store on first run and race to fill it. A single service seeds in its lifespan.
        from aesthetiq.store import open_store

        open_store(settings).close()
    try:
        # uvicorn picks uvloop only when it makes the loop itself; the services share one loop made
        # here, so ask for it explicitly (measured: agent CPU per turn 22.5 -> 18.8 ms, bench.agent_turns).
        with asyncio.Runner(loop_factory=_event_loop_factory()) as runner:
            runner.run(serve(settings, names))
    except ConfigurationError as exc:
        print(f"aesthetiq: {exc}", file=sys.stderr)
        return 2
    except KeyboardInterrupt:
        pass
    return 0


def _cmd_seed(settings: Settings, args: argparse.Namespace) -> int:
    from aesthetiq.store import open_store
    from aesthetiq.store.demo import seed

    if args.if_empty:  # an init job before replicas start: they would otherwise race to fill an empty store
        open_store(settings.model_copy(update={"seed_on_start": True})).close()
        return 0
    store = open_store(settings, seed_if_empty=False)
    counts = seed(store, settings, size=args.size or settings.demo_catalogue_size)
    store.close()
    for collection, n in counts.items():
        print(f"{collection:16} {n:>9,}")
    return 0


def _cmd_import(settings: Settings, args: argparse.Namespace) -> int:
    from aesthetiq.store import open_store
    from aesthetiq.store.importer import FileUnreadable, ImportFailed, import_file, readable_file

    try:
        # Checked before the store opens: a mistyped path should not wait for the demo data seeding.
        path = readable_file(Path(args.file))
    except FileUnreadable as unreadable:
        print(f"aesthetiq import: {unreadable}", file=sys.stderr)
        return 2
    store = open_store(settings)
    try:
        report = import_file(store, path, kind=args.kind, settings=settings)
    except FileUnreadable as unreadable:
        print(f"aesthetiq import: {unreadable}", file=sys.stderr)
        return 2
    except ImportFailed as failure:
        print(str(failure), file=sys.stderr)
        return 1
    finally:
        store.close()
    print(report.summary())
    return 0


def _cmd_tools(settings: Settings, args: argparse.Namespace) -> int:
    from aesthetiq.tools.registry import TOOLS, ToolError, call_tool_local

    if args.action == "list":
        for tool in TOOLS:
            print(f"{tool.group:11} {tool.name:26} {tool.summary}")
        return 0
    try:
        arguments = json.loads(args.json or "{}")
    except json.JSONDecodeError as exc:
        example = """'{"query": "navy blazer"}'"""
        print(
            f"error: the arguments are not valid JSON ({exc}); pass one JSON object, e.g. {example}",
            file=sys.stderr,
        )
        return 2
    try:
        result = call_tool_local(settings, args.name, arguments)
    except ToolError as exc:
        print(f"error: {exc}", file=sys.stderr)
        return 1
    print(json.dumps(result, indent=2, default=str))
    return 0


def _cmd_mcp(settings: Settings, args: argparse.Namespace) -> int:
    from aesthetiq.tools.stdio import run_stdio

    return run_stdio(settings)


def _cmd_chat(settings: Settings, args: argparse.Namespace) -> int:
    from aesthetiq.gateway.chat_cli import run

    return run(settings, url=args.url, token=args.token, session_id=args.session)


def _cmd_trace(settings: Settings, args: argparse.Namespace) -> int:
    from aesthetiq.tracing.local_log import print_session_trace

    return print_session_trace(settings, args.session_id, last=args.last)


def _cmd_settings(settings: Settings, args: argparse.Namespace) -> int:
    from aesthetiq.settings import settings_table

    print(settings_table())
    return 0


def build_parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(prog="aesthetiq", description="A conversational stylist.")
    sub = parser.add_subparsers(dest="command", required=True)

    serve = sub.add_parser("serve", help="run the services (all of them by default)")
    serve.add_argument(
        "service", nargs="?", default="all", choices=["all", "gateway", "agent", "mcp", "embeddings"]
    )
    serve.set_defaults(run=_cmd_serve)

    seed = sub.add_parser("seed", help="(re)generate the demo catalogue, users and wardrobes")
    seed.add_argument("--size", type=int, default=None, help="number of commerce items")
    seed.add_argument("--if-empty", action="store_true", help="only when the store holds no items yet (an init job)")
    seed.set_defaults(run=_cmd_seed)

    imp = sub.add_parser("import", help="import a catalogue or wardrobe from JSONL or CSV")
    imp.add_argument("file")
    imp.add_argument("--kind", choices=["auto", "commerce", "wardrobe"], default="auto")
    imp.set_defaults(run=_cmd_import)

    tools = sub.add_parser("tools", help="list or call the tool server's tools in-process")
    tools_sub = tools.add_subparsers(dest="action", required=True)
    tools_sub.add_parser("list").set_defaults(run=_cmd_tools)
    call = tools_sub.add_parser("call")
    call.add_argument("name")
    call.add_argument("json", nargs="?", default="{}")
    call.set_defaults(run=_cmd_tools)

    sub.add_parser(
        "mcp", help="serve the tools over stdio to an MCP client (user: AESTHETIQ_MCP_USER or AESTHETIQ_MCP_TOKEN)"
    ).set_defaults(run=_cmd_mcp)

    chat = sub.add_parser("chat", help="chat with the stylist in the terminal, through the gateway")
    chat.add_argument("--url", default=None, help="gateway URL (default http://{host}:{gateway_port})")
    chat.add_argument("--token", default=None, help="bearer token when the gateway checks JWTs")
    chat.add_argument("--session", default=None, help="continue this session id")
    chat.set_defaults(run=_cmd_chat)

    trace = sub.add_parser("trace", help="print a session's turns as a tree of steps with timings")
    trace.add_argument("session_id")
    trace.add_argument("--last", action="store_true", help="only the last turn")
    trace.set_defaults(run=_cmd_trace)

    sub.add_parser("settings", help="print every setting, its environment variable and default").set_defaults(
        run=_cmd_settings
    )
    return parser


def _settings_problem(error: ValidationError) -> str:
    """``AESTHETIQ_GATEWAY_PORT must be a whole number (it is 'abc')`` for the first bad variable."""
    from aesthetiq.http_errors import describe_problem
    from aesthetiq.settings import env_names

    first = error.errors(include_url=False)[0]
    name = str(first["loc"][0]) if first["loc"] else ""
    field = Settings.model_fields.get(name)
    variable = " / ".join(env_names(name, field)) if field is not None else name or "a setting"
    value = f" (it is {first['input']!r})" if isinstance(first.get("input"), str | int | float) else ""
    return f"{variable} {describe_problem(first)}{value}; fix the environment variable and try again"


def main(argv: list[str] | None = None) -> int:
    args = build_parser().parse_args(argv)
    try:
        settings = Settings()
    except ValidationError as error:
        print(f"aesthetiq: {_settings_problem(error)}", file=sys.stderr)
        return 2
    logging.basicConfig(
        level=settings.log_level.upper(), format="%(asctime)s %(levelname)s %(name)s: %(message)s"
    )
    try:
        return args.run(settings, args)
    except ConfigurationError as exc:
        print(f"aesthetiq: {exc}", file=sys.stderr)
        return 2


if __name__ == "__main__":
    sys.exit(main())
