"""A rule stated for a thing the evidence excepts from it (verifier.excepted)."""

from __future__ import annotations

import pytest

from verifier.excepted import excepted_conflicts
from verifier.numbers import find_conflicts

FEES = ("New members pay a one-off £50 entrance fee, except Juniors and Minis. Fees paid in full by 30 April receive a "
        "5% early-payment discount.")
MUSEUM = "It is closed on Mondays, except bank holiday Mondays, when it opens 10:00-16:00."
PHONE = "Repeat prescription requests are not accepted by phone, except from housebound patients."
LOGS = ("Server access logs are kept for 90 days, except logs connected to a security incident, which are kept until "
        "the investigation closes plus one year.")
CALL_OUT = ("Customers aged 70 or over pay a reduced call-out fee of £45, except for emergency visits booked "
            "through our 24-hour line.")
DELIVERY = ("Standard delivery is free on orders of £40 or more, except for furniture items, which always carry a £29 "
            "two-person delivery charge.")
REPAYMENT = ("If you leave within 12 months of completing a course that cost more than $1,000, you must repay 50% of "
             "the cost, unless you were made redundant.")
JOINING_FEE = "A £30 joining fee applies to all members unless they pay annually."
EXPRESS = "Delivery takes 3-5 days unless you choose Express."
WARRANTY = "The warranty is void if the device is opened by anyone other than a FixPoint technician."


@pytest.mark.parametrize(("claim", "context"), [
    ("A new Mini member pays the £50 entrance fee.", FEES),
    ("The museum is closed on bank holiday Mondays.", MUSEUM),
    # the excepted thing's own figure names it, no figure of the claim's own
    ("Customers aged 70 or over pay the reduced £45 call-out fee for emergency visits booked through the 24-hour "
     "line.", CALL_OUT),
    # "including" the excepted thing states the rule for it, whatever the sentence goes on to say of it
    ("Standard delivery is free on orders of £40 or more, including furniture.", DELIVERY),
    # "unless" a condition the claim meets in full
    ("Employees made redundant within 12 months of completing a course costing over $1,000 must repay 50% of the "
     "cost.", REPAYMENT),
    ("Members who pay annually pay the £30 joining fee.", JOINING_FEE),
])
def test_the_rule_stated_for_an_excepted_thing_conflicts(claim: str, context: str) -> None:
    (reason,) = excepted_conflicts(claim, context)
    assert reason.startswith("the evidence excepts")
    assert find_conflicts(claim, context, context)


@pytest.mark.parametrize(("claim", "context"), [
    ("A new Senior member pays the £50 entrance fee.", FEES),  # not excepted
    ("The museum is closed on Mondays.", MUSEUM),  # the rule itself
    ("A new Mini member does not pay the entrance fee.", FEES),  # the exception restated
    ("Minis pay a £20 entrance fee.", FEES),  # a figure of its own: what the excepted thing may get instead
    ("Housebound patients can order repeat prescriptions by phone.", PHONE),  # a denying rule allows what it excepts
    ("Server access logs tied to a security incident are kept for longer than 90 days.", LOGS),  # said of it after
    ("On a bank holiday Monday, the museum closes at 16:00.", MUSEUM),  # its time is what is said of it after
    ("Letting a non-FixPoint technician open the device voids the warranty.", WARRANTY),
    ("New members pay the £50 entrance fee unless they are Juniors or Minis.", FEES),  # the claim makes it too
    ("Furniture items always carry a £29 two-person delivery charge.", DELIVERY),  # what is said of it after
    ("A member paying monthly pays the £30 joining fee.", JOINING_FEE),  # a condition met only in part
    ("Delivery takes 3-5 days if you choose Standard.", EXPRESS),
])
def test_what_the_exception_leaves_open_is_no_conflict(claim: str, context: str) -> None:
    assert excepted_conflicts(claim, context) == []
