"""An honour won where the context has it only in prospect (:mod:`verifier.honours`)."""

from __future__ import annotations

from verifier.honours import honour_conflicts, mentions_honours
from verifier.numbers import find_conflicts

NOVELIST = ("Her first novel, The Salt Ledger (2008), was shortlisted for the Penrose First Novel Award. Her third, "
            "The Cartographer's Daughter (2017), won the Halden Prize for Fiction.")


def test_an_honour_won_against_one_shortlisted_for() -> None:
    claim = "The Salt Ledger won the Penrose First Novel Award."
    assert mentions_honours(claim)
    (r,) = find_conflicts(claim, NOVELIST, NOVELIST)
    assert r == ('the claim says "won the Penrose First Novel Award" where the context says "shortlisted for the '
                 'Penrose First Novel Award"')
    assert honour_conflicts("The Cartographer's Daughter won the Halden Prize for Fiction.", NOVELIST) == []
    assert honour_conflicts("The Salt Ledger did not win the Penrose First Novel Award.", NOVELIST) == []


def test_competing_for_an_honour_is_not_winning_it() -> None:
    ctx = "At Selmarch the film is one of fourteen titles competing for the Golden Kite, the festival's top prize."
    assert honour_conflicts("The film won the Golden Kite at Selmarch.", ctx)
    # where the context also has it won, a nomination elsewhere decides nothing
    ctx += " In the end the film won the Golden Kite."
    assert honour_conflicts("The film won the Golden Kite at Selmarch.", ctx) == []
