"""Rate limits enforced in Redis: exact under concurrency, 429 with Retry-After and RateLimit-*."""

from __future__ import annotations

import asyncio

import pytest
from redis.asyncio import Redis

from gateway.ratelimit import RateLimiter, RateSpec
from tests.gateway.conftest import EIFFEL_CONTEXT


@pytest.mark.parametrize("text,limit,period", [("60/min", 60, 60), ("10 / hour", 10, 3600), ("5/s", 5, 1),
                                               ("1/day", 1, 86400)])
def test_rate_spec_parses(text, limit, period):
    spec = RateSpec.parse(text)
    assert (spec.limit, spec.period_s) == (limit, period)
    assert RateSpec.parse(str(spec)) == spec


@pytest.mark.parametrize("bad", ["", "60", "0/min", "-1/min", "5/fortnight", "five/min"])
def test_rate_spec_rejects(bad):
    with pytest.raises(ValueError):
        RateSpec.parse(bad)


async def test_gcra_burst_then_refill(redis_url):
    redis = Redis.from_url(redis_url)
    limiter = RateLimiter(redis)
    spec = RateSpec.parse("3/s")
    decisions = [await limiter.hit("k", spec) for _ in range(4)]
    assert [d.allowed for d in decisions] == [True, True, True, False]
    assert [d.remaining for d in decisions[:3]] == [2, 1, 0]
    assert decisions[3].retry_after_s == 1
    await asyncio.sleep(0.4)  # one slot (1/3 s) has come back
    assert (await limiter.hit("k", spec)).allowed
    assert not (await limiter.hit("k", spec)).allowed
    await redis.aclose()


async def test_100_parallel_requests_against_limit_10_let_exactly_10_through(client, new_key):
    key = await new_key("burst", rate="10/hour")

    async def one():
        resp = await client.post("/check", headers={"x-api-key": key},
                                 json={"claim": "The tower is in Paris.", "context": EIFFEL_CONTEXT})
        await resp.read()
        return resp

    responses = await asyncio.gather(*(one() for _ in range(100)))
    statuses = [r.status for r in responses]
    assert statuses.count(200) == 10
    assert statuses.count(429) == 90
    limited = next(r for r in responses if r.status == 429)
    assert int(limited.headers["Retry-After"]) >= 1
    assert limited.headers["RateLimit-Limit"] == "10"
    assert limited.headers["RateLimit-Remaining"] == "0"
    assert limited.headers["RateLimit-Policy"] == "10;w=3600"
    body = await limited.json()
    assert body["source"] == "rate_limit"


async def test_limits_are_per_key(client, new_key):
    a, b = await new_key("a", rate="1/hour"), await new_key("b", rate="1/hour")
    payload = {"claim": "x", "context": "y"}
    assert (await client.post("/check", headers={"x-api-key": a}, json=payload)).status == 200
    assert (await client.post("/check", headers={"x-api-key": a}, json=payload)).status == 429
    assert (await client.post("/check", headers={"x-api-key": b}, json=payload)).status == 200
