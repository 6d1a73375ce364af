"""Who a deed was done by: a claim's "designed by <Name>" against the context's "designed by <another name>"."""

from __future__ import annotations

import pytest

from verifier.agents import agent_conflicts
from verifier.numbers import find_conflicts

_LINE = ("The Halvern Valley line was the brainchild of Edwin Marlowe Crane, a Tessly ironmaster. ...while the station "
         "at Ashcombe, designed by the architect Lionel Havard in a plain Italianate style, is now a listed building. "
         "The goods shed was built by Crane's own quarrymen.")


def test_a_deed_given_to_another_name_conflicts() -> None:
    claim = "Ashcombe station on the Halvern Valley line was designed by Edwin Marlowe Crane."
    (reason,) = agent_conflicts(claim, _LINE)
    assert '"designed by Edwin Marlowe Crane"' in reason and "Lionel Havard" in reason
    assert find_conflicts(claim, _LINE, _LINE) != []


@pytest.mark.parametrize("claim", [
    "Ashcombe station was designed by Lionel Havard.",  # the context's doer
    "Ashcombe station was designed by the architect Lionel Havard.",
    "The goods shed was built by Crane's quarrymen.",  # the doer is in the sentence with the deed
    "The Halvern Valley line was not designed by Lionel Havard.",  # a denial is the negation checks' to read
    "The timetable was designed by Edwin Marlowe Crane.",  # a deed the context never gives anyone
])
def test_the_contexts_doer_or_an_unread_deed_is_no_conflict(claim: str) -> None:
    assert agent_conflicts(claim, _LINE) == []
