"""Test-only engines that sleep or kill their worker, to exercise pool deadlines and crashes.

Reachable through :func:`verifier.registry.load_engine` only when
``GROUNDCHECK_ENABLE_TEST_ENGINES=1``:

* ``"test-sleep"`` (option ``sleep_s``, default 5): sleeps, then answers like the lexical engine;
* ``"test-crash"``: the worker process exits abruptly on every check;
* ``"test"``: lexical, except a claim ``"__sleep__ <seconds>"`` sleeps and ``"__crash__"`` exits.
"""

from __future__ import annotations

import os
import time
from collections.abc import Callable, Sequence

from verifier.lexical import LexicalEngine
from verifier.types import ClaimVerdict

__all__ = ["TEST_ENGINES", "SleepEngine", "CrashEngine", "ScriptedEngine"]


class ScriptedEngine(LexicalEngine):
    """Lexical engine driven by magic claims: ``__sleep__ 2.5`` sleeps, ``__crash__`` kills the process."""

    name = "test"

    @property
    def model_used(self) -> str:
        return f"groundcheck-{self.name}"

    def check_batch(self, claims: Sequence[str], context: str) -> list[ClaimVerdict]:
        for claim in claims:
            self._act(claim)
        return super().check_batch(claims, context)

    def check(self, claim: str, context: str) -> ClaimVerdict:
        return self.check_batch([claim], context)[0]

    def _act(self, claim: str) -> None:
        if claim.startswith("__crash__"):
            os._exit(70)
        if claim.startswith("__sleep__"):
            time.sleep(float(claim.split()[1]))


class SleepEngine(ScriptedEngine):
    name = "test-sleep"

    def __init__(self, sleep_s: float = 5.0, **options: object) -> None:
        super().__init__(**options)  # type: ignore[arg-type]
        self.sleep_s = sleep_s

    def _act(self, claim: str) -> None:
        time.sleep(self.sleep_s)


class CrashEngine(ScriptedEngine):
    name = "test-crash"

    def _act(self, claim: str) -> None:
        os._exit(70)


TEST_ENGINES: dict[str, Callable[..., ScriptedEngine]] = {
    "test": ScriptedEngine,
    "test-sleep": SleepEngine,
    "test-crash": CrashEngine,
}
