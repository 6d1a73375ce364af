"""Local (off-chain) verification of an EIP-3009 authorization against our requirement (x402.md §5, 6-10).

EIP-712 is done by eth-account from the typed data; the domain comes from our settings and offer,
never from the client.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from typing import Any

from eth_account import Account
from eth_account.messages import encode_typed_data
from eth_utils import to_checksum_address

from . import codes
from .models import Authorization
from .settings import X402Settings

NONCE_RE = re.compile(r"^0x[0-9a-fA-F]{64}$")
UINT256_MAX = 2**256 - 1
SECP256K1_HALF_N = 0x7FFFFFFFFFFFFFFFFFFFFFFFFFFFFFFF5D576E7357A4501DDFE92F46681B20A0

TRANSFER_WITH_AUTHORIZATION_TYPES: dict[str, list[dict[str, str]]] = {
    "TransferWithAuthorization": [
        {"name": "from", "type": "address"},
        {"name": "to", "type": "address"},
        {"name": "value", "type": "uint256"},
        {"name": "validAfter", "type": "uint256"},
        {"name": "validBefore", "type": "uint256"},
        {"name": "nonce", "type": "bytes32"},
    ]
}
EIP712_DOMAIN_TYPE = [
    {"name": "name", "type": "string"},
    {"name": "version", "type": "string"},
    {"name": "chainId", "type": "uint256"},
    {"name": "verifyingContract", "type": "address"},
]


class Rejection(Exception):
    """A payment that is well-formed but not acceptable: answered with 402 and ``code``."""

    def __init__(self, code: str, message: str) -> None:
        super().__init__(message)
        self.code = code
        self.message = message


@dataclass(frozen=True)
class CheckedAuthorization:
    """An authorization that passed every local check, in typed form."""

    payer: str  # checksum address
    to: str
    value: int
    valid_after: int
    valid_before: int
    nonce: str  # 0x + 64 lowercase hex
    signature: bytes

    @property
    def nonce_bytes(self) -> bytes:
        return bytes.fromhex(self.nonce[2:])


def typed_data(settings: X402Settings, auth: Authorization | CheckedAuthorization) -> dict[str, Any]:
    assert settings.asset
    if isinstance(auth, Authorization):
        message = {
            "from": to_checksum_address(auth.from_),
            "to": to_checksum_address(auth.to),
            "value": int(auth.value),
            "validAfter": int(auth.valid_after),
            "validBefore": int(auth.valid_before),
            "nonce": bytes.fromhex(auth.nonce[2:]),
        }
    else:
        message = {
            "from": auth.payer,
            "to": auth.to,
            "value": auth.value,
            "validAfter": auth.valid_after,
            "validBefore": auth.valid_before,
            "nonce": auth.nonce_bytes,
        }
    return {
        "types": {"EIP712Domain": EIP712_DOMAIN_TYPE, **TRANSFER_WITH_AUTHORIZATION_TYPES},
        "primaryType": "TransferWithAuthorization",
        "domain": {
            "name": settings.asset_name,
            "version": settings.asset_version,
            "chainId": settings.chain_id,
            "verifyingContract": to_checksum_address(settings.asset),
        },
        "message": message,
    }


def recover_signer(settings: X402Settings, auth: Authorization, signature: bytes) -> str | None:
    """Address that signed ``auth`` under our domain, or None if the signature is not a valid ECDSA one."""
    try:
        signable = encode_typed_data(full_message=typed_data(settings, auth))
        return Account.recover_message(signable, signature=signature)
    except Exception:  # malformed r/s/v: eth-keys raises several types
        return None


def normalize_signature(signature: bytes) -> bytes | None:
    """65-byte r||s||v with v in {27, 28} and low s (what the token's ecrecover accepts), else None."""
    r, s, v = signature[:32], int.from_bytes(signature[32:64], "big"), signature[64]
    if v in (0, 1):
        v += 27
    if v not in (27, 28) or s == 0 or s > SECP256K1_HALF_N or int.from_bytes(r, "big") == 0:
        return None
    return r + signature[32:64] + bytes([v])


def check_authorization(
    settings: X402Settings, *, price: int, auth: Authorization, signature_hex: str, now: int
) -> CheckedAuthorization:
    """Steps 6-10 of x402.md §5. Raises Rejection with the reason code of the first failing check."""
    assert settings.pay_to
    if auth.to.lower() != settings.pay_to.lower():
        raise Rejection(codes.RECIPIENT_MISMATCH, "authorization.to is not our payTo address")
    value = int(auth.value)
    if value > UINT256_MAX:
        raise Rejection(codes.INVALID_PAYLOAD, "authorization.value is out of range")
    if value != price:
        raise Rejection(codes.VALUE_MISMATCH, f"authorization.value must equal the price {price}")
    valid_after, valid_before = int(auth.valid_after), int(auth.valid_before)
    if valid_after > UINT256_MAX or valid_before > UINT256_MAX:
        raise Rejection(codes.INVALID_PAYLOAD, "validity bounds are out of range")
    if valid_before < now + settings.min_validity_seconds:
        raise Rejection(
            codes.VALID_BEFORE,
            f"authorization expires too soon: validBefore must be at least now + {settings.min_validity_seconds}s",
        )
    if valid_before > now + settings.max_timeout_seconds + settings.clock_skew_seconds:
        raise Rejection(
            codes.VALID_BEFORE,
            f"authorization validity is too long: validBefore must be at most now + "
            f"maxTimeoutSeconds ({settings.max_timeout_seconds}s)",
        )
    # the token requires block.timestamp > validAfter (strict)
    if valid_after >= now:
        raise Rejection(codes.VALID_AFTER, "authorization is not yet valid")
    if not NONCE_RE.match(auth.nonce):
        raise Rejection(codes.INVALID_PAYLOAD, "authorization.nonce must be 0x + 32 bytes hex")
    try:
        signature = bytes.fromhex(signature_hex[2:])
    except ValueError:
        raise Rejection(codes.INVALID_PAYLOAD, "signature is not hex") from None
    if len(signature) != 65:
        # smart-wallet (EIP-1271 / ERC-6492) signatures are not accepted by this gateway yet
        raise Rejection(codes.INVALID_SIGNATURE, "only 65-byte EOA signatures are accepted")
    signature = normalize_signature(signature)
    if signature is None:
        raise Rejection(codes.INVALID_SIGNATURE, "signature has a non-canonical s or v value")
    signer = recover_signer(settings, auth, signature)
    if signer is None or signer.lower() != auth.from_.lower():
        raise Rejection(codes.INVALID_SIGNATURE, "signature does not recover to authorization.from")
    return CheckedAuthorization(
        payer=to_checksum_address(auth.from_),
        to=to_checksum_address(auth.to),
        value=value,
        valid_after=valid_after,
        valid_before=valid_before,
        nonce=auth.nonce.lower(),
        signature=signature,
    )
