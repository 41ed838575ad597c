"""Streaming pieces: the checked reply is re-cut into sentence-sized chunks without losing a character."""

from __future__ import annotations

from aesthetiq.agent.items import presentable
from aesthetiq.agent.nodes.output_guardrails import chunk_text, coalesce

TEXT = ("Here are 3 jackets I'd pick for you:\n\n1. **Camel Blazer** (COS, €250) — camel suits you.\n"
        "2. **Olive Jacket** — in your size! Worth a look? Yes.\n") * 6  # fmt: skip


def test_word_chunks_merge_into_sentences() -> None:
    words = [w + " " for w in TEXT.split(" ")]
    words[-1] = words[-1].rstrip(" ")
    pieces = coalesce(words)
    assert "".join(pieces) == "".join(words)
    assert len(pieces) < len(words) / 5
    assert all(len(piece) <= 240 + 40 for piece in pieces)


def test_one_long_chunk_is_split_at_sentences() -> None:
    pieces = coalesce([TEXT])
    assert "".join(pieces) == TEXT and len(pieces) > 3
    assert "".join(chunk_text(TEXT)) == TEXT


def test_presented_items_keep_a_mix_of_sources() -> None:
    items = [{"id": f"w{n}", "source": "wardrobe"} for n in range(10)] + [{"id": f"c{n}", "source": "commerce"} for n in range(10)]
    shown = presentable(items, 8)  # type: ignore[arg-type]
    assert len(shown) == 8 and {item["source"] for item in shown} == {"wardrobe", "commerce"}
    assert [item["id"] for item in shown][:4] == ["w0", "c0", "w1", "c1"]
    assert presentable(items[:3], 8) == items[:3]  # type: ignore[arg-type]
