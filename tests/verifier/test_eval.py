"""The eval command on a tiny data directory written by the test."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from verifier import eval as ev
from verifier.train.split import heldout_ids

ROWS_A = [
    {"id": "toy:g1#0", "dataset": "toy", "claim": "The bridge opened in 1932.",
     "evidence": ["The bridge opened to traffic in 1932.", "It is 500 metres long."], "label": "supported"},
    {"id": "toy:g1#1", "dataset": "toy", "claim": "The bridge opened in 1950.",
     "evidence": ["The bridge opened to traffic in 1932.", "It is 500 metres long."], "label": "contradicted"},
    {"id": "toy:g2#0", "dataset": "toy", "claim": "Penguins live in the Sahara desert.",
     "evidence": "The bridge is painted red.", "label": "unsupported"},
]
ROWS_B = [
    {"id": "bin:a#0", "dataset": "bin", "claim": "Water boils at 100 degrees Celsius at sea level.",
     "evidence": "At sea level, water boils at 100 degrees Celsius.", "label": "supported"},
    {"id": "bin:b#0", "dataset": "bin", "claim": "The moon is made of cheese.",
     "evidence": "The moon is a rocky body orbiting the Earth.", "label": "unsupported"},
]


def _write(d: Path, name: str, rows: list[dict]) -> None:
    (d / f"{name}.jsonl").write_text("".join(json.dumps(r) + "\n" for r in rows))


def test_metrics() -> None:
    assert ev.balanced_accuracy([True, True, False, False], [True, False, False, False]) == 0.75
    assert ev.balanced_accuracy([True, True], [True, False]) is None
    assert ev.roc_auc([True, False, True, False], [0.9, 0.1, 0.8, 0.8]) == pytest.approx(0.875)
    gold = ["supported", "contradicted", "unsupported"]
    assert ev.macro_f1(gold, gold) == 1.0
    # Macro-F1 is taken over the gold classes only: covidfact-like sets have no "unsupported".
    assert ev.macro_f1(["supported", "contradicted"], ["supported", "unsupported"]) == pytest.approx(0.5)


def test_calibration_figures() -> None:
    gold = [True, False, True, False]
    assert ev.brier_score(gold, [1.0, 0.0, 1.0, 0.0]) == 0.0
    assert ev.calibration_error(gold, [1.0, 0.0, 1.0, 0.0]) == 0.0
    # A constant 0.5 is right half the time: calibrated, but it scores like a coin (Brier 0.25).
    assert ev.calibration_error(gold, [0.5] * 4) == 0.0 and ev.brier_score(gold, [0.5] * 4) == 0.25
    # 0.9 on everything while half are supported: 0.4 too sure.
    assert ev.calibration_error(gold, [0.9] * 4) == pytest.approx(0.4)
    # Bins are weighted by their rows: two rows scored 0.75 (one supported, gap 0.25), two scored 0.05
    # (none supported, gap 0.05) -> (2 * 0.25 + 2 * 0.05) / 4.
    assert ev.calibration_error([True, False, False, False], [0.75, 0.75, 0.05, 0.05]) == pytest.approx(0.15)
    assert ev.brier_score([], []) is None and ev.calibration_error([], []) is None


def test_eval_command_on_tiny_dir(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    _write(tmp_path, "toy", ROWS_A)
    _write(tmp_path, "bin", ROWS_B)
    out = tmp_path / "res.json"
    preds = tmp_path / "preds.jsonl"
    assert ev.main(["--data", str(tmp_path), "--engine", "lexical", "--json", str(out),
                    "--predictions", str(preds)]) == 0
    printed = capsys.readouterr().out
    assert "toy" in printed and "bin" in printed and "MEAN" in printed
    res = json.loads(out.read_text())
    assert set(res["datasets"]) == {"toy", "bin"}
    assert res["datasets"]["toy"]["n"] == 3
    assert res["datasets"]["toy"]["macro_f1_3way"] is not None  # the set has contradicted rows
    assert res["datasets"]["bin"]["macro_f1_3way"] is None
    assert res["mean"]["n"] == 5
    assert 0.0 <= res["mean"]["balanced_accuracy"] <= 1.0
    assert 0.0 <= res["mean"]["brier"] <= 1.0 and 0.0 <= res["datasets"]["toy"]["calibration_error"] <= 1.0
    assert "brier" in printed and "ece" in printed
    assert len(preds.read_text().splitlines()) == 5


def test_limit_and_dataset_filter(tmp_path: Path) -> None:
    _write(tmp_path, "toy", ROWS_A)
    _write(tmp_path, "bin", ROWS_B)
    res = ev.run(tmp_path, "lexical", limit=2, datasets=["toy"])
    assert list(res["datasets"]) == ["toy"] and res["datasets"]["toy"]["n"] == 2


def test_holdout_keeps_only_heldout_rows_of_training_allowed_sets() -> None:
    rows = [{"id": f"scifact:g{i}#0", "dataset": "scifact", "claim": f"claim {i}", "evidence": [f"ev {i}"],
             "label": "supported"} for i in range(200)]
    held = heldout_ids(rows)
    assert 10 < len(held) < 70  # about 20 %
    kept = ev.select(rows, holdout=True, limit=None)
    assert {r["id"] for r in kept} == held
    # Rows sharing a claim across groups land on the same side.
    rows2 = rows + [{"id": f"scifact:h{i}#0", "dataset": "scifact", "claim": f"claim {i}",
                     "evidence": ["other"], "label": "supported"} for i in range(200)]
    held2 = heldout_ids(rows2)
    for i in range(200):
        assert (f"scifact:g{i}#0" in held2) == (f"scifact:h{i}#0" in held2)
    # Measure-only sets are used whole.
    wice = [dict(r, id=r["id"].replace("scifact", "wice"), dataset="wice") for r in rows]
    assert len(ev.select(wice, holdout=True, limit=None)) == 200
