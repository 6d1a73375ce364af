"""Facilitator mode end to end: the real gateway (create_app) with GROUNDCHECK_X402_FACILITATOR_URL and
no relayer key, the published SDK facilitator on loopback settling on the devchain, and the published
client paying the gateway through it."""

from __future__ import annotations

import asyncio
import json
from collections.abc import AsyncIterator
from typing import Any

import pytest
from aiohttp import web
from aiohttp.test_utils import TestClient, TestServer
from eth_account import Account
from eth_account.signers.local import LocalAccount
from web3 import Web3
from x402.http import FacilitatorConfig, HTTPFacilitatorClient, decode_payment_response_header

from gateway.app import create_app
from gateway.payments import PaymentsMisconfigured
from gateway.settings import Settings
from tests.chain_fixtures import DEVCHAIN_V1_NETWORK, token_balances

from .conftest import chain_settings
from .test_facilitator import FACILITATOR_KEY, facilitator_url  # noqa: F401 - the SDK facilitator fixture
from .test_flow import sdk_client

CONTEXT = "The Eiffel Tower is a wrought-iron lattice tower on the Champ de Mars in Paris, France."


@pytest.fixture
async def gw(devchain: Any, redis_url: str, facilitator_url: str) -> AsyncIterator[TestClient]:  # noqa: F811
    x402 = chain_settings(devchain, facilitator_url=facilitator_url, relayer_private_key=None)
    client = TestClient(TestServer(create_app(Settings(redis_url=redis_url, pool_size=1, engine="lexical",
                                                       x402=x402)), host="127.0.0.1"))
    await client.start_server()
    yield client
    await client.close()


def test_facilitator_url_comes_from_the_environment(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("GROUNDCHECK_X402_FACILITATOR_URL", "https://facilitator.example/x402")
    assert Settings().x402.facilitator_url == "https://facilitator.example/x402"
    assert Settings().x402.facilitator_timeout_seconds == 90


async def test_published_client_pays_through_the_facilitator(
    gw: TestClient, devchain: Any, devchain_w3: Web3, funded_payer: LocalAccount, facilitator_url: str,  # noqa: F811
) -> None:
    from x402 import x402Client
    from x402.http.clients.httpx import wrapHttpxWithPayment
    from x402.mechanisms.evm.exact import ExactEvmClientScheme
    from x402.mechanisms.evm.signers import EthAccountSigner

    status = await (await gw.get("/v1/status")).json()
    assert status["payments"]["settlement"] == "facilitator" and status["payments"]["available"] is True
    # what we offer is a kind the facilitator says it supports (read with the SDK's own HTTP facilitator client)
    supported = await asyncio.to_thread(HTTPFacilitatorClient(FacilitatorConfig(url=facilitator_url)).get_supported)
    assert any(k.scheme == "exact" and k.network == devchain.network and k.x402_version == 2
               for k in supported.kinds)

    xc = x402Client()
    xc.register("eip155:*", ExactEvmClientScheme(signer=EthAccountSigner(funded_payer)))
    xc.set_spend_controls(False)  # the local test token is not in the SDK's allow-list
    before = token_balances(devchain, funded_payer.address, devchain.pay_to)
    async with wrapHttpxWithPayment(xc, timeout=60) as http:
        r = await http.post(str(gw.make_url("/check")), json={"claim": "The Eiffel Tower is in Paris.",
                                                               "context": CONTEXT})
    assert r.status_code == 200, r.text
    assert r.json()["data"]["verdict"] == "supported"
    settle = decode_payment_response_header(r.headers["PAYMENT-RESPONSE"])
    assert settle.success and settle.payer == funded_payer.address and settle.network == devchain.network
    after = token_balances(devchain, funded_payer.address, devchain.pay_to)
    assert before[0] - after[0] == after[1] - before[1] == 2000
    # the facilitator's account sent the transfer, not a relayer of ours (none is configured)
    tx = devchain_w3.eth.get_transaction(settle.transaction)
    assert tx["from"] == Account.from_key(FACILITATOR_KEY).address


async def test_v1_client_batch_through_the_facilitator_is_charged_once(
    gw: TestClient, devchain: Any, funded_payer: LocalAccount
) -> None:
    body = json.dumps({"claims": ["It is in Paris.", "It is made of iron."], "context": CONTEXT}).encode()
    challenge = await gw.post("/check/batch", data=body, headers={"Content-Type": "application/json"})
    assert challenge.status == 402
    v1_only = {k: v for k, v in challenge.headers.items() if k.upper() != "PAYMENT-REQUIRED"}
    hdrs, _ = await sdk_client(funded_payer).handle_402_response(v1_only, await challenge.read(),
                                                                 str(challenge.url))
    assert "X-PAYMENT" in hdrs
    before = token_balances(devchain, funded_payer.address, devchain.pay_to)
    headers = {"Content-Type": "application/json", **hdrs}
    r = await gw.post("/check/batch", data=body, headers=headers)
    assert r.status == 200, await r.text()
    settle = decode_payment_response_header(r.headers["X-PAYMENT-RESPONSE"])
    assert settle.success and settle.network == DEVCHAIN_V1_NETWORK
    again = await gw.post("/check/batch", data=body, headers=headers)  # a retry: our record, no second /settle
    assert again.status == 200 and await again.json() == await r.json()
    after = token_balances(devchain, funded_payer.address, devchain.pay_to)
    assert before[0] - after[0] == after[1] - before[1] == 1000 + 2 * 1000


async def _gateway_with(devchain: Any, redis_url: str, facilitator: str) -> TestClient:
    x402 = chain_settings(devchain, facilitator_url=facilitator, relayer_private_key=None)
    return TestClient(TestServer(create_app(Settings(redis_url=redis_url, pool_size=1, engine="lexical", x402=x402)),
                                 host="127.0.0.1"))


async def test_a_facilitator_without_our_network_is_refused_at_start_up(devchain: Any, redis_url: str) -> None:
    async def supported(_request: web.Request) -> web.Response:
        return web.json_response({"kinds": [{"x402Version": 2, "scheme": "exact", "network": "eip155:1"}],
                                  "extensions": [], "signers": {}})

    app = web.Application()
    app.router.add_get("/supported", supported)
    fake = TestServer(app, host="127.0.0.1")
    await fake.start_server()
    gw = await _gateway_with(devchain, redis_url, str(fake.make_url("")))
    try:
        with pytest.raises(PaymentsMisconfigured, match="does not support scheme exact on eip155:84532"):
            await gw.start_server()
    finally:
        await gw.close()
        await fake.close()


async def test_an_unreachable_facilitator_at_start_up_only_warns(
    devchain: Any, redis_url: str, caplog: pytest.LogCaptureFixture
) -> None:
    from tests.conftest import free_port

    gw = await _gateway_with(devchain, redis_url, f"http://127.0.0.1:{free_port()}")
    await gw.start_server()
    try:
        assert "could not read" in caplog.text
        status = await (await gw.get("/v1/status")).json()
        assert status["payments"]["settlement"] == "facilitator" and status["payments"]["available"] is True
    finally:
        await gw.close()
