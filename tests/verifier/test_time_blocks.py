"""Sums charged per a block of time (verifier.time_blocks): a claim's duration of whole blocks is priced; part of
a block, a sum above the rate's cap and a duration written as the rate's own block are not."""

from __future__ import annotations

from verifier.numbers import find_conflicts
from verifier.quantities import extract_quantities
from verifier.time_blocks import priced_in_blocks

PARKING = "Parking in the Mill Lane car park costs £1.50 per 15 minutes, up to a maximum of £12 a day."
LAUNDRY = "Dryers are 25 cents per 6 minutes. The big 60-pound front-loaders cost $9.50 a cycle."


def _priced(claim: str, context: str) -> bool:
    return priced_in_blocks(extract_quantities(claim)[-1], claim, context, extract_quantities(context))


def test_a_duration_of_whole_blocks_is_priced() -> None:
    for claim, context in (("Parking in Mill Lane for an hour costs £6.", PARKING),
                           ("Parking in Mill Lane for two hours costs £12.", PARKING),
                           ("Parking in Mill Lane for 45 minutes costs £4.50.", PARKING),
                           ("At 25 cents per six minutes, a full hour in a dryer costs $2.50.", LAUNDRY)):
        assert _priced(claim, context), claim
        assert find_conflicts(claim, context, context) == [], claim


def test_part_of_a_block_a_sum_above_the_cap_and_a_wrong_sum_are_not_priced() -> None:
    for claim in ("Parking in Mill Lane for 50 minutes costs £5.",  # (three blocks and part of a fourth)
                  "Parking in Mill Lane for three hours costs £18.",  # (above the £12 cap)
                  "Parking in Mill Lane for an hour costs £5."):
        assert not _priced(claim, PARKING), claim
        assert find_conflicts(claim, PARKING, PARKING), claim


def test_a_rate_per_period_is_no_duration() -> None:
    # "£6 an hour" is the claim's rate, not an hour of parking; one block is the rate itself
    assert not _priced("Parking in Mill Lane works out at £6 an hour, so £6.", PARKING)
    assert not _priced("Parking in Mill Lane for 15 minutes costs £1.50.", PARKING)


def test_a_cap_in_another_table_cell_caps_nothing() -> None:
    """"(max £200) | £30 per 12 hours": the Classic rate's cap is £200, not the Premier rate beside it (round HH)."""
    table = ("Benefit | Essential | Classic | Premier\n"
             "Travel delay | Not covered | £20 per 12 hours (max £200) | £30 per 12 hours (max £300)\n"
             "Standard excess | £150 | £75 | Nil")
    claim = "If a Classic traveller's flight is delayed by a full 24 hours, the delay benefit pays £40."
    assert _priced(claim, table)
    assert find_conflicts(claim, table, table) == []
    capped = "Travel delay: £20 per 12 hours, up to a maximum of £30."
    assert not _priced("A flight delayed by a full 24 hours earns £40 of delay benefit.", capped)
