"""Soak: mixed keyed and paid traffic against a real gateway on loopback, for a bounded time.

Starts its own Redis, devchain (Hardhat + gUSD) and gateway (payments on), then drives keyed POST /check
and x402-paid POST /check (fresh EIP-3009 authorizations from the devchain's funded payers, plus some
idempotent replays of a paid request) until --seconds or --max-requests. Prints throughput, errors,
p50/p95/p99 latency per kind, the gateway's RSS after warm-up and at the end, and checks the payee
received exactly price x distinct paid deliveries (no double charge).

Usage: python bench/soak.py [--seconds 60] [--max-requests 20000] [--keyed 6] [--paid 3] [--engine lexical]
"""

from __future__ import annotations

import argparse
import asyncio
import base64
import importlib.util
import json
import os
import random
import sys
import time
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import aiohttp
from eth_account import Account

sys.path.insert(0, str(Path(__file__).resolve().parent))
from _servers import ROOT, Processes, create_key  # noqa: E402

CONTEXT = (
    "The Eiffel Tower is a wrought-iron lattice tower on the Champ de Mars in Paris, France. It is named "
    "after the engineer Gustave Eiffel, whose company designed and built the tower from 1887 to 1889. "
    "The tower is 330 metres tall."
)
CLAIMS = ["The Eiffel Tower is in Paris.", "The tower was designed by Gustave Eiffel's company.",
          "The Eiffel Tower is 500 metres tall.", "It was built from 1887 to 1889.", "The tower is in Rome."]
AUTH_TYPES = {"TransferWithAuthorization": [
    {"name": "from", "type": "address"}, {"name": "to", "type": "address"}, {"name": "value", "type": "uint256"},
    {"name": "validAfter", "type": "uint256"}, {"name": "validBefore", "type": "uint256"},
    {"name": "nonce", "type": "bytes32"}]}


def load_devchain() -> Any:
    spec = importlib.util.spec_from_file_location("groundcheck_devchain", ROOT / "deploy" / "devchain" / "devchain.py")
    assert spec and spec.loader
    module = importlib.util.module_from_spec(spec)
    sys.modules[spec.name] = module
    spec.loader.exec_module(module)
    return module


def rss_kb(pid: int) -> int:
    for line in Path(f"/proc/{pid}/status").read_text().splitlines():
        if line.startswith("VmRSS:"):
            return int(line.split()[1])
    return 0


@dataclass
class Stats:
    latencies: dict[str, list[float]] = field(default_factory=lambda: {"keyed": [], "paid": [], "replay": []})
    errors: dict[str, int] = field(default_factory=lambda: {"keyed": 0, "paid": 0, "replay": 0})
    error_samples: list[str] = field(default_factory=list)
    paid_delivered: int = 0

    @property
    def total(self) -> int:
        return sum(len(v) for v in self.latencies.values())

    def record(self, kind: str, seconds: float, ok: bool, detail: str = "") -> None:
        self.latencies[kind].append(seconds)
        if not ok:
            self.errors[kind] += 1
            if len(self.error_samples) < 5:
                self.error_samples.append(f"{kind}: {detail[:200]}")


class Payer:
    """Signs fresh EIP-3009 authorizations for the gateway's requirement (independently of gateway code)."""

    def __init__(self, key: str, info: Any, price: int) -> None:
        self.acct = Account.from_key(key)
        self.info, self.price = info, price
        self.domain = {"name": info.asset_name, "version": info.asset_version, "chainId": info.chain_id,
                       "verifyingContract": info.asset}

    def header(self) -> dict[str, str]:
        nonce = os.urandom(32)
        valid_before = int(time.time()) + 240
        signed = Account.sign_typed_data(self.acct.key, domain_data=self.domain, message_types=AUTH_TYPES,
                                         message_data={"from": self.acct.address, "to": self.info.pay_to,
                                                       "value": self.price, "validAfter": 0,
                                                       "validBefore": valid_before, "nonce": nonce})
        payload = {
            "x402Version": 2,
            "accepted": {"scheme": "exact", "network": self.info.network, "amount": str(self.price),
                         "asset": self.info.asset, "payTo": self.info.pay_to, "maxTimeoutSeconds": 300,
                         "extra": {"name": self.info.asset_name, "version": self.info.asset_version}},
            "payload": {
                "authorization": {"from": self.acct.address, "to": self.info.pay_to, "value": str(self.price),
                                  "validAfter": "0", "validBefore": str(valid_before), "nonce": "0x" + nonce.hex()},
                "signature": "0x" + bytes(signed.signature).hex(),
            },
        }
        return {"PAYMENT-SIGNATURE": base64.b64encode(json.dumps(payload).encode()).decode()}


def body() -> bytes:
    return json.dumps({"claim": random.choice(CLAIMS), "context": CONTEXT}).encode()


async def drive(base: str, key: str, payers: list[Payer], args: argparse.Namespace, stats: Stats,
                stop_at: float) -> None:
    url = base + "/check"
    budget = {"left": args.max_requests}

    def take() -> bool:
        if time.monotonic() >= stop_at or budget["left"] <= 0:
            return False
        budget["left"] -= 1
        return True

    async def one(session: aiohttp.ClientSession, kind: str, data: bytes, headers: dict[str, str]) -> Any:
        t0 = time.perf_counter()
        try:
            async with session.post(url, data=data, headers={"Content-Type": "application/json", **headers}) as r:
                text = await r.text()
                stats.record(kind, time.perf_counter() - t0, r.status == 200, f"{r.status} {text}")
                return json.loads(text) if r.status == 200 else None
        except Exception as exc:  # a refused connection or timeout is an error too
            stats.record(kind, time.perf_counter() - t0, False, repr(exc))
            return None

    async def keyed_worker(session: aiohttp.ClientSession) -> None:
        while take():
            await one(session, "keyed", body(), {"x-api-key": key})

    async def paid_worker(session: aiohttp.ClientSession, payer: Payer) -> None:
        while take():
            data, hdrs = body(), payer.header()
            first = await one(session, "paid", data, hdrs)
            if first is not None:
                stats.paid_delivered += 1
                if random.random() < 0.2 and take():  # a client retry: the stored result, no second charge
                    again = await one(session, "replay", data, hdrs)
                    if again is not None and again != first:
                        stats.errors["replay"] += 1
                        stats.error_samples.append("replay: a different result for the same payment")

    timeout = aiohttp.ClientTimeout(total=60)
    async with aiohttp.ClientSession(timeout=timeout, connector=aiohttp.TCPConnector(limit=0)) as session:
        await asyncio.gather(*(keyed_worker(session) for _ in range(args.keyed)),
                             *(paid_worker(session, payers[i % len(payers)]) for i in range(args.paid)))


def pct(values: list[float], q: float) -> float:
    if not values:
        return 0.0
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(round(q * (len(ordered) - 1))))] * 1000


async def main_async(args: argparse.Namespace) -> int:
    dc = load_devchain()
    with Processes() as procs:
        redis_url = procs.redis()
        chain = dc.Devchain(chain_id=84532, die_with_parent=True, log_path=Path(procs.tmp) / "hardhat.log")
        info = chain.start()
        try:
            key = create_key(redis_url)
            base = procs.gateway(
                redis_url, engine=args.engine, pool_size=str(args.pool_size),
                x402_network=info.network, x402_asset=info.asset, x402_asset_name=info.asset_name,
                x402_asset_version=info.asset_version, x402_pay_to=info.pay_to, x402_rpc_url=info.rpc_url,
                x402_relayer_private_key=info.relayer_private_key, x402_receipt_poll_seconds="0.05",
            )
            gateway_pid = procs.procs[-1].pid
            async with aiohttp.ClientSession() as s, s.get(base + "/v1/status") as r:
                status = await r.json()
            pricing = status["payments"]
            price = pricing["base_fee"] + pricing["price_per_claim"]["grounded"]
            payers = [Payer(k, info, price) for k in info.payer_private_keys]
            w3 = dc.rpc_client(info.rpc_url)
            token = info.token(w3)
            pay_to_before = token.functions.balanceOf(info.pay_to).call()

            warm = Stats()  # warm-up: engine, connections, first settlements
            await drive(base, key, payers, argparse.Namespace(**{**vars(args), "max_requests": 60}), warm,
                        time.monotonic() + 10)
            rss_start = rss_kb(gateway_pid)
            stats = Stats()
            t0 = time.monotonic()
            await drive(base, key, payers, args, stats, t0 + args.seconds)
            elapsed = time.monotonic() - t0
            rss_end = rss_kb(gateway_pid)
            # let any settlement of the last requests land before counting the money
            await asyncio.sleep(1)
            received = token.functions.balanceOf(info.pay_to).call() - pay_to_before
        finally:
            chain.stop()

    delivered = warm.paid_delivered + stats.paid_delivered
    errors = sum(stats.errors.values())
    print(f"soak: {elapsed:.1f} s on loopback, engine {status['model']}, keyed x{args.keyed} + paid x{args.paid} "
          f"clients (fresh payments + 20% idempotent replays)")
    print(f"requests {stats.total}  throughput {stats.total / elapsed:.1f} req/s  errors {errors}")
    for kind, values in stats.latencies.items():
        print(f"  {kind:<7} {len(values):6d} req  {len(values) / elapsed:7.1f} req/s  errors {stats.errors[kind]:3d}  "
              f"p50 {pct(values, 0.5):7.1f} ms  p95 {pct(values, 0.95):7.1f} ms  p99 {pct(values, 0.99):7.1f} ms")
    allv = [v for values in stats.latencies.values() for v in values]
    print(f"  all     p50 {pct(allv, 0.5):.1f} ms  p95 {pct(allv, 0.95):.1f} ms  p99 {pct(allv, 0.99):.1f} ms")
    growth = (rss_end - rss_start) / rss_start * 100 if rss_start else 0.0
    print(f"gateway RSS: start {rss_start / 1024:.1f} MiB, end {rss_end / 1024:.1f} MiB ({growth:+.1f}%)")
    charged_ok = received == price * delivered
    print(f"payments: {delivered} paid deliveries x {price} = {price * delivered}; payee received {received} "
          f"({'exact: no double charge' if charged_ok else 'MISMATCH'})")
    for sample in stats.error_samples:
        print("  error sample:", sample)
    ok = errors == 0 and growth < 10 and charged_ok
    print("goal (0 errors, RSS growth < 10%, exact charges):", "met" if ok else "NOT met")
    return 0 if ok else 1


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--seconds", type=float, default=60.0, help="how long to drive traffic")
    parser.add_argument("--max-requests", type=int, default=20_000, help="stop after this many requests")
    parser.add_argument("--keyed", type=int, default=6, help="concurrent keyed clients")
    parser.add_argument("--paid", type=int, default=3, help="concurrent paying clients")
    parser.add_argument("--engine", default="lexical", help="verifier engine of the gateway")
    parser.add_argument("--pool-size", type=int, default=1, help="verifier worker processes")
    sys.exit(asyncio.run(main_async(parser.parse_args())))


if __name__ == "__main__":
    main()
