"""Figures a context gives as tagged alternatives ("£30 online or £45 at the airport"), verifier.alternatives."""

from __future__ import annotations

import pytest

from verifier.numbers import find_conflicts

BAGS = ("Adding a checked bag costs £30 online or £45 at the airport, per bag per flight; a second added bag costs "
        "£40 online. Parking is £22 per day when you drive up, or £9.50 per day if pre-booked.")


@pytest.mark.parametrize(("claim", "rival"), [
    ("Adding a checked bag at the airport costs £30.", '"£45"'),
    ("Pre-booked parking costs £22 per day.", '"£9.50 per day"'),
])
def test_a_figure_tagged_as_the_other_alternative_conflicts(claim: str, rival: str) -> None:
    (reason,) = find_conflicts(claim, BAGS, BAGS)
    assert "as the claim tags it" in reason and reason.endswith(rival), reason


@pytest.mark.parametrize("claim", [
    "Adding a checked bag online costs £30.",
    "Adding a checked bag at the airport costs £45.",
    "Drive-up parking costs £22 per day.",
    "Parking costs £9.50 per day if you pre-book.",
    "A checked bag costs £30 if added online rather than at the airport.",  # writes its own tag too
    "A checked bag costs £30.",  # no tag at all
])
def test_a_figure_with_its_own_tag_or_none_agrees(claim: str) -> None:
    assert find_conflicts(claim, BAGS, BAGS) == []
