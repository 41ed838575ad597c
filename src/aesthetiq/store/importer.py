"""``aesthetiq import FILE``: load a real catalogue or wardrobe from JSONL or CSV.

Every row is validated with the domain model first; if any row is bad, ``ImportFailed`` lists each
one with its line number and reason and nothing is written. Good files are written in one
transaction, with season scores and embeddings computed for the rows that lack them.
CSV list fields take ``a;b;c`` or a JSON array; object fields take JSON.

A file that cannot be read at all (missing, a directory, no permission, not UTF-8 text, not CSV)
raises ``FileUnreadable``, an ``ImportFailed`` whose message is one line saying what to do.

Rows without an ``_id`` (a real catalogue export rarely has one) get a generated, stable id, so
importing the same file again updates those items instead of duplicating them:

- commerce: ``imp_`` + a hash of the row's ``url`` (the product page identifies the product, so a
  row whose price or stock changed updates the same item);
- wardrobe: ``wd_imp_`` + a hash of the row's content, owner included (a garment has no natural key;
  an edited row becomes a new item, so give rows an ``_id`` if you mean to edit them later).

Rows with the same key (two identical garments, two rows for one product page) are all kept: the
second gets ``_2`` after its id, the third ``_3``, in file order. Wardrobe rows without ``userId``
go to ``settings.demo_user_id``; the summary says whose wardrobe was written and how many rows
were given that default.
"""

from __future__ import annotations

import csv
import hashlib
import json
import sys
import time
from collections import Counter
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


class FileUnreadable(ImportFailed):
    """The file cannot be read at all; the message is one line naming the file and what to do."""

    def __init__(self, path: Path, reason: str) -> None:
        self.path = path
        self.errors = []
        ValueError.__init__(self, reason)


@dataclass
class ImportReport:
    path: Path
    kind: str
    collection: str
    rows: int
    seconds: float
    computed_scores: int = 0
    warnings: list[str] = field(default_factory=list)
    generated_ids: int = 0
    owners: dict[str, int] = field(default_factory=dict)
    default_owner: str | None = None
    defaulted_owner_rows: int = 0

    def summary(self) -> str:
        noun = "commerce items" if self.kind == "commerce" else "wardrobe items"
        whose = ""
        if self.owners:
            listed = sorted(self.owners.items(), key=lambda kv: (-kv[1], kv[0]))
            shown = ", ".join(f"{user} ({n})" for user, n in listed[:5])
            more = f" and {len(listed) - 5} more users" if len(listed) > 5 else ""
            whose = f" for {shown}{more}"
        notes = []
        if self.defaulted_owner_rows:
            notes.append(
                f"{_rows_text(self.defaulted_owner_rows)} had no userId and went to {self.default_owner} "
                "(give rows a userId to choose)"
            )
        if self.generated_ids:
            notes.append(f"ids generated for {_rows_text(self.generated_ids)} without _id")
        if self.computed_scores:
            notes.append(f"season scores computed for {self.computed_scores}")
        extra = "".join(f"; {note}" for note in notes)
        return f"Imported {self.rows} {noun}{whose} from {self.path.name} in {self.seconds:.1f} s{extra}."


def _rows_text(n: int) -> str:
    return f"{n} row" if n == 1 else f"{n} rows"


def readable_file(path: Path) -> Path:
    """``path`` if it is a file this process can open; otherwise ``FileUnreadable`` saying why."""
    path = Path(path)
    if not path.exists():
        raise FileUnreadable(path, f"no such file: {path} (check the path)")
    if path.is_dir():
        raise FileUnreadable(path, f"{path} is a directory; give the CSV or JSONL file inside it")
    try:
        with path.open("rb") as handle:
            handle.read(1)
    except OSError as exc:
        raise FileUnreadable(path, f"cannot read {path}: {exc.strerror or exc}") from exc
    return path


def generated_id(row: dict[str, Any], kind: str) -> str:
    """A stable id for a row without ``_id`` (see the module docstring for the key of each kind)."""
    if kind == "commerce" and isinstance(row.get("url"), str) and row["url"].strip():
        key = "url:" + row["url"].strip()
    else:
        key = "row:" + json.dumps(row, sort_keys=True, ensure_ascii=False, default=str)
    digest = hashlib.sha256(key.encode()).hexdigest()[:16]
    return f"imp_{digest}" if kind == "commerce" else f"wd_imp_{digest}"


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
    path = readable_file(path)
    errors: list[RowError] = []
    docs: list[dict[str, Any]] = []
    seen: dict[str, int] = {}
    keys: Counter[str] = Counter()
    owners: Counter[str] = Counter()
    resolved = None if kind == "auto" else kind
    missing_scores = generated = defaulted = 0
    with _progress(f"Checking {path.name}") as advance:
        for number, row in _read(path):
            advance(1)
            if isinstance(row, str):
                errors.append(RowError(number, row))
                continue
            resolved = resolved or _guess_kind(row)
            if resolved == "wardrobe" and settings is not None and not row.get("userId"):
                row["userId"] = settings.demo_user_id
                defaulted += 1
            row_id = row.get("_id") or row.get("id")
            if row_id is None or row_id == "":
                row.pop("id", None)
                row.pop("_id", None)
                key = generated_id(row, resolved)
                keys[key] += 1
                row_id = row["_id"] = key if keys[key] == 1 else f"{key}_{keys[key]}"
                generated += 1
            if isinstance(row_id, str | int):
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
            if resolved == "wardrobe":
                owners[doc["userId"]] += 1
            docs.append(doc)
    if errors:
        raise ImportFailed(path, errors)
    if not docs:
        raise ImportFailed(path, [RowError(0, "the file has no rows")])
    collection = "wardrobeitems" if resolved == "wardrobe" else "commerceitems"
    with _progress(f"Importing {len(docs)} rows", total=len(docs)) as advance:
        store.upsert_many(collection, docs, validate=False, on_progress=advance)
    return ImportReport(
        path,
        resolved or "commerce",
        collection,
        len(docs),
        time.perf_counter() - started,
        missing_scores,
        generated_ids=generated,
        owners=dict(owners),
        default_owner=settings.demo_user_id if settings is not None and defaulted else None,
        defaulted_owner_rows=defaulted,
    )


def _read(path: Path) -> Iterator[tuple[int, dict[str, Any] | str]]:
    """``_rows``, with a file that turns out not to be text (or not CSV) refused in one line."""
    try:
        yield from _rows(path)
    except UnicodeDecodeError as exc:
        raise FileUnreadable(
            path,
            f"{path.name} is not UTF-8 text (it has the byte 0x{exc.object[exc.start]:02x}); "
            "export it as a UTF-8 CSV or JSONL file",
        ) from exc
    except csv.Error as exc:
        raise FileUnreadable(path, f"{path.name} is not a readable CSV file ({exc})") from exc
    except OSError as exc:
        raise FileUnreadable(path, f"cannot read {path}: {exc.strerror or exc}") from exc


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
