"""Payment header codec: base64(JSON) in and out, and picking the payment header off a request."""

from __future__ import annotations

import base64
import binascii
import json
from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any

from multidict import CIMultiDictProxy, MultiMapping
from pydantic import ValidationError

from . import codes
from .models import PaymentPayloadV1, PaymentPayloadV2, X402Model

PAYMENT_SIGNATURE = "PAYMENT-SIGNATURE"  # v2 request
X_PAYMENT = "X-PAYMENT"  # v1 request
PAYMENT_REQUIRED = "PAYMENT-REQUIRED"  # v2 challenge
PAYMENT_RESPONSE = "PAYMENT-RESPONSE"  # v2 settlement
X_PAYMENT_RESPONSE = "X-PAYMENT-RESPONSE"  # v1 settlement
EXPOSE_HEADERS = f"{PAYMENT_REQUIRED}, {PAYMENT_RESPONSE}, {X_PAYMENT_RESPONSE}"

HEADER_VERSIONS = {PAYMENT_SIGNATURE: 2, X_PAYMENT: 1}


class PaymentHeaderError(Exception):
    """The payment header cannot be used at all. ``status`` 400 (malformed) or 402 (wrong version)."""

    def __init__(self, code: str, message: str, status: int = 400) -> None:
        super().__init__(message)
        self.code = code
        self.message = message
        self.status = status


@dataclass(frozen=True)
class ParsedPayment:
    version: int  # 1 or 2, by header name (and equal to the payload's x402Version)
    header_value: str
    payload: PaymentPayloadV1 | PaymentPayloadV2
    raw: dict[str, Any]


def encode_json_header(obj: X402Model | Mapping[str, Any]) -> str:
    data = obj.dump() if isinstance(obj, X402Model) else dict(obj)
    text = json.dumps(data, separators=(",", ":"), ensure_ascii=False)
    return base64.b64encode(text.encode("utf-8")).decode("ascii")


def _reject_constant(name: str) -> Any:
    raise ValueError(f"non-standard JSON constant {name}")


def decode_json_header(value: str) -> dict[str, Any]:
    """Standard base64 (padded or not) or url-safe base64 of a UTF-8 JSON object."""
    text = value.strip()
    if not text:
        raise PaymentHeaderError(codes.INVALID_PAYLOAD, "payment header is empty")
    compact = text.replace("-", "+").replace("_", "/")
    compact += "=" * (-len(compact) % 4)
    try:
        raw = base64.b64decode(compact, validate=True)
    except (binascii.Error, ValueError):
        raise PaymentHeaderError(codes.INVALID_PAYLOAD, "payment header is not base64") from None
    try:
        data = json.loads(raw.decode("utf-8"), parse_constant=_reject_constant)
    except (UnicodeDecodeError, ValueError):
        raise PaymentHeaderError(codes.INVALID_PAYLOAD, "payment header is not base64 of JSON") from None
    if not isinstance(data, dict):
        raise PaymentHeaderError(codes.INVALID_PAYLOAD, "payment header JSON is not an object")
    return data


def has_payment_header(headers: MultiMapping[str] | CIMultiDictProxy[str]) -> bool:
    return any(name in headers for name in HEADER_VERSIONS)


def parse_payment_header(headers: MultiMapping[str] | CIMultiDictProxy[str], *, max_bytes: int) -> ParsedPayment:
    """Pick and decode the one payment header of a request (names case-insensitive)."""
    present = [(name, headers.getall(name)) for name in HEADER_VERSIONS if name in headers]
    if not present:
        raise PaymentHeaderError(codes.INVALID_PAYLOAD, "no payment header")
    if len(present) > 1:
        raise PaymentHeaderError(codes.INVALID_PAYLOAD, "send either PAYMENT-SIGNATURE or X-PAYMENT, not both")
    name, values = present[0]
    if len(values) != 1:
        raise PaymentHeaderError(codes.INVALID_PAYLOAD, f"{name} must appear exactly once")
    value = values[0]
    if len(value.encode("utf-8", "surrogateescape")) > max_bytes:
        raise PaymentHeaderError(codes.INVALID_PAYLOAD, f"{name} is larger than {max_bytes} bytes")
    data = decode_json_header(value)

    version = HEADER_VERSIONS[name]
    declared = data.get("x402Version")
    if isinstance(declared, bool) or not isinstance(declared, int):
        raise PaymentHeaderError(codes.INVALID_PAYLOAD, "x402Version must be an integer")
    if declared != version:
        raise PaymentHeaderError(
            codes.INVALID_X402_VERSION, f"{name} carries x402 version {version}, got {declared}", status=402
        )
    model = PaymentPayloadV2 if version == 2 else PaymentPayloadV1
    try:
        payload = model.model_validate(data)
    except ValidationError as exc:
        where = ", ".join(".".join(str(p) for p in e["loc"]) for e in exc.errors()[:5])
        raise PaymentHeaderError(codes.INVALID_PAYLOAD, f"payment payload does not match the schema: {where}") from None
    return ParsedPayment(version=version, header_value=value, payload=payload, raw=data)
