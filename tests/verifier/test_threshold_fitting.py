"""Decision fitting on held-out training-allowed rows (verifier.train.thresholds): no model needed."""

from __future__ import annotations

import random

from verifier.train.thresholds import fit, fit_combiner


def rows(n: int, seed: int = 3) -> tuple[list[dict], list[float]]:
    """Two data sets; the model score is noise, the lexical score separates the classes, and a
    few rows carry a lexical number conflict (model says contradicted)."""
    rng = random.Random(seed)
    raw, lexical = [], []
    for i in range(n):
        label = "supported" if i % 2 else ("contradicted" if i % 4 == 0 else "unsupported")
        p_model = rng.random()
        raw.append({"id": f"d{i % 2}:{i}", "dataset": f"d{i % 3}", "label": label,
                    "sents": [[p_model, 0.9 if label == "contradicted" else 0.05, False]]})
        lexical.append(rng.uniform(0.7, 0.99) if label == "supported" else rng.uniform(0.01, 0.3))
    return raw, lexical


def test_combiner_learns_the_informative_feature() -> None:
    raw, lexical = rows(400)
    fitted = fit(raw)
    comb = fit_combiner(raw, lexical, fitted)
    assert comb["w_lexical"] > 1.0 > abs(comb["w_model"])
    assert comb["mean_balanced_accuracy"] > 0.95 > fitted["mean_balanced_accuracy"]


def test_a_tiny_set_that_ranks_backwards_does_not_cancel_the_model_weight() -> None:
    """The combiner balances the two classes over all rows: 20 rows of a set whose model scores
    rank backwards cannot outvote 400 rows where they rank right (as they could if every data set
    weighed the same)."""
    raw, lexical = [], []
    for i in range(420):
        big = i < 400
        supported = i % 2 == 0
        right = supported if big else not supported
        raw.append({"id": f"x:{i}", "dataset": "big" if big else "tiny",
                    "label": "supported" if supported else "unsupported",
                    "sents": [[0.9 if right else 0.1, 0.05, False]]})
        lexical.append(0.5)
    comb = fit_combiner(raw, lexical, fit(raw))
    assert comb["w_model"] > 0.5
    assert comb["mean_balanced_accuracy"] >= 0.5
