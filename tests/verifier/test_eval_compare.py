"""Paired bootstrap comparison of two prediction files (python -m verifier.eval_compare)."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from verifier import eval as ev
from verifier import eval_compare as cmp


def _rows(dataset: str, gold: list[str], verdicts: list[str], with_dataset: bool = True) -> list[dict]:
    rows = []
    for i, (g, v) in enumerate(zip(gold, verdicts, strict=True)):
        row = {"id": f"{dataset}:r{i}", "label": g, "verdict": v, "confidence_score": 0.5}
        if with_dataset:
            row["dataset"] = dataset
        rows.append(row)
    return rows


def _by_id(rows: list[dict]) -> dict[str, dict]:
    return {r["id"]: r for r in rows}


GOLD = ["supported"] * 40 + ["unsupported"] * 40


def test_identical_predictions_gain_nothing_with_certainty() -> None:
    rows = _rows("a", GOLD, ["supported"] * 30 + ["unsupported"] * 50)
    res = cmp.compare(_by_id(rows), _by_id(rows), resamples=300)
    mean = res["mean"]
    assert mean["gain"] == 0 and mean["ci95"] == [0.0, 0.0] and mean["p_gain_le_0"] == 1.0
    assert res["datasets"]["a"]["baseline"] == pytest.approx(ev.balanced_accuracy(
        [g == "supported" for g in GOLD], [True] * 30 + [False] * 50))


def test_a_clearly_better_candidate_has_an_interval_above_zero() -> None:
    base = _rows("a", GOLD, ["supported"] * 80)  # 50%
    cand = _rows("a", GOLD, ["supported"] * 36 + ["unsupported"] * 4 + ["unsupported"] * 36 + ["supported"] * 4)  # 90%
    res = cmp.compare(_by_id(base), _by_id(cand), resamples=500)
    a = res["datasets"]["a"]
    assert a["baseline"] == pytest.approx(0.5) and a["candidate"] == pytest.approx(0.9)
    assert a["gain"] == pytest.approx(0.4)
    assert 0 < a["ci95"][0] < 0.4 < a["ci95"][1]
    assert a["p_gain_le_0"] == 0.0


def test_a_one_row_difference_on_a_small_set_is_not_sure() -> None:
    gold = ["supported"] * 10 + ["unsupported"] * 10
    base = _rows("s", gold, ["supported"] * 8 + ["unsupported"] * 2 + ["unsupported"] * 8 + ["supported"] * 2)
    cand = [dict(r) for r in base]
    cand[8]["verdict"] = "supported"  # one more positive found
    res = cmp.compare(_by_id(base), _by_id(cand), resamples=1000)
    s = res["datasets"]["s"]
    assert s["gain"] == pytest.approx(0.05)
    assert s["ci95"][0] == 0.0  # resamples that miss the changed row gain nothing
    assert 0.2 < s["p_gain_le_0"] < 0.6


def test_the_mean_is_over_data_sets_and_one_class_sets_are_left_out() -> None:
    base = _rows("a", GOLD, ["supported"] * 80) + _rows("b", GOLD, ["unsupported"] * 80) \
        + _rows("c", ["supported"] * 5, ["supported"] * 5)
    cand = _rows("a", GOLD, ["supported"] * 40 + ["unsupported"] * 40) + _rows("b", GOLD, ["unsupported"] * 80) \
        + _rows("c", ["supported"] * 5, ["unsupported"] * 5)
    res = cmp.compare(_by_id(base), _by_id(cand), resamples=200)
    assert set(res["datasets"]) == {"a", "b"}  # "c" has no unsupported rows: no balanced accuracy
    assert res["mean"]["gain"] == pytest.approx(0.25)  # (0.5 + 0) / 2
    assert res["mean"]["n"] == 160


def test_the_data_set_comes_from_the_id_for_older_files() -> None:
    rows = _rows("wice", GOLD, ["supported"] * 80, with_dataset=False)
    assert set(cmp.compare(_by_id(rows), _by_id(rows), resamples=50)["datasets"]) == {"wice"}


def test_files_with_other_rows_or_labels_are_refused() -> None:
    base = _rows("a", GOLD, ["supported"] * 80)
    with pytest.raises(ValueError, match="same rows"):
        cmp.compare(_by_id(base), _by_id(base[:-1]), resamples=10)
    other = [dict(r) for r in base]
    other[0]["label"] = "unsupported"
    with pytest.raises(ValueError, match="different gold labels"):
        cmp.compare(_by_id(base), _by_id(other), resamples=10)


def _write(path: Path, rows: list[dict]) -> Path:
    path.write_text("".join(json.dumps(r) + "\n" for r in rows))
    return path


def test_command_prints_the_table_and_writes_json(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    base = _write(tmp_path / "base.jsonl", _rows("a", GOLD, ["supported"] * 80))
    cand = _write(tmp_path / "cand.jsonl", _rows("a", GOLD, ["supported"] * 40 + ["unsupported"] * 40))
    out = tmp_path / "cmp.json"
    assert cmp.main([str(base), str(cand), "--resamples", "100", "--json", str(out)]) == 0
    printed = capsys.readouterr().out
    assert "MEAN" in printed and "+50.00" in printed
    assert json.loads(out.read_text())["mean"]["gain"] == pytest.approx(0.5)
    # Two runs with the same seed agree exactly.
    assert cmp.main([str(base), str(cand), "--resamples", "100"]) == 0
    assert capsys.readouterr().out == printed


def test_command_reports_mismatched_files(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    base = _write(tmp_path / "base.jsonl", _rows("a", GOLD, ["supported"] * 80))
    cand = _write(tmp_path / "cand.jsonl", _rows("b", GOLD, ["supported"] * 80))
    assert cmp.main([str(base), str(cand)]) == 2
    assert "same rows" in capsys.readouterr().err


def test_a_file_that_repeats_a_row_is_refused(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    rows = _rows("a", GOLD, ["supported"] * 80)
    base = _write(tmp_path / "base.jsonl", rows)
    cand = _write(tmp_path / "cand.jsonl", rows + rows[:1])
    assert cmp.main([str(base), str(cand)]) == 2
    assert "repeats row ids (1 repeats)" in capsys.readouterr().err


def test_eval_predictions_name_their_data_set(tmp_path: Path) -> None:
    (tmp_path / "toy.jsonl").write_text(json.dumps({"id": "x1", "dataset": "toy", "claim": "The sky is blue.",
                                                    "evidence": "The sky is blue.", "label": "supported"}) + "\n")
    preds = tmp_path / "p.jsonl"
    assert ev.main(["--data", str(tmp_path), "--engine", "lexical", "--predictions", str(preds)]) == 0
    assert json.loads(preds.read_text())["dataset"] == "toy"


def test_one_file_gives_each_figure_its_interval(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    big = _rows("big", GOLD * 10, (["supported"] * 30 + ["unsupported"] * 50) * 10)  # 800 rows
    small = _rows("small", GOLD, ["supported"] * 30 + ["unsupported"] * 50)  # 80 rows, same accuracy
    res = cmp.intervals(_by_id(big + small), resamples=500)
    b, s = res["datasets"]["big"], res["datasets"]["small"]
    assert b["balanced_accuracy"] == s["balanced_accuracy"] == pytest.approx(0.875)
    assert b["ci95"][0] < 0.875 < b["ci95"][1] and s["ci95"][0] < 0.875 < s["ci95"][1]
    assert (s["ci95"][1] - s["ci95"][0]) > 2 * (b["ci95"][1] - b["ci95"][0])  # ten times the rows: narrower
    assert res["mean"]["n"] == 880 and res["mean"]["balanced_accuracy"] == pytest.approx(0.875)
    path = _write(tmp_path / "p.jsonl", big + small)
    out = tmp_path / "ci.json"
    assert cmp.main([str(path), "--resamples", "200", "--json", str(out)]) == 0
    printed = capsys.readouterr().out
    assert "87.5" in printed and "MEAN" in printed and "gain" not in printed
    assert json.loads(out.read_text())["datasets"]["small"]["n"] == 80


def test_more_than_two_files_are_refused(tmp_path: Path) -> None:
    path = _write(tmp_path / "p.jsonl", _rows("a", GOLD, ["supported"] * 80))
    with pytest.raises(SystemExit):
        cmp.main([str(path)] * 3)
