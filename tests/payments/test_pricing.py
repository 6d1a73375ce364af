from __future__ import annotations

import pytest
from hypothesis import given
from hypothesis import strategies as st

from gateway.payments.pricing import format_amount, price

from .helpers import unit_settings

fees = st.integers(min_value=0, max_value=10**12)


@given(base=fees, grounded=fees, open_=fees, claims=st.integers(min_value=0, max_value=50))
def test_price_is_base_plus_per_claim_times_claims(base: int, grounded: int, open_: int, claims: int) -> None:
    s = unit_settings(base_fee=base, price_per_claim=grounded, price_per_claim_open=open_)
    assert price(s, claims=claims) == base + grounded * claims
    assert price(s, claims=claims, mode="grounded") == base + grounded * claims
    assert price(s, claims=claims, mode="open") == base + open_ * claims


@given(claims=st.integers(min_value=0, max_value=49))
def test_price_grows_with_claims(claims: int) -> None:
    s = unit_settings()
    assert price(s, claims=claims + 1) > price(s, claims=claims)
    assert price(s, claims=claims + 1, mode="open") > price(s, claims=claims + 1)


@pytest.mark.parametrize("claims", [-1, 1.5, "2", True])
def test_price_rejects_bad_claim_counts(claims: object) -> None:
    with pytest.raises(ValueError):
        price(unit_settings(), claims=claims)  # type: ignore[arg-type]


def test_price_rejects_unknown_mode() -> None:
    with pytest.raises(ValueError):
        price(unit_settings(), claims=1, mode="vibes")


def test_defaults_match_settings() -> None:
    s = unit_settings()
    assert price(s, claims=1) == 2000
    assert price(s, claims=3, mode="open") == 16000


@pytest.mark.parametrize(
    ("atomic", "decimals", "text"),
    [(0, 6, "0"), (10000, 6, "0.01"), (11000, 6, "0.011"), (1_000_000, 6, "1"), (1_500_001, 6, "1.500001"),
     (5, 0, "5")],
)
def test_format_amount(atomic: int, decimals: int, text: str) -> None:
    assert format_amount(atomic, decimals) == text
