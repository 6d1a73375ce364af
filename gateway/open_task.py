"""The open-mode task run inside a verifier worker (kept import-light: only the verifier)."""

from __future__ import annotations

from verifier.pool import worker_engine
from verifier.types import ClaimVerdict


def check_pairs(pairs: list[tuple[str, str]]) -> list[ClaimVerdict]:
    """Each claim against its own context (its search results), with the worker's engine."""
    engine = worker_engine()
    return [engine.check(claim, context) for claim, context in pairs]
