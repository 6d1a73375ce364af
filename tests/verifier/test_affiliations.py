"""A person given another's organisation (:mod:`verifier.affiliations`)."""

from __future__ import annotations

from verifier.affiliations import affiliation_conflicts, mentions_affiliations
from verifier.numbers import find_conflicts

RESULTS = ("Priya Hallam of Corvane Securities said the sales growth was strong and kept her buy rating on the stock. "
           "Tomas Leclercq of Ardwell Partners was more cautious. He cut his rating to hold.")


def test_a_person_of_another_persons_organisation_conflicts() -> None:
    claim = "Priya Hallam of Ardwell Partners kept her buy rating on the stock."
    assert mentions_affiliations(claim)
    (r,) = find_conflicts(claim, RESULTS, RESULTS)
    assert r == ('the claim says "Priya Hallam of Ardwell Partners" where the context says "Priya Hallam of Corvane '
                 'Securities"')
    assert affiliation_conflicts("Priya Hallam of Corvane Securities kept her buy rating.", RESULTS) == []
    assert affiliation_conflicts("Priya Hallam of Corvane kept her buy rating.", RESULTS) == []  # named shorter


def test_no_conflict_where_the_context_also_ties_the_person_to_the_claims_organisation() -> None:
    ctx = RESULTS + " Hallam joined Ardwell Partners in 2019 as a consultant."
    assert affiliation_conflicts("Priya Hallam of Ardwell Partners kept her buy rating.", ctx) == []
    # a person the context never gives an organisation is the name check's, not this one's
    assert affiliation_conflicts("Dana Osei of Ardwell Partners kept her buy rating.", RESULTS) == []
    # nor is an organisation no other person is "of": a society's name read as a person's
    ctx = "In 1893 she was elected to the Northern Society of Watercolour Painters, its first female member."
    assert affiliation_conflicts("She became the Northern Society of Painters' first female member.", ctx) == []
