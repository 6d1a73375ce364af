"""``python -m verifier.train.lodo --model M.onnx --raw RAW.jsonl [--predictions OUT.jsonl]``

Leave-one-set-out estimate of the served decision rule. ``verifier.train.thresholds`` fits the
thresholds and the combiner on the same held-out allowed rows the deciding figure is measured on,
so that figure is in-sample for those few parameters, and a richer rule cannot lose there. Here
each training-allowed set is predicted by thresholds and combiner fitted on the other sets only:
the mean over sets is what the fit is worth on a set it has not seen. ``--predictions`` writes the
rows in the eval command's format, so ``verifier.eval_compare`` can pair two rules' files; the
figures printed are that module's one-file intervals.
"""

from __future__ import annotations

import argparse
import json
from pathlib import Path

from verifier.eval_compare import format_intervals, intervals
from verifier.train.thresholds import (
    cached_raw_rows,
    choose_combiner,
    combiner_inputs,
    combiner_supports,
    fit,
    fit_combiner,
    heldout_rows,
    lexical_checks,
    verdicts,
)


def predict(raw: list[dict], lexical: list[float], fitted: dict, conflicts: list[bool] | None = None) -> list[str]:
    """Verdicts as the engine would give them with ``fitted`` (thresholds and, if served, its combiner):
    the combiner decides support; thresholds alone decide everything when no combiner is served."""
    plain = verdicts(raw, fitted["t_support"], fitted["t_contradict"], fitted["t_conflict_override"])
    combiner = fitted.get("combiner")
    if not combiner:
        return plain
    supported = combiner_supports(*combiner_inputs(raw, lexical, fitted, conflicts), combiner)
    return ["supported" if s else ("contradicted" if v == "contradicted" else "unsupported")
            for s, v in zip(supported, plain, strict=True)]


def leave_one_set_out(raw: list[dict], lexical: list[float], conflicts: list[bool] | None = None) -> list[dict]:
    """Every row predicted by thresholds and combiner fitted without its data set; ``conflicts``: whether
    the lexical engine found a conflict in each row (hard in the served engine)."""
    flags = conflicts if conflicts is not None else [False] * len(raw)
    out: list[dict] = []
    for name in sorted({r["dataset"] for r in raw}):
        train = [i for i, r in enumerate(raw) if r["dataset"] != name]
        test = [i for i, r in enumerate(raw) if r["dataset"] == name]
        train_raw = [raw[i] for i in train]
        fitted = fit(train_raw)
        fitted |= choose_combiner(fitted["mean_balanced_accuracy"],
                                  fit_combiner(train_raw, [lexical[i] for i in train], fitted,
                                               [flags[i] for i in train]))
        test_raw = [raw[i] for i in test]
        verdicts_out = predict(test_raw, [lexical[i] for i in test], fitted, [flags[i] for i in test])
        for r, v in zip(test_raw, verdicts_out, strict=True):
            out.append({"id": r["id"], "dataset": name, "label": r["label"], "verdict": v})
    return out


def main(argv: list[str] | None = None) -> None:
    ap = argparse.ArgumentParser(prog="python -m verifier.train.lodo", description=__doc__,
                                 formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--model", type=Path, default=None, help="scored only when --raw does not exist yet")
    ap.add_argument("--data", type=Path, default=Path("/work/shared/data/eval"))
    ap.add_argument("--raw", type=Path, help="cache of raw scores (jsonl), as verifier.train.thresholds --raw")
    ap.add_argument("--predictions", type=Path, help="write the leave-one-set-out verdicts here (jsonl)")
    a = ap.parse_args(argv)
    rows = heldout_rows(a.data)
    raw = cached_raw_rows(a.model, rows, a.raw)
    preds = leave_one_set_out(raw, *lexical_checks(rows))
    if a.predictions:
        a.predictions.write_text("".join(json.dumps(p) + "\n" for p in preds))
    print("each set predicted by a fit on the others (95% bootstrap intervals):")
    print(format_intervals(intervals({p["id"]: p for p in preds})))


if __name__ == "__main__":
    main()
