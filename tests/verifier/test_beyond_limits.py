"""A claim denying a case beyond a limit the context sets agrees with the limit (verifier.beyond_limits)."""

from __future__ import annotations

import pytest

from verifier.numbers import find_conflicts

COTTAGE = ("Bookings run Friday to Friday in high season. Minimum stay 3 nights at other times. A refundable damage "
           "deposit of GBP 150 is taken.")
TIP = "Charged items: rubble and soil £4.00 per bag (maximum 5 bags per visit); plasterboard £6.50 per sheet."


@pytest.mark.parametrize(("context", "claim", "conflict"), [
    (COTTAGE, "A 2-night stay at the cottage is not possible.", False),
    (COTTAGE, "A 2-night stay at the cottage is possible.", True),
    (COTTAGE, "A 5-night stay at the cottage is not possible.", True),  # above a floor: the denial is false
    (TIP, "A resident cannot bring 6 bags of rubble.", False),
    (TIP, "A resident can bring 6 bags of rubble.", True),
    (TIP, "A resident isn't allowed to bring 8 bags of rubble.", False),
])
def test_a_denied_case_beyond_a_limit(context: str, claim: str, conflict: bool) -> None:
    assert bool(find_conflicts(claim, context, context)) is conflict
