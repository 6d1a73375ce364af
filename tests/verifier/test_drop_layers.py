"""Layer dropping (verifier.train.drop_layers): a shallower checkpoint that still loads and runs."""

from __future__ import annotations

import argparse
import json
from pathlib import Path

import numpy as np
import pytest

from tests.verifier.test_model_hf import CTX, NLI, make_tiny_bert
from verifier.hf_engine import HFEngine, read_safetensors
from verifier.train.drop_layers import keep_layers, layer_count, layer_map, main, parse_keep

PAIRS = [(CTX, "The bridge opened in 1932."), (CTX, "The bridge opened in 1950."), ("penguins live .", "It is long.")]


def test_dropping_the_top_layer_gives_the_model_built_with_one_layer_fewer(tmp_path: Path) -> None:
    # make_tiny_bert draws shared tensors first and then layer by layer, so with the same seed the
    # 3-layer model's layers 0-1 (and embeddings, pooler, head) are exactly the 2-layer model's.
    deep = make_tiny_bert(tmp_path / "deep", NLI, layers=3, seed=4)
    shallow = make_tiny_bert(tmp_path / "shallow", NLI, layers=2, seed=4)
    out = tmp_path / "cut"
    main(["--keep", "0,1", "--out", str(out), str(deep)])
    assert json.loads((out / "config.json").read_text())["num_hidden_layers"] == 2
    assert layer_count(read_safetensors(out / "model.safetensors")) == 2
    cut = HFEngine(out, backend="numpy").probs(PAIRS)
    np.testing.assert_allclose(cut, HFEngine(shallow, backend="numpy").probs(PAIRS), atol=1e-6)
    assert np.abs(cut - HFEngine(deep, backend="numpy").probs(PAIRS)).max() > 1e-3


def test_kept_layers_are_renumbered_in_the_given_order(tmp_path: Path) -> None:
    state = read_safetensors(make_tiny_bert(tmp_path / "m", NLI, layers=3, seed=5) / "model.safetensors")
    out = keep_layers(state, [2, 0])
    assert layer_count(out) == 2
    key = "bert.encoder.layer.{}.attention.self.query.weight"
    np.testing.assert_array_equal(out[key.format(0)], state[key.format(2)])
    np.testing.assert_array_equal(out[key.format(1)], state[key.format(0)])
    assert not any(".layer.2." in k for k in out)
    for k in ("bert.embeddings.word_embeddings.weight", "classifier.weight", "bert.pooler.dense.bias"):
        np.testing.assert_array_equal(out[k], state[k])


@pytest.mark.parametrize(("keep", "message"), [([], "at least one"), ([0, 0], "twice"), ([0, 3], "out of range")])
def test_bad_layer_lists_are_refused(tmp_path: Path, keep: list[int], message: str) -> None:
    state = read_safetensors(make_tiny_bert(tmp_path / "m", NLI, layers=3) / "model.safetensors")
    with pytest.raises(ValueError, match=message):
        keep_layers(state, keep)


def test_keep_spec_parsing() -> None:
    assert parse_keep("0,1,2") == [0, 1, 2]
    with pytest.raises(argparse.ArgumentTypeError):
        parse_keep("0,top")


@pytest.mark.parametrize(("student", "teacher", "expected"), [
    (3, 6, [2, 4, 6]),  # every other teacher layer, last to last
    (2, 6, [3, 6]),
    (4, 6, [2, 3, 4, 6]),  # round(4.5) is 4 (banker's rounding), still strictly increasing
    (6, 6, [1, 2, 3, 4, 5, 6]),  # same depth: layer to layer
])
def test_hidden_state_layer_map_spreads_student_layers_over_the_teacher_ending_at_its_last(
        student: int, teacher: int, expected: list[int]) -> None:
    mapping = layer_map(student, teacher)
    assert mapping == expected
    assert mapping[-1] == teacher and mapping == sorted(set(mapping))


@pytest.mark.parametrize(("student", "teacher"), [(0, 6), (7, 6)])
def test_hidden_state_layer_map_refuses_a_student_deeper_than_its_teacher_or_empty(student: int, teacher: int) -> None:
    with pytest.raises(ValueError, match="cannot map"):
        layer_map(student, teacher)
