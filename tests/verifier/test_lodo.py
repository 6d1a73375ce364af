"""Leave-one-set-out estimate of the decision rule (verifier.train.lodo): synthetic raw rows, no model."""

from __future__ import annotations

import json
import random
from pathlib import Path

import pytest

from verifier.eval_compare import intervals
from verifier.train import lodo
from verifier.train.thresholds import fit


def synthetic(sets: dict[str, bool], n: int = 120, seed: int = 5) -> tuple[list[dict], list[float]]:
    """Rows of each set; the lexical score separates the classes, the right way round where the
    set's flag is True and backwards where it is False; the model score is noise."""
    rng = random.Random(seed)
    raw, lexical = [], []
    for name, right in sets.items():
        for i in range(n):
            supported = i % 2 == 0
            raw.append({"id": f"{name}:{i}", "dataset": name, "label": "supported" if supported else "unsupported",
                        "sents": [[rng.random(), 0.05, False]]})
            high = supported if right else not supported
            lexical.append(rng.uniform(0.7, 0.99) if high else rng.uniform(0.01, 0.3))
    return raw, lexical


def test_each_set_is_predicted_by_a_fit_on_the_others() -> None:
    raw, lexical = synthetic({"a": True, "b": True, "c": False, "d": True})
    preds = lodo.leave_one_set_out(raw, lexical)
    assert [p["id"] for p in sorted(preds, key=lambda p: p["id"])] == sorted(r["id"] for r in raw)
    per = {name: r["balanced_accuracy"] for name, r in intervals({p["id"]: p for p in preds})["datasets"].items()}
    # a, b and d agree; c runs backwards, and the rule fitted without it cannot know that.
    assert min(per["a"], per["b"], per["d"]) > 0.9
    assert per["c"] < 0.1


def test_without_a_served_combiner_the_thresholds_decide() -> None:
    raw, lexical = synthetic({"a": True})
    fitted = fit(raw) | {"combiner": None}
    assert lodo.predict(raw, lexical, fitted) == lodo.verdicts(raw, fitted["t_support"], fitted["t_contradict"],
                                                             fitted["t_conflict_override"])


def test_a_lexical_conflict_keeps_a_row_from_being_supported() -> None:
    raw, lexical = synthetic({"a": True, "b": True})
    fitted = fit(raw)
    fitted |= {"combiner": {"w_model": 0.0, "w_lexical": 1.0, "bias": 0.0, "threshold": 0.0}}
    plain = lodo.predict(raw, lexical, fitted)
    flags = [i % 4 == 0 for i in range(len(raw))]
    flagged = lodo.predict(raw, lexical, fitted, flags)
    assert any(v == "supported" for v, f in zip(plain, flags, strict=True) if f)
    assert all(v != "supported" for v, f in zip(flagged, flags, strict=True) if f)
    assert [v for v, f in zip(flagged, flags, strict=True) if not f] == [
        v for v, f in zip(plain, flags, strict=True) if not f]


def test_one_class_sets_have_no_balanced_accuracy() -> None:
    preds = [{"id": "x:0", "dataset": "x", "label": "supported", "verdict": "supported"},
             {"id": "y:0", "dataset": "y", "label": "supported", "verdict": "supported"},
             {"id": "y:1", "dataset": "y", "label": "unsupported", "verdict": "supported"}]
    assert {k: r["balanced_accuracy"] for k, r in intervals({p["id"]: p for p in preds})["datasets"].items()} \
        == {"y": 0.5}


def test_command_reads_a_raw_cache_and_writes_predictions(tmp_path: Path, capsys: pytest.CaptureFixture[str],
                                                          monkeypatch: pytest.MonkeyPatch) -> None:
    raw, lexical = synthetic({"a": True, "b": True}, n=40)
    rows = [{"id": r["id"], "dataset": r["dataset"], "label": r["label"], "claim": "c", "evidence": "e"} for r in raw]
    cache = tmp_path / "raw.jsonl"
    cache.write_text("".join(json.dumps(r) + "\n" for r in raw))
    monkeypatch.setattr(lodo, "heldout_rows", lambda data: rows)
    monkeypatch.setattr(lodo, "lexical_checks", lambda rows: (lexical, [False] * len(lexical)))
    out = tmp_path / "lodo.pred.jsonl"
    lodo.main(["--raw", str(cache), "--predictions", str(out)])
    printed = capsys.readouterr().out
    assert "MEAN" in printed and len(out.read_text().splitlines()) == len(raw)
    cache.write_text(cache.read_text().replace('"a:0"', '"z:0"'))
    with pytest.raises(SystemExit, match="other rows"):
        lodo.main(["--raw", str(cache)])
