"""The in-memory item index's rowid → position map, and the index kept aligned through writes."""

from __future__ import annotations

import numpy as np
import pytest

from aesthetiq.store.index import ItemIndex, Positions, prepare_item


def test_positions_map_rowids_both_ways() -> None:
    positions = Positions(np.array([5, 2, 9], dtype=np.int64))
    assert [positions[5], positions[2], positions[9]] == [0, 1, 2]
    assert 3 not in positions and positions.get(10_000) is None and positions.get(-1) is None
    positions[4_000] = 3  # grows to hold a larger rowid
    assert positions[4_000] == 3
    assert positions.pop(2) == 1 and 2 not in positions and positions.pop(2, None) is None
    with pytest.raises(KeyError):
        positions[2]


def test_removing_a_row_moves_the_last_one_into_its_place() -> None:
    index = ItemIndex("items")
    docs = [{"_id": f"i{n}", "name": f"item {n}", "category": "TOP", "price": float(n)} for n in range(1, 6)]
    index.put([prepare_item(n, doc, np.full(4, n, dtype=np.float32))[1] for n, doc in enumerate(docs, 1)])
    index.remove([2])
    assert index.size == 4 and 2 not in index.pos_of
    moved = index.pos_of[5]
    assert moved == 1 and index.rowids[moved] == 5 and index.price[moved] == 5.0
    assert index.vectors[moved, 0] == 5.0
    index.put([prepare_item(7, {**docs[0], "_id": "i7"}, np.ones(4, dtype=np.float32))[1]])
    assert index.pos_of[7] == 4 and index.size == 5
