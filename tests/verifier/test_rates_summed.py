"""A total a claim computes from two rates, each times its own count ("300 kWh in a 30-day month"), and a sum less
another the context credits against it ("the holding deposit is credited against the first month's rent")
(verifier.derived_figures)."""

from __future__ import annotations

import pytest

from verifier.numbers import find_conflicts

TARIFF = ("Fixed Saver 12, prices effective 1 April 2025. Single-rate meters: standing charge 53.20p per day; unit "
          "rate 24.80p per kWh. Exit fee: £75 if you switch away early.")

TENANCY = ("Rent: £1,150 per calendar month, payable on the 1st of each month. Deposit: £1,325, protected within 30 "
           "days. The £265 holding deposit is credited against the first month's rent.")

SHOP = "Rent: £1,150 per calendar month. A holding deposit of £265 is payable to reserve the flat."


@pytest.mark.parametrize(("claim", "conflict"), [
    # 300 x 24.80p + 30 x 53.20p = £74.40 + £15.96
    ("A customer using 300 kWh in a 30-day month would pay £90.36 including the standing charge.", False),
    ("A customer using 300 kWh in a 30-day month would pay £90.63 including the standing charge.", True),
    # one rate times the other's count: 30 x 24.80p + 300 x 53.20p is no total of these
    ("A customer using 300 kWh in a 30-day month would pay £167.04 including the standing charge.", True),
])
def test_two_rates_each_times_the_claims_count(claim: str, conflict: bool) -> None:
    assert bool(find_conflicts(claim, TARIFF, TARIFF)) is conflict


def test_one_rate_written_twice_is_not_two_rates() -> None:
    context = TARIFF + " Economy 7 meters: standing charge 53.20p per day; night rate 13.40p per kWh."
    assert not find_conflicts("For a 30-day month, the standing charge comes to £15.96.", context, context)
    assert find_conflicts("For a 30-day month, the standing charges come to £31.92.", context, context)


@pytest.mark.parametrize(("context", "claim", "conflict"), [
    (TENANCY, "Because the holding deposit is credited, the first rent payment will be £885.", False),
    (TENANCY, "Because the holding deposit is credited, the first rent payment will be £895.", True),
    # a holding deposit the context never credits against anything implies no difference
    (SHOP, "Because the holding deposit is credited, the first rent payment will be £885.", True),
])
def test_a_sum_credited_against_another(context: str, claim: str, conflict: bool) -> None:
    assert bool(find_conflicts(claim, context, context)) is conflict
