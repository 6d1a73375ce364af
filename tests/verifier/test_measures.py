"""A claim's measures, clock times and shares respelled as the context writes the same values."""

from __future__ import annotations

import pytest

from verifier.measures import clock_times, measure_spellings, respell_measures
from verifier.numbers import find_conflicts
from verifier.quantities import extract_quantities

CONTEXT = ("The trail is 1,500 metres long and takes about 2 hours to walk. The park opens at 09:00 and "
           "closes at 5:30 pm. About 50% of visitors come from abroad, and one third arrive by bus. "
           "The centre was renovated over 3 weeks in the 1990s on a $5m budget.")


def _respelled(claim: str) -> str:
    return respell_measures(claim, measure_spellings(CONTEXT))


def test_a_measure_in_other_units_is_written_as_the_context_writes_it() -> None:
    assert _respelled("Walking it takes about 120 minutes.") == "Walking it takes about 2 hours."
    assert _respelled("The trail is 1.5 km long.") == "The trail is 1,500 metres long."
    assert _respelled("The renovation took 21 days.") == "The renovation took 3 weeks."


def test_a_time_span_in_words_is_written_as_the_context_writes_it() -> None:
    ctx = measure_spellings("Requests time out after 30 seconds. The course lasts 90 minutes. Delivery takes 36 hours.")
    assert respell_measures("The default timeout is half a minute.", ctx) == "The default timeout is 30 seconds."
    assert respell_measures("The course lasts an hour and a half.", ctx) == "The course lasts 90 minutes."
    assert respell_measures("Delivery takes 1 and a half days.", ctx) == "Delivery takes 36 hours."
    # a span the context does not state, or states in the claim's own unit, is left alone
    for claim in ("It takes half a day.", "It takes a quarter of an hour.", "Once a day it restarts."):
        assert respell_measures(claim, ctx) == claim, claim
    assert respell_measures("It takes half a minute.", measure_spellings("It takes half a minute.")) == (
        "It takes half a minute.")


def test_clock_times_in_other_formats() -> None:
    assert _respelled("The park opens at 9 am.") == "The park opens at 09:00."
    assert _respelled("It closes at 17:30, daily.") == "It closes at 5:30 pm, daily."
    assert _respelled("It opens at 9:00 a.m. sharp.") == "It opens at 09:00 sharp."


def test_shares_as_percent_or_words() -> None:
    assert _respelled("About 33% arrive by bus.") == "About one third arrive by bus."
    assert _respelled("Half come from abroad.") == "50% come from abroad."


def test_values_the_context_does_not_state_are_left_alone() -> None:
    for claim in ("The trail is 2 km long.", "Walking it takes 90 minutes.", "The park opens at 10 am.",
                  "About 40% arrive by bus.", "A quarter come from abroad.", "It opened in the 1990s.",
                  "It cost $5m.", "It cost 5 m.", "The trail is 1,500 metres long.", "In 2019, 120 people came."):
        assert _respelled(claim) == claim, claim


def test_a_temperature_is_written_as_the_context_writes_it_on_its_own_scale() -> None:
    ctx = "Store below 25 C. The oven runs at 350 F."
    assert respell_measures("Keep it below 25 degrees Celsius.", measure_spellings(ctx)) == "Keep it below 25 C."
    assert respell_measures("Keep it below 25°C.", measure_spellings(ctx)) == "Keep it below 25 C."
    # one scale is never converted to the other
    assert respell_measures("The oven runs at 350 degrees Celsius.", measure_spellings(ctx)) == (
        "The oven runs at 350 degrees Celsius.")
    assert respell_measures("The oven runs at 350 degrees Fahrenheit.", measure_spellings(ctx)) == (
        "The oven runs at 350 F.")


def test_a_listing_dumps_compact_hours_are_clock_times_only_as_a_range() -> None:
    """A listing dump writes "9:0-21:0"; read alone, "3:1" may be a score, so it is no time."""
    from verifier.measures import clock_times

    times = [(m.group(0), minute) for m, minute in clock_times('"Monday": "9:0-21:0", "Friday": "9:0-23:30"')]
    assert times == [("9:0", 540), ("21:0", 1260), ("9:0", 540), ("23:30", 1410)]
    assert [minute for _, minute in clock_times("from 7:0 - 19:30")] == [420, 1170]
    assert clock_times("They won 3:1 in the final.") == []


def test_a_claims_time_a_compact_range_gives_is_no_conflict() -> None:
    from verifier.numbers import find_conflicts

    record = '{"name": "Rosa\'s", "hours": {"Monday": "9:0-21:0", "Friday": "9:0-23:30"}, "stars": 4.5}'
    assert find_conflicts("Its Monday hours are 9 am to 9 pm.", record, record) == []
    assert find_conflicts("Its Monday hours are 9 am to 10 pm.", record, record) != []


def test_a_range_opening_without_am_or_pm_takes_its_ends_half() -> None:
    from verifier.measures import clock_times

    def minutes(text: str) -> list[int]:
        return [minute for _, minute in clock_times(text)]

    assert minutes("one evening a week from 6:30 to 8:30pm") == [18 * 60 + 30, 20 * 60 + 30]
    assert minutes("from 10:30 to 2pm") == [10 * 60 + 30, 14 * 60]  # 22:30 would fall after the end
    assert minutes("at 6:30 and at 8:30pm") == [6 * 60 + 30, 20 * 60 + 30]  # no range


@pytest.mark.parametrize(("text", "clock"), [
    ("The first bus leaves at eight minutes to six in the morning.", ("eight minutes to six", 5 * 60 + 52)),
    ("The last boat leaves at twenty past four in the afternoon.", ("twenty past four", 16 * 60 + 20)),
    ("It serves until half past eleven at night.", ("half past eleven", 23 * 60 + 30)),
    ("Doors open at a quarter to nine in the morning.", ("a quarter to nine", 8 * 60 + 45)),
    ("It closes at eight o'clock in the evening.", ("eight o'clock", 20 * 60)),
])
def test_a_clock_time_in_words_with_its_half_of_the_day(text: str, clock: tuple[str, int]) -> None:
    assert [(m.group(0), minute) for m, minute in clock_times(text)] == [clock]
    assert extract_quantities(text) == []  # "eight minutes" is no duration, "six" no count


@pytest.mark.parametrize("text", ["It closes at half past five.", "Tables for ten to six people.",
                                  "Buses leave every half hour from a quarter to nine."])
def test_a_clock_time_in_words_without_its_half_of_the_day_is_none(text: str) -> None:
    assert clock_times(text) == []


@pytest.mark.parametrize(("written", "spelled"), [("11.0 L", "11 litres"), ("9.5 l", "9.5 liters")])
def test_a_volume_written_short_is_the_unit_spelled_out(written: str, spelled: str) -> None:
    short, long = extract_quantities(written)[0], extract_quantities(spelled)[0]
    assert (short.unit, short.value) == (long.unit, long.value)


def test_a_table_cell_in_litres_answers_a_claim_in_litres() -> None:
    table = ("Spec | DW45 | DW60\nPrice | £329 | £449\nWater per eco cycle | 9.5 L | 11.0 L\n")
    assert find_conflicts("The DW60 uses 9.5 litres of water per eco cycle.", table, table)
    assert find_conflicts("The DW60 uses 11 litres of water per eco cycle.", table, table) == []


@pytest.mark.parametrize(("written", "spelled"), [("3.5 h", "three and a half hours"), ("2 hrs", "2 hours"),
                                                   ("55 min", "55 minutes"), ("30 ms", "30 milliseconds")])
def test_a_time_written_short_is_the_unit_spelled_out(written: str, spelled: str) -> None:
    short, long = extract_quantities(written)[0], extract_quantities(spelled)[0]
    assert (short.unit, short.value) == (long.unit, long.value)
