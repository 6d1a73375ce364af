"""A figure a supposed case is described as having ("an employee with 3 years of service") is the writer's choice,
not a context figure written in another unit (verifier.cases.case_it_has, verifier.numbers)."""

from __future__ import annotations

import pytest

from verifier.cases import case_it_has
from verifier.numbers import find_conflicts

LEAVE = ("Full-time employees receive 25 days of paid annual leave per year, plus the 8 public holidays. Requests of "
         "up to 3 consecutive days need 7 days' notice.")
SICK = ("Employees with at least 4 weeks of service receive company sick pay. Staff with 2 or more years of service "
        "receive up to 26 weeks of sick pay in a rolling 12 months.")
WARRANTY = "The package includes professional installation and a 6-month warranty on all products."


@pytest.mark.parametrize(("claim", "figure", "has"), [
    ("Counting public holidays, a full-time employee with 3 years of service has 33 paid days off.", "3 years", True),
    ("Someone with 4 years of service can receive up to 26 weeks of sick pay.", "4 years", True),
    ("An employee with only 20 weeks of service gets the statutory minimum.", "20 weeks", True),
    ("The package includes a 6-year warranty.", "6-year", False),  # a thing the claim states, not a case's attribute
    ("Requests of 3 years need 7 days' notice.", "3 years", False),
])
def test_a_figure_a_case_has(claim: str, figure: str, has: bool) -> None:
    assert case_it_has(claim, claim.index(figure)) is has


@pytest.mark.parametrize(("claim", "context"), [
    ("Counting public holidays, a full-time employee with 3 years of service has 33 paid days off.", LEAVE),
    ("Someone with 4 years of service can receive up to 26 weeks of sick pay in a rolling 12 months.", SICK),
])
def test_a_case_figure_is_no_unit_swap(claim: str, context: str) -> None:
    assert not any("is not in the evidence" in c for c in find_conflicts(claim, context, context))


def test_a_stated_figure_in_another_unit_still_conflicts() -> None:
    conflicts = find_conflicts("The package includes a 6-year warranty on all products.", WARRANTY, WARRANTY)
    assert conflicts and "6 month" in conflicts[0]
