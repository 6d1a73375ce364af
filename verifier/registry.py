"""Engine construction by name: the one place that knows which engines exist.

``load_engine("lexical")`` -> :class:`verifier.lexical.LexicalEngine`; ``"model"`` -> the trained
ONNX cross-encoder (:class:`verifier.model_engine.ModelEngine`); ``"hf:<dir>"`` -> a local Hugging
Face sequence-classification checker (:class:`verifier.hf_engine.HFEngine`); ``"auto"`` picks the
model when its file is present, else lexical. Test-only engines ("test-sleep", "test-crash",
"test") exist only when ``GROUNDCHECK_ENABLE_TEST_ENGINES=1``. ``read_json=True`` wraps any of them
so that JSON records in a context are read as sentences (:mod:`verifier.structured`).
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


def _model(**options: object) -> Engine:
    from verifier.model_engine import ModelEngine

    return ModelEngine(**options)  # type: ignore[arg-type]


def _auto(**options: object) -> Engine:
    from verifier.model_engine import default_model_path

    if default_model_path().is_file():
        return _model(**options)
    return _lexical(**options)


_BUILDERS: dict[str, Callable[..., Engine]] = {
    "lexical": _lexical,
    "model": _model,
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


def load_engine(name: str = "auto", read_json: bool = False, **options: object) -> Engine:
    """Build the engine called ``name`` with engine-specific keyword ``options``; ``read_json``:
    render JSON records in contexts as sentences before checking."""
    engine = _build(name, **options)
    if read_json:
        from verifier.structured import JsonReadingEngine

        return JsonReadingEngine(engine)
    return engine


def _build(name: str, **options: object) -> Engine:
    builder = _BUILDERS.get(name)
    if builder is not None:
        return builder(**options)
    if name.startswith("hf:"):
        from verifier.hf_engine import HFEngine

        return HFEngine(name[3:], **options)  # type: ignore[arg-type]
    if _test_engines_enabled():
        from verifier.testing import TEST_ENGINES

        if name in TEST_ENGINES:
            return TEST_ENGINES[name](**options)
    raise ValueError(f"unknown verifier engine {name!r}; known: {', '.join(engine_names())}")
