"""``aesthetiq chat``: the stylist in a terminal, streamed from the gateway.

Replies print as they stream, items show as a table, a clarification question is answered by
simply typing the answer (the session continues), Ctrl-C stops the running turn (the stream is
closed and the cancel endpoint called) and a second Ctrl-C at the prompt leaves.
"""

from __future__ import annotations

import contextlib
import json
import logging
from collections.abc import Callable, Iterator
from dataclasses import dataclass, field
from typing import Any

import httpx
from rich.console import Console
from rich.live import Live
from rich.markdown import Markdown
from rich.table import Table
from rich.text import Text

from aesthetiq.settings import Settings

HELP = (
    "Type what you are looking for. Commands: /new (new conversation), /sessions, "
    "/open <id>, /me (your style DNA), /help, /quit. Ctrl-C stops an answer."
)
SOURCE_LABEL = {"commerce": "shop", "wardrobe": "wardrobe", "web": "web"}
STATUS_MESSAGES = {
    401: "The gateway wants a valid token: pass --token <jwt>.",
    404: "That conversation does not exist (or is not yours).",
    413: "That message is too long; say it in fewer words.",
    429: "Too many messages at once; wait {retry} s and try again.",
    503: "The stylist is not reachable right now; try again in a moment.",
}


@dataclass
class Turn:
    session_id: str | None
    response: str = ""
    done: dict[str, Any] | None = None
    errors: list[str] = field(default_factory=list)


def sse_payloads(lines: Iterator[str]) -> Iterator[dict[str, Any]]:
    """Each ``data:`` payload of an SSE stream (keep-alive comments skipped)."""
    data: list[str] = []
    for line in lines:
        if line.startswith("data:"):
            data.append(line[5:].lstrip())
        elif not line.strip() and data:
            payload = _decode(data)
            data = []
            if payload is not None:
                yield payload
    payload = _decode(data)
    if payload is not None:
        yield payload


def _decode(data: list[str]) -> dict[str, Any] | None:
    if not data:
        return None
    try:
        payload = json.loads("\n".join(data))
    except json.JSONDecodeError:
        return None
    return payload if isinstance(payload, dict) else None


def explain(response: httpx.Response) -> str:
    try:
        detail = response.json().get("detail")
    except (ValueError, AttributeError):
        detail = None
    template = STATUS_MESSAGES.get(response.status_code)
    if template:
        return template.format(retry=response.headers.get("Retry-After", "a few"))
    return detail if isinstance(detail, str) else f"The gateway answered {response.status_code}."


def items_table(items: list[dict[str, Any]]) -> Table:
    table = Table(show_lines=False, header_style="bold", expand=False)
    for column in ("#", "item", "brand", "price", "colours", "from", "why it fits"):
        table.add_column(column, overflow="fold")
    for n, item in enumerate(items, 1):
        price = item.get("price")
        colours = Text()
        hexes = item.get("colorHexes") or []
        for i, name in enumerate(item.get("colors") or []):
            style = f"on {hexes[i]}" if i < len(hexes) else ""
            colours.append("  ", style=style)
            colours.append(f" {name} ")
        table.add_row(
            str(n),
            item.get("name") or "",
            item.get("brand") or "",
            f"{price:,.2f} {item.get('currency') or ''}".strip() if isinstance(price, int | float) else "",
            colours,
            SOURCE_LABEL.get(item.get("source", ""), item.get("source", "")),
            item.get("reason") or "",
        )
    return table


class ReplyView:
    """The stylist's reply as it streams: live Markdown in a terminal, plain text otherwise (pipes,
    logs), where every chunk is printed as it comes."""

    def __init__(self, console: Console) -> None:
        self.console = console
        self.live: Live | None = None
        self.started = False

    def show(self, text: str, chunk: str) -> None:
        if not self.started:
            self.started = True
            self.console.print("[bold magenta]stylist ›[/]", end="\n" if self.console.is_terminal else " ")
            if self.console.is_terminal:
                self.live = Live(console=self.console, refresh_per_second=15, vertical_overflow="visible")
                self.live.start()
        if self.live is not None:
            self.live.update(Markdown(text))
        else:
            self.console.print(chunk, end="", markup=False, highlight=False)

    def close(self) -> None:
        if self.live is not None:
            self.live.stop()
        elif self.started:
            self.console.print()


class ChatClient:
    def __init__(self, settings: Settings, url: str | None, token: str | None, console: Console) -> None:
        headers = {"Authorization": f"Bearer {token}"} if token else {}
        self.base = (url or f"http://{settings.host}:{settings.gateway_port}").rstrip("/")
        self.http = httpx.Client(
            base_url=self.base, headers=headers, timeout=httpx.Timeout(settings.stream_timeout_s, connect=5.0)
        )
        self.console = console

    def stream_turn(self, message: str, turn: Turn) -> None:
        """Streams into ``turn`` (the caller keeps it, so a Ctrl-C still knows the session)."""
        body: dict[str, Any] = {"message": message}
        if turn.session_id:
            body["session_id"] = turn.session_id
        status = self.console.status("Thinking…", spinner="dots")
        status.start()
        reply = ReplyView(self.console)
        try:
            with self.http.stream("POST", "/api/agent/chat/stream", json=body) as response:
                if response.status_code != 200:
                    response.read()
                    turn.errors.append(explain(response))
                    return
                for event in sse_payloads(response.iter_lines()):
                    kind = event.get("type")
                    if kind == "metadata" and event.get("session_id"):
                        turn.session_id = event["session_id"]
                    elif kind == "status" and event.get("message"):
                        status.update(str(event["message"]))
                    elif kind == "node_start" and event.get("display_name"):
                        status.update(f"{event['display_name']}…")
                    elif kind == "chunk" and event.get("content"):
                        status.stop()
                        turn.response += event["content"]
                        reply.show(turn.response, event["content"])
                    elif kind == "done":
                        turn.done = event
                        turn.session_id = event.get("session_id") or turn.session_id
                    elif kind == "error":
                        turn.errors.append(str(event.get("message") or "Something went wrong."))
        except httpx.HTTPError as exc:
            turn.errors.append(f"Lost the connection to {self.base}: {exc}")
        finally:
            status.stop()
            reply.close()

    def cancel(self, session_id: str) -> None:
        # Closing the stream already cancels; this only makes sure, so a failure changes nothing.
        with contextlib.suppress(httpx.HTTPError):
            self.http.post(f"/api/agent/chat/{session_id}/cancel", json={}, timeout=5.0)

    def get(self, path: str) -> dict[str, Any] | None:
        try:
            response = self.http.get(path, timeout=15.0)
        except httpx.HTTPError as exc:
            self.console.print(f"[red]Cannot reach {self.base}: {exc}[/]")
            return None
        if response.status_code != 200:
            self.console.print(f"[red]{explain(response)}[/]")
            return None
        return response.json()


def show_turn(console: Console, turn: Turn) -> None:
    for error in turn.errors:
        console.print(f"[red]{error}[/]")
    done = turn.done
    if not done:
        return
    if not turn.response and done.get("response"):
        console.print("[bold magenta]stylist ›[/] ", end="")
        console.print(done["response"], markup=False, highlight=False)
    items = done.get("items") or []
    if items:
        console.print(items_table(items))
    if done.get("needs_clarification"):
        console.print("[dim]Answer the question and I'll continue from there.[/]")


def show_session(console: Console, session: dict[str, Any]) -> None:
    console.rule(session.get("title") or session.get("id", ""))
    for message in session.get("messages", []):
        who = "[bold cyan]you ›[/]" if message.get("role") == "user" else "[bold magenta]stylist ›[/]"
        console.print(who, end=" ")
        console.print(message.get("content", ""), markup=False, highlight=False)
        items = (message.get("metadata") or {}).get("items") or []
        if items:
            console.print(items_table(items))


def show_me(console: Console, me: dict[str, Any]) -> None:
    dna = me.get("style_dna") or {}
    palette = Text()
    for colour in dna.get("palette") or []:
        palette.append("   ", style=f"on {colour.get('hex', '#000000')}")
        palette.append(" ")
    console.print(f"[bold]{str(dna.get('color_season') or 'no season yet').replace('_', ' ').title()}[/]")
    if palette:
        console.print(palette)
    sizes = dna.get("sizes") or {}
    facts = [
        f"undertone {dna.get('undertone') or '-'}",
        f"contrast {dna.get('contrast_level') or '-'}",
        "sizes " + ", ".join(f"{part} {size}" for part, size in sizes.items() if size),
    ]
    budget = dna.get("budget_range") or {}
    if budget.get("max"):
        facts.append(f"budget {budget.get('min') or 0:g}–{budget['max']:g}")
    if dna.get("favorite_brands"):
        facts.append("brands " + ", ".join(dna["favorite_brands"]))
    console.print(" · ".join(facts), highlight=False)


def run(
    settings: Settings,
    url: str | None = None,
    token: str | None = None,
    session_id: str | None = None,
    *,
    console: Console | None = None,
    read_line: Callable[[str], str] | None = None,
) -> int:
    console = console or Console()
    # Each request's log line would land in the middle of the conversation.
    logging.getLogger("httpx").setLevel(logging.WARNING)
    client = ChatClient(settings, url, token, console)
    ask = read_line or (lambda prompt: console.input(prompt))
    console.print(f"[bold]Aesthetiq[/] · {client.base} · {HELP}", highlight=False)
    while True:
        try:
            message = ask("[bold cyan]you ›[/] ").strip()
        except (EOFError, KeyboardInterrupt):
            console.print()
            return 0
        if not message:
            continue
        if message.startswith("/"):
            command, _, argument = message.partition(" ")
            if command in ("/quit", "/exit"):
                return 0
            if command == "/new":
                session_id = None
                console.print("[dim]New conversation.[/]")
            elif command == "/sessions":
                listing = client.get("/api/agent/sessions") or {}
                for s in listing.get("sessions", []):
                    console.print(
                        f"{s['id']}  {s.get('title', '')}  [dim]{s.get('messageCount', 0)} messages[/]"
                    )
            elif command == "/open" and argument:
                session = client.get(f"/api/agent/sessions/{argument.strip()}")
                if session:
                    session_id = session.get("id", argument.strip())
                    show_session(console, session)
            elif command == "/me":
                me = client.get("/api/agent/me")
                if me:
                    show_me(console, me)
            else:
                console.print(HELP)
            continue
        turn = Turn(session_id)
        try:
            client.stream_turn(message, turn)
        except KeyboardInterrupt:
            # Leaving the stream closed the connection; the cancel call makes sure the agent stops.
            session_id = turn.session_id
            if session_id:
                client.cancel(session_id)
            console.print("\n[yellow]Stopped.[/] Ask again whenever you like.")
            continue
        session_id = turn.session_id or session_id
        show_turn(console, turn)
