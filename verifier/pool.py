"""In-process pool of verifier worker processes, driven from asyncio.

Each worker builds its engine once (process initializer) and keeps it in a module global.
:meth:`VerifierPool.run_check` never blocks the event loop and never hangs:

* more than ``queue_limit`` checks admitted at once (running + waiting) -> :class:`PoolBusy`;
* the deadline passes -> :class:`CheckTimeout`. If the check had already started, its
  executor is retired: new checks go to a fresh executor, and the old one's processes are
  killed as soon as no other admitted check still waits on them (a hung worker cannot stay);
* a worker dies -> :class:`WorkerCrashed` for the checks it took down; the executor is replaced.
"""

from __future__ import annotations

import asyncio
import logging
import multiprocessing
import os
import time
from collections.abc import Callable, Sequence
from concurrent.futures import Future, ProcessPoolExecutor
from concurrent.futures.process import BrokenProcessPool
from dataclasses import dataclass, field
from typing import TypeVar

from verifier.registry import TEST_ENGINES_ENV, load_engine
from verifier.types import ClaimVerdict, Engine

__all__ = ["VerifierPool", "PoolBusy", "CheckTimeout", "WorkerCrashed", "worker_engine"]

log = logging.getLogger(__name__)

T = TypeVar("T")


class PoolBusy(Exception):
    """Too many checks admitted: the caller should answer 503 with Retry-After."""


class CheckTimeout(Exception):
    """The check did not finish before its deadline (answer 504)."""


class WorkerCrashed(Exception):
    """The worker process running the check died; the pool has been replaced."""


# ----------------------------------------------------------------------------- worker side

_ENGINE: Engine | None = None


def _init_worker(engine_name: str, options: dict, env: dict[str, str | None]) -> None:
    global _ENGINE
    for key, value in env.items():  # the forkserver may hold an older environment
        if value is None:
            os.environ.pop(key, None)
        else:
            os.environ[key] = value
    _ENGINE = load_engine(engine_name, **options)


def worker_engine() -> Engine:
    """The engine of the current worker process (for tasks submitted with :meth:`VerifierPool.run_task`)."""
    assert _ENGINE is not None, "worker_engine() is only available inside a pool worker"
    return _ENGINE


def _warm(pause_s: float) -> tuple[int, str]:
    assert _ENGINE is not None
    time.sleep(pause_s)  # keep this worker busy so the next warm-up task reaches another one
    return os.getpid(), _ENGINE.model_used


def _run(claims: list[str], context: str) -> list[ClaimVerdict]:
    assert _ENGINE is not None
    return _ENGINE.check_batch(claims, context)


# ----------------------------------------------------------------------------- parent side


@dataclass(eq=False)
class _Generation:
    """One ProcessPoolExecutor and the futures admitted checks still wait on."""

    executor: ProcessPoolExecutor
    active: set[Future] = field(default_factory=set)
    retired: bool = False
    procs: list = field(default_factory=list)  # snapshot taken when retired (shutdown drops them)


class VerifierPool:
    """A bounded pool of engine worker processes.

    ``queue_limit`` bounds the checks admitted at once (running + waiting); the next one gets
    :class:`PoolBusy`. ``engine_options`` are passed to ``load_engine`` in every worker.
    """

    def __init__(
        self,
        size: int,
        engine_name: str,
        queue_limit: int,
        engine_options: dict | None = None,
        start_method: str = "forkserver",
    ) -> None:
        if size < 1:
            raise ValueError("pool size must be >= 1")
        self.size = size
        self.engine_name = engine_name
        self.queue_limit = queue_limit
        self.engine_options = dict(engine_options or {})
        self._ctx = multiprocessing.get_context(start_method)
        self._gen: _Generation | None = None
        self._old: list[_Generation] = []
        self._pending = 0
        self._closed = False
        self.model_used: str | None = None
        self.restarts = 0
        self._tasks: set[asyncio.Task] = set()  # background warm-ups (kept referenced)

    # -------------------------------------------------------------- lifecycle

    def _new_generation(self) -> _Generation:
        env = {TEST_ENGINES_ENV: os.environ.get(TEST_ENGINES_ENV)}
        executor = ProcessPoolExecutor(
            max_workers=self.size,
            mp_context=self._ctx,
            initializer=_init_worker,
            initargs=(self.engine_name, self.engine_options, env),
        )
        return _Generation(executor)

    def _current(self) -> _Generation:
        if self._gen is None:
            self._gen = self._new_generation()
        return self._gen

    async def start(self, timeout_s: float = 120.0) -> None:
        """Start every worker and load its engine now, so the first check pays no load time.

        Raises ``RuntimeError`` if the engine cannot be loaded in a worker.
        """
        gen = self._current()
        pids: set[int] = set()
        try:
            async with asyncio.timeout(timeout_s):
                for _ in range(5):
                    futs = [asyncio.wrap_future(gen.executor.submit(_warm, 0.05)) for _ in range(self.size)]
                    for pid, model_used in await asyncio.gather(*futs):
                        pids.add(pid)
                        self.model_used = model_used
                    if len(pids) >= self.size:
                        break
        except BrokenProcessPool as exc:
            self._retire(gen)
            raise RuntimeError(f"verifier engine {self.engine_name!r} failed to start in a worker") from exc

    async def close(self) -> None:
        """Stop all workers (running checks are abandoned)."""
        self._closed = True
        for task in list(self._tasks):
            task.cancel()
        gens = [g for g in [self._gen, *self._old] if g is not None]
        self._gen, self._old = None, []
        procs = []
        for g in gens:
            procs.extend(g.procs or (getattr(g.executor, "_processes", None) or {}).values())
            g.executor.shutdown(wait=False, cancel_futures=True)
        await asyncio.to_thread(_join_or_kill, procs, 0.5)

    # -------------------------------------------------------------- checks

    async def run_check(self, claims: Sequence[str], context: str, deadline_s: float) -> list[ClaimVerdict]:
        """Run ``engine.check_batch(claims, context)`` in a worker within ``deadline_s`` seconds."""
        return await self.run_task(_run, list(claims), context, deadline_s=deadline_s)

    async def run_task(self, fn: Callable[..., T], *args: object, deadline_s: float) -> T:
        """Run ``fn(*args)`` in a worker within ``deadline_s`` seconds (same admission, timeout and
        crash handling as :meth:`run_check`). ``fn`` must be a picklable module-level function; it
        can reach the worker's engine through :func:`worker_engine`."""
        if self._closed:
            raise RuntimeError("verifier pool is closed")
        if self._pending >= self.queue_limit:
            raise PoolBusy(f"{self._pending} checks already admitted (limit {self.queue_limit})")
        self._pending += 1
        try:
            gen = self._current()
            try:
                cfut = gen.executor.submit(fn, *args)
            except (BrokenProcessPool, RuntimeError) as exc:
                self._retire(gen)
                raise WorkerCrashed("the verifier pool was broken; it has been restarted") from exc
            gen.active.add(cfut)
            try:
                return await asyncio.wait_for(asyncio.wrap_future(cfut), timeout=deadline_s)
            except TimeoutError:
                if not cfut.cancelled():
                    self._retire(gen)  # it was running (maybe hung): its process must go
                raise CheckTimeout(f"check did not finish within {deadline_s:g} s") from None
            except BrokenProcessPool as exc:
                self._retire(gen)
                raise WorkerCrashed("a verifier worker process died during the check") from exc
            finally:
                gen.active.discard(cfut)
                self._reap_idle()
        finally:
            self._pending -= 1

    def stats(self) -> dict:
        """Pool size, checks running in a worker (busy) and admitted but waiting (queued)."""
        gens = [g for g in [self._gen, *self._old] if g is not None]
        # The executor marks one extra call per pool as running before a worker takes it.
        busy = sum(1 for g in gens for f in g.active if f.running())
        busy = min(busy, self.size, self._pending)
        return {
            "size": self.size,
            "busy": busy,
            "queued": self._pending - busy,
            "queue_limit": self.queue_limit,
            "engine": self.engine_name,
            "model_used": self.model_used,
            "restarts": self.restarts,
        }

    # -------------------------------------------------------------- replacement

    def _retire(self, gen: _Generation) -> None:
        """Stop sending work to ``gen``; a fresh executor takes new checks."""
        if gen.retired:
            return
        gen.retired = True
        if self._gen is gen:
            self._gen = None
            self.restarts += 1
            log.warning("verifier pool: replacing worker processes (restart %d)", self.restarts)
            if not self._closed:
                self._gen = self._new_generation()
                task = asyncio.get_running_loop().create_task(self._rewarm(self._gen))
                self._tasks.add(task)
                task.add_done_callback(self._tasks.discard)
        gen.procs = list((getattr(gen.executor, "_processes", None) or {}).values())
        self._old.append(gen)
        gen.executor.shutdown(wait=False)

    def _reap_idle(self) -> None:
        """Kill the processes of retired executors nobody waits on any more."""
        keep = []
        for g in self._old:
            if g.active:
                keep.append(g)
                continue
            for p in g.procs:
                if p.is_alive():
                    p.kill()
        self._old = keep

    async def _rewarm(self, gen: _Generation) -> None:
        try:
            await asyncio.gather(*(asyncio.wrap_future(gen.executor.submit(_warm, 0.05)) for _ in range(self.size)))
        except Exception:  # a failing warm-up shows up again on the next real check
            log.exception("verifier pool: warm-up after restart failed")


def _join_or_kill(procs: list, grace_s: float) -> None:
    """Let idle workers exit on their own for ``grace_s``, then SIGKILL the rest."""
    deadline = time.monotonic() + grace_s
    for p in procs:
        p.join(max(0.0, deadline - time.monotonic()))
    for p in procs:
        if p.is_alive():
            p.kill()
            p.join(1.0)
