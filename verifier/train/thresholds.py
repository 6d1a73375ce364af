"""``python -m verifier.train.thresholds --model verifier/models/groundcheck-minilm-nli.onnx``

Fits the model engine's decision thresholds on the HELD-OUT part of the training-allowed
evaluation sets only (never on the measure-only sets): runs the engine once per row keeping the
raw per-sentence scores, then grid-searches ``t_support`` / ``t_conflict_override`` for the mean
balanced accuracy over data sets and ``t_contradict`` for the mean three-way macro-F1.
Then fits the :class:`verifier.model_engine.Combiner` on the same rows: a logistic model of
"supported" over the logits of the weakest sentence's P(supported) and the lexical engine's score
(the two classes weighted equally over all rows), and its threshold for the mean balanced accuracy;
the combiner is written as served only if it beats the thresholds alone on those rows.
Writes ``<model stem>.thresholds.json`` next to the model.
"""

from __future__ import annotations

import argparse
import json
from pathlib import Path

import numpy as np
from tqdm import tqdm

from verifier.eval import balanced_accuracy, macro_f1
from verifier.model_engine import logit, sentence_verdict, thresholds_path
from verifier.train.split import TRAIN_ALLOWED, heldout_ids, read_jsonl
from verifier.types import join_context


def raw_rows(engine, rows: list[dict]) -> list[dict]:  # noqa: ANN001
    """Per row: label and per claim sentence [P(supported), max P(contradicted), conflict found]."""
    out = []
    for r in tqdm(rows, desc="raw", mininterval=5):
        ctx = engine._index(join_context(r["evidence"]))
        sents = []
        if ctx.sentences:
            for part in engine.claim_pieces(r["claim"]):
                res = engine._check_sentence(part, ctx)
                sents.append([float(res.p[engine._sup]), res.p_contra_max, bool(res.conflicts)])
        out.append({"id": r["id"], "dataset": r["dataset"], "label": r["label"], "sents": sents})
    return out


def verdicts(raw: list[dict], ts: float, tc: float, to: float) -> list[str]:
    out = []
    for r in raw:
        vs = [sentence_verdict(p_sup, p_con, conf, ts, tc, to) for p_sup, p_con, conf in r["sents"]]
        if not vs:
            out.append("unsupported")
        elif "contradicted" in vs:
            out.append("contradicted")
        elif "unsupported" in vs:
            out.append("unsupported")
        else:
            out.append("supported")
    return out


def score(raw: list[dict], ts: float, tc: float, to: float) -> tuple[float, float]:
    """(mean balanced accuracy, mean 3-way macro-F1) over data sets."""
    pred = verdicts(raw, ts, tc, to)
    by: dict[str, tuple[list, list]] = {}
    for r, p in zip(raw, pred, strict=True):
        g, q = by.setdefault(r["dataset"], ([], []))
        g.append(r["label"])
        q.append(p)
    bas, f1s = [], []
    for g, q in by.values():
        ba = balanced_accuracy([x == "supported" for x in g], [x == "supported" for x in q])
        if ba is not None:
            bas.append(ba)
        if "contradicted" in g:
            f1s.append(macro_f1(g, q))
    return float(np.mean(bas)) if bas else 0.0, float(np.mean(f1s)) if f1s else 0.0


def fit(raw: list[dict]) -> dict:
    grid = [round(x, 3) for x in np.arange(0.05, 0.96, 0.025)]
    overrides = [0.5, 0.7, 0.8, 0.9, 0.95, 0.99, 1.01]
    best = max((score(raw, ts, 0.5, to)[0], ts, to) for ts in grid for to in overrides if to >= ts or to == 1.01)
    _, ts, to = best
    best_c = max((score(raw, ts, tc, to)[1], tc) for tc in grid)
    tc = best_c[1]
    ba, f1 = score(raw, ts, tc, to)
    return {"t_support": ts, "t_contradict": tc, "t_conflict_override": to,
            "fitted_on": "held-out part of " + ", ".join(sorted({r["dataset"] for r in raw})),
            "n": len(raw), "mean_balanced_accuracy": round(ba, 4), "mean_macro_f1_3way": round(f1, 4)}


def logistic(x: np.ndarray, y: np.ndarray, w: np.ndarray, l2: float = 1e-3, steps: int = 4000,
             lr: float = 0.05) -> tuple[np.ndarray, float]:
    """Weighted L2-regularised logistic regression by gradient descent (a handful of features)."""
    coef, bias = np.zeros(x.shape[1]), 0.0
    for _ in range(steps):
        p = 1 / (1 + np.exp(-(x @ coef + bias)))
        g = (p - y) * w
        coef -= lr * (x.T @ g / w.sum() + l2 * coef)
        bias -= lr * float(g.sum() / w.sum())
    return coef, bias


def combiner_inputs(raw: list[dict], lexical_scores: list[float], fitted: dict,
                    lexical_conflicts: list[bool] | None = None) -> tuple[np.ndarray, np.ndarray]:
    """The combiner's two features per row (logits of the weakest sentence's P(supported) and of the
    lexical score) and whether a number/date/negation conflict keeps the row contradicted (as in the
    engine: such a claim is never supported), found beside the model or by the lexical engine."""
    ts, tc, to = fitted["t_support"], fitted["t_contradict"], fitted["t_conflict_override"]
    contradicted = np.array([any(conf and sentence_verdict(p, c, conf, ts, tc, to) == "contradicted"
                                 for p, c, conf in r["sents"]) for r in raw], dtype=bool)
    if lexical_conflicts is not None:
        contradicted |= np.array(lexical_conflicts, dtype=bool)
    p_model = np.array([min((s[0] for s in r["sents"]), default=0.0) for r in raw])
    return np.stack([logit(p_model), logit(np.array(lexical_scores))], axis=1), contradicted


def combiner_supports(x: np.ndarray, contradicted: np.ndarray, combiner: dict) -> np.ndarray:
    """The served combiner's support decision over :func:`combiner_inputs`."""
    z = x @ np.array([combiner["w_model"], combiner["w_lexical"]]) + combiner["bias"]
    return (z >= combiner["threshold"]) & ~contradicted


def fit_combiner(raw: list[dict], lexical_scores: list[float], fitted: dict,
                 lexical_conflicts: list[bool] | None = None) -> dict:
    """Fit :class:`verifier.model_engine.Combiner` on rows whose raw model scores and lexical
    scores are given; as in the engine, a number/date/negation conflict (beside the model, or found
    by the lexical engine) keeps the claim from being supported."""
    x, contradicted = combiner_inputs(raw, lexical_scores, fitted, lexical_conflicts)
    y = np.array([r["label"] == "supported" for r in raw], dtype=float)
    ds = np.array([r["dataset"] for r in raw])
    # Classes balanced over all rows pooled (not per data set): a per-set weighting let the smallest
    # sets (29 and 61 rows) and one set whose held-out scores rank backwards (HealthVer) pull the
    # weights; the threshold below still maximises the mean over data sets.
    w = np.where(y == 1.0, 1.0 / max(1, int(y.sum())), 1.0 / max(1, int((1 - y).sum())))
    coef, bias = logistic(x, y, w)
    z = x @ coef + bias

    def mean_ba(t: float) -> float:
        pred = (z >= t) & ~contradicted
        bas = [balanced_accuracy(list(y[ds == d] == 1), list(pred[ds == d])) for d in sorted(set(ds))]
        return float(np.mean([b for b in bas if b is not None]))

    t = max(np.quantile(z, np.linspace(0.02, 0.98, 193)), key=mean_ba)
    return {"w_model": round(float(coef[0]), 5), "w_lexical": round(float(coef[1]), 5), "bias": round(bias, 5),
            "threshold": round(float(t), 5), "mean_balanced_accuracy": round(mean_ba(t), 4)}


def choose_combiner(thresholds_alone: float, combiner: dict) -> dict:
    """The combiner is served only where it beats the thresholds alone on the rows both were fitted
    on: it is fitted by logistic loss, not balanced accuracy, and can lose (a distilled 3-layer model
    scored 62.8 with it, 63.1 without). A combiner left out is kept in the file for the record."""
    if combiner["mean_balanced_accuracy"] >= thresholds_alone:
        return {"combiner": combiner}
    return {"combiner": None, "combiner_not_used": combiner}


def heldout_rows(data: Path, limit: int | None = None) -> list[dict]:
    """The held-out rows of the training-allowed sets in ``data`` (at most ``limit`` per set)."""
    rows: list[dict] = []
    for name in sorted(TRAIN_ALLOWED):
        path = data / f"{name}.jsonl"
        if path.exists():
            data_rows = read_jsonl(path)
            held = heldout_ids(data_rows)
            rows.extend([r for r in data_rows if r["id"] in held][:limit])
    return rows


def cached_raw_rows(model: Path | None, rows: list[dict], cache: Path | None) -> list[dict]:
    """:func:`raw_rows` of the model (combiner off), read from ``cache`` when it exists (it must be
    for the same rows), else computed and written there."""
    if cache and cache.exists():
        raw = [json.loads(x) for x in cache.read_text().splitlines()]
        if [r["id"] for r in raw] != [r["id"] for r in rows]:
            raise SystemExit(f"{cache} holds raw scores for other rows")
        return raw
    from verifier.model_engine import ModelEngine

    raw = raw_rows(ModelEngine(model, combine=False), rows)
    if cache:
        cache.write_text("".join(json.dumps(r) + "\n" for r in raw))
    return raw


def lexical_checks(rows: list[dict]) -> tuple[list[float], list[bool]]:
    """The lexical engine's score per row and whether it found a conflict (which the served engine
    treats as hard)."""
    from verifier.lexical import LexicalEngine

    lexical = LexicalEngine()
    verdicts = [lexical.check(r["claim"], join_context(r["evidence"])) for r in rows]
    return [v.confidence_score for v in verdicts], [v.verdict == "contradicted" for v in verdicts]


def main(argv: list[str] | None = None) -> None:
    from verifier.model_engine import default_model_path

    ap = argparse.ArgumentParser(prog="python -m verifier.train.thresholds", description=__doc__)
    ap.add_argument("--model", type=Path, default=None)
    ap.add_argument("--data", type=Path, default=Path("/work/shared/data/eval"))
    ap.add_argument("--raw", type=Path, help="cache of raw scores (jsonl); reused if it exists")
    ap.add_argument("--limit", type=int, help="at most N held-out rows per data set")
    a = ap.parse_args(argv)

    model = a.model or default_model_path()
    if not model.is_file():
        raise SystemExit(f"model file not found: {model}")
    rows = heldout_rows(a.data, a.limit)
    raw = cached_raw_rows(model, rows, a.raw)
    res = fit(raw)
    scores, conflicts = lexical_checks(rows)
    combiner = fit_combiner(raw, scores, res, conflicts)
    res.update(choose_combiner(res["mean_balanced_accuracy"], combiner))
    out = thresholds_path(model)
    out.write_text(json.dumps(res, indent=1) + "\n")
    print(json.dumps(res, indent=1))


if __name__ == "__main__":
    main()
