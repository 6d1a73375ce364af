"""Teacher logits for distillation: the committed model's outputs on the trainer's exact tokens."""

from __future__ import annotations

import json
from pathlib import Path

import numpy as np
import pytest

from verifier.model_engine import DEFAULT_MODEL, MODELS_DIR, ModelEngine
from verifier.train.teacher import add_teacher_logits, main, teacher_logits

MODEL = MODELS_DIR / DEFAULT_MODEL
TOKENIZER = MODELS_DIR / "tokenizer.json"

PAIRS = [
    {"text": "The bridge opened to traffic in 1932. It is 500 metres long.", "claim": "The bridge opened in 1932.",
     "label": 0, "src": "test"},
    {"text": "The bridge opened to traffic in 1932. It is 500 metres long.", "claim": "The bridge opened in 1950.",
     "label": 2, "src": "test"},
    {"text": "The council met on Tuesday.", "claim": "Penguins live in the desert.", "label": 1, "src": "test"},
    {"text": "Rainfall in the valley doubled between 1990 and 2010, according to the survey of local farms "
             "and the records kept by the regional water board.", "claim": "Rainfall doubled.", "label": 0,
     "src": "test"},
]


def softmax(x: np.ndarray) -> np.ndarray:
    e = np.exp(x - x.max(axis=-1, keepdims=True))
    return e / e.sum(axis=-1, keepdims=True)


def test_teacher_logits_match_the_served_engine() -> None:
    """The soft targets are exactly what the engine computes for the same pair (one pass each)."""
    logits = teacher_logits(MODEL, TOKENIZER, PAIRS, max_len=256, threads=1, progress=False)
    engine = ModelEngine(MODEL, combine=False, threads=1)
    expected = engine.probs([(p["text"], p["claim"]) for p in PAIRS])
    assert logits.shape == (len(PAIRS), 3)
    np.testing.assert_allclose(softmax(logits), expected, atol=1e-5)
    # the model tells the matching date from the wrong one
    assert softmax(logits)[0, 0] > softmax(logits)[1, 0]


def test_teacher_truncates_the_longer_side_like_the_trainer() -> None:
    """With max_len 24 and a 4-token claim, 17 evidence tokens are kept (24 - 3 specials - 4)."""
    claim = "the city grew quickly"
    long = {"text": "the " * 100, "claim": claim}
    kept = {"text": "the " * 17, "claim": claim}
    cut = teacher_logits(MODEL, TOKENIZER, [long], max_len=24, threads=1, progress=False)
    whole = teacher_logits(MODEL, TOKENIZER, [kept], max_len=512, threads=1, progress=False)
    np.testing.assert_allclose(cut, whole, atol=1e-5)
    longer = teacher_logits(MODEL, TOKENIZER, [{"text": "the " * 18, "claim": claim}], max_len=512, threads=1,
                            progress=False)
    assert not np.allclose(cut, longer, atol=1e-5)


def test_add_teacher_logits_rewrites_the_pairs_file_in_place(tmp_path: Path) -> None:
    path = tmp_path / "pairs.jsonl"
    path.write_text("".join(json.dumps(p) + "\n" for p in PAIRS))
    assert add_teacher_logits(path, MODEL, TOKENIZER, 256, 1, progress=False) == len(PAIRS)
    rows = [json.loads(line) for line in path.read_text().splitlines()]
    assert [{k: v for k, v in r.items() if k != "teacher_logits"} for r in rows] == PAIRS
    assert all(len(r["teacher_logits"]) == 3 for r in rows)
    assert not (tmp_path / "pairs.jsonl.tmp").exists()


def test_cli_reports_the_pairs_it_labelled(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    path = tmp_path / "pairs.jsonl"
    path.write_text(json.dumps(PAIRS[0]) + "\n")
    main(["--pairs", str(path), "--threads", "1"])
    assert "teacher logits added to 1 pairs" in capsys.readouterr().out
    assert "teacher_logits" in json.loads(path.read_text())


def test_an_empty_pairs_list_gives_no_rows() -> None:
    assert teacher_logits(MODEL, TOKENIZER, [], max_len=256, threads=1, progress=False).shape[0] == 0
