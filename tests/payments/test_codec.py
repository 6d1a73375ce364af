"""Header codec: interop with the published SDK's own encoders/decoders, and malformed input."""

from __future__ import annotations

import base64
import json

import pytest
from eth_account import Account
from hypothesis import given, settings
from hypothesis import strategies as st
from multidict import CIMultiDict
from x402 import PaymentPayload as SdkPaymentPayload
from x402.http import (
    decode_payment_required_header,
    decode_payment_response_header,
    encode_payment_signature_header,
)
from x402.schemas.v1 import PaymentPayloadV1 as SdkPaymentPayloadV1

from gateway.payments import codes
from gateway.payments.codec import (
    PaymentHeaderError,
    decode_json_header,
    encode_json_header,
    parse_payment_header,
)
from gateway.payments.models import PaymentPayloadV1, PaymentPayloadV2, SettleResponse
from gateway.payments.requirements import build_offer, payment_required_v2

from .helpers import PAYER_KEY, b64, payment_v1, payment_v2, unit_settings

S = unit_settings()
ACCT = Account.from_key(PAYER_KEY)


def headers(**kv: str) -> CIMultiDict[str]:
    return CIMultiDict((k.replace("_", "-"), v) for k, v in kv.items())


def test_sdk_encoded_v2_payload_parses() -> None:
    raw = payment_v2(S, ACCT, 2000)
    value = encode_payment_signature_header(SdkPaymentPayload.model_validate(raw))
    parsed = parse_payment_header(headers(PAYMENT_SIGNATURE=value), max_bytes=8192)
    assert parsed.version == 2
    assert isinstance(parsed.payload, PaymentPayloadV2)
    assert parsed.payload.payload.authorization.from_ == ACCT.address
    assert parsed.payload.accepted.amount == "2000"
    assert parsed.payload.payload.signature == raw["payload"]["signature"]


def test_sdk_encoded_v1_payload_parses() -> None:
    raw = payment_v1(S, ACCT, 2000)
    value = encode_payment_signature_header(SdkPaymentPayloadV1.model_validate(raw))
    parsed = parse_payment_header(headers(X_PAYMENT=value), max_bytes=8192)
    assert parsed.version == 1
    assert isinstance(parsed.payload, PaymentPayloadV1)
    assert parsed.payload.network == "base-sepolia"


def test_header_names_are_case_insensitive() -> None:
    value = b64(payment_v2(S, ACCT, 2000))
    parsed = parse_payment_header(CIMultiDict([("payment-signature", value)]), max_bytes=8192)
    assert parsed.version == 2


def test_our_payment_required_decodes_with_the_sdk() -> None:
    offer = build_offer(S, price=3000, url="http://127.0.0.1/check", description="one check")
    sdk = decode_payment_required_header(encode_json_header(payment_required_v2(offer, "payment_required")))
    assert sdk.x402_version == 2
    assert sdk.error == "payment_required"
    (req,) = sdk.accepts
    assert (req.scheme, req.network, req.amount, req.asset, req.pay_to) == (
        "exact", "eip155:84532", "3000", S.asset, S.pay_to)
    assert req.max_timeout_seconds == 300
    assert req.extra == {"name": "USDC", "version": "2"}
    assert sdk.resource is not None and sdk.resource.url == "http://127.0.0.1/check"


def test_our_settle_response_decodes_with_the_sdk() -> None:
    ours = SettleResponse(success=True, transaction="0x" + "ab" * 32, network="eip155:84532", payer=ACCT.address)
    sdk = decode_payment_response_header(encode_json_header(ours))
    assert sdk.success is True and sdk.transaction == "0x" + "ab" * 32 and sdk.payer == ACCT.address
    failed = SettleResponse(success=False, network="eip155:84532", error_reason="insufficient_funds")
    sdk = decode_payment_response_header(encode_json_header(failed))
    assert sdk.success is False and sdk.error_reason == "insufficient_funds" and sdk.transaction == ""


def test_encoding_is_padded_standard_base64_of_compact_json() -> None:
    value = encode_json_header({"a": 1, "b": "x"})
    assert base64.b64decode(value, validate=True) == b'{"a":1,"b":"x"}'


@settings(max_examples=50, deadline=None)
@given(st.dictionaries(st.text(min_size=1, max_size=10), st.one_of(st.integers(), st.text(max_size=20)), max_size=5))
def test_json_header_round_trip(obj: dict) -> None:
    assert decode_json_header(encode_json_header(obj)) == obj


def test_url_safe_and_unpadded_base64_accepted() -> None:
    obj = {"k": "???>>>~~~", "n": 1}
    text = json.dumps(obj).encode()
    assert decode_json_header(base64.urlsafe_b64encode(text).decode().rstrip("=")) == obj


@pytest.mark.parametrize(
    "value",
    ["", "   ", "!!!not-base64!!!", base64.b64encode(b"not json").decode(),
     base64.b64encode(b"[1, 2]").decode(), base64.b64encode(b'{"x": NaN}').decode(),
     base64.b64encode(b"\xff\xfe").decode()],
)
def test_malformed_headers_are_invalid_payload(value: str) -> None:
    with pytest.raises(PaymentHeaderError) as exc:
        parse_payment_header(headers(PAYMENT_SIGNATURE=value), max_bytes=8192)
    assert exc.value.code == codes.INVALID_PAYLOAD and exc.value.status == 400


@pytest.mark.parametrize(
    "mutate",
    [
        lambda p: p.pop("payload"),
        lambda p: p.pop("accepted"),
        lambda p: p["payload"].pop("signature"),
        lambda p: p["payload"]["authorization"].update(value="-5"),
        lambda p: p["payload"]["authorization"].update(value=5),
        lambda p: p["payload"]["authorization"].update({"from": "0x1234"}),
        lambda p: p["payload"]["authorization"].update(to="not an address"),
        lambda p: p["payload"].update(signature="0xZZ"),
        lambda p: p.update(x402Version="2"),
    ],
)
def test_schema_violations_are_invalid_payload(mutate) -> None:
    raw = payment_v2(S, ACCT, 2000)
    mutate(raw)
    with pytest.raises(PaymentHeaderError) as exc:
        parse_payment_header(headers(PAYMENT_SIGNATURE=b64(raw)), max_bytes=8192)
    assert exc.value.code == codes.INVALID_PAYLOAD and exc.value.status == 400


def test_oversized_header_rejected() -> None:
    raw = payment_v2(S, ACCT, 2000)
    raw["extensions"] = {"pad": "x" * 9000}
    with pytest.raises(PaymentHeaderError) as exc:
        parse_payment_header(headers(PAYMENT_SIGNATURE=b64(raw)), max_bytes=8192)
    assert exc.value.status == 400 and "larger" in exc.value.message


def test_both_headers_rejected() -> None:
    value = b64(payment_v2(S, ACCT, 2000))
    with pytest.raises(PaymentHeaderError) as exc:
        parse_payment_header(headers(PAYMENT_SIGNATURE=value, X_PAYMENT=value), max_bytes=8192)
    assert exc.value.status == 400


def test_duplicated_header_rejected() -> None:
    value = b64(payment_v2(S, ACCT, 2000))
    h = CIMultiDict([("PAYMENT-SIGNATURE", value), ("payment-signature", value)])
    with pytest.raises(PaymentHeaderError) as exc:
        parse_payment_header(h, max_bytes=8192)
    assert exc.value.status == 400


@pytest.mark.parametrize(("header", "version"), [("PAYMENT-SIGNATURE", 1), ("X-PAYMENT", 2), ("X-PAYMENT", 3)])
def test_version_must_match_header(header: str, version: int) -> None:
    raw = payment_v2(S, ACCT, 2000)
    raw["x402Version"] = version
    with pytest.raises(PaymentHeaderError) as exc:
        parse_payment_header(CIMultiDict([(header, b64(raw))]), max_bytes=8192)
    assert exc.value.code == codes.INVALID_X402_VERSION and exc.value.status == 402
