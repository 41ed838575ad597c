"""Store fixtures: the shared seeded demo store comes from tests/conftest.py; these are private ones."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest

from aesthetiq.settings import Settings
from aesthetiq.store import SQLiteStore, open_store


@pytest.fixture
def empty_settings(tmp_path: Path) -> Settings:
    return Settings(data_dir=tmp_path, demo_catalogue_size=0, seed_on_start=False)


@pytest.fixture
def empty_store(empty_settings: Settings) -> Iterator[SQLiteStore]:
    """A fresh, unseeded store on its own file (writes here never disturb the shared demo store)."""
    store = open_store(empty_settings, seed_if_empty=False)
    yield store
    store.close()
