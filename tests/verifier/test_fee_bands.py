"""What a banded fee schedule charges for a sum (``verifier.fee_bands``), and how the figure checks use it: a fee with
its flat part and cap is a computed figure, a share beyond the cap is not, a cap on the fee bounds no case, and a band
that charges nothing has a result of its own."""

from __future__ import annotations

import pytest

from verifier.fee_bands import caps_a_charge, free_result, outside_the_band_of, percent_fee
from verifier.numbers import computed_figures, find_conflicts
from verifier.quantities import Quantity, extract_quantities

TARIFF = ("Northwind Bank charges no fee on transfers up to £500. Transfers from £500.01 to £5,000 cost £4.99 plus "
          "0.4% of the amount sent. Above £5,000 the fee is 0.35% of the amount, capped at £60. Personal customers are "
          "limited to £10,000 per transaction.")


def _sum(text: str) -> Quantity:
    (q,) = extract_quantities(text)
    return q


def _percents(text: str) -> list[Quantity]:
    return [q for q in extract_quantities(text) if q.kind == "percent"]


def test_a_percents_fee_adds_its_flat_part_and_keeps_under_its_cap() -> None:
    middle, top = _percents(TARIFF)
    two_thousand = percent_fee(_sum("£2,000"), middle, TARIFF)
    assert (two_thousand.share, two_thousand.fee, two_thousand.capped) == pytest.approx((8.0, 12.99, False))
    twenty_thousand = percent_fee(_sum("£20,000"), top, TARIFF)
    assert (twenty_thousand.share, twenty_thousand.fee, twenty_thousand.capped) == pytest.approx((70.0, 60.0, True))
    eight_thousand = percent_fee(_sum("£8,000"), top, TARIFF)  # under the cap: the share is the fee
    assert (eight_thousand.fee, eight_thousand.capped) == pytest.approx((28.0, False))


def test_a_flat_part_after_the_percent_and_a_minimum_charge() -> None:
    card = "Card payments abroad cost 2.75% of the amount plus £0.50, minimum charge £1.50."
    (rate,) = _percents(card)
    assert percent_fee(_sum("£100"), rate, card).fee == pytest.approx(3.25)
    small = percent_fee(_sum("£10"), rate, card)
    assert (small.fee, small.capped) == pytest.approx((1.5, True))


def test_a_sum_of_another_clause_is_no_flat_part() -> None:
    text = "Transfers cost 0.5% of the amount. A paper statement costs £2."
    (rate,) = _percents(text)
    assert percent_fee(_sum("£1,000"), rate, text).fee == pytest.approx(5.0)


def test_the_band_a_percents_clause_sets() -> None:
    middle, top = _percents(TARIFF)
    assert not outside_the_band_of(_sum("£2,000"), middle, TARIFF)
    assert outside_the_band_of(_sum("£8,000"), middle, TARIFF)
    assert outside_the_band_of(_sum("£400"), middle, TARIFF)
    assert outside_the_band_of(_sum("£2,000"), top, TARIFF)
    assert not outside_the_band_of(_sum("£20,000"), top, TARIFF)


def test_a_cap_on_the_charge_and_a_free_band() -> None:
    figures = extract_quantities(TARIFF)
    cap = next(q for q in figures if q.text == "£60")
    limit = next(q for q in figures if q.text == "£10,000")
    assert caps_a_charge(TARIFF, cap) and not caps_a_charge(TARIFF, limit)
    free = free_result(TARIFF, figures[0])  # "no fee on transfers up to £500"
    assert free is not None and free.value == 0 and free.kind == figures[0].kind and free.text == "no fee"
    assert free_result(TARIFF, next(q for q in figures if q.text == "£500.01")) is None


@pytest.mark.parametrize(("claim", "computed"), [
    ("Sending £2,000 costs £12.99.", True),  # £4.99 + 0.4% of £2,000
    ("Sending £8,000 costs £28 in fees.", True),  # 0.35%, under the cap
    ("Sending £2,000 costs £13.99.", False),
    ("Sending £20,000 costs £70 in fees.", False),  # 0.35% of £20,000, but the fee is capped at £60
])
def test_a_banded_fee_is_a_computed_figure(claim: str, computed: bool) -> None:
    assert bool(computed_figures(claim, TARIFF)) is computed
    assert (find_conflicts(claim, TARIFF, TARIFF) == []) is computed


def test_the_cap_on_a_fee_is_no_threshold_on_the_sum_sent() -> None:
    assert find_conflicts("Sending £20,000 costs £60 in fees.", TARIFF, TARIFF) == []


def test_a_sum_in_the_free_band_charged_another_bands_fee_conflicts() -> None:
    (reason,) = find_conflicts("Sending £400 costs £4.99.", TARIFF, TARIFF)
    assert '"£400" falls in a band' in reason and '"no fee"' in reason
    assert find_conflicts("Sending £700 costs £4.99 plus 0.4% of the amount.", TARIFF, TARIFF) == []


def test_a_share_beyond_its_cap_is_not_what_is_charged_unless_the_claim_denies_it() -> None:
    offer = "Members aged 65 or over get 10% off their shop every Tuesday, capped at £15 of savings per visit."
    assert find_conflicts("A 70-year-old member spending £200 on a Tuesday gets £20 off.", offer, offer)
    assert find_conflicts("A 70-year-old member spending £200 on a Tuesday gets £15 off, not £20.", offer, offer) == []
    assert find_conflicts("A 70-year-old member spending £120 on a Tuesday gets £12 off.", offer, offer) == []


CARD = ("Purchases made in a foreign currency carry a foreign transaction fee of 2.75% of the US dollar amount, with a "
        "minimum of $0.50 per purchase. Purchases made in US dollars at merchants outside the United States carry a 1% "
        "cross-border fee instead, with no minimum. ATM withdrawals abroad cost $3.00 per withdrawal plus 2.75% of the "
        "amount withdrawn, with the combined fee capped at $15 per withdrawal.")


@pytest.mark.parametrize(("claim", "computed"), [
    ("Withdrawing $300 from an ATM abroad costs $11.25 in fees.", True),  # $3.00 per withdrawal plus 2.75%
    ("Withdrawing $300 from an ATM abroad costs $8.25 in fees.", False),  # the flat part dropped
    ("Withdrawing $500 from an ATM abroad costs $15 in fees.", False),  # stated: the cap, no computed figure
    ("Paying $400 in US dollars at a shop outside the United States costs a $4.00 fee.", True),  # the 1% sentence
    ("A $200 purchase in a foreign currency incurs a $5.50 fee.", True),
    ("A $12 purchase in a foreign currency carries a fee of $0.33.", False),  # the $0.50 minimum applies
    ("A $12 purchase in a foreign currency carries a fee of $0.20.", False),  # no rate gives it to the cent
])
def test_a_rate_written_twice_is_charged_as_the_sentence_the_claim_names_says(claim: str, computed: bool) -> None:
    assert bool(computed_figures(claim, CARD)) is computed
    if claim.endswith("$15 in fees."):
        assert find_conflicts(claim, CARD, CARD) == []
    else:
        assert (find_conflicts(claim, CARD, CARD) == []) is computed


def test_a_flat_part_given_as_the_whole_fee_conflicts() -> None:
    (reason,) = find_conflicts("Sending £2,000 costs £4.99 in fees.", TARIFF, TARIFF)
    assert '"£4.99" as the whole fee' in reason and '"0.4%"' in reason
    # the claim that gives the percent too, or denies the flat part, is not that
    assert find_conflicts("Sending £2,000 costs £4.99 plus 0.4% of the amount.", TARIFF, TARIFF) == []
    assert find_conflicts("Sending £2,000 costs £12.99, not £4.99.", TARIFF, TARIFF) == []


def test_rates_of_different_values_all_stay_candidates() -> None:
    # "jackets" are the clothing the 12% is for, though the VAT sentence shares more of the claim's words
    duty = ("Clothing and footwear attract a 12% duty; electronics attract 4%. Value-added tax of 20% applies to all "
            "goods above 40 crowns, calculated on the declared value plus duty.")
    claim = "A courier parcel of jackets declared at 200 crowns would incur 24 crowns in duty."
    assert find_conflicts(claim, duty, duty) == []


EXCHANGE = ("Exchanges under €100: no commission. From €100 to €999.99: 2.5% commission, with a minimum commission of "
            "€3. From €1,000 to €4,999.99: 1.5% commission. €5,000 and above: 1% commission, capped at €90 per "
            "transaction.")


@pytest.mark.parametrize(("claim", "computed"), [
    ("Exchanging €1,000 costs €15 in commission.", True),
    ("Exchanging €2,000 costs €20 in commission.", False),  # 1% is for €5,000 and above
    ("Exchanging €6,000 costs €60 in commission.", True),
    ("Exchanging €200 costs €5 in commission.", True),
    ("Exchanging €100 costs €2.50 in commission.", False),  # the minimum commission of €3
])
def test_a_band_bounded_after_its_figure_and_a_minimum_naming_its_fee(claim: str, computed: bool) -> None:
    assert bool(computed_figures(claim, EXCHANGE)) is computed


def test_a_sentence_plainly_about_another_case_charges_no_rate_of_its_own() -> None:
    fees = ("Online card payments: $0.30 plus 2.9% of the charge. In-person card payments taken on a Brightlane "
            "terminal: $0.10 plus 2.6% of the charge.")
    assert computed_figures("A $100 card payment taken in person on a Brightlane terminal costs $2.70.", fees)
    assert find_conflicts("A $100 card payment taken in person on a Brightlane terminal costs $3.20.", fees, fees)
    assert computed_figures("A $200 online card payment costs the merchant $6.10.", fees)


def test_a_minimum_spend_is_a_condition_on_the_case_not_a_minimum_fee() -> None:
    code = ("The WELCOME15 code gives new customers 15% off their first order, capped at a £20 discount, with a "
            "minimum spend of £25.")
    assert find_conflicts("A new customer spending £60 on their first order would save £9 with WELCOME15.", code,
                          code) == []
    assert find_conflicts("A new customer spending £200 on their first order would save £30 with WELCOME15.", code,
                          code)  # the £20 cap


def test_a_band_up_to_and_including_and_a_rate_named_again() -> None:
    swiss = ("For amounts from CHF 500.01 up to and including CHF 5,000 the fee is 0.9% of the amount sent. For "
             "amounts above CHF 5,000 the fee is 0.7% of the amount sent, with a maximum fee of CHF 55 per transfer. "
             "Transfers to Portugal have a reduced fee of 0.5% in the middle band; the 0.7% rate and the CHF 55 cap "
             "are the same as for every other destination.")
    assert computed_figures("A CHF 2,000 transfer costs CHF 18 in fees.", swiss) == ['"CHF 18"']
    assert find_conflicts("A CHF 12,000 transfer costs CHF 108 in fees.", swiss)  # not the middle band's 0.9%
    assert find_conflicts("A CHF 12,000 transfer costs CHF 84 in fees.", swiss)  # the cap holds for 0.7% named again
