"""gateway.deadlines.within: the bound holds even when the awaited code swallows its cancellation,
as aiohttp + web3's retry loop do against a stalled RPC (the chain reads before a paid check)."""

from __future__ import annotations

import asyncio
import time
from collections.abc import AsyncIterator

import pytest

from gateway.deadlines import abandoned_count, within
from gateway.payments.chain import make_web3


async def _wait_abandoned_gone(limit_s: float) -> None:
    end = time.monotonic() + limit_s
    while abandoned_count() and time.monotonic() < end:
        await asyncio.sleep(0.05)
    assert abandoned_count() == 0


async def test_result_and_errors_pass_through() -> None:
    async def value() -> int:
        await asyncio.sleep(0)
        return 7

    async def fails() -> None:
        raise ValueError("boom")

    assert await within(1, value()) == 7
    with pytest.raises(ValueError, match="boom"):
        await within(1, fails())
    assert abandoned_count() == 0


async def test_bound_holds_when_the_work_swallows_its_cancellation() -> None:
    swallowed = asyncio.Event()

    async def stubborn() -> str:
        try:
            await asyncio.sleep(5)
        except asyncio.CancelledError:  # what a library's own timeout + retry can amount to
            swallowed.set()
            await asyncio.sleep(0.3)
        return "late"

    t0 = time.monotonic()
    with pytest.raises(TimeoutError):
        await within(0.2, stubborn())
    assert time.monotonic() - t0 < 0.35
    await asyncio.wait_for(swallowed.wait(), 1)
    await _wait_abandoned_gone(2)  # the abandoned work wound down on its own, its result dropped


async def test_caller_cancelled_cancels_the_work() -> None:
    cancelled = asyncio.Event()

    async def work() -> None:
        try:
            await asyncio.sleep(5)
        except asyncio.CancelledError:
            cancelled.set()
            raise

    caller = asyncio.create_task(within(5, work()))
    await asyncio.sleep(0.05)
    caller.cancel()
    with pytest.raises(asyncio.CancelledError):
        await caller
    await asyncio.wait_for(cancelled.wait(), 1)
    await _wait_abandoned_gone(1)


@pytest.fixture
async def stalled_rpc() -> AsyncIterator[str]:
    """A TCP server that accepts and never answers."""
    held: list[asyncio.StreamWriter] = []

    async def hold(_reader: asyncio.StreamReader, writer: asyncio.StreamWriter) -> None:
        held.append(writer)

    server = await asyncio.start_server(hold, "127.0.0.1", 0)
    port = server.sockets[0].getsockname()[1]
    yield f"http://127.0.0.1:{port}"
    for writer in held:
        writer.transport.abort()
    server.close()
    await server.wait_closed()


async def test_web3_read_of_a_stalled_rpc_answers_at_the_bound(stalled_rpc: str) -> None:
    # the gateway's provider, its HTTP timeout equal to the bound: asyncio.timeout(1) around this read
    # was measured returning after 6.9 s (aiohttp's timeout fires in the same loop turn and web3 retries)
    bound = 1.0
    w3 = make_web3(stalled_rpc, bound)
    worst = 0.0
    for _ in range(4):
        t0 = time.monotonic()
        with pytest.raises(TimeoutError):
            await within(bound, w3.eth.get_balance("0x" + "11" * 20))
        worst = max(worst, time.monotonic() - t0)
    assert worst < bound + 0.25, worst
    await _wait_abandoned_gone(12)  # web3's retries end on their own (5 tries x 1 s + back-off)
    await w3.provider.disconnect()
