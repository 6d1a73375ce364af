"""A person given another description (verifier.appositives, through find_conflicts)."""

from __future__ import annotations

from verifier.appositives import appositive_conflicts
from verifier.numbers import find_conflicts

BY_ELECTION = ("Alisha Porter, a 34-year-old primary school teacher, polled 1,046 votes in Thursday's by-election. "
               "Helen Stroud, the first woman to conduct the band, said the result was deserved. Hollowmere Studio, a "
               "converted chapel on the edge of the moor, hosted the count party.")


def test_a_persons_description_with_a_head_the_context_never_writes_conflicts() -> None:
    (r,) = find_conflicts("Alisha Porter, a 34-year-old nurse, won the seat with 1,046 votes.", BY_ELECTION,
                          BY_ELECTION)
    assert '"34-year-old nurse"' in r and "primary school teacher" in r
    # the context's own head noun, however reworded around it, is no conflict
    assert find_conflicts("Alisha Porter, a local teacher, won the seat with 1,046 votes.", BY_ELECTION,
                          BY_ELECTION) == []
    assert appositive_conflicts("Helen Stroud, the first woman to lead the band, praised the winner.",
                                BY_ELECTION) == []


def test_no_conflict_for_a_description_of_no_person_or_of_someone_the_context_does_not_describe() -> None:
    # "a former chapel" names no person; Ruth Danquah is described nowhere in the context
    assert appositive_conflicts("Hollowmere Studio, a former chapel, hosted the count party.", BY_ELECTION) == []
    assert appositive_conflicts("Ruth Danquah, a retired nurse, came third.", BY_ELECTION) == []
    # a head the context writes elsewhere may be a second description of the person
    assert appositive_conflicts("Helen Stroud, a teacher, said the result was deserved.", BY_ELECTION) == []
