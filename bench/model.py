"""Per-claim latency of the int8 model vs. an HHEM-2.1-shaped T5-base encoder, same input, same run.

Usage: python bench/model.py [--model verifier/models/groundcheck-minilm-nli.onnx] [--runs 50]
       [--threads 2] [--t5-runs 10]

One (evidence window, claim) pair of exactly 512 tokens, batch 1, ``--threads`` intra-op threads:
* our model: ``ModelEngine.probs`` (tokenisation + onnxruntime int8 forward);
* HHEM-2.1's shape: a randomly initialised transformers ``T5EncoderModel`` (d_model 768, 12 layers,
  12 heads, d_ff 3072, vocab 32128; timing does not depend on the weights), torch fp32, no grad.
Prints p50/p95 for both, the ratio of medians, and the RSS of a fresh worker process that has
loaded the model engine (the serving path: no torch imported).
"""

from __future__ import annotations

import argparse
import json
import statistics
import subprocess
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

RSS_SNIPPET = """
import json, resource, sys
from verifier.registry import load_engine
e = load_engine("model", model_path=sys.argv[1], threads=int(sys.argv[2]))
e.check("The bridge opened in 1932.", "The bridge opened to traffic in 1932. It is 500 metres long.")
rss = int(open("/proc/self/status").read().split("VmRSS:")[1].split()[0]) // 1024
print(json.dumps({"rss_mb": rss, "torch_loaded": "torch" in sys.modules, "model_used": e.model_used}))
"""


def pct(xs: list[float], q: float) -> float:
    xs = sorted(xs)
    return xs[min(len(xs) - 1, int(round(q * (len(xs) - 1))))]


def make_pair(tok, n_tokens: int) -> tuple[str, str]:  # noqa: ANN001
    claim = "The bridge opened to traffic in 1932 after eight years of construction work."
    sentence = "The harbour bridge carries rail, vehicle, bicycle and pedestrian traffic across the water. "
    ev = sentence * 60
    enc = tok.encode(ev, claim)
    over = len(enc.ids) - n_tokens
    ev_enc = tok.encode(ev, add_special_tokens=False)
    ev = ev[: ev_enc.offsets[len(ev_enc.ids) - over - 1][1]]
    return ev, claim


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--model", type=Path, default=ROOT / "verifier/models/groundcheck-minilm-nli.onnx")
    ap.add_argument("--runs", type=int, default=50)
    ap.add_argument("--t5-runs", type=int, default=10)
    ap.add_argument("--threads", type=int, default=2)
    ap.add_argument("--tokens", type=int, default=512)
    a = ap.parse_args()

    from verifier.int8_precision import int8_products_saturate
    from verifier.model_engine import ModelEngine

    eng = ModelEngine(a.model, threads=a.threads, max_len=a.tokens)
    ev, claim = make_pair(eng.tokenizer, a.tokens)
    n = len(eng.tokenizer.encode(ev, claim).ids)
    for _ in range(3):
        eng.probs([(ev, claim)])
    ours = []
    for _ in range(a.runs):
        t0 = time.perf_counter()
        eng.probs([(ev, claim)])
        ours.append((time.perf_counter() - t0) * 1000)

    lexical_ms = _lexical_on_a_large_context()

    try:
        import torch
        from transformers import T5Config, T5EncoderModel
    except ImportError:
        sys.exit("the T5 reference needs the train extra: .venv/bin/pip install -e '.[train]' "
                 f"(groundcheck int8 p50 so far: {statistics.median(ours):.1f} ms)")

    torch.set_num_threads(a.threads)
    cfg = T5Config(d_model=768, num_layers=12, num_heads=12, d_ff=3072, d_kv=64, vocab_size=32128)
    t5 = T5EncoderModel(cfg).eval()
    ids = torch.randint(0, 32128, (1, a.tokens))
    with torch.no_grad():
        t5(input_ids=ids)
        t5_ms = []
        for _ in range(a.t5_runs):
            t0 = time.perf_counter()
            t5(input_ids=ids)
            t5_ms.append((time.perf_counter() - t0) * 1000)

    rss = json.loads(subprocess.run([sys.executable, "-c", RSS_SNIPPET, str(a.model), str(a.threads)],
                                    capture_output=True, text=True, check=True, cwd=ROOT).stdout)
    res = {
        "tokens": n, "threads": a.threads, "model_used": eng.model_used,
        "ours_p50_ms": round(statistics.median(ours), 2), "ours_p95_ms": round(pct(ours, 0.95), 2),
        "t5_base_encoder_p50_ms": round(statistics.median(t5_ms), 1),
        "t5_base_encoder_p95_ms": round(pct(t5_ms, 0.95), 1),
        "ratio_p50": round(statistics.median(t5_ms) / statistics.median(ours), 1),
        "worker_rss_mb": rss["rss_mb"], "worker_imported_torch": rss["torch_loaded"],
        "lexical_large_context_p50_ms": round(statistics.median(lexical_ms), 2),
        "exact_int8_products_option": int8_products_saturate(),
    }
    print(f"input: {n} tokens, batch 1, {a.threads} threads")
    print("int8 products: " + ("exact by session option (this CPU has no VNNI)" if res["exact_int8_products_option"]
                               else "exact in hardware (VNNI) or not x86-64"))
    print(f"groundcheck int8 ONNX : p50 {res['ours_p50_ms']} ms  p95 {res['ours_p95_ms']} ms  ({a.runs} runs)")
    print(f"T5-base encoder (HHEM): p50 {res['t5_base_encoder_p50_ms']} ms  p95 {res['t5_base_encoder_p95_ms']} ms"
          f"  ({a.t5_runs} runs)")
    print(f"ratio (p50): {res['ratio_p50']}x")
    print(f"worker RSS with the model loaded: {res['worker_rss_mb']} MB"
          f" (torch imported: {res['worker_imported_torch']})")
    print(f"lexical engine, one claim against an indexed 1,000-sentence context (50 KB): p50 "
          f"{res['lexical_large_context_p50_ms']} ms")
    print(json.dumps(res))


def _lexical_on_a_large_context(runs: int = 50) -> list[float]:
    """Per-claim ms of the lexical engine against one indexed 1,000-sentence context (the index built once)."""
    from verifier.lexical import LexicalEngine

    engine = LexicalEngine()
    ctx = " ".join(f"Sentence number {i} talks about topic {i % 97} and item {i * 7}." for i in range(1000))
    idx = engine.index(ctx)
    out = []
    for i in range(runs):
        t0 = time.perf_counter()
        engine.check_indexed(f"Sentence number {i} talks about topic {i % 97}.", idx)
        out.append((time.perf_counter() - t0) * 1000)
    return out


if __name__ == "__main__":
    main()
