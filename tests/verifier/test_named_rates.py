"""A total from a rate times a count uses the rate the claim names, when the context gives several per one thing
(verifier.derived_figures.rates_the_claim_names)."""

from __future__ import annotations

import pytest

from verifier.derived_figures import rates_the_claim_names
from verifier.numbers import find_conflicts
from verifier.quantities import extract_quantities

FINES = ("Riverside Library lending rules. Members may borrow up to 10 items. Overdue charges for adults: CDs 30p "
         "per day, DVDs £1.50 per day, capped at £8.00 per item. Reservations cost 60p each.")
BIKES = ("Pay-as-you-go rides cost a $1.00 unlock fee plus $0.20 per minute on classic bikes and $0.35 per minute on "
         "e-bikes. Members ride classic bikes free for 45 minutes; longer rides are charged $0.15 per extra minute.")
ROAMING = ("Travel add-ons for the Lumen plan. Roam Near (France, Spain, Italy and 30 other countries): £2.50 per "
           "day of use. Roam Far (Japan, Brazil, Mexico and 9 other countries): £7.00 per day of use. Spend cap: £0 "
           "to £50.")
ENERGY = ("Tariff sheet. Electricity: unit rate 27.10p per kWh, standing charge 48.00p per day. Gas: unit rate 6.40p "
          "per kWh, standing charge 30.20p per day. Economy 7: day rate 30.00p per kWh; night rate 12.50p per kWh.")


def _rates(context: str, unit: str) -> list[float]:
    return [q.value for q in extract_quantities(context) if q.kind.startswith("currency:") and q.unit == unit]


@pytest.mark.parametrize(("claim", "context", "unit", "named"), [
    ("A DVD returned 4 days late costs an adult £1.20.", FINES, "day", [1.5]),  # "DVDs" labels only £1.50
    # the words before a sentence's first rate lead in to all of them: "CDs" is not read as 30p's alone
    ("An adult pays £1.20 for a CD 4 days late.", FINES, "day", [0.3, 1.5]),
    ("An adult pays £1.20 for a book 4 days late.", FINES, "day", [0.3, 1.5]),  # no name: all of them
    ("Five days of use in Brazil cost £12.50.", ROAMING, "day", [7.0]),
    ("Over the first 10 days in Brazil, up to £70 is charged.", ROAMING, "day", [7.0]),
    ("Five days of use in Portugal cost £12.50.", ROAMING, "day", [2.5, 7.0]),  # the context names no Portugal
    ("Using 500 kWh of Gas costs £32.", ENERGY, "kwh", [0.064]),
    ("Using 500 kWh of gas costs £32.", ENERGY, "kwh", [0.064, 0.125, 0.271, 0.3]),  # plain words name nothing
    ("A 10-minute ride on a classic bike costs $3.00.", BIKES, "minut", [0.15, 0.2, 0.35]),
])
def test_the_rates_a_claim_names(claim: str, context: str, unit: str, named: list[float]) -> None:
    rates = [q for q in extract_quantities(context) if q.kind.startswith("currency:") and q.unit == unit]
    assert sorted(round(r.value, 4) for r in rates_the_claim_names(claim, context, rates)) == named


@pytest.mark.parametrize(("claim", "context"), [
    ("Five days of use in Brazil cost £35.", ROAMING),
    ("Five days of use in Portugal cost £12.50.", ROAMING),
    ("Using 500 kWh of gas costs £32.", ENERGY),
    ("A DVD returned 4 days late costs an adult £6.", FINES),
    ("An adult pays £1.20 for a CD 4 days late.", FINES),
    ("A 10-minute ride on a classic bike costs $3.00.", BIKES),
])
def test_a_total_at_the_named_rate_is_no_conflict(claim: str, context: str) -> None:
    assert find_conflicts(claim, context, context) == []


@pytest.mark.parametrize(("claim", "context"), [
    ("Five days of use in Brazil cost £12.50.", ROAMING),  # the Near rate for a Far country (a £0 cap is no fee)
    ("A DVD returned 4 days late costs an adult £1.20.", FINES),  # the CDs' rate for a DVD
])
def test_a_total_at_another_things_rate_is_a_conflict(claim: str, context: str) -> None:
    assert find_conflicts(claim, context, context)
