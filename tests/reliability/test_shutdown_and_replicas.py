"""Real gateway processes: graceful SIGTERM drain, and two replicas sharing one Redis."""

from __future__ import annotations

import asyncio
import time

import aiohttp
import pytest
from redis.asyncio import Redis

from gateway.keys import KeyStore
from gateway.ratelimit import RateSpec
from tests.gateway.conftest import EIFFEL_CONTEXT
from tests.live import LiveGateway


async def _key(redis_url: str, rate: str = "1000/min") -> str:
    redis = Redis.from_url(redis_url)
    raw, _ = await KeyStore(redis).create("live", RateSpec.parse(rate))
    await redis.aclose()
    return raw


@pytest.fixture
def gateways(redis_url, tmp_path):
    started: list[LiveGateway] = []

    def start(**env: str) -> LiveGateway:
        gw = LiveGateway(redis_url, tmp_path / f"gw{len(started)}.log", env).start()
        started.append(gw)
        return gw

    yield start
    for gw in started:
        gw.stop()


async def test_sigterm_drains_in_flight_checks_then_exits(gateways, redis_url):
    gw = gateways(GROUNDCHECK_ENABLE_TEST_ENGINES="1", GROUNDCHECK_ENGINE="test")
    key = await _key(redis_url)
    async with aiohttp.ClientSession() as session:
        slow = asyncio.ensure_future(session.post(
            gw.base_url + "/check", headers={"x-api-key": key},
            json={"claim": "__sleep__ 2", "context": EIFFEL_CONTEXT}))
        await asyncio.sleep(0.7)
        t0 = time.monotonic()
        gw.terminate()
        resp = await slow
        assert resp.status == 200  # the in-flight check finished and was delivered
        assert (await resp.json())["data"]["verdict"]
        await asyncio.sleep(0.3)
        with pytest.raises(aiohttp.ClientConnectionError):  # no longer accepting
            async with session.get(gw.base_url + "/health") as late:
                await late.read()
    assert await asyncio.to_thread(gw.proc.wait, 20) == 0  # exits by itself, cleanly
    assert time.monotonic() - t0 < 20


async def test_two_replicas_share_rate_limits_and_results(gateways, redis_url):
    a, b = gateways(), gateways()
    key = await _key(redis_url, rate="10/hour")
    payload = {"claim": "The Eiffel Tower is in Paris.", "context": EIFFEL_CONTEXT}
    async with aiohttp.ClientSession(headers={"x-api-key": key}) as session:

        async def post(gw: LiveGateway) -> tuple[int, dict]:
            async with session.post(gw.base_url + "/check", json=payload) as resp:
                return resp.status, await resp.json()

        results = await asyncio.gather(*(post(a if i % 2 else b) for i in range(40)))
        statuses = [status for status, _ in results]
        assert statuses.count(200) == 10 and statuses.count(429) == 30

        created = next(body for status, body in results if status == 200)["data"]
        other_key = await _key(redis_url)
        for gw in (a, b):
            async with session.get(f"{gw.base_url}/checks/{created['id']}") as resp:
                if resp.status == 429:  # the shared limit is spent; read with a fresh key instead
                    break
        # readable from either replica by its owner, from neither by another key
    fresh_owner = await _key(redis_url)
    async with aiohttp.ClientSession(headers={"x-api-key": fresh_owner}) as session:
        async with session.post(a.base_url + "/check", json=payload) as resp:
            mine = (await resp.json())["data"]
        for gw in (a, b):
            async with session.get(f"{gw.base_url}/checks/{mine['id']}") as resp:
                assert resp.status == 200 and (await resp.json())["data"] == mine
    async with aiohttp.ClientSession(headers={"x-api-key": other_key}) as session:
        for gw in (a, b):
            async with session.get(f"{gw.base_url}/checks/{mine['id']}") as resp:
                assert resp.status == 404
