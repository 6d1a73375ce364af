"""How many times something may happen (verifier.repetitions)."""

from __future__ import annotations

import pytest

from verifier.numbers import find_conflicts
from verifier.repetitions import repetition_conflicts

FREEZE = "A membership can be frozen for between 1 and 3 months once per 12-month period, for a fee of £5 a month."
RENEWALS = "Items can be renewed up to three times online, unless another member has reserved them."
WASHES = "Members get one wash per day; the car can be washed once a day on the Ultimate tier."


@pytest.mark.parametrize(("claim", "context", "said"), [
    ("Members may freeze their membership twice in any 12-month period.", FREEZE, '"twice" where the evidence says '
                                                                                  '"once"'),
    ("Items can be renewed up to four times online.", RENEWALS, '"four times" where the evidence says "three times"'),
])
def test_another_count_of_times_conflicts(claim: str, context: str, said: str) -> None:
    (reason,) = repetition_conflicts(claim, context)
    assert said in reason
    assert find_conflicts(claim, context, context)


@pytest.mark.parametrize(("claim", "context"), [
    ("A membership can be frozen once in any 12-month period.", FREEZE),
    ("Items can be renewed twice online.", RENEWALS),  # within the evidence's ceiling
    ("Items can be renewed three times online.", RENEWALS),
    ("A member cannot wash their car twice on the same day.", WASHES),  # a denial of more is no other count
    ("Prices rose three times as fast as items were renewed online.", RENEWALS),  # a multiplier, no count of times
])
def test_the_same_count_a_ceiling_allows_a_denial_or_a_multiplier_is_no_conflict(claim: str, context: str) -> None:
    assert repetition_conflicts(claim, context) == []
