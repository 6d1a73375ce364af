"""The EIP-3009 token on chain, through web3's AsyncWeb3: reads, and building relayer transactions."""

from __future__ import annotations

from typing import Any

from eth_utils import to_checksum_address
from web3 import AsyncHTTPProvider, AsyncWeb3
from web3.contract import AsyncContract

from .verify import TRANSFER_WITH_AUTHORIZATION_TYPES

_AUTH_INPUTS = TRANSFER_WITH_AUTHORIZATION_TYPES["TransferWithAuthorization"]  # same fields, same order

EIP3009_ABI: list[dict[str, Any]] = [
    {"type": "function", "name": "name", "stateMutability": "view", "inputs": [],
     "outputs": [{"name": "", "type": "string"}]},
    {"type": "function", "name": "version", "stateMutability": "view", "inputs": [],
     "outputs": [{"name": "", "type": "string"}]},
    {"type": "function", "name": "decimals", "stateMutability": "view", "inputs": [],
     "outputs": [{"name": "", "type": "uint8"}]},
    {"type": "function", "name": "DOMAIN_SEPARATOR", "stateMutability": "view", "inputs": [],
     "outputs": [{"name": "", "type": "bytes32"}]},
    {"type": "function", "name": "balanceOf", "stateMutability": "view",
     "inputs": [{"name": "account", "type": "address"}], "outputs": [{"name": "", "type": "uint256"}]},
    {"type": "function", "name": "authorizationState", "stateMutability": "view",
     "inputs": [{"name": "authorizer", "type": "address"}, {"name": "nonce", "type": "bytes32"}],
     "outputs": [{"name": "", "type": "bool"}]},
    {"type": "function", "name": "transfer", "stateMutability": "nonpayable",
     "inputs": [{"name": "to", "type": "address"}, {"name": "value", "type": "uint256"}],
     "outputs": [{"name": "", "type": "bool"}]},
    {"type": "function", "name": "transferWithAuthorization", "stateMutability": "nonpayable",
     "inputs": [*_AUTH_INPUTS, {"name": "v", "type": "uint8"}, {"name": "r", "type": "bytes32"},
                {"name": "s", "type": "bytes32"}], "outputs": []},
    {"type": "function", "name": "transferWithAuthorization", "stateMutability": "nonpayable",
     "inputs": [*_AUTH_INPUTS, {"name": "signature", "type": "bytes"}], "outputs": []},
    {"type": "event", "name": "Transfer", "anonymous": False,
     "inputs": [{"name": "from", "type": "address", "indexed": True},
                {"name": "to", "type": "address", "indexed": True},
                {"name": "value", "type": "uint256", "indexed": False}]},
]

# keccak("Transfer(address,address,uint256)")
TRANSFER_TOPIC = "0xddf252ad1be2c89b69c2b068fc378daa952ba7f163c4a11628f55a4df523b3ef"
# keccak("AuthorizationUsed(address,bytes32)")
AUTHORIZATION_USED_TOPIC = "0x98de503528ee59b575ef0c0a2576a82497bfc029a5685b209e9ec333479b10a5"


def make_web3(rpc_url: str, timeout: float) -> AsyncWeb3:
    return AsyncWeb3(AsyncHTTPProvider(rpc_url, request_kwargs={"timeout": timeout}))


class Token:
    """Typed access to the token contract (reads only; writes are built by the settler)."""

    def __init__(self, w3: AsyncWeb3, address: str) -> None:
        self.w3 = w3
        self.address = to_checksum_address(address)
        self.contract: AsyncContract = w3.eth.contract(address=self.address, abi=EIP3009_ABI)

    async def name(self) -> str:
        return await self.contract.functions.name().call()

    async def version(self) -> str:
        return await self.contract.functions.version().call()

    async def decimals(self) -> int:
        return await self.contract.functions.decimals().call()

    async def balance_of(self, account: str) -> int:
        return await self.contract.functions.balanceOf(to_checksum_address(account)).call()

    async def authorization_state(self, authorizer: str, nonce: bytes) -> bool:
        return await self.contract.functions.authorizationState(to_checksum_address(authorizer), nonce).call()

    async def authorization_used_txs(self, authorizer: str, nonce: bytes, *, lookback_blocks: int) -> list[str]:
        """Hashes of the txs that emitted ``AuthorizationUsed(authorizer, nonce)`` in the last blocks."""
        latest = await self.w3.eth.block_number
        logs = await self.w3.eth.get_logs({
            "address": self.address,
            "fromBlock": max(0, latest - lookback_blocks),
            "toBlock": latest,
            "topics": [AUTHORIZATION_USED_TOPIC, "0x" + authorizer.lower().removeprefix("0x").rjust(64, "0"),
                       "0x" + nonce.hex()],
        })
        return [_hex(log["transactionHash"]) for log in logs]


def _hex(value: Any) -> str:
    if isinstance(value, bytes | bytearray):
        return "0x" + bytes(value).hex()
    text = str(value)
    return text if text.startswith("0x") else "0x" + text


def transfer_logs(receipt: Any, token: str) -> list[tuple[str, str, int]]:
    """(from, to, value) of every ERC-20 Transfer log the token emitted in ``receipt``."""
    out: list[tuple[str, str, int]] = []
    for log in receipt["logs"]:
        if log["address"].lower() != token.lower():
            continue
        topics = [t.hex() if isinstance(t, bytes) else str(t) for t in log["topics"]]
        topics = [t if t.startswith("0x") else "0x" + t for t in topics]
        if len(topics) != 3 or topics[0].lower() != TRANSFER_TOPIC:
            continue
        data = log["data"]
        raw = bytes(data) if not isinstance(data, str) else bytes.fromhex(data.removeprefix("0x"))
        out.append((
            to_checksum_address("0x" + topics[1][-40:]),
            to_checksum_address("0x" + topics[2][-40:]),
            int.from_bytes(raw, "big"),
        ))
    return out
