"""Requirement matching and local EIP-3009 checks (x402.md §5 steps 3-10), one code per case."""

from __future__ import annotations

import time

import pytest
from eth_account import Account

from gateway.payments import codes
from gateway.payments.models import Authorization, InboundRequirementV2, PaymentPayloadV1
from gateway.payments.requirements import build_offer, match, match_v2
from gateway.payments.verify import (
    SECP256K1_HALF_N,
    Rejection,
    check_authorization,
    recover_signer,
)

from .helpers import PAYER_KEY, payment_v1, payment_v2, requirement_v2, sign_authorization, unit_settings

S = unit_settings()
ACCT = Account.from_key(PAYER_KEY)
PRICE = 2000
NOW = int(time.time())


def check(payload: dict, *, price: int = PRICE, now: int = NOW, settings=S):
    auth = Authorization.model_validate(payload["authorization"])
    return check_authorization(settings, price=price, auth=auth, signature_hex=payload["signature"], now=now)


def code_of(payload: dict, **kw) -> str:
    with pytest.raises(Rejection) as exc:
        check(payload, **kw)
    return exc.value.code


def signed(**over) -> dict:
    args = {"chain_id": S.chain_id, "asset": S.asset, "name": S.asset_name, "version": S.asset_version,
            "to": S.pay_to, "value": PRICE, "valid_before": NOW + 300}
    args.update(over)
    return sign_authorization(ACCT, **args)


# ---------------------------------------------------------------- matching
OFFER = build_offer(S, price=PRICE, url="http://x/check", description="d")


def accepted(**over) -> InboundRequirementV2:
    req = requirement_v2(S, PRICE)
    req.update(over)
    return InboundRequirementV2.model_validate(req)


def test_our_own_requirement_matches_case_insensitively() -> None:
    assert match_v2(OFFER, accepted()) is None
    assert match_v2(OFFER, accepted(payTo=S.pay_to.lower(), asset=S.asset.upper().replace("0X", "0x"))) is None
    assert match_v2(OFFER, accepted(extra={"name": "USDC", "version": "2", "more": 1})) is None


@pytest.mark.parametrize(
    ("over", "code"),
    [
        ({"scheme": "upto"}, codes.UNSUPPORTED_SCHEME),
        ({"network": "eip155:8453"}, codes.INVALID_NETWORK),
        ({"amount": "1999"}, codes.INVALID_PAYMENT_REQUIREMENTS),
        ({"amount": "2001"}, codes.INVALID_PAYMENT_REQUIREMENTS),
        ({"asset": "0x" + "22" * 20}, codes.INVALID_PAYMENT_REQUIREMENTS),
        ({"payTo": "0x" + "33" * 20}, codes.INVALID_PAYMENT_REQUIREMENTS),
        ({"maxTimeoutSeconds": 3600}, codes.INVALID_PAYMENT_REQUIREMENTS),
        ({"extra": {}}, codes.MISSING_EIP712_DOMAIN),
        ({"extra": {"name": "USD Coin", "version": "2"}}, codes.INVALID_PAYMENT_REQUIREMENTS),
    ],
)
def test_mismatched_requirement(over: dict, code: str) -> None:
    assert match_v2(OFFER, accepted(**over)) == code


def test_v1_matching() -> None:
    ok = PaymentPayloadV1.model_validate(payment_v1(S, ACCT, PRICE))
    assert match(OFFER, ok) is None
    assert match(OFFER, ok.model_copy(update={"network": "base"})) == codes.INVALID_NETWORK
    assert match(OFFER, ok.model_copy(update={"scheme": "upto"})) == codes.UNSUPPORTED_SCHEME
    no_v1 = build_offer(unit_settings(v1_network_name=None), price=PRICE, url="u", description="d")
    assert no_v1.v1 is None
    assert match(no_v1, ok) == codes.INVALID_X402_VERSION


# ---------------------------------------------------------------- authorization checks
def test_valid_authorization_passes() -> None:
    got = check(signed())
    assert got.payer == ACCT.address and got.value == PRICE and got.to == S.pay_to
    assert len(got.signature) == 65 and got.nonce.startswith("0x") and len(got.nonce) == 66


def test_sdk_v2_client_payload_passes() -> None:
    """The published client's own signature verifies under our domain (v2: validAfter=0)."""
    import asyncio

    from x402 import PaymentRequired, x402Client
    from x402.mechanisms.evm.exact import ExactEvmClientScheme
    from x402.mechanisms.evm.signers import EthAccountSigner

    xc = x402Client()
    xc.register("eip155:*", ExactEvmClientScheme(signer=EthAccountSigner(ACCT)))
    pr = PaymentRequired.model_validate(
        {"x402Version": 2, "resource": {"url": "http://x/check"}, "accepts": [requirement_v2(S, PRICE)]})
    payload = asyncio.run(xc.create_payment_payload(pr)).model_dump(by_alias=True)
    assert check(payload["payload"], now=int(time.time())).payer == ACCT.address


def test_recipient_mismatch() -> None:
    assert code_of(signed(to="0x" + "44" * 20)) == codes.RECIPIENT_MISMATCH


@pytest.mark.parametrize("value", [PRICE - 1, PRICE + 1, 0, 2**256 - 1])
def test_value_must_equal_price(value: int) -> None:
    assert code_of(signed(value=value)) == codes.VALUE_MISMATCH


def test_expired_and_too_short() -> None:
    assert code_of(signed(valid_before=NOW - 1)) == codes.VALID_BEFORE
    assert code_of(signed(valid_before=NOW + S.min_validity_seconds - 1)) == codes.VALID_BEFORE
    check(signed(valid_before=NOW + S.min_validity_seconds))


def test_validity_too_long() -> None:
    assert code_of(signed(valid_before=NOW + 3600)) == codes.VALID_BEFORE
    assert code_of(signed(valid_before=2**255)) == codes.VALID_BEFORE
    check(signed(valid_before=NOW + S.max_timeout_seconds + S.clock_skew_seconds))


def test_not_yet_valid() -> None:
    assert code_of(signed(valid_after=NOW + 10)) == codes.VALID_AFTER
    assert code_of(signed(valid_after=NOW)) == codes.VALID_AFTER  # the token needs timestamp > validAfter
    check(signed(valid_after=NOW - 1))


def test_nonce_format() -> None:
    p = signed()
    p["authorization"]["nonce"] = "0x1234"
    assert code_of(p) == codes.INVALID_PAYLOAD


def test_forged_signature() -> None:
    mallory = Account.from_key("0x" + "22" * 32)
    p = sign_authorization(mallory, chain_id=S.chain_id, asset=S.asset, name=S.asset_name,
                           version=S.asset_version, to=S.pay_to, value=PRICE, valid_before=NOW + 300)
    p["authorization"]["from"] = ACCT.address  # claims to spend ACCT's money
    assert code_of(p) == codes.INVALID_SIGNATURE


def test_tampered_field_breaks_signature() -> None:
    p = signed()
    p["authorization"]["validBefore"] = str(NOW + 200)
    assert code_of(p) == codes.INVALID_SIGNATURE


@pytest.mark.parametrize(
    "over",
    [{"name": "USD Coin"}, {"version": "1"}, {"chain_id": 8453}, {"asset": "0x" + "55" * 20}],
    ids=["domain-name", "domain-version", "chain-id", "verifying-contract"],
)
def test_wrong_domain_is_a_bad_signature(over: dict) -> None:
    assert code_of(signed(**over)) == codes.INVALID_SIGNATURE


def test_short_and_garbage_signatures() -> None:
    p = signed()
    p["signature"] = p["signature"][:-2]
    assert code_of(p) == codes.INVALID_SIGNATURE
    p["signature"] = "0x" + "00" * 65
    assert code_of(p) == codes.INVALID_SIGNATURE


def test_high_s_signature_rejected_and_v_normalised() -> None:
    p = signed()
    sig = bytes.fromhex(p["signature"][2:])
    r, s, v = sig[:32], int.from_bytes(sig[32:64], "big"), sig[64]
    n = 2 * SECP256K1_HALF_N + 1
    malleable = r + (n - s).to_bytes(32, "big") + bytes([55 - v])  # same signer, high s
    p_high = {**p, "signature": "0x" + malleable.hex()}
    assert code_of(p_high) == codes.INVALID_SIGNATURE
    p_v01 = {**p, "signature": "0x" + (sig[:64] + bytes([v - 27])).hex()}
    assert check(p_v01).signature == sig


def test_recover_signer_uses_our_domain() -> None:
    p = signed()
    auth = Authorization.model_validate(p["authorization"])
    assert recover_signer(S, auth, bytes.fromhex(p["signature"][2:])) == ACCT.address
    other = unit_settings(asset_name="USD Coin")
    assert recover_signer(other, auth, bytes.fromhex(p["signature"][2:])) != ACCT.address


def test_payment_v2_helper_is_valid_end_to_end() -> None:
    raw = payment_v2(S, ACCT, PRICE)
    assert match_v2(OFFER, InboundRequirementV2.model_validate(raw["accepted"])) is None
    check(raw["payload"], now=int(time.time()))
