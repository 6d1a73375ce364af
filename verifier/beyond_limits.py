"""A claim that denies a case beyond a limit the context sets agrees with the limit: "A resident cannot bring 6 bags"
against "maximum 5 bags per visit", "A 2-night stay is not possible" against "Minimum stay 3 nights". The claim's
figure is the writer's choice of a case outside the limit, not a figure the context must give."""

from __future__ import annotations

import re
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from verifier.quantities import Quantity

__all__ = ["denied_beyond_a_limit"]

_DENIAL = re.compile(r"\b(?:cannot|can['’]t|can\s+not|may\s+not|must\s+not|(?:is|are)\s+not\s+(?:possible|allowed"
                     r"|permitted|accepted)|(?:isn|aren)['’]t\s+(?:possible|allowed|permitted|accepted)"
                     r"|not\s+(?:possible|allowed|permitted))\b", re.IGNORECASE)
# A limit written before its figure, in the figure's clause: "Minimum stay 3 nights", "maximum 5 bags per visit".
_MAX_BEFORE = re.compile(r"\b(?:maximum|max|at\s+most|up\s+to|no\s+more\s+than|limit\s+of)\b[^.;,:\d]{0,25}$",
                         re.IGNORECASE)
_MIN_BEFORE = re.compile(r"\b(?:minimum|min|at\s+least|no\s+fewer\s+than|no\s+less\s+than)\b[^.;,:\d]{0,25}$",
                         re.IGNORECASE)


def _limit(e: Quantity, evidence: str) -> str:
    """"max" / "min" when the evidence writes ``e`` as a ceiling / floor, else ""."""
    before = evidence[max(0, e.start - 40) : e.start]
    if _MAX_BEFORE.search(before):
        return "max"
    if _MIN_BEFORE.search(before):
        return "min"
    return e.bound


def denied_beyond_a_limit(claim: str, q: Quantity, evidence: str, ev: list[Quantity]) -> bool:
    """``q``, a count in a claim that denies something ("cannot", "is not possible"), lies beyond a ceiling or below
    a floor the evidence sets on the same unit."""
    if q.kind != "number" or q.unit is None or q.hedged or not _DENIAL.search(claim):
        return False
    for e in ev:
        if e.kind != q.kind or e.unit != q.unit:
            continue
        limit = _limit(e, evidence)
        if limit == "max" and q.value > e.value or limit == "min" and q.value < e.value:
            return True
    return False
