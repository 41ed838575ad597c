"""Importer: rows without ``_id`` get stable generated ids, and a file that cannot be read is refused
in one line (the ``aesthetiq import`` command prints it without a traceback)."""

from __future__ import annotations

import csv
import os
import subprocess
import sys
from pathlib import Path

import pytest

from aesthetiq.settings import Settings
from aesthetiq.store import Store
from aesthetiq.store.importer import FileUnreadable, ImportFailed, generated_id, import_file

# A shop export as it usually comes: no _id column, one row per product page.
EXPORT_FIELDS = [
    "name",
    "category",
    "subCategory",
    "brand",
    "brandId",
    "retailerId",
    "price",
    "url",
    "colors",
]
EXPORT_ROWS = [
    ["Navy Wool Coat", "TOP", "Coat", "Arket", "arket", "arket", "120", "https://shop.test/p/1", "navy"],
    ["Rust Midi Skirt", "BOTTOM", "Skirt", "COS", "cos", "cos", "60", "https://shop.test/p/2", "rust"],
    ["Rust Midi Skirt", "BOTTOM", "Skirt", "COS", "cos", "cos", "55", "https://shop.test/p/2", "rust"],
]


def _write_export(path: Path, rows: list[list[str]]) -> Path:
    with path.open("w", newline="") as handle:
        writer = csv.writer(handle)
        writer.writerow(EXPORT_FIELDS)
        writer.writerows(rows)
    return path


def test_csv_without_id_gets_stable_ids_from_the_url(empty_store: Store, tmp_path: Path) -> None:
    path = _write_export(tmp_path / "export.csv", EXPORT_ROWS)
    report = import_file(empty_store, path)
    assert (report.rows, report.generated_ids) == (3, 3)
    assert "ids generated for 3 rows without _id" in report.summary()
    coat_id = generated_id({"url": "https://shop.test/p/1"}, "commerce")
    assert coat_id.startswith("imp_") and len(coat_id) == 20
    coat = empty_store.get("commerceitems", coat_id)
    assert coat["name"] == "Navy Wool Coat" and coat["imageUrl"] == f"/images/{coat_id}.svg"
    # Two rows for one product page are both kept, the second with a suffix.
    skirt_id = generated_id({"url": "https://shop.test/p/2"}, "commerce")
    assert empty_store.get("commerceitems", skirt_id)["price"] == 60
    assert empty_store.get("commerceitems", skirt_id + "_2")["price"] == 55

    # Importing the export again after a price change updates the same items: no duplicates.
    changed = [
        ["Navy Wool Coat", "TOP", "Coat", "Arket", "arket", "arket", "99", "https://shop.test/p/1", "navy"]
    ]
    import_file(empty_store, _write_export(tmp_path / "export2.csv", changed + EXPORT_ROWS[1:]))
    assert empty_store.count("commerceitems") == 3
    assert empty_store.get("commerceitems", coat_id)["price"] == 99


def test_wardrobe_rows_without_id_are_keyed_by_content_and_owner(
    empty_store: Store, tmp_path: Path
) -> None:
    tee = '{"category": "TOP", "subCategory": "T-Shirt", "colors": ["white"]}'
    path = tmp_path / "closet.jsonl"
    path.write_text(f"{tee}\n{tee}\n" + tee.replace("}", ', "userId": "user_b"}') + "\n")
    settings = Settings(data_dir=tmp_path, demo_user_id="user_a")
    report = import_file(empty_store, path, "wardrobe", settings)
    assert (report.rows, report.generated_ids, report.owners) == (3, 3, {"user_a": 2, "user_b": 1})
    mine = empty_store.filter_wardrobe("user_a", None, 10)
    ids = sorted(item["_id"] for item in mine)
    assert len(ids) == 2 and ids[0].startswith("wd_imp_") and ids[1] == ids[0] + "_2"  # two identical tees
    assert empty_store.filter_wardrobe("user_b", None, 10)[0]["_id"] not in ids
    import_file(empty_store, path, "wardrobe", settings)  # same file again: same ids
    assert empty_store.count("wardrobeitems") == 3


def test_rows_with_id_keep_it_and_bad_rows_still_fail(empty_store: Store, tmp_path: Path) -> None:
    path = tmp_path / "shop.jsonl"
    good = '{"_id": "sku_1", "name": "Tee", "category": "TOP", "subCategory": "T-Shirt", "brand": "A", ' \
        '"brandId": "a", "retailerId": "a", "price": 10, "url": "https://shop.test/t"}'  # fmt: skip
    path.write_text(good + "\n" + '{"name": "No price", "category": "TOP", "subCategory": "Shirt"}\n')
    with pytest.raises(ImportFailed) as failed:
        import_file(empty_store, path)
    assert [e.line for e in failed.value.errors] == [2]
    assert "_id" not in failed.value.errors[0].reason and "price" in failed.value.errors[0].reason
    assert empty_store.count("commerceitems") == 0


@pytest.mark.parametrize(
    ("name", "content", "message"),
    [
        ("folder.csv", None, "is a directory; give the CSV or JSONL file inside it"),
        ("latin1.csv", "name\nCaf\xe9 Coat\n".encode("latin-1"), "is not UTF-8 text (it has the byte 0xe9)"),
        ("binary.jsonl", b"\x00\xff\xfe\x00garbage", "is not UTF-8 text"),
    ],
)
def test_unreadable_files_are_refused_in_one_line(
    empty_store: Store, tmp_path: Path, name: str, content: bytes | None, message: str
) -> None:
    path = tmp_path / name
    if content is None:
        path.mkdir()
    else:
        path.write_bytes(content)
    with pytest.raises(FileUnreadable) as refused:
        import_file(empty_store, path)
    assert message in str(refused.value) and "\n" not in str(refused.value)
    assert empty_store.count("commerceitems") == 0


def _cli(data_dir: Path, *args: str) -> subprocess.CompletedProcess[str]:
    env = {**os.environ, "AESTHETIQ_DATA_DIR": str(data_dir), "AESTHETIQ_DEMO_CATALOGUE_SIZE": "0",
           "AESTHETIQ_SEED_ON_START": "false", "AESTHETIQ_LOG_LEVEL": "WARNING"}  # fmt: skip
    return subprocess.run(
        [sys.executable, "-m", "aesthetiq.cli", *args], capture_output=True, text=True, env=env, timeout=60
    )


def test_cli_import_prints_one_line_and_exits_non_zero(tmp_path: Path) -> None:
    missing = _cli(tmp_path, "import", str(tmp_path / "nonexist.jsonl"))
    assert missing.returncode == 2 and missing.stdout == ""
    assert (
        missing.stderr == f"aesthetiq import: no such file: {tmp_path / 'nonexist.jsonl'} (check the path)\n"
    )
    binary = tmp_path / "binary.jsonl"
    binary.write_bytes(b"\x00\xff\xfe garbage")
    refused = _cli(tmp_path, "import", str(binary))
    assert refused.returncode == 2 and "Traceback" not in refused.stderr
    assert refused.stderr.count("\n") == 1 and "binary.jsonl is not UTF-8 text" in refused.stderr
    imported = _cli(tmp_path, "import", str(_write_export(tmp_path / "export.csv", EXPORT_ROWS[:2])))
    assert imported.returncode == 0, imported.stderr
    assert "Imported 2 commerce items from export.csv" in imported.stdout
    assert "ids generated for 2 rows without _id" in imported.stdout


def test_cli_bad_setting_is_one_line(tmp_path: Path) -> None:
    assert _cli(tmp_path, "settings").returncode == 0
    result = subprocess.run(
        [sys.executable, "-m", "aesthetiq.cli", "settings"], capture_output=True, text=True, timeout=60,
        env={**os.environ, "AESTHETIQ_GATEWAY_PORT": "eighty"},
    )  # fmt: skip
    assert result.returncode == 2 and "Traceback" not in result.stderr
    assert result.stderr == (
        "aesthetiq: AESTHETIQ_GATEWAY_PORT must be a whole number (it is 'eighty'); "
        "fix the environment variable and try again\n"
    )
