"""Engine construction by name: the one place that knows which engines exist.

``load_engine("lexical")`` -> :class:`verifier.lexical.LexicalEngine`; ``"auto"`` picks the best
engine available (for now always lexical). Test-only engines ("test-sleep", "test-crash",
"test") exist only when ``GROUNDCHECK_ENABLE_TEST_ENGINES=1``.
"""

from __future__ import annotations

import os
from collections.abc import Callable

from verifier.types import Engine

__all__ = ["load_engine", "engine_names", "TEST_ENGINES_ENV"]

TEST_ENGINES_ENV = "GROUNDCHECK_ENABLE_TEST_ENGINES"


def _lexical(**options: object) -> Engine:
    from verifier.lexical import LexicalEngine

    return LexicalEngine(**options)  # type: ignore[arg-type]


def _auto(**options: object) -> Engine:
    # Later: the model engine when its file is present, else lexical.
    return _lexical(**options)


_BUILDERS: dict[str, Callable[..., Engine]] = {
    "lexical": _lexical,
    "auto": _auto,
}


def _test_engines_enabled() -> bool:
    return os.environ.get(TEST_ENGINES_ENV) == "1"


def engine_names() -> list[str]:
    names = list(_BUILDERS)
    if _test_engines_enabled():
        from verifier.testing import TEST_ENGINES

        names += list(TEST_ENGINES)
    return names


def load_engine(name: str = "auto", **options: object) -> Engine:
    """Build the engine called ``name`` with engine-specific keyword ``options``."""
    builder = _BUILDERS.get(name)
    if builder is not None:
        return builder(**options)
    if _test_engines_enabled():
        from verifier.testing import TEST_ENGINES

        if name in TEST_ENGINES:
            return TEST_ENGINES[name](**options)
    raise ValueError(f"unknown verifier engine {name!r}; known: {', '.join(engine_names())}")
