"""A claim that denies a case beyond a limit the context sets agrees with the limit: "A resident cannot bring 6 bags"
against "maximum 5 bags per visit", "A 2-night stay is not possible" against "Minimum stay 3 nights". The claim's
figure is the writer's choice of a case outside the limit, not a figure the context must give."""

from __future__ import annotations

import re
from typing import TYPE_CHECKING

from verifier.figure_context import near_words
from verifier.quantities import extract_quantities
from verifier.text import stem

if TYPE_CHECKING:
    from verifier.quantities import Quantity

__all__ = ["denied_beyond_a_limit", "denies_a_case_beyond_a_limit"]

_DENIAL = re.compile(r"\b(?:cannot|can['’]t|can\s+not|may\s+not|must\s+not|(?:is|are)\s+not\s+(?:possible|allowed"
                     r"|permitted|accepted)|(?:isn|aren)['’]t\s+(?:possible|allowed|permitted|accepted)"
                     r"|not\s+(?:possible|allowed|permitted))\b", re.IGNORECASE)
# A limit written before its figure, in the figure's clause: "Minimum stay 3 nights", "maximum 5 bags per visit".
_MAX_BEFORE = re.compile(r"\b(?:maximum|max|at\s+most|up\s+to|no\s+more\s+than|limit\s+of)\b[^.;,:\d]{0,25}$",
                         re.IGNORECASE)
_MIN_BEFORE = re.compile(r"\b(?:minimum|min|at\s+least|no\s+fewer\s+than|no\s+less\s+than)\b[^.;,:\d]{0,25}$",
                         re.IGNORECASE)


# The two ends of an allowed span: "deposit between £10 and £300 each month", "from 2 to 6 players".
_SPAN_END_BEFORE = re.compile(r"\b(?:between|from)\s+\S+\s+(?:and|to)\s+$", re.IGNORECASE)
_SPAN_START_AFTER = re.compile(r"\s+(?:and|to)\s+\S+")
_SPAN_OPENS_BEFORE = re.compile(r"\b(?:between|from)\s+$", re.IGNORECASE)


# The verb a denial applies to: "cannot send", "can't be loaded".
_DENIED_VERB = re.compile(r"\s+(?:be\s+)?([^\W\d_]{3,})")


def _denied_verb(claim: str) -> str | None:
    m = _DENIAL.search(claim)
    verb = _DENIED_VERB.match(claim, m.end()) if m is not None else None
    return stem(verb.group(1).lower()) if verb is not None else None


def _limit(e: Quantity, evidence: str) -> str:
    """"max" / "min" when the evidence writes ``e`` as a ceiling / floor (or the end / start of a span it allows),
    else ""."""
    before = evidence[max(0, e.start - 40) : e.start]
    if _MAX_BEFORE.search(before) or _SPAN_END_BEFORE.search(before):
        return "max"
    if _MIN_BEFORE.search(before) or _SPAN_OPENS_BEFORE.search(before) and _SPAN_START_AFTER.match(evidence, e.end):
        return "min"
    return e.bound


def denied_beyond_a_limit(claim: str, q: Quantity, evidence: str, ev: list[Quantity]) -> bool:
    """``q``, a count in a claim that denies something ("cannot", "is not possible"), lies beyond a ceiling or below
    a floor the evidence sets on the same unit; or a sum does, beyond one on a sum of its currency that it gives per
    nothing itself, where the verb the claim denies sits beside the limit ("cannot send £12,000 in a single transaction"
    against "can send up to £10,000 per transaction")."""
    if q.hedged or not _DENIAL.search(claim):
        return False
    if not (q.kind == "number" and q.unit is not None or q.kind.startswith("currency:")):
        return False
    money = q.kind.startswith("currency:")
    verb = _denied_verb(claim) if money else None
    if money and verb is None:
        return False
    for e in ev:
        if e.kind != q.kind or e.unit != q.unit and not (money and q.unit is None):
            continue
        if money and verb not in near_words(evidence, e):
            continue  # (fee bands are sums too: "Transfers of up to £500 cost £2.99" sets no limit on sending)
        limit = _limit(e, evidence)
        if limit == "max" and q.value > e.value or limit == "min" and q.value < e.value:
            return True
    return False


def denies_a_case_beyond_a_limit(claim: str, context: str) -> bool:
    """One of the claim's figures is a case it denies beyond a limit the context sets (:func:`denied_beyond_a_limit`):
    the served engine leaves such a denial to the checks, not to the model, which reads "cannot send £12,000"
    against "can send up to £10,000" as a contradiction."""
    if not _DENIAL.search(claim):
        return False
    ev = extract_quantities(context)
    return any(denied_beyond_a_limit(claim, q, context, ev) for q in extract_quantities(claim))
