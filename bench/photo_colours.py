"""Latency of photo colours on 12-megapixel photos, with decoding alone as the baseline in the same run.

Run from the repository root (needs the ``photo`` extra):
    .venv/bin/python -m bench.photo_colours               # 12 JPEGs x 8 rounds, plus PNG and WebP rows
    .venv/bin/python -m bench.photo_colours --photos 24 --rounds 10

Photos are 4000 x 3000 (and 3000 x 4000) garments from tests/style/photo_set, saved as JPEG at
quality 90-97 like a phone does (and as WebP; PNG at 3 MP, since a 12 MP PNG is over the 10 MB
limit). Per round, each photo goes through, back to back:

- ``decode (full)``: Pillow decoding every pixel to RGB: what any handler pays to look at the photo;
- ``decode (ours)``: the checks plus reduced-scale decoding ``garment_colours`` starts with;
- ``garment_colours`` with each background-removal method (``border`` is the default).

p50 / p95 are over every call of a row (photos x rounds). The target: p95 ≤ 300 ms for a 12 MP photo.
Results: bench/results/photo_colours.json.
"""

from __future__ import annotations

import argparse
import io
import json
import os
import statistics
import time
from collections.abc import Callable
from dataclasses import replace
from pathlib import Path
from typing import Any

from PIL import Image
from tests.style.photo_set.generate import labelled_set

from aesthetiq.style.photo import MAX_BYTES, MAX_PIXELS
from aesthetiq.style.photo.analyse import DEFAULT_METHOD, analyse_photo
from aesthetiq.style.photo.decode import decode

RESULTS = Path(__file__).resolve().parent / "results" / "photo_colours.json"


def _percentile(values: list[float], q: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, round(q * (len(ordered) - 1)))]


# A 12 MP photo saved as PNG is ~14 MB, over the upload limit: PNG rows use 3 MP (product shots, screenshots).
FORMAT_SIZES = {"jpeg": ((4000, 3000), (3000, 4000)), "webp": ((4000, 3000), (3000, 4000)),
                "png": ((2048, 1536), (1536, 2048))}  # fmt: skip


def _photos(count: int, encoding: str) -> list[bytes]:
    samples = labelled_set(count, seed=300, sizes=FORMAT_SIZES[encoding])
    out = []
    for i, sample in enumerate(samples):
        quality = 90 + (i * 3) % 8  # 90..97, as phones save
        out.append(replace(sample, encoding=encoding, quality=quality, framing="centred").render())
    return out


def _full_decode(data: bytes) -> object:
    return Image.open(io.BytesIO(data)).convert("RGB")


def _our_decode(data: bytes) -> object:
    from aesthetiq.style.photo.analyse import COLOUR_SIDE

    return decode(data, max_bytes=MAX_BYTES, max_pixels=MAX_PIXELS, long_side=COLOUR_SIDE)


def _colours(method: str) -> Callable[[bytes], object]:
    return lambda data: analyse_photo(data, max_bytes=MAX_BYTES, max_pixels=MAX_PIXELS, method=method)


def run(photos: list[bytes], rounds: int, rows: dict[str, Callable[[bytes], object]]) -> dict[str, Any]:
    timings: dict[str, list[float]] = {name: [] for name in rows}
    for call in rows.values():  # warm imports, tables and caches
        call(photos[0])
    for _ in range(rounds):
        for data in photos:
            for name, call in rows.items():
                start = time.perf_counter()
                call(data)
                timings[name].append(1000 * (time.perf_counter() - start))
    return {
        name: {"calls": len(ms), "p50_ms": round(statistics.median(ms), 1),
               "p95_ms": round(_percentile(ms, 0.95), 1),
               "max_ms": round(max(ms), 1)}
        for name, ms in timings.items()
    }  # fmt: skip


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--photos", type=int, default=12)
    parser.add_argument("--rounds", type=int, default=8)
    parser.add_argument("--other-formats", type=int, default=4, help="PNG and WebP photos (0 to skip)")
    args = parser.parse_args()

    report: dict[str, Any] = {
        "target": "p95 ≤ 300 ms for a 12-megapixel photo",
        "default_method": DEFAULT_METHOD,
        "date": time.strftime("%Y-%m-%d %H:%M UTC", time.gmtime()),
        "load_average_at_start": [round(v, 2) for v in os.getloadavg()],
    }
    print("| format | size | photos (MB) | row | p50 ms | p95 ms | max ms |")
    print("|---|---|---|---|---|---|---|")
    for encoding, count in (("jpeg", args.photos), ("png", args.other_formats), ("webp", args.other_formats)):
        if count <= 0:
            continue
        photos = _photos(count, encoding)
        rows: dict[str, Callable[[bytes], object]] = {
            "decode (full)": _full_decode,
            "decode (ours)": _our_decode,
        }
        rows |= {f"garment_colours ({m})": _colours(m) for m in ("border", "grabcut")}
        sizes = [len(p) / 1048576 for p in photos]
        result = run(photos, args.rounds if encoding == "jpeg" else max(2, args.rounds // 2), rows)
        report[encoding] = {
            "photos": count,
            "size": "x".join(map(str, FORMAT_SIZES[encoding][0])),
            "megabytes": [round(s, 2) for s in sizes],
            "rows": result,
        }
        for name, row in result.items():
            megapixels = FORMAT_SIZES[encoding][0][0] * FORMAT_SIZES[encoding][0][1] / 1e6
            photos_mb = f"{count} ({min(sizes):.1f}-{max(sizes):.1f})"
            print(f"| {encoding} | {megapixels:.0f} MP | {photos_mb} | {name} | {row['p50_ms']} | "
                  f"{row['p95_ms']} | {row['max_ms']} |")  # fmt: skip
    RESULTS.parent.mkdir(parents=True, exist_ok=True)
    RESULTS.write_text(json.dumps(report, indent=1, ensure_ascii=False) + "\n")


if __name__ == "__main__":
    main()
