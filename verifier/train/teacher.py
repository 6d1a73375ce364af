"""``python -m verifier.train.teacher --model verifier/models/groundcheck-minilm-nli.onnx --pairs RUN/pairs.jsonl``

Adds a ``teacher_logits`` field to every training pair: the logits of an exported checker (the
served int8 ONNX model by default) on exactly the tokens the trainer will feed the student
(same tokenizer, same ``longest_first`` truncation to ``--max-len``). ``python -m verifier.train
--distill ALPHA`` then trains a smaller student on a mix of the gold labels and these soft
targets (knowledge distillation, Hinton et al. 2015), so a shallower, faster checker can keep
more of the served model's accuracy. The file is rewritten atomically; the pairs and their order
do not change. Runs with onnxruntime and tokenizers only (no torch).

Pairs are scored one at a time, as the engine serves them: the int8 graph quantizes
activations with one scale per tensor, so padding and batch mates would shift a pair's output
(by up to 0.1 in probability).
"""

from __future__ import annotations

import argparse
import json
import os
from pathlib import Path

import numpy as np

from verifier.model_engine import DEFAULT_MODEL, MODELS_DIR, open_session, pair_logits, session_options


def teacher_logits(model: Path, tokenizer: Path, pairs: list[dict], max_len: int, threads: int,
                   progress: bool = True) -> np.ndarray:
    """Logits (n x labels) of the ONNX model for each pair's (text, claim), truncated like the trainer,
    one unpadded forward pass per pair."""
    from tokenizers import Tokenizer
    from tqdm import tqdm

    tok = Tokenizer.from_file(str(tokenizer))
    tok.no_padding()
    tok.enable_truncation(max_length=max_len, strategy="longest_first")
    session = open_session(model, session_options(threads))
    wanted = {i.name for i in session.get_inputs()}
    encs = tok.encode_batch([(p["text"], p["claim"]) for p in pairs])
    rows = [pair_logits(session, wanted, enc.ids, enc.type_ids)
            for enc in tqdm(encs, desc="teacher", mininterval=10, disable=not progress)]
    return np.array(rows, np.float32) if rows else np.zeros((0, 0), np.float32)


def add_teacher_logits(pairs_path: Path, model: Path, tokenizer: Path, max_len: int, threads: int,
                       progress: bool = True) -> int:
    with open(pairs_path, encoding="utf-8") as f:
        pairs = [json.loads(line) for line in f]
    logits = teacher_logits(model, tokenizer, pairs, max_len, threads, progress=progress)
    tmp = pairs_path.with_name(pairs_path.name + ".tmp")
    with open(tmp, "w", encoding="utf-8") as f:
        for p, row in zip(pairs, logits, strict=True):
            p["teacher_logits"] = [round(float(x), 5) for x in row]
            f.write(json.dumps(p, ensure_ascii=False) + "\n")
    os.replace(tmp, pairs_path)
    return len(pairs)


def main(argv: list[str] | None = None) -> None:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--model", type=Path, default=MODELS_DIR / DEFAULT_MODEL)
    ap.add_argument("--tokenizer", type=Path, default=None, help="default: tokenizer.json next to --model")
    ap.add_argument("--pairs", type=Path, required=True, help="a run's pairs.jsonl (rewritten in place)")
    ap.add_argument("--max-len", type=int, default=256, help="the trainer's --max-len")
    ap.add_argument("--threads", type=int, default=2)
    a = ap.parse_args(argv)
    n = add_teacher_logits(a.pairs, a.model, a.tokenizer or a.model.parent / "tokenizer.json", a.max_len,
                           a.threads)
    print(f"teacher logits added to {n} pairs in {a.pairs}")


if __name__ == "__main__":
    main()
