"""Property tests: pricing (what tests/payments/test_pricing.py does not cover: arbitrary settings,
monotonicity, open >= grounded, and the amount a live gateway actually asks for) and GCRA rate limits
in the real Redis (a burst never gets more than the limit, sequential or concurrent)."""

from __future__ import annotations

import asyncio
import json
import urllib.error
import urllib.request
import uuid
from typing import Any

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from pydantic import ValidationError

from gateway.payments.pricing import price
from gateway.ratelimit import RateLimiter, RateSpec
from gateway.redisconn import connect_redis
from tests.live import LiveGateway
from tests.payments.helpers import unit_settings
from tests.reliability.test_attack_matrix import CONTEXT

fees = st.integers(min_value=0, max_value=10**15)
claims = st.integers(min_value=0, max_value=10_000)


@given(base=fees, grounded=fees, open_=fees, n=claims, extra=st.integers(min_value=0, max_value=100))
def test_price_is_monotone_and_never_negative(base: int, grounded: int, open_: int, n: int, extra: int) -> None:
    s = unit_settings(base_fee=base, price_per_claim=grounded, price_per_claim_open=open_)
    for mode, per in (("grounded", grounded), ("open", open_)):
        p, more = price(s, claims=n, mode=mode), price(s, claims=n + extra, mode=mode)
        assert p >= base >= 0
        assert more - p == per * extra >= 0  # exact: each further claim adds its per-claim price
        assert isinstance(p, int)


@given(base=fees, grounded=fees, surcharge=fees, n=claims)
def test_open_never_cheaper_than_grounded_when_configured_so(base: int, grounded: int, surcharge: int,
                                                            n: int) -> None:
    s = unit_settings(base_fee=base, price_per_claim=grounded, price_per_claim_open=grounded + surcharge)
    assert price(s, claims=n, mode="open") >= price(s, claims=n, mode="grounded")
    assert price(s, claims=0, mode="open") == price(s, claims=0, mode="grounded") == base


@given(field=st.sampled_from(["base_fee", "price_per_claim", "price_per_claim_open"]),
       value=st.integers(max_value=-1))
def test_negative_prices_cannot_be_configured(field: str, value: int) -> None:
    with pytest.raises(ValidationError):
        unit_settings(**{field: value})


def _challenge_amount(base_url: str, path: str, body: dict[str, Any]) -> int:
    req = urllib.request.Request(base_url + path, data=json.dumps(body).encode(), method="POST",
                                 headers={"Content-Type": "application/json"})
    with pytest.raises(urllib.error.HTTPError) as err:
        urllib.request.urlopen(req, timeout=10)
    assert err.value.code == 402
    return int(json.loads(err.value.read())["accepts"][0]["maxAmountRequired"])


@settings(max_examples=25, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(n=st.integers(min_value=1, max_value=50), mode=st.sampled_from(["grounded", "open"]))
def test_a_live_gateway_asks_exactly_the_formula(live_paid: LiveGateway, n: int, mode: str) -> None:
    """The amount in a real 402 is base + per-claim x claims, for batches of any size and both modes."""
    per = {"grounded": 1000, "open": 5000}[mode]
    body = {"claims": [f"Claim {i} about the tower." for i in range(n)], "context": CONTEXT, "mode": mode}
    assert _challenge_amount(live_paid.base_url, "/check/batch", body) == 1000 + per * n
    if n == 1:
        single = {"claim": "Claim about the tower.", "context": CONTEXT, "mode": mode}
        assert _challenge_amount(live_paid.base_url, "/check", single) == 1000 + per


async def _burst(redis_url: str, spec: RateSpec, n: int, concurrent: bool) -> list[Any]:
    redis = connect_redis(redis_url)
    try:
        limiter, subject = RateLimiter(redis), "prop:" + uuid.uuid4().hex
        if concurrent:
            return list(await asyncio.gather(*(limiter.hit(subject, spec) for _ in range(n))))
        return [await limiter.hit(subject, spec) for _ in range(n)]
    finally:
        await redis.aclose()


@settings(max_examples=40, deadline=None)
@given(limit=st.integers(min_value=1, max_value=40), unit=st.sampled_from(["min", "hour", "day"]),
       n=st.integers(min_value=1, max_value=90), concurrent=st.booleans())
def test_gcra_never_allows_more_than_the_limit_in_a_burst(redis_server: Any, limit: int, unit: str, n: int,
                                                          concurrent: bool) -> None:
    if redis_server.proc is None:
        redis_server.start()
    spec = RateSpec.parse(f"{limit}/{unit}")
    decisions = asyncio.run(_burst(redis_server.url, spec, n, concurrent))
    allowed = [d for d in decisions if d.allowed]
    assert len(allowed) == min(n, limit)
    assert sorted(d.remaining for d in allowed) == list(range(limit - len(allowed), limit))
    for d in decisions:
        assert d.limit == limit and 0 <= d.remaining < limit
        assert d.retry_after_s == 0 if d.allowed else d.retry_after_s >= 1
        assert 0 <= d.reset_s <= spec.period_s
    if not concurrent:  # in order: the first `limit` pass, then every one is refused
        assert [d.allowed for d in decisions] == [True] * min(n, limit) + [False] * max(0, n - limit)
