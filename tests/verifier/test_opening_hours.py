"""Opening and closing times a claim gives for a weekday, against a JSON record's opening hours."""

from __future__ import annotations

import pytest

from verifier.numbers import find_conflicts
from verifier.opening_hours import hours_conflicts, record_hours
from verifier.records import record_hours_stated
from verifier.registry import load_engine

_SHOP = ('{"name": "Pell & Daughters Books", "hours": {"Monday": "Closed", "Tuesday": "9:0-17:30", "Wednesday": '
         '"9:00-17:30", "Thursday": "9:00-20:00", "Friday": "9:00-17:30", "Saturday": "10:00-16:00", "Sunday": '
         '"12:00-0:00"}, "stars": 4.5, "reviews": [{"stars": 4, "text": "I came at 10:00 on a Tuesday and it was '
         'quiet."}]}')


@pytest.mark.parametrize("claim", [
    "On Saturdays the shop opens at 9am.", "The shop opens at 9am on Mondays.",
    "It stays open until 5:30pm on Thursdays.", "On Sundays it is open from noon to 10pm.",
    "The shop opens at 9am every day.", "On weekends it opens at 10am.",
    "It is open from 9am until 8pm Monday to Friday.",
])
def test_a_time_another_than_the_days_hours_conflicts(claim: str) -> None:
    assert find_conflicts(claim, _SHOP, _SHOP) != []


@pytest.mark.parametrize("claim", [
    "On Saturdays the shop opens at 10am.", "It stays open until 8pm on Thursdays.",
    "On Sundays it is open from noon until midnight.", "It opens at 9am on weekdays except Monday, when it is shut.",
    "It is open from 9am to 5:30pm on Tuesdays and closes at 4pm on Saturdays.",
    "The shop opens at around 10am on Mondays.",  # hedged
    "The shop does not open at 9am on Saturdays.",  # negated
    "A reviewer came at 10am on a Tuesday.",  # a time not bound to opening or closing
    "It opens at 9am.",  # no day named
])
def test_times_the_record_gives_or_that_are_not_read(claim: str) -> None:
    assert [r for r in find_conflicts(claim, _SHOP, _SHOP) if "the claim says it" in r] == []


def test_the_reason_names_the_day_and_the_records_hours() -> None:
    hours = {"saturday": (600, 960), "monday": None}
    (r,) = hours_conflicts("On Saturdays the shop opens at 9am.", hours)
    assert "9:00 on Saturday" in r and "10:00-16:00" in r
    (r,) = hours_conflicts("The shop opens at 9am on Mondays.", hours)
    assert "Monday, which the record gives as closed" in r
    # two records with hours: whose hours a day's are is not clear, so none is read
    two = _SHOP[:-1] + ', "branch": {"hours": {"Saturday": "9:00-13:00"}}}'
    assert [r for r in find_conflicts("On Saturdays the shop opens at 9am.", two, two)
            if "the claim says it" in r] == []


def test_record_hours_reads_one_span_or_closed() -> None:
    assert record_hours("7:0-15:30") == (420, 930)
    assert record_hours("Closed") is None
    assert record_hours("0:0-0:0") == ""
    assert record_hours("11:00-14:00, 17:00-22:00") == ""
    assert record_hours(True) == ""


@pytest.mark.parametrize(("claim", "times"), [
    ("On Saturdays the shop is open from 10am until 4pm.", ["10:00", "16:00"]),
    ("It stays open until 8pm on Thursdays.", ["20:00"]),
    ("It closes at 5:30pm on Fridays and is shut on Mondays.", ["17:30"]),
    ("On Sundays the shop opens at noon.", ["12:00"]),
])
def test_a_claim_made_only_of_the_records_hours_states_them(claim: str, times: list[str]) -> None:
    assert record_hours_stated(claim, _SHOP) == times


@pytest.mark.parametrize("claim", [
    "On Saturdays the shop opens at 9am.",  # another time
    "It closes at 5:30pm on Fridays and is shut on Sundays.",  # a day the record gives hours for
    "On Saturdays and Sundays the shop opens at 10am.",  # Sunday bound to no time
    "On Saturdays the friendly bookshop opens at 10am.",  # more than the hours
    "On Saturdays the shop opens at around 10am.",  # a hedged time
    "On Saturdays the shop does not open at 10am.",
    "The shop is open on Saturdays.",  # no time
])
def test_a_claim_of_hours_with_anything_else_is_not_stated_by_them(claim: str) -> None:
    assert record_hours_stated(claim, _SHOP) == []


def test_both_engines_support_a_claim_the_records_hours_give() -> None:
    claim = "On Saturdays the shop is open from 10am until 4pm."
    for engine in ("lexical", "auto"):
        verdict = load_engine(engine).check(claim, _SHOP)
        assert verdict.verdict == "supported", engine
        assert "by computation" in verdict.rationale
        assert load_engine(engine).check(claim.replace("4pm", "5pm"), _SHOP).verdict == "contradicted"
