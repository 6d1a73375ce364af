"""The money path end to end: the published x402 client pays a real aiohttp app over loopback,
settled on the real devchain, replay state in the real Redis."""

from __future__ import annotations

import asyncio
import json
from typing import Any

from eth_account.signers.local import LocalAccount
from x402 import x402Client
from x402.http import decode_payment_required_header, decode_payment_response_header, x402HTTPClient
from x402.mechanisms.evm.exact import ExactEvmClientScheme
from x402.mechanisms.evm.exact.v1 import ExactEvmSchemeV1Client
from x402.mechanisms.evm.signers import EthAccountSigner

from gateway.payments import codes
from tests.chain_fixtures import (
    DEVCHAIN_V1_NETWORK,
    authorization_state,
    mine,
    rpc_client,
    set_automine,
    token_balances,
)

from .conftest import Harness

BODY = json.dumps({"claims": ["The Eiffel Tower is in Paris."], "context": "It is in Paris.",
                   "mode": "grounded"}).encode()
PRICE = 2000  # base 1000 + 1 claim x 1000


def sdk_client(acct: LocalAccount) -> x402HTTPClient:
    xc = x402Client()
    xc.register("eip155:*", ExactEvmClientScheme(signer=EthAccountSigner(acct)))
    xc.register_v1(DEVCHAIN_V1_NETWORK, ExactEvmSchemeV1Client(signer=EthAccountSigner(acct)))
    xc.set_spend_controls(False)  # our local test token is not in the SDK's allow-list
    return x402HTTPClient(xc)


async def pay_headers(h: Harness, acct: LocalAccount, body: bytes = BODY, *, v1: bool = False) -> dict[str, str]:
    """Ask, get the 402, let the SDK client sign for it. v1: read the body, like a v1-only client."""
    r = await h.post(body)
    assert r.status == 402
    headers = dict(r.headers)
    if v1:
        headers = {k: v for k, v in headers.items() if k.upper() != "PAYMENT-REQUIRED"}
    hdrs, _ = await sdk_client(acct).handle_402_response(headers, await r.read(), str(r.url))
    return hdrs


def settle_header(r: Any) -> Any:
    value = r.headers.get("PAYMENT-RESPONSE") or r.headers.get("X-PAYMENT-RESPONSE")
    assert value, "no settlement header"
    return decode_payment_response_header(value)


# ------------------------------------------------------------------ challenge / status
async def test_no_payment_gets_a_402_for_both_versions(harness: Harness) -> None:
    r = await harness.post(BODY)
    assert r.status == 402
    assert r.headers["Cache-Control"] == "no-store"
    assert "PAYMENT-REQUIRED" in r.headers["Access-Control-Expose-Headers"]
    pr = decode_payment_required_header(r.headers["PAYMENT-REQUIRED"])
    (req,) = pr.accepts
    assert req.amount == str(PRICE) and req.network == harness.settings.network
    assert req.asset.lower() == harness.settings.asset.lower() and req.pay_to == harness.settings.pay_to
    assert req.extra == {"name": harness.settings.asset_name, "version": "2"}
    body = await r.json()
    assert body["x402Version"] == 1 and body["error"] == "payment_required" and body["source"] == "payment"
    (v1,) = body["accepts"]
    assert v1["network"] == DEVCHAIN_V1_NETWORK and v1["maxAmountRequired"] == str(PRICE)
    assert v1["resource"].endswith("/check") and v1["extra"]["name"] == harness.settings.asset_name
    assert harness.state.work_calls == 0


async def test_price_follows_the_body(harness: Harness) -> None:
    body = json.dumps({"claims": ["a", "b", "c"], "mode": "open"}).encode()
    r = await harness.post(body)
    assert decode_payment_required_header(r.headers["PAYMENT-REQUIRED"]).accepts[0].amount == str(1000 + 3 * 5000)


async def test_status_section(harness: Harness) -> None:
    s = harness.service.status_section()
    assert s["enabled"] is True and s["x402Versions"] == [1, 2] and s["scheme"] == "exact"
    assert s["network"] == harness.settings.network and s["v1_network"] == DEVCHAIN_V1_NETWORK
    assert s["payTo"] == harness.settings.pay_to and s["asset_decimals"] == 6
    assert s["price_per_claim"] == {"grounded": 1000, "open": 5000} and s["base_fee"] == 1000
    assert s["maxTimeoutSeconds"] == 300


# ------------------------------------------------------------------ interop: pays and moves money
async def test_v2_sdk_client_pays(harness: Harness, devchain: Any, funded_payer: LocalAccount) -> None:
    before = token_balances(devchain, funded_payer.address, devchain.pay_to)
    hdrs = await pay_headers(harness, funded_payer)
    assert list(hdrs) == ["PAYMENT-SIGNATURE"]
    r = await harness.post(BODY, hdrs)
    assert r.status == 200, await r.text()
    body = await r.json()
    assert body["data"][0]["verdict"] == "supported" and body["id"] == "chk_1"
    settle = settle_header(r)
    assert "PAYMENT-RESPONSE" in r.headers
    assert settle.success is True and settle.network == harness.settings.network
    assert settle.payer == funded_payer.address and settle.transaction.startswith("0x")
    after = token_balances(devchain, funded_payer.address, devchain.pay_to)
    assert (before[0] - after[0], after[1] - before[1]) == (PRICE, PRICE)
    assert harness.state.work_calls == 1 and harness.state.paid == [funded_payer.address]
    receipt = rpc_client(devchain.rpc_url).eth.get_transaction_receipt(settle.transaction)
    assert receipt["status"] == 1


async def test_v1_sdk_client_pays(harness: Harness, devchain: Any, funded_payer: LocalAccount) -> None:
    before = token_balances(devchain, funded_payer.address, devchain.pay_to)
    hdrs = await pay_headers(harness, funded_payer, v1=True)
    assert list(hdrs) == ["X-PAYMENT"]
    r = await harness.post(BODY, hdrs)
    assert r.status == 200, await r.text()
    assert "X-PAYMENT-RESPONSE" in r.headers and "PAYMENT-RESPONSE" not in r.headers
    settle = settle_header(r)
    assert settle.success is True and settle.network == DEVCHAIN_V1_NETWORK
    assert settle.payer == funded_payer.address
    after = token_balances(devchain, funded_payer.address, devchain.pay_to)
    assert (before[0] - after[0], after[1] - before[1]) == (PRICE, PRICE)


# ------------------------------------------------------------------ replay and idempotency
async def test_same_header_again_returns_the_stored_result_without_a_second_transfer(
    harness: Harness, devchain: Any, funded_payer: LocalAccount
) -> None:
    hdrs = await pay_headers(harness, funded_payer)
    first = await harness.post(BODY, hdrs)
    assert first.status == 200
    mid = token_balances(devchain, funded_payer.address, devchain.pay_to)
    again = await harness.post(BODY, hdrs)
    assert again.status == 200
    assert await again.json() == await first.json()
    assert again.headers["PAYMENT-RESPONSE"] == first.headers["PAYMENT-RESPONSE"]
    assert token_balances(devchain, funded_payer.address, devchain.pay_to) == mid
    assert harness.state.work_calls == 1 and len(harness.state.paid) == 1


async def test_same_payment_with_another_body_is_409(harness: Harness, funded_payer: LocalAccount) -> None:
    hdrs = await pay_headers(harness, funded_payer)
    assert (await harness.post(BODY, hdrs)).status == 200
    other = BODY.replace(b"Paris.\"]", b"Rome.\"]")
    assert other != BODY
    r = await harness.post(other, hdrs)
    assert r.status == 409
    body = await r.json()
    assert body["error"] == codes.PAYMENT_REQUEST_MISMATCH and body["source"] == "payment"


async def test_fifty_concurrent_requests_with_one_payment(
    harness: Harness, devchain: Any, funded_payer: LocalAccount
) -> None:
    hdrs = await pay_headers(harness, funded_payer)
    before = token_balances(devchain, funded_payer.address, devchain.pay_to)

    async def slow() -> None:
        await asyncio.sleep(0.2)

    harness.state.work_hook = slow
    responses = await asyncio.gather(*(harness.post(BODY, hdrs) for _ in range(50)))
    statuses = [r.status for r in responses]
    assert set(statuses) <= {200, 409}, statuses
    assert statuses.count(200) >= 1
    for r in responses:
        if r.status == 409:
            assert (await r.json())["error"] == codes.PAYMENT_IN_PROGRESS
    ids = {(await r.json())["id"] for r in responses if r.status == 200}
    assert ids == {"chk_1"}
    txs = {settle_header(r).transaction for r in responses if r.status == 200}
    assert len(txs) == 1
    after = token_balances(devchain, funded_payer.address, devchain.pay_to)
    assert (before[0] - after[0], after[1] - before[1]) == (PRICE, PRICE)
    assert harness.state.work_calls == 1 and len(harness.state.paid) == 1
    # stragglers that saw 409 get the stored result now
    r = await harness.post(BODY, hdrs)
    assert r.status == 200 and (await r.json())["id"] == "chk_1"


async def test_distinct_payers_settle_concurrently(
    harness: Harness, devchain: Any
) -> None:
    from tests.chain_fixtures import new_funded_payer

    payers = [new_funded_payer(devchain, 10_000) for _ in range(5)]
    headers = [await pay_headers(harness, p) for p in payers]
    responses = await asyncio.gather(*(harness.post(BODY, h) for h in headers))
    assert [r.status for r in responses] == [200] * 5
    assert len({settle_header(r).transaction for r in responses}) == 5
    for p in payers:
        assert token_balances(devchain, p.address)[0] == 10_000 - PRICE


# ------------------------------------------------------------------ failures are not charged
async def test_failed_check_is_not_charged_and_the_payment_stays_usable(
    harness: Harness, devchain: Any, funded_payer: LocalAccount
) -> None:
    hdrs = await pay_headers(harness, funded_payer)
    before = token_balances(devchain, funded_payer.address, devchain.pay_to)
    harness.state.fail_next = 1
    r = await harness.post(BODY, hdrs)
    assert r.status == 503
    assert "PAYMENT-RESPONSE" not in r.headers
    assert token_balances(devchain, funded_payer.address, devchain.pay_to) == before
    r = await harness.post(BODY, hdrs)
    assert r.status == 200
    after = token_balances(devchain, funded_payer.address, devchain.pay_to)
    assert (before[0] - after[0], after[1] - before[1]) == (PRICE, PRICE)
    assert harness.state.work_calls == 2 and len(harness.state.paid) == 1


async def test_settlement_failure_withholds_the_result(
    harness: Harness, devchain: Any, funded_payer: LocalAccount
) -> None:
    """The payer empties the account between verification and settlement."""
    w3 = rpc_client(devchain.rpc_url)
    w3.provider.make_request("hardhat_setBalance", [funded_payer.address, hex(10**18)])
    token = devchain.token(w3)
    sink = "0x000000000000000000000000000000000000dEaD"

    async def drain() -> None:
        balance = token.functions.balanceOf(funded_payer.address).call()
        tx = token.functions.transfer(sink, balance).build_transaction({
            "from": funded_payer.address, "nonce": w3.eth.get_transaction_count(funded_payer.address),
            "chainId": devchain.chain_id})
        signed = funded_payer.sign_transaction(tx)
        assert w3.eth.wait_for_transaction_receipt(w3.eth.send_raw_transaction(signed.raw_transaction))["status"] == 1

    hdrs = await pay_headers(harness, funded_payer)
    pay_to_before = token_balances(devchain, devchain.pay_to)[0]
    harness.state.work_hook = drain
    r = await harness.post(BODY, hdrs)
    assert r.status == 402
    body = await r.json()
    assert "data" not in body and "id" not in body
    assert body["error"] == codes.INSUFFICIENT_FUNDS and body["source"] == "payment"
    settle = decode_payment_response_header(r.headers["PAYMENT-RESPONSE"])
    assert settle.success is False and settle.error_reason == codes.INSUFFICIENT_FUNDS and settle.transaction == ""
    assert harness.state.paid == []
    assert token_balances(devchain, devchain.pay_to)[0] == pay_to_before
    assert await harness.redis.keys(f"{harness.settings.redis_prefix}:pay:*") == []


# ------------------------------------------------------------------ pending settlement

async def test_receipt_timeout_is_pending_then_reconciled_and_charged_once(
    make_harness: Any, devchain: Any, funded_payer: LocalAccount
) -> None:
    h = await make_harness(receipt_timeout_seconds=0.5)
    hdrs = await pay_headers(h, funded_payer)
    before = token_balances(devchain, funded_payer.address, devchain.pay_to)

    async def pause_mining() -> None:
        set_automine(devchain, False)

    h.state.work_hook = pause_mining
    try:
        r = await h.post(BODY, hdrs)
        assert r.status == 202, await r.text()
        body = await r.json()
        assert body["error"] == codes.SETTLEMENT_PENDING and "data" not in body
        assert "PAYMENT-REQUIRED" not in r.headers  # never ask for a second payment
        assert r.headers["Retry-After"]
        settle = settle_header(r)
        assert settle.success is False and settle.error_reason == codes.SETTLEMENT_PENDING
        tx = settle.transaction
        assert tx.startswith("0x") and body["transaction"] == tx

        # still unmined: the retry answers pending again and broadcasts nothing new
        r = await h.post(BODY, hdrs)
        assert r.status == 202 and settle_header(r).transaction == tx
        assert h.state.work_calls == 1

        # the gateway restarts; the journal is in Redis
        await h.client.close()
        await h.service.close()
        h2 = await make_harness(receipt_timeout_seconds=0.5)
        assert await h2.service.reconcile_pending(grace=0) == 0  # nothing mined yet
        mine(devchain)
    finally:
        set_automine(devchain, True)

    assert await h2.service.reconcile_pending(grace=0) == 1
    r = await h2.post(BODY, hdrs)
    assert r.status == 200, await r.text()
    assert settle_header(r).transaction == tx and settle_header(r).success is True
    assert (await r.json())["data"][0]["verdict"] == "supported"
    assert h2.state.paid == [funded_payer.address] and h2.state.work_calls == 0
    r2 = await h2.post(BODY, hdrs)
    assert r2.status == 200 and await r2.json() == await r.json()
    after = token_balances(devchain, funded_payer.address, devchain.pay_to)
    assert (before[0] - after[0], after[1] - before[1]) == (PRICE, PRICE)
    nonce = json.loads(__import__("base64").b64decode(hdrs["PAYMENT-SIGNATURE"]))["payload"]["authorization"]["nonce"]
    assert authorization_state(devchain, funded_payer.address, nonce)


async def test_pending_settlement_resolved_by_a_retry(
    make_harness: Any, devchain: Any, funded_payer: LocalAccount
) -> None:
    """No reconciler pass: the client's retry itself looks the hash up and delivers."""
    h = await make_harness(receipt_timeout_seconds=0.3)
    hdrs = await pay_headers(h, funded_payer)
    before = token_balances(devchain, funded_payer.address, devchain.pay_to)

    async def pause_mining() -> None:
        set_automine(devchain, False)

    h.state.work_hook = pause_mining
    try:
        r = await h.post(BODY, hdrs)
        assert r.status == 202
    finally:
        set_automine(devchain, True)
        mine(devchain)
    r = await h.post(BODY, hdrs)
    assert r.status == 200 and (await r.json())["id"] == "chk_1"
    after = token_balances(devchain, funded_payer.address, devchain.pay_to)
    assert (before[0] - after[0], after[1] - before[1]) == (PRICE, PRICE)
    assert h.state.work_calls == 1


async def test_reconciler_racing_retries_delivers_once(
    make_harness: Any, devchain: Any, funded_payer: LocalAccount
) -> None:
    h = await make_harness(receipt_timeout_seconds=0.3)
    hdrs = await pay_headers(h, funded_payer)
    before = token_balances(devchain, funded_payer.address, devchain.pay_to)

    async def pause_mining() -> None:
        set_automine(devchain, False)

    h.state.work_hook = pause_mining
    try:
        assert (await h.post(BODY, hdrs)).status == 202
    finally:
        set_automine(devchain, True)
        mine(devchain)
    results = await asyncio.gather(h.service.reconcile_pending(grace=0), *(h.post(BODY, hdrs) for _ in range(10)))
    statuses = [r.status for r in results[1:]]
    assert set(statuses) <= {200, 409} and 200 in statuses, statuses
    final = await h.post(BODY, hdrs)
    assert final.status == 200 and (await final.json())["id"] == "chk_1"
    assert len(h.state.paid) == 1 and h.state.work_calls == 1
    after = token_balances(devchain, funded_payer.address, devchain.pay_to)
    assert (before[0] - after[0], after[1] - before[1]) == (PRICE, PRICE)
