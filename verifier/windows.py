"""Sentence-aligned evidence windows and BM25 window selection.

Pure Python (no model dependencies) so that training-data preparation and the serving
engine cut evidence the same way.  Uses the shared ``verifier.text`` / ``verifier.bm25``
helpers when they are present, and small local fallbacks otherwise.
"""

from __future__ import annotations

import math
import re
from collections import Counter
from collections.abc import Callable, Sequence
from dataclasses import dataclass


@dataclass(frozen=True)
class Span:
    """A piece of a text: ``text[start:end] == span.text``."""

    start: int
    end: int
    text: str


_SENT_END = re.compile(r"(?<=[.!?])[\"')\]]*\s+(?=[\"'(\[]?[A-Z0-9])|\n\s*\n|\n(?=\s*[-*•\d])")
_ABBREV = re.compile(r"(?:\b(?:[A-Z]|Mr|Mrs|Ms|Dr|Prof|St|Jr|Sr|vs|etc|e\.g|i\.e|No|Fig|al|U\.S|U\.K)\.)$")
_WORD = re.compile(r"\w+(?:[.,']\w+)*", re.UNICODE)

_STOP = """a an the and or but if of to in on at by for with from as is are was were be been being
    it its this that these those there their they them he she his her we our you your i me my
    not no do does did has have had will would can could should may might must shall than then
    so such into onto over under about after before also just only very more most some any all
    what which who whom whose when where why how"""
STOPWORDS = frozenset(_STOP.split())


def _local_split(text: str) -> list[Span]:
    spans: list[Span] = []
    pos = 0
    for m in _SENT_END.finditer(text):
        if _ABBREV.search(text[pos : m.start()]):
            continue
        _add(spans, text, pos, m.start())
        pos = m.end()
    _add(spans, text, pos, len(text))
    return spans


def _add(spans: list[Span], text: str, start: int, end: int) -> None:
    while start < end and text[start].isspace():
        start += 1
    while end > start and text[end - 1].isspace():
        end -= 1
    if end > start:
        spans.append(Span(start, end, text[start:end]))


def split_sentences(text: str) -> list[Span]:
    """Sentences of ``text`` with offsets; the shared splitter when available."""
    try:
        from verifier import text as shared  # type: ignore[attr-defined]

        return [Span(s.start, s.end, s.text) for s in shared.split_sentences(text)]
    except (ImportError, AttributeError):
        return _local_split(text)


def words(text: str) -> list[str]:
    """Lower-cased content words (stopwords removed) for retrieval and overlap."""
    return [w for w in (t.lower() for t in _WORD.findall(text)) if w not in STOPWORDS]


class BM25:
    """Okapi BM25 over pre-tokenised documents."""

    def __init__(self, docs: Sequence[Sequence[str]], k1: float = 1.2, b: float = 0.75) -> None:
        self.k1, self.b = k1, b
        self.tfs = [Counter(d) for d in docs]
        self.lens = [len(d) for d in docs]
        self.avg = (sum(self.lens) / len(self.lens)) if self.lens else 0.0
        df: Counter[str] = Counter()
        for tf in self.tfs:
            df.update(tf.keys())
        n = len(docs)
        self.idf = {t: math.log(1 + (n - f + 0.5) / (f + 0.5)) for t, f in df.items()}

    def scores(self, query: Sequence[str]) -> list[float]:
        out = []
        for tf, ln in zip(self.tfs, self.lens, strict=True):
            s = 0.0
            norm = self.k1 * (1 - self.b + self.b * ln / (self.avg or 1.0))
            for t in dict.fromkeys(query):  # first-seen order: a set's order, and so the float sum, varies by hash seed
                f = tf.get(t)
                if f:
                    s += self.idf[t] * f * (self.k1 + 1) / (f + norm)
            out.append(s)
        return out

    def top(self, query: Sequence[str], k: int) -> list[tuple[int, float]]:
        sc = self.scores(query)
        order = sorted(range(len(sc)), key=lambda i: (-sc[i], i))
        return [(i, sc[i]) for i in order[:k]]


def make_windows(
    text: str,
    max_tokens: int,
    count_tokens: Callable[[str], int],
    sentences: list[Span] | None = None,
    stride_sentences: int = 0,
) -> list[Span]:
    """Cut ``text`` into windows of whole sentences, each at most ``max_tokens`` tokens.

    A single sentence longer than the budget becomes its own window (the model truncates
    it).  ``stride_sentences`` > 0 makes consecutive windows overlap by that many sentences.
    """
    sents = sentences if sentences is not None else split_sentences(text)
    if not sents:
        return []
    costs = [max(1, count_tokens(s.text)) for s in sents]
    windows: list[Span] = []
    i = 0
    while i < len(sents):
        j, used = i, 0
        while j < len(sents) and (j == i or used + costs[j] <= max_tokens):
            used += costs[j]
            j += 1
        windows.append(Span(sents[i].start, sents[j - 1].end, text[sents[i].start : sents[j - 1].end]))
        if j >= len(sents):
            break
        i = max(i + 1, j - stride_sentences)
    return windows


# Where an over-long sentence may be cut, strongest first: ends of records, statements and lines
# (after a separating comma), then clause marks, then any blank. Only blanks are dropped, so the
# pieces' summed token costs stay exact.
_CUTS = (
    re.compile(r"(?<=[;}\]],)\s*|(?<=[;}\]])(?!,)\s*|\n\s*"),
    re.compile(r"(?<=[,:)])\s*"),
    re.compile(r"\s+"),
)


def _cut(span: Span, pattern: re.Pattern[str]) -> list[Span]:
    """``span`` cut at each match of ``pattern`` (the matched blanks dropped), offsets kept."""
    out: list[Span] = []
    pos = 0
    for m in pattern.finditer(span.text):
        if m.start() > pos:
            _add(out, span.text, pos, m.start())
            pos = m.end()
    _add(out, span.text, pos, len(span.text))
    return [Span(span.start + p.start, span.start + p.end, p.text) for p in out]


def _units(span: Span, cost: int, limit: int, token_counts: Callable[[Sequence[str]], list[int]],
           level: int = 0) -> list[tuple[Span, int]]:
    if cost <= limit or level == len(_CUTS):
        return [(span, cost)]
    parts = _cut(span, _CUTS[level])
    out: list[tuple[Span, int]] = []
    for part, c in zip(parts, token_counts([p.text for p in parts]), strict=True):
        out += _units(part, c, limit, token_counts, level + 1)
    return out


def split_long_sentences(
    sentences: Sequence[Span], costs: Sequence[int], limit: int,
    token_counts: Callable[[Sequence[str]], list[int]],
) -> list[tuple[Span, int]]:
    """Sentences with their token costs, every one longer than ``limit`` cut into consecutive pieces
    of at most ``limit`` tokens: between records or lines where it can (``}``, ``]``, ``;``, line
    breaks), else at clause marks (``,`` ``:`` ``)``), else between words.

    Text without sentence punctuation (JSON, tables, transcripts) arrives as one huge "sentence";
    a window holding it would be cut short by the model's input limit, so everything after its
    first few hundred tokens would never be read. Costs of the pieces are summed from their
    parts, exact for tokenizers that split at blanks and punctuation (WordPiece, as served)."""
    out: list[tuple[Span, int]] = []
    for sent, cost in zip(sentences, costs, strict=True):
        if cost <= limit:
            out.append((sent, cost))
            continue
        piece: list[Span] = []
        used = 0
        for unit, c in _units(sent, cost, limit, token_counts) + [(Span(sent.end, sent.end, ""), limit + 1)]:
            if piece and used + c > limit:  # the sentinel flushes the last piece
                text = sent.text[piece[0].start - sent.start : piece[-1].end - sent.start]
                out.append((Span(piece[0].start, piece[-1].end, text), max(1, used)))
                piece, used = [], 0
            piece.append(unit)
            used += c
    return out


def top_windows(claim: str, windows: Sequence[Span], k: int) -> list[tuple[int, float]]:
    """Indices and BM25 scores of the ``k`` windows that best match ``claim`` (best first)."""
    if len(windows) <= k:
        bm = BM25([words(w.text) for w in windows])
        return list(enumerate(bm.scores(words(claim))))
    return BM25([words(w.text) for w in windows]).top(words(claim), k)


def approx_tokens(text: str) -> int:
    """Cheap word-piece count estimate (used where no tokenizer is at hand)."""
    return int(len(_WORD.findall(text)) * 1.3) + 1
