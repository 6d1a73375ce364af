"""How often: a frequency the context gives only otherwise (verifier.frequencies, through find_conflicts)."""

from __future__ import annotations

from verifier.frequencies import frequency_conflicts, frequency_spans
from verifier.numbers import find_conflicts

POLICY = ("Marketing contact lists are reviewed every six months. Backups are overwritten on a 35-day cycle. The "
          "policy, last updated 3 February 2025, is reviewed annually.")


def test_frequencies_in_words_and_figures_meet() -> None:
    days = [key for _, _, key in frequency_spans("every six months, twice a year, annually, every 2 years, weekly")]
    assert days == [182.6, 182.6, 365.2, 730.5, 7.0]


def test_a_frequency_the_context_gives_otherwise() -> None:
    assert find_conflicts("The policy is reviewed every two years.", POLICY, POLICY)
    assert find_conflicts("The policy is reviewed every year.", POLICY, POLICY) == []
    assert find_conflicts("The policy is reviewed once a year.", POLICY, POLICY) == []
    assert find_conflicts("Marketing contact lists are reviewed twice a year.", POLICY, POLICY) == []


def test_times_a_period_is_read_whole() -> None:
    # "a week" alone is a rate's period (the figure checks compare those); in "twice a week" it is the frequency's
    ctx = ("Our physiotherapists will show you stretching exercises to do twice a day. The walk-in service is open "
           "twice a week.")
    (r,) = find_conflicts("Patients do the stretching exercises twice a week.", ctx, ctx)
    assert '"twice a week"' in r and '"twice a day"' in r
    assert find_conflicts("Patients do the stretching exercises once a day.", ctx, ctx)
    assert find_conflicts("Patients do the stretching exercises twice a day.", ctx, ctx) == []
    assert find_conflicts("The walk-in service is open twice a week.", ctx, ctx) == []


def test_times_before_a_frequency_word_multiplies_it() -> None:
    # "twice daily" recurs twice a day: its "daily" alone would say once a day
    assert [key for _, _, key in frequency_spans("twice daily, three times weekly, daily")] == [0.5, 2.3, 1.0]
    ctx = "Do the stretching exercises twice a day. Most people recover within six to eight weeks."
    assert find_conflicts("Do the stretching exercises twice daily.", ctx, ctx) == []
    (r,) = find_conflicts("Do the stretching exercises three times daily.", ctx, ctx)
    assert '"three times daily"' in r and '"twice a day"' in r


def test_a_count_of_things_per_period_recurs_that_often() -> None:
    days = [key for _, _, key in frequency_spans("two guest passes a month, up to four classes a week, £6 a day, "
                                                 "10 minutes a day")]
    assert days == [15.2, 1.8, 1.0, 1.0]
    ctx = "Premium: £44.99 a month; access to all 9 clubs, unlimited classes and two guest passes a month."
    assert find_conflicts("A Premium member can bring a guest twice a month.", ctx, ctx) == []


def test_no_frequency_conflict_for_a_denial_or_an_adjective() -> None:
    assert find_conflicts("The policy is not reviewed every two years.", POLICY, POLICY) == []
    ctx = "Your annual base salary is paid monthly, plus an annual bonus of up to 12% of base salary."
    assert find_conflicts("The bonus of up to 12% of base salary is paid every year.", ctx, ctx) == []
    ctx = "The podcast is about the daily life of African women."
    assert find_conflicts("The podcast is about the weekly food of African women.", ctx, ctx) == []
    ctx = "The company set a target to sell 1 million vehicles annually, with $380 million in annual revenue."
    assert find_conflicts("The company reported record quarterly results.", ctx, ctx) == []


def test_a_rate_names_its_frequency() -> None:
    ctx = ("We have a plan that costs $185 per month. Do you offer any discounts for paying annually instead of "
           "monthly? Yes, a discount of 5% if you choose to pay annually.")
    assert find_conflicts("The agent proposes a plan that costs $185 every month.", ctx, ctx) == []
    assert find_conflicts("The agent proposes a plan that costs $185 every week.", ctx, ctx)


def test_a_frequency_adjective_gives_the_frequency_of_its_noun_only() -> None:
    ctx = ("The medal, presented every two years, recognises research on coastlines. The medal will be presented at "
           "the society's annual meeting in Carrow on 9 June.")
    (r,) = find_conflicts("The medal, which the society presents every year, was awarded to Kalvane.", ctx, ctx)
    assert r == 'the claim\'s frequency "every year" is not in the context, which gives "every two years"'
    # where the claim names the adjective's noun, the adjective gives its frequency
    assert find_conflicts("The society holds its meeting every year.", ctx, ctx) == []


def test_the_first_of_two_frequency_words_shares_the_seconds_noun() -> None:
    ctx = "General waste in the grey bin will move from weekly to fortnightly collection."
    assert frequency_conflicts("The grey bin will be emptied every other week.", ctx, ctx) == []
    (reason,) = frequency_conflicts("Grey bin collection will happen every three weeks.", ctx, ctx)
    assert '"every three weeks"' in reason


def test_every_quarter_of_an_hour_is_no_quarterly_frequency() -> None:
    """"every quarter of an hour" is every 15 minutes: no quarter of a year against the context's "three times a
    week"; "every quarter" alone still is one."""
    assert frequency_spans("The 14A will run every quarter of an hour.") == []
    assert [d for _, _, d in frequency_spans("Reports are filed every quarter.")] == [91.3]
    ctx = ("Route 14A will run between Hollins Park and Carrowby bus station every 15 minutes. Maureen Pike travels "
           "to the hospital for dialysis three times a week.")
    assert find_conflicts("Route 14A will run to Carrowby bus station every quarter of an hour.", ctx, ctx) == []
    assert find_conflicts("Maureen Pike travels to the hospital for dialysis every quarter.", ctx, ctx) != []
