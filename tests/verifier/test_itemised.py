"""Sums of things a claim names (verifier.itemised), shares of a context's total, a sum per mile written in cents,
months of a rule that holds every month, rates written as a multiple or half of another, counts of priced things
and "both" as a count: true figures pass, wrong ones still conflict."""

from __future__ import annotations

import pytest

from verifier.derived_figures import counts_of_both
from verifier.itemised import (
    bundle_saving,
    claim_product,
    counted_items_priced,
    itemised_total,
    listed_sums_totalled,
    listed_things_each,
    multiple_of_a_price,
    price_of_one_of_a_group,
)
from verifier.numbers import find_conflicts
from verifier.periods import period_conflicts
from verifier.quantities import extract_quantities

CLINIC = ("Oakfield Vets price list. Initial consultation with a full health check: £52. Annual booster "
          "vaccination: £48. Nail clipping: £12 per visit. Microchipping: £20 per pet. Dental scale: £180. The "
          "practice is closed on Sundays.")

FERRY = ("Single fares: adult £9.40; child £4.70. Car with driver £36.00. Day return fares are 1.5 times the single "
         "fare. Bicycles travel free.")


def _sum(claim: str) -> tuple:
    return extract_quantities(claim)[-1], claim


def test_named_things_priced_together_with_counts() -> None:
    ev = extract_quantities(CLINIC)
    for claim in ("A new dog having the initial consultation and the annual booster pays £100 in total.",
                  "Microchipping three pets plus one nail clipping comes to £72.",
                  "The booster, a nail clipping and a dental scale cost £240 altogether."):
        q, _ = _sum(claim)
        assert itemised_total(q, claim, CLINIC, ev), claim
        assert find_conflicts(claim, CLINIC, CLINIC) == [], claim
    for claim in ("A new dog having the initial consultation and the annual booster pays £110 in total.",
                  "Microchipping three pets plus one nail clipping comes to £64."):
        q, _ = _sum(claim)
        assert not itemised_total(q, claim, CLINIC, ev), claim
        assert find_conflicts(claim, CLINIC, CLINIC), claim


def test_no_join_or_no_named_things_is_no_itemised_sum() -> None:
    ev = extract_quantities(CLINIC)
    claim = "The annual booster costs £100."  # 52 + 48, but the claim names one thing and joins none
    q, _ = _sum(claim)
    assert not itemised_total(q, claim, CLINIC, ev)
    claim = "Parking and coffee cost £100 in total."  # the right sum, but of things the claim never names
    q, _ = _sum(claim)
    assert not itemised_total(q, claim, CLINIC, ev)


def test_a_claims_own_count_times_its_own_price() -> None:
    ev = extract_quantities("Monthly payment: $212.40, for 36 months.")
    claim = "Making all 36 payments of $212.40 comes to $7,646.40 in total."
    assert claim_product(extract_quantities(claim)[-1], claim, ev)
    claim = "Making all 36 payments of $212.40 comes to $7,464.40 in total."
    assert not claim_product(extract_quantities(claim)[-1], claim, ev)


def test_a_claims_own_count_times_its_own_measure() -> None:
    """"two vestibules of 0.7 square metres each ... 1.4 square metres": a count of another unit times a figure of
    the measure's unit the evidence states; not a figure of the evidence times its own unit."""
    page = "Doors and vestibules: 2 doors, 2 vestibules of 0.7 square metres each. Packed weight: 2.1 kg."
    ev = extract_quantities(page)
    claim = "With two vestibules of 0.7 square metres each, the tent offers 1.4 square metres of vestibule space."
    assert claim_product(extract_quantities(claim)[-1], claim, ev)
    assert find_conflicts(claim, page, page) == []
    wrong = claim.replace("1.4", "2.1")
    assert not claim_product(extract_quantities(wrong)[-1], wrong, ev)
    assert not claim_product(extract_quantities("Three bags of 2.1 kg weigh 6.3 kg.")[-1],
                             "Three bags of 2.1 kg weigh 6.3 kg.", extract_quantities("Each bag weighs 2.2 kg."))
    assert claim_product(extract_quantities("A pack holds six 35 g bars, 210 g in total.")[-1],
                         "A pack holds six 35 g bars, 210 g in total.", extract_quantities("Bars of 35 g."))
    # a figure of the unit neither each one's nor right after the count: no product ("aged 8" is no 2 x "4 years")
    ages = "Two adults sharing a room with children aged 8 and 4 pay €54."
    eight = next(q for q in extract_quantities(ages) if q.value == 8)
    assert not claim_product(eight, ages, extract_quantities("Children aged 4 to 11 pay €9 per night."))


def test_a_price_given_as_a_multiple_of_another() -> None:
    ev = extract_quantities(FERRY)
    assert multiple_of_a_price(extract_quantities("An adult day return costs £14.10.")[0],
                               "An adult day return costs £14.10.", FERRY, ev)
    assert find_conflicts("An adult day return costs £14.10.", FERRY, FERRY) == []
    assert find_conflicts("An adult day return costs £18.80.", FERRY, FERRY)  # twice, not 1.5 times


def test_a_share_written_on_the_claims_words_of_the_contexts_total() -> None:
    ev = ("Project fee schedule. Total fee: EUR 24,000, excluding VAT. Deposit: 25% on signing. Delivery: 50%, "
          "invoiced on handover. Final 25% invoiced after acceptance.")
    assert find_conflicts("The deposit is EUR 6,000.", ev, ev) == []
    assert find_conflicts("The delivery payment comes to EUR 12,000.", ev, ev) == []
    assert find_conflicts("The deposit is EUR 8,000.", ev, ev)


def test_a_sum_per_mile_written_in_cents() -> None:
    (rate,) = extract_quantities("Mileage is repaid at 45 cents per mile.")
    assert (rate.kind, rate.value, rate.unit) == ("currency:usd", 0.45, "mile")
    ev = "Mileage for personal cars is repaid at 45 cents per mile."
    assert find_conflicts("Driving 200 miles in a personal car is repaid at $90.", ev, ev) == []
    assert find_conflicts("Driving 200 miles in a personal car is repaid at $95.", ev, ev)


def test_a_month_is_a_case_of_a_rule_for_each_month() -> None:
    ev = ("Locker hire agreement, starting 2 June 2025. Rent of £30 is due on the 1st of each month; rent unpaid "
          "after the 7th of the month incurs a £10 late fee.")
    assert period_conflicts("If Sam pays his October rent on 6 October, no late fee is charged.", ev) == []
    other = "Locker hire agreement, starting 2 June 2025. Rent of £30 is due on signing."
    assert period_conflicts("If Sam pays his October rent on 6 October, no late fee is charged.", other)


def test_a_sum_per_month_makes_no_month_a_case() -> None:
    ev = "Broadband contract from 3 September 2025. Price: £28 per month for months 1-12, then £33 per month."
    assert period_conflicts("The monthly price goes up by a fixed amount each April.", ev)


def test_half_a_fare_is_taken_never_added() -> None:
    ev = ("Members aged 65 and over pay half the adult book fine. Borrowing is suspended once unpaid fines reach "
          "£10.00. Adult fines: books 30p per day.")
    assert find_conflicts("Borrowing is suspended once unpaid fines reach £15.00.", ev, ev)
    fares = "Adult fare: £8.40. Children aged 5-15 travel for half the adult fare."
    assert find_conflicts("Children aged 5-15 travel for £4.20.", fares, fares) == []
    assert find_conflicts("Children aged 5-15 travel for £12.60.", fares, fares)  # half added, not taken


CARE = ("Standard hourly rate: £28.50, Monday to Friday, 7am to 8pm. Evenings (8pm to 10pm) and weekends: £32.00 per "
        "hour. Bank holidays are charged at double the standard weekday rate. Visits last a minimum of 30 minutes, "
        "charged at half the hourly rate. Overnight sleeping care (10pm to 7am) costs £165 per night, and waking "
        "nights cost £240.")


def test_a_rate_written_as_double_or_half_of_another_names_the_case_it_prices() -> None:
    # the words before "double" name the claim's case; the standard rate is what it doubles
    assert find_conflicts("An hour of care on a bank holiday costs £57.", CARE, CARE) == []
    assert find_conflicts("An hour of care on a bank holiday costs £64.", CARE, CARE)  # double the evening rate
    assert find_conflicts("A 30-minute visit on a Wednesday costs £14.25.", CARE, CARE) == []
    assert find_conflicts("A 30-minute visit on a Wednesday costs £16.", CARE, CARE)  # half the evening rate
    claim = "An hour of care on a bank holiday costs £57."
    assert multiple_of_a_price(extract_quantities(claim)[0], claim, CARE, extract_quantities(CARE))


def test_a_difference_of_a_sum_per_night_and_the_sum_after_it_in_its_sentence() -> None:
    # "£165 per night, and waking nights cost £240": both per night, £75 apart
    assert find_conflicts("A waking night costs £75 more than a sleeping night.", CARE, CARE) == []
    assert find_conflicts("A waking night costs £85 more than a sleeping night.", CARE, CARE)


OPTICIAN = ("Buy any frame from £89 with single-vision lenses and get a second pair free. Either pair can be upgraded "
            "to varifocals for an extra £120 per pair.")


def test_both_of_a_thing_counts_two() -> None:
    both = counts_of_both("Upgrading both pairs to varifocals adds £240.")
    assert [(c.value, c.unit) for c in both] == [(2.0, "pair")]
    assert counts_of_both("Both adults and children pay £5.") == []  # two kinds, no count
    assert find_conflicts("Upgrading both pairs to varifocals adds £240 to the bill.", OPTICIAN, OPTICIAN) == []
    assert find_conflicts("Upgrading both pairs to varifocals adds £250 to the bill.", OPTICIAN, OPTICIAN)


CARD = ("ATM withdrawals abroad cost €2, except in the UK, where each withdrawal costs £1.50. Online share deals cost "
        "£7.95 each. Deals placed by phone cost £29.95. Parking: £6 for the first hour, then £4 for each additional "
        "hour.")


def test_a_count_of_things_times_the_sum_whose_lead_in_best_names_them() -> None:
    claim = "Making three cash withdrawals from ATMs in the euro zone costs €6 in fees."
    assert counted_items_priced(extract_quantities(claim)[-1], claim, CARD, extract_quantities(CARD))
    assert find_conflicts(claim, CARD, CARD) == []
    assert find_conflicts(claim.replace("€6", "€7.50"), CARD, CARD)
    assert find_conflicts("Five online share deals cost £39.75 in total.", CARD, CARD) == []
    # "phone share deals" names the online and the phone price alike: neither is taken
    assert find_conflicts("Five phone share deals cost £39.75 in total.", CARD, CARD)
    # a price for part of a count ("£4 for each additional hour") is no price of each
    assert find_conflicts("Parking for five hours costs £20.", CARD, CARD)


def test_a_price_written_for_a_group_is_the_price_of_each_of_them() -> None:
    """"(£9.50 for adults, £6 for concessions)": two adults pay £19; "adults" is no lead-in of the £6."""
    ctx = ("You will welcome visitors, sell admission tickets (£9.50 for adults, £6 for concessions, under-5s free) "
           "and run the shop till. Pay: £12.85 per hour.")
    for claim, given in (("Two adults visiting the museum would pay £19 in total for admission.", True),
                         ("Two adults visiting the museum would pay £12 in total for admission.", False),
                         ("Three concessions would pay £18 for admission.", True),
                         ("Three concessions would pay £28.50 for admission.", False)):
        assert counted_items_priced(extract_quantities(claim)[-1], claim, ctx, extract_quantities(ctx)) is given, claim
    # a count after "for" is a group priced whole, not a price of each
    ctx = "My sister pays £25 for three items. Collection costs £38."
    claim = "Two items cost £50."
    assert not counted_items_priced(extract_quantities(claim)[-1], claim, ctx, extract_quantities(ctx))


def test_a_price_of_each_extra_thing_is_a_price_of_each() -> None:
    """"additional Sage radiator valves (GBP 49 each)": three extra valves cost GBP 147; "£4 for each additional
    hour" stays a price for part of a count."""
    page = ("Zones: 1 zone included; up to 8 zones with additional Sage radiator valves (GBP 49 each). Professional "
            "installation: GBP 85.")
    claim = "Adding three extra Sage radiator valves would cost GBP 147."
    assert counted_items_priced(extract_quantities(claim)[-1], claim, page, extract_quantities(page))
    wrong = claim.replace("147", "157")
    assert not counted_items_priced(extract_quantities(wrong)[-1], wrong, page, extract_quantities(page))
    assert find_conflicts("Parking for five hours costs £20.", CARD, CARD)


PHYSIO = ("Follow-up session (30 minutes): £48. Extended follow-up (45 minutes): £62. A block of five 30-minute "
          "follow-ups bought in advance costs £215 and must be used within six months.")


def test_what_a_bundle_saves_on_its_count_bought_one_at_a_time() -> None:
    claim = "The prepaid block of five follow-ups saves £25 compared with paying for five sessions one at a time."
    assert bundle_saving(extract_quantities(claim)[1], claim, PHYSIO, extract_quantities(PHYSIO))
    assert find_conflicts(claim, PHYSIO, PHYSIO) == []
    assert find_conflicts(claim.replace("£25", "£35"), PHYSIO, PHYSIO)
    # four sessions are no block of five
    assert find_conflicts("Four follow-ups bought singly cost £23 more than the block saves.", PHYSIO, PHYSIO)


def test_what_a_bundle_saves_said_as_what_its_count_costs_more_one_at_a_time() -> None:
    """"Two adults paying separate subscriptions would pay £20 more than a family subscription" says what the
    family subscription (its sentence writes "two adults") saves on two adult ones: 2 × £85 - £150."""
    ctx = ("Annual subscriptions are £85 for adults, £40 for students, £30 for juniors and £150 for a family (two "
           "adults and all their children under 18). Adults pay a match fee of £6.")
    claim = "Two adults paying separate subscriptions would pay £20 more than the cost of a family subscription."
    assert find_conflicts(claim, ctx, ctx) == []
    assert find_conflicts(claim.replace("£20", "£25"), ctx, ctx)


PIZZERIA = ("We ordered the fennel sausage and the hot honey pepperoni, each $17. The garlic knots cost $6 each. A "
            "12-inch margherita is $14.")


def test_a_price_of_each_of_several_listed_things_times_the_things_the_claim_joins() -> None:
    ev = extract_quantities(PIZZERIA)
    for claim in ("The fennel sausage and hot honey pepperoni pizzas came to $34 together.",
                  "A fennel sausage pizza plus a hot honey pepperoni one cost $34 in total."):
        q, _ = _sum(claim)
        assert listed_things_each(q, claim, PIZZERIA, ev), claim
        assert find_conflicts(claim, PIZZERIA, PIZZERIA) == [], claim
    claim = "The fennel sausage and hot honey pepperoni pizzas came to $51 together."
    q, _ = _sum(claim)
    assert not listed_things_each(q, claim, PIZZERIA, ev)
    assert find_conflicts(claim, PIZZERIA, PIZZERIA)
    # one thing named twice is no second thing; the margherita is not priced "each"
    for claim in ("The fennel sausage and the sausage pizza came to $34 together.",
                  "The margherita and the other margherita came to $28 together."):
        q, _ = _sum(claim)
        assert not listed_things_each(q, claim, PIZZERIA, ev), claim


BRUNCH = ("Worth it for the brown-butter ricotta pancakes ($16) and the mimosa flight, four small glasses for $18. The "
          "replacement smoked trout Benedict is $21, three dollars more than the crab one used to be.")


def test_a_price_of_one_of_a_group_priced_whole() -> None:
    ev = extract_quantities(BRUNCH)
    claim = "Each glass in the four-glass mimosa flight works out to $4.50."
    q, _ = _sum(claim)
    assert price_of_one_of_a_group(q, claim, BRUNCH, ev)
    assert find_conflicts(claim, BRUNCH, BRUNCH) == []
    for claim in ("Each glass in the mimosa flight works out to $4.00.",  # another sum
                  "Each pancake works out to $4.50."):  # (the four are glasses)
        q, _ = _sum(claim)
        assert not price_of_one_of_a_group(q, claim, BRUNCH, ev), claim
    # not to the nearer pound, nor for a tier the claim names
    ctx = "My sister pays £25 for three items. The council charges £38 for up to five items."
    for claim in ("Each item works out at £8.", "Each item above the first four costs an extra £8."):
        assert not price_of_one_of_a_group(extract_quantities(claim)[0], claim, ctx, extract_quantities(ctx)), claim
    ctx = "The shop sells eggs at $3.60 for a box of 12."
    claim = "Eggs work out at 30 cents each."
    assert price_of_one_of_a_group(extract_quantities(claim)[0], claim, ctx, extract_quantities(ctx))


def test_a_bare_count_priced_whole_is_named_by_the_words_around_it() -> None:
    """"2 for £11", "a box of four for £10": the words before the count and after the sum name the things (round
    HD)."""
    ctx = "Price £6.50. Offer: 2 for £11 on selected Harrowfell pies until 30 April."
    for claim, given in (("On the offer, each pie works out at £5.50.", True),
                         ("On the offer, each pie works out at £5.25.", False),  # another sum
                         ("Each tart works out at £5.50.", False)):  # nothing around the count names tarts
        q, _ = _sum(claim)
        assert price_of_one_of_a_group(q, claim, ctx, extract_quantities(ctx)) is given, claim
    ctx = "Loaf-Tallis Patisserie: canelé £2.80 each, or a box of four for £10. Bellwether Creamery: toastie £7."
    claim = "In the box of four, canelés work out at £2.50 each."
    q, _ = _sum(claim)
    assert price_of_one_of_a_group(q, claim, ctx, extract_quantities(ctx))
    assert find_conflicts(claim, ctx, ctx) == []


def test_a_group_priced_whole_with_its_count_in_its_name() -> None:
    """"$190 for a ten-class pack": each class works out to $19."""
    ctx = "Drop-ins are $24, or $190 for a ten-class pack that expires after six months."
    for claim, given in (("With the ten-class pack, each class works out to $19.", True),
                         ("With the ten-class pack, each class works out to $18.", False),
                         ("Each drop-in works out to $19.", False)):  # (the ten are classes)
        q, _ = _sum(claim)
        assert price_of_one_of_a_group(q, claim, ctx, extract_quantities(ctx)) is given, claim


def test_what_a_difference_is_taken_from_is_the_claims_things_figure() -> None:
    """"$21, three dollars more than the crab one used to be": the crab Benedict's $18, though the context gives "$18"
    for the mimosa flight."""
    assert find_conflicts("Before it was dropped, the crab Benedict cost $18.", BRUNCH, BRUNCH) == []
    assert find_conflicts("Before it was dropped, the crab Benedict cost $16.", BRUNCH, BRUNCH)


def test_two_things_priced_are_named_by_their_lead_in_past_figures_of_other_kinds() -> None:
    """"Rent on the unsold share: 2.75% of the unsold equity a year, which is £412.50 per calendar month" names the
    rent, though a percent stands between: the rent and the service charge together come to £530.90."""
    ctx = ("Full market value: £240,000. Rent on the unsold share: 2.75% of the unsold equity a year, which is £412.50 "
           "per calendar month at a 25% share. Service charge: £118.40 per month. Reservation fee: £500.")
    claim = "At a 25% share, the monthly rent and service charge together come to £530.90."
    assert find_conflicts(claim, ctx, ctx) == []
    assert find_conflicts(claim.replace("530.90", "540.90"), ctx, ctx)
    # a sum per month and a one-off fee make no sum together
    assert find_conflicts("The monthly rent and reservation fee together come to £912.50.", ctx, ctx)


_FESTIVAL = ("TICKETS\nWeekend: adult £165; ages 12-17 £80; under-12s free with a paying adult.\n"
             "Day tickets (adult): Friday £65, Saturday £79, Sunday £59.\n"
             "Camping: add £35 per person for the weekend.")


@pytest.mark.parametrize(("claim", "given"), [
    ("Buying all three adult day tickets separately would cost £203.", True),
    ("The three day tickets cost £203 between them.", True),
    ("Buying all three adult day tickets separately would cost £209.", False),  # another sum
    ("Buying both adult day tickets would cost £144.", False),  # no count of all the listed sums
    ("All two weekend tickets cost £245.", False),  # the weekend sentence lists another count of sums
    ("All three camping passes cost £203.", False),  # the lead-in names no camping passes
])
def test_all_the_sums_a_sentence_lists_for_the_claims_things(claim: str, given: bool) -> None:
    """Round HF."""
    q = [q for q in extract_quantities(claim) if q.kind == "currency:gbp"][0]
    assert listed_sums_totalled(q, claim, _FESTIVAL, extract_quantities(_FESTIVAL)) is given


def test_a_difference_after_which_is_is_taken_from_the_claims_figure() -> None:
    """"£203, which is £38 more than an adult weekend ticket": £203 less the weekend's £165 (round HF)."""
    claim = ("Buying all three adult day tickets separately would cost £203, which is £38 more than an adult weekend "
             "ticket.")
    assert find_conflicts(claim, _FESTIVAL, _FESTIVAL) == []
    (reason,) = find_conflicts(claim.replace("£38", "£48"), _FESTIVAL, _FESTIVAL)
    assert "£48" in reason


def test_a_group_priced_with_its_count_in_parentheses_after_its_name() -> None:
    """"Polo shirts (pack of 2) | £9.00": each works out at £4.50 (round IP)."""
    for ctx in ("| Item | Price |\n| --- | --- |\n| Logo cardigan | £13.50 |\n| Polo shirts (pack of 2) | £9.00 |\n",
                "Uniform prices: Logo cardigan £13.50. Polo shirts (pack of 2): £9.00. Tea lights (box of 12) £3.60."):
        for claim, given in (("Polo shirts work out at £4.50 each.", True),
                             ("Polo shirts work out at £4.80 each.", False),  # another sum
                             ("Cardigans work out at £4.50 each.", False)):  # the pack is of polo shirts
            q, _ = _sum(claim)
            assert price_of_one_of_a_group(q, claim, ctx, extract_quantities(ctx)) is given, (ctx, claim)
    ctx = "Logo cardigan (pack of 2 colours) and a sale price (was £9.00)."
    claim = "Cardigans work out at £4.50 each."
    assert not price_of_one_of_a_group(_sum(claim)[0], claim, ctx, extract_quantities(ctx))
