"""A claim keeping one thing in and another out, against evidence joining both in."""

from __future__ import annotations

from verifier.exclusions import exclusion_conflicts
from verifier.numbers import find_conflicts

EVIDENCE = ("The K2 comes with a two-year warranty covering parts and labour. The clinic treats adults and children. "
            "Refunds do not cover postage and packing.")


def test_a_thing_excluded_where_the_evidence_joins_it_in_conflicts() -> None:
    (r,) = exclusion_conflicts("The warranty covers parts but not labour.", EVIDENCE)
    assert r.startswith('the claim excludes "labour" where the evidence says "parts and labour"')
    assert exclusion_conflicts("The clinic treats children but not adults.", EVIDENCE)  # either order
    assert find_conflicts("The warranty covers parts but not labour.", EVIDENCE)


def test_no_conflict_without_both_joined_in_an_affirmed_sentence_on_the_claims_words() -> None:
    assert exclusion_conflicts("The warranty covers parts and labour.", EVIDENCE) == []
    assert exclusion_conflicts("The warranty covers labour but not limescale damage.", EVIDENCE) == []
    # a negated sentence joining both says nothing of one kept in
    assert exclusion_conflicts("Refunds cover postage but not packing.", EVIDENCE) == []
    # another topic: the sentence must write most of the claim's other words
    assert exclusion_conflicts("The hotel serves adults but not children at the bar after ten.", EVIDENCE) == []
