"""Every §5 rejection over HTTP against the real devchain: 402 + fresh challenge + reason code,
nothing run, nothing reserved, nothing charged. Malformed headers: 400 invalid_payload."""

from __future__ import annotations

import base64
import json
import time
from typing import Any

import pytest
from eth_account import Account
from eth_account.signers.local import LocalAccount
from x402.http import decode_payment_required_header

from gateway.payments import codes
from tests.chain_fixtures import rpc_client, token_balances

from .conftest import Harness
from .helpers import b64, payment_v1, payment_v2

BODY = json.dumps({"claims": ["The sky is blue."], "context": "The sky is blue."}).encode()
PRICE = 2000


async def assert_rejected(h: Harness, headers: dict[str, str], code: str) -> None:
    r = await h.post(BODY, headers)
    assert r.status == 402, await r.text()
    assert r.headers["Cache-Control"] == "no-store"
    body = await r.json()
    assert body["error"] == code, body
    assert body["source"] == "payment" and body["x402Version"] == 1 and body["accepts"]
    pr = decode_payment_required_header(r.headers["PAYMENT-REQUIRED"])
    assert pr.error == code and pr.accepts[0].amount == str(PRICE)
    assert h.state.work_calls == 0
    assert await h.redis.keys(f"{h.settings.redis_prefix}:pay:*") == []


def v2(h: Harness, acct: LocalAccount, **sign: Any) -> dict[str, str]:
    return {"PAYMENT-SIGNATURE": b64(payment_v2(h.settings, acct, PRICE, **sign))}


def v2_accepted(h: Harness, acct: LocalAccount, **accepted: Any) -> dict[str, str]:
    raw = payment_v2(h.settings, acct, PRICE)
    raw["accepted"].update(accepted)
    return {"PAYMENT-SIGNATURE": b64(raw)}


MALLORY = Account.from_key("0x" + "66" * 32)


@pytest.mark.parametrize(
    ("case", "code"),
    [
        ("forged_signature", codes.INVALID_SIGNATURE),
        ("wrong_domain_name", codes.INVALID_SIGNATURE),
        ("wrong_domain_version", codes.INVALID_SIGNATURE),
        ("wrong_chain_id_signed", codes.INVALID_SIGNATURE),
        ("wrong_pay_to_signed", codes.RECIPIENT_MISMATCH),
        ("wrong_pay_to_accepted", codes.INVALID_PAYMENT_REQUIREMENTS),
        ("wrong_asset_accepted", codes.INVALID_PAYMENT_REQUIREMENTS),
        ("wrong_asset_signed", codes.INVALID_SIGNATURE),
        ("wrong_network", codes.INVALID_NETWORK),
        ("wrong_scheme", codes.UNSUPPORTED_SCHEME),
        ("underpaid", codes.VALUE_MISMATCH),
        ("overpaid", codes.VALUE_MISMATCH),
        ("underpaid_accepted", codes.INVALID_PAYMENT_REQUIREMENTS),
        ("expired", codes.VALID_BEFORE),
        ("expires_too_soon", codes.VALID_BEFORE),
        ("not_yet_valid", codes.VALID_AFTER),
        ("validity_too_long", codes.VALID_BEFORE),
        ("bad_nonce_format", codes.INVALID_PAYLOAD),
        ("v1_wrong_network", codes.INVALID_NETWORK),
        ("version_mismatch", codes.INVALID_X402_VERSION),
    ],
)
async def test_rejection(harness: Harness, funded_payer: LocalAccount, devchain: Any, case: str, code: str) -> None:
    h, acct = harness, funded_payer
    now = int(time.time())
    headers: dict[str, str]
    if case == "forged_signature":
        raw = payment_v2(h.settings, MALLORY, PRICE)
        raw["payload"]["authorization"]["from"] = acct.address
        headers = {"PAYMENT-SIGNATURE": b64(raw)}
    elif case == "wrong_domain_name":
        headers = v2(h, acct, name="USD Coin")
    elif case == "wrong_domain_version":
        headers = v2(h, acct, version="1")
    elif case == "wrong_chain_id_signed":
        headers = v2(h, acct, chain_id=8453)
    elif case == "wrong_pay_to_signed":
        headers = v2(h, acct, to=MALLORY.address)
    elif case == "wrong_pay_to_accepted":
        headers = v2_accepted(h, acct, payTo=MALLORY.address)
    elif case == "wrong_asset_accepted":
        headers = v2_accepted(h, acct, asset="0x036CbD53842c5426634e7929541eC2318f3dCF7e")
    elif case == "wrong_asset_signed":
        headers = v2(h, acct, asset="0x036CbD53842c5426634e7929541eC2318f3dCF7e")
    elif case == "wrong_network":
        headers = v2_accepted(h, acct, network="eip155:8453")
    elif case == "wrong_scheme":
        headers = v2_accepted(h, acct, scheme="upto")
    elif case == "underpaid":
        headers = v2(h, acct, value=PRICE - 1)
    elif case == "overpaid":
        headers = v2(h, acct, value=PRICE + 1)
    elif case == "underpaid_accepted":
        raw = payment_v2(h.settings, acct, PRICE - 1)
        headers = {"PAYMENT-SIGNATURE": b64(raw)}
    elif case == "expired":
        headers = v2(h, acct, valid_before=now - 10)
    elif case == "expires_too_soon":
        headers = v2(h, acct, valid_before=now + 10)
    elif case == "not_yet_valid":
        headers = v2(h, acct, valid_after=now + 60)
    elif case == "validity_too_long":
        headers = v2(h, acct, valid_before=now + 24 * 3600)
    elif case == "bad_nonce_format":
        raw = payment_v2(h.settings, acct, PRICE)
        raw["payload"]["authorization"]["nonce"] = "0xabcd"
        headers = {"PAYMENT-SIGNATURE": b64(raw)}
    elif case == "v1_wrong_network":
        raw = payment_v1(h.settings, acct, PRICE)
        raw["network"] = "base"
        headers = {"X-PAYMENT": b64(raw)}
    elif case == "version_mismatch":
        headers = {"X-PAYMENT": b64(payment_v2(h.settings, acct, PRICE))}
    else:  # pragma: no cover
        raise AssertionError(case)
    before = token_balances(devchain, acct.address, devchain.pay_to)
    await assert_rejected(h, headers, code)
    assert token_balances(devchain, acct.address, devchain.pay_to) == before


async def test_nonce_already_used_on_chain(harness: Harness, funded_payer: LocalAccount, devchain: Any) -> None:
    raw = payment_v2(harness.settings, funded_payer, PRICE)
    a = raw["payload"]["authorization"]
    sig = bytes.fromhex(raw["payload"]["signature"][2:])
    w3 = rpc_client(devchain.rpc_url)
    tx = devchain.token(w3).functions.transferWithAuthorization(
        a["from"], a["to"], int(a["value"]), int(a["validAfter"]), int(a["validBefore"]),
        bytes.fromhex(a["nonce"][2:]), sig[64], sig[:32], sig[32:64],
    ).transact({"from": devchain.owner_address})
    assert w3.eth.wait_for_transaction_receipt(tx)["status"] == 1  # someone else submitted it
    await assert_rejected(harness, {"PAYMENT-SIGNATURE": b64(raw)}, codes.NONCE_USED)


async def test_insufficient_balance(harness: Harness, devchain: Any) -> None:
    from tests.chain_fixtures import new_funded_payer

    poor = new_funded_payer(devchain, PRICE - 1)
    await assert_rejected(harness, v2(harness, poor), codes.INSUFFICIENT_FUNDS)
    broke = Account.create()
    await assert_rejected(harness, v2(harness, broke), codes.INSUFFICIENT_FUNDS)


async def test_other_signature_for_a_reserved_nonce_is_refused(
    harness: Harness, funded_payer: LocalAccount
) -> None:
    """Same (payer, nonce) as a settled payment but a different authorization: never served."""
    nonce = bytes(range(32))
    first = v2(harness, funded_payer, nonce=nonce)
    assert (await harness.post(BODY, first)).status == 200
    harness.state.work_calls = 0
    second = v2(harness, funded_payer, nonce=nonce, valid_before=int(time.time()) + 200)
    r = await harness.post(BODY, second)
    assert r.status == 402 and (await r.json())["error"] == codes.NONCE_USED
    assert harness.state.work_calls == 0


@pytest.mark.parametrize(
    "value",
    [
        "%%%not base64%%%",
        base64.b64encode(b"{not json").decode(),
        base64.b64encode(b'"a string"').decode(),
        b64({"x402Version": 2, "payload": {}}),
        "A" * 7000,
    ],
    ids=["bad-base64", "bad-json", "json-not-object", "schema", "oversized"],
)
async def test_malformed_header_is_400(harness: Harness, value: str) -> None:
    r = await harness.post(BODY, {"PAYMENT-SIGNATURE": value})
    assert r.status == 400
    body = await r.json()
    assert body["error"] == codes.INVALID_PAYLOAD and body["source"] == "payment"
    assert harness.state.work_calls == 0


async def test_header_beyond_the_http_parser_limit_is_400(harness: Harness) -> None:
    r = await harness.post(BODY, {"PAYMENT-SIGNATURE": "A" * 9000})
    assert r.status == 400
    assert harness.state.work_calls == 0


async def test_both_headers_is_400(harness: Harness, funded_payer: LocalAccount) -> None:
    value = b64(payment_v2(harness.settings, funded_payer, PRICE))
    r = await harness.post(BODY, {"PAYMENT-SIGNATURE": value, "X-PAYMENT": value})
    assert r.status == 400 and (await r.json())["error"] == codes.INVALID_PAYLOAD
