"""Faults on real gateway processes: Redis stopped, the chain RPC unreachable or slow (through a TCP proxy
the test controls) with a crash and restart while a settlement is pending, a worker killed mid-check,
and the request deadline. Paid requests are never delivered unpaid and never charged twice."""

from __future__ import annotations

import asyncio
import base64
import json
import os
import signal
import threading
import time
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import aiohttp
import pytest
import redis as redis_sync
from redis.asyncio import Redis
from web3 import Web3

from gateway.keys import KeyStore
from gateway.payments import codes
from gateway.ratelimit import RateSpec
from tests.chain_fixtures import authorization_state, mine, new_funded_payer, set_automine, token_balances
from tests.conftest import free_port
from tests.live import LiveGateway
from tests.reliability.conftest import LIVE_ENV, PRICE, pay_header, x402_env
from tests.reliability.test_attack_matrix import CONTEXT, stored_checks_of

JSON = {"Content-Type": "application/json"}


def body(claim: str) -> bytes:
    return json.dumps({"claim": claim, "context": CONTEXT}).encode()


BODY = body("The Eiffel Tower is in Paris.")


async def post(url: str, data: bytes, headers: dict[str, str], timeout: float = 60) -> tuple[int, Any, Any]:
    async with aiohttp.ClientSession(timeout=aiohttp.ClientTimeout(total=timeout)) as s, \
            s.post(url, data=data, headers={**JSON, **headers}) as r:
        return r.status, await r.json(), r.headers


async def new_key(redis_url: str, rate: str = "1000/min") -> str:
    redis = Redis.from_url(redis_url)
    raw, _ = await KeyStore(redis).create("faults", RateSpec.parse(rate))
    await redis.aclose()
    return raw


def nonce_of(hdrs: dict[str, str]) -> str:
    return json.loads(base64.b64decode(hdrs["PAYMENT-SIGNATURE"]))["payload"]["authorization"]["nonce"]


def payment_records(redis_url: str, payer: str) -> dict[str, dict[str, str]]:
    client = redis_sync.Redis.from_url(redis_url, decode_responses=True)
    try:
        return {k: client.hgetall(k) for k in client.scan_iter(f"gc:x402:pay:{payer.lower()}:*")}
    finally:
        client.close()


# ------------------------------------------------------------------ Redis stopped
async def test_redis_stopped_mid_run_fails_closed_then_recovers(
    live_paid: LiveGateway, redis_server: Any, redis_url: str, devchain: Any, devchain_w3: Web3
) -> None:
    url = live_paid.base_url + "/check"
    key = await new_key(redis_url)
    payer = new_funded_payer(devchain, w3=devchain_w3)
    before = token_balances(devchain, payer.address, devchain.pay_to, w3=devchain_w3)
    statuses: list[int] = []
    stop = asyncio.Event()

    async def traffic() -> None:  # keyed requests keep coming while Redis goes away and comes back
        while not stop.is_set():
            statuses.append((await post(url, BODY, {"x-api-key": key}))[0])

    runner = asyncio.create_task(traffic())
    await asyncio.sleep(0.5)
    redis_server.stop()
    try:
        status, err, headers = await post(url, BODY, {"x-api-key": key})
        assert status == 503 and err["source"] == "server" and headers["Retry-After"]
        paid = pay_header(devchain, payer)
        status, err, _ = await post(url, BODY, paid)
        assert status == 503 and "data" not in err
        assert (await post(url, BODY, {}))[0] == 402  # the price is still discoverable
        await asyncio.sleep(0.5)
    finally:
        redis_server.start()  # an empty Redis: no persistence in tests, so the key is gone
    await asyncio.sleep(0.5)
    stop.set()
    await runner
    assert set(statuses) <= {200, 401, 503} and 503 in statuses and 200 in statuses, statuses
    assert token_balances(devchain, payer.address, devchain.pay_to, w3=devchain_w3) == before
    assert not authorization_state(devchain, payer.address, nonce_of(paid), devchain_w3)

    key = await new_key(redis_url)
    assert (await post(url, BODY, {"x-api-key": key}))[0] == 200
    status, result, _ = await post(url, BODY, paid)  # the refused payment is still good, and charged once
    assert status == 200 and result["data"]["verdict"]
    after = token_balances(devchain, payer.address, devchain.pay_to, w3=devchain_w3)
    assert (before[0] - after[0], after[1] - before[1]) == (PRICE, PRICE)


# ------------------------------------------------------------------ chain RPC unreachable / slow
class RpcProxy:
    """A loopback TCP proxy to the chain RPC, in its own thread: ``pass``, ``stall`` (accept, never
    answer) or ``down`` (accept and drop). Changing the mode cuts every open connection."""

    def __init__(self, target_port: int) -> None:
        self.target_port = target_port
        self.port = free_port()
        self.mode = "pass"
        self._open: set[asyncio.StreamWriter] = set()
        self._loop = asyncio.new_event_loop()
        self._ready = threading.Event()
        self._thread = threading.Thread(target=self._run, daemon=True)

    @property
    def url(self) -> str:
        return f"http://127.0.0.1:{self.port}"

    def start(self) -> RpcProxy:
        self._thread.start()
        assert self._ready.wait(10)
        return self

    def _run(self) -> None:
        asyncio.set_event_loop(self._loop)
        server = self._loop.run_until_complete(asyncio.start_server(self._handle, "127.0.0.1", self.port))
        self._ready.set()
        self._loop.run_forever()
        server.close()

    def set_mode(self, mode: str) -> None:
        done = threading.Event()

        def apply() -> None:
            self.mode = mode
            for writer in list(self._open):
                writer.transport.abort()
            self._open.clear()
            done.set()

        self._loop.call_soon_threadsafe(apply)
        assert done.wait(5)

    def stop(self) -> None:
        self.set_mode("down")
        self._loop.call_soon_threadsafe(self._loop.stop)
        self._thread.join(5)

    async def _handle(self, reader: asyncio.StreamReader, writer: asyncio.StreamWriter) -> None:
        if self.mode == "down":
            writer.transport.abort()
            return
        self._open.add(writer)
        if self.mode == "stall":
            while await reader.read(65536):
                pass
            return
        try:
            up_reader, up_writer = await asyncio.open_connection("127.0.0.1", self.target_port)
        except OSError:
            writer.transport.abort()
            return
        self._open.add(up_writer)

        async def pipe(src: asyncio.StreamReader, dst: asyncio.StreamWriter) -> None:
            try:
                while data := await src.read(65536):
                    dst.write(data)
                    await dst.drain()
            except OSError:
                pass
            finally:
                dst.transport.abort()

        await asyncio.gather(pipe(reader, up_writer), pipe(up_reader, writer))


@pytest.fixture
def rpc_proxy(devchain: Any) -> Iterator[RpcProxy]:
    proxy = RpcProxy(devchain.port).start()
    yield proxy
    proxy.stop()


def wait_for(predicate: Any, timeout: float, what: str) -> None:
    deadline = time.monotonic() + timeout
    while not predicate():
        if time.monotonic() > deadline:
            raise AssertionError(f"timed out waiting for {what}")
        time.sleep(0.2)


async def test_rpc_slow_or_unreachable_then_crash_with_a_pending_settlement_and_restart(
    rpc_proxy: RpcProxy, devchain: Any, devchain_w3: Web3, redis_url: str, tmp_path: Path
) -> None:
    env = {**LIVE_ENV, **x402_env(devchain, GROUNDCHECK_X402_RPC_URL=rpc_proxy.url,
                                  GROUNDCHECK_X402_RPC_TIMEOUT_SECONDS="2",
                                  GROUNDCHECK_X402_VERIFY_TIMEOUT_SECONDS="2",
                                  GROUNDCHECK_X402_RECEIPT_TIMEOUT_SECONDS="2",
                                  GROUNDCHECK_X402_RECONCILE_INTERVAL_SECONDS="1")}
    gw = LiveGateway(redis_url, tmp_path / "gw1.log", env).start()
    url = gw.base_url + "/check"
    payer = new_funded_payer(devchain, w3=devchain_w3)
    before = token_balances(devchain, payer.address, devchain.pay_to, w3=devchain_w3)
    try:
        for mode in ("stall", "down"):  # slow, then unreachable: refused before any work, nothing reserved
            rpc_proxy.set_mode(mode)
            t0 = time.monotonic()
            status, err, _ = await post(url, BODY, pay_header(devchain, payer))
            assert time.monotonic() - t0 < 4  # bounded by the verify timeout, whatever web3 retries
            assert status == 503 and err["error"] == codes.UNEXPECTED_VERIFY_ERROR and "data" not in err, err
            assert payment_records(redis_url, payer.address) == {}
        rpc_proxy.set_mode("pass")

        # the transfer is sent but not mined within the receipt timeout: 202 pending, no result
        hdrs = pay_header(devchain, payer)
        set_automine(devchain, False)
        try:
            status, pending, headers = await post(url, BODY, hdrs)
            assert status == 202 and pending["error"] == codes.SETTLEMENT_PENDING and "data" not in pending
            tx = pending["transaction"]
            status, again, _ = await post(url, BODY, hdrs)  # a retry meanwhile is still pending, not re-sent
            assert status == 202 and again["transaction"] == tx
            assert token_balances(devchain, payer.address, devchain.pay_to, w3=devchain_w3) == before
        finally:
            gw.proc.kill()  # the gateway crashes with the settlement pending
            gw.stop()
            set_automine(devchain, True)
        mine(devchain)  # the journaled tx is mined while no gateway runs
        (record,) = payment_records(redis_url, payer.address).values()
        assert record["state"] == "broadcast" and record["tx"] == tx  # the journal survived the crash

        # restart with the RPC unreachable: degraded, paid requests refused, nothing delivered
        rpc_proxy.set_mode("down")
        gw = LiveGateway(redis_url, tmp_path / "gw2.log", env).start()
        url = gw.base_url + "/check"
        status, err, _ = await post(url, BODY, hdrs)
        assert status == 503 and err["error"] == "payments_unavailable" and "data" not in err
        rpc_proxy.set_mode("pass")  # the RPC comes back: the reconciler resolves the journaled tx
        wait_for(lambda: next(iter(payment_records(redis_url, payer.address).values()))["state"] == "settled",
                 30, "the reconciler to settle the journaled tx")
        status, result, headers = await post(url, BODY, hdrs)
        assert status == 200 and result["data"]["verdict"]
        settle = json.loads(base64.b64decode(headers["PAYMENT-RESPONSE"]))
        assert settle["success"] is True and settle["transaction"] == tx
    finally:
        gw.stop()
    after = token_balances(devchain, payer.address, devchain.pay_to, w3=devchain_w3)
    assert (before[0] - after[0], after[1] - before[1]) == (PRICE, PRICE)  # charged exactly once
    assert stored_checks_of(redis_url, payer.address) == 1
    assert "Traceback" not in gw.logs()


# ------------------------------------------------------------------ worker killed, deadline
def _children(pid: int) -> list[int]:
    out = []
    for entry in os.listdir("/proc"):
        if not entry.isdigit():
            continue
        try:
            stat = Path(f"/proc/{entry}/stat").read_text()
        except OSError:
            continue
        if int(stat.rsplit(")", 1)[1].split()[1]) == pid:
            out.append(int(entry))
    return out


def worker_pids(gateway_pid: int) -> list[int]:
    """The verifier workers: children of the gateway's multiprocessing forkserver."""
    pids = []
    for child in _children(gateway_pid):
        try:
            cmdline = Path(f"/proc/{child}/cmdline").read_bytes()
        except OSError:
            continue
        if b"forkserver" in cmdline:
            pids += _children(child)
    return pids


async def _kill_workers_after(gateway_pid: int, delay: float) -> int:
    await asyncio.sleep(delay)
    pids = worker_pids(gateway_pid)
    for pid in pids:
        os.kill(pid, signal.SIGKILL)
    return len(pids)


async def test_worker_killed_mid_check_fails_that_request_and_the_pool_recovers(
    live_paid: LiveGateway, redis_url: str, devchain: Any, devchain_w3: Web3
) -> None:
    url = live_paid.base_url + "/check"
    key = await new_key(redis_url)
    assert worker_pids(live_paid.proc.pid)
    (status, err, _), killed = await asyncio.gather(post(url, body("__sleep__ 2.5"), {"x-api-key": key}),
                                                    _kill_workers_after(live_paid.proc.pid, 1.0))
    assert killed >= 1 and status == 500 and err["source"] == "verifier", err
    assert (await post(url, BODY, {"x-api-key": key}))[0] == 200  # the pool recovered

    payer = new_funded_payer(devchain, w3=devchain_w3)
    before = token_balances(devchain, payer.address, devchain.pay_to, w3=devchain_w3)
    hdrs = pay_header(devchain, payer)
    (status, err, _), killed = await asyncio.gather(post(url, body("__sleep__ 2.5"), hdrs),
                                                    _kill_workers_after(live_paid.proc.pid, 1.2))
    assert killed >= 1 and status == 500 and "data" not in err, err
    assert token_balances(devchain, payer.address, devchain.pay_to, w3=devchain_w3) == before
    assert not authorization_state(devchain, payer.address, nonce_of(hdrs), devchain_w3)
    assert payment_records(redis_url, payer.address) == {}  # the reservation was released
    status, result, _ = await post(url, BODY, pay_header(devchain, payer))
    assert status == 200 and result["data"]["verdict"]


async def test_request_deadline_is_504_and_nothing_is_settled(
    live_paid: LiveGateway, redis_url: str, devchain: Any, devchain_w3: Web3
) -> None:
    url = live_paid.base_url + "/check"
    payer = new_funded_payer(devchain, w3=devchain_w3)
    before = token_balances(devchain, payer.address, devchain.pay_to, w3=devchain_w3)
    hdrs = pay_header(devchain, payer)
    t0 = time.monotonic()
    status, err, _ = await post(url, body("__sleep__ 5"), hdrs)
    assert status == 504 and err["source"] == "verifier" and "data" not in err, err
    assert time.monotonic() - t0 < 4.5  # the 3 s deadline, not the 5 s check
    assert token_balances(devchain, payer.address, devchain.pay_to, w3=devchain_w3) == before
    assert not authorization_state(devchain, payer.address, nonce_of(hdrs), devchain_w3)
    assert payment_records(redis_url, payer.address) == {}
    assert stored_checks_of(redis_url, payer.address) == 0
    key = await new_key(redis_url)
    status, err, _ = await post(url, body("__sleep__ 5"), {"x-api-key": key})
    assert status == 504
    assert (await post(url, BODY, {"x-api-key": key}))[0] == 200  # the hung worker was replaced


async def test_sigterm_drains_an_in_flight_paid_check_and_its_settlement(
    devchain: Any, devchain_w3: Web3, redis_url: str, tmp_path: Path
) -> None:
    """tests/reliability/test_shutdown_and_replicas.py drains a keyed check; this one is paid."""
    gw = LiveGateway(redis_url, tmp_path / "gw.log", {**LIVE_ENV, **x402_env(devchain)}).start()
    payer = new_funded_payer(devchain, w3=devchain_w3)
    before = token_balances(devchain, payer.address, devchain.pay_to, w3=devchain_w3)
    try:
        in_flight = asyncio.ensure_future(post(gw.base_url + "/check", body("__sleep__ 1.5"),
                                               pay_header(devchain, payer)))
        await asyncio.sleep(0.8)
        gw.terminate()
        status, result, headers = await in_flight
        assert status == 200 and result["data"]["verdict"], result
        assert json.loads(base64.b64decode(headers["PAYMENT-RESPONSE"]))["success"] is True
        assert await asyncio.to_thread(gw.proc.wait, 30) == 0
    finally:
        gw.stop()
    after = token_balances(devchain, payer.address, devchain.pay_to, w3=devchain_w3)
    assert (before[0] - after[0], after[1] - before[1]) == (PRICE, PRICE)
    assert stored_checks_of(redis_url, payer.address) == 1
