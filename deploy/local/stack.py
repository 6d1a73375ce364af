"""`make run` / `make stop`: a local stack (Redis, devchain, gateway) in the background.

Writes .run/local.json saying what runs where, and the demo API key and test-only payer key.
"""

from __future__ import annotations

import argparse
import asyncio
import contextlib
import json
import os
import signal
import socket
import subprocess
import sys
import time
import urllib.request
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
RUN = ROOT / ".run"
STATE = RUN / "local.json"
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(ROOT / "deploy" / "devchain"))

REDIS_PORT = int(os.environ.get("GROUNDCHECK_LOCAL_REDIS_PORT", "6379"))
GATEWAY_PORT = int(os.environ.get("GROUNDCHECK_LOCAL_PORT", "8080"))
CHAIN_PORT = int(os.environ.get("GROUNDCHECK_LOCAL_CHAIN_PORT", "8545"))
CHAIN_ID = int(os.environ.get("GROUNDCHECK_LOCAL_CHAIN_ID", "31337"))


def _port_open(port: int) -> bool:
    with socket.socket() as s:
        s.settimeout(0.3)
        return s.connect_ex(("127.0.0.1", port)) == 0


def _redis_ping(port: int) -> bool:
    try:
        with socket.create_connection(("127.0.0.1", port), timeout=0.5) as s:
            s.sendall(b"PING\r\n")
            return s.recv(16).startswith(b"+PONG")
    except OSError:
        return False


def ensure_redis(state: dict) -> str:
    url = f"redis://127.0.0.1:{REDIS_PORT}/0"
    if _redis_ping(REDIS_PORT):
        print(f"redis: using the server already on port {REDIS_PORT}")
        return url
    data_dir = RUN / "redis"
    data_dir.mkdir(parents=True, exist_ok=True)
    subprocess.run(["redis-server", "--port", str(REDIS_PORT), "--bind", "127.0.0.1", "--daemonize", "yes",
                    "--dir", str(data_dir), "--pidfile", str(data_dir / "redis.pid"),
                    "--logfile", str(RUN / "redis.log")], check=True)
    for _ in range(100):
        if _redis_ping(REDIS_PORT):
            state["redis_pidfile"] = str(data_dir / "redis.pid")
            print(f"redis: started on port {REDIS_PORT}")
            return url
        time.sleep(0.1)
    raise SystemExit("redis-server did not start; see .run/redis.log")


def ensure_devchain(state: dict) -> dict | None:
    try:
        from devchain import Devchain  # deploy/devchain/devchain.py
    except ImportError:
        print("devchain: not available, payments stay off")
        return None
    chain = Devchain(port=CHAIN_PORT, chain_id=CHAIN_ID, log_path=RUN / "devchain.log")
    info = chain.start()
    info = info if isinstance(info, dict) else info.to_dict()
    state["devchain_pid"] = info.get("pid")
    print(f"devchain: chain {info['chain_id']} on {info['rpc_url']}, token {info['asset']}")
    return info


async def _create_demo_key(redis_url: str) -> str:
    from gateway.keys import KeyStore
    from gateway.ratelimit import RateSpec
    from gateway.redisconn import connect_redis

    redis = connect_redis(redis_url)
    try:
        raw, _ = await KeyStore(redis).create("demo", RateSpec.parse("600/min"))
        return raw
    finally:
        await redis.aclose()


def gateway_env(redis_url: str, chain: dict | None) -> dict[str, str]:
    env = dict(os.environ)
    env.update({"GROUNDCHECK_HOST": "127.0.0.1", "GROUNDCHECK_PORT": str(GATEWAY_PORT),
                "GROUNDCHECK_REDIS_URL": redis_url})
    if chain:
        env.update({
            "GROUNDCHECK_X402_NETWORK": chain["network"],
            "GROUNDCHECK_X402_ASSET": chain["asset"],
            "GROUNDCHECK_X402_ASSET_NAME": chain["asset_name"],
            "GROUNDCHECK_X402_ASSET_VERSION": chain["asset_version"],
            "GROUNDCHECK_X402_ASSET_DECIMALS": str(chain.get("decimals", 6)),
            "GROUNDCHECK_X402_PAY_TO": chain["pay_to"],
            "GROUNDCHECK_X402_RPC_URL": chain["rpc_url"],
            "GROUNDCHECK_X402_RELAYER_PRIVATE_KEY": chain["relayer_private_key"],
            "GROUNDCHECK_DEMO_PAYER_PRIVATE_KEY": chain["payer_private_key"],  # test-only devchain key
        })
    return env


def start_gateway(env: dict[str, str], state: dict) -> str:
    base_url = f"http://127.0.0.1:{GATEWAY_PORT}"
    if _port_open(GATEWAY_PORT):
        raise SystemExit(f"port {GATEWAY_PORT} is busy: run `make stop` or set GROUNDCHECK_LOCAL_PORT")
    log = open(RUN / "gateway.log", "ab")  # noqa: SIM115 - handed to the child process
    proc = subprocess.Popen([sys.executable, "-m", "gateway", "serve"], cwd=ROOT, env=env,
                            stdout=log, stderr=subprocess.STDOUT, start_new_session=True)
    state["gateway_pid"] = proc.pid
    deadline = time.monotonic() + 90
    while time.monotonic() < deadline:
        if proc.poll() is not None:
            raise SystemExit("the gateway exited during start-up; see .run/gateway.log")
        try:
            with urllib.request.urlopen(base_url + "/health", timeout=1) as resp:
                if resp.status == 200:
                    print(f"gateway: serving on {base_url}")
                    return base_url
        except OSError:
            pass
        time.sleep(0.3)
    raise SystemExit("the gateway did not become healthy in 90 s; see .run/gateway.log")


def up() -> None:
    RUN.mkdir(exist_ok=True)
    if STATE.exists():
        down(quiet=True)
    state: dict = {}
    redis_url = ensure_redis(state)
    chain = ensure_devchain(state)
    demo_key = asyncio.run(_create_demo_key(redis_url))
    base_url = start_gateway(gateway_env(redis_url, chain), state)
    local = {"base_url": base_url, "demo_api_key": demo_key, "redis_url": redis_url,
             "logs": {"gateway": str(RUN / "gateway.log")}, "pids": state}
    if chain:
        local.update({k: chain[k] for k in ("rpc_url", "chain_id", "network", "asset", "asset_name",
                                             "asset_version", "pay_to", "payer_private_key")})
        local["note"] = "local devchain: the token and every key here are test-only"
    STATE.write_text(json.dumps(local, indent=2) + "\n")
    print(f"wrote {STATE.relative_to(ROOT)}\n\ntry it:\n  curl -s {base_url}/check -H 'x-api-key: {demo_key}' "
          "-H 'content-type: application/json' \\\n    -d '{\"claim\": \"The tower is in Paris.\", "
          "\"context\": \"The Eiffel Tower is a lattice tower in Paris, France.\"}'\n\nstop it: make stop")


def _kill(pid: int | None) -> None:
    if not pid:
        return
    try:
        os.killpg(pid, signal.SIGTERM)
    except (ProcessLookupError, PermissionError):
        with contextlib.suppress(ProcessLookupError):
            os.kill(pid, signal.SIGTERM)


def down(quiet: bool = False) -> None:
    if not STATE.exists():
        if not quiet:
            print("nothing is running (no .run/local.json)")
        return
    pids = json.loads(STATE.read_text()).get("pids", {})
    _kill(pids.get("gateway_pid"))
    _kill(pids.get("devchain_pid"))
    pidfile = pids.get("redis_pidfile")
    if pidfile and Path(pidfile).exists():
        _kill(int(Path(pidfile).read_text().strip()))
    STATE.unlink()
    if not quiet:
        print("stopped the local stack")


if __name__ == "__main__":
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("command", choices=["up", "down"])
    args = parser.parse_args()
    up() if args.command == "up" else down()
