"""A sum per a unit that holds for a numbered stretch of it prices no longer count; consecutive stretches from the
first unit sum to a total (verifier.rate_stretches)."""

from __future__ import annotations

import math

import pytest

from verifier.numbers import find_conflicts
from verifier.quantities import extract_quantities
from verifier.rate_stretches import outruns_its_stretch, rate_stretches, stretched_total

BROADBAND = ("Contract summary. Minimum term: 24 months. Price: £32.00 per month for months 1–12, then £38.50 per "
             "month for months 13–24. A router is included; a £60 charge applies if it is not returned.")
GYM = ("Membership: £20 a month for the first 6 months, then £30 a month. Joining fee £15. Classes cost £4 each.")
STORAGE = ("Self-storage prices. For weeks 1 to 4, a small unit costs £9 per week. From week 5 the price is £14 per "
           "week. Insurance is £2 per week.")
FLAT = "Parking costs £3 per day. A week's pass costs £18."


def _sums(context: str) -> list:
    return [q for q in extract_quantities(context) if q.kind.startswith("currency:")]


def _spans(context: str) -> list[tuple[float, float, float]]:
    return [(s.rate.value, s.first, s.last) for s in rate_stretches(context, _sums(context))]


@pytest.mark.parametrize(("context", "stretches"), [
    (BROADBAND, [(32.0, 1, 12), (38.5, 13, 24)]),
    (GYM, [(20.0, 1, 6), (30.0, 7, math.inf)]),  # "then" opens the stretch after the first
    (STORAGE, [(9.0, 1, 4)]),  # "From week 5" is not read: only "for weeks 1 to 4" is written beside a rate
    (FLAT, []),  # no stretch: a plain rate holds for any count
])
def test_the_stretch_each_rate_holds_for(context: str, stretches: list[tuple[float, float, float]]) -> None:
    assert _spans(context) == stretches


def test_a_rate_prices_no_more_units_than_its_stretch() -> None:
    stretches = rate_stretches(BROADBAND, _sums(BROADBAND))
    first_year = next(s.rate for s in stretches if s.rate.value == 32.0)
    assert not outruns_its_stretch(first_year, 12, stretches)
    assert outruns_its_stretch(first_year, 13, stretches)
    plain = next(q for q in _sums(FLAT) if q.value == 3.0)
    assert not outruns_its_stretch(plain, 400, rate_stretches(FLAT, _sums(FLAT)))


@pytest.mark.parametrize(("months", "total", "holds"), [
    (24, 846.0, True),   # 12 × £32 + 12 × £38.50
    (18, 615.0, True),   # 12 × £32 + 6 × £38.50
    (24, 768.0, False),  # 24 × £32: the second year's rate ignored
    (24, 924.0, False),  # 24 × £38.50
    (30, 1077.0, False),  # the stretches end at month 24: no total for 30
])
def test_consecutive_stretches_sum_over_a_count(months: int, total: float, holds: bool) -> None:
    claim = f"Over {months} months the charges come to £{total:,.2f}."
    q, n = (next(c for c in extract_quantities(claim) if c.kind == kind) for kind in ("currency:gbp", "number"))
    assert stretched_total(q, [n], rate_stretches(BROADBAND, _sums(BROADBAND)), 0.005) is holds


def test_an_open_stretch_after_then_completes_the_total() -> None:
    claim = "Ten months of membership cost £240."  # 6 × £20 + 4 × £30
    q = next(c for c in extract_quantities(claim) if c.kind == "currency:gbp")
    n = next(c for c in extract_quantities("10 months") if c.kind == "number")
    assert stretched_total(q, [n], rate_stretches(GYM, _sums(GYM)), 0.005)


@pytest.mark.parametrize(("claim", "conflict"), [
    ("Over the 24-month minimum term, Owen will pay £768 in monthly charges.", True),  # 24 × the first year's rate
    ("Over the full 24-month minimum term, Owen will pay £846 in monthly charges.", False),
    ("Over the first 6 months, Owen pays £192 in monthly charges.", False),  # inside the first stretch
    ("Over the 24-month term, Owen will pay £924 in monthly charges.", True),
])
def test_the_conflict_checks_read_stretched_rates(claim: str, conflict: bool) -> None:
    assert bool(find_conflicts(claim, BROADBAND, BROADBAND)) is conflict


@pytest.mark.parametrize(("claim", "conflict"), [
    ("Ten days of parking cost £30.", False),  # an unstretched rate still multiplies
    ("Ten days of parking cost £33.", True),
])
def test_unstretched_rates_still_multiply(claim: str, conflict: bool) -> None:
    assert bool(find_conflicts(claim, FLAT, FLAT)) is conflict
