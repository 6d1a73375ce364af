"""Decision fitting on held-out training-allowed rows (verifier.train.thresholds): no model needed."""

from __future__ import annotations

import random

from verifier.train.thresholds import choose_combiner, fit, fit_combiner


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


def test_a_combiner_that_scores_below_the_thresholds_alone_is_not_served() -> None:
    raw, lexical = rows(400)
    fitted = fit(raw)
    comb = fit_combiner(raw, lexical, fitted)
    assert choose_combiner(fitted["mean_balanced_accuracy"], comb) == {"combiner": comb}
    worse = choose_combiner(comb["mean_balanced_accuracy"] + 0.001, comb)
    assert worse == {"combiner": None, "combiner_not_used": comb}


def test_an_engine_reading_a_file_without_a_served_combiner_decides_by_thresholds_alone(tmp_path) -> None:  # noqa: ANN001
    """``"combiner": null`` in the thresholds file must load as no combiner (not fail, not default)."""
    import json

    from verifier.model_engine import DEFAULT_MODEL, MODELS_DIR, ModelEngine, thresholds_path

    model = tmp_path / DEFAULT_MODEL
    (tmp_path / "tokenizer.json").symlink_to(MODELS_DIR / "tokenizer.json")
    model.symlink_to(MODELS_DIR / DEFAULT_MODEL)
    served = json.loads(thresholds_path(MODELS_DIR / DEFAULT_MODEL).read_text())
    assert served["combiner"] is not None
    thresholds_path(model).write_text(
        json.dumps(served | choose_combiner(1.0, served["combiner"])))
    engine = ModelEngine(model)
    assert engine.combiner is None and engine.lexical is None
    assert engine.thresholds["t_support"] == served["t_support"]


def test_command_fits_from_a_raw_cache_and_writes_beside_the_model(tmp_path, monkeypatch) -> None:  # noqa: ANN001
    """With a cache of raw scores the model is not run again; the fitted file lands next to the
    model, and a missing model file or a cache for other rows is refused."""
    import json

    import pytest

    from verifier.train import thresholds

    raw, lexical = rows(200)
    held = [{"id": r["id"], "dataset": r["dataset"], "label": r["label"], "claim": "c", "evidence": "e"} for r in raw]
    monkeypatch.setattr(thresholds, "heldout_rows", lambda data, limit=None: held)
    monkeypatch.setattr(thresholds, "lexical_checks", lambda rows: (lexical, [False] * len(lexical)))
    cache = tmp_path / "raw.jsonl"
    cache.write_text("".join(json.dumps(r) + "\n" for r in raw))
    model = tmp_path / "m.onnx"
    model.write_bytes(b"not read when the cache exists")
    thresholds.main(["--model", str(model), "--raw", str(cache)])
    written = json.loads((tmp_path / "m.thresholds.json").read_text())
    assert written["n"] == 200 and written["combiner"]["w_lexical"] > 1.0
    with pytest.raises(SystemExit, match="not found"):
        thresholds.main(["--model", str(tmp_path / "missing.onnx"), "--raw", str(cache)])
    cache.write_text(cache.read_text().replace(raw[0]["id"], "other:0"))
    with pytest.raises(SystemExit, match="other rows"):
        thresholds.main(["--model", str(model), "--raw", str(cache)])
