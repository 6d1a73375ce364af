"""VerifierPool.run_task: generic work in worker processes with the run_check semantics."""

from __future__ import annotations

import os
import time

import pytest

from verifier.pool import CheckTimeout, VerifierPool, worker_engine


def _whoami(x: int) -> tuple[int, int, str]:
    return os.getpid(), x * 2, worker_engine().name


def _sleep(s: float) -> None:
    time.sleep(s)


async def test_run_task_runs_in_a_worker_with_the_engine_and_times_out() -> None:
    pool = VerifierPool(size=1, engine_name="lexical", queue_limit=4)
    await pool.start()
    try:
        pid, doubled, engine = await pool.run_task(_whoami, 21, deadline_s=10)
        assert pid != os.getpid() and doubled == 42 and engine == "lexical"
        with pytest.raises(CheckTimeout):
            await pool.run_task(_sleep, 5.0, deadline_s=0.2)
        assert (await pool.run_task(_whoami, 1, deadline_s=10))[1] == 2  # a fresh executor took over
    finally:
        await pool.close()
