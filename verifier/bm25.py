"""Okapi BM25 over pre-tokenized documents (an inverted index with numpy accumulation)."""

from __future__ import annotations

import math
from collections import Counter

import numpy as np

__all__ = ["BM25"]


class BM25:
    """Okapi BM25 with idf ``ln((N - df + 0.5) / (df + 0.5) + 1)`` (always positive).

    Build once per context, then query many times: a query costs one numpy pass over the
    postings of its terms only.
    """

    def __init__(self, docs: list[list[str]], k1: float = 1.2, b: float = 0.75) -> None:
        self.k1 = k1
        self.b = b
        self.n_docs = len(docs)
        lengths = np.array([len(d) for d in docs], dtype=np.float64)
        self.doc_len = lengths
        self.avgdl = float(lengths.mean()) if self.n_docs and lengths.sum() > 0 else 1.0
        # Per-document length normalisation k1 * (1 - b + b * dl / avgdl).
        self._norm = k1 * (1.0 - b + b * lengths / self.avgdl)
        postings: dict[str, tuple[list[int], list[int]]] = {}
        for i, doc in enumerate(docs):
            for term, tf in Counter(doc).items():
                ids, tfs = postings.setdefault(term, ([], []))
                ids.append(i)
                tfs.append(tf)
        self._postings: dict[str, tuple[np.ndarray, np.ndarray, float]] = {}
        for term, (ids, tfs) in postings.items():
            df = len(ids)
            idf = math.log((self.n_docs - df + 0.5) / (df + 0.5) + 1.0)
            self._postings[term] = (np.array(ids, dtype=np.int64), np.array(tfs, dtype=np.float64), idf)

    def idf(self, term: str) -> float:
        """The term's idf; a term absent from every document gets the maximum idf."""
        entry = self._postings.get(term)
        if entry is None:
            return math.log((self.n_docs + 0.5) / 0.5 + 1.0)
        return entry[2]

    def scores(self, query: list[str]) -> list[float]:
        """BM25 score of every document for ``query`` (repeated query terms count repeatedly)."""
        return self.score_array(query).tolist()

    def score_array(self, query: list[str]) -> np.ndarray:
        """Like :meth:`scores`, as a float64 numpy array."""
        acc = np.zeros(self.n_docs, dtype=np.float64)
        for term, qtf in Counter(query).items():
            entry = self._postings.get(term)
            if entry is None:
                continue
            ids, tfs, idf = entry
            acc[ids] += qtf * idf * tfs * (self.k1 + 1.0) / (tfs + self._norm[ids])
        return acc

    def top(self, query: list[str], k: int) -> list[tuple[int, float]]:
        """The ``k`` best (doc index, score) pairs with score > 0, best first, ties by index."""
        if k <= 0 or self.n_docs == 0:
            return []
        return self.top_of(self.score_array(query), k)

    @staticmethod
    def top_of(acc: np.ndarray, k: int) -> list[tuple[int, float]]:
        """The ``k`` best positive entries of a score array as (index, score), best first."""
        hits = np.flatnonzero(acc > 0)
        if hits.size == 0:
            return []
        # Stable sort on -score keeps the lower index first among equal scores: deterministic.
        order = hits[np.argsort(-acc[hits], kind="stable")][:k]
        return [(int(i), float(acc[i])) for i in order]
