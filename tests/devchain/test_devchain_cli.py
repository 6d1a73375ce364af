"""deploy/devchain/devchain.py as `make run` uses it: `up` in the background, JSON out, `down`."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import pytest
from eth_account import Account
from web3 import Web3

from tests.chain_fixtures import REPO, load_devchain_module, rpc_client

SCRIPT = REPO / "deploy" / "devchain" / "devchain.py"
FIELDS = {"rpc_url", "chain_id", "network", "asset", "asset_name", "asset_version", "decimals", "pay_to",
          "relayer_private_key", "payer_private_key", "payer_private_keys", "pid"}


def run(*args: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run([sys.executable, str(SCRIPT), *args], capture_output=True, text=True, timeout=180)


def test_up_writes_json_and_down_stops_the_node(tmp_path: Path) -> None:
    dc = load_devchain_module()
    port, out = dc.free_port(), tmp_path / "devchain.json"
    up = run("up", "--port", str(port), "--chain-id", "31337", "--payers", "2", "--out", str(out))
    assert up.returncode == 0, up.stderr
    try:
        data = json.loads(out.read_text())
        assert json.loads(up.stdout) == data
        assert data.keys() >= FIELDS
        assert (out.stat().st_mode & 0o777) == 0o600  # holds (test-only) keys
        assert data["rpc_url"] == f"http://127.0.0.1:{port}" and data["network"] == "eip155:31337"
        assert len(data["payer_private_keys"]) == 2
        w3 = rpc_client(data["rpc_url"])
        assert w3.eth.chain_id == 31337
        token = dc.DevchainInfo.from_dict(data).token(w3)
        payer = Account.from_key(data["payer_private_key"]).address
        assert token.functions.balanceOf(payer).call() == dc.PAYER_TOKENS
        assert token.functions.DOMAIN_SEPARATOR().call()  # deployed contract answers

        busy = run("up", "--port", str(port), "--out", str(tmp_path / "other.json"))
        assert busy.returncode != 0 and "already in use" in busy.stderr
    finally:
        down = run("down", "--out", str(out))
    assert down.returncode == 0, down.stderr
    assert "stopped" in down.stderr
    assert not out.exists()
    assert not Path(f"/proc/{data['pid']}").exists() or b"hardhat" not in Path(
        f"/proc/{data['pid']}/cmdline").read_bytes()
    with pytest.raises(Exception):  # noqa: B017 - any connection error
        Web3(Web3.HTTPProvider(data["rpc_url"], request_kwargs={"timeout": 2})).eth.chain_id  # noqa: B018


def test_payer_keys_are_deterministic_test_keys() -> None:
    dc = load_devchain_module()
    from eth_utils import keccak

    assert dc.payer_key(0) == "0x" + keccak(text="groundcheck-devchain-test-payer-0").hex()
    assert len({dc.payer_key(i) for i in range(20)}) == 20
