"""The real gateway (gateway.app.create_app) paid by the published x402 client on the devchain:
discover the price on /v1/status, pay, get the verdict; replay safety on the real routes."""

from __future__ import annotations

import asyncio
import json
from collections.abc import AsyncIterator
from typing import Any

import pytest
from aiohttp.test_utils import TestClient, TestServer
from eth_account.signers.local import LocalAccount
from x402.http import decode_payment_required_header, decode_payment_response_header

from gateway.app import create_app
from gateway.dispatch import owner_of_payer
from gateway.services import SERVICES
from gateway.settings import Settings
from tests.chain_fixtures import DEVCHAIN_V1_NETWORK, token_balances

from .conftest import chain_settings
from .test_flow import sdk_client

CONTEXT = "The Eiffel Tower is a wrought-iron lattice tower on the Champ de Mars in Paris, France."


@pytest.fixture
async def gw(devchain: Any, redis_url: str) -> AsyncIterator[TestClient]:
    settings = Settings(redis_url=redis_url, pool_size=1, engine="lexical", x402=chain_settings(devchain))
    client = TestClient(TestServer(create_app(settings), host="127.0.0.1"))
    await client.start_server()
    yield client
    await client.close()


async def pay(gw: TestClient, path: str, body: bytes, acct: LocalAccount, *, v1: bool = False) -> Any:
    r = await gw.post(path, data=body, headers={"Content-Type": "application/json"})
    assert r.status == 402, await r.text()
    headers = dict(r.headers)
    if v1:
        headers = {k: v for k, v in headers.items() if k.upper() != "PAYMENT-REQUIRED"}
    hdrs, _ = await sdk_client(acct).handle_402_response(headers, await r.read(), str(r.url))
    return hdrs, await gw.post(path, data=body, headers={"Content-Type": "application/json", **hdrs})


async def test_agent_discovers_price_pays_and_gets_its_verdict(
    gw: TestClient, devchain: Any, funded_payer: LocalAccount
) -> None:
    status = await (await gw.get("/v1/status")).json()
    p = status["payments"]
    assert p["enabled"] is True and p["network"] == devchain.network and p["asset"] == devchain.asset
    assert p["payTo"] == devchain.pay_to and p["x402Versions"] == [1, 2]
    expected = p["base_fee"] + p["price_per_claim"]["grounded"] * 1

    body = json.dumps({"claim": "The Eiffel Tower is in Paris.", "context": CONTEXT}).encode()
    before = token_balances(devchain, funded_payer.address, devchain.pay_to)
    hdrs, r = await pay(gw, "/check", body, funded_payer)
    assert r.status == 200, await r.text()
    result = await r.json()
    assert result["data"]["verdict"] in {"supported", "unsupported", "contradicted"}
    settle = decode_payment_response_header(r.headers["PAYMENT-RESPONSE"])
    assert settle.success and settle.payer == funded_payer.address and settle.network == devchain.network
    after = token_balances(devchain, funded_payer.address, devchain.pay_to)
    assert (before[0] - after[0], after[1] - before[1]) == (expected, expected)

    # stored like a keyed result, under the payer
    services = gw.server.app[SERVICES]
    stored = await services.results.get(owner_of_payer(funded_payer.address), result["data"]["id"])
    assert stored is not None and stored["verdict"] == result["data"]["verdict"]

    # dropped connection -> same header again: the same result and settlement, no second transfer
    again = await gw.post("/check", data=body, headers={"Content-Type": "application/json", **hdrs})
    assert again.status == 200 and await again.json() == result
    assert again.headers["PAYMENT-RESPONSE"] == r.headers["PAYMENT-RESPONSE"]
    assert token_balances(devchain, funded_payer.address, devchain.pay_to) == after


async def test_batch_paid_with_the_v1_client(gw: TestClient, devchain: Any, funded_payer: LocalAccount) -> None:
    body = json.dumps({"claims": ["It is in Paris.", "It is in Berlin.", "It is made of iron."],
                       "context": CONTEXT}).encode()
    first = await gw.post("/check/batch", data=body, headers={"Content-Type": "application/json"})
    amount = int(decode_payment_required_header(first.headers["PAYMENT-REQUIRED"]).accepts[0].amount)
    assert amount == 1000 + 3 * 1000
    before = token_balances(devchain, funded_payer.address, devchain.pay_to)
    hdrs, r = await pay(gw, "/check/batch", body, funded_payer, v1=True)
    assert "X-PAYMENT" in hdrs
    assert r.status == 200, await r.text()
    assert len((await r.json())["data"]) == 3
    settle = decode_payment_response_header(r.headers["X-PAYMENT-RESPONSE"])
    assert settle.success and settle.network == DEVCHAIN_V1_NETWORK
    after = token_balances(devchain, funded_payer.address, devchain.pay_to)
    assert (before[0] - after[0], after[1] - before[1]) == (amount, amount)


async def test_payment_for_one_route_cannot_buy_another(gw: TestClient, funded_payer: LocalAccount) -> None:
    body = json.dumps({"claims": ["It is in Paris."], "context": CONTEXT}).encode()
    hdrs, r = await pay(gw, "/check/batch", body, funded_payer)
    assert r.status == 200
    single = json.dumps({"claim": "It is in Paris.", "context": CONTEXT}).encode()  # same price
    r = await gw.post("/check", data=single, headers={"Content-Type": "application/json", **hdrs})
    assert r.status == 409 and (await r.json())["source"] == "payment"


async def test_concurrent_duplicates_on_the_real_app(
    gw: TestClient, devchain: Any, funded_payer: LocalAccount
) -> None:
    body = json.dumps({"claim": "The tower is in Paris.", "context": CONTEXT}).encode()
    r = await gw.post("/check", data=body, headers={"Content-Type": "application/json"})
    hdrs, _ = await sdk_client(funded_payer).handle_402_response(dict(r.headers), await r.read(), str(r.url))
    before = token_balances(devchain, funded_payer.address, devchain.pay_to)
    rs = await asyncio.gather(*(
        gw.post("/check", data=body, headers={"Content-Type": "application/json", **hdrs}) for _ in range(20)))
    assert {x.status for x in rs} <= {200, 409}
    ok = [await x.json() for x in rs if x.status == 200]
    assert ok and all(o == ok[0] for o in ok)
    after = token_balances(devchain, funded_payer.address, devchain.pay_to)
    assert before[0] - after[0] == after[1] - before[1] == 2000


async def test_invalid_body_is_422_before_any_payment(gw: TestClient, funded_payer: LocalAccount) -> None:
    r = await gw.post("/check", data=b'{"claim": ""}', headers={"Content-Type": "application/json"})
    assert r.status == 422


async def test_agent_with_only_the_published_httpx_client(
    gw: TestClient, devchain: Any, funded_payer: LocalAccount
) -> None:
    """The SDK's own transport: POST -> 402 -> sign -> retry with the same body, automatically."""
    from x402 import x402Client
    from x402.http.clients.httpx import wrapHttpxWithPayment
    from x402.mechanisms.evm.exact import ExactEvmClientScheme
    from x402.mechanisms.evm.signers import EthAccountSigner

    xc = x402Client()
    xc.register("eip155:*", ExactEvmClientScheme(signer=EthAccountSigner(funded_payer)))
    xc.set_spend_controls(False)
    before = token_balances(devchain, funded_payer.address, devchain.pay_to)
    url = str(gw.make_url("/check"))
    async with wrapHttpxWithPayment(xc, timeout=30) as http:
        r = await http.post(url, json={"claim": "The Eiffel Tower is in Paris.", "context": CONTEXT})
    assert r.status_code == 200, r.text
    assert r.json()["data"]["verdict"]
    settle = decode_payment_response_header(r.headers["PAYMENT-RESPONSE"])
    assert settle.success and settle.payer == funded_payer.address
    after = token_balances(devchain, funded_payer.address, devchain.pay_to)
    assert before[0] - after[0] == after[1] - before[1] == 2000
