"""Fine-tuning loop for the cross-encoder (torch; resumable, checkpoints, tqdm + log lines)."""

from __future__ import annotations

import json
import logging
import random
import shutil
import time
from pathlib import Path

import torch
from tqdm import tqdm
from transformers import AutoModelForSequenceClassification, AutoTokenizer

from verifier.train.data import LABELS
from verifier.train.drop_layers import layer_map
from verifier.train.schedule import TimeAwareSchedule

log = logging.getLogger("verifier.train")


Item = tuple[list[int], list[int], int, "list[float] | None"]


def encode(tok, pairs: list[dict], max_len: int) -> list[Item]:
    """(input ids, token type ids, label, teacher logits or None) per pair."""
    enc = tok([p["text"] for p in pairs], [p["claim"] for p in pairs], truncation="longest_first",
              max_length=max_len)
    return [(ids, tt, p["label"], p.get("teacher_logits"))
            for ids, tt, p in zip(enc["input_ids"], enc["token_type_ids"], pairs, strict=True)]


def batches(items: list, batch_size: int, seed: int) -> list[list]:
    """Length-grouped batches in a seeded random order (less padding, same order on resume)."""
    rng = random.Random(seed)
    idx = list(range(len(items)))
    rng.shuffle(idx)
    chunk = batch_size * 50
    out = []
    for i in range(0, len(idx), chunk):
        part = sorted(idx[i : i + chunk], key=lambda j: len(items[j][0]))
        out.extend(part[k : k + batch_size] for k in range(0, len(part), batch_size))
    rng.shuffle(out)
    return [[items[j] for j in b] for b in out]


def collate(batch: list) -> dict[str, torch.Tensor]:
    n = max(len(b[0]) for b in batch)
    ids = torch.zeros(len(batch), n, dtype=torch.long)
    tt = torch.zeros_like(ids)
    am = torch.zeros_like(ids)
    for i, (a, t, _, _) in enumerate(batch):
        ids[i, : len(a)] = torch.tensor(a)
        tt[i, : len(t)] = torch.tensor(t)
        am[i, : len(a)] = 1
    x = {"input_ids": ids, "token_type_ids": tt, "attention_mask": am,
         "labels": torch.tensor([b[2] for b in batch])}
    if all(b[3] is not None for b in batch):
        x["teacher_logits"] = torch.tensor([b[3] for b in batch], dtype=torch.float32)
    return x


MODEL_INPUTS = ("input_ids", "token_type_ids", "attention_mask")


def training_loss(logits: torch.Tensor, labels: torch.Tensor, teacher: torch.Tensor | None, alpha: float,
                  temperature: float) -> torch.Tensor:
    """Cross-entropy on the gold labels, mixed with weight ``alpha`` with the KL divergence to the
    teacher's softened distribution (scaled by T^2 so its gradients keep their size as T changes)."""
    logits = logits.float()
    ce = torch.nn.functional.cross_entropy(logits, labels)
    if teacher is None or alpha <= 0:
        return ce
    t = temperature
    kl = torch.nn.functional.kl_div(torch.log_softmax(logits / t, -1), torch.log_softmax(teacher / t, -1),
                                    reduction="batchmean", log_target=True)
    return (1 - alpha) * ce + alpha * t * t * kl


def hidden_state_loss(student: tuple[torch.Tensor, ...], teacher: tuple[torch.Tensor, ...], mapping: list[int],
                      mask: torch.Tensor) -> torch.Tensor:
    """Mean squared distance between each student layer's output and its mapped teacher layer, over
    real (unpadded) tokens only; both models share the hidden size, so no projection is needed."""
    weight = mask.unsqueeze(-1).float()
    total = torch.zeros((), dtype=torch.float32)
    for i, j in enumerate(mapping, start=1):
        diff = (student[i].float() - teacher[j].float()) ** 2 * weight
        total = total + diff.sum() / (weight.sum() * diff.shape[-1])
    return total / len(mapping)


@torch.no_grad()
def evaluate(model, items: list, bf16: bool) -> float:
    model.eval()
    correct = 0
    for b in batches(items, 32, 0):
        x = collate(b)
        with torch.autocast("cpu", dtype=torch.bfloat16, enabled=bf16):
            logits = model(**{k: x[k] for k in MODEL_INPUTS}).logits
        correct += int((logits.argmax(-1) == x["labels"]).sum())
    model.train()
    return correct / max(1, len(items))


def save(model, tok, opt, sched, step: int, best: float, out: Path) -> None:
    tmp = out.with_name(out.name + ".tmp")
    if tmp.exists():
        shutil.rmtree(tmp)
    model.save_pretrained(tmp)
    tok.save_pretrained(tmp)
    state = {"opt": opt.state_dict(), "sched": sched.state_dict(), "step": step, "best": best}
    torch.save(state, tmp / "state.pt")
    if out.exists():
        shutil.rmtree(out)
    tmp.rename(out)


def train(run_dir: Path, base: str, pairs_path: Path, max_len: int, batch_size: int, max_steps: int,
          lr: float, ckpt_every: int, eval_every: int, time_budget_min: float, bf16: bool, seed: int,
          threads: int, distill: float = 0.0, distill_temp: float = 2.0, hidden_teacher: str | None = None,
          hidden_weight: float = 0.0) -> None:
    torch.set_num_threads(threads)
    torch.manual_seed(seed)
    with open(pairs_path, encoding="utf-8") as f:
        pairs = [json.loads(line) for line in f]
    rng = random.Random(seed)
    rng.shuffle(pairs)
    n_val = min(1000, len(pairs) // 50)
    val_pairs, train_pairs = pairs[:n_val], pairs[n_val:]
    latest = run_dir / "ckpt-latest"
    src = str(latest) if (latest / "state.pt").exists() else base
    tok = AutoTokenizer.from_pretrained(src)
    model = AutoModelForSequenceClassification.from_pretrained(
        src, num_labels=3, id2label=dict(enumerate(LABELS)), label2id={v: k for k, v in enumerate(LABELS)})
    t0 = time.time()
    train_items, val_items = encode(tok, train_pairs, max_len), encode(tok, val_pairs, max_len)
    log.info("encoded %d train / %d val pairs in %.1fs", len(train_items), len(val_items), time.time() - t0)
    if distill > 0 and any(item[3] is None or len(item[3]) != len(LABELS) for item in train_items):
        raise SystemExit(f"--distill needs {len(LABELS)} teacher logits on every pair (a three-label teacher): "
                         f"run python -m verifier.train.teacher --pairs {pairs_path} first")
    teacher, mapping = None, []
    if hidden_weight > 0:
        if not hidden_teacher:
            raise SystemExit("--hidden-weight needs --hidden-teacher DIR (the torch checkpoint of the teacher)")
        teacher = AutoModelForSequenceClassification.from_pretrained(hidden_teacher).eval()
        teacher.requires_grad_(False)
        if teacher.config.hidden_size != model.config.hidden_size:
            raise SystemExit(f"hidden sizes differ: teacher {teacher.config.hidden_size}, "
                             f"student {model.config.hidden_size}")
        mapping = layer_map(model.config.num_hidden_layers, teacher.config.num_hidden_layers)
        log.info("hidden-state distillation from %s, student layers 1..%d -> teacher %s, weight %g",
                 hidden_teacher, len(mapping), mapping, hidden_weight)
    opt = torch.optim.AdamW(model.parameters(), lr=lr, weight_decay=0.01)
    step, best, elapsed0 = 0, -1.0, 0.0
    sched = TimeAwareSchedule(opt, lr, max_steps, time_budget_min * 60)
    if src != base:
        st = torch.load(latest / "state.pt", weights_only=False)
        opt.load_state_dict(st["opt"])
        sched.load_state_dict(st["sched"])
        step, best = st["step"], st["best"]
        elapsed0 = sched.elapsed
        log.info("resumed from %s at step %d (best val acc %.4f)", latest, step, best)
    model.train()
    epoch_len = (len(train_items) + batch_size - 1) // batch_size
    start, step0 = time.time() - elapsed0, step
    sched.start = start
    bar = tqdm(total=max_steps, initial=step, desc="train", mininterval=30)
    run_loss, run_correct, run_n, run_hidden = 0.0, 0, 0, 0.0
    while step < max_steps:
        epoch, offset = divmod(step, epoch_len)
        for b in batches(train_items, batch_size, seed + epoch)[offset:]:
            x = collate(b)
            inputs = {k: x[k] for k in MODEL_INPUTS}
            with torch.autocast("cpu", dtype=torch.bfloat16, enabled=bf16):
                out = model(**inputs, output_hidden_states=teacher is not None)
                if teacher is not None:
                    with torch.no_grad():
                        teacher_states = teacher(**inputs, output_hidden_states=True).hidden_states
            logits = out.logits
            loss = training_loss(logits, x["labels"], x.get("teacher_logits"), distill, distill_temp)
            if teacher is not None:
                hidden = hidden_state_loss(out.hidden_states, teacher_states, mapping, x["attention_mask"])
                run_hidden += float(hidden.detach()) * len(b)
                loss = loss + hidden_weight * hidden
            loss.backward()
            torch.nn.utils.clip_grad_norm_(model.parameters(), 1.0)
            opt.step()
            sched.step()
            opt.zero_grad(set_to_none=True)
            step += 1
            bar.update(1)
            run_loss += float(loss.detach()) * len(b)
            run_correct += int((logits.argmax(-1) == x["labels"]).sum())
            run_n += len(b)
            if step % 50 == 0:
                hidden_part = f" (hidden {run_hidden / run_n:.4f})" if teacher is not None else ""
                log.info("step %d/%d epoch %d loss %.4f%s acc %.4f lr %.2e %.2fs/step", step, max_steps, epoch,
                         run_loss / run_n, hidden_part, run_correct / run_n, sched.get_last_lr()[0],
                         (time.time() - start) / max(1, step - step0))
                run_loss, run_correct, run_n, run_hidden = 0.0, 0, 0, 0.0
            if step % eval_every == 0 or step == max_steps:
                acc = evaluate(model, val_items, bf16)
                log.info("step %d val acc %.4f", step, acc)
                if acc > best:
                    best = acc
                    save(model, tok, opt, sched, step, best, run_dir / "ckpt-best")
            if step % ckpt_every == 0 or step == max_steps:
                save(model, tok, opt, sched, step, best, latest)
                log.info("checkpoint step %d", step)
            out_of_time = time_budget_min and (time.time() - start) / 60 > time_budget_min
            if step >= max_steps or out_of_time:
                break
        if time_budget_min and (time.time() - start) / 60 > time_budget_min:
            save(model, tok, opt, sched, step, best, latest)
            log.info("time budget reached at step %d; saved", step)
            break
    bar.close()
    (run_dir / "DONE").write_text(json.dumps({"step": step, "best_val_acc": best}))
    log.info("done at step %d, best val acc %.4f", step, best)
