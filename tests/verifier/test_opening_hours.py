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
    "On Thursdays it stays open until 5:30pm, but on Sundays it opens at noon.",
    "It opens at 9am Tuesday through Friday and at 9am on Saturdays.",  # Saturday's opening is 10am
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
    # a time is the days' of its own clause, not the nearer day past "but"
    "On Thursdays it stays open until 8pm, but on Sundays it opens at noon.",
    # a time after "and at" is read only where the days it is for follow it
    "From Tuesday to Friday it opens at 9am, closing at 8pm on Thursdays and at 5:30pm on the other three days.",
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
    # a time after "and at" opens too
    ("It opens at 9am Tuesday through Friday and at noon on Sundays.", ["9:00", "12:00"]),
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


# A listing dump's record: compact hours, and the days the place is shut left out (Monday, Tuesday).
_DUMP = ('{"name": "Inkwell Lantern Books", "state": "NC", "hours": {"Wednesday": "11:0-18:0", "Thursday": "11:0-18:0",'
         ' "Friday": "11:0-20:0", "Saturday": "10:0-20:0", "Sunday": "12:0-17:0"}, "review_count": 63, "reviews": '
         '[{"stars": 5, "text": "Lovely shop."}, {"stars": 4, "text": "Cramped."}, {"stars": 5, "text": "Cheap."}]}')


@pytest.mark.parametrize("claim", [
    "It is closed on Mondays and Tuesdays.", "It was open five days a week and closed on Mondays and Tuesdays.",
    "It stayed open until 8pm on Fridays and Saturdays, and on Sundays it opened from noon to 5pm.",
    "It opens at 11am Wednesday through Friday.",
])
def test_a_dumps_left_out_days_are_closed_and_its_hours_state_the_claim(claim: str) -> None:
    assert find_conflicts(claim, _DUMP, _DUMP) == []
    assert record_hours_stated(claim, _DUMP) != []


@pytest.mark.parametrize("claim", [
    "It opens at 11am on Mondays.",  # a day left out is a day shut
    "It is open six days a week.", "It is open seven days a week.",
    "It stays open until 8pm on Thursdays and Fridays.",  # a group of days: every one is read
])
def test_a_dumps_closed_days_and_day_counts_conflict(claim: str) -> None:
    assert find_conflicts(claim, _DUMP, _DUMP) != []


@pytest.mark.parametrize("claim", [
    "On weekdays it opens at 6am, an hour earlier than on Saturdays.",
    "The studio is open seven days a week and opens at 6am Monday through Friday.",
])
def test_the_generic_day_and_time_checks_leave_a_records_hours_to_the_hours_checks(claim: str) -> None:
    """The time and day checks saw the record's other days as other things: "6am" "given only for something else",
    "seven days a week" where an evidence line names some days."""
    record = ('{"name": "Sudsy", "hours": {"Monday": "6:0-22:0", "Tuesday": "6:0-22:0", "Wednesday": "6:0-22:0", '
              '"Thursday": "6:0-22:0", "Friday": "6:0-23:0", "Saturday": "7:0-23:0", "Sunday": "8:0-20:0"}}')
    assert find_conflicts(claim, record, record) == []
    assert find_conflicts(claim.replace("6am", "5am"), record, record) != []


def test_a_count_of_what_a_record_lists_is_a_figure_it_gives() -> None:
    assert find_conflicts("Two of the three reviews give five stars.", _DUMP, _DUMP) == []
    assert find_conflicts("Two of the four reviews give five stars.", _DUMP, _DUMP) != []


_STUDIO = ('{"name": "Hollow Yoga", "hours": {"Monday": "6:30-21:0", "Tuesday": "6:30-21:0", "Wednesday": "6:30-21:0", '
           '"Thursday": "6:30-21:0", "Friday": "6:30-19:0", "Saturday": "8:0-14:0", "Sunday": "9:0-12:0"}, '
           '"reviews": [{"stars": 4, "text": "Street parking can be tight at 6pm."}]}')


@pytest.mark.parametrize("claim", [
    "Weekend hours are short: 8am to 2pm on Saturday and 9am to noon on Sunday.",
    "It is open 8am to 2pm on Saturday and 9am to noon on Sunday.",
])
def test_a_time_is_for_the_days_written_right_after_it(claim: str) -> None:
    """"9am to noon on Sunday": Saturday, written before, is nearer to "9am" but belongs to the span before it."""
    assert find_conflicts(claim, _STUDIO, _STUDIO) == []
    assert find_conflicts(claim.replace("9am to noon", "10am to noon"), _STUDIO, _STUDIO) != []


def test_a_records_hours_are_no_figure_a_review_gives_otherwise() -> None:
    """"until 9pm" is the record's "21:0", not a figure missing where a review gives "at 6pm"."""
    claim = "Classes run until 9pm Monday to Thursday, but the studio closes at 7pm on Fridays."
    assert find_conflicts(claim, _STUDIO, _STUDIO) == []
    assert find_conflicts(claim.replace("7pm", "8pm"), _STUDIO, _STUDIO) != []
    assert find_conflicts("A reviewer arrived at 7pm.", _STUDIO, _STUDIO) != []  # no hours talk: the figure check


_CLEANER = ('{"name": "Pellworth Cleaners", "hours": {"Monday": "7:0-19:0", "Tuesday": "7:0-19:0", "Wednesday": '
            '"7:0-19:0", "Thursday": "7:0-19:0", "Friday": "7:0-19:0", "Saturday": "8:0-14:0"}, "reviews": [{"stars": '
            '4, "text": "Dropped a suit off at 8am on a Saturday."}]}')


@pytest.mark.parametrize("claim", [
    "On Saturdays it keeps shorter hours, 8am to 2pm, and it is closed on Sundays.",
    "On Saturdays it keeps shorter hours, 8am to 2pm, and is closed on Sundays.",  # a verb of hours, no subject
    "From Monday to Friday it opens at 7am and closes at 7pm, and on Saturdays it opens at 8am and closes at 2pm.",
])
def test_and_opening_a_new_clause_keeps_a_time_with_the_days_before_it(claim: str) -> None:
    """", and it is closed on Sundays": Sunday is nearer to "8am" but in the next clause."""
    assert find_conflicts(claim, _CLEANER, _CLEANER) == []
    assert find_conflicts(claim.replace("8am", "9am"), _CLEANER, _CLEANER) != []


_STUDIO_LATE = ('{"name": "Inkwell Row", "hours": {"Tuesday": "12:0-20:0", "Wednesday": "12:0-20:0", "Thursday": '
                '"12:0-20:0", "Friday": "12:0-21:0", "Saturday": "11:0-21:0"}}')


def test_with_opening_a_new_clause_keeps_a_time_with_the_days_before_it() -> None:
    """", with hours extended to 9pm on Fridays": Friday is no day "8pm" is for."""
    claim = "From Tuesday to Thursday it runs noon to 8pm, with hours extended to 9pm on Fridays and Saturdays."
    assert find_conflicts(claim, _STUDIO_LATE, _STUDIO_LATE) == []
    assert find_conflicts(claim.replace("8pm", "7pm"), _STUDIO_LATE, _STUDIO_LATE) != []


def test_hours_in_two_clauses_joined_by_and_are_stated() -> None:
    claim = ("From Monday to Friday it opens at 7am and closes at 7pm, and on Saturdays it opens at 8am and closes "
             "at 2pm.")
    assert record_hours_stated(claim, _CLEANER) != []
    assert record_hours_stated(claim.replace("8am", "7am"), _CLEANER) == []


def test_and_in_a_list_of_days_is_no_new_clause() -> None:
    claim = "It is open on Monday, Tuesday, and Wednesday from 7am to 7pm."
    assert find_conflicts(claim, _CLEANER, _CLEANER) == []
    assert find_conflicts(claim.replace("7am", "9am"), _CLEANER, _CLEANER) != []


def test_an_hours_sentence_may_name_the_place() -> None:
    claim = "Pellworth Cleaners opens at 7am on weekdays and closes at 7pm."
    assert record_hours_stated(claim, _CLEANER) == ["7:00", "19:00"]
    assert record_hours_stated(claim.replace("7am", "8am"), _CLEANER) == []
    # words of another name still count: "Harlow" and "Dry" are two words besides the hours
    assert record_hours_stated("Harlow Dry Cleaners opens at 7am on weekdays.", _CLEANER) == []


@pytest.mark.parametrize("claim", ["On Saturdays it opened at 8am.", "It closed at 2pm on Saturdays."])
def test_opened_at_and_closed_at_read_times(claim: str) -> None:
    assert record_hours_stated(claim, _CLEANER) != []
    wrong = claim.replace("8am", "9am").replace("2pm", "3pm")
    assert record_hours_stated(wrong, _CLEANER) == []
    assert find_conflicts(wrong, _CLEANER, _CLEANER) != []


_GYM = ('{"name": "Cragline Climbing", "hours": {"Monday": "6:0-22:0", "Tuesday": "6:0-22:0", "Wednesday": "6:0-22:0", '
        '"Thursday": "6:0-22:0", "Friday": "6:0-21:0", "Saturday": "9:0-21:0", "Sunday": "9:0-18:0"}, '
        '"reviews": [{"stars": 4, "text": "I climb here every week with my son."}]}')
_GYM_SIX_DAYS = _GYM.replace(', "Sunday": "9:0-18:0"', "")


@pytest.mark.parametrize("claim", [
    "The gym is open every day, from 6am to 10pm Monday through Thursday.",
    "The gym is open daily.",
])
def test_open_every_day_is_read_against_the_records_days_not_as_a_frequency(claim: str) -> None:
    """"open every day" is the record's seven days, not a frequency missing where a review says "every week"."""
    assert find_conflicts(claim, _GYM, _GYM) == []
    assert any("7 days a week" in r for r in find_conflicts(claim, _GYM_SIX_DAYS, _GYM_SIX_DAYS))


def test_a_frequency_outside_the_hours_is_still_compared() -> None:
    assert find_conflicts("I climb here every day.", _GYM, _GYM) != []


@pytest.mark.parametrize(("claim", "conflict"), [
    ("The shop opens at 9 a.m. on Saturdays.", True), ("The shop opens at 10 a.m. on Saturdays.", False),
    ("It stays open until 5:30 p.m. on Thursdays.", True), ("It stays open until 8 p.m. on Thursdays.", False),
])
def test_a_time_written_with_stops_is_read_with_the_days_after_it(claim: str, conflict: bool) -> None:
    """"opens at 9 a.m. on Saturdays" is one sentence: the stops of "a.m." end none."""
    assert bool([r for r in find_conflicts(claim, _SHOP, _SHOP) if "the claim says it" in r]) == conflict


@pytest.mark.parametrize(("claim", "conflict"), [
    ("The shop opens at 9 a.m. every day except Monday.", True),  # Saturday 10am, Sunday noon
    ("The shop opens at 9am every day except Mondays, Saturdays and Sundays.", False),
    ("The shop closes at 5:30pm daily apart from Monday and Thursday.", True),  # Saturday 4pm, Sunday midnight
])
def test_every_day_except_some_is_read_as_the_others(claim: str, conflict: bool) -> None:
    assert bool([r for r in find_conflicts(claim, _SHOP, _SHOP) if "the claim says it" in r]) == conflict


def test_a_comparison_with_other_days_turns_the_clause() -> None:
    """"until 9 p.m., two hours later than on Fridays": 9pm is Monday to Thursday's, not the nearer Friday's."""
    school = ('{"name": "Cadence Music School", "hours": {"Monday": "15:0-21:0", "Tuesday": "15:0-21:0", "Wednesday": '
              '"15:0-21:0", "Thursday": "15:0-21:0", "Friday": "15:0-19:0", "Saturday": "9:0-14:0"}}')
    claim = "From Monday to Thursday it stays open until 9 p.m., two hours later than on Fridays."
    assert [r for r in find_conflicts(claim, school, school) if "the claim says it" in r] == []
    claim = "From Monday to Thursday it stays open until 8 p.m., an hour later than on Fridays."
    assert [r for r in find_conflicts(claim, school, school) if "the claim says it" in r] != []


# A dump's record (Friday and Sunday left out) with a review giving another count of days.
_DENTIST = ('{"name": "Harrowgate Family Dentistry", "hours": {"Monday": "7:30-16:0", "Tuesday": "7:30-16:0", '
            '"Wednesday": "9:0-18:30", "Thursday": "7:30-16:0", "Saturday": "8:0-12:0"}, "attributes": '
            '{"AcceptsInsurance": "True"}, "is_open": 1, "reviews": [{"stars": 5, "text": "I was told three days '
            'and it took ten. Brought both kids (ages 4 and 9) on a Saturday morning."}]}')


@pytest.mark.parametrize(("claim", "conflict"), [
    ("It is open five days a week.", False), ("It is open six days a week.", True),
    ("It is closed on Fridays and open on the other five days of the week.", True),  # Sunday is shut too
    ("It is closed on Fridays and Sundays and open on the other five days of the week.", False),
    ("It is closed on Fridays and Sundays and open on the other four days of the week.", True),
])
def test_a_count_of_days_open_is_read_against_the_records_days_not_as_a_figure(claim: str, conflict: bool) -> None:
    """"five days" is the record's count of days given hours, not a figure missing where a review gives "three
    days"."""
    reasons = find_conflicts(claim, _DENTIST, _DENTIST)
    assert not [r for r in reasons if "figure" in r]
    assert bool(reasons) == conflict


@pytest.mark.parametrize(("claim", "conflict"), [
    ("Harrowgate Family Dentistry does not see patients on Fridays or Sundays.", False),
    ("Harrowgate Family Dentistry isn't open on Sundays.", False),
    ("The practice is closed all day on Sundays.", False),
    ("Harrowgate Family Dentistry does not see patients on Mondays or Sundays.", True),
    ("The practice is closed on Sundays and Mondays.", True),  # every day of a list is read
])
def test_days_said_not_to_open_are_read_against_the_records_hours(claim: str, conflict: bool) -> None:
    """A denied day of opening is the record's closed day, not a denial of its "is_open": 1."""
    assert bool(find_conflicts(claim, _DENTIST, _DENTIST)) == conflict


def test_a_day_said_not_to_open_is_stated_by_the_records_hours() -> None:
    verdict = load_engine("lexical").check("Harrowgate Family Dentistry does not see patients on Fridays or Sundays.",
                                           _DENTIST)
    assert verdict.verdict == "supported"
    assert "does not see patients on Fridays or Sundays" in verdict.rationale


def test_a_time_in_the_evening_is_an_afternoon_time() -> None:
    claim = "On Wednesdays the practice stays open until 6:30 in the evening."
    assert find_conflicts(claim, _DENTIST, _DENTIST) == []
    assert find_conflicts(claim.replace("6:30", "7:30"), _DENTIST, _DENTIST) != []
    assert find_conflicts("On Wednesdays the practice opens at 9:00 in the morning.", _DENTIST, _DENTIST) == []


def test_the_length_of_the_claims_days_hours_is_no_figure_of_another_unit() -> None:
    """"four-hour" is Saturday's 8:0-12:0, not a figure swapped for the review's "ages 4"."""
    claim = "Saturday hours are limited to a four-hour morning window."
    assert find_conflicts(claim, _DENTIST, _DENTIST) == []
    assert find_conflicts(claim.replace("Saturday", "Monday"), _DENTIST, _DENTIST) != []


def test_a_groups_service_days_leave_out_its_closed_days() -> None:
    sushi = ('{"name": "Kaiyo Counter", "hours": {"Monday": "17:0-22:0", "Wednesday": "17:0-22:0", "Thursday": '
             '"17:0-22:0", "Friday": "17:0-23:0", "Saturday": "12:0-23:0", "Sunday": "12:0-20:0"}}')
    claim = "On weekends the restaurant opens at noon, while on its weekday service days it opens at 5 p.m."
    assert find_conflicts(claim, sushi, sushi) == []
    assert find_conflicts(claim.replace("5 p.m.", "4 p.m."), sushi, sushi) != []
    assert find_conflicts("On weekdays the restaurant opens at 5 p.m.", sushi, sushi) != []  # Tuesday is shut


def test_days_a_time_is_compared_with_are_not_its_days() -> None:
    """"an hour later than on weekdays, running from 8 a.m. to 3 p.m.": the weekend's hours, not the weekdays'."""
    cafe = ('{"name": "The Gilded Yolk", "hours": {"Wednesday": "7:0-14:0", "Thursday": "7:0-14:0", "Friday": '
            '"7:0-14:0", "Saturday": "8:0-15:0", "Sunday": "8:0-15:0"}}')
    claim = "Weekend hours start and end an hour later than on weekdays, running from 8 a.m. to 3 p.m."
    assert find_conflicts(claim, cafe, cafe) == []
    assert find_conflicts(claim.replace("8 a.m.", "9 a.m."), cafe, cafe) != []


# Quire: Wednesday to Sunday; Friday the longest (9 hours), Sunday the shortest (5 hours), Saturday the earliest
# opening, Friday the latest close; among weekdays Friday also closes latest and Wednesday and Thursday earliest.
_QUIRE = ('{"name": "The Quire", "hours": {"Wednesday": "11:0-18:0", "Thursday": "11:0-18:0", "Friday": "11:0-20:0", '
          '"Saturday": "10:0-18:0", "Sunday": "12:0-17:0"}}')


@pytest.mark.parametrize(("claim", "said"), [
    ("Friday is its longest day, with the shop open nine hours, until 8 p.m.", "longest day on Friday"),
    ("Its shortest day is Sunday, when it is open for just five hours.", "shortest day on Sunday"),
    ("Saturday has the earliest opening, at 10 a.m.", "earliest opening on Saturday"),
    ("It stays open latest on Fridays, until 8 p.m.", "stays open latest on Friday"),
    ("Its latest weekday closing is Friday at 8 p.m., while Wednesday has the earliest weekday close, at 6 p.m.",
     "earliest weekday close on Wednesday"),
    ("The Quire is open five days a week, from Wednesday through Sunday.", "open Wednesday, Thursday, Friday, "
     "Saturday, Sunday"),
])
def test_a_claim_of_the_weeks_longest_or_latest_hours_is_stated_by_the_record(claim: str, said: str) -> None:
    assert said in record_hours_stated(claim, _QUIRE)


@pytest.mark.parametrize("claim", [
    "Saturday is its longest day, with the shop open nine hours, until 8 p.m.",  # Friday's is
    "Friday is its longest day, with the shop open ten hours.",  # nine hours
    "Its shortest day is Wednesday.",
    "Sunday has the earliest opening, at noon.",
    "Its latest weekday closing is Thursday at 6 p.m.",
    "The Quire is open every day.",  # Monday and Tuesday it is shut
    "The Quire is open from Wednesday through Saturday.",  # not all the days it opens
])
def test_a_claim_of_the_weeks_extremes_the_record_does_not_give_is_not_stated(claim: str) -> None:
    assert record_hours_stated(claim, _QUIRE) == []


def test_a_length_of_the_day_is_read_for_the_days_of_its_clause() -> None:
    """"open every day, with its longest hours, 15 a day, from Monday to Thursday": the 15 hours are Monday to
    Thursday's, and the record opens every day."""
    claim = "It is open every day, with its longest hours, 15 a day, from Monday to Thursday."
    assert "15 hours" in record_hours_stated(claim, _STUDIO.replace('"6:30-21:0"', '"6:0-21:0"'))
    assert record_hours_stated(claim, _STUDIO) == []  # 14.5 hours
    assert record_hours_stated(claim, _STUDIO.replace('"6:30-21:0"', '"6:0-21:0"').replace(
        ', "Sunday": "9:0-12:0"', "")) == []  # not open on Sundays


@pytest.mark.parametrize(("claim", "times"), [
    ("On Saturdays the shop is open from 10 a.m. until 4 p.m.", ["10:00", "16:00"]),
    ("It stays open until 8 p.m. on Thursdays.", ["20:00"]),
    ("On Saturdays the friendly bookshop opens at 10 a.m.", []),  # more than the hours
    ("On Saturdays the shop is open from 10 a.m. until 5 p.m.", []),  # another time
])
def test_times_written_with_full_stops_are_no_words_beside_the_hours(claim: str, times: list[str]) -> None:
    """The letters of "a.m." and "p.m." were counted as words beside the hours, so no such claim was stated."""
    assert record_hours_stated(claim, _SHOP) == times


@pytest.mark.parametrize(("claim", "stated"), [
    ("On Saturdays the shop is open for just six hours, from 10 a.m. until 4 p.m.", ["6 hours", "10:00", "16:00"]),
    ("On Saturdays the shop is open for six hours.", ["6 hours"]),
    ("On Saturdays the shop is open for just seven hours, from 10 a.m. until 4 p.m.", []),  # another length
    ("On Saturdays and Tuesdays the shop is open for six hours.", []),  # not every day named lasts six hours
    ("On Tuesdays and Fridays it is open for 8.5 hours.", []),  # no count of whole hours is read
])
def test_how_long_a_days_hours_last_is_stated_by_the_record(claim: str, stated: list[str]) -> None:
    assert record_hours_stated(claim, _SHOP) == stated


@pytest.mark.parametrize(("claim", "stated"), [
    ("It opens at 6:30 a.m. every day except Saturday and Sunday.", ["6:30"]),
    ("It opens at 6:30 a.m. every day except Sunday.", []),  # Saturday opens at 8
    ("The studio closes at 9 p.m. every day except Friday, Saturday and Sunday.", ["21:00"]),
    ("On weekdays except Friday it closes at 9 p.m.", []),  # which days a group leaves out is not read
])
def test_every_day_except_some_is_read_as_the_other_days(claim: str, stated: list[str]) -> None:
    assert record_hours_stated(claim, _STUDIO) == stated


@pytest.mark.parametrize(("claim", "stated"), [
    ("The Quire is open 36 hours a week.", ["36 hours a week"]),
    ("It trades 36 hours a week in all.", ["36 hours a week"]),
    ("Altogether the shop is open 36 hours a week.", ["36 hours a week"]),
    ("Its weekly opening hours add up to 36.", ["36 hours a week"]),
    ("The Quire is open 40 hours a week.", []),  # Wednesday to Sunday add up to 36
    ("The Quire is open about 36 hours a week.", []),  # a hedged total is no figure the record gives
    ("It trades 36 hours a week, more than any other bookshop in town.", []),  # words the hours do not check
])
def test_how_many_hours_a_week_the_record_opens_is_stated_by_it(claim: str, stated: list[str]) -> None:
    assert record_hours_stated(claim, _QUIRE) == stated


@pytest.mark.parametrize(("claim", "stated"), [
    ("On Thursdays it is open until eight o'clock in the evening.", ["20:00"]),
    ("On Tuesdays it opens at nine o'clock in the morning and closes at half past five in the afternoon.",
     ["9:00", "17:30"]),
    ("On Fridays it closes at 5:30 in the afternoon.", ["17:30"]),  # no "noon" in "afternoon"
    ("It shuts on Mondays.", ["closed Monday"]),
    ("On Saturdays it is open for six hours, starting at 10 a.m.", ["6 hours", "10:00"]),
    ("On Thursdays it serves until eight o'clock at night.", ["20:00"]),
    ("On Thursdays it closes at half past five in the afternoon.", []),  # 8 p.m.
    ("On Fridays it closes at half past five.", []),  # 5:30 or 17:30: no time without its half of the day
])
def test_hours_written_in_words_are_read_against_the_record(claim: str, stated: list[str]) -> None:
    assert record_hours_stated(claim, _SHOP) == stated


def test_a_time_in_words_the_record_does_not_give_conflicts_only_with_its_half_of_the_day() -> None:
    assert find_conflicts("On Saturdays it opens at a quarter to ten in the morning.", _SHOP, _SHOP) != []
    assert find_conflicts("On Thursdays it closes at half past five in the afternoon.", _SHOP, _SHOP) != []
    assert find_conflicts("On Thursdays it closes at half past five.", _SHOP, _SHOP) == []


def test_every_night_is_every_day_of_the_week() -> None:
    """"It stays open until 8 p.m. every night": the record closes at 5:30 p.m. on most days."""
    assert find_conflicts("It stays open until 8 p.m. every night.", _SHOP, _SHOP) != []
    assert find_conflicts("It stays open until 8 p.m. nightly.", _SHOP, _SHOP) != []
    late = _SHOP.replace('"17:30"', '"20:00"').replace('"9:0-17:30"', '"9:0-20:0"')
    assert find_conflicts("It stays open until 8 p.m. on Thursdays.", late, late) == []


_TYRES = ('{"name": "Grindlewick Tyres", "hours": {"Monday": "7:30-18:0", "Tuesday": "7:30-18:0", "Wednesday": '
          '"7:30-18:0", "Thursday": "7:30-20:0", "Friday": "7:30-18:0", "Saturday": "8:0-16:0"}}')


@pytest.mark.parametrize(("claim", "stated"), [
    ("Thursday closing is two hours later than on other weekdays.",
     ["closes 2 hours later on Thursday than on the other weekdays"]),
    ("On Saturdays it opens half an hour later than on weekdays.",
     ["opens 30 minutes later on Saturday than on the other weekdays"]),
    ("Its Saturday opening time is 8 a.m., half an hour later than on the weekdays it opens.",
     ["opens 30 minutes later on Saturday than on the other weekdays", "8:00"]),
    ("Thursday closing is an hour later than on other weekdays.", []),  # two hours
    ("Thursday closing is two hours earlier than on other weekdays.", []),  # later
    ("Friday closing is two hours later than on other weekdays.", []),  # Friday closes with the others
    ("On Thursdays it opens two hours later than on other weekdays.", []),  # opens with the others
    ("Thursday closing is two hours later than on other days.", []),  # Saturday closes at 4 p.m.
])
def test_a_days_hours_set_against_the_other_days_are_read_against_the_record(claim: str, stated: list[str]) -> None:
    assert record_hours_stated(claim, _TYRES) == stated


def test_a_gap_of_one_hour_is_said_as_an_hour() -> None:
    late = _TYRES.replace('"8:0-16:0"', '"8:30-16:0"')
    assert record_hours_stated("On Saturdays it opens an hour later than on weekdays.", late) == [
        "opens an hour later on Saturday than on the other weekdays"]
