"""Test-payer mode of the human page: the gateway signs an x402 payment with a local test key.

Only for local stacks on a test chain (`make run` sets GROUNDCHECK_DEMO_PAYER_PRIVATE_KEY to the
devchain's funded test payer). It signs only challenges of this gateway's own payment settings,
only up to a small amount, and only for callers on loopback. The payment then goes through the
normal verification and settlement like any other.
"""

from __future__ import annotations

import ipaddress
import json
import os
import time

from aiohttp import web
from eth_account import Account
from eth_utils import to_checksum_address
from pydantic import BaseModel, Field, ValidationError

from gateway.errors import json_error, validation_error
from gateway.openapi import Operation, Response, operation
from gateway.payments.codec import PaymentHeaderError, decode_json_header, encode_json_header
from gateway.payments.settings import X402Settings
from gateway.payments.verify import CheckedAuthorization, typed_data
from gateway.schemas import ErrorResponse
from gateway.services import SERVICES

MAX_DEMO_AMOUNT = 1_000_000  # atomic units; one demo payment never exceeds this


class SignRequest(BaseModel):
    paymentRequired: str = Field(..., max_length=8192, description="the PAYMENT-REQUIRED header of a 402 from here")


class SignedHeader(BaseModel):
    header: str
    value: str


def sign_challenge(settings: X402Settings, private_key: str, payment_required: str, now: int) -> str:
    """A PAYMENT-SIGNATURE header value answering ``payment_required`` (raises ValueError when refused)."""
    challenge = decode_json_header(payment_required)
    accepts = challenge.get("accepts") or []
    if challenge.get("x402Version") != 2 or not accepts:
        raise ValueError("not an x402 v2 challenge")
    requirement = accepts[0]
    ours = (settings.network, (settings.asset or "").lower(), (settings.pay_to or "").lower())
    theirs = (requirement.get("network"), str(requirement.get("asset", "")).lower(),
              str(requirement.get("payTo", "")).lower())
    if ours != theirs:
        raise ValueError("the challenge is not for this gateway's network, asset and payTo")
    amount = int(requirement["amount"])
    if not 0 < amount <= MAX_DEMO_AMOUNT:
        raise ValueError(f"the demo payer pays at most {MAX_DEMO_AMOUNT} atomic units")
    account = Account.from_key(private_key)
    auth = CheckedAuthorization(
        payer=account.address, to=to_checksum_address(requirement["payTo"]), value=amount, valid_after=0,
        valid_before=now + int(requirement["maxTimeoutSeconds"]), nonce="0x" + os.urandom(32).hex(), signature=b"",
    )
    signed = Account.sign_typed_data(private_key, full_message=typed_data(settings, auth))
    payload = {
        "x402Version": 2,
        "accepted": requirement,
        "resource": challenge.get("resource"),
        "payload": {
            "signature": "0x" + signed.signature.hex().removeprefix("0x"),
            "authorization": {
                "from": auth.payer, "to": auth.to, "value": str(auth.value), "validAfter": str(auth.valid_after),
                "validBefore": str(auth.valid_before), "nonce": auth.nonce,
            },
        },
    }
    return encode_json_header({k: v for k, v in payload.items() if v is not None})


def _loopback(request: web.Request) -> bool:
    try:
        return ipaddress.ip_address(request.remote or "").is_loopback
    except ValueError:
        return False


async def sign(request: web.Request) -> web.Response:
    services = request.app[SERVICES]
    key = services.settings.demo_payer_private_key
    if key is None or not services.payments.enabled:
        return json_error(404, "test-payer mode is not enabled on this deployment", "routing")
    if not _loopback(request):
        return json_error(403, "test-payer mode only serves callers on loopback", "auth")
    try:
        req = SignRequest.model_validate_json(await request.read() or b"null")
    except ValidationError as exc:
        return validation_error(exc)
    try:
        value = sign_challenge(services.settings.x402, key.get_secret_value(), req.paymentRequired, int(time.time()))
    except (ValueError, KeyError, TypeError, PaymentHeaderError, json.JSONDecodeError) as exc:
        return json_error(422, f"cannot sign this challenge: {exc}", "validation")
    return web.json_response({"header": "PAYMENT-SIGNATURE", "value": value})


operation(Operation(
    "POST", "/demo/x402/sign", "Test-payer mode: sign this gateway's x402 challenge with the local test key",
    tags=("demo",), request=SignRequest,
    description="Only on local stacks with GROUNDCHECK_DEMO_PAYER_PRIVATE_KEY set, only for loopback callers.",
    responses={200: Response("The header to retry the paid request with.", SignedHeader),
               403: Response("Not a loopback caller.", ErrorResponse),
               404: Response("Test-payer mode is off.", ErrorResponse),
               422: Response("Not a challenge of this gateway, or over the demo amount cap.", ErrorResponse)}))


def add_routes(app: web.Application) -> None:
    app.router.add_post("/demo/x402/sign", sign)
