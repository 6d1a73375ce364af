"""The worker pool, with real worker processes (test engines enabled by env var)."""

from __future__ import annotations

import asyncio
import time

import pytest

from verifier.pool import CheckTimeout, PoolBusy, VerifierPool, WorkerCrashed

CTX = "The sky is blue today. Grass is green."


@pytest.fixture
async def pool(monkeypatch: pytest.MonkeyPatch):
    monkeypatch.setenv("GROUNDCHECK_ENABLE_TEST_ENGINES", "1")
    p = VerifierPool(size=2, engine_name="test", queue_limit=3)
    await p.start()
    yield p
    await p.close()


def _alive(pids: list) -> list:
    return [p for p in pids if p.is_alive()]


async def test_check_runs_in_worker(pool: VerifierPool) -> None:
    (v,) = await pool.run_check(["The sky is blue."], CTX, deadline_s=10)
    assert v.verdict == "supported"
    assert pool.model_used == "groundcheck-test"
    assert pool.stats() | {} == {**pool.stats(), "size": 2, "busy": 0, "queued": 0}


async def test_started_workers_answer_fast(pool: VerifierPool) -> None:
    t = time.perf_counter()
    await asyncio.gather(*(pool.run_check(["Grass is green."], CTX, 10) for _ in range(2)))
    assert time.perf_counter() - t < 0.5


async def test_deadline_then_recovers(pool: VerifierPool) -> None:
    t = time.perf_counter()
    with pytest.raises(CheckTimeout):
        await pool.run_check(["__sleep__ 60"], CTX, deadline_s=0.3)
    assert time.perf_counter() - t < 2
    assert pool.stats()["restarts"] == 1
    (v,) = await pool.run_check(["Grass is green."], CTX, deadline_s=10)
    assert v.verdict == "supported"
    await asyncio.sleep(0.2)
    assert all(not p.is_alive() for g in pool._old for p in g.procs)  # hung worker was killed
    assert pool._old == []


async def test_crash_is_reported_and_pool_replaced(pool: VerifierPool) -> None:
    with pytest.raises(WorkerCrashed):
        await pool.run_check(["__crash__"], CTX, deadline_s=10)
    (v,) = await pool.run_check(["Grass is green."], CTX, deadline_s=10)
    assert v.verdict == "supported"
    assert pool.stats()["restarts"] == 1


async def test_bounded_queue(pool: VerifierPool) -> None:
    tasks = [asyncio.create_task(pool.run_check(["__sleep__ 0.4"], CTX, 10)) for _ in range(3)]
    await asyncio.sleep(0.1)
    st = pool.stats()
    assert (st["busy"], st["queued"]) == (2, 1)
    with pytest.raises(PoolBusy):
        await pool.run_check(["Grass is green."], CTX, 10)
    results = await asyncio.gather(*tasks)
    assert all(r[0].verdict == "unsupported" for r in results)
    assert pool.stats()["busy"] == pool.stats()["queued"] == 0


async def test_queued_check_times_out_without_restart(pool: VerifierPool) -> None:
    slow = [asyncio.create_task(pool.run_check(["__sleep__ 0.6"], CTX, 10)) for _ in range(2)]
    await asyncio.sleep(0.1)
    # Both workers are busy; the third waits in the executor's queue (or is handed over).
    with pytest.raises(CheckTimeout):
        await pool.run_check(["Grass is green."], CTX, deadline_s=0.05)
    for r in await asyncio.gather(*slow, return_exceptions=True):
        assert not isinstance(r, BaseException) or isinstance(r, CheckTimeout | WorkerCrashed)


async def test_sleep_and_crash_engines(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("GROUNDCHECK_ENABLE_TEST_ENGINES", "1")
    p = VerifierPool(1, "test-sleep", queue_limit=2, engine_options={"sleep_s": 5})
    await p.start()
    try:
        with pytest.raises(CheckTimeout):
            await p.run_check(["x"], CTX, 0.2)
    finally:
        await p.close()
    p = VerifierPool(1, "test-crash", queue_limit=2)
    await p.start()
    try:
        with pytest.raises(WorkerCrashed):
            await p.run_check(["x"], CTX, 10)
    finally:
        await p.close()


async def test_unknown_engine_fails_at_start(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.delenv("GROUNDCHECK_ENABLE_TEST_ENGINES", raising=False)
    p = VerifierPool(1, "test-crash", queue_limit=2)  # test engines disabled: unknown name
    with pytest.raises(RuntimeError):
        await p.start()
    await p.close()


async def test_closed_pool_refuses() -> None:
    p = VerifierPool(1, "lexical", queue_limit=2)
    await p.start()
    (v,) = await p.run_check(["Grass is green."], CTX, 10)
    assert v.verdict == "supported"
    await p.close()
    with pytest.raises(RuntimeError):
        await p.run_check(["x"], CTX, 1)
