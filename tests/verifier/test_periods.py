"""Quarters a claim names that the context never does."""

from __future__ import annotations

import pytest

from verifier.numbers import find_conflicts
from verifier.periods import closed_day_conflicts, period_conflicts

CONTEXT = ("Adjusted SG&A was 64.4% of gross profit in the third quarter of 2020, against 72.4% in Q3 2019. "
           "Same-store gross profit rose in the third quarter.")


@pytest.mark.parametrize("claim", ["AutoNation reported strong results for Q2 2020.",
                                   "In the second quarter, same-store gross profit rose.",
                                   "Fourth-quarter gross profit rose.", "Gross profit rose in 4Q 2020."])
def test_a_quarter_the_context_never_names_conflicts(claim: str) -> None:
    (reason,) = period_conflicts(claim, CONTEXT)
    assert reason.startswith("the claim says ") and 'where the context speaks of "third quarter"' in reason
    assert reason in find_conflicts(claim, CONTEXT, CONTEXT)  # reached through the engines' conflict check


@pytest.mark.parametrize(("claim", "context"), [
    ("AutoNation reported strong results for Q3 2020.", CONTEXT),  # named in another spelling
    ("Gross profit rose in the third quarter, after a weak Q2.", CONTEXT + " Q2 was weak."),
    ("Revenue rose in Q2.", "Revenue rose in the first half of the year."),  # the context names no quarter
])
def test_no_conflict_when_the_quarter_is_named_or_no_quarter_is(claim: str, context: str) -> None:
    assert period_conflicts(claim, context) == []


def test_a_weekday_the_context_never_names_conflicts() -> None:
    ctx = "Police said the gunman fled on Tuesday. He surrendered on Thursday morning."
    (reason,) = period_conflicts("The gunman fled on Monday.", ctx)
    assert reason == 'the claim says "Monday" where the context speaks of "Tuesday", "Thursday"'
    assert period_conflicts("The gunman fled on Tuesday.", ctx) == []
    assert period_conflicts("The gunman fled on Monday.", "Police said the gunman fled last week.") == []


def test_a_month_the_context_never_names_conflicts() -> None:
    ctx = "The meeting was moved from January to March. It may run long."
    (reason,) = period_conflicts("The meeting was moved to February.", ctx)
    assert reason == 'the claim says "February" where the context speaks of "January", "March"'
    assert period_conflicts("The meeting was moved to March.", ctx) == []
    assert period_conflicts("The meeting may run long.", ctx) == []  # the verb is no month
    assert period_conflicts("The meeting was held in May 2021.", ctx)  # "May" before a year is one
    # and so is "May" after a day: a context closing a tour "on 20 and 21 May" names May
    ctx = "The tour opens in Wetherholt on 12 April and closes with two nights in Keswyn on 20 and 21 May."
    assert period_conflicts("The tour runs in April and May 2022.", ctx) == []
    assert period_conflicts("The tour runs in April and June 2022.", ctx)


def test_a_run_of_weekdays_and_the_word_weekdays_name_the_days_between() -> None:
    context = "The pharmacy is open Monday to Friday from 8 am to 7 pm and on Saturday morning."
    assert period_conflicts("It is open on Tuesdays.", context) == []
    assert period_conflicts("It is open on Thursday.", context) == []
    assert period_conflicts("It is open on Sunday.", context)
    assert period_conflicts("It opens on Wednesday.", "The office is open on weekdays.") == []
    assert period_conflicts("It opens on Sunday.", "The office is open on weekdays.")
    assert period_conflicts("It opens on Sunday.", "The office opens at weekends.") == []
    # a run that wraps round the week
    assert period_conflicts("The market is held on Sunday.", "The market runs Friday to Monday.") == []
    # a weekday in the plural is no name the context fails to write
    assert find_conflicts("Greenway is open on Tuesdays.", context, context) == []


def test_a_clock_time_inside_a_before_or_after_condition_is_a_case_of_it() -> None:
    context = ("The pharmacy is open from 8:00 a.m. to 7:00 p.m. Prescriptions dropped off before 5:00 p.m. are "
               "normally ready the same day.")
    assert find_conflicts("A prescription dropped off at 4 p.m. would normally be ready the same day.",
                          context, context) == []
    assert find_conflicts("A prescription dropped off at 6 p.m. would normally be ready the same day.",
                          context, context)


def test_a_run_of_months_names_the_months_between_but_a_move_does_not() -> None:
    context = "Campfires are prohibited everywhere from 1 July to 15 September. Stoves are allowed."
    assert period_conflicts("Campfires are banned during August.", context) == []
    assert period_conflicts("Campfires are banned during October.", context)
    assert period_conflicts("The figures cover August.", "The figures cover July to September 2024.") == []
    # "moved from January to March" names two months, not the one between
    assert period_conflicts("The meeting was moved to February.", "The meeting was moved from January to March.")
    assert period_conflicts("It opens on Wednesday.", "The opening was moved from Monday to Friday.")


def test_a_claimed_run_claims_its_ends_not_the_periods_between() -> None:
    assert period_conflicts("The campaign ran from 23 January to 22 May.",
                            "The campaign began in January and ended on 22 May.") == []
    assert period_conflicts("The shop is open Monday to Friday.",
                            "The shop opens on Monday and closes on Friday.") == []


def test_a_weekday_the_claim_denies_something_on_is_no_missing_day() -> None:
    ev = "Guided tours run on Tuesdays, Thursdays and Saturdays at 11:00."
    assert period_conflicts("No guided tours run on Sundays.", ev) == []
    assert period_conflicts("Guided tours do not run on Mondays.", ev) == []
    (reason,) = period_conflicts("Guided tours run on Sundays.", ev)
    assert '"Sundays"' in reason
    # a denial after the day is no denial of it
    assert period_conflicts("On Sundays, tours are not cancelled.", ev)


def test_a_month_inside_the_case_a_claim_supposes_is_the_writers() -> None:
    ev = "Books are lent for three weeks. The library is closed from 24 to 26 December and on 1 January."
    assert period_conflicts("A book borrowed on 3 May would be due back on 24 May.", ev) == []
    (reason,) = period_conflicts("Books borrowed in May are due back in June.", ev)  # no case: May is not named
    assert '"May"' in reason


def test_a_date_put_on_another_weekday_than_the_context_gives() -> None:
    ev = "The boiler service is booked for Thursday 4 December 2025, between 8am and 1pm. We are open Monday to Friday."
    (reason,) = period_conflicts("The boiler service is on Friday 4 December 2025.", ev)
    assert reason == 'the claim says "Friday 4 December" where the context says "Thursday 4 December"'
    assert period_conflicts("The boiler service is on Thursday, December 4.", ev) == []
    assert period_conflicts("The boiler service is on 4 December 2025.", ev) == []


def test_a_clock_time_in_a_supposed_case_is_the_writers_choice() -> None:
    context = ("Evening appointments run until 20:00 on Tuesdays and Thursdays and must be booked in advance. "
               "Morning appointments start at 8:00.")
    # the time of the case the claim supposes: the context need not write it
    assert find_conflicts("A pre-booked appointment at 19:30 on a Tuesday is possible.", context, context) == []
    assert find_conflicts("If I book an appointment at 19:30 on a Tuesday, I must book it in advance.",
                          context, context) == []
    # a time the claim states as the context's own is still compared with the context's
    assert find_conflicts("Evening appointments run until 19:30 on Tuesdays.", context, context)


DENTAL = ("Opening hours: Monday to Thursday 8:00-18:00, Friday 8:00-13:00; closed at weekends. Missed appointments "
          "cost £40.")


@pytest.mark.parametrize(("claim", "context", "day"), [
    ("The practice is open on Saturday mornings from 8:00 to 13:00.", DENTAL, '"closed at weekends"'),
    ("The clinic opens on Sundays.", "The clinic is open 9am-5pm Monday to Saturday and closed on Sundays and bank "
     "holidays.", '"closed on Sundays"'),
    ("You can see the pharmacist on Sunday from 10:00 to 14:00.", "The pharmacy opens 9:00-18:00, closed "
     "Saturdays and Sundays.", '"closed Saturdays and Sundays"'),
])
def test_opening_on_a_day_the_context_says_is_closed_conflicts(claim: str, context: str, day: str) -> None:
    (reason,) = closed_day_conflicts(claim, context)
    assert reason.endswith(f"where the context says {day}")
    assert reason in find_conflicts(claim, context, context)


@pytest.mark.parametrize(("claim", "context"), [
    ("The practice is closed on Saturdays.", DENTAL),  # agrees
    ("The practice is not open on Saturdays.", DENTAL),  # a negated claim agrees
    ("The practice is open on Fridays from 8:00 to 13:00.", DENTAL),
    # the day is named outside the closed phrase: another place's hours
    ("The car park is open on Sundays.", "The office is closed on Sundays. The car park opens Sunday 8am-noon."),
    ("The car park is open on Sundays.", "The office is closed on Sundays; the car park is open every day."),
    # a closure with a condition after it is another rule
    ("The museum is open on Tuesdays in June.", "The museum is closed on Tuesdays in July."),
])
def test_a_day_off_the_claim_does_not_deny_is_left_alone(claim: str, context: str) -> None:
    assert closed_day_conflicts(claim, context) == []


GARDEN = "Garden waste is collected fortnightly from March to November. Bulky items cost £35."


@pytest.mark.parametrize("claim", ["Garden waste isn't collected in December, January or February.",
                                   "No bulky collections happen in January."])
def test_months_the_claim_denies_something_in_are_no_missing_months(claim: str) -> None:
    assert period_conflicts(claim, GARDEN) == []


@pytest.mark.parametrize("claim", ["Garden waste is collected in December.",
                                   "Garden waste is not collected in April, but it is collected in December."])
def test_a_month_stated_outside_the_denial_is_still_read(claim: str) -> None:
    (reason,) = period_conflicts(claim, GARDEN)
    assert reason.startswith('the claim says "December"')


LAUNDRY = ("Mixed wash-and-dry is charged by weight at €2.80 per kilogram. On Tuesdays we take 20% off the weighed "
           "wash charge; the discount does not apply to duvets. Duvets cost a flat €12 each.")


def test_a_weekday_inside_a_supposed_case_falls_outside_the_contexts_day_rule() -> None:
    # Monday is no day the context names: the case is simply not a Tuesday (one shared word, "wash", ties the day
    # rule's sentence to the claim)
    claim = "A 4.5 kg bag washed on a Monday is charged €12.60."
    assert period_conflicts(claim, LAUNDRY) == []
    assert period_conflicts("A 4.5 kg bag washed on a Monday costs €12.60.", LAUNDRY) == []
    assert not any("Monday" in r for r in find_conflicts(claim, LAUNDRY, LAUNDRY))
    # outside a case the day still conflicts ...
    assert period_conflicts("The weighed wash discount is taken on Mondays.", LAUNDRY)
    # ... and so does a case's day the context names for something else
    museum = "The museum is open Tuesday to Sunday from 10:00 to 17:00 and is closed on Mondays."
    assert find_conflicts("On an ordinary Monday, the museum is open 10:00–17:00.", museum, museum)
