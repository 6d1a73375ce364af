"""Concurrency on real gateway processes: one payment raced 50 times, 200 keyed requests against a
limit of 20, and one payment presented to two replicas that share Redis and the devchain."""

from __future__ import annotations

import asyncio
import base64
import json
from collections.abc import Iterator
from typing import Any

import aiohttp
import pytest
from redis.asyncio import Redis
from web3 import Web3

from gateway.keys import KeyStore
from gateway.payments import codes
from gateway.ratelimit import RateSpec
from tests.chain_fixtures import authorization_state, new_funded_payer, token_balances
from tests.live import LiveGateway
from tests.reliability.conftest import LIVE_ENV, PRICE, pay_header, x402_env
from tests.reliability.test_attack_matrix import CONTEXT, stored_checks_of

SLOW_BODY = json.dumps({"claim": "__sleep__ 0.3", "context": CONTEXT}).encode()
BODY = json.dumps({"claim": "The Eiffel Tower is in Paris.", "context": CONTEXT}).encode()
JSON = {"Content-Type": "application/json"}


async def post(session: aiohttp.ClientSession, url: str, body: bytes, headers: dict[str, str]) -> tuple[int, Any]:
    async with session.post(url, data=body, headers={**JSON, **headers}) as r:
        return r.status, await r.json()


async def test_fifty_simultaneous_requests_with_one_payment(live_paid: LiveGateway, devchain: Any,
                                                            devchain_w3: Web3, redis_url: str) -> None:
    """tests/payments covers this on a harness app; here it is the real gateway process."""
    payer = new_funded_payer(devchain, w3=devchain_w3)
    hdrs = pay_header(devchain, payer)
    before = token_balances(devchain, payer.address, devchain.pay_to, w3=devchain_w3)
    url = live_paid.base_url + "/check"
    async with aiohttp.ClientSession(connector=aiohttp.TCPConnector(limit=0)) as session:
        results = await asyncio.gather(*(post(session, url, SLOW_BODY, hdrs) for _ in range(50)))
        statuses = [status for status, _ in results]
        assert set(statuses) <= {200, 409}, statuses
        delivered = [body for status, body in results if status == 200]
        assert delivered and all(body == delivered[0] for body in delivered)
        assert {body["error"] for status, body in results if status == 409} <= {codes.PAYMENT_IN_PROGRESS}
        status, again = await post(session, url, SLOW_BODY, hdrs)  # a straggler gets the stored result
        assert status == 200 and again == delivered[0]
    after = token_balances(devchain, payer.address, devchain.pay_to, w3=devchain_w3)
    assert (before[0] - after[0], after[1] - before[1]) == (PRICE, PRICE)  # one transfer
    assert stored_checks_of(redis_url, payer.address) == 1  # one delivery


async def test_two_hundred_parallel_keyed_requests_against_a_limit_of_twenty(live_paid: LiveGateway,
                                                                             redis_url: str) -> None:
    redis = Redis.from_url(redis_url)
    raw, _ = await KeyStore(redis).create("burst", RateSpec.parse("20/hour"))
    await redis.aclose()
    url = live_paid.base_url + "/check"
    async with aiohttp.ClientSession(connector=aiohttp.TCPConnector(limit=0)) as session:
        results = await asyncio.gather(*(post(session, url, BODY, {"x-api-key": raw}) for _ in range(200)))
    statuses = [status for status, _ in results]
    assert statuses.count(200) == 20 and statuses.count(429) == 180, [b for s, b in results if s not in (200, 429)][:3]


@pytest.fixture(scope="module")
def replica_b(live_paid: LiveGateway, devchain: Any, redis_server: Any,
              tmp_path_factory: pytest.TempPathFactory) -> Iterator[LiveGateway]:
    """A second gateway process on another port, same Redis, same chain, same relayer."""
    gw = LiveGateway(redis_server.url, tmp_path_factory.mktemp("replica-b") / "gw.log",
                     {**LIVE_ENV, **x402_env(devchain)}).start()
    yield gw
    gw.stop()


async def test_a_payment_used_on_one_replica_is_not_spent_again_on_the_other(
    live_paid: LiveGateway, replica_b: LiveGateway, devchain: Any, devchain_w3: Web3, redis_url: str
) -> None:
    a, b = live_paid.base_url + "/check", replica_b.base_url + "/check"
    payer = new_funded_payer(devchain, w3=devchain_w3)
    before = token_balances(devchain, payer.address, devchain.pay_to, w3=devchain_w3)
    hdrs = pay_header(devchain, payer)
    other = json.dumps({"claim": "The Eiffel Tower is in Rome.", "context": CONTEXT}).encode()
    async with aiohttp.ClientSession() as session:
        status, first = await post(session, a, BODY, hdrs)
        assert status == 200 and first["data"]["verdict"]
        status, same = await post(session, b, BODY, hdrs)  # same body: the stored result, no new transfer
        assert status == 200 and same == first
        status, refused = await post(session, b, other, hdrs)  # another body: refused
        assert status == 409 and refused["error"] == codes.PAYMENT_REQUEST_MISMATCH and "data" not in refused

        # a fresh payment raced on both replicas at once: served once, charged once
        race = pay_header(devchain, payer)
        results = await asyncio.gather(*(post(session, a if i % 2 else b, SLOW_BODY, race) for i in range(20)))
        statuses = [status for status, _ in results]
        assert set(statuses) <= {200, 409} and 200 in statuses, statuses
        delivered = [body for status, body in results if status == 200]
        assert all(body == delivered[0] for body in delivered)
    after = token_balances(devchain, payer.address, devchain.pay_to, w3=devchain_w3)
    assert (before[0] - after[0], after[1] - before[1]) == (2 * PRICE, 2 * PRICE)
    assert stored_checks_of(redis_url, payer.address) == 2
    nonce = json.loads(base64.b64decode(race["PAYMENT-SIGNATURE"]))["payload"]["authorization"]["nonce"]
    assert authorization_state(devchain, payer.address, nonce, devchain_w3)
