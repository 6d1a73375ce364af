"""The trainer's LR schedule: warm-up and decay against whichever budget, steps or wall clock, runs out first."""

from __future__ import annotations

import pytest

from verifier.train.schedule import TimeAwareSchedule


class ParamGroups:
    """What the schedule touches of a torch optimizer: its ``param_groups`` (the trainer passes AdamW)."""

    def __init__(self, n: int = 2) -> None:
        self.param_groups = [{"lr": 1.0} for _ in range(n)]


class Clock:
    def __init__(self) -> None:
        self.now = 1000.0

    def __call__(self) -> float:
        return self.now


def run(sched: TimeAwareSchedule, clock: Clock, steps: int, seconds_per_step: float) -> list[float]:
    lrs = []
    for _ in range(steps):
        clock.now += seconds_per_step
        sched.step()
        lrs.append(sched.get_last_lr()[0])
    return lrs


def test_a_clock_stopped_run_reaches_its_peak_early_and_ends_at_zero() -> None:
    # 20,000 steps asked for, a 100-second budget at 1 s a step: the clock decides. The old step-counted warm-up
    # (6% of 20,000 = 1,200 steps) would have held the LR under 100/1200 of the peak for the whole run.
    clock, opt = Clock(), ParamGroups()
    sched = TimeAwareSchedule(opt, peak=3e-5, max_steps=20_000, budget_s=100, clock=clock)
    assert opt.param_groups[0]["lr"] == 0.0
    lrs = run(sched, clock, 100, 1.0)
    assert max(lrs) == pytest.approx(3e-5 * (1 - 0.06), rel=0.02)  # peak at 6% of the budget
    assert lrs.index(max(lrs)) == 5  # step 6 of 100
    assert lrs[-1] == 0.0
    assert all(g["lr"] == lrs[-1] for g in opt.param_groups)


def test_a_step_bounded_run_warms_up_over_its_steps() -> None:
    clock, opt = Clock(), ParamGroups(1)
    sched = TimeAwareSchedule(opt, peak=1.0, max_steps=100, budget_s=0, clock=clock)
    lrs = run(sched, clock, 100, 50.0)  # no budget: the clock does not matter
    assert lrs[2] == pytest.approx(0.5 * 0.97)  # step 3 of a 6-step warm-up
    assert max(lrs) == pytest.approx(0.94)
    assert lrs[-1] == 0.0
    assert all(a < b for a, b in zip(lrs[:5], lrs[1:6], strict=True))
    assert all(a > b for a, b in zip(lrs[6:-1], lrs[7:], strict=True))


def test_a_slow_machine_decays_by_the_clock_not_the_steps() -> None:
    clock, opt = Clock(), ParamGroups(1)
    sched = TimeAwareSchedule(opt, peak=1.0, max_steps=1000, budget_s=100, clock=clock)
    lrs = run(sched, clock, 10, 10.0)  # 10 steps use the whole budget
    assert lrs[-1] == 0.0
    assert lrs[4] == pytest.approx(0.5)  # half the budget gone: half the peak


def test_resuming_continues_the_schedule() -> None:
    clock, opt = Clock(), ParamGroups(1)
    first = TimeAwareSchedule(opt, peak=1.0, max_steps=200, budget_s=0, clock=clock)
    run(first, clock, 50, 1.0)
    resumed = TimeAwareSchedule(ParamGroups(1), peak=1.0, max_steps=200, budget_s=0, clock=clock)
    resumed.load_state_dict(first.state_dict())
    run(first, clock, 1, 1.0)
    run(resumed, clock, 1, 1.0)
    assert resumed.get_last_lr() == first.get_last_lr() == [pytest.approx(1 - 51 / 200)]


@pytest.mark.parametrize("kwargs", [{"max_steps": 0}, {"peak": -1.0}, {"budget_s": -5.0}, {"warmup": 0.0},
                                    {"warmup": 1.0}])
def test_impossible_settings_are_refused(kwargs: dict) -> None:
    args = {"peak": 1.0, "max_steps": 10, "budget_s": 0.0} | kwargs
    with pytest.raises(ValueError):
        TimeAwareSchedule(ParamGroups(), **args)
