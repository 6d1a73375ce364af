"""Build (evidence window, claim, label) training pairs from training-allowed data only.

Sources: ``<data>/train/*.jsonl`` and the non-held-out part of the training-allowed
evaluation sets (see ``split.py``), plus synthetic examples made from those same rows.
The measure-only sets are never opened here.
"""

from __future__ import annotations

import json
import random
from collections import Counter, defaultdict
from collections.abc import Callable
from pathlib import Path

from verifier.train import bound, synth
from verifier.train.split import MEASURE_ONLY, TRAIN_ALLOWED, group_of, heldout_ids, read_jsonl
from verifier.windows import Span, make_windows, split_sentences, top_windows

LABELS = ["supported", "unsupported", "contradicted"]
LABEL_ID = {name: i for i, name in enumerate(LABELS)}


def load_training_records(data_dir: Path) -> list[dict]:
    """All rows that may be trained on: train/* plus the non-held-out part of allowed eval sets."""
    out: list[dict] = []
    for path in sorted((data_dir / "train").glob("*.jsonl")):
        out.extend(read_jsonl(path))
    for name in sorted(TRAIN_ALLOWED):
        assert name not in MEASURE_ONLY
        path = data_dir / "eval" / f"{name}.jsonl"
        if not path.exists():
            continue
        rows = read_jsonl(path)
        held = heldout_ids(rows)
        out.extend(r for r in rows if r["id"] not in held)
    return out


class PairMaker:
    """Cuts evidence to the best window for a claim under a token budget."""

    def __init__(self, count_tokens: Callable[[str], int], max_len: int) -> None:
        self.count = count_tokens
        self.max_len = max_len

    def best_window(self, claim: str, doc: str, must_contain: str | None = None) -> str | None:
        budget = max(32, self.max_len - min(self.count(claim), 128) - 4)
        wins = make_windows(doc, budget, self.count)
        if not wins:
            return None
        if must_contain is not None:
            wins = [w for w in wins if must_contain in w.text]
            if not wins:
                return None
        idx, _ = top_windows(claim, wins, 1)[0]
        return wins[idx].text


def _edited_sentences(bad: str, good_claims: list[str]) -> list[str]:
    """Sentences of an unsupported summary that appear in none of the supported summaries."""
    good = {s.text for g in good_claims for s in split_sentences(g)}
    return [s.text for s in split_sentences(bad) if s.text not in good]


def real_pairs(records: list[dict], pm: PairMaker, rng: random.Random) -> list[dict]:
    supported_by_group: dict[tuple[str, str], list[str]] = defaultdict(list)
    for r in records:
        if r["label"] == "supported":
            supported_by_group[(r["dataset"], group_of(r["id"]))].append(r["claim"])
    out = []
    for r in records:
        doc = "\n\n".join(r["evidence"]) if isinstance(r["evidence"], list) else r["evidence"]
        claim_sents = [s.text for s in split_sentences(r["claim"])] or [r["claim"]]
        if r["label"] == "supported" and len(claim_sents) > 1:
            claims = rng.sample(claim_sents, min(2, len(claim_sents)))
        elif r["label"] != "supported" and len(claim_sents) > 1:
            same_doc = supported_by_group.get((r["dataset"], group_of(r["id"])), [])
            edited = _edited_sentences(r["claim"], same_doc)
            claims = edited if len(edited) == 1 else [r["claim"]]
        else:
            claims = [r["claim"]]
        for c in claims:
            w = pm.best_window(c, doc)
            if w:
                out.append({"text": w, "claim": c, "label": LABEL_ID[r["label"]], "src": r["dataset"]})
    return out


def synthetic_pairs(records: list[dict], pm: PairMaker, rng: random.Random, n_docs: int,
                    negated_both_rate: float = 0.0, bound_rate: float = 0.0) -> list[dict]:
    """Synthetic pairs from ``n_docs`` documents; ``negated_both_rate`` / ``bound_rate``: the share of documents
    giving kind (e) / (f) (0, the default, draws no random number for it, so earlier runs' pairs are rebuilt
    exactly)."""
    docs = {}
    for r in records:
        if r["dataset"] == "sick":
            continue
        doc = "\n\n".join(r["evidence"]) if isinstance(r["evidence"], list) else r["evidence"]
        docs.setdefault(doc, r["dataset"])
    doc_list = sorted(docs)
    rng.shuffle(doc_list)
    entity_pool = sorted({e for d in doc_list[:2000] for e in synth._CAP.findall(" " + d)})
    detail_pool = sorted({p for d in doc_list[:2000] for p in synth.detail_phrases(d)})
    out: list[dict] = []
    for doc in doc_list[:n_docs]:
        src = docs[doc]
        sents = synth.doc_sentences(doc)
        good = [s for s in sents if synth.good_sentence(s)]
        if not good:
            continue
        reps = min(4, 1 + len(good) // 10)  # long documents (summaries' sources) yield more
        for s in rng.sample(good, reps):
            out.extend(_doc_examples(doc, src, sents, good, s, doc_list, entity_pool, detail_pool, pm, rng,
                                     negated_both_rate, bound_rate))
    return out


def _doc_examples(doc: str, src: str, sents: list[Span], good: list[Span], s: Span, doc_list: list[str],
                  entity_pool: list[str], detail_pool: list[str], pm: PairMaker,
                  rng: random.Random, negated_both_rate: float = 0.0, bound_rate: float = 0.0) -> list[dict]:
    out: list[dict] = []
    claim = synth.clause(s.text, rng)
    # (a) supported: the sentence is in the window; unsupported: removed with near-duplicates.
    w = pm.best_window(claim, doc, must_contain=s.text)
    if w:
        out.append({"text": w, "claim": claim, "label": 0, "src": f"syn-copy:{src}"})
        # the same sentence with one baseless detail added, same window -> unsupported.
        detailed = (synth.add_detail(claim, doc, rng.sample(detail_pool, min(40, len(detail_pool))), rng)
                    if rng.random() < 0.5 else None)
        if detailed:
            out.append({"text": w, "claim": detailed, "label": 1, "src": f"syn-detail:{src}"})
    if len(sents) >= 3:
        rest = synth.remove_near_duplicates(doc, sents, claim)
        w2 = pm.best_window(claim, rest) if rest else None
        if w2:
            out.append({"text": w2, "claim": claim, "label": 1, "src": f"syn-removed:{src}"})
    # (b) contradicted: minimal edit of a (possibly different) sentence.
    for s2 in rng.sample(good, min(2, len(good))):
        pert = synth.perturb(s2.text, doc, rng, entity_pool)
        if pert:
            w3 = pm.best_window(s2.text, doc, must_contain=s2.text)
            if w3:
                out.append({"text": w3, "claim": pert[0], "label": 2, "src": f"syn-{pert[1]}:{src}"})
    # (d) a sentence reworded (a synonym, a figure rounded under a hedge) -> supported; most sentences
    # offer neither, so the first of the document's sentences (in random order) that does is used.
    for s3 in rng.sample(good, len(good)):
        reworded = synth.reword(s3.text, rng)
        if reworded:
            w4 = pm.best_window(s3.text, doc, must_contain=s3.text)
            if w4:
                out.append({"text": w4, "claim": reworded[0], "label": 0, "src": f"syn-reword-{reworded[1]}:{src}"})
            break
    # (e) one sentence negated in the evidence and in the claim alike -> supported; the sentence as it was, against
    # that evidence -> contradicted. Most contradicted edits add a "not", and the model had learnt to read any
    # "not" as a contradiction (a negated sentence copied from its context scored contradicted); here the claim's
    # "not" agrees with the evidence, and the claim without it is the one that disagrees.
    if negated_both_rate > 0 and rng.random() < negated_both_rate:
        for s5 in rng.sample(good, min(3, len(good))):
            negated = None if synth.has_negation(s5.text) else synth.add_negation(s5.text, rng)
            if not negated:
                continue
            negated_doc = doc[: s5.start] + negated + doc[s5.end :]
            w5 = pm.best_window(negated, negated_doc, must_contain=negated)
            if w5:
                out.append({"text": w5, "claim": negated, "label": 0, "src": f"syn-negboth:{src}"})
                out.append({"text": w5, "claim": s5.text, "label": 2, "src": f"syn-negdropped:{src}"})
            break
    # (f) a sentence whose figures, names or conditions stay inside its window but are bound to the wrong thing
    # (verifier.train.bound): every word of the claim is in the evidence, so only reading it tells them apart.
    # Up to two such claims, from different sentences.
    if bound_rate > 0 and rng.random() < bound_rate:
        made = 0
        for s6 in rng.sample(good, min(4, len(good))):
            w6 = pm.best_window(s6.text, doc, must_contain=s6.text)
            edited = bound.bound_edit(s6.text, w6, rng) if w6 else None
            if edited:
                out.append({"text": w6, "claim": edited[0], "label": LABEL_ID[edited[2]],
                            "src": f"syn-bound-{edited[1]}:{src}"})
                made += 1
                if made == 2:
                    break
    # (c) joined claims.
    if len(good) >= 2 and rng.random() < 0.6:
        i = rng.randrange(len(good) - 1)
        # usually neighbours, sometimes two or three sentences apart (claims that need both)
        a, b = good[i], good[min(len(good) - 1, i + rng.choice([1, 1, 2, 3]))]
        if a.end <= b.start and len(a.text.split()) + len(b.text.split()) <= 55:
            j = synth.join_claim(a.text, b.text)
            win = pm.best_window(j, doc, must_contain=a.text)
            if win and b.text in win:
                out.append({"text": win, "claim": j, "label": 0, "src": f"syn-join:{src}"})
            other = rng.choice(doc_list)
            og = [x for x in synth.doc_sentences(other) if synth.good_sentence(x)]
            if other != doc and og:
                j2 = synth.join_claim(a.text, rng.choice(og).text)
                win2 = pm.best_window(j2, doc)
                if win2:
                    out.append({"text": win2, "claim": j2, "label": 1, "src": f"syn-join-foreign:{src}"})
    return out


def balance(pairs: list[dict], rng: random.Random, ratio: float = 1.25) -> list[dict]:
    """Downsample (synthetic first) so no label exceeds ``ratio`` times the rarest label."""
    by = defaultdict(list)
    for p in pairs:
        by[p["label"]].append(p)
    cap = int(min(len(v) for v in by.values()) * ratio)
    out = []
    for _lab, items in by.items():
        real = [p for p in items if not p["src"].startswith("syn")]
        syn = [p for p in items if p["src"].startswith("syn")]
        rng.shuffle(real)
        rng.shuffle(syn)
        out.extend((real + syn)[:cap] if len(real) < cap else real[:cap])
    rng.shuffle(out)
    return out


def build(data_dir: Path, out_path: Path, count_tokens: Callable[[str], int], max_len: int, seed: int,
          n_synth_docs: int, negated_both_rate: float = 0.0, bound_rate: float = 0.0) -> dict:
    rng = random.Random(seed)
    records = load_training_records(data_dir)
    pm = PairMaker(count_tokens, max_len)
    pairs = real_pairs(records, pm, rng)
    pairs += synthetic_pairs(records, pm, rng, n_synth_docs, negated_both_rate, bound_rate)
    raw_counts = Counter((p["src"], LABELS[p["label"]]) for p in pairs)
    pairs = balance(pairs, rng)
    out_path.parent.mkdir(parents=True, exist_ok=True)
    with open(out_path, "w", encoding="utf-8") as f:
        for p in pairs:
            f.write(json.dumps(p, ensure_ascii=False) + "\n")
    stats = {
        "records": len(records),
        "records_by_dataset": dict(Counter(r["dataset"] for r in records)),
        "pairs_before_balance": {f"{s}|{lab}": n for (s, lab), n in sorted(raw_counts.items())},
        "pairs": len(pairs),
        "pairs_by_label": {LABELS[k]: v for k, v in sorted(Counter(p["label"] for p in pairs).items())},
    }
    out_path.with_suffix(".stats.json").write_text(json.dumps(stats, indent=1))
    return stats
