"""``python -m verifier.train.soup --out DIR W:CHECKPOINT [W:CHECKPOINT ...]``: average checkpoints' weights.

Used for WiSE-FT (Wortsman et al., 2022, "Robust fine-tuning of zero-shot models"): interpolating the
weights of a fine-tuned model with those of the model it was fine-tuned from keeps most of the
in-domain gain and loses less on unseen domains. Here the served model is
``0.3 * stage 1 + 0.7 * stage 2`` (both stages share the architecture and the label head); the
mixing weight was chosen on the held-out training-allowed rows only. Weights are renormalised to
sum to 1. Config and tokenizer files are copied from the first checkpoint. Plain numpy: the files
are read and written with the bring-your-own engine's safetensors reader/writer.
"""

from __future__ import annotations

import argparse
import shutil
from collections.abc import Mapping, Sequence
from pathlib import Path

import numpy as np

from verifier.hf_engine import read_safetensors, write_safetensors

WEIGHTS_FILE = "model.safetensors"
COPIED_FILES = ("config.json", "tokenizer.json", "tokenizer_config.json")


def average(states: Sequence[Mapping[str, np.ndarray]], weights: Sequence[float]) -> dict[str, np.ndarray]:
    """Weighted mean of state dicts with identical keys and shapes; keeps each tensor's dtype."""
    if not states or len(states) != len(weights):
        raise ValueError("need one weight per state dict, at least one")
    if any(w <= 0 for w in weights):
        raise ValueError(f"weights must be positive, got {list(weights)}")
    keys = set(states[0])
    for i, s in enumerate(states[1:], start=1):
        if set(s) != keys:
            diff = sorted(keys.symmetric_difference(s))[:5]
            raise ValueError(f"checkpoint {i} has different tensors than checkpoint 0: {diff}")
        for k in keys:
            if s[k].shape != states[0][k].shape:
                raise ValueError(f"{k}: shape {s[k].shape} in checkpoint {i}, {states[0][k].shape} in checkpoint 0")
    total = float(sum(weights))
    out: dict[str, np.ndarray] = {}
    for k in sorted(keys):
        ref = states[0][k]
        if not np.issubdtype(ref.dtype, np.floating):  # integer buffers (position ids): must agree
            if any(not np.array_equal(s[k], ref) for s in states[1:]):
                raise ValueError(f"{k}: non-float tensor differs between checkpoints")
            out[k] = ref.copy()
            continue
        acc = sum((w / total) * s[k].astype(np.float64) for s, w in zip(states, weights, strict=True))
        out[k] = np.asarray(acc, dtype=ref.dtype)
    return out


def parse_part(spec: str) -> tuple[float, Path]:
    """``"0.7:train_runs/r5/ckpt-latest"`` -> (0.7, Path)."""
    weight, sep, path = spec.partition(":")
    if not sep:
        raise argparse.ArgumentTypeError(f"expected WEIGHT:CHECKPOINT_DIR, got {spec!r}")
    try:
        return float(weight), Path(path)
    except ValueError as e:
        raise argparse.ArgumentTypeError(f"bad weight in {spec!r}") from e


def main(argv: list[str] | None = None) -> None:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--out", type=Path, required=True, help="output checkpoint directory")
    ap.add_argument("parts", nargs="+", type=parse_part, help="WEIGHT:CHECKPOINT_DIR")
    a = ap.parse_args(argv)
    states = [read_safetensors(path / WEIGHTS_FILE) for _, path in a.parts]
    merged = average(states, [w for w, _ in a.parts])
    a.out.mkdir(parents=True, exist_ok=True)
    write_safetensors(merged, a.out / WEIGHTS_FILE)
    for name in COPIED_FILES:
        shutil.copy(a.parts[0][1] / name, a.out / name)
    print(f"wrote {a.out / WEIGHTS_FILE}: " + " + ".join(f"{w:g} x {p}" for w, p in a.parts))


if __name__ == "__main__":
    main()
