"""``aesthetiq import FILE``: load a real catalogue or wardrobe from JSONL or CSV.

Every row is validated with the domain model first; if any row is bad, ``ImportFailed`` lists each
one with its line number and reason and nothing is written. Good files are written in one
transaction, with season scores and embeddings computed for the rows that lack them.
CSV list fields take ``a;b;c`` or a JSON array; object fields take JSON.
"""

from __future__ import annotations

import csv
import json
import sys
import time
from collections.abc import Iterator
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, Literal

from pydantic import ValidationError

from aesthetiq.models import CommerceItem, WardrobeItem
from aesthetiq.settings import Settings

Kind = Literal["auto", "commerce", "wardrobe"]
LIST_FIELDS = ("colors", "colorHexes", "sizes", "occasions", "seasons", "tags")
OBJECT_FIELDS = ("seasonalPaletteScores",)
BOOL_FIELDS = ("inStock", "isFavorite")
TRUE, FALSE = {"true", "1", "yes", "y"}, {"false", "0", "no", "n"}
MAX_LISTED = 50


@dataclass(frozen=True)
class RowError:
    line: int
    reason: str


class ImportFailed(ValueError):
    """The file has bad rows (all of them listed in ``errors``); nothing was imported."""

    def __init__(self, path: Path, errors: list[RowError]) -> None:
        self.path = path
        self.errors = errors
        shown = "\n".join(f"  line {e.line}: {e.reason}" for e in errors[:MAX_LISTED])
        more = f"\n  ... and {len(errors) - MAX_LISTED} more" if len(errors) > MAX_LISTED else ""
        super().__init__(
            f"{len(errors)} bad row{'s' if len(errors) != 1 else ''} in {path.name}; nothing was imported. "
            f"Fix these rows and run the import again:\n{shown}{more}"
        )


@dataclass
class ImportReport:
    path: Path
    kind: str
    collection: str
    rows: int
    seconds: float
    computed_scores: int = 0
    warnings: list[str] = field(default_factory=list)

    def summary(self) -> str:
        noun = "commerce items" if self.kind == "commerce" else "wardrobe items"
        extra = f"; season scores computed for {self.computed_scores}" if self.computed_scores else ""
        return f"Imported {self.rows} {noun} from {self.path.name} in {self.seconds:.1f} s{extra}."


def _rows(path: Path) -> Iterator[tuple[int, dict[str, Any] | str]]:
    """(line number, row) — or (line number, reason) for a line that cannot even be parsed."""
    if path.suffix.lower() == ".csv":
        with path.open(newline="", encoding="utf-8-sig") as handle:
            reader = csv.DictReader(handle)
            for record in reader:
                if None in record:
                    yield reader.line_num, "more values than the header has columns"
                    continue
                yield reader.line_num, _from_csv(record)
        return
    with path.open(encoding="utf-8-sig") as handle:
        for number, line in enumerate(handle, start=1):
            if not line.strip():
                continue
            try:
                row = json.loads(line)
            except json.JSONDecodeError as exc:
                yield number, f"not valid JSON ({exc.msg} at column {exc.colno})"
                continue
            yield number, row if isinstance(row, dict) else "a row must be a JSON object"


def _from_csv(record: dict[str, str]) -> dict[str, Any] | str:
    row: dict[str, Any] = {}
    for key, raw in record.items():
        value = (raw or "").strip()
        if value == "":
            continue
        if key in LIST_FIELDS:
            row[key] = (
                json.loads(value)
                if value.startswith("[")
                else [v.strip() for v in value.split(";") if v.strip()]
            )
        elif key in OBJECT_FIELDS:
            try:
                row[key] = json.loads(value)
            except json.JSONDecodeError:
                return f'{key} must be a JSON object, e.g. {{"WARM_AUTUMN": 0.8}}'
        elif key in BOOL_FIELDS and value.lower() in TRUE | FALSE:
            row[key] = value.lower() in TRUE
        else:
            row[key] = value
    return row


def _reason(exc: ValidationError) -> str:
    parts = []
    for error in exc.errors():
        where = ".".join(str(p) for p in error["loc"]) or "row"
        parts.append(f"{where}: {error['msg'].removeprefix('Value error, ')}")
    return "; ".join(parts)


def _guess_kind(row: dict[str, Any]) -> str:
    return "wardrobe" if "userId" in row and "price" not in row else "commerce"


def import_file(
    store: Any, path: Path, kind: Kind = "auto", settings: Settings | None = None
) -> ImportReport:
    """Validate and import ``path``; wardrobe rows without ``userId`` go to ``settings.demo_user_id``."""
    started = time.perf_counter()
    path = Path(path)
    if not path.is_file():
        raise FileNotFoundError(f"no such file: {path}")
    errors: list[RowError] = []
    docs: list[dict[str, Any]] = []
    seen: dict[str, int] = {}
    resolved = None if kind == "auto" else kind
    missing_scores = 0
    with _progress(f"Checking {path.name}") as advance:
        for number, row in _rows(path):
            advance(1)
            if isinstance(row, str):
                errors.append(RowError(number, row))
                continue
            resolved = resolved or _guess_kind(row)
            if resolved == "wardrobe" and settings is not None:
                row.setdefault("userId", settings.demo_user_id)
            row_id = row.get("_id") or row.get("id")
            if isinstance(row_id, str | int) and row_id != "":
                row.setdefault("imageUrl", f"/images/{row_id}.svg")
            model = WardrobeItem if resolved == "wardrobe" else CommerceItem
            try:
                doc = model.model_validate(row).model_dump(mode="json", by_alias=True)
            except ValidationError as exc:
                errors.append(RowError(number, _reason(exc)))
                continue
            if doc["_id"] in seen:
                errors.append(RowError(number, f"_id {doc['_id']!r} already used on line {seen[doc['_id']]}"))
                continue
            seen[doc["_id"]] = number
            missing_scores += not doc.get("seasonalPaletteScores")
            docs.append(doc)
    if errors:
        raise ImportFailed(path, errors)
    if not docs:
        raise ImportFailed(path, [RowError(0, "the file has no rows")])
    collection = "wardrobeitems" if resolved == "wardrobe" else "commerceitems"
    with _progress(f"Importing {len(docs)} rows", total=len(docs)) as advance:
        store.upsert_many(collection, docs, validate=False, on_progress=advance)
    return ImportReport(
        path, resolved or "commerce", collection, len(docs), time.perf_counter() - started, missing_scores
    )


class _progress:
    """A rich progress bar on a terminal; silent otherwise (CI logs, tests)."""

    def __init__(self, label: str, total: int | None = None) -> None:
        self.label, self.total = label, total
        self.bar: Any = None

    def __enter__(self) -> Any:
        if not sys.stderr.isatty():
            return lambda n: None
        from rich.progress import Progress

        self.bar = Progress(transient=True)
        self.bar.start()
        task = self.bar.add_task(self.label, total=self.total)
        return lambda n: self.bar.advance(task, n)

    def __exit__(self, *exc: object) -> None:
        if self.bar is not None:
            self.bar.stop()
