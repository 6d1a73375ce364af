"""gUSD (deploy/devchain/contracts/GroundcheckUSD.sol) on a real Hardhat node: EIP-3009 behaviour.

Signatures are made with eth-account's EIP-712 ``sign_typed_data`` (and, in one test, by the
published x402 client) - never hand-rolled - so these tests prove the contract speaks the same
EIP-712/EIP-3009 dialect as USDC FiatTokenV2_2 and its off-chain tooling.
"""

from __future__ import annotations

import asyncio
import contextlib
import os
import time
from collections.abc import Iterator
from typing import Any

import pytest
from eth_account import Account
from eth_account.messages import encode_typed_data
from eth_account.signers.local import LocalAccount
from eth_utils import keccak
from web3 import Web3
from web3.contract import Contract
from web3.logs import DISCARD

from tests.chain_fixtures import DEVCHAIN_CHAIN_ID, DEVCHAIN_V1_NETWORK, authorization_state, token_balance

TRANSFER_TYPES = {
    name: [
        {"name": "from", "type": "address"},
        {"name": "to", "type": "address"},
        {"name": "value", "type": "uint256"},
        {"name": "validAfter", "type": "uint256"},
        {"name": "validBefore", "type": "uint256"},
        {"name": "nonce", "type": "bytes32"},
    ]
    for name in ("TransferWithAuthorization", "ReceiveWithAuthorization")
}
CANCEL_TYPE = [{"name": "authorizer", "type": "address"}, {"name": "nonce", "type": "bytes32"}]
DOMAIN_TYPE = [
    {"name": "name", "type": "string"},
    {"name": "version", "type": "string"},
    {"name": "chainId", "type": "uint256"},
    {"name": "verifyingContract", "type": "address"},
]
TRANSFER_TOPIC = "0x" + keccak(text="Transfer(address,address,uint256)").hex()
USED_TOPIC = "0x98de503528ee59b575ef0c0a2576a82497bfc029a5685b209e9ec333479b10a5"  # x402.md §9
CANCELED_TOPIC = "0x" + keccak(text="AuthorizationCanceled(address,bytes32)").hex()
GAS = 300_000  # explicit gas: skip estimation so reverting txs are really mined and report reasons


@pytest.fixture(scope="module")
def token(devchain: Any, devchain_w3: Web3) -> Contract:
    return devchain.token(devchain_w3)


@pytest.fixture
def payer(funded_payer: LocalAccount) -> LocalAccount:
    return funded_payer


def domain(devchain: Any) -> dict[str, Any]:
    return {"name": devchain.asset_name, "version": devchain.asset_version,
            "chainId": devchain.chain_id, "verifyingContract": devchain.asset}


def sign_authorization(devchain: Any, signer: LocalAccount, primary: str = "TransferWithAuthorization",
                       **fields: Any) -> tuple[dict[str, Any], bytes]:
    """EIP-712 sign a Transfer/ReceiveWithAuthorization; returns (message, 65-byte signature)."""
    message = {"from": signer.address, "to": devchain.pay_to, "value": 1_000, "validAfter": 0,
               "validBefore": 2**48, "nonce": os.urandom(32), **fields}
    signed = signer.sign_typed_data(full_message={
        "types": {"EIP712Domain": DOMAIN_TYPE, primary: TRANSFER_TYPES[primary]},
        "primaryType": primary, "domain": domain(devchain), "message": message})
    return message, bytes(signed.signature)


def vrs(sig: bytes) -> tuple[int, bytes, bytes]:
    return sig[64], sig[:32], sig[32:64]


def twa(token: Contract, m: dict[str, Any], sig: bytes) -> Any:
    """transferWithAuthorization(…, v, r, s) - the USDC v1 selector 0xe3ee160e."""
    fn = token.get_function_by_signature(
        "transferWithAuthorization(address,address,uint256,uint256,uint256,bytes32,uint8,bytes32,bytes32)")
    return fn(m["from"], m["to"], m["value"], m["validAfter"], m["validBefore"], m["nonce"], *vrs(sig))


def send(w3: Web3, fn: Any, sender: str) -> Any:
    """Mine ``fn`` from an unlocked Hardhat account; returns the receipt (raises on revert)."""
    receipt = w3.eth.wait_for_transaction_receipt(fn.transact({"from": sender, "gas": GAS}))
    assert receipt["status"] == 1
    return receipt


def assert_reverts(w3: Web3, fn: Any, sender: str, reason: str) -> None:
    """Mining ``fn`` reverts with ``reason`` (Hardhat reports the reason on eth_sendTransaction)."""
    with pytest.raises(Exception, match=reason):
        send(w3, fn, sender)


def latest_timestamp(w3: Web3) -> int:
    return w3.eth.get_block("latest")["timestamp"]


def set_next_timestamp(w3: Web3, ts: int) -> None:
    w3.provider.make_request("evm_setNextBlockTimestamp", [ts])


@contextlib.contextmanager
def time_travel(w3: Web3) -> Iterator[None]:
    """Snapshot/revert around a time jump so the shared session chain keeps wall-clock time."""
    snapshot = w3.provider.make_request("evm_snapshot", [])["result"]
    try:
        yield
    finally:
        assert w3.provider.make_request("evm_revert", [snapshot])["result"] is True


# --------------------------------------------------------------------------------- deployment


def test_deployed_metadata(devchain: Any, devchain_w3: Web3, token: Contract) -> None:
    assert devchain_w3.eth.chain_id == DEVCHAIN_CHAIN_ID == devchain.chain_id
    assert devchain.network == f"eip155:{DEVCHAIN_CHAIN_ID}"
    assert devchain.rpc_url.startswith("http://127.0.0.1:")
    assert Web3.is_checksum_address(devchain.asset) and Web3.is_checksum_address(devchain.pay_to)
    assert token.functions.name().call() == devchain.asset_name == "Groundcheck Test USD"
    assert token.functions.symbol().call() == "gUSD"
    assert token.functions.version().call() == devchain.asset_version == "2"
    assert token.functions.decimals().call() == devchain.decimals == 6
    assert token.functions.owner().call() == devchain.owner_address
    assert token.functions.TRANSFER_WITH_AUTHORIZATION_TYPEHASH().call().hex() == (
        "7c7c6cdb67a18743f49ec6fa9b35f50d52ed05cbed4cc592e13b44501c1a2267")
    assert token.functions.RECEIVE_WITH_AUTHORIZATION_TYPEHASH().call().hex() == (
        "d099cc98ef71107a616c4f0f941f04c322d8e254fe26b3c6668db87aae413de8")
    assert token.functions.CANCEL_AUTHORIZATION_TYPEHASH().call().hex() == (
        "158b0a9edf7a828aad02f63cd515c68ef2f50ba807396f6d12842833a1597429")
    code = devchain_w3.eth.get_code(devchain.asset)
    assert bytes.fromhex("e3ee160e") in code and bytes.fromhex("cf092995") in code  # both selectors


def test_payers_are_funded(devchain: Any, devchain_w3: Web3) -> None:
    assert len(devchain.payer_private_keys) == len(devchain.payer_addresses) >= 2
    assert devchain.payer_private_key == devchain.payer_private_keys[0]
    for key, addr in zip(devchain.payer_private_keys, devchain.payer_addresses, strict=True):
        assert Account.from_key(key).address == addr
        assert token_balance(devchain, addr, devchain_w3) > 0
    assert devchain_w3.eth.get_balance(devchain.relayer_address) > 10**18  # relayer can pay gas
    assert Account.from_key(devchain.relayer_private_key).address == devchain.relayer_address


def test_only_owner_can_mint(devchain: Any, devchain_w3: Web3, token: Contract) -> None:
    fn = token.functions.mint(devchain.relayer_address, 1)
    assert_reverts(devchain_w3, fn, devchain.relayer_address, "caller is not the owner")


def test_domain_separator_matches_eth_account(devchain: Any, token: Contract) -> None:
    ours = encode_typed_data(full_message={
        "types": {"EIP712Domain": DOMAIN_TYPE, "CancelAuthorization": CANCEL_TYPE},
        "primaryType": "CancelAuthorization", "domain": domain(devchain),
        "message": {"authorizer": devchain.pay_to, "nonce": b"\0" * 32}})
    assert token.functions.DOMAIN_SEPARATOR().call() == ours.header  # header = domain separator


# --------------------------------------------------------------------------------- EIP-3009


def test_transfer_with_authorization_moves_exact_value(
    devchain: Any, devchain_w3: Web3, token: Contract, payer: LocalAccount
) -> None:
    w3 = devchain_w3
    before = (token_balance(devchain, payer.address, w3), token_balance(devchain, devchain.pay_to, w3))
    m, sig = sign_authorization(devchain, payer, value=12_345, validAfter=latest_timestamp(w3) - 600)
    assert not authorization_state(devchain, payer.address, m["nonce"], w3)

    # Sent and signed by the relayer's own key, as the gateway's settler does.
    relayer = Account.from_key(devchain.relayer_private_key)
    tx = twa(token, m, sig).build_transaction({
        "from": relayer.address, "nonce": w3.eth.get_transaction_count(relayer.address, "pending")})
    receipt = w3.eth.wait_for_transaction_receipt(
        w3.eth.send_raw_transaction(relayer.sign_transaction(tx).raw_transaction))
    assert receipt["status"] == 1

    after = (token_balance(devchain, payer.address, w3), token_balance(devchain, devchain.pay_to, w3))
    assert after == (before[0] - 12_345, before[1] + 12_345)
    transfers = token.events.Transfer().process_receipt(receipt, errors=DISCARD)
    assert [(e.args["from"], e.args["to"], e.args["value"]) for e in transfers] == [
        (payer.address, devchain.pay_to, 12_345)]
    used = token.events.AuthorizationUsed().process_receipt(receipt, errors=DISCARD)
    assert [(e.args["authorizer"], e.args["nonce"]) for e in used] == [(payer.address, m["nonce"])]
    assert {log["topics"][0].to_0x_hex() for log in receipt["logs"]} == {TRANSFER_TOPIC, USED_TOPIC}
    assert authorization_state(devchain, payer.address, m["nonce"], w3)

    # Replay of the very same authorization.
    assert_reverts(w3, twa(token, m, sig), devchain.relayer_address,
                   "FiatTokenV2: authorization is used or canceled")
    assert token_balance(devchain, payer.address, w3) == after[0]


def test_bytes_signature_overload(devchain: Any, devchain_w3: Web3, token: Contract, payer: LocalAccount) -> None:
    m, sig = sign_authorization(devchain, payer, value=7)
    signature = "transferWithAuthorization(address,address,uint256,uint256,uint256,bytes32,bytes)"
    assert keccak(text=signature)[:4].hex() == "cf092995"
    fn = token.get_function_by_signature(signature)
    before = token_balance(devchain, devchain.pay_to, devchain_w3)
    args = (m["from"], m["to"], m["value"], m["validAfter"], m["validBefore"], m["nonce"])
    send(devchain_w3, fn(*args, sig), devchain.relayer_address)
    assert token_balance(devchain, devchain.pay_to, devchain_w3) == before + 7
    assert_reverts(devchain_w3, fn(*args, sig), devchain.relayer_address, "used or canceled")


def test_validity_window_is_strict(devchain: Any, devchain_w3: Web3, token: Contract, payer: LocalAccount) -> None:
    w3, relayer = devchain_w3, devchain.relayer_address
    with time_travel(w3):
        t = latest_timestamp(w3) + 100
        m, sig = sign_authorization(devchain, payer, validAfter=t, validBefore=t + 60)
        set_next_timestamp(w3, t)  # block.timestamp == validAfter -> not yet valid (strict >)
        assert_reverts(w3, twa(token, m, sig), relayer, "FiatTokenV2: authorization is not yet valid")
        set_next_timestamp(w3, t + 1)  # one second later it is valid
        send(w3, twa(token, m, sig), relayer)

        t = latest_timestamp(w3) + 100
        m, sig = sign_authorization(devchain, payer, validAfter=0, validBefore=t)
        set_next_timestamp(w3, t - 1)  # last valid second
        send(w3, twa(token, m, sig), relayer)
        m, sig = sign_authorization(devchain, payer, validAfter=0, validBefore=t + 1)
        set_next_timestamp(w3, t + 1)  # block.timestamp == validBefore -> expired (strict <)
        assert_reverts(w3, twa(token, m, sig), relayer, "FiatTokenV2: authorization is expired")
    assert abs(latest_timestamp(w3) - time.time()) < 30  # the jump was rolled back

    m, sig = sign_authorization(devchain, payer, validAfter=0, validBefore=latest_timestamp(w3) - 1)
    assert_reverts(w3, twa(token, m, sig), relayer, "FiatTokenV2: authorization is expired")
    m, sig = sign_authorization(devchain, payer, validAfter=latest_timestamp(w3) + 3600)
    assert_reverts(w3, twa(token, m, sig), relayer, "FiatTokenV2: authorization is not yet valid")
    assert not authorization_state(devchain, payer.address, m["nonce"], w3)


def test_invalid_signatures_revert(devchain: Any, devchain_w3: Web3, token: Contract, payer: LocalAccount) -> None:
    w3, relayer = devchain_w3, devchain.relayer_address
    mallory = Account.create()
    m, sig = sign_authorization(devchain, mallory, **{"from": payer.address})  # wrong signer
    assert_reverts(w3, twa(token, m, sig), relayer, "FiatTokenV2: invalid signature")

    m, sig = sign_authorization(devchain, payer, value=5)
    tampered = dict(m, value=6)  # signed 5, submitted 6
    assert_reverts(w3, twa(token, tampered, sig), relayer, "FiatTokenV2: invalid signature")

    # Same signature made for another domain name (x402.md §3: names differ per chain).
    wrong = Account.sign_typed_data(payer.key, full_message={
        "types": {"EIP712Domain": DOMAIN_TYPE, "TransferWithAuthorization": TRANSFER_TYPES[
            "TransferWithAuthorization"]},
        "primaryType": "TransferWithAuthorization", "domain": dict(domain(devchain), name="USDC"),
        "message": m})
    assert_reverts(w3, twa(token, m, bytes(wrong.signature)), relayer, "FiatTokenV2: invalid signature")

    # Malleable twin (s' = n - s, v flipped) recovers to the same signer but must be refused.
    n = 0xFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFEBAAEDCE6AF48A03BBFD25E8CD0364141
    v, r, s = vrs(sig)
    twin = r + (n - int.from_bytes(s, "big")).to_bytes(32, "big") + bytes([55 - v])
    assert_reverts(w3, twa(token, m, twin), relayer, "invalid signature 's' value")
    assert not authorization_state(devchain, payer.address, m["nonce"], w3)


def test_insufficient_balance_reverts(devchain: Any, devchain_w3: Web3, token: Contract) -> None:
    poor = Account.create()
    m, sig = sign_authorization(devchain, poor, value=1)
    assert_reverts(devchain_w3, twa(token, m, sig), devchain.relayer_address, "exceeds balance")
    assert not authorization_state(devchain, poor.address, m["nonce"], devchain_w3)  # state rolled back


def test_cancel_authorization(devchain: Any, devchain_w3: Web3, token: Contract, payer: LocalAccount) -> None:
    w3, relayer = devchain_w3, devchain.relayer_address
    m, sig = sign_authorization(devchain, payer)
    cancel = payer.sign_typed_data(full_message={
        "types": {"EIP712Domain": DOMAIN_TYPE, "CancelAuthorization": CANCEL_TYPE},
        "primaryType": "CancelAuthorization", "domain": domain(devchain),
        "message": {"authorizer": payer.address, "nonce": m["nonce"]}})
    fn = token.get_function_by_signature("cancelAuthorization(address,bytes32,uint8,bytes32,bytes32)")
    cancel_fn = fn(payer.address, m["nonce"], *vrs(bytes(cancel.signature)))
    receipt = send(w3, cancel_fn, relayer)
    assert [log["topics"][0].to_0x_hex() for log in receipt["logs"]] == [CANCELED_TOPIC]
    assert authorization_state(devchain, payer.address, m["nonce"], w3)
    assert_reverts(w3, twa(token, m, sig), relayer, "FiatTokenV2: authorization is used or canceled")
    assert_reverts(w3, cancel_fn, relayer, "FiatTokenV2: authorization is used or canceled")


def test_receive_with_authorization_requires_payee(
    devchain: Any, devchain_w3: Web3, token: Contract, payer: LocalAccount
) -> None:
    w3 = devchain_w3
    m, sig = sign_authorization(devchain, payer, "ReceiveWithAuthorization", value=42)
    fn = token.get_function_by_signature(
        "receiveWithAuthorization(address,address,uint256,uint256,uint256,bytes32,uint8,bytes32,bytes32)")
    call = fn(m["from"], m["to"], m["value"], m["validAfter"], m["validBefore"], m["nonce"], *vrs(sig))
    assert_reverts(w3, call, devchain.relayer_address, "FiatTokenV2: caller must be the payee")
    # A TransferWithAuthorization signature is not a ReceiveWithAuthorization one (different typehash).
    m2, sig2 = sign_authorization(devchain, payer, value=42)
    call2 = fn(m2["from"], m2["to"], m2["value"], m2["validAfter"], m2["validBefore"], m2["nonce"], *vrs(sig2))

    payee = Account.from_key(devchain.pay_to_private_key)
    before = token_balance(devchain, payee.address, w3)
    tx = call.build_transaction({"from": payee.address, "nonce": w3.eth.get_transaction_count(payee.address)})
    receipt = w3.eth.wait_for_transaction_receipt(
        w3.eth.send_raw_transaction(payee.sign_transaction(tx).raw_transaction))
    assert receipt["status"] == 1
    assert token_balance(devchain, payee.address, w3) == before + 42
    tx2 = call2.build_transaction({"from": payee.address, "gas": GAS,
                                   "nonce": w3.eth.get_transaction_count(payee.address)})
    with pytest.raises(Exception, match="FiatTokenV2: invalid signature"):
        w3.eth.send_raw_transaction(payee.sign_transaction(tx2).raw_transaction)


# --------------------------------------------------------------------------------- x402 interop


@pytest.mark.parametrize("version", [2, 1])
def test_published_x402_client_payload_settles(
    devchain: Any, devchain_w3: Web3, token: Contract, payer: LocalAccount, version: int
) -> None:
    """The PyPI x402 client's EIP-3009 payload (v2 and v1) is accepted by our token on chain."""
    from x402 import PaymentRequired, PaymentRequiredV1, PaymentRequirements, PaymentRequirementsV1, x402Client
    from x402.mechanisms.evm.exact import ExactEvmClientScheme
    from x402.mechanisms.evm.exact.v1 import ExactEvmSchemeV1Client
    from x402.mechanisms.evm.signers import EthAccountSigner

    client = x402Client()
    client.register("eip155:*", ExactEvmClientScheme(signer=EthAccountSigner(payer)))
    client.register_v1(DEVCHAIN_V1_NETWORK, ExactEvmSchemeV1Client(signer=EthAccountSigner(payer)))
    client.set_spend_controls(False)  # gUSD is not in the SDK's USDC allow-list
    extra = {"name": devchain.asset_name, "version": devchain.asset_version}
    price = 2_500
    required: PaymentRequired | PaymentRequiredV1
    if version == 2:
        required = PaymentRequired(x402_version=2, accepts=[PaymentRequirements(
            scheme="exact", network=devchain.network, asset=devchain.asset, amount=str(price),
            pay_to=devchain.pay_to, max_timeout_seconds=300, extra=extra)])
    else:
        required = PaymentRequiredV1(x402_version=1, accepts=[PaymentRequirementsV1(
            scheme="exact", network=DEVCHAIN_V1_NETWORK, max_amount_required=str(price),
            resource="http://127.0.0.1/v1/check", description="local devchain test", mime_type="application/json",
            pay_to=devchain.pay_to, max_timeout_seconds=300, asset=devchain.asset, extra=extra)])
    payload = asyncio.run(client.create_payment_payload(required))
    assert payload.x402_version == version
    auth = payload.payload["authorization"]
    m = {"from": Web3.to_checksum_address(auth["from"]), "to": Web3.to_checksum_address(auth["to"]),
         "value": int(auth["value"]), "validAfter": int(auth["validAfter"]),
         "validBefore": int(auth["validBefore"]), "nonce": bytes.fromhex(auth["nonce"].removeprefix("0x"))}
    assert (m["from"], m["to"], m["value"]) == (payer.address, devchain.pay_to, price)
    sig = bytes.fromhex(payload.payload["signature"].removeprefix("0x"))

    before = (token_balance(devchain, payer.address, devchain_w3),
              token_balance(devchain, devchain.pay_to, devchain_w3))
    receipt = send(devchain_w3, twa(token, m, sig), devchain.relayer_address)
    assert [e.args["value"] for e in token.events.Transfer().process_receipt(receipt, errors=DISCARD)] == [price]
    assert (token_balance(devchain, payer.address, devchain_w3),
            token_balance(devchain, devchain.pay_to, devchain_w3)) == (before[0] - price, before[1] + price)
    assert authorization_state(devchain, payer.address, m["nonce"], devchain_w3)
