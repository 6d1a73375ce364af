"""A sum per a container of a stated size is per the container ("£4.00 per 25 kg bag": per bag), so a claim's count
of them prices it (verifier.quantities)."""

from __future__ import annotations

import pytest

from verifier.numbers import find_conflicts
from verifier.quantities import extract_quantities

TIP = ("Recycling centre charges. Household waste is accepted free. Charged items: rubble, soil and hardcore £4.00 "
       "per 25 kg bag (maximum 5 bags per visit); plasterboard £6.50 per sheet.")


@pytest.mark.parametrize(("text", "unit"), [
    ("rubble £4.00 per 25 kg bag", "bag"),
    ("compost £9 per 10-litre tub", "tub"),
    ("cheese £2.40 per 100 g", None),  # a measure with nothing after it: no container
    ("parking £40 per 24 hours", "day"),
])
def test_a_sum_per_a_sized_container(text: str, unit: str | None) -> None:
    sums = [q for q in extract_quantities(text) if q.kind.startswith("currency:")]
    assert [q.unit for q in sums] == [unit]


@pytest.mark.parametrize(("claim", "conflict"), [
    ("Getting rid of 3 bags of rubble costs £12.00.", False),
    ("Getting rid of 3 bags of rubble costs £15.00.", True),
])
def test_a_count_of_containers_prices_the_claim(claim: str, conflict: bool) -> None:
    assert bool(find_conflicts(claim, TIP, TIP)) is conflict
