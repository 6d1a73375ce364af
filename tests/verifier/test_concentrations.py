"""Amounts a context gives per a measure of something else (verifier.concentrations): what a measure the claim
gives holds at that strength passes; another amount, or one at no strength the context gives, still conflicts."""

from __future__ import annotations

import pytest

from verifier.concentrations import amount_in_a_measure
from verifier.numbers import find_conflicts
from verifier.quantities import extract_quantities

SYRUP = ("Pyrelief Junior 120 mg/5 ml Oral Suspension (paracetamol). Children 2-4 years: 7.5 ml; 4-6 years: 10 ml. "
         "Each 5 ml contains 120 mg paracetamol. Bottles of 100 ml and 200 ml.")
CREAM = "Do not use more than one 15 g tube a week. Each gram contains 10 mg hydrocortisone."


def _holds(claim: str, context: str) -> bool:
    ev = extract_quantities(context)
    return any(amount_in_a_measure(q, claim, context, ev) for q in extract_quantities(claim))


@pytest.mark.parametrize(("claim", "context"), [
    ("A 10 ml dose of Pyrelief Junior contains 240 mg of paracetamol.", SYRUP),
    ("A 100 ml bottle of Pyrelief Junior holds 2.4 g of paracetamol.", SYRUP),
    ("A 15 g tube of the cream contains 150 mg of hydrocortisone in total.", CREAM),
])
def test_what_a_measure_holds_at_the_contexts_strength_passes(claim: str, context: str) -> None:
    assert _holds(claim, context)
    assert find_conflicts(claim, context, context) == []


@pytest.mark.parametrize(("claim", "context"), [
    ("A 10 ml dose of Pyrelief Junior contains 200 mg of paracetamol.", SYRUP),
    ("A 15 g tube of the cream contains 15 mg of hydrocortisone in total.", CREAM),
])
def test_another_amount_still_conflicts(claim: str, context: str) -> None:
    assert not _holds(claim, context)
    assert find_conflicts(claim, context, context) != []


def test_no_strength_is_read_from_amounts_of_the_same_measure_side_by_side() -> None:
    """"2-4 years: 7.5 ml; 4-6 years: 10 ml" gives no strength: 7.5 ml is no amount per 10 ml."""
    context = "Children 2-4 years: 7.5 ml; 4-6 years: 10 ml."
    assert not _holds("A 20 ml dose contains 15 ml.", context)
