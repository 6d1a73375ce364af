"""FacilitatorSettler against the published SDK's own facilitator (x402Facilitator +
ExactEvmFacilitatorScheme) served over HTTP on loopback (/verify, /settle, /supported), settling on
the devchain. The real gateway in facilitator mode: test_facilitator_mode.py."""

from __future__ import annotations

import asyncio
from collections.abc import AsyncIterator
from typing import Any

import pytest
from aiohttp import web
from aiohttp.test_utils import TestServer
from eth_account.signers.local import LocalAccount
from x402 import PaymentPayload, PaymentRequirements, x402FacilitatorSync
from x402.mechanisms.evm.exact import register_exact_evm_facilitator
from x402.mechanisms.evm.signers import FacilitatorWeb3Signer
from x402.schemas.v1 import PaymentPayloadV1, PaymentRequirementsV1

from gateway.payments.facilitator import FacilitatorSettler
from tests.chain_fixtures import token_balances

from .conftest import Harness
from .test_flow import BODY, PRICE, pay_headers, settle_header

# Hardhat's well-known dev account #2 (test-only): the facilitator's own gas payer
FACILITATOR_KEY = "0x5de4111afa1a4b94908f83103eb1f1706367c2e68ca870fc3fb9a804cdab365a"


@pytest.fixture
async def facilitator_url(devchain: Any) -> AsyncIterator[str]:
    fac = x402FacilitatorSync()
    register_exact_evm_facilitator(fac, FacilitatorWeb3Signer(FACILITATOR_KEY, devchain.rpc_url),
                                   networks=devchain.network)
    calls: list[str] = []

    def parse(data: dict) -> tuple[Any, Any]:
        if data["x402Version"] == 1:
            return (PaymentPayloadV1.model_validate(data["paymentPayload"]),
                    PaymentRequirementsV1.model_validate(data["paymentRequirements"]))
        return (PaymentPayload.model_validate(data["paymentPayload"]),
                PaymentRequirements.model_validate(data["paymentRequirements"]))

    async def verify(request: web.Request) -> web.Response:
        calls.append("verify")
        payload, reqs = parse(await request.json())
        result = await asyncio.to_thread(fac.verify, payload, reqs)
        return web.json_response(result.model_dump(by_alias=True, exclude_none=True))

    async def settle(request: web.Request) -> web.Response:
        calls.append("settle")
        payload, reqs = parse(await request.json())
        result = await asyncio.to_thread(fac.settle, payload, reqs)
        return web.json_response(result.model_dump(by_alias=True, exclude_none=True))

    async def supported(_request: web.Request) -> web.Response:
        return web.json_response(fac.get_supported().model_dump(by_alias=True, exclude_none=True))

    app = web.Application()
    app.router.add_post("/verify", verify)
    app.router.add_post("/settle", settle)
    app.router.add_get("/supported", supported)
    server = TestServer(app, host="127.0.0.1")
    await server.start_server()
    yield str(server.make_url("")).rstrip("/")
    await server.close()


async def make(make_harness: Any, url: str) -> Harness:
    h: Harness = await make_harness()
    # swap the built-in relayer for the facilitator (the public constructor argument does the same)
    h.service.settler = FacilitatorSettler(url, timeout_seconds=30)
    await h.service.settler.start()
    return h


@pytest.mark.parametrize("v1", [False, True], ids=["v2", "v1"])
async def test_sdk_facilitator_settles_our_payments(
    make_harness: Any, facilitator_url: str, devchain: Any, funded_payer: LocalAccount, v1: bool
) -> None:
    h = await make(make_harness, facilitator_url)
    hdrs = await pay_headers(h, funded_payer, v1=v1)
    before = token_balances(devchain, funded_payer.address, devchain.pay_to)
    r = await h.post(BODY, hdrs)
    assert r.status == 200, await r.text()
    settle = settle_header(r)
    assert settle.success and settle.transaction.startswith("0x") and settle.payer == funded_payer.address
    after = token_balances(devchain, funded_payer.address, devchain.pay_to)
    assert (before[0] - after[0], after[1] - before[1]) == (PRICE, PRICE)
    again = await h.post(BODY, hdrs)  # idempotent, answered from our record: no second /settle
    assert again.status == 200 and again.headers.get("PAYMENT-RESPONSE") == r.headers.get("PAYMENT-RESPONSE")
    assert token_balances(devchain, funded_payer.address, devchain.pay_to) == after
    await h.service.settler.close()


async def test_sdk_facilitator_rejection_reaches_the_client(
    make_harness: Any, facilitator_url: str, devchain: Any
) -> None:
    from tests.chain_fixtures import new_funded_payer

    h = await make(make_harness, facilitator_url)
    poor = new_funded_payer(devchain, PRICE - 1)
    hdrs = await pay_headers(h, poor)
    r = await h.post(BODY, hdrs)
    assert r.status == 402
    body = await r.json()
    assert body["error"] in {"insufficient_funds", "invalid_exact_evm_insufficient_balance"}
    assert h.state.work_calls == 0
    await h.service.settler.close()


async def test_unanswered_settle_stays_pending(make_harness: Any, funded_payer: LocalAccount) -> None:
    """A facilitator that takes the request and never answers: not charged twice, not released."""
    async def verify_ok(request: web.Request) -> web.Response:
        data = await request.json()
        return web.json_response({"isValid": True, "payer": data["paymentPayload"]["payload"]["authorization"]["from"]})

    async def settle_dead(_request: web.Request) -> web.Response:
        return web.Response(status=502, text="bad gateway")

    app = web.Application()
    app.router.add_post("/verify", verify_ok)
    app.router.add_post("/settle", settle_dead)
    server = TestServer(app, host="127.0.0.1")
    await server.start_server()
    try:
        h = await make(make_harness, str(server.make_url("")).rstrip("/"))
        hdrs = await pay_headers(h, funded_payer)
        r = await h.post(BODY, hdrs)
        assert r.status == 202 and (await r.json())["error"] == "settlement_pending"
        assert "PAYMENT-REQUIRED" not in r.headers
        r = await h.post(BODY, hdrs)
        assert r.status == 202 and h.state.work_calls == 1
        (key,) = await h.redis.keys(f"{h.settings.redis_prefix}:pay:*")
        assert await h.redis.hget(key, "state") == b"broadcast"
        await h.service.settler.close()
    finally:
        await server.close()
