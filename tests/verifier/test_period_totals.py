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
    # a sentence opening with one whole period of something
    ("A year of Plus cover costs £222.", "year"),
    ("One full month of parking costs £90.", "month"),
    ("A week of 3 classes costs £30.", None),  # a figure between: not read across it
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


COVER = ("Essential (£12 a month) covers your boiler, with a £95 excess per claim. Plus (£18.50 a month) also covers "
         "radiators. Complete (£26 a month) adds plumbing. Repairs are covered up to £1,000 per claim, and Complete "
         "customers receive £350 towards a replacement.")


@pytest.mark.parametrize(("claim", "conflict"), [
    ("A year of Plus cover costs £222.", False),  # 12 x £18.50
    ("A year of Essential cover costs £144.", False),
    ("Essential cover costs £144 a year.", False),
    # another plan's rate converted is no computation of this one's, wherever the window falls
    ("A year of Essential cover costs £312.", True),
    ("A year of Plus cover costs £232.", True),
])
def test_a_named_monthly_rate_converted_to_a_year(claim: str, conflict: bool) -> None:
    evidence = COVER.split(". ")[0] + "."  # a window holding only one of the rates
    assert bool(find_conflicts(claim, evidence, COVER)) is conflict
    assert bool(find_conflicts(claim, COVER, COVER)) is conflict
