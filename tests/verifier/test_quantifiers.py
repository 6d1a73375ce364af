"""Over-generalisation: "all" where the evidence gives only part."""

from __future__ import annotations

import pytest

from verifier.numbers import find_conflicts
from verifier.quantifiers import mentions_universal, quantifier_conflicts
from verifier.registry import load_engine

COUNCIL = ("Seven of the nine council members voted for the transit plan on Monday. The plan adds three bus lines; "
           "most of the new routes will run every 15 minutes. Every member attended the meeting.")


@pytest.mark.parametrize("claim", ["All council members voted for the transit plan.",
                                   "The council unanimously voted for the transit plan.",
                                   "Every council member voted for the transit plan.",
                                   "All of the new routes will run every 15 minutes."])
def test_all_against_a_part_conflicts(claim: str) -> None:
    (reason,) = quantifier_conflicts(claim, COUNCIL)
    assert reason.startswith("the claim says "), reason
    assert 'the evidence says "' in reason
    assert reason in find_conflicts(claim, COUNCIL, COUNCIL)  # reached through the engines' conflict check


@pytest.mark.parametrize("claim", ["Seven council members voted for the transit plan.",
                                   "Most council members voted for the transit plan.",
                                   "Nearly all council members voted for the transit plan.",
                                   "Not all council members voted for the transit plan.",
                                   "Every member attended the meeting.",  # the evidence says every too
                                   "All bus drivers voted for the transit plan.",  # not about the same words
                                   "All of the new routes will open next year."])
def test_no_conflict_without_a_part_of_the_same_thing(claim: str) -> None:
    assert quantifier_conflicts(claim, COUNCIL) == []


def test_the_reason_names_both_words() -> None:
    (reason,) = quantifier_conflicts("All council members voted for the transit plan.", COUNCIL)
    assert reason.startswith('the claim says "all" where the evidence says "seven of the": "Seven of the nine')


def test_a_universal_clause_anywhere_on_the_same_words_clears_it() -> None:
    ev = "Most patients reported mild side effects. All patients reported mild side effects by week 4."
    assert quantifier_conflicts("All patients reported mild side effects.", ev) == []
    assert quantifier_conflicts("All patients reported mild side effects.", ev.split(". ")[0])


@pytest.mark.parametrize(("text", "universal"), [
    ("All council members voted.", True), ("Each of the 12 hospitals took part.", True),
    ("The board unanimously approved it.", True), ("It was the best result of all time.", False),
    ("The all-time high came in May.", False), ("Trains run every 15 minutes.", False),
    ("Buses stop every day at noon.", False), ("Nearly all members voted.", False),
    ("It did not help at all.", False), ("Most of all, it was cheap.", False),
    ("The union represents all 1,400 of Kestrelford's workers.", True),  # "1,400 of" after "all" is the whole
    ("The union represents 900 of Kestrelford's workers.", False),
])
def test_what_counts_as_saying_all(text: str, universal: bool) -> None:
    assert mentions_universal(text) is universal


@pytest.mark.parametrize("part", ["Most patients", "Some of the patients", "Many of the patients",
                                  "A few of the patients", "The majority of patients", "Half of the patients",
                                  "Almost all patients", "12 of the 40 patients", "Three out of four patients",
                                  "Only 12 patients", "Only about 30 patients"])
def test_partial_quantities_in_the_evidence(part: str) -> None:
    assert quantifier_conflicts("All patients reported mild side effects.", f"{part} reported mild side effects.")


@pytest.mark.parametrize("not_a_part", ["The most common side effects were mild; patients reported mild side effects.",
                                        "Some 240 patients reported mild side effects.",
                                        "The most serious patients reported mild side effects.",
                                        "Patients reported only mild side effects."])
def test_superlatives_and_approximations_are_not_parts(not_a_part: str) -> None:
    assert quantifier_conflicts("All patients reported mild side effects.", not_a_part) == []


def test_the_served_engine_calls_an_over_generalisation_contradicted() -> None:
    eng = load_engine("auto")
    v = eng.check("All council members voted for the transit plan.", COUNCIL)
    assert v.verdict == "contradicted"
    assert eng.check("Seven council members voted for the transit plan.", COUNCIL).verdict == "supported"


@pytest.mark.parametrize("evidence", ["The city council voted 7 to 2 to approve the new library.",
                                      "The city council approved the new library in a 7-2 vote.",
                                      "The city council voted 7-2 to approve the new library."])
def test_a_vote_with_votes_on_both_sides_is_not_unanimous(evidence: str) -> None:
    (r,) = quantifier_conflicts("The city council unanimously approved the new library.", evidence)
    assert '"unanimously"' in r


@pytest.mark.parametrize("evidence", ["The city council voted 9 to 0 to approve the new library.",
                                      "The city council approved the new library in a 9-0 vote."])
def test_a_vote_without_votes_against_is_no_part(evidence: str) -> None:
    assert quantifier_conflicts("The city council unanimously approved the new library.", evidence) == []


LIBRARY = ("Adult members may borrow up to 12 items at once. Reservations cost 50p each and are free for junior "
           "members. Junior members may borrow 6 items. Members can renew items twice online.")


@pytest.mark.parametrize(("claim", "said"), [
    ("Reservations are free for all members.", '"all members" where the evidence says "junior members"'),
    ("All members may borrow up to 12 items at once.", '"All members" where the evidence says "adult members"'),
])
def test_all_of_a_group_where_the_evidence_names_one_kind_of_it_conflicts(claim: str, said: str) -> None:
    (reason,) = find_conflicts(claim, LIBRARY, LIBRARY)
    assert said in reason, reason


@pytest.mark.parametrize("claim", [
    "Reservations are free for junior members.",
    "All members can renew items twice online.",  # the sentence names the bare group
    "Every member can renew items twice online.",  # (the singular names no group the context qualifies)
])
def test_a_group_the_evidence_gives_it_to_does_not_conflict(claim: str) -> None:
    assert find_conflicts(claim, LIBRARY, LIBRARY) == []


def test_other_things_of_the_group_are_a_kind_too() -> None:
    context = "Support responds to critical tickets within 1 hour, 24/7, and to other tickets within 1 business day."
    (reason,) = find_conflicts("All tickets are answered within 1 hour.", context, context)
    assert '"All tickets" where the evidence says "critical tickets"' in reason, reason
    assert find_conflicts("Critical tickets are answered within 1 hour.", context, context) == []


def test_one_kind_alone_is_no_subgroup() -> None:
    context = "Reservations are free for library members."  # no other kind of member: "library" names the group
    assert find_conflicts("Reservations are free for all members.", context, context) == []


def test_a_share_below_the_whole_is_a_part() -> None:
    evidence = "The director said the factory would draw 70 per cent of its electricity from a 12-megawatt solar array."
    (reason,) = quantifier_conflicts("The factory will draw all of its electricity from a 12-megawatt solar array.",
                                     evidence)
    assert '"70 per cent of"' in reason
    assert quantifier_conflicts("The factory will draw all of its electricity from a 12-megawatt solar array.",
                                evidence.replace("70 per cent", "100%")) == []


def test_all_read_in_its_own_clause_against_a_part_of_a_named_owner() -> None:
    evidence = ("The GMK union, which represents about 900 of Kestrelford's 1,400 workers, said it was \"deeply "
                "concerned\" about what a takeover could mean for jobs at the Drayholt plant.")
    claim = ("The GMK union, which represents all 1,400 of Kestrelford's workers, said it was deeply concerned about "
             "possible job losses.")
    (reason,) = quantifier_conflicts(claim, evidence)
    assert "\"900 of kestrelford's\"" in reason
    assert quantifier_conflicts(claim, evidence.replace("about 900 of Kestrelford's 1,400", "all of Kestrelford's "
                                                        "1,400")) == []
