"""Pytest fixtures for the LOCAL devchain (deploy/devchain): a real Hardhat node + gUSD token.

Register from tests/conftest.py with ``pytest_plugins = ["tests.chain_fixtures"]`` (needs the repo
root on sys.path, e.g. ``pythonpath = ["."]`` in the pytest ini options).

The session chain runs with chain id 84532 so the published x402 *v1* client, which only signs for
named networks, can pay it as ``base-sepolia``. It is still a local chain on 127.0.0.1 with our own
test token, not Circle's USDC.
"""

from __future__ import annotations

import importlib.util
import sys
from collections.abc import Iterator
from pathlib import Path
from types import ModuleType

import pytest
from eth_account import Account
from eth_account.signers.local import LocalAccount
from web3 import Web3

REPO = Path(__file__).resolve().parents[1]
DEVCHAIN_CHAIN_ID = 84532  # advertised as v1 "base-sepolia"; LOCAL chain, our token
DEVCHAIN_V1_NETWORK = "base-sepolia"


def load_devchain_module() -> ModuleType:
    """Import deploy/devchain/devchain.py (not a package) once, as ``groundcheck_devchain``."""
    name = "groundcheck_devchain"
    if name in sys.modules:
        return sys.modules[name]
    spec = importlib.util.spec_from_file_location(name, REPO / "deploy" / "devchain" / "devchain.py")
    assert spec and spec.loader
    module = importlib.util.module_from_spec(spec)
    sys.modules[name] = module
    spec.loader.exec_module(module)
    return module


_dc = load_devchain_module()
Devchain = _dc.Devchain
DevchainInfo = _dc.DevchainInfo
rpc_client = _dc.rpc_client


@pytest.fixture(scope="session")
def devchain(tmp_path_factory: pytest.TempPathFactory) -> Iterator[DevchainInfo]:
    """A Hardhat node on a free loopback port, gUSD deployed, 10 payers with 1,000 gUSD each."""
    log = tmp_path_factory.mktemp("devchain") / "hardhat.log"
    chain = Devchain(chain_id=DEVCHAIN_CHAIN_ID, log_path=log, die_with_parent=True)
    info = chain.start()
    yield info
    chain.stop()


@pytest.fixture(scope="session")
def devchain_w3(devchain: DevchainInfo) -> Web3:
    """A web3 client connected to the session devchain."""
    return rpc_client(devchain.rpc_url)


def token_balance(info: DevchainInfo, address: str, w3: Web3 | None = None) -> int:
    """gUSD balance of ``address`` in atomic units (6 decimals)."""
    w3 = w3 or rpc_client(info.rpc_url)
    return info.token(w3).functions.balanceOf(Web3.to_checksum_address(address)).call()


def token_balances(info: DevchainInfo, *addresses: str, w3: Web3 | None = None) -> list[int]:
    """Balances of several addresses (e.g. ``token_balances(info, payer, info.pay_to)``)."""
    w3 = w3 or rpc_client(info.rpc_url)
    return [token_balance(info, a, w3) for a in addresses]


def authorization_state(info: DevchainInfo, authorizer: str, nonce: bytes | str, w3: Web3 | None = None) -> bool:
    """On-chain ``authorizationState(authorizer, nonce)``: True once used or canceled."""
    w3 = w3 or rpc_client(info.rpc_url)
    n = bytes.fromhex(nonce.removeprefix("0x")) if isinstance(nonce, str) else nonce
    return info.token(w3).functions.authorizationState(Web3.to_checksum_address(authorizer), n).call()


def mint(info: DevchainInfo, to: str, amount: int, w3: Web3 | None = None) -> None:
    """Owner-mint ``amount`` atomic gUSD to ``to`` (owner is an unlocked Hardhat account)."""
    w3 = w3 or rpc_client(info.rpc_url)
    tx = info.token(w3).functions.mint(Web3.to_checksum_address(to), amount).transact({"from": info.owner_address})
    assert w3.eth.wait_for_transaction_receipt(tx)["status"] == 1


def new_funded_payer(info: DevchainInfo, amount: int = 1_000_000_000, w3: Web3 | None = None) -> LocalAccount:
    """A fresh random test account holding ``amount`` gUSD (default 1,000), isolated from others."""
    acct: LocalAccount = Account.create()
    if amount:
        mint(info, acct.address, amount, w3)
    return acct


def set_automine(info: DevchainInfo, enabled: bool) -> None:
    """Pause/resume block production (e.g. to make a settlement receipt time out)."""
    rpc_client(info.rpc_url).provider.make_request("evm_setAutomine", [enabled])


@pytest.fixture
def funded_payer(devchain: DevchainInfo, devchain_w3: Web3) -> LocalAccount:
    """A fresh payer with 1,000 gUSD, so tests never share balances or nonces."""
    return new_funded_payer(devchain, w3=devchain_w3)


def mine(info: DevchainInfo, blocks: int = 1) -> None:
    """Mine ``blocks`` blocks now (includes pending transactions while automine is off)."""
    rpc_client(info.rpc_url).provider.make_request("hardhat_mine", [hex(blocks)])
