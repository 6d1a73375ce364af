"""A count a claim gives for several things together ("The supermarket, gym and coffee shop are expected to create
75 jobs between them"), summed from the context's own count for each ("will employ 45 people", "with 12 staff",
"creating 18 jobs")."""

from __future__ import annotations

import itertools
import re

from verifier.figure_context import GENERIC
from verifier.quantities import Quantity
from verifier.text import sentence_span_at, stemmed_content

__all__ = ["counts_between_them"]

# A claim's word for a sum of its things' counts.
_TOGETHER = re.compile(r"\b(?:between\s+them|in\s+total|in\s+all|altogether|combined|together)\b", re.IGNORECASE)
_PARTS = re.compile(r",|\band\b|\bplus\b", re.IGNORECASE)
# Counts of people employed, which a context words in several ways: "45 people", "12 staff", "18 jobs".
_STAFF = frozenset(("peopl", "staff", "job", "employe", "worker", "post", "rol", "position"))


def _alike(unit: str | None, q_unit: str) -> bool:
    return unit == q_unit or unit in _STAFF and q_unit in _STAFF


def counts_between_them(q: Quantity, claim: str, context: str, ev: list[Quantity]) -> bool:
    """``q``, a whole count the claim gives the things it joins before it ("between them", "in total", "combined"),
    is the sum of one context count for each: counts of ``q``'s unit (or, for people employed, of any of its words)
    each thing named by its own count's sentence. Two or three things, exactly."""
    if q.kind != "number" or q.unit is None or q.hedged or not q.value.is_integer() or q.value < 2:
        return False
    sentence = sentence_span_at(claim, q.start)
    start = sentence.start if sentence is not None else 0
    if not _TOGETHER.search(claim, start, sentence.end if sentence is not None else len(claim)):
        return False
    parts = [words for part in _PARTS.split(claim[start : q.start])
             if (words := set(stemmed_content(part)) - GENERIC)]
    if not 2 <= len(parts) <= 3:
        return False
    named: list[tuple[Quantity, frozenset[int]]] = []
    for e in ev:
        if e.kind != "number" or e.hedged or not e.value.is_integer() or e.value <= 0 or not _alike(e.unit, q.unit):
            continue
        span = sentence_span_at(context, e.start)
        words = set(stemmed_content(span.text)) if span is not None else set()
        if parts_named := frozenset(i for i, part in enumerate(parts) if part & words):
            named.append((e, parts_named))
    for chosen in itertools.combinations(named, len(parts)):
        if sum(e.value for e, _ in chosen) != q.value:
            continue
        # each thing is named by its own count's sentence
        if any(all(i in own for (_, own), i in zip(chosen, order, strict=True))
               for order in itertools.permutations(range(len(parts)))):
            return True
    return False
