"""The payment attack matrix: one table of attacks over HTTP against a real gateway process on the devchain.

Every case asserts the status and reason code of each attack response, that no attack response carried
a verdict, that Redis stored no check for the payer beyond its legitimate payments, and the token
balances of payer and payee afterwards. The session summary line counts unpaid deliveries and double
charges from what the cases observed.
"""

from __future__ import annotations

import asyncio
import base64
import json
import os
import time
from collections.abc import Awaitable, Callable
from dataclasses import dataclass, field
from typing import Any

import aiohttp
import pytest
import redis as redis_sync
from eth_account import Account
from eth_account.signers.local import LocalAccount
from multidict import CIMultiDict
from web3 import Web3
from x402.http import decode_payment_required_header

from gateway.payments import codes
from gateway.payments.verify import SECP256K1_HALF_N
from tests.chain_fixtures import authorization_state, new_funded_payer, token_balances
from tests.live import LiveGateway
from tests.payments.helpers import payment_v1, payment_v2
from tests.reliability.conftest import PRICE, AttackLedger, b64, x402_settings

CONTEXT = "The Eiffel Tower is a wrought-iron lattice tower in Paris, France. It is 330 metres tall."
BODY = json.dumps({"claim": "The Eiffel Tower is in Paris.", "context": CONTEXT}).encode()
MALLORY = Account.from_key("0x" + "66" * 32)
OTHER_TOKEN = "0x036CbD53842c5426634e7929541eC2318f3dCF7e"
SECP256K1_N = 2 * SECP256K1_HALF_N + 1
FUNDED = 1_000_000_000


def body_for(i: int) -> bytes:
    return json.dumps({"claim": f"The Eiffel Tower is in Paris ({i}).", "context": CONTEXT}).encode()


@dataclass
class Resp:
    status: int
    body: Any  # parsed JSON, or the text when not JSON
    headers: dict[str, str]

    @property
    def delivered(self) -> bool:
        return self.status == 200 or (isinstance(self.body, dict) and "data" in self.body)


@dataclass
class Ctx:
    session: aiohttp.ClientSession
    base_url: str
    info: Any
    w3: Web3
    payer: LocalAccount
    funded: int = FUNDED  # the payer's balance before the case

    async def post(self, headers: Any = None, body: bytes = BODY, path: str = "/check") -> Resp:
        hdrs = CIMultiDict({"Content-Type": "application/json"})
        for name, value in (headers.items() if isinstance(headers, CIMultiDict | dict) else headers or []):
            hdrs.add(name, value)
        async with self.session.post(self.base_url + path, data=body, headers=hdrs) as r:
            text = await r.text()
            try:
                parsed: Any = json.loads(text)
            except ValueError:
                parsed = text
            return Resp(r.status, parsed, dict(r.headers))

    def raw(self, amount: int = PRICE, acct: LocalAccount | None = None, **sign: Any) -> dict[str, Any]:
        return payment_v2(x402_settings(self.info), acct or self.payer, amount, **sign)


@dataclass
class Outcome:
    attacks: list[Resp]
    legit: list[Resp] = field(default_factory=list)  # paid deliveries the case made on purpose


Attack = Callable[[Ctx], Awaitable[Outcome]]


@dataclass(frozen=True)
class Case:
    name: str
    attack: Attack
    status: int
    code: str | tuple[str, ...] | None  # None: the HTTP parser answers, no JSON body
    legit: int = 0  # legitimate paid deliveries the case makes
    charged: int | None = None  # transfers expected from the payer (default: legit)

    def __str__(self) -> str:
        return self.name


# ------------------------------------------------------------------ building attacks
def sig(hdrs: Callable[[Ctx], Any]) -> Attack:
    """An attack that is one request with the headers ``hdrs(ctx)``."""

    async def run(ctx: Ctx) -> Outcome:
        return Outcome([await ctx.post(hdrs(ctx))])

    return run


def v2(**sign: Any) -> Attack:
    return sig(lambda c: {"PAYMENT-SIGNATURE": b64(c.raw(**sign))})


def mutated(mutate: Callable[[Ctx, dict[str, Any]], None], amount: int = PRICE, **sign: Any) -> Attack:
    def hdrs(c: Ctx) -> dict[str, str]:
        raw = c.raw(amount, **sign)
        mutate(c, raw)
        return {"PAYMENT-SIGNATURE": b64(raw)}

    return sig(hdrs)


def set_auth(**fields: str) -> Callable[[Ctx, dict[str, Any]], None]:
    def mutate(c: Ctx, raw: dict[str, Any]) -> None:
        raw["payload"]["authorization"].update({k: (v(c) if callable(v) else v) for k, v in fields.items()})

    return mutate


def set_accepted(**fields: Any) -> Callable[[Ctx, dict[str, Any]], None]:
    return lambda _c, raw: raw["accepted"].update(fields)


def set_signature(fn: Callable[[bytes], bytes]) -> Callable[[Ctx, dict[str, Any]], None]:
    def mutate(_c: Ctx, raw: dict[str, Any]) -> None:
        raw["payload"]["signature"] = "0x" + fn(bytes.fromhex(raw["payload"]["signature"][2:])).hex()

    return mutate


def high_s(signature: bytes) -> bytes:
    """The malleated twin (r, n - s, v ^ 1): a valid ECDSA signature the token would refuse."""
    s = SECP256K1_N - int.from_bytes(signature[32:64], "big")
    return signature[:32] + s.to_bytes(32, "big") + bytes([signature[64] ^ 1])


def raw_header(value: Callable[[Ctx], str], name: str = "PAYMENT-SIGNATURE") -> Attack:
    return sig(lambda c: {name: value(c)})


def forged(c: Ctx) -> dict[str, str]:
    raw = c.raw(acct=MALLORY)
    raw["payload"]["authorization"]["from"] = c.payer.address
    return {"PAYMENT-SIGNATURE": b64(raw)}


def on_chain_first(c: Ctx, raw: dict[str, Any]) -> None:
    """Someone else submits the authorization before the gateway sees it."""
    a, s = raw["payload"]["authorization"], bytes.fromhex(raw["payload"]["signature"][2:])
    tx = c.info.token(c.w3).functions.transferWithAuthorization(
        a["from"], a["to"], int(a["value"]), int(a["validAfter"]), int(a["validBefore"]),
        bytes.fromhex(a["nonce"][2:]), s[64], s[:32], s[32:64],
    ).transact({"from": c.info.owner_address})
    assert c.w3.eth.wait_for_transaction_receipt(tx)["status"] == 1


def cancelled_first(c: Ctx, raw: dict[str, Any]) -> None:
    """The payer cancels the authorization on chain (EIP-3009 cancelAuthorization) before using it."""
    nonce = bytes.fromhex(raw["payload"]["authorization"]["nonce"][2:])
    signed = Account.sign_typed_data(
        c.payer.key,
        domain_data={"name": c.info.asset_name, "version": c.info.asset_version, "chainId": c.info.chain_id,
                     "verifyingContract": c.info.asset},
        message_types={"CancelAuthorization": [{"name": "authorizer", "type": "address"},
                                               {"name": "nonce", "type": "bytes32"}]},
        message_data={"authorizer": c.payer.address, "nonce": nonce},
    )
    tx = c.info.token(c.w3).functions.cancelAuthorization(
        c.payer.address, nonce, signed.v, signed.r.to_bytes(32, "big"), signed.s.to_bytes(32, "big"),
    ).transact({"from": c.info.owner_address})
    assert c.w3.eth.wait_for_transaction_receipt(tx)["status"] == 1
    assert authorization_state(c.info, c.payer.address, nonce, c.w3)


def chain_state_first(prepare: Callable[[Ctx, dict[str, Any]], None]) -> Attack:
    async def run(c: Ctx) -> Outcome:
        raw = c.raw()
        prepare(c, raw)
        return Outcome([await c.post({"PAYMENT-SIGNATURE": b64(raw)})])

    return run


def poor_payer(balance: int) -> Attack:
    async def run(c: Ctx) -> Outcome:
        c.payer = new_funded_payer(c.info, balance, c.w3) if balance else Account.create()
        c.funded = balance
        return Outcome([await c.post({"PAYMENT-SIGNATURE": b64(c.raw())})])

    return run


async def paid(c: Ctx) -> tuple[dict[str, str], Resp]:
    """A legitimate payment for BODY (asserted delivered)."""
    hdrs = {"PAYMENT-SIGNATURE": b64(c.raw())}
    first = await c.post(hdrs)
    assert first.status == 200, first.body
    return hdrs, first


def replay(make: Callable[[Ctx, dict[str, str]], Awaitable[list[Resp]]]) -> Attack:
    async def run(c: Ctx) -> Outcome:
        hdrs, first = await paid(c)
        return Outcome(await make(c, hdrs), [first])

    return run


async def _other_body(c: Ctx, hdrs: dict[str, str]) -> list[Resp]:
    return [await c.post(hdrs, body_for(1))]


async def _other_route(c: Ctx, hdrs: dict[str, str]) -> list[Resp]:
    batch = json.dumps({"claims": ["The Eiffel Tower is in Paris."], "context": CONTEXT}).encode()
    return [await c.post(hdrs, batch, "/check/batch")]


async def _new_signature_same_nonce(c: Ctx, hdrs: dict[str, str]) -> list[Resp]:
    nonce = json.loads(base64.b64decode(hdrs["PAYMENT-SIGNATURE"]))["payload"]["authorization"]["nonce"]
    again = c.raw(nonce=bytes.fromhex(nonce[2:]), valid_before=int(time.time()) + 200)
    return [await c.post({"PAYMENT-SIGNATURE": b64(again)})]


async def _concurrent_other_bodies(c: Ctx, hdrs: dict[str, str]) -> list[Resp]:
    return list(await asyncio.gather(*(c.post(hdrs, body_for(i)) for i in range(10))))


async def concurrent_first_use(c: Ctx) -> Outcome:
    """One fresh payment sent at once with ten different bodies: at most one may be served."""
    hdrs = {"PAYMENT-SIGNATURE": b64(c.raw())}
    rs = list(await asyncio.gather(*(c.post(hdrs, body_for(i)) for i in range(10))))
    served = [r for r in rs if r.status == 200]
    return Outcome([r for r in rs if r not in served[:1]], served[:1])


def both_headers(c: Ctx) -> list[tuple[str, str]]:
    value = b64(c.raw())
    return [("PAYMENT-SIGNATURE", value), ("X-PAYMENT", value)]


def duplicate(c: Ctx) -> list[tuple[str, str]]:
    value = b64(c.raw())
    return [("PAYMENT-SIGNATURE", value), ("PAYMENT-SIGNATURE", value)]


def duplicate_distinct(c: Ctx) -> list[tuple[str, str]]:
    return [("PAYMENT-SIGNATURE", b64(c.raw())), ("PAYMENT-SIGNATURE", b64(c.raw()))]


def now() -> int:
    return int(time.time())


BAD_REQ = codes.INVALID_PAYMENT_REQUIREMENTS
CASES = [
    # replay
    Case("replay_sequential_other_body", replay(_other_body), 409, codes.PAYMENT_REQUEST_MISMATCH, legit=1),
    Case("replay_sequential_other_route", replay(_other_route), 409, codes.PAYMENT_REQUEST_MISMATCH, legit=1),
    Case("replay_same_nonce_new_signature", replay(_new_signature_same_nonce), 402, codes.NONCE_USED, legit=1),
    Case("replay_concurrent_other_bodies", replay(_concurrent_other_bodies), 409, codes.PAYMENT_REQUEST_MISMATCH,
         legit=1),
    Case("concurrent_first_use_ten_bodies", concurrent_first_use, 409,
         (codes.PAYMENT_IN_PROGRESS, codes.PAYMENT_REQUEST_MISMATCH), legit=1),
    # signatures
    Case("forged_signature", sig(forged), 402, codes.INVALID_SIGNATURE),
    Case("truncated_signature", mutated(set_signature(lambda s: s[:64])), 402, codes.INVALID_SIGNATURE),
    Case("extended_signature", mutated(set_signature(lambda s: s + b"\x00")), 402, codes.INVALID_SIGNATURE),
    Case("garbage_signature", mutated(set_signature(lambda s: os.urandom(65))), 402, codes.INVALID_SIGNATURE),
    Case("high_s_malleated_signature", mutated(set_signature(high_s)), 402, codes.INVALID_SIGNATURE),
    Case("value_raised_after_signing", mutated(set_auth(value=str(PRICE)), value=PRICE - 1), 402,
         codes.INVALID_SIGNATURE),
    Case("nonce_changed_after_signing", mutated(set_auth(nonce=lambda _c: "0x" + os.urandom(32).hex())), 402,
         codes.INVALID_SIGNATURE),
    Case("signed_for_other_chain", v2(chain_id=8453), 402, codes.INVALID_SIGNATURE),
    Case("signed_for_other_token", v2(asset=OTHER_TOKEN), 402, codes.INVALID_SIGNATURE),
    Case("signed_for_other_domain_name", v2(name="USD Coin"), 402, codes.INVALID_SIGNATURE),
    Case("signed_for_other_domain_version", v2(version="1"), 402, codes.INVALID_SIGNATURE),
    # requirement
    Case("wrong_pay_to_signed", v2(to=MALLORY.address), 402, codes.RECIPIENT_MISMATCH),
    Case("wrong_pay_to_accepted", mutated(set_accepted(payTo=MALLORY.address)), 402, BAD_REQ),
    Case("wrong_asset_accepted", mutated(set_accepted(asset=OTHER_TOKEN)), 402, BAD_REQ),
    Case("wrong_network_accepted", mutated(set_accepted(network="eip155:8453")), 402, codes.INVALID_NETWORK),
    Case("wrong_scheme", mutated(set_accepted(scheme="upto")), 402, codes.UNSUPPORTED_SCHEME),
    Case("underpaid", v2(value=PRICE - 1), 402, codes.VALUE_MISMATCH),
    Case("overpaid", v2(value=PRICE + 1), 402, codes.VALUE_MISMATCH),
    Case("underpaid_accepted_amount", mutated(lambda _c, _r: None, amount=PRICE - 1), 402, BAD_REQ),
    # validity window
    Case("expired", sig(lambda c: {"PAYMENT-SIGNATURE": b64(c.raw(valid_before=now() - 10))}), 402,
         codes.VALID_BEFORE),
    Case("expires_before_a_check_can_settle", sig(lambda c: {"PAYMENT-SIGNATURE": b64(
        c.raw(valid_before=now() + 10))}), 402, codes.VALID_BEFORE),
    Case("not_yet_valid", sig(lambda c: {"PAYMENT-SIGNATURE": b64(c.raw(valid_after=now() + 60))}), 402,
         codes.VALID_AFTER),
    Case("validity_window_too_long", sig(lambda c: {"PAYMENT-SIGNATURE": b64(c.raw(valid_before=now() + 86400))}),
         402, codes.VALID_BEFORE),
    # protocol versions
    Case("v1_header_v2_payload", sig(lambda c: {"X-PAYMENT": b64(c.raw())}), 402, codes.INVALID_X402_VERSION),
    Case("v2_header_v1_payload", sig(lambda c: {"PAYMENT-SIGNATURE": b64(
        payment_v1(x402_settings(c.info), c.payer, PRICE))}), 402, codes.INVALID_X402_VERSION),
    Case("v1_wrong_network", sig(lambda c: {"X-PAYMENT": b64({**payment_v1(x402_settings(c.info), c.payer, PRICE),
                                                              "network": "base"})}), 402, codes.INVALID_NETWORK),
    # chain state
    Case("nonce_already_used_on_chain", chain_state_first(on_chain_first), 402, codes.NONCE_USED, charged=1),
    Case("cancelled_authorization", chain_state_first(cancelled_first), 402, codes.NONCE_USED),
    Case("insufficient_balance", poor_payer(PRICE - 1), 402, codes.INSUFFICIENT_FUNDS),
    Case("empty_account", poor_payer(0), 402, codes.INSUFFICIENT_FUNDS),
    # malformed headers
    Case("malformed_base64", raw_header(lambda _c: "%%%not base64%%%"), 400, codes.INVALID_PAYLOAD),
    Case("truncated_base64", raw_header(lambda c: b64(c.raw())[:150]), 400, codes.INVALID_PAYLOAD),
    Case("malformed_json", raw_header(lambda _c: base64.b64encode(b'{"x402Version": 2,').decode()), 400,
         codes.INVALID_PAYLOAD),
    Case("json_not_an_object", raw_header(lambda _c: b64([1, 2])), 400, codes.INVALID_PAYLOAD),
    Case("schema_violation", raw_header(lambda _c: b64({"x402Version": 2, "payload": {}})), 400,
         codes.INVALID_PAYLOAD),
    Case("empty_header", raw_header(lambda _c: " "), 400, codes.INVALID_PAYLOAD),
    Case("bad_nonce_format", mutated(set_auth(nonce="0xabcd")), 402, codes.INVALID_PAYLOAD),
    Case("oversized_header", raw_header(lambda _c: "A" * 7000), 400, codes.INVALID_PAYLOAD),
    Case("header_beyond_http_parser_limit", raw_header(lambda _c: "A" * 9000), 400, None),
    Case("duplicate_headers_same_value", sig(duplicate), 400, codes.INVALID_PAYLOAD),
    Case("duplicate_headers_two_payments", sig(duplicate_distinct), 400, codes.INVALID_PAYLOAD),
    Case("both_v1_and_v2_headers", sig(both_headers), 400, codes.INVALID_PAYLOAD),
]


def stored_checks_of(redis_url: str, payer: str) -> int:
    """Stored checks in Redis that belong to ``payer`` (scans every gc:check:* record)."""
    client = redis_sync.Redis.from_url(redis_url)
    try:
        owner = "payer:" + payer.lower()
        return sum(1 for key in client.scan_iter("gc:check:*", count=1000)
                   if json.loads(client.get(key) or b'{"owner": ""}')["owner"] == owner)
    finally:
        client.close()


def assert_refused(case: Case, r: Resp) -> None:
    assert r.status == case.status, (case.name, r.status, r.body)
    if case.code is None:
        return
    wanted = case.code if isinstance(case.code, tuple) else (case.code,)
    assert isinstance(r.body, dict), (case.name, r.body)
    assert r.body["error"] in wanted and r.body["source"] == "payment", (case.name, r.body)
    assert "data" not in r.body, (case.name, r.body)
    if r.status == 402:
        assert decode_payment_required_header(r.headers["PAYMENT-REQUIRED"]).error == r.body["error"]
        assert not r.headers.get("PAYMENT-RESPONSE") or "transaction" in r.body


def test_the_matrix_is_big_enough() -> None:
    assert len(CASES) >= 25 and len({c.name for c in CASES}) == len(CASES)


@pytest.mark.parametrize("case", CASES, ids=str)
async def test_attack(case: Case, live_paid: LiveGateway, devchain: Any, devchain_w3: Web3, redis_url: str,
                      attack_ledger: AttackLedger) -> None:
    ctx = Ctx(aiohttp.ClientSession(), live_paid.base_url, devchain, devchain_w3,
              new_funded_payer(devchain, FUNDED, devchain_w3))
    try:
        before_pay_to = token_balances(devchain, devchain.pay_to, w3=devchain_w3)[0]
        out = await case.attack(ctx)
    finally:
        await ctx.session.close()
    payer = ctx.payer.address
    after_payer, after_pay_to = token_balances(devchain, payer, devchain.pay_to, w3=devchain_w3)
    legit_paid = sum(1 for r in out.legit if r.delivered)
    charged = case.legit if case.charged is None else case.charged

    # the ledger counts what was observed, before any assertion can stop the case
    attack_ledger.cases += 1
    attack_ledger.attack_requests += len(out.attacks)
    attack_ledger.unpaid_deliveries += sum(1 for r in out.attacks if r.delivered)
    lost = ctx.funded - after_payer
    if lost > PRICE * max(charged, legit_paid):
        attack_ledger.double_charges += 1

    assert out.attacks, case.name
    for r in out.attacks:
        assert_refused(case, r)
    assert legit_paid == case.legit, (case.name, [r.status for r in out.legit])
    assert stored_checks_of(redis_url, payer) == case.legit
    assert lost == PRICE * charged
    assert after_pay_to - before_pay_to == PRICE * charged
