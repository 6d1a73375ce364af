"""Okapi BM25."""

from __future__ import annotations

import math
import time

import pytest

from verifier.bm25 import BM25


def reference(docs: list[list[str]], query: list[str], k1: float = 1.2, b: float = 0.75) -> list[float]:
    n = len(docs)
    avgdl = sum(map(len, docs)) / n
    out = []
    for d in docs:
        s = 0.0
        for q in query:
            df = sum(1 for x in docs if q in x)
            if df == 0:
                continue
            idf = math.log((n - df + 0.5) / (df + 0.5) + 1)
            tf = d.count(q)
            s += idf * tf * (k1 + 1) / (tf + k1 * (1 - b + b * len(d) / avgdl))
        out.append(s)
    return out


DOCS = [
    ["eiffel", "tower", "paris", "france"],
    ["tower", "built", "1889", "world", "fair"],
    ["company", "revenue", "2025", "9.4", "billion", "euro"],
    ["paris", "capital", "france"],
    [],
]


def test_matches_reference_formula() -> None:
    bm = BM25(DOCS)
    for q in (["tower"], ["paris", "tower"], ["revenue", "2025"], ["absent"], ["tower", "tower"]):
        assert bm.scores(q) == pytest.approx(reference(DOCS, q))


def test_top_orders_and_skips_zero() -> None:
    bm = BM25(DOCS)
    top = bm.top(["paris", "tower"], 3)
    assert [i for i, _ in top] == [0, 3, 1]
    assert all(s > 0 for _, s in top)
    assert bm.top(["nothing"], 3) == []
    assert bm.top(["paris"], 0) == []


def test_empty_index() -> None:
    bm = BM25([])
    assert bm.scores(["a"]) == []
    assert bm.top(["a"], 3) == []


def test_fast_on_large_context() -> None:
    import random

    rnd = random.Random(0)
    vocab = [f"w{i}" for i in range(5000)]
    docs = [[rnd.choice(vocab) for _ in range(12)] for _ in range(800)]  # ~50k characters of text
    bm = BM25(docs)
    query = [rnd.choice(vocab) for _ in range(10)]
    t = time.perf_counter()
    for _ in range(100):
        bm.top(query, 3)
    assert (time.perf_counter() - t) / 100 < 0.002
