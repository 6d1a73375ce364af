"""A count a claim gives several things together, summed from the context's count for each
(verifier.joint_counts): the right sum passes; a wrong sum, a thing left out and counts of other units do not."""

from __future__ import annotations

from verifier.joint_counts import counts_between_them
from verifier.numbers import find_conflicts
from verifier.quantities import extract_quantities

PARK = ("The supermarket is due to open on 21 November and will employ 45 people. Gym operator PulseFit will take "
        "the 8,500 sq ft Unit 7, a former shoe store, and plans to open in late October with 12 staff. Bean & "
        "Barrow, a coffee chain with 30 outlets, will build a drive-through in the car park, creating 18 jobs.")


def _between(claim: str) -> bool:
    q = next(c for c in extract_quantities(claim) if c.kind == "number")
    return counts_between_them(q, claim, PARK, extract_quantities(PARK))


def test_the_things_joined_have_the_sum_of_their_counts() -> None:
    for claim in ("The supermarket, gym and coffee shop are expected to create 75 jobs between them.",
                  "The supermarket and the gym will employ 57 people in total."):
        assert _between(claim), claim
        assert find_conflicts(claim, PARK, PARK) == [], claim


def test_a_wrong_sum_a_thing_left_out_or_no_word_of_a_sum_is_no_joint_count() -> None:
    for claim in ("The supermarket, gym and coffee shop are expected to create 80 jobs between them.",
                  "The supermarket, gym and coffee shop are expected to create 57 jobs between them.",
                  "The supermarket and the gym will employ 57 people."):
        assert not _between(claim), claim
        assert find_conflicts(claim, PARK, PARK), claim
