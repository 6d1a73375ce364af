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


TRANSFERS = ("Transfers of up to £500 cost a flat £2.99. Personal customers can send up to £10,000 per transaction and "
             "£25,000 in any rolling 30-day period. The maximum single load is £3,000. You can deposit between £10 and "
             "£300 each calendar month.")


@pytest.mark.parametrize(("claim", "conflict"), [
    ("A personal customer cannot send £12,000 in a single transaction.", False),
    ("A personal customer cannot load £4,000 onto the card in a single top-up.", False),
    ("A saver cannot deposit £480 in April.", False),  # beyond the end of the span "between £10 and £300"
    # within the limit the denial is false, and a fee band limits nothing the claim denies
    ("A personal customer cannot send £8,000 in a single transaction.", True),
    ("A customer cannot load £2,000 onto the card in a single top-up.", True),
    ("A saver cannot deposit £250 in April.", True),
    ("A personal customer can send £12,000 in a single transaction.", True),
])
def test_a_denied_sum_beyond_a_limit_on_what_the_claim_denies(claim: str, conflict: bool) -> None:
    assert bool(find_conflicts(claim, TRANSFERS, TRANSFERS)) is conflict
