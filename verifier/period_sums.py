"""A sum per period given to the model as the context writes it.

"$348 a year" is what "$29 per month" comes to, yet the model reads the two as different figures (P(consistent)
0.45, unsupported). :func:`respell_period_sums` writes such a sum as the context does ("$29 per month"), for the
model only: the number checks, which convert periods themselves, and the claim reported to the caller keep the
claim's words.
"""

from __future__ import annotations

import re

from verifier.derived_figures import converted_states, sums_per_other_period
from verifier.numbers import ContextFacts
from verifier.quantities import extract_quantities

__all__ = ["respell_period_sums"]

# The period written right after the sum: "$348 per year", "$348 a year" (a period written before it, as in "an
# annual fee of $348", is left as it is).
_PERIOD_AFTER = re.compile(r"\s*(?:per|a|an|each|every)\s+(?:year|month|week|day)\b", re.IGNORECASE)


def respell_period_sums(claim: str, facts: ContextFacts) -> str:
    """``claim`` with each sum per period that exactly one context sum per another period converts to written as
    the context writes that sum and its period."""
    edits: list[tuple[int, int, str]] = []
    for q in extract_quantities(claim):
        period = _PERIOD_AFTER.match(claim, q.end)
        if period is None or q.bound:  # "more than $300 a year" states no sum
            continue
        fits = {f"{e.text} {e.unit_word}" for e, value, exact in sums_per_other_period(
            claim, q, facts.context, facts.quantities) if e.unit_word and converted_states(q, value, exact)}
        if len(fits) == 1:
            edits.append((q.start, period.end(), fits.pop()))
    for start, end, text in sorted(edits, reverse=True):
        claim = claim[:start] + text + claim[end:]
    return claim
