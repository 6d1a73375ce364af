"""A period adjective before a plural said to add up to a sum makes the sum a total, not a sum per that period; a
sentence opening with "Over a full year," or "Over a year," makes a later sum one per year (verifier.quantities)."""

from __future__ import annotations

import pytest

from verifier.numbers import find_conflicts
from verifier.quantities import extract_quantities


@pytest.mark.parametrize(("text", "unit"), [
    ("Over the 24-month term, the monthly charges come to £768.", None),
    ("The weekly fees total £120.", None),
    ("The monthly payments add up to £450.", None),
    # a singular sum, or a plural with each one's sum, stays per the period
    ("Annual rent comes to £15,000.", "year"),
    ("It is paid in 12 monthly payments of £37.50.", "month"),
    ("A monthly fee of $49 applies.", "month"),
    # a whole period the sentence opens with, as "for the whole year" after the sum
    ("Over a full year, the Active Plus plan costs £384.", "year"),
    ("The plan costs extra. For the whole month, members pay £60 for classes.", "month"),
    ("Over a full year, the plan costs £384 for all 12 months.", "year"),
    # opening the sentence, with a comma after, "a year" is a whole one; "the year" is not, nor a figure past
    # another figure or the sentence's end
    ("Over a year, the plan costs £384.", "year"),
    ("For one month, the plan costs £32.", "month"),
    ("Over the year, the plan cost £384.", None),
    ("Over a full year, 3 members pay £384.", None),
    ("Over a full year, prices rise. The plan costs £384.", None),
])
def test_the_period_of_a_sum(text: str, unit: str | None) -> None:
    (total,) = [q for q in extract_quantities(text) if q.kind.startswith("currency:")]
    assert total.unit == unit


BROADBAND = ("Contract summary. Minimum term: 24 months. Price: £32.00 per month for months 1–12, then £38.50 per "
             "month for months 13–24. A router is included; a £60 charge applies if it is not returned.")


@pytest.mark.parametrize(("claim", "conflict"), [
    # 12 x £32.00 + 12 x £38.50
    ("Over the 24-month term, the monthly charges come to £846.", False),
    # 24 x £32.00 ignores the second year's price
    ("Over the 24-month term, the monthly charges come to £768.", True),
])
def test_a_total_of_monthly_charges(claim: str, conflict: bool) -> None:
    assert bool(find_conflicts(claim, BROADBAND, BROADBAND)) is conflict


GYM = "The Active Plus plan costs £32 per month and includes unlimited classes."


@pytest.mark.parametrize(("claim", "conflict"), [
    ("Over a full year, the Active Plus plan costs £384.", False),  # 12 x £32
    ("Over a full year, the Active Plus plan costs £390.", True),
    ("Over a year, the Active Plus plan costs £384.", False),
    ("Over a year, the Active Plus plan costs £390.", True),
])
def test_a_sum_for_the_whole_year_the_claim_opens_with(claim: str, conflict: bool) -> None:
    assert bool(find_conflicts(claim, GYM, GYM)) is conflict
