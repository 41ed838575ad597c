"""The local trace log (JSONL, one span per line) and `aesthetiq trace SESSION_ID`.

Each line: trace_id, span_id, parent_id, name, kind, start (ISO 8601 UTC), duration_ms,
attributes, status (ok | error | cancelled), user_id, session_id, and error when there was one.
A turn's spans are appended in one write when the turn ends.
"""

from __future__ import annotations

import json
import logging
import sys
import threading
from collections import defaultdict
from pathlib import Path
from typing import Any

from aesthetiq.settings import Settings

log = logging.getLogger(__name__)

TRACE_FILE = "traces.jsonl"


def trace_log_path(settings: Settings) -> Path:
    return settings.data_dir / TRACE_FILE


class JsonlTraceLog:
    def __init__(self, path: Path) -> None:
        self.path = path
        self._lock = threading.Lock()

    def write(self, records: list[dict[str, Any]]) -> None:
        if not records:
            return
        text = "".join(
            json.dumps(record, ensure_ascii=False, separators=(",", ":"), default=str) + "\n"
            for record in records
        )
        try:
            with self._lock:
                self.path.parent.mkdir(parents=True, exist_ok=True)
                with self.path.open("a", encoding="utf-8") as handle:
                    handle.write(text)
        except OSError:
            log.warning("could not append to the trace log %s", self.path, exc_info=True)


def read_session(path: Path, session_id: str) -> list[dict[str, Any]]:
    """Every span of a session, oldest first; unreadable lines are skipped."""
    if not path.exists():
        return []
    needle = json.dumps(session_id)
    records: list[dict[str, Any]] = []
    with path.open(encoding="utf-8") as handle:
        for line in handle:
            if needle not in line:  # cheap pre-filter before parsing
                continue
            try:
                record = json.loads(line)
            except json.JSONDecodeError:
                continue
            if record.get("session_id") == session_id:
                records.append(record)
    return records


def group_turns(records: list[dict[str, Any]]) -> list[list[dict[str, Any]]]:
    """Spans grouped per trace, turns ordered by their start."""
    by_trace: dict[str, list[dict[str, Any]]] = defaultdict(list)
    for record in records:
        by_trace[str(record.get("trace_id"))].append(record)
    turns = [sorted(spans, key=lambda r: r.get("start", "")) for spans in by_trace.values()]
    return sorted(turns, key=lambda spans: spans[0].get("start", ""))


# Attributes worth a glance in the tree, per kind; the rest stays in the JSONL.
SUMMARY_KEYS: dict[str, tuple[str, ...]] = {
    "turn": ("input", "intent", "workflow_status", "blocked"),
    "node": ("intent", "decision", "items", "result_count", "workflow_status"),
    "tool": ("tool", "arguments", "result_size", "result_count"),
    "generation": ("model", "input_tokens", "output_tokens", "first_token_ms"),
    "guardrail": ("stage", "is_safe", "category", "reason"),
}
KIND_STYLE = {"turn": "bold", "node": "cyan", "tool": "magenta", "generation": "green", "guardrail": "yellow"}


def _short(value: Any, limit: int = 60) -> str:
    text = value if isinstance(value, str) else json.dumps(value, ensure_ascii=False, default=str)
    return text if len(text) <= limit else text[: limit - 1] + "…"


def _label(record: dict[str, Any]) -> Any:
    from rich.markup import escape
    from rich.text import Text

    kind = str(record.get("kind", "node"))
    attributes = record.get("attributes") or {}
    label = Text()
    label.append(str(record.get("name")), style=KIND_STYLE.get(kind, ""))
    label.append(f" [{kind}]", style="dim")
    label.append(f"  {float(record.get('duration_ms') or 0):.1f} ms")
    details = [f"{key}={_short(attributes[key])}" for key in SUMMARY_KEYS.get(kind, ()) if key in attributes]
    if details:
        label.append("  " + escape(", ".join(details)), style="dim")
    status = record.get("status", "ok")
    if status != "ok":
        label.append(f"  {status}: {record.get('error', '')}", style="bold red")
    return label


def build_tree(spans: list[dict[str, Any]]) -> Any:
    """A rich Tree of one turn: children under parents, each with its duration and key attributes."""
    from rich.tree import Tree

    ids = {record.get("span_id") for record in spans}
    children: dict[str | None, list[dict[str, Any]]] = defaultdict(list)
    roots: list[dict[str, Any]] = []
    for record in spans:
        parent = record.get("parent_id")
        if parent in ids:
            children[parent].append(record)
        else:
            roots.append(record)
    root = next((r for r in roots if r.get("kind") == "turn"), roots[0])
    title = f"trace {root.get('trace_id')} · {str(root.get('start', ''))[:19].replace('T', ' ')} UTC"
    tree = Tree(title, guide_style="dim")

    def attach(node: Any, record: dict[str, Any]) -> None:
        branch = node.add(_label(record))
        for child in children.get(record.get("span_id"), []):
            attach(branch, child)

    for record in [root] + [r for r in roots if r is not root]:
        attach(tree, record)
    return tree


def print_session_trace(settings: Settings, session_id: str, last: bool = False) -> int:
    """Print a session's turns as trees of steps with timings; 1 when the session has no trace."""
    from rich.console import Console

    path = trace_log_path(settings)
    turns = group_turns(read_session(path, session_id))
    if not turns:
        hint = (
            "the trace log is off (set AESTHETIQ_TRACE_LOG=true)"
            if not settings.trace_log
            else f"check the session id and that the agent writes to {path}"
        )
        print(f"no trace for session {session_id!r} in {path}: {hint}", file=sys.stderr)
        return 1
    console = Console()
    shown = turns[-1:] if last else turns
    console.print(f"session {session_id}: {len(turns)} turn(s)" + (", showing the last" if last else ""))
    for spans in shown:
        console.print(build_tree(spans))
    return 0
