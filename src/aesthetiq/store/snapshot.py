"""Saving and restoring an ``ItemIndex`` as one ``.npz`` file next to the SQLite file.

Rebuilding the index from 100k rows means parsing JSON and coding strings row by row (seconds);
restoring the arrays takes a fraction of a second. A snapshot is used only when it was written at
the collection's current ``generation`` (bumped in the same transaction as every write) and with the
same embedder; otherwise the store rebuilds from SQLite, which stays the source of truth.
"""

from __future__ import annotations

import json
import logging
import os
from pathlib import Path

import numpy as np

from aesthetiq.store.index import MULTI_FIELDS, SCALAR_FIELDS, ItemIndex, Positions, Vocab

log = logging.getLogger(__name__)
FORMAT = 2  # 2: gender, type and setId columns


def save(index: ItemIndex, path: Path, generation: int, model_tag: str) -> None:
    with index.lock:
        n = index.size
        arrays: dict[str, np.ndarray] = {
            "rowids": index.rowids[:n], "price": index.price[:n], "in_stock": index.in_stock[:n],
            "favourite": index.favourite[:n], "seasons": index.seasons[:n], "vectors": index.vectors[:n],
            "has_vector": index.has_vector[:n],
        }  # fmt: skip
        for f in SCALAR_FIELDS:
            arrays[f"scalar_{f}"] = index.scalar[f][:n]
        for f in MULTI_FIELDS:
            arrays[f"multi_{f}"] = index.multi[f][:n]
        arrays.update(index.lexical.arrays())
        meta = {
            "format": FORMAT, "generation": generation, "model": model_tag, "dim": index.dim,
            "vocab": {f: v.values for f, v in index.vocab.items()},
        }  # fmt: skip
        arrays["meta"] = np.array(json.dumps(meta))
        tmp = path.with_suffix(".tmp.npz")
        np.savez(tmp, **arrays)
    os.replace(tmp, path)


def restore(index: ItemIndex, path: Path, generation: int, model_tag: str) -> bool:
    """Load the snapshot into ``index`` if it matches; False (index untouched) otherwise."""
    if not path.exists():
        return False
    try:
        with np.load(path, allow_pickle=False) as data:
            meta = json.loads(str(data["meta"]))
            if (meta["format"], meta["generation"], meta["model"]) != (FORMAT, generation, model_tag):
                return False
            arrays = {k: data[k] for k in data.files if k != "meta"}
    except (OSError, ValueError, KeyError) as exc:
        log.warning("ignoring unreadable index snapshot %s (%s); rebuilding from the database", path, exc)
        return False
    n = int(arrays["rowids"].size)
    with index.lock:
        index.dim = int(meta["dim"])
        index.capacity = n
        index.size = n
        index.rowids = arrays["rowids"]
        index.price, index.in_stock, index.favourite = (
            arrays["price"],
            arrays["in_stock"],
            arrays["favourite"],
        )
        index.seasons, index.vectors, index.has_vector = (
            arrays["seasons"],
            arrays["vectors"],
            arrays["has_vector"],
        )
        index.scalar = {f: arrays[f"scalar_{f}"] for f in SCALAR_FIELDS}
        index.multi = {f: arrays[f"multi_{f}"] for f in MULTI_FIELDS}
        index.vocab = {
            f: Vocab(list(values), {v: i for i, v in enumerate(values)})
            for f, values in meta["vocab"].items()
        }
        index.pos_of = Positions(index.rowids)
        index.lexical.restore(arrays)
        index.sketch.invalidate()
        index._bits = {}
    return True
