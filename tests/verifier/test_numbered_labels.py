"""A figure a claim binds to a numbered label ("Term 3", "Stage 5") against the figure the context binds to it
(verifier.numbered_labels, run by verifier.numbers.find_conflicts)."""

from __future__ import annotations

import pytest

from verifier.numbered_labels import numbered_label_conflicts
from verifier.numbers import find_conflicts
from verifier.quantities import extract_quantities

HALL = ("Rent is paid in three termly instalments: Term 1 (13 weeks) due 1 October, Term 2 (15 weeks) due 10 January, "
        "and Term 3 (16 weeks) due 20 April.")
POOL = ("Lessons last 30 minutes for Stages 1-4 and 45 minutes for Stages 5-7. Block prices are £72 for Stages 1-4 "
        "and £95 for Stages 5-7.")


@pytest.mark.parametrize(("context", "claim", "conflict"), [
    (HALL, "Term 3 lasts 15 weeks.", True),  # 15 weeks is Term 2's
    (HALL, "Term 3 lasts 16 weeks.", False),
    (HALL, "Term 2 lasts 15 weeks.", False),
    (POOL, "Stage 5 lessons last 30 minutes.", True),  # Stages 5-7 take 45 minutes
    (POOL, "Stage 5 lessons last 45 minutes.", False),
    (POOL, "Stage 3 lessons last 30 minutes.", False),
    (POOL, "A Stage 6 block costs £72.", True),
    (POOL, "A Stage 6 block costs £95.", False),
    # a figure of another kind than the label's is not compared ("Term 3 rent" has no week count in the claim)
    (HALL, "Term 3 rent for a £152-a-week room comes to £2,432.", False),
    # a hedged figure is compared as a bound ("at least 30 minutes" holds for 45)
    (POOL, "Stage 6 lessons last at least 30 minutes.", False),
    # a figure no other label has is left to the other checks: a discount, a computed price, a bound above all
    (POOL, "Stage 6 lessons last at least 50 minutes.", False),
    (POOL, "The £10 second-child discount comes off the Stage 2 block.", False),
    (POOL, "A Stage 2 block costs £57.60 with a Leisure Card.", False),
    # a figure is bound to the nearest label across no "and": Stage 2, whose 30 minutes it is
    (POOL, "Stage 6 and Stage 2 swimmers have lessons of 30 minutes.", False),
])
def test_a_figure_bound_to_a_numbered_label(context: str, claim: str, conflict: bool) -> None:
    reasons = numbered_label_conflicts(claim, extract_quantities(claim), context, extract_quantities(context))
    assert bool(reasons) is conflict, reasons


def test_find_conflicts_reports_it_with_the_label_and_both_figures() -> None:
    reasons = find_conflicts("Term 3 lasts 15 weeks.", HALL, HALL)
    assert 'term 3 "15 weeks", the figure of another term' in reasons[0] and '"16 weeks"' in reasons[0]


DENTAL = ("NHS Band 1 (examination, X-rays, and scale and polish if clinically needed): £27.40. Band 2 (fillings, "
          "root canal treatment, extractions, plus everything in Band 1): £75.30. Band 3 (crowns, dentures and "
          "bridges, plus everything in Bands 1 and 2): £326.70.")


def test_a_label_named_inside_another_items_description_binds_nothing() -> None:
    # "plus everything in Band 1): £75.30" is Band 2's price, and Band 1's own is bound across an "and"
    assert not find_conflicts("An adult pays the Band 1 charge of £27.40 for an NHS check-up.", DENTAL, DENTAL)


OVERTIME = ("Overtime is paid at 1.5 times the hourly rate. Employees in Grade 5 and above are not eligible for "
            "overtime pay. Staff in Level 2 or below get a meal allowance.")


@pytest.mark.parametrize("claim", ["A Grade 6 employee cannot claim overtime pay.",
                                   "Grade 5 staff are not eligible for overtime pay.",
                                   "Staff in Level 1 get a meal allowance."])
def test_a_label_open_at_one_end_holds_the_claims_label(claim: str) -> None:
    assert find_conflicts(claim, OVERTIME, OVERTIME) == []


@pytest.mark.parametrize("claim", ["A Grade 4 employee cannot claim overtime pay.",
                                   "Staff in Level 3 get a meal allowance."])
def test_a_label_outside_the_open_end_is_still_absent(claim: str) -> None:
    (reason,) = find_conflicts(claim, OVERTIME, OVERTIME)
    assert "is not in the evidence" in reason
