"""Schedules whose rates hold only inside their bands (``verifier.marginal_bands``): the bands read from the ways price
lists and tax tables write them, a case's total summed band by band, one rate times a whole case refused, and flat
sums per band looked up for the case (``verifier.numbers``)."""

from __future__ import annotations

import math

import pytest

from verifier.marginal_bands import banded_total, priced_outside_its_band, rate_bands
from verifier.numbers import computed_figures, find_conflicts
from verifier.quantities import Quantity, extract_quantities

ENERGY = ("Standing charge: 48p per day. Unit rates per billing month: the first 150 kWh at 21.0p per kWh, and all "
          "usage above 150 kWh at 26.5p per kWh. Paper bills cost £2.50 each.")
STEPS = ("Unit charges are stepped, and each price applies only to the units that fall within its step: the first 200 "
         "kWh you use in a month cost $0.12 per kWh, units 201 to 500 cost $0.18 per kWh, and every unit above 500 kWh "
         "costs $0.25 per kWh.")
TAX = ("The first £12,000 of annual taxable income is not taxed. Income above the allowance is taxed in bands, and "
       "each rate applies only to the portion of income that falls within its band. The Basic rate of 10% applies to "
       "the portion above £12,000 up to £30,000. The Middle rate of 25% applies to the portion above £30,000 up to "
       "£80,000. The Upper rate of 40% applies only to the portion above £80,000.")
FEES = ("You pay 20% on the first $500 billed to a client, 10% on billings from $500.01 to $10,000, and 5% on "
        "everything above $10,000.")
WATER = ("Usage is billed in tiers: Tier 1, 2,001 to 8,000 gallons, $3.10 per 1,000 gallons; Tier 2, 8,001 to 20,000 "
         "gallons, $4.60 per 1,000 gallons. Each tier rate applies only to the gallons falling within that tier.")
TRANSFERS = ("Transfers from £100.01 to £1,000 cost £2.50 plus 0.5% of the amount sent. From £1,000.01 to £5,000 the "
             "fee is 0.4% of the amount sent. Above £5,000 it is 0.35%.")
PARKING = ("Charges per visit: up to 30 minutes, free; over 30 minutes and up to 2 hours, €3.20; over 2 hours and up "
           "to 4 hours, €5.80; over 4 hours and up to 8 hours, €9.50; over 8 hours and up to 24 hours, €14.00. "
           "Longer stays are charged €14.00 for each full or part 24-hour period. Motorcycles pay half the standard "
           "tariff.")


def _bands(text: str) -> list[tuple[str, float, float, bool]]:
    return [(b.rate.text, b.low, b.high, b.marginal) for b in rate_bands(text, extract_quantities(text))]


def _figure(text: str, value: float) -> Quantity:
    return next(q for q in extract_quantities(text) if q.value == value)


def _total(context: str, claim: str, value: float) -> bool:
    q = _figure(claim, value)
    cases = [c for c in extract_quantities(claim) if c is not q]
    return banded_total(q, cases, rate_bands(context, extract_quantities(context)), 0.005)


def test_bands_written_first_then_above_make_a_marginal_run() -> None:
    assert _bands(ENERGY) == [("21.0p", 0.0, 150.0, True), ("26.5p", 150.0, math.inf, True)]


def test_a_range_after_first_starts_where_the_first_ends() -> None:
    assert _bands(STEPS) == [("$0.12", 0.0, 200.0, True), ("$0.18", 200.0, 500.0, True),
                             ("$0.25", 500.0, math.inf, True)]


def test_percent_bands_of_an_amount_with_an_untaxed_opening_band() -> None:
    assert _bands(TAX) == [("nothing", 0.0, 12000.0, True), ("10%", 12000.0, 30000.0, True),
                           ("25%", 30000.0, 80000.0, True), ("40%", 80000.0, math.inf, True)]
    assert _bands(FEES) == [("20%", 0.0, 500.0, True), ("10%", 500.0, 10000.0, True),
                            ("5%", 10000.0, math.inf, True)]


def test_a_rate_per_thousand_units_in_ranged_tiers() -> None:
    assert _bands(WATER) == [("$3.10", 2000.0, 8000.0, True), ("$4.60", 8000.0, 20000.0, True)]


def test_bands_that_price_the_whole_amount_are_not_marginal() -> None:
    assert [marginal for *_, marginal in _bands(TRANSFERS)] == [False, False, False]


@pytest.mark.parametrize(("context", "claim", "value", "total"), [
    (ENERGY, "Using 250 kWh in a month costs £58.00 in unit charges.", 58.0, True),
    (ENERGY, "Using 250 kWh in a month costs £66.25 in unit charges.", 66.25, False),  # all at the top rate
    (STEPS, "For 350 kWh used in a month, the unit charges come to $51.00.", 51.0, True),
    (STEPS, "Using 700 kWh costs $128.00 in unit charges.", 128.0, True),
    (STEPS, "Using 700 kWh costs $175.00 in unit charges.", 175.0, False),
    (TAX, "On an income of £40,000, the income tax is £4,300.", 4300.0, True),
    (TAX, "On an income of £100,000, the income tax is £22,300.", 22300.0, True),
    (TAX, "On an income of £100,000, the income tax is £40,000.", 40000.0, False),
    (FEES, "A first payment of $2,000 from a new client carries fees of $250.", 250.0, True),
    (WATER, "At 12,000 gallons, the monthly water usage charge is $37.00.", 37.0, True),
    (TRANSFERS, "Sending £2,000 costs £8.00.", 8.0, False),  # not marginal: percent_fee prices these
])
def test_a_case_total_is_summed_band_by_band(context: str, claim: str, value: float, total: bool) -> None:
    assert _total(context, claim, value) is total


def test_one_rate_cannot_price_a_case_outside_its_band() -> None:
    ev = extract_quantities(ENERGY)
    bands = rate_bands(ENERGY, ev)
    low, high = (b.rate for b in bands)
    assert not priced_outside_its_band(low, 100, bands)
    assert priced_outside_its_band(low, 250, bands)  # runs past the first 150 kWh
    assert priced_outside_its_band(high, 250, bands)  # the first 150 kWh are priced at the lower rate


def test_the_checks_compute_a_marginal_total_and_refuse_a_flat_rate_on_the_whole() -> None:
    assert computed_figures("Using 250 kWh in a month costs £58.00 in unit charges.", ENERGY) == ['"£58.00"']
    assert find_conflicts("Using 250 kWh in a month costs £66.25 in unit charges.", ENERGY)
    assert computed_figures("On an income of £40,000, the income tax is £4,300.", TAX) == ['"£4,300"']
    assert find_conflicts("On an income of £100,000, the income tax is £40,000.", TAX)


def test_a_flat_sum_per_band_is_read_for_the_case() -> None:
    assert computed_figures("A 5-hour stay costs €9.50.", PARKING) == ['"€9.50"']
    assert find_conflicts("A 5-hour stay costs €5.80.", PARKING)
    # a thing the context prices apart does not pay the band's sum
    assert computed_figures("A motorcycle parked for 3 hours is charged €5.80.", PARKING) == []


API = ("Requests are billed in graduated tiers. The first 1 million requests each month are free. Requests above 1 "
       "million and up to 10 million are charged at $0.80 per million. Requests above 10 million and up to 50 million "
       "are charged at $0.55 per million, and every request beyond 50 million is charged at $0.40 per million.")
TONER = ("Toner cartridges are priced incrementally: the first 20 cartridges in an order cost €60.00 each, cartridges "
         "21 to 50 cost €52.00 each, and every cartridge from the 51st onwards costs €45.00 each. Orders under €300 "
         "carry a €12.00 delivery charge.")
TAXI = ("Every trip starts with a flag fall of $4.20. Distance is charged at $2.10 per km for the first 10 km of the "
        "trip and $1.60 per km for every km after that.")


def test_rates_per_a_million_and_each_take_their_unit_from_their_bands() -> None:
    assert _bands(API) == [("nothing", 0.0, 1e6, True), ("$0.80", 1e6, 1e7, True), ("$0.55", 1e7, 5e7, True),
                           ("$0.40", 5e7, math.inf, True)]
    assert _bands(TONER) == [("€60.00", 0.0, 20.0, True), ("€52.00", 20.0, 50.0, True),
                             ("€45.00", 50.0, math.inf, True)]


@pytest.mark.parametrize(("context", "claim", "computed"), [
    (API, "At 30 million requests in a month, the request charges come to $18.20.", ['"$18.20"']),
    (API, "A month with 4 million requests costs $2.40 in request charges.", ['"$2.40"']),
    (TONER, "An order of 60 toner cartridges costs €3,210.", ['"€3,210"']),
    (TONER, "An order of 60 toner cartridges costs €2,700.", []),  # all at the last band's price
    # a fixed charge every case pays is added to the total ...
    (TAXI, "A 15 km trip with no waiting comes to $33.20.", ['"$33.20"']),
    (TAXI, "A 15 km trip costs $35.70.", []),  # 15 km at the first 10 km's rate
    (TAXI, "A 15 km trip with no waiting costs $29.00.", []),  # ... and a total without it is not the trip's cost
    (TAXI, "The distance charges for a 15 km trip come to $29.00.", ['"$29.00"']),  # unless the claim names the part
    (TAXI, "A 6 km trip costs $16.80.", ['"$16.80"']),  # a fixed charge plus a rate per km, for a count in km
])
def test_tariff_totals_with_their_fixed_charges(context: str, claim: str, computed: list[str]) -> None:
    assert computed_figures(claim, context) == computed


LATE = ("Rent is due on the 1st of each month. If rent is 8 to 14 days late, a late fee of £10 is charged; if it is 15 "
        "or more days late, the late fee is £25 instead of £10.")


@pytest.mark.parametrize(("claim", "computed", "conflict"), [
    ("If rent is 10 days late, the late fee is £10.", ['"£10"'], False),
    ("If rent is 10 days late, the late fee is £25.", [], True),  # the next band's fee
    ("If rent is 20 days late, the late fee is £25.", ['"£25"'], False),
    ("If rent is 20 days late, the late fee is £10.", [], True),
])
def test_a_case_takes_the_result_of_the_band_it_falls_in(claim: str, computed: list[str], conflict: bool) -> None:
    assert computed_figures(claim, LATE) == computed
    assert bool(find_conflicts(claim, LATE)) is conflict



def test_a_unit_may_stand_between_the_two_ends_of_a_band() -> None:
    gas = ("Unit rates: the first 100 kWh at 9.0p per kWh, usage above 100 kWh up to and including 400 kWh at 7.5p per "
           "kWh, and usage above 400 kWh at 6.0p per kWh.")
    assert _bands(gas) == [("9.0p", 0.0, 100.0, True), ("7.5p", 100.0, 400.0, True), ("6.0p", 400.0, math.inf, True)]
    assert computed_figures("Using 500 kWh in a month costs £37.50 in unit charges.", gas) == ['"£37.50"']


FERRY = ("Solent Straits Ferries — Vehicle Fares, Summer 2025 (sailings from Friday 23 May to Sunday 14 "
         "September). Single fare for a car up to 5 m long and 1.85 m high, including driver and up to 4 "
         "passengers: £89 Monday–Thursday, £119 Friday–Sunday. Cars over 1.85 m high (for example with a roof box)"
         " pay a £25 supplement. Cars towing a trailer or caravan pay an extra £6 per metre of trailer length. "
         "Motorcycles: £38 any day, including the rider. Car day returns (out and back on the same day): £99 any "
         "day of the week. Amendments: changes to date or time are free if made more than 7 days before departure;"
         " within 7 days, each change costs £20 plus any fare difference. No amendments can be made within 2 hours"
         " of departure. Changing the vehicle registration is always free. Cancellations: 75% refund if cancelled "
         "14 or more days before departure; 25% refund if cancelled 3 to 13 days before; no refund within 2 days "
         "of departure. Check-in closes 30 minutes before sailing; vehicles arriving later are moved to the next "
         "sailing with space for a £15 fee.")


@pytest.mark.parametrize(("claim", "computed"), [
    ("A standard car towing a 4 m caravan on a Tuesday single costs £113.", ['"£113"']),
    ("A standard car towing a 4 m caravan on a Friday single costs £143.", ['"£143"']),
    ("A standard car towing a 4 m caravan on a Friday single costs £113.", []),  # the weekday fare is not Friday's
])
def test_a_fixed_fee_for_the_weekday_the_claim_names(claim: str, computed: list[str]) -> None:
    assert computed_figures(claim, FERRY) == computed
