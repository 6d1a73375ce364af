"""Where the case a claim opens by supposing ends (verifier.cases): after "adds", over commas before its verb, and
from a count."""

from __future__ import annotations

import pytest

from verifier.cases import outright_case, supposed_case_end
from verifier.numbers import find_conflicts


@pytest.mark.parametrize(("claim", "case"), [
    ("Buying 3 tickets online adds £5.25 in booking fees.", "Buying 3 tickets online "),
    ("A 12 kg dog staying 2 nights in August, collected in the morning, costs £66.",
     "A 12 kg dog staying 2 nights in August, collected in the morning, "),
    ("Two cats sharing a pen for 4 nights in March cost £144.", "Two cats sharing a pen for 4 nights in March "),
    # a report supposes nothing, whatever its commas
    ("A 25-year-old man, who lived nearby, was arrested.", ""),
    ("A payment of £8,000 funded by bank transfer carries a fee of £28.",
     "A payment of £8,000 funded by bank transfer "),
])
def test_the_case_a_claim_opens_with(claim: str, case: str) -> None:
    end = supposed_case_end(claim)
    assert claim[:end] == case
    assert outright_case(claim, end) is bool(case)


KENNEL = ("Dogs up to 15 kg: £33 per night; dogs over 15 kg: £38 per night. Cats: £18 per night; two cats from the "
          "same household sharing a pen: £36 per night. Minimum stay 3 nights in August.")
FEES = ("Transfers of up to £500 cost a flat £2.99; above £5,000 the fee is 0.35% of the amount, with no flat charge. "
        "Paying by debit card adds £1.50 per transfer, while paying by bank transfer carries no extra charge.")
TICKETS = "Tickets cost £40 each, with a £1.75 booking fee per ticket online. Maximum 6 tickets per order."


@pytest.mark.parametrize(("context", "claim", "conflict"), [
    (TICKETS, "Buying 3 tickets online adds £5.25 in booking fees.", False),
    (TICKETS, "Buying 3 tickets online adds £5.75 in booking fees.", True),
    (KENNEL, "Two cats sharing a pen for 4 nights cost £144.", False),
    (KENNEL, "Two cats sharing a pen for 4 nights cost £154.", True),
    (FEES, "A payment of £8,000 funded by bank transfer carries a fee of £28.", False),
    (FEES, "A payment of £8,000 funded by bank transfer carries a fee of £29.", True),
])
def test_a_case_s_own_counts_are_no_conflict(context: str, claim: str, conflict: bool) -> None:
    assert bool(find_conflicts(claim, context, context)) is conflict


SYLLABUS = "Late lab reports lose 10% per day and are not accepted after three days."
PARK = "Groups are limited to 8 people and may stay no more than 3 consecutive nights at any single campsite."
PETS = "One cat is allowed with the landlord's written consent; dogs are not allowed."


@pytest.mark.parametrize(("context", "claim", "conflict"), [
    # what the rule does to the case, or denies it, makes the case's figure the writer's choice
    (SYLLABUS, "A lab report four days late is not accepted.", False),
    (PARK, "A group of 10 people is too large under the park's group limit.", False),
    # a count said to be allowed is no case: it states what the rule allows
    (PETS, "Two cats are allowed as long as the landlord gives written consent.", True),
])
def test_a_case_the_rule_refuses_takes_its_own_figure(context: str, claim: str, conflict: bool) -> None:
    assert bool(find_conflicts(claim, context, context)) is conflict


def test_a_case_whose_consequence_is_said_with_means() -> None:
    """"Cancelling 20 days before departure means you'll be charged 60%": the 20 days are the case's, checked against
    the band they fall in, not a figure the context must give."""
    claim = "Cancelling 20 days before departure means you'll be charged 60% of the total price."
    assert claim[: supposed_case_end(claim)] == "Cancelling 20 days before departure "
    ctx = ("Cancellation charges: 57 days or more before departure, loss of deposit; 56 to 29 days, 40% of the total "
           "price; 28 to 15 days, 60%; 14 to 3 days, 80%; 2 days or fewer, 100%.")
    assert find_conflicts(claim, ctx, ctx) == []
    (reason,) = find_conflicts(claim.replace("60%", "40%"), ctx, ctx)
    assert 'falls in a band for which the evidence gives "60%"' in reason
    assert find_conflicts("Cancelling eight months before the event means paying 40%.",
                          "Cancellation: 12 to 6 months before the event, 40%; less than 6 months, 75%.",
                          "Cancellation: 12 to 6 months before the event, 40%; less than 6 months, 75%.") == []
