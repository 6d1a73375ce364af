"""A denial on a weekday the context gives other days for (verifier.day_denials), which the served engine leaves to
the checks rather than to the model's contradiction."""

from __future__ import annotations

import pytest

from verifier.day_denials import denied_on_another_day
from verifier.registry import load_engine

BOXES = ("FreshFork plans and pausing. Boxes arrive on your chosen day, Tuesday to Saturday, between 7am and 9pm. "
         "Recipe choices must be made five days before your delivery day. Plans can be paused for up to 6 weeks. "
         "Delivery is free on orders over £40. Customer support answers within one working day.")
CLINIC = ("Opening times: Monday to Friday 8:30-17:30; Saturday 9:00-13:00 (appointments only). Walk-ins are "
          "accepted on weekdays until one hour before closing.")


@pytest.mark.parametrize(("claim", "context", "restated"), [
    ("Boxes cannot be delivered on a Monday.", BOXES, True),
    ("Walk-ins are not possible on Saturdays.", CLINIC, True),
    ("Boxes cannot be delivered on a Tuesday.", BOXES, False),  # a day the context gives
    ("Boxes can be delivered on a Monday.", BOXES, False),  # no denial
    ("Boxes cannot be delivered on Mondays or Sundays.", BOXES, False),  # (one day only)
    ("Refunds are not paid on a Monday.", BOXES, False),  # no sentence on its words gives days
])
def test_a_denial_on_a_day_the_context_leaves_out(claim: str, context: str, restated: bool) -> None:
    assert denied_on_another_day(claim, context) is restated


def test_the_served_engine_leaves_such_a_denial_to_the_checks() -> None:
    eng = load_engine("auto")
    claim = "Boxes cannot be delivered on a Monday."
    ctx_index = eng._index(BOXES)
    assert [eng._check_sentence(p, ctx_index).verdict for p in eng.claim_pieces(claim)] == ["contradicted"]
    # the lexical engine decides (here: "delivered" is no word of the context, so not supported either)
    assert eng.check(claim, BOXES).verdict != "contradicted"
    assert eng.check("Boxes cannot be delivered on a Saturday.", BOXES).verdict == "contradicted"
