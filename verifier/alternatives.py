"""Figures a context gives as alternatives, each tagged by the words after it ("£30 online or £45 at the airport"):
a claim tagging the figure with another alternative's words gives it where the context gives the other figure
("Adding a checked bag at the airport costs £30")."""

from __future__ import annotations

import re
from collections.abc import Sequence

from verifier.figure_context import GENERIC, PRICE_WORDS, same_kind
from verifier.quantities import Quantity
from verifier.text import sentence_span_at, stemmed_content

__all__ = ["given_as_another_alternative"]

# A tag ends at a clause break, a connective or the next figure.
_TAG_END = re.compile(r"[,;.:()]|\b(?:or|and|but)\b", re.IGNORECASE)
_OR = re.compile(r"\bor\b", re.IGNORECASE)
_TAG_WORDS = 4


def _tag(context: str, e: Quantity, figures: Sequence[Quantity]) -> tuple[str, set[str]]:
    """The words right after ``e`` up to the end of its tag, as written and as specific stems."""
    end = min([x.start for x in figures if x.start >= e.end] + [len(context)])
    stop = _TAG_END.search(context, e.end, end)
    written = context[e.end : stop.start() if stop else end].strip()
    words = set(stemmed_content(written)[:_TAG_WORDS]) - GENERIC - PRICE_WORDS - set(stemmed_content(e.unit_word))
    return written, words


def _alternatives(context: str, q: Quantity, p: Quantity, figures: Sequence[Quantity]) -> list[Quantity]:
    """Figures of ``q``'s kind and unit in ``p``'s sentence joined to ``p`` by "or" with no such figure between."""
    sentence = sentence_span_at(context, p.start)
    if sentence is None:
        return []
    kin = [e for e in figures if same_kind(q, e) and (e.unit or "") == (q.unit or "")
           and sentence.start <= e.start < sentence.end]
    out = []
    for e in kin:
        lo, hi = (p.end, e.start) if p.start < e.start else (e.end, p.start)
        if e is not p and lo <= hi and _OR.search(context, lo, hi) and not any(lo <= x.start < hi for x in kin):
            out.append(e)
    return out


def given_as_another_alternative(claim: str, q: Quantity, context: str, places: list[Quantity],
                                 figures: Sequence[Quantity]) -> tuple[str, list[Quantity]] | None:
    """(reason opening, rivals) where every place of the claim's ``q`` has a tag the claim does not write and an
    alternative whose tag it does; None otherwise."""
    if q.kind == "year" or not places:
        return None
    claim_words = set(stemmed_content(claim))
    rivals: list[Quantity] = []
    tags = []
    for p in places:
        written, words = _tag(context, p, figures)
        if not words or claim_words & words:
            return None
        mine = [e for e in _alternatives(context, q, p, figures) if claim_words & _tag(context, e, figures)[1]]
        if not mine:
            return None
        rivals += mine
        tags.append(written)
    return f'the context gives the claim\'s "{q.text}" {tags[0]} and, as the claim tags it, ', rivals
