"""The in-memory side of an item collection: filter columns as numpy arrays plus the vector matrix.

Filtering a million items in Python would take a second; as numpy columns it takes milliseconds.
Strings become small integer codes through a ``Vocab``; multi-valued fields (colours, sizes,
occasions) become a padded code matrix (-1 = empty). Rows are addressed by position; ``pos_of``
maps the SQLite rowid to it. Writers hold ``lock``; searches hold it while they read the arrays.
"""

from __future__ import annotations

import json
import threading
from dataclasses import dataclass, field
from typing import Any

import numpy as np

from aesthetiq.store.approx import Sketch
from aesthetiq.store.enrich import (
    SEASON_ORDER,
    colour_tokens,
    colour_words,
    season_vector,
    seasonal_palette_scores,
)
from aesthetiq.store.lexical import LexicalIndex, term_weights
from aesthetiq.store.schema import ITEM_COLUMNS, item_row

SCALAR_FIELDS = (
    "category",
    "subCategory",
    "brand",
    "brandId",
    "retailerId",
    "material",
    "formality",
    "userId",
    "gender",
    "type",
    "setId",
)
MULTI_FIELDS = ("colors", "sizes", "occasions")


@dataclass
class Vocab:
    """String ↔ code, case-insensitive (brands, materials and colours are compared without case)."""

    values: list[str] = field(default_factory=list)
    codes: dict[str, int] = field(default_factory=dict)

    def code(self, value: str | None) -> int:
        if value is None or value == "":
            return -1
        key = str(value).strip().lower()
        found = self.codes.get(key)
        if found is None:
            found = self.codes[key] = len(self.values)
            self.values.append(key)
        return found

    def lookup(self, value: str) -> int | None:
        return self.codes.get(str(value).strip().lower())


class Positions:
    """rowid → position, as one int32 array indexed by rowid (-1 = absent).

    The store assigns rowids as max + 1, so they stay dense: at 100k items a dict of Python ints
    measured 11 MB, this array 0.4 MB."""

    def __init__(self, rowids: np.ndarray | None = None) -> None:
        self._pos = np.full(0, -1, dtype=np.int32)
        if rowids is not None and rowids.size:
            self._reserve(int(rowids.max()))
            self._pos[rowids] = np.arange(rowids.size, dtype=np.int32)

    def _reserve(self, rowid: int) -> None:
        if rowid >= self._pos.size:
            grown = np.full(max(rowid + 1, 2 * self._pos.size, 1024), -1, dtype=np.int32)
            grown[: self._pos.size] = self._pos
            self._pos = grown

    def get(self, rowid: int) -> int | None:
        pos = int(self._pos[rowid]) if 0 <= rowid < self._pos.size else -1
        return None if pos < 0 else pos

    def __contains__(self, rowid: int) -> bool:
        return self.get(rowid) is not None

    def __getitem__(self, rowid: int) -> int:
        pos = self.get(rowid)
        if pos is None:
            raise KeyError(rowid)
        return pos

    def __setitem__(self, rowid: int, pos: int) -> None:
        self._reserve(rowid)
        self._pos[rowid] = pos

    def pop(self, rowid: int, default: int | None = None) -> int | None:
        pos = self.get(rowid)
        if pos is None:
            return default
        self._pos[rowid] = -1
        return pos


@dataclass
class IndexRow:
    rowid: int
    scalars: dict[str, str | None]
    price: float | None
    in_stock: bool | None
    favourite: bool | None
    multi: dict[str, list[str]]
    seasons: np.ndarray
    vector: np.ndarray | None
    terms: dict[str, float] | None


class ItemIndex:
    def __init__(self, name: str) -> None:
        self.name = name
        self.lock = threading.RLock()
        self.vocab: dict[str, Vocab] = {f: Vocab() for f in (*SCALAR_FIELDS, *MULTI_FIELDS)}
        self.size = 0
        self.dim = 0
        self.pos_of = Positions()
        self.lexical = LexicalIndex()
        self.sketch = Sketch()
        self._bits: dict[str, np.ndarray | None] = {}
        self._alloc(1024)

    def code_bits(self, field: str) -> np.ndarray | None:
        """One uint64 per row with bit ``c`` set when the row has code ``c`` in a multi-valued field,
        while the field has at most 64 distinct values (sizes, occasions): then "has any of these
        codes" is one AND per row. None for wider fields (colours). Call with ``lock`` held."""
        if field not in self._bits:
            bits = None
            if len(self.vocab[field].values) <= 64:
                rows = self.multi[field][: self.size]
                bits = np.zeros(self.size, dtype=np.uint64)
                for column in range(rows.shape[1]):
                    codes = rows[:, column]
                    present = codes >= 0
                    bits[present] |= np.left_shift(np.uint64(1), codes[present].astype(np.uint64))
            self._bits[field] = bits
        return self._bits[field]

    def _alloc(self, capacity: int) -> None:
        self.capacity = capacity
        self.rowids = np.zeros(capacity, dtype=np.int64)
        self.scalar = {f: np.full(capacity, -1, dtype=np.int32) for f in SCALAR_FIELDS}
        self.price = np.full(capacity, np.nan, dtype=np.float32)
        self.in_stock = np.full(capacity, -1, dtype=np.int8)
        self.favourite = np.full(capacity, -1, dtype=np.int8)
        self.multi = {f: np.full((capacity, 4), -1, dtype=np.int32) for f in MULTI_FIELDS}
        self.seasons = np.full((capacity, len(SEASON_ORDER)), 0.5, dtype=np.float32)
        self.vectors = np.zeros((capacity, max(self.dim, 1)), dtype=np.float32)
        self.has_vector = np.zeros(capacity, dtype=bool)

    def _grow(self, needed: int) -> None:
        # Doubling keeps appends amortised O(1) per row.
        if needed <= self.capacity:
            return
        old = {
            "rowids": self.rowids, "scalar": self.scalar, "price": self.price, "in_stock": self.in_stock,
            "favourite": self.favourite, "multi": self.multi, "seasons": self.seasons,
            "vectors": self.vectors, "has_vector": self.has_vector,
        }  # fmt: skip
        n = self.size
        self._alloc(max(needed, self.capacity * 2))
        self.rowids[:n] = old["rowids"][:n]
        for f in SCALAR_FIELDS:
            self.scalar[f][:n] = old["scalar"][f][:n]
        self.price[:n] = old["price"][:n]
        self.in_stock[:n] = old["in_stock"][:n]
        self.favourite[:n] = old["favourite"][:n]
        for f in MULTI_FIELDS:
            width = old["multi"][f].shape[1]
            self.multi[f] = np.full((self.capacity, width), -1, dtype=np.int32)
            self.multi[f][:n] = old["multi"][f][:n]
        self.seasons[:n] = old["seasons"][:n]
        if old["vectors"].shape[1] == self.vectors.shape[1]:
            self.vectors[:n] = old["vectors"][:n]
        self.has_vector[:n] = old["has_vector"][:n]

    def missing_vectors(self) -> bool:
        """Whether any row lacks a vector (then its similarity counts as 0)."""
        return not bool(self.has_vector[: self.size].all())

    def _ensure_dim(self, dim: int) -> None:
        if dim != self.vectors.shape[1]:
            self.dim = dim
            self.vectors = np.zeros((self.capacity, dim), dtype=np.float32)
            self.has_vector[:] = False

    def _ensure_width(self, f: str, width: int) -> None:
        current = self.multi[f]
        if width > current.shape[1]:
            wider = np.full((self.capacity, width), -1, dtype=np.int32)
            wider[:, : current.shape[1]] = current
            self.multi[f] = wider

    def put(self, rows: list[IndexRow]) -> None:
        """Insert new rows or replace existing ones (by rowid)."""
        with self.lock:
            self.sketch.invalidate()
            self._bits = {}
            new = sum(1 for r in rows if r.rowid not in self.pos_of)
            self._grow(self.size + new)
            for row in rows:
                pos = self.pos_of.get(row.rowid)
                if pos is None:
                    pos = self.size
                    self.pos_of[row.rowid] = pos
                    self.size += 1
                self._write(pos, row)

    def _write(self, pos: int, row: IndexRow) -> None:
        self.rowids[pos] = row.rowid
        for f in SCALAR_FIELDS:
            self.scalar[f][pos] = self.vocab[f].code(row.scalars.get(f))
        self.price[pos] = np.nan if row.price is None else row.price
        self.in_stock[pos] = -1 if row.in_stock is None else int(row.in_stock)
        self.favourite[pos] = -1 if row.favourite is None else int(row.favourite)
        for f in MULTI_FIELDS:
            codes = [self.vocab[f].code(v) for v in row.multi.get(f, [])]
            self._ensure_width(f, len(codes))
            self.multi[f][pos] = -1
            self.multi[f][pos, : len(codes)] = codes
        self.seasons[pos] = row.seasons
        if row.vector is not None:
            self._ensure_dim(int(row.vector.shape[0]))
            self.vectors[pos] = row.vector
            self.has_vector[pos] = True
        else:
            self.has_vector[pos] = False
        if row.terms is not None:
            self.lexical.set(pos, row.terms)

    def remove(self, rowids: list[int]) -> None:
        """Drop rows by moving the last row into each hole (order of positions carries no meaning)."""
        with self.lock:
            self.sketch.invalidate()
            self._bits = {}
            for rowid in rowids:
                pos = self.pos_of.pop(rowid, None)
                if pos is None:
                    continue
                last = self.size - 1
                if pos != last:
                    self._move(last, pos)
                    self.pos_of[int(self.rowids[pos])] = pos
                self.size -= 1
            self.lexical.truncate(self.size)

    def _move(self, src: int, dst: int) -> None:
        self.rowids[dst] = self.rowids[src]
        for f in SCALAR_FIELDS:
            self.scalar[f][dst] = self.scalar[f][src]
        for arr in (self.price, self.in_stock, self.favourite, self.seasons, self.vectors, self.has_vector):
            arr[dst] = arr[src]
        for f in MULTI_FIELDS:
            self.multi[f][dst] = self.multi[f][src]
        self.lexical.move(src, dst)

    def clear(self) -> None:
        with self.lock:
            self.vocab = {f: Vocab() for f in (*SCALAR_FIELDS, *MULTI_FIELDS)}
            self.size = 0
            self.pos_of = Positions()
            self.lexical = LexicalIndex()
            self.sketch = Sketch()
            self._bits = {}
            self._alloc(1024)


def row_from_columns(
    rowid: int, columns: dict[str, Any], season_blob: bytes | None, vector_blob: bytes | None
) -> IndexRow:
    """Build an index row from the SQLite columns (no JSON document parsing on load)."""
    seasons = (
        np.frombuffer(season_blob, dtype=np.float32).copy()
        if season_blob
        else np.full(len(SEASON_ORDER), 0.5, dtype=np.float32)
    )
    return IndexRow(
        rowid=rowid,
        scalars={f: columns.get(f) for f in SCALAR_FIELDS},
        price=columns.get("price"),
        in_stock=None if columns.get("inStock") is None else bool(columns["inStock"]),
        favourite=None if columns.get("isFavorite") is None else bool(columns["isFavorite"]),
        multi={f: json.loads(columns.get(f) or "[]") for f in MULTI_FIELDS},
        seasons=seasons,
        vector=np.frombuffer(vector_blob, dtype=np.float32).copy() if vector_blob else None,
        terms=json.loads(columns["terms"]) if columns.get("terms") else None,
    )


def prepare_item(rowid: int, doc: dict[str, Any], vector: np.ndarray) -> tuple[tuple[Any, ...], IndexRow]:
    """The SQLite column values and the index row of an item document (fills missing season scores)."""
    if not doc.get("seasonalPaletteScores"):
        hexes = list(doc.get("colorHexes") or []) or ([doc["colorHex"]] if doc.get("colorHex") else [])
        doc["seasonalPaletteScores"] = seasonal_palette_scores(hexes)
    tokens = colour_tokens(doc)
    seasons = season_vector(doc["seasonalPaletteScores"])
    terms = term_weights(doc, colour_words(doc))
    values = item_row(doc, tokens, seasons.tobytes(), terms)
    columns = dict(zip(ITEM_COLUMNS, values, strict=True))
    row = IndexRow(
        rowid=rowid,
        scalars={f: columns[f] for f in SCALAR_FIELDS},
        price=columns["price"],
        in_stock=None if columns["inStock"] is None else bool(columns["inStock"]),
        favourite=None if columns["isFavorite"] is None else bool(columns["isFavorite"]),
        multi={"colors": tokens, "sizes": [str(v) for v in doc.get("sizes") or []],
               "occasions": [str(v) for v in doc.get("occasions") or []]},
        seasons=seasons,
        vector=np.asarray(vector, dtype=np.float32),
        terms=terms,
    )  # fmt: skip
    return values, row
