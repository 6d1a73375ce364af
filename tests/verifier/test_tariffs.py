"""Tiered tariffs: a base for the first units, a rate for each one after, and what they give for a claim's count."""

from __future__ import annotations

from verifier.numbers import find_conflicts
from verifier.quantities import extract_quantities
from verifier.tariffs import Tier, tariff_tiers, tiered_total

GARAGE = ("Riverside Garage tariff. Cars pay £3 for the first hour, then £2.50 for each additional hour, up to £20 a "
          "day. Coaches pay £30 for 5 days; each extra day beyond 5 costs £8. Loading bay: £2 for the first 15 "
          "minutes, then 50p per minute. Lost tickets are charged £25.")


def test_tiers_read_a_first_stretch_and_the_rate_after_it() -> None:
    tiers = set(tariff_tiers(GARAGE, extract_quantities(GARAGE)))
    assert Tier(3.0, 1.0, 2.5, "hour") in tiers
    assert Tier(30.0, 5.0, 8.0, "day") in tiers
    assert Tier(0.0, 5.0, 8.0, "day") in tiers  # the charge for the days beyond 5 alone
    assert Tier(2.0, 15.0, 0.5, "minut") in tiers


def test_a_flat_sum_with_a_plain_rate_elsewhere_is_no_tier() -> None:
    ev = "A locker costs £4 for 2 hours. Towels cost £1 per day."
    assert tariff_tiers(ev, extract_quantities(ev)) == []


def test_a_total_for_the_claims_count_is_exact() -> None:
    sums = extract_quantities(GARAGE)
    (hours, q) = extract_quantities("Parking a car for four hours costs £10.50.")
    assert tiered_total(q, [hours], GARAGE, sums, 0.005)
    (hours, q) = extract_quantities("Parking a car for four hours costs £10.")
    assert not tiered_total(q, [hours], GARAGE, sums, 0.005)
    (hours, q) = extract_quantities("Parking a car for four hours costs £10.50.")
    assert not tiered_total(q, [], GARAGE, sums, 0.005)  # no count in the claim: nothing to apply the tariff to


def test_a_tiered_total_is_no_missing_figure_but_a_wrong_one_conflicts() -> None:
    for claim in ("Parking a car for four hours costs £10.50.", "A coach parked for 8 days pays £54.",
                  "Using the loading bay for 20 minutes costs £4.50.",
                  "A coach parked for 8 days pays £24 for the days beyond the first five."):
        assert find_conflicts(claim, GARAGE, GARAGE) == [], claim
    for claim in ("Parking a car for four hours costs £13.", "A coach parked for 8 days pays £64.",
                  "Using the loading bay for 20 minutes costs £9."):
        assert find_conflicts(claim, GARAGE, GARAGE), claim


def test_a_rate_written_before_its_sum_times_the_claims_count() -> None:
    ev = "The allowance is 10,000 miles per year; each mile over the allowance is charged at $0.30 at lease end."
    assert find_conflicts("Driving 2,000 miles over the allowance would cost $600 at lease end.", ev, ev) == []
    assert find_conflicts("Driving 2,000 miles over the allowance would cost $700 at lease end.", ev, ev)


def test_a_sum_per_unit_of_length_times_a_claims_length_and_a_sum_per_source_word() -> None:
    ev = "Berths cost £90 per metre per season. Translation is paid at €0.12 per source word."
    assert find_conflicts("A 12-metre boat pays £1,080 for a season.", ev, ev) == []
    assert find_conflicts("A 12-metre boat pays £1,200 for a season.", ev, ev)
    assert find_conflicts("A 2,000-word translation earns €240.", ev, ev) == []
    assert find_conflicts("A 2,000-word translation earns €250.", ev, ev)
