"""What a banded fee schedule charges for a sum: "Transfers from £500.01 to £5,000 cost £4.99 plus 0.4% of the amount
sent" (£2,000: £12.99), "Above £5,000 the fee is 0.35% of the amount, capped at £60" (£20,000: £60, not £70), "no fee
on transfers up to £500" (£400: nothing). A percent's clause sets the band of sums it applies to, a flat part added to
it, and a cap or floor on the result. Text only: offsets into the evidence."""

from __future__ import annotations

import re
from dataclasses import dataclass

from verifier.cases import supposed_case_end
from verifier.quantities import Quantity, extract_quantities
from verifier.text import clause_span, sentence_around, stemmed_content

__all__ = ["PercentFee", "caps_a_charge", "denies", "flat_part_given_as_the_fee", "free_result", "outside_the_band_of",
           "percent_fee", "percents_for_the_case"]

# Where a percent's clause ends: "... 0.4% of the amount sent, and above £5,000 the fee is 0.35%".
_CLAUSE_CUT = re.compile(r"[;.]\s|,\s+(?:and|while|but|whereas)\b", re.IGNORECASE)
_FLOOR_BEFORE = re.compile(r"\b(?:above|over|more\s+than|exceeding|from)\s+$", re.IGNORECASE)
_CEILING_BEFORE = re.compile(r"\b(?:up\s+to|under|below|less\s+than|to|(?:up\s+)?to\s+and\s+including|not\s+exceeding)"
                             r"\s+$", re.IGNORECASE)
# ... or written after it: "€5,000 and above", "£500 or less".
_FLOOR_AFTER = re.compile(r"\s*(?:(?:and|or)\s+(?:above|over|more|upwards|higher)\b|\+)", re.IGNORECASE)
_CEILING_AFTER = re.compile(r"\s*(?:and|or)\s+(?:below|under|less|fewer|lower)\b", re.IGNORECASE)
# A flat sum added to the percent, written before it ("£4.99 plus 0.4%", "£1 + 2%") or after it ("0.4% of the amount
# plus £4.99").
_FLAT_THEN_PERCENT = re.compile(r"(?:\s+(?:per|a|an|each)\s+[^\W\d_]+)?\s*(?:plus|\+)\s*", re.IGNORECASE)
_PERCENT_THEN_FLAT = re.compile(r"[^.;,\d]{0,30}?(?:\bplus|\+)\s*", re.IGNORECASE)
# A cap or a floor on the result: "capped at £60", "to a maximum of £60", "(max. £60)", "minimum charge £2", "a minimum
# commission of €3" (not "a minimum spend of £25", a condition on the case; nor "up to £60", which bounds the sums a
# band applies to as often: "0.4% on transfers up to £5,000").
_FEE_NOUN = r"(?:fee|fees|charge|charges|commission|discount)"
_CAP_BEFORE = re.compile(r"\b(?:capped\s+at(?:\s+an?)?|maximum(?:\s+" + _FEE_NOUN + r")?(?:\s+of)?|max\.?"
                         r"|no\s+more\s+than|at\s+most)\s*$", re.IGNORECASE)
_FLOOR_FEE_BEFORE = re.compile(r"\b(?:minimum(?:\s+" + _FEE_NOUN + r")?(?:\s+of)?|min\.?|at\s+least|no\s+less\s+than)"
                               r"\s*$", re.IGNORECASE)
# A figure the claim says is not what follows: "gets £15 off, not £20" (the share a cap holds back).
_DENIED_FIGURE = re.compile(r"\b(?:not|rather\s+than|instead\s+of)\s+$", re.IGNORECASE)
# A clause that charges nothing: "no fee on transfers up to £500", "are free", "free of charge".
_FREE = re.compile(r"\b(?:no\s+(?:fee|fees|charge|charges|cost)|free(?:\s+of\s+charge)?"
                   r"|without\s+(?:a\s+)?(?:fee|charge)|(?:is|are)\s+not\s+charged)\b", re.IGNORECASE)


def _fee_clause(evidence: str, figure: Quantity) -> tuple[int, int]:
    """The clause of ``evidence`` holding ``figure``, cut at "; ", ". ", ", and" ... but not at every comma: "0.35% of
    the amount, capped at £60" is one clause."""
    return clause_span(evidence, figure.start, figure.end, _CLAUSE_CUT)


def denies(claim: str, q: Quantity) -> bool:
    """The claim says its figure ``q`` is not what follows: "gets £15 off, not £20"."""
    return _DENIED_FIGURE.search(claim, max(0, q.start - 20), q.start) is not None


def outside_the_band_of(case: Quantity, figure: Quantity, evidence: str) -> bool:
    """The clause of ``figure`` bounds the sums it applies to ("from £500.01 to £5,000", "above £5,000", "up to £500",
    "€5,000 and above") and the case's sum lies outside."""
    start, end = _fee_clause(evidence, figure)
    for f in extract_quantities(evidence[start:end]):
        if f.kind != case.kind:
            continue
        before = evidence[max(start, start + f.start - 20) : start + f.start]
        floor = _FLOOR_BEFORE.search(before) or _FLOOR_AFTER.match(evidence, start + f.end)
        if floor and case.value < f.value:
            return True
        ceiling = _CEILING_BEFORE.search(before) or _CEILING_AFTER.match(evidence, start + f.end)
        if ceiling and case.value > f.value:
            return True
    return False


# A ceiling on what is charged, not on the case: "capped at £60", "subject to a maximum of £60".
_CHARGE_CAP_BEFORE = re.compile(r"\b(?:capped\s+at(?:\s+an?)?"
                                r"|(?:subject\s+)?to\s+a\s+maximum\s+(?:fee\s+|charge\s+)?of)\s*$", re.IGNORECASE)


def caps_a_charge(evidence: str, figure: Quantity) -> bool:
    """``figure`` caps what is charged ("the fee is 0.35% of the amount, capped at £60"), so it bounds no case."""
    return _CHARGE_CAP_BEFORE.search(evidence, max(0, figure.start - 30), figure.start) is not None


def free_result(evidence: str, bound: Quantity) -> Quantity | None:
    """A zero sum of ``bound``'s currency where the clause of ``bound`` says the sums it bounds cost nothing ("no fee on
    transfers up to £500"); None otherwise."""
    if not bound.kind.startswith("currency:"):
        return None
    start, end = _fee_clause(evidence, bound)
    free = _FREE.search(evidence, start, end)
    if free is None:
        return None
    return Quantity(0.0, bound.kind, None, free.group(0), free.start(), free.end(), 0.01)


@dataclass(frozen=True)
class PercentFee:
    """What a percent's clause charges for a sum: the share alone, and the fee with its flat part, cap and floor."""

    share: float
    fee: float
    flat: float  # the flat part added (0: none)
    capped: bool  # the cap (or floor) changed the result

    @property
    def share_is_charged(self) -> bool:
        """The share alone is what the clause charges: no flat part added, no cap or floor reached."""
        return not self.flat and not self.capped


def percent_fee(case: Quantity, percent: Quantity, evidence: str) -> PercentFee:
    """The fee the clause of ``percent`` charges for the sum ``case``: the percent of it, plus a flat sum written
    beside it ("£4.99 plus 0.4%"), held under a cap ("capped at £60") and over a floor ("minimum £2") of its
    currency."""
    start, end = _fee_clause(evidence, percent)
    share = case.value * percent.value / 100
    flat, cap, floor = 0.0, None, None
    for f in extract_quantities(evidence[start:end]):  # (a sum per a thing too: "$3.00 per withdrawal plus 2.75%")
        if f.kind != case.kind:
            continue
        at, until = start + f.start, start + f.end
        before = evidence[max(start, at - 25) : at]
        if _CAP_BEFORE.search(before) and at > percent.end:
            cap = f.value if cap is None else min(cap, f.value)
        elif _FLOOR_FEE_BEFORE.search(before) and at > percent.end:
            floor = f.value if floor is None else max(floor, f.value)
        elif (until <= percent.start and _FLAT_THEN_PERCENT.fullmatch(evidence, until, percent.start)
              or at >= percent.end and _PERCENT_THEN_FLAT.fullmatch(evidence, percent.end, at)):
            flat += f.value
    fee = share + flat
    bounded = fee
    if cap is not None:
        bounded = min(bounded, cap)
    if floor is not None:
        bounded = max(bounded, floor)
    return PercentFee(share, bounded, flat, bounded != fee)


def flat_part_given_as_the_fee(claim: str, q: Quantity, evidence: str, ev: list[Quantity]) -> Quantity | None:
    """The percent whose clause adds it to ``q`` where the claim gives ``q``, the flat part of a fee ("£2.50 plus 0.5%
    of the amount sent"), as what its case is charged ("Sending £500 costs £2.50 in fees": £5.00); None otherwise (also
    where the claim gives the percent too, or denies ``q``)."""
    end = supposed_case_end(claim)
    if not end or q.start < end or not q.kind.startswith("currency:") or q.hedged:
        return None
    if denies(claim, q):
        return None
    claimed = extract_quantities(claim)
    cases = [c for c in claimed if c.kind == q.kind and c.end <= end and c.value > 0]
    for case in cases:
        for percent in percents_for_the_case(claim, case, evidence, ev):
            if any(p.kind == "percent" and p.matches(percent) for p in claimed):
                continue
            charged = percent_fee(case, percent, evidence)
            if charged.flat and abs(charged.flat - q.value) <= q.rounding and abs(charged.fee - q.value) > q.rounding:
                return percent
    return None


# A rate named again as "the 0.7% rate".
_NAMED_AGAIN_BEFORE = re.compile(r"\bthe\s+$", re.IGNORECASE)
_NAMED_AGAIN_AFTER = re.compile(r"\s+(?:rate|fee|charge|commission)\b", re.IGNORECASE)


def percents_for_the_case(claim: str, case: Quantity, evidence: str, ev: list[Quantity]) -> list[Quantity]:
    """The percents of ``ev`` that may be charged on the claim's ``case``: those whose band holds it, less those whose
    sentence plainly speaks of another case: where one rate is written in several sentences, all but the ones sharing
    the most words with the claim ("Withdrawing $300 from an ATM abroad" takes the ATM fee's "$3.00 per withdrawal plus
    2.75%", not the 2.75% on purchases); and any sharing at most half as many as a sentence sharing four or more ("A
    $100 card payment taken in person on a Brightlane terminal" is not charged the online rate). (Otherwise rates of
    different values all stay: which one a claim means is often said in other words, "jackets" for "clothing".)"""
    stated = [e for e in ev if e.kind == "percent" and 0 < e.value < 100]
    # (a rate named again, "the flat fee, the 0.7% rate and the CHF 55 cap are the same", is no second rate)
    stated = [e for e in stated if not (_NAMED_AGAIN_BEFORE.search(evidence, max(0, e.start - 5), e.start)
                                        and _NAMED_AGAIN_AFTER.match(evidence, e.end)
                                        and any(o.value == e.value and o is not e for o in stated))]
    held = [e for e in stated if not outside_the_band_of(case, e, evidence)]
    words = set(stemmed_content(claim))
    shared = {id(e): len(words & set(stemmed_content(sentence_around(evidence, e.start)))) for e in held}
    best_of_rate: dict[float, int] = {}
    for e in held:
        best_of_rate[e.value] = max(best_of_rate.get(e.value, 0), shared[id(e)])
    best = max(shared.values(), default=0)
    return [e for e in held if shared[id(e)] == best_of_rate[e.value] and not (best >= 4 and 2 * shared[id(e)] <= best)]
