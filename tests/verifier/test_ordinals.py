"""Ordinals a claim writes before a word that the context writes only with another ordinal."""

from __future__ import annotations

import pytest

from verifier.numbers import find_conflicts
from verifier.ordinals import ordinal_conflicts

CONTEXT = ("Sign up now and your first year of the Growth plan is free. Every first purchase ships at no cost. "
           "Earnings rose in the third quarter.")


@pytest.mark.parametrize(("claim", "said"), [
    ("The second year of the Growth plan is free.", "second year"),
    ("Your 2nd year of the plan is free.", "2nd year"),
    ("A second purchase ships at no cost.", "second purchase"),
    ("Earnings rose in the fifth quarter.", "fifth quarter"),
])
def test_an_ordinal_the_context_writes_only_otherwise_conflicts(claim: str, said: str) -> None:
    (reason,) = ordinal_conflicts(claim, CONTEXT)
    assert reason.startswith(f'the claim says "{said}" where the context speaks of ')
    assert reason in find_conflicts(claim, CONTEXT, CONTEXT)  # reached through the engines' conflict check


@pytest.mark.parametrize(("claim", "context"), [
    ("The first year of the Growth plan is free.", CONTEXT),
    ("Your 1st year is free.", CONTEXT),  # the same ordinal in figures
    ("Earnings rose in the second quarter.", "Earnings rose in Q2 and fell in the third quarter."),  # "Q2"
    ("The second release fixed it.", "The update fixed it."),  # the context writes no ordinal with the word
    ("The first and only draft was late.", "The second and final draft was late."),  # "and" is no word to compare
])
def test_no_conflict_when_the_ordinal_is_written_or_none_is(claim: str, context: str) -> None:
    assert ordinal_conflicts(claim, context) == []


def test_a_bare_superlative_against_an_ordinal_one_conflicts() -> None:
    ctx = "Brenna is the region's third-largest city, after Ost and Vale."
    (reason,) = ordinal_conflicts("Brenna is the region's largest city.", ctx)
    assert '"largest"' in reason and '"third-largest"' in reason
    assert ordinal_conflicts("Brenna is one of the region's largest cities.", ctx) == []
    assert ordinal_conflicts("Brenna is the region's third largest city.", ctx) == []
    assert ordinal_conflicts("Ost is the largest city.", "Ost is the largest city and Brenna the third-largest.") == []


def test_a_standing_with_no_noun_after_it_is_a_place_of_its_subject() -> None:
    ctx = ("After 30 matches, Northfield lead the league. Redmoor are third on 59 points. In the cup, Ashby Town "
           "finished second.")
    (r,) = ordinal_conflicts("Redmoor are second.", ctx)
    assert r == 'the claim says "are second" where the context says "are third"'
    assert ordinal_conflicts("Redmoor finished second in the league.", ctx)
    assert ordinal_conflicts("Redmoor are in second place.", ctx)
    assert ordinal_conflicts("Redmoor are third.", ctx) == []
    # another subject's standing says nothing of the claim's: "finished second" is Ashby Town's
    assert ordinal_conflicts("Hana Sato finished third.", ctx) == []
    assert ordinal_conflicts("Ashby Town finished second in the cup.", ctx) == []
    assert ordinal_conflicts("Ashby Town finished first in the cup.", ctx)
    # an ordinal before another word is no standing: "is second only to"
    assert ordinal_conflicts("The delay is second only to the strike.", ctx) == []


def test_an_ordinal_with_its_noun_left_out_or_named_by_the_claim_is_no_other_ordinal() -> None:
    context = "The first MMR dose is due at 12 months and the second at 3 years and 4 months."
    assert ordinal_conflicts("The second MMR dose is due at 3 years and 4 months.", context) == []
    assert ordinal_conflicts("The second MMR dose comes more than two years after the first.", context) == []
    assert ordinal_conflicts("The third MMR dose is due at 5 years.", context)


def test_an_elided_ordinal_counts_only_beside_its_noun_and_a_claimed_rival_only_when_elided() -> None:
    # "the first of many" is no first single; the claim's "second week" with its noun is a claim, not a comparison
    assert ordinal_conflicts("The first single reached number one.",
                             "The third single reached number one. It was the first of many hits.")
    assert ordinal_conflicts("In its fourth week, the album stayed at number one for a second week.",
                             "In its second week, the album stayed at number one.")


def test_a_day_of_the_month_the_context_does_not_give() -> None:
    ctx = "The monthly payment is $389, due on the 5th of each month; a late fee of $35 applies after 10 days."
    assert ordinal_conflicts("The monthly payment of $389 is due on the 1st of each month.", ctx)
    assert ordinal_conflicts("The monthly payment of $389 is due on the 5th of each month.", ctx) == []
    assert ordinal_conflicts("Payment is due on the 20th day of every month.", "Payment is due monthly.") == []


def test_the_superlative_against_one_of_several() -> None:
    ctx = ("The market is still held every Thursday in Corn Square, which by the council's reckoning makes it one of "
           "the oldest continuously held markets in the county.")
    (r,) = ordinal_conflicts("The Thursday market is the oldest continuously held market in the county.", ctx)
    assert r.startswith('the claim says "oldest" where the context says "one of the oldest"')
    assert ordinal_conflicts("The Thursday market is one of the oldest markets in the county.", ctx) == []
    # the context also says it bare: no conflict
    assert ordinal_conflicts("Lake Vost is the largest lake in Norland.",
                             "Lake Vost, one of the largest lakes in Norland, is deep. It is the largest lake in "
                             "Norland's north.") == []
    # one of the superlatives of another thing says nothing of the claim's
    assert ordinal_conflicts("The Thursday market is the oldest market in the county.",
                             "The Guildhall is one of the oldest buildings in the town.") == []


def test_another_ordinal_time_conflicts_only_in_a_sentence_on_the_claims_words() -> None:
    ctx = ("Hallam Reach won the men's eight final, their third win in four years. The regatta was sponsored for the "
           "first time by the Varrow Building Society.")
    assert ordinal_conflicts("Hallam Reach won the men's eight for the third time in four years.", ctx) == []
    ctx = "Hallam Reach won the men's eight final for the first time in 2024."
    (reason,) = ordinal_conflicts("Hallam Reach won the men's eight final for the third time in 2024.", ctx)
    assert '"third time"' in reason and '"first time"' in reason
