"""A markdown table's rows against claims about one row."""

from __future__ import annotations

import pytest

from verifier.numbers import find_conflicts
from verifier.quantities import extract_quantities
from verifier.tables import mentions_tables, table_conflicts

_PLANS = ("| Plan | Price per month | Users | Storage | Support |\n|---|---|---|---|---|\n"
          "| Starter | $0 | 1 | 5 GB | Community forum |\n"
          "| Team | $12 per user | up to 50 | 100 GB | Email, next business day |\n"
          "| Business | $25 per user | unlimited | 1 TB | 24/7 phone and email |\n\n"
          "Annual billing saves 20% on Team and Business.")


def _conflicts(claim: str) -> list[str]:
    return table_conflicts(claim, extract_quantities(claim), _PLANS)


@pytest.mark.parametrize("claim", [
    "The Team plan allows up to 100 users.",  # 100 is the Team row's storage, not its users
    "The Team plan includes 10 GB of storage.", "The Business plan costs $12 per user.",
    "Phone support is available on the Team plan.",  # only the Business row's support names phone
    "Starter plan users get email support.",
])
def test_a_claim_about_one_row_that_its_cell_does_not_hold_is_a_conflict(claim: str) -> None:
    (reason,) = _conflicts(claim)
    assert reason.startswith("the table's ")
    assert find_conflicts(claim, _PLANS, _PLANS) != []


@pytest.mark.parametrize("claim", [
    "The Team plan costs $12 per user per month.", "The Team plan allows up to 50 users.",
    "The Business plan includes 1 TB of storage.", "Business customers can reach support around the clock.",
    "Team plan customers get email support.", "The Business plan offers phone and email support.",
    "The Team plan does not include phone support.",  # negated: not read here
    "The Team and Business plans include 100 GB of storage.",  # two rows named: which one is meant is unclear
    "The team agreed on 100 users.",  # "team", not the row's "Team"
])
def test_claims_the_named_row_holds_or_that_name_no_single_row_are_no_conflict(claim: str) -> None:
    assert _conflicts(claim) == []


def test_only_a_heading_a_rule_line_and_rows_of_as_many_cells_make_a_table() -> None:
    assert mentions_tables(_PLANS)
    assert not mentions_tables("Use a | b to pipe.\n| not | a table |")
    assert not mentions_tables("| a | b |\n| c | d |")  # no rule line
    ragged = "| Plan | Users |\n|---|---|\n| Team | 50 | extra |"
    assert not mentions_tables(ragged)
