"""A sum per period reaches the model as the context writes it (the checks keep the claim's words)."""

from __future__ import annotations

import pytest

from verifier.numbers import ContextFacts
from verifier.period_sums import respell_period_sums
from verifier.registry import load_engine

CONTEXT = "The Pro plan costs $29 per month. It includes 10 GB of storage. The daily rate is €38 per day."


@pytest.mark.parametrize(("claim", "seen"), [
    ("The Pro plan costs $348 per year.", "The Pro plan costs $29 per month."),
    ("The Pro plan costs about $350 a year.", "The Pro plan costs about $29 per month."),
    ("The Pro plan costs about $6.70 a week.", "The Pro plan costs about $29 per month."),
    ("The daily rate comes to €266 a week.", "The daily rate comes to €38 per day."),
    # unchanged: a sum nothing converts to, a one-sided hedge, a period written before the sum
    ("The Pro plan costs $400 per year.", "The Pro plan costs $400 per year."),
    ("The Pro plan costs more than $300 a year.", "The Pro plan costs more than $300 a year."),
    ("The annual cost of the Pro plan is $348.", "The annual cost of the Pro plan is $348."),
])
def test_a_sum_per_period_is_written_as_the_one_context_sum_it_converts(claim: str, seen: str) -> None:
    assert respell_period_sums(claim, ContextFacts.of(CONTEXT)) == seen


def test_the_model_supports_a_converted_sum_and_the_checks_contradict_a_wrong_one() -> None:
    eng = load_engine("auto")
    assert eng.check("The Pro plan costs $348 per year.", CONTEXT).verdict == "supported"
    assert eng.check("The Pro plan costs $400 per year.", CONTEXT).verdict == "contradicted"
