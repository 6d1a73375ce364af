"""``python -m verifier.eval_compare [BASELINE.jsonl] CANDIDATE.jsonl [--resamples N] [--json OUT]``

How sure is a difference in balanced accuracy? Reads two ``--predictions`` files of
``python -m verifier.eval`` (same rows, two engines or models) and prints, per data set and for the
unweighted mean over data sets, the candidate's gain over the baseline with a 95% paired bootstrap
interval: every resample draws the same rows for both files (stratified by gold class within each
data set, so a small set keeps both classes), which is what makes the interval narrow enough to use
on the few hundred held-out rows the models are chosen on. ``p(gain<=0)`` is the share of resamples
where the candidate does not win.

With one file (``python -m verifier.eval_compare PREDICTIONS.jsonl``) it prints each data set's
balanced accuracy and the mean with their 95% intervals (same resampling): how far a figure is from
a target, allowing for the size of the set.
"""

from __future__ import annotations

import argparse
import json
import sys
from pathlib import Path

import numpy as np

SUPPORTED = "supported"


def read_predictions(path: Path) -> dict[str, dict]:
    """Rows of a predictions file by id."""
    with open(path, encoding="utf-8") as f:
        rows = [json.loads(line) for line in f if line.strip()]
    by_id = {r["id"]: r for r in rows}
    if len(by_id) != len(rows):
        raise ValueError(f"{path} repeats row ids ({len(rows) - len(by_id)} repeats)")
    return by_id


def dataset_of(row: dict) -> str:
    """The row's data set (files written before it was recorded: the id's prefix, ``"wice:abc#1"``)."""
    return row.get("dataset") or row["id"].split(":", 1)[0]


def _paired(base: dict[str, dict], cand: dict[str, dict]) -> dict[str, tuple[np.ndarray, np.ndarray, np.ndarray]]:
    """Per data set: gold (supported?), baseline and candidate predictions (supported?), same row order."""
    if base.keys() != cand.keys():
        missing = len(base.keys() ^ cand.keys())
        raise ValueError(f"the files do not hold the same rows ({missing} ids in only one of them)")
    by_set: dict[str, list[str]] = {}
    for row_id in sorted(base):
        if base[row_id]["label"] != cand[row_id]["label"]:
            raise ValueError(f"row {row_id} has different gold labels in the two files")
        by_set.setdefault(dataset_of(base[row_id]), []).append(row_id)
    out = {}
    for name, ids in sorted(by_set.items()):
        gold = np.array([base[i]["label"] == SUPPORTED for i in ids])
        out[name] = (gold, np.array([base[i]["verdict"] == SUPPORTED for i in ids]),
                     np.array([cand[i]["verdict"] == SUPPORTED for i in ids]))
    return out


def _balanced_accuracy(gold: np.ndarray, pred: np.ndarray) -> np.ndarray:
    """Balanced accuracy along the last axis (gold and pred may carry a leading resample axis)."""
    pos = (gold & pred).sum(-1) / gold.sum(-1)
    neg = (~gold & ~pred).sum(-1) / (~gold).sum(-1)
    return (pos + neg) / 2


def _resample(gold: np.ndarray, resamples: int, rng: np.random.Generator) -> np.ndarray:
    """Row indices of ``resamples`` stratified bootstrap draws (positives among positives, negatives
    among negatives, so every draw keeps both classes and their counts)."""
    return np.concatenate([rng.choice(np.flatnonzero(cls), size=(resamples, int(cls.sum())))
                           for cls in (gold, ~gold)], axis=1)


def _interval(samples: np.ndarray) -> list[float]:
    return [float(x) for x in np.percentile(samples, [2.5, 97.5])]


def _draws(pairs: dict[str, tuple[np.ndarray, np.ndarray, np.ndarray]], resamples: int, seed: int,
           ) -> list[tuple[str, np.ndarray, np.ndarray, np.ndarray, np.ndarray]]:
    """(name, gold, baseline, candidate, resampled row indices) of every data set with both gold
    classes; the others have no balanced accuracy and are left out (as in the eval)."""
    rng = np.random.default_rng(seed)
    out = [(name, gold, a, b, _resample(gold, resamples, rng))
           for name, (gold, a, b) in pairs.items() if gold.any() and not gold.all()]
    if not out:
        raise ValueError("no data set has both supported and unsupported rows")
    return out


def intervals(preds: dict[str, dict], resamples: int = 2000, seed: int = 0) -> dict:
    """Per data set and for the mean over data sets: balanced accuracy and its 95% interval."""
    per: dict[str, dict] = {}
    samples = []
    for name, gold, _, pred, idx in _draws(_paired(preds, preds), resamples, seed):
        samples.append(_balanced_accuracy(gold[idx], pred[idx]))
        per[name] = {"n": len(gold), "balanced_accuracy": float(_balanced_accuracy(gold, pred)),
                     "ci95": _interval(samples[-1])}
    mean = {"n": sum(p["n"] for p in per.values()),
            "balanced_accuracy": float(np.mean([p["balanced_accuracy"] for p in per.values()])),
            "ci95": _interval(np.mean(samples, axis=0))}
    return {"datasets": per, "mean": mean, "resamples": resamples, "seed": seed}


def compare(base: dict[str, dict], cand: dict[str, dict], resamples: int = 2000, seed: int = 0) -> dict:
    """Per data set and for the mean over data sets: baseline, candidate, gain and its 95% interval."""
    per: dict[str, dict] = {}
    gains = []
    for name, gold, a, b, idx in _draws(_paired(base, cand), resamples, seed):
        g = gold[idx]
        gains.append(_balanced_accuracy(g, b[idx]) - _balanced_accuracy(g, a[idx]))
        per[name] = _summary(len(gold), float(_balanced_accuracy(gold, a)), float(_balanced_accuracy(gold, b)),
                             gains[-1])
    base_mean = float(np.mean([p["baseline"] for p in per.values()]))
    cand_mean = float(np.mean([p["candidate"] for p in per.values()]))
    return {"datasets": per, "mean": _summary(sum(p["n"] for p in per.values()), base_mean, cand_mean,
                                              np.mean(gains, axis=0)),
            "resamples": resamples, "seed": seed}


def _summary(n: int, base: float, cand: float, gain_samples: np.ndarray) -> dict:
    return {"n": n, "baseline": base, "candidate": cand, "gain": cand - base,
            "ci95": _interval(gain_samples), "p_gain_le_0": float(np.mean(gain_samples <= 0))}


def format_table(result: dict) -> str:
    lines = [f"{'dataset':<16}{'n':>6}{'base':>8}{'cand':>8}{'gain':>8}{'95% interval':>18}{'p(gain<=0)':>12}"]
    rows = list(result["datasets"].items()) + [("MEAN", result["mean"])]
    for name, r in rows:
        interval = f"[{r['ci95'][0] * 100:+.1f}, {r['ci95'][1] * 100:+.1f}]"
        lines.append(f"{name:<16}{r['n']:>6}{r['baseline'] * 100:>8.1f}{r['candidate'] * 100:>8.1f}"
                     f"{r['gain'] * 100:>+8.2f}{interval:>18}{r['p_gain_le_0']:>12.3f}")
    return "\n".join(lines)


def format_intervals(result: dict) -> str:
    lines = [f"{'dataset':<16}{'n':>6}{'bal_acc':>9}{'95% interval':>16}"]
    for name, r in list(result["datasets"].items()) + [("MEAN", result["mean"])]:
        interval = f"[{r['ci95'][0] * 100:.1f}, {r['ci95'][1] * 100:.1f}]"
        lines.append(f"{name:<16}{r['n']:>6}{r['balanced_accuracy'] * 100:>9.1f}{interval:>16}")
    return "\n".join(lines)


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(prog="python -m verifier.eval_compare", description=__doc__,
                                 formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("files", type=Path, nargs="+", metavar="PREDICTIONS",
                    help="predictions jsonl (verifier.eval --predictions): the baseline, then the candidate "
                         "(same rows); or one file alone for its intervals")
    ap.add_argument("--resamples", type=int, default=2000)
    ap.add_argument("--seed", type=int, default=0)
    ap.add_argument("--json", type=Path, help="write the figures to this file")
    a = ap.parse_args(argv)
    if len(a.files) > 2:
        ap.error("give one predictions file, or two (baseline, candidate)")
    try:
        preds = [read_predictions(f) for f in a.files]
        if len(preds) == 1:
            result = intervals(preds[0], a.resamples, a.seed)
            table = format_intervals(result)
        else:
            result = compare(preds[0], preds[1], a.resamples, a.seed)
            table = format_table(result)
    except (ValueError, KeyError, json.JSONDecodeError) as e:
        print(f"error: {e}", file=sys.stderr)
        return 2
    print(table)
    if a.json:
        a.json.write_text(json.dumps(result, indent=1) + "\n", encoding="utf-8")
    return 0


if __name__ == "__main__":
    sys.exit(main())
