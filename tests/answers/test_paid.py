"""Every answer-level endpoint paid per call with x402 by the published client, settled on the devchain."""

from __future__ import annotations

import base64
import json
from typing import Any

from eth_account.signers.local import LocalAccount
from x402.http import decode_payment_required_header

from tests.answers.test_calculate import WRONG_NUMBER
from tests.chain_fixtures import token_balances
from tests.payments.conftest import chain_settings
from tests.payments.test_flow import sdk_client, settle_header

BASE_FEE, PER_CLAIM = 1000, 1000
JSON = {"content-type": "application/json"}


async def _pay(client, route: str, body: bytes, payer: LocalAccount) -> tuple[int, Any]:
    """The 402 challenge's price, then the paid response (after the SDK signed for that challenge)."""
    r = await client.post(route, data=body, headers=JSON)
    assert r.status == 402, await r.text()
    price = int(decode_payment_required_header(r.headers["PAYMENT-REQUIRED"]).accepts[0].amount)
    hdrs, _ = await sdk_client(payer).handle_402_response(dict(r.headers), await r.read(), str(r.url))
    paid = await client.post(route, data=body, headers={**JSON, **hdrs})
    return price, paid


async def test_each_endpoint_paid_per_claim(make_client, devchain, funded_payer, redis) -> None:
    client = await make_client(x402=chain_settings(devchain))
    before = token_balances(devchain, funded_payer.address, devchain.pay_to)
    spent = 0

    body = json.dumps({"claims": [{"claim_id": c, "claim_text": "The turbine ran.", "evidence_texts": ["It ran."]}
                                  for c in ("a", "b", "c")], "minimum_coverage_fraction": 0.5}).encode()
    price, r = await _pay(client, "/v1/hallucination-rate", body, funded_payer)
    assert price == BASE_FEE + 3 * PER_CLAIM
    assert r.status == 200, await r.text()
    assert len((await r.json())["assessments"]) == 3 and settle_header(r).success
    spent += price

    price, r = await _pay(client, "/api/v1/calculate", json.dumps(WRONG_NUMBER).encode(), funded_payer)
    assert price == BASE_FEE + 1 * PER_CLAIM
    assert r.status == 200 and (await r.json())["result"]["claims"][0]["verdict"] == "contradicted-number"
    spent += price

    answer = "Hello! The FST-2XT runs on 230 volts and weighs 4 kg. I think it is great."
    body = json.dumps({"answer": answer, "sources": [{"content": "The FST-2XT runs on 230 volts. It weighs 4 kg."}],
                       "session": "s1", "messageId": "m1"}).encode()
    price, r = await _pay(client, "/claims/check", body, funded_payer)
    assert price == BASE_FEE + 2 * PER_CLAIM  # two atomic claims; the greeting and the opinion are free
    assert r.status == 200, await r.text()
    out = await r.json()
    assert out["counts"]["claims"] == 2 and out["score"]["label"] == "ok" and "_store" not in out
    spent += price
    # the paid check is stored under the payer (readable by a later payer-aware repeat, never by a key)
    assert await redis.hexists(f"gc:claims:payer:{funded_payer.address.lower()}:s1", "m1")

    after = token_balances(devchain, funded_payer.address, devchain.pay_to)
    assert (before[0] - after[0], after[1] - before[1]) == (spent, spent)


async def test_problem_json_route_keeps_the_x402_challenge(make_client, devchain) -> None:
    client = await make_client(x402=chain_settings(devchain))
    r = await client.post("/api/v1/calculate", json=WRONG_NUMBER)
    assert r.status == 402 and "PAYMENT-REQUIRED" in r.headers
    assert (await r.json())["source"] == "payment"  # the payment module's body, not restyled
    r = await client.post("/api/v1/calculate", data=b"{", headers=JSON)
    assert (r.status, r.content_type) == (400, "application/problem+json")


async def test_paid_repeat_of_a_stored_check_is_not_charged_again(make_client, devchain, funded_payer) -> None:
    from tests.chain_fixtures import authorization_state

    client = await make_client(x402=chain_settings(devchain))
    body = json.dumps({"answer": "The FST-2XT runs on 230 volts.", "sources": [{"content": "It runs on 230 volts."}],
                       "session": "s-repeat", "messageId": "m1"}).encode()
    price, first = await _pay(client, "/claims/check", body, funded_payer)
    assert first.status == 200 and settle_header(first).success
    stored = await first.json()
    after_first = token_balances(devchain, funded_payer.address, devchain.pay_to)

    # a fresh, validly signed payment for the same stored request: answered from storage, nothing settled
    hdrs = await _signed_header(client, body, funded_payer)
    again = await client.post("/claims/check", data=body, headers={**JSON, **hdrs})
    assert again.status == 200 and await again.json() == stored
    assert "PAYMENT-RESPONSE" not in again.headers
    assert token_balances(devchain, funded_payer.address, devchain.pay_to) == after_first
    nonce = json.loads(base64.b64decode(hdrs["PAYMENT-SIGNATURE"]))["payload"]["authorization"]["nonce"]
    assert not authorization_state(devchain, funded_payer.address, nonce)  # the authorization stays unused

    # the same messageId with a different request: 409, also uncharged
    other = json.loads(body)
    other["answer"] = "The FST-2XT runs on 110 volts."
    _, conflict = await _pay(client, "/claims/check", json.dumps(other).encode(), funded_payer)
    assert conflict.status == 409
    assert token_balances(devchain, funded_payer.address, devchain.pay_to) == after_first
    assert price == BASE_FEE + PER_CLAIM


async def _signed_header(client, body: bytes, payer: LocalAccount) -> dict[str, str]:
    r = await client.post("/claims/check", data=body, headers=JSON)
    hdrs, _ = await sdk_client(payer).handle_402_response(dict(r.headers), await r.read(), str(r.url))
    return hdrs
