"""Importer: JSONL and CSV, every bad row reported with its line number, nothing imported half-way."""

from __future__ import annotations

import csv
import json
from pathlib import Path

import pytest

from aesthetiq.settings import Settings
from aesthetiq.store import Store
from aesthetiq.store.demo import generate_commerce_items
from aesthetiq.store.importer import FileUnreadable, ImportFailed, import_file

CSV_FIELDS = ["_id", "name", "category", "subCategory", "brand", "brandId", "retailerId", "price", "sizes",
              "inStock", "url", "colors", "colorHexes", "material", "occasions"]  # fmt: skip


def _commerce_rows(n: int) -> list[dict]:
    rows = []
    for item in generate_commerce_items(n, seed=21):
        item = {k: v for k, v in item.items() if k != "seasonalPaletteScores"}
        rows.append(item)
    return rows


def _write_jsonl(path: Path, rows: list) -> Path:
    path.write_text("\n".join(r if isinstance(r, str) else json.dumps(r) for r in rows) + "\n")
    return path


def _write_csv(path: Path, rows: list[dict]) -> Path:
    with path.open("w", newline="") as handle:
        writer = csv.DictWriter(handle, fieldnames=CSV_FIELDS, extrasaction="ignore")
        writer.writeheader()
        for row in rows:
            flat = {k: (";".join(v) if isinstance(v, list) else v) for k, v in row.items()}
            writer.writerow(flat)
    return path


def test_jsonl_commerce_import(empty_store: Store, tmp_path: Path) -> None:
    rows = _commerce_rows(40)
    report = import_file(empty_store, _write_jsonl(tmp_path / "shop.jsonl", rows))
    assert (report.kind, report.collection, report.rows) == ("commerce", "commerceitems", 40)
    assert report.computed_scores == 40
    assert "Imported 40 commerce items from shop.jsonl" in report.summary()
    stored = empty_store.get("commerceitems", rows[0]["_id"])
    assert stored["seasonalPaletteScores"]["WARM_AUTUMN"] >= 0
    hit = empty_store.search_commerce(rows[5]["name"], None, 1)[0]
    assert hit["item"]["_id"] == rows[5]["_id"]


def test_csv_with_semicolon_and_json_lists(empty_store: Store, tmp_path: Path) -> None:
    rows = _commerce_rows(12)
    rows[0] = {**rows[0], "sizes": json.dumps(rows[0]["sizes"])}  # a JSON array in a CSV cell
    path = _write_csv(tmp_path / "shop.csv", rows)
    report = import_file(empty_store, path, kind="commerce")
    assert report.rows == 12
    stored = empty_store.get("commerceitems", rows[0]["_id"])
    assert stored["sizes"] == json.loads(rows[0]["sizes"]) and stored["colors"] == rows[0]["colors"]
    assert stored["inStock"] == rows[0]["inStock"] and stored["price"] == rows[0]["price"]
    assert stored["imageUrl"] == f"/images/{rows[0]['_id']}.svg"


def test_bad_rows_are_all_reported_and_nothing_is_imported(empty_store: Store, tmp_path: Path) -> None:
    rows: list = _commerce_rows(8)
    rows[1] = {**rows[1], "price": -5}
    rows[3] = {**rows[3], "category": "SHOE"}  # subCategory of another category
    rows[4] = "{not json"
    rows[6] = {**rows[6], "_id": rows[0]["_id"]}
    rows.append({**_commerce_rows(9)[8], "colorHexes": ["#12345"]})
    with pytest.raises(ImportFailed) as failed:
        import_file(empty_store, _write_jsonl(tmp_path / "bad.jsonl", rows))
    errors = {e.line: e.reason for e in failed.value.errors}
    assert set(errors) == {2, 4, 5, 7, 9}
    assert "price" in errors[2] and "greater than or equal to 0" in errors[2]
    assert "not SHOE" in errors[4]
    assert "not valid JSON" in errors[5]
    assert "already used on line 1" in errors[7]
    assert "hex colour" in errors[9]
    assert "5 bad rows in bad.jsonl; nothing was imported" in str(failed.value)
    assert empty_store.count("commerceitems") == 0


def test_csv_line_numbers_count_the_header(empty_store: Store, tmp_path: Path) -> None:
    rows = _commerce_rows(5)
    rows[2] = {**rows[2], "price": "cheap"}
    with pytest.raises(ImportFailed) as failed:
        import_file(empty_store, _write_csv(tmp_path / "shop.csv", rows))
    assert [(e.line, "price" in e.reason) for e in failed.value.errors] == [(4, True)]
    assert empty_store.count("commerceitems") == 0


def test_wardrobe_rows_default_to_the_demo_user(empty_store: Store, tmp_path: Path) -> None:
    rows = [
        {
            "_id": "wd_x1",
            "category": "TOP",
            "subCategory": "tee",
            "colors": ["navy"],
            "colorHexes": ["#1C2841"],
        },
        {
            "_id": "wd_x2",
            "userId": "user_other",
            "category": "SHOE",
            "subCategory": "Boots",
            "colors": ["tan"],
        },
    ]
    settings = Settings(data_dir=tmp_path, demo_user_id="user_me")
    report = import_file(empty_store, _write_jsonl(tmp_path / "closet.jsonl", rows), "wardrobe", settings)
    assert report.collection == "wardrobeitems"
    mine = empty_store.filter_wardrobe("user_me", None, 10)
    assert [i["subCategory"] for i in mine] == ["T-Shirt"]
    assert empty_store.search_wardrobe("user_other", "brown boots", None, 5)[0]["item"]["_id"] == "wd_x2"
    # The summary says whose wardrobe was written, and which rows got the default owner.
    assert report.owners == {"user_me": 1, "user_other": 1} and report.defaulted_owner_rows == 1
    assert "for user_me (1), user_other (1)" in report.summary()
    assert "1 row had no userId and went to user_me" in report.summary()


def test_missing_file_and_empty_file(empty_store: Store, tmp_path: Path) -> None:
    with pytest.raises(FileUnreadable, match=r"no such file: .*nope\.jsonl"):
        import_file(empty_store, tmp_path / "nope.jsonl")
    (tmp_path / "empty.jsonl").write_text("\n")
    with pytest.raises(ImportFailed, match="no rows"):
        import_file(empty_store, tmp_path / "empty.jsonl")


def test_gender_type_and_set_are_imported_and_checked(empty_store: Store, tmp_path: Path) -> None:
    rows: list = _commerce_rows(6)
    rows[0] = {**rows[0], "gender": "men", "setId": "suit-001"}
    rows[1] = {**rows[1], "gender": None, "type": None}  # an export without them: the taxonomy's default gender
    good = _write_csv(tmp_path / "shop.csv", rows[:2])
    with good.open() as handle:  # the CSV gains the three columns
        text = handle.read()
    header, *lines = text.splitlines()
    fields = ",".join([header, "gender", "type", "setId"])
    body = [f"{lines[0]},men,{rows[0]['type']},suit-001", f"{lines[1]},,,"]
    good.write_text("\n".join([fields, *body]) + "\n")
    import_file(empty_store, good, kind="commerce")
    first = empty_store.get("commerceitems", rows[0]["_id"])
    assert (first["gender"], first["type"], first["setId"]) == ("men", rows[0]["type"], "suit-001")
    second = empty_store.get("commerceitems", rows[1]["_id"])
    assert second["gender"] in ("women", "unisex") and second["type"] is None

    bad = [{**rows[2], "gender": "male"}, {**rows[3], "type": "Stiletto" if rows[3]["subCategory"] != "Heels" else "Chinos"},
           {**rows[4], "setId": "a set with spaces"}, rows[5]]  # fmt: skip
    with pytest.raises(ImportFailed) as failed:
        import_file(empty_store, _write_jsonl(tmp_path / "bad.jsonl", bad))
    errors = {e.line: e.reason for e in failed.value.errors}
    assert set(errors) == {1, 2, 3}
    assert "gender" in errors[1] and "'women', 'men' or 'unisex'" in errors[1]
    assert "unknown type" in errors[2] and "use one of" in errors[2]
    assert "setId" in errors[3]
    assert empty_store.get("commerceitems", rows[5]["_id"]) is None  # nothing half-imported
