"""Local EVM devchain for groundcheck: a Hardhat node plus the gUSD EIP-3009 test token.

Everything here is LOCAL and TEST-ONLY: the node listens on 127.0.0.1, the relayer/owner keys are
Hardhat's well-known default dev keys, and payer keys are derived from public seed strings.

Python API::

    chain = Devchain(port=8545, chain_id=31337)
    info = chain.start()        # npm ci / compile if needed, start node, deploy, fund payers
    ...
    chain.stop()

CLI::

    python deploy/devchain/devchain.py up --port 8545 --chain-id 31337 --out .run/devchain.json
    python deploy/devchain/devchain.py down --out .run/devchain.json
"""

from __future__ import annotations

import argparse
import contextlib
import ctypes
import fcntl
import hashlib
import json
import os
import signal
import socket
import subprocess
import sys
import tempfile
import time
import urllib.error
import urllib.request
from collections.abc import Iterator
from dataclasses import asdict, dataclass, field
from pathlib import Path
from typing import Any

import requests
from eth_account import Account
from eth_utils import keccak
from web3 import Web3
from web3.contract import Contract
from web3.providers.rpc.utils import REQUEST_RETRY_ALLOWLIST, ExceptionRetryConfiguration

HERE = Path(__file__).resolve().parent
CONTRACT_SOURCE = HERE / "contracts" / "GroundcheckUSD.sol"
ARTIFACT = HERE / "build" / "GroundcheckUSD.json"
HARDHAT_BIN = HERE / "node_modules" / "hardhat" / "internal" / "cli" / "bootstrap.js"

TOKEN_NAME = "Groundcheck Test USD"
TOKEN_SYMBOL = "gUSD"
TOKEN_VERSION = "2"
TOKEN_DECIMALS = 6

# Hardhat's default accounts #0 and #1 (mnemonic "test test ... junk"). Public, test-only keys.
OWNER_PRIVATE_KEY = "0xac0974bec39a17e36ba4a6b4d238ff944bacb478cbed5efcae784d7bf4f2ff80"
RELAYER_PRIVATE_KEY = "0x59c6995e998f97a5a0044966f0945389dc9e86dae88c7a8412f4603b6b78690d"

# Deterministic TEST-ONLY keys: keccak256 of these public strings. Never fund them on a real chain.
PAYER_SEED = "groundcheck-devchain-test-payer-{i}"
PAY_TO_SEED = "groundcheck-devchain-test-pay-to"

DEFAULT_PAYERS = 10
PAYER_TOKENS = 1_000 * 10**TOKEN_DECIMALS  # 1,000 gUSD each
TEST_ETH = 100 * 10**18

# Keeps Hardhat offline and prompt-free without a TTY (no telemetry, banners, update checks).
QUIET_ENV = {
    "CI": "true",
    "HARDHAT_DISABLE_TELEMETRY_PROMPT": "true",
    "HARDHAT_HIDE_SOLIDITY_SURVEY_MESSAGE": "true",
    "NO_COLOR": "1",
    "npm_config_update_notifier": "false",
    "npm_config_fund": "false",
    "npm_config_audit": "false",
}


def test_key(seed: str) -> str:
    """A deterministic test-only private key: keccak256(seed)."""
    return "0x" + keccak(text=seed).hex()


def payer_key(i: int) -> str:
    """Private key of test payer number ``i``."""
    return test_key(PAYER_SEED.format(i=i))


def rpc_client(rpc_url: str, timeout: float = 30) -> Web3:
    """A web3 client that retries reads when the node resets a pooled connection.

    Hardhat closes a keep-alive connection after 5 s idle, so a request sent on it at that moment is reset by the
    peer. web3's default retry names the builtin ``ConnectionError``, which requests' ``ConnectionError`` is not, so
    without this the reset reaches the caller. Only methods on web3's retry-safe list are retried
    (``eth_sendTransaction`` is not)."""
    retry = ExceptionRetryConfiguration(errors=(requests.ConnectionError,), method_allowlist=REQUEST_RETRY_ALLOWLIST)
    return Web3(Web3.HTTPProvider(rpc_url, request_kwargs={"timeout": timeout}, exception_retry_configuration=retry))


@dataclass(frozen=True)
class DevchainInfo:
    """What a running devchain offers to the gateway and to tests (JSON-serialisable)."""

    rpc_url: str
    chain_id: int
    network: str
    asset: str
    asset_name: str
    asset_version: str
    asset_symbol: str
    decimals: int
    pay_to: str
    pay_to_private_key: str
    relayer_address: str
    relayer_private_key: str
    owner_address: str
    owner_private_key: str
    payer_private_key: str
    payer_address: str
    payer_private_keys: list[str]
    payer_addresses: list[str]
    payer_token_balance: int
    pid: int
    port: int
    log_path: str
    startup_seconds: float
    note: str = "LOCAL TEST CHAIN: test-only keys and a test token, not Circle's USDC"
    abi: list[dict[str, Any]] = field(default_factory=list, repr=False)

    def to_dict(self, with_abi: bool = False) -> dict[str, Any]:
        """Plain dict (the ABI only on request: it is large and lives in build/)."""
        d = asdict(self)
        if not with_abi:
            d.pop("abi")
        return d

    @classmethod
    def from_dict(cls, d: dict[str, Any]) -> DevchainInfo:
        """Inverse of :meth:`to_dict`; loads the ABI from the build artifact if absent."""
        d = dict(d)
        if not d.get("abi") and ARTIFACT.exists():
            d["abi"] = json.loads(ARTIFACT.read_text())["abi"]
        return cls(**d)

    def token(self, w3: Web3) -> Contract:
        """The deployed gUSD contract bound to ``w3``."""
        return w3.eth.contract(address=Web3.to_checksum_address(self.asset), abi=self.abi)


# ------------------------------------------------------------------------------------ build


def _env() -> dict[str, str]:
    return {**os.environ, **QUIET_ENV}


@contextlib.contextmanager
def _build_lock() -> Iterator[None]:
    """Serialise npm ci / compile between concurrent processes (pytest-xdist, make run)."""
    HERE.joinpath("build").mkdir(exist_ok=True)
    with open(HERE / "build" / ".lock", "w") as fh:
        fcntl.flock(fh, fcntl.LOCK_EX)
        try:
            yield
        finally:
            fcntl.flock(fh, fcntl.LOCK_UN)


def _needs_npm_ci() -> bool:
    hidden_lock = HERE / "node_modules" / ".package-lock.json"
    if not (HARDHAT_BIN.exists() and (HERE / "node_modules" / "solc").exists() and hidden_lock.exists()):
        return True
    return (HERE / "package-lock.json").stat().st_mtime > hidden_lock.stat().st_mtime


def _artifact_is_fresh() -> bool:
    if not ARTIFACT.exists():
        return False
    try:
        built = json.loads(ARTIFACT.read_text())
    except ValueError:
        return False
    return built.get("sourceSha256") == hashlib.sha256(CONTRACT_SOURCE.read_bytes()).hexdigest()


def ensure_built(log: Any = sys.stderr) -> None:
    """Run ``npm ci`` if node_modules is missing/outdated and compile the token if stale."""
    with _build_lock():
        if _needs_npm_ci():
            print("devchain: npm ci (deploy/devchain)", file=log, flush=True)
            subprocess.run(
                ["npm", "ci", "--ignore-scripts", "--no-audit", "--no-fund", "--loglevel=error"],
                cwd=HERE, env=_env(), check=True, stdin=subprocess.DEVNULL,
            )
        if not _artifact_is_fresh():
            subprocess.run(["node", "compile.js"], cwd=HERE, env=_env(), check=True,
                           stdin=subprocess.DEVNULL, stdout=log)


def load_artifact() -> dict[str, Any]:
    """The compiled token: ``{"abi": [...], "bytecode": "0x...", ...}``."""
    return json.loads(ARTIFACT.read_text())


# ------------------------------------------------------------------------------------ node


def _port_is_free(port: int) -> bool:
    """True unless something listens on 127.0.0.1:port (TIME_WAIT leftovers do not count)."""
    with socket.socket() as s:
        s.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR, 1)
        try:
            s.bind(("127.0.0.1", port))
        except OSError:
            return False
    return True


def free_port() -> int:
    """An unused loopback TCP port."""
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


def _rpc(url: str, method: str, params: list[Any] | None = None, timeout: float = 2.0) -> Any:
    body = json.dumps({"jsonrpc": "2.0", "id": 1, "method": method, "params": params or []}).encode()
    req = urllib.request.Request(url, body, {"Content-Type": "application/json"})
    with urllib.request.urlopen(req, timeout=timeout) as resp:  # noqa: S310 - loopback only
        reply = json.loads(resp.read())
    if "error" in reply:
        raise RuntimeError(f"{method}: {reply['error']}")
    return reply["result"]


def _die_with_parent() -> None:
    """preexec_fn: SIGTERM the node if the Python process that started it dies (Linux)."""
    with contextlib.suppress(Exception):
        ctypes.CDLL("libc.so.6", use_errno=True).prctl(1, signal.SIGTERM)  # PR_SET_PDEATHSIG


class Devchain:
    """A Hardhat node on loopback with gUSD deployed and test payers funded."""

    def __init__(
        self,
        port: int | None = None,
        chain_id: int = 31337,
        payers: int = DEFAULT_PAYERS,
        log_path: str | os.PathLike[str] | None = None,
        die_with_parent: bool = False,
        startup_timeout: float = 60.0,
    ) -> None:
        self.port = port or free_port()
        self.chain_id = chain_id
        self.payers = payers
        self.log_path = Path(log_path) if log_path else Path(tempfile.gettempdir()) / (
            f"groundcheck-devchain-{self.port}.log")
        self.die_with_parent = die_with_parent
        self.startup_timeout = startup_timeout
        self.proc: subprocess.Popen[bytes] | None = None
        self.info: DevchainInfo | None = None

    @property
    def rpc_url(self) -> str:
        return f"http://127.0.0.1:{self.port}"

    def start(self) -> DevchainInfo:
        """Build if needed, start the node, deploy the token, fund payers; return the info."""
        t0 = time.monotonic()
        ensure_built()
        if not _port_is_free(self.port):
            raise RuntimeError(f"devchain: port {self.port} on 127.0.0.1 is already in use")
        self.log_path.parent.mkdir(parents=True, exist_ok=True)
        env = {**_env(), "GROUNDCHECK_DEVCHAIN_CHAIN_ID": str(self.chain_id)}
        with open(self.log_path, "wb") as log:
            self.proc = subprocess.Popen(
                ["node", str(HARDHAT_BIN), "node", "--hostname", "127.0.0.1", "--port", str(self.port)],
                cwd=HERE, env=env, stdin=subprocess.DEVNULL, stdout=log, stderr=subprocess.STDOUT,
                start_new_session=True, preexec_fn=_die_with_parent if self.die_with_parent else None,
            )
        try:
            self._wait_for_rpc()
            self.info = self._deploy(time.monotonic() - t0)
        except BaseException:
            self.stop()
            raise
        return self.info

    def _wait_for_rpc(self) -> None:
        assert self.proc is not None
        deadline = time.monotonic() + self.startup_timeout
        while True:
            if self.proc.poll() is not None:
                raise RuntimeError(
                    f"devchain: hardhat node exited ({self.proc.returncode}):\n{self._log_tail()}")
            try:
                got = int(_rpc(self.rpc_url, "eth_chainId"), 16)
                break
            except (OSError, urllib.error.URLError, ValueError):
                if time.monotonic() > deadline:
                    raise RuntimeError(
                        f"devchain: no JSON-RPC on {self.rpc_url}:\n{self._log_tail()}") from None
                time.sleep(0.05)
        if got != self.chain_id:
            raise RuntimeError(f"devchain: node reports chain id {got}, expected {self.chain_id}")

    def _log_tail(self, n: int = 4000) -> str:
        try:
            return self.log_path.read_text(errors="replace")[-n:]
        except OSError:
            return ""

    def _deploy(self, started_after: float) -> DevchainInfo:
        assert self.proc is not None
        t_deploy = time.monotonic()
        artifact = load_artifact()
        w3 = rpc_client(self.rpc_url)
        owner = Account.from_key(OWNER_PRIVATE_KEY).address
        relayer = Account.from_key(RELAYER_PRIVATE_KEY).address
        factory = w3.eth.contract(abi=artifact["abi"], bytecode=artifact["bytecode"])
        receipt = w3.eth.wait_for_transaction_receipt(
            factory.constructor(TOKEN_NAME, TOKEN_SYMBOL).transact({"from": owner}), timeout=30)
        if receipt["status"] != 1:
            raise RuntimeError("devchain: token deployment reverted")
        token = w3.eth.contract(address=receipt["contractAddress"], abi=artifact["abi"])

        payer_keys = [payer_key(i) for i in range(self.payers)]
        payer_addrs = [Account.from_key(k).address for k in payer_keys]
        pay_to_key = test_key(PAY_TO_SEED)
        pay_to = Account.from_key(pay_to_key).address
        for addr in [*payer_addrs, pay_to]:
            w3.provider.make_request("hardhat_setBalance", [addr, hex(TEST_ETH)])  # type: ignore[arg-type]
        tx_hashes = [token.functions.mint(a, PAYER_TOKENS).transact({"from": owner}) for a in payer_addrs]
        for h in tx_hashes:
            if w3.eth.wait_for_transaction_receipt(h, timeout=30)["status"] != 1:
                raise RuntimeError("devchain: mint reverted")

        name = token.functions.name().call()
        version = token.functions.version().call()
        decimals = token.functions.decimals().call()
        if (name, version, decimals) != (TOKEN_NAME, TOKEN_VERSION, TOKEN_DECIMALS):
            raise RuntimeError(f"devchain: unexpected token metadata {(name, version, decimals)}")
        print(f"devchain: node up in {started_after:.1f}s, deployed+funded in "
              f"{time.monotonic() - t_deploy:.1f}s", file=sys.stderr, flush=True)
        return DevchainInfo(
            rpc_url=self.rpc_url,
            chain_id=self.chain_id,
            network=f"eip155:{self.chain_id}",
            asset=token.address,
            asset_name=name,
            asset_version=version,
            asset_symbol=TOKEN_SYMBOL,
            decimals=decimals,
            pay_to=pay_to,
            pay_to_private_key=pay_to_key,
            relayer_address=relayer,
            relayer_private_key=RELAYER_PRIVATE_KEY,
            owner_address=owner,
            owner_private_key=OWNER_PRIVATE_KEY,
            payer_private_key=payer_keys[0],
            payer_address=payer_addrs[0],
            payer_private_keys=payer_keys,
            payer_addresses=payer_addrs,
            payer_token_balance=PAYER_TOKENS,
            pid=self.proc.pid,
            port=self.port,
            log_path=str(self.log_path),
            startup_seconds=round(started_after + (time.monotonic() - t_deploy), 2),
            abi=artifact["abi"],
        )

    def stop(self) -> None:
        """Stop the node (SIGTERM to its process group, SIGKILL after 10 s). Idempotent."""
        if self.proc is None:
            return
        if self.proc.poll() is None:
            with contextlib.suppress(ProcessLookupError):
                os.killpg(self.proc.pid, signal.SIGTERM)
            try:
                self.proc.wait(timeout=10)
            except subprocess.TimeoutExpired:
                with contextlib.suppress(ProcessLookupError):
                    os.killpg(self.proc.pid, signal.SIGKILL)
                self.proc.wait(timeout=10)
        self.proc = None

    def __enter__(self) -> DevchainInfo:
        return self.start()

    def __exit__(self, *exc: object) -> None:
        self.stop()


# ------------------------------------------------------------------------------------ CLI


def _is_our_node(pid: int, port: int) -> bool:
    """True if ``pid`` is a live hardhat node serving ``port`` (guards against reused pids)."""
    try:
        cmd = Path(f"/proc/{pid}/cmdline").read_bytes().split(b"\0")
    except OSError:
        return False
    return any(b"hardhat" in c for c in cmd) and str(port).encode() in cmd


def stop_pid(pid: int, port: int, timeout: float = 10.0) -> bool:
    """Stop a devchain started by another process (``down``). Returns True if one was stopped."""
    if not _is_our_node(pid, port):
        return False
    with contextlib.suppress(ProcessLookupError):
        os.killpg(pid, signal.SIGTERM)
    deadline = time.monotonic() + timeout
    while _is_our_node(pid, port) and time.monotonic() < deadline:
        time.sleep(0.05)
    if _is_our_node(pid, port):
        with contextlib.suppress(ProcessLookupError):
            os.killpg(pid, signal.SIGKILL)
    return True


def _write_json(path: Path, data: dict[str, Any]) -> None:
    path.parent.mkdir(parents=True, exist_ok=True)
    tmp = path.with_suffix(path.suffix + ".tmp")
    tmp.write_text(json.dumps(data, indent=2) + "\n")
    os.chmod(tmp, 0o600)
    tmp.replace(path)


def main(argv: list[str] | None = None) -> int:
    """``up`` / ``down`` / ``build`` command line."""
    p = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    sub = p.add_subparsers(dest="cmd", required=True)
    up = sub.add_parser("up", help="start a devchain in the background and print its JSON")
    up.add_argument("--port", type=int, default=8545)
    up.add_argument("--chain-id", type=int, default=31337)
    up.add_argument("--payers", type=int, default=DEFAULT_PAYERS)
    up.add_argument("--out", type=Path, help="write the JSON here (default: stdout only)")
    up.add_argument("--log", type=Path, help="node log file (default: next to --out, else /tmp)")
    down = sub.add_parser("down", help="stop the devchain recorded in --out (or --pid/--port)")
    down.add_argument("--out", type=Path)
    down.add_argument("--pid", type=int)
    down.add_argument("--port", type=int)
    sub.add_parser("build", help="npm ci (if needed) and compile the token")
    args = p.parse_args(argv)

    if args.cmd == "build":
        ensure_built()
        return 0
    if args.cmd == "up":
        log = args.log or (args.out.with_suffix(".log") if args.out else None)
        try:
            info = Devchain(args.port, args.chain_id, payers=args.payers, log_path=log).start()
        except (RuntimeError, subprocess.CalledProcessError) as exc:
            print(exc, file=sys.stderr)
            return 1
        data = info.to_dict()
        if args.out:
            _write_json(args.out, data)
        print(json.dumps(data, indent=2))
        return 0
    # down
    pid, port = args.pid, args.port
    if args.out:
        try:
            data = json.loads(args.out.read_text())
        except FileNotFoundError:
            print(f"devchain: {args.out} not found, nothing to stop", file=sys.stderr)
            return 0
        pid, port = pid or data["pid"], port or data["port"]
    if pid is None or port is None:
        p.error("down needs --out or both --pid and --port")
    stopped = stop_pid(pid, port)
    state = "stopped" if stopped else "no running node for"
    print(f"devchain: {state} pid {pid} port {port}", file=sys.stderr)
    if args.out and args.out.exists():
        args.out.unlink()
    return 0


if __name__ == "__main__":
    sys.exit(main())
