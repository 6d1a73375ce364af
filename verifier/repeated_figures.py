"""A figure a claim writes twice where the context writes it once, beside another of its kind: "IELTS 6.5 overall,
with no component below 6.5" against "IELTS 6.5 overall, with no component below 6.0".

The figure check reads each of the claim's figures on its own: the second "6.5" is present, so nothing is said, though
the context gives the component bar as 6.0. Here a figure written twice must be written twice by the context too."""

from __future__ import annotations

from collections.abc import Sequence

from verifier.measures import clock_times
from verifier.quantities import Quantity
from verifier.text import sentence_span_at

__all__ = ["repeated_figure_conflicts"]


def _same(a: Quantity, b: Quantity) -> bool:
    """One figure, whatever unit its next word gave it ("6.5 overall", "below 6.5")."""
    return a.kind == b.kind and abs(a.value - b.value) <= 1e-9 * max(abs(a.value), 1.0)


def repeated_figure_conflicts(claim: str, claim_quantities: Sequence[Quantity], context: str,
                              context_quantities: Sequence[Quantity]) -> list[str]:
    """Reasons the claim gives one figure twice where the context gives it once, with another figure of its kind and
    of the unit of either mention in that sentence (what the other mention most likely stands for). Not the hours
    of clock times ("from 9 am to 9 pm"), which the clock checks read."""
    clocks = [(m.start(), m.end()) for m, _ in clock_times(claim)]
    claim_quantities = [q for q in claim_quantities if not any(a <= q.start < b for a, b in clocks)]
    for i, q in enumerate(claim_quantities):
        if q.kind in ("year", "date"):
            continue
        repeats = [c for c in claim_quantities[i + 1 :] if _same(q, c)]
        if not repeats:
            continue
        units = {q.unit, *(c.unit for c in repeats)}
        given = [e for e in context_quantities if _same(q, e) and e.unit in units]  # (not "six weeks" for "6.0")
        if len(given) != 1:
            continue
        span = sentence_span_at(context, given[0].start)
        if span is None:
            continue
        beside = [e for e in context_quantities if span.start <= e.start < span.end and e is not given[0]
                  and e.kind == q.kind and e.unit in units and not _same(q, e)]
        if beside:
            return [f'the claim gives "{q.text}" twice, where the context gives it once, beside "{beside[0].text}"']
    return []
