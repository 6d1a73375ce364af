"""A supposed case read against the context's threshold (verifier.case_thresholds): the threshold's own part of its
sentence decides, not a part stating another case, and a range listed beside it holds its cases."""

from __future__ import annotations

import pytest

from verifier.numbers import find_conflicts
from verifier.quantities import extract_quantities

EXIT_FEE = ("Exit fee: £75 per fuel if you leave more than 49 days before the tariff end date; there is no exit fee in "
            "the final 49 days.")
ENHANCED_PAY = ("To qualify for the enhanced pay, an employee must have at least 26 weeks of continuous service at the "
                "expected week of childbirth; employees with less service receive the statutory minimum only.")
CANCELLATION = ("Trip cancellation is covered up to £3,000 per person, with a £75 excess, but only if the policy was "
                "bought at least 14 days before departure; policies bought later cover cancellation only for "
                "bereavement.")
FLIGHTS = ("Economy class is required for all flights under 6 hours; flights of 6 hours or longer may be booked in "
           "premium economy with approval from a department director.")
PRESCRIPTIONS = ("Prescriptions are free for people under 16, 16- to 18-year-olds in full-time education, people aged "
                 "60 and over, and holders of a maternity exemption certificate.")
NO_SHOWS = "Cancellations made less than 4 hours before a class count as a no-show."


@pytest.mark.parametrize(("claim", "context"), [
    ("Someone leaving the tariff 30 days before its end date pays no exit fee.", EXIT_FEE),
    ("An employee with only 20 weeks of continuous service at the expected week of childbirth receives just the "
     "statutory minimum.", ENHANCED_PAY),
    ("If I buy the policy 10 days before departure, I can only claim for cancellation in case of bereavement.",
     CANCELLATION),
    ("A 7-hour flight can be booked in premium economy if a department director approves it.", FLIGHTS),
    ("A 17-year-old in full-time education gets prescriptions free.", PRESCRIPTIONS),
])
def test_a_case_the_rule_gives_in_another_part_or_range_is_no_conflict(claim: str, context: str) -> None:
    assert find_conflicts(claim, context, context) == []


@pytest.mark.parametrize(("claim", "context"), [
    ("Someone leaving the tariff 60 days before its end date pays no exit fee.", EXIT_FEE),
    ("Cancelling a class five hours before it begins would count as a no-show.", NO_SHOWS),
])
def test_a_case_on_the_other_side_of_the_threshold_still_conflicts(claim: str, context: str) -> None:
    (reason,) = find_conflicts(claim, context, context)
    assert "threshold gives the opposite" in reason


def _reads_the_opposite(claim: str, context: str) -> bool:
    """Some conflict of the claim with the context is its case read against a threshold."""
    return any("threshold gives the opposite" in r for r in find_conflicts(claim, context, context))


def test_a_figure_or_longer_is_a_floor() -> None:
    (six,) = extract_quantities("flights of 6 hours or longer")
    assert (six.value, six.bound) == (6.0, "min")
    (two,) = extract_quantities("parcels of 2 kg or lighter")
    assert two.bound == "max"


GROUPS = "Pre-booked groups of 10 or more get 20% off exhibition tickets if booked at least 14 days ahead."
LATE_FEE = "Appointments cancelled with less than 24 hours' notice incur a £25 fee."
GRADES = "A Distinction requires an overall average of 70% or above, and a Merit 60% or above."


@pytest.mark.parametrize(("claim", "context", "conflict"), [
    # a count of the same thing, written "<noun> of N", is read against the bound on it
    ("A pre-booked group of 8 gets 20% off exhibition tickets.", GROUPS, True),
    ("A pre-booked group of 12 gets 20% off exhibition tickets.", GROUPS, False),
    # the rule's own figure in the consequence does not make it another band's
    ("Cancelling with 30 hours' notice incurs the £25 late cancellation fee.", LATE_FEE, True),
    ("Cancelling with 12 hours' notice incurs the £25 late cancellation fee.", LATE_FEE, False),
    # a figure of no unit is read against a bound only as a count of a named thing
    ("A student finishing with an overall average of 64% would receive a Merit rather than a Distinction.", GRADES,
     False),
])
def test_counts_of_a_named_thing_and_the_rules_own_figures(claim: str, context: str, conflict: bool) -> None:
    assert _reads_the_opposite(claim, context) is conflict


CINEMA = "Standard adult tickets cost £12.50 and child tickets (ages 3–14) cost £8.00; children under 3 go free."
EXHIBITION = "The exhibition costs £14 for adults, £11 for concessions and £7 for children aged 5–15; under-5s go free."
CAR_HIRE = "Drivers aged 21–24 can rent economy cars if they pay a young driver surcharge of £12 per day."


@pytest.mark.parametrize(("claim", "context", "conflict"), [
    ("A 15-year-old can get a child ticket for £8.00.", CINEMA, True),
    ("A 12-year-old can get a child ticket for £8.00.", CINEMA, False),
    ("A 15-year-old pays the £12.50 adult price.", CINEMA, False),  # another item's figure: that item decides
    ("A 16-year-old pays the £7 child price for the exhibition.", EXHIBITION, True),
    ("A 10-year-old pays the £7 child price for the exhibition.", EXHIBITION, False),
    ("A 20-year-old can hire an economy car if they pay the £12 daily young-driver surcharge.", CAR_HIRE, True),
    ("A 22-year-old can hire an economy car if they pay the £12 daily young-driver surcharge.", CAR_HIRE, False),
])
def test_an_age_case_is_read_against_the_age_band_that_says_what_follows(claim: str, context: str,
                                                                         conflict: bool) -> None:
    assert _reads_the_opposite(claim, context) is conflict


BREAKFAST = ("Pets under 5 kg stay free. Breakfast costs €16 per adult; children under 6 eat free and children aged "
             "6–12 pay €8.")
ALERTS = "Your limit is GBP 1,000 by default. Text alerts are sent when your balance falls within GBP 50 of your limit."
BROADBAND = ("If your speed falls below 250 Mbps and we have not fixed it within 30 days of you reporting it, you may "
             "leave without an early exit fee.")


@pytest.mark.parametrize(("claim", "context", "conflict"), [
    # a case figure the context writes for something else ("5 kg") is still read against the case's threshold
    ("A 5-year-old pays €8 for breakfast.", BREAKFAST, True),
    ("A 7-year-old pays €8 for breakfast.", BREAKFAST, False),
    # a bound relative to another sum, and a case on the threshold itself, decide nothing
    ("A customer with a GBP 1,000 limit who is GBP 960 overdrawn would receive a text alert.", ALERTS, False),
    ("If speeds stay below 250 Mbps and it is not fixed 30 days after she reports it, Dana can leave without paying "
     "an early exit fee.", BROADBAND, False),
])
def test_a_case_figure_the_context_writes_elsewhere_is_still_read_against_its_threshold(claim: str, context: str,
                                                                                        conflict: bool) -> None:
    assert _reads_the_opposite(claim, context) is conflict


def test_a_deadline_before_an_event_bounds_the_time_ahead_from_below() -> None:
    """"Up to 24 hours before" allows 30 hours ahead, not 12; "less than" and "at least" bound the time itself."""
    bounds = {text: extract_quantities(text)[0].bound for text in (
        "free up to 24 hours before the appointment", "no later than 7 days before travel",
        "no earlier than 3 days before the start", "less than 24 hours before", "at least 48 hours before",
        "up to 24 hours", "within 14 days of purchase")}
    assert bounds == {"free up to 24 hours before the appointment": "min", "no later than 7 days before travel": "min",
                      "no earlier than 3 days before the start": "max", "less than 24 hours before": "max",
                      "at least 48 hours before": "min", "up to 24 hours": "max", "within 14 days of purchase": "max"}


FREE_CANCELLATION = ("Bookings can be cancelled free of charge up to 24 hours before the appointment; later "
                     "cancellations incur a £30 fee.")


@pytest.mark.parametrize(("claim", "conflict"), [
    ("Cancelling 12 hours before the appointment is free of charge.", True),
    ("Cancelling 30 hours before the appointment is free of charge.", False),
])
def test_a_case_read_against_a_deadline_before_an_event(claim: str, conflict: bool) -> None:
    assert _reads_the_opposite(claim, FREE_CANCELLATION) is conflict
