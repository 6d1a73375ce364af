"""``python -m verifier.eval --data DIR [--engine NAME] [--json OUT] [--limit N] [--holdout]``

Runs an engine over every ``*.jsonl`` in DIR (record format of the shared data README) through
the service's code path (``load_engine(name)`` -> ``engine.check(claim, join_context(evidence))``)
and prints per data set: n, balanced accuracy (supported vs. not supported), ROC AUC of
``confidence_score``, three-way macro-F1 where the set has ``contradicted`` rows, how well
``confidence_score`` reads as P(supported) (Brier score and expected calibration error), mean ms
per example; then the unweighted mean over data sets.

``--holdout`` evaluates the training-allowed sets only on their held-out part (the rows the
model never saw, ``verifier.train.split``); measure-only sets are always used whole.
"""

from __future__ import annotations

import argparse
import hashlib
import json
import sys
import time
from collections.abc import Sequence
from pathlib import Path

from tqdm import tqdm

from verifier.train.split import TRAIN_ALLOWED, heldout_ids, read_jsonl
from verifier.types import Engine, join_context

THREE_WAY = ("supported", "unsupported", "contradicted")


def balanced_accuracy(gold: Sequence[bool], pred: Sequence[bool]) -> float | None:
    """Mean of the recalls of the positive and the negative class (None if a class is absent)."""
    pos = [p for g, p in zip(gold, pred, strict=True) if g]
    neg = [not p for g, p in zip(gold, pred, strict=True) if not g]
    if not pos or not neg:
        return None
    return (sum(pos) / len(pos) + sum(neg) / len(neg)) / 2


def roc_auc(gold: Sequence[bool], score: Sequence[float]) -> float | None:
    """Probability that a random positive scores above a random negative (ties count half)."""
    order = sorted(range(len(score)), key=lambda i: score[i])
    ranks = [0.0] * len(score)
    i = 0
    while i < len(order):
        j = i
        while j + 1 < len(order) and score[order[j + 1]] == score[order[i]]:
            j += 1
        for k in range(i, j + 1):
            ranks[order[k]] = (i + j) / 2 + 1
        i = j + 1
    n_pos = sum(gold)
    n_neg = len(gold) - n_pos
    if not n_pos or not n_neg:
        return None
    r_pos = sum(r for r, g in zip(ranks, gold, strict=True) if g)
    return (r_pos - n_pos * (n_pos + 1) / 2) / (n_pos * n_neg)


def brier_score(gold: Sequence[bool], score: Sequence[float]) -> float | None:
    """Mean squared distance between ``confidence_score`` (P(consistent)) and the outcome (1 if supported)."""
    if not gold:
        return None
    return sum((s - g) ** 2 for g, s in zip(gold, score, strict=True)) / len(gold)


def calibration_error(gold: Sequence[bool], score: Sequence[float], bins: int = 10) -> float | None:
    """Expected calibration error: over ten equal-width score bins, the gap between the mean score and
    the share actually supported, weighted by the bin's share of rows (0: a score of 0.8 is right 80%
    of the time)."""
    if not gold:
        return None
    groups: dict[int, list[tuple[bool, float]]] = {}
    for g, s in zip(gold, score, strict=True):
        groups.setdefault(min(bins - 1, int(s * bins)), []).append((g, s))
    return sum(abs(sum(g for g, _ in m) - sum(s for _, s in m)) for m in groups.values()) / len(gold)


def macro_f1(gold: Sequence[str], pred: Sequence[str]) -> float:
    """Macro-F1 over the gold classes present in the set (three-way labels)."""
    f1s = []
    for c in THREE_WAY:
        if c not in gold:
            continue
        tp = sum(g == c and p == c for g, p in zip(gold, pred, strict=True))
        fp = sum(g != c and p == c for g, p in zip(gold, pred, strict=True))
        fn = sum(g == c and p != c for g, p in zip(gold, pred, strict=True))
        f1s.append(2 * tp / (2 * tp + fp + fn) if tp else 0.0)
    return sum(f1s) / len(f1s)


def three_way(verdict: str) -> str:
    return verdict if verdict in THREE_WAY else "unsupported"


def select(rows: list[dict], holdout: bool, limit: int | None) -> list[dict]:
    if holdout and rows and rows[0].get("dataset") in TRAIN_ALLOWED:
        held = heldout_ids(rows)
        rows = [r for r in rows if r["id"] in held]
    if limit is not None and len(rows) > limit:
        # A deterministic spread over the file rather than its first rows.
        rows = sorted(rows, key=lambda r: hashlib.sha256(r["id"].encode()).hexdigest())[:limit]
    return rows


def evaluate_rows(engine: Engine, rows: list[dict], desc: str, predictions: list | None = None) -> dict:
    gold, pred, scores, ms = [], [], [], 0.0
    for r in tqdm(rows, desc=desc, leave=False, mininterval=2, file=sys.stderr):
        context = join_context(r["evidence"])
        t0 = time.perf_counter()
        v = engine.check(r["claim"], context)
        ms += (time.perf_counter() - t0) * 1000
        gold.append(r["label"])
        pred.append(three_way(v.verdict))
        scores.append(v.confidence_score)
        if predictions is not None:
            predictions.append({"id": r["id"], "dataset": desc, "label": r["label"], "verdict": v.verdict,
                                "confidence_score": v.confidence_score})
    gb = [g == "supported" for g in gold]
    out = {
        "n": len(rows),
        "balanced_accuracy": balanced_accuracy(gb, [p == "supported" for p in pred]),
        "auc": roc_auc(gb, scores),
        "macro_f1_3way": macro_f1(gold, pred) if "contradicted" in gold else None,
        "brier": brier_score(gb, scores),
        "calibration_error": calibration_error(gb, scores),
        "ms_per_example": ms / max(1, len(rows)),
    }
    return out


def _mean(values: list[float | None]) -> float | None:
    vals = [v for v in values if v is not None]
    return sum(vals) / len(vals) if vals else None


def _fmt(v: float | None, pct: bool = True) -> str:
    if v is None:
        return "-"
    return f"{100 * v:.1f}" if pct else f"{v:.1f}"


def _fmt3(v: float | None) -> str:
    return "-" if v is None else f"{v:.3f}"


def format_table(results: dict) -> str:
    lines = [f"{'dataset':<16}{'n':>7}{'bal_acc':>9}{'auc':>7}{'f1_3way':>9}{'brier':>7}{'ece':>7}{'ms/ex':>9}"]
    rows = list(results["datasets"].items()) + [("MEAN", results["mean"])]
    for name, r in rows:
        lines.append(f"{name:<16}{r['n']:>7}{_fmt(r['balanced_accuracy']):>9}{_fmt(r['auc']):>7}"
                     f"{_fmt(r['macro_f1_3way']):>9}{_fmt3(r['brier']):>7}{_fmt3(r['calibration_error']):>7}"
                     f"{_fmt(r['ms_per_example'], False):>9}")
    return "\n".join(lines)


def run(data: Path, engine_name: str, limit: int | None = None, holdout: bool = False,
        datasets: Sequence[str] | None = None, engine_options: dict | None = None,
        predictions: list | None = None) -> dict:
    from verifier.registry import load_engine

    files = sorted(data.glob("*.jsonl"))
    if not files:
        raise SystemExit(f"no *.jsonl files in {data}")
    engine = load_engine(engine_name, **(engine_options or {}))
    per: dict[str, dict] = {}
    for path in files:
        name = path.stem
        if datasets and name not in datasets:
            continue
        rows = select(read_jsonl(path), holdout, limit)
        if rows:
            per[name] = evaluate_rows(engine, rows, name, predictions)
    mean = {k: _mean([r[k] for r in per.values()]) for k in
            ("balanced_accuracy", "auc", "macro_f1_3way", "brier", "calibration_error", "ms_per_example")}
    mean["n"] = sum(r["n"] for r in per.values())
    return {"engine": engine_name, "model_used": engine.model_used, "data": str(data), "holdout": holdout,
            "limit": limit, "datasets": per, "mean": mean}


def _parse_options(items: list[str]) -> dict:
    out: dict = {}
    for it in items:
        k, _, v = it.partition("=")
        try:
            out[k] = json.loads(v)
        except json.JSONDecodeError:
            out[k] = v
    return out


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(prog="python -m verifier.eval", description=__doc__,
                                 formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--data", type=Path, required=True, help="directory of *.jsonl files")
    ap.add_argument("--engine", default="auto", help="engine name for verifier.registry.load_engine")
    ap.add_argument("--option", action="append", default=[], metavar="KEY=VALUE",
                    help="engine option (JSON value), repeatable")
    ap.add_argument("--json", type=Path, help="write the figures to this file")
    ap.add_argument("--predictions", type=Path, help="write per-example verdicts (jsonl) to this file")
    ap.add_argument("--limit", type=int, help="at most N examples per data set")
    ap.add_argument("--holdout", action="store_true",
                    help="training-allowed sets: only their held-out part (never trained on)")
    ap.add_argument("--datasets", help="comma-separated subset of data set names")
    a = ap.parse_args(argv)
    preds: list | None = [] if a.predictions else None
    res = run(a.data, a.engine, a.limit, a.holdout, a.datasets.split(",") if a.datasets else None,
              _parse_options(a.option), preds)
    print(f"engine={res['engine']} model={res['model_used']} holdout={res['holdout']}")
    print(format_table(res))
    if a.json:
        a.json.write_text(json.dumps(res, indent=1))
    if a.predictions and preds is not None:
        with open(a.predictions, "w", encoding="utf-8") as f:
            for p in preds:
                f.write(json.dumps(p) + "\n")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
