"""``python -m verifier.train.drop_layers --keep 0,1,2 --out DIR CHECKPOINT``: a shallower copy of a BERT checkpoint.

Latency on CPU grows about linearly with the number of transformer layers, so a checkpoint with
fewer layers, fine-tuned again (``python -m verifier.train --base DIR``), is the direct way to a
faster checker. Sajjad et al. (2020, "On the effect of dropping layers of pre-trained transformer
models") found that dropping the top layers loses the least. The kept layers are renumbered
0..k-1, everything outside the encoder stack (embeddings, pooler, label head) is copied as is, and
``num_hidden_layers`` in ``config.json`` is set to k. Plain numpy, like ``verifier.train.soup``.
"""

from __future__ import annotations

import argparse
import json
import re
import shutil
from collections.abc import Mapping, Sequence
from pathlib import Path

import numpy as np

from verifier.hf_engine import read_safetensors, write_safetensors
from verifier.train.soup import WEIGHTS_FILE

LAYER_KEY = re.compile(r"^(?P<prefix>.*\.encoder\.layer\.)(?P<index>\d+)(?P<rest>\..+)$")


def layer_count(state: Mapping[str, np.ndarray]) -> int:
    """Number of encoder layers found in a state dict's key names."""
    indices = {int(m["index"]) for k in state if (m := LAYER_KEY.match(k))}
    return max(indices) + 1 if indices else 0


def keep_layers(state: Mapping[str, np.ndarray], keep: Sequence[int]) -> dict[str, np.ndarray]:
    """State dict with only the encoder layers in ``keep`` (in that order), renumbered from 0."""
    total = layer_count(state)
    if not keep:
        raise ValueError("keep at least one layer")
    if len(set(keep)) != len(keep):
        raise ValueError(f"layer listed twice in {list(keep)}")
    if bad := [i for i in keep if not 0 <= i < total]:
        raise ValueError(f"layers {bad} out of range: the checkpoint has {total} layers")
    new_index = {old: new for new, old in enumerate(keep)}
    out: dict[str, np.ndarray] = {}
    for key, tensor in state.items():
        m = LAYER_KEY.match(key)
        if m is None:
            out[key] = tensor
        elif (old := int(m["index"])) in new_index:
            out[f"{m['prefix']}{new_index[old]}{m['rest']}"] = tensor
    return out


def layer_map(student_layers: int, teacher_layers: int) -> list[int]:
    """Teacher hidden-state index matched by each student layer's output (1..k) in hidden-state
    distillation: evenly spaced, last to last ("PKD-skip", Sun et al. 2019), e.g. 3 of 6 -> [2, 4, 6].
    Index 0 is the embeddings."""
    if not 0 < student_layers <= teacher_layers:
        raise ValueError(f"a {student_layers}-layer student cannot map onto a {teacher_layers}-layer teacher")
    return [round(i * teacher_layers / student_layers) for i in range(1, student_layers + 1)]


def parse_keep(spec: str) -> list[int]:
    """``"0,1,2"`` -> [0, 1, 2]."""
    try:
        return [int(part) for part in spec.split(",")]
    except ValueError as e:
        raise argparse.ArgumentTypeError(f"expected comma-separated layer numbers, got {spec!r}") from e


def main(argv: list[str] | None = None) -> None:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--keep", type=parse_keep, required=True, help="layers to keep, e.g. 0,1,2")
    ap.add_argument("--out", type=Path, required=True, help="output checkpoint directory")
    ap.add_argument("checkpoint", type=Path)
    a = ap.parse_args(argv)
    state = read_safetensors(a.checkpoint / WEIGHTS_FILE)
    before = layer_count(state)
    kept = keep_layers(state, a.keep)
    config = json.loads((a.checkpoint / "config.json").read_text())
    config["num_hidden_layers"] = len(a.keep)
    a.out.mkdir(parents=True, exist_ok=True)
    write_safetensors(kept, a.out / WEIGHTS_FILE)
    (a.out / "config.json").write_text(json.dumps(config, indent=2) + "\n")
    shutil.copy(a.checkpoint / "tokenizer.json", a.out / "tokenizer.json")
    if (a.checkpoint / "tokenizer_config.json").exists():  # optional: the engines read tokenizer.json
        shutil.copy(a.checkpoint / "tokenizer_config.json", a.out / "tokenizer_config.json")
    print(f"wrote {a.out}: layers {a.keep} of {before}")


if __name__ == "__main__":
    main()
