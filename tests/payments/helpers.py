"""Test helpers: settings for a chain, independent EIP-3009 signing (not via the code under test),
and building/tampering x402 payment headers."""

from __future__ import annotations

import base64
import json
import os
import time
from typing import Any

from eth_account import Account
from eth_account.signers.local import LocalAccount

from gateway.payments.settings import X402Settings

ASSET = "0x036CbD53842c5426634e7929541eC2318f3dCF7e"
PAY_TO = "0x209693Bc6afc0C5328bA36FaF03C514EF312287C"
PAYER_KEY = "0x" + "11" * 32


def unit_settings(**overrides: Any) -> X402Settings:
    values: dict[str, Any] = {
        "network": "eip155:84532",
        "v1_network_name": "base-sepolia",
        "asset": ASSET,
        "asset_name": "USDC",
        "asset_version": "2",
        "pay_to": PAY_TO,
        "rpc_url": "http://127.0.0.1:1",
        "base_fee": 1000,
        "price_per_claim": 1000,
        "price_per_claim_open": 5000,
        "max_timeout_seconds": 300,
    }
    values.update(overrides)
    return X402Settings(**values)


def sign_authorization(
    acct: LocalAccount,
    *,
    chain_id: int,
    asset: str,
    name: str,
    version: str,
    to: str,
    value: int,
    valid_after: int = 0,
    valid_before: int | None = None,
    nonce: bytes | None = None,
) -> dict[str, Any]:
    """An EIP-3009 ``payload`` ({authorization, signature}) signed with eth-account's typed-data API."""
    nonce = nonce if nonce is not None else os.urandom(32)
    valid_before = valid_before if valid_before is not None else int(time.time()) + 300
    signed = Account.sign_typed_data(
        acct.key,
        domain_data={"name": name, "version": version, "chainId": chain_id, "verifyingContract": asset},
        message_types={
            "TransferWithAuthorization": [
                {"name": "from", "type": "address"},
                {"name": "to", "type": "address"},
                {"name": "value", "type": "uint256"},
                {"name": "validAfter", "type": "uint256"},
                {"name": "validBefore", "type": "uint256"},
                {"name": "nonce", "type": "bytes32"},
            ]
        },
        message_data={
            "from": acct.address, "to": to, "value": value, "validAfter": valid_after,
            "validBefore": valid_before, "nonce": nonce,
        },
    )
    return {
        "authorization": {
            "from": acct.address, "to": to, "value": str(value), "validAfter": str(valid_after),
            "validBefore": str(valid_before), "nonce": "0x" + nonce.hex(),
        },
        "signature": "0x" + signed.signature.hex().removeprefix("0x"),
    }


def requirement_v2(settings: X402Settings, amount: int) -> dict[str, Any]:
    return {
        "scheme": "exact", "network": settings.network, "amount": str(amount), "asset": settings.asset,
        "payTo": settings.pay_to, "maxTimeoutSeconds": settings.max_timeout_seconds,
        "extra": {"name": settings.asset_name, "version": settings.asset_version},
    }


def payment_v2(settings: X402Settings, acct: LocalAccount, amount: int, **sign: Any) -> dict[str, Any]:
    """A v2 PaymentPayload for our requirement; ``sign`` overrides what gets signed."""
    args: dict[str, Any] = {
        "chain_id": settings.chain_id, "asset": settings.asset, "name": settings.asset_name,
        "version": settings.asset_version, "to": settings.pay_to, "value": amount,
    }
    args.update(sign)
    return {"x402Version": 2, "accepted": requirement_v2(settings, amount), "payload": sign_authorization(acct, **args)}


def payment_v1(settings: X402Settings, acct: LocalAccount, amount: int, **sign: Any) -> dict[str, Any]:
    args: dict[str, Any] = {
        "chain_id": settings.chain_id, "asset": settings.asset, "name": settings.asset_name,
        "version": settings.asset_version, "to": settings.pay_to, "value": amount,
        "valid_after": int(time.time()) - 600,
    }
    args.update(sign)
    return {"x402Version": 1, "scheme": "exact", "network": settings.v1_network_name,
            "payload": sign_authorization(acct, **args)}


def b64(obj: Any) -> str:
    return base64.b64encode(json.dumps(obj).encode()).decode()


def unb64(value: str) -> Any:
    return json.loads(base64.b64decode(value))
