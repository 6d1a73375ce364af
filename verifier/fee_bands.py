"""What a banded fee schedule charges for a sum: "Transfers from £500.01 to £5,000 cost £4.99 plus 0.4% of the amount
sent" (£2,000: £12.99), "Above £5,000 the fee is 0.35% of the amount, capped at £60" (£20,000: £60, not £70), "no fee
on transfers up to £500" (£400: nothing). A percent's clause sets the band of sums it applies to, a flat part added to
it, and a cap or floor on the result. Text only: offsets into the evidence."""

from __future__ import annotations

import re
from dataclasses import dataclass

from verifier.quantities import Quantity, extract_quantities

__all__ = ["PercentFee", "caps_a_charge", "clause_bounds", "free_result", "outside_the_band_of", "percent_fee"]

# Where a percent's clause ends: "... 0.4% of the amount sent, and above £5,000 the fee is 0.35%".
_CLAUSE_CUT = re.compile(r"[;.]\s|,\s+(?:and|while|but|whereas)\b", re.IGNORECASE)
_FLOOR_BEFORE = re.compile(r"\b(?:above|over|more\s+than|exceeding|from)\s+$", re.IGNORECASE)
_CEILING_BEFORE = re.compile(r"\b(?:up\s+to|under|below|less\s+than|to)\s+$", re.IGNORECASE)
# A flat sum added to the percent, written before it ("£4.99 plus 0.4%", "£1 + 2%") or after it ("0.4% of the amount
# plus £4.99").
_FLAT_THEN_PERCENT = re.compile(r"\s*(?:plus|\+)\s*", re.IGNORECASE)
_PERCENT_THEN_FLAT = re.compile(r"[^.;,\d]{0,30}?(?:\bplus|\+)\s*", re.IGNORECASE)
# A cap or a floor on the result: "capped at £60", "to a maximum of £60", "(max. £60)", "minimum charge £2".
_CAP_BEFORE = re.compile(r"\b(?:capped\s+at|maximum(?:\s+(?:fee|charge))?(?:\s+of)?|max\.?|up\s+to|no\s+more\s+than"
                         r"|at\s+most)\s*$", re.IGNORECASE)
_FLOOR_FEE_BEFORE = re.compile(r"\b(?:minimum(?:\s+(?:fee|charge))?(?:\s+of)?|min\.?|at\s+least|no\s+less\s+than)\s*$",
                               re.IGNORECASE)
# A clause that charges nothing: "no fee on transfers up to £500", "are free", "free of charge".
_FREE = re.compile(r"\b(?:no\s+(?:fee|fees|charge|charges|cost)|free(?:\s+of\s+charge)?"
                   r"|without\s+(?:a\s+)?(?:fee|charge)|(?:is|are)\s+not\s+charged)\b", re.IGNORECASE)


def clause_bounds(evidence: str, start: int, end: int) -> tuple[int, int]:
    """The clause of ``evidence`` holding ``start:end`` (cut at "; ", ". ", ", and" ...)."""
    cuts = [m.end() for m in _CLAUSE_CUT.finditer(evidence, 0, start)]
    after = _CLAUSE_CUT.search(evidence, end)
    return (cuts[-1] if cuts else 0), (after.start() if after else len(evidence))


def outside_the_band_of(case: Quantity, figure: Quantity, evidence: str) -> bool:
    """The clause of ``figure`` bounds the sums it applies to ("from £500.01 to £5,000", "above £5,000", "up to £500")
    and the case's sum lies outside."""
    start, end = clause_bounds(evidence, figure.start, figure.end)
    for f in extract_quantities(evidence[start:end]):
        if f.kind != case.kind:
            continue
        before = evidence[max(start, start + f.start - 20) : start + f.start]
        if _FLOOR_BEFORE.search(before) and case.value < f.value:
            return True
        if _CEILING_BEFORE.search(before) and case.value > f.value:
            return True
    return False


# A ceiling on what is charged, not on the case: "capped at £60", "subject to a maximum of £60".
_CHARGE_CAP_BEFORE = re.compile(r"\b(?:capped\s+at|(?:subject\s+)?to\s+a\s+maximum\s+(?:fee\s+|charge\s+)?of)\s*$",
                                re.IGNORECASE)


def caps_a_charge(evidence: str, figure: Quantity) -> bool:
    """``figure`` caps what is charged ("the fee is 0.35% of the amount, capped at £60"), so it bounds no case."""
    return _CHARGE_CAP_BEFORE.search(evidence, max(0, figure.start - 30), figure.start) is not None


def free_result(evidence: str, bound: Quantity) -> Quantity | None:
    """A zero sum of ``bound``'s currency where the clause of ``bound`` says the sums it bounds cost nothing ("no fee on
    transfers up to £500"); None otherwise."""
    if not bound.kind.startswith("currency:"):
        return None
    start, end = clause_bounds(evidence, bound.start, bound.end)
    free = _FREE.search(evidence, start, end)
    if free is None:
        return None
    return Quantity(0.0, bound.kind, None, free.group(0), free.start(), free.end(), 0.01)


@dataclass(frozen=True)
class PercentFee:
    """What a percent's clause charges for a sum: the share alone, and the fee with its flat part, cap and floor."""

    share: float
    fee: float
    capped: bool  # the cap (or floor) changed the result: the share alone is not what is charged


def percent_fee(case: Quantity, percent: Quantity, evidence: str) -> PercentFee:
    """The fee the clause of ``percent`` charges for the sum ``case``: the percent of it, plus a flat sum written
    beside it ("£4.99 plus 0.4%"), held under a cap ("capped at £60") and over a floor ("minimum £2") of its
    currency."""
    start, end = clause_bounds(evidence, percent.start, percent.end)
    share = case.value * percent.value / 100
    fee, cap, floor = share, None, None
    for f in extract_quantities(evidence[start:end]):
        if f.kind != case.kind or f.unit is not None:
            continue
        at, until = start + f.start, start + f.end
        before = evidence[max(start, at - 25) : at]
        if _CAP_BEFORE.search(before) and at > percent.end:
            cap = f.value if cap is None else min(cap, f.value)
        elif _FLOOR_FEE_BEFORE.search(before) and at > percent.end:
            floor = f.value if floor is None else max(floor, f.value)
        elif (until <= percent.start and _FLAT_THEN_PERCENT.fullmatch(evidence, until, percent.start)
              or at >= percent.end and _PERCENT_THEN_FLAT.fullmatch(evidence, percent.end, at)):
            fee += f.value
    bounded = fee
    if cap is not None:
        bounded = min(bounded, cap)
    if floor is not None:
        bounded = max(bounded, floor)
    return PercentFee(share, bounded, bounded != fee)
