"""Run CPU-heavy endpoint work in the verifier worker pool, never on the event loop."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field
from typing import TypeVar

from gateway.payments import WorkOutcome
from gateway.services import Services
from verifier.pool import CheckTimeout, PoolBusy, WorkerCrashed

T = TypeVar("T")
P = TypeVar("P")


@dataclass
class PoolFailure(Exception):
    """The pool could not run the task: status, message and extra fields for the error body."""

    status: int
    message: str
    source: str
    extra: dict = field(default_factory=dict)

    def outcome(self) -> WorkOutcome:
        """The gateway's usual JSON error body ({error, source, ...}); never settled by payments."""
        return WorkOutcome(self.status, {"error": self.message, "source": self.source, **self.extra})


async def offload(services: Services, fn: Callable[..., T], *args: object) -> T:
    """``fn(*args)`` in a worker within the request deadline; pool failures become :class:`PoolFailure`."""
    deadline = services.settings.request_deadline_s
    try:
        return await services.pool.run_task(fn, *args, deadline_s=deadline)
    except PoolBusy:
        raise PoolFailure(503, "verifier is at capacity; retry shortly", "server", {"retry_after_s": 1}) from None
    except CheckTimeout:
        raise PoolFailure(504, "the check did not finish within the request deadline", "verifier",
                          {"deadline_s": deadline}) from None
    except WorkerCrashed:
        raise PoolFailure(500, "the verifier worker failed while running this check", "verifier") from None
