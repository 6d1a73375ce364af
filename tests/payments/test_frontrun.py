"""Anyone may submit a signed EIP-3009 authorization. If someone else's tx consumes it, the money
still went to our payTo: the payment counts as settled by that tx, and the result is delivered."""

from __future__ import annotations

import base64
import json
from typing import Any

from eth_account.signers.local import LocalAccount

from tests.chain_fixtures import mine, rpc_client, set_automine, token_balances

from .conftest import Harness
from .test_flow import BODY, PRICE, pay_headers, settle_header


def submit(devchain: Any, header: str, **tx: Any) -> str:
    """Submit the authorization in ``header`` ourselves, from the (unlocked) token owner account."""
    a_p = json.loads(base64.b64decode(header))["payload"]
    a, sig = a_p["authorization"], bytes.fromhex(a_p["signature"][2:])
    w3 = rpc_client(devchain.rpc_url)
    return devchain.token(w3).functions.transferWithAuthorization(
        a["from"], a["to"], int(a["value"]), int(a["validAfter"]), int(a["validBefore"]),
        bytes.fromhex(a["nonce"][2:]), sig[64], sig[:32], sig[32:64],
    ).transact({"from": devchain.owner_address, **tx}).to_0x_hex()


async def test_front_run_before_our_settlement(
    harness: Harness, devchain: Any, funded_payer: LocalAccount
) -> None:
    hdrs = await pay_headers(harness, funded_payer)
    before = token_balances(devchain, funded_payer.address, devchain.pay_to)
    sent: list[str] = []

    async def front_run() -> None:
        sent.append(submit(devchain, hdrs["PAYMENT-SIGNATURE"]))

    harness.state.work_hook = front_run
    r = await harness.post(BODY, hdrs)
    assert r.status == 200, await r.text()
    settle = settle_header(r)
    assert settle.success and settle.transaction == sent[0]
    after = token_balances(devchain, funded_payer.address, devchain.pay_to)
    assert (before[0] - after[0], after[1] - before[1]) == (PRICE, PRICE)
    assert len(harness.state.paid) == 1


async def test_front_run_in_the_same_block_reverts_ours_and_still_counts(
    make_harness: Any, devchain: Any, funded_payer: LocalAccount
) -> None:
    h: Harness = await make_harness(receipt_timeout_seconds=0.3)
    hdrs = await pay_headers(h, funded_payer)
    before = token_balances(devchain, funded_payer.address, devchain.pay_to)

    async def pause() -> None:
        set_automine(devchain, False)

    h.state.work_hook = pause
    try:
        r = await h.post(BODY, hdrs)
        assert r.status == 202
        ours = settle_header(r).transaction
        tip = 50 * 10**9
        theirs = submit(devchain, hdrs["PAYMENT-SIGNATURE"], maxPriorityFeePerGas=tip, maxFeePerGas=10 * tip,
                        gas=200_000)
        mine(devchain)
    finally:
        set_automine(devchain, True)
    w3 = rpc_client(devchain.rpc_url)
    assert w3.eth.get_transaction_receipt(theirs)["status"] == 1
    assert w3.eth.get_transaction_receipt(ours)["status"] == 0
    assert await h.service.reconcile_pending(grace=0) == 1
    r = await h.post(BODY, hdrs)
    assert r.status == 200, await r.text()
    assert settle_header(r).transaction == theirs
    after = token_balances(devchain, funded_payer.address, devchain.pay_to)
    assert (before[0] - after[0], after[1] - before[1]) == (PRICE, PRICE)
    assert len(h.state.paid) == 1
