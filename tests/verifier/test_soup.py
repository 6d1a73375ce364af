"""Checkpoint averaging (verifier.train.soup): the WiSE-FT mix the served model is made with."""

from __future__ import annotations

import argparse

import numpy as np
import pytest

from verifier.train.soup import average, parse_part


def _state(scale: float) -> dict[str, np.ndarray]:
    return {
        "layer.weight": np.full((2, 3), scale, dtype=np.float32),
        "layer.bias": np.arange(3, dtype=np.float32) * scale,
        "position_ids": np.arange(4, dtype=np.int64),
    }


def test_weighted_mean_is_renormalised_and_keeps_dtypes() -> None:
    out = average([_state(1.0), _state(3.0)], [3, 7])  # 0.3 * 1 + 0.7 * 3
    np.testing.assert_allclose(out["layer.weight"], np.full((2, 3), 2.4), rtol=1e-6)
    np.testing.assert_allclose(out["layer.bias"], np.arange(3) * 2.4, rtol=1e-6)
    assert out["layer.weight"].dtype == np.float32
    np.testing.assert_array_equal(out["position_ids"], np.arange(4))
    assert out["position_ids"].dtype == np.int64


def test_single_checkpoint_round_trips() -> None:
    s = _state(1.5)
    out = average([s], [0.5])
    for k, v in s.items():
        np.testing.assert_array_equal(out[k], v)


@pytest.mark.parametrize(
    ("states", "weights", "message"),
    [
        ([_state(1.0), {**_state(1.0), "extra": np.zeros(1, np.float32)}], [1, 1], "different tensors"),
        ([_state(1.0), {**_state(1.0), "layer.bias": np.zeros(4, np.float32)}], [1, 1], "shape"),
        ([_state(1.0), {**_state(1.0), "position_ids": np.arange(1, 5)}], [1, 1], "non-float"),
        ([_state(1.0), _state(2.0)], [1, 0], "positive"),
        ([_state(1.0), _state(2.0)], [1], "one weight per"),
    ],
)
def test_mismatched_checkpoints_are_refused(states, weights, message: str) -> None:  # noqa: ANN001
    with pytest.raises(ValueError, match=message):
        average(states, weights)


def test_part_spec_parsing() -> None:
    w, p = parse_part("0.7:train_runs/r5/ckpt-latest")
    assert w == 0.7 and str(p) == "train_runs/r5/ckpt-latest"
    for bad in ("train_runs/r5", "x:train_runs/r5"):
        with pytest.raises(argparse.ArgumentTypeError):
            parse_part(bad)


def test_command_writes_the_mix_and_copies_config(tmp_path) -> None:  # noqa: ANN001
    from verifier.hf_engine import read_safetensors, write_safetensors
    from verifier.train.soup import COPIED_FILES, WEIGHTS_FILE, main

    for name, scale in (("stage1", 1.0), ("stage2", 3.0)):
        d = tmp_path / name
        d.mkdir()
        write_safetensors(_state(scale), d / WEIGHTS_FILE)
        for f in COPIED_FILES:
            (d / f).write_text(f"{name}:{f}")
    out = tmp_path / "mix"
    main(["--out", str(out), f"0.3:{tmp_path / 'stage1'}", f"0.7:{tmp_path / 'stage2'}"])
    mixed = read_safetensors(out / WEIGHTS_FILE)
    np.testing.assert_allclose(mixed["layer.weight"], np.full((2, 3), 2.4), rtol=1e-6)
    np.testing.assert_array_equal(mixed["position_ids"], np.arange(4))
    assert all((out / f).read_text() == f"stage1:{f}" for f in COPIED_FILES)
