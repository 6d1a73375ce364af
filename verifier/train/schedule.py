"""The trainer's learning-rate schedule: linear warm-up, then linear decay to 0, both measured against whichever
budget runs out first, the steps or the wall clock.

Warm-up used to count steps only (6% of ``--max-steps``), so a run with a generous step budget stopped by the clock
spent its budget warming up: with ``--max-steps 20000`` and a 55-minute stop at ~2 s a step, the LR would have peaked
near a third of ``--lr`` (session 45). Torch-free, so it is tested without the ``train`` extra.
"""

from __future__ import annotations

import time
from collections.abc import Callable
from typing import Any

__all__ = ["TimeAwareSchedule"]


class TimeAwareSchedule:
    """Sets ``lr = peak * min(1, progress / warmup) * (1 - progress)`` on every optimizer group after each step, where
    progress is the larger of the step fraction and the elapsed fraction of the time budget (``budget_s`` 0: steps
    only): the LR reaches its peak after ``warmup`` of the shorter budget and 0 when that budget runs out, even on a
    machine slower than planned."""

    def __init__(self, opt: Any, peak: float, max_steps: int, budget_s: float, warmup: float = 0.06,
                 clock: Callable[[], float] = time.time) -> None:
        if max_steps < 1 or peak < 0 or budget_s < 0 or not 0 < warmup < 1:
            raise ValueError("max_steps >= 1, peak >= 0, budget_s >= 0 and 0 < warmup < 1 are required")
        self.opt, self.peak, self.max_steps = opt, peak, max_steps
        self.budget_s, self.warmup, self.clock = budget_s, warmup, clock
        self.step_n, self.start, self.elapsed = 0, clock(), 0.0
        self._set(0.0)

    def progress(self) -> float:
        frac = self.step_n / self.max_steps
        if self.budget_s:
            frac = max(frac, self.elapsed / self.budget_s)
        return min(1.0, frac)

    def _set(self, lr: float) -> None:
        for g in self.opt.param_groups:
            g["lr"] = lr

    def step(self) -> None:
        self.step_n += 1
        self.elapsed = self.clock() - self.start
        p = self.progress()
        self._set(self.peak * min(1.0, p / self.warmup) * max(0.0, 1 - p))

    def get_last_lr(self) -> list[float]:
        return [self.opt.param_groups[0]["lr"]]

    def state_dict(self) -> dict:
        return {"step_n": self.step_n, "elapsed": self.elapsed}

    def load_state_dict(self, st: dict) -> None:
        self.step_n, self.elapsed = st["step_n"], st["elapsed"]
