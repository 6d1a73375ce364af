"""A claim denying for a rival what a sentence allows "only" for one thing (verifier.restrictions), and a claim denying
a case beyond a limit: neither negates the sentence they restate."""

from __future__ import annotations

import pytest

from verifier.numbers import find_conflicts
from verifier.restrictions import denied_to_a_rival, without_restrictions_to_rivals

SURGERY = ("Routine appointments can be booked up to 4 weeks ahead online, through the NHS App, or by phone. "
           "Same-day urgent appointments are released at 8:00 and can be booked by phone only.")
BROADBAND = ("Fibre 150 and Fibre 500 are sold on 12- or 24-month contracts. "
             "A £25 set-up fee applies to 12-month contracts only.")
VOLUNTEERS = ("Volunteers must be at least 16; 16- and 17-year-olds need signed parental consent and may join "
              "warehouse and Saturday distribution shifts only. Distribution runs Wednesdays 16:00-19:30 and Saturdays "
              "10:00-13:30.")
PEAK = ("During the warehouse peak period, 1 to 24 December, leave is only granted to staff in office roles. Office "
        "staff and warehouse employees book leave through the HR portal.")
GUESTS = "Overnight guests may stay no more than 2 nights in any 7 days."


@pytest.mark.parametrize(("claim", "context"), [
    ("Same-day urgent appointments cannot be booked online.", SURGERY),  # "online" listed with "phone"
    ("A 24-month Fibre 150 contract has no set-up fee.", BROADBAND),  # a figure of the unit "only" admits
    ("A 17-year-old can't volunteer on the Wednesday distribution shift.", VOLUNTEERS),  # another weekday
    ("A resident's guest cannot stay three nights in the same week.", GUESTS),  # a case beyond the ceiling
])
def test_a_denial_restating_a_restriction_or_limit_is_no_negation_conflict(claim: str, context: str) -> None:
    assert not [r for r in find_conflicts(claim, context, context) if "negates" in r]


@pytest.mark.parametrize(("claim", "context"), [
    ("Same-day urgent appointments cannot be booked by phone.", SURGERY),  # what "only" allows, denied
    ("A 12-month Fibre 150 contract has no set-up fee.", BROADBAND),
    ("No employee can take leave between 1 and 24 December.", PEAK),  # denied to all, office staff included
    ("Overnight guests cannot stay 2 nights in any 7 days.", GUESTS),  # a case within the limit
])
def test_a_denial_of_what_the_sentence_allows_still_conflicts(claim: str, context: str) -> None:
    assert any("negates" in r for r in find_conflicts(claim, context, context))


def test_a_claim_holding_whether_or_not_keeps_every_sentence() -> None:
    context = "Cover applies to sheds, garages and outbuildings. Theft is covered up to £1,500 from garages only."
    claim = "Theft from an outbuilding is covered up to £1,500 whether or not it was locked."
    assert without_restrictions_to_rivals(claim, context, context) == context


def test_only_sentences_restricted_to_a_rival_are_set_aside() -> None:
    kept = without_restrictions_to_rivals("Same-day urgent appointments cannot be booked online.", SURGERY, SURGERY)
    assert kept == SURGERY.split(" Same-day")[0]
    # a claim that denies nothing keeps the whole evidence
    assert without_restrictions_to_rivals("Same-day appointments can be booked online.", SURGERY, SURGERY) == SURGERY


COWORKING = ("Memberships: Flex £120, Resident £250 and Studio £400 a month. Paying annually in advance gives a 10% "
             "discount on Resident and Studio only. Saturday delivery costs £6 extra and is available in Zones A and B "
             "only; Zone C has weekday delivery.")


@pytest.mark.parametrize(("claim", "admitted"), [
    ("Flex members also get the 10% discount if they pay annually in advance.", "10% discount on Resident and Studio"),
    ("Saturday delivery is available to any zone for an extra £6.", "available in Zones A and B"),
])
def test_stating_for_a_rival_what_only_one_thing_gets_conflicts(claim: str, admitted: str) -> None:
    (reason,) = find_conflicts(claim, COWORKING, COWORKING)
    assert f'only of "{admitted}"' in reason, reason


@pytest.mark.parametrize("claim", [
    "Studio members get the 10% discount if they pay annually in advance.",  # what "only" admits
    "Saturday delivery is available in Zone A for an extra £6.",
    "Zone C has weekday delivery.",
    "Flex costs £120 a month.",
])
def test_stating_what_only_admits_does_not_conflict(claim: str) -> None:
    assert find_conflicts(claim, COWORKING, COWORKING) == []


def test_a_rival_another_sentence_states_it_for_does_not_conflict() -> None:
    context = COWORKING + " Flex members get a 10% discount if they pay annually in advance from 2026."
    assert find_conflicts("Flex members get a 10% discount if they pay annually in advance.", context, context) == []


BIKES = ("Passes: Day Pass, Monthly Pass and Annual Pass. E-bikes cost an extra 20p per minute on all passes and "
         "single rides, except for Annual Pass holders, who pay 10p per minute.")


def test_a_rule_restated_for_a_rival_name_conflicts() -> None:
    (reason,) = find_conflicts("Monthly Pass holders pay 10p per minute for e-bikes.", BIKES, BIKES)
    assert reason.startswith('the claim says it of "Monthly" where the evidence says it of "Annual"'), reason


@pytest.mark.parametrize("claim", [
    "Annual Pass holders pay 10p per minute for e-bikes.",
    "E-bikes cost an extra 20p per minute on a Day Pass.",
])
def test_the_rule_for_the_name_it_gives_does_not_conflict(claim: str) -> None:
    assert find_conflicts(claim, BIKES, BIKES) == []


def test_common_words_listed_together_are_no_rivals() -> None:
    context = ("We offer tools like irrigation, crop monitoring and soil sensors. Our offer includes irrigation and "
               "crop monitoring for every farm.")
    claim = "Our package includes irrigation and crop monitoring for every farm."
    assert not [r for r in find_conflicts(claim, context, context) if "says it of" in r]


SUPPORT = ("Email support replies within 1 business day; phone support is available only on annual plans with 20 or "
           "more seats.")


def test_a_case_outside_the_bound_only_admits_conflicts() -> None:
    (reason,) = find_conflicts("An annual plan with 10 seats includes phone support.", SUPPORT, SUPPORT)
    assert 'only of "on annual plans with 20 or more seats."' in reason, reason


def test_a_case_inside_the_bound_is_what_only_admits() -> None:
    assert find_conflicts("An annual plan with 25 seats includes phone support.", SUPPORT, SUPPORT) == []


def test_a_rival_stated_for_another_subject_does_not_clear_the_restriction() -> None:
    claim = "Same-day urgent appointments can be booked online."  # online is for routine appointments
    (reason,) = find_conflicts(claim, SURGERY, SURGERY)
    assert 'only of "and can be booked by phone"' in reason, reason
    assert find_conflicts("Routine appointments can be booked online.", SURGERY, SURGERY) == []


def test_a_denial_for_a_rival_of_what_only_admits_is_told_apart() -> None:
    context = ("Repeat prescriptions can be ordered by phone only. Appointments can be booked online, through the NHS "
               "App, or by phone.")  # (online and phone are rivals: listed together)
    assert denied_to_a_rival("Repeat prescriptions cannot be ordered online.", context)
    assert not denied_to_a_rival("Repeat prescriptions cannot be ordered by phone.", context)  # what it admits
    assert not denied_to_a_rival("Repeat prescriptions can be ordered online.", context)  # no denial
    assert not denied_to_a_rival("No patient can order repeat prescriptions online.", context)  # denied to all


def test_a_claim_restating_the_restriction_with_its_own_only_is_no_rival() -> None:
    ctx = ("Passes can be loaded at any of the 31 ticket machines, online, or on board with the driver, although "
           "drivers only sell the 7-day version. The 30-day Rover costs £82 and the 7-day Rover £24.")
    assert find_conflicts("Because drivers sell only the 7-day Rover, the 30-day pass has to be bought online or from "
                          "a ticket machine.", ctx, ctx) == []
    # a claim whose "only" admits something else still stretches the rule
    assert find_conflicts("Drivers also sell the 30-day version.", ctx, ctx) != []
    assert find_conflicts("Drivers only sell the 30-day version.", ctx, ctx) != []


def test_a_head_noun_after_a_name_the_sentence_writes_is_that_thing_no_rival() -> None:
    context = ("[Source: Corran Coast Heritage Trust, 'Our Lighthouses' page, 2022]\nWalkers can climb Grennock "
               "Point's 112 steps on summer weekends, when the heritage trust opens it.")
    claim = "Visitors can climb the 112 steps of Grennock Point lighthouse on summer weekends."
    assert not [r for r in find_conflicts(claim, context, context) if "says it of" in r]
    # a rival name before a head noun the sentence does not write is still one
    (reason,) = find_conflicts("Monthly Pass holders pay 10p per minute for e-bikes.", BIKES, BIKES)
    assert "says it of" in reason
