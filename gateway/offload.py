"""Run CPU-heavy endpoint work in the verifier worker pool, never on the event loop."""

from __future__ import annotations

from collections.abc import Callable
from contextvars import ContextVar
from dataclasses import dataclass, field
from typing import TypeVar

from aiohttp import web
from pydantic import ValidationError

from gateway.access import keyed
from gateway.payments import WorkOutcome
from gateway.services import SERVICES, Services
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


# ----------------------------------------------------------------------------- price basis in a worker

_UNITS: ContextVar[int | None] = ContextVar("groundcheck_price_units", default=None)


async def count_units_in_pool(request: web.Request, parse: Callable[[Services, bytes], P],
                              task: Callable[..., int], args: Callable[[P], tuple]) -> None:
    """For a keyless caller, count the body's priced units in a worker before ``serve_priced`` prices it.

    Segmenting a large answer takes tens of milliseconds, too long for the event loop. The count
    is kept in a context variable of the handler's task, where :func:`priced_units` reads it. Keyed
    callers pay nothing, so nothing is counted for them; an invalid body is left for
    ``serve_priced`` to report. Raises :class:`PoolFailure` when the pool cannot run the count.
    """
    services = request.app[SERVICES]
    if keyed(request) or not services.payments.enabled:
        return
    body = await request.read()
    try:
        parsed = parse(services, body)
    except ValidationError:
        return
    _UNITS.set(await offload(services, task, *args(parsed)))


def priced_units(fallback: Callable[[], int]) -> int:
    """The count :func:`count_units_in_pool` made for this request, else ``fallback()``."""
    units = _UNITS.get()
    return fallback() if units is None else units
